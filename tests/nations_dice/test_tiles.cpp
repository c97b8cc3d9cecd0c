// Tiles (R l.112-148) and the final score (R l.198-200).
#include "helpers.h"

#include "nations_dice/state.h"

using namespace dicetest;

namespace {
const json &tile(const Table &t, int p, std::size_t i) { return t.player(p)["tiles"][i]; }

/// Round 1 started in a 2-player game.
Table started()
{
    Table t({"A", "B"});
    t.start(2, 2);
    return t;
}
} // namespace

TEST_CASE("R l.112, l.120-126: a bought tile is recorded with its row price, VP only at the end", "[tiles]")
{
    Table t = started();
    t.buy(0, "Granary", "building", 2, 3, {{"gives", "1 orange die"}, {"paid", 3}});
    const json &g = tile(t, 0, 0);
    CHECK(g["name"] == "Granary");
    CHECK(g["row"] == 2);
    CHECK(g["paid"] == 3); // a 3-Gold die for a row-2 tile: no change (R l.126)
    CHECK(g["status"] == "in_play");
    CHECK(g["round"] == 1);
    CHECK(g["gives"] == "1 orange die");
    CHECK(t.trackVp(0) == 0); // R l.112: the track does not move for tiles
    REQUIRE(t.lines.size() == 1);
    CHECK(t.lines[0].text() == "A buys Granary (Building, row 2, 3 Gold, 3 VP at the end of the game); covers a "
                               "building printed on the board");
    CHECK(t.lines[0].rule == "R l.112, l.120-126, l.128");
    t.buy(1, "Legion", "military", 1, 1, {{"currency", "strength"}});
    CHECK(tile(t, 1, 0)["paid"] == 1); // paid defaults to the row's price
    CHECK(tile(t, 1, 0)["currency"] == "strength");
}

TEST_CASE("R l.120-126: paying less than the row's price or a row 4 is refused", "[tiles][errors]")
{
    Table t = started();
    const json a = {{"name", "X"}, {"type", "colony"}, {"row", 3}, {"currency", "gold"}, {"vp", 1}, {"paid", 2}};
    CHECK(t.refused("buy_tile", 0, a) == "buy_tile.args.paid: 2 is less than the price of row 3 (pay the row's "
                                         "number or more, no change)");
    json b = a;
    b["row"] = 4;
    b.erase("paid");
    CHECK(t.refused("buy_tile", 0, b) == "buy_tile.args.row: 4 is out of range: the progress board has rows 1-3");
    json c = a;
    c["type"] = "temple";
    CHECK(t.refused("buy_tile", 0, c) ==
          "buy_tile.args.type: \"temple\" is not building, military, colony, advisor or wonder");
    json d = a;
    d.erase("paid");
    d["vp"] = -1;
    CHECK(t.refused("buy_tile", 0, d).rfind("buy_tile.args.vp: -1 is negative", 0) == 0);
    CHECK(t.refused("buy_tile", 7, a) == "buy_tile.player: 7 is not a player of this game (0-1)");
}

// Found with fuzz_dice (tests/fuzz/regressions/fuzz_dice/tiles-61.json): a 61st buy_tile was applied and gave
// a state that readState() refuses ("players[0].tiles: must be an array of at most 60 tiles"), so the game
// could be saved but not resumed.
TEST_CASE("R l.17: a 61st tile is refused by buy_tile, as by the state reader", "[tiles][errors]")
{
    Table t = started();
    for (int i = 0; i < 60; ++i)
        t.buy(0, "Colony " + std::to_string(i), "colony", 1, 0);
    CHECK(t.player(0)["tiles"].size() == 60);
    CHECK(rules().readState(t.state) == t.state);
    CHECK(t.refused("buy_tile", 0, {{"name", "X"}, {"type", "colony"}, {"row", 1}, {"currency", "gold"}, {"vp", 0}}) ==
          "buy_tile: A already has 60 tiles: the box has 60");
    CHECK(t.player(0)["tiles"].size() == 60);
    t.buy(1, "Granary", "building", 1, 1); // the other player still buys
    CHECK(t.player(1)["tiles"].size() == 1);
}

