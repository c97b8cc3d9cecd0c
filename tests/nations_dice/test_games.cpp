// Whole games played through DiceRuleset::apply() from setup to the final score, as the app will:
// a solo game (R l.202-212, Hall of Fame R l.240-249) and a 4-player game (R l.45-200).
#include "helpers.h"

using namespace dicetest;

namespace {
json strength(json a)
{
    a["currency"] = "strength";
    return a;
}
} // namespace

TEST_CASE("Full solo game: opponent's Books from the blue dice, 2 VP for more Books, Saladin at 31 VP",
          "[games][solo]")
{
    Table t({"Ann"}, {{"tougher", true}});
    // Round 1: opponent 1 + 1 = 2
    t.start(2, 2, 1);
    t.buy(0, "Quarry", "building", 1, 1);
    t.run("reroll", 0);
    t.buy(0, "Pyramids", "wonder", 2, 4, {{"stone_cost", 3}});
    t.run("pass", 0);
    t.use(0, 2, 2, 1); // Books 3 > 2: +2 (R l.210); Food 2 >= 2: +1; Strength 1 < 2
    t.endRound();
    CHECK(t.vp(0, "books") == 2);
    CHECK(t.vp(0, "famine") == 1);
    CHECK(t.vp(0, "war") == 0);
    // Round 2: opponent 2 + 2 = 4
    t.start(3, 3, 2);
    t.run("build_wonder", 0, {{"paid", 3}});
    t.buy(0, "Rome", "colony", 3, 3);
    t.run("pass", 0);
    t.use(0, 1, 3, 3); // Books 4 = 4: nothing; Famine +2; War +2
    t.endRound();
    CHECK(t.trackVp(0) == 7);
    // Round 3: opponent 4 + 3 = 7
    t.start(4, 4, 3);
    t.buy(0, "Cathedral", "building", 2, 3, {{"replaces", 0}});
    t.buy(0, "Sage", "advisor", 1, 2);
    t.run("pass", 0);
    t.use(0, 4, 2, 5); // Books 8 > 7: +2; Food 2 < 4; War +3
    t.endRound();
    CHECK(t.trackVp(0) == 12);
    // Round 4: opponent 7 + 4 = 11
    t.start(5, 5, 4);
    t.buy(0, "Sun Tzu", "advisor", 2, 3);
    t.buy(0, "Colossus", "wonder", 3, 5);
    t.run("pass", 0);
    t.use(0, 4, 5, 4); // Books 12 > 11: +2; Famine +4; Strength 4 < 5
    t.endRound();
    CHECK(t.state["phase"] == "ended");
    CHECK(t.state["opponent"]["books"] == 11);
    CHECK(t.books(0) == 12);

    const auto sheet = t.score();
    REQUIRE(sheet.players.size() == 1);
    const auto &p = sheet.players[0];
    // books, famine, war, buildings, military, colonies, advisors, wonders
    CHECK(p.categories == std::vector<int>{6, 7, 5, 3, 0, 3, 3, 4});
    CHECK(p.total == 31);
    CHECK(p.rank == 1);
    CHECK(sheet.hallOfFameTitle == "Saladin"); // 30 <= 31 < 35 (R l.245)
    CHECK(sheet.toJson()["hall_of_fame_title"] == "Saladin");
    CHECK(sheet.text().find("Hall of Fame: Saladin") != std::string::npos);
    // the same game read back is the same game
    CHECK(rules().readState(t.state) == t.state);
}

