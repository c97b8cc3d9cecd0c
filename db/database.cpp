#include "db/database.h"

#include "db/integrity_check.h"
#include "db/migrations.h"

#include "core/json_input.h"

#include <sqlite3.h>

#include <filesystem>
#include <new>
#include <system_error>
#include <unordered_map>
#include <utility>

namespace nc::db {

namespace {

constexpr int kBusyTimeoutMs = 5000;

// A sentence the user can act on, for the SQLite errors a user can actually meet.
const char *hintFor(int rc)
{
    switch (rc & 0xff) {
    case SQLITE_FULL:
        return "The disk is full: free some space and try again. Everything saved before is kept.";
    case SQLITE_NOTADB:
        return "The file is not a Nations Companion database.";
    case SQLITE_CORRUPT:
        return "The database file is damaged.";
    case SQLITE_READONLY:
    case SQLITE_PERM:
        return "The file or its folder is read-only.";
    case SQLITE_CANTOPEN:
        return "Check that the folder exists and is writable.";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return "Another program is using the database; close it and try again.";
    case SQLITE_IOERR:
        return "The disk reported an input/output error. Everything saved before is kept.";
    default:
        return nullptr;
    }
}

std::string message(std::string_view context, const std::string &path, const std::string &sqliteMessage, int rc)
{
    // "<What was being done> failed (database '<path>'): <SQLite's message>. <Hint>"
    std::string text(context.empty() ? std::string_view("Using the database") : context);
    text += " failed (database '" + path + "'): " + sqliteMessage;
    if (const char *hint = hintFor(rc)) {
        text += ". ";
        text += hint;
    }
    return text;
}

// PRAGMA integrity_check before anything is written: a damaged file (a bad page, a broken index, a
// value that breaks a CHECK constraint) is refused untouched instead of being resumed or migrated.
void checkIntegrity(const Database &db)
{
    if (const std::string problem = integrityProblem(db.handle(), db.path()); !problem.empty())
        throw DbError(problem, SQLITE_CORRUPT);
}

} // namespace

// Database::prepareCached()'s statements that are not in use, per SQL text. A Statement handed out keeps a pointer to
// its text's slot (the vector): std::unordered_map never moves its elements, so the pointer stays valid as texts are
// added.
class StatementCache {
public:
    StatementCache() = default;
    StatementCache(const StatementCache &) = delete;
    StatementCache &operator=(const StatementCache &) = delete;
    ~StatementCache()
    {
        for (auto &[sql, idle] : slots)
            for (sqlite3_stmt *st : idle)
                sqlite3_finalize(st);
    }

    std::unordered_map<std::string, std::vector<sqlite3_stmt *>> slots;
};

DbError::DbError(const std::string &message, int sqliteCode)
    : std::runtime_error(message)
    , m_code(sqliteCode)
{
}

// ---- Database ---------------------------------------------------------------------------------------

Database::Database(sqlite3 *db, std::string path)
    : m_db(db)
    , m_path(std::move(path))
    , m_cache(std::make_unique<StatementCache>())
{
}

Database::Database(Database &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
    , m_path(std::move(other.m_path))
    , m_check(std::move(other.m_check))
    , m_cache(std::move(other.m_cache))
{
}

Database &Database::operator=(Database &&other) noexcept
{
    if (this != &other) {
        close();
        m_db = std::exchange(other.m_db, nullptr);
        m_path = std::move(other.m_path);
        m_check = std::move(other.m_check);
        m_cache = std::move(other.m_cache);
    }
    return *this;
}

Database::~Database()
{
    close();
}

void Database::close() noexcept
{
    m_check.reset(); // stops a background check before its guard's connection goes
    // Finalizes the cached statements first: with them alive sqlite3_close would fail (SQLITE_BUSY) and
    // sqlite3_close_v2 would leave the connection open, its -wal file not checkpointed, until they were gone.
    m_cache.reset();
    // sqlite3_close_v2 defers the close until unfinalized statements are gone instead of failing.
    if (m_db)
        sqlite3_close_v2(std::exchange(m_db, nullptr));
}

Database Database::open(const std::string &path, IntegrityCheck check, long long atOpenBytes,
                        const Progress &migration, const std::vector<std::string> &checkedTables)
{
    namespace fs = std::filesystem;
    if (path.empty())
        throw DbError("Cannot open the database: no file path was given");

    if (path != ":memory:") {
        std::error_code ec;
        const fs::path file(path);
        if (fs::is_directory(file, ec))
            throw DbError("Cannot open database '" + path + "': it is a folder, not a database file");
        const fs::path parent = file.parent_path();
        if (!parent.empty()) {
            if (fs::exists(parent, ec) && !fs::is_directory(parent, ec))
                throw DbError("Cannot open database '" + path + "': '" + parent.string() + "' is not a folder");
            if (!fs::exists(parent, ec) && !fs::create_directories(parent, ec) && ec)
                throw DbError("Cannot create the folder '" + parent.string() + "' for database '" + path
                              + "': " + ec.message());
        }
    }

    sqlite3 *raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        const std::string sqliteMessage = raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc);
        sqlite3_close_v2(raw);
        throw DbError(message("Opening the file", path, sqliteMessage, rc), rc);
    }
    Database db(raw, path);
    sqlite3_extended_result_codes(raw, 1);

