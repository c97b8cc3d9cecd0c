// Resolution step 4: the event interpreter (scoring/nations/events.h) on real Event Cards.
// Sources: Rulebook p.8 "Resolving Ties", p.19 "4. Events", p.21 "5 players"/"2 players";
// FAQ ..R-36, T-10, T-13..T-16.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace nctest;

TEST_CASE("T-10 rulebook p.19: pay 2 Food or go last — China/Persia/Rome, Rome pays", "[events][rulebook]")
{
    // Ecological Collapse (age II): each nation pays 2 Food or goes to the back.
    GameState s = game(3, 3, "ecological_collapse__caste_system"); // A=china, B=persia, C=rome; order China, Persia, Rome
    for (auto &p : s.players)
        p.books = 10;
    s.roundInputs.choices["event1/2"] = "0"; // Rome: lose 2 Food
    s.roundInputs.choices["event1/1"] = "1"; // Persia: go last
    s.roundInputs.choices["event1/0"] = "1"; // China: go last
    const auto r = resolveRound(catalog(), s);
    // Choices are asked in reverse player order: Rome, Persia, China.
    std::vector<std::string> ev1;
    for (const auto &id : decisionIds(r))
        if (id.rfind("event1/", 0) == 0)
            ev1.push_back(id);
    CHECK(ev1 == std::vector<std::string>{"event1/2", "event1/1", "event1/0"});
    CHECK(r.after.playerOrder == std::vector<int>{2, 0, 1}); // Rome, China, Persia
    CHECK(lineTotal(r, "event1", 2, Quantity::Food) == -2);
    CHECK(lineTotal(r, "event1", 0, Quantity::Food) == 0);
    CHECK(hasNote(r, "event1", "new player order: 1. C, 2. A, 3. B"));
    CHECK(r.complete());
}

TEST_CASE("T-10 defaults: pay when affordable, otherwise go last", "[events][rulebook]")
{
    GameState s = game(3, 3, "ecological_collapse__caste_system");
    s.players[0].food = 1; // China cannot pay 2 without a shortage → default: go last
    const auto r = resolveRound(catalog(), s);
    CHECK(findDecision(r, "event1/0")->defaultOption == "1");
    CHECK(findDecision(r, "event1/1")->defaultOption == "0");
    CHECK(r.after.playerOrder == std::vector<int>{1, 2, 0});
    CHECK_FALSE(r.complete());
}

TEST_CASE("T-13 rulebook p.21: 5 players, only China is strongest, Rome and Egypt weakest", "[events][rulebook]")
{
    // Californian Gold Rush: strongest +8 Gold.  Seats: china, persia, rome, egypt, greece
    GameState s = game(5, 7, "californian_gold_rush__irish_potato_blight", 20); // enough Food for the blight
    const int strength[] = {23, 22, 5, 4, 22}; // china, persia, rome, egypt, greece
    for (int i = 0; i < 5; ++i)
        s.players[static_cast<size_t>(i)].manualStrength = strength[i];
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].gold == 8);
    for (int i = 1; i < 5; ++i)
        CHECK(r.after.players[static_cast<size_t>(i)].gold == 0);
}

TEST_CASE("T-15a rulebook appendix: 5 players, two tied strongest both gain, T-15b three tied: none", "[events][rulebook]")
{
    GameState s = game(5, 7, "californian_gold_rush__irish_potato_blight", 20);
    const int strength[] = {10, 10, 7, 5, 3};
    for (int i = 0; i < 5; ++i)
        s.players[static_cast<size_t>(i)].manualStrength = strength[i];
    auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].gold == 8);
    CHECK(r.after.players[1].gold == 8);
    CHECK(r.after.players[2].gold == 0);
    s.players[2].manualStrength = 10;
    r = resolveRound(catalog(), s);
    for (int i = 0; i < 5; ++i)
        CHECK(r.after.players[static_cast<size_t>(i)].gold == 0);
}

