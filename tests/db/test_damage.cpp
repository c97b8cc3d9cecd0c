// A damaged database is detected, not resumed (issue 11): every action row carries a checksum chain, so a
// changed payload or kind, a deleted row or a swapped pair of rows is found at the right row; a file that
// fails SQLite's integrity check is refused and left untouched. The files are edited with sqlite3 alone.
#include "db/action_chain.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/statistics.h"
#include "raw_exec.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace nc::db;
using nc::db::test::rawExec;
using nc::db::test::TempDir;

namespace {

std::string fileBytes(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// A game with the setup row and actions 2..10, payloads {"n":<seq>,"card":"c<seq>"}; returns its id.
int64_t tenRowGame(const std::string &path)
{
    Database db = Database::open(path);
    GameStore store(db);
    store.createGame("nations", "{}", {{"Other", "china", 'A'}}, R"({"other":true})"); // game 1, untouched
    const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bo", "rome", 'B'}}, R"({"setup":1})");
    for (int seq = 2; seq <= 10; ++seq)
        REQUIRE(store.appendAction(id, seq % 2 ? "buy" : "deploy",
                                   R"({"n":)" + std::to_string(seq) + R"(,"card":"c)" + std::to_string(seq) + "\"}")
                == seq);
    return id;
}

CheckedLog checkedLog(const std::string &path, int64_t id)
{
    Database db = Database::open(path);
    GameStore store(db);
    CHECK_FALSE(store.checkedActions(1).damage.has_value()); // the other game is not affected
    return store.checkedActions(id);
}

} // namespace

TEST_CASE("an untouched log passes its checksum chain", "[db][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    const int64_t id = tenRowGame(path);
    const CheckedLog log = checkedLog(path, id);
    CHECK_FALSE(log.damage.has_value());
    REQUIRE(log.actions.size() == 10);
    CHECK(log.actions[4].payloadJson == R"({"n":5,"card":"c5"})");
    // The chain is SHA-256 in hex, as documented in action_chain.h.
    CHECK(actionChain("", 1, 1, "setup", "{}").size() == 64);
    CHECK(actionChain("", 1, 1, "setup", "{}") != actionChain("", 2, 1, "setup", "{}"));
    CHECK(actionChain("", 1, 1, "setup", "{}") != actionChain("", 1, 2, "setup", "{}"));
    CHECK(actionChain("", 1, 1, "setu", "p{}") != actionChain("", 1, 1, "setup", "{}"));
    CHECK(CheckedLog{}.actions.empty());
    Database db = Database::open(path);
    CHECK(GameStore(db).checkedActions(999).actions.empty()); // unknown game: nothing, no damage
    CHECK_FALSE(GameStore(db).checkedActions(999).damage.has_value());
}

TEST_CASE("a changed payload, kind or chain is damage at that row", "[db][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    const int64_t id = tenRowGame(path);
    const std::string game = std::to_string(id);

    SECTION("one byte of a payload")
    {
        rawExec(path, "UPDATE actions SET payload_json = replace(payload_json, 'c5', 'c7') WHERE game_id = " + game
                          + " AND seq = 5");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 5);
        CHECK_THAT(log.damage->reason, Catch::Contains("row 5") && Catch::Contains("checksum"));
        CHECK(log.actions.size() == 4);
    }
    SECTION("one byte of a kind")
    {
        rawExec(path, "UPDATE actions SET kind = 'bux' WHERE game_id = " + game + " AND seq = 7");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 7);
        CHECK(log.actions.size() == 6);
    }
    SECTION("the setup row")
    {
        rawExec(path, "UPDATE actions SET payload_json = '{\"setup\":2}' WHERE game_id = " + game + " AND seq = 1");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 1);
        CHECK(log.actions.empty());
    }
    SECTION("one character of a chain")
    {
        rawExec(path, "UPDATE actions SET chain = (CASE substr(chain, 1, 1) WHEN '0' THEN '1' ELSE '0' END) "
                      "|| substr(chain, 2) WHERE game_id = " + game + " AND seq = 8");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 8);
        CHECK(log.actions.size() == 7);
    }
    SECTION("a row copied from another game with its chain")
    {
        rawExec(path, "UPDATE actions SET (kind, payload_json, chain) = (SELECT kind, payload_json, chain FROM "
                      "actions WHERE game_id = 1 AND seq = 1) WHERE game_id = " + game + " AND seq = 1");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 1);
    }
}

