#pragma once
// What the history's edit operations share (db/history_edit.cpp, db/players.cpp, db/logged_game.cpp): the
// current time as SQLite writes it, trimming, finding or adding a player by name, the edit trail. Internal to db/.

#include <cstdint>
#include <string>
#include <vector>

namespace nc::db {

class Database;

namespace edit {

/// ISO-8601 UTC with milliseconds, as every timestamp of the schema (db/migrations.cpp).
inline constexpr const char *kNowSql = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/// `text` without leading and trailing spaces, tabs and line breaks.
std::string trimmed(const std::string &text);

/// Whether `day` is a real calendar day written "YYYY-MM-DD".
bool isDay(const Database &db, const std::string &day);

/// The id of the player called `name` (ASCII case ignored), added when there is none; part of the caller's
/// transaction. `name` must already be trimmed and not empty.
int64_t playerId(const Database &db, const std::string &name);

/// The ids of a JSON array of ids, as a merge keeps its moved games and repointed merges (player_merges.game_ids_json,
/// repointed_json).
std::vector<int64_t> idList(const std::string &jsonText);

/// Appends one line to a game's edit trail (table game_edits); part of the caller's transaction.
void record(const Database &db, int64_t gameId, const std::string &field, const std::string &before,
            const std::string &after);

/// Throws DbError "<what>: there is no game <id>" / "... game <id> is in the trash" unless the game exists and
/// is not deleted; returns its status text.
std::string requireLiveGame(const Database &db, int64_t gameId, const std::string &what);

} // namespace edit
} // namespace nc::db
