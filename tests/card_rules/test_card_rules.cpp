// The card and nation rules interpreter (scoring/nations/card_rules) through the engine: every rule
// shape it supports, with a real card of the catalog (resolveRound / finalScore / boardValues).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "helpers.h"
#include "nations/card_rules.h"

using namespace nctest;

namespace {

/// A mild Event Card of the round's age (the state validation requires the Event Card's age).
inline std::string ageEvent(int round)
{
    static const char *cards[] = {"bread_and_games__christianity", "imperial_examination__justinian_code",
                                  "crop_rotation__mercantilism", "romanticism__industrial_revolution"};
    return cards[(round + 1) / 2 - 1];
}

/// True if some item of the step's lines (or note text) names `source` (item source) or contains `text`.
bool hasItem(const ResolutionResult &r, const std::string &step, const std::string &source)
{
    const ResolutionStep *s = findStep(r, step);
    if (!s)
        return false;
    for (const auto &l : s->lines)
        for (const auto &i : l.items)
            if (i.source == source)
                return true;
    return false;
}

const ExplanationItem *itemOf(const ExplanationLine *l, const std::string &source)
{
    if (!l)
        return nullptr;
    for (const auto &i : l->items)
        if (i.source == source)
            return &i;
    return nullptr;
}

PlayerState bSide(const std::string &name, const std::string &nation)
{
    PlayerState p = player(name, nation, 'B');
    return p;
}

} // namespace

TEST_CASE("Augustus: sole most Strength produces +2 Stone, explained with the card and the condition",
          "[card_rules][production]")
{
    GameState s = game(3);
    s.players[0].advisors = {"augustus"}; // +1 Strength: A is the sole strongest
    const auto r = resolveRound(catalog(), s);
    const ExplanationLine *l = findLine(r, "production", 0, Quantity::Stone);
    REQUIRE(l);
    CHECK(l->text() == "Stone: +2 Augustus: most Strength (sole most) = +2");
    const ExplanationItem *i = itemOf(l, "augustus");
    REQUIRE(i);
    CHECK(i->rule == kRuleCardText);
    CHECK(r.after.players[0].stone == 2);
    CHECK_FALSE(hasNote(r, "production", "check by hand: Augustus"));
}

TEST_CASE("FAQ T-16a: Augustus tied for most Strength gives nothing", "[card_rules][production][faq]")
{
    GameState s = game(3);
    s.players[0].advisors = {"augustus"};
    s.players[0].manualStrength = 7; // 8
    s.players[1].manualStrength = 8; // 8
    s.players[2].manualStrength = 3;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].stone == 0);
    CHECK(findLine(r, "production", 0, Quantity::Stone) == nullptr);
    CHECK(hasNote(r, "production", "Augustus: "));
    CHECK(hasNote(r, "production", "condition not met (most Strength (sole most))"));
}

TEST_CASE("Notre Dame: +3 Books with the most Stability", "[card_rules][production]")
{
    GameState s = game(2);
    s.players[1].wonders = {"notre_dame"};
    s.players[1].manualStability = 1;
    const int plain = catalog().card("notre_dame")->production[Quantity::Books];
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[1].books == plain + 3);
    CHECK(findLine(r, "production", 1, Quantity::Books)->text().find("+3 Notre Dame: most Stability (sole most)") !=
          std::string::npos);
    // Tie for the most Stability: nothing.
    s.players[0].manualStability = 1;
    const auto t = resolveRound(catalog(), s);
    CHECK(t.after.players[1].books == plain);
}

TEST_CASE("Saint Augustine: 5 players, the second most stable nation gets the bonus too (Rulebook p.21)",
          "[card_rules][production][rulebook]")
{
    GameState s = game(5);
    const int stability[] = {8, 7, 5, 5, 4};
    for (int i = 0; i < 5; ++i)
        s.players[static_cast<size_t>(i)].manualStability = stability[i];
    s.players[1].advisors = {"saint_augustine"};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[1].books == 2);
    const ExplanationItem *i = itemOf(findLine(r, "production", 1, Quantity::Books), "saint_augustine");
    REQUIRE(i);
    CHECK(i->label == "Saint Augustine: most Stability (5 players: top two)");

    // 3 players: second place gets nothing.
    GameState t = game(3);
    t.players[0].manualStability = 8;
    t.players[1].manualStability = 7;
    t.players[1].advisors = {"saint_augustine"};
    CHECK(resolveRound(catalog(), t).after.players[1].books == 0);
}