TEST_CASE("Full 4-player game: Books, Famine, order and War over 4 rounds, a 29-29 tie won by the final order",
          "[games][four]")
{
    Table t({"A", "B", "C", "D"}); // Books 1, 2, 3, 4 (R l.55)
    // Round 1 (age 1): Famine 3, War 4
    t.start(3, 4);
    t.buy(0, "Granary", "building", 1, 1);
    t.buy(1, "Legion", "military", 2, 0, {{"currency", "strength"}});
    t.buy(2, "Egypt", "colony", 3, 3);
    t.buy(3, "Hanging Gardens", "wonder", 1, 5, {{"stone_cost", 4}});
    t.run("pass", 0);
    t.run("reroll", 1);
    t.passAll();
    t.use(0, 3, 3, 2);
    t.use(1, 1, 2, 5);
    t.use(2, 0, 4, 5);
    t.use(3, 0, 0, 1);
    t.endRound();
    CHECK(t.order() == std::vector<int>{1, 2, 0, 3});
    CHECK(std::vector<int>{t.trackVp(0), t.trackVp(1), t.trackVp(2), t.trackVp(3)} == std::vector<int>{3, 1, 2, 2});

    // Round 2 (age 2): Famine 4, War 5
    t.start(4, 5);
    t.run("build_wonder", 3, {{"paid", 4}});
    t.buy(1, "Barracks", "military", 3, 3, strength({{"replaces", 0}}));
    t.buy(0, "Plato", "advisor", 2, 3);
    t.buy(2, "Gaul", "colony", 1, 1);
    t.passAll();
    t.use(0, 2, 4, 0);
    t.use(1, 0, 4, 6);
    t.use(2, 2, 1, 3);
    t.use(3, 1, 5, 6);
    t.endRound();
    CHECK(t.order() == std::vector<int>{1, 3, 2, 0}); // B and D tie at 6: B was ahead (R l.190)
    CHECK(std::vector<int>{t.trackVp(0), t.trackVp(1), t.trackVp(2), t.trackVp(3)} == std::vector<int>{8, 5, 3, 7});

    // Round 3 (age 3): Famine 5, War 4
    t.start(5, 4);
    t.buy(0, "Colosseum", "building", 3, 4, {{"replaces", 0}});
    t.buy(2, "Pyramids", "wonder", 2, 4, {{"stone_cost", 3}});
    t.run("build_wonder", 2);
    t.buy(3, "Confucius", "advisor", 1, 2);
    t.run("reroll", 1);
    t.passAll();
    t.use(0, 1, 5, 4);
    t.use(1, 2, 5, 4);
    t.use(2, 0, 2, 2);
    t.use(3, 1, 0, 7);
    t.endRound();
    CHECK(t.order() == std::vector<int>{3, 1, 0, 2});
    CHECK(std::vector<int>{t.trackVp(0), t.trackVp(1), t.trackVp(2), t.trackVp(3)} ==
          std::vector<int>{17, 11, 3, 12});

    // Round 4 (age 4): Famine 6, War 6
    t.start(6, 6);
    t.buy(1, "Rome", "colony", 3, 5);
    t.buy(0, "Great Library", "wonder", 3, 6); // never built: 0 (R l.142)
    t.buy(2, "Athens", "colony", 2, 3);
    t.passAll();
    t.use(0, 0, 6, 0);
    t.use(1, 3, 6, 6);
    t.use(2, 4, 6, 6);
    t.use(3, 0, 0, 6);
    t.endRound();
    CHECK(t.state["phase"] == "ended");
    CHECK(t.order() == std::vector<int>{3, 1, 2, 0});
    CHECK(std::vector<int>{t.books(0), t.books(1), t.books(2), t.books(3)} == std::vector<int>{7, 8, 9, 6});

    const auto sheet = t.score();
    // books, famine, war, buildings, military, colonies, advisors, wonders
    CHECK(sheet.players[0].categories == std::vector<int>{9, 10, 3, 4, 0, 0, 3, 0});
    CHECK(sheet.players[1].categories == std::vector<int>{2, 9, 10, 0, 3, 5, 0, 0});
    CHECK(sheet.players[2].categories == std::vector<int>{4, 5, 5, 0, 0, 7, 0, 4});
    CHECK(sheet.players[3].categories == std::vector<int>{5, 2, 9, 0, 0, 0, 2, 5});
    CHECK(sheet.players[0].total == 29);
    CHECK(sheet.players[1].total == 29);
    CHECK(sheet.players[2].total == 25);
    CHECK(sheet.players[3].total == 23);
    // A and B tie at 29: B is ahead of A in the final player order (R l.200)
    CHECK(sheet.players[1].rank == 1);
    CHECK(sheet.players[0].rank == 2);
    CHECK(sheet.players[2].rank == 3);
    CHECK(sheet.players[3].rank == 4);
    CHECK_FALSE(sheet.hallOfFameTitle.has_value());

    // The reading "covered Buildings still score" (option) gives A its covered Granary (1 VP): 30, and B
    // nothing more (the covered Legion has 0 VP): A wins.
    json doc = t.state;
    doc["options"]["covered_tiles_score"] = true;
    const auto other = rules().finalScore(doc);
    CHECK(other.players[0].total == 30);
    CHECK(other.players[0].rank == 1);

    // resolve after the game: round 4 re-explained
    const json r = rules().resolve(t.state);
    CHECK(r["round"] == 4);
    CHECK(r["order_after"] == json{3, 1, 2, 0});
    CHECK(r["players"][2]["vp"] == json{{"books", 3}, {"famine", 4}, {"war", 4}});
}
