// Schema history of the Nations Companion database: an ordered list of migrations, the number applied
// being stored in PRAGMA user_version.
#pragma once

#include "db/progress.h"

#include <string>
#include <vector>

namespace nc::db {

class Database;

/// The schema history. Entry i (0-based) is the SQL that brings a database from user_version i to
/// i + 1. Append only: a released entry is never edited, a change of schema is a new entry.
/// Version 3 adds actions.chain; migrate() also computes it for the rows already stored (db/action_chain.h),
/// which plain SQL cannot do, so run the versions through migrate() rather than this SQL alone.
/// Version 4 adds games.uuid and players.uuid (db/uuid.h), filled with random UUIDs for existing rows.
/// The next version adds games.campaign (the options' "campaign", computed by SQLite) and the indexes of the
/// history list, the campaigns and the finished games (issue 15 §4).
/// Version 7 adds games.difficulty (a solo game's difficulty, copied from its setup row by a trigger),
/// games.card_sets (the options' "card_sets", computed by SQLite), the statistics' summary tables stats_* and the
/// Hall of Fame's solo_results, kept right by triggers on games and game_players in every write's transaction.
/// Version 8 adds the same summaries by finish day (stats_day_*) and by player of the game (stats_with_*), filled
/// from the stored games and kept by triggers likewise, and the index games_by_id (docs/history-format.md).
/// Version 9 adds player_results: each player's scored seats of the counted games in finish-time order (a
/// player's statistics detail), filled from the stored games and kept by triggers likewise.
/// Version 10 adds the summaries by player of the game and finish day (stats_with_day_*) and a player's category sums
/// (player_categories, player_day_categories). Version 11 adds the summaries and category sums by finish month and
/// year (stats_month_*, stats_year_*, stats_with_month_*, stats_with_year_*, player_month_categories,
/// player_year_categories) and makes the triggers by day again with them (docs/history-format.md).
const std::vector<std::string> &migrations();

/// The user_version of an up-to-date database, i.e. migrations().size().
int latestSchemaVersion();

/// Throws DbError "database was written by a newer version of Nations Companion (schema N, this app
/// knows M)" when the file's user_version is above latestSchemaVersion(); does nothing otherwise.
void checkSchemaNotNewer(const Database &db);

/// What migrate() has done (db/progress.h): (steps done, steps in all), 1 <= done <= total, a step being one SQL
/// statement of a pending migration (or schema 3's checksums of the stored rows). Called on migrate()'s thread after
/// each step, never when nothing is pending; an exception it throws rolls the running migration back and ends
/// migrate() (the file stays at the last version applied). The steps differ widely in time (a table filled from
/// 100,000 games, a trigger made): it says that the work goes on, not how long it takes.
using MigrationProgress = Progress;

/// The SQL statements of `sql` (a migration's text), in order, each with its ';' (sqlite3_complete(): a trigger's body
/// stays whole). Text after the last complete statement that is not only blanks is one statement more.
std::vector<std::string> sqlStatements(const std::string &sql);

/// Whether Database::open() of the file at `path` would apply migrations to a file that holds a schema already
/// (user_version from 1 to latestSchemaVersion() - 1), which may take a while on a large history: the app then shows
/// their progress. Reads the file read-only; false when it is missing, new (user_version 0), up to date, newer or not
/// readable (open() says why). Never throws.
bool needsMigration(const std::string &path);

/// Applies the missing migrations up to `targetVersion` (latestSchemaVersion() when negative), each in
/// its own transaction together with the user_version bump, so a crash leaves the file at a known
/// version. Returns how many were applied. Throws DbError when the database is newer than the app,
/// when `targetVersion` is out of range, or when a migration fails (that migration is rolled back).
/// `progress`, when given, is told after each statement (MigrationProgress).
/// Database::open() calls it; tests call it with a target to migrate step by step.
int migrate(const Database &db, int targetVersion = -1, const MigrationProgress &progress = {});

} // namespace nc::db
