// Inside db/: a game's action log checked against its checksum chain, for a reader of many games (the JSON export,
// issue 15 §4) and GameStore::checkedActions() alike.
#pragma once

#include "db/database.h"
#include "db/game_store.h"

#include <cstdint>

namespace nc::db {

/// GameStore::checkedActions(gameId) on `db`: its two statements come from the connection's cache
/// (Database::prepareCached), compiled once per connection and handed back reset, so a reader of many games does not
/// compile them again for each game. Like prepareCached, only for the thread that uses `db` at the time. Throws
/// DbError on a read error.
CheckedLog checkedLog(const Database &db, int64_t gameId);

} // namespace nc::db
