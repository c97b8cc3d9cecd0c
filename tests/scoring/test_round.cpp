// Whole rounds: famine, Books scoring, solo variant, the step list, after-round state, every Event
// Card, and a full game loop. Sources: Rulebook p.18-19, p.20 "Game end", p.21 "Short game",
// p.23 "1 Player Variant"; FAQ, T-08.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "helpers.h"

using namespace nctest;

TEST_CASE("Steps are always all present in rulebook order", "[round][rulebook]")
{
    const auto r = resolveRound(catalog(), game(2));
    std::vector<std::string> ids;
    for (const auto &s : r.steps)
        ids.push_back(s.id);
    CHECK(ids == std::vector<std::string>{"production", "player_order", "war", "event1", "event2", "famine", "books"});
    const auto solo = resolveRound(catalog(), soloGame());
    ids.clear();
    for (const auto &s : solo.steps)
        ids.push_back(s.id);
    CHECK(ids == std::vector<std::string>{"production", "player_order", "war", "solo", "famine", "books"});
}

TEST_CASE("After the round: next round, phase Growth, round inputs cleared", "[round]")
{
    GameState s = game(3, 1, "bread_and_games__christianity");
    s.roundInputs.passOrder = {0, 1, 2};
    s.roundInputs.war = WarState{"wars_of_alexander", 0, 0};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.round == 2);
    CHECK(r.after.phase == Phase::Growth);
    CHECK(r.after.roundInputs.eventCard.empty());
    CHECK_FALSE(r.after.roundInputs.war.has_value());
    CHECK(r.after.roundInputs.passOrder.empty());
    CHECK(r.after.roundInputs.growth == std::vector<std::string>{"", "", ""});
    CHECK(r.after.roundInputs.choices == nlohmann::json::object());
}

TEST_CASE("Corrections typed in the breakdown come last and are explained", "[round]")
{
    const GameState plain = game(2);
    GameState s = plain;
    s.roundInputs.resultCorrections = {{1, Quantity::Gold, 42}, {0, Quantity::Vp, 0}};
    const int computedGold = resolveRound(catalog(), plain).after.players[1].gold;
    const auto r = resolveRound(catalog(), s);
    REQUIRE(r.steps.back().id == "corrections");
    CHECK(r.after.players[1].gold == 42);
    CHECK(r.after.players[0].vp == 0);
    const ExplanationLine *gold = findLine(r, "corrections", 1, Quantity::Gold);
    REQUIRE(gold);
    CHECK(gold->total == 42 - computedGold);
    CHECK(gold->text() == "Gold: " + signedNumber(42 - computedGold) + " corrected by hand (computed " +
                              std::to_string(computedGold) + ", entered 42) = " + signedNumber(42 - computedGold));
    CHECK(r.after.roundInputs.resultCorrections.empty()); // cleared with the round inputs
}

TEST_CASE("Errors: no Event Card, Growth phase, invalid state", "[round]")
{
    GameState s = game(2);
    s.roundInputs.eventCard.clear();
    CHECK_THROWS_AS(resolveRound(catalog(), s), StateError);
    s = game(2);
    s.phase = Phase::Growth;
    CHECK_THROWS_AS(resolveRound(catalog(), s), StateError);
    s = game(2);
    s.players[0].buildings = {{"no_such_card", 1}};
    CHECK_THROWS_AS(resolveRound(catalog(), s), StateError);
}

TEST_CASE("FAQ R-37 rulebook p.19: famine Food from the Event Card, shortage applies", "[famine][rulebook]")
{
    GameState s = game(2, 1, "attila__zoroastrian_revival", 2); // famine 3
    for (auto &p : s.players) {
        p.gold = 3;
        p.books = 4;
        p.vp = 2;
    }
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].food == 0);
    CHECK(r.after.players[0].books == 3);
    CHECK(r.after.players[0].vp == 1);
    CHECK(findLine(r, "famine", 0, Quantity::Food)->text() ==
          "Food: \u22123 Famine (Attila / Zoroastrian revival), +1 shortage: 1 not held = \u22122");
}

