// The generic game session (app/session/game_session.h) over a real SQLite file: the setup and every
// accepted command are in the action log before run() returns, a refused command stores nothing,
// undo/redo are appended commands that stop at the game's barrier, a game resumes by replaying its log,
// and a damaged row leaves the game read-only at the state before it. Driven here with Nations behind
// the seam (scoring/nations/nations_ruleset.h); docs/state-format.md "Undo and redo".
#include <catch2/catch.hpp>

#include "../db/temp_dir.h"
#include "core/ruleset.h"
#include "db/database.h"
#include "db/game_store.h"
#include "nations/actions.h"
#include "nations/catalog.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/nations_ruleset.h"
#include "session/game_session.h"

using namespace nc;
using nlohmann::json;

namespace {

const nations::Catalog &catalog()
{
    static const nations::Catalog c = nations::Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return c;
}

json twoSeats()
{
    nations::GameSetup s;
    s.seats.push_back({"Ann", "egypt", 'B', nations::Difficulty::Prince, {}});
    s.seats.push_back({"Bob", "china", 'B', nations::Difficulty::Prince, {}});
    return nations::toJson(s);
}

struct Fixture {
    db::test::TempDir dir;
    db::Database db = db::Database::open(dir.file("games.db"));
    db::GameStore store{db};
    nations::NationsRuleset rules{catalog()};
};

Command growth(int player, const std::string &choice) { return Command{"growth", player, {{"choice", choice}}}; }

std::string phaseOf(const json &state) { return state.at("phase").get<std::string>(); }

} // namespace

TEST_CASE_METHOD(Fixture, "a game of any type starts in SQLite with its seats and setup row", "[session]")
{
    app::GameSession s(store, rules);
    const int64_t id = s.start(twoSeats());
    const auto g = store.game(id);
    REQUIRE(g);
    CHECK(g->gameType == "nations");
    REQUIRE(g->seats.size() == 2);
    CHECK(g->seats[0].playerName == "Ann");
    CHECK(g->seats[1].nation == "china");
    CHECK(g->seats[1].side == 'B');
    const auto log = store.actions(id);
    REQUIRE(log.size() == 1);
    CHECK(log[0].kind == "setup");
    CHECK(json::parse(log[0].payloadJson) == twoSeats());
    CHECK(phaseOf(s.state()) == "growth");
}

TEST_CASE_METHOD(Fixture, "a refused setup or command stores nothing and changes nothing", "[session]")
{
    app::GameSession s(store, rules);
    json six = twoSeats();
    for (const char *n : {"arabia", "greece", "mongolia", "persia"})
        six["seats"].push_back({{"name", std::string("P") + n}, {"nation", n}, {"side", "B"}});
    CHECK_THROWS_AS(s.start(six), GameInputError); // 6 players: Rulebook p.2 "1-5 players"
    CHECK(store.history().empty());

    const int64_t id = s.start(twoSeats());
    const json before = s.state();
    CHECK_THROWS_AS(s.run(growth(0, "bonus:diamonds")), GameInputError);
    CHECK_THROWS_AS(s.run(Command{"undo", -1, json::object()}), GameInputError); // nothing to undo yet
    CHECK(s.state() == before);
    CHECK(store.actions(id).size() == 1);
}

TEST_CASE_METHOD(Fixture, "each command is in the log before run returns, and undo and redo are commands too", "[session]")
{
    app::GameSession s(store, rules);
    const int64_t id = s.start(twoSeats());
    const json atStart = s.state();
    s.run(growth(1, "bonus:gold"));
    CHECK(store.actions(id).size() == 2);
    const json afterOne = s.state();
    s.run(growth(0, "bonus:stone"));
    CHECK(phaseOf(s.state()) == "action"); // every nation chose Growth (Rulebook p.13 step 3)
    const json afterTwo = s.state();

    CHECK(s.canUndo());
    s.undo();
    CHECK(s.state() == afterOne);
    s.undo();
    CHECK(s.state() == atStart);
    CHECK_FALSE(s.canUndo());
    CHECK(s.canRedo());
    s.redo();
    CHECK(s.state() == afterOne);
    const auto log = store.actions(id);
    REQUIRE(log.size() == 6);
    CHECK(log[3].kind == "undo");
    CHECK(log[5].kind == "redo");
    // Nations keeps the row format the app has always written (docs/state-format.md "Action log")
    CHECK(log[1].kind == "growth");
    CHECK(json::parse(log[1].payloadJson) == json{{"player", 1}, {"choice", "bonus:gold"}});
    CHECK(json::parse(log[3].payloadJson) == json::object());

    // a new command forgets what was undone
    s.run(growth(0, "bonus:stone"));
    CHECK(s.state() == afterTwo);
    CHECK_FALSE(s.canRedo());
}

