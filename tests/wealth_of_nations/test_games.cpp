// A whole 4-player game played through WonRuleset::apply() from setup to the final score, as the app will:
// the draft (W l.441-536), two rounds of Trade, Develop and Produce (W l.540-1031), the end triggered by a
// full board (W l.1039-1046), the final Produce and final Trade, the money entered and the pad with both tie
// rules (W l.1049-1059).
#include "helpers.h"

using namespace wontest;

TEST_CASE("Full 4-player game: draft, two rounds, the end, final Produce and Trade, ties on money and Flags",
          "[games][four]")
{
    Table t(4, 1); // B drew the Generator (W l.318-322)
    // Draft, 3 rounds (W l.473-488): B C D A, then A D C B, then B C D A
    t.pick(1, "industry_1");
    t.pick(2, "industry_3");
    t.pick(3, "industry_4");
    t.pick(0, "industry_6");
    t.pick(0, "industry_5"); // A picks twice in a row (W l.446-448)
    t.pick(3, "commodity_1");
    t.pick(2, "commodity_2");
    t.pick(1, "industry_2");
    t.pick(1, "commodity_3");
    t.pick(2, "commodity_4");
    t.pick(3, "commodity_5");
    t.pick(0, "commodity_6");
    REQUIRE(t.phase() == "trade");
    CHECK(t.report()["stacks"] == json{{"farm", 9}, {"generator", 7}, {"academy", 7}, {"mine", 7}, {"factory", 7}, {"bank", 9}});
    CHECK(t.player(1)["flags"] == 6);

    // Round 1, Trade (B first)
    t.buy(1, "ore");    // 15 cubes: well 15, $20
    CHECK(t.lines[0].total == -20);
    t.sell(2, "food");  // 20 cubes: $4
    t.run("take_note", 2);
    CHECK(t.lines[0].total == 20);
    t.buy(3, "capital");
    t.buy(0, "labor");
    t.endPhase();
    CHECK(t.cubes("ore") == 14);
    CHECK(t.cubes("food") == 21);
    // Develop
    t.flag(0);
    t.build(0, "factory");
    t.flag(1);
    t.develop(1, {{"action", "build"}, {"industry", "farm"}, {"force", true}});
    t.develop(2, {{"action", "automate"}});
    t.flag(3);
    t.build(3, "academy");
    t.endPhase();
    REQUIRE(t.phase() == "produce");
    // Produce
    t.run("produce", 0, {{"blocs", {{{"industry", "factory"}, {"tiles", 3}, {"full_dots", 4}},
                                    {{"industry", "mine"}, {"tiles", 2}, {"full_dots", 1}}}}});
    t.run("produce", 1, {{"blocs", {{{"industry", "farm"}, {"tiles", 7}, {"full_dots", 8}, {"shared_dots", 1}}}}});
    t.run("produce", 2, {{"blocs", {{{"industry", "generator"}, {"tiles", 2}, {"full_dots", 2}, {"automated", true}}}}});
    CHECK(findLine(t.lines, "produce_total")->note ==
          "C runs 1 Bloc(s): 2 Energy for 1 Ore; what was produced cannot run a Bloc in this phase");
    t.run("produce", 3, {{"blocs", {{{"industry", "academy"}, {"tiles", 3}, {"full_dots", 5}, {"fed_tiles", 2}, {"unfed_dots", 2}}}}});
    const json produced = t.report()["players"];
    CHECK(produced[0]["production"]["produced"] == json{{"ore", 1}, {"capital", 4}});
    CHECK(produced[1]["production"]["produced"] == json{{"food", 7}});
    CHECK(produced[3]["production"]["produced"] == json{{"labor", 3}});
    t.endPhase();
    CHECK(t.state["round"] == 2);
    CHECK(t.report()["first_player"] == 2); // the marker passed from B to C (W l.581-582)
    CHECK(findLine(t.lines, "no_production") == nullptr);

    // Round 2, Trade
    t.run("repay_note", 2);
    t.sell(1, "food");
    t.sell(1, "food");
    t.buy(2, "capital");
    t.endPhase();
    // Develop: C builds a third Generator, D claims a hex
    t.flag(2);
    t.build(2, "generator");
    t.flag(3);
    CHECK(t.report()["players"][3]["flags"] == 4);
    // the table says every hex holds a Flag or a tile (W l.1039-1040)
    t.endPhase({{"every_hex_filled", true}});
    REQUIRE(t.phase() == "final_produce");
    CHECK(t.state["end_trigger"] == json{{"round", 2}, {"reasons", {"every_hex_filled"}}});
    t.run("produce", 1, {{"blocs", {{{"industry", "farm"}, {"tiles", 7}, {"full_dots", 8}}}}});
    t.endPhase();
    REQUIRE(t.phase() == "final_trade");
    CHECK(contains(findLine(t.lines, "no_production")->note, "A, C and D"));

    // Final Trade: sell off (the ledger of W l.1062-1069), a last note for B
    const int food = t.cubes("food");
    for (int i = 0; i < 3; ++i)
        t.sell(1, "food");
    CHECK(t.cubes("food") == food + 3);
    CHECK(t.player(1)["final_ledger"].get<int>() > 0);
    t.run("take_note", 1);
    t.run("final_money", 0, {{"money", 190}});
    t.run("final_money", 1, {{"money", 140}});
    t.run("final_money", 2, {{"money", 150}});
    t.run("final_money", 3, {{"money", 150}});
    t.endPhase();
    REQUIRE(t.phase() == "ended");

    const auto sheet = t.score();
    REQUIRE(sheet.players.size() == 4);
    // A: 5 tiles 20 + 19 = 39; B: 7 tiles 28 + 14 - 3 = 39; C: 3 tiles 12 + 15 = 27; D: 3 tiles 12 + 15 = 27
    CHECK(sheet.players[0].categories == std::vector<int>{20, 19, 0});
    CHECK(sheet.players[1].categories == std::vector<int>{28, 14, -3});
    CHECK(sheet.players[2].total == 27);
    CHECK(sheet.players[3].total == 27);
    CHECK(sheet.players[0].rank == 1); // 39 each: A has more money (W l.1055-1056)
    CHECK(sheet.players[1].rank == 2);
    CHECK(sheet.players[3].rank == 3); // 27 and $150 each: D has 4 Flags on the board, C 3 (W l.1056-1057)
    CHECK(sheet.players[2].rank == 4);
    CHECK(findLine(sheet.players[3].lines, "final_tie")->note ==
          "tied on VP and money with C: the most Flags on the board decide (4 against 3)");
    const json j = sheet.toJson();
    CHECK(j["players"][1]["categories"] == json{{"tiles", 28}, {"money", 14}, {"notes", -3}});
    CHECK(contains(sheet.text(), "Industry tiles"));
    // the same game read back is the same game
    CHECK(rules().readState(t.state) == t.state);
}
