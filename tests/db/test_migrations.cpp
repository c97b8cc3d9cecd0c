// Schema versioning: fresh == migrated step by step, newer files refused, data survives a reopen, WAL on.
#include "db/database.h"
#include "db/game_store.h"
#include "db/migrations.h"
#include "db/solo_statistics.h"
#include "db/statistics.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

// Direct sqlite3 access, so the tests do not depend on the code under test to inspect or forge a file.
struct RawDb {
    sqlite3 *db = nullptr;
    explicit RawDb(const std::string &path)
    {
        REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    }
    ~RawDb() { sqlite3_close(db); }
    void exec(const std::string &sql)
    {
        char *error = nullptr;
        const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
        INFO(sql << ": " << (error ? error : ""));
        sqlite3_free(error);
        REQUIRE(rc == SQLITE_OK);
    }
    std::string text(const std::string &sql)
    {
        sqlite3_stmt *st = nullptr;
        REQUIRE(sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr) == SQLITE_OK);
        std::string result;
        while (sqlite3_step(st) == SQLITE_ROW) {
            for (int c = 0; c < sqlite3_column_count(st); ++c) {
                const auto *value = sqlite3_column_text(st, c);
                result += value ? reinterpret_cast<const char *>(value) : "NULL";
                result += '|';
            }
            result += '\n';
        }
        sqlite3_finalize(st);
        return result;
    }
};

// Whitespace runs collapsed to one space, so the dump does not depend on how the SQL was laid out.
std::string collapsed(const std::string &sql)
{
    std::string out;
    for (char c : sql) {
        const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
        if (space && (out.empty() || out.back() == ' '))
            continue;
        out += space ? ' ' : c;
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

// A normalised dump of the schema read with sqlite3 alone (not the code under test): every table, view,
// index and trigger by name with its collapsed SQL, each table's columns (PRAGMA table_xinfo: name, type,
// not null, default, primary key position), foreign keys, and each index's columns and uniqueness.
std::string schemaOf(const std::string &path)
{
    RawDb raw(path);
    std::string dump = raw.text("SELECT type, name, tbl_name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' "
                                "ORDER BY type, name");
    sqlite3_stmt *st = nullptr;
    REQUIRE(sqlite3_prepare_v2(raw.db, "SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' "
                                       "ORDER BY type, name", -1, &st, nullptr) == SQLITE_OK);
    std::vector<std::pair<std::string, std::string>> objects;
    while (sqlite3_step(st) == SQLITE_ROW) {
        const auto *sql = sqlite3_column_text(st, 2);
        objects.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)),
                             reinterpret_cast<const char *>(sqlite3_column_text(st, 1)));
        dump += objects.back().first + " " + objects.back().second + ": "
            + collapsed(sql ? reinterpret_cast<const char *>(sql) : "") + "\n";
    }
    sqlite3_finalize(st);
    for (const auto &[type, name] : objects) {
        if (type == "table") {
            dump += "columns of " + name + ":\n" + raw.text("SELECT name, type, \"notnull\", dflt_value, pk, hidden "
                                                            "FROM pragma_table_xinfo('" + name + "') ORDER BY cid");
            dump += "foreign keys of " + name + ":\n"
                + raw.text("SELECT \"table\", \"from\", \"to\", on_update, on_delete FROM pragma_foreign_key_list('"
                           + name + "') ORDER BY id, seq");
            dump += "indexes of " + name + ":\n"
                + raw.text("SELECT name, \"unique\", origin, partial FROM pragma_index_list('" + name + "') ORDER BY name");
        } else if (type == "index") {
            dump += "columns of index " + name + ":\n"
                + raw.text("SELECT seqno, name, \"desc\", coll, key FROM pragma_index_xinfo('" + name + "') ORDER BY seqno");
        }
    }
    return dump + "user_version=" + raw.text("PRAGMA user_version");
}

std::string fileBytes(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

} // namespace

