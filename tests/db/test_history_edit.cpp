// The editable history (issue 15 §2) on real SQLite files: editing a game keeps what it replaced, a score
// correction keeps the computed score and ranks follow, the trash (delete, restore, purge after 30 days) and
// what it hides, games logged without the app, players renamed and merged, and a merge undone exactly.
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_csv.h"
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

#include <filesystem>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

struct Table {
    TempDir dir;
    Database db = Database::open(dir.file("history.db"));
    GameStore store{db};

    int64_t finished(const std::vector<SeatInfo> &seats, const std::vector<SeatResult> &results, bool solo = false)
    {
        const int64_t id = store.createGame("nations", "{}", seats, "{}");
        store.finishGame(id, "", results, solo ? "Emperor" : "");
        return id;
    }
};

// Every figure the statistics give, as one JSON text, to compare a history before and after an operation.
std::string everyFigure(const Database &db, const std::string &player = "")
{
    const Statistics s = statistics(db, {}, player);
    nlohmann::json j = nlohmann::json::array();
    j.push_back(s.games);
    for (const auto &p : s.players)
        j.push_back({p.name, p.gameType, p.results.plays, p.results.wins, p.results.averageScore, p.bestScore});
    for (const auto &n : s.nations)
        j.push_back({n.gameType, n.nation, n.side, n.results.plays, n.results.wins});
    for (const auto &r : s.rivals)
        j.push_back({r.playerA, r.playerB, r.games, r.aAhead, r.bAhead, r.even});
    for (const auto &seat : s.seats)
        j.push_back({seat.seat, seat.plays, seat.wins});
    if (s.player)
        for (const auto &p : s.player->scores)
            j.push_back({p.gameId, p.date, p.score, p.rank});
    return j.dump();
}

int wins(const Database &db, const std::string &name)
{
    for (const auto &p : statistics(db, {}).players)
        if (p.name == name)
            return p.results.wins;
    return -1;
}

} // namespace

TEST_CASE("editing a game's date, place and notes keeps the old values in its edit trail", "[db][history_edit]")
{
    Table t;
    const int64_t id = t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 40, 1}, {1, 30, 2}});
    const auto before = *t.store.game(id);
    editGame(t.db, id, {std::string("2025-12-24"), std::string("  Ben's kitchen "), std::string("first game with Ben")});

    const auto after = *t.store.game(id);
    CHECK(after.finishedAt.substr(0, 10) == "2025-12-24");
    CHECK(after.finishedAt.substr(10) == before.finishedAt.substr(10)); // the time of day stays
    CHECK(after.createdAt.substr(0, 10) == "2025-12-24");
    const auto details = *gameDetails(t.db, id);
    CHECK(details.place == "Ben's kitchen");
    CHECK(details.notes == "first game with Ben");
    CHECK(details.source == "app");
    const auto trail = gameEdits(t.db, id);
    REQUIRE(trail.size() == 3);
    CHECK(trail[0].field == "date");
    CHECK(trail[0].before == before.finishedAt.substr(0, 10));
    CHECK(trail[1].before == "");
    CHECK(trail[1].after == "Ben's kitchen");
    // The statistics date filter follows the new day.
    CHECK(statistics(t.db, {"", "2025-12-24", "2025-12-24", 0, "", "", ""}).games == 1);

    SECTION("a bad day is refused, naming the field, and nothing changes")
    {
        CHECK_THROWS_WITH(editGame(t.db, id, {std::string("2025-02-30"), std::string("elsewhere"), std::nullopt}),
                          Catch::Contains("date: expected a day as YYYY-MM-DD, found \"2025-02-30\""));
        CHECK(gameDetails(t.db, id)->place == "Ben's kitchen");
        CHECK(gameEdits(t.db, id).size() == 3);
    }
    SECTION("an active game is refused")
    {
        const int64_t active = t.store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
        CHECK_THROWS_WITH(editGame(t.db, active, {std::nullopt, std::string("x"), std::nullopt}),
                          Catch::Contains("still being played"));
        CHECK_THROWS_WITH(editGame(t.db, 999, {}), Catch::Contains("there is no game 999"));
    }
}

