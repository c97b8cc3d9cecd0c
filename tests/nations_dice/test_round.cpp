// The scoring steps of a round (R l.174-196): Books, Famine, Player order, War, and the Food hint (R l.97).
#include "helpers.h"

#include "nations_dice/round.h"

using namespace dicetest;
using nc::Quantity;

namespace {

struct Use {
    int books, food, strength;
};

/// Plays round `t.state.round` with the event numbers and the uses given per player index.
void playRound(Table &t, int famine, int war, const std::vector<Use> &uses, std::optional<int> opponent = {})
{
    t.start(famine, war, opponent);
    t.passAll();
    for (std::size_t p = 0; p < uses.size(); ++p)
        t.use(static_cast<int>(p), uses[p].books, uses[p].food, uses[p].strength);
    t.endRound();
}

} // namespace

TEST_CASE("R l.176-182: the rulebook's Books example, 3, 2, 0 and 0 VP", "[round][books]")
{
    // Red (A) 7, yellow (B) 6, purple (C) 4, green (D) 4 after the Books step.
    Table t({"Red", "Yellow", "Purple", "Green"});
    playRound(t, 60, 60, {{6, 0, 0}, {4, 0, 0}, {1, 0, 0}, {0, 0, 0}});
    CHECK(t.books(0) == 7);
    CHECK(t.books(1) == 6);
    CHECK(t.books(2) == 4);
    CHECK(t.books(3) == 4);
    CHECK(t.vp(0, "books") == 3);
    CHECK(t.vp(1, "books") == 2);
    CHECK(t.vp(2, "books") == 0); // equal Books with Green give nothing (R l.178)
    CHECK(t.vp(3, "books") == 0);
    const auto *l = findLine(t.lines, "books", 0, Quantity::Vp);
    REQUIRE(l);
    CHECK(l->text() == "VP: +1 more Books than Yellow (7 > 6), +1 more Books than Purple (7 > 4), "
                       "+1 more Books than Green (7 > 4) = +3");
    CHECK(l->items.front().rule == "R l.178");
    const auto *track = findLine(t.lines, "books", 2, Quantity::Books);
    REQUIRE(track);
    CHECK(track->text() == "Books: +1 Books used = +1 (track 3 \u2192 4)");
    CHECK(findLine(t.lines, "books", 3, Quantity::Vp)->note ==
          "no other player has fewer Books; equal Books give nothing");
    CHECK(findLine(t.lines, "books", 3, Quantity::Vp)->rule == "R l.178"); // the source, out of the sentence
}

TEST_CASE("R l.178: equal Books give no VP, strictly fewer is needed", "[round][books]")
{
    Table t({"A", "B", "C"});
    playRound(t, 60, 60, {{2, 0, 0}, {1, 0, 0}, {0, 0, 0}}); // 3, 3, 3
    CHECK(t.vp(0, "books") == 0);
    CHECK(t.vp(1, "books") == 0);
    CHECK(t.vp(2, "books") == 0);
}

TEST_CASE("R l.178: 2-player game, 2 VP for more Books than the other", "[round][books]")
{
    Table t({"A", "B"}); // A 1, B 3 (R l.55)
    playRound(t, 60, 60, {{3, 0, 0}, {0, 0, 0}});
    CHECK(t.vp(0, "books") == 2);
    CHECK(t.vp(1, "books") == 0);
    playRound(t, 60, 60, {{0, 0, 0}, {2, 0, 0}}); // 4 vs 5
    CHECK(t.vp(0, "books") == 2);
    CHECK(t.vp(1, "books") == 2);
    CHECK(findLine(t.lines, "books", 1, Quantity::Vp)->items.front().rule == "R l.178 (2-player: 2 VP)");
}

TEST_CASE("R l.206, l.210: solo, the opponent's Books come from the blue dice, 2 VP for more", "[round][books][solo]")
{
    Table t({"Solo"});
    t.start(60, 60, 1); // 1 blue die in age 1 shows 1 Book: opponent 1 -> 2
    CHECK(t.state["opponent"]["books"] == 2);
    const auto *opp = findLine(t.lines, "opponent_books", -1, Quantity::Books);
    REQUIRE(opp);
    CHECK(opp->total == 1);
    CHECK(opp->items.front().rule == "R l.206");
    t.passAll();
    t.use(0, 1, 0, 0); // 2 vs 2: not more
    t.endRound();
    CHECK(t.vp(0, "books") == 0);
    t.start(60, 60, 2); // age 2: 2 blue dice, opponent 4
    t.passAll();
    t.use(0, 3, 0, 0); // 5 vs 4
    t.endRound();
    CHECK(t.vp(0, "books") == 2);
    CHECK(findLine(t.lines, "books", 0, Quantity::Vp)->text() == "VP: +2 more Books than the opponent (5 > 4) = +2");
}

