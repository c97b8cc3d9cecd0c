// The progress of the migrations Database::open() applies (db/migrations.h MigrationProgress, needsMigration(),
// sqlStatements()): a statement of a pending migration at a time, up to all of them, on the files of earlier schemas
// (tests/db/data).
#include "db/database.h"
#include "db/migrations.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

// A copy of the schema `version` file of tests/db/data in `dir`.
std::string fixture(const TempDir &dir, int version)
{
    const std::string path = dir.file("schema-v" + std::to_string(version) + ".db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v" + std::to_string(version) + ".sqlite", path);
    return path;
}

std::string trimmedEnd(std::string text)
{
    text.erase(text.find_last_not_of(" \t\r\n") + 1);
    return text;
}

} // namespace

TEST_CASE("the statements of every migration are its whole text, a trigger's body in one", "[db][migrations]")
{
    for (const std::string &sql : migrations()) {
        std::string joined;
        for (const std::string &statement : sqlStatements(sql))
            joined += statement;
        CHECK(trimmedEnd(joined) == trimmedEnd(sql));
    }
    const auto list = sqlStatements("CREATE TABLE t (a TEXT DEFAULT ';');\nCREATE TRIGGER x AFTER INSERT ON t BEGIN\n"
                                    "SELECT 1; SELECT ';';\nEND;\n  \n");
    REQUIRE(list.size() == 2);
    CHECK(list[1] == "\nCREATE TRIGGER x AFTER INSERT ON t BEGIN\nSELECT 1; SELECT ';';\nEND;");
    CHECK(sqlStatements("SELECT 1; SELECT 2").size() == 2);
    CHECK(sqlStatements(" \n").empty());
}

TEST_CASE("opening a schema 10 file tells the migration's progress up to all its steps", "[db][migrations]")
{
    TempDir dir;
    const std::string path = fixture(dir, 10);
    CHECK(needsMigration(path));
    std::vector<std::pair<int64_t, int64_t>> calls;
    const MigrationProgress progress = [&](int64_t done, int64_t total) { calls.push_back({done, total}); };
    {
        const Database db = Database::open(path, IntegrityCheck::AtOpen, kIntegrityCheckAtOpenBytes, progress);
        CHECK(db.userVersion() == latestSchemaVersion());
    }
    // Schema 11: triggers dropped and made again, tables made and filled, one step each.
    const int64_t steps = int64_t(sqlStatements(migrations()[10]).size());
    CHECK(steps > 100);
    REQUIRE(calls.size() == size_t(steps));
    for (size_t i = 0; i < calls.size(); ++i) {
        INFO("call " << i);
        CHECK(calls[i] == std::pair{int64_t(i) + 1, steps});
    }
    // Up to date: nothing pending, nothing told.
    CHECK_FALSE(needsMigration(path));
    calls.clear();
    Database::open(path, IntegrityCheck::AtOpen, kIntegrityCheckAtOpenBytes, progress);
    CHECK(calls.empty());
}

TEST_CASE("a schema 1 file's progress counts the statements of every migration and schema 3's checksums", "[db][migrations]")
{
    TempDir dir;
    const std::string path = fixture(dir, 1);
    CHECK(needsMigration(path));
    int64_t steps = 1; // the checksums of the stored action rows (schema 3)
    for (size_t version = 1; version < migrations().size(); ++version)
        steps += int64_t(sqlStatements(migrations()[version]).size());
    int64_t last = 0, calls = 0;
    const Database db = Database::open(path, IntegrityCheck::AtOpen, kIntegrityCheckAtOpenBytes, [&](int64_t done, int64_t total) {
        CHECK(total == steps);
        CHECK(done == last + 1);
        last = done;
        ++calls;
    });
    CHECK(calls == steps);
    CHECK(last == steps);
    CHECK(db.userVersion() == latestSchemaVersion());
}

TEST_CASE("a missing, new, up-to-date, newer or foreign file needs no migration shown", "[db][migrations]")
{
    TempDir dir;
    CHECK_FALSE(needsMigration(dir.file("missing.db")));
    CHECK_FALSE(std::filesystem::exists(dir.file("missing.db"))); // read-only: not created
    std::ofstream(dir.file("empty.db")).flush();
    CHECK_FALSE(needsMigration(dir.file("empty.db"))); // user_version 0: a new file, its schema made at once
    std::ofstream(dir.file("text.db")) << "not a database";
    CHECK_FALSE(needsMigration(dir.file("text.db")));
    const std::string fresh = dir.file("fresh.db");
    Database::open(fresh);
    CHECK_FALSE(needsMigration(fresh));
    {
        const Database db = Database::open(fresh);
        db.exec("PRAGMA user_version = " + std::to_string(latestSchemaVersion() + 1), "a newer schema");
    }
    CHECK_FALSE(needsMigration(fresh));
    CHECK(needsMigration(fixture(dir, 7)));
}
