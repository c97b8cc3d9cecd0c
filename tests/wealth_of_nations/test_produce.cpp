// The Produce phase and the Bloc production calculator (W l.968-1031).
#include "helpers.h"

#include "wealth_of_nations/production.h"

using namespace wontest;
using namespace nc::won;

namespace {

BlocRun run(const json &bloc) { return runBloc(readBloc(bloc, "bloc"), 0); }

Table producing()
{
    Table t = drafted4();
    t.endPhase();
    t.endPhase(); // Trade -> Develop -> Produce
    REQUIRE(t.phase() == "produce");
    return t;
}

} // namespace

TEST_CASE("produce: Showa's 4 Academies, 4 Food and 1 Energy for 7 Labor, W l.1028-1031", "[produce]")
{
    const BlocRun r = run({{"industry", "academy"}, {"tiles", 4}, {"full_dots", 7}});
    CHECK(r.spent[Commodity::Food] == 4);
    CHECK(r.spent[Commodity::Energy] == 1);
    CHECK(r.produced[Commodity::Labor] == 7);
    CHECK(r.line.note == "4 Academies: 7 Labor for 4 Food, 1 Energy");
}

TEST_CASE("produce: Generators power themselves, 3 Food for 5 Energy, W l.1023-1026 and l.197-198", "[produce]")
{
    const BlocRun r = run({{"industry", "generator"}, {"tiles", 3}, {"full_dots", 5}});
    CHECK(r.spent[Commodity::Food] == 3);
    CHECK(r.spent[Commodity::Energy] == 0);
    CHECK(r.produced[Commodity::Energy] == 5);
}

TEST_CASE("produce: an Automated Bloc is fed with 1 Ore, 3 Factories give 4 Capital, W l.1018-1021 and l.988-990",
          "[produce]")
{
    const BlocRun r = run({{"industry", "factory"}, {"tiles", 3}, {"full_dots", 4}, {"automated", true}});
    CHECK(r.spent == [] { Cubes c; c[Commodity::Energy] = 1; c[Commodity::Ore] = 1; return c; }());
    CHECK(r.produced[Commodity::Capital] == 4);
    // it may still be fed with Food (W l.936-938)
    const BlocRun f = run({{"industry", "factory"}, {"tiles", 3}, {"full_dots", 4}, {"automated", true}, {"feed", "food"}});
    CHECK(f.spent[Commodity::Food] == 3);
    CHECK(f.spent[Commodity::Ore] == 0);
}

TEST_CASE("produce: Farms feed themselves and need 1 Energy, W l.194-195 and l.980", "[produce]")
{
    const BlocRun r = run({{"industry", "farm"}, {"tiles", 3}, {"full_dots", 4}});
    CHECK(r.spent[Commodity::Food] == 0);
    CHECK(r.spent[Commodity::Energy] == 1);
    CHECK(r.produced[Commodity::Food] == 4);
    CHECK(contains(refusal([] { run({{"industry", "farm"}, {"tiles", 3}, {"full_dots", 4}, {"fed_tiles", 2}}); }),
                   "Farms feed themselves"));
}

TEST_CASE("produce: each full Bank dot gives $30, W l.972-974", "[produce]")
{
    const BlocRun r = run({{"industry", "bank"}, {"tiles", 2}, {"full_dots", 2}});
    CHECK(r.money == 60);
    CHECK(r.produced.total() == 0);
    CHECK(r.spent[Commodity::Food] == 2);
    CHECK(r.line.note == "2 Banks: $60 for 2 Food, 1 Energy");
}

TEST_CASE("produce: dots shared with another player's adjacent Bloc produce nothing, W l.982-984", "[produce]")
{
    const BlocRun r = run({{"industry", "mine"}, {"tiles", 3}, {"full_dots", 4}, {"shared_dots", 1}});
    CHECK(r.produced[Commodity::Ore] == 3);
    CHECK(r.line.items[2].source == "shared_dots");
    CHECK(r.line.items[2].rule == "W l.982-984");
}