TEST_CASE("a seat's player is changed in one game and the statistics follow", "[db][history_edit]")
{
    Table t;
    const int64_t id = t.finished({{"Ann", "egypt", 'A'}, {"Bne", "rome", 'B'}}, {{0, 30, 2}, {1, 40, 1}});
    t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 30, 2}, {1, 40, 1}});
    CHECK(wins(t.db, "Ben") == 1);
    setSeatPlayer(t.db, id, 1, " ben ");
    CHECK(wins(t.db, "Ben") == 2);
    CHECK(t.store.game(id)->seats[1].playerName == "Ben");
    CHECK(gameEdits(t.db, id).back().before == "Bne");
    CHECK_THROWS_WITH(setSeatPlayer(t.db, id, 1, "Ann"), Catch::Contains("\"Ann\" already has seat 0"));
    CHECK_THROWS_WITH(setSeatPlayer(t.db, id, 5, "Cleo"), Catch::Contains("the game has no seat 5"));
    CHECK_THROWS_WITH(setSeatPlayer(t.db, id, 0, "  "), Catch::Contains("the name is empty"));
}

TEST_CASE("a score correction keeps the computed score and its reason and ranks follow the scores", "[db][history_edit]")
{
    Table t;
    const int64_t id = t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}, {"Cleo", "china", 'A'}},
                                  {{0, 40, 1}, {1, 38, 2}, {2, 20, 3}});
    CHECK_THROWS_WITH(correctScore(t.db, id, 1, 45, "  "), Catch::Contains("reason: say why"));
    correctScore(t.db, id, 1, 45, "forgot a wonder");
    auto g = *t.store.game(id);
    CHECK(g.seats[1].score == 45);
    CHECK(g.seats[1].rank == 1);
    CHECK(g.seats[0].rank == 2);
    CHECK(g.winner == "Ben");
    auto corrections = scoreCorrections(t.db, id);
    REQUIRE(corrections.size() == 1);
    CHECK(corrections[0].computed == 38);
    CHECK(corrections[0].corrected == 45);
    CHECK(corrections[0].reason == "forgot a wonder");
    CHECK(wins(t.db, "Ben") == 1);
    CHECK(wins(t.db, "Ann") == 0);

    // Corrected again: the engine's value is still the one kept.
    correctScore(t.db, id, 1, 40, "the wonder was not finished");
    g = *t.store.game(id);
    CHECK(scoreCorrections(t.db, id)[0].computed == 38);
    // 40 = 40 with a corrected score: the engine never broke that tie, so they share the place.
    CHECK(g.seats[0].rank == 1);
    CHECK(g.seats[1].rank == 1);
    CHECK(g.winner == "Ann & Ben");

    // Back to the computed score with no reason: no correction left.
    correctScore(t.db, id, 1, 38, "");
    CHECK(scoreCorrections(t.db, id).empty());
    CHECK(t.store.game(id)->seats[1].rank == 2);
    CHECK(t.store.game(id)->seats[0].rank == 1);

    SECTION("a tie the engine broke stays broken")
    {
        const int64_t tied = t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}, {"Cleo", "china", 'A'}},
                                        {{0, 40, 2}, {1, 40, 1}, {2, 20, 3}});
        correctScore(t.db, tied, 2, 22, "a colony missed");
        const auto g2 = *t.store.game(tied);
        CHECK(g2.seats[1].rank == 1);
        CHECK(g2.seats[0].rank == 2);
        CHECK(g2.seats[2].rank == 3);
    }
    CHECK_THROWS_WITH(correctScore(t.db, id, 7, 1, "x"), Catch::Contains("the game has no seat 7"));
}

