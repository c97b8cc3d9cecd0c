#include "db/backup.h"

#include "db/database.h"
#include "db/migrations.h"

#include "core/json_input.h"

#include <sqlite3.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>

namespace nc::db {

namespace {

namespace fs = std::filesystem;

constexpr int kBusyTimeoutMs = 5000;

// A raw connection closed on scope exit: the backup API works on sqlite3 handles, and the files it
// touches here (a backup being written, a backup being read) are not app databases to migrate.
struct Connection {
    sqlite3 *db = nullptr;
    Connection() = default;
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    ~Connection() { close(); }
    void close()
    {
        if (db)
            sqlite3_close_v2(std::exchange(db, nullptr));
    }
};

// True when the file starts with SQLite's 16-byte header string; false for an empty or other file.
bool hasSqliteHeader(const std::string &path)
{
    static const char header[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
    std::ifstream in(path, std::ios::binary);
    char bytes[16] = {};
    return in.read(bytes, sizeof bytes) && std::memcmp(bytes, header, sizeof header) == 0;
}

std::string sqliteText(sqlite3 *db, int rc)
{
    return db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
}

// "the disk is full" and the like, for the write errors a user can meet.
std::string writeHint(int rc)
{
    switch (rc & 0xff) {
    case SQLITE_FULL:
        return " The disk is full: free some space and try again.";
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_CANTOPEN:
        return " Check that the folder exists and is writable.";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return " Another program is using the database; close it and try again.";
    default:
        return "";
    }
}

long long countGames(sqlite3 *db)
{
    sqlite3_stmt *st = nullptr;
    long long n = 0;
    if (sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM games", -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
        n = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return n;
}

// One integer or text result of a pragma or query; nullopt when it fails.
std::optional<std::string> firstValue(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st = nullptr;
    std::optional<std::string> value;
    if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK) {
        const int rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(st, 0));
            value = text ? text : "";
        } else if (rc == SQLITE_DONE) {
            value = "";
        }
    }
    sqlite3_finalize(st);
    return value;
}

// Copies every page of `from` into `to`: one write transaction on `to` (all or nothing: the backup API commits it
// only with the last page), and a consistent snapshot of `from` (one step, or the caller's read transaction).
// With `progress` the copy goes in about a hundred steps, `progress` told after each; an exception it throws before
// the last step rolls `to` back (sqlite3_backup_finish) and is passed on. The last step commits: a Cancel told then
// comes too late and the copy stands. Returns the SQLite result code.
int copyPages(sqlite3 *to, sqlite3 *from, long long &pages, const Progress &progress)
{
    sqlite3_backup *backup = sqlite3_backup_init(to, "main", from, "main");
    if (!backup)
        return sqlite3_errcode(to);
    struct Finish { // an unfinished backup is rolled back on `to` by sqlite3_backup_finish
        sqlite3_backup *b;
        ~Finish() { if (b) sqlite3_backup_finish(b); }
    } guard{backup};
    int step = sqlite3_backup_step(backup, progress ? 1 : -1); // the first page tells the number of pages
    while (step == SQLITE_OK) {
        pages = sqlite3_backup_pagecount(backup);
        progress(pages - sqlite3_backup_remaining(backup), pages);
        step = sqlite3_backup_step(backup, int(std::max(16LL, pages / 100)));
    }
    pages = sqlite3_backup_pagecount(backup);
    const int finish = sqlite3_backup_finish(std::exchange(guard.b, nullptr));
    if (progress && step == SQLITE_DONE && finish == SQLITE_OK) {
        try {
            progress(pages, pages);
        } catch (...) { // too late to cancel: the copy is committed
        }
    }
    return step == SQLITE_DONE ? finish : step;
}

// A read transaction on `db` for as long as it lives: the steps of a backup in batches read one snapshot (the backup
// API ends its own read transaction after each step, and a writer between two steps would restart the copy).
class ReadSnapshot {
public:
    explicit ReadSnapshot(sqlite3 *db)
        : m_db(db)
    {
        if (sqlite3_exec(m_db, "BEGIN; SELECT COUNT(*) FROM sqlite_master", nullptr, nullptr, nullptr) != SQLITE_OK)
            throw DbError(std::string("Cannot read the database for the backup: ") + sqlite3_errmsg(m_db));
    }
    ~ReadSnapshot() { sqlite3_exec(m_db, "COMMIT", nullptr, nullptr, nullptr); }
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

private:
    sqlite3 *m_db;
};

// fsync of a folder, so that a rename in it survives a power loss.
void syncFolder(const fs::path &folder)
{
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        (void)::fsync(fd);
        ::close(fd);
    }
}

