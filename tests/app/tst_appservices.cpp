// AppServices (app/services/): main() builds the database, catalog, game types and history once and hands
// them to every game; the games share its one connection, and a database that cannot be opened is
// reported by each game as before (storageReady false, lastError with the reason), never played unsaved.
#include <QDir>
#include <QTest>

#include "app_test_support.h"
#include "session/game_types.h"

using namespace nc::app; // AppServices and the games built on it

class TestAppServices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyGameWorksOnTheOneStore()
    {
        nc::test::TempDatabase tmp;
        AppServices services(nc::app::loadEmbeddedCatalog(), tmp.path());
        QVERIFY2(services.storageReady(), qPrintable(services.openError()));
        QVERIFY(services.openError().isEmpty());
        GameController nations(services);
        DiceGame dice(services);
        QVERIFY(nations.storageReady());
        QVERIFY(dice.storageReady());
        QCOMPARE(nations.databasePath(), tmp.path());
        QCOMPARE(nations.history(), services.nationsHistory()); // the start page's list is the services'
        QCOMPARE(&nations.catalog(), &services.catalog());
        QVERIFY(services.gameTypes().find("nations_dice"));

        QVERIFY2(nations.startGame(nc::test::twoPlayers()), qPrintable(nations.lastError()));
        QVERIFY2(dice.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false), qPrintable(dice.lastError()));
        // Both games are in the services' store, each under its game type.
        const auto games = services.store()->history("", 0);
        QCOMPARE(int(games.size()), 2);
        QCOMPARE(QString::fromStdString(games[0].gameType), QStringLiteral("nations_dice"));
        QCOMPARE(games[0].id, dice.gameId());
        QCOMPARE(QString::fromStdString(games[1].gameType), QStringLiteral("nations"));
        QCOMPARE(games[1].id, nations.gameId());
        QCOMPARE(nations.history()->rowCount(), 1); // the Nations history lists Nations games only
    }

    void anUnusableDatabaseIsReportedByEveryGame()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("a-folder.sqlite"))); // a folder is not a database
        AppServices services(nc::app::loadEmbeddedCatalog(), dir.filePath(QStringLiteral("a-folder.sqlite")));
        QVERIFY(!services.storageReady());
        QVERIFY(services.store() == nullptr);
        QVERIFY(!services.openError().isEmpty());

        GameController nations(services);
        DiceGame dice(services);
        for (const QString &error : {nations.lastError(), dice.lastError()}) {
            QVERIFY2(error.startsWith(QStringLiteral("The game database cannot be used, nothing will be saved: ")),
                     qPrintable(error));
            QVERIFY2(error.endsWith(services.openError()), qPrintable(error));
        }
        QVERIFY(!nations.storageReady());
        QVERIFY(!dice.storageReady());
        QVERIFY(!nations.startGame(nc::test::twoPlayers()));
        QVERIFY(!dice.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false));
        QVERIFY2(dice.lastError().contains(QStringLiteral("database is not available")), qPrintable(dice.lastError()));
        QVERIFY(!nations.hasGame());
        QVERIFY(!dice.hasGame());
    }
};

QTEST_MAIN(TestAppServices)
#include "tst_appservices.moc"
