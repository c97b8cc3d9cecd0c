// The statistics' summaries by finish day and by player of the game (schema 8, db/migrations.cpp), by both (schema 10),
// by finish month and year (schema 11), a player's results (schema 9) and category sums (schema 10, 11) against the same figures counted from the games
// (statisticsFromGames): on a real SQLite file with games of the three game types on several days, solo and
// multiplayer, difficulties and card sets, final scores with categories, after every kind of write (finish, date edit,
// score correction, a seat given to another player, a final score rewritten, trash and restore, merge and its undo, a
// logged game, an import, the purge), for day filters, "with player" filters and their mixes with the other filters.
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/history_export.h"
#include "db/history_import.h"
#include "db/logged_game.h"
#include "db/migrations.h"
#include "db/players.h"
#include "db/statistics.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <tuple>
#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

// Every figure of `s`, one per line, so that two computations compare as text (and a difference shows).
std::string figures(const Statistics &s)
{
    std::ostringstream out;
    out << "games " << s.games << "\n";
    const auto results = [&](const Results &r) {
        out << r.plays << " " << r.multiplayerPlays << " " << r.wins << " " << r.winRate << " " << r.averageScore;
    };
    for (const auto &p : s.players) {
        out << "player " << p.name << " " << p.gameType << " ";
        results(p.results);
        out << " best " << p.bestScore << " solo " << (p.bestSoloScore ? std::to_string(*p.bestSoloScore) : "-") << "\n";
    }
    for (const auto &n : s.nations) {
        out << "nation " << n.gameType << " " << n.nation << " " << n.side << " ";
        results(n.results);
        out << "\n";
    }
    for (const auto &r : s.rivals)
        out << "rivals " << r.playerA << " " << r.playerB << " " << r.gameType << " " << r.games << " " << r.aAhead
            << " " << r.bAhead << " " << r.even << "\n";
    for (const auto &r : s.seats)
        out << "seat " << r.gameType << " " << r.seat << " " << r.plays << " " << r.wins << "\n";
    if (s.player) {
        const PlayerDetail &d = *s.player;
        out << "detail of " << d.name << "\n";
        for (const auto &p : d.scores)
            out << "score " << p.gameId << " " << p.date << " " << p.gameType << " " << p.score << " " << p.rank << " "
                << p.players << " " << p.nation << " " << p.side << "\n";
        for (const auto &c : d.byPlayerCount)
            out << "count " << c.gameType << " " << c.players << " " << c.plays << " " << c.wins << " " << c.averageScore << "\n";
        for (const auto &r : d.byDifficulty)
            out << "difficulty " << r.gameType << " " << r.difficulty << " " << r.plays << " " << r.bestScore << " "
                << r.averageScore << "\n";
        for (const auto &c : d.categories)
            out << "category " << c.gameType << " " << c.key << " " << c.label << " " << c.games << " " << c.average << "\n";
    }
    return out.str();
}

// The filters the summaries of schema 8 and 10 answer (a day range, "with player", both), each alone and with every
// other filter, and a few the games answer (a day longer than "YYYY-MM-DD").
std::vector<StatsFilter> filters()
{
    std::vector<StatsFilter> list;
    const std::vector<std::pair<std::string, std::string>> days{
        {"2026-04-01", ""}, {"", "2026-04-02"}, {"2026-04-02", "2026-04-03"}, {"2026-04-03", "2026-04-03"},
        {"0000-01-01", ""}, {"2026-04", ""}, {"", "2026-04"}, {"2026-04-02T12", ""}};
    // Each day range alone (schema 8's stats_day_*) and with a player of the game (schema 10's stats_with_day_*: a
    // name in another case, a player nobody is), alone and with each other filter.
    for (const auto &[from, to] : days)
        for (const std::string with : {"", "Anna", "ben", "Nobody"}) {
            list.push_back(StatsFilter{"", from, to, 0, with, "", ""});
            list.push_back(StatsFilter{"nations", from, to, 0, with, "", ""});
            list.push_back(StatsFilter{"", from, to, 2, with, "", ""});
            list.push_back(StatsFilter{"", from, to, 1, with, "king", ""});
            list.push_back(StatsFilter{"", from, to, 0, with, "", "dynasties"});
        }
    for (const std::string player : {"Anna", "ben", "Cleo", "Eve", "Nobody"}) {
        list.push_back(StatsFilter{"", "", "", 0, player, "", ""});
        list.push_back(StatsFilter{"nations", "", "", 0, player, "", ""});
        list.push_back(StatsFilter{"", "", "", 3, player, "", ""});
        list.push_back(StatsFilter{"", "", "", 0, player, "king", ""});
        list.push_back(StatsFilter{"nations", "", "", 0, player, "", "base"});
    }
    return list;
}

