// The JSON history (db/history_export.h, db/history_import.h): export -> import into an empty database
// -> export gives the same bytes, imports merge by uuid and never duplicate a game, a bad file is
// refused in one message naming the file, the entry and the field, and nothing of it is written.
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_export.h"
#include "db/history_import.h"
#include "history_fixture.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;
using nlohmann::json;
using nc::db::test::playHistory;

namespace {

int64_t count(const Database &db, const std::string &sql)
{
    Statement st = db.prepare(sql);
    REQUIRE(st.step());
    return st.int64(0);
}

} // namespace

TEST_CASE("history export then import into an empty database then export gives the identical file", "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    const std::string first = exportHistoryJson(source);
    const json doc = json::parse(first);
    CHECK(doc["format"] == "nations-companion.history");
    CHECK(doc["version"] == 1);
    REQUIRE(doc["games"].size() == 4);
    CHECK(doc["players"].size() == 4);
    CHECK(doc["games"][0]["status"] == "finished");
    CHECK(doc["games"][0]["actions"].size() == 3);
    CHECK(doc["games"][0]["actions"][1]["payload"]["card"] == "pyramids");
    CHECK(doc["games"][0]["seats"][1]["score"] == 35);
    CHECK(doc["games"][1]["status"] == "abandoned");
    CHECK(doc["games"][2]["status"] == "active");
    CHECK(doc["games"][2]["finished_at"].is_null());
    CHECK(doc["games"][3]["hall_of_fame_title"] == "Emperor");
    CHECK(doc["games"][3]["solo"] == true);

    Database target = Database::open(dir.file("target.db"));
    const ImportReport report = importHistoryJson(target, first, "history.json");
    CHECK(report.gamesAdded == 4);
    CHECK(report.gamesKept == 0);
    CHECK(report.playersAdded == 4);
    CHECK(report.playersMatched == 0);
    CHECK(exportHistoryJson(target) == first);

    // The imported logs pass the checksum chain over their new ids, and the stored texts are the same.
    GameStore from(source), to(target);
    const auto imported = to.history("", 0);
    REQUIRE(imported.size() == 4);
    for (const GameSummary &g : imported) {
        INFO("game " << g.uuid);
        const CheckedLog log = to.checkedActions(g.id);
        CHECK_FALSE(log.damage.has_value());
        const auto original = from.history("", 0);
        const auto same = std::find_if(original.begin(), original.end(), [&](const GameSummary &o) { return o.uuid == g.uuid; });
        REQUIRE(same != original.end());
        const auto rows = from.actions(same->id);
        REQUIRE(rows.size() == log.actions.size());
        for (size_t i = 0; i < rows.size(); ++i)
            CHECK(rows[i].payloadJson == log.actions[i].payloadJson);
        // the same values; texts in compact form with sorted keys, as the app writes them (this test's are not)
        CHECK(json::parse(g.finalJson.empty() ? "null" : g.finalJson) == json::parse(same->finalJson.empty() ? "null" : same->finalJson));
        CHECK(g.winner == same->winner);
    }
    CHECK(to.hallOfFame("nations").size() == 1);
    // an imported active game takes new actions on its chain
    const auto active = to.latestActiveGame("wealth_of_nations");
    REQUIRE(active.has_value());
    CHECK(to.appendAction(*active, "pass", "{}") == 3);
    CHECK_FALSE(to.checkedActions(*active).damage.has_value());
}

TEST_CASE("importing the same history twice never duplicates a game", "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    const std::string file = exportHistoryJson(source);
    Database target = Database::open(dir.file("target.db"));
    importHistoryJson(target, file, "h.json");
    const ImportReport again = importHistoryJson(target, file, "h.json");
    CHECK(again.gamesAdded == 0);
    CHECK(again.gamesKept == 4);
    CHECK(again.playersAdded == 0);
    CHECK(again.playersMatched == 4);
    CHECK(count(target, "SELECT COUNT(*) FROM games") == 4);
    CHECK(count(target, "SELECT COUNT(*) FROM players") == 4);
    CHECK(count(target, "SELECT COUNT(*) FROM actions") == 8);
    CHECK(exportHistoryJson(target) == file);
    // and back into the database it came from: nothing new
    CHECK(importHistoryJson(source, file, "h.json").gamesAdded == 0);
    CHECK(count(source, "SELECT COUNT(*) FROM games") == 4);
}

