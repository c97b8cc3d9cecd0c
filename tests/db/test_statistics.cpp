// The group's statistics (db/statistics.h) over a real SQLite file filled through GameStore: finished games
// count, active and abandoned ones do not; wins only in multiplayer games; filters; head to head; a player's
// scores and category averages from both stored final-score formats.
#include "db/database.h"
#include "db/game_store.h"
#include "db/statistics.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

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
    const Statistics s = statistics(db, {"nations", "", "", 0, ""});
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
    const Statistics s = statistics(db, {"nations", "", "", 0, ""});
    REQUIRE(s.seats.size() == 3);
    CHECK(s.seats[0].seat == 0);
    CHECK(s.seats[0].plays == 3);
    CHECK(s.seats[0].wins == 3);
    CHECK(s.seats[1].wins == 1);
    CHECK(s.seats[2].plays == 1);
}

TEST_CASE_METHOD(History, "filters narrow by game type, days, player count and player", "[db][stats]")
{
    CHECK(statistics(db, {"nations", "", "", 0, ""}).games == 4);
    CHECK(statistics(db, {"", "2026-02-01", "2026-03-10", 0, ""}).games == 2);
    CHECK(statistics(db, {"", "", "", 2, ""}).games == 3);
    CHECK(statistics(db, {"", "", "", 0, "CLEO"}).games == 1);
    CHECK(statistics(db, {"wealth_of_nations", "", "", 0, ""}).games == 0);
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
