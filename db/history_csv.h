// Export of the game history as CSV for spreadsheets: one row per player per game (docs/history-format.md
// "CSV"), written a row at a time with db/csv.h.
#pragma once

#include <iosfwd>
#include <string>

#include "db/history_export.h"

namespace nc::db {

class Database;

/// The history of `db` as CSV (RFC 4180: commas, CRLF line ends, quoted fields where needed; UTF-8 without a byte
/// order mark) written to `out` a row at a time (the memory used is one game, whatever the number of games). A
/// header record, then one record per seat of every game not in the trash (any status), games ordered as in the
/// JSON export (creation time, then uuid), seats in seat order. Columns:
///   game_id (uuid), date (YYYY-MM-DD, UTC: the end of the game, else its start), game_type, status,
///   players (number of seats), seat (0-based), player, nation, side, score, rank, winner ("yes" for
///   rank 1, "no", "" until finished), then one column per final-score category found in any game's
///   final score sheet (its key, e.g. "wonders"), "" where a game has no such category.
/// The categories are read from `seat_categories` (each seat's categories as read from its final score when it
/// was stored, schema 7), so no final score is parsed here. Category columns come in the order they are first met;
/// Nations' rows name no order, so the pad's is used (game_vp, colonies, wonders, buildings_military, resources).
/// Stops after the row at which `out` fails (a full disk): the caller checks `out`. Throws DbError on a read error.
/// `progress`, when given, is told after each game is written (db/progress.h: an exception it throws ends the export).
void exportHistoryCsv(const Database &db, std::ostream &out, const ExportProgress &progress = {});

/// The same CSV as one text.
std::string exportHistoryCsv(const Database &db, const ExportProgress &progress = {});

} // namespace nc::db
