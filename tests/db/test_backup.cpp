// Backup and restore (db/backup.h): a consistent copy while another connection writes, refusals of
// damaged, foreign and newer files that change nothing, and a restore killed half-way that leaves the
// old database whole.
#include "db/backup.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/migrations.h"
#include "query_int.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

using namespace nc::db;
using nc::db::test::TempDir;
using nc::db::test::queryInt;

namespace {

std::string fileBytes(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void writeFile(const std::string &path, const std::string &content)
{
    std::ofstream out(path, std::ios::binary);
    out << content;
}

// A database with `games` two-seat games of `actions` actions each.
void fill(const std::string &path, int games, int actions)
{
    Database db = Database::open(path);
    GameStore store(db);
    for (int g = 0; g < games; ++g) {
        const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, "{}");
        for (int a = 0; a < actions; ++a)
            store.appendAction(id, "buy", R"({"n":)" + std::to_string(a) + "}");
    }
}

// Every game's log passes its checksum chain and ends at its recorded last row.
void requireWholeLogs(Database &db)
{
    GameStore store(db);
    for (const GameSummary &g : store.history("", 0)) {
        INFO("game " << g.id);
        CHECK_FALSE(store.checkedActions(g.id).damage.has_value());
    }
}

} // namespace

TEST_CASE("a backup is a consistent copy while another connection keeps writing", "[db][backup]")
{
    TempDir dir;
    const std::string path = dir.file("live.db");
    fill(path, 1, 0);

    // The writer: its own connection, one committed action after another until told to stop.
    std::atomic<bool> stop{false};
    std::atomic<int64_t> written{0};
    std::thread writer([&] {
        Database db = Database::open(path);
        GameStore store(db);
        while (!stop) {
            store.appendAction(1, "buy", R"({"pad":")" + std::string(2000, 'w') + "\"}");
            ++written;
        }
    });
    Database db = Database::open(path);
    std::vector<int64_t> rows;
    for (int i = 0; i < 6; ++i) {
        while (written < 5 * (i + 1))
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        const std::string copy = dir.file("copy-" + std::to_string(i) + ".db");
        const BackupReport report = backupDatabase(db, copy);
        CHECK(report.games == 1);
        CHECK(report.schemaVersion == latestSchemaVersion());
        CHECK(report.pages > 0);
        CHECK_FALSE(std::filesystem::exists(copy + "-wal")); // one self-contained file
        CHECK(fileBytes(copy).substr(0, 16) == std::string("SQLite format 3\0", 16));
        Database backup = Database::open(copy);
        requireWholeLogs(backup);
        rows.push_back(queryInt(backup, "SELECT COUNT(*) FROM actions"));
    }
    stop = true;
    writer.join();
    // each copy holds more rows than the one before: they were taken while the writer wrote
    for (size_t i = 1; i < rows.size(); ++i)
        CHECK(rows[i] > rows[i - 1]);
    for (const auto &entry : std::filesystem::directory_iterator(dir.path()))
        CHECK(entry.path().string().find(".part-") == std::string::npos);
}

TEST_CASE("restore replaces the database with the backup and migrates an older one", "[db][backup]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    fill(path, 2, 3);
    const std::string backup = dir.file("backup.db");
    {
        Database db = Database::open(path);
        CHECK(backupDatabase(db, backup).games == 2);
        fill(path, 1, 0); // a game played after the backup
        CHECK(queryInt(db, "SELECT COUNT(*) FROM games") == 3);
    }
    const BackupReport report = restoreDatabase(backup, path);
    CHECK(report.games == 2);
    {
        Database db = Database::open(path);
        CHECK(queryInt(db, "SELECT COUNT(*) FROM games") == 2);
        CHECK(queryInt(db, "SELECT COUNT(*) FROM actions") == 8);
        requireWholeLogs(db);
    }

    // a backup written at schema version 3 is restored and brought to the current schema
    const std::string old = dir.file("v3.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v3.sqlite", old);
    CHECK(restoreDatabase(old, path).schemaVersion == 3);
    Database db = Database::open(path);
    CHECK(db.userVersion() == latestSchemaVersion());
    CHECK(queryInt(db, "SELECT COUNT(*) FROM games") == 3);
    CHECK(queryInt(db, "SELECT COUNT(*) FROM games WHERE length(uuid) = 36") == 3);
    requireWholeLogs(db);
    // a database that did not exist yet is created by a restore
    CHECK(restoreDatabase(backup, dir.file("new/folder/games.db")).games == 2);
}

