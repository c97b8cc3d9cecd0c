// The game-type seam's shared code (scoring/core/ruleset.cpp): commands, the score pad, the Hall of Fame
// lookup and the game type of a document.
#include "helpers.h"

using namespace dicetest;
using nc::Command;

TEST_CASE("Command: written and read back unchanged", "[core][command]")
{
    const Command c{"buy_tile", 2, {{"name", "Granary"}, {"row", 2}}};
    const json j = c.toJson();
    CHECK(j == json{{"command", "buy_tile"}, {"player", 2}, {"args", {{"name", "Granary"}, {"row", 2}}}});
    CHECK(Command::fromJson(j) == c);
}

TEST_CASE("Command: player and args may be left out (the table, no arguments)", "[core][command]")
{
    const Command c = Command::fromJson({{"command", "end_round"}});
    CHECK(c.name == "end_round");
    CHECK(c.player == -1);
    CHECK(c.args == json::object());
}

TEST_CASE("Command: malformed commands are refused with the field named", "[core][command][errors]")
{
    CHECK(refusal([] { Command::fromJson(json::array()); }).find("must be an object") != std::string::npos);
    CHECK(refusal([] { Command::fromJson({{"player", 1}}); }) ==
          "command.command: must be a non-empty string naming the command");
    CHECK(refusal([] { Command::fromJson({{"command", ""}}); }) ==
          "command.command: must be a non-empty string naming the command");
    CHECK(refusal([] { Command::fromJson({{"command", "pass"}, {"player", -2}}); }).rfind("command.player:", 0) == 0);
    CHECK(refusal([] { Command::fromJson({{"command", "pass"}, {"player", 1.5}}); }).rfind("command.player:", 0) == 0);
    CHECK(refusal([] { Command::fromJson({{"command", "pass"}, {"player", 10000000000LL}}); })
              .rfind("command.player:", 0) == 0);
    CHECK(refusal([] { Command::fromJson({{"command", "pass"}, {"args", 3}}); }) == "command.args: must be an object");
    CHECK(refusal([] { Command::fromJson({{"command", "pass"}, {"arg", json::object()}}); }) ==
          "command.arg: unknown key (expected command, player, args)");
}

TEST_CASE("gameTypeOf: the document's game, Nations when it has none", "[core]")
{
    CHECK(nc::gameTypeOf({{"game", "nations_dice"}}) == "nations_dice");
    CHECK(nc::gameTypeOf({{"format", "nations-companion.state"}}) == "nations");
    CHECK(refusal([] { nc::gameTypeOf({{"game", 3}}); }).rfind("game: must be a non-empty string", 0) == 0);
    CHECK(refusal([] { nc::gameTypeOf(json::array()); }) == "the state document must be a JSON object");
}

TEST_CASE("Hall of Fame R l.240-249: the best title reached, none below 10", "[core][solo][hall_of_fame]")
{
    const auto &r = rules();
    CHECK(r.hallOfFameTitle(60) == "Trajan");
    CHECK(r.hallOfFameTitle(50) == "Trajan");
    CHECK(r.hallOfFameTitle(49) == "Ashoka");
    CHECK(r.hallOfFameTitle(40) == "Ashoka");
    CHECK(r.hallOfFameTitle(35) == "Wu Zetian");
    CHECK(r.hallOfFameTitle(34) == "Saladin");
    CHECK(r.hallOfFameTitle(25) == "Victoria");
    CHECK(r.hallOfFameTitle(20) == "Charles V");
    CHECK(r.hallOfFameTitle(15) == "Cleopatra");
    CHECK(r.hallOfFameTitle(14) == "Dan Quayle");
    CHECK(r.hallOfFameTitle(10) == "Dan Quayle");
    CHECK_FALSE(r.hallOfFameTitle(9).has_value());
    CHECK_FALSE(r.hallOfFameTitle(-3).has_value());
}

TEST_CASE("FinalScoreSheet: the pad as JSON and as a text table", "[core][final]")
{
    nc::FinalScoreSheet s;
    s.categories = {{"books", "Books"}, {"war", "War"}};
    s.players.push_back({"Åsa", {3, 4}, 7, 1, {}});
    s.players.push_back({"Bob", {5, 2}, 7, 2, {}});
    s.tieRule = "final player order";
    s.hallOfFameTitle = std::nullopt;
    const json j = s.toJson();
    CHECK(j["players"][0]["categories"] == json{{"books", 3}, {"war", 4}});
    CHECK(j["players"][1]["rank"] == 2);
    CHECK(j["hall_of_fame_title"].is_null());
    CHECK(j["tie_rule"] == "final player order");
    // columns padded by characters: "Åsa" is 4 bytes but 3 characters wide
    CHECK(s.text() == "         Åsa    Bob\n"
                      "Books      3      5\n"
                      "War        4      2\n"
                      "Total      7      7\n"
                      "Rank       1      2\n"
                      "Ties: final player order\n");
    s.hallOfFameTitle = "Cleopatra";
    CHECK(s.text().find("Hall of Fame: Cleopatra\n") != std::string::npos);
    CHECK(s.toJson()["hall_of_fame_title"] == "Cleopatra");
}

TEST_CASE("Command: a player of 2^64 - 1 is refused, not read as -1 (the table)", "[core][command][errors]")
{
    CHECK(refusal([] { Command::fromJson({{"command", "pass"}, {"player", 18446744073709551615ULL}}); })
              .rfind("command.player:", 0) == 0);
}
