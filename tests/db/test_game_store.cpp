// GameStore behaviour: action log, players, history, abandon/finish, nation corrections, Hall of Fame.
#include "db/database.h"
#include "db/game_store.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

struct Fixture {
    TempDir dir;
    Database db = Database::open(dir.file("games.db"));
    GameStore store{db};
};

} // namespace

TEST_CASE_METHOD(Fixture, "create a game, append actions, read them back in order", "[db][store]")
{
    const int64_t id = store.createGame("nations", "", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'B'}},
                                        R"({"players":2})");
    CHECK(store.appendAction(id, "buy", R"({"card":"colosseum"})") == 2);
    CHECK(store.appendAction(id, "deploy", R"({"worker":1})") == 3);
    CHECK(store.appendAction(id, "pass", "{}") == 4);

    const auto log = store.actions(id);
    REQUIRE(log.size() == 4);
    CHECK(log[0].seq == 1);
    CHECK(log[0].kind == "setup");
    CHECK(log[0].payloadJson == R"({"players":2})");
    CHECK(log[1].kind == "buy");
    CHECK(log[2].payloadJson == R"({"worker":1})");
    CHECK(log[3].seq == 4);
    for (const auto &a : log) {
        CHECK(a.createdAt.size() == 24); // 2024-05-01T18:03:22.517Z
        CHECK(a.createdAt.back() == 'Z');
        CHECK(a.createdAt[10] == 'T');
    }

    // Logs of different games are independent.
    const int64_t other = store.createGame("nations", "{}", {{"Cy", "rome", 'A'}}, "{}");
    CHECK(store.appendAction(other, "buy", "{}") == 2);
    CHECK(store.actions(id).size() == 4);
    CHECK(store.actions(12345).empty());

    const auto g = store.game(id);
    REQUIRE(g);
    CHECK(g->gameType == "nations");
    CHECK(g->status == GameStatus::Active);
    CHECK(g->optionsJson == "{}");
    CHECK_FALSE(g->solo);
    REQUIRE(g->seats.size() == 2);
    CHECK(g->seats[1].playerName == "Bob");
    CHECK(g->seats[1].nation == "china");
    CHECK(g->seats[1].side == 'B');
    CHECK_FALSE(g->seats[1].score);
    CHECK(store.game(other)->solo);
    CHECK_FALSE(store.game(999));
}

TEST_CASE_METHOD(Fixture, "known players are remembered across games, case-insensitively", "[db][store]")
{
    CHECK(store.knownPlayers().empty());
    store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'A'}}, "{}");
    store.createGame("nations_dice", "{}", {{"  carl ", "rome", '\0'}, {"ANN", "greece", '\0'}}, "{}");
    // Same person, first spelling kept, names trimmed; most recently played first.
    const auto players = store.knownPlayers();
    REQUIRE(players.size() == 3);
    CHECK((players[0] == "Ann" || players[0] == "carl"));
    CHECK((players[1] == "Ann" || players[1] == "carl"));
    CHECK(players[2] == "Bob");

    const int64_t third = store.createGame("nations", "{}", {{"bob", "persia", 'B'}}, "{}");
    CHECK(store.knownPlayers().front() == "Bob");
    CHECK(store.game(third)->seats[0].playerName == "Bob");

    // The same person twice in one game is refused, and nothing of that game is stored.
    const auto before = store.history().size();
    CHECK_THROWS_WITH(store.createGame("nations", "{}", {{"Dee", "egypt", 'A'}, {"dee", "china", 'A'}}, "{}"),
                      Catch::Contains("listed twice"));
    CHECK(store.history().size() == before);
    CHECK(store.knownPlayers().size() == 3); // "Dee" rolled back too
}

TEST_CASE_METHOD(Fixture, "history is newest first with the winner", "[db][store]")
{
    const int64_t g1 = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'B'}}, "{}");
    const int64_t g2 = store.createGame("nations", "{}", {{"Ann", "rome", 'A'}, {"Bob", "greece", 'A'}}, "{}");
    const int64_t g3 = store.createGame("nations_dice", "{}", {{"Cy", "mali", '\0'}}, "{}");
    store.finishGame(g1, R"({"scores":[31,44]})", {{0, 31, 2}, {1, 44, 1}});
    store.finishGame(g2, "", {{0, 40, 1}, {1, 40, 1}}); // tie

    const auto all = store.history();
    REQUIRE(all.size() == 3);
    CHECK(all[0].id == g3);
    CHECK(all[1].id == g2);
    CHECK(all[2].id == g1);
    CHECK(all[0].status == GameStatus::Active);
    CHECK(all[0].winner.empty());
    CHECK(all[0].finishedAt.empty());
    CHECK(all[2].status == GameStatus::Finished);
    CHECK(all[2].winner == "Bob");
    CHECK(all[2].finalJson == R"({"scores":[31,44]})");
    CHECK_FALSE(all[2].finishedAt.empty());
    CHECK(all[2].seats[0].score == 31);
    CHECK(all[2].seats[0].rank == 2);
    CHECK(all[2].seats[1].score == 44);
    CHECK(all[1].winner == "Ann & Bob");
    CHECK(all[0].seats[0].side == '\0');

    CHECK(store.history("nations").size() == 2);
    CHECK(store.history("nations_dice").size() == 1);
    CHECK(store.history("wealth_of_nations").empty());
    REQUIRE(store.history("", 1).size() == 1);
    CHECK(store.history("", 1)[0].id == g3);
    CHECK(store.history("", 0).size() == 3);

    CHECK(store.latestActiveGame() == g3);
    CHECK_FALSE(store.latestActiveGame("nations"));
}