TEST_CASE("produce: dots on unfed tiles are ignored, W l.999-1002", "[produce]")
{
    const BlocRun r = run({{"industry", "academy"}, {"tiles", 4}, {"full_dots", 7}, {"fed_tiles", 3}, {"unfed_dots", 3}});
    CHECK(r.spent[Commodity::Food] == 3);
    CHECK(r.produced[Commodity::Labor] == 4);
    CHECK(contains(refusal([] { run({{"industry", "academy"}, {"tiles", 2}, {"full_dots", 1}, {"unfed_dots", 1}}); }),
                   "every tile is fed"));
}

TEST_CASE("produce: impossible Blocs are refused", "[produce][errors]")
{
    CHECK(contains(refusal([] { run({{"industry", "mine"}, {"tiles", 2}, {"full_dots", 1}, {"feed", "ore"}}); }),
                   "bloc.feed: only an Automated Bloc can be fed with Ore"));
    CHECK(contains(refusal([] { run({{"industry", "mine"}, {"tiles", 2}, {"full_dots", 2}, {"shared_dots", 3}}); }),
                   "bloc.shared_dots: 3 is out of range"));
    CHECK(contains(refusal([] { run({{"industry", "mine"}, {"tiles", 10}, {"full_dots", 2}}); }),
                   "bloc.tiles: 10 is out of range: tiles in the Bloc, 1-9"));
    CHECK(contains(refusal([] { run({{"industry", "mine"}, {"tiles", 2}, {"full_dots", 13}}); }),
                   "at most 6 per tile"));
    CHECK(contains(refusal([] { run({{"industry", "mine"}, {"tiles", 2}, {"full_dots", 1}, {"fed_tiles", 0}}); }),
                   "leave it out"));
    CHECK(contains(refusal([] { run({{"industry", "oil"}, {"tiles", 2}, {"full_dots", 1}}); }), "\"oil\" is not an Industry"));
}

TEST_CASE("produce: the Blocs a player runs, through apply, and entering them again replaces them, W l.968-986",
          "[produce]")
{
    Table t = producing();
    // C: 3 Farms and 2 Mines (Packages 1 and 5)
    t.run("produce", 2, {{"blocs", {{{"industry", "farm"}, {"tiles", 3}, {"full_dots", 3}}, {{"industry", "mine"}, {"tiles", 2}, {"full_dots", 1}}}}});
    REQUIRE(findLine(t.lines, "produce_total") != nullptr);
    CHECK(findLine(t.lines, "produce_total")->note ==
          "C runs 2 Bloc(s): 3 Food, 1 Ore for 2 Food, 2 Energy; what was produced cannot run a Bloc in this phase");
    CHECK(t.report()["players"][2]["production"] ==
          json{{"spent", {{"food", 2}, {"energy", 2}}}, {"produced", {{"food", 3}, {"ore", 1}}}, {"money", 0}});
    t.run("produce", 2, {{"blocs", {{{"industry", "farm"}, {"tiles", 3}, {"full_dots", 4}}}}});
    CHECK(t.player(2)["production"].size() == 1);
}

TEST_CASE("produce: no more tiles in the Blocs than on the board, no more Automated Blocs than tokens",
          "[produce][errors]")
{
    Table t = producing();
    CHECK(t.refused("produce", 0, {{"blocs", {{{"industry", "generator"}, {"tiles", 3}, {"full_dots", 3}}}}}) ==
          "produce.args.blocs[0].tiles: the Blocs hold 3 Generator tiles, but A has 2 on the board");
    CHECK(t.refused("produce", 0, {{"blocs", {{{"industry", "generator"}, {"tiles", 2}, {"full_dots", 1}, {"automated", true}}}}}) ==
          "produce.args.blocs[0].automated: A has 0 Automation token(s), fewer than the Automated Blocs entered");
    Table d = drafted4();
    CHECK(d.refused("produce", 0, {{"blocs", json::array()}}) == "produce: only in a Produce phase (now it is the Trade phase)");
}