TEST_CASE("restore refuses a damaged, foreign, newer or missing file in one message and changes nothing", "[db][backup]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    fill(path, 1, 1);
    { Database db = Database::open(path); db.exec("PRAGMA wal_checkpoint(TRUNCATE)"); }
    const std::string before = fileBytes(path);

    const std::string damaged = dir.file("damaged.db");
    {
        fill(damaged, 30, 20);
        Database db = Database::open(damaged);
        db.exec("PRAGMA journal_mode = DELETE");
    }
    std::string bytes = fileBytes(damaged);
    REQUIRE(bytes.size() > 4 * 4096);
    for (size_t page = 1; page * 4096 < bytes.size(); ++page) // every page's b-tree header but the first's
        for (size_t i = page * 4096; i < page * 4096 + 8; ++i)
            bytes[i] = char(0xA5);
    writeFile(damaged, bytes);

    const std::string text = dir.file("notes.txt");
    writeFile(text, "these are not games\n");
    const std::string foreign = dir.file("recipes.db");
    {
        sqlite3 *raw = nullptr;
        REQUIRE(sqlite3_open(foreign.c_str(), &raw) == SQLITE_OK);
        REQUIRE(sqlite3_exec(raw, "CREATE TABLE recipes (name TEXT)", nullptr, nullptr, nullptr) == SQLITE_OK);
        sqlite3_close(raw);
    }
    const std::string newer = dir.file("newer.db");
    {
        fill(newer, 1, 0);
        Database db = Database::open(newer);
        db.exec("PRAGMA user_version = " + std::to_string(latestSchemaVersion() + 1));
    }

    // a row that breaks a CHECK constraint (SQLite's integrity check on a read-only connection does not see it)
    const std::string badRow = dir.file("bad-row.db");
    {
        fill(badRow, 2, 1);
        Database db = Database::open(badRow);
        db.exec("PRAGMA journal_mode = DELETE");
    }
    {
        sqlite3 *raw = nullptr;
        REQUIRE(sqlite3_open(badRow.c_str(), &raw) == SQLITE_OK);
        REQUIRE(sqlite3_exec(raw, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ'", nullptr,
                             nullptr, nullptr)
                == SQLITE_OK);
        sqlite3_close(raw);
    }
    const std::string badRowBytes = fileBytes(badRow);

    // an older backup with a table of another tool in the way of one the app's migrations create: it cannot be
    // brought to this app's schema (before, it was copied in and the app then could not open its database)
    const std::string inTheWay = dir.file("v3-in-the-way.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v3.sqlite", inTheWay);
    {
        sqlite3 *raw = nullptr;
        REQUIRE(sqlite3_open(inTheWay.c_str(), &raw) == SQLITE_OK);
        REQUIRE(sqlite3_exec(raw, "CREATE TABLE seat_categories (note TEXT)", nullptr, nullptr, nullptr) == SQLITE_OK);
        sqlite3_close(raw);
    }

    const std::vector<std::pair<std::string, std::string>> cases{
        {damaged, "the file is damaged"},
        {badRow, "the file is damaged (SQLite's integrity check: 'CHECK constraint failed in games')"},
        {text, "not a Nations Companion backup (not an SQLite database)"},
        {foreign, "not a Nations Companion backup (an SQLite database of another program)"},
        {newer, "newer version of Nations Companion (schema " + std::to_string(latestSchemaVersion() + 1)},
        {inTheWay, "cannot be brought to this app's schema (Upgrading the schema to version"},
        {dir.file("missing.db"), "no such file"},
        {dir.path().string(), "it is a folder"},
    };
    for (const auto &[file, reason] : cases) {
        INFO(file);
        try {
            restoreDatabase(file, path);
            FAIL("restore did not refuse the file");
        } catch (const DbError &e) {
            const std::string message = e.what();
            INFO(message);
            CHECK(message.find("Cannot restore from '" + file + "': ") == 0);
            CHECK(message.find(reason) != std::string::npos);
            CHECK(message.find("was not changed") != std::string::npos);
            CHECK(message.find('\n') == std::string::npos);
        }
        CHECK(fileBytes(path) == before);
    }
    CHECK(fileBytes(badRow) == badRowBytes); // the check only read it
    for (const auto &entry : std::filesystem::directory_iterator(dir.path())) // no copy made to migrate is left
        CHECK(entry.path().filename().string().find(".restore-") == std::string::npos);
}