TEST_CASE_METHOD(Fixture, "history pages: newest first by id, one game type, counts and campaigns", "[db][store]")
{
    // 7 Nations games among 3 Dice Games (every even one finished); pages of 3 walk the Nations ones in
    // history() order.
    std::vector<int64_t> nations;
    for (int i = 0; i < 10; ++i) {
        const bool dice = i % 3 == 1;
        const std::string options = i == 2 ? R"({"campaign":"Winter"})"
                                    : i == 5 ? R"({"campaign":"Club","last_round":4})"
                                    : i == 6 ? R"({"campaign":"Winter"})"
                                    : i == 8 ? R"({"campaign":7})" // not a name
                                             : "{}";
        const int64_t id = store.createGame(dice ? "nations_dice" : "nations", options,
                                            {{"Ann", dice ? "" : "egypt", dice ? '\0' : 'A'}}, "{}");
        if (i % 2 == 0)
            store.finishGame(id, "", {{0, 30 + i, 1}});
        if (!dice)
            nations.insert(nations.begin(), id);
    }
    REQUIRE(nations.size() == 7);

    std::vector<int64_t> paged;
    int64_t before = 0;
    for (int page = 0; page < 4; ++page) {
        const auto games = store.historyPage("nations", before, 3);
        CHECK(games.size() == (page < 2 ? 3u : page == 2 ? 1u : 0u));
        for (const auto &g : games) {
            CHECK(g.gameType == "nations");
            CHECK(g.seats.size() == 1);
            paged.push_back(g.id);
        }
        if (!games.empty())
            before = games.back().id;
    }
    CHECK(paged == nations);
    CHECK(store.historyPage("", 0, 0).size() == 10);
    CHECK(store.historyPage("", nations[0], 0).size() == 9u); // every game below the newest one (a Nations game)
    CHECK(store.historyPage("nations", nations[3], 2).front().id == nations[4]);

    CHECK(store.gameCount("nations", GameStatus::Finished) == 4);
    CHECK(store.gameCount("nations", GameStatus::Active) == 3);
    CHECK(store.gameCount("", GameStatus::Finished) == 5);
    CHECK(store.gameCount("nations_dice", GameStatus::Abandoned) == 0);

    // Named in the options: most recent first, each once; 7 is not a name.
    CHECK(store.campaignNames("nations") == std::vector<std::string>{"Winter", "Club"});
    CHECK(store.campaignNames("nations_dice").empty());
    const auto winter = store.campaignHistory("nations", "Winter");
    REQUIRE(winter.size() == 2);
    CHECK(winter[0].id > winter[1].id);
    CHECK(winter[0].optionsJson == R"({"campaign":"Winter"})");
    CHECK(store.campaignHistory("nations", "Club").size() == 1);
    CHECK(store.campaignHistory("nations_dice", "Club").empty());
}

TEST_CASE_METHOD(Fixture, "abandoned and finished games", "[db][store]")
{
    const int64_t older = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
    const int64_t newer = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
    CHECK(store.latestActiveGame("nations") == newer);

    store.abandonGame(newer);
    CHECK(store.game(newer)->status == GameStatus::Abandoned);
    CHECK_FALSE(store.game(newer)->finishedAt.empty());
    CHECK(store.latestActiveGame("nations") == older); // the older game becomes the one to resume
    CHECK_NOTHROW(store.abandonGame(newer));            // idempotent
    CHECK_THROWS_WITH(store.appendAction(newer, "buy", "{}"), Catch::Contains("abandoned"));
    CHECK(store.actions(newer).size() == 1); // the log is kept

    store.appendAction(older, "buy", "{}");
    store.finishGame(older, "{}", {{0, 50, 1}}, "Emperor");
    CHECK_FALSE(store.latestActiveGame());
    CHECK_THROWS_WITH(store.appendAction(older, "buy", "{}"),
                      Catch::Contains("game " + std::to_string(older) + " is finished"));
    CHECK(store.actions(older).size() == 2);
    CHECK_THROWS_WITH(store.finishGame(older, "{}", {{0, 60, 1}}), Catch::Contains("already finished"));
    CHECK(store.game(older)->seats[0].score == 50);
    CHECK_THROWS_WITH(store.abandonGame(older), Catch::Contains("finished"));
    CHECK_THROWS_WITH(store.abandonGame(777), Catch::Contains("does not exist"));
}