TEST_CASE("T-14 rulebook p.21: 5 players, China and Persia most stable, Greece, Rome, Egypt least stable", "[events][rulebook]")
{
    // Californian Gold Rush / Irish Potato Blight: least stable lose 8 Food.
    GameState s = game(5, 7, "californian_gold_rush__irish_potato_blight", 20);
    const int stability[] = {8, 7, 5, 4, 5}; // china, persia, rome, egypt, greece
    for (int i = 0; i < 5; ++i)
        s.players[static_cast<size_t>(i)].manualStability = stability[i];
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "event2", 0, Quantity::Food) == 0);
    CHECK(lineTotal(r, "event2", 1, Quantity::Food) == 0);
    CHECK(lineTotal(r, "event2", 2, Quantity::Food) == -8);
    CHECK(lineTotal(r, "event2", 3, Quantity::Food) == -8);
    CHECK(lineTotal(r, "event2", 4, Quantity::Food) == -8);

    // Crop Rotation (most stable +6 Food) with the same Stability: China and Persia gain.
    GameState t = game(5, 5, "crop_rotation__mercantilism", 0);
    for (int i = 0; i < 5; ++i)
        t.players[static_cast<size_t>(i)].manualStability = stability[i];
    const auto r2 = resolveRound(catalog(), t);
    CHECK(lineTotal(r2, "event1", 0, Quantity::Food) == 6);
    CHECK(lineTotal(r2, "event1", 1, Quantity::Food) == 6);
    CHECK(lineTotal(r2, "event1", 4, Quantity::Food) == 0);
}

TEST_CASE("T-16a FAQ R-29: Hellenism with tied strongest: nobody gains, everybody loses 2 Food", "[events][faq]")
{
    GameState s = game(3, 1, "hellenism__ashokas_conversion");
    s.players[0].manualStrength = 8;
    s.players[1].manualStrength = 8;
    s.players[2].manualStrength = 3;
    const auto r = resolveRound(catalog(), s);
    for (int i = 0; i < 3; ++i) {
        CHECK(lineTotal(r, "event1", i, Quantity::Stone) == 0);
        CHECK(lineTotal(r, "event1", i, Quantity::Food) == -2);
    }
    s.players[1].manualStrength = 7;
    const auto r2 = resolveRound(catalog(), s);
    CHECK(lineTotal(r2, "event1", 0, Quantity::Stone) == 2);
    CHECK(lineTotal(r2, "event1", 0, Quantity::Food) == 0);
    CHECK(lineTotal(r2, "event1", 1, Quantity::Food) == -2);
}

TEST_CASE("T-16b/T-16c rulebook p.8: ties and negative Stability all suffer a least-Stability event", "[events][rulebook]")
{
    // Shang Oracle Bones: least stable lose 3 Books.
    GameState s = game(3, 1, "shang_oracle_bones__ionian_colonisation");
    for (auto &p : s.players)
        p.books = 10;
    s.players[0].manualStability = 2;
    s.players[1].manualStability = -1;
    s.players[2].manualStability = -5;
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "event1", 0, Quantity::Books) == 0);
    CHECK(lineTotal(r, "event1", 1, Quantity::Books) == -3);
    CHECK(lineTotal(r, "event1", 2, Quantity::Books) == -3);
    // T-16b: Stability 4, 1, 1
    s.players[1].manualStability = 1;
    s.players[2].manualStability = 1;
    const auto r2 = resolveRound(catalog(), s);
    CHECK(lineTotal(r2, "event1", 0, Quantity::Books) == 0);
    CHECK(lineTotal(r2, "event1", 1, Quantity::Books) == -3);
    CHECK(lineTotal(r2, "event1", 2, Quantity::Books) == -3);
}

TEST_CASE("FAQ R-18 rulebook appendix: Stability does not reduce event losses", "[events][faq]")
{
    GameState s = game(2, 1, "attila__zoroastrian_revival");
    for (auto &p : s.players) {
        p.gold = 5;
        p.manualStability = 5;
    }
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "event1", 0, Quantity::Gold) == -3);
    CHECK(r.after.players[0].gold == 2);
}

