// Thin RAII layer over the sqlite3 C API: the connection, prepared statements (and a cache of them), transactions
// and the one error type every db/ function throws. Knows nothing of games; see game_store.h for that.
#pragma once

#include "db/progress.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

// Forward declarations so users of this header do not need <sqlite3.h>.
struct sqlite3;
struct sqlite3_stmt;

namespace nc::db {

/// Every failure of the db/ layer. what() is a complete sentence meant to be shown to the user as is:
/// it names the database file and carries SQLite's own message plus a hint (e.g. "the disk is full").
/// A DbError never loses data that was already committed: the failed operation is rolled back.
class DbError : public std::runtime_error {
public:
    /// `sqliteCode` is the (extended) SQLite result code, or 0 when the error did not come from SQLite
    /// (bad argument, unknown game, schema too new...).
    explicit DbError(const std::string &message, int sqliteCode = 0);
    /// The (extended) SQLite result code behind the error, 0 if none. `code() & 0xff` is the primary
    /// code (SQLITE_FULL, SQLITE_NOTADB, ...).
    int code() const noexcept { return m_code; }

private:
    int m_code;
};

class Statement;
class BackgroundCheck;
class StatementCache;

/// When Database::open() runs SQLite's full integrity check (docs/state-format.md "Damaged databases").
enum class IntegrityCheck {
    AtOpen,      ///< before anything is written, whatever the file's size (the CLI, tests)
    /// At open for a file up to the size limit given to open(); a larger file opens at once and is checked in
    /// the background (its own connection, which only reads, in another thread) while it is read; any write (INSERT,
    /// UPDATE, DELETE, CREATE, DROP, ALTER) waits for that check, and on a damaged file is refused with the
    /// same DbError as at open (code SQLITE_CORRUPT): nothing is written to a damaged file either way.
    InBackground,
    /// As InBackground, the check's thread at the process's own CPU priority instead of the lowest: for a caller that
    /// waits for the check while it reads the whole file (the CLI's export, which fails at its end on damage). At the
    /// lowest priority the check gets almost no CPU while the export's two threads keep both cores busy, and then runs
    /// alone on one core after them (2.5 s at 100,000 games, docs/benchmarks.md).
    InBackgroundAwaited,
    /// None: for a second connection of a process whose first connection to the same file checks it (the app's
    /// export and backup jobs, which only read: a check of their own would read the whole file once more beside
    /// them, 46 s of disk reads for 100,000 games on a cold cache). A damaged page they meet is still an error.
    Skipped,
};

/// IntegrityCheck::InBackground (and InBackgroundAwaited) checks a file up to this size at open (64 MiB: about 9,000 games, the full
/// check then costs well under a second).
inline constexpr long long kIntegrityCheckAtOpenBytes = 64ll * 1024 * 1024;

/// Owner of one open SQLite connection (movable, not copyable). Single-threaded: use one Database
/// per thread. Every function throws DbError on failure.
class Database {
public:
    /// Opens (creating if needed) the database file at `path` and brings its schema up to date.
    /// - creates missing parent folders;
    /// - sets foreign_keys=ON, busy_timeout (5 s), journal_mode=WAL and synchronous=FULL, so a
    ///   committed transaction survives a killed process and a power loss;
    /// - runs PRAGMA integrity_check before writing anything (with IntegrityCheck::InBackground or
    ///   InBackgroundAwaited on a file over `atOpenBytes`: in the background, writes waiting for it): a damaged file is refused with
    ///   DbError (code SQLITE_CORRUPT, "The database file '<path>' is damaged: ...") and left untouched;
    /// - runs the pending migrations (migrations.h), each in its own transaction.
    /// Throws DbError when `path` is a folder, is not an SQLite database, cannot be opened for
    /// writing, or was written by a newer schema than this app knows. ":memory:" is accepted (tests).
    /// `check` and `atOpenBytes`: when the integrity check runs (IntegrityCheck). `migration`, when given, is told
    /// the progress of the pending migrations (migrations.h: migrate(), MigrationProgress; needsMigration() says
    /// whether there are any).
    /// `checkedTables` (IntegrityCheck::InBackgroundAwaited on a file over `atOpenBytes` only): the tables the caller
    /// reads, the only ones the background check covers (with their indexes), for a connection that only reads them
    /// (the CLI's export: db/export_order.h exportedTables()); its writes are then refused. A file with pending
    /// migrations is checked whole all the same (the migrations write).
    static Database open(const std::string &path, IntegrityCheck check = IntegrityCheck::AtOpen,
                         long long atOpenBytes = kIntegrityCheckAtOpenBytes, const Progress &migration = {},
                         const std::vector<std::string> &checkedTables = {});

    Database(Database &&other) noexcept;
    Database &operator=(Database &&other) noexcept;
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;
    ~Database();

    /// The file path given to open().
    const std::string &path() const noexcept { return m_path; }
    /// The raw connection, for the few things the helpers below do not cover (tests, diagnostics).
    sqlite3 *handle() const noexcept { return m_db; }

