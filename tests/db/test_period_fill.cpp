// Schema 11's summaries by finish month and year (db/migrations.cpp, periodFill()) as the migration fills them from a
// schema 10 file's summaries by day, against the rows schema 11's triggers write for the same games: games over three
// years and month ends, solo and multiplayer, final scores with categories, finish times of the 'U' convention and of
// a month only; in the old file, days its triggers left rows of no game in (a game moved away, a score changed back).
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/migrations.h"
#include "query_int.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

using namespace nc::db;
using nc::db::test::TempDir;
using nc::db::test::queryInt;

namespace {

// The summaries of schema 11 and the column that counts their games (the first sum).
const std::vector<std::pair<std::string, std::string>> &periodSummaries()
{
    static const std::vector<std::pair<std::string, std::string>> list = [] {
        std::vector<std::pair<std::string, std::string>> tables;
        for (const char *prefix : {"stats_month_", "stats_year_", "stats_with_month_", "stats_with_year_"})
            for (const auto &[name, count] : {std::pair{"games", "games"}, std::pair{"players", "plays"},
                                              std::pair{"nations", "plays"}, std::pair{"rivals", "games"},
                                              std::pair{"seats", "plays"}})
                tables.push_back({prefix + std::string(name), count});
        tables.push_back({"player_month_categories", "games"});
        tables.push_back({"player_year_categories", "games"});
        return tables;
    }();
    return list;
}

// Games of five players every 23 days from 20 November 2023 (across ends of months and years), the three game
// types, one to four seats, solo games on two difficulties, two kinds of card sets, Nations' pad with categories.
void play(Database &db)
{
    GameStore store{db};
    const std::vector<std::string> names{"Anna", "Ben", "Cleo", "Dana", "Eve"};
    const std::vector<std::string> types{"nations", "nations_dice", "wealth_of_nations"};
    // The last two games are the 4th and the 31st once more on their day (a player's score twice on a day: the
    // summaries by day count it in one row, by score).
    for (int game = 0; game < 47; ++game) {
        const int k = game == 45 ? 3 : game == 46 ? 30 : game;
        const std::string type = types[size_t(k % 3)];
        const int n = k % 6 == 0 ? 1 : 2 + k % 3;
        std::vector<SeatInfo> seats;
        std::vector<SeatResult> results;
        nlohmann::json setup = nlohmann::json::array(), rows = nlohmann::json::array();
        for (int i = 0; i < n; ++i) {
            seats.push_back({names[size_t((k + 2 * i) % 5)], type == "nations_dice" ? "" : "nation" + std::to_string((k + i) % 4),
                             type == "nations" ? char('A' + (k + i) % 2) : '\0'});
            setup.push_back({{"name", seats.back().playerName}, {"difficulty", k % 4 ? "king" : "prince"}});
            const int score = 20 + (k * 7 + i * 13) % 40;
            results.push_back({i, score, 0});
            rows.push_back({{"player", i}, {"game_vp", score - 5}, {"colonies", 5}});
        }
        for (auto &r : results) // ranks from the scores, ties sharing a place
            r.rank = 1 + int(std::count_if(results.begin(), results.end(), [&](const SeatResult &o) { return o.score > r.score; }));
        const nlohmann::json options = {{"card_sets", k % 4 ? std::vector<std::string>{"base"} : std::vector<std::string>{"base", "dynasties"}}};
        const int64_t id = store.createGame(type, options.dump(), seats, nlohmann::json{{"seats", setup}}.dump());
        store.finishGame(id, nlohmann::json{{"rows", rows}}.dump(), results, "");
        Statement at = db.prepare("UPDATE games SET finished_at = date('2023-11-20', printf('+%d days', ?1)) || ?2 WHERE id = ?3");
        // A finish time at the end of a day, the morning, the 'U' convention of the summaries by day (an 11th character
        // at or after 'U') and a month alone.
        at.bind(1, int64_t(23 * k)).bind(2, k % 5 == 0 ? "T23:59:59.999Z" : k == 7 ? "U" : "T08:30:00.000Z").bind(3, id).run();
        if (game == 11)
            db.exec("UPDATE games SET finished_at = substr(finished_at, 1, 7) WHERE id = " + std::to_string(id), "a month alone");
    }
    // A score corrected down (the best of its month again from the others), a game moved by a year, one in the trash.
    correctScore(db, 5, 0, 1, "miscounted");
    editGame(db, 9, GameEdit{"2022-02-28", std::nullopt, std::nullopt});
    deleteGame(db, 20);
}

} // namespace