TEST_CASE("T-08 rulebook p.19: end of Antiquity Books 13, 11, 11, 4 → 3, 1, 1, 0 VP", "[books][rulebook]")
{
    GameState s = game(4, 2, "taoism__philosophy"); // famine 1; nobody passed, equal Stability
    const int books[] = {13, 11, 11, 4};
    for (int i = 0; i < 4; ++i)
        s.players[static_cast<size_t>(i)].books = books[i];
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 3);
    CHECK(r.after.players[1].vp == 1);
    CHECK(r.after.players[2].vp == 1);
    CHECK(r.after.players[3].vp == 0);
    CHECK(findLine(r, "books", 0, Quantity::Vp)->text() == "VP: +3 nations with fewer Books (13 Books) \u00d73 = +3");
}

TEST_CASE("Rulebook p.19: no Books scoring in odd rounds, short game scores in its last round", "[books][rulebook]")
{
    GameState s = game(2, 1);
    s.players[0].books = 5;
    auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 0);
    CHECK(hasNote(r, "books", "not this round"));
    // Short game ending after round 3 (odd, unusual but allowed): scores at the end.
    s.options.lastRound = 3;
    s.round = 3;
    s.roundInputs.eventCard = "benedictine_rule__paper_money";
    r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 1);
    CHECK(r.after.phase == Phase::Finished);
    CHECK(r.after.round == 3);
}

TEST_CASE("Solo p.23: +1 VP for more Stability than the shadow, −1 otherwise (VP floor 0)", "[solo][rulebook]")
{
    GameState s = soloGame(1, ShadowState{3, 2, 2});
    s.players[0].manualStability = 3;
    s.players[0].vp = 5;
    auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 6);
    s.players[0].manualStability = 2; // equal: not more
    r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 4);
    s.players[0].vp = 0;
    r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 0);
}

TEST_CASE("Solo p.23: 3 VP for more Books than the shadow at the end of an age", "[solo][books][rulebook]")
{
    GameState s = soloGame(2, ShadowState{0, 0, 5});
    s.players[0].manualStability = 1;
    s.players[0].books = 6;
    auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 1 + 3);
    s.players[0].books = 5;
    r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 1);
}

TEST_CASE("Solo p.23: the shadow is not affected by war, famine from the Solo Event tile", "[solo][rulebook]")
{
    GameState s = soloGame(1, ShadowState{9, 0, 2});
    s.players[0].manualStability = 1;
    s.players[0].food = 5;
    s.players[0].vp = 3;
    s.roundInputs.war = WarState{"wars_of_alexander", 4, -1};
    s.shadow->famine = 2;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 3 - 1 + 1);   // defeated (Strength 0 < 4), +1 Stability vs shadow
    CHECK(r.after.players[0].food == 5 - 1 - 2); // war 2 − Stability 1, famine 2
    CHECK(hasNote(r, "war", "shadow opponent is not affected"));
    CHECK(hasNote(r, "player_order", "you are 2nd"));
}

namespace {
GameState allEventsTable(int players, const EventCard &e)
{
    GameState s = game(players, e.age * 2 - 1, e.id, 6);
    for (int i = 0; i < players; ++i) {
        PlayerState &p = s.players[static_cast<size_t>(i)];
        p.gold = 4 + i;
        p.stone = 3;
        p.books = 2 * i;
        p.vp = 3;
        p.idleWorkers = 1;
        p.populationTaken = {i % 2, 1};
        p.manualStrength = 3 * (i % 3);
        p.manualStability = i - 1;
        p.buildings = {{"hoplite", 1}, {"granary", i % 2}};
    }
    s.players[0].advisors = {"augustus"};
    s.players[1].colonies = {"macedonia"};
    s.players[0].wonderUnderConstruction = WonderUnderConstruction{"hanging_gardens", 1};
    s.roundInputs.passOrder.clear();
    for (int i = players - 1; i >= 0; --i)
        s.roundInputs.passOrder.push_back(i);
    s.roundInputs.war = WarState{"wars_of_alexander", 4, 0};
    return s;
}
} // namespace