TEST_CASE("an import into a database with its own games merges games by uuid and players by uuid or name", "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    Database target = Database::open(dir.file("target.db"));
    GameStore local(target);
    // the same person typed on another device: another uuid, the name in other letter case
    const int64_t own = local.createGame("nations", "{}", {{"ann", "korea", 'A'}, {"Dora", "india", 'B'}}, "{}");

    const ImportReport report = importHistoryJson(target, exportHistoryJson(source), "h.json");
    CHECK(report.gamesAdded == 4);
    CHECK(report.playersMatched == 1);
    CHECK(report.playersAdded == 3);
    CHECK(count(target, "SELECT COUNT(*) FROM games") == 5);
    CHECK(local.knownPlayers().size() == 5);
    CHECK(count(target, "SELECT COUNT(*) FROM game_players gp JOIN players p ON p.id = gp.player_id WHERE p.name = 'ann'") == 4);
    CHECK(local.game(own)->seats[0].playerName == "ann"); // the local spelling stays

    // a game played later at the source comes over alone on the next import
    GameStore(source).createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, "{}");
    const ImportReport next = importHistoryJson(target, exportHistoryJson(source), "h.json");
    CHECK(next.gamesAdded == 1);
    CHECK(next.gamesKept == 4);
    CHECK(count(target, "SELECT COUNT(*) FROM games") == 6);
}

TEST_CASE("a damaged or foreign history file is refused in one message and nothing is imported", "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    const json good = json::parse(exportHistoryJson(source));
    Database target = Database::open(dir.file("target.db"));
    GameStore(target).createGame("nations", "{}", {{"Eve", "egypt", 'A'}}, "{}");
    const std::string before = exportHistoryJson(target);

    struct Case {
        std::string text;
        std::string message;
    };
    auto changed = [&](auto &&edit) {
        json doc = good;
        edit(doc);
        return doc.dump(2);
    };
    const std::vector<Case> cases{
        {"{\"games\": [", "h.json: not valid JSON at line 1, column 12"},
        {"[1, 2]", "h.json: format: not a Nations Companion history (the file holds an array, not an object)"},
        {R"({"name": "recipes", "items": []})", "h.json: format: not a Nations Companion history (expected \"nations-companion.history\", found nothing)"},
        {changed([](json &d) { d["version"] = 2; }), "h.json: version: version 2 is newer than this app reads (1); update the app"},
        {changed([](json &d) { d["players"][1].erase("name"); }), "h.json: players[1].name: missing"},
        {changed([](json &d) { d["players"][2]["uuid"] = "not-a-uuid"; }), "h.json: players[2].uuid: \"not-a-uuid\" is not a UUID"},
        {changed([](json &d) { d["players"][2]["name"] = "Kim"; d["players"][3]["name"] = "KIM"; }),
         "h.json: players[3].name: \"KIM\" is the name of players[2] too"},
        {changed([](json &d) { d["players"][3]["name"] = "Tab\there"; d["games"][2]["seats"][1]["side"] = "AB"; }),
         "h.json: games[2].seats[1].side: expected \"A\", \"B\" or \"\", found \"AB\""},
        {changed([](json &d) { d["games"][3]["seats"][0]["score"] = "fifty"; }),
         "h.json: games[3].seats[0].score: expected a whole number or null, found \"fifty\""},
        {changed([](json &d) { d["games"][3]["seats"][0]["player"] = "0f8e2a31-7c4d-4b9e-a1f0-3d2c5b6e7f80"; }),
         "h.json: games[3].seats[0].player: \"0f8e2a31-7c4d-4b9e-a1f0-3d2c5b6e7f80\" is not the uuid of a player of this file"},
        {changed([](json &d) { d["games"][0]["actions"][1]["seq"] = 3; }),
         "h.json: games[0].actions[1].seq: expected 2 (the log runs 1, 2, 3... without gaps), found 3"},
        {changed([](json &d) { d["games"][2]["status"] = "paused"; }),
         "h.json: games[2].status: expected \"active\", \"finished\" or \"abandoned\", found \"paused\""},
        {changed([](json &d) { d["games"][1]["created_at"] = "yesterday"; }),
         "h.json: games[1].created_at: \"yesterday\" is not a UTC time like 2024-05-01T18:03:22.517Z"},
        {changed([](json &d) { d["games"][3]["uuid"] = d["games"][0]["uuid"]; }),
         "h.json: games[3].uuid: another game of this file has the same uuid"},
        {changed([](json &d) { d["games"][0]["actions"][0]["kind"] = "buy"; }),
         "h.json: games[0].actions[0].kind: the first row of a log is \"setup\", found \"buy\""},
    };
    for (const Case &c : cases) {
        INFO(c.message);
        try {
            importHistoryJson(target, c.text, "h.json");
            FAIL("the import was not refused");
        } catch (const DbError &e) {
            const std::string message = e.what();
            INFO(message);
            CHECK(message.rfind(c.message, 0) == 0);
            CHECK(message.find("Nothing was imported.") != std::string::npos);
            CHECK(message.find('\n') == std::string::npos);
        }
        CHECK(exportHistoryJson(target) == before);
    }
}

