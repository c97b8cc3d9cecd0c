#pragma once
// One consistent view of the database for a run of reads while the app writes on another connection (the
// exports run on a worker thread): a savepoint, so that a caller's own transaction may hold it too.

#include <cstdint>
#include <string>
#include <string_view>

#include "db/database.h"

namespace nc::db {

/// Opens the savepoint `name` (an SQL identifier) on `db`; the reads that follow see the database as it was at
/// the first of them, until the end of the scope releases it. Throws DbError (with `context`) if it cannot open.
class ReadSnapshot {
public:
    ReadSnapshot(const Database &db, std::string name, std::string_view context) : m_db(db), m_name(std::move(name))
    {
        m_db.exec("SAVEPOINT " + m_name, context);
    }
    ~ReadSnapshot()
    {
        try {
            m_db.exec("RELEASE " + m_name);
        } catch (const DbError &) { // a read transaction: nothing to keep
        }
    }
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

private:
    const Database &m_db;
    std::string m_name;
};

/// While it lives, `db` reads its file through a memory map (SQLite's PRAGMA mmap_size, as large as this SQLite
/// allows: 2 GB on Debian) instead of copying each page read into its page cache: the JSON export reads the whole
/// file once (about 1.5 s of CPU less at 100,000 games, docs/benchmarks.md). The mapped pages are the kernel's page
/// cache: they count in the process's resident size, as shared memory, not as memory of its own. Declare it before
/// the ReadSnapshot: the size is set outside a transaction, and the one before is set again at the end of the scope.
/// Throws DbError (with `context`) if the size cannot be read or set.
class MappedReads {
public:
    MappedReads(const Database &db, std::string_view context) : m_db(db)
    {
        Statement st = m_db.prepare("PRAGMA mmap_size");
        m_before = st.step() ? st.int64(0) : 0;
        st.reset();
        m_db.exec("PRAGMA mmap_size = 1099511627776", context); // SQLite caps it at its compile-time limit
    }
    ~MappedReads()
    {
        try {
            m_db.exec("PRAGMA mmap_size = " + std::to_string(m_before));
        } catch (const DbError &) { // only a size: the connection reads as well without it
        }
    }
    MappedReads(const MappedReads &) = delete;
    MappedReads &operator=(const MappedReads &) = delete;

private:
    const Database &m_db;
    int64_t m_before = 0;
};

} // namespace nc::db
