// Import of BG Stats' export (db/history_bgstats_import.h): the plays of the three Nations games, merged by
// BG Stats' uuids, all or nothing; our own BG Stats export read back gives the same games, players and scores.
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_bgstats.h"
#include "db/history_bgstats_import.h"
#include "db/history_edit.h"
#include "history_fixture.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;
using nlohmann::json;

namespace {

std::string sample()
{
    std::ifstream in(std::string(NC_CLI_DATA_DIR) + "/bgstats-export.json", std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    REQUIRE(!text.str().empty());
    return text.str();
}

int64_t count(const Database &db, const char *table)
{
    Statement st = db.prepare(std::string("SELECT count(*) FROM ") + table);
    st.step();
    return st.int64(0);
}

// What a game of the history is, for comparing two databases: uuid, type, place, notes and each seat.
std::string described(const Database &db, const GameSummary &g)
{
    const auto details = gameDetails(db, g.id);
    std::string out = g.uuid + " " + g.gameType + " at " + (details ? details->place : "?") + " / "
        + (details ? details->notes : "?") + ":";
    for (const SeatSummary &s : g.seats) {
        out += " [" + s.playerName + " " + s.nation + (s.side ? std::string(" ") + s.side : "") + " "
            + std::to_string(s.score.value_or(-1)) + " #" + std::to_string(s.rank.value_or(-1)) + "]";
    }
    return out;
}

std::vector<std::string> finishedGames(const Database &db)
{
    std::vector<std::string> out;
    for (const GameSummary &g : GameStore(const_cast<Database &>(db)).history("", 0))
        if (g.status == GameStatus::Finished)
            out.push_back(described(db, g));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("our BG Stats export imported into an empty database gives the same games, players and scores",
          "[db][bgstats]")
{
    TempDir dir;
    Database from = Database::open(dir.file("from.db"));
    nc::db::test::playHistory(from);
    GameStore store(from);
    const int64_t dice = store.createGame("nations_dice", "{}", {{"Ben", "china", '\0'}, {"Ann", "india", '\0'}}, "{}");
    store.finishGame(dice, "{}", {{0, 21, 1}, {1, 21, 1}}); // a tie: both first
    editGame(from, 1, GameEdit{std::nullopt, std::string("Ann's, \"big\" table"), std::string("close game")});
    editGame(from, dice, GameEdit{std::nullopt, std::string("Ann's, \"big\" table"), std::nullopt});
    const std::string file = exportHistoryBgStats(from);
    CHECK(json::parse(file)["locations"].size() == 1);
    CHECK(json::parse(file)["plays"][0]["locationRefId"] == 1);

    Database to = Database::open(dir.file("to.db"));
    const ImportReport r = importHistoryBgStats(to, file, "from.bgsplay");
    CHECK(r.gamesAdded == 3);
    CHECK(r.playersAdded == 3); // Ann, Zoë, Ben: the players of finished games
    CHECK(r.skippedGames.empty());
    CHECK(finishedGames(to) == finishedGames(from));
    Statement players = to.prepare("SELECT group_concat(uuid || ' ' || name, ', ') FROM "
                                   "(SELECT uuid, name FROM players ORDER BY uuid)");
    Statement original = from.prepare("SELECT group_concat(uuid || ' ' || name, ', ') FROM (SELECT uuid, name FROM "
                                      "players WHERE id IN (SELECT player_id FROM game_players JOIN games ON "
                                      "games.id = game_id WHERE status = 'finished') ORDER BY uuid)");
    REQUIRE(players.step());
    REQUIRE(original.step());
    CHECK(players.text(0) == original.text(0));
    // the export of the imported games gives the same plays (the same start, length, places and scores)
    json again = json::parse(exportHistoryBgStats(to));
    json first = json::parse(file);
    for (json *f : {&again, &first}) {
        (*f)["players"] = nullptr; // local ids and last-played times
        for (json &p : (*f)["plays"]) {
            p.erase("entryDate"); // the end, to the second (the import knows it to the minute)
            p.erase("modificationDate");
            for (json &s : p["playerScores"])
                s.erase("playerRefId");
        }
        // the same order: the export sorts by start, then uuid, and the import keeps the start to the second
        std::sort((*f)["plays"].begin(), (*f)["plays"].end(),
                  [](const json &a, const json &b) { return a["uuid"] < b["uuid"]; });
        for (json &l : (*f)["locations"])
            l.erase("modificationDate");
    }
    CHECK(again == first);

    // twice: nothing new
    const ImportReport twice = importHistoryBgStats(to, file, "from.bgsplay");
    CHECK(twice.gamesAdded == 0);
    CHECK(twice.gamesKept == 3);
    CHECK(twice.playersAdded == 0);
    CHECK(count(to, "games") == 3);
}

TEST_CASE("a BG Stats export imports its Nations plays and names the games it skips", "[db][bgstats]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    GameStore store(db);
    const int64_t mine = store.createGame("nations", "{}", {{"jonas", "egypt", 'A'}}, "{}"); // Jonas typed here
    store.finishGame(mine, "{}", {{0, 30, 1}});
    const ImportReport r = importHistoryBgStats(db, sample(), "bgstats-export.json");
    CHECK(r.gamesAdded == 3);
    CHECK(r.playersAdded == 2); // Maja, Lina Ström; Jonas is matched by name; the anonymous player only played Catan
    CHECK(r.playersMatched == 1);
    REQUIRE(r.skippedGames.size() == 1);
    CHECK(r.skippedGames[0] == "Catan (1 play)");

    std::map<std::string, GameSummary> games;
    for (const GameSummary &g : store.history("", 0))
        games[g.uuid] = g;
    REQUIRE(games.size() == 4);
    const GameSummary &first = games.at("a3f1c8e5-7b24-4d96-8e0a-5c2f9b7d1e63");
    CHECK(first.gameType == "nations");
    CHECK(first.createdAt == "2024-10-05T19:02:00.000Z");
    CHECK(first.finishedAt == "2024-10-05T21:30:00.000Z"); // 148 minutes
    REQUIRE(first.seats.size() == 3);
    CHECK(first.seats[0].playerName == "Maja");
    CHECK(first.seats[0].nation == "Egypt");
    CHECK(first.seats[0].side == 'A');
    CHECK(first.seats[1].playerName == "jonas"); // the local name is kept
    CHECK(first.seats[1].side == 'B');
    CHECK(first.seats[2].nation == "");
    CHECK(first.seats[2].rank == 2); // 37 and 37: both second
    CHECK(first.seats[1].rank == 2);
    CHECK(gameDetails(db, first.id)->place == "Maja's kitchen");
    CHECK(gameDetails(db, first.id)->notes == "first game with the new rulebook");
    CHECK(gameDetails(db, first.id)->source == "logged");

    const GameSummary &dice = games.at("b7d4e1a9-3c62-4f08-9e5b-8a1f6d2c7e34");
    CHECK(dice.gameType == "nations_dice");
    REQUIRE(dice.seats.size() == 2);
    CHECK(dice.seats[0].playerName == "jonas"); // seatOrder 0
    CHECK(dice.seats[0].rank == 1);             // a tie at 24 that BG Stats marks as won by Jonas
    CHECK(dice.seats[1].rank == 2);
    CHECK(gameDetails(db, dice.id)->place == "Club \"Meeple, Tours\"");

    const GameSummary &solo = games.at("d5a8c3f1-9e47-4b2d-8f6a-3e0c7b9d5a28");
    CHECK(solo.solo);
    CHECK(gameDetails(db, solo.id)->place == "");
    // a player's upper-case uuid is read in lower case
    Statement uuid = db.prepare("SELECT count(*) FROM players WHERE uuid = '1a6c8e03-5f27-4b9d-8c41-3e7a9d2b6f58'");
    uuid.step();
    CHECK(uuid.int64(0) == 0); // matched by name: the local Jonas keeps his own uuid

    const ImportReport twice = importHistoryBgStats(db, sample(), "bgstats-export.json");
    CHECK(twice.gamesAdded == 0);
    CHECK(twice.gamesKept == 3);
    CHECK(count(db, "games") == 4);
}

TEST_CASE("a damaged BG Stats export is refused naming the file, the entry and the field, and writes nothing",
          "[db][bgstats]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    const json good = json::parse(sample());
    const auto refusal = [&](const std::function<void(json &)> &damage) {
        json bad = good;
        damage(bad);
        try {
            importHistoryBgStats(db, bad.dump(), "bad.bgsplay");
        } catch (const DbError &e) {
            return std::string(e.what());
        }
        return std::string("imported");
    };
    CHECK(refusal([](json &f) { f["plays"][3]["playerScores"][0]["score"] = "12.5"; })
          == "bad.bgsplay: plays[3].playerScores[0].score: expected a whole number, found \"12.5\". Nothing was imported.");
    CHECK(refusal([](json &f) { f["plays"][0]["playerScores"][1]["playerRefId"] = 9; })
          == "bad.bgsplay: plays[0].playerScores[1].playerRefId: 9 is not the id of a player of this file. Nothing was "
             "imported.");
    CHECK(refusal([](json &f) { f["plays"][2]["playDate"] = "2024-02-30 19:30:00"; })
          == "bad.bgsplay: plays[2].playDate: \"2024-02-30 19:30:00\" is not a date and time like 2024-05-01 18:03:22. "
             "Nothing was imported.");
    CHECK(refusal([](json &f) { f["plays"][0]["uuid"] = "play-1"; })
          == "bad.bgsplay: plays[0].uuid: \"play-1\" is not a UUID (like 0f8e2a31-7c4d-4b9e-a1f0-3d2c5b6e7f80). Nothing "
             "was imported.");
    CHECK(refusal([](json &f) { f["plays"][3]["locationRefId"] = 7; })
          == "bad.bgsplay: plays[3].locationRefId: 7 is not the id of a location of this file. Nothing was imported.");
    CHECK(refusal([](json &f) { f["plays"][3]["gameRefId"] = 8; })
          == "bad.bgsplay: plays[3].gameRefId: 8 is not the id of a game of this file. Nothing was imported.");
    CHECK(refusal([](json &f) { f["plays"][3]["uuid"] = f["plays"][0]["uuid"]; })
          == "bad.bgsplay: plays[3].uuid: another play of this file has the same uuid. Nothing was imported.");
    CHECK(refusal([](json &f) { f["players"][2]["name"] = "MAJA"; })
          == "bad.bgsplay: players[2].name: \"MAJA\" is the name of players[0] too (names differ by more than case "
             "here: rename one in BG Stats). Nothing was imported.");
    CHECK(refusal([](json &f) { f["plays"][0]["playerScores"].push_back(f["plays"][0]["playerScores"][0]); })
          == "bad.bgsplay: plays[0].playerScores[3].playerRefId: this player already has another place in this play. "
             "Nothing was imported.");
    CHECK(refusal([](json &f) { f.erase("players"); })
          == "bad.bgsplay: players: missing. Nothing was imported.");
    // a refusal of the last play writes none of the plays before it
    CHECK(count(db, "games") == 0);
    CHECK(count(db, "players") == 0);
    // the plays of a skipped game are not checked: a Catan score of 12.5 does not stop the import
    CHECK(refusal([](json &f) { f["plays"][1]["playerScores"][0]["score"] = "12.5"; }) == "imported");
}
