// Final scoring (scoring/nations/final_score.h). Sources: Rulebook p.20 "Final scoring", p.23 "Solo Hall
// of Fame"; FAQ R-09, R-31, R-42, T-09, T-19.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "helpers.h"
#include "nations/final_ties.h"

using namespace nctest;

namespace {
GameState finished(int n)
{
    GameState s = game(n, 8, "", 0);
    s.phase = Phase::Finished;
    return s;
}
const ScoreRow &rowOf(const FinalScore &f, int player)
{
    for (const auto &r : f.rows)
        if (r.player == player)
            return r;
    throw std::runtime_error("no row");
}
} // namespace

TEST_CASE("T-09 rulebook p.20: 3 Stone, 7 Gold, 5 Food, 6 Books, Strength 10, Stability 6 = 37 → 3 VP", "[final][rulebook]")
{
    GameState s = finished(2);
    PlayerState &a = s.players[0];
    a.stone = 3;
    a.gold = 7;
    a.food = 5;
    a.books = 6;
    a.manualStrength = 10;
    a.manualStability = 6;
    const FinalScore f = finalScore(catalog(), s);
    const ScoreRow &r = rowOf(f, 0);
    CHECK(r.resources == 3);
    CHECK(r.lines[4].note == "Gold 7 + Food 5 + Stone 3 + Books 6 + Strength 10 + Stability 6 = 37");
    CHECK(r.lines[4].step == "final_resources");
}

TEST_CASE("FAQ R-09: the Resources sum uses the real Strength/Stability (beyond the track limits)", "[final][faq]")
{
    GameState s = finished(1);
    s.players[0].manualStrength = 45;
    s.players[0].manualStability = 20;
    CHECK(finalScore(catalog(), s).rows[0].resources == 6);
    s.players[0].manualStrength = 0;
    s.players[0].manualStability = -30; // negative sum scores 0, never negative
    CHECK(finalScore(catalog(), s).rows[0].resources == 0);
}

TEST_CASE("Rulebook p.20 A-D: Game VP, Colonies, ready Wonders, VP per deployed Worker", "[final][rulebook]")
{
    GameState s = finished(2);
    PlayerState &a = s.players[0];
    a.vp = 12;
    a.colonies = {"greenland"};                  // 1 VP
    a.wonders = {"pyramids", "hanging_gardens"}; // 3 + 1 VP
    a.wonderUnderConstruction = WonderUnderConstruction{"uraniborg", 2}; // scores nothing
    a.buildings = {{"ziggurat", 3}, {"railroad", 2}, {"hoplite", 0}};   // T-19a: 1+1+0; railroad 2+2
    const FinalScore f = finalScore(catalog(), s);
    const ScoreRow &r = rowOf(f, 0);
    CHECK(r.gameVp == 12);
    CHECK(r.colonies == 1);
    CHECK(r.wonders == 4);
    CHECK(r.buildingsMilitary == 2 + 4);
    CHECK(r.total == 12 + 1 + 4 + 6 + r.resources);
    CHECK(r.lines[3].text() == "VP: +2 Ziggurat \u00d73, +4 Railroad \u00d72 = +6");
    CHECK(r.lines[2].note.find("under construction scores nothing") != std::string::npos);
}

TEST_CASE("Rulebook p.20: Wonder VP bonuses (Big Ben per Industrial Colony, Potala Palace per Advisor)", "[final][rulebook]")
{
    GameState s = finished(2);
    PlayerState &a = s.players[0];
    a.wonders = {"big_ben", "potala_palace"};
    a.colonies = {"algeria", "australia"};
    a.advisors = {"augustus"};
    const FinalScore f = finalScore(catalog(), s);
    const ScoreRow &r = rowOf(f, 0);
    CHECK(r.wonders == 1 + 2 + 1 + 1);
}

TEST_CASE("FAQ R-31 rulebook p.20: ties are resolved in player order", "[final][rulebook]")
{
    GameState s = finished(3);
    for (auto &p : s.players)
        p.vp = 10;
    s.players[0].vp = 5;
    s.playerOrder = {2, 0, 1};
    const FinalScore f = finalScore(catalog(), s);
    REQUIRE(f.rows.size() == 3);
    CHECK(f.rows[0].player == 2);
    CHECK(f.rows[0].rank == 1);
    CHECK(f.rows[1].player == 1);
    CHECK(f.rows[2].player == 0);
    CHECK(f.rows[2].rank == 3);
    const auto j = toJson(f, s);
    CHECK(j["winner"] == 2);
    CHECK(j["rows"][0]["name"] == "C");
    CHECK(j["rows"][0]["nation"] == "rome");
    CHECK(j["rows"][0]["game_vp"] == 10);
    CHECK(j["rows"][0]["lines"].size() == 5);
    CHECK(j["hall_of_fame_title"] == "");
}

TEST_CASE("FAQ R-31: the score pad learns which nations tie and the player order that breaks it", "[final][rulebook]")
{
    GameState s = finished(4);
    for (auto &p : s.players) { // no Resources VP: the totals are the VP tokens
        p.gold = p.food = p.stone = p.books = 0;
        p.manualStrength = p.manualStability = 0;
    }
    s.players[0].vp = 10;
    s.players[1].vp = 10;
    s.players[2].vp = 10;
    s.players[3].vp = 4;
    s.playerOrder = {3, 1, 2, 0};
    auto players = [](const FinalTie &t) {
        std::vector<int> out;
        for (const auto &n : t.nations)
            out.push_back(n.player);
        return out;
    };
    FinalScore f = finalScore(catalog(), s);
    std::vector<FinalTie> ties = finalTies(f, s);
    REQUIRE(ties.size() == 1);
    CHECK(players(ties[0]) == std::vector<int>{1, 2, 0}); // 2nd, 3rd and 4th in player order
    CHECK(ties[0].nations[0].orderPosition == 2);
    CHECK(ties[0].nations[2].orderPosition == 4);
    CHECK(ties[0].total == f.rows[0].total);

    s.players[2].vp = 9; // 10-10, then 9 and 4 alone
    f = finalScore(catalog(), s);
    ties = finalTies(f, s);
    REQUIRE(ties.size() == 1);
    CHECK(players(ties[0]) == std::vector<int>{1, 0});
    s.players[3].vp = 9; // 10-10 and 9-9
    f = finalScore(catalog(), s);
    ties = finalTies(f, s);
    REQUIRE(ties.size() == 2);
    CHECK(players(ties[1]) == std::vector<int>{3, 2});
    CHECK(ties[1].nations[0].orderPosition == 1);
    s.players[0].vp = 11; // no tie
    s.players[3].vp = 3;
    CHECK(finalTies(finalScore(catalog(), s), s).empty());
}

TEST_CASE("Rulebook p.23: solo Hall of Fame title", "[final][solo][rulebook]")
{
    GameState s = soloGame(8);
    s.phase = Phase::Finished;
    s.players[0].vp = 47;
    s.players[0].food = 0;
    const FinalScore f = finalScore(catalog(), s);
    CHECK(f.rows[0].total == 47);
    CHECK(f.hallOfFameTitle == "Victoria");
    CHECK(toJson(f, s)["hall_of_fame_title"] == "Victoria");
}
