// Most/least with the tie rules, passed first/last, player order and Books scoring
// (scoring/nations/comparisons.h). Sources: Rulebook p.8 "Resolving Ties", p.19, p.21; FAQ R-29..R-33.
#include <catch2/catch.hpp>

#include "nations/comparisons.h"

using namespace nc::nations;
using V = std::vector<int>;

TEST_CASE("T-13 rulebook p.21 5 players: China 23, Persia 22, Greece 22, Rome 5, Egypt 4", "[comparisons][rulebook]")
{
    const V strength = {23, 22, 22, 5, 4}; // china, persia, greece, rome, egypt
    CHECK(mostForBenefit(strength) == V{0});     // China strongest; tie for second gives nobody the second place
    CHECK(leastForPenalty(strength) == V{3, 4}); // Rome and Egypt weakest
}

TEST_CASE("T-14 rulebook p.21 5 players: Stability China 8, Persia 7, Greece 5, Rome 5, Egypt 4", "[comparisons][rulebook]")
{
    const V stability = {8, 7, 5, 5, 4};
    CHECK(mostForBenefit(stability) == V{0, 1});     // China and Persia most stable
    CHECK(leastForPenalty(stability) == V{2, 3, 4}); // Greece, Rome, Egypt least stable
}

TEST_CASE("T-15a rulebook appendix: 5 players, two tied for most Strength both get the bonus", "[comparisons][rulebook]")
{
    CHECK(mostForBenefit({10, 10, 7, 5, 3}) == V{0, 1});
}

TEST_CASE("T-15b rulebook appendix: 5 players, three tied for most Strength: nobody gets the bonus", "[comparisons][rulebook]")
{
    CHECK(mostForBenefit({10, 10, 10, 5, 3}).empty());
}

TEST_CASE("T-16a FAQ R-29: tie for most Strength gives the positive effect to nobody (3 players)", "[comparisons][faq]")
{
    CHECK(mostForBenefit({8, 8, 3}).empty());
    CHECK(mostForBenefit({9, 8, 3}) == V{0});
}

TEST_CASE("T-16b FAQ R-29: every nation tied for least Stability suffers (3 players)", "[comparisons][faq]")
{
    CHECK(leastForPenalty({4, 1, 1}) == V{1, 2});
}

TEST_CASE("T-16c rulebook p.8: all negative Stability ties for least", "[comparisons][rulebook]")
{
    V st;
    for (int v : {2, -1, -5})
        st.push_back(comparableStability(v));
    CHECK(leastForPenalty(st) == V{1, 2});
}

TEST_CASE("FAQ R-09: comparisons use the track values (Stability 15, Strength 40 at most)", "[comparisons][faq]")
{
    CHECK(comparableStability(20) == 15);
    CHECK(comparableStability(-7) == -1);
    CHECK(comparableStrength(45) == 40);
    CHECK(mostForBenefit({comparableStability(17), comparableStability(16)}).empty());
}

TEST_CASE("FAQ R-33 rulebook p.21 2 players: win or lose outright", "[comparisons][rulebook]")
{
    CHECK(mostForBenefit({3, 2}) == V{0});
    CHECK(mostForBenefit({3, 3}).empty());
    CHECK(leastForPenalty({3, 3}) == V{0, 1});
    CHECK(leastForPenalty({3, 2}) == V{1});
}

TEST_CASE("Rulebook p.21 5 players: passed first = 1st or 2nd, passed last = 4th or 5th", "[comparisons][rulebook]")
{
    const V order = {3, 1, 4, 0, 2};
    CHECK(passed(order, 5, true) == V{1, 3});
    CHECK(passed(order, 5, false) == V{0, 2});
    CHECK(passed({2, 0, 1}, 3, true) == V{2});
    CHECK(passed({2, 0, 1}, 3, false) == V{1});
    CHECK(passed({2}, 3, false).empty()); // incomplete pass order: nobody is known to be last
}

TEST_CASE("T-25 rulebook p.19 player order: Strength, then Stability, then previous order", "[comparisons][rulebook]")
{
    // a=0, b=1, c=2; previous order a, b, c; Strength 5, 7, 7; Stability 9, 2, 2 → b, c, a
    CHECK(nextPlayerOrder({0, 1, 2}, {5, 7, 7}, {9, 2, 2}) == V{1, 2, 0});
    // Stability breaks a Strength tie
    CHECK(nextPlayerOrder({0, 1, 2}, {7, 7, 1}, {1, 2, 0}) == V{1, 0, 2});
    // full tie keeps the previous relative order
    CHECK(nextPlayerOrder({2, 0, 1}, {0, 0, 0}, {0, 0, 0}) == V{2, 0, 1});
}

TEST_CASE("T-08 rulebook p.19: Books 13, 11, 11, 4 score 3, 1, 1, 0 VP", "[comparisons][rulebook]")
{
    CHECK(booksScoringVp({13, 11, 11, 4}) == V{3, 1, 1, 0});
}