// Every filter's figures from the summaries equal those counted from the games. Returns how many differ.
int differences(const Database &db, const std::string &after, const std::vector<StatsFilter> &list = filters())
{
    INFO("after " << after);
    int differ = 0;
    for (const StatsFilter &f : list) {
        INFO("filter type '" << f.gameType << "' from '" << f.from << "' to '" << f.to << "' players " << f.playerCount
                             << " with '" << f.withPlayer << "' difficulty '" << f.difficulty << "' card set '"
                             << f.cardSet << "'");
        const std::string summed = figures(statistics(db, f)), counted = figures(statisticsFromGames(db, f));
        if (summed != counted) {
            ++differ;
            UNSCOPED_INFO("summaries:\n" << summed << "games:\n" << counted);
        }
        // A player's detail (schema 9's player_results, schema 10's category sums) with every filter, the player's own
        // and another's.
        for (const std::string player : {"Anna", "Dana"}) {
            const std::string read = figures(statistics(db, f, player)), count = figures(statisticsFromGames(db, f, player));
            if (read != count) {
                ++differ;
                UNSCOPED_INFO("detail of " << player << " from player_results:\n" << read << "games:\n" << count);
            }
        }
    }
    return differ;
}

void checkSummaries(const Database &db, const std::string &after)
{
    CHECK(differences(db, after) == 0);
}

struct Mixed {
    TempDir dir;
    Database db = Database::open(dir.file("history.db"));
    GameStore store{db};

    // A final score with categories as the game type stores it: Nations' pad (rows, no labels), the other types' sheet
    // (categories with labels, each seat's VP by key), `bonus` added to each value.
    static std::string finalScore(const std::string &type, const std::vector<SeatResult> &results, int bonus = 0)
    {
        nlohmann::json doc;
        if (type == "nations") {
            doc["rows"] = nlohmann::json::array();
            for (const SeatResult &r : results)
                doc["rows"].push_back({{"player", r.seat}, {"game_vp", r.score - 10 + bonus}, {"colonies", r.seat + 2},
                                       {"wonders", 8 - r.seat}});
        } else {
            doc["categories"] = {{{"key", "war"}, {"label", "War"}}, {{"key", "books"}, {"label", "Books"}}};
            doc["players"] = nlohmann::json::array();
            for (const SeatResult &r : results)
                doc["players"].push_back({{"categories", {{"books", r.score - 5 + bonus}, {"war", r.seat + 1}}}});
        }
        return doc.dump();
    }

    // A game as the app stores it (GameSession::start: the options, the setup with each seat's difficulty as its first
    // log row, the final score with its categories), finished on `day` at `time`.
    int64_t played(const std::string &type, const std::vector<SeatInfo> &seats, const std::vector<SeatResult> &results,
                   const std::string &difficulty, const std::vector<std::string> &cardSets, const std::string &at)
    {
        const nlohmann::json options = {{"card_sets", cardSets}, {"solo", seats.size() == 1}};
        nlohmann::json setupSeats = nlohmann::json::array();
        for (const auto &seat : seats)
            setupSeats.push_back({{"name", seat.playerName}, {"nation", seat.nation}, {"difficulty", difficulty}});
        const int64_t id = store.createGame(type, options.dump(), seats,
                                            nlohmann::json{{"options", options}, {"seats", setupSeats}}.dump());
        store.finishGame(id, finalScore(type, results), results, seats.size() == 1 ? "Title" : "");
        Statement st = db.prepare("UPDATE games SET finished_at = ?1 WHERE id = ?2");
        st.bind(1, at).bind(2, id).run();
        return id;
    }

