#pragma once
// One game of any game type (scoring/core/ruleset.h), kept in SQLite: the setup and every accepted command
// are rows of the game's action log (db/game_store.h) before the caller may confirm them, undo and redo
// are commands appended like any other (scoring/core/command_log.h), and a game is resumed by replaying its
// log. Qt-free, so that tests drive it against a real SQLite file; the QML side wraps it.
//
// The setup row (kind "setup") holds the setup document given to start(); each command row holds
// Command::toJson() under the command's name as its kind.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/command_log.h"
#include "core/ruleset.h"
#include "db/game_store.h"

namespace nc::app {

/// Where a stored game's log stops being usable: row `seq` (1 = the setup row) and why, in plain words.
struct SessionDamage {
    int64_t seq = 0;
    std::string reason;
};

class GameSession {
public:
    /// `store` and `ruleset` must outlive the session.
    GameSession(db::GameStore &store, const Ruleset &ruleset);

    const Ruleset &ruleset() const { return m_ruleset; }

    /// Starts a new game: Ruleset::newGame(setup), then the game, its seats and its setup row in one
    /// transaction. Returns the game id. Throws GameInputError (the rules refuse the setup) or
    /// db::DbError (nothing stored); the session is unchanged then. `corrections`: the table's corrections
    /// of printed nation boards remembered in the same transaction (GameStore::createGame).
    int64_t start(const nlohmann::json &setup, const std::vector<db::NationCorrectionUpdate> &corrections = {});

    /// Reads game `gameId` back: the log checked against its checksum chain, the setup replayed, then
    /// every command in effect. A row that fails (checksum, JSON, the rules) stops the replay there:
    /// damage() says where, the state is the one before it, and the game is read-only. Throws
    /// db::DbError when the database cannot be read, GameInputError for a game of another type.
    void resume(int64_t gameId);

    /// Takes over game `gameId` as read back by its game type's own reader instead of resume() (Nations:
    /// app/nations/stored_game.h, which names the damaged action): `setup` is its setup row, `log` the
    /// commands stored after it, in log order (undo/redo included), `state` the state after them,
    /// `damage` the first bad row (read-only then). Nothing is read or written here.
    void adopt(int64_t gameId, nlohmann::json setup, std::vector<Command> log, nlohmann::json state,
               std::optional<SessionDamage> damage);

    /// Applies a command: the rules check it on the current state, it is stored, then it takes effect.
    /// "undo"/"redo" rebuild the state from the log. Throws GameInputError (refused: nothing stored,
    /// nothing changed) or db::DbError (not stored: nothing changed).
    const Applied &run(const Command &command);
    void undo() { run(Command{"undo", -1, nlohmann::json::object()}); }
    void redo() { run(Command{"redo", -1, nlohmann::json::object()}); }
    bool canUndo() const;
    bool canRedo() const;
    /// The index in log() of the command an "undo" run now would take back (redoTarget(): put back);
    /// nullopt when there is none. From the log alone, so a damaged game says it too.
    std::optional<size_t> undoTarget() const;
    std::optional<size_t> redoTarget() const;

    /// Whether the current game is over by its rules (Ruleset::isOver): finish() may store its result.
    bool isOver() const;
    /// The final score of the current state, stored as the game's result (Ruleset::resultDocument, scores,
    /// ranks, the solo Hall of Fame title); the game is finished then. Throws GameInputError (no game, a
    /// damaged one, or a game that is not over) or db::DbError (nothing stored).
    FinalScoreSheet finish();

    std::optional<int64_t> gameId() const { return m_gameId; }
    const nlohmann::json &state() const { return m_last.state; }
    /// The explanation of the last command applied (empty after undo/redo or resume).
    const std::vector<ExplanationLine> &lastLines() const { return m_last.lines; }
    const std::optional<SessionDamage> &damage() const { return m_damage; }
    /// The commands of the log after the setup row (undo/redo included), in order.
    const std::vector<Command> &log() const { return m_log; }
    /// The indices in log() of the commands in effect (not undone; undo/redo rows excluded), in log order.
    std::vector<size_t> inEffect() const;

private:
    Applied replay(const std::vector<Command> &log) const;
    std::vector<std::string> kinds(const std::vector<Command> &log) const;
    /// The undo/redo walk of `log` with this game's barrier (core/command_log.h).
    LogWalk walk(const std::vector<Command> &log) const;

    db::GameStore &m_store;
    const Ruleset &m_ruleset;
    std::optional<int64_t> m_gameId;
    nlohmann::json m_setup; ///< the setup document (the log's first row)
    std::vector<Command> m_log;
    Applied m_last;
    std::optional<SessionDamage> m_damage;
};

} // namespace nc::app
