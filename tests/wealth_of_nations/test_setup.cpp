// Setup and the Package draft (W l.274-536).
#include "helpers.h"

#include "wealth_of_nations/draft.h"

using namespace wontest;
using namespace nc::won;

TEST_CASE("setup: 3-6 players, no solo, no Hall of Fame, W l.456-536", "[setup]")
{
    const auto &i = rules().info();
    CHECK(i.id == "wealth_of_nations");
    CHECK(i.name == "Wealth of Nations");
    CHECK(i.minPlayers == 3);
    CHECK(i.maxPlayers == 6);
    CHECK_FALSE(i.solo);
    CHECK(i.hallOfFame.empty());
    CHECK_FALSE(rules().isUndoBarrier("end_phase")); // the document holds everything: all can be undone
    for (int n = 3; n <= 6; ++n)
        CHECK(Table(n).state["players"].size() == static_cast<std::size_t>(n));
}

TEST_CASE("setup: a 7th player or a 2-player game is refused, W l.456-536", "[setup][errors]")
{
    json s = setup(6);
    s["players"].push_back({{"name", "G"}, {"flag", "anglica"}});
    CHECK(refusal([&] { rules().newGame(s); }) == "setup.players: 7 players: the game is for 3-6 players");
    CHECK(refusalRule([&] { rules().newGame(s); }) == "W l.456-536");
    s["players"] = json::array({{{"name", "A"}, {"flag", "bharat"}}, {{"name", "B"}, {"flag", "anglica"}}});
    CHECK(contains(refusal([&] { rules().newGame(s); }), "2 players"));
}

TEST_CASE("setup: each player takes a different Flag of the six nations, W l.304-306 and l.1098-1149",
          "[setup][errors]")
{
    json s = setup(3);
    s["players"][2]["flag"] = "bolshevia";
    CHECK(contains(refusal([&] { rules().newGame(s); }), "players[2].flag: bolshevia is A's"));
    s["players"][2]["flag"] = "atlantis";
    CHECK(contains(refusal([&] { rules().newGame(s); }), "\"atlantis\" is not one of the six nations"));
    const auto g = rules().newGame(setup(4, 2));
    REQUIRE(g.seats.size() == 4);
    CHECK(g.seats[1].player == "B");
    CHECK(g.seats[1].nation == "bharat");
    CHECK(g.seats[1].side == '\0');
}

TEST_CASE("setup: the player who drew the Generator is first, W l.318-322", "[setup]")
{
    Table t(4, 2);
    CHECK(t.state["first_player"] == 2);
    CHECK(t.report()["first_player"] == 2);
    CHECK(t.report()["draft"]["player"] == 2);
    CHECK(contains(refusal([] { rules().newGame(setup(4, 4)); }), "setup.first_player: 4 is out of range"));
}

TEST_CASE("setup: the Markets start half full, W l.286-290 and l.565-568", "[setup]")
{
    const Table t(5);
    CHECK(t.state["markets"] == json{{"food", 20}, {"energy", 20}, {"labor", 20}, {"ore", 15}, {"capital", 15}});
    CHECK(t.phase() == "draft");
    CHECK(t.state["round"] == 1);
}

TEST_CASE("setup: the twelve Packages, W l.342-380 and l.422-427", "[setup][draft]")
{
    REQUIRE(packages().size() == 12);
    CHECK(describe(*findPackage("industry_1")) == "3 Farms");
    CHECK(describe(*findPackage("industry_3")) == "2 Generators and $10");
    CHECK(describe(*findPackage("industry_4")) == "2 Academies and $10");
    CHECK(describe(*findPackage("industry_6")) == "2 Factories");
    CHECK(describe(*findPackage("commodity_1")) == "9 Food, 1 Energy and $40");
    CHECK(describe(*findPackage("commodity_2")) == "3 Food, 2 Energy, 1 Labor and $40");
    CHECK(describe(*findPackage("commodity_4")) == "1 Labor, 1 Ore, 1 Capital and $40");
    CHECK(describe(*findPackage("commodity_5")) == "3 Ore and $40");
    CHECK(describe(*findPackage("commodity_6")) == "1 Energy, 2 Capital and $40");
}

