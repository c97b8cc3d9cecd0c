#pragma once
// A game read back from its SQLite action log (docs/state-format.md "Damaged databases"): the rows are
// checked against their checksum chain (GameStore::checkedActions), each payload goes through
// nc::parseJson, and the actions are replayed one by one with the engine. The first row that fails any
// of the three marks the game damaged at that action; everything before it is kept, so the game can be
// shown read-only as it was just before the damage. Never throws for a bad row.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "nations/actions.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::db {
class GameStore;
}

namespace nc::app {

/// Where a stored game's log goes bad.
struct LogDamage {
    int64_t seq = 0;    ///< row of the log (1 = the "setup" row)
    int64_t action = 0; ///< the action as the player counts them: seq - 1 (0 = the setup itself)
    std::string reason; ///< why, in plain words (checksum, unreadable content or the rule refusing it)
};

/// A stored game as far as it can be trusted.
struct StoredGame {
    bool setupRead = false;               ///< false when the setup row itself is damaged: nothing to show
    nc::nations::GameSetup setup;         ///< valid when setupRead
    nc::nations::GameState state;         ///< after the last good action (valid when setupRead)
    std::vector<nc::nations::Action> log; ///< the good actions after the setup row, in order
    std::optional<LogDamage> damage;      ///< the first bad row, if any
};

/// Reads game `gameId` and replays it (chain, then nc::parseJson, then the engine's applyToLog()
/// action by action). Any nc::JsonInputError, ActionError, StateError or other exception while reading
/// or replaying row N is damage at row N. Throws nc::db::DbError only when the database cannot be read.
/// An unknown game id gives setupRead false and a damage at row 1 ("the game has no setup row").
StoredGame loadStoredGame(const nc::db::GameStore &store, const nc::nations::Catalog &catalog, int64_t gameId);

/// The cheap part of loadStoredGame() for the history list: chain and nc::parseJson of every row, without
/// the engine. Throws nc::db::DbError only when the database cannot be read.
std::optional<LogDamage> checkStoredLog(const nc::db::GameStore &store, int64_t gameId);

} // namespace nc::app
