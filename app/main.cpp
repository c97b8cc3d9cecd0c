// nations-companion: the CLI sub-commands, or the QML app on its SQLite database.
#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTextStream>

#include "cli/cli.h"
#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "nations_dice/dice_game.h"
#include "wealth_of_nations/wealth_game.h"
#include "import_qml_plugins.h"
#include "selftest/selftest.h"

int main(int argc, char **argv)
{
    bool handled = false;
    const int cliResult = nc::app::runCli(argc, argv, handled);
    if (handled)
        return cliResult;

    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("NationsCompanion"));
    QGuiApplication::setApplicationName(QStringLiteral("nations-companion"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Nations Companion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Bookkeeping companion for the board game Nations."));
    parser.addHelpOption();
    QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("SQLite database file."), QStringLiteral("PATH"));
    QCommandLineOption selfTestOption(QStringLiteral("self-test"), QStringLiteral("Play a scripted game offscreen on a temporary database and exit 0/1."));
    QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QStringLiteral("Save screenshots of a scripted game into DIR and exit."), QStringLiteral("DIR"));
    parser.addOptions({dbOption, selfTestOption, screenshotOption});
    parser.process(app);

    nc::app::setupQuickStyle();
    if (parser.isSet(selfTestOption) || parser.isSet(screenshotOption)) {
        // Offscreen runs render in software so they work without a GPU.
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return parser.isSet(selfTestOption) ? nc::app::runSelfTest()
                                            : nc::app::runScreenshots(parser.value(screenshotOption));
    }

    QString dbPath = parser.value(dbOption);
    if (dbPath.isEmpty())
        dbPath = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/nations-companion.sqlite");

    std::unique_ptr<nc::app::GameController> controller;
    try {
        controller = std::make_unique<nc::app::GameController>(nc::app::loadEmbeddedCatalog(), dbPath);
    } catch (const std::exception &e) {
        QTextStream(stderr) << "nations-companion: " << e.what() << Qt::endl;
        return 1;
    }
    nc::app::GameController::setInstance(controller.get());
    // The Dice Game's session on the same database file (its own connection; SQLite in WAL mode).
    nc::app::DiceGame dice(dbPath);
    nc::app::DiceGame::setInstance(&dice);
    nc::app::WealthGame wealth(dbPath); // Wealth of Nations, likewise
    nc::app::WealthGame::setInstance(&wealth);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/NationsCompanion/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    return QGuiApplication::exec();
}