TEST_CASE("R l.101, l.152: a buy, reroll or pass after passing is refused", "[tiles][errors]")
{
    Table t = started();
    t.run("reroll", 0);
    CHECK(t.player(0)["rerolls"] == 1);
    t.run("pass", 0);
    const json a = {{"name", "X"}, {"type", "colony"}, {"row", 1}, {"currency", "gold"}, {"vp", 1}};
    CHECK(t.refused("buy_tile", 0, a) == "buy_tile: A has passed this round: a player who passed takes no more actions");
    CHECK(t.refused("reroll", 0) == "reroll: A has passed this round: a player who passed takes no more actions");
    CHECK(t.refused("pass", 0) == "pass: A has passed this round: a player who passed takes no more actions");
    // The app shows the sentence without the command, translated, and the rulebook lines apart (issue 16 §3).
    const auto words = t.refusedInWords("reroll", 0);
    CHECK(words.sentence == "A has passed this round: a player who passed takes no more actions");
    CHECK(words.source == "R l.101, l.152");
    t.run("buy_tile", 1, a); // B has not passed: no turn policing
    CHECK(t.player(1)["tiles"].size() == 1);
}

TEST_CASE("Commands before round 1's Event or after round 4 are refused", "[tiles][errors]")
{
    Table t({"A", "B"});
    const json a = {{"name", "X"}, {"type", "colony"}, {"row", 1}, {"currency", "gold"}, {"vp", 1}};
    CHECK(t.refused("buy_tile", 0, a) ==
          "buy_tile: round 1 has not started: enter its Event numbers first");
    CHECK(t.refused("end_round").rfind("end_round: round 1 has not started", 0) == 0);
    t.start(1, 1);
    CHECK(t.refused("start_round", -1, {{"famine", 1}, {"war", 1}}) ==
          "start_round: round 1 is being played: score it first");
    CHECK(t.refused("start_round", 0, {{"famine", 1}, {"war", 1}}) ==
          "start_round.player: 0, but this is a command of the table (-1)");
    CHECK(t.refused("start_round", -1, {{"famine", -1}, {"war", 1}}) ==
          "start_round.args.famine: -1 is negative: the Food number of the Event tile, 0-60");
    CHECK(t.refused("dance", 0) == "command: \"dance\" is not a command of the Dice Game (start_round, buy_tile, "
                                   "build_wonder, reroll, pass, record_use, end_round)");
    CHECK(t.refused("pass", 0, {{"now", true}}) == "pass.args: takes no arguments");
    CHECK(t.refused("buy_tile", 0, json::array({1, 2})) == "buy_tile.args: must be an object");
    CHECK(t.refused("build_wonder", 0, 3) == "build_wonder.args: must be an object");
}

TEST_CASE("R l.128: a Building covers the Building it replaces, the covered one no longer scores", "[tiles][final]")
{
    Table t = started();
    t.buy(0, "Farm", "building", 1, 1);
    t.buy(0, "Mill", "building", 2, 2, {{"replaces", 0}});
    CHECK(tile(t, 0, 0)["status"] == "covered");
    CHECK(tile(t, 0, 1)["status"] == "in_play");
    CHECK(t.lines[0].note.find("covers Farm (its dice go back to the supply)") != std::string::npos);
    // a covered tile cannot be covered again, a Colony covers nothing
    CHECK(t.refused("buy_tile", 0,
                    {{"name", "Forge"}, {"type", "military"}, {"row", 1}, {"currency", "strength"}, {"vp", 0},
                     {"replaces", 0}}) == "buy_tile.args.replaces: Farm is not a Building or Military tile in play");
    CHECK(t.refused("buy_tile", 0,
                    {{"name", "Rome"}, {"type", "colony"}, {"row", 1}, {"currency", "gold"}, {"vp", 0},
                     {"replaces", 1}}) == "buy_tile.args.replaces: only a Building or Military tile covers another tile");
    CHECK(t.refused("buy_tile", 0,
                    {{"name", "Forge"}, {"type", "military"}, {"row", 1}, {"currency", "strength"}, {"vp", 0},
                     {"replaces", 5}}) == "buy_tile.args.replaces: 5 is not one of A's 2 tiles");
    // a Military tile covers a Building (reading: both sit on the board's building spaces)
    t.buy(0, "Barracks", "military", 1, 4, {{"replaces", 1}, {"currency", "strength"}});
    CHECK(tile(t, 0, 1)["status"] == "covered");
    const auto sheet = t.score();
    CHECK(sheet.players[0].categories[3] == 0); // buildings: Farm and Mill covered
    CHECK(sheet.players[0].categories[4] == 4); // military: Barracks
}