    Mixed()
    {
        played("nations", {{"Anna", "egypt", 'B'}, {"Ben", "rome", 'A'}, {"Cleo", "greece", 'B'}},
               {{0, 60, 1}, {1, 55, 2}, {2, 40, 3}}, "", {"base"}, "2026-04-01T20:00:00.000Z");
        played("nations", {{"Ben", "egypt", 'B'}, {"Anna", "china", 'A'}}, {{0, 70, 1}, {1, 70, 1}}, "",
               {"base", "dynasties"}, "2026-04-02T09:00:00.000Z");
        played("nations", {{"Anna", "persia", 'A'}}, {{0, 80, 1}}, "king", {"base"}, "2026-04-02T23:59:59.999Z");
        played("nations", {{"Cleo", "persia", 'A'}}, {{0, 66, 1}}, "king", {"base", "dynasties"}, "2026-04-03T00:00:00.000Z");
        played("nations_dice", {{"Anna", "", '\0'}, {"Dana", "", '\0'}, {"Ben", "", '\0'}}, {{0, 30, 2}, {1, 33, 1}, {2, 12, 3}},
               "", {}, "2026-04-03T12:00:00.000Z");
        played("wealth_of_nations", {{"Dana", "red", '\0'}, {"Cleo", "blue", '\0'}, {"Anna", "green", '\0'}},
               {{0, 90, 1}, {1, 90, 1}, {2, 70, 3}}, "", {}, "2026-04-04T10:00:00.000Z");
        // An unfinished and an abandoned game count nowhere.
        store.createGame("nations", "{}", {{"Anna", "egypt", 'A'}, {"Ben", "rome", 'A'}}, "{}");
        store.abandonGame(store.createGame("nations", "{}", {{"Ben", "egypt", 'A'}, {"Cleo", "rome", 'A'}}, "{}"));
    }

    // Every kind of write, the summaries checked after each.
    void edits()
    {
        checkSummaries(db, "the games played");
        const int64_t trio = played("nations", {{"Ben", "rome", 'A'}, {"Cleo", "egypt", 'B'}, {"Dana", "china", 'A'}},
                                    {{0, 40, 2}, {1, 44, 1}, {2, 30, 3}}, "", {"base"}, "2026-04-02T18:00:00.000Z");
        checkSummaries(db, "one more game");
        correctScore(db, trio, 0, 50, "miscounted Wonders");
        checkSummaries(db, "a corrected score");
        setSeatPlayer(db, trio, 2, "Eve");
        checkSummaries(db, "a seat given to another player");
        Statement rewrite = db.prepare("UPDATE games SET final_json = ?1 WHERE id = ?2");
        rewrite.bind(1, finalScore("nations", {{0, 50, 1}, {1, 44, 2}, {2, 30, 3}}, 3)).bind(2, trio).run();
        checkSummaries(db, "a final score rewritten");
        editGame(db, trio, GameEdit{"2026-04-03", std::nullopt, std::nullopt});
        checkSummaries(db, "a new date");
        deleteGame(db, trio);
        checkSummaries(db, "a game in the trash");
        restoreGame(db, trio);
        checkSummaries(db, "a game restored");
        const int64_t merge = mergePlayers(db, "Eve", "Anna");
        checkSummaries(db, "a merge");
        undoMerge(db, merge);
        checkSummaries(db, "a merge undone");
        renamePlayer(db, "Cleo", "Clea");
        checkSummaries(db, "a rename");
        LoggedGame logged;
        logged.gameType = "nations";
        logged.date = "2026-04-02";
        logged.seats = {{"Ben", "greece", 'A', 61, {{"colonies", 4}, {"game_vp", 57}}}, {"Anna", "egypt", 'B', 58, {{"colonies", 8}, {"game_vp", 50}}}};
        logged.categories = {{"game_vp", "Game VP"}, {"colonies", "Colonies"}};
        logGame(db, logged, LoggedGameRules{1, 5, true, {}});
        checkSummaries(db, "a logged game");
        deleteGame(db, trio);
        CHECK(purgeTrash(db, 0, "2100-01-01T00:00:00.000Z") == 1);
        checkSummaries(db, "the trash emptied");
    }
};

} // namespace