// A file SQLite wrote and what it keeps beside it (rollback journal, WAL, shared memory), if there.
void removeQuietly(const std::string &path)
{
    std::error_code ignored;
    fs::remove(path, ignored);
    for (const char *beside : {"-journal", "-wal", "-shm"})
        fs::remove(path + beside, ignored);
}

} // namespace

BackupReport backupDatabase(const Database &source, const std::string &backupPath, const Progress &progress)
{
    const std::string refused = "Cannot write the backup '" + backupPath + "': ";
    std::error_code ec;
    if (backupPath.empty())
        throw DbError("Cannot write the backup: no file path was given");
    if (fs::is_directory(backupPath, ec))
        throw DbError(refused + "it is a folder; give a file name");
    const fs::path parent = fs::path(backupPath).parent_path();
    if (!parent.empty() && !fs::is_directory(parent, ec))
        throw DbError(refused + "the folder '" + parent.string() + "' does not exist");
    if (fs::exists(backupPath, ec)) {
        if (fs::equivalent(backupPath, source.path(), ec))
            throw DbError(refused + "it is the database itself");
        if (!hasSqliteHeader(backupPath))
            throw DbError(refused + "a file that is not a database already has that name; it was left as it is");
    }

    // Written under another name and renamed when complete: a killed backup leaves no partial file.
    const std::string part = backupPath + ".part-" + std::to_string(::getpid());
    removeQuietly(part);
    BackupReport report;
    try {
        Connection out;
        int rc = sqlite3_open_v2(part.c_str(), &out.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
        if (rc == SQLITE_OK) {
            std::optional<ReadSnapshot> snapshot;
            if (progress)
                snapshot.emplace(source.handle());
            rc = copyPages(out.db, source.handle(), report.pages, progress);
        }
        // A backup is one self-contained file: a rollback journal instead of the source's WAL mode.
        if (rc == SQLITE_OK)
            rc = sqlite3_exec(out.db, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK)
            throw DbError(refused + sqliteText(out.db, rc) + "." + writeHint(rc), rc);
        report.games = countGames(out.db);
        report.schemaVersion = std::stoi(firstValue(out.db, "PRAGMA user_version").value_or("0"));
        out.close();

        const int fd = ::open(part.c_str(), O_RDONLY);
        const bool synced = fd >= 0 && ::fsync(fd) == 0;
        if (fd >= 0)
            ::close(fd);
        if (!synced)
            throw DbError(refused + "the copy could not be written to the disk (" + std::strerror(errno) + ")");
        fs::rename(part, backupPath, ec);
        if (ec)
            throw DbError(refused + ec.message());
        syncFolder(parent);
    } catch (...) {
        removeQuietly(part);
        throw;
    }
    return report;
}

BackupReport restoreDatabase(const std::string &backupPath, const std::string &databasePath, const Progress &progress)
{
    const std::string refused = "Cannot restore from '" + backupPath + "': ";
    const std::string unchanged = " The database '" + databasePath + "' was not changed.";
    std::error_code ec;
    if (!fs::exists(backupPath, ec))
        throw DbError(refused + "no such file." + unchanged);
    if (fs::is_directory(backupPath, ec))
        throw DbError(refused + "it is a folder, not a backup file." + unchanged);
    if (!hasSqliteHeader(backupPath))
        throw DbError(refused + "it is not a Nations Companion backup (not an SQLite database)." + unchanged,
                      SQLITE_NOTADB);
    if (fs::exists(databasePath, ec)) {
        if (fs::is_directory(databasePath, ec))
            throw DbError("Cannot restore into '" + databasePath + "': it is a folder, not a database file.");
        if (fs::equivalent(backupPath, databasePath, ec))
            throw DbError(refused + "it is the database itself." + unchanged);
        if (fs::file_size(databasePath, ec) > 0 && !hasSqliteHeader(databasePath))
            throw DbError("Cannot restore into '" + databasePath
                          + "': that file is not an SQLite database; move it away first. Nothing was changed.");
    }

    // The checks read the backup only. Not a read-only connection: on one SQLite's integrity check skips the
    // CHECK constraints, and a backup with a row breaking one was restored over a sound database, which the
    // next open then refused (an unwritable backup file is still opened read-only by SQLite, without them).
    Connection in;
    int rc = sqlite3_open_v2(backupPath.c_str(), &in.db, SQLITE_OPEN_READWRITE, nullptr);
    if (rc != SQLITE_OK)
        throw DbError(refused + "cannot open it (" + sqliteText(in.db, rc) + ")." + unchanged, rc);
    sqlite3_busy_timeout(in.db, kBusyTimeoutMs);
    const std::optional<std::string> integrity = firstValue(in.db, "PRAGMA integrity_check(1)");
    if (integrity != "ok") {
        std::string problem = integrity.value_or(sqlite3_errmsg(in.db));
        std::replace(problem.begin(), problem.end(), '\n', ' '); // one message, one line
        throw DbError(refused + "the file is damaged (SQLite's integrity check: '" + nc::quoteText(problem, 60) + "')."
                          + unchanged,
                      SQLITE_CORRUPT);
    }
    BackupReport report;
    report.schemaVersion = std::stoi(firstValue(in.db, "PRAGMA user_version").value_or("0"));
    if (report.schemaVersion > latestSchemaVersion())
        throw DbError(refused + "it was written by a newer version of Nations Companion (schema "
                      + std::to_string(report.schemaVersion) + ", this app knows "
                      + std::to_string(latestSchemaVersion()) + "). Update the app first." + unchanged);
    if (report.schemaVersion < 1
        || firstValue(in.db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'") != "1")
        throw DbError(refused + "it is not a Nations Companion backup (an SQLite database of another program)."
                      + unchanged);
    report.games = countGames(in.db);

    // An older backup is brought to this app's schema first, on a copy beside the database, as the app would on
    // start: one that cannot be (a table of another tool in the way of a new one, a full disk) is refused before
    // the database is touched. The copy then is what is restored.
    struct Scratch {
        std::string path;
        ~Scratch()
        {
            if (!path.empty())
                removeQuietly(path);
        }
    } migrated;
    if (report.schemaVersion < latestSchemaVersion()) {
        migrated.path = databasePath + ".restore-" + std::to_string(::getpid());
        removeQuietly(migrated.path);
        {
            Connection copy;
            long long pages = 0; // the progress counts this copy too: an older backup is copied twice
            rc = sqlite3_open_v2(migrated.path.c_str(), &copy.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
            if (rc == SQLITE_OK)
                rc = copyPages(copy.db, in.db, pages, progress);
            if (rc != SQLITE_OK)
                throw DbError(refused + "it could not be copied to bring it to this app's schema (" + sqliteText(copy.db, rc)
                                  + ")." + writeHint(rc) + unchanged,
                              rc);
        }
        try {
            Database::open(migrated.path);
        } catch (const std::exception &e) {
            std::string why = e.what(); // without the name of the copy, which is gone when the user reads it
            if (const std::string copy = " (database '" + migrated.path + "')"; why.find(copy) != std::string::npos)
                why.erase(why.find(copy), copy.size());
            throw DbError(refused + "it cannot be brought to this app's schema (" + why + ")." + unchanged);
        }
        in.close();
        rc = sqlite3_open_v2(migrated.path.c_str(), &in.db, SQLITE_OPEN_READWRITE, nullptr);
        if (rc != SQLITE_OK)
            throw DbError(refused + "cannot open its copy (" + sqliteText(in.db, rc) + ")." + unchanged, rc);
        sqlite3_busy_timeout(in.db, kBusyTimeoutMs);
    }

    // One write transaction on the database file: a kill during the copy is rolled back by SQLite's
    // journal on the next open, so the file never holds half of the backup.
    {
        if (const fs::path parent = fs::path(databasePath).parent_path(); !parent.empty())
            fs::create_directories(parent, ec);
        Connection out;
        rc = sqlite3_open_v2(databasePath.c_str(), &out.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
        if (rc == SQLITE_OK) {
            sqlite3_busy_timeout(out.db, kBusyTimeoutMs);
            rc = copyPages(out.db, in.db, report.pages, progress);
        }
        if (rc != SQLITE_OK)
            throw DbError("Cannot restore into '" + databasePath + "': " + sqliteText(out.db, rc) + "."
                              + writeHint(rc) + " Nothing was changed.",
                          rc);
    }
    in.close();
    // Opened as the app will (its schema is current by now). The copy is in place: a failure here is no "nothing
    // was changed".
    try {
        Database::open(databasePath);
    } catch (const DbError &e) {
        report.openProblem = e.what();
    }
    return report;
}

} // namespace nc::db