    // SQLite silently falls back to read-only when it may not write the file; every save would fail later.
    if (sqlite3_db_readonly(raw, "main") == 1)
        throw DbError(message("Opening the file for writing", path, "permission denied", SQLITE_READONLY),
                      SQLITE_READONLY);

    sqlite3_busy_timeout(raw, kBusyTimeoutMs);
    db.exec("PRAGMA foreign_keys = ON", "Enabling foreign keys");
    // First real read of the file: a non-database file fails here, before anything is written to it.
    db.exec("SELECT 1 FROM sqlite_master LIMIT 1", "Reading the file");
    checkSchemaNotNewer(db);
    std::error_code sizeError;
    const auto bytes = path == ":memory:" ? 0 : std::filesystem::file_size(path, sizeError);
    const bool background = check == IntegrityCheck::InBackground || check == IntegrityCheck::InBackgroundAwaited;
    const bool awaited = check == IntegrityCheck::InBackgroundAwaited;
    if (background && !sizeError && (long long)bytes > atOpenBytes) { // writes wait for it (db/integrity_check.h)
        const bool migrating = db.userVersion() < latestSchemaVersion(); // it writes: the whole file is checked
        std::vector<std::string> tables = awaited && !migrating ? checkedTables : std::vector<std::string>{};
        db.m_check = std::make_unique<BackgroundCheck>(raw, path, awaited, std::move(tables));
    }
    else if (check != IntegrityCheck::Skipped)
        checkIntegrity(db);
    // FULL: the journal is fsync'ed at every commit, so a committed action survives a power loss too.
    db.exec("PRAGMA synchronous = FULL", "Setting synchronous writes");
    // Migrate before switching to WAL (which rewrites the header) so a refused file stays untouched.
    migrate(db, -1, migration);
    // WAL: a commit is one append + fsync, readers never block the writer. Persistent in the file.
    // On a file system without shared memory SQLite keeps its rollback journal, still durable.
    db.exec("PRAGMA journal_mode = WAL", "Switching to write-ahead logging");
    return db;
}

void Database::exec(const std::string &sql, std::string_view context) const
{
    char *error = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        const std::string sqliteMessage = error ? error : sqlite3_errstr(rc);
        sqlite3_free(error);
        if ((rc & 0xff) == SQLITE_AUTH && m_check)
            fail(rc, context);
        throw DbError(message(context.empty() ? std::string_view("Running SQL") : context, m_path,
                              sqliteMessage, rc),
                      rc);
    }
}

Statement Database::prepare(const std::string &sql) const
{
    return Statement(*this, sql);
}

Statement Database::prepareCached(const std::string &sql) const
{
    std::vector<sqlite3_stmt *> &idle = m_cache->slots[sql];
    sqlite3_stmt *st = nullptr;
    if (!idle.empty()) {
        st = idle.back(); // reset and cleared when it came back (Statement::release)
        idle.pop_back();
    } else {
        // None free (first use, or the text is in use already): compile one more. PERSISTENT: kept long, so SQLite
        // takes its memory from the heap, not from the connection's small lookaside pool.
        const int rc = sqlite3_prepare_v3(m_db, sql.c_str(), static_cast<int>(sql.size()) + 1, SQLITE_PREPARE_PERSISTENT,
                                          &st, nullptr);
        if (rc != SQLITE_OK)
            fail(rc, "Preparing a query");
    }
    return Statement(*this, st, &idle);
}

std::string Database::waitForIntegrityCheck() const
{
    return m_check ? m_check->wait() : std::string();
}

void Database::requireIntegrity() const
{
    if (std::string damage = waitForIntegrityCheck(); !damage.empty())
        throw DbError(damage, SQLITE_CORRUPT);
}

int Database::userVersion() const
{
    Statement st(*this, "PRAGMA user_version");
    return st.step() ? st.int32(0) : 0;
}

std::string Database::journalMode() const
{
    Statement st(*this, "PRAGMA journal_mode");
    return st.step() ? st.text(0) : std::string();
}

int64_t Database::lastInsertRowId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

int Database::changes() const
{
    return sqlite3_changes(m_db);
}