TEST_CASE("a deleted row or a swapped pair of rows is damage at the first row out of place", "[db][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    const int64_t id = tenRowGame(path);
    const std::string game = std::to_string(id);

    SECTION("a deleted row")
    {
        rawExec(path, "DELETE FROM actions WHERE game_id = " + game + " AND seq = 4");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 4);
        CHECK_THAT(log.damage->reason, Catch::Contains("row 4 of the log is missing"));
        CHECK(log.actions.size() == 3);
    }
    SECTION("a deleted row with the later rows renumbered")
    {
        rawExec(path, "DELETE FROM actions WHERE game_id = " + game + " AND seq = 4; "
                      "UPDATE actions SET seq = seq - 1 WHERE game_id = " + game + " AND seq > 4");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 4);
        CHECK(log.actions.size() == 3);
    }
    SECTION("the last two rows deleted")
    {
        rawExec(path, "DELETE FROM actions WHERE game_id = " + game + " AND seq >= 9");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 9);
        CHECK_THAT(log.damage->reason, Catch::Contains("the log ends at row 8"));
        CHECK(log.actions.size() == 8);
    }
    SECTION("two rows swapped with everything they hold")
    {
        rawExec(path, "UPDATE actions SET seq = 1000 WHERE game_id = " + game + " AND seq = 3; "
                      "UPDATE actions SET seq = 3 WHERE game_id = " + game + " AND seq = 6; "
                      "UPDATE actions SET seq = 6 WHERE game_id = " + game + " AND seq = 1000");
        const CheckedLog log = checkedLog(path, id);
        REQUIRE(log.damage.has_value());
        CHECK(log.damage->seq == 3);
        CHECK(log.actions.size() == 2);
    }
}

