// The last base-game Progress Cards, each through the Action Phase engine (apply() via the action log):
// turn-order effects, effects on other nations, round effects, extra slots and the special actions that
// carry a choice. Card text is the specification (Rulebook appendix: card text overrules the rules); the
// numbers are the cards' printed numbers. Every test also checks that replaying the log gives the same
// state and that the effect is explained (ActionPhaseState::applied names the card).
#include "support.h"

#include "nations/card_rules.h"
#include "nations/comparisons.h"

using namespace aptest;

namespace {

json buyOf(int player, const std::string &card, int row = 1, json extra = json::object())
{
    extra["player"] = player;
    extra["card"] = card;
    extra["row"] = row;
    return extra;
}

/// A game of `n` base A nations where `prepare` edits the boards BEFORE the Growth step ends (so the
/// Action Phase starts with them), round `round`.
Table tableBeforeGrowth(int n, int round, const std::function<void(Table &)> &prepare)
{
    Table t;
    static const char *nations[] = {"china", "persia", "rome", "egypt", "greece"};
    for (int i = 0; i < n; ++i)
        t.setup.seats.push_back({std::string(1, static_cast<char>('A' + i)), nations[i], 'A', Difficulty::Prince, {}});
    t.setup.options.cardSets = {"base"};
    t.state = newGame(catalog(), t.setup);
    for (int r = 2; r <= round; ++r) {
        GameState next = t.state;
        next.round = r;
        t.act("resolve", {{"state", toJson(next)}});
    }
    for (int i = 0; i < n; ++i)
        t.edit(i, [](PlayerState &p) {
            p.gold = p.food = p.stone = p.books = 10;
            p.idleWorkers = 5;
        });
    prepare(t);
    for (int i = n - 1; i >= 0; --i)
        t.act("growth", {{"player", i}, {"choice", "bonus:gold"}});
    return t;
}

/// Sets p's board Strength / Stability to exactly `v` with the manual correction (nation sides differ).
void setStrength(Table &t, int p, int v)
{
    const int now = t.strength(p) - t.p(p).manualStrength;
    t.edit(p, [&](PlayerState &pl) { pl.manualStrength = v - now; });
}
void setStability(Table &t, int p, int v)
{
    const int now = t.stability(p) - t.p(p).manualStability;
    t.edit(p, [&](PlayerState &pl) { pl.manualStability = v - now; });
}

int populationTaken(const PlayerState &p)
{
    int n = 0;
    for (int x : p.populationTaken)
        n += x;
    return n;
}

} // namespace

// ---- turn order -------------------------------------------------------------------------------------

TEST_CASE("Buddha: its nation skips its first turn of the round (first in order, then later in order)",
          "[action][cards][turn]")
{
    SECTION("first in player order: the Action Phase starts with the next nation")
    {
        Table t = tableBeforeGrowth(2, 1, [](Table &t) { t.edit(0, [](PlayerState &p) { p.advisors = {"buddha"}; }); });
        CHECK(currentTurn(t.state) == 1);
        CHECK(explained(t.state, "buddha", "skips its first turn"));
        CHECK_THROWS_WITH(t.act("buy", buyOf(0, "granary")), Catch::Contains("it is B's turn"));
        t.act("buy", buyOf(1, "granary"));
        CHECK(currentTurn(t.state) == 0); // its second turn is played normally
        t.act("buy", buyOf(0, "forge"));
        CHECK(currentTurn(t.state) == 1);
        CHECK(t.replayed() == t.state);
    }
    SECTION("second in player order: play goes from A back to A")
    {
        Table t = table(3, 1);
        t.edit(1, [](PlayerState &p) { p.advisors = {"buddha"}; });
        t.act("buy", buyOf(0, "granary"));
        CHECK(currentTurn(t.state) == 2); // B skipped
        t.act("buy", buyOf(2, "forge"));
        CHECK(currentTurn(t.state) == 0);
        t.act("buy", buyOf(0, "library"));
        CHECK(currentTurn(t.state) == 1); // B's next turn is played
        CHECK(t.replayed() == t.state);
    }
}