TEST_CASE_METHOD(Mixed, "the summaries by day and by player equal the games after every kind of write", "[db][stats]")
{
    edits();
    // A day filter and "with player" read the summaries, not the games: a summary row changed behind the triggers'
    // back shows (what the comparison above would see of a wrong trigger).
    const StatsFilter day{"", "2026-04-02", "2026-04-02", 0, "", "", ""};
    const StatsFilter ben{"", "", "", 0, "Ben", "", ""};
    const std::string before = figures(statistics(db, day)), beforeBen = figures(statistics(db, ben));
    db.exec("UPDATE stats_day_players SET wins = wins + 1 WHERE day = '2026-04-02'", "a wrong summary");
    db.exec("UPDATE stats_with_rivals SET even = even + 1", "a wrong summary");
    CHECK(figures(statistics(db, day)) != before);
    CHECK(figures(statistics(db, ben)) != beforeBen);
    // Both at once read schema 10's summaries by player of the game and day.
    const StatsFilter benDay{"", "2026-04-02", "2026-04-02", 0, "Ben", "", ""};
    const std::string beforeBenDay = figures(statistics(db, benDay));
    db.exec("UPDATE stats_with_day_seats SET wins = wins + 1 WHERE day = '2026-04-02'", "a wrong summary");
    CHECK(figures(statistics(db, benDay)) != beforeBenDay);
    // A player's category averages read schema 10's sums, without and with days.
    const std::string anna = figures(statistics(db, {}, "Anna")), annaDay = figures(statistics(db, day, "Anna"));
    db.exec("UPDATE player_categories SET value_sum = value_sum + 1", "a wrong sum");
    CHECK(figures(statistics(db, {}, "Anna")) != anna);
    CHECK(figures(statistics(db, day, "Anna")) == annaDay);
    db.exec("UPDATE player_day_categories SET value_sum = value_sum + 1", "a wrong sum");
    CHECK(figures(statistics(db, day, "Anna")) != annaDay);
    // The detail reads player_results.
    const std::string dana = figures(statistics(db, {}, "Dana"));
    db.exec("UPDATE player_results SET score = score + 1 WHERE player_id = (SELECT id FROM players WHERE name = 'Dana')",
            "a wrong result");
    CHECK(figures(statistics(db, {}, "Dana")) != dana);
    CHECK(differences(db, "two summaries made wrong") > 0);
}

// The fixture's games and more over three years (issue 15 §4: a group playing for years; the summaries are kept by
// finish day, a range of years sums many days): a game every 19 days from 15 January 2023 to the fixture's April 2026,
// the three game types, two to four players of five, solo games on two difficulties, two kinds of card sets, across
// the ends of months and years.
struct Years : Mixed {
    Years()
    {
        const std::vector<std::string> names{"Anna", "Ben", "Cleo", "Dana", "Eve"};
        const std::vector<std::string> types{"nations", "nations_dice", "wealth_of_nations"};
        for (int k = 0; k < 62; ++k) {
            const std::string type = types[size_t(k % 3)];
            const int n = k % 7 == 0 ? 1 : 2 + k % 3;
            std::vector<SeatInfo> seats;
            std::vector<SeatResult> results;
            for (int i = 0; i < n; ++i) {
                seats.push_back({names[size_t((k + 2 * i) % 5)], type == "nations_dice" ? "" : "nation" + std::to_string((k + i) % 4),
                                 type == "nations" ? char('A' + (k + i) % 2) : '\0'});
                const int score = 20 + (k * 7 + i * 13) % 40;
                results.push_back({i, score, 0});
            }
            for (auto &r : results) // ranks from the scores, ties sharing a place
                r.rank = 1 + int(std::count_if(results.begin(), results.end(), [&](const SeatResult &o) { return o.score > r.score; }));
            const std::string day = daysAfter("2023-01-15", 19 * k);
            played(type, seats, results, n == 1 ? (k % 2 ? "king" : "prince") : "",
                   k % 4 == 0 ? std::vector<std::string>{"base", "dynasties"} : std::vector<std::string>{"base"},
                   day + "T" + (k % 5 == 0 ? "23:59:59.999Z" : "08:30:00.000Z"));
        }
    }

    // "YYYY-MM-DD" `days` days after `day` (SQLite's date()).
    std::string daysAfter(const std::string &day, int days)
    {
        Statement st = db.prepare("SELECT date(?1, printf('+%d days', ?2))");
        st.bind(1, day).bind(2, int64_t(days));
        st.step();
        return st.text(0);
    }
};