TEST_CASE("a database that fails the integrity check is refused and left untouched", "[db][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    tenRowGame(path);
    // One file, no -wal beside it, so the bytes below are the whole database.
    rawExec(path, "PRAGMA journal_mode = DELETE");
    rawExec(path, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1");

    const std::string before = fileBytes(path);
    try {
        Database::open(path);
        FAIL("a damaged database was opened");
    } catch (const DbError &e) {
        CHECK((e.code() & 0xff) == SQLITE_CORRUPT);
        CHECK_THAT(e.what(), Catch::Contains("The database file '" + path + "' is damaged")
                                 && Catch::Contains("CHECK constraint failed in games")
                                 && Catch::Contains("Nothing was written to it"));
    }
    CHECK(fileBytes(path) == before);
    CHECK_FALSE(std::filesystem::exists(path + "-wal"));
}

TEST_CASE("a database with a damaged page is refused and left untouched", "[db][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    tenRowGame(path);
    rawExec(path, "PRAGMA journal_mode = DELETE");

    // Overwrite the cell pointers of a leaf page of the action log with 0xff bytes (pointing off the page).
    int64_t page = 0;
    {
        sqlite3 *db = nullptr;
        REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
        sqlite3_stmt *st = nullptr;
        REQUIRE(sqlite3_prepare_v2(db, "SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' "
                                       "ORDER BY pageno LIMIT 1", -1, &st, nullptr) == SQLITE_OK);
        REQUIRE(sqlite3_step(st) == SQLITE_ROW);
        page = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
        sqlite3_close(db);
    }
    std::string bytes = fileBytes(path);
    const size_t pageSize = 4096;
    REQUIRE(page > 1);
    REQUIRE(bytes.size() >= size_t(page) * pageSize);
    const size_t start = size_t(page - 1) * pageSize;
    for (size_t i = start + 8; i < start + 40; ++i)
        bytes[i] = char(0xff);
    { std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes; }

    CHECK_THROWS_WITH(Database::open(path), Catch::Contains("is damaged") && Catch::Contains(path));
    CHECK(fileBytes(path) == bytes);
}

namespace {
int64_t gameCount(const Database &db)
{
    Statement st = db.prepare("SELECT count(*) FROM games");
    st.step();
    return st.int64(0);
}
} // namespace

TEST_CASE("a large database is checked in the background: writes wait for the check and are refused on damage",
          "[db][damage]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    const int64_t id = tenRowGame(path);
    SECTION("a sound file: reads and writes go on, the check passes")
    {
        Database db = Database::open(path, IntegrityCheck::InBackground, 0); // 0: every file counts as large
        GameStore store(db);
        CHECK(gameCount(db) == 2);
        store.appendAction(id, "pass", R"({"player":0})");
        CHECK(db.waitForIntegrityCheck().empty());
    }
    SECTION("a damaged file opens, is read, and refuses every write with the damage message")
    {
        rawExec(path, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1");
        const std::string before = fileBytes(path);
        CHECK_THROWS_WITH(Database::open(path), Catch::Contains("is damaged")); // at open: refused at once
        {
        Database db = Database::open(path, IntegrityCheck::InBackground, 0);
        GameStore store(db);
        CHECK(gameCount(db) == 2); // the history is read while the check runs
        try {
            store.appendAction(id, "pass", R"({"player":0})");
            FAIL("a write to a damaged database went through");
        } catch (const DbError &e) {
            CHECK((e.code() & 0xff) == SQLITE_CORRUPT);
            CHECK_THAT(e.what(), Catch::Contains("The database file '" + path + "' is damaged")
                                     && Catch::Contains("CHECK constraint failed in games"));
        }
        CHECK_THROWS_WITH(db.exec("DELETE FROM games"), Catch::Contains("is damaged"));
        CHECK_THAT(db.waitForIntegrityCheck(), Catch::Contains("is damaged"));
        }
        CHECK(fileBytes(path) == before);
    }
    SECTION("reads go on while the check runs, also those whose first json_each SQLite sets up (the card set filter)")
    {
        // SQLite reports the setup of json_each on a connection as UPDATEs of sqlite_master: they are no write, and
        // a statistics filter by card set waited for the whole check (1.3 s at 100,000 games), and on a damaged file
        // was refused.
        rawExec(path, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1");
        Database db = Database::open(path, IntegrityCheck::InBackground, 0);
        StatsFilter byCardSet;
        byCardSet.cardSet = "base";
        CHECK_NOTHROW(statistics(db, byCardSet, ""));
        CHECK_THROWS_WITH(db.exec("DELETE FROM games"), Catch::Contains("is damaged"));
    }
    SECTION("a file up to the size limit is checked at open as before")
    {
        rawExec(path, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1");
        CHECK_THROWS_WITH(Database::open(path, IntegrityCheck::InBackground), Catch::Contains("is damaged"));
    }
    SECTION("a connection beside one that checks the file does not check it again")
    {
        // The app's export and backup jobs: the app's own connection checks the file (here in the background and
        // finds the damage); a second check would read the whole file again beside the job.
        rawExec(path, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1");
        Database app = Database::open(path, IntegrityCheck::InBackground, 0);
        Database job = Database::open(path, IntegrityCheck::Skipped, 0);
        CHECK(gameCount(job) == 2);
        CHECK(job.waitForIntegrityCheck().empty()); // none ran on the job's connection
        CHECK_THAT(app.waitForIntegrityCheck(), Catch::Contains("is damaged"));
    }
}
