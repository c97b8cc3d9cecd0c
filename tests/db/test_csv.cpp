// The RFC 4180 writer (db/csv.h) field by field, and the CSV history export (db/history_csv.h): one row
// per player per game with each final-score category. tests/cli reads the CLI's CSV back with Python.
#include "db/csv.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_csv.h"
#include "history_fixture.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;

TEST_CASE("a CSV field is quoted exactly when RFC 4180 needs it", "[db][csv]")
{
    const std::vector<std::pair<std::string, std::string>> cases{
        {"", ""},
        {"Ann", "Ann"},
        {"egypt", "egypt"},
        {"-3", "-3"},
        {"Zoë 李小龍 👩‍👩‍👧", "Zoë 李小龍 👩‍👩‍👧"},      // UTF-8 bytes pass untouched
        {"Smith, Jr.", "\"Smith, Jr.\""},                    // a comma
        {"say \"hi\"", "\"say \"\"hi\"\"\""},                // quotes doubled
        {"\"", "\"\"\"\""},                                  // a lone quote
        {"two\nlines", "\"two\nlines\""},                    // LF kept inside the quotes
        {"cr\rlf\r\n", "\"cr\rlf\r\n\""},                    // CR and CRLF too
        {" padded", "\" padded\""},                          // edge spaces kept from trimming
        {"tab\t", "\"tab\t\""},
        {"in the middle", "in the middle"},
        {"a;b", "a;b"},                                      // only commas separate
    };
    for (const auto &[value, field] : cases) {
        INFO(value);
        CHECK(csvField(value) == field);
    }
    CHECK(csvRecord({"a", "b,c", ""}) == "a,\"b,c\",\r\n");
    CHECK(csvRecord({""}) == "\r\n");
    CHECK(csvRecord({}) == "\r\n");
}

TEST_CASE("the CSV history has one row per player per game with each final-score category", "[db][csv]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db);
    // a finished Dice Game: the game-type seam's score sheet, its categories in its own order
    GameStore store(db);
    const int64_t dice = store.createGame("nations_dice", "{}", {{"Ben", "china", '\0'}, {"Ann", "egypt", '\0'}}, "{}");
    store.finishGame(dice,
                     R"({"categories":[{"key":"books","label":"Books"},{"key":"wonders","label":"Wonders"}],)"
                     R"("players":[{"name":"Ben","categories":{"books":2,"wonders":9},"total":11,"rank":2},)"
                     R"({"name":"Ann","categories":{"books":4,"wonders":12},"total":16,"rank":1}]})",
                     {{0, 11, 2}, {1, 16, 1}});

    const std::string csv = exportHistoryCsv(db);
    const std::string header = "game_id,date,game_type,status,players,seat,player,nation,side,score,rank,winner,"
                               "game_vp,colonies,wonders,buildings_military,resources,books\r\n";
    REQUIRE(csv.rfind(header, 0) == 0);
    size_t records = 0;
    for (size_t at = 0; (at = csv.find("\r\n", at)) != std::string::npos; at += 2)
        ++records;
    CHECK(records == 1 + 2 + 3 + 2 + 1 + 2); // the header, then every seat of the five games

    const auto game = store.history("", 0);
    const auto uuidOf = [&](int64_t id) { return std::find_if(game.begin(), game.end(), [&](auto &g) { return g.id == id; })->uuid; };
    const std::string day = store.game(1)->finishedAt.substr(0, 10);
    // Nations: the pad's categories in the pad's order; the winner's name quoted
    CHECK(csv.find(uuidOf(1) + "," + day + ",nations,finished,2,1,\"Zoë \"\"the\"\" Great, Jr.\",rome,B,35,1,yes,20,3,6,4,2,\r\n")
          != std::string::npos);
    CHECK(csv.find(uuidOf(1) + "," + day + ",nations,finished,2,0,Ann,egypt,A,29,2,no,18,2,5,3,1,\r\n") != std::string::npos);
    // an abandoned game: no score, no rank, no winner, no categories; a name with a newline quoted
    CHECK(csv.find(",nations_dice,abandoned,3,2,\"Line\nbreak\",persia,,,,,,,,,,\r\n") != std::string::npos);
    // the Dice Game's sheet: its own categories, "wonders" shared with Nations' column
    CHECK(csv.find(uuidOf(dice) + "," + store.game(dice)->finishedAt.substr(0, 10)
                   + ",nations_dice,finished,2,1,Ann,egypt,,16,1,yes,,,12,,,4\r\n")
          != std::string::npos);
    CHECK(csv.find(",nations,finished,1,0,Ann,mali,B,50,1,yes,30,4,8,5,3,\r\n") != std::string::npos);
}

TEST_CASE("the CSV history written to a stream is the same text a row at a time, and stops at a failing stream",
          "[db][csv]")
{
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db);
    const std::string text = exportHistoryCsv(db);
    std::ostringstream stream;
    std::vector<std::pair<int64_t, int64_t>> told;
    exportHistoryCsv(db, stream, [&told](int64_t done, int64_t total) { told.emplace_back(done, total); });
    CHECK(stream.str() == text);
    REQUIRE(told.size() == 4); // after each game, up to the number of games
    CHECK(told.back() == std::make_pair(int64_t(4), int64_t(4)));

    // a game in the trash is left out, and the progress counts only the games written
    db.exec("UPDATE games SET deleted_at = datetime('now') WHERE id = 1");
    told.clear();
    const std::string rest = exportHistoryCsv(db, [&told](int64_t done, int64_t total) { told.emplace_back(done, total); });
    CHECK(rest.size() < text.size());
    CHECK(told.back() == std::make_pair(int64_t(3), int64_t(3)));

    // a stream that fails at once (a full disk): nothing more is written, the caller sees the stream failed
    std::ostringstream full;
    full.setstate(std::ios::badbit);
    told.clear();
    exportHistoryCsv(db, full, [&told](int64_t done, int64_t total) { told.emplace_back(done, total); });
    CHECK(told.empty());
    CHECK_FALSE(full.good());
}
