// nations-companion: the CLI sub-commands, or the QML app on its SQLite database.
#include <QCommandLineParser>
#include <QDir>
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>

#include "cli/cli.h"
#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "nations_dice/dice_game.h"
#include "wealth_of_nations/wealth_game.h"
#include "import_qml_plugins.h"
#include "history/database_location.h"
#include "history/statistics_host.h"
#include "selftest/selftest.h"
#include "services/app_services.h"
#include "settings/app_settings.h"
#include "version.h"

int main(int argc, char **argv)
{
    bool handled = false;
    const int cliResult = nc::app::runCli(argc, argv, handled);
    if (handled)
        return cliResult;

    // A QApplication (not QGuiApplication): Qt Charts on the statistics page draws with Graphics View.
    QApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("NationsCompanion"));
    QGuiApplication::setApplicationName(QStringLiteral("nations-companion"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Nations Companion"));
    QGuiApplication::setApplicationVersion(QStringLiteral(NC_VERSION)); // Qt.application.version in QML
    // The installed menu entry (data/desktop): lets the desktop match the window to its name and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.nationscompanion.NationsCompanion"));
    // The language of the Settings page, else the system's (README "Languages and themes").
    nc::app::AppSettings::installTranslator(nc::app::AppSettings::storedLanguage());

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
        dbPath = QString::fromStdString(nc::app::defaultDatabasePath());

    // The database, catalog, game types and history once; each game type's object works on them.
    std::unique_ptr<nc::app::AppServices> services;
    try {
        services = std::make_unique<nc::app::AppServices>(nc::app::loadEmbeddedCatalog(), dbPath);
    } catch (const std::exception &e) {
        QTextStream(stderr) << "nations-companion: " << e.what() << Qt::endl;
        return 1;
    }
    nc::app::GameController controller(*services);
    nc::app::GameController::setInstance(&controller);
    nc::app::DiceGame dice(*services);
    nc::app::DiceGame::setInstance(&dice);
    nc::app::WealthGame wealth(*services); // Wealth of Nations, likewise
    nc::app::WealthGame::setInstance(&wealth);
    nc::app::StatisticsHost statistics(*services);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/NationsCompanion/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    return QGuiApplication::exec();
}