TEST_CASE("Reading R l.200: with covered_tiles_score the covered Buildings still score", "[tiles][final][readings]")
{
    Table t({"A", "B"}, {{"covered_tiles_score", true}});
    t.start(1, 1);
    t.buy(0, "Farm", "building", 1, 1);
    t.buy(0, "Mill", "building", 2, 2, {{"replaces", 0}});
    t.buy(0, "Sage", "advisor", 1, 2);
    t.buy(0, "Vizier", "advisor", 1, 3);
    const auto sheet = t.score();
    CHECK(sheet.players[0].categories[3] == 3); // Farm 1 + Mill 2
    CHECK(sheet.players[0].categories[6] == 5); // Sage 2 + Vizier 3
}

TEST_CASE("R l.138: a new Advisor replaces the old one, which no longer scores", "[tiles][final]")
{
    Table t = started();
    t.buy(0, "Sage", "advisor", 1, 2);
    t.buy(0, "Vizier", "advisor", 2, 3);
    CHECK(tile(t, 0, 0)["status"] == "replaced");
    CHECK(tile(t, 0, 1)["status"] == "in_play");
    CHECK(t.lines[0].note.find("replaces the Advisor Sage") != std::string::npos);
    CHECK(t.score().players[0].categories[6] == 3);
}

TEST_CASE("R l.140: Colonies are unlimited and all score", "[tiles][final]")
{
    Table t = started();
    t.buy(0, "Egypt", "colony", 1, 2);
    t.buy(0, "Gaul", "colony", 2, 3);
    t.buy(0, "Iberia", "colony", 3, 1);
    CHECK(t.score().players[0].categories[5] == 6);
}

TEST_CASE("R l.142-148: a Wonder scores only once built, a new one returns the unbuilt one", "[tiles][final][wonder]")
{
    Table t = started();
    CHECK(t.refused("build_wonder", 0) == "build_wonder: A has no Wonder under construction (buy one first)");
    t.buy(0, "Pyramids", "wonder", 2, 5, {{"stone_cost", 4}});
    CHECK(tile(t, 0, 0)["status"] == "under_construction");
    CHECK(t.score().players[0].categories[7] == 0); // under construction: 0 (R l.142)
    t.buy(0, "Colossus", "wonder", 1, 3);
    CHECK(tile(t, 0, 0)["status"] == "returned");
    CHECK(t.lines[0].note.find("the unbuilt Pyramids goes back to the box") != std::string::npos);
    t.run("build_wonder", 0, {{"paid", 2}});
    CHECK(tile(t, 0, 1)["status"] == "built");
    t.buy(0, "Great Wall", "wonder", 3, 6, {{"stone_cost", 5}});
    CHECK(t.refused("build_wonder", 0, {{"paid", 4}}) ==
          "build_wonder.args.paid: 4 Stone is less than Great Wall's cost of 5");
    t.run("build_wonder", 0, {{"paid", 5}});
    const auto sheet = t.score();
    CHECK(sheet.players[0].categories[7] == 9); // Colossus 3 + Great Wall 6; Pyramids returned
    CHECK(t.refused("buy_tile", 0, {{"name", "Farm"}, {"type", "building"}, {"row", 1}, {"currency", "gold"}, {"vp", 0},
                                   {"stone_cost", 2}}) == "buy_tile.args.stone_cost: only a Wonder has a Stone cost");
}