// Day ranges of many days, months and years over Years' games: the last 30 days, the last year and every year before
// the fixture's last day (4 April 2026), ranges across the end of a year, from and to the middle of months, open at
// one end, one whole month, and days as months ("2024-06"); each alone, with a player of the game and with the other
// filters (through differences(): each with Anna's and Dana's detail).
std::vector<StatsFilter> yearRanges()
{
    const std::vector<std::pair<std::string, std::string>> ranges{
        {"2026-03-06", "2026-04-04"}, {"2025-04-05", "2026-04-04"}, {"2023-01-15", "2026-04-04"}, {"2022-06-01", "2030-01-01"},
        {"2023-12-20", "2024-01-10"}, {"2023-05-17", "2025-10-03"}, {"2024-02-01", "2024-02-29"}, {"2024-03-01", ""},
        {"", "2024-11-30"}, {"2024-06", "2025-06"}, {"2024-01-31", "2025-12-01"},
        // Every game's day exactly (the first game's to the last one's), and one day short at each end.
        {"2023-01-16", "2026-04-04"}, {"2023-01-15", "2026-04-03"}};
    std::vector<StatsFilter> list;
    for (const auto &[from, to] : ranges)
        for (const std::string with : {"", "Anna", "eve"}) {
            list.push_back(StatsFilter{"", from, to, 0, with, "", ""});
            list.push_back(StatsFilter{"wealth_of_nations", from, to, 0, with, "", ""});
            list.push_back(StatsFilter{"", from, to, 3, with, "", ""});
            list.push_back(StatsFilter{"", from, to, 1, with, "king", ""});
            list.push_back(StatsFilter{"", from, to, 0, with, "", "dynasties"});
        }
    return list;
}

TEST_CASE_METHOD(Years, "day ranges of months and years over games of three years equal the games", "[db][stats]")
{
    CHECK(statisticsFromGames(db, {"", "2023-01-15", "2026-04-04", 0, "", "", ""}).games == 68);
    CHECK(statisticsFromGames(db, {"", "2025-04-05", "2026-04-04", 0, "", "", ""}).games == 25);
    CHECK(differences(db, "games over three years", yearRanges()) == 0);
    // A game moved by years (the History page's date) and one to the trash: every range again.
    editGame(db, 10, GameEdit{"2025-12-31", std::nullopt, std::nullopt});
    deleteGame(db, 40);
    CHECK(differences(db, "a game moved by years and one in the trash", yearRanges()) == 0);

    // A range holding every game's day is read as no range (the summaries without days: not thousands of days' rows);
    // one a day short reads the days' rows. A day's summary made wrong behind the triggers' back shows which is read.
    const StatsFilter every{"", "2023-01-15", "2026-04-04", 0, "", "", ""}, everyAnna{"", "2023-01-15", "2026-04-04", 0, "Anna", "", ""};
    const StatsFilter short_{"", "2023-01-15", "2026-04-03", 0, "", "", ""}, shortAnna{"", "2023-01-15", "2026-04-03", 0, "Anna", "", ""};
    const std::string all = figures(statistics(db, every, "Dana")), allAnna = figures(statistics(db, everyAnna, "Dana"));
    const std::string part = figures(statistics(db, short_)), partAnna = figures(statistics(db, shortAnna));
    CHECK(figures(statistics(db, {}, "Dana")) == all);
    db.exec("UPDATE stats_day_players SET wins = wins + 1", "a wrong summary");
    db.exec("UPDATE stats_with_day_players SET wins = wins + 1", "a wrong summary");
    db.exec("UPDATE player_day_categories SET value_sum = value_sum + 1", "a wrong sum");
    CHECK(figures(statistics(db, every, "Dana")) == all);
    CHECK(figures(statistics(db, everyAnna, "Dana")) == allAnna);
    CHECK(figures(statistics(db, short_)) != part);
    CHECK(figures(statistics(db, shortAnna)) != partAnna);

    // A range of years reads its whole years and months from schema 11's summaries by year and month, its days at both
    // ends from those by day (db/stats_periods.h): a year's or month's summary made wrong shows, without and with a
    // player of the game and in a player's category averages. 20 November 2023 to 10 February 2025: days, December
    // 2023, 2024, January 2025, days.
    const StatsFilter years{"", "2023-11-20", "2025-02-10", 0, "", "", ""}, yearsAnna{"", "2023-11-20", "2025-02-10", 0, "Anna", "", ""};
    const std::string read = figures(statistics(db, years, "Dana")), readAnna = figures(statistics(db, yearsAnna));
    db.exec("UPDATE stats_year_rivals SET even = even + 1 WHERE year = '2024'", "a wrong summary");
    CHECK(figures(statistics(db, years, "Dana")) != read);
    db.exec("UPDATE stats_year_rivals SET even = even - 1 WHERE year = '2024'", "put right");
    db.exec("UPDATE stats_month_players SET best = best + 100 WHERE month = '2023-12'", "a wrong best");
    CHECK(figures(statistics(db, years, "Dana")) != read);
    db.exec("UPDATE stats_month_players SET best = best - 100 WHERE month = '2023-12'", "put right");
    db.exec("UPDATE player_year_categories SET value_sum = value_sum + 1 WHERE year = '2024'", "a wrong sum");
    CHECK(figures(statistics(db, years, "Dana")) != read);
    db.exec("UPDATE stats_with_year_seats SET wins = wins + 1 WHERE year = '2024'", "a wrong summary");
    CHECK(figures(statistics(db, yearsAnna)) != readAnna);
    // A range a day short of every game's reads the sums (but the players') as every game less the day out of it.
    const std::string partNow = figures(statistics(db, short_));
    db.exec("UPDATE stats_rivals SET even = even + 1", "a wrong summary");
    CHECK(figures(statistics(db, short_)) != partNow);
}