TEST_CASE_METHOD(Fixture, "finishing checks the results and changes nothing when refused", "[db][store]")
{
    const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'B'}}, "{}");
    CHECK_THROWS_WITH(store.finishGame(id, "{}", {{0, 10, 1}, {5, 9, 2}}), Catch::Contains("no seat 5"));
    CHECK_THROWS_WITH(store.finishGame(id, "{}", {{0, 10, 1}, {0, 9, 2}}), Catch::Contains("two results"));
    CHECK_THROWS_WITH(store.finishGame(id, "{}", {{0, 10, 0}}), Catch::Contains("rank"));
    CHECK_THROWS_WITH(store.finishGame(id, "{not json", {{0, 10, 1}}), Catch::Contains("not valid JSON"));
    const auto g = store.game(id);
    CHECK(g->status == GameStatus::Active);
    CHECK_FALSE(g->seats[0].score); // the first, valid update of the refused call was rolled back
    CHECK(store.appendAction(id, "buy", "{}") == 2);
}

TEST_CASE_METHOD(Fixture, "nation corrections round-trip", "[db][store]")
{
    CHECK_FALSE(store.nationCorrection("nations", "egypt", 'A'));
    store.saveNationCorrection("nations", "egypt", 'A', R"({"food":3})");
    store.saveNationCorrection("nations", "egypt", 'B', R"({"food":1})");
    store.saveNationCorrection("nations_dice", "egypt", '\0', R"({"dice":2})");
    CHECK(store.nationCorrection("nations", "egypt", 'A') == R"({"food":3})");
    CHECK(store.nationCorrection("nations", "egypt", 'B') == R"({"food":1})");
    CHECK(store.nationCorrection("nations_dice", "egypt", '\0') == R"({"dice":2})");
    CHECK_FALSE(store.nationCorrection("nations", "china", 'A'));

    store.saveNationCorrection("nations", "egypt", 'A', R"({"food":4,"stone":1})"); // replaces
    CHECK(store.nationCorrection("nations", "egypt", 'A') == R"({"food":4,"stone":1})");

    CHECK(store.clearNationCorrection("nations", "egypt", 'A'));
    CHECK_FALSE(store.clearNationCorrection("nations", "egypt", 'A'));
    CHECK_FALSE(store.nationCorrection("nations", "egypt", 'A'));
    CHECK(store.nationCorrection("nations", "egypt", 'B'));

    CHECK_THROWS_WITH(store.saveNationCorrection("nations", "egypt", 'A', "food=3"), Catch::Contains("not valid JSON"));
    CHECK_THROWS_AS(store.saveNationCorrection("nations", "", 'A', "{}"), DbError);
}

TEST_CASE_METHOD(Fixture, "createGame writes nation corrections in its own transaction", "[db][store]")
{
    store.saveNationCorrection("nations", "china", 'B', R"({"food":1})");
    const int64_t id = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'B'}}, "{}",
                                        {{"egypt", 'A', R"({"stone":3})"}, {"china", 'B', ""}});
    CHECK(store.game(id));
    CHECK(store.nationCorrection("nations", "egypt", 'A') == R"({"stone":3})");
    CHECK_FALSE(store.nationCorrection("nations", "china", 'B')); // "" = back to the print

    // A refused game stores none of its corrections, and a bad correction refuses the game.
    CHECK_THROWS_WITH(store.createGame("nations", "{}", {{"Dee", "egypt", 'A'}, {"dee", "china", 'A'}}, "{}",
                                       {{"egypt", 'A', R"({"stone":1})"}}),
                      Catch::Contains("listed twice"));
    CHECK(store.nationCorrection("nations", "egypt", 'A') == R"({"stone":3})");
    CHECK_THROWS_WITH(store.createGame("nations", "{}", {{"Eve", "rome", 'A'}}, "{}", {{"rome", 'A', "stone=3"}}),
                      Catch::Contains("not valid JSON"));
    CHECK_THROWS_AS(store.createGame("nations", "{}", {{"Eve", "rome", 'A'}}, "{}", {{"", 'A', "{}"}}), DbError);
    CHECK(store.history("nations").size() == 1);
}

