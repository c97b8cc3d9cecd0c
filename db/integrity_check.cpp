#include "db/integrity_check.h"

#include <cstring>

#include "db/database.h"

#include "core/json_input.h"

#include <sqlite3.h>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace nc::db {

std::string integrityProblem(sqlite3 *conn, const std::string &path, const std::vector<std::string> &tables)
{
    std::vector<std::string> checks;
    if (tables.empty())
        checks.emplace_back("PRAGMA integrity_check(20)");
    for (const std::string &table : tables) {
        char *quoted = sqlite3_mprintf("PRAGMA integrity_check(\"%w\")", table.c_str());
        checks.emplace_back(quoted ? quoted : "");
        sqlite3_free(quoted);
    }
    std::string first;
    int problems = 0;
    for (const std::string &sql : checks) {
        sqlite3_stmt *st = nullptr;
        int rc = sqlite3_prepare_v2(conn, sql.c_str(), -1, &st, nullptr);
        while (rc == SQLITE_OK && problems < 20 && (rc = sqlite3_step(st)) == SQLITE_ROW) {
            const auto *line = reinterpret_cast<const char *>(sqlite3_column_text(st, 0));
            const std::string text = line ? line : "";
            if (text == "ok")
                break;
            if (first.empty())
                first = text;
            ++problems;
            rc = SQLITE_OK;
        }
        if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW && first.empty()) { // failed on a bad page
            first = sqlite3_errmsg(conn);
            problems = 1;
        }
        sqlite3_finalize(st);
    }
    if (problems == 0)
        return {};
    return "The database file '" + path + "' is damaged: SQLite's integrity check reports " + std::to_string(problems)
        + (problems >= 20 ? " or more" : "") + (problems == 1 ? " problem" : " problems") + ", the first: '"
        + nc::quoteText(first, 60)
        + "'. Nothing was written to it. Keep a copy of the file (with its -wal file, if any) "
          "and start the app on another database file (--db PATH) or on a backup.";
}

BackgroundCheck::BackgroundCheck(sqlite3 *conn, const std::string &path, bool awaited, std::vector<std::string> tables)
    : m_conn(conn)
    , m_partial(!tables.empty())
{
    // Read-write although it only reads: on a read-only connection SQLite's integrity check skips the CHECK
    // constraints (a row breaking one passed it), which the check at open does verify.
    const int rc = sqlite3_open_v2(path.c_str(), &m_checker, SQLITE_OPEN_READWRITE, nullptr);
    if (rc != SQLITE_OK) {
        const std::string why = m_checker ? sqlite3_errmsg(m_checker) : sqlite3_errstr(rc);
        sqlite3_close_v2(m_checker);
        throw DbError("Checking the database file '" + path + "' failed: " + why, rc);
    }
    sqlite3_busy_timeout(m_checker, 5000);
    if (awaited) // SQLite caps the size at its compile-time limit; no map (an error) reads as before
        sqlite3_exec(m_checker, "PRAGMA mmap_size = 1099511627776", nullptr, nullptr, nullptr);
    sqlite3_set_authorizer(m_conn, &BackgroundCheck::authorize, this);
    m_thread = std::thread([this, path, awaited, tables = std::move(tables)] {
#ifdef __linux__
        // The lowest CPU priority for this thread only (Linux: a thread's nice value is its own), so the check
        // does not slow the first frame and the history that the app shows meanwhile.
        if (!awaited)
            setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 19);
#else
        (void)awaited;
#endif
        std::string problem = integrityProblem(m_checker, path, tables);
        if (m_stopping.load())
            problem = "The integrity check of '" + path + "' was stopped.";
        const std::lock_guard lock(m_mutex);
        m_problem = std::move(problem);
        m_passed = m_problem.empty() && !m_partial;
        m_done = true;
        m_finished.notify_all();
    });
}

BackgroundCheck::~BackgroundCheck()
{
    m_stopping = true;
    sqlite3_interrupt(m_checker);
    m_thread.join();
    sqlite3_set_authorizer(m_conn, nullptr, nullptr);
    sqlite3_close_v2(m_checker);
}

std::string BackgroundCheck::wait()
{
    std::unique_lock lock(m_mutex);
    m_finished.wait(lock, [this] { return m_done; });
    return m_problem;
}

int BackgroundCheck::authorize(void *self, int action, const char *table, const char *, const char *, const char *)
{
    auto *check = static_cast<BackgroundCheck *>(self);
    if (check->m_passed.load(std::memory_order_acquire))
        return SQLITE_OK;
    // SQLite reports its own schema bookkeeping as writes to sqlite_master: the first json_each of a connection
    // (a read: the statistics' card set filter) comes as UPDATEs of it. Real schema changes come as the CREATE,
    // DROP and ALTER actions below.
    const bool schemaTable = table && (std::strcmp(table, "sqlite_master") == 0 || std::strcmp(table, "sqlite_temp_master") == 0);
    switch (action) {
    case SQLITE_INSERT:
    case SQLITE_UPDATE:
    case SQLITE_DELETE:
        return schemaTable || (check->wait().empty() && !check->m_partial) ? SQLITE_OK : SQLITE_DENY;
    case SQLITE_CREATE_INDEX:
    case SQLITE_CREATE_TABLE:
    case SQLITE_CREATE_TRIGGER:
    case SQLITE_CREATE_VIEW:
    case SQLITE_DROP_INDEX:
    case SQLITE_DROP_TABLE:
    case SQLITE_DROP_TRIGGER:
    case SQLITE_DROP_VIEW:
    case SQLITE_ALTER_TABLE:
        return check->wait().empty() && !check->m_partial ? SQLITE_OK : SQLITE_DENY;
    default:
        return SQLITE_OK;
    }
}

} // namespace nc::db