TEST_CASE("Angkor Wat: least Strength loses 4 Books (all tied for least suffer)", "[card_rules][production]")
{
    GameState s = game(2);
    s.players[0].wonders = {"angkor_wat"};
    s.players[0].books = 5;
    const auto r = resolveRound(catalog(), s); // both at 0 Strength: tied for least
    CHECK(r.after.players[0].books == 1);
    CHECK(lineTotal(r, "production", 0, Quantity::Books) == -4);
}

TEST_CASE("check rules: Qin Shi Huang removed with the least Stability, reported at the step boundary",
          "[card_rules][check]")
{
    GameState s = game(2);
    s.players[0].advisors = {"qin_shi_huang"};
    s.players[1].manualStability = 3;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].advisors.empty());
    CHECK(hasNote(r, "production", "Qin Shi Huang removed from A's board: least Stability"));
    // Not the least stable: stays.
    s.players[0].manualStability = 5;
    CHECK(resolveRound(catalog(), s).after.players[0].advisors == std::vector<std::string>{"qin_shi_huang"});
}

TEST_CASE("check rules: Boudica removed when a Worker is on a Military card", "[card_rules][check]")
{
    GameState s = game(2);
    s.players[0].advisors = {"boudica"};
    s.players[0].buildings = {{"hoplite", 1}};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].advisors.empty());
    CHECK(hasNote(r, "production", "Boudica removed"));
    // Boudica's own production (1 Gold, 1 Food) is not produced once she is removed before Production.
    CHECK(r.after.players[0].gold == 0);
}

TEST_CASE("check rules: Harald Hardrada removed with the least Strength", "[card_rules][check]")
{
    GameState s = game(2);
    s.players[0].advisors = {"harald_hardrada"};
    s.players[1].manualStrength = boardValues(catalog(), s.players[0]).strength + 1;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].advisors.empty());
    CHECK(hasNote(r, "production", "Harald Hardrada removed"));
}

TEST_CASE("Anna Komnene (military_upkeep: 0): Workers on Military pay no upkeep", "[card_rules][modifier]")
{
    GameState s = game(2);
    s.players[0].advisors = {"anna_komnene"};
    s.players[0].buildings = {{"elephant", 2}}; // −2 Food per Worker
    s.players[0].food = 0;
    const auto r = resolveRound(catalog(), s);
    const ExplanationLine *l = findLine(r, "production", 0, Quantity::Food);
    REQUIRE(l);
    CHECK(l->total == 0);
    const ExplanationItem *i = itemOf(l, "anna_komnene");
    REQUIRE(i);
    CHECK(i->amount == 4);
    CHECK(r.after.players[0].food == 0);
    CHECK(r.after.players[0].vp == s.players[0].vp); // no shortage
}

TEST_CASE("Frédéric Chopin (books_multiplier 2): Books production doubled", "[card_rules][modifier]")
{
    GameState s = game(2);
    s.players[0].advisors = {"frederic_chopin"};
    s.players[0].wonders = {"great_library"}; // +2 Books
    s.players[0].manualStability = 3;          // Great Library stays (not the least stable)
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].books == 4);
    CHECK(itemOf(findLine(r, "production", 0, Quantity::Books), "frederic_chopin")->amount == 2);
}

TEST_CASE("Florence Nightingale: no VP lost for shortages", "[card_rules][shortage]")
{
    GameState s = game(2);
    s.players[0].advisors = {"florence_nightingale"};
    s.players[0].buildings = {{"elephant", 1}};
    s.players[0].food = 0;
    s.players[0].vp = 5;
    s.players[0].books = 0;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 5);
    CHECK(findLine(r, "production", 0, Quantity::Vp)->text().find("Florence Nightingale") != std::string::npos);
}

TEST_CASE("Isabella: +3 Gold per age III Colony, Tokugawa per card of the current age", "[card_rules][per]")
{
    GameState s = game(2, 5, ageEvent(5));
    s.players[0].advisors = {"isabella"};
    s.players[0].colonies = {"aztec_empire"};
    const auto r = resolveRound(catalog(), s);
    const ExplanationItem *i = itemOf(findLine(r, "production", 0, Quantity::Gold), "isabella");
    REQUIRE(i);
    CHECK(i->count == 1);
    CHECK(i->amount == 3);

    GameState t = game(2, 7, ageEvent(7)); // age IV
    t.players[0].advisors = {"tokugawa"};
    t.players[0].buildings = {{"coal_mine", 0}, {"hoplite", 0}};
    const auto u = resolveRound(catalog(), t);
    CHECK(itemOf(findLine(u, "production", 0, Quantity::Stone), "tokugawa")->amount == 2);
}