TEST_CASE("backup refuses a folder, a missing folder and another kind of file", "[db][backup]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    fill(path, 1, 0);
    Database db = Database::open(path);
    CHECK_THROWS_WITH(backupDatabase(db, dir.path().string()), Catch::Contains("it is a folder"));
    CHECK_THROWS_WITH(backupDatabase(db, dir.file("no/such/x.db")), Catch::Contains("does not exist"));
    CHECK_THROWS_WITH(backupDatabase(db, path), Catch::Contains("it is the database itself"));
    writeFile(dir.file("notes.txt"), "keep me");
    CHECK_THROWS_WITH(backupDatabase(db, dir.file("notes.txt")), Catch::Contains("not a database already has that name"));
    CHECK(fileBytes(dir.file("notes.txt")) == "keep me");
    // an earlier backup is replaced
    CHECK(backupDatabase(db, dir.file("b.db")).games == 1);
    fill(path, 1, 0);
    CHECK(backupDatabase(db, dir.file("b.db")).games == 2);
}

TEST_CASE("a restore killed half-way leaves either the old or the restored database, whole", "[db][backup]")
{
    TempDir dir;
    const std::string path = dir.file("games.db");
    fill(path, 1, 2);
    // A large backup (about 16 MiB), so the copy takes long enough to be killed in the middle.
    const std::string backup = dir.file("big.db");
    {
        fill(backup, 3, 1);
        Database db = Database::open(backup);
        db.exec("CREATE TABLE padding (x BLOB); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                "WHERE i < 4000) INSERT INTO padding SELECT randomblob(4000) FROM n");
    }
    // How long a whole restore takes here; the kills land at fractions of it.
    const auto started = std::chrono::steady_clock::now();
    restoreDatabase(backup, dir.file("timing.db"));
    const auto wholeMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    // Kills at fractions of that time land anywhere (the machine's load changes the child's pace), and two that do
    // not depend on time: one when the child reports half of the pages copied (in the write-ahead log, not
    // committed), and one run left to finish.
    enum class Kill { Timed, HalfCopied, None };
    std::vector<std::pair<Kill, double>> runs;
    for (double fraction : {0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 0.95})
        runs.push_back({Kill::Timed, fraction});
    runs.push_back({Kill::HalfCopied, 0});
    runs.push_back({Kill::None, 0});
    int oldSeen = 0, newSeen = 0, midCopy = 0;
    for (const auto &[kill, fraction] : runs) {
        const int delayMs = int(fraction * double(wholeMs));
        INFO("run " << int(kill) << ", killed after " << delayMs << " ms of " << wholeMs);
        int half[2];
        REQUIRE(::pipe(half) == 0);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(half[0]);
            bool told = false;
            try {
                restoreDatabase(backup, path, [&, kill = kill](int64_t copied, int64_t all) {
                    if (kill == Kill::HalfCopied && !told && copied * 2 >= all) {
                        told = ::write(half[1], "h", 1) == 1;
                        ::sleep(60); // the parent kills it here
                    }
                });
            } catch (...) {
                ::_exit(1);
            }
            ::_exit(0);
        }
        ::close(half[1]);
        if (kill == Kill::Timed)
            std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        if (kill == Kill::HalfCopied) {
            char c = 0;
            REQUIRE(::read(half[0], &c, 1) == 1);
        }
        if (kill != Kill::None)
            ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        ::close(half[0]);
        if (kill == Kill::None)
            CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
        // Pages of the restore already in the write-ahead log, but not committed: killed during the copy.
        std::error_code ec;
        const auto walBytes = std::filesystem::file_size(path + "-wal", ec);
        int64_t games = 0;
        {
            Database db = Database::open(path); // integrity_check passes, or this throws
            games = queryInt(db, "SELECT COUNT(*) FROM games");
            const bool padded = queryInt(db, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'padding'") == 1;
            if (games == 1) {
                CHECK_FALSE(padded);
                ++oldSeen;
                midCopy += !ec && walBytes > 1024 * 1024;
                CHECK(kill != Kill::None);
                if (kill == Kill::HalfCopied) // killed with half of the pages in the log, uncommitted
                    CHECK((!ec && walBytes > 1024 * 1024));
            } else {
                CHECK(kill != Kill::HalfCopied);
                CHECK(games == 3);
                REQUIRE(padded);
                CHECK(queryInt(db, "SELECT COUNT(*) FROM padding") == 4000);
                ++newSeen;
            }
            requireWholeLogs(db);
        }
        if (games == 3) { // start again from the old content
            for (const char *suffix : {"", "-wal", "-shm"})
                std::filesystem::remove(path + suffix);
            fill(path, 1, 2);
        }
    }
    INFO("old content after " << oldSeen << " kills (" << midCopy << " during the copy), restored content after "
                                  << newSeen << "; a whole restore took " << wholeMs << " ms");
    CHECK(oldSeen + newSeen == int(runs.size()));
    CHECK(midCopy > 0); // at least one kill (the one at half the pages) landed while the copy was being written
    CHECK(newSeen > 0); // and the last run finished the restore
}
