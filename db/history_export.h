// Export of the whole game history as one JSON document, format "nations-companion.history" version 1
// (docs/history-format.md): every player and every game (finished, abandoned, active) with its seats,
// scores, final score sheet and action log, keyed by the stable ids of schema version 4 (db/uuid.h).
#pragma once

#include <iosfwd>
#include <string>

#include "db/progress.h"

namespace nc::db {

class Database;

/// Told how far an export is, after each game: (games written, games in all) (db/progress.h). An exception it
/// throws ends the export (and leaves the database as it was: exports only read).
using ExportProgress = Progress;

/// The value of the document's "format" member.
inline constexpr const char *kHistoryFormat = "nations-companion.history";
/// The document version this app writes and the newest it reads.
inline constexpr int kHistoryVersion = 1;

/// The history of `db` as a JSON text: 2-space indentation, keys in alphabetical order, a final newline.
/// Players and games are ordered by creation time then id, seats by seat number, actions by seq, so the
/// same history always gives the same bytes (an import into an empty database exports identically).
/// Stored JSON texts (options, final score sheet, action payloads) are embedded as JSON values.
/// A game whose action log fails its checksum chain (GameStore::checkedActions) exports the rows before
/// the damage and a "log_damage" member {"seq", "reason"} saying what was left out.
/// Throws DbError on a read error, or when a stored JSON text cannot be parsed (naming the game).
/// `progress`, when given, is told after each game (games are written one at a time, so the memory used is
/// the output text and one game, not a tree of the whole history).
std::string exportHistoryJson(Database &db, const ExportProgress &progress = {});

/// The same text written to `out` a game at a time, so that the memory used is one game (not the output text).
/// Stops after the game at which `out` fails (a full disk, ...): the caller checks `out` and says so. Throws
/// DbError as exportHistoryJson() does.
void exportHistoryJson(Database &db, std::ostream &out, const ExportProgress &progress = {});

} // namespace nc::db