TEST_CASE("R l.206: the opponent's Books are at most 3 per blue die, one die per age", "[round][solo][errors]")
{
    Table t({"Solo"});
    CHECK(t.refused("start_round", -1, {{"famine", 1}, {"war", 1}, {"opponent_books", 4}}) ==
          "start_round.args.opponent_books: 4 is out of range: the Books on 1 blue dice, 0-3");
    CHECK(t.refused("start_round", -1, {{"famine", 1}, {"war", 1}}) ==
          "start_round.args.opponent_books: missing (an integer, the Books on 1 blue dice, 0-3)");
    Table m({"A", "B"});
    CHECK(m.refused("start_round", -1, {{"famine", 1}, {"war", 1}, {"opponent_books", 1}}) ==
          "start_round.args.opponent_books: only a solo game has an opponent");
}

TEST_CASE("R l.186: Famine, Food at least the event's number gives the age in VP, no more for surplus", "[round][famine]")
{
    Table t({"A", "B", "C"});
    playRound(t, 3, 60, {{0, 3, 0}, {0, 5, 0}, {0, 2, 0}}); // age 1
    CHECK(t.vp(0, "famine") == 1);
    CHECK(t.vp(1, "famine") == 1); // surplus: nothing more
    CHECK(t.vp(2, "famine") == 0); // partial: nothing
    CHECK(findLine(t.lines, "famine", 2, Quantity::Vp)->note == "Food 2 < 3: no reward");
    CHECK(findLine(t.lines, "famine", 2, Quantity::Vp)->rule == "R l.186");
    CHECK(findLine(t.lines, "famine", 0, Quantity::Vp)->text() == "VP: +1 Food 3 \u2265 3, age 1 = +1");
    playRound(t, 4, 60, {{0, 4, 0}, {0, 0, 0}, {0, 4, 0}}); // age 2: 2 VP
    CHECK(t.vp(0, "famine") == 3);
    CHECK(t.vp(1, "famine") == 1);
    CHECK(t.vp(2, "famine") == 2);
}

TEST_CASE("R l.190: player order by unused Strength, ties keep the previous relative order", "[round][order]")
{
    Table t({"A", "B", "C", "D"});
    playRound(t, 60, 60, {{0, 0, 2}, {0, 0, 5}, {0, 0, 2}, {0, 0, 5}});
    CHECK(t.order() == std::vector<int>{1, 3, 0, 2}); // B and D tie: B was before D; A before C
    const auto *l = findLine(t.lines, "player_order", -1, std::nullopt);
    REQUIRE(l);
    CHECK(l->note == "new player order by unused Strength: 1. B (5), 2. D (5), 3. A (2), 4. C (2); "
                     "ties keep the previous order");
    CHECK(l->rule == "R l.190");
    // Everyone tied: the order of round 1 stays, not the seating order.
    playRound(t, 60, 60, {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}});
    CHECK(t.order() == std::vector<int>{1, 3, 0, 2});
    playRound(t, 60, 60, {{0, 0, 0}, {0, 0, 0}, {0, 0, 3}, {0, 0, 0}});
    CHECK(t.order() == std::vector<int>{2, 1, 3, 0});
}

TEST_CASE("newPlayerOrder: stable on ties (R l.190)", "[round][order]")
{
    CHECK(nc::dice::newPlayerOrder({2, 0, 1}, {4, 4, 4}) == std::vector<int>{2, 0, 1});
    CHECK(nc::dice::newPlayerOrder({2, 0, 1}, {1, 3, 1}) == std::vector<int>{1, 2, 0});
}

TEST_CASE("R l.196: War, Strength at least the event's number gives the age in VP", "[round][war]")
{
    Table t({"A", "B"});
    playRound(t, 60, 4, {{0, 0, 4}, {0, 0, 3}});
    CHECK(t.vp(0, "war") == 1);
    CHECK(t.vp(1, "war") == 0);
    playRound(t, 60, 4, {{0, 0, 9}, {0, 0, 0}});
    playRound(t, 60, 2, {{0, 0, 2}, {0, 0, 2}}); // age 3: 3 VP
    CHECK(t.vp(0, "war") == 1 + 2 + 3);
    CHECK(t.vp(1, "war") == 3);
    CHECK(findLine(t.lines, "war", 1, Quantity::Vp)->text() == "VP: +3 Strength 2 \u2265 2, age 3 = +3");
}

