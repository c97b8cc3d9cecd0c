// Helper for the kill test (test_kill.cpp): appends actions to one game in a loop and acknowledges each
// one on stdout only after GameStore::appendAction() returned, i.e. after its COMMIT.
//
//   nc_db_writer <database path> [<game id> | new] [<max actions>]
//
// Output, one line each, flushed at once:
//   game <id>                 the game written to (created when no id is given)
//   ack <seq> <payload json>  an action that is committed; payload is compact JSON without newlines
// Exits 0 after <max actions> (default 1000000), 1 with a message on stderr on any error.
#include "db/database.h"
#include "db/game_store.h"

#include <nlohmann/json.hpp>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s <database path> [<game id> | new] [<max actions>]\n", argv[0]);
        return 2;
    }
    try {
        nc::db::Database db = nc::db::Database::open(argv[1]);
        nc::db::GameStore store(db);

        int64_t gameId = 0;
        if (argc > 2 && std::string(argv[2]) != "new") {
            gameId = std::stoll(argv[2]);
        } else {
            gameId = store.createGame("nations", R"({"writer":true})",
                                      {{"Writer", "egypt", 'A'}, {"Second", "china", 'B'}},
                                      R"({"setup":"kill test"})");
        }
        std::printf("game %lld\n", static_cast<long long>(gameId));
        std::fflush(stdout);

        const long maxActions = argc > 3 ? std::atol(argv[3]) : 1000000;
        const long pid = static_cast<long>(::getpid());
        for (long i = 0; i < maxActions; ++i) {
            // Sizes vary from a few bytes to several pages so writes cross page and overflow boundaries.
            const size_t padding = i % 10 == 9 ? 6000 : static_cast<size_t>((i * 37) % 900);
            const nlohmann::json payload = {{"i", i}, {"pid", pid}, {"pad", std::string(padding, char('a' + i % 26))}};
            const std::string text = payload.dump();
            const int64_t seq = store.appendAction(gameId, i % 3 == 0 ? "buy" : "deploy", text);
            std::printf("ack %lld %s\n", static_cast<long long>(seq), text.c_str());
            std::fflush(stdout);
        }
        return 0;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "nc_db_writer: %s\n", e.what());
        return 1;
    }
}
