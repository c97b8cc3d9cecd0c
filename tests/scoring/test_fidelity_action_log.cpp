// Rules (issue 12) met in the recorded Action Phase and Growth, through the action log like the app records
// them: the War marker's cap, the shortage VP lost in the Action Phase carried into the Resolution Phase,
// and the free Worker taken first at Growth.
#include "../action_phase/support.h"

#include "nations/resolution.h"

using namespace aptest;

namespace {
json buyCard(int p, const std::string &card, int row)
{
    return {{"player", p}, {"card", card}, {"row", row}};
}

int vpLine(const ResolutionResult &r, const std::string &step, int player)
{
    for (const auto &s : r.steps)
        if (s.id == step)
            for (const auto &l : s.lines)
                if (l.player == player && l.quantity == Quantity::Vp && l.step == step)
                    return l.total;
    return 0;
}
} // namespace

TEST_CASE("Rulebook p.5 setup step 4: a War bought at Strength 45 puts the marker on 40", "[action][war]")
{
    // "Any Military Strength above 40 is counted as 40" (the War marker: Rulebook p.15, FAQ R-16).
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.manualStrength = 45; });
    t.act("buy", buyCard(0, "hunnic_invasions", 2));
    REQUIRE(t.state.roundInputs.war);
    CHECK(t.state.roundInputs.war->strength == 40);
}

TEST_CASE("Rulebook p.8: a shortage in the Action Phase costs 1 VP, and Production takes no second one",
          "[action][shortage][rulebook]")
{
    // "When a nation is required to lose resources but does not have enough, it must lose what it has plus
    // 1 VP. In addition it loses 1 Book per missing resource. [...] It is only possible to lose at most
    // 1 VP per round per resource that you do not have enough of." Colosseum: "When completed you lose
    // 2 food once" — A holds 0 Food.
    Table t = table(2);
    t.edit(0, [](PlayerState &p) {
        p.food = 0;
        p.vp = 3;
        p.wonderUnderConstruction = WonderUnderConstruction{"colosseum", 1};
    });
    t.act("hire", {{"player", 0}});
    CHECK(t.p(0).food == 0);
    CHECK(t.p(0).vp == 2);
    CHECK(t.p(0).books == 10 - 2);
    CHECK(toJson(t.state)["round_inputs"]["shortage_vp_lost"] == json{{"0", {"food"}}});
    CHECK(t.replayed() == t.state); // the action log replay produces the ledger too

    // Resolution Phase of the same round: 1 Food upkeep entered by hand, A still holds no Food.
    t.act("adjustments", {{"items", {{{"player", 0}, {"quantity", "food"}, {"amount", -1}, {"note", "upkeep"}}}}});
    t.act("pass", {{"player", 1}});
    t.act("pass", {{"player", 0}});
    const ResolutionResult r = resolveRound(catalog(), t.state);
    CHECK(vpLine(r, "production", 0) == 0);
    CHECK(r.after.players[0].vp == 2);
    // The same from the saved document (what `resolve` reads).
    const ResolutionResult fromDoc = resolveRound(catalog(), stateFromJson(toJson(t.state)));
    CHECK(fromDoc.after == r.after);
}

TEST_CASE("Rulebook p.8: Growth takes the free Worker on top of the Population Track first",
          "[growth][workers][rulebook]")
{
    // "The next time you take a Worker, take this free Worker first."
    GameSetup setup;
    setup.seats = {{"A", "china", 'A', Difficulty::Prince, {}}, {"B", "persia", 'A', Difficulty::Prince, {}}};
    GameState s = newGame(catalog(), setup);
    json pj = toJson(s.players[0]);
    pj["workers"]["free"] = 1;
    s = apply(catalog(), s, Action{"player", {{"player", 0}, {"state", pj}}});
    const int idle = s.players[0].idleWorkers;
    const std::vector<int> taken = s.players[0].populationTaken;
    s = apply(catalog(), s, Action{"growth", {{"player", 0}, {"choice", "worker:food"}}});
    CHECK(s.players[0].idleWorkers == idle + 1);
    CHECK(s.players[0].populationTaken == taken); // no section pays for it
    CHECK(s.players[0].freeWorkers == 0);
}

TEST_CASE("FAQ R-05: Books at 0 in the Action Phase cost another resource, the one held most or the nation's choice",
          "[action][shortage][faq]")
{
    // Rulebook p.8 "Resource loss": 1 Book per missing resource; FAQ R-05: "If you have no books left, you lose
    // one other resource of your choice instead" (as the Resolution Phase's Decision, test_production.cpp).
    // Colosseum: "When completed you lose 2 food once" — A holds 0 Food and 1 Book: the second Book is owed.
    auto colosseumWithoutFood = [] {
        Table t = table(2);
        t.edit(0, [](PlayerState &p) {
            p.food = 0;
            p.books = 1;
            p.gold = 2;
            p.stone = 5;
            p.vp = 3;
            p.wonderUnderConstruction = WonderUnderConstruction{"colosseum", 1};
        });
        return t;
    };
    SECTION("default: the resource held most (Stone)")
    {
        Table t = colosseumWithoutFood();
        const int stone = t.p(0).stone, gold = t.p(0).gold;
        t.act("hire", {{"player", 0}});
        CHECK(t.p(0).books == 0);
        CHECK(t.p(0).vp == 3 - 2); // the Food VP and the Books VP (each once per round)
        // The hired Architect's Stone (Colosseum's section cost) and 1 Stone instead of the missing Book.
        const int architectStone = stone - t.p(0).stone - 1;
        CHECK(architectStone >= 0);
        CHECK(t.p(0).gold == gold);
        CHECK(t.state.roundInputs.actionPhase.byHand.empty()); // nothing left to the table
        bool explained = false;
        for (const auto &a : t.state.roundInputs.actionPhase.applied)
            explained = explained || a.text.find("\u22121 Stone instead of 1 Books") != std::string::npos;
        CHECK(explained);
        CHECK(t.replayed() == t.state);
    }
    SECTION("the nation's choice: Gold (payload books_instead)")
    {
        Table t = colosseumWithoutFood();
        const int gold = t.p(0).gold;
        t.act("hire", {{"player", 0}, {"books_instead", {{"0", "gold"}}}});
        CHECK(t.p(0).gold == gold - 1);
        CHECK(t.replayed() == t.state);
    }
    SECTION("Books are no answer")
    {
        Table t = colosseumWithoutFood();
        REQUIRE_THROWS_WITH(t.act("hire", {{"player", 0}, {"books_instead", {{"0", "books"}}}}),
                            Catch::Contains("FAQ R-05"));
    }
}