TEST_CASE("Coffee House: +2 Books per Worker only if passed last", "[card_rules][passed]")
{
    GameState s = game(3, 5, ageEvent(5));
    s.players[0].buildings = {{"coffee_house", 2}};
    s.roundInputs.passOrder = {1, 2, 0};
    const auto r = resolveRound(catalog(), s);
    CHECK(itemOf(findLine(r, "production", 0, Quantity::Books), "coffee_house")->amount == 4);
    s.roundInputs.passOrder = {0, 1, 2};
    CHECK(resolveRound(catalog(), s).after.players[0].books == 0);
}

TEST_CASE("Cyrus the Great: 'bought a Colony this round' is a Decision (default no)", "[card_rules][decision]")
{
    GameState s = game(2);
    s.players[0].advisors = {"cyrus_the_great"};
    const auto r = resolveRound(catalog(), s);
    const Decision *d = findDecision(r, "production/0/bought_colony");
    REQUIRE(d);
    CHECK(d->defaultOption == "no");
    CHECK(r.after.players[0].gold == 0);
    s.roundInputs.choices["production/0/bought_colony"] = "yes";
    const auto t = resolveRound(catalog(), s);
    CHECK(t.after.players[0].gold == 3);
    CHECK(findDecision(t, "production/0/bought_colony")->answered);
}

TEST_CASE("Peter the Great: choose_one when stronger than the War", "[card_rules][decision]")
{
    GameState s = game(2, 5, ageEvent(5));
    s.players[0].advisors = {"peter_the_great"};
    s.players[0].manualStrength = 10;
    s.roundInputs.war = WarState{"cortes_expedition", 3, 1};
    s.roundInputs.choices["production/0/peter_the_great"] = "2";
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].books == 5);
    CHECK(findDecision(r, "production/0/peter_the_great")->answered);
}

TEST_CASE("Genghis Khan: every nation, its owner included, has 3 less Stability", "[card_rules][ongoing]")
{
    GameState s = game(3);
    s.players[0].advisors = {"genghis_khan"};
    for (int p = 0; p < 3; ++p)
        CHECK(boardValues(catalog(), s, p).stability == -3);
    CHECK(boardValues(catalog(), s, 0).strength == 3);
    const auto line = boardValues(catalog(), s, 1).stabilityLine;
    REQUIRE(line.items.size() == 1);
    CHECK(line.items[0].source == "genghis_khan");
}

TEST_CASE("War modifiers: Sahara and Elizabeth add Strength against the War", "[card_rules][war]")
{
    GameState s = game(2, 5, ageEvent(5));
    s.players[0].wonders = {"sahara"};
    s.roundInputs.war = WarState{"cortes_expedition", 4, 1};
    s.players[0].vp = s.players[1].vp = 5;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 5); // 0 + 4 is not below 4
    CHECK(r.after.players[1].vp == 4);
    CHECK(hasNote(r, "war", "Sahara"));
}

TEST_CASE("Great Wall: passed first, a War defeat costs no VP", "[card_rules][war]")
{
    GameState s = game(2, 3, ageEvent(3));
    s.players[0].wonders = {"great_wall"};
    s.players[0].vp = 5;
    s.players[0].food = 20;
    s.roundInputs.war = WarState{"hundred_years_war", 5, 1};
    s.roundInputs.passOrder = {0, 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "war", 0, Quantity::Vp) == 0);
    CHECK(findLine(r, "war", 0, Quantity::Vp)->text().find("no VP lost (Great Wall: passed first)") != std::string::npos);
    s.roundInputs.passOrder = {1, 0};
    CHECK(lineTotal(resolveRound(catalog(), s), "war", 0, Quantity::Vp) == -1);
}

TEST_CASE("Martin Luther: every defeat costs 4 extra Food (any nation)", "[card_rules][war]")
{
    GameState s = game(2, 5, ageEvent(5), 20);
    s.players[0].advisors = {"martin_luther"};
    s.players[0].manualStrength = 10;
    s.roundInputs.war = WarState{"imjin_war", 5, 0}; // 5 Stone
    s.players[1].stone = 10;
    const auto r = resolveRound(catalog(), s);
    const ExplanationItem *i = itemOf(findLine(r, "war", 1, Quantity::Food), "martin_luther");
    REQUIRE(i);
    CHECK(i->amount == -4);
    CHECK(r.after.players[1].stone == 5);
}