TEST_CASE_METHOD(Mixed, "an imported history and a removed game keep the summaries by day and by player right", "[db][stats]")
{
    edits();
    // The whole history exported and imported into an empty file, then into this one again (nothing new).
    const std::string text = exportHistoryJson(db);
    Database other = Database::open(dir.file("other.db"));
    const ImportReport added = importHistoryJson(other, text, "h.json");
    CHECK(added.gamesAdded > 0);
    checkSummaries(other, "an import into an empty file");
    CHECK(statistics(other, {}).games == statistics(db, {}).games);
    importHistoryJson(db, text, "h.json");
    checkSummaries(db, "an import of what is here");

    Statement first = db.prepare("SELECT MIN(id) FROM games WHERE status = 'finished'");
    REQUIRE(first.step());
    db.exec("DELETE FROM games WHERE id = " + std::to_string(first.int64(0)), "a finished game removed for good");
    checkSummaries(db, "a finished game removed");
}

TEST_CASE("schemas 8 to 11 fill the summaries from the games of a schema 7, 9 or 10 file", "[db][migrations][stats]")
{
    for (const int version : {7, 9, 10}) {
        INFO("from schema " << version);
        TempDir dir;
        // The schema 7, 9 or 10 file (tests/db/data) given the games of the fixture, through that schema's triggers, then
        // migrated.
        const std::string old = dir.file("old-games.db");
        std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v" + std::to_string(version) + ".sqlite", old);
        {
            Mixed fill; // the same games in a fresh file, copied into the old file below
            fill.edits();
            fill.db.exec("ATTACH DATABASE '" + old + "' AS old", "attach");
            Transaction tx(fill.db);
            for (const char *table : {"game_players", "games", "players"})
                fill.db.exec(std::string("DELETE FROM old.") + table, "clear");
            fill.db.exec("INSERT INTO old.players SELECT * FROM main.players", "copy");
            fill.db.exec("INSERT INTO old.games (id, game_type, status, created_at, finished_at, solo, options_json, "
                         "final_json, hall_of_fame_title, log_head, uuid, place, notes, source, deleted_at, difficulty) "
                         "SELECT id, game_type, status, created_at, finished_at, solo, options_json, final_json, "
                         "hall_of_fame_title, log_head, uuid, place, notes, source, deleted_at, difficulty FROM main.games",
                         "copy");
            fill.db.exec("INSERT INTO old.game_players SELECT * FROM main.game_players", "copy");
            tx.commit();
            fill.db.exec("DETACH DATABASE old", "detach");
        }
        Database db = Database::open(old);
        CHECK(db.userVersion() == latestSchemaVersion());
        CHECK(statisticsFromGames(db, {}).games == 7);
        Statement sums = db.prepare("SELECT COUNT(*) FROM player_categories");
        REQUIRE(sums.step());
        CHECK(sums.int64(0) > 0);
        checkSummaries(db, "the migration of a schema " + std::to_string(version) + " file");
    }
}

