// Hawaii (natural wonder) and Joseon Kingdom (Korea's dynasty) through the recorded Action Phase and
// the Resolution Phase. Card text (data/catalog): Hawaii "when discovered you take 1 worker and that
// track space is marked so it costs no upkeep"; Joseon Kingdom "Special action once per round: park up to
// 3 of one resource (food, stone or gold) here; at the end of the round you get double back".
// Rulebook p.8 "Taking and Returning Workers" (the player chooses the section), appendix (no spending more
// than you have).
#include "support.h"

#include "nations/resolution.h"

using namespace aptest;

namespace {

json turmoil(int player, const std::string &choice) { return {{"player", player}, {"choice", choice}}; }

/// Player 0 (China A, round 3) with Hawaii explored to its last exploration turn.
Table hawaiiBeforeDiscovery()
{
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 3);
    t.act("buy", {{"player", 0}, {"card", "hawaii"}, {"row", 1}});
    t.act("pass", {{"player", 1}});
    for (int i = 0; i < 3; ++i)
        t.act("explore", {{"player", 0}});
    REQUIRE(t.p(0).wonderUnderConstruction);
    return t;
}

/// Player 0 (Korea B) with Joseon Kingdom played (turmoil), player 1 passed.
Table joseonInPlay()
{
    Table t = tableOf({{"korea", 'B'}, {"rome", 'A'}});
    t.act("turmoil", turmoil(0, "joseon_kingdom"));
    t.act("pass", {{"player", 1}});
    return t;
}

} // namespace

TEST_CASE("Hawaii discovered: a Worker from the chosen section, its space marked, no Stability lost", "[dynasties][hawaii]")
{
    Table t = hawaiiBeforeDiscovery();
    const PlayerState before = t.p(0);
    const int stability = t.stability(0);
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}, {"section", "strength"}}), Catch::Contains("no \"strength\" section"));
    t.act("explore", {{"player", 0}, {"section", "stability"}});
    CHECK(t.p(0).wonders == std::vector<std::string>{"hawaii"});
    CHECK(t.p(0).idleWorkers == before.idleWorkers + 1);
    CHECK(t.p(0).populationTaken[1] == before.populationTaken[1] + 1);
    REQUIRE(t.p(0).populationMark);
    CHECK(*t.p(0).populationMark == PopulationMark{"stability", before.populationTaken[1]});
    CHECK(t.stability(0) == stability); // the uncovered space is the marked one
    CHECK(explained(t.state, "hawaii", "is marked and costs no upkeep"));
    CHECK(t.state.roundInputs.actionPhase.byHand.empty());
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Hawaii discovered without a section: the first space with an upkeep, no Food upkeep for it", "[dynasties][hawaii]")
{
    Table t = hawaiiBeforeDiscovery();
    const PlayerState before = t.p(0);
    t.act("explore", {{"player", 0}});
    REQUIRE(t.p(0).populationMark);
    CHECK(*t.p(0).populationMark == PopulationMark{"food", before.populationTaken[0]});
    CHECK(t.p(0).populationTaken[0] == before.populationTaken[0] + 1);
    t.act("pass", {{"player", 0}});
    const BoardValues b = boardValues(catalog(), t.state, 0);
    CHECK(b.populationUpkeep == boardValues(catalog(), before).populationUpkeep); // the new space costs nothing
}

TEST_CASE("Joseon Kingdom parks Food, Stone or Gold and gets double back at the end of the round", "[dynasties][joseon]")
{
    Table t = joseonInPlay();
    const PlayerState before = t.p(0);
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "joseon_kingdom"}}), Catch::Contains("say what is parked"));
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "joseon_kingdom"}, {"park", {{"books", 2}}}}),
                      Catch::Contains("not \"books\""));
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "joseon_kingdom"}, {"park", {{"food", 4}}}}),
                      Catch::Contains("parks 1 to 3 food"));
    t.edit(0, [](PlayerState &p) { p.stone = 2; });
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "joseon_kingdom"}, {"park", {{"stone", 3}}}}),
                      Catch::Contains("you may not spend more than you have"));
    t.act("special", {{"player", 0}, {"card", "joseon_kingdom"}, {"park", {{"food", 3}}}});
    CHECK(t.p(0).food == before.food - 3);
    CHECK(t.p(0).parked == std::map<std::string, int>{{"food", 3}});
    CHECK(explained(t.state, "joseon_kingdom", "parks 3 Food on the card; 6 come back at the end of the round"));
    CHECK(t.state.roundInputs.actionPhase.byHand.empty());
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "joseon_kingdom"}, {"park", {{"gold", 1}}}}),
                      Catch::Contains("once per round"));
    CHECK(t.replayed() == t.state);
    t.act("pass", {{"player", 0}});

    GameState noPark = t.state;
    noPark.players[0].parked.clear();
    const ResolutionResult plain = resolveRound(catalog(), noPark);
    const ResolutionResult r = resolveRound(catalog(), t.state);
    CHECK(r.after.players[0].food == plain.after.players[0].food + 6);
    CHECK(r.after.players[0].parked.empty());
    REQUIRE_FALSE(r.steps.empty());
    CHECK(r.steps.back().id == "end_of_round");
}

TEST_CASE("Hawaii needs a Worker left on the Population Track to buy (card text), overridable", "[dynasties][hawaii]")
{
    // Card text: "Needs a worker left on your population track to buy".
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 3);
    const NationSide &side = *catalog().nation("china")->side('A');
    t.edit(0, [&](PlayerState &p) {
        for (size_t k = 0; k < side.population.size(); ++k)
            p.populationTaken[k] = side.population[k].capacity; // every Worker taken
    });
    const GameState before = t.state;
    REQUIRE_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "hawaii"}, {"row", 1}}),
                        Catch::Contains("needs a Worker left on your Population Track"));
    CHECK(t.state == before);
    t.act("buy", {{"player", 0}, {"card", "hawaii"}, {"row", 1}, {"override", true}}); // the table's call
    CHECK(t.p(0).wonderUnderConstruction->card == "hawaii");
    CHECK_FALSE(t.state.roundInputs.actionPhase.overrides.empty());
}
