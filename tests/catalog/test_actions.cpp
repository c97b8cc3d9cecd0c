// Setup and the action reducer (scoring/nations/actions.h): what the action log replays.
#include <catch2/catch.hpp>

#include "catalog_fixture.h"

#include "nations/actions.h"

using namespace nc;
using namespace nc::nations;

namespace {
GameSetup setupOf(std::vector<SeatSetup> seats)
{
    GameSetup s;
    s.seats = std::move(seats);
    return s;
}

GameState act(const GameState &s, const std::string &kind, nlohmann::json payload)
{
    return apply(catalog(), s, Action{kind, std::move(payload)});
}
} // namespace

TEST_CASE("new game takes starting values from the nation side (Rulebook p.5-6, p.21)", "[actions][setup]")
{
    const GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'B', Difficulty::Prince, {}},
                                                    {"Bo", "china", 'B', Difficulty::Emperor, {}},
                                                    {"Cy", "rome", 'A', Difficulty::Chieftain, {{"stone", 3}}}}));
    REQUIRE(s.players.size() == 3);
    const PlayerState &egypt = s.players[0];
    CHECK(egypt.food == 2);
    CHECK(egypt.stone == 7);
    CHECK(egypt.gold == 5);
    CHECK(egypt.vp == 4);
    CHECK(egypt.idleWorkers == 5);
    CHECK(egypt.buildings.size() == 4);                              // pre-printed B-side cards
    CHECK(egypt.wonders == std::vector<std::string>{"egypt_b_pyramids"}); // ready Wonder on the board
    CHECK(s.players[1].idleWorkers == 6);                            // China B: extra Worker
    CHECK(s.players[2].stone == 3);                                  // table's correction of the A side
    CHECK(s.players[2].gold == 6);
    // Starting Books = position in player order (Rulebook p.5, Scoring Board setup step 1).
    CHECK(s.players[0].books == 1);
    CHECK(s.players[1].books == 2);
    CHECK(s.players[2].books == 3);
    CHECK(s.phase == Phase::Growth);
    CHECK(s.playerOrder == std::vector<int>{0, 1, 2});
}

TEST_CASE("setup refuses impossible tables", "[actions][setup][errors]")
{
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({})), Catch::Contains("1 to 5 players"));
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"A", "egypt", 'A'}, {"B", "egypt", 'B'}})),
                      Catch::Contains("already taken"));
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"A", "america", 'A'}, {"B", "egypt", 'B'}})),
                      Catch::Contains("no data for America side A"));
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"A", "atlantis", 'A'}, {"B", "egypt", 'B'}})),
                      Catch::Contains("unknown nation"));
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"A", "egypt", 'A'}})), Catch::Contains("solo"));
    GameSetup solo = setupOf({{"A", "egypt", 'A'}});
    solo.options.solo = true;
    const GameState s = newGame(catalog(), solo);
    REQUIRE(s.shadow);
    CHECK(s.shadow->books == 2); // Rulebook p.23: the shadow starts with 2 Books
    CHECK(s.players[0].books == 1);
}

TEST_CASE("A-side starting cards entered by the table are placed at setup (docs/catalog.md)", "[actions][setup]")
{
    // The base A sides' pre-printed cards are unknown: the table enters pre-printed cards of any board.
    const GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'A', Difficulty::Prince,
                                                     {{"stone", 3}, {"cards", {"china_b_farm", "egypt_b_quarry"}}}},
                                                    {"Bo", "rome", 'B', Difficulty::Prince, {}}}));
    CHECK(s.players[0].buildings == std::vector<CardOnBoard>{{"china_b_farm", 0}, {"egypt_b_quarry", 0}});
    CHECK(s.players[0].stone == 3);
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"Ann", "egypt", 'B', Difficulty::Prince, {{"cards", {"china_b_farm"}}}},
                                                  {"Bo", "rome", 'A'}})),
                      Catch::Contains("Egypt side B has its own pre-printed cards"));
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"Ann", "egypt", 'A', Difficulty::Prince, {{"cards", {"aqueduct"}}}},
                                                  {"Bo", "rome", 'A'}})),
                      Catch::Contains("\"aqueduct\" is not a pre-printed board card"));
    CHECK_THROWS_WITH(newGame(catalog(), setupOf({{"Ann", "egypt", 'A', Difficulty::Prince, {{"cards", "farm"}}},
                                                  {"Bo", "rome", 'A'}})),
                      Catch::Contains("list of card ids"));
}