TEST_CASE("Rulebook p.21 5 players: passed first counts the first two to pass", "[events][rulebook]")
{
    GameState s = game(5, 1, "taoism__philosophy");
    s.roundInputs.passOrder = {3, 1, 4, 0, 2};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[3].books == 3);
    CHECK(r.after.players[1].books == 3);
    CHECK(r.after.players[4].books == 0);
    // 3 players: only the first
    GameState t = game(3, 1, "taoism__philosophy");
    t.roundInputs.passOrder = {2, 0, 1};
    const auto r2 = resolveRound(catalog(), t);
    CHECK(r2.after.players[2].books == 3);
    CHECK(r2.after.players[0].books == 0);
}

TEST_CASE("Rulebook p.21: passed last (Tulip Mania) and most stable goes first (Kangxi Era)", "[events][rulebook]")
{
    GameState s = game(3, 5, "tulip_mania__kangxi_era");
    for (auto &p : s.players)
        p.vp = 3;
    s.roundInputs.passOrder = {0, 1, 2};
    s.players[2].manualStability = 4;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[2].vp == 2);
    CHECK(r.after.players[0].vp == 3);
    CHECK(r.after.players[2].gold == 3);
    CHECK(r.after.playerOrder.front() == 2);
}

TEST_CASE("Optional pay-for-gain (Christianity): accept pays, unaffordable accept is not offered (FAQ R-03)", "[events][faq]")
{
    GameState s = game(2, 1, "bread_and_games__christianity", 5);
    s.players[1].food = 3;
    s.roundInputs.choices["event2/0"] = "accept";
    s.roundInputs.choices["event2/1"] = "accept"; // not an option: ignored
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].food == 1);
    CHECK(r.after.players[0].books == 6);
    CHECK(r.after.players[1].food == 3);
    CHECK(r.after.players[1].books == 0);
    const Decision *d = findDecision(r, "event2/1");
    REQUIRE(d);
    CHECK(d->options == std::vector<std::string>{"decline"});
    CHECK_FALSE(d->answered);
}

TEST_CASE("FAQ R-36: Han dynasty — most stable may take a Worker from a section of its choice", "[events][faq]")
{
    GameState s = game(2, 1, "pax_romana__han_dynasty");
    s.players[0].manualStability = 3;
    s.roundInputs.choices["event2/0"] = "accept";
    s.roundInputs.choices["event2/0/worker1"] = "stability";
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].populationTaken == std::vector<int>{0, 1});
    CHECK(r.after.players[0].idleWorkers == 1);
    CHECK(r.after.players[0].food == 10 + 3 - 2); // + Han dynasty, − famine 2
    CHECK(r.complete());
}

TEST_CASE("FAQ R-36: Black Death — every nation returns a Worker, nothing to return is reported", "[events][faq]")
{
    GameState s = game(2, 3, "black_death__hunt_for_prester_john");
    s.players[0].idleWorkers = 1;
    s.players[0].populationTaken = {1, 0};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].idleWorkers == 0);
    CHECK(r.after.players[0].populationTaken == std::vector<int>{0, 0});
    CHECK(hasNote(r, "event1", "B has no Worker to return"));
}

TEST_CASE("Split event (Chanson de Roland): weakest lose 1 Book, strongest gains 3", "[events][rulebook]")
{
    GameState s = game(3, 3, "chanson_de_roland__zanj_revolt");
    for (auto &p : s.players)
        p.books = 4;
    s.players[0].manualStrength = 9;
    s.players[1].manualStrength = 4;
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "event1", 0, Quantity::Books) == 3);
    CHECK(lineTotal(r, "event1", 1, Quantity::Books) == 0);
    CHECK(lineTotal(r, "event1", 2, Quantity::Books) == -1);
}

TEST_CASE("Zanj Revolt: least stable go last keeping their relative order and lose 2 Food", "[events][rulebook]")
{
    GameState s = game(3, 3, "chanson_de_roland__zanj_revolt");
    s.players[2].manualStability = 2; // C most stable; A and B tie for least
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.playerOrder == std::vector<int>{2, 0, 1});
    CHECK(lineTotal(r, "event2", 0, Quantity::Food) == -2);
    CHECK(lineTotal(r, "event2", 2, Quantity::Food) == 0);
}

