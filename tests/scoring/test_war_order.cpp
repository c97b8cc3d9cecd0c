// Resolution steps 2 (Player order) and 3 (War). Sources: Rulebook p.19; FAQ, T-04, T-25.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace nctest;

namespace {
/// 2 players; A (seat 0) has Strength `strength` (Hoplite workers + manual) and Stability `stability`.
GameState warTable(int strength, int stability, int warStrength)
{
    GameState s = game(2, 1, "bread_and_games__christianity", 5);
    PlayerState &a = s.players[0];
    a.manualStrength = strength;
    a.manualStability = stability;
    a.vp = 4;
    PlayerState &b = s.players[1];
    b.manualStrength = 50; // never defeated
    b.manualStability = stability;
    s.roundInputs.war = WarState{"wars_of_alexander", warStrength, 1}; // printed loss: 2 Food
    return s;
}
} // namespace

TEST_CASE("T-04a FAQ R-17: defeated with Stability 2 — the loss is reduced, the VP is not", "[war][faq]")
{
    // T-04 prints a 3-Food loss; Punic Wars prints 6, Hunnic Invasions 4: with Stability 2 and
    // Hunnic Invasions the Food loss is 4 − 2 = 2 (T-04a with printed 3 would be 1).
    GameState s = warTable(4, 2, 6);
    s.roundInputs.war->card = "hunnic_invasions";
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].food == 3);
    CHECK(r.after.players[0].vp == 3);
    CHECK(findLine(r, "war", 0, Quantity::Food)->text() ==
          "Food: \u22124 Hunnic Invasions, +2 reduced by Stability 2 = \u22122");
    CHECK(hasNote(r, "war", "defeated A"));
}

TEST_CASE("T-04b FAQ R-17: Stability above the loss: no resources lost, still 1 VP", "[war][faq]")
{
    GameState s = warTable(4, 5, 6);
    s.roundInputs.war->card = "hunnic_invasions";
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].food == 5);
    CHECK(r.after.players[0].vp == 3);
    CHECK(lineTotal(r, "war", 0, Quantity::Food) == 0);
}

TEST_CASE("T-04c rulebook p.19: Strength equal to the War is not defeated", "[war][rulebook]")
{
    GameState s = warTable(6, 0, 6);
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 4);
    CHECK(r.after.players[0].food == 5);
    CHECK(hasNote(r, "war", "defeated nobody"));
}

TEST_CASE("T-04d FAQ R-16: a War at Strength 0 defeats nobody", "[war][faq]")
{
    GameState s = warTable(0, 0, 0);
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 4);
    CHECK(hasNote(r, "war", "defeats nobody"));
}

TEST_CASE("Rulebook p.19: negative Stability does not increase the War loss", "[war][rulebook]")
{
    GameState s = warTable(0, -2, 3);
    s.players[0].books = 5;
    s.players[1].books = 5;
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "war", 0, Quantity::Food) == -2); // Wars of Alexander: 2 Food
    CHECK(r.after.players[0].vp == 2);                    // revolt VP + defeat VP
}

TEST_CASE("Rulebook p.19: no War this round is reported", "[war][rulebook]")
{
    GameState s = game(2);
    const auto r = resolveRound(catalog(), s);
    CHECK(hasNote(r, "war", "no War this round"));
}

TEST_CASE("T-25 rulebook p.19: player order by Strength, Stability, previous order", "[player_order][rulebook]")
{
    GameState s = game(3, 1, "bread_and_games__christianity");
    // a=0, b=1, c=2: Strength 5, 7, 7; Stability 9, 2, 2
    s.players[0].manualStrength = 5;
    s.players[0].manualStability = 9;
    s.players[1].manualStrength = 7;
    s.players[1].manualStability = 2;
    s.players[2].manualStrength = 7;
    s.players[2].manualStability = 2;
    // Bread and Games gives a (most stable) 3 Food; it does not change the order.
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.playerOrder == std::vector<int>{1, 2, 0});
    CHECK(hasNote(r, "player_order", "new player order: 1. B, 2. C, 3. A"));
}

TEST_CASE("Rulebook p.8: the player order line shows the real negative Stability, compared as a tie",
          "[player_order][rulebook]")
{
    GameState s = game(3);
    // Same Strength; Stability -2, -1, 0: A and B tie for last (negative), so B keeps its place after A.
    s.players[0].manualStability = -2;
    s.players[1].manualStability = -1;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.playerOrder == std::vector<int>{2, 0, 1});
    CHECK(hasNote(r, "player_order", "A: Strength 0, Stability -2 (negative: tied with every negative Stability)"));
    CHECK(hasNote(r, "player_order", "B: Strength 0, Stability -1 (negative: tied with every negative Stability)"));
    CHECK(hasNote(r, "player_order", "C: Strength 0, Stability 0"));
}

TEST_CASE("Rulebook p.19: player order uses the real board values (Hoplite workers)", "[player_order][rulebook]")
{
    GameState s = game(2);
    s.players[1].buildings = {{"hoplite", 1}};
    s.players[1].stone = 1;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.playerOrder == std::vector<int>{1, 0});
}
