// Export of the whole game history as one JSON document, format "nations-companion.history" version 1
// (docs/history-format.md): every player and every game (finished, abandoned, active) with its seats,
// scores, final score sheet and action log, keyed by the stable ids of schema version 4 (db/uuid.h).
#pragma once

#include <string>

namespace nc::db {

class Database;

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
std::string exportHistoryJson(Database &db);

} // namespace nc::db