TEST_CASE("correct: a number of the resolution's result typed in the breakdown", "[actions]")
{
    GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'A'}, {"Bo", "rome", 'A'}}));
    CHECK_THROWS_WITH(act(s, "correct", {{"player", 0}, {"quantity", "gold"}, {"value", 3}}),
                      Catch::Contains("once the Action Phase has begun"));
    s.phase = Phase::Action;
    s = act(s, "correct", {{"player", 0}, {"quantity", "gold"}, {"value", 3}});
    s = act(s, "correct", {{"player", 1}, {"quantity", "vp"}, {"value", 0}});
    s = act(s, "correct", {{"player", 0}, {"quantity", "gold"}, {"value", 5}}); // replaces the first
    CHECK(s.roundInputs.resultCorrections ==
          std::vector<ResultCorrection>{{0, Quantity::Gold, 5}, {1, Quantity::Vp, 0}});
    CHECK_THROWS_WITH(act(s, "correct", {{"player", 0}, {"quantity", "stability"}, {"value", 1}}),
                      Catch::Contains("Gold, Food, Stone, Books or VP"));
    CHECK_THROWS_WITH(act(s, "correct", {{"player", 0}, {"quantity", "food"}, {"value", -1}}),
                      Catch::Contains("whole number of 0 or more"));
    CHECK_THROWS_WITH(act(s, "correct", {{"player", 4}, {"quantity", "food"}, {"value", 1}}),
                      Catch::Contains("no player 4"));
}

TEST_CASE("Growth: a Worker or bonus resources equal to the difficulty (Rulebook p.13 step 3)", "[actions][growth]")
{
    GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'A', Difficulty::Prince}, {"Bo", "rome", 'A', Difficulty::King}}));
    s = act(s, "growth", {{"player", 1}, {"choice", "bonus:stone"}});
    CHECK(s.players[1].stone == 6 + 2); // King = 2
    CHECK(s.phase == Phase::Growth);
    CHECK_THROWS_WITH(act(s, "growth", {{"player", 1}, {"choice", "bonus:gold"}}), Catch::Contains("already chosen"));
    CHECK_THROWS_WITH(act(s, "growth", {{"player", 0}, {"choice", "bonus:books"}}), Catch::Contains("Food, Stone or Gold"));
    CHECK_THROWS_WITH(act(s, "growth", {{"player", 0}, {"choice", "worker:gold"}}), Catch::Contains("no \"gold\" section"));
    s = act(s, "growth", {{"player", 0}, {"choice", "worker:food"}});
    CHECK(s.players[0].idleWorkers == 6);
    CHECK(s.players[0].populationTaken == std::vector<int>{1, 0});
    CHECK(s.phase == Phase::Action); // everyone chose
    CHECK_THROWS_WITH(act(s, "growth", {{"player", 0}, {"choice", "bonus:food"}}), Catch::Contains("before the Action Phase"));
}

TEST_CASE("Growth bonus per difficulty: Emperor 1, King 2, Prince 3, Chieftain 4 (Rulebook p.13 step 3)", "[actions][growth]")
{
    const std::pair<Difficulty, int> levels[] = {
        {Difficulty::Emperor, 1}, {Difficulty::King, 2}, {Difficulty::Prince, 3}, {Difficulty::Chieftain, 4}};
    for (const auto &[difficulty, bonus] : levels) {
        INFO("bonus " << bonus);
        GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'B', difficulty}, {"Bo", "rome", 'B', Difficulty::Prince}}));
        for (const char *res : {"food", "stone", "gold"}) {
            const Quantity q = *quantityFromKey(res);
            const GameState after = act(s, "growth", {{"player", 0}, {"choice", std::string("bonus:") + res}});
            CHECK(after.players[0].resource(q) == s.players[0].resource(q) + bonus);
        }
    }
}

