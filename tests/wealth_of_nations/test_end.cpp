// The round (W l.540-584), the end trigger checked at the end of each Develop phase, the final Produce and
// final Trade (W l.1034-1048, l.1062-1069) and the final score with its tie rules (W l.1049-1059).
#include "helpers.h"

using namespace wontest;

namespace {

/// A drafted 4-player game at the end of round 1's Develop phase.
Table endOfDevelop(json change = json::object())
{
    json doc = drafted4().state;
    doc["phase"] = "develop";
    doc.merge_patch(change);
    return Table(doc);
}

} // namespace

TEST_CASE("round: Trade, Develop, Produce, then the first player marker passes to the left, W l.578-584 and l.299-302",
          "[end][round]")
{
    Table t = drafted4();
    CHECK(t.report()["first_player"] == 0);
    t.endPhase();
    CHECK(t.phase() == "develop");
    t.endPhase();
    CHECK(t.phase() == "produce");
    t.endPhase();
    CHECK(t.phase() == "trade");
    CHECK(t.state["round"] == 2);
    CHECK(t.report()["first_player"] == 1);
    const auto *l = findLine(t.lines, "no_production");
    REQUIRE(l != nullptr);
    CHECK(l->note == "no Blocs entered for A, B, C and D: they produced nothing");
    CHECK(t.refused("end_phase", -1, {{"every_hex_filled", true}}) ==
          "end_phase.args.every_hex_filled: is checked at the end of a Develop phase");
    CHECK(Table(3).refused("end_phase") == "end_phase: the draft ends with its last pick");
}

TEST_CASE("end: a player who placed all 18 Flags triggers the end at the end of the Develop phase, W l.1037-1038 and l.1043-1046",
          "[end]")
{
    Table t = endOfDevelop();
    json doc = t.state;
    doc["players"][1]["flags"] = 17;
    t = Table(doc);
    t.flag(1);
    REQUIRE(findLine(t.lines, "end_signal") != nullptr);
    CHECK(t.report()["end"]["all_flags"] == true);
    CHECK(t.phase() == "develop"); // checked at the end of the phase only
    t.endPhase();
    CHECK(t.phase() == "final_produce");
    CHECK(t.state["end_trigger"] == json{{"round", 1}, {"reasons", {"all_flags"}}});
    CHECK(findLine(t.lines, "end_trigger")->rule == "W l.1035-1048");
}

TEST_CASE("end: every hex filled, as the table says, triggers the end, W l.1039-1040", "[end]")
{
    Table t = endOfDevelop();
    t.endPhase({{"every_hex_filled", true}});
    CHECK(t.phase() == "final_produce");
    CHECK(t.state["end_trigger"]["reasons"] == json{"every_hex_filled"});
}

TEST_CASE("end: 5 of the 6 Industry stacks empty trigger the end, 4 do not, W l.1041-1042", "[end]")
{
    // A holds every Generator, Academy, Mine and Factory not drafted: 4 stacks empty
    json doc = drafted4().state;
    doc["phase"] = "develop";
    doc["players"][0]["tiles"] = {{"farm", 0}, {"generator", 9}, {"academy", 7}, {"mine", 0}, {"factory", 0}, {"bank", 0}};
    doc["players"][0]["flags"] = 16;
    doc["players"][1]["tiles"]["mine"] = 7;
    doc["players"][1]["tiles"]["factory"] = 7;
    doc["players"][1]["flags"] = 16;
    Table t(doc);
    CHECK(t.report()["end"]["empty_stacks"] == 4);
    t.endPhase();
    CHECK(t.phase() == "produce");
    doc["players"][2]["tiles"]["bank"] = 9;
    doc["players"][2]["flags"] = 14;
    Table u(doc);
    CHECK(u.report()["end"]["empty_stacks"] == 5);
    CHECK(u.report()["end"]["stacks_left"] == 1);
    CHECK(u.report()["stacks"] == json{{"farm", 9}, {"generator", 0}, {"academy", 0}, {"mine", 0}, {"factory", 0}, {"bank", 0}});
    u.endPhase();
    CHECK(u.phase() == "final_produce");
    CHECK(u.state["end_trigger"]["reasons"] == json{"stacks_empty"});
}

TEST_CASE("end: one final Produce, one final Trade, then the game ends, W l.1045-1048", "[end]")
{
    Table t = endOfDevelop();
    t.endPhase({{"every_hex_filled", true}});
    t.run("produce", 0, {{"blocs", {{{"industry", "generator"}, {"tiles", 2}, {"full_dots", 1}}}}});
    t.endPhase();
    CHECK(t.phase() == "final_trade");
    CHECK(t.state["round"] == 2);
    t.sell(0, "energy");
    t.sell(0, "energy");
    t.buy(0, "food");
    // the paper ledger of the final sales (W l.1062-1069)
    CHECK(t.player(0)["final_ledger"] == 9 + 9 - 7);
    t.endPhase();
    CHECK(t.phase() == "ended");
    CHECK(contains(findLine(t.lines, "phase")->note, "money still to enter: A, B, C and D"));
    CHECK(t.refused("end_phase") == "end_phase: the game is over");
    CHECK(contains(t.refused("buy", 0, {{"commodity", "food"}}), "only in a Trade phase (now it is the end of the game)"));
}