TEST_CASE("Sun Tzu: two actions on the first turn of each round", "[action][cards][turn]")
{
    Table t = table(2, 1);
    t.edit(0, [](PlayerState &p) { p.advisors = {"sun_tzu"}; });
    t.act("buy", buyOf(0, "granary"));
    CHECK(currentTurn(t.state) == 0); // the extra action
    CHECK(explained(t.state, "sun_tzu", "1 extra action"));
    t.act("buy", buyOf(0, "forge"));
    CHECK(currentTurn(t.state) == 1);
    t.act("buy", buyOf(1, "library"));
    t.act("buy", buyOf(0, "mine"));
    CHECK(currentTurn(t.state) == 1); // only the first turn
    CHECK(t.p(0).gold == 10 - 3);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Wardenclyffe Tower: when completed, 3 extra actions", "[action][cards][turn]")
{
    Table t = table(2, 7);
    t.edit(0, [](PlayerState &p) {
        p.wonderUnderConstruction = WonderUnderConstruction{"wardenclyffe_tower", 1};
        p.buildings = {{"granary", 0}};
    });
    t.act("hire", {{"player", 0}});
    CHECK(t.p(0).wonders.back() == "wardenclyffe_tower");
    CHECK(t.p(0).stone == 10 - 1);
    CHECK(explained(t.state, "wardenclyffe_tower", "3 extra action"));
    for (int i = 0; i < 3; ++i) {
        CHECK(currentTurn(t.state) == 0);
        t.act("deploy", {{"player", 0}, {"slot", 0}});
    }
    CHECK(t.p(0).buildings[0].workers == 3);
    CHECK(currentTurn(t.state) == 1);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Oresund Dues: +2 Stone each time play skips over its passed nation", "[action][cards][turn]")
{
    Table t = table(2, 5);
    t.edit(1, [](PlayerState &p) { p.wonders = {"oresund_dues"}; });
    t.act("buy", buyOf(0, "granary"));
    t.act("pass", {{"player", 1}});
    CHECK(t.p(1).stone == 10); // passing is not being skipped over
    t.act("buy", buyOf(0, "forge"));   // play skips over B: +2
    t.act("buy", buyOf(0, "library")); // and again: +2
    CHECK(t.p(1).stone == 14);
    CHECK(explained(t.state, "oresund_dues", "+2 Stone"));
    t.act("pass", {{"player", 0}}); // everybody passed: nobody is skipped over any more
    CHECK(t.p(1).stone == 14);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Arabian Nights (special option): +2 Books each time play skips over you this round",
          "[action][cards][golden_age]")
{
    Table t = table(2, 3);
    t.act("buy", buyOf(0, "arabian_nights", 1, {{"choice", "special"}}));
    CHECK(t.p(0).gold == 10 - 1);
    CHECK(t.state.roundInputs.actionPhase.byHand.empty());
    t.act("buy", buyOf(1, "granary"));
    t.act("pass", {{"player", 0}});
    t.act("buy", buyOf(1, "forge"));
    t.act("buy", buyOf(1, "library"));
    CHECK(t.p(0).books == 10 + 4);
    CHECK(explained(t.state, "arabian_nights", "+2 Books"));
    CHECK(t.replayed() == t.state);
}

// ---- triggers ---------------------------------------------------------------------------------------

TEST_CASE("Mansa Musa: spending the last Gold gives 2 Books and 1 Food", "[action][cards]")
{
    Table t = table(2, 3);
    t.edit(0, [](PlayerState &p) {
        p.advisors = {"mansa_musa"};
        p.gold = 3;
    });
    t.act("buy", buyOf(0, "granary", 1)); // 2 Gold left: nothing
    CHECK(t.p(0).books == 10);
    t.act("pass", {{"player", 1}});
    t.act("buy", buyOf(0, "forge", 2)); // the last 2 Gold
    CHECK(t.p(0).gold == 0);
    CHECK(t.p(0).books == 12);
    CHECK(t.p(0).food == 11);
    CHECK(explained(t.state, "mansa_musa", "spent the last Gold"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Zhu Xi: the first time a new Advisor replaces it, it stays underneath and keeps working",
          "[action][cards][advisor]")
{
    Table t = table(2, 3);
    t.edit(0, [](PlayerState &p) { p.advisors = {"zhu_xi"}; });
    const int stability = t.stability(0);
    t.act("buy", buyOf(0, "augustus"));
    CHECK(t.p(0).advisors == std::vector<std::string>{"zhu_xi", "augustus"});
    CHECK(t.p(0).markers.at("zhu_xi") == 1);
    CHECK(t.stability(0) == stability); // Zhu Xi's +1 Stability still counts
    CHECK(validate(catalog(), t.state).empty());
    CHECK(explained(t.state, "zhu_xi", "stays underneath"));
    t.act("pass", {{"player", 1}});
    t.act("buy", buyOf(0, "hannibal")); // replaces Augustus, Zhu Xi stays
    CHECK(t.p(0).advisors == std::vector<std::string>{"zhu_xi", "hannibal"});
    CHECK(t.replayed() == t.state);
}

TEST_CASE("MIT: a bought Building may get a Worker for free", "[action][cards]")
{
    Table t = table(2, 7);
    t.edit(0, [](PlayerState &p) { p.wonders = {"mit"}; });
    t.act("buy", buyOf(0, "granary", 1, {{"free_worker", true}}));
    CHECK(t.p(0).buildings.back().card == "granary");
    CHECK(t.p(0).buildings.back().workers == 1);
    CHECK(t.p(0).idleWorkers == 4);
    CHECK(t.p(0).stone == 10);
    CHECK(explained(t.state, "mit", "without paying Stone"));
    CHECK_THROWS_WITH(t.act("buy", buyOf(1, "forge", 1, {{"free_worker", true}})), Catch::Contains("MIT"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Assassin: with a Worker on it, buying a Battle makes every other nation lose 3 Food or its Advisors",
          "[action][cards][targets]")
{
    Table t = table(3, 3);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"assassin", 1}}; });
    t.edit(1, [](PlayerState &p) { p.advisors = {"augustus"}; });                   // may choose
    t.edit(2, [](PlayerState &p) { p.food = 2; });                                 // no Advisor: loses Food
    CHECK_THROWS_WITH(t.act("buy", buyOf(0, "battle_of_issus", 1, {{"choice", "food"}})),
                      Catch::Contains("target_options"));
    t.act("buy", buyOf(0, "battle_of_issus", 1, {{"choice", "food"}, {"target_options", {{"1", 1}}}}));
    CHECK(t.p(1).advisors.empty());
    CHECK(t.p(1).food == 10);
    CHECK(t.p(2).food == 0); // 2 of 3 paid; the shortfall is noted for the table (Rulebook p.8)
    CHECK(t.p(0).food == 10 + 5); // raid 5 of the Assassin
    CHECK(explained(t.state, "assassin", "removes its Advisor"));
    CHECK(t.replayed() == t.state);
}

// ---- Wonders completed: effects on other nations ---------------------------------------------------

/// Player `p` hires the last Architect of `wonder` (all its other sections built).
void finish(Table &t, int p, const std::string &wonder, json extra = json::object())
{
    const ProgressCard *w = catalog().card(wonder);
    t.edit(p, [&](PlayerState &pl) {
        pl.wonderUnderConstruction = WonderUnderConstruction{wonder, static_cast<int>(w->architectCosts.size()) - 1};
        pl.stone = 10;
    });
    extra["player"] = p;
    t.act("hire", extra);
}

TEST_CASE("Terracotta Army: when completed, every nation with the least Stability loses 4 Gold", "[action][cards][targets]")
{
    Table t = table(3, 1);
    setStability(t, 0, 1);
    setStability(t, 1, 4);
    setStability(t, 2, 1);
    finish(t, 0, "terracotta_army");
    CHECK(t.p(0).gold == 6); // A and C tie for the least: both lose (Rulebook p.8)
    CHECK(t.p(1).gold == 10);
    CHECK(t.p(2).gold == 6);
    CHECK(explained(t.state, "terracotta_army", "least Stability"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Brandenburg Gate: when completed, the nation with the most Strength gains 6 Gold and 6 Stone",
          "[action][cards][targets]")
{
    Table t = table(3, 7);
    setStrength(t, 0, 2);
    setStrength(t, 1, 3);
    setStrength(t, 2, 5);
    finish(t, 0, "brandenburg_gate");
    CHECK(t.p(2).gold == 16);
    CHECK(t.p(2).stone == 16);
    CHECK(t.p(0).gold == 10);
    CHECK(t.p(1).stone == 10);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("British Museum: when completed, every nation with the least Strength loses 10 Books", "[action][cards][targets]")
{
    Table t = table(2, 7);
    setStrength(t, 0, 4);
    setStrength(t, 1, 2);
    finish(t, 0, "british_museum");
    CHECK(t.p(0).books == 10);
    CHECK(t.p(1).books == 0);
    CHECK(explained(t.state, "british_museum", "−10 Books"));
}

TEST_CASE("Titanic: when completed, every nation loses 4 Gold or removes its Advisor(s)", "[action][cards][targets]")
{
    Table t = table(3, 7);
    t.edit(0, [](PlayerState &p) { p.advisors = {"abraham_lincoln"}; });                 // chooses the Gold
    t.edit(1, [](PlayerState &p) { p.advisors = {"augustus"}; p.gold = 3; });          // must remove
    finish(t, 0, "titanic", {{"target_options", {{"0", 0}}}});
    CHECK(t.p(0).gold == 6);
    CHECK(t.p(0).advisors == std::vector<std::string>{"abraham_lincoln"});
    CHECK(t.p(1).advisors.empty());
    CHECK(t.p(1).gold == 3);
    CHECK(t.p(2).gold == 6); // no Advisor: loses the Gold
    CHECK(t.replayed() == t.state);
    Table u = table(2, 7);
    u.edit(1, [](PlayerState &p) { p.advisors = {"augustus"}; p.gold = 3; });
    CHECK_THROWS_WITH(finish(u, 0, "titanic", {{"target_options", {{"1", 0}}}}), Catch::Contains("must remove"));
}

TEST_CASE("Versailles: when completed, its nation counts as having the least Stability this round",
          "[action][cards][round]")
{
    Table t = table(2, 5);
    setStability(t, 0, 5); // A is the more stable
    setStability(t, 1, 1);
    finish(t, 0, "versailles");
    CHECK(explained(t.state, "versailles", "least Stability"));
    std::vector<int> v = {comparableStability(t.stability(0)), comparableStability(t.stability(1))};
    CHECK(forceLeastStability(catalog(), t.state, v) == "Versailles");
    CHECK(v[0] < v[1]);
    // B completes Terracotta Army: A (Versailles) is the least stable and loses 4 Gold, B does not.
    t.edit(1, [](PlayerState &p) {
        p.wonderUnderConstruction = WonderUnderConstruction{"terracotta_army", 2};
        p.stone = 10;
    });
    t.act("hire", {{"player", 1}});
    CHECK(t.p(0).gold == 10 - 4);
    CHECK(t.p(1).gold == 10);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Porcelain Tower: its Wonder space holds an extra Advisor", "[action][cards][slots]")
{
    Table t = table(2, 3);
    t.edit(0, [](PlayerState &p) { p.advisors = {"augustus"}; });
    CHECK(advisorSlots(catalog(), t.p(0)) == 1);
    t.edit(0, [](PlayerState &p) { p.wonders = {"porcelain_tower"}; });
    CHECK(advisorSlots(catalog(), t.p(0)) == 2);
    t.act("buy", buyOf(0, "hannibal"));
    CHECK(t.p(0).advisors == std::vector<std::string>{"augustus", "hannibal"});
    CHECK(validate(catalog(), t.state).empty());
    PlayerState three = t.p(0);
    three.advisors.push_back("buddha");
    CHECK_THROWS_WITH(t.act("player", {{"player", 0}, {"state", toJson(three)}}), Catch::Contains("Advisor slot"));
    CHECK(t.replayed() == t.state);
}

// ---- Golden Age special options ------------------------------------------------------------------------

TEST_CASE("Le Vite (special option): +3 public Architects, 1 Stone less per Architect this round",
          "[action][cards][golden_age]")
{
    Table t = table(2, 5);
    const int architects = publicArchitects(catalog(), t.state);
    t.act("buy", buyOf(0, "le_vite", 1, {{"choice", "special"}}));
    CHECK(publicArchitects(catalog(), t.state) == architects + 3);
    CHECK(publicArchitectsLeft(catalog(), t.state) == architects + 3);
    t.edit(0, [](PlayerState &p) { p.wonderUnderConstruction = WonderUnderConstruction{"versailles", 0}; });
    t.act("pass", {{"player", 1}});
    const ProgressCard &versailles = *catalog().card("versailles");
    CHECK(architectSectionCost(catalog(), t.state, 0, 0) == versailles.architectCosts[0] - 1);
    t.act("hire", {{"player", 0}}); // section 1 of Versailles: 4 Stone − 1
    CHECK(t.p(0).stone == 10 - 3);
    CHECK(explained(t.state, "le_vite", "costs 3 Stone instead of 4"));
    // The next section too, as the app's quick entry prices it (GameController::changeArchitects).
    CHECK(architectSectionCost(catalog(), t.state, 0, 1) == std::max(0, versailles.architectCosts[1] - 1));
    CHECK_THROWS_WITH(architectSectionCost(catalog(), t.state, 1, 0), Catch::Contains("no Wonder under construction"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Uncle Tom's Cabin (special option): every nation removes its Buildings with deploy cost 1 Stone",
          "[action][cards][golden_age]")
{
    Table t = table(2, 7);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"granary", 2}, {"archer", 1}}; });
    t.edit(1, [](PlayerState &p) { p.buildings = {{"forge", 1}}; });
    t.act("buy", buyOf(0, "uncle_toms_cabin", 1, {{"choice", "special"}}));
    CHECK(t.p(0).buildings.size() == 1);
    CHECK(t.p(0).buildings[0].card == "archer");
    CHECK(t.p(0).idleWorkers == 5 + 2);
    CHECK(t.p(1).buildings.empty());
    CHECK(t.p(1).idleWorkers == 6);
    CHECK(explained(t.state, "uncle_toms_cabin", "removes Granary"));
    CHECK(t.replayed() == t.state);
}

// ---- special actions ---------------------------------------------------------------------------------

TEST_CASE("Alhazen: swap two Progress Board cards, later purchases use the new rows", "[action][cards][special]")
{
    Table t = table(2, 3);
    t.edit(0, [](PlayerState &p) { p.advisors = {"alhazen"}; });
    t.act("special", {{"player", 0},
                      {"card", "alhazen"},
                      {"swap", json::array({{{"card", "granary"}, {"row", 1}}, {{"card", "forge"}, {"row", 3}}})}});
    CHECK(t.state.roundInputs.actionPhase.boardRows.at("granary") == 3);
    CHECK(explained(t.state, "alhazen", "swap places"));
    CHECK_THROWS_WITH(t.act("buy", buyOf(1, "granary", 1)), Catch::Contains("moved to row 3"));
    t.act("buy", buyOf(1, "granary", 3));
    CHECK(t.p(1).gold == 7);
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "alhazen"}, {"swap", json::array()}, {"override", true}}),
                      Catch::Contains("two Progress Board cards"));
}

