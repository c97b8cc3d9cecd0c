// Bad paths, foreign files, unknown games, invalid JSON and a full disk give a clear DbError, not a crash,
// and never lose what was committed before.
#include "db/database.h"
#include "db/game_store.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

void writeFile(const std::string &path, const std::string &content)
{
    std::ofstream out(path, std::ios::binary);
    out << content;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

} // namespace

TEST_CASE("opening a folder is refused clearly", "[db][bad]")
{
    TempDir dir;
    const std::string path = dir.path().string();
    CHECK_THROWS_WITH(Database::open(path), Catch::Contains(path) && Catch::Contains("is a folder"));
}

TEST_CASE("opening a file that is not a database is refused and the file untouched", "[db][bad]")
{
    TempDir dir;
    const std::string path = dir.file("notes.db");
    // Long enough to hold a full SQLite header, and a short one too.
    for (const std::string &content : {std::string(4096, 'x'), std::string("hello, this is not SQLite\n")}) {
        writeFile(path, content);
        try {
            Database::open(path);
            FAIL("opening a text file as a database did not throw");
        } catch (const DbError &e) {
            const std::string message = e.what();
            INFO(message);
            CHECK(message.find(path) != std::string::npos);
            CHECK(message.find("not a database") != std::string::npos);
            CHECK((e.code() & 0xff) == SQLITE_NOTADB);
        }
        CHECK(readFile(path) == content);
        CHECK_FALSE(std::filesystem::exists(path + "-wal"));
    }
}

TEST_CASE("a parent path that is a file, or an empty path, is refused", "[db][bad]")
{
    TempDir dir;
    writeFile(dir.file("plain"), "x");
    CHECK_THROWS_WITH(Database::open(dir.file("plain") + "/games.db"), Catch::Contains("is not a folder"));
    CHECK_THROWS_WITH(Database::open(dir.file("plain") + "/sub/games.db"), Catch::Contains("plain"));
    CHECK_THROWS_AS(Database::open(""), DbError);
}

TEST_CASE("appending to an unknown game fails clearly and stores nothing", "[db][bad]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    Database db = Database::open(path);
    GameStore store(db);
    CHECK_THROWS_WITH(store.appendAction(4242, "buy", "{}"),
                      Catch::Contains("game 4242 does not exist") && Catch::Contains(path));
    CHECK(store.actions(4242).empty());
    CHECK_THROWS_WITH(store.finishGame(4242, "{}", {}), Catch::Contains("does not exist"));
}

TEST_CASE("invalid arguments are refused before anything is written", "[db][bad]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    GameStore store(db);
    CHECK_THROWS_WITH(store.createGame("", "{}", {{"Ann", "egypt", 'A'}}, "{}"), Catch::Contains("game type"));
    CHECK_THROWS_WITH(store.createGame("nations", "{}", {}, "{}"), Catch::Contains("no players"));
    CHECK_THROWS_WITH(store.createGame("nations", "{}", {{"   ", "egypt", 'A'}}, "{}"), Catch::Contains("no player name"));
    CHECK_THROWS_WITH(store.createGame("nations", "{oops", {{"Ann", "egypt", 'A'}}, "{}"), Catch::Contains("options"));
    CHECK_THROWS_WITH(store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, ""), Catch::Contains("setup"));
    CHECK(store.history().empty());
    CHECK(store.knownPlayers().empty());

    const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
    CHECK_THROWS_WITH(store.appendAction(id, "buy", "{\"card\":"), Catch::Contains("not valid JSON"));
    CHECK_THROWS_WITH(store.appendAction(id, "", "{}"), Catch::Contains("no action kind"));
    CHECK(store.actions(id).size() == 1);
    CHECK(store.appendAction(id, "buy", "{}") == 2); // no gap left by the refused calls
}

TEST_CASE("a full disk gives a clear error and keeps what was committed", "[db][bad]")
{
    TempDir dir;
    const std::string path = dir.file("full.db");
    int64_t id = 0;
    {
        Database db = Database::open(path);
        GameStore store(db);
        id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
        store.appendAction(id, "buy", R"({"n":2})");
        // Simulate the disk filling up: the file may not grow by a single page any more.
        Statement pages = db.prepare("PRAGMA page_count");
        REQUIRE(pages.step());
        db.exec("PRAGMA max_page_count = " + std::to_string(pages.int64(0)));

        const std::string big = "{\"pad\":\"" + std::string(64 * 1024, 'x') + "\"}";
        try {
            store.appendAction(id, "buy", big);
            FAIL("appending past the size limit did not throw");
        } catch (const DbError &e) {
            const std::string message = e.what();
            INFO(message);
            CHECK((e.code() & 0xff) == SQLITE_FULL);
            CHECK(message.find("disk is full") != std::string::npos);
            CHECK(message.find(path) != std::string::npos);
        }
        // The connection stays usable: small writes that fit still succeed, with no gap in seq.
        CHECK(store.actions(id).size() == 2);
        CHECK(store.appendAction(id, "pass", "{}") == 3);
    }
    Database db = Database::open(path);
    GameStore store(db);
    const auto log = store.actions(id);
    REQUIRE(log.size() == 3);
    CHECK(log[1].payloadJson == R"({"n":2})");
    CHECK(log[2].kind == "pass");
}