TEST_CASE("fresh database is at the latest schema version", "[db][migrations]")
{
    TempDir dir;
    REQUIRE(latestSchemaVersion() == static_cast<int>(migrations().size()));
    REQUIRE(latestSchemaVersion() >= 1);
    Database db = Database::open(dir.file("fresh.db"));
    CHECK(db.userVersion() == latestSchemaVersion());
    CHECK(migrate(db) == 0); // nothing left to do
    CHECK_THROWS_AS(migrate(db, latestSchemaVersion() + 1), DbError);
}

TEST_CASE("a file of every earlier schema version migrates to the fresh schema and keeps its games", "[db][migrations]")
{
    TempDir dir;
    const std::string freshPath = dir.file("fresh.db");
    { Database fresh = Database::open(freshPath); }
    const std::string fresh = schemaOf(freshPath);
    REQUIRE(fresh.find("table actions: CREATE TABLE actions") != std::string::npos);
    REQUIRE(fresh.find("chain|TEXT|1|''|0|0|") != std::string::npos);
    REQUIRE(fresh.find("log_head|TEXT|1|''|0|0|") != std::string::npos);

    // An empty file (version 0) and the files written by each earlier version (tests/db/data/README.md),
    // opened by the current app: it applies the missing migrations one version per transaction.
    REQUIRE(latestSchemaVersion() == 11);
    for (int k = 0; k < latestSchemaVersion(); ++k) {
        INFO("starting from schema version " << k);
        const std::string path = dir.file("from-" + std::to_string(k) + ".db");
        if (k > 0) {
            std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v" + std::to_string(k) + ".sqlite", path);
            RawDb raw(path);
            REQUIRE(raw.text("PRAGMA user_version") == std::to_string(k) + "|\n");
        }
        {
            Database db = Database::open(path);
            CHECK(db.userVersion() == latestSchemaVersion());
        }
        CHECK(schemaOf(path) == fresh);
        if (k == 0)
            continue;

        // Its games: the finished one (96 log rows) and the unfinished one (42; 45 and a third game of 3
        // rows in the schema 3 file, 5 in the schema 4 and 5 files made from it), every row with a chain.
        Database db = Database::open(path);
        GameStore store(db);
        const auto games = store.history();
        std::vector<std::pair<int64_t, size_t>> logs{{1, 96}, {2, 42}};
        if (k == 3)
            logs = {{1, 96}, {2, 45}, {3, 3}};
        if (k >= 4) // the schema 5 and 6 files are the schema 4 file migrated
            logs = {{1, 96}, {2, 45}, {3, 5}};
        REQUIRE(games.size() == logs.size());
        CHECK(games.back().id == 1);
        CHECK(games.back().status == GameStatus::Finished);
        CHECK(store.latestActiveGame("nations") == int64_t(logs.size()));
        for (const auto &[id, rows] : logs) {
            INFO("game " << id);
            const CheckedLog log = store.checkedActions(id);
            CHECK_FALSE(log.damage.has_value());
            REQUIRE(log.actions.size() == rows);
            CHECK(log.actions.front().kind == "setup");
            const auto raw = store.actions(id);
            REQUIRE(raw.size() == rows);
            for (size_t i = 0; i < rows; ++i)
                CHECK(log.actions[i].payloadJson == raw[i].payloadJson);
        }
        Statement unchained = db.prepare("SELECT (SELECT COUNT(*) FROM actions WHERE length(chain) <> 64) + "
                                         "(SELECT COUNT(*) FROM games WHERE length(log_head) <> 64)");
        REQUIRE(unchained.step());
        CHECK(unchained.int64(0) == 0);
        // The migrated file takes new actions on the existing chain.
        CHECK(store.appendAction(2, "pass", R"({"player":0})") == int64_t(logs[1].second) + 1);
        CHECK_FALSE(store.checkedActions(2).damage.has_value());
    }
}

