#pragma once
// Applies one typed command to a state: the new state and the explanation of what changed. The input
// state is never changed; a refused command throws nc::GameInputError and leaves nothing half done.

#include <vector>

#include "core/explanation.h"
#include "wealth_of_nations/commands.h"
#include "wealth_of_nations/prices.h"
#include "wealth_of_nations/state.h"

namespace nc::won {

struct AppliedWon {
    State state;
    std::vector<ExplanationLine> lines;
};

/// `defaults` is the price table before the state's corrections. Refusals (GameInputError, with the rule):
/// a command outside its phase (a buy in the Develop phase, W l.590; notes outside a Trade phase, W l.698;
/// Develop actions outside Develop, W l.752-763; Blocs outside Produce; money before the final Trade,
/// W l.547-552); a draft pick by the wrong player, of a taken Package or of the wrong kind (W l.441-536);
/// a 19th Flag (W l.62); a build without a free claimed hex or from an empty stack (W l.778-779, l.820-822);
/// moving more tiles than the player has or into more own hexes than are free; a repayment without a note;
/// a note worth $0 or less (a reading of W l.702-706); giving more notes than held; more tiles in the Blocs
/// than on the board or more Automated Blocs than tokens; ending the draft or the game twice. Warnings (a
/// line, not a refusal): more than 30 notes held (on paper, W l.706-707), more than 9 Automation tokens
/// (a penny, W l.947-949), a Produce phase ended without every player's Blocs.
AppliedWon applyCommand(const State &s, const WonCommand &c, const PriceTable &defaults);

} // namespace nc::won