TEST_CASE("Solomon's Temple: removed when defeated, +1 VP at the end of every age", "[card_rules][war][end_of_age]")
{
    GameState s = game(2, 2, ageEvent(2));
    s.players[0].wonders = {"solomons_temple"};
    s.players[0].vp = 3;
    s.players[0].manualStrength = 10;
    auto r = resolveRound(catalog(), s);
    CHECK(hasItem(r, "books", "solomons_temple"));
    CHECK(r.after.players[0].vp == 4); // no Books scoring VP (both 0 Books), +1 Solomon's Temple

    s.players[0].manualStrength = 0;
    s.roundInputs.war = WarState{"wars_of_alexander", 3, 1};
    r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].wonders.empty());
    CHECK(hasNote(r, "war", "Solomon's Temple removed"));
    CHECK_FALSE(hasItem(r, "books", "solomons_temple"));
}

TEST_CASE("Final scoring rules: Statue of Liberty, Grand Canyon, Titusville", "[card_rules][final]")
{
    GameState s = game(2, 8, ageEvent(8));
    s.phase = Phase::Finished;
    PlayerState &a = s.players[0];
    a.wonders = {"statue_of_liberty", "grand_canyon", "titusville", "sahara"};
    a.idleWorkers = 3;
    a.stone = 5;
    a.food = 0;
    s.players[1].food = 0;
    const FinalScore f = finalScore(catalog(), s);
    const ScoreRow *row = nullptr;
    for (const auto &r : f.rows)
        if (r.player == 0)
            row = &r;
    REQUIRE(row);
    const ExplanationLine &w = row->lines[2];
    CHECK(w.text().find("+2 Statue of Liberty bonus: most Workers (sole most)") != std::string::npos);
    CHECK(w.text().find("+2 Grand Canyon bonus: per other natural wonder \u00d72") != std::string::npos);
    CHECK(row->lines[4].note.find("counted double: Titusville") != std::string::npos);
}

TEST_CASE("Nation B specials: China passed first, Rome +2 Strength, India +2 Food", "[card_rules][nation]")
{
    GameState s = game(3);
    s.players[0] = bSide("A", "china");
    s.players[1] = bSide("B", "rome");
    s.players[2] = bSide("C", "india");
    s.roundInputs.passOrder = {0, 1, 2};
    const auto r = resolveRound(catalog(), s);
    CHECK(itemOf(findLine(r, "production", 0, Quantity::Food), "china_b_special")->amount == 1);
    CHECK(itemOf(findLine(r, "production", 2, Quantity::Food), "india_b_special")->amount == 2);
    CHECK(boardValues(catalog(), s.players[1]).strength == 2);
    const BoardValues rome = boardValues(catalog(), s.players[1]);
    CHECK(itemOf(&rome.strengthLine, "rome_b_special") != nullptr);
    // Egypt B: 1 private Architect; Greece B: Golden Age bonus 1.
    CHECK(boardValues(catalog(), bSide("E", "egypt")).architectsPrivate == 1);
    CHECK(boardValues(catalog(), bSide("G", "greece")).goldenAgeBonus == 1);
}

TEST_CASE("Nation B specials in the War: Poland not defeated +3 Books, Mongolia +2 of the War's resource",
          "[card_rules][nation][war]")
{
    GameState s = game(2, 1, ageEvent(1), 20);
    s.players[0] = bSide("A", "poland");
    s.players[0].manualStrength = 10;
    s.players[1] = bSide("B", "mongolia");
    s.players[1].food = 20;
    s.roundInputs.war = WarState{"wars_of_alexander", 5, 0}; // 2 Food
    const auto r = resolveRound(catalog(), s);
    CHECK(itemOf(findLine(r, "war", 0, Quantity::Books), "poland_b_special")->amount == 3);
    CHECK(itemOf(findLine(r, "war", 1, Quantity::Food), "mongolia_b_special")->amount == -2);
}

TEST_CASE("Nation B specials: Ethiopia adds Stability to Strength for player order, Vikings after Production",
          "[card_rules][nation]")
{
    GameState s = game(2);
    s.players[0] = bSide("A", "persia");
    s.players[0].manualStrength = 3;
    s.players[1] = bSide("B", "ethiopia");
    s.players[1].manualStrength = 2;
    s.players[1].manualStability = 2;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.playerOrder.front() == 1);
    CHECK(hasNote(r, "player_order", "Ethiopia B special"));

    GameState v = game(2);
    v.players[0] = bSide("A", "vikings");
    v.players[1].gold = 3;
    v.roundInputs.choices["production/0/vikings_b_special"] = "gold";
    const auto t = resolveRound(catalog(), v);
    CHECK(t.after.players[1].gold == 2);
    CHECK(findLine(t, "production", 1, Quantity::Gold, "after_production") != nullptr);
}