TEST_CASE_METHOD(Fixture, "hall of fame: finished solo games by score", "[db][store]")
{
    auto solo = [&](const std::string &type, const std::string &player, const std::string &nation, int score,
                    const std::string &title) {
        const int64_t id = store.createGame(type, "{}", {{player, nation, 'A'}}, "{}");
        store.finishGame(id, "{}", {{0, score, 1}}, title);
        return id;
    };
    const int64_t low = solo("nations", "Ann", "egypt", 30, "Chieftain");
    const int64_t high = solo("nations", "Bob", "china", 72, "Emperor");
    const int64_t tieFirst = solo("nations", "Ann", "rome", 55, "King");
    const int64_t tieSecond = solo("nations", "Cy", "persia", 55, "King");
    solo("nations_dice", "Ann", "mali", 99, "Legend"); // other game type
    const int64_t unfinished = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, "{}");
    const int64_t abandoned = store.createGame("nations", "{}", {{"Bob", "egypt", 'B'}}, "{}");
    store.abandonGame(abandoned);
    const int64_t multi = store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}, {"Bob", "china", 'A'}}, "{}");
    store.finishGame(multi, "{}", {{0, 100, 1}, {1, 90, 2}}); // not solo

    const auto hof = store.hallOfFame("nations");
    REQUIRE(hof.size() == 4);
    CHECK(hof[0].gameId == high);
    CHECK(hof[0].playerName == "Bob");
    CHECK(hof[0].nation == "china");
    CHECK(hof[0].side == 'A');
    CHECK(hof[0].score == 72);
    CHECK(hof[0].title == "Emperor");
    CHECK_FALSE(hof[0].date.empty());
    CHECK(hof[1].gameId == tieFirst);
    CHECK(hof[2].gameId == tieSecond);
    CHECK(hof[3].gameId == low);
    (void)unfinished;

    CHECK(store.hallOfFame("nations", 2).size() == 2);
    CHECK(store.hallOfFame("nations_dice").size() == 1);
    CHECK(store.hallOfFame("").size() == 5);
    CHECK(store.hallOfFame("").front().score == 99);
}

TEST_CASE_METHOD(Fixture, "card tier corrections round-trip (schema version 2)", "[db][store]")
{
    CHECK(store.cardTiers("nations").empty());
    store.setCardTier("nations", "granary", "advanced");
    store.setCardTier("nations", "hoplite", "basic");
    store.setCardTier("nations", "granary", "expert"); // replaces
    CHECK(store.cardTiers("nations") == std::map<std::string, std::string>{{"granary", "expert"}, {"hoplite", "basic"}});
    CHECK(store.cardTiers("nations_dice").empty());
    store.setCardTier("nations", "hoplite", ""); // forgotten
    CHECK(store.cardTiers("nations") == std::map<std::string, std::string>{{"granary", "expert"}});
    CHECK_THROWS_WITH(store.setCardTier("nations", "granary", "legendary"), Catch::Contains("basic, advanced or expert"));
    CHECK_THROWS_AS(store.setCardTier("nations", "", "basic"), DbError);
    CHECK(store.cardTiers("nations").at("granary") == "expert");
}

TEST_CASE_METHOD(Fixture, "actionPayloads: one kind of one game type, oldest game first, in log order", "[db][store]")
{
    // Dice Game tile buys (kind "buy_tile", app/nations_dice/dice_game.cpp) across games of every status.
    const int64_t first = store.createGame("nations_dice", "", {{"Ann", "", '\0'}}, "{}");
    store.appendAction(first, "buy_tile", R"({"args":{"name":"Granary"}})");
    store.appendAction(first, "pass", "{}");
    store.appendAction(first, "buy_tile", R"({"args":{"name":"Temple"}})");
    store.abandonGame(first);
    const int64_t other = store.createGame("nations", "", {{"Ann", "egypt", 'A'}}, "{}");
    store.appendAction(other, "buy_tile", R"({"args":{"name":"not a dice game"}})");
    const int64_t second = store.createGame("nations_dice", "", {{"Bob", "", '\0'}, {"Ann", "", '\0'}}, "{}");
    store.appendAction(second, "buy_tile", R"({"args":{"name":"Granary","vp":2}})");

    CHECK(store.actionPayloads("nations_dice", "buy_tile")
          == std::vector<std::string>{R"({"args":{"name":"Granary"}})", R"({"args":{"name":"Temple"}})",
                                      R"({"args":{"name":"Granary","vp":2}})"});
    CHECK(store.actionPayloads("nations_dice", "setup").size() == 2);
    CHECK(store.actionPayloads("wealth_of_nations", "buy_tile").empty());
}
