// The Develop phase: Flags, building, Force Placement, moving tiles, Automation (W l.749-966), and the cost
// of each as the Reference card gives it.
#include "helpers.h"

#include "wealth_of_nations/report.h"

using namespace wontest;

namespace {

Table developing()
{
    Table t = drafted4();
    t.endPhase(); // Trade -> Develop
    REQUIRE(t.phase() == "develop");
    return t;
}

/// The cubes spent by the last develop command: {"labor": 1, ...}.
json spent(const Table &t)
{
    json j = json::object();
    for (const auto &i : t.lines[0].items)
        if (i.amount < 0)
            j[i.source] = j.value(i.source, 0) - i.amount;
    return j;
}

} // namespace

TEST_CASE("develop: the cost of each action, W l.768-802, l.844-851, l.893-894, l.928-930", "[develop][costs]")
{
    const json c = nc::won::developCosts();
    CHECK(c["flag"] == json{{"labor", 1}});
    CHECK(c["build_farm"] == json{{"ore", 1}, {"capital", 1}});
    CHECK(c["build_generator"] == json{{"ore", 1}, {"capital", 1}});
    CHECK(c["build_academy"] == json{{"ore", 1}, {"capital", 1}});
    CHECK(c["build_mine"] == json{{"labor", 1}, {"energy", 1}, {"capital", 1}});
    CHECK(c["build_factory"] == json{{"labor", 1}, {"ore", 2}});
    CHECK(c["build_bank"] == json{{"energy", 1}, {"ore", 1}, {"capital", 1}});
    // the Reference card's cost includes the Flag's Labor (W l.775-777)
    CHECK(c["card_farm"] == json{{"labor", 1}, {"ore", 1}, {"capital", 1}});
    CHECK(c["card_factory"] == json{{"labor", 2}, {"ore", 2}});
    CHECK(c["force"] == json{{"capital", 1}});
    CHECK(c["move"] == json{{"capital", 1}});
    CHECK(c["automate"] == json{{"energy", 1}, {"capital", 2}});
    CHECK(Table(3).report()["develop_costs"] == c);
}

TEST_CASE("develop: a Flag costs 1 Labor, W l.780-782", "[develop]")
{
    Table t = developing();
    t.flag(0);
    CHECK(t.player(0)["flags"] == 3);
    CHECK(spent(t) == json{{"labor", 1}});
    CHECK(t.lines[0].note == "A places a Flag (3 of 18) for 1 Labor");
}

TEST_CASE("develop: a player has 18 Flags, W l.62", "[develop][errors]")
{
    json doc = developing().state;
    doc["players"][0]["flags"] = 18;
    Table t(doc);
    CHECK(t.refused("develop", 0, {{"action", "flag"}}) == "develop: A has placed all 18 Flags");
    CHECK(t.refusedRule("develop", 0, {{"action", "flag"}}) == "W l.62");
    doc["players"][0]["flags"] = 19;
    CHECK(contains(refusal([&] { rules().readState(doc); }), "players[0].flags: 19 is out of range"));
}

TEST_CASE("develop: a tile is built in a hex holding the player's Flag and no tile, W l.777-779 and l.810-811",
          "[develop]")
{
    Table t = developing();
    CHECK(t.refused("develop", 1, {{"action", "build"}, {"industry", "academy"}}) ==
          "develop: B has no hex with a Flag and no tile: place a Flag first");
    t.flag(1);
    t.build(1, "academy");
    CHECK(t.player(1)["tiles"]["academy"] == 3);
    CHECK(t.player(1)["flags"] == 3); // the Flag stays, on the tile
    CHECK(spent(t) == json{{"ore", 1}, {"capital", 1}});
    CHECK(t.lines[0].note ==
          "B builds an Academy for 1 Ore, 1 Capital (with its Flag, the Reference card's 1 Labor, 1 Ore, 1 Capital)");
    CHECK(t.report()["stacks"]["academy"] == 6);
}

TEST_CASE("develop: each Industry's cost as built, W l.769-802", "[develop]")
{
    Table t = developing();
    for (int i = 0; i < 3; ++i)
        t.flag(2);
    t.build(2, "mine");
    CHECK(spent(t) == json{{"labor", 1}, {"energy", 1}, {"capital", 1}});
    t.build(2, "factory");
    CHECK(spent(t) == json{{"labor", 1}, {"ore", 2}});
    t.build(2, "bank");
    CHECK(spent(t) == json{{"energy", 1}, {"ore", 1}, {"capital", 1}});
    CHECK(t.player(2)["tiles"]["bank"] == 1);
}

