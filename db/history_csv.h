// Export of the game history as CSV for spreadsheets: one row per player per game (docs/history-format.md
// "CSV"), written with db/csv.h.
#pragma once

#include <string>

#include "db/history_export.h"

namespace nc::db {

class Database;

/// The history of `db` as CSV text (RFC 4180: commas, CRLF line ends, quoted fields where needed; UTF-8
/// without a byte order mark). A header record, then one record per seat of every game (any status),
/// games ordered as in the JSON export (creation time, then uuid), seats in seat order. Columns:
///   game_id (uuid), date (YYYY-MM-DD, UTC: the end of the game, else its start), game_type, status,
///   players (number of seats), seat (0-based), player, nation, side, score, rank, winner ("yes" for
///   rank 1, "no", "" until finished), then one column per final-score category found in any game's
///   final score sheet (its key, e.g. "wonders"), "" where a game has no such category.
/// Category columns come in the order they are first met; Nations' rows name no order, so the pad's is
/// used (game_vp, colonies, wonders, buildings_military, resources). Throws DbError on a read error.
/// `progress`, when given, is told after each game is read (db/history_export.h ExportProgress).
std::string exportHistoryCsv(const Database &db, const ExportProgress &progress = {});

} // namespace nc::db