TEST_CASE("a deleted game leaves the history, statistics, Hall of Fame and exports and comes back whole", "[db][history_edit]")
{
    Table t;
    const int64_t solo = t.finished({{"Ann", "egypt", 'A'}}, {{0, 90, 1}}, true);
    const int64_t duel = t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 30, 2}, {1, 40, 1}});
    const std::string figures = everyFigure(t.db, "Ann");
    const std::string json = exportHistoryJson(t.db);
    CHECK(t.store.hallOfFame("nations").size() == 1);

    deleteGame(t.db, solo);
    deleteGame(t.db, duel);
    CHECK(t.store.history().empty());
    CHECK(statistics(t.db, {}).games == 0);
    CHECK(statistics(t.db, {}).players.empty());
    CHECK(t.store.hallOfFame("nations").empty());
    // The JSON history carries the trash (version 2, docs/history-format.md); the CSV leaves it out.
    const auto exported = nlohmann::json::parse(exportHistoryJson(t.db));
    REQUIRE(exported["games"].size() == 2);
    CHECK(exported["games"][0].contains("deleted_at"));
    CHECK(exported["games"][1].contains("deleted_at"));
    CHECK(exportHistoryCsv(t.db).find("egypt") == std::string::npos);
    const auto bin = trash(t.db);
    REQUIRE(bin.size() == 2);
    CHECK(bin[0].players == std::vector<std::string>{"Ann", "Ben"});
    CHECK_THROWS_WITH(deleteGame(t.db, solo), Catch::Contains("is in the trash"));
    CHECK_THROWS_WITH(editGame(t.db, solo, {std::nullopt, std::string("x"), std::nullopt}),
                      Catch::Contains("is in the trash"));

    restoreGame(t.db, solo);
    restoreGame(t.db, duel);
    CHECK(everyFigure(t.db, "Ann") == figures);
    // The same history, with the deletion and the restore in each game's edit trail (which makes it version 2).
    auto back = nlohmann::json::parse(exportHistoryJson(t.db));
    for (auto &game : back["games"]) {
        REQUIRE(game["edits"].size() == 2);
        CHECK(game["edits"][1]["field"] == "restored");
        game.erase("edits");
    }
    CHECK(back["version"] == 2);
    back["version"] = 1;
    CHECK(back.dump(2) + "\n" == json);
    CHECK(t.store.hallOfFame("nations").size() == 1);
    CHECK_THROWS_WITH(restoreGame(t.db, solo), Catch::Contains("is not in the trash"));

    SECTION("the trash survives a restart")
    {
        deleteGame(t.db, duel);
        const std::string path = t.db.path();
        Database reopened = Database::open(path);
        REQUIRE(trash(reopened).size() == 1);
        restoreGame(reopened, duel);
        CHECK(GameStore(reopened).history().size() == 2);
    }
    SECTION("an active game cannot be deleted")
    {
        const int64_t active = t.store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
        CHECK_THROWS_WITH(deleteGame(t.db, active), Catch::Contains("still being played"));
    }
}

TEST_CASE("the trash is emptied of games deleted more than 30 days ago", "[db][history_edit]")
{
    Table t;
    const int64_t old = t.finished({{"Ann", "egypt", 'A'}}, {{0, 50, 1}});
    const int64_t recent = t.finished({{"Ann", "egypt", 'A'}}, {{0, 60, 1}});
    deleteGame(t.db, old);
    deleteGame(t.db, recent);
    Statement st = t.db.prepare("UPDATE games SET deleted_at = ?1 WHERE id = ?2");
    st.bind(1, "2026-01-01T10:00:00.000Z").bind(2, old).run();
    st.reset();
    st.bind(1, "2026-01-25T10:00:00.000Z").bind(2, recent).run();

    CHECK(purgeTrash(t.db, kTrashDays, "2026-01-31T09:00:00.000Z") == 0); // 29.97 days
    CHECK(purgeTrash(t.db, kTrashDays, "2026-01-31T11:00:00.000Z") == 1);
    REQUIRE(trash(t.db).size() == 1);
    CHECK(trash(t.db)[0].id == recent);
    CHECK_FALSE(t.store.game(old).has_value());
    CHECK(t.store.actions(old).empty());
    CHECK(purgeTrash(t.db) == 1); // now: long after 2026-01-25
}

