#pragma once
// Nations: The Dice Game behind the game-type seam (core/ruleset.h). State document, commands and the
// resolve report: docs/state-format-dice.md. Sources: shared/rulebooks/nations-dice-game-rulebook.md.

#include "core/ruleset.h"

namespace nc::dice {

class DiceRuleset : public Ruleset {
public:
    /// id "nations_dice", 1-4 players, solo with the Hall of Fame of R l.240-249 (50 Trajan ... 10 Dan Quayle).
    const GameTypeInfo &info() const override;
    nlohmann::json readState(const nlohmann::json &doc) const override;
    /// `players`: 1-4 names in player order (the order cards are dealt at the table, R l.51); 1 = solo.
    /// `options`: {"tougher": bool (solo only, R l.212), "covered_tiles_score": bool (reading, R l.200)}.
    /// The game waits for round 1's Event (phase "event"); Books track from startingBooks() (R l.55, l.204).
    nlohmann::json newGameState(const std::vector<std::string> &players, const nlohmann::json &options) const;
    /// The seam's setup document: {"players": [names in player order], "options": {...}} (docs/state-format-dice.md
    /// "Setup"); the seats are the players, without nation or side.
    NewGame newGame(const nlohmann::json &setup) const override;
    Applied apply(const nlohmann::json &state, const Command &command) const override;
    /// The round's scoring steps: during a round the preview of end_round (or what it still waits for:
    /// passes, uses) with the Food-reachable hints; between rounds and at the end the last scored round
    /// re-explained. Shape: docs/state-format-dice.md "resolve".
    nlohmann::json resolve(const nlohmann::json &state) const override;
    /// The pad (final_score.h) with, solo, the Hall of Fame title of the player's total.
    FinalScoreSheet finalScore(const nlohmann::json &state) const override;
    /// Over after round 4 is scored (phase "ended", R l.198).
    bool isOver(const nlohmann::json &state) const override;
};

} // namespace nc::dice