TEST_CASE("Jain Ascetism: the most stable nation gets back the VP it lost to the war", "[events][war]")
{
    GameState s = game(2, 1, "assyrian_deportations__jain_ascetism");
    s.players[0].manualStability = 1;
    s.players[0].vp = 3;
    s.players[1].manualStrength = 5;
    s.roundInputs.war = WarState{"wars_of_alexander", 3, 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "war", 0, Quantity::Vp) == -1);
    CHECK(lineTotal(r, "event2", 0, Quantity::Vp) == 1);
    CHECK(r.after.players[0].vp == 3);
    CHECK(r.after.players[0].food == 9); // 2 Food − 1 Stability: not given back by Jain Ascetism
}

TEST_CASE("Song Resistance: the most stable nation regains VP and resources lost to the war", "[events][war]")
{
    GameState s = game(2, 3, "fourth_crusade__song_resistance");
    s.players[0].manualStability = 1;
    s.players[0].vp = 3;
    s.players[1].manualStrength = 5;
    s.roundInputs.war = WarState{"hundred_years_war", 3, 1}; // 5 Food
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 3);
    CHECK(lineTotal(r, "war", 0, Quantity::Food) == -4);   // 5 − Stability 1
    CHECK(lineTotal(r, "event2", 0, Quantity::Food) == 4); // given back
    CHECK(r.after.players[0].food == 10 - 2);              // famine 2
}

TEST_CASE("Fourth Crusade: if the strongest pays 3 Gold for 1 VP, the weakest lose 4 Books", "[events]")
{
    GameState s = game(3, 3, "fourth_crusade__song_resistance");
    for (auto &p : s.players)
        p.books = 6;
    s.players[0].manualStrength = 9;
    s.players[0].gold = 3;
    s.players[1].manualStrength = 4;
    SECTION("declined: nothing happens")
    {
        const auto r = resolveRound(catalog(), s);
        CHECK(r.after.players[2].books == 6);
        CHECK(r.after.players[0].gold == 3);
    }
    SECTION("accepted")
    {
        s.roundInputs.choices["event1/0"] = "accept";
        const auto r = resolveRound(catalog(), s);
        CHECK(r.after.players[0].gold == 0);
        CHECK(r.after.players[0].vp == 1);
        CHECK(r.after.players[2].books == 2);
        CHECK(r.after.players[1].books == 6);
    }
}

TEST_CASE("Feudal dues: player order does not change this round, Hajj: least stable keep 2 Gold", "[events]")
{
    GameState s = game(2, 3, "feudal_dues__hajj_from_mali");
    s.players[1].manualStrength = 5; // would become first
    s.players[0].manualStability = 1;
    s.players[1].gold = 7;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.playerOrder == std::vector<int>{0, 1});
    CHECK(r.after.players[1].gold == 2);
    CHECK(lineTotal(r, "event2", 1, Quantity::Gold) == -5);
}

TEST_CASE("Sinking of the Vasa: −10 Strength for the next event makes a nation weakest", "[events]")
{
    GameState s = game(2, 5, "sinking_of_the_vasa__peace_of_westphalia");
    s.players[0].manualStrength = 5; // B (0 Strength) weakest unless A takes the −10
    s.players[1].manualStability = 2; // A least stable
    s.roundInputs.choices["event1/0"] = "1";
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "event2", 0, Quantity::Food) == -5);
    CHECK(lineTotal(r, "event2", 1, Quantity::Food) == 0);
    CHECK(r.after.players[0].gold == 0);
}

TEST_CASE("Stupor Mundi: golden ages bought this round are asked, most gains 4 Books", "[events]")
{
    GameState s = game(2, 3, "stupor_mundi__great_schism");
    for (auto &p : s.players)
        p.gold = 5; // Great Schism: both least stable lose 3 Gold
    s.roundInputs.choices["event1/1/count"] = 2;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[1].books == 4);
    CHECK(findDecision(r, "event1/0/count"));
    // asked in reverse player order
    CHECK(decisionIds(r).front() == "event1/1/count");
}

