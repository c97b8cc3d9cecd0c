#pragma once
// Nations behind the game-type seam (core/ruleset.h): the existing engine (actions.h, resolution.h,
// final_score.h) seen as one Ruleset, so that the generic session, the CLI and the history treat Nations
// like any other game of the family. Nothing here decides a rule: each function calls the engine.

#include "core/ruleset.h"
#include "nations/catalog.h"

namespace nc::nations {

class NationsRuleset : public Ruleset {
public:
    /// `catalog` must outlive the ruleset.
    explicit NationsRuleset(const Catalog &catalog);

    /// id "nations", 1-5 players (Rulebook p.2), solo with the catalog's Hall of Fame (Rulebook p.23).
    const GameTypeInfo &info() const override { return m_info; }
    /// stateFromJson() and validate(); every problem in one GameInputError ("impossible state: ...").
    nlohmann::json readState(const nlohmann::json &doc) const override;
    /// `setup` is toJson(GameSetup) (docs/state-format.md "Action log", the "setup" row); newGame().
    NewGame newGame(const nlohmann::json &setup) const override;
    /// The command is an Action: kind = name, payload = args (with "player" when player >= 0);
    /// apply(). "undo"/"redo" are the session's (core/command_log.h). ActionError -> GameInputError.
    Applied apply(const nlohmann::json &state, const Command &command) const override;
    /// Nations' rows as the app has always written them (docs/state-format.md "Action log"): kind = the
    /// action, payload = the args with "player" when player >= 0.
    std::pair<std::string, nlohmann::json> toRow(const Command &command) const override;
    /// The inverse: an integer "player" of the payload becomes Command::player.
    Command fromRow(const std::string &kind, const nlohmann::json &payload) const override;
    // No command is an undo barrier (the default): a confirmed Resolution Phase ("resolve", which holds the
    // whole next state) is undone like any action (docs/state-format.md "Undo and redo"); only the stored
    // result of a finished game closes its log.
    /// toJson(resolveRound()): the CLI's `resolve` output.
    nlohmann::json resolve(const nlohmann::json &state) const override;
    /// finalScore() per seat: A Game VP, B Colonies, C Wonders, D Buildings and Military, E Resources
    /// (Rulebook p.20), ties by player order.
    FinalScoreSheet finalScore(const nlohmann::json &state) const override;
    /// Over once the last round is resolved (phase "finished", Rulebook p.20 "End of the game").
    bool isOver(const nlohmann::json &state) const override;
    /// Nations keeps its stored pad shape (final_score.h toJson(FinalScore, GameState): the rows in rank
    /// order with their categories and lines), which the history of earlier versions holds.
    nlohmann::json resultDocument(const nlohmann::json &state, const FinalScoreSheet &sheet) const override;

private:
    const Catalog &m_catalog;
    GameTypeInfo m_info;
};

} // namespace nc::nations