TEST_CASE("schema 4 gives every game and player of a schema 3 file a unique uuid that stays", "[db][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("v3.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v3.sqlite", path);
    { Database db = Database::open(path); }
    RawDb raw(path);
    // every row has a canonical version-4 uuid, all of them different (games and players together)
    const std::string ids = raw.text("SELECT uuid FROM games UNION ALL SELECT uuid FROM players ORDER BY 1");
    CHECK(raw.text("SELECT COUNT(*), COUNT(DISTINCT uuid) FROM (SELECT uuid FROM games UNION ALL SELECT uuid FROM players)")
          == "7|7|\n");
    CHECK(raw.text("SELECT COUNT(*) FROM (SELECT uuid FROM games UNION ALL SELECT uuid FROM players) WHERE uuid NOT GLOB "
                   "'[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-4"
                   "[0-9a-f][0-9a-f][0-9a-f]-[89ab][0-9a-f][0-9a-f][0-9a-f]-"
                   "[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'")
          == "0|\n");

    // Stable: reopening and writing keeps them; a new game and a new player get new ones, a known player keeps his.
    std::string newGame;
    {
        Database db = Database::open(path);
        GameStore store(db);
        const std::string annBefore = raw.text("SELECT uuid FROM players WHERE name = 'Anna'");
        const int64_t id = store.createGame("nations", "{}", {{"anna", "egypt", 'A'}, {"Zoe", "rome", 'B'}}, "{}");
        CHECK(raw.text("SELECT uuid FROM players WHERE name = 'Anna'") == annBefore);
        const auto game = store.game(id);
        REQUIRE(game.has_value());
        newGame = game->uuid;
        CHECK(newGame.size() == 36);
        CHECK(raw.text("SELECT uuid FROM games WHERE id = " + std::to_string(id)) == newGame + "|\n");
    }
    CHECK(raw.text("SELECT COUNT(*), COUNT(DISTINCT uuid) FROM (SELECT uuid FROM games UNION ALL SELECT uuid FROM players)")
          == "9|9|\n");
    const std::string after = raw.text("SELECT uuid FROM games UNION ALL SELECT uuid FROM players ORDER BY 1");
    std::istringstream oldIds(ids);
    for (std::string line; std::getline(oldIds, line);)
        CHECK(after.find(line) != std::string::npos);
    CHECK(after.find(newGame) != std::string::npos);
    { Database db = Database::open(path); }
    CHECK(raw.text("SELECT uuid FROM games UNION ALL SELECT uuid FROM players ORDER BY 1") == after);
    // a row without one cannot be written twice: the unique index refuses the second ''
    CHECK(raw.text("SELECT COUNT(*) FROM pragma_index_list('games') WHERE name = 'games_by_uuid' AND \"unique\" = 1") == "1|\n");
}

TEST_CASE("schema 6 lists the campaigns of the games a schema 4 file already holds", "[db][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("v4.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v4.sqlite", path);
    {
        // Written at schema 4, as an older app or an import would: options with and without a campaign.
        RawDb raw(path);
        raw.exec("UPDATE games SET options_json = '{\"campaign\":\"Winter\",\"last_round\":8}' WHERE id = 1");
        raw.exec("UPDATE games SET options_json = '{\"campaign\":[\"not\",\"a name\"]}' WHERE id = 2");
        raw.exec("UPDATE games SET options_json = 'not json' WHERE id = 3");
    }
    Database db = Database::open(path);
    CHECK(db.userVersion() == latestSchemaVersion());
    GameStore store(db);
    CHECK(store.campaignNames("nations") == std::vector<std::string>{"Winter"});
    const auto winter = store.campaignHistory("nations", "Winter");
    REQUIRE(winter.size() == 1);
    CHECK(winter[0].id == 1);
    CHECK(winter[0].seats.size() == 2);
    // A game written afterwards is listed from its options alone.
    const int64_t id = store.createGame("nations", R"({"campaign":"Club"})", {{"Ann", "egypt", 'A'}}, "{}");
    CHECK(store.campaignNames("nations") == std::vector<std::string>{"Club", "Winter"});
    CHECK(store.campaignHistory("nations", "Club").front().id == id);
    // The history list pages through the type's own index.
    Statement plan = db.prepare("EXPLAIN QUERY PLAN SELECT id FROM games WHERE game_type = 'nations' AND id < 9 "
                                "ORDER BY id DESC LIMIT 50");
    std::string steps;
    while (plan.step())
        steps += plan.text(3) + "\n";
    CHECK(steps.find("games_by_type") != std::string::npos);
}