TEST_CASE("R l.174-196: the steps come in rulebook order, reverse player order within a step", "[round]")
{
    Table t({"A", "B", "C"});
    playRound(t, 1, 1, {{0, 1, 0}, {0, 1, 2}, {0, 1, 1}});
    std::vector<std::string> steps;
    for (const auto &l : t.lines)
        if (steps.empty() || steps.back() != l.step)
            steps.push_back(l.step);
    CHECK(steps == std::vector<std::string>{"books", "famine", "player_order", "war"});
    // Books track moves in reverse order C, B, A (R l.176); War in the new reverse order A, C, B (R l.196)
    CHECK(t.lines[0].player == 2);
    CHECK(t.lines[2].player == 0);
    std::vector<int> war;
    for (const auto &l : t.lines)
        if (l.step == "war")
            war.push_back(l.player);
    CHECK(war == std::vector<int>{0, 2, 1});
}

TEST_CASE("R l.97: Food reachable = Food showing + other unused dice / 2, a hint", "[round][food]")
{
    CHECK(nc::dice::foodReachable(2, 5) == 4);
    CHECK(nc::dice::foodReachable(0, 1) == 0);
    CHECK(nc::dice::foodReachable(3, 0) == 3);
    Table t({"A", "B"});
    t.start(3, 3);
    t.run("record_use", 0, {{"books", 0}, {"food", 3}, {"strength", 0}, {"food_showing", 1}, {"other_unused_dice", 4}});
    const json r = rules().resolve(t.state);
    CHECK(r["hints"][0]["food_reachable"] == 3);
    CHECK(r["hints"][0]["famine_needs"] == 3);
    CHECK_FALSE(r["hints"][1].contains("food_reachable"));
    // more Food used than can be reached is impossible
    CHECK(t.refused("record_use", 1,
                    {{"books", 0}, {"food", 4}, {"strength", 0}, {"food_showing", 1}, {"other_unused_dice", 5}}) ==
          "record_use.args.food: 4 Food used, but only 3 is reachable (1 showing + 5 other dice / 2: any 2 "
          "unused dice make 1 Food)");
}

TEST_CASE("resolve: during a round it says what it waits for, then previews end_round", "[round][resolve]")
{
    Table t({"A", "B"});
    CHECK(rules().resolve(t.state) ==
          json{{"game", "nations_dice"}, {"round", 1}, {"phase", "event"}, {"ready", false}, {"scored", false}});
    t.start(2, 2);
    json r = rules().resolve(t.state);
    CHECK(r["ready"] == false);
    CHECK(r["waiting_for"]["pass"] == json{"A", "B"});
    CHECK(r["waiting_for"]["use"] == json{"A", "B"});
    t.passAll();
    t.use(0, 1, 2, 3);
    r = rules().resolve(t.state); // all passed, B's uses missing: still waiting, no preview
    CHECK(r["ready"] == false);
    CHECK(r["waiting_for"]["pass"] == json::array());
    CHECK(r["waiting_for"]["use"] == json{"B"});
    CHECK_FALSE(r.contains("steps"));
    t.use(1, 0, 0, 0);
    r = rules().resolve(t.state);
    REQUIRE(r["ready"] == true);
    CHECK(r["scored"] == false);
    CHECK(r["players"][0]["vp"] == json{{"books", 0}, {"famine", 1}, {"war", 1}});
    CHECK(r["order_after"] == json{0, 1});
    t.endRound();
    // After the round: the same steps, re-explained from the record
    const json after = rules().resolve(t.state);
    CHECK(after["scored"] == true);
    CHECK(after["round"] == 1);
    CHECK(after["steps"] == r["steps"]);
    CHECK(after["players"] == r["players"]);
}

TEST_CASE("R l.152: end_round refuses before all passed or with uses missing", "[round][errors]")
{
    Table t({"A", "B"});
    t.start(2, 2);
    t.run("pass", 0);
    CHECK(t.refused("end_round") ==
          "end_round: not all players have passed (B): the round is scored after all passed");
    t.run("pass", 1);
    t.use(1, 0, 0, 0);
    CHECK(t.refused("end_round") == "end_round: enter what was used for Books, Food and the unused Strength first (A)");
}
