// The group's statistics (db/statistics.h) over a real SQLite file filled through GameStore: finished games
// count, active and abandoned ones do not; wins only in multiplayer games; filters; head to head; a player's
// scores and category averages from both stored final-score formats.
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/logged_game.h"
#include "db/players.h"
#include "db/solo_statistics.h"
#include "db/statistics.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

// Nations' stored pad (scoring/nations/final_score.cpp toJson): one row per seat.
std::string nationsPad(const std::vector<std::pair<int, int>> &seatColonies)
{
    std::string rows;
    for (const auto &[seat, colonies] : seatColonies)
        rows += std::string(rows.empty() ? "" : ",") + R"({"player":)" + std::to_string(seat)
            + R"(,"game_vp":10,"colonies":)" + std::to_string(colonies) + R"(,"wonders":2})";
    return R"({"rows":[)" + rows + R"(],"winner":0})";
}

struct History {
    TempDir dir;
    Database db = Database::open(dir.file("history.db"));
    GameStore store{db};

    int64_t finished(const std::string &type, const std::vector<SeatInfo> &seats, const std::vector<SeatResult> &results,
                     const std::string &finalJson, const std::string &day)
    {
        const int64_t id = store.createGame(type, "{}", seats, "{}");
        store.finishGame(id, finalJson, results);
        Statement st = db.prepare("UPDATE games SET finished_at = ?1 WHERE id = ?2");
        st.bind(1, day + "T20:00:00.000Z").bind(2, id).run();
        return id;
    }

    // A Nations game set up as the app stores it (GameSession::start: the setup's options as the game's options,
    // the setup with each seat's difficulty as its first log row), finished on `day`.
    int64_t played(const std::vector<SeatInfo> &seats, const std::vector<SeatResult> &results,
                   const std::string &difficulty, const std::vector<std::string> &cardSets, const std::string &day)
    {
        const nlohmann::json options = {{"card_sets", cardSets}, {"solo", seats.size() == 1}, {"last_round", 8}};
        nlohmann::json setupSeats = nlohmann::json::array();
        for (const auto &seat : seats)
            setupSeats.push_back({{"name", seat.playerName}, {"nation", seat.nation}, {"difficulty", difficulty}});
        const int64_t id = store.createGame("nations", options.dump(), seats,
                                            nlohmann::json{{"options", options}, {"seats", setupSeats}}.dump());
        std::vector<std::pair<int, int>> pad;
        for (const auto &r : results)
            pad.push_back({r.seat, r.score / 10});
        store.finishGame(id, nationsPad(pad), results, seats.size() == 1 ? "Title" : "");
        Statement st = db.prepare("UPDATE games SET finished_at = ?1 WHERE id = ?2");
        st.bind(1, day + "T21:00:00.000Z").bind(2, id).run();
        return id;
    }

    History()
    {
        finished("nations", {{"Anna", "egypt", 'B'}, {"Ben", "rome", 'A'}, {"Cleo", "greece", 'B'}},
                 {{0, 60, 1}, {1, 55, 2}, {2, 40, 3}}, nationsPad({{0, 5}, {1, 2}, {2, 1}}), "2026-01-10");
        finished("nations", {{"Ben", "egypt", 'B'}, {"Anna", "china", 'A'}}, {{0, 70, 1}, {1, 50, 2}},
                 nationsPad({{0, 6}, {1, 3}}), "2026-02-10");
        finished("nations", {{"Anna", "persia", 'A'}, {"Ben", "mongolia", 'B'}}, {{0, 45, 1}, {1, 45, 1}},
                 nationsPad({{0, 4}, {1, 4}}), "2026-03-10");
        finished("nations", {{"anna", "egypt", 'A'}}, {{0, 80, 1}}, nationsPad({{0, 8}}), "2026-03-11");
        // A Dice Game: the game type's sheet (scoring/core/ruleset.h FinalScoreSheet::toJson), no nations.
        finished("nations_dice", {{"Anna", "", '\0'}, {"Dana", "", '\0'}}, {{0, 30, 2}, {1, 33, 1}},
                 R"({"categories":[{"key":"books","label":"Books"}],)"
                 R"("players":[{"name":"Anna","categories":{"books":6}},{"name":"Dana","categories":{"books":9}}]})",
                 "2026-03-12");
        store.createGame("nations", "{}", {{"Anna", "egypt", 'A'}, {"Ben", "rome", 'A'}}, "{}"); // still active
        store.abandonGame(store.createGame("nations", "{}", {{"Ben", "egypt", 'A'}, {"Cleo", "rome", 'A'}}, "{}"));
    }
};