TEST_CASE("a game logged without the app counts in the statistics and exports and its log is sound", "[db][logged_game]")
{
    Table t;
    LoggedGame g;
    g.gameType = "nations_dice";
    g.date = "2026-02-14";
    g.place = "club";
    g.categories = {{"books", "Books"}, {"war", "War"}};
    g.seats = {{"Ann", "", '\0', 30, {{"books", 20}, {"war", 10}}},
               {"Dana", "", '\0', 33, {{"books", 30}, {"war", 3}}},
               {"Ben", "", '\0', 30, {{"books", 25}, {"war", 5}}}};
    const LoggedGameRules rules{1, 4, false, {}};
    const int64_t id = logGame(t.db, g, rules);

    const auto stored = *t.store.game(id);
    CHECK(stored.status == GameStatus::Finished);
    CHECK(stored.finishedAt == "2026-02-14T12:00:00.000Z");
    CHECK(stored.winner == "Dana");
    CHECK(stored.seats[0].rank == 2);
    CHECK(stored.seats[2].rank == 2); // equal scores share a place
    CHECK(gameDetails(t.db, id)->source == "logged");
    CHECK(gameDetails(t.db, id)->place == "club");
    const CheckedLog log = t.store.checkedActions(id);
    CHECK_FALSE(log.damage.has_value());
    REQUIRE(log.actions.size() == 1);
    CHECK(log.actions[0].kind == "setup");

    const Statistics s = statistics(t.db, {"nations_dice", "", "", 0, "", "", ""}, "Ann");
    CHECK(s.games == 1);
    REQUIRE(s.player);
    REQUIRE(s.player->categories.size() == 2);
    CHECK(s.player->categories[0].key == "books");
    CHECK(s.player->categories[0].average == 20);
    CHECK(wins(t.db, "Dana") == 1);

    SECTION("bad input names the field and stores nothing")
    {
        LoggedGame bad = g;
        bad.seats[1].score = 34;
        CHECK_THROWS_WITH(logGame(t.db, bad, rules), Catch::Contains("seats[1].score: 34 is not the sum"));
        bad = g;
        bad.date = "14/02/2026";
        CHECK_THROWS_WITH(logGame(t.db, bad, rules), Catch::Contains("date: expected a day"));
        bad = g;
        bad.seats.resize(5, bad.seats[0]);
        CHECK_THROWS_WITH(logGame(t.db, bad, rules), Catch::Contains("played by 1 to 4 players, found 5"));
        bad = g;
        bad.seats[2].player = "ann";
        CHECK_THROWS_WITH(logGame(t.db, bad, rules), Catch::Contains("seats[2].player: \"ann\" is listed twice"));
        bad = g;
        bad.seats[0].side = 'A';
        CHECK_THROWS_WITH(logGame(t.db, bad, rules), Catch::Contains("seats[0].side"));
        bad = g;
        bad.seats[0].categories.pop_back();
        CHECK_THROWS_WITH(logGame(t.db, bad, rules), Catch::Contains("seats[0].categories.war: missing"));
        CHECK(t.store.history().size() == 1);
        CHECK(listPlayers(t.db).size() == 3);
    }
    SECTION("totals only, with nations")
    {
        LoggedGame n;
        n.gameType = "nations";
        n.date = "2026-02-15";
        n.seats = {{"Ann", "egypt", 'B', 70, {}}, {"Ben", "rome", 'A', 75, {}}};
        const int64_t nid = logGame(t.db, n, {2, 5, true, {}});
        CHECK(t.store.game(nid)->finalJson.empty());
        const Statistics ns = statistics(t.db, {"nations", "", "", 0, "", "", ""});
        REQUIRE(ns.nations.size() == 2);
        CHECK(ns.nations[0].nation == "egypt");
        CHECK(ns.nations[0].side == "B");
    }
}

TEST_CASE("a renamed player keeps every statistic, and a taken name is refused with a hint to merge", "[db][players]")
{
    Table t;
    t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 30, 2}, {1, 40, 1}});
    const std::string before = everyFigure(t.db, "Ben");
    renamePlayer(t.db, "ben", "Benjamin");
    CHECK(wins(t.db, "Benjamin") == 1);
    CHECK(wins(t.db, "Ben") == -1);
    std::string after = everyFigure(t.db, "Benjamin");
    CHECK(after != before);
    renamePlayer(t.db, "Benjamin", "Ben");
    CHECK(everyFigure(t.db, "Ben") == before);
    renamePlayer(t.db, "Ben", "BEN"); // case only: allowed
    CHECK(listPlayers(t.db)[1].name == "BEN");
    CHECK_THROWS_WITH(renamePlayer(t.db, "BEN", "ann"),
                      Catch::Contains("a player is already called \"Ann\"; if they are the same person, merge"));
    CHECK_THROWS_WITH(renamePlayer(t.db, "Zed", "Zack"), Catch::Contains("no player is called \"Zed\""));
    CHECK_THROWS_WITH(renamePlayer(t.db, "Ann", " "), Catch::Contains("the new name is empty"));
}