void Database::fail(int rc, std::string_view context) const
{
    if ((rc & 0xff) == SQLITE_AUTH && m_check) { // a write refused by the background integrity check
        if (const std::string problem = m_check->wait(); !problem.empty())
            throw DbError(problem, SQLITE_CORRUPT);
        if (m_check->partial())
            throw DbError(message(context, m_path, "this connection only reads: it was checked for the tables it reads",
                                  rc), rc);
    }
    // errmsg describes the last call on the connection; fall back to the generic text for rc.
    const int last = sqlite3_extended_errcode(m_db);
    const std::string sqliteMessage = (last == rc || (last & 0xff) == (rc & 0xff)) ? sqlite3_errmsg(m_db)
                                                                                   : sqlite3_errstr(rc);
    throw DbError(message(context, m_path, sqliteMessage, rc), rc);
}

// ---- Statement --------------------------------------------------------------------------------------

Statement::Statement(const Database &db, const std::string &sql)
    : m_db(&db)
{
    const int rc = sqlite3_prepare_v2(db.handle(), sql.c_str(), static_cast<int>(sql.size()) + 1, &m_stmt, nullptr);
    if (rc != SQLITE_OK)
        db.fail(rc, "Preparing a query");
}

Statement::Statement(const Database &db, sqlite3_stmt *stmt, std::vector<sqlite3_stmt *> *cacheSlot) noexcept
    : m_db(&db)
    , m_stmt(stmt)
    , m_cacheSlot(cacheSlot)
{
}

Statement::Statement(Statement &&other) noexcept
    : m_db(other.m_db)
    , m_stmt(std::exchange(other.m_stmt, nullptr))
    , m_cacheSlot(std::exchange(other.m_cacheSlot, nullptr))
{
}

Statement &Statement::operator=(Statement &&other) noexcept
{
    if (this != &other) {
        release();
        m_db = other.m_db;
        m_stmt = std::exchange(other.m_stmt, nullptr);
        m_cacheSlot = std::exchange(other.m_cacheSlot, nullptr);
    }
    return *this;
}

Statement::~Statement()
{
    release();
}

void Statement::release() noexcept
{
    sqlite3_stmt *st = std::exchange(m_stmt, nullptr);
    if (st && m_cacheSlot) {
        // Back to the cache. The reset ends the statement's read transaction (also after a failed step, whose error
        // it repeats: already thrown), so a row left unread keeps no snapshot open; the next user binds anew.
        sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        try {
            std::exchange(m_cacheSlot, nullptr)->push_back(st);
            return;
        } catch (const std::bad_alloc &) { // no memory to keep it: finalize it instead
        }
    }
    m_cacheSlot = nullptr;
    sqlite3_finalize(st);
}

void Statement::check(int rc, std::string_view what) const
{
    if (rc != SQLITE_OK)
        m_db->fail(rc, what);
}

Statement &Statement::bind(int index, int64_t value)
{
    check(sqlite3_bind_int64(m_stmt, index, value), "Binding a query parameter");
    return *this;
}

Statement &Statement::bind(int index, std::string_view text)
{
    check(sqlite3_bind_text64(m_stmt, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8),
          "Binding a query parameter");
    return *this;
}

Statement &Statement::bindOrNull(int index, const std::optional<std::string> &text)
{
    return text ? bind(index, std::string_view(*text)) : bindNull(index);
}

Statement &Statement::bindNull(int index)
{
    check(sqlite3_bind_null(m_stmt, index), "Binding a query parameter");
    return *this;
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    m_db->fail(rc, sqlite3_stmt_readonly(m_stmt) ? "Reading" : "Saving");
}

void Statement::run()
{
    while (step()) {
    }
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

int64_t Statement::int64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

int Statement::int32(int column) const
{
    return sqlite3_column_int(m_stmt, column);
}

std::string Statement::text(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return data ? std::string(data, static_cast<size_t>(sqlite3_column_bytes(m_stmt, column))) : std::string();
}

std::optional<std::string> Statement::optionalText(int column) const
{
    return isNull(column) ? std::nullopt : std::optional<std::string>(text(column));
}

std::optional<int64_t> Statement::optionalInt64(int column) const
{
    return isNull(column) ? std::nullopt : std::optional<int64_t>(int64(column));
}

// ---- Transaction ------------------------------------------------------------------------------------

Transaction::Transaction(const Database &db)
    : m_db(db)
{
    m_db.exec("BEGIN IMMEDIATE", "Starting a transaction");
}

Transaction::~Transaction()
{
    // After a failed COMMIT SQLite may already have rolled back; only roll back what is still open.
    if (!m_done && m_db.handle() && !sqlite3_get_autocommit(m_db.handle()))
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit()
{
    m_db.exec("COMMIT", "Saving");
    m_done = true;
}

} // namespace nc::db
