// Database::prepareCached(): the connection's statement cache, on real files (WAL, a second connection), and the
// store's writes through it (db/game_store.cpp).
#include "db/database.h"
#include "db/game_store.h"
#include "temp_dir.h"

#include <sqlite3.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <optional>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

// The connection's compiled statements, cached (idle) or in use: what sqlite3_close would refuse to close over.
int statementsOf(const Database &db)
{
    int n = 0;
    for (sqlite3_stmt *st = sqlite3_next_stmt(db.handle(), nullptr); st; st = sqlite3_next_stmt(db.handle(), st))
        ++n;
    return n;
}

const std::string kInsert = "INSERT INTO t (x) VALUES (?1)";
const std::string kFrom = "SELECT x FROM t WHERE x >= ?1 ORDER BY x";
const std::string kCount = "SELECT COUNT(*) FROM t";

std::optional<int64_t> lastX(const Database &db)
{
    Statement st = db.prepare("SELECT x FROM t ORDER BY rowid DESC LIMIT 1");
    REQUIRE(st.step());
    return st.optionalInt64(0);
}

int64_t count(const Database &db)
{
    Statement st = db.prepareCached(kCount);
    REQUIRE(st.step());
    return st.int64(0);
}

struct Fixture {
    TempDir dir;
    std::string path = dir.file("cache.db");
    Database db = Database::open(path);
    Fixture() { db.exec("CREATE TABLE t (x INTEGER)"); }
};

} // namespace

TEST_CASE_METHOD(Fixture, "a cached statement is compiled once and handed out reset with no bindings", "[db][cache]")
{
    const int before = statementsOf(db);
    for (int64_t i = 1; i <= 5; ++i)
        db.prepareCached(kInsert).bind(1, i).run();
    CHECK(statementsOf(db) == before + 1); // one compiled statement for five uses
    CHECK(count(db) == 5);

    // The last use bound 5: the next one, left unbound, inserts NULL, not a value left from before.
    db.prepareCached(kInsert).run();
    CHECK_FALSE(lastX(db).has_value());

    // Given back after its first row, it starts again from the first row with the new value bound.
    {
        Statement from = db.prepareCached(kFrom);
        from.bind(1, int64_t(2));
        REQUIRE(from.step());
        CHECK(from.int64(0) == 2);
    }
    Statement from = db.prepareCached(kFrom);
    from.bind(1, int64_t(4));
    REQUIRE(from.step());
    CHECK(from.int64(0) == 4);
    REQUIRE(from.step());
    CHECK(from.int64(0) == 5);
    CHECK_FALSE(from.step());

    // A failed write (a rolled-back transaction) leaves the cached statement usable.
    db.exec("CREATE TABLE u (x INTEGER NOT NULL)");
    const std::string insertU = "INSERT INTO u (x) VALUES (?1)";
    {
        Transaction tx(db);
        CHECK_THROWS_AS(db.prepareCached(insertU).run(), DbError); // NULL into NOT NULL
    }
    db.prepareCached(insertU).bind(1, int64_t(7)).run();
    Statement u = db.prepare("SELECT COUNT(*), SUM(x) FROM u");
    REQUIRE(u.step());
    CHECK(u.int64(0) == 1);
    CHECK(u.int64(1) == 7);
}

TEST_CASE_METHOD(Fixture, "two uses of the same cached SQL at once do not share a statement", "[db][cache]")
{
    for (int64_t i = 1; i <= 4; ++i)
        db.prepareCached(kInsert).bind(1, i).run();
    const int before = statementsOf(db);
    {
        Statement low = db.prepareCached(kFrom);
        Statement high = db.prepareCached(kFrom);
        low.bind(1, int64_t(1));
        high.bind(1, int64_t(3));
        // Interleaved: each keeps its own binding and position.
        REQUIRE(low.step());
        REQUIRE(high.step());
        CHECK(low.int64(0) == 1);
        CHECK(high.int64(0) == 3);
        REQUIRE(low.step());
        REQUIRE(high.step());
        CHECK(low.int64(0) == 2);
        CHECK(high.int64(0) == 4);
        CHECK_FALSE(high.step());
        REQUIRE(low.step());
        CHECK(low.int64(0) == 3);
        CHECK(statementsOf(db) == before + 2);
    }
    // Both went back to the cache: two uses at once again compile nothing new.
    {
        Statement a = db.prepareCached(kFrom);
        Statement b = db.prepareCached(kFrom);
        a.bind(1, int64_t(4));
        REQUIRE(a.step());
        CHECK(a.int64(0) == 4);
        CHECK_FALSE(b.step()); // unbound: "x >= NULL" matches nothing
    }
    CHECK(statementsOf(db) == before + 2);
}