const PlayerRecord &record(const Statistics &s, const std::string &name, const std::string &type)
{
    for (const auto &p : s.players)
        if (p.name == name && p.gameType == type)
            return p;
    FAIL("no record for " << name << " in " << type);
    throw std::logic_error("unreachable");
}

} // namespace

TEST_CASE_METHOD(History, "statistics count finished games with wins only in multiplayer games", "[db][stats]")
{
    const Statistics s = statistics(db, {});
    CHECK(s.games == 5); // the active and the abandoned game are not results

    const PlayerRecord &anna = record(s, "Anna", "nations");
    CHECK(anna.results.plays == 4);
    CHECK(anna.results.multiplayerPlays == 3);
    CHECK(anna.results.wins == 2); // a shared first place is a win for each
    CHECK(anna.results.winRate == Approx(2.0 / 3.0));
    CHECK(anna.results.averageScore == Approx((60 + 50 + 45 + 80) / 4.0));
    CHECK(anna.bestScore == 80);
    CHECK(anna.bestSoloScore == 80);

    const PlayerRecord &ben = record(s, "Ben", "nations");
    CHECK(ben.results.plays == 3);
    CHECK(ben.results.wins == 2);
    CHECK_FALSE(ben.bestSoloScore.has_value());

    // Per game type: Anna's Dice Game is its own record.
    const PlayerRecord &annaDice = record(s, "Anna", "nations_dice");
    CHECK(annaDice.results.plays == 1);
    CHECK(annaDice.results.wins == 0);
    CHECK(record(s, "Dana", "nations_dice").results.wins == 1);
}

TEST_CASE_METHOD(History, "statistics per nation and side leave out game types without nations", "[db][stats]")
{
    const Statistics s = statistics(db, {});
    const NationRecord *egyptB = nullptr, *egyptA = nullptr;
    for (const auto &n : s.nations) {
        CHECK(n.gameType == "nations");
        if (n.nation == "egypt" && n.side == "B")
            egyptB = &n;
        if (n.nation == "egypt" && n.side == "A")
            egyptA = &n;
    }
    REQUIRE(egyptB);
    CHECK(egyptB->results.plays == 2);
    CHECK(egyptB->results.wins == 2);
    CHECK(egyptB->results.averageScore == Approx(65));
    REQUIRE(egyptA);
    CHECK(egyptA->results.plays == 1);          // the solo game
    CHECK(egyptA->results.multiplayerPlays == 0);
    CHECK(egyptA->results.winRate == 0);
}

TEST_CASE_METHOD(History, "head to head counts who ranked better in shared games", "[db][stats]")
{
    const Statistics s = statistics(db, {"nations", "", "", 0, "", "", ""});
    REQUIRE_FALSE(s.rivals.empty());
    const Rivalry &top = s.rivals.front(); // most games first
    CHECK(top.playerA == "Anna");
    CHECK(top.playerB == "Ben");
    CHECK(top.games == 3);
    CHECK(top.aAhead == 1);
    CHECK(top.bAhead == 1);
    CHECK(top.even == 1);
}

TEST_CASE_METHOD(History, "results by seat count multiplayer games only", "[db][stats]")
{
    const Statistics s = statistics(db, {"nations", "", "", 0, "", "", ""});
    REQUIRE(s.seats.size() == 3);
    CHECK(s.seats[0].seat == 0);
    CHECK(s.seats[0].plays == 3);
    CHECK(s.seats[0].wins == 3);
    CHECK(s.seats[1].wins == 1);
    CHECK(s.seats[2].plays == 1);
}

TEST_CASE_METHOD(History, "filters narrow by game type, days, player count and player", "[db][stats]")
{
    CHECK(statistics(db, {"nations", "", "", 0, "", "", ""}).games == 4);
    CHECK(statistics(db, {"", "2026-02-01", "2026-03-10", 0, "", "", ""}).games == 2);
    CHECK(statistics(db, {"", "", "", 2, "", "", ""}).games == 3);
    CHECK(statistics(db, {"", "", "", 0, "CLEO", "", ""}).games == 1);
    CHECK(statistics(db, {"wealth_of_nations", "", "", 0, "", "", ""}).games == 0);
}

