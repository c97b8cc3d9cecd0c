#pragma once
// Applies one typed command to a state: the new state and the explanation of what changed. The input
// state is never changed; a refused command throws nc::GameInputError and leaves nothing half done.

#include <vector>

#include "core/explanation.h"
#include "nations_dice/commands.h"
#include "nations_dice/round.h"
#include "nations_dice/state.h"

namespace nc::dice {

struct AppliedDice {
    State state;
    std::vector<ExplanationLine> lines;
};

/// Refusals (GameInputError, with the rule): a command in the wrong phase (a round 5, a buy before the
/// Event or after round 4), a buy/reroll/pass by a player who passed (R l.101), a `replaces` that is not
/// a Building/Military tile in play (R l.128), a build without a Wonder under construction or paying less
/// Stone than its cost (R l.146), end_round before all passed (R l.152) or with a player's uses missing.
/// Turn order is not policed: the table enters what happened (docs/state-format-dice.md "Readings").
AppliedDice applyCommand(const State &s, const DiceCommand &c);

/// The inputs of the current round's scoring steps; throws GameInputError when the state is not in a
/// round or a player's uses are missing (naming them).
RoundInput currentRoundInput(const State &s);

} // namespace nc::dice
