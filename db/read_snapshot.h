#pragma once
// One consistent view of the database for a run of reads while the app writes on another connection (the
// exports run on a worker thread): a savepoint, so that a caller's own transaction may hold it too.

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

} // namespace nc::db
