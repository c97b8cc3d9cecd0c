// The CLI's export has SQLite's integrity check cover the tables the exports read (db/export_order.h exportedTables(),
// Database::open's `checkedTables`; docs/history-format.md "A damaged database gives no export").
#include "db/database.h"
#include "db/export_order.h"
#include "db/history_bgstats.h"
#include "db/history_csv.h"
#include "db/history_edit.h"
#include "db/history_export.h"
#include "db/migrations.h"
#include "db/players.h"

#include "history_fixture.h"
#include "raw_exec.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <filesystem>
#include <functional>
#include <set>
#include <sstream>
#include <string>

using nc::db::Database;
using nc::db::DbError;
using nc::db::IntegrityCheck;
using nc::db::test::rawExec;
using nc::db::test::TempDir;

namespace {

// The tables SQLite reports read while statements are prepared on `db` (the authorizer's SQLITE_READ).
int collectReads(void *tables, int action, const char *table, const char *, const char *, const char *)
{
    if (action == SQLITE_READ && table && std::string(table) != "sqlite_master")
        static_cast<std::set<std::string> *>(tables)->insert(table);
    return SQLITE_OK;
}

// Damage no export reads: a statistics index's entry taken out of the schema, its page left used by nothing (the
// full check reports "Page N is never used"; the check of the exported tables does not look at that page).
const char *const kStatisticsDamage
    = "PRAGMA writable_schema = ON; DELETE FROM sqlite_master WHERE name = 'solo_results_by_score'";
// Damage in an exported table: a row breaking its CHECK constraint.
const char *const kGamesDamage = "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1";

// The three exports, as the CLI runs them on a connection opened for it.
const std::vector<std::pair<std::string, std::function<void(Database &)>>> &exports()
{
    static const std::vector<std::pair<std::string, std::function<void(Database &)>>> all{
        {"json", [](Database &db) { std::ostringstream out; nc::db::exportHistoryJson(db, out); }},
        {"csv", [](Database &db) { std::ostringstream out; nc::db::exportHistoryCsv(db, out); }},
        {"bgstats", [](Database &db) { (void)nc::db::exportHistoryBgStats(db); }},
    };
    return all;
}

// The CLI's open of a file for its export (0: every file counts as large, so the check runs beside the export).
Database openForExport(const std::string &path)
{
    return Database::open(path, IntegrityCheck::InBackgroundAwaited, 0, {}, nc::db::exportedTables());
}

} // namespace

TEST_CASE("the tables the history exports read are the tables their integrity check covers", "[db][history][export]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    {
        Database db = Database::open(path);
        nc::db::test::playHistory(db);
        nc::db::editGame(db, 1, {std::string("2025-12-24"), std::string("Ben's kitchen"), std::string("notes")});
        nc::db::correctScore(db, 1, 0, 31, "a wonder missed");
        nc::db::mergePlayers(db, "Line\nbreak", "Zoë \"the\" Great, Jr."); // never at one table
        nc::db::deleteGame(db, 4);
    }
    std::set<std::string> read;
    for (const auto &[format, run] : exports()) {
        Database db = Database::open(path);
        sqlite3_set_authorizer(db.handle(), &collectReads, &read);
        run(db);
        sqlite3_set_authorizer(db.handle(), nullptr, nullptr);
    }
    read.erase("json_each"); // a table-valued function over a column's text, not a table of the file
    CHECK(read == std::set<std::string>(nc::db::exportedTables().begin(), nc::db::exportedTables().end()));
}

TEST_CASE("the CLI's export checks the tables it reads: damage elsewhere does not stop it, damage there does",
          "[db][history][export][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    std::string sound;
    {
        Database db = Database::open(path);
        nc::db::test::playHistory(db);
        sound = nc::db::exportHistoryJson(db);
    }
    SECTION("damage in a statistics table: every export is written, and the connection may not write")
    {
        rawExec(path, kStatisticsDamage);
        for (const auto &[format, run] : exports()) {
            INFO(format);
            Database db = openForExport(path);
            CHECK_NOTHROW(run(db));
            CHECK(db.waitForIntegrityCheck().empty());
            try {
                db.exec("UPDATE games SET notes = 'x' WHERE id = 1");
                FAIL("a connection checked for its reads wrote");
            } catch (const DbError &e) {
                CHECK_THAT(e.what(), Catch::Contains("this connection only reads"));
            }
        }
        Database db = openForExport(path);
        CHECK(nc::db::exportHistoryJson(db) == sound);
        // the full check (the app's, the CLI's other commands) still refuses the file
        CHECK_THROWS_WITH(Database::open(path), Catch::Contains("is never used"));
    }
    SECTION("damage in an exported table: every export fails with the damage message")
    {
        rawExec(path, kGamesDamage);
        for (const auto &[format, run] : exports()) {
            INFO(format);
            Database db = openForExport(path);
            try {
                run(db);
                FAIL("a damaged database was exported");
            } catch (const DbError &e) {
                CHECK((e.code() & 0xff) == SQLITE_CORRUPT);
                CHECK_THAT(e.what(), Catch::Contains("The database file '" + path + "' is damaged"));
            }
        }
    }
}

TEST_CASE("a file the export's open must migrate is checked whole first: damage anywhere keeps it as it was",
          "[db][history][export][damage][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("schema-v10.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v10.sqlite", path);
    rawExec(path, kStatisticsDamage);
    REQUIRE(nc::db::needsMigration(path));
    CHECK_THROWS_WITH(openForExport(path), Catch::Contains("is never used"));
    CHECK(nc::db::needsMigration(path)); // nothing written: still schema 10
}