TEST_CASE_METHOD(History, "a player's detail has the scores in date order and the category averages", "[db][stats]")
{
    const Statistics s = statistics(db, {}, "ANNA");
    REQUIRE(s.player);
    const PlayerDetail &d = *s.player;
    CHECK(d.name == "Anna");
    REQUIRE(d.scores.size() == 5);
    CHECK(d.scores[0].score == 60);
    CHECK(d.scores[0].players == 3);
    CHECK(d.scores[1].rank == 2);
    CHECK(d.scores[4].gameType == "nations_dice");

    bool twoPlayers = false;
    for (const auto &c : d.byPlayerCount)
        if (c.gameType == "nations" && c.players == 2) {
            twoPlayers = true;
            CHECK(c.plays == 2);
            CHECK(c.wins == 1);
            CHECK(c.averageScore == Approx(47.5));
        }
    CHECK(twoPlayers);

    bool colonies = false, books = false;
    for (const auto &c : d.categories) {
        if (c.gameType == "nations" && c.key == "colonies") {
            colonies = true;
            CHECK(c.games == 4);
            CHECK(c.average == Approx((5 + 3 + 4 + 8) / 4.0)); // her seat's row in each pad
        }
        if (c.gameType == "nations_dice" && c.key == "books") {
            books = true;
            CHECK(c.label == "Books");
            CHECK(c.average == Approx(6));
        }
    }
    CHECK(colonies);
    CHECK(books);
}

TEST_CASE_METHOD(History, "an unknown player is refused by name", "[db][stats]")
{
    CHECK_THROWS_WITH(statistics(db, {}, "Zed"), Catch::Contains("No player is called \"Zed\""));
}

TEST_CASE("an empty history has no figures", "[db][stats]")
{
    TempDir dir;
    const Database db = Database::open(dir.file("empty.db"));
    const Statistics s = statistics(db, {});
    CHECK(s.games == 0);
    CHECK(s.players.empty());
    CHECK(s.rivals.empty());
}

namespace {

// Every figure of `s`, one per line, so that two computations compare as text (and a difference shows).
std::string dump(const Statistics &s)
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
    return out.str();
}

// The figures of `filter` from the summary tables equal those counted from the games themselves (a day filter
// that takes every day goes through the games), and the Hall of Fame equals the hall_of_fame view's.
void checkSummaries(const Database &db, const std::string &after)
{
    INFO("after " << after);
    for (StatsFilter f : {StatsFilter{}, StatsFilter{"nations", "", "", 0, "", "", ""}, StatsFilter{"", "", "", 2, "", "", ""},
                          StatsFilter{"", "", "", 1, "", "", ""}, StatsFilter{"", "", "", 0, "", "king", ""},
                          StatsFilter{"", "", "", 0, "", "", "dynasties"}, StatsFilter{"nations", "", "", 0, "", "", "base"}}) {
        const std::string summed = dump(statistics(db, f));
        f.from = "0000-01-01";
        CHECK(summed == dump(statistics(db, f)));
    }
    std::string fame, view;
    for (const auto &e : GameStore(const_cast<Database &>(db)).hallOfFame("", 0))
        fame += std::to_string(e.gameId) + " " + e.playerName + " " + std::to_string(e.score) + " " + e.title + "\n";
    Statement st = db.prepare("SELECT game_id, player, score, COALESCE(title, '') FROM hall_of_fame "
                              "ORDER BY score DESC, finished_at, game_id");
    while (st.step())
        view += std::to_string(st.int64(0)) + " " + st.text(1) + " " + std::to_string(st.int32(2)) + " " + st.text(3) + "\n";
    CHECK(fame == view);
}

} // namespace

TEST_CASE_METHOD(History, "filters by solo difficulty and by card set, and a player's solo results by difficulty", "[db][stats]")
{
    played({{"Anna", "china", 'A'}}, {{0, 70, 1}}, "king", {"base", "dynasties"}, "2026-04-01");
    played({{"Anna", "china", 'A'}}, {{0, 50, 1}}, "prince", {"base"}, "2026-04-02");
    played({{"Ben", "rome", 'A'}}, {{0, 60, 1}}, "king", {"base"}, "2026-04-03");
    played({{"Ben", "rome", 'A'}, {"Cleo", "egypt", 'B'}}, {{0, 40, 2}, {1, 44, 1}}, "king", {"base", "expansion"},
           "2026-04-04");

    // Difficulty is a solo game's: the two-player game at King is not one.
    CHECK(statistics(db, {"", "", "", 0, "", "king", ""}).games == 2);
    CHECK(statistics(db, {"", "", "", 0, "", "emperor", ""}).games == 0);
    CHECK(record(statistics(db, {"", "", "", 0, "", "king", ""}), "Anna", "nations").bestSoloScore == 70);
    CHECK(statistics(db, {"", "", "", 0, "", "", "base"}).games == 4);
    CHECK(statistics(db, {"", "", "", 0, "", "", "dynasties"}).games == 1);
    CHECK(statistics(db, {"", "", "", 0, "", "", "expansion"}).games == 1);
    CHECK(statistics(db, {"", "2026-04-02", "", 0, "", "king", "base"}).games == 1); // through the games: Ben's
    CHECK(statistics(db, {"", "", "", 0, "Ben", "", "expansion"}).rivals.size() == 1);

    const Statistics s = statistics(db, {}, "Anna");
    REQUIRE(s.player);
    std::string byDifficulty;
    for (const auto &d : s.player->byDifficulty)
        byDifficulty += d.gameType + " " + d.difficulty + " " + std::to_string(d.plays) + " " +
                        std::to_string(d.bestScore) + "\n";
    // The fixture's solo game stored no difficulty (options "{}").
    CHECK(byDifficulty == "nations  1 80\nnations king 1 70\nnations prince 1 50\n");
}