TEST_CASE_METHOD(Mixed, "a player's category averages come in the order they first appear, with the label where they first appear", "[db][stats]")
{
    // A Dice Game sheet (labels) before a Nations pad (no labels), and a later sheet with another label: the order is
    // the games by date, each game's categories in its pad's order; the label is the first one met.
    const auto finish = [&](const std::string &type, const std::vector<SeatInfo> &seats, const std::string &final,
                            const std::string &at) {
        const int64_t id = store.createGame(type, "{}", seats, "{}");
        store.finishGame(id, final, {{0, 40, 1}, {1, 30, 2}});
        Statement st = db.prepare("UPDATE games SET finished_at = ?1 WHERE id = ?2");
        st.bind(1, at).bind(2, id).run();
    };
    finish("nations", {{"Ben", "rome", 'A'}, {"Anna", "egypt", 'B'}},
           R"({"rows":[{"player":1,"game_vp":9,"colonies":2,"wonders":4},{"player":0,"game_vp":1,"colonies":1}]})",
           "2026-03-02T10:00:00.000Z");
    finish("nations_dice", {{"Anna", "", '\0'}, {"Dana", "", '\0'}},
           R"({"categories":[{"key":"war","label":"War"},{"key":"books","label":"Books"}],)"
           R"("players":[{"categories":{"books":6,"war":2}},{"categories":{"books":9,"war":1}}]})",
           "2026-03-01T10:00:00.000Z");
    finish("nations_dice", {{"Anna", "", '\0'}, {"Dana", "", '\0'}},
           R"({"categories":[{"key":"books","label":"Scrolls"},{"key":"famine","label":"Famine"}],)"
           R"("players":[{"categories":{"books":3,"famine":-2}},{"categories":{"books":1}}]})",
           "2026-03-03T10:00:00.000Z");

    const Statistics anna = statistics(db, {}, "anna");
    REQUIRE(anna.player);
    std::string got;
    for (const auto &c : anna.player->categories)
        got += c.gameType + " " + c.key + " '" + c.label + "' " + std::to_string(c.games) + " " + std::to_string(c.average) + "\n";

    // The same folded from a plain query of her scored seats' categories in that order.
    Statement st = db.prepare("SELECT g.game_type, c.key, c.label, c.value FROM games g "
                              "JOIN game_players gp ON gp.game_id = g.id JOIN players p ON p.id = gp.player_id "
                              "JOIN seat_categories c ON c.game_id = g.id AND c.seat = gp.seat "
                              "WHERE p.name = 'Anna' AND g.status = 'finished' AND g.deleted_at IS NULL "
                              "AND gp.score IS NOT NULL AND gp.rank IS NOT NULL ORDER BY g.finished_at, g.id, c.ord");
    std::vector<std::tuple<std::string, std::string, std::string, int, long long>> folded;
    while (st.step()) {
        auto it = std::find_if(folded.begin(), folded.end(), [&](const auto &f) {
            return std::get<0>(f) == st.text(0) && std::get<1>(f) == st.text(1);
        });
        if (it == folded.end())
            it = folded.insert(folded.end(), {st.text(0), st.text(1), st.text(2), 0, 0});
        ++std::get<3>(*it);
        std::get<4>(*it) += st.int64(3);
    }
    std::string expected;
    for (const auto &[type, key, label, games, sum] : folded)
        expected += type + " " + key + " '" + label + "' " + std::to_string(games) + " " + std::to_string(double(sum) / games) + "\n";
    CHECK(got == expected);
    // The Dice Game of 1 March first (before the fixture's April games), its label of "books" kept.
    CHECK(got.rfind("nations_dice war 'War' ", 0) == 0);
    CHECK(got.find("nations_dice books 'Books' ") != std::string::npos);
    CHECK(got.find("Scrolls") == std::string::npos);
}