TEST_CASE("schema 7 gives the games of a schema 6 file their difficulty, card sets, summaries and Hall of Fame", "[db][migrations][stats]")
{
    TempDir dir;
    const std::string path = dir.file("v6.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v6.sqlite", path);
    {
        // Written at schema 6 as the app wrote it: a finished solo game on King with the base game and Dynasties.
        RawDb raw(path);
        REQUIRE(raw.text("PRAGMA user_version") == "6|\n");
        raw.exec("INSERT INTO players (id, name, created_at, last_played_at, uuid) VALUES "
                 "(9, 'Solo', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'u-solo')");
        raw.exec("INSERT INTO games (id, game_type, status, created_at, finished_at, solo, options_json, uuid, "
                 "hall_of_fame_title) VALUES (7, 'nations', 'finished', '2026-01-01T10:00:00.000Z', "
                 "'2026-01-01T12:00:00.000Z', 1, '{\"card_sets\":[\"base\",\"dynasties\"],\"solo\":true}', 'u-g7', 'King')");
        raw.exec("INSERT INTO game_players (game_id, seat, player_id, nation, side, score, rank) "
                 "VALUES (7, 0, 9, 'china', 'A', 88, 1)");
        raw.exec("INSERT INTO actions (game_id, seq, kind, payload_json, created_at) VALUES (7, 1, 'setup', "
                 "'{\"options\":{\"solo\":true},\"seats\":[{\"name\":\"Solo\",\"difficulty\":\"king\"}]}', "
                 "'2026-01-01T10:00:00.000Z')");
    }
    Database db = Database::open(path);
    CHECK(db.userVersion() == latestSchemaVersion());
    RawDb raw(path);
    CHECK(raw.text("SELECT id, difficulty, card_sets FROM games ORDER BY id")
          == "1||[\"base\"]|\n2||[\"base\"]|\n3|||\n7|king|[\"base\",\"dynasties\"]|\n");
    // The summaries hold what the games hold: the same figures as counted from the games (a day filter).
    for (const StatsFilter &f : {StatsFilter{}, StatsFilter{"", "", "", 0, "", "king", ""},
                                 StatsFilter{"", "", "", 0, "", "", "base"}, StatsFilter{"", "", "", 0, "", "", "dynasties"}}) {
        INFO("difficulty " << f.difficulty << " card set " << f.cardSet);
        StatsFilter days = f;
        days.from = "2000-01-01";
        const Statistics summed = statistics(db, f), counted = statistics(db, days);
        CHECK(summed.games == counted.games);
        CHECK(summed.players.size() == counted.players.size());
        CHECK(summed.rivals.size() == counted.rivals.size());
    }
    CHECK(statistics(db, {"", "", "", 0, "", "", "base"}).games == 2);
    CHECK(statistics(db, {"", "", "", 0, "", "king", "dynasties"}).games == 1);
    CHECK(statistics(db, {"", "", "", 0, "", "", "dynasties"}).players.at(0).bestSoloScore == 88);
    const auto fame = GameStore(db).hallOfFame("nations");
    REQUIRE(fame.size() == 1);
    CHECK(fame[0].playerName == "Solo");
    CHECK(fame[0].title == "King");
    CHECK(soloStatistics(db, {}).positions.at(0).difficulty == "king");
}

