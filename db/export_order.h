// Inside db/: the games the history exports write (db/history_export.h, db/history_csv.h) and their order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nc::db {

class Database;

/// The ids of the games not in the trash (with `withTrash`: of every game), ordered by creation time, then uuid (the
/// exports' order: kExportOrder). Sorted as ids alone: sorting the rows with their large texts (final scores,
/// options) made SQLite write them all to a temporary file first; each game is then read by its id. The JSON history
/// carries the trash (docs/history-format.md, version 2); the CSV and BG Stats exports leave it out. Throws DbError
/// on a read error.
std::vector<int64_t> exportedGames(const Database &db, bool withTrash = false);

/// The tables the history exports (JSON, CSV, BG Stats) read: what the CLI's export has SQLite's integrity check cover
/// (Database::open's `checkedTables`). The other tables are the statistics' summaries, which no export reads: checking
/// them took three quarters of the check's time at 100,000 games (docs/benchmarks.md). tests/db/test_export_tables.cpp
/// compares this list with the tables SQLite's authorizer reports each export reading.
const std::vector<std::string> &exportedTables();

/// The ORDER BY of exportedGames() over `games g`, for a query whose rows must come in the games' order.
inline constexpr const char *kExportOrder = "g.created_at, g.uuid";

} // namespace nc::db