TEST_CASE("Galileo Galilei: take a Golden Age or Wonder without paying Gold", "[action][cards][special]")
{
    Table t = table(2, 5);
    t.edit(0, [](PlayerState &p) { p.advisors = {"galileo_galilei"}; });
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "galileo_galilei"}, {"buy", buyOf(0, "granary", 3)}}),
                      Catch::Contains("not a Building"));
    t.act("special", {{"player", 0}, {"card", "galileo_galilei"}, {"buy", buyOf(0, "versailles", 3)}});
    CHECK(t.p(0).gold == 10);
    CHECK(t.p(0).wonderUnderConstruction->card == "versailles");
    CHECK(currentTurn(t.state) == 1);
    CHECK(explained(t.state, "galileo_galilei", "without paying Gold"));
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "galileo_galilei"}, {"buy", buyOf(0, "le_vite", 3, {{"choice", "resource"}})}}),
                      Catch::Contains("once per round"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Niccolò Machiavelli: two Event Cards are drawn and one is chosen", "[action][cards][event]")
{
    Table t = table(2, 5);
    const json drawn = {"absolute_monarchy__salem_witch_trials", "blackbeard__habeas_corpus_act"};
    CHECK_THROWS_WITH(t.act("event", {{"card", "blackbeard__habeas_corpus_act"}, {"drawn", drawn}}),
                      Catch::Contains("one Event Card is drawn"));
    t.edit(1, [](PlayerState &p) { p.advisors = {"niccolo_machiavelli"}; });
    CHECK_THROWS_WITH(t.act("event", {{"card", "columbian_exchange__expulsion_of_jews"}, {"drawn", drawn}}),
                      Catch::Contains("one of the two drawn"));
    t.act("event", {{"card", "blackbeard__habeas_corpus_act"}, {"drawn", drawn}});
    CHECK(t.state.roundInputs.eventCard == "blackbeard__habeas_corpus_act");
    CHECK(explained(t.state, "niccolo_machiavelli", "chose"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Suleiman I: take 1 Worker while you have the most Strength", "[action][cards][special]")
{
    Table t = table(2, 5);
    t.edit(0, [](PlayerState &p) { p.advisors = {"suleiman_i"}; }); // +3 Strength
    setStrength(t, 0, 5);
    setStrength(t, 1, 2);
    const int idle = t.p(0).idleWorkers, taken = populationTaken(t.p(0));
    t.act("special", {{"player", 0}, {"card", "suleiman_i"}});
    CHECK(t.p(0).idleWorkers == idle + 1);
    CHECK(populationTaken(t.p(0)) == taken + 1);
    CHECK(explained(t.state, "suleiman_i", "takes a Worker"));
    t.act("pass", {{"player", 1}});
    setStrength(t, 1, 5); // tied for the most: nobody has it (Rulebook p.8)
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "suleiman_i"}}), Catch::Contains("most Strength"));
}

