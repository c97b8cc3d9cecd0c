#pragma once
// Wealth of Nations behind the game-type seam (core/ruleset.h). State document, commands and the resolve
// report: docs/state-format-wealth.md. Source: shared/rulebooks/wealth-of-nations-rulebook.txt (W).

#include <string_view>

#include "core/ruleset.h"
#include "wealth_of_nations/prices.h"

namespace nc::won {

class WonRuleset : public Ruleset {
public:
    /// `marketPricesJson`: the text of data/wealth_of_nations/market_prices.json (the app embeds it; no file
    /// is read here). Throws nc::GameInputError when the text is not a valid price table (prices.h).
    explicit WonRuleset(std::string_view marketPricesJson);
    explicit WonRuleset(PriceTable defaults);

    /// id "wealth_of_nations", 3-6 players, no solo, no Hall of Fame.
    const GameTypeInfo &info() const override;
    nlohmann::json readState(const nlohmann::json &doc) const override;
    /// The setup document: {"players": [{"name", "flag"}] in clockwise seating order (3-6, W l.456-536),
    /// "first_player": the seat that drew the Generator (W l.318-322), "price_corrections"?: [...]}. The
    /// game starts in the draft (phase "draft", round 1), Markets at their starting cubes (W l.286-290).
    /// Seats: the name and the Flag's nation.
    NewGame newGame(const nlohmann::json &setup) const override;
    /// Commands: docs/state-format-wealth.md "Commands". No command is an undo barrier (the default): the
    /// document holds everything, so any command can be undone.
    Applied apply(const nlohmann::json &state, const Command &command) const override;
    /// report.h: Markets and prices, players, stacks, draft, end conditions, production, Develop costs.
    nlohmann::json resolve(const nlohmann::json &state) const override;
    FinalScoreSheet finalScore(const nlohmann::json &state) const override;
    /// Over once the final Trade is done (phase "ended") and every player's money is in: the money is
    /// scored (W l.1046-1052).
    bool isOver(const nlohmann::json &state) const override;

    /// The default price table (before any state's corrections).
    const PriceTable &prices() const { return m_prices; }

private:
    PriceTable m_prices;
};

} // namespace nc::won