TEST_CASE_METHOD(History, "the Hall of Fame position of each solo game over time and the personal bests per difficulty", "[db][stats]")
{
    played({{"Anna", "china", 'A'}}, {{0, 50, 1}}, "king", {"base"}, "2026-05-01");
    played({{"Ben", "rome", 'A'}}, {{0, 60, 1}}, "king", {"base"}, "2026-05-02");
    played({{"Anna", "china", 'A'}}, {{0, 55, 1}}, "king", {"base", "dynasties"}, "2026-05-03");
    played({{"Anna", "china", 'A'}}, {{0, 60, 1}}, "king", {"base"}, "2026-05-04"); // after Ben's 60: below it
    played({{"Anna", "china", 'A'}}, {{0, 40, 1}}, "prince", {"base"}, "2026-05-05");

    const SoloStatistics all = soloStatistics(db, {"nations", "2026-05-01", "", 0, "", "", ""});
    std::string line;
    for (const auto &p : all.positions)
        line += p.player + " " + p.difficulty + " " + std::to_string(p.score) + " #" + std::to_string(p.position) + "\n";
    CHECK(line == "Anna king 50 #1\nBen king 60 #1\nAnna king 55 #2\nAnna king 60 #2\nAnna prince 40 #1\n");

    // Ben's line alone still counts Anna's games in the position.
    const SoloStatistics ben = soloStatistics(db, {"", "", "", 0, "Ben", "", ""});
    REQUIRE(ben.positions.size() == 1);
    CHECK(ben.positions[0].position == 1);
    const SoloStatistics dynasties = soloStatistics(db, {"", "", "", 0, "", "", "dynasties"});
    REQUIRE(dynasties.positions.size() == 1);
    CHECK(dynasties.positions[0].position == 2);

    std::string bests;
    for (const auto &b : soloStatistics(db, {"", "", "", 0, "", "king", ""}).bests)
        bests += b.player + " " + b.difficulty + " " + std::to_string(b.games) + " " + std::to_string(b.best) + " " +
                 b.bestDate.substr(0, 10) + "\n";
    CHECK(bests == "Anna king 3 60 2026-05-04\nBen king 1 60 2026-05-02\n");
    CHECK(soloStatistics(db, {"", "", "", 2, "", "", ""}).positions.empty());
    CHECK(soloStatistics(db, {"nations", "2026-05-01", "", 1, "", "", ""}).positions.size() == 5);
}

TEST_CASE_METHOD(History, "the summary tables follow every write: finish, edit, correction, delete, restore, merge, log, purge", "[db][stats]")
{
    checkSummaries(db, "the fixture");
    const int64_t solo = played({{"Anna", "china", 'A'}}, {{0, 70, 1}}, "king", {"base", "dynasties"}, "2026-04-01");
    const int64_t trio = played({{"Ben", "rome", 'A'}, {"Cleo", "egypt", 'B'}, {"Dana", "china", 'A'}},
                                {{0, 40, 2}, {1, 44, 1}, {2, 30, 3}}, "king", {"base"}, "2026-04-04");
    checkSummaries(db, "two games played");
    correctScore(db, trio, 0, 50, "miscounted Wonders");
    checkSummaries(db, "a corrected score");
    setSeatPlayer(db, trio, 2, "Eve");
    checkSummaries(db, "a seat given to another player");
    editGame(db, solo, GameEdit{"2026-03-01", std::nullopt, std::nullopt});
    checkSummaries(db, "a new date");
    deleteGame(db, trio);
    checkSummaries(db, "a game deleted");
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
    logged.date = "2026-02-02";
    logged.seats = {{"Ben", "greece", 'A', 61, {}}, {"Anna", "egypt", 'B', 58, {}}};
    logGame(db, logged, LoggedGameRules{1, 5, true, {}});
    checkSummaries(db, "a logged game");
    deleteGame(db, solo);
    CHECK(purgeTrash(db, 0, "2100-01-01T00:00:00.000Z") == 1);
    checkSummaries(db, "the trash emptied");
    db.exec("DELETE FROM games WHERE id = " + std::to_string(trio), "a finished game removed for good");
    checkSummaries(db, "a finished game removed");
    CHECK(statistics(db, {}).games == 6);
}