TEST_CASE_METHOD(Fixture, "a confirmed round is undone like any command, across a restart", "[session]")
{
    app::GameSession s(store, rules);
    const int64_t id = s.start(twoSeats());
    // The confirmed Resolution Phase ("resolve", the whole next state) is a command like the others (no undo
    // barrier in Nations). Here round 1 is confirmed without changes (as tests/action_phase/support.h does).
    nations::GameState next = nations::stateFromJson(s.state());
    next.round = 2;
    s.run(growth(1, "bonus:gold"));
    s.run(growth(0, "bonus:gold"));
    const json beforeConfirm = s.state();
    s.run(Command{"resolve", -1, {{"state", nations::toJson(next)}}});
    s.run(growth(1, "bonus:food"));
    s.undo();
    CHECK(s.state().at("round") == 2);
    REQUIRE(s.canUndo());
    s.undo();
    CHECK(s.state() == beforeConfirm);
    app::GameSession again(store, rules);
    again.resume(id);
    CHECK(again.state() == beforeConfirm);
    CHECK(again.canRedo());
    again.redo();
    CHECK(again.state().at("round") == 2);
}

TEST_CASE_METHOD(Fixture, "a game resumes from SQLite exactly as it was, undo and redo included", "[session]")
{
    int64_t id = 0;
    json saved;
    {
        app::GameSession s(store, rules);
        id = s.start(twoSeats());
        s.run(growth(1, "bonus:gold"));
        s.run(growth(0, "bonus:food"));
        s.undo();
        s.redo();
        s.undo();
        saved = s.state();
    } // the app is killed: only SQLite remains
    app::GameSession again(store, rules);
    again.resume(id);
    CHECK_FALSE(again.damage());
    CHECK(again.state() == saved);
    CHECK(again.canRedo());
    CHECK(again.log().size() == 5);
    again.redo();
    CHECK(phaseOf(again.state()) == "action");
}

TEST_CASE_METHOD(Fixture, "a damaged row leaves the game read-only at the state before it", "[session]")
{
    app::GameSession s(store, rules);
    const int64_t id = s.start(twoSeats());
    s.run(growth(1, "bonus:gold"));
    const json good = s.state();
    s.run(growth(0, "bonus:food"));
    // a row edited behind the app's back: its checksum no longer matches (docs/state-format.md "Damaged databases")
    db.exec("UPDATE actions SET payload_json = '{\"player\":0,\"choice\":\"bonus:stone\"}' "
            "WHERE game_id = " + std::to_string(id) + " AND seq = 3");
    app::GameSession again(store, rules);
    again.resume(id);
    REQUIRE(again.damage());
    CHECK(again.damage()->seq == 3);
    CHECK(again.state() == good);
    CHECK_THROWS_AS(again.run(growth(0, "bonus:food")), GameInputError);
    CHECK(store.actions(id).size() == 3);
}

TEST_CASE_METHOD(Fixture, "a Nations game stored in the app's row format resumes in the session", "[session]")
{
    // Rows exactly as GameController writes them: the setup, then kind + payload with "player".
    const int64_t id = store.createGame("nations", twoSeats().at("options").dump(), {{"Ann", "egypt", 'B'}, {"Bob", "china", 'B'}},
                                        twoSeats().dump());
    store.appendAction(id, "growth", R"({"player": 1, "choice": "bonus:gold"})");
    store.appendAction(id, "growth", R"({"player": 0, "choice": "bonus:food"})");
    store.appendAction(id, "undo", "{}");
    app::GameSession s(store, rules);
    s.resume(id);
    REQUIRE_FALSE(s.damage());
    REQUIRE(s.log().size() == 3);
    CHECK(s.log()[0] == growth(1, "bonus:gold"));
    CHECK(phaseOf(s.state()) == "growth"); // the second choice was undone
    CHECK(s.canRedo());
    s.redo();
    CHECK(phaseOf(s.state()) == "action");
}

TEST_CASE_METHOD(Fixture, "a game of another type is not resumed by this ruleset", "[session]")
{
    const int64_t other = store.createGame("nations_dice", "{}", {{"Ann", "", '\0'}}, "{}");
    app::GameSession s(store, rules);
    CHECK_THROWS_WITH(s.resume(other), Catch::Contains("nations_dice"));
    CHECK_FALSE(s.gameId());
}

