// Undo and redo of the current round's actions, kept in the action log and rebuilt by replay()
// (docs/state-format.md "Undo and redo").
#include "support.h"

using namespace aptest;

TEST_CASE("undo takes back the latest action, redo puts it back, both through replay", "[undo]")
{
    Table t = table(2);
    const GameState s0 = t.state;
    t.act("buy", {{"player", 0}, {"card", "ziggurat"}, {"row", 3}});
    const GameState s1 = t.state;
    t.act("buy", {{"player", 1}, {"card", "aqueduct"}, {"row", 2}});
    const GameState s2 = t.state;

    t.act("undo");
    CHECK(t.state == s1);
    t.act("undo");
    CHECK(t.state == s0);
    t.act("redo");
    CHECK(t.state == s1);
    CHECK(t.replayed() == s1);
    t.act("redo");
    CHECK(t.state == s2);
    CHECK_THROWS_WITH(t.act("redo"), Catch::Contains("nothing to redo"));

    // A new action forgets what was undone.
    t.act("undo");
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("redo"), Catch::Contains("nothing to redo"));
    CHECK(t.state.roundInputs.passOrder == std::vector<int>{1});
    CHECK(t.p(1).buildings.empty());
    CHECK(t.replayed() == t.state);
    CHECK(t.log.size() == 5 + 8); // table(): 2 growth, event, 2 edits; then 8 actions (refusals are not logged)
}

TEST_CASE("undo covers quick entry and a confirmed Resolution Phase too", "[undo]")
{
    Table t = table(2);
    // Everything since the game began is the current round here: growth, event, board edits.
    const UndoStatus st = undoStatus(t.log);
    REQUIRE(st.undo);
    CHECK(*st.undo == t.log.size() - 1);
    CHECK_FALSE(st.redo);
    t.edit(0, [](PlayerState &p) { p.vp = 20; });
    t.act("undo");
    CHECK(t.p(0).vp != 20);

    // Confirm the round, then take the confirmation back like any action (issue 16 §2: "Confirm round can
    // be undone like every other action"): the round is as it was before Confirm, and redo confirms again.
    const GameState beforeConfirm = t.state;
    GameState next = t.state;
    next.round = 2;
    next.phase = Phase::Growth;
    next.roundInputs = RoundInputs{};
    next.roundInputs.growth.assign(2, "");
    t.act("resolve", {{"state", toJson(next)}});
    REQUIRE(undoStatus(t.log).undo);
    CHECK(*undoStatus(t.log).undo == t.log.size() - 1);
    t.act("growth", {{"player", 1}, {"choice", "bonus:stone"}});
    t.act("undo");
    CHECK(t.state == next);
    t.act("undo");
    CHECK(t.state == beforeConfirm);
    CHECK(t.replayed() == t.state);
    t.act("redo");
    CHECK(t.state == next);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("apply() leaves undo/redo to the log, a log with a stray undo is refused", "[undo][errors]")
{
    Table t = table(2);
    CHECK_THROWS_WITH(apply(catalog(), t.state, Action{"undo", json::object()}), Catch::Contains("applyToLog"));
    std::vector<Action> bad = {Action{"undo", json::object()}};
    CHECK_THROWS_WITH(replay(catalog(), t.setup, bad), Catch::Contains("nothing to undo"));
    CHECK(effectiveActions({Action{"event", {}}, Action{"undo", {}}, Action{"redo", {}}, Action{"undo", {}}}).empty());
}
