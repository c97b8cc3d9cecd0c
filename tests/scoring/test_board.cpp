// Board values: Strength, Stability, population upkeep, private architects, golden age bonus
// (scoring/nations/board.h). Sources: Rulebook p.7, p.8, p.13, p.15-16; FAQ, T-12, T-17..T-20.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace nctest;

TEST_CASE("T-19a rulebook p.15: Ziggurat worker gives +2 Stability at once", "[board][rulebook]")
{
    PlayerState p = player("A", "rome");
    p.buildings = {{"ziggurat", 2}};
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.stability == 4);
    CHECK(b.strength == 0);
    REQUIRE(b.stabilityLine.items.size() == 1);
    CHECK(b.stabilityLine.items[0].label == "Ziggurat");
    CHECK(b.stabilityLine.items[0].count == 2);
    CHECK(b.stabilityLine.items[0].perWorker);
    CHECK(b.stabilityLine.text() == "Stability: +4 Ziggurat \u00d72 = +4");
}

TEST_CASE("T-19b rulebook p.15: Hoplite worker gives +3 Strength, raid 3 only when staffed", "[board][rulebook]")
{
    PlayerState p = player("A", "rome");
    p.buildings = {{"hoplite", 0}};
    CHECK(boardValues(catalog(), p).strength == 0);
    CHECK(bestRaidValue(catalog(), p) == 0);
    p.buildings[0].workers = 2;
    CHECK(boardValues(catalog(), p).strength == 6);
    CHECK(bestRaidValue(catalog(), p) == 3);
}

TEST_CASE("T-17 FAQ R-01: Jaguar Warrior lowers Stability on deploy, gives it back on undeploy", "[board][faq]")
{
    PlayerState p = player("A", "rome");
    p.buildings = {{"ziggurat", 2}, {"jaguar_warrior", 0}};
    CHECK(boardValues(catalog(), p).stability == 4);
    p.buildings[1].workers = 1;
    CHECK(boardValues(catalog(), p).stability == 3);
    CHECK(boardValues(catalog(), p).strength == 7);
    p.buildings[1].workers = 0;
    CHECK(boardValues(catalog(), p).stability == 4);
}

TEST_CASE("T-18 rulebook p.15: moving a Worker Conquistador → Railroad: −7 Strength, +3 Stability", "[board][rulebook]")
{
    PlayerState p = player("A", "rome");
    p.buildings = {{"conquistador", 1}, {"railroad", 0}};
    const BoardValues before = boardValues(catalog(), p);
    p.buildings = {{"conquistador", 0}, {"railroad", 1}};
    const BoardValues after = boardValues(catalog(), p);
    CHECK(after.strength - before.strength == -7);
    CHECK(after.stability - before.stability == 3);
}

TEST_CASE("T-20 rulebook p.16: buying Macedonia adds 2 Strength at once", "[board][rulebook]")
{
    PlayerState p = player("A", "rome");
    p.colonies = {"macedonia"};
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.strength == 2);
    CHECK(b.strengthLine.text() == "Military Strength: +2 Macedonia = +2");
}

TEST_CASE("T-12 rulebook p.13 Egypt example: 2 Workers from the Food section cost 6 Food per Production", "[board][rulebook]")
{
    PlayerState p = player("A", "egypt");
    p.populationTaken = {1, 0};
    CHECK(boardValues(catalog(), p).populationFoodUpkeep == 3);
    p.populationTaken = {2, 0}; // takes one more from the Food section
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.populationFoodUpkeep == 6);
    REQUIRE(b.populationUpkeepItems.size() == 1);
    CHECK(b.populationUpkeepItems[0].first == Quantity::Food);
    CHECK(b.populationUpkeepItems[0].second.label == "Population Track (Food section)");
    CHECK(b.populationUpkeepItems[0].second.amount == -6);
}

TEST_CASE("FAQ R-38: Workers taken from the Stability section lower Stability by 3 each", "[board][faq]")
{
    PlayerState p = player("A", "egypt");
    p.populationTaken = {0, 2};
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.stability == -6);
    CHECK(b.populationFoodUpkeep == 0);
    CHECK(b.stabilityLine.text() == "Stability: \u22126 Population Track (Stability section) \u00d72 = \u22126");
}

TEST_CASE("nations.json Mongolia B: the second Population section costs Strength", "[board][data]")
{
    PlayerState p = player("A", "mongolia", 'B');
    p.populationTaken = {1, 2};
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.strength == -6);
    CHECK(b.stability == 0);
    CHECK(b.populationFoodUpkeep == 3);
}

TEST_CASE("Rulebook p.16: Colonies, ready Wonders, Advisors count, a Wonder under construction does not", "[board][rulebook]")
{
    PlayerState p = player("A", "rome");
    p.wonders = {"hanging_gardens"};                          // +1 Stability
    p.wonderUnderConstruction = WonderUnderConstruction{"hanging_gardens", 1};
    p.advisors = {"augustus"};                                // +1 Strength
    p.manualStrength = 2;
    p.manualNote = "nation special";
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.stability == 1);
    CHECK(b.strength == 3);
    CHECK(b.strengthLine.text() == "Military Strength: +1 Augustus, +2 manual: nation special = +3");
}

TEST_CASE("FAQ R-12/R-21: private Architects and Golden Age bonus summed from held cards", "[board][faq]")
{
    PlayerState p = player("A", "rome");
    p.advisors = {"archimedes"};
    p.wonders = {"great_library", "uraniborg", "alhambra"};
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.architectsPrivate == 2);
    CHECK(b.goldenAgeBonus == 3);
}

TEST_CASE("Unknown card ids and a missing nation side are skipped", "[board]")
{
    PlayerState p = player("A", "atlantis");
    p.buildings = {{"no_such_card", 3}};
    p.populationTaken = {4, 4};
    const BoardValues b = boardValues(catalog(), p);
    CHECK(b.strength == 0);
    CHECK(b.stability == 0);
    CHECK(b.populationFoodUpkeep == 0);
}
