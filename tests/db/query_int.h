// The integer a query's first row gives (a count, a sum), for the tests that check what an SQLite file holds.
#pragma once

#include "db/database.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

namespace nc::db::test {

/// The first column of the first row of `sql` on `db`, as an integer; REQUIREs a row.
inline int64_t queryInt(const Database &db, const std::string &sql)
{
    Statement st = db.prepare(sql);
    REQUIRE(st.step());
    return st.int64(0);
}

} // namespace nc::db::test
