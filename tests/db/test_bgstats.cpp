// The BG Stats play file (db/history_bgstats.h): finished games only, every reference resolving, the
// fields BG Stats reads filled from the stored game (docs/history-format.md "BG Stats").
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_bgstats.h"
#include "history_fixture.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <regex>
#include <set>

using namespace nc::db;
using nc::db::test::TempDir;
using nlohmann::json;

TEST_CASE("the BG Stats export holds the finished games as plays with resolvable players and games", "[db][bgstats]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db); // two finished Nations games, an abandoned Dice Game, an active Wealth of Nations
    GameStore store(db);
    const json file = json::parse(exportHistoryBgStats(db));

    for (const char *key : {"about", "games", "locations", "players", "plays", "userInfo"})
        CHECK(file.contains(key));
    REQUIRE(file["games"].size() == 1);
    const json &nations = file["games"][0];
    CHECK(nations["name"] == "Nations");
    CHECK(nations["bggId"] == 126042);
    CHECK(nations["highestWins"] == true);
    CHECK(nations["uuid"].get<std::string>().size() == 36);

    REQUIRE(file["plays"].size() == 2);
    std::set<int64_t> playerIds;
    for (const json &p : file["players"]) {
        playerIds.insert(p["id"].get<int64_t>());
        CHECK(p["uuid"].get<std::string>().size() == 36);
    }
    CHECK(playerIds.size() == 2); // Ann and Zoë played the finished games; Ben and "Line\nbreak" did not
    const std::regex bgStatsDate(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)");
    const auto games = store.history("", 0);
    for (const json &play : file["plays"]) {
        CHECK(play["gameRefId"] == nations["id"]);
        CHECK(std::regex_match(play["playDate"].get<std::string>(), bgStatsDate));
        CHECK(play["durationMin"].get<int64_t>() >= 0);
        const auto game = std::find_if(games.begin(), games.end(), [&](auto &g) { return g.uuid == play["uuid"]; });
        REQUIRE(game != games.end()); // the play's uuid is the game's stable id
        CHECK(game->status == GameStatus::Finished);
        REQUIRE(play["playerScores"].size() == game->seats.size());
        for (size_t i = 0; i < game->seats.size(); ++i) {
            const json &s = play["playerScores"][i];
            const SeatSummary &seat = game->seats[i];
            CHECK(playerIds.count(s["playerRefId"].get<int64_t>()) == 1);
            CHECK(s["seatOrder"] == int(i));
            CHECK(s["score"] == std::to_string(*seat.score));
            CHECK(s["winner"] == (seat.rank == 1));
            CHECK(s["rank"] == *seat.rank);
            CHECK(s["role"] == seat.nation + " (" + seat.side + ")");
        }
    }
    const json &first = file["plays"][0];
    CHECK(first["playerScores"][1]["score"] == "35");
    CHECK(first["playerScores"][1]["winner"] == true);
    CHECK(first["playerScores"][0]["winner"] == false);
    CHECK(first["playerScores"][0]["startPlayer"] == true);

    // a finished Dice Game brings its game entry along (no BoardGameGeek id: unconfirmed)
    const int64_t dice = store.createGame("nations_dice", "{}", {{"Ben", "china", '\0'}}, "{}");
    store.finishGame(dice, "{}", {{0, 21, 1}});
    const json again = json::parse(exportHistoryBgStats(db));
    REQUIRE(again["games"].size() == 2);
    CHECK(again["games"][1]["name"] == "Nations: The Dice Game");
    CHECK(again["plays"].size() == 3);
    CHECK(again["plays"][2]["playerScores"][0]["role"] == "china");
}