TEST_CASE("Growth: Spice Islands +4 of the resource taken, Mali B +1 Gold", "[card_rules][growth]")
{
    PlayerState p = player("A", "china");
    p.wonders = {"spice_islands"};
    std::vector<std::pair<Quantity, ExplanationItem>> items;
    const Amounts a = growthRuleBonus(catalog(), p, 0, "stone", &items);
    CHECK(a[Quantity::Stone] == 4);
    REQUIRE(items.size() == 1);
    CHECK(items[0].second.source == "spice_islands");
    CHECK(growthRuleBonus(catalog(), bSide("M", "mali"), 0, "gold")[Quantity::Gold] == 1);
    CHECK(growthRuleBonus(catalog(), bSide("M", "mali"), 0, "food").empty());
}

TEST_CASE("Rules the interpreter does not handle keep the 'check by hand' note", "[card_rules][manual]")
{
    // Every catalog rule of the Resolution Phase is automated since issue 12 (Vesuvius: end_of_age
    // return_workers, tests/action_phase/test_natural_wonders.cpp); a variant of the catalog gives Vesuvius
    // a condition the interpreter does not evaluate, so its rule is not automated.
    auto file = [](const std::string &name) {
        std::ifstream in(std::string(NC_CATALOG_DIR) + "/" + name);
        std::ostringstream ss;
        ss << in.rdbuf();
        return ss.str();
    };
    nlohmann::json cards = nlohmann::json::parse(file("progress_cards.json"));
    for (auto &c : cards["cards"])
        if (c["id"] == "vesuvius")
            c["rules"][0]["if"] = {{"card_marked", true}};
    const Catalog variant = Catalog::load({cards.dump(), file("event_cards.json"), file("nations.json"),
                                           file("solo.json"), file("dynasty_cards.json")});
    GameState s = game(2, 2, "aryan_migration__code_of_hammurabi");
    s.options.cardSets = {"base", "dynasties"};
    s.players[0].wonders = {"vesuvius"};
    s.players[0].idleWorkers = 3;
    const auto r = resolveRound(variant, s);
    CHECK(hasNote(r, "books", "check by hand: Vesuvius"));
    CHECK(hasNote(r, "books", "card_marked")); // the reason names the condition not evaluated
    CHECK(r.after.players[0].idleWorkers == 3);
}

TEST_CASE("Hypatia: each Production adds a marker, then 1 Book per marker (1, 2, ...)", "[card_rules][production]")
{
    GameState s = game(2);
    s.players[0].advisors = {"hypatia"};
    s.players[0].manualStability = -boardValues(catalog(), s, 0).stability; // Stability 0: Hypatia stays
    const int books = s.players[0].books;
    auto r = resolveRound(catalog(), s);
    const ExplanationItem *i = itemOf(findLine(r, "production", 0, Quantity::Books), "hypatia");
    REQUIRE(i);
    CHECK(i->amount == 1);
    CHECK(i->count == 1);
    CHECK(hasNote(r, "production", "Hypatia: a marker is added (1 on the card"));
    CHECK(r.after.players[0].markers.at("hypatia") == 1);
    GameState next = r.after;
    next.phase = Phase::Resolution;
    next.roundInputs.eventCard = "bread_and_games__christianity";
    next.roundInputs.growth.assign(2, "");
    const int books1 = next.players[0].books;
    r = resolveRound(catalog(), next);
    CHECK(itemOf(findLine(r, "production", 0, Quantity::Books), "hypatia")->amount == 2);
    CHECK(r.after.players[0].markers.at("hypatia") == 2);
    CHECK(books1 > books);
}

TEST_CASE("Versailles: its nation counts as the least stable for the round's events and player order",
          "[card_rules][versailles]")
{
    // Expulsion of Jews (second event of the card): the least stable nation(s) lose 5 Gold.
    auto run = [](bool versailles) {
        GameState s = game(2, 5, "columbian_exchange__expulsion_of_jews");
        for (auto &p : s.players)
            p.gold = 10;
        s.players[0].wonders = {"versailles"};
        s.players[0].manualStability = 5; // A is clearly the more stable
        if (versailles)
            s.roundInputs.actionPhase.roundEffects["0/versailles/least_stability"] = 1;
        return resolveRound(catalog(), s);
    };
    const auto with = run(true), without = run(false);
    CHECK(with.after.players[0].gold == without.after.players[0].gold - 5);
    CHECK(with.after.players[1].gold == without.after.players[1].gold + 5);
    bool noted = false;
    for (const auto &st : with.steps)
        for (const auto &l : st.lines)
            noted = noted || l.text().find("Versailles: counts as having the least Stability") != std::string::npos;
    CHECK(noted);
}