TEST_CASE("round inputs: Event Card, War, passing, board edits", "[actions]")
{
    GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'A'}, {"Bo", "rome", 'A'}}));
    s = act(s, "event", {{"card", "pax_romana__han_dynasty"}});
    CHECK(s.roundInputs.eventCard == "pax_romana__han_dynasty");
    CHECK_THROWS_WITH(act(s, "event", {{"card", "nope"}}), Catch::Contains("unknown Event Card"));
    s = act(s, "war", {{"card", "hunnic_invasions"}, {"strength", 3}, {"buyer", 1}});
    REQUIRE(s.roundInputs.war);
    CHECK(s.roundInputs.war->strength == 3);
    CHECK_THROWS_WITH(act(s, "war", {{"card", "aqueduct"}, {"strength", 3}}), Catch::Contains("not a War card"));
    s = act(s, "war", nlohmann::json::object());
    CHECK_FALSE(s.roundInputs.war);
    s = act(s, "passes", {{"order", {1, 0}}});
    CHECK(s.roundInputs.passOrder == std::vector<int>{1, 0});
    CHECK_THROWS_WITH(act(s, "passes", {{"order", {1, 1}}}), Catch::Contains("listed twice"));

    nlohmann::json board = toJson(s.players[1]);
    board["buildings"] = {{{"card", "aqueduct"}, {"workers", 1}}};
    board["resources"]["gold"] = 4;
    s = act(s, "player", {{"player", 1}, {"state", board}});
    CHECK(s.players[1].buildings.front().card == "aqueduct");
    CHECK(s.players[1].gold == 4);

    board["buildings"] = {{{"card", "granery"}, {"workers", 1}}};
    CHECK_THROWS_WITH(act(s, "player", {{"player", 1}, {"state", board}}), Catch::Contains("unknown card \"granery\""));
    board["nation"] = "greece";
    CHECK_THROWS_WITH(act(s, "player", {{"player", 1}, {"state", board}}), Catch::Contains("fixed for the game"));
    CHECK_THROWS_WITH(act(s, "fly", nlohmann::json::object()), Catch::Contains("unknown action"));
}

TEST_CASE("a resolve action must continue with the next round", "[actions]")
{
    GameState s = newGame(catalog(), setupOf({{"Ann", "egypt", 'A'}, {"Bo", "rome", 'A'}}));
    GameState next = s;
    CHECK_THROWS_WITH(act(s, "resolve", {{"state", toJson(next)}}), Catch::Contains("next round"));
    next.round = 2;
    next.players[0].vp = 9;
    s = act(s, "resolve", {{"state", toJson(next)}});
    CHECK(s.round == 2);
    CHECK(s.players[0].vp == 9);
}

TEST_CASE("replaying the action log rebuilds the same state", "[actions][replay]")
{
    const GameSetup setup = setupOf({{"Ann", "egypt", 'B'}, {"Bo", "rome", 'A'}});
    const std::vector<Action> log = {
        {"growth", {{"player", 1}, {"choice", "bonus:food"}}},
        {"growth", {{"player", 0}, {"choice", "worker:stability"}}},
        {"event", {{"card", "pax_romana__han_dynasty"}}},
        {"passes", {{"order", {0, 1}}}},
        {"adjustments", {{"items", {{{"player", 0}, {"quantity", "stone"}, {"amount", 2}, {"note", "test"}}}}}},
    };
    GameState step = newGame(catalog(), setup);
    for (const auto &a : log)
        step = apply(catalog(), step, a);
    CHECK(replay(catalog(), setup, log) == step);
    CHECK(step.roundInputs.adjustments.size() == 1);
    CHECK(setupFromJson(toJson(setup)).seats.size() == 2);
}