TEST_CASE("draft: a snake, clockwise from the first player then counter-clockwise from the last, W l.443-453",
          "[setup][draft]")
{
    const auto s = draftSchedule(4, 1); // B first; the last player is A, to B's right
    REQUIRE(s.size() == 12);
    std::vector<int> order;
    for (const auto &slot : s)
        order.push_back(slot.player);
    CHECK(order == std::vector<int>{1, 2, 3, 0, 0, 3, 2, 1, 1, 2, 3, 0});
    CHECK(s[0].kind == DraftKind::Industry);
    CHECK(s[4].kind == DraftKind::Either);
    CHECK_FALSE(s[4].clockwise);
}

TEST_CASE("draft: rounds by player count, 3p 4, 4p 3, 5p and 6p 2, W l.456-536", "[setup][draft]")
{
    CHECK(draftSchedule(3, 0).size() == 12);
    CHECK(draftSchedule(4, 0).size() == 12);
    CHECK(draftSchedule(5, 0).size() == 10);
    CHECK(draftSchedule(6, 0).size() == 12);
    CHECK(draftKind(3, 4) == DraftKind::Either);
    CHECK(draftKind(5, 2) == DraftKind::Commodity); // W l.506-508
    CHECK(draftKind(6, 2) == DraftKind::Commodity); // W l.534-536
}

TEST_CASE("draft: round 1 is Industry Packages only, W l.469-471", "[setup][draft][errors]")
{
    Table t(3);
    CHECK(contains(t.refused("draft_package", 0, {{"package", "commodity_1"}}),
                   "draft round 1 takes an Industry Package, not Commodity Package 1"));
}

TEST_CASE("draft: the pick belongs to the player whose turn the snake gives, W l.443-448", "[setup][draft][errors]")
{
    Table t(3);
    CHECK(t.refused("draft_package", 1, {{"package", "industry_1"}}) ==
          "draft_package: pick 1 is A's (draft round 1, clockwise from the first player)");
    t.pick(0, "industry_1");
    t.pick(1, "industry_3");
    t.pick(2, "industry_4");
    // C was last in round 1 and picks first in round 2: two Packages in a row (W l.446-448)
    t.pick(2, "commodity_1");
    CHECK(contains(t.refused("draft_package", 2, {{"package", "industry_2"}}), "pick 5 is B's"));
}

TEST_CASE("draft: the report says which Package the next pick may take, W l.402-404, l.469-471, l.490-492",
          "[setup][draft]")
{
    Table t(5);
    const auto package = [&](const std::string &id) {
        const json report = t.report(); // kept: the loop walks into it
        for (const json &p : report["packages"])
            if (p["package"] == id)
                return p;
        FAIL("no Package " << id);
        return json();
    };
    CHECK(package("industry_1")["pickable"] == true);
    CHECK(package("commodity_1")["pickable"] == false); // round 1 takes Industry Packages
    CHECK(package("industry_2")["in_draft"] == false);  // out with 5 players
    CHECK(package("industry_2")["pickable"] == false);
    t.pick(0, "industry_1");
    CHECK(package("industry_1")["taken_by"] == 0);
    CHECK(package("industry_1")["pickable"] == false);
    CHECK(t.report()["players"][0]["drafted_money"] == package("industry_1")["money"]);
    CHECK(t.report()["money_entry"] == false); // money is private during the game (W l.547-552)
}

TEST_CASE("draft: a Package is taken once, W l.402-404 and l.437-439", "[setup][draft][errors]")
{
    Table t(3);
    t.pick(0, "industry_5");
    CHECK(t.refused("draft_package", 1, {{"package", "industry_5"}}) ==
          "draft_package.args.package: Industry Package 5 was taken by A");
    CHECK(contains(t.refused("draft_package", 1, {{"package", "industry_9"}}), "\"industry_9\" is not a Package"));
}

