// Export of the whole game history as one JSON document, format "nations-companion.history" version 1 or 2
// (docs/history-format.md): every player and every game (finished, abandoned, active, in the trash) with its seats,
// scores, final score sheet, action log and edit trail, and the players' merges not undone, keyed by the stable ids
// of schema version 4 (db/uuid.h).
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
/// The document version this app writes when the history has games in the trash, edit trails or merges, and the
/// newest it reads.
inline constexpr int kHistoryVersion = 2;
/// The version written for a history without them: the bytes earlier versions of the app wrote, which they read.
inline constexpr int kHistoryVersion1 = 1;

/// The history of `db` as a JSON text: 2-space indentation, keys in alphabetical order, a final newline.
/// Players and games are ordered by creation time then id, seats by seat number, actions by seq, so the
/// same history always gives the same bytes (an import into an empty database exports identically).
/// Stored JSON texts (options, final score sheet, action payloads) are embedded as JSON values.
/// Games in the trash ("deleted_at"), edit trails ("edits", oldest first) and merges ("merges") are written only when
/// there are some, and then the document says version 2 (kHistoryVersion), else version 1 (kHistoryVersion1).
/// A game whose action log fails its checksum chain (GameStore::checkedActions) exports the rows before
/// the damage and a "log_damage" member {"seq", "reason"} saying what was left out.
/// Throws DbError on a read error, or when a stored JSON text cannot be parsed (naming the game), or when `db` was
/// opened with IntegrityCheck::InBackground or InBackgroundAwaited and that check finds the file damaged (its message, code SQLITE_CORRUPT;
/// waited for after the games, before the document's end is written). The file is read through a memory map for
/// the export (PRAGMA mmap_size, set back after: db/read_snapshot.h MappedReads).
/// `progress`, when given, is told after each game (games are printed one at a time, so the memory used is
/// the output text and a few games, not a tree of the whole history). `db` is used by a reading thread of the
/// export until it returns: no other thread may use it meanwhile.
std::string exportHistoryJson(Database &db, const ExportProgress &progress = {});

/// The same text written to `out` 16 games at a time, so that the memory used is a few dozen games (not the output text).
/// The games are read, printed and written on three threads (this one prints; `out` is written by another, and
/// `progress` is told on this one when a game is printed). Stops at once when `out` fails on the document's first
/// line, else within 80 games after the game at which it fails (a full disk, ...): the caller checks `out` and says so.
/// Throws DbError as exportHistoryJson() does.
void exportHistoryJson(Database &db, std::ostream &out, const ExportProgress &progress = {});

} // namespace nc::db
