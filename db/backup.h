// Backup and restore of the whole database file with SQLite's online backup API (sqlite3_backup_*):
// a consistent copy even while the app writes, and a restore that replaces the database in one
// SQLite transaction.
#pragma once

#include <string>

#include "db/progress.h"

namespace nc::db {

class Database;

/// What a backup or a restore copied.
struct BackupReport {
    int schemaVersion = 0; ///< the schema version of the copy (restore: of the backup file, before migrating)
    long long games = 0;   ///< rows of `games` copied
    long long pages = 0;   ///< database pages copied
    /// restore: the backup is in place, but opening it as the app does (migration, integrity check) failed with
    /// this message; "" = it opened. The app's next start meets the same problem.
    std::string openProblem;
};

/// Copies the open database `source` into the new file `backupPath` as one consistent snapshot: the
/// whole copy is one read transaction on `source` (other connections may keep writing; in WAL mode
/// they are not blocked and their later commits are not in the copy). The copy is written to a
/// temporary file beside `backupPath`, switched to a rollback journal (one self-contained file, no
/// -wal), synced and then renamed over `backupPath`, so a killed backup never leaves a partial file
/// under that name. An existing `backupPath` is replaced only when it is itself an SQLite file.
/// Throws DbError naming the file when `backupPath` is a folder, another kind of file, or cannot be
/// written (folder missing, read-only, disk full); nothing is left behind then.
/// `progress`, when given, is told (pages copied, pages in all) after each batch of pages; the copy is then made in
/// batches inside one read transaction of `source` (still one snapshot), which must have none open. An exception it
/// throws (a Cancel) stops the backup, removes the partial copy and is passed on.
BackupReport backupDatabase(const Database &source, const std::string &backupPath, const Progress &progress = {});

/// Replaces the content of the database file `databasePath` with the backup `backupPath`, after
/// checking the backup (each refusal is one DbError naming the backup file and changes nothing):
/// it must be an SQLite file ("not an SQLite database"), pass PRAGMA integrity_check, CHECK constraints included ("damaged"), be
/// a Nations Companion database (a schema version and a games table) and not come from a newer app
/// ("newer version ... schema N, this app knows M"); a backup of an older schema is first copied beside
/// `databasePath` and brought to the current schema there (Database::open()), and refused when it cannot be
/// ("cannot be brought to this app's schema"). The copy into `databasePath` is one write
/// transaction of SQLite's backup API on that file: if the process is killed, SQLite's journal
/// rolls it back on the next open and the file holds its old content whole. `databasePath` is created when missing;
/// an existing file there that is not an SQLite database is refused (move it away first). Other
/// connections to `databasePath` see the restored content at their next read (the app reloads what it shows).
/// `progress`, when given, is told (pages copied, pages in all) after each batch of pages of each copy (the checks
/// before are not counted; an older backup is copied twice, to migrate it and into the database); an exception it throws (a Cancel) rolls the copy back (the database is unchanged)
/// and is passed on.
BackupReport restoreDatabase(const std::string &backupPath, const std::string &databasePath,
                             const Progress &progress = {});

} // namespace nc::db