TEST_CASE("draft: with 5 players Industry Package 2 is out and round 2 takes Commodity Packages, W l.490-511",
          "[setup][draft]")
{
    Table t(5);
    CHECK(t.report()["stacks"]["farm"] == 12); // Package 1's Farms left the stack, Package 2's did not
    CHECK(contains(t.refused("draft_package", 0, {{"package", "industry_2"}}), "not in the draft with 5 players"));
    for (int p = 0; p < 5; ++p)
        t.pick(p, "industry_" + std::to_string(p == 1 ? 6 : p + 1));
    CHECK(contains(t.refused("draft_package", 4, {{"package", "industry_2"}}), "not in the draft"));
    t.pick(4, "commodity_1");
    CHECK(contains(t.refused("draft_package", 3, {{"package", "industry_2"}}), "not in the draft"));
    t.pick(3, "commodity_2");
    t.pick(2, "commodity_3");
    t.pick(1, "commodity_4");
    t.pick(0, "commodity_5");
    CHECK(t.phase() == "trade"); // commodity_6 stays in the supply (W l.509-511)
    CHECK(t.report()["stacks"]["farm"] == 12);
}

TEST_CASE("draft: Industry Packages go on the board with a Flag on each tile, W l.400-402 and l.414-415",
          "[setup][draft]")
{
    Table t(4);
    t.pick(0, "industry_3");
    CHECK(t.player(0)["tiles"]["generator"] == 2);
    CHECK(t.player(0)["flags"] == 2);
    CHECK(contains(t.lines[0].note, "A takes Industry Package 3: 2 Generators and $10"));
    CHECK(t.lines[0].total == 10);
    CHECK(t.report()["stacks"]["generator"] == 7);
}

TEST_CASE("draft: what each player drafted, with its money and cubes, and round 1 begins, W l.453-454",
          "[setup][draft]")
{
    Table t = drafted4();
    CHECK(t.phase() == "trade");
    CHECK(t.state["round"] == 1);
    REQUIRE(findLine(t.lines, "phase") != nullptr);
    const json a = t.report()["players"][0];
    REQUIRE(a["drafted"].size() == 3);
    CHECK(a["drafted"][0]["brings"] == "2 Generators and $10");
    CHECK(a["drafted"][1]["cubes"] == json{{"food", 9}, {"energy", 1}});
    CHECK(a["drafted"][1]["money"] == 40);
    CHECK(a["drafted"][2]["package"] == "commodity_4");
    CHECK(t.player(3)["tiles"]["farm"] == 3);
    CHECK(t.player(3)["tiles"]["factory"] == 2);
    CHECK(t.player(3)["flags"] == 5);
    CHECK(t.report()["draft"].is_null());
    CHECK(contains(t.refused("draft_package", 0, {{"package", "commodity_2"}}), "the draft is over"));
}

TEST_CASE("setup: the table may start with its corrections of the price tables", "[setup][prices]")
{
    json s = setup(3);
    s["price_corrections"] = {{{"market", "labor"}, {"price", "sell"}, {"well", 21}, {"value", 12}}};
    const Table t(rules().newGame(s).state);
    CHECK(t.state["price_corrections"].size() == 1);
    CHECK(t.report()["markets"]["labor"]["sell"] == 12);
    s["price_corrections"][0]["well"] = 0;
    CHECK(contains(refusal([&] { rules().newGame(s); }), "price_corrections[0].well: 0 is out of range"));
}

TEST_CASE("setup: the draft's next pick, its round, direction and kind, W l.443-453", "[setup][draft]")
{
    Table t(4, 3);
    for (int p : {3, 0, 1, 2})
        t.pick(p, "industry_" + std::to_string(p + 1));
    const json d = t.report()["draft"];
    CHECK(d == json{{"pick", 5}, {"of", 12}, {"player", 2}, {"round", 2}, {"direction", "counter-clockwise"}, {"takes", "either"}});
}