TEST_CASE_METHOD(Fixture, "finishing stores each seat's score and rank from the ruleset's score sheet", "[session]")
{
    app::GameSession s(store, rules);
    const int64_t id = s.start(twoSeats());
    // A game in its first round is not over (Rulebook p.20: the game ends after the last round's
    // Resolution Phase): nothing is stored.
    CHECK_FALSE(s.isOver());
    CHECK_THROWS_WITH(s.finish(), Catch::Contains("not over"));
    CHECK(store.game(id)->status == db::GameStatus::Active);

    json over = s.state();
    over["phase"] = "finished";
    s.adopt(id, twoSeats(), {}, over, std::nullopt);
    REQUIRE(s.isOver());
    const FinalScoreSheet sheet = s.finish();
    REQUIRE(sheet.players.size() == 2);
    const auto g = store.game(id);
    REQUIRE(g);
    CHECK(g->status == db::GameStatus::Finished);
    for (size_t i = 0; i < 2; ++i) {
        CHECK(g->seats[i].score == sheet.players[i].total);
        CHECK(g->seats[i].rank == sheet.players[i].rank);
    }
    // Nations keeps its pad shape in the history (final_score.h), the same document as before the seam.
    const json stored = json::parse(g->finalJson);
    CHECK(stored == nations::toJson(nations::finalScore(catalog(), nations::stateFromJson(over)),
                                    nations::stateFromJson(over)));
    CHECK(stored.contains("rows"));
}

TEST_CASE_METHOD(Fixture, "a damaged game's result is not stored", "[session]")
{
    app::GameSession s(store, rules);
    const int64_t id = s.start(twoSeats());
    json over = s.state();
    over["phase"] = "finished";
    s.adopt(id, twoSeats(), {}, over, app::SessionDamage{3, "row 3 of the log is missing"});
    CHECK_THROWS_WITH(s.finish(), Catch::Contains("damaged"));
    CHECK(store.game(id)->status == db::GameStatus::Active);
}

TEST_CASE_METHOD(Fixture, "a start remembers the table's nation corrections in the same transaction", "[session]")
{
    app::GameSession s(store, rules);
    s.start(twoSeats(), {{"egypt", 'B', R"({"gold":9})"}});
    CHECK(store.nationCorrection("nations", "egypt", 'B') == std::optional<std::string>(R"({"gold":9})"));
    // A refused setup stores neither the game nor the correction.
    app::GameSession refused(store, rules);
    CHECK_THROWS(refused.start(json::object(), {{"china", 'B', R"({"gold":1})"}}));
    CHECK_FALSE(store.nationCorrection("nations", "china", 'B'));
    CHECK(store.history("nations", 0).size() == 1);
}

TEST_CASE_METHOD(Fixture, "undo and redo targets name the command they would take back or put back", "[session]")
{
    app::GameSession s(store, rules);
    s.start(twoSeats());
    CHECK_FALSE(s.undoTarget());
    s.run(growth(1, "bonus:gold"));
    s.run(growth(0, "bonus:food"));
    CHECK(s.undoTarget() == std::optional<size_t>(1));
    s.undo();
    CHECK(s.undoTarget() == std::optional<size_t>(0));
    CHECK(s.redoTarget() == std::optional<size_t>(1));
}

TEST_CASE_METHOD(Fixture, "a game read by its own reader is adopted and plays on", "[session]")
{
    app::GameSession first(store, rules);
    const int64_t id = first.start(twoSeats());
    first.run(growth(1, "bonus:gold"));
    // What a game type's own reader hands over (Nations: app/nations/stored_game.h): setup, log, state.
    app::GameSession s(store, rules);
    s.adopt(id, twoSeats(), first.log(), first.state(), std::nullopt);
    CHECK(s.gameId() == std::optional<int64_t>(id));
    CHECK(s.state() == first.state());
    CHECK(s.canUndo());
    s.run(growth(0, "bonus:food"));
    CHECK(store.actions(id).size() == 3);
    s.undo(); // replays from the adopted setup
    CHECK(phaseOf(s.state()) == "growth");
    // Adopted with damage: read-only, nothing stored.
    app::GameSession damaged(store, rules);
    damaged.adopt(id, twoSeats(), {}, first.state(), app::SessionDamage{2, "row 2 is bad"});
    CHECK_THROWS_AS(damaged.run(growth(0, "bonus:food")), GameInputError);
    CHECK_FALSE(damaged.canUndo());
    CHECK(store.actions(id).size() == 4);
}
