// The last catalog entries issue 12 left "by hand": Vikings B's pre-printed Old Uppsala and the Dynasties'
// natural wonders Siberia, Great Plains, Vesuvius and Victoria Falls, through the recorded Action Phase and
// the Resolution Phase. Card texts (data/catalog/progress_cards.json, "effect"; card text overrules the
// rules, Rulebook appendix):
//  * Old Uppsala: "Special action once per round: pay 1 food for +3 strength until the end of the round."
//  * Siberia: "occupies two wonder spaces (comes with a second filler card)."
//  * Great Plains: "Its wonder space may be covered by a building or military card (an extra
//    building/military slot)."
//  * Vesuvius: "at the end of every age you must return 1 worker."
//  * Victoria Falls: "When discovered: draw 20 progress cards, keep the colonies as an extra 4th board row
//    and discard the rest; any nation may then buy from that row for 4 gold."
#include "support.h"

#include <functional>

#include "nations/resolution.h"

using namespace aptest;

namespace {

int strengthIn(const GameState &s, int p) { return boardValues(catalog(), s, p).strength; }

bool explainedAs(const GameState &s, const std::string &card, const std::string &text)
{
    for (const auto &a : s.roundInputs.actionPhase.applied)
        if (a.card == card && a.text.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("Old Uppsala: pay 1 Food for +3 Strength until the end of the round, once per round", "[natural_wonders][uppsala]")
{
    // Card text: "Special action once per round: pay 1 food for +3 strength until the end of the round."
    Table t = tableOf({{"vikings", 'B'}, {"rome", 'A'}});
    REQUIRE(std::find(t.p(0).wonders.begin(), t.p(0).wonders.end(), "vikings_b_old_uppsala") != t.p(0).wonders.end());
    const int food = t.p(0).food, strength = strengthIn(t.state, 0);
    t.act("special", {{"player", 0}, {"card", "vikings_b_old_uppsala"}});
    CHECK(t.p(0).food == food - 1);
    CHECK(strengthIn(t.state, 0) == strength + 3);
    CHECK(explainedAs(t.state, "vikings_b_old_uppsala", "+3 Strength"));
    CHECK(t.state.roundInputs.actionPhase.byHand.empty());
    t.act("pass", {{"player", 1}});
    // Once per round (Rulebook p.17 and appendix).
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "vikings_b_old_uppsala"}}), Catch::Contains("once"));
    CHECK(t.replayed() == t.state);
    t.act("pass", {{"player", 0}});
    // "until the end of the round": gone after the Resolution Phase.
    CHECK(strengthIn(resolveRound(catalog(), t.state).after, 0) == strength);
}

TEST_CASE("Old Uppsala: without Food the special action is refused", "[natural_wonders][uppsala]")
{
    Table t = tableOf({{"vikings", 'B'}, {"rome", 'A'}});
    t.edit(0, [](PlayerState &p) { p.food = 0; });
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "vikings_b_old_uppsala"}}),
                      Catch::Contains("you may not spend more than you have"));
}