TEST_CASE("a database written by a newer app is refused and left untouched", "[db][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("newer.db");
    { Database db = Database::open(path); }
    const int newer = latestSchemaVersion() + 1;
    { RawDb raw(path); raw.exec("PRAGMA user_version = " + std::to_string(newer)); }
    const std::string before = fileBytes(path);

    const std::string expected = "database was written by a newer version of Nations Companion (schema "
        + std::to_string(newer) + ", this app knows " + std::to_string(latestSchemaVersion()) + ")";
    CHECK_THROWS_WITH(Database::open(path), Catch::Contains(expected) && Catch::Contains(path));
    CHECK(fileBytes(path) == before);
    RawDb raw(path);
    CHECK(raw.text("PRAGMA user_version") == std::to_string(newer) + "|\n");
}

TEST_CASE("an SQLite database of another program is refused", "[db][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("other.db");
    { RawDb raw(path); raw.exec("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)"); }
    const std::string before = fileBytes(path);
    CHECK_THROWS_WITH(Database::open(path), Catch::Contains("another program"));
    CHECK(fileBytes(path) == before);
}

TEST_CASE("reopening keeps the data", "[db][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("sub/folder/games.db"); // parent folders are created
    int64_t gameId = 0;
    {
        Database db = Database::open(path);
        GameStore store(db);
        gameId = store.createGame("nations", R"({"difficulty":"king"})", {{"Ann", "egypt", 'A'}}, R"({"round":1})");
        CHECK(store.appendAction(gameId, "buy", R"({"card":"pyramids"})") == 2);
    }
    Database db = Database::open(path);
    GameStore store(db);
    const auto log = store.actions(gameId);
    REQUIRE(log.size() == 2);
    CHECK(log[0].kind == "setup");
    CHECK(log[1].payloadJson == R"({"card":"pyramids"})");
    CHECK(store.latestActiveGame("nations") == gameId);
    CHECK(store.knownPlayers() == std::vector<std::string>{"Ann"});
    CHECK(store.game(gameId)->optionsJson == R"({"difficulty":"king"})");
}

TEST_CASE("connection settings: WAL, synchronous FULL, foreign keys", "[db][migrations]")
{
    TempDir dir;
    const std::string path = dir.file("wal.db");
    Database db = Database::open(path);
    CHECK(db.journalMode() == "wal");
    Statement sync = db.prepare("PRAGMA synchronous");
    REQUIRE(sync.step());
    CHECK(sync.int32(0) == 2); // FULL
    Statement fk = db.prepare("PRAGMA foreign_keys");
    REQUIRE(fk.step());
    CHECK(fk.int32(0) == 1);
    // The mode is stored in the file: another connection sees it too.
    RawDb raw(path);
    CHECK(raw.text("PRAGMA journal_mode") == "wal|\n");
}

TEST_CASE("a Database can be moved", "[db][migrations]")
{
    TempDir dir;
    Database a = Database::open(dir.file("move.db"));
    Database b = std::move(a);
    CHECK(a.handle() == nullptr);
    CHECK(b.userVersion() == latestSchemaVersion());
    a = std::move(b);
    CHECK(a.userVersion() == latestSchemaVersion());
}

TEST_CASE("Transaction rolls back unless committed", "[db][migrations]")
{
    TempDir dir;
    Database db = Database::open(dir.file("tx.db"));
    {
        Transaction tx(db);
        db.exec("INSERT INTO players (name, created_at, last_played_at) VALUES ('Bo', 'x', 'x')");
    }
    {
        Statement count = db.prepare("SELECT COUNT(*) FROM players");
        REQUIRE(count.step());
        CHECK(count.int64(0) == 0);
    }
    {
        Transaction tx(db);
        db.exec("INSERT INTO players (name, created_at, last_played_at) VALUES ('Bo', 'x', 'x')");
        tx.commit();
    }
    Statement count = db.prepare("SELECT COUNT(*) FROM players");
    REQUIRE(count.step());
    CHECK(count.int64(0) == 1);
}