TEST_CASE("Council of Clermont: 1 VP per Medieval Colony, Weltpolitik per Industrial Colony", "[events]")
{
    GameState s = game(2, 3, "peace_of_god__council_of_clermont");
    s.players[0].colonies = {"greenland", "sicily"};
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "event2", 0, Quantity::Vp) == 2);
    CHECK(hasNote(r, "event2", "gives nothing"));
}

TEST_CASE("French Revolution: remove the Advisor, or lose 2 VP without one", "[events]")
{
    GameState s = game(2, 7, "american_revolution__french_revolution");
    s.players[0].advisors = {"augustus"};
    for (auto &p : s.players)
        p.vp = 5;
    const auto r = resolveRound(catalog(), s);
    // American Revolution: B is weakest (Augustus gives A 1 Strength) and has no Colony: −1 VP.
    // French Revolution: both least stable; A removes Augustus, B has no Advisor: −2 VP.
    CHECK(r.after.players[0].advisors.empty());
    CHECK(r.after.players[0].vp == 5);
    CHECK(r.after.players[1].vp == 5 - 1 - 2);
}

TEST_CASE("Papal Indulgence: free Architect completes a Wonder, all others lose 2 Gold", "[events]")
{
    GameState s = game(2, 5, "magellans_expedition__papal_indulgence");
    s.players[0].manualStability = 2;
    s.players[0].wonderUnderConstruction = WonderUnderConstruction{"hanging_gardens", 1};
    s.players[1].gold = 5;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].wonders == std::vector<std::string>{"hanging_gardens"});
    CHECK_FALSE(r.after.players[0].wonderUnderConstruction.has_value());
    CHECK(r.after.players[1].gold == 3);
}

TEST_CASE("Great Exhibition: a Wonder finished by the free Architects applies its when ready effect (Rulebook p.17)",
          "[events][wonders]")
{
    // Great Exhibition: "Most stable nation may hire up to 2 architects free"; a Wonder made ready takes
    // effect as when an Architect is hired (Rulebook p.17 "Hire Architect"). Stonehenge: "When completed:
    // gain 6 books and 4 food once."
    GameState s = game(2, 7, "anarchism__great_exhibition");
    s.players[0].manualStability = 2;
    s.players[0].manualStrength = 5; // not the weakest (Anarchism)
    s.players[0].wonderUnderConstruction = WonderUnderConstruction{"stonehenge", 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].wonders == std::vector<std::string>{"stonehenge"});
    CHECK_FALSE(r.after.players[0].wonderUnderConstruction.has_value());
    CHECK(lineTotal(r, "event2", 0, Quantity::Books) == 6);
    CHECK(lineTotal(r, "event2", 0, Quantity::Food) == 4);
    CHECK(hasNote(r, "event2", "Stonehenge is ready: +4 Food, +6 Books"));
    CHECK(r.manual.empty());
    // Declining the Architects: no Wonder, no effect.
    s.roundInputs.choices["event2/0/architects"] = "0";
    const auto none = resolveRound(catalog(), s);
    CHECK(none.after.players[0].wonders.empty());
    CHECK(lineTotal(none, "event2", 0, Quantity::Books) == 0);
    CHECK(r.after.players[0].books == none.after.players[0].books + 6);
}

TEST_CASE("Papal Indulgence finishing Titanic: each nation's choice is a Decision, a forced one is applied (card text)",
          "[events][wonders][cards]")
{
    // Titanic: "every nation (you included) loses 4 gold or removes its advisor(s); those without 4 gold but
    // with an advisor must remove it."
    GameState s = game(2, 5, "magellans_expedition__papal_indulgence");
    s.players[0].manualStability = 2;
    s.players[0].wonderUnderConstruction = WonderUnderConstruction{"titanic", 2};
    s.players[0].gold = 10;
    s.players[0].advisors = {"augustus"};
    s.players[1].gold = 3; // less than 4 Gold with an Advisor: must remove it
    s.players[1].advisors = {"augustus"};
    const auto r = resolveRound(catalog(), s);
    const Decision *d = findDecision(r, "event2/0/ready/0");
    REQUIRE(d != nullptr);
    CHECK(d->options == std::vector<std::string>{"0", "1"});
    CHECK(findDecision(r, "event2/0/ready/1") == nullptr); // forced
    CHECK(r.after.players[0].wonders == std::vector<std::string>{"titanic"});
    CHECK(r.after.players[0].gold == 6); // default: the first option, lose 4 Gold
    CHECK(r.after.players[0].advisors == std::vector<std::string>{"augustus"});
    CHECK(lineTotal(r, "event2", 0, Quantity::Gold) == -4);
    CHECK(r.after.players[1].advisors.empty());
    CHECK(r.after.players[1].gold == 1); // and all other nations lose 2 Gold
    s.roundInputs.choices["event2/0/ready/0"] = "1";
    const auto removed = resolveRound(catalog(), s);
    CHECK(removed.after.players[0].gold == 10);
    CHECK(removed.after.players[0].advisors.empty());
}