TEST_CASE("Abraham Lincoln: take 1 Worker, repeatable", "[action][cards][special]")
{
    Table t = table(2, 7);
    t.edit(0, [](PlayerState &p) { p.advisors = {"abraham_lincoln"}; });
    t.act("pass", {{"player", 1}, {"override", true}});
    const int idle = t.p(0).idleWorkers;
    t.act("special", {{"player", 0}, {"card", "abraham_lincoln"}});
    t.act("special", {{"player", 0}, {"card", "abraham_lincoln"}});
    CHECK(t.p(0).idleWorkers == idle + 2);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Frédéric Chopin: another nation pays 5 Gold to take it, until its owner passes", "[action][cards][special]")
{
    Table t = table(3, 7);
    t.edit(0, [](PlayerState &p) { p.advisors = {"frederic_chopin"}; });
    t.edit(1, [](PlayerState &p) { p.advisors = {"augustus"}; });
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "frederic_chopin"}}), Catch::Contains("no special action"));
    t.act("buy", buyOf(0, "granary"));
    t.act("special", {{"player", 1}, {"card", "frederic_chopin"}});
    CHECK(t.p(1).gold == 5);
    CHECK(t.p(1).advisors == std::vector<std::string>{"frederic_chopin"});
    CHECK(t.p(0).advisors.empty());
    CHECK(explained(t.state, "frederic_chopin", "takes it from A"));
    t.act("pass", {{"player", 2}});
    t.act("buy", buyOf(0, "forge"));
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "frederic_chopin"}}),
                      Catch::Contains("only until that nation passes"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Simón Bolívar: remove one of your Colonies to gain 4 Gold and 4 Stone", "[action][cards][special]")
{
    Table t = table(2, 7);
    t.edit(0, [](PlayerState &p) {
        p.advisors = {"simon_bolivar"};
        p.colonies = {"gaul", "armenia"};
    });
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "simon_bolivar"}}), Catch::Contains("choose the Colony"));
    t.act("special", {{"player", 0}, {"card", "simon_bolivar"}, {"colony", 1}});
    CHECK(t.p(0).colonies == std::vector<std::string>{"gaul"});
    CHECK(t.p(0).gold == 14);
    CHECK(t.p(0).stone == 14);
    CHECK(explained(t.state, "simon_bolivar", "removes the Colony Armenia"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Shwedagon Pagoda: +1 Stability for the round while nobody has passed (repeatable)", "[action][cards][special]")
{
    Table t = table(2, 3);
    t.edit(0, [](PlayerState &p) { p.wonders = {"shwedagon_pagoda"}; });
    const int stability = boardValues(catalog(), t.state, 0).stability;
    t.act("special", {{"player", 0}, {"card", "shwedagon_pagoda"}});
    t.act("buy", buyOf(1, "granary"));
    t.act("special", {{"player", 0}, {"card", "shwedagon_pagoda"}});
    const BoardValues b = boardValues(catalog(), t.state, 0);
    CHECK(b.stability == stability + 2);
    CHECK(b.stabilityLine.items.back().label == "Shwedagon Pagoda (this round)");
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "shwedagon_pagoda"}}), Catch::Contains("nobody has passed"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Royal Society: once per round, deploy a Worker without paying Stone", "[action][cards][special]")
{
    Table t = table(2, 5);
    t.edit(0, [](PlayerState &p) {
        p.wonders = {"royal_society"};
        p.buildings = {{"granary", 0}};
    });
    t.act("special", {{"player", 0}, {"card", "royal_society"}, {"slot", 0}});
    CHECK(t.p(0).buildings[0].workers == 1);
    CHECK(t.p(0).stone == 10);
    CHECK(t.p(0).idleWorkers == 4);
    CHECK(currentTurn(t.state) == 1);
    CHECK(explained(t.state, "royal_society", "without paying Stone"));
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "royal_society"}, {"slot", 0}}),
                      Catch::Contains("once per round"));
    CHECK(t.replayed() == t.state);
}
