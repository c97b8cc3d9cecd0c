// Setup (R l.45-59) and the game type (R l.202-212, l.240-249).
#include "helpers.h"

using namespace dicetest;

TEST_CASE("info: id, name, 1-4 players, solo with the Hall of Fame of R l.240-249", "[setup]")
{
    const auto &i = rules().info();
    CHECK(i.id == "nations_dice");
    CHECK(i.name == "Nations: The Dice Game");
    CHECK(i.minPlayers == 1);
    CHECK(i.maxPlayers == 4);
    CHECK(i.solo);
    REQUIRE(i.hallOfFame.size() == 8);
    CHECK(i.hallOfFame.front().minScore == 50);
    CHECK(i.hallOfFame.front().title == "Trajan");
    CHECK(i.hallOfFame[3].title == "Saladin");
    CHECK(i.hallOfFame.back().minScore == 10);
    CHECK(i.hallOfFame.back().title == "Dan Quayle");
}

TEST_CASE("R l.55: Books track starts at the player-order number (3 and 4 players)", "[setup][books]")
{
    Table t4({"A", "B", "C", "D"});
    CHECK(t4.books(0) == 1);
    CHECK(t4.books(1) == 2);
    CHECK(t4.books(2) == 3);
    CHECK(t4.books(3) == 4);
    Table t3({"A", "B", "C"});
    CHECK(t3.books(2) == 3);
    CHECK(t4.state["round"] == 1);
    CHECK(t4.state["phase"] == "event");
    CHECK(t4.order() == std::vector<int>{0, 1, 2, 3});
    CHECK(t4.trackVp(3) == 0); // R l.55: markers on 0 VP
}

TEST_CASE("R l.55: in a 2-player game player 2 starts with 3 Books", "[setup][books]")
{
    Table t({"A", "B"});
    CHECK(t.books(0) == 1);
    CHECK(t.books(1) == 3);
}

TEST_CASE("R l.204: solo, player and opponent both start with 1 Book", "[setup][solo]")
{
    Table t({"Solo"}, {{"tougher", true}});
    CHECK(t.books(0) == 1);
    CHECK(t.state["opponent"]["books"] == 1);
    CHECK(t.state["options"]["tougher"] == true);
}

TEST_CASE("Setup refuses a 5th player, no player and tougher outside solo", "[setup][errors]")
{
    CHECK(refusal([] { rules().newGameState({"A", "B", "C", "D", "E"}, json::object()); }) ==
          "players: 5 players: the game is for 1-4 players (1 = solo)");
    CHECK(refusal([] { rules().newGameState({}, json::object()); }) ==
          "players: 0 players: the game is for 1-4 players (1 = solo)");
    CHECK(refusal([] { rules().newGameState({"A", "B"}, {{"tougher", true}}); }) ==
          "options.tougher: is a solo option (reroll the 4s rolled for the opponent)");
    CHECK(refusal([] { rules().newGameState({"A", ""}, json::object()); }) ==
          "players[1].name: must not be empty (the player's name)");
    CHECK(refusal([] { rules().newGameState({"A"}, {{"hard", true}}); }) == "options.hard: unknown key");
}

TEST_CASE("the seam's setup document names the players in order and the options", "[dice][setup]")
{
    // core/ruleset.h newGame(setup): {"players": [...], "options": {...}}; the seats are the players (R l.51).
    const nc::NewGame g = rules().newGame({{"players", {"Ann", "Bo"}}, {"options", {{"covered_tiles_score", true}}}});
    REQUIRE(g.seats.size() == 2);
    CHECK(g.seats[1].player == "Bo");
    CHECK(g.seats[1].side == '\0');
    CHECK(g.state == rules().newGameState({"Ann", "Bo"}, {{"covered_tiles_score", true}}));
    CHECK(refusal([] { rules().newGame(json::array()); }).rfind("setup: must be an object", 0) == 0);
    CHECK(refusal([] { rules().newGame({{"players", "Ann"}}); }).rfind("setup.players: must be a list", 0) == 0);
    CHECK(refusal([] { rules().newGame({{"players", {"Ann", 3}}}); }) == "setup.players[1]: must be a name");
    CHECK(refusal([] { rules().newGame({{"players", {"Ann"}}, {"seats", 1}}); }).rfind("setup.seats: unknown key", 0) == 0);
    CHECK(refusal([] { rules().newGame({{"players", {"A", "B", "C", "D", "E"}}}); }).find("1-4 players") != std::string::npos);
}
