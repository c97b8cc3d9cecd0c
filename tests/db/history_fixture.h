// A small history for the export and import tests: four games of the three game types and every status,
// played through GameStore, with names that hold commas, quotes, a newline and accents.
#pragma once

#include "db/database.h"
#include "db/game_store.h"

#include <nlohmann/json.hpp>

namespace nc::db::test {

inline void playHistory(Database &db)
{
    GameStore store(db);
    const int64_t a = store.createGame("nations", R"({"difficulty":"king"})",
                                       {{"Ann", "egypt", 'A'}, {"Zoë \"the\" Great, Jr.", "rome", 'B'}},
                                       R"({"round":1,"seed":7})");
    store.appendAction(a, "buy", R"({"card":"pyramids","player":0})");
    store.appendAction(a, "pass", R"({"player":1})");
    const nlohmann::json final = {{"rows", {{{"player", 1}, {"name", "Zoë \"the\" Great, Jr."}, {"nation", "rome"}, {"game_vp", 20},
                                   {"colonies", 3}, {"wonders", 6}, {"buildings_military", 4}, {"resources", 2},
                                   {"total", 35}, {"rank", 1}, {"lines", nlohmann::json::array()}},
                                  {{"player", 0}, {"name", "Ann"}, {"nation", "egypt"}, {"game_vp", 18}, {"colonies", 2},
                                   {"wonders", 5}, {"buildings_military", 3}, {"resources", 1}, {"total", 29},
                                   {"rank", 2}, {"lines", nlohmann::json::array()}}}},
                        {"winner", 1},
                        {"hall_of_fame_title", ""}};
    store.finishGame(a, final.dump(), {{0, 29, 2}, {1, 35, 1}});

    const int64_t b = store.createGame("nations_dice", "{}",
                                       {{"Ben", "china", '\0'}, {"Ann", "greece", '\0'}, {"Line\nbreak", "persia", '\0'}},
                                       R"({"game":"nations_dice"})");
    store.appendAction(b, "roll", R"({"dice":[1,2,3]})");
    store.abandonGame(b);

    const int64_t c = store.createGame("wealth_of_nations", R"({"prices":"default"})",
                                       {{"Ben", "red", '\0'}, {"Zoë \"the\" Great, Jr.", "blue", '\0'}}, R"({"round":1})");
    store.appendAction(c, "build", R"({"tile":"farm","x":2.5})");

    const int64_t d = store.createGame("nations", "{}", {{"Ann", "mali", 'B'}}, R"({"solo":true})");
    store.finishGame(d, R"({"rows":[{"player":0,"name":"Ann","nation":"mali","game_vp":30,"colonies":4,"wonders":8,)"
                        R"("buildings_military":5,"resources":3,"total":50,"rank":1,"lines":[]}],"winner":0,)"
                        R"("hall_of_fame_title":"Emperor"})",
                     {{0, 50, 1}}, "Emperor");
}

} // namespace nc::db::test