TEST_CASE("R l.200: final score = track VP + VP of tiles in play, ties by the final player order", "[final]")
{
    Table t({"A", "B", "C"});
    for (int r = 1; r <= 4; ++r) {
        t.start(2, 3);
        if (r == 1) {
            t.buy(2, "Pyramids", "wonder", 2, 7); // never built
            t.buy(0, "Gaul", "colony", 1, 2);
        }
        t.passAll();
        // Books 3, 2, 3 every round; C keeps the most Strength in round 4: first in the final order
        t.use(0, r == 1 ? 2 : 0, 2, 0);
        t.use(1, 0, 0, r == 4 ? 1 : 0);
        t.use(2, 0, 2, r == 4 ? 3 : 0);
        t.endRound();
    }
    CHECK(t.state["phase"] == "ended");
    // A: Books: round 1 3 vs B 2, C 3 -> 1 VP; then 3,2,3 every round -> 4 VP; Famine 1+2+3+4 = 10; Gaul 2: 16
    // C: Books 3 vs B 2 -> 1 VP x4 = 4; Famine 10; War round 4 (3 >= 3) 4; Pyramids unbuilt 0: 18
    const auto sheet = t.score();
    CHECK(sheet.players[0].total == 16);
    CHECK(sheet.players[2].total == 18);
    CHECK(sheet.players[1].total == 0);
    CHECK(sheet.players[2].rank == 1);
    CHECK(sheet.players[0].rank == 2);
    CHECK(sheet.players[1].rank == 3);
    CHECK(sheet.tieRule == "most VP wins; ties are broken by the final player order, player 1 over player 2 (R l.200)");
    const auto &lines = sheet.players[2].lines;
    REQUIRE(lines.size() == 2);
    CHECK(lines[1].note == "Pyramids under construction: 0");
    CHECK(lines[1].rule.find("R l.142") != std::string::npos);
    CHECK_FALSE(sheet.hallOfFameTitle.has_value());
}

TEST_CASE("R l.200: a tie in VP goes to the earlier player in the final (round 4) order", "[final]")
{
    Table t({"A", "B"});
    for (int r = 1; r <= 4; ++r) {
        t.start(60, 60);
        t.passAll();
        t.use(0, 0, 0, r == 4 ? 1 : 0); // A first in the round-4 order
        t.use(1, 0, 0, 0);
        t.endRound();
    }
    // A 1 Book vs B 3: B gets 2 VP a round = 8; A gets a Colony of 8 VP in the document below
    CHECK(t.vp(1, "books") == 8);
    CHECK(t.order() == std::vector<int>{0, 1});
    json doc = t.state;
    doc["players"][0]["tiles"] = json::array({{{"name", "Egypt"}, {"type", "colony"}, {"row", 1},
                                               {"currency", "gold"}, {"vp", 8}, {"round", 2}}});
    const auto sheet = rules().finalScore(doc);
    CHECK(sheet.players[0].total == 8);
    CHECK(sheet.players[1].total == 8);
    CHECK(sheet.players[0].rank == 1);
    CHECK(sheet.players[1].rank == 2);
}

TEST_CASE("lastEntry: a tile entered before is offered again by its name", "[tiles]")
{
    Table t = started();
    t.buy(0, "Granary", "building", 2, 1, {{"gives", "1 orange die"}});
    t.buy(1, "Egypt", "colony", 1, 2, {{"gives", "1 food chit"}});
    const auto s = nc::dice::readState(t.state);
    const auto g = nc::dice::lastEntry(s, "  granary ");
    REQUIRE(g.has_value());
    CHECK(g->gives == "1 orange die");
    CHECK(g->vp == 1);
    CHECK(g->type == nc::dice::TileType::Building);
    CHECK(nc::dice::lastEntry(s, "Egypt")->vp == 2);
    CHECK_FALSE(nc::dice::lastEntry(s, "Rome").has_value());
}
