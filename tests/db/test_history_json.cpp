// The JSON history (db/history_export.h, db/history_import.h): export -> import into an empty database
// -> export gives the same bytes, imports merge by uuid and never duplicate a game, a bad file is
// refused in one message naming the file, the entry and the field, and nothing of it is written.
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/history_export.h"
#include "db/history_import.h"
#include "db/players.h"
#include "db/statistics.h"
#include "history_fixture.h"
#include "query_int.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;
using nc::db::test::queryInt;
using nlohmann::json;
using nc::db::test::playHistory;

namespace {

int64_t gameId(const Database &db, const std::string &uuid)
{
    Statement st = db.prepare("SELECT id FROM games WHERE uuid = ?1");
    st.bind(1, uuid);
    REQUIRE(st.step());
    return st.int64(0);
}

std::string gameUuid(const Database &db, int64_t id)
{
    Statement st = db.prepare("SELECT uuid FROM games WHERE id = ?1");
    st.bind(1, id);
    REQUIRE(st.step());
    return st.text(0);
}

// The uuids of the games editHistory() changed.
struct Edited {
    std::string edited;  ///< game a (playHistory), its place and notes edited
    std::string dice;    ///< game b, abandoned, "Line\nbreak" in seat 2
    std::string trashed; ///< game d, in the trash since 2026-01-01T10:00:00.000Z
    std::string cys;     ///< Cy's solo game, played after playHistory()
};

// What the JSON carries from version 2 on, made on a history of playHistory(): an edit trail, a game in the trash
// (deleted on 1 January 2026, so its purge day is known) and two merges one after the other: Cy into "Line\nbreak",
// who then goes into Zoë (the first merge now points at Zoë and undoing the second points it back).
Edited editHistory(Database &db)
{
    GameStore store(db);
    const int64_t cy = store.createGame("nations", "{}", {{"Cy", "china", 'A'}}, "{}");
    store.finishGame(cy, R"({"rows":[]})", {{0, 44, 1}}, "Prince");
    editGame(db, 1, {std::nullopt, std::string("Club"), std::string("rematch")});
    deleteGame(db, 4);
    db.exec("UPDATE games SET deleted_at = '2026-01-01T10:00:00.000Z' WHERE id = 4");
    mergePlayers(db, "Cy", "Line\nbreak");
    mergePlayers(db, "Line\nbreak", "Zoë \"the\" Great, Jr.");
    return {gameUuid(db, 1), gameUuid(db, 2), gameUuid(db, 4), gameUuid(db, cy)};
}

// The index in doc["merges"] of the merge of the player called `name` (merges with the same time come in uuid order).
size_t mergeOf(const json &doc, const std::string &name)
{
    for (size_t i = 0; i < doc["merges"].size(); ++i)
        if (doc["merges"][i]["from"]["name"] == name)
            return i;
    FAIL("no merge of " << name);
    return 0;
}

std::string playerUuid(const json &doc, const std::string &name)
{
    for (const json &p : doc["players"])
        if (p["name"] == name)
            return p["uuid"];
    FAIL("no player " << name);
    return "";
}

// Each player's plays and wins by game type, one line each.
std::string playerFigures(const Statistics &s)
{
    std::string out = "games " + std::to_string(s.games) + "\n";
    for (const auto &p : s.players)
        out += p.name + " " + p.gameType + " " + std::to_string(p.results.plays) + " " + std::to_string(p.results.wins) + "\n";
    return out;
}

int64_t mergeId(const Database &db, const std::string &fromName)
{
    for (const PlayerMerge &m : playerMerges(db))
        if (m.fromName == fromName)
            return m.id;
    FAIL("no merge of " << fromName);
    return 0;
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
    CHECK(queryInt(target, "SELECT COUNT(*) FROM games") == 4);
    CHECK(queryInt(target, "SELECT COUNT(*) FROM players") == 4);
    CHECK(queryInt(target, "SELECT COUNT(*) FROM actions") == 8);
    CHECK(exportHistoryJson(target) == file);
    // and back into the database it came from: nothing new
    CHECK(importHistoryJson(source, file, "h.json").gamesAdded == 0);
    CHECK(queryInt(source, "SELECT COUNT(*) FROM games") == 4);
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
    CHECK(queryInt(target, "SELECT COUNT(*) FROM games") == 5);
    CHECK(local.knownPlayers().size() == 5);
    CHECK(queryInt(target, "SELECT COUNT(*) FROM game_players gp JOIN players p ON p.id = gp.player_id WHERE p.name = 'ann'") == 4);
    CHECK(local.game(own)->seats[0].playerName == "ann"); // the local spelling stays

    // a game played later at the source comes over alone on the next import
    GameStore(source).createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, "{}");
    const ImportReport next = importHistoryJson(target, exportHistoryJson(source), "h.json");
    CHECK(next.gamesAdded == 1);
    CHECK(next.gamesKept == 4);
    CHECK(queryInt(target, "SELECT COUNT(*) FROM games") == 6);
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
        {changed([](json &d) { d["version"] = 3; }), "h.json: version: version 3 is newer than this app reads (2); update the app"},
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
        // Of the right shape but no real time: the statistics read a finish time's year, month and day apart
        // (db/stats_periods.h), so a month 13 would count in its year but in none of its months.
        {changed([](json &d) { d["games"][1]["finished_at"] = "2024-13-01T18:03:22.517Z"; }),
         "h.json: games[1].finished_at: \"2024-13-01T18:03:22.517Z\" is not a UTC time like 2024-05-01T18:03:22.517Z"},
        {changed([](json &d) { d["games"][1]["finished_at"] = "2023-02-29T18:03:22.517Z"; }),
         "h.json: games[1].finished_at: \"2023-02-29T18:03:22.517Z\" is not a UTC time"},
        {changed([](json &d) { d["games"][1]["created_at"] = "2024-05-01T24:03:22.517Z"; }),
         "h.json: games[1].created_at: \"2024-05-01T24:03:22.517Z\" is not a UTC time"},
        {changed([](json &d) { d["games"][1]["created_at"] = "2024-05-01T18:60:22.517Z"; }),
         "h.json: games[1].created_at: \"2024-05-01T18:60:22.517Z\" is not a UTC time"},
        {changed([](json &d) { d["games"][1]["created_at"] = "2024-05-01T18:03:61.517Z"; }),
         "h.json: games[1].created_at: \"2024-05-01T18:03:61.517Z\" is not a UTC time"},
        {changed([](json &d) { d["games"][1]["created_at"] = "2024-05-01T18:03 and then some Z"; }),
         "h.json: games[1].created_at: \"2024-05-01T18:03 and then some Z\" is not a UTC time"},
        {changed([](json &d) { d["players"][0]["created_at"] = "2024-04-31T18:03:22Z"; }),
         "h.json: players[0].created_at: \"2024-04-31T18:03:22Z\" is not a UTC time"},
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

TEST_CASE("the trash, the edit trails and the merges go through export and import into an empty database unchanged",
          "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    const Edited ids = editHistory(source);
    const std::string first = exportHistoryJson(source);
    const json doc = json::parse(first);
    CHECK(doc["version"] == 2); // an app that reads version 1 would drop them without a word: it refuses this file
    REQUIRE(doc["games"].size() == 5);
    const json &edited = doc["games"][0];
    CHECK(edited["uuid"] == ids.edited);
    REQUIRE(edited["edits"].size() == 2);
    CHECK(edited["edits"][0]["field"] == "place");
    CHECK(edited["edits"][0]["before"] == "");
    CHECK(edited["edits"][0]["after"] == "Club");
    CHECK(edited["edits"][1]["field"] == "notes");
    CHECK_FALSE(edited.contains("deleted_at"));
    const json &trashed = doc["games"][3];
    CHECK(trashed["uuid"] == ids.trashed);
    CHECK(trashed["deleted_at"] == "2026-01-01T10:00:00.000Z");
    REQUIRE(trashed["edits"].size() == 1);
    CHECK(trashed["edits"][0]["field"] == "deleted");
    CHECK_FALSE(doc["games"][1].contains("edits"));
    REQUIRE(doc["merges"].size() == 2);
    CHECK(doc["players"].size() == 3); // Ann, Zoë, Ben: the players merged away are in merges[]
    const std::string zoe = playerUuid(doc, "Zoë \"the\" Great, Jr.");
    const json &cy = doc["merges"][mergeOf(doc, "Cy")];
    const json &line = doc["merges"][mergeOf(doc, "Line\nbreak")];
    CHECK(cy["into"] == zoe); // pointed at Zoë when "Line\nbreak" went into her
    CHECK(cy["games"] == json::array({json{{"game", ids.cys}, {"seat", 0}}}));
    CHECK(cy["repointed"].empty());
    CHECK(line["into"] == zoe);
    CHECK(line["games"] == json::array({json{{"game", ids.dice}, {"seat", 2}}, json{{"game", ids.cys}, {"seat", 0}}}));
    CHECK(line["repointed"] == json::array({cy["from"]["uuid"]}));
    CHECK(line["from"]["created_at"].is_string());

    Database target = Database::open(dir.file("target.db"));
    const ImportReport report = importHistoryJson(target, first, "h.json");
    CHECK(report.gamesAdded == 5);
    CHECK(report.playersAdded == 3);
    CHECK(exportHistoryJson(target) == first);

    // The game in the trash counts nowhere (the statistics' summaries kept by triggers, the Hall of Fame) and is
    // purged 30 days after it was deleted at the source, not after the import.
    CHECK(playerFigures(statistics(target, {})) == playerFigures(statisticsFromGames(target, {})));
    CHECK(playerFigures(statistics(target, {})) == playerFigures(statistics(source, {})));
    CHECK(statistics(target, {}).games == 2);
    REQUIRE(GameStore(target).hallOfFame("nations").size() == 1);
    CHECK(GameStore(target).hallOfFame("nations")[0].playerName == "Zoë \"the\" Great, Jr.");
    const auto bin = trash(target);
    REQUIRE(bin.size() == 1);
    CHECK(bin[0].deletedAt == "2026-01-01T10:00:00.000Z");
    CHECK(GameStore(target).history().size() == 4);
    CHECK(purgeTrash(target, kTrashDays, "2026-01-31T09:00:00.000Z") == 0); // 29.97 days after the deletion

    // The edit trail is listed as at the source.
    const auto trail = gameEdits(target, gameId(target, ids.edited));
    const auto sourceTrail = gameEdits(source, gameId(source, ids.edited));
    REQUIRE(trail.size() == 2);
    REQUIRE(sourceTrail.size() == 2);
    for (size_t i = 0; i < trail.size(); ++i) {
        CHECK(trail[i].editedAt == sourceTrail[i].editedAt);
        CHECK(trail[i].field == sourceTrail[i].field);
        CHECK(trail[i].before == sourceTrail[i].before);
        CHECK(trail[i].after == sourceTrail[i].after);
    }

    SECTION("the game comes back from the trash and counts again")
    {
        restoreGame(target, gameId(target, ids.trashed));
        CHECK(trash(target).empty());
        CHECK(statistics(target, {}).games == 3);
        CHECK(playerFigures(statistics(target, {})) == playerFigures(statisticsFromGames(target, {})));
        CHECK(GameStore(target).hallOfFame("nations").size() == 2);
        const auto restored = gameEdits(target, gameId(target, ids.trashed));
        REQUIRE(restored.size() == 2);
        CHECK(restored[0].field == "deleted");
        CHECK(restored[1].field == "restored");
    }
    SECTION("the trash is emptied 30 days after the deletion at the source")
    {
        CHECK(purgeTrash(target, kTrashDays, "2026-01-31T11:00:00.000Z") == 1);
        CHECK(trash(target).empty());
    }
    SECTION("the merges are undone as at the source: the seats move back")
    {
        REQUIRE(playerMerges(target).size() == 2);
        for (Database *db : {&source, &target}) {
            undoMerge(*db, mergeId(*db, "Line\nbreak"));
            undoMerge(*db, mergeId(*db, "Cy"));
        }
        CHECK(exportHistoryJson(target) == exportHistoryJson(source));
        GameStore store(target);
        CHECK(store.game(gameId(target, ids.dice))->seats[2].playerName == "Line\nbreak");
        CHECK(store.game(gameId(target, ids.cys))->seats[0].playerName == "Cy");
        CHECK(listPlayers(target).size() == 5);
        CHECK(playerMerges(target).empty());
    }
    SECTION("a file that names a player merged away gives their game to the player they became")
    {
        json older = doc;
        older.erase("merges");
        older["players"].push_back(cy["from"]);
        json game = doc["games"][4];
        game["uuid"] = "0b6f6a1e-3c1d-4e5a-9f7b-2a1c3d4e5f60";
        game["seats"][0]["player"] = cy["from"]["uuid"];
        older["games"] = json::array({game});
        const ImportReport again = importHistoryJson(target, older.dump(), "older.json");
        CHECK(again.gamesAdded == 1);
        CHECK(again.playersAdded == 0);
        CHECK(again.playersMatched == 4);
        CHECK(GameStore(target).game(gameId(target, game["uuid"]))->seats[0].playerName == "Zoë \"the\" Great, Jr.");
    }
}

TEST_CASE("an import keeps a game already here as it is: its trash state and edit trail are not taken from the file",
          "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    const std::string plain = exportHistoryJson(source);
    CHECK(json::parse(plain)["version"] == 1); // nothing a version-1 app would lose: still written as version 1
    const Edited ids = editHistory(source);

    Database target = Database::open(dir.file("target.db"));
    CHECK(importHistoryJson(target, plain, "plain.json").gamesAdded == 4);
    const ImportReport report = importHistoryJson(target, exportHistoryJson(source), "edited.json");
    CHECK(report.gamesAdded == 1); // Cy's game
    CHECK(report.gamesKept == 4);
    CHECK(trash(target).empty());
    CHECK(gameEdits(target, gameId(target, ids.edited)).empty());
    CHECK(gameDetails(target, gameId(target, ids.edited))->place.empty());
    // "Line\nbreak" is a player here, not merged: that merge stays the source's. Cy's merge comes over (Cy's game
    // came with Zoë in Cy's seat) and undoing it gives Cy their game back.
    const auto merges = playerMerges(target);
    REQUIRE(merges.size() == 1);
    CHECK(merges[0].fromName == "Cy");
    CHECK(merges[0].intoName == "Zoë \"the\" Great, Jr.");
    CHECK(GameStore(target).game(gameId(target, ids.dice))->seats[2].playerName == "Line\nbreak");
    undoMerge(target, merges[0].id);
    CHECK(GameStore(target).game(gameId(target, ids.cys))->seats[0].playerName == "Cy");
    CHECK(listPlayers(target).size() == 5);
}

TEST_CASE("a bad trash time, edit trail or merge is refused in one message naming it and nothing is imported",
          "[db][history]")
{
    TempDir dir;
    Database source = Database::open(dir.file("source.db"));
    playHistory(source);
    editHistory(source);
    const json good = json::parse(exportHistoryJson(source));
    const size_t line = mergeOf(good, "Line\nbreak");
    const std::string at = "h.json: merges[" + std::to_string(line) + "].";
    const std::string stranger = "0f8e2a31-7c4d-4b9e-a1f0-3d2c5b6e7f80";
    Database target = Database::open(dir.file("target.db"));
    GameStore(target).createGame("nations", "{}", {{"Eve", "egypt", 'A'}}, "{}");
    const std::string before = exportHistoryJson(target);

    const auto changed = [&](auto &&edit) {
        json doc = good;
        edit(doc, doc["merges"][line]);
        return doc.dump(2);
    };
    const std::vector<std::pair<std::string, std::string>> cases{
        {changed([](json &d, json &) { d["games"][3]["deleted_at"] = "yesterday"; }),
         "h.json: games[3].deleted_at: \"yesterday\" is not a UTC time like 2024-05-01T18:03:22.517Z"},
        {changed([](json &d, json &) { d["games"][2]["deleted_at"] = "2026-01-01T10:00:00.000Z"; }),
         "h.json: games[2].deleted_at: an active game is never in the trash (it is abandoned first)"},
        {changed([](json &d, json &) { d["games"][0]["edits"] = "none"; }),
         "h.json: games[0].edits: expected an array, found \"none\""},
        {changed([](json &d, json &) { d["games"][0]["edits"][1] = 5; }), "h.json: games[0].edits[1]: expected an object, found 5"},
        {changed([](json &d, json &) { d["games"][0]["edits"][1]["field"] = 5; }),
         "h.json: games[0].edits[1].field: expected a string, found 5"},
        {changed([](json &d, json &) { d["games"][0]["edits"][0]["before"] = 3; }),
         "h.json: games[0].edits[0].before: expected a string, found 3"},
        {changed([](json &d, json &) { d["games"][0]["edits"][0].erase("edited_at"); }),
         "h.json: games[0].edits[0].edited_at: missing"},
        {changed([](json &d, json &) { d["merges"] = json{{"a", 1}}; }), "h.json: merges: expected an array, found {\"a\":1}"},
        {changed([](json &, json &m) { m = 7; }), at.substr(0, at.size() - 1) + ": expected an object, found 7"},
        {changed([&](json &, json &m) { m["into"] = stranger; }),
         at + "into: \"" + stranger + "\" is not the uuid of a player of this file"},
        {changed([](json &d, json &m) { m["from"]["uuid"] = d["players"][0]["uuid"]; }),
         at + "from.uuid: this is players[0] of this file: a player merged away is no longer among the players"},
        {changed([](json &, json &m) { m["from"].erase("name"); }), at + "from.name: missing"},
        {changed([](json &d, json &) { d["merges"][1]["from"]["uuid"] = d["merges"][0]["from"]["uuid"]; }),
         "h.json: merges[1].from.uuid: another merge of this file merged the same player away"},
        {changed([](json &, json &m) { m["merged_at"] = "soon"; }),
         at + "merged_at: \"soon\" is not a UTC time like 2024-05-01T18:03:22.517Z"},
        {changed([&](json &, json &m) { m["games"][0]["game"] = stranger; }),
         at + "games[0].game: \"" + stranger + "\" is not the uuid of a game of this file"},
        {changed([](json &, json &m) { m["games"][0]["seat"] = 9; }),
         at + "games[0].seat: expected a seat of that game (0 to 2), found 9"},
        {changed([](json &, json &m) { m["games"][0]["seat"] = 0; }),
         at + "games[0].seat: seat 0 of that game is not the player merged into (into)"},
        {changed([](json &, json &m) { m["games"][1] = m["games"][0]; }),
         at + "games[1].game: this game is listed twice"},
        {changed([&](json &, json &m) { m["repointed"][0] = stranger; }),
         at + "repointed[0]: \"" + stranger + "\" is not a player merged away by another merge of this file"},
        {changed([](json &, json &m) { m["repointed"][0] = 7; }),
         at + "repointed[0]: expected the uuid of a player merged away, found 7"},
        {changed([](json &, json &m) { m["repointed"] = "all"; }), at + "repointed: expected an array, found \"all\""},
    };
    for (const auto &[text, expected] : cases) {
        INFO(expected);
        try {
            importHistoryJson(target, text, "h.json");
            FAIL("the import was not refused");
        } catch (const DbError &e) {
            const std::string message = e.what();
            INFO(message);
            CHECK(message.rfind(expected, 0) == 0);
            CHECK(message.find("Nothing was imported.") != std::string::npos);
        }
        CHECK(exportHistoryJson(target) == before);
        CHECK(playerMerges(target).empty());
    }
}