    /// Runs one or more `;`-separated SQL statements that return no rows of interest.
    /// `context` says what was being done, for the error message.
    void exec(const std::string &sql, std::string_view context = {}) const;
    /// Compiles one SQL statement.
    Statement prepare(const std::string &sql) const;
    /// The statement for `sql` from this connection's cache: compiled once (sqlite3_prepare_v3 with
    /// SQLITE_PREPARE_PERSISTENT), then handed out again by every later call with the same text. For the writes made
    /// per game and per action: a statement that can fire the summary triggers (schemas 7-10) has every such trigger
    /// compiled into it, milliseconds per preparation (docs/benchmarks.md "The cost of storing a game").
    /// - `sql` must be a fixed text (values bound, never formatted in): each text stays cached until the connection
    ///   closes.
    /// - Handed out reset, with no bindings. The same text in use twice at once gets a second compiled statement
    ///   (cached as well), so two uses never share one.
    /// - When the Statement is destroyed it goes back to the cache reset (so it holds no read transaction) and with
    ///   its bindings cleared; the cache's statements are finalized before the connection closes. Like every
    ///   Statement it must not outlive this Database.
    /// - After a schema change (a migration, another connection's) SQLite recompiles a cached statement by itself.
    /// Throws DbError when `sql` does not compile.
    Statement prepareCached(const std::string &sql) const;

    /// PRAGMA user_version: the number of migrations applied to this file.
    int userVersion() const;
    /// PRAGMA journal_mode as SQLite reports it (lower case, e.g. "wal").
    std::string journalMode() const;
    /// Rowid of the last successful INSERT on this connection.
    int64_t lastInsertRowId() const;
    /// Rows changed by the last INSERT/UPDATE/DELETE on this connection.
    int changes() const;

    /// Throws a DbError built from the connection's current error: "<context> failed (database
    /// '<path>'): <sqlite message>. <hint>". `context` is a gerund ("Saving"); `rc` the failing code.
    [[noreturn]] void fail(int rc, std::string_view context) const;

    /// IntegrityCheck::InBackground or InBackgroundAwaited on a large file: waits for the check and returns "" when the file
    /// passed, else the damage message (the DbError's text). "" at once when the file was checked at open.
    std::string waitForIntegrityCheck() const;
    /// waitForIntegrityCheck(), throwing its damage message as a DbError (code SQLITE_CORRUPT): for a job that read the
    /// whole file while the check ran (the CLI's exports, which then write no output).
    void requireIntegrity() const;

private:
    Database(sqlite3 *db, std::string path);
    void close() noexcept;

    sqlite3 *m_db = nullptr;
    std::string m_path;
    std::unique_ptr<BackgroundCheck> m_check; ///< the background integrity check, or null
    std::unique_ptr<StatementCache> m_cache;  ///< prepareCached()'s statements not in use (null when moved from)
};

/// One prepared statement (movable, not copyable). Parameter and column indexes follow SQLite:
/// bind() indexes start at 1, column indexes at 0. One from Database::prepareCached() goes back to the cache when
/// destroyed instead of being finalized.
class Statement {
public:
    Statement(const Database &db, const std::string &sql);
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    ~Statement();

    Statement &bind(int index, int64_t value);
    /// Binds UTF-8 text (copied by SQLite).
    Statement &bind(int index, std::string_view text);
    Statement &bind(int index, const char *text) { return bind(index, std::string_view(text)); }
    Statement &bind(int index, const std::string &text) { return bind(index, std::string_view(text)); }
    /// A char would silently bind as an integer; convert it to text explicitly.
    Statement &bind(int index, char) = delete;
    /// Binds text, or NULL when `text` holds no value.
    Statement &bindOrNull(int index, const std::optional<std::string> &text);
    Statement &bindNull(int index);

    /// Advances: true when a row is available, false when the statement is done. Throws on error.
    bool step();
    /// Steps to completion, ignoring any rows (INSERT/UPDATE/DELETE).
    void run();
    /// Makes the statement reusable and clears its bindings.
    void reset();

    bool isNull(int column) const;
    int64_t int64(int column) const;
    int int32(int column) const;
    /// Column as UTF-8 text; "" for NULL.
    std::string text(int column) const;
    std::optional<std::string> optionalText(int column) const;
    std::optional<int64_t> optionalInt64(int column) const;

private:
    friend class Database;
    Statement(const Database &db, sqlite3_stmt *stmt, std::vector<sqlite3_stmt *> *cacheSlot) noexcept;
    void check(int rc, std::string_view what) const;
    void release() noexcept;

    const Database *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    std::vector<sqlite3_stmt *> *m_cacheSlot = nullptr; ///< where it goes back when cached (the cache's idle ones of its SQL)
};

/// BEGIN IMMEDIATE on construction (takes the write lock up front, so a transaction never fails
/// half-way for lack of it); ROLLBACK on destruction unless commit() succeeded.
class Transaction {
public:
    explicit Transaction(const Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    /// COMMIT. When it returns, the transaction is durable on disk (synchronous=FULL).
    /// Throws DbError (and the destructor rolls back) when the commit fails, e.g. disk full.
    void commit();

private:
    const Database &m_db;
    bool m_done = false;
};

} // namespace nc::db