TEST_CASE_METHOD(Fixture, "a cached statement given back holds no read transaction", "[db][cache]")
{
    for (int64_t i = 1; i <= 3; ++i)
        db.prepareCached(kInsert).bind(1, i).run();
    {
        Statement from = db.prepareCached(kFrom);
        from.bind(1, int64_t(1));
        REQUIRE(from.step()); // mid-read: a read transaction on this connection's snapshot
    }

    // Another connection writes and checkpoints the whole WAL into the file: TRUNCATE waits for no reader and
    // fails (busy) when one still reads an older snapshot.
    Database other = Database::open(path);
    other.prepare(kInsert).bind(1, int64_t(4)).run();
    Statement checkpoint = other.prepare("PRAGMA wal_checkpoint(TRUNCATE)");
    REQUIRE(checkpoint.step());
    CHECK(checkpoint.int32(0) == 0); // not busy
    CHECK(checkpoint.int32(1) == 0); // the WAL is empty: every frame is in the database file

    // This connection sees the other's row: its snapshot was not kept.
    CHECK(count(db) == 4);
}

TEST_CASE("the connection closes cleanly with cached statements, also after a move", "[db][cache]")
{
    TempDir dir;
    const std::string path = dir.file("store.db");
    {
        Database opened = Database::open(path);
        Database db = std::move(opened); // the cache moves with the connection
        GameStore store(db);
        for (int i = 0; i < 3; ++i) {
            const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'B'}}, "{}");
            store.appendAction(id, "buy", R"({"card":"colosseum"})");
            store.finishGame(id, "{}", {{0, 40 + i, 2}, {1, 50, 1}});
        }
        Statement from = db.prepareCached("SELECT id FROM games ORDER BY id");
        REQUIRE(from.step()); // a cached statement in use is given back before the close, mid-read
        REQUIRE(std::filesystem::exists(path + "-wal"));
    }
    // The last connection to a WAL file checkpoints it and removes the -wal file when it really closes; with a
    // statement left unfinalized sqlite3_close_v2 keeps it open (a "zombie") and the file stays.
    CHECK_FALSE(std::filesystem::exists(path + "-wal"));
    Database again = Database::open(path);
    CHECK(GameStore(again).gameCount("nations", GameStatus::Finished) == 3);
}

TEST_CASE("the store's writes reuse their statements from game to game with the right results", "[db][cache]")
{
    TempDir dir;
    Database db = Database::open(dir.file("store.db"));
    GameStore store(db);
    const auto play = [&](int i) {
        const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'B'}}, "{}");
        for (int a = 0; a < 3; ++a)
            CHECK(store.appendAction(id, "buy", "{}") == a + 2);
        store.finishGame(id, "{}", {{0, 10 * i, i % 2 ? 1 : 2}, {1, 15, i % 2 ? 2 : 1}});
        return id;
    };
    play(1);
    const int cached = statementsOf(db);
    CHECK(cached >= 8); // the player upsert, game and seat inserts, log insert and head, status, results, finish
    for (int i = 2; i <= 6; ++i)
        play(i);
    CHECK(statementsOf(db) == cached); // nothing compiled again, nothing left behind

    const auto games = store.history("nations", 0);
    REQUIRE(games.size() == 6);
    for (size_t k = 0; k < games.size(); ++k) {
        const GameSummary &g = games[k];
        const int i = 6 - int(k); // newest first
        CHECK(g.status == GameStatus::Finished);
        CHECK(g.seats[0].score == 10 * i);
        CHECK(g.winner == (i % 2 ? "Ann" : "Bob"));
        CHECK(store.actions(g.id).size() == 4);
        CHECK_FALSE(store.checkedActions(g.id).damage);
    }
}