TEST_CASE("schema 11 fills the summaries by month and year of a schema 10 file as its triggers write them", "[db][migrations][stats]")
{
    TempDir dir;
    Database now = Database::open(dir.file("now.db")); // the games through schema 11's triggers
    play(now);
    REQUIRE(queryInt(now, "SELECT COUNT(DISTINCT month) FROM stats_month_games WHERE games > 0") > 20);
    REQUIRE(queryInt(now, "SELECT COUNT(*) FROM stats_day_players WHERE plays > 1") > 0);

    // The same games in a schema 10 file (tests/db/data), through its triggers: its own games taken out, these put in.
    const std::string old = dir.file("old.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v10.sqlite", old);
    now.exec("ATTACH DATABASE '" + old + "' AS old", "attach");
    {
        Transaction tx(now);
        for (const char *table : {"game_players", "games", "players"})
            now.exec(std::string("DELETE FROM old.") + table, "clear");
        now.exec("INSERT INTO old.players SELECT * FROM main.players", "copy");
        now.exec("INSERT INTO old.games (id, game_type, status, created_at, finished_at, solo, options_json, final_json, "
                 "hall_of_fame_title, log_head, uuid, place, notes, source, deleted_at, difficulty) SELECT id, game_type, "
                 "status, created_at, finished_at, solo, options_json, final_json, hall_of_fame_title, log_head, uuid, place, "
                 "notes, source, deleted_at, difficulty FROM main.games", "copy");
        now.exec("INSERT INTO old.game_players SELECT * FROM main.game_players", "copy");
        // Days the old triggers leave rows of no game in: a game moved to another month and back, a best score raised
        // and put back.
        now.exec("UPDATE old.games SET finished_at = '2021-06-15T10:00:00.000Z' WHERE id = 12", "moved");
        now.exec("UPDATE old.games SET finished_at = (SELECT finished_at FROM main.games WHERE id = 12) WHERE id = 12", "back");
        now.exec("UPDATE old.game_players SET score = score + 500 WHERE game_id = 13 AND seat = 0", "raised");
        now.exec("UPDATE old.game_players SET score = score - 500 WHERE game_id = 13 AND seat = 0", "back");
        tx.commit();
    }
    CHECK(queryInt(now, "SELECT COUNT(*) FROM old.stats_day_players WHERE plays = 0 AND score > 500") > 0);
    CHECK(queryInt(now, "SELECT COUNT(*) FROM old.stats_with_day_rivals WHERE day LIKE '2021-06-%' AND games = 0") > 0);
    CHECK(queryInt(now, "SELECT COUNT(*) FROM old.player_day_categories WHERE day LIKE '2021-06-%' AND games = 0") > 0);
    now.exec("DETACH DATABASE old", "detach");

    Database migrated = Database::open(old);
    REQUIRE(migrated.userVersion() == latestSchemaVersion());
    migrated.exec("ATTACH DATABASE '" + dir.file("now.db") + "' AS now", "attach");
    // Every row the migration wrote is one the triggers wrote, and every row of the triggers that counts a game is one
    // the migration wrote (the triggers keep the rows a game left; the migration writes none of them).
    for (const auto &[table, count] : periodSummaries()) {
        INFO(table);
        CHECK(queryInt(migrated, "SELECT COUNT(*) FROM main." + table) > 0);
        CHECK(queryInt(migrated, "SELECT COUNT(*) FROM (SELECT * FROM main." + table + " EXCEPT SELECT * FROM now." + table
                                   + " WHERE " + count + " > 0)") == 0);
        CHECK(queryInt(migrated, "SELECT COUNT(*) FROM (SELECT * FROM now." + table + " WHERE " + count + " > 0 EXCEPT "
                                   "SELECT * FROM main." + table + ")") == 0);
    }
}
