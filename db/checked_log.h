// Inside db/: a game's action log checked against its checksum chain with statements prepared once, for a reader of
// many games (the JSON export, issue 15 §4: preparing them again for each game was SQLite's parser on every game).
// GameStore::checkedActions() is the same check for one game.
#pragma once

#include "db/database.h"
#include "db/game_store.h"

#include <cstdint>

namespace nc::db {

/// The statements checkedLog() steps, prepared on `db` once for any number of games. Throws DbError.
struct LogStatements {
    explicit LogStatements(const Database &db);
    Statement rows; ///< the log of game ?1 in seq order
    Statement head; ///< games.log_head of game ?1
};

/// GameStore::checkedActions(gameId) through `st` (left reset for the next game). Throws DbError on a read error.
CheckedLog checkedLog(LogStatements &st, int64_t gameId);

} // namespace nc::db