TEST_CASE("Great Exhibition with every Wonder slot full: the nation chooses the ready Wonder covered (Rulebook p.17)",
          "[events][wonders]")
{
    GameState s = game(2, 7, "anarchism__great_exhibition");
    s.players[0].manualStability = 2;
    s.players[0].manualStrength = 5;
    s.players[0].wonders = {"pyramids", "colosseum", "great_wall", "hanging_gardens", "sankore_university"};
    s.players[0].wonderUnderConstruction = WonderUnderConstruction{"stonehenge", 1};
    s.roundInputs.choices["event2/0/cover"] = "1";
    const auto r = resolveRound(catalog(), s);
    const Decision *cover = findDecision(r, "event2/0/cover");
    REQUIRE(cover != nullptr);
    // Plain words for the players; the sources one click away (issue 16 §3).
    CHECK(cover->question == "A: all Wonder slots are full; which ready Wonder does Stonehenge cover?");
    CHECK(cover->source == "Rulebook p.17; FAQ R-15");
    CHECK(r.after.players[0].wonders ==
          std::vector<std::string>{"pyramids", "stonehenge", "great_wall", "hanging_gardens", "sankore_university"});
    CHECK(lineTotal(r, "event2", 0, Quantity::Books) == 6);
}

TEST_CASE("Entente Cordiale: with no idle Worker the strongest moves Workers from a Building onto Military (FAQ R-39)",
          "[events][faq]")
{
    // FAQ R-39: deploying is allowed "from the resource area or from another building/military card".
    GameState s = game(2, 7, "entente_cordiale__general_strike");
    auto &a = s.players[0];
    a.buildings = {{"archer", 1}, {"library", 2}};
    a.idleWorkers = 0;
    for (auto &p : s.players)
        p.stone = 10;
    s.roundInputs.choices["event1/0/deploy/0"] = "2";
    s.roundInputs.choices["event1/0/deploy/0/from1"] = "slot1";
    s.roundInputs.choices["event1/0/deploy/0/from2"] = "slot1";
    const auto r = resolveRound(catalog(), s);
    const Decision *count = findDecision(r, "event1/0/deploy/0");
    REQUIRE(count != nullptr);
    CHECK(count->options == std::vector<std::string>{"0", "1", "2"});
    CHECK(r.after.players[0].buildings[0].workers == 3);
    CHECK(r.after.players[0].buildings[1].workers == 0);
    CHECK(r.after.players[0].idleWorkers == 0);
    CHECK(hasNoteWithSource(r, "event1", "moved from Library", "FAQ R-39"));
}

TEST_CASE("Entente Cordiale: an idle Worker goes first by default and Workers are not created", "[events]")
{
    GameState s = game(2, 7, "entente_cordiale__general_strike");
    auto &a = s.players[0];
    a.buildings = {{"archer", 1}, {"library", 1}};
    a.idleWorkers = 1;
    for (auto &p : s.players)
        p.stone = 10;
    s.roundInputs.choices["event1/0/deploy/0"] = "2";
    const auto r = resolveRound(catalog(), s);
    const auto &after = r.after.players[0];
    CHECK(after.buildings[0].workers == 3); // the idle one, then the Library's (the only source left)
    CHECK(after.buildings[1].workers == 0);
    CHECK(after.idleWorkers == 0);
}