TEST_CASE("a game whose log is damaged exports the rows before the damage and says so", "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    source.exec("UPDATE actions SET payload_json = '{\"card\":\"colosseum\",\"player\":0}' WHERE game_id = 1 AND seq = 2");
    const json doc = json::parse(exportHistoryJson(source));
    const json &game = doc["games"][0];
    CHECK(game["actions"].size() == 1);
    CHECK(game["log_damage"]["seq"] == 2);
    CHECK(game["log_damage"]["reason"].get<std::string>().find("does not match its checksum") != std::string::npos);
    CHECK_FALSE(doc["games"][1].contains("log_damage"));
}

TEST_CASE("an unfinished game exported with a damaged log is imported set aside, never resumed as whole",
          "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    json doc = json::parse(exportHistoryJson(source));
    json &game = doc["games"][0];
    game["status"] = "active"; // as an unfinished game whose log broke in the exporting database
    game["finished_at"] = nullptr;
    game["final"] = nullptr;
    for (json &s : game["seats"]) {
        s["score"] = nullptr;
        s["rank"] = nullptr;
    }
    game["log_damage"] = {{"seq", 2}, {"reason", "row 2 of the log does not match its checksum"}};
    game["actions"] = json::array({game["actions"][0]});

    Database target = Database::open(dir.file("target.db"));
    CHECK(importHistoryJson(target, doc.dump(), "h.json").gamesAdded == int(doc["games"].size()));
    Statement st = target.prepare("SELECT status FROM games WHERE uuid = ?1");
    st.bind(1, game["uuid"].get<std::string>());
    REQUIRE(st.step());
    CHECK(st.text(0) == "abandoned");
    CHECK_FALSE(GameStore(target).latestActiveGame(game["game_type"].get<std::string>()).has_value());
}

TEST_CASE("the history written to a stream is the same text a game at a time, and stops at a failing stream",
          "[db][history]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db);
    const std::string text = exportHistoryJson(db);
    std::ostringstream stream;
    int calls = 0;
    exportHistoryJson(db, stream, [&calls](int64_t, int64_t) { ++calls; });
    CHECK(stream.str() == text);
    CHECK(calls == 4);

    // a stream that fails at once (a full disk): the export stops after the first piece, the caller sees the stream failed
    std::ostringstream full;
    full.setstate(std::ios::badbit);
    calls = 0;
    exportHistoryJson(db, full, [&calls](int64_t, int64_t) { ++calls; });
    CHECK(calls == 0);
    CHECK_FALSE(full.good());
}

TEST_CASE("the export refuses a stored text nested deeper than 64 levels, naming the game", "[db][history]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db);
    const auto nested = [](int levels) { return std::string(size_t(levels), '[') + std::string(size_t(levels), ']'); };
    db.exec("UPDATE games SET options_json = '" + nested(64) + "' WHERE id = 1"); // the limit: printed as it is
    CHECK_NOTHROW(exportHistoryJson(db));
    // a value inside the 64th level too: nc::parseJson accepts it when the game is stored, so the export must
    db.exec("UPDATE games SET options_json = '" + std::string(64, '[') + "1" + std::string(64, ']') + "' WHERE id = 1");
    CHECK_NOTHROW(exportHistoryJson(db));
    db.exec("UPDATE games SET options_json = '" + nested(65) + "' WHERE id = 1"); // dump() recurses: refused
    CHECK_THROWS_WITH(exportHistoryJson(db), Catch::Contains(": options is not valid JSON (nested too deeply (more than 64 levels))")
                                                 && Catch::Contains("game "));
}
