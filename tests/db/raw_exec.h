// SQL run on a database file over a plain sqlite3 connection of its own: how the tests forge damage behind the store's
// back, without depending on the code under test.
#pragma once

#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <string>

namespace nc::db::test {

/// Runs the `;`-separated `sql` on the file `path`; REQUIREs that it opens and runs (SQLite's message as INFO).
inline void rawExec(const std::string &path, const std::string &sql)
{
    sqlite3 *db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
    INFO(sql << ": " << (error ? error : ""));
    sqlite3_free(error);
    sqlite3_close(db);
    REQUIRE(rc == SQLITE_OK);
}

} // namespace nc::db::test
