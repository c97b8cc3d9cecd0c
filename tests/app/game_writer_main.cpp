// Helper of tst_killresume: plays the scripted 8-round game (scripted_game.h) through a real
// GameController on the database file it is given, and acknowledges every stored action on stdout,
// after GameController::actionStored (the action is committed to SQLite by then):
//
//   nc_game_writer <database path>
//
//   ack <log size> <state json>   one line per stored action: the size of the action log and the
//                                 game state the UI would show, as compact JSON
//   done                          the game is finished
// Exits 0 when the game is finished, 1 with a message on stderr when the script fails.
#include <QCoreApplication>

#include <cstdio>

#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "selftest/scripted_game.h"
#include "services/app_services.h"

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s <database path>\n", argv[0]);
        return 2;
    }
    nc::app::AppServices services(nc::app::loadEmbeddedCatalog(), QString::fromLocal8Bit(argv[1]));
    nc::app::GameController controller(services);
    QObject::connect(&controller, &nc::app::GameController::actionStored, [&controller] {
        const std::string state = nc::nations::toJson(controller.state()).dump();
        std::printf("ack %zu %s\n", controller.actionLog().size(), state.c_str());
        std::fflush(stdout);
    });
    nc::app::ScriptedGameOptions options;
    options.lastRound = 8;
    if (const QString error = nc::app::playScriptedGame(controller, options); !error.isEmpty()) {
        std::fprintf(stderr, "nc_game_writer: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("done\n");
    std::fflush(stdout);
    return 0;
}
