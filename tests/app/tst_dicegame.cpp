// DiceGame (app/nations_dice/): every action of a Dice Game is in SQLite before the state signal, a
// refused one stores nothing, a killed app resumes the game exactly (undo/redo included), a damaged row
// leaves it read-only, the result and the Hall of Fame title are stored at the end, tiles entered before
// are offered again. Rules: shared/rulebooks/nations-dice-game-rulebook.md (R l.NN).
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "nations_dice/dice_game.h"

using nc::app::DiceGame;
using nc::test::TempDatabase;

class TestDiceGame : public QObject
{
    Q_OBJECT

private:
    static QVariantMap player(const DiceGame &d, int i) { return d.players().at(i).toMap(); }

private Q_SLOTS:
    void actionIsInSqliteBeforeTheSignal()
    {
        TempDatabase tmp;
        nc::test::DiceGameOn d(tmp.path());
        QVERIFY2(d.storageReady(), qPrintable(d.lastError()));
        QVERIFY(!d.hasGame());
        QVERIFY2(d.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false), qPrintable(d.lastError()));
        const qint64 id = d.gameId();
        QCOMPARE(tmp.storedActions(id), 1); // the setup row
        int seenInSqlite = -1;
        connect(&d, &DiceGame::changed, this, [&] { seenInSqlite = tmp.storedActions(id); });
        QVERIFY2(d.startRound(2, 3, 0), qPrintable(d.lastError()));
        QCOMPARE(seenInSqlite, 2);
        QCOMPARE(d.phase(), QStringLiteral("actions"));
        QCOMPARE(player(d, 1).value(QStringLiteral("books")).toInt(), 3); // R l.55: 2-player, player 2 at 3
    }

    void refusedActionsStoreNothing()
    {
        TempDatabase tmp;
        nc::test::DiceGameOn d(tmp.path());
        QVERIFY(!d.start({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D"),
                          QStringLiteral("E")}, false)); // R l.18-19: 1-4 players
        QVERIFY(d.lastError().contains(QStringLiteral("1-4 players")));
        QVERIFY(!d.hasGame());
        QVERIFY(d.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false));
        const qint64 id = d.gameId();
        QVERIFY(!d.pass(0)); // before the round's Event
        QVERIFY(d.startRound(2, 3, 0));
        QVERIFY(d.pass(0));
        const int stored = tmp.storedActions(id);
        QVERIFY(!d.buyTile(0, QStringLiteral("Granary"), QStringLiteral("building"), 2, QStringLiteral("gold"), 0, 1,
                           QString(), -1, -1)); // R l.152: a player who passed takes no more actions
        QVERIFY(d.lastError().contains(QStringLiteral("passed")));
        QVERIFY(!d.recordUse(1, -1, 0, 0, -1, -1)); // negative Books
        QVERIFY(!d.endRound()); // Bo has not passed
        QCOMPARE(tmp.storedActions(id), stored);
        QVERIFY(d.buyTile(1, QStringLiteral("Granary"), QStringLiteral("building"), 2, QStringLiteral("gold"), 0, 1,
                          QString(), -1, -1));
        QVERIFY(d.lastError().isEmpty());
    }

    void resumesTheIdenticalGameAfterAKill()
    {
        TempDatabase tmp;
        qint64 id = 0;
        QVariantList players;
        {
            nc::test::DiceGameOn d(tmp.path());
            QVERIFY(d.start({QStringLiteral("Ann"), QStringLiteral("Bo"), QStringLiteral("Cy")}, false));
            id = d.gameId();
            QVERIFY(d.startRound(2, 3, 0));
            QVERIFY(d.buyTile(2, QStringLiteral("Pyramids"), QStringLiteral("wonder"), 1, QStringLiteral("gold"), 0, 5,
                              QString(), 4, -1));
            QVERIFY(d.reroll(0));
            QVERIFY(d.undo());
            QVERIFY(d.canRedo());
            players = d.players();
        } // the app is killed: nothing but SQLite survives
        nc::test::DiceGameOn again(tmp.path());
        QVERIFY(again.hasGame());
        QCOMPARE(again.gameId(), id);
        QCOMPARE(again.players(), players);
        QVERIFY(again.canRedo());
        QVERIFY(again.redo());
        QCOMPARE(player(again, 0).value(QStringLiteral("rerolls")).toInt(), 1);
        QCOMPARE(player(again, 2).value(QStringLiteral("wonderUnderConstruction")).toInt(), 0);
    }

    void aDamagedRowLeavesTheGameReadOnly()
    {
        TempDatabase tmp;
        qint64 id = 0;
        {
            nc::test::DiceGameOn d(tmp.path());
            QVERIFY(d.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false));
            id = d.gameId();
            QVERIFY(d.startRound(2, 3, 0));
            QVERIFY(d.pass(0));
        }
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            db.exec("UPDATE actions SET payload_json = '{\"command\":\"pass\",\"player\":1,\"args\":{}}' WHERE game_id = " +
                    std::to_string(id) + " AND seq = 3");
        }
        nc::test::DiceGameOn d(tmp.path());
        QVERIFY(d.hasGame());
        QVERIFY(d.damage().contains(QStringLiteral("row 3")));
        QCOMPARE(d.phase(), QStringLiteral("actions")); // as before the bad row
        QVERIFY(!player(d, 0).value(QStringLiteral("passed")).toBool());
        QVERIFY(!d.pass(1));
        QVERIFY(d.lastError().contains(QStringLiteral("damaged")));
        QCOMPARE(tmp.storedActions(id), 3);
    }

    void aGameWhoseSetupCannotBeReadOpensReadOnly()
    {
        // A setup row the rules refuse (another tool, a history import): the app starts, names the damage
        // and stores nothing.
        TempDatabase tmp;
        qint64 id = 0;
        {
            nc::test::DiceGameOn d(tmp.path());
            QVERIFY(d.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false));
            id = d.gameId();
        }
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            db.exec("UPDATE actions SET payload_json = json_set(payload_json, '$.seats', 4) WHERE game_id = " +
                    std::to_string(id) + " AND seq = 1");
        }
        nc::test::DiceGameOn d(tmp.path());
        QVERIFY(d.hasGame());
        QVERIFY2(d.damage().contains(QStringLiteral("row 1")), qPrintable(d.damage()));
        QCOMPARE(d.phase(), QString());
        QVERIFY(!d.startRound(2, 3, 0));
        QCOMPARE(tmp.storedActions(id), 1);
    }

    void aSoloGameEndsInTheHallOfFame()
    {
        TempDatabase tmp;
        nc::test::DiceGameOn d(tmp.path());
        QVERIFY(d.start({QStringLiteral("Solveig")}, false));
        QVERIFY(d.solo());
        for (int round = 1; round <= 4; ++round) {
            // The opponent rolls nothing; Solveig uses 1 Book (more than the opponent: +2, R l.210), meets
            // Famine and War (+age each, R l.186, l.196): 2 + 2 × age VP a round, 28 in all.
            QVERIFY2(d.startRound(1, 1, 0), qPrintable(d.lastError()));
            QVERIFY(d.pass(0));
            QVERIFY(d.recordUse(0, 1, 1, 1, -1, -1));
            QVERIFY2(d.endRound(), qPrintable(d.lastError()));
        }
        QCOMPARE(d.phase(), QStringLiteral("ended"));
        QCOMPARE(d.finalScore().value(QStringLiteral("title")).toString(), QStringLiteral("Victoria")); // 25+ (R l.245)
        const QVariantList hof = d.hallOfFame();
        QCOMPARE(hof.size(), 1);
        QCOMPARE(hof.at(0).toMap().value(QStringLiteral("score")).toInt(), 28);
        const QVariantList games = d.games();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.at(0).toMap().value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QVERIFY(!d.canUndo()); // the stored result closes the log
        // A finished game is not resumed: the next start offers a new game.
        nc::test::DiceGameOn later(tmp.path());
        QVERIFY(!later.hasGame());
    }

    void aGameKilledBeforeItsResultWasStoredIsFinishedOnResume()
    {
        TempDatabase tmp;
        qint64 id = 0;
        {
            nc::test::DiceGameOn d(tmp.path());
            QVERIFY(d.start({QStringLiteral("Solveig")}, false));
            id = d.gameId();
            for (int round = 1; round <= 4; ++round) {
                QVERIFY(d.startRound(1, 1, 0));
                QVERIFY(d.pass(0));
                QVERIFY(d.recordUse(0, 1, 1, 1, -1, -1));
                QVERIFY(d.endRound());
            }
        }
        { // as if the app was killed after storing "end_round" of round 4 but before storing the result
            auto db = nc::db::Database::open(tmp.path().toStdString());
            db.exec("UPDATE games SET status = 'active', finished_at = NULL, final_json = NULL, hall_of_fame_title = NULL "
                    "WHERE id = " + std::to_string(id));
            db.exec("UPDATE game_players SET score = NULL, rank = NULL WHERE game_id = " + std::to_string(id));
        }
        nc::test::DiceGameOn d(tmp.path());
        QVERIFY(d.hasGame());
        QCOMPARE(d.phase(), QStringLiteral("ended"));
        const QVariantList hof = d.hallOfFame();
        QCOMPARE(hof.size(), 1);
        QCOMPARE(hof.at(0).toMap().value(QStringLiteral("score")).toInt(), 28);
    }

    void theOtherReadingOfCoveredTilesIsASetupOption()
    {
        // R l.128, l.200: by default a covered Building scores nothing; the table may choose that it does.
        for (const bool covered : {false, true}) {
            TempDatabase tmp;
            nc::test::DiceGameOn d(tmp.path());
            QVERIFY(d.start({QStringLiteral("Solveig")}, false, covered));
            QCOMPARE(d.coveredTilesScore(), covered);
            for (int round = 1; round <= 4; ++round) {
                QVERIFY2(d.startRound(60, 60, 0), qPrintable(d.lastError()));
                if (round == 1)
                    QVERIFY(d.buyTile(0, QStringLiteral("Granary"), QStringLiteral("building"), 1, QStringLiteral("gold"), 0, 3,
                                      QString(), -1, -1));
                if (round == 2) // covers the Granary
                    QVERIFY(d.buyTile(0, QStringLiteral("Forge"), QStringLiteral("building"), 1, QStringLiteral("gold"), 0, 2,
                                      QString(), -1, 0));
                QVERIFY(d.pass(0));
                QVERIFY(d.recordUse(0, 0, 0, 0, -1, -1));
                QVERIFY2(d.endRound(), qPrintable(d.lastError()));
            }
            const QVariantMap pad = d.finalScore();
            QCOMPARE(pad.value(QStringLiteral("players")).toList().at(0).toMap().value(QStringLiteral("total")).toInt(),
                     covered ? 5 : 2);
        }
    }

    void tilesEnteredBeforeAreOffered()
    {
        TempDatabase tmp;
        {
            nc::test::DiceGameOn d(tmp.path());
            QVERIFY(d.start({QStringLiteral("Ann"), QStringLiteral("Bo")}, false));
            QVERIFY(d.startRound(2, 3, 0));
            QVERIFY(d.buyTile(0, QStringLiteral("Hanging Gardens"), QStringLiteral("wonder"), 2, QStringLiteral("strength"), 0,
                              4, QStringLiteral("a Food chit"), 5, -1));
        }
        nc::test::DiceGameOn d(tmp.path()); // another session: the names come from the stored games
        QVERIFY(d.knownTiles().contains(QStringLiteral("Hanging Gardens")));
        const QVariantMap t = d.tileEnteredBefore(QStringLiteral("hanging gardens "));
        QCOMPARE(t.value(QStringLiteral("type")).toString(), QStringLiteral("wonder"));
        QCOMPARE(t.value(QStringLiteral("currency")).toString(), QStringLiteral("strength"));
        QCOMPARE(t.value(QStringLiteral("vp")).toInt(), 4);
        QCOMPARE(t.value(QStringLiteral("stoneCost")).toInt(), 5);
        QVERIFY(d.tileEnteredBefore(QStringLiteral("Nope")).isEmpty());
    }
};

QTEST_MAIN(TestDiceGame)
#include "tst_dicegame.moc"
