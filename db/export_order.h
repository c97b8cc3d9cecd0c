// Inside db/: the games the history exports write (db/history_export.h, db/history_csv.h) and their order.
#pragma once

#include <cstdint>
#include <vector>

namespace nc::db {

class Database;

/// The ids of the games not in the trash, ordered by creation time, then uuid (the exports' order). Sorted as ids
/// alone: sorting the rows with their large texts (final scores, options) made SQLite write them all to a temporary
/// file first; each game is then read by its id. Throws DbError on a read error.
std::vector<int64_t> exportedGames(const Database &db);

} // namespace nc::db
