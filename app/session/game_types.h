#pragma once
// The game types this app knows, each behind the game-type seam (scoring/core/ruleset.h). main(), the
// CLI and the start page list them from here; adding a game adds its Ruleset here and nowhere else.

#include <string_view>
#include <vector>

#include "core/ruleset.h"
#include "nations/catalog.h"
#include "nations/nations_ruleset.h"
#include "nations_dice/ruleset.h"
#include "wealth_of_nations/ruleset.h"

namespace nc::app {

class GameTypes {
public:
    /// `catalog` (Nations' cards) must outlive this object; `wonPrices` is the text of Wealth of Nations'
    /// market price tables (data/wealth_of_nations/market_prices.json). Throws GameInputError for a bad table.
    GameTypes(const nations::Catalog &catalog, std::string_view wonPrices);
    GameTypes(const GameTypes &) = delete;
    GameTypes &operator=(const GameTypes &) = delete;

    /// The Ruleset of game type `id` ("nations", ...); nullptr for a type this app does not know.
    const Ruleset *find(std::string_view id) const;
    /// The Ruleset of game type `id`, which this app must know (a game object asking for its own type).
    /// Throws std::out_of_range for an unknown id.
    const Ruleset &at(std::string_view id) const;
    /// Wealth of Nations' Ruleset, typed: its default price tables (WonRuleset::prices()).
    const won::WonRuleset &wealthOfNations() const { return m_won; }
    /// Every game type, in the start page's order.
    const std::vector<const Ruleset *> &all() const { return m_all; }
    /// "nations, nations_dice": the known ids, for messages.
    std::string ids() const;

private:
    nations::NationsRuleset m_nations;
    dice::DiceRuleset m_dice;
    won::WonRuleset m_won;
    std::vector<const Ruleset *> m_all;
};

} // namespace nc::app