TEST_CASE("Every one of the 48 Event Cards resolves in 3- and 5-player games, deterministically", "[events][all]")
{
    REQUIRE(catalog().eventCards().size() == 48);
    int manual = 0;
    for (const auto &e : catalog().eventCards()) {
        for (int n : {3, 5}) {
            INFO(e.id << " with " << n << " players");
            const GameState s = allEventsTable(n, e);
            ResolutionResult r1, r2;
            REQUIRE_NOTHROW(r1 = resolveRound(catalog(), s));
            REQUIRE_NOTHROW(r2 = resolveRound(catalog(), s));
            CHECK(toJson(r1).dump() == toJson(r2).dump());
            CHECK(validate(catalog(), r1.after).empty());
            for (const auto &p : r1.after.players) {
                CHECK(p.vp >= 0);
                CHECK(p.gold >= 0);
                CHECK(p.food >= 0);
                CHECK(p.stone >= 0);
                CHECK(p.books >= 0);
                CHECK(p.idleWorkers >= 0);
            }
            // Answering every decision with its last option also resolves.
            GameState answered = s;
            for (const auto &d : r1.decisions)
                answered.roundInputs.choices[d.id] = d.options.back();
            REQUIRE_NOTHROW(resolveRound(catalog(), answered));
            manual += static_cast<int>(r1.manual.size());
        }
    }
    CHECK(manual == 0); // every event shape of the data is automated
}

TEST_CASE("Full 8-round 2-player game reaches Finished, Books scored after rounds 2, 4, 6, 8", "[round][game]")
{
    GameState s = game(2, 1, "", 20);
    s.players[0].buildings = {{"granary", 1}};
    s.players[1].buildings = {{"ziggurat", 1}};
    s.players[0].books = 20; // A always has more Books (First Vatican Council gives B 10 in round 8)
    s.players[0].vp = 10;
    s.players[1].vp = 10;
    const std::vector<std::string> cards = {"bread_and_games__christianity", "taoism__philosophy",
                                            "benedictine_rule__paper_money", "imperial_examination__justinian_code",
                                            "crop_rotation__mercantilism", "janissaries__council_of_trent",
                                            "romanticism__industrial_revolution", "eruption_of_krakatoa__first_vatican_council"};
    std::vector<int> booksVpA;
    for (int round = 1; round <= 8; ++round) {
        REQUIRE(s.round == round);
        s.roundInputs.eventCard = cards[static_cast<size_t>(round - 1)];
        s.phase = Phase::Resolution;
        const auto r = resolveRound(catalog(), s);
        booksVpA.push_back(lineTotal(r, "books", 0, Quantity::Vp));
        s = r.after;
        if (round < 8) {
            CHECK(s.phase == Phase::Growth);
        }
    }
    CHECK(s.phase == Phase::Finished);
    CHECK(s.round == 8);
    CHECK(booksVpA == std::vector<int>{0, 1, 0, 1, 0, 1, 0, 1});
    const FinalScore f = finalScore(catalog(), s);
    CHECK(f.rows.size() == 2);
}

TEST_CASE("toJson(ResolutionResult) has state, steps, decisions, complete", "[round][json]")
{
    GameState s = game(3, 3, "ecological_collapse__caste_system");
    for (auto &p : s.players)
        p.books = 10;
    const auto r = resolveRound(catalog(), s);
    const auto j = toJson(r);
    CHECK(j.contains("state"));
    CHECK(j["steps"].size() == 7);
    CHECK(j["steps"][0]["id"] == "production");
    CHECK(j["steps"][0].contains("lines"));
    CHECK(j["decisions"].size() == 3);
    CHECK(j["decisions"][0]["id"] == "event1/2");
    CHECK(j["complete"] == false);
    CHECK(stateFromJson(j["state"]) == r.after);
}