TEST_CASE("end: money is private during the game and entered at the end, never negative, W l.547-552", "[end][errors]")
{
    Table t = drafted4();
    CHECK(t.refused("final_money", 0, {{"money", 100}}) ==
          "final_money: money is private during the game: it is entered in the final Trade phase or after it");
    CHECK(t.refusedRule("final_money", 0, {{"money", 100}}) == "W l.547-552");
    json doc = t.state;
    doc["players"][0]["money"] = 5;
    CHECK(contains(refusal([&] { rules().readState(doc); }), "players[0].money: money is private during the game"));
    Table e = endOfDevelop();
    e.endPhase({{"every_hex_filled", true}});
    e.endPhase();
    CHECK(e.refused("final_money", 0, {{"money", -5}}) ==
          "final_money.args.money: -5 is negative: the player's money, $0 or more");
    e.run("final_money", 0, {{"money", 187}});
    CHECK(e.player(0)["money"] == 187);
    CHECK(e.lines[0].note == "A has $187: 18 VP (1 per full $10)");
}

TEST_CASE("score: 4 VP per Industry tile, 1 VP per full $10, minus 3 VP per note, W l.1049-1054", "[end][score]")
{
    json doc = drafted4().state;
    doc["phase"] = "ended";
    doc["end_trigger"] = {{"round", 1}, {"reasons", {"every_hex_filled"}}};
    doc["players"][0]["money"] = 129; // 2 Generators: 8 + 12
    doc["players"][0]["notes"] = 2;   // -6
    const auto sheet = rules().finalScore(doc);
    const auto &a = sheet.players[0];
    CHECK(a.categories == std::vector<int>{8, 12, -6});
    CHECK(a.total == 14);
    REQUIRE(a.lines.size() == 3);
    CHECK(a.lines[0].text() == "VP: +8 Generators, 4 VP each \u00d72 = +8 (2 Industry tile(s) on the board)");
    CHECK(a.lines[0].items[0].rule == "W l.1049-1050");
    CHECK(a.lines[1].note == "$129: 12 full $10, $9 left over counts nothing");
    CHECK(a.lines[1].items[0].rule == "W l.1050-1052");
    CHECK(a.lines[2].items[0].rule == "W l.1052-1054");
    CHECK(sheet.categories[0].key == "tiles");
    CHECK(sheet.categories[2].key == "notes");
    // money not entered counts $0, and says so
    CHECK(sheet.players[1].lines[1].note == "money not entered yet: counted as $0");
    CHECK(sheet.players[1].lines[1].rule == "W l.547-552");
}

TEST_CASE("score: a score may be negative, W l.1052-1054", "[end][score]")
{
    json doc = drafted4().state;
    doc["phase"] = "ended";
    doc["end_trigger"] = {{"round", 1}, {"reasons", {"every_hex_filled"}}};
    doc["players"][1]["notes"] = 5;
    doc["players"][1]["money"] = 0;
    CHECK(rules().finalScore(doc).players[1].total == 8 - 15);
}

TEST_CASE("score: ties go to the most money, then the most Flags on the board, then a shared win, W l.1054-1059",
          "[end][score]")
{
    json doc = drafted4().state;
    doc["phase"] = "ended";
    doc["end_trigger"] = {{"round", 1}, {"reasons", {"every_hex_filled"}}};
    // A and B: 2 tiles each (8 VP); C and D: 5 tiles (20 VP)
    doc["players"][0]["money"] = 109; // 8 + 10 = 18
    doc["players"][1]["money"] = 100; // 8 + 10 = 18: A wins on money
    doc["players"][2]["money"] = 50;  // 20 + 5 = 25
    doc["players"][3]["money"] = 50;  // 25, equal money: Flags decide
    doc["players"][3]["flags"] = 6;
    auto sheet = rules().finalScore(doc);
    CHECK(sheet.players[3].rank == 1);
    CHECK(sheet.players[2].rank == 2);
    CHECK(sheet.players[0].rank == 3);
    CHECK(sheet.players[1].rank == 4);
    const auto *tie = findLine(sheet.players[0].lines, "final_tie");
    REQUIRE(tie != nullptr);
    CHECK(tie->note == "tied on VP with B: the most money decides ($109 against $100)");
    CHECK(tie->rule == "W l.1055-1057");
    CHECK(findLine(sheet.players[3].lines, "final_tie")->note ==
          "tied on VP and money with C: the most Flags on the board decide (6 against 5)");
    // equal on all three: both win
    doc["players"][3]["flags"] = 5;
    sheet = rules().finalScore(doc);
    CHECK(sheet.players[2].rank == 1);
    CHECK(sheet.players[3].rank == 1);
    CHECK(sheet.players[0].rank == 3);
    CHECK(findLine(sheet.players[2].lines, "final_tie")->rule == "W l.1057-1059");
    CHECK(contains(sheet.tieRule, "share the win"));
}
