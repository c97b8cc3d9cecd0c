// Resolution step 1: Production, revolt and the resource-loss rules (scoring/nations/resolution.h,
// shortage.h). Sources: Rulebook p.7 "Revolt", p.8 "Resource loss", p.18 Resolution 1; FAQ R-02..R-08,
// T-01, T-02, T-03, T-21.
//
// "Quiet" table used here: 2 players, round 1, Bread and Games / Christianity (famine 0): with equal
// Stability nobody is "most stable", and Christianity is optional (declined by default), so the state
// after resolution is the state after Production (and War).
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace nctest;

TEST_CASE("T-21 rulebook p.18: food line +2 −1 +3 +2 −2 −3 = +1", "[production][rulebook]")
{
    GameState s = game(2);
    PlayerState &a = s.players[0];
    a.buildings = {{"granary", 1}, {"legionary", 1}};
    a.colonies = {"greenland", "gaul"};
    a.wonders = {"pyramids"};
    a.populationTaken = {1, 0};
    a.food = 4;
    const auto r = resolveRound(catalog(), s);
    const ExplanationLine *food = findLine(r, "production", 0, Quantity::Food);
    REQUIRE(food);
    CHECK(food->total == 1);
    CHECK(food->text() == "Food: +2 Granary \u00d71, \u22121 Legionary \u00d71, +3 Greenland, +2 Gaul, \u22122 Pyramids, "
                          "\u22123 Population Track (Food section) \u00d71 = +1");
    CHECK(r.after.players[0].food == 5);
    CHECK(r.after.players[0].gold == 2); // Pyramids
    CHECK(r.after.players[0].stone == 1); // Granary
}

TEST_CASE("T-02 rulebook p.18: pay 5 Stone holding 2 → lose the 2, 1 VP and 3 Books", "[production][rulebook]")
{
    GameState s = game(2);
    PlayerState &a = s.players[0];
    a.buildings = {{"hoplite", 5}};
    a.stone = 2;
    a.books = 5;
    a.vp = 3;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].stone == 0);
    CHECK(r.after.players[0].vp == 2);
    CHECK(r.after.players[0].books == 2);
    const ExplanationLine *stone = findLine(r, "production", 0, Quantity::Stone);
    REQUIRE(stone);
    CHECK(stone->text() == "Stone: \u22125 Hoplite \u00d75, +3 shortage: 3 not held = \u22122");
    CHECK(lineTotal(r, "production", 0, Quantity::Vp) == -1);
    CHECK(findLine(r, "production", 0, Quantity::Books)->text() == "Books: \u22123 Stone shortage (3 missing) = \u22123");
}

TEST_CASE("FAQ R-02 / rulebook appendix: produce before consume, net per resource", "[production][faq]")
{
    GameState s = game(2);
    PlayerState &a = s.players[0];
    a.buildings = {{"hoplite", 1}, {"ziggurat", 1}}; // −1 Stone upkeep, +1 Stone production
    a.stone = 0;
    a.vp = 3;
    s.players[1].buildings = {{"ziggurat", 1}}; // same Stability for a quiet event
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].stone == 0);
    CHECK(r.after.players[0].vp == 3);
    CHECK(lineTotal(r, "production", 0, Quantity::Stone) == 0);
}

TEST_CASE("T-01 FAQ worst case: food shortage in production, then a lost war (derived step 3)", "[production][war][faq]")
{
    GameState s = game(2);
    PlayerState &a = s.players[0];
    a.food = 2;
    a.books = 3;
    a.stone = 6;
    a.vp = 5;
    a.populationTaken = {1, 0}; // 3 Food upkeep
    // T-01 has printed loss 3 Food and Stability 0; Hunnic Invasions prints 4 Food, so Stability 1
    // reduces it to the same 3 (the VP and Books accounting is unchanged).
    a.manualStability = 1;
    s.players[1].colonies = {"macedonia"}; // Strength 2: not defeated
    s.players[1].manualStability = 1;
    s.roundInputs.war = WarState{"hunnic_invasions", 2, 1};
    const auto r = resolveRound(catalog(), s);
    // Step 1: food 0, books 2, −1 VP, stone 6
    CHECK(lineTotal(r, "production", 0, Quantity::Food) == -2);
    CHECK(lineTotal(r, "production", 0, Quantity::Books) == -1);
    CHECK(lineTotal(r, "production", 0, Quantity::Vp) == -1);
    // Step 2-3: −1 VP defeat, 3 Food owed with Food at 0 (no second Food VP, R-06), 2 Books lost,
    // 1 more Book owed → −1 VP for Books and 1 other resource (Stone, the one held most).
    CHECK(findLine(r, "war", 0, Quantity::Food)->text() ==
          "Food: \u22124 Hunnic Invasions, +1 reduced by Stability 1, +3 shortage: 3 not held = 0");
    CHECK(lineTotal(r, "war", 0, Quantity::Vp) == -2);
    CHECK(lineTotal(r, "war", 0, Quantity::Books) == -2);
    CHECK(lineTotal(r, "war", 0, Quantity::Stone) == -1);
    const PlayerState &after = r.after.players[0];
    CHECK(after.food == 0);
    CHECK(after.books == 0);
    CHECK(after.stone == 5);
    CHECK(after.vp == 2); // round VP total through the war: −3
    const Decision *d = findDecision(r, "shortage/0/books/war");
    REQUIRE(d);
    CHECK(d->defaultOption == "stone");
    CHECK_FALSE(d->answered);
    CHECK_FALSE(r.complete());
    CHECK(r.after.players[1].vp == 0);
}

