#pragma once
// The table's overview of a Wealth of Nations state, the CLI's `resolve`: the Markets and their prices,
// each player's notes, Flags, tiles and Automation, the stacks, the draft, the end conditions, this Produce
// phase's production and the Develop costs (the Reference card). Shape: docs/state-format-wealth.md "resolve".

#include <nlohmann/json.hpp>

#include "wealth_of_nations/prices.h"
#include "wealth_of_nations/state.h"

namespace nc::won {

/// The cost of each Develop action as {"flag": {"labor": 1}, "build_farm": {...}, ..., "force": ...,
/// "move": ..., "automate": ...} (cubes by Commodity key, zeros left out) and, for each build, the
/// Reference card's total with the Flag ("card_farm"), W l.768-802, l.844-858, l.893-894, l.928-930.
nlohmann::json developCosts();

/// The report of `s` with the price table `defaults` (the state's corrections applied).
nlohmann::json report(const State &s, const PriceTable &defaults);

} // namespace nc::won