TEST_CASE("merging two players moves every seat and undoing it restores the history exactly", "[db][players]")
{
    Table t;
    t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 30, 2}, {1, 40, 1}});
    t.finished({{"Anne", "china", 'A'}, {"Ben", "rome", 'B'}}, {{0, 50, 1}, {1, 40, 2}});
    t.finished({{"Anne", "china", 'A'}}, {{0, 70, 1}}, true);
    const std::string figures = everyFigure(t.db, "Ben");
    const std::string json = exportHistoryJson(t.db);
    const auto players = listPlayers(t.db);

    const int64_t merge = mergePlayers(t.db, "anne", "Ann");
    CHECK(wins(t.db, "Ann") == 1);
    CHECK(wins(t.db, "Anne") == -1);
    const auto merged = listPlayers(t.db);
    REQUIRE(merged.size() == 2);
    CHECK(merged[0].name == "Ann");
    CHECK(merged[0].games == 3);
    const auto merges = playerMerges(t.db);
    REQUIRE(merges.size() == 1);
    CHECK(merges[0].fromName == "Anne");
    CHECK(merges[0].intoName == "Ann");
    CHECK(merges[0].games == 2);
    CHECK(t.store.hallOfFame("nations")[0].playerName == "Ann");

    SECTION("undo, even after a restart")
    {
        const std::string path = t.db.path();
        Database reopened = Database::open(path);
        undoMerge(reopened, merge);
        CHECK(everyFigure(reopened, "Ben") == figures);
        CHECK(exportHistoryJson(reopened) == json);
        const auto back = listPlayers(reopened);
        REQUIRE(back.size() == players.size());
        for (size_t i = 0; i < back.size(); ++i) {
            CHECK(back[i].id == players[i].id);
            CHECK(back[i].uuid == players[i].uuid);
        }
        CHECK(playerMerges(reopened).empty());
        CHECK_THROWS_WITH(undoMerge(reopened, merge), Catch::Contains("there is no such merge"));
    }
    SECTION("two who played together are refused")
    {
        CHECK_THROWS_WITH(mergePlayers(t.db, "Ben", "Ann"), Catch::Contains("both played game 1, so they are two people"));
        CHECK_THROWS_WITH(mergePlayers(t.db, "Ann", "ann"), Catch::Contains("it is the same player"));
        CHECK(listPlayers(t.db).size() == 2);
    }
    SECTION("merges one after the other undo in either order")
    {
        t.finished({{"Cleo", "mali", 'A'}}, {{0, 60, 1}}, true);
        const std::string withCleo = everyFigure(t.db, "Ben");
        const std::string jsonWithCleo = exportHistoryJson(t.db);
        const int64_t second = mergePlayers(t.db, "Ann", "Cleo"); // Ann holds Anne's games now
        CHECK(listPlayers(t.db)[1].games == 4);
        const bool newestFirst = GENERATE(true, false);
        if (newestFirst) {
            undoMerge(t.db, second);
            undoMerge(t.db, merge);
        } else {
            undoMerge(t.db, merge); // Anne's games come back from Cleo
            // The second merge no longer names the first as one it carried on (its id could be given again).
            Statement repointed = t.db.prepare("SELECT repointed_json FROM player_merges WHERE id = ?1");
            repointed.bind(1, second);
            REQUIRE(repointed.step());
            CHECK(repointed.text(0) == "[]");
            repointed.reset();
            undoMerge(t.db, second);
        }
        CHECK(listPlayers(t.db).size() == 4); // Ann, Anne, Ben, Cleo
        CHECK(listPlayers(t.db)[1].games == 2);
        CHECK(listPlayers(t.db)[3].games == 1);
        // Every player as before both merges, their last plays too (in either order: undone oldest first, Ann's
        // last play came back as Anne's, which the second merge had recorded as hers).
        nlohmann::json players = nlohmann::json::parse(json)["players"];
        const nlohmann::json withCleoDoc = nlohmann::json::parse(jsonWithCleo);
        for (const auto &p : withCleoDoc["players"])
            if (p["name"] == "Cleo")
                players.push_back(p);
        const nlohmann::json undone = nlohmann::json::parse(exportHistoryJson(t.db))["players"];
        INFO(nlohmann::json::diff(players, undone).dump());
        CHECK(undone == players);
        mergePlayers(t.db, "Anne", "Ann"); // as before the second merge: the same history, merged at another time
        CHECK(everyFigure(t.db, "Ben") == withCleo);
        auto again = nlohmann::json::parse(exportHistoryJson(t.db)), before = nlohmann::json::parse(jsonWithCleo);
        REQUIRE(again["merges"].size() == 1);
        REQUIRE(before["merges"].size() == 1);
        again["merges"][0].erase("merged_at");
        before["merges"][0].erase("merged_at");
        INFO(nlohmann::json::diff(before, again).dump());
        CHECK(again == before);
    }
    SECTION("a name taken meanwhile blocks the undo until it is renamed")
    {
        renamePlayer(t.db, "Ben", "Anne");
        CHECK_THROWS_WITH(undoMerge(t.db, merge), Catch::Contains("a player is called \"Anne\" now; rename them first"));
        renamePlayer(t.db, "Anne", "Ben");
        undoMerge(t.db, merge);
        CHECK(everyFigure(t.db, "Ben") == figures);
    }
}