TEST_CASE("FAQ R-05: Books at 0 — the player chooses the other resource (answered decision)", "[production][faq]")
{
    GameState s = game(2);
    for (auto &p : s.players)
        p.manualStability = -2; // both in revolt: equal for the event
    PlayerState &a = s.players[0];
    a.books = 0;
    a.gold = 1;
    a.food = 4;
    a.vp = 4;
    SECTION("default: the resource held most (Food)")
    {
        const auto r = resolveRound(catalog(), s);
        CHECK(r.after.players[0].food == 2);
        CHECK(r.after.players[0].gold == 1);
        CHECK(r.after.players[0].vp == 2); // revolt VP + Books shortage VP
        CHECK(findDecision(r, "shortage/0/books/production")->defaultOption == "food");
    }
    SECTION("answer gold: 1 Gold, the rest from the largest other holding")
    {
        s.roundInputs.choices["shortage/0/books/production"] = "gold";
        const auto r = resolveRound(catalog(), s);
        CHECK(r.after.players[0].gold == 0);
        CHECK(r.after.players[0].food == 3);
        CHECK(findDecision(r, "shortage/0/books/production")->answered);
    }
}

TEST_CASE("T-03 rulebook p.7: revolt at Stability −2 loses 2 Books and exactly 1 VP", "[production][revolt][rulebook]")
{
    GameState s = game(2);
    for (auto &p : s.players) {
        p.manualStability = -2;
        p.books = 5;
        p.vp = 3;
    }
    s.players[1].manualStability = -5; // deeper revolt: still 1 VP
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].books == 3);
    CHECK(r.after.players[0].vp == 2);
    CHECK(r.after.players[1].books == 0);
    CHECK(r.after.players[1].vp == 2);
    CHECK(findLine(r, "production", 0, Quantity::Books, "revolt")->text() ==
          "Books: \u22122 Revolt (Stability \u22122) = \u22122");
    CHECK(lineTotal(r, "production", 0, Quantity::Vp, "revolt") == -1);
}

TEST_CASE("FAQ R-07: VP never below 0", "[production][faq]")
{
    GameState s = game(2);
    PlayerState &a = s.players[0];
    a.buildings = {{"hoplite", 2}};
    a.stone = 0;
    a.books = 5;
    a.vp = 0;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 0);
    const ExplanationLine *vp = findLine(r, "production", 0, Quantity::Vp);
    REQUIRE(vp);
    CHECK(vp->total == 0);
    CHECK(vp->text().find("VP cannot go below 0") != std::string::npos);
}

TEST_CASE("FAQ R-06: at most 1 VP per resource type per round (production + event + famine)", "[production][famine][faq]")
{
    // Attila / Zoroastrian revival, famine 3. Everybody is weakest (all Strength 0) and loses 3 Gold.
    GameState s = game(2, 1, "attila__zoroastrian_revival");
    for (auto &p : s.players) {
        p.gold = 3;
        p.books = 10;
        p.vp = 5;
    }
    PlayerState &a = s.players[0];
    a.food = 0;
    a.populationTaken = {1, 0};
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "production", 0, Quantity::Vp) == -1);
    CHECK(lineTotal(r, "famine", 0, Quantity::Vp) == 0); // Food VP already lost this round
    CHECK(r.after.players[0].books == 4);                 // 3 + 3 Books for the missing Food
    CHECK(r.after.players[0].vp == 4);
    CHECK(r.after.players[0].gold == 0);
    CHECK(r.after.players[1].food == 7);
    CHECK(r.after.players[1].vp == 5);
}

TEST_CASE("Rulebook p.18: Book upkeep with no Books left triggers the Books rule", "[production][rulebook]")
{
    GameState s = game(2);
    PlayerState &a = s.players[0];
    a.buildings = {{"conquistador", 1}}; // −1 Book
    a.books = 0;
    a.gold = 2;
    a.food = 0;
    a.vp = 1;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].books == 0);
    CHECK(r.after.players[0].vp == 0);
    CHECK(r.after.players[0].gold == 1);
}

TEST_CASE("Manual adjustments are applied in Production and labelled", "[production]")
{
    // The table enters an effect the app does not apply (or corrects one) as a manual adjustment.
    GameState s = game(2);
    s.players[0].vp = 2;
    s.roundInputs.adjustments = {{0, Quantity::Stone, 2, "card effect by hand"}, {0, Quantity::Vp, 1, "bonus"}};
    const auto r = resolveRound(catalog(), s);
    CHECK(findLine(r, "production", 0, Quantity::Stone)->text() == "Stone: +2 manual: card effect by hand = +2");
    CHECK(r.after.players[0].stone == 2);
    CHECK(r.after.players[0].vp == 3);
}

TEST_CASE("Rulebook p.16: a Wonder under construction produces nothing", "[production][rulebook]")
{
    GameState s = game(2);
    s.players[0].wonderUnderConstruction = WonderUnderConstruction{"pyramids", 2};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].gold == 0);
    CHECK(findLine(r, "production", 0, Quantity::Gold) == nullptr);
}
