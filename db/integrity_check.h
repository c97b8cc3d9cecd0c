// Inside db/: SQLite's full integrity check of a database file, at open or in the background
// (db/database.h IntegrityCheck; docs/state-format.md "Damaged databases").
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

struct sqlite3;

namespace nc::db {

/// Runs PRAGMA integrity_check(20) on `conn` (the file `path`): "" when it reports ok, else the message
/// of the DbError that refuses the file ("The database file '<path>' is damaged: SQLite's integrity check
/// reports N problems, the first: '...'. Nothing was written to it. ..."). An SQLite error of the check
/// itself (an unreadable page) is reported the same way. With `tables`: PRAGMA integrity_check(TABLE) for each of
/// them instead, which checks that table and its indexes only (SQLite 3.33+; not the pages of the other tables, not
/// the file's list of free pages).
std::string integrityProblem(sqlite3 *conn, const std::string &path, const std::vector<std::string> &tables = {});

/// The full check of the file `path` on its own connection (it only reads) in a thread, and a guard on the
/// connection `conn` that uses the file: an SQLite authorizer that holds every write statement while it is
/// prepared until the check is done, and denies it (SQLITE_DENY) when the file is damaged. Reads go on.
/// Removing the guard (the destructor) interrupts the check and waits for the thread.
class BackgroundCheck {
public:
    /// The check's thread runs at the lowest CPU priority (nice 19), so that it does not slow what the app shows
    /// meanwhile; `awaited` (a caller that waits for the check while it reads the whole file through a memory map: the
    /// CLI's export) at the process's own, reading the file through a memory map too (the pages in place, not copied by
    /// the kernel: a third of the check's CPU time at 100,000 games). Throws DbError if the check's connection cannot
    /// be opened. `tables`, when given: only those tables and their indexes are checked (integrityProblem()), for a
    /// connection that only reads them: its writes are then refused (SQLITE_DENY) even when the check passes, since
    /// the rest of the file was not checked.
    BackgroundCheck(sqlite3 *conn, const std::string &path, bool awaited = false,
                    std::vector<std::string> tables = {});
    ~BackgroundCheck();
    BackgroundCheck(const BackgroundCheck &) = delete;
    BackgroundCheck &operator=(const BackgroundCheck &) = delete;

    /// Waits for the check: "" when the file passed, else the damage message.
    std::string wait();
    /// Whether the check covers some tables only (the connection may not write).
    bool partial() const noexcept { return m_partial; }

private:
    static int authorize(void *self, int action, const char *, const char *, const char *, const char *);

    sqlite3 *m_conn;
    const bool m_partial;
    sqlite3 *m_checker = nullptr;
    std::mutex m_mutex;
    std::condition_variable m_finished;
    bool m_done = false;       ///< under m_mutex
    std::string m_problem;     ///< under m_mutex, set before m_done
    std::atomic<bool> m_stopping{false}; ///< the destructor interrupts the check
    std::atomic<bool> m_passed{false}; ///< the check is done and found nothing: writes go on without a lock
    std::thread m_thread;
};

} // namespace nc::db