TEST_CASE("a schema 4 file migrates to schema 5 with empty places, no trash and app games", "[db][migrations][history_edit]")
{
    TempDir dir;
    const std::string path = dir.file("v4.db");
    std::filesystem::copy_file(std::string(NC_DB_DATA_DIR) + "/schema-v4.sqlite", path);
    Database db = Database::open(path);
    CHECK(db.userVersion() == latestSchemaVersion());
    const auto details = gameDetails(db, 1);
    REQUIRE(details);
    CHECK(details->place.empty());
    CHECK(details->source == "app");
    CHECK(details->deletedAt.empty());
    CHECK(trash(db).empty());
    CHECK(GameStore(db).history().size() == 3);
    deleteGame(db, 1);
    CHECK(GameStore(db).history().size() == 2);
}

TEST_CASE("place, notes, a logged game and a corrected score go through export and import unchanged", "[db][history_edit]")
{
    Table t;
    const int64_t id = t.finished({{"Ann", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 40, 1}, {1, 38, 2}});
    editGame(t.db, id, {std::nullopt, std::string("club"), std::string("rematch \"soon\"")});
    correctScore(t.db, id, 1, 41, "a wonder");
    LoggedGame g;
    g.gameType = "nations";
    g.date = "2026-01-02";
    g.seats = {{"Ann", "mali", 'B', 55, {}}};
    logGame(t.db, g, {1, 5, true, {}});

    const std::string first = exportHistoryJson(t.db);
    const auto doc = nlohmann::json::parse(first);
    // Games by creation time: the logged one was played on 2 January.
    CHECK(doc["games"][0]["source"] == "logged");
    CHECK(doc["games"][1]["place"] == "club");
    CHECK(doc["games"][1]["seats"][1]["score_computed"] == 38);
    CHECK(doc["games"][1]["seats"][1]["correction_reason"] == "a wonder");
    CHECK_FALSE(doc["games"][1].contains("source"));

    TempDir other;
    Database copy = Database::open(other.file("copy.db"));
    importHistoryJson(copy, first, "history.json");
    CHECK(exportHistoryJson(copy) == first);
    const int64_t copied = GameStore(copy).history().front().id;
    CHECK(scoreCorrections(copy, copied).at(0).reason == "a wonder");
    CHECK(gameDetails(copy, copied)->notes == "rematch \"soon\"");
}

TEST_CASE("an import that names a player merged away here gives their games to the player they became", "[db][players]")
{
    Table t;
    t.finished({{"Anne", "egypt", 'A'}}, {{0, 40, 1}});
    const std::string exported = exportHistoryJson(t.db); // Anne's uuid, before the merge
    t.finished({{"Ann", "rome", 'A'}}, {{0, 50, 1}});
    mergePlayers(t.db, "Anne", "Ann");
    // The same history from another device, with one more game of Anne.
    auto doc = nlohmann::json::parse(exported);
    auto game = doc["games"][0];
    game["uuid"] = "0b6f6a1e-3c1d-4e5a-9f7b-2a1c3d4e5f60";
    doc["games"].push_back(game);
    importHistoryJson(t.db, doc.dump(), "history.json");
    const auto players = listPlayers(t.db);
    REQUIRE(players.size() == 1);
    CHECK(players[0].name == "Ann");
    CHECK(players[0].games == 3);
}