TEST_CASE("develop: Force Placement adds 1 Capital to the build, W l.844-858", "[develop]")
{
    Table t = developing();
    t.flag(0);
    t.develop(0, {{"action", "build"}, {"industry", "generator"}, {"force", true}});
    CHECK(spent(t) == json{{"ore", 1}, {"capital", 2}});
    CHECK(contains(t.lines[0].note, "Force Placement: 1 Capital"));
}

TEST_CASE("develop: no tile from an empty stack, W l.820-822", "[develop][errors]")
{
    json doc = developing().state;
    doc["players"][2]["tiles"]["mine"] = 9; // the 9 Mines are all on the board
    doc["players"][2]["flags"] = 18;
    Table t(doc);
    CHECK(t.report()["stacks"]["mine"] == 0);
    CHECK(t.refused("develop", 2, {{"action", "build"}, {"industry", "mine"}}) == "develop: the Mine stack is empty");
    CHECK(contains(t.refused("develop", 2, {{"action", "build"}, {"industry", "castle"}}), "\"castle\" is not an Industry"));
}

TEST_CASE("develop: moving up to 3 tiles costs 1 Capital and a Flag in the hex moved into goes back, W l.893-912",
          "[develop]")
{
    Table t = developing();
    t.flag(3);
    t.flag(3);
    t.develop(3, {{"action", "move"}, {"tiles", 3}, {"onto_own_flags", 2}, {"forced", 1}});
    CHECK(t.player(3)["flags"] == 5); // 7 less the 2 Flags of the hexes moved into
    CHECK(spent(t) == json{{"capital", 2}});
    CHECK(contains(t.lines[0].note, "2 Flag(s) of the hexes moved into go back"));
    CHECK(contains(t.refused("develop", 3, {{"action", "move"}, {"tiles", 4}}), "develop.args.tiles: 4 is out of range: tiles moved, 1-3"));
    CHECK(t.refused("develop", 3, {{"action", "move"}, {"tiles", 1}, {"onto_own_flags", 1}}) ==
          "develop.args.onto_own_flags: D has 0 hexes with a Flag and no tile");
    CHECK(t.refused("develop", 0, {{"action", "move"}, {"tiles", 3}}) == "develop.args.tiles: A has 2 tiles on the board");
}

TEST_CASE("develop: Automating a Bloc costs 1 Energy and 2 Capital, W l.926-935", "[develop]")
{
    Table t = developing();
    t.develop(1, {{"action", "automate"}});
    CHECK(t.player(1)["automated"] == 1);
    CHECK(spent(t) == json{{"energy", 1}, {"capital", 2}});
    t.develop(1, {{"action", "automate"}});
    CHECK(t.refused("develop", 1, {{"action", "automate"}}) ==
          "develop: B has no Bloc left to Automate (one token per Bloc)");
}

TEST_CASE("develop: past the 9 Automation tokens a penny does, a warning, W l.947-949", "[develop]")
{
    json doc = developing().state;
    doc["players"][2]["automated"] = 5;
    doc["players"][3]["automated"] = 4;
    Table t(doc);
    t.develop(0, {{"action", "automate"}});
    const auto *w = findLine(t.lines, "automation_penny");
    REQUIRE(w != nullptr);
    CHECK(w->rule == "W l.40, l.947-949");
    CHECK(t.report()["automation"]["pennies"] == 1);
}

TEST_CASE("develop: only in the Develop phase, and arguments only of their action, W l.749-763", "[develop][errors]")
{
    Table t = drafted4();
    CHECK(t.refused("develop", 0, {{"action", "flag"}}) == "develop: only in the Develop phase (now it is the Trade phase)");
    t.endPhase();
    CHECK(contains(t.refused("develop", 0, {{"action", "flag"}, {"industry", "farm"}}),
                   "develop.args.industry: is an argument of develop build, not of flag"));
    CHECK(contains(t.refused("develop", 0, {{"action", "pillage"}}), "\"pillage\" is not a Develop action"));
}
