// GameController: every action validated, stored in SQLite, then shown; resume; refusals.
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "playerboardmodel.h"
#include "scripted_game.h"

using nc::app::GameController;
using nc::test::TempDatabase;

class TestGameController : public QObject
{
    Q_OBJECT

private:
    /// Growth for both players and an Event Card of age I: the round reaches the Action phase.
    static void playGrowthAndEvent(GameController &c)
    {
        QVERIFY(c.chooseGrowth(1, QStringLiteral("bonus:gold")));
        QVERIFY(c.chooseGrowth(0, QStringLiteral("worker:food")));
        QCOMPARE(c.phase(), QStringLiteral("action"));
        const auto events = c.catalog().searchEvents("", 1, 5);
        QVERIFY(!events.empty());
        QVERIFY(c.setEventCard(QString::fromStdString(events.front()->id)));
    }

private Q_SLOTS:
    void startsAGameAndStoresTheSetup()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->storageReady());
        QVERIFY(!c->hasGame());
        QSignalSpy gameSpy(c.get(), &GameController::gameChanged);
        QVERIFY2(c->startGame(nc::test::twoPlayers()), qPrintable(c->lastError()));
        QVERIFY(c->hasGame());
        QCOMPARE(gameSpy.count(), 1);
        QCOMPARE(c->round(), 1);
        QCOMPARE(c->phase(), QStringLiteral("growth"));
        QCOMPARE(c->playerCount(), 2);
        const auto stored = tmp.actions(c->gameId());
        QCOMPARE(int(stored.size()), 1);
        QCOMPARE(QString::fromStdString(stored.front().kind), QStringLiteral("setup"));
        // Egypt B starts with 5 Gold (catalog) and 1 Book (first in player order).
        QCOMPARE(c->players()->get(0).value(QStringLiteral("gold")).toInt(), 5);
        QCOMPARE(c->players()->get(0).value(QStringLiteral("books")).toInt(), 1);
        QCOMPARE(c->players()->get(1).value(QStringLiteral("books")).toInt(), 2);
    }

    void actionIsInSqliteBeforeTheStateSignal()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        const qint64 id = c->gameId();
        int storedWhenSignalled = -1;
        int goldWhenSignalled = -1;
        QString lastKind;
        connect(c.get(), &GameController::stateChanged, this, [&] {
            const auto actions = tmp.actions(id); // a second connection sees only committed rows
            storedWhenSignalled = int(actions.size());
            lastKind = QString::fromStdString(actions.back().kind);
            goldWhenSignalled = c->players()->get(0).value(QStringLiteral("gold")).toInt();
        });
        QVERIFY(c->setValue(0, QStringLiteral("gold"), 11));
        QCOMPARE(storedWhenSignalled, 2);
        QCOMPARE(lastKind, QStringLiteral("player"));
        QCOMPARE(goldWhenSignalled, 11);
    }

    void invalidActionsAreRefusedAndNotStored()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        const auto before = c->state();
        QSignalSpy stateSpy(c.get(), &GameController::stateChanged);

        QVERIFY(!c->chooseGrowth(0, QStringLiteral("bonus:books"))); // Books are not a Growth bonus
        QVERIFY(!c->lastError().isEmpty());
        QVERIFY(!c->setEventCard(QStringLiteral("no_such_event")));
        QVERIFY(c->lastError().contains(QStringLiteral("no_such_event")));
        QVERIFY(!c->placeCard(0, QStringLiteral("no_such_card"), -1, false, 0));
        QVERIFY(!c->changeWorkers(0, 99, 1));
        QVERIFY(!c->setValue(0, QStringLiteral("gold"), -4)); // negative resources are impossible
        QVERIFY(!c->setValue(7, QStringLiteral("gold"), 1));  // no such player

        QCOMPARE(stateSpy.count(), 0);
        QVERIFY(c->state() == before);
        QCOMPARE(tmp.storedActions(c->gameId()), 1);

        // The next accepted action clears the message.
        QVERIFY(c->chooseGrowth(0, QStringLiteral("bonus:food")));
        QVERIFY(c->lastError().isEmpty());
        QCOMPARE(tmp.storedActions(c->gameId()), 2);
    }

    void databaseErrorLeavesTheStateUnchanged()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        {   // Another connection ends the game: appending to it must fail in SQLite.
            auto db = nc::db::Database::open(tmp.path().toStdString());
            nc::db::GameStore(db).abandonGame(c->gameId());
        }
        const auto before = c->state();
        QVERIFY(!c->setValue(0, QStringLiteral("gold"), 9));
        QVERIFY(!c->lastError().isEmpty());
        QVERIFY(c->state() == before);
        QCOMPARE(c->players()->get(0).value(QStringLiteral("gold")).toInt(), before.players[0].gold);
    }

    void resumesTheIdenticalStateAfterReopening()
    {
        TempDatabase tmp;
        nc::nations::GameState saved;
        qint64 id = 0;
        {
            auto c = tmp.controller();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            playGrowthAndEvent(*c);
            // Egypt B's four Building/Military slots are full: the Aqueduct replaces the first card.
            QVERIFY(!c->placeCard(0, QStringLiteral("aqueduct"), -1, false, 1));
            QVERIFY(c->lastError().contains(QStringLiteral("slot"), Qt::CaseInsensitive) || !c->lastError().isEmpty());
            QVERIFY2(c->placeCard(0, QStringLiteral("aqueduct"), 0, false, 1), qPrintable(c->lastError()));
            QVERIFY2(c->changeWorkers(0, 0, 1), qPrintable(c->lastError()));
            QVERIFY(c->setPassOrder({1, 0}));
            saved = c->state();
            id = c->gameId();
        } // the app is "killed": nothing but SQLite survives
        auto reopened = tmp.controller();
        QVERIFY(reopened->hasGame());
        QCOMPARE(reopened->gameId(), id);
        QVERIFY(reopened->state() == saved);
        QCOMPARE(reopened->phase(), QStringLiteral("action"));
        QCOMPARE(reopened->passOrder(), (QVariantList{1, 0}));
        QCOMPARE(reopened->players()->get(0).value(QStringLiteral("gold")).toInt(), saved.players[0].gold);
    }

    void resolutionIsPreviewedCorrectedAndConfirmed()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        playGrowthAndEvent(*c);
        const int actionsBefore = tmp.storedActions(c->gameId());
        QVERIFY2(c->previewResolution(), qPrintable(c->lastError()));
        QVERIFY(c->resolutionOpen());
        const QVariantMap res = c->resolution();
        const QVariantList steps = res.value(QStringLiteral("steps")).toList();
        QVERIFY(steps.size() >= 5);
        QCOMPARE(steps.first().toMap().value(QStringLiteral("id")).toString(), QStringLiteral("production"));
        QCOMPARE(tmp.storedActions(c->gameId()), actionsBefore); // a preview stores nothing
        QCOMPARE(c->round(), 1);

        c->correctResult(0, QStringLiteral("gold"), 42);
        QCOMPARE(c->resolution().value(QStringLiteral("after")).toList().at(0).toMap().value(QStringLiteral("gold")).toInt(), 42);
        QVERIFY2(c->confirmResolution(), qPrintable(c->lastError()));
        QVERIFY(!c->resolutionOpen());
        QCOMPARE(c->round(), 2);
        QCOMPARE(c->phase(), QStringLiteral("growth"));
        QCOMPARE(c->players()->get(0).value(QStringLiteral("gold")).toInt(), 42);
        const auto stored = tmp.actions(c->gameId());
        QCOMPARE(QString::fromStdString(stored.back().kind), QStringLiteral("resolve"));

        // Cancel keeps everything as it was.
        QVERIFY(c->chooseGrowth(0, QStringLiteral("bonus:food")));
        QVERIFY(c->chooseGrowth(1, QStringLiteral("bonus:food")));
        QVERIFY(c->setEventCard(QString::fromStdString(c->catalog().searchEvents("", 1, 5).back()->id)));
        QVERIFY(c->previewResolution());
        c->cancelResolution();
        QVERIFY(!c->resolutionOpen());
        QCOMPARE(c->round(), 2);
    }

    void aShortGameFinishesWithAScoreSheetAndHistory()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        nc::app::ScriptedGameOptions options;
        options.lastRound = 2;
        const QString error = nc::app::playScriptedGame(*c, options);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(c->phase(), QStringLiteral("finished"));
        const QVariantList rows = c->finalScore().value(QStringLiteral("rows")).toList();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).toMap().value(QStringLiteral("rank")).toInt(), 1);
        for (const QVariant &rv : rows) {
            const QVariantMap r = rv.toMap();
            QCOMPARE(r.value(QStringLiteral("total")).toInt(),
                     r.value(QStringLiteral("gameVp")).toInt() + r.value(QStringLiteral("colonies")).toInt()
                         + r.value(QStringLiteral("wonders")).toInt() + r.value(QStringLiteral("buildingsMilitary")).toInt()
                         + r.value(QStringLiteral("resources")).toInt());
        }
        // Finished in SQLite: not resumable, scores stored.
        auto db = nc::db::Database::open(tmp.path().toStdString());
        nc::db::GameStore store(db);
        QVERIFY(!store.latestActiveGame("nations"));
        const auto game = store.game(c->gameId());
        QVERIFY(game);
        QCOMPARE(game->status, nc::db::GameStatus::Finished);
        const int winnerSeat = rows.at(0).toMap().value(QStringLiteral("player")).toInt();
        QCOMPARE(game->seats.at(size_t(winnerSeat)).score.value_or(-1), rows.at(0).toMap().value(QStringLiteral("total")).toInt());
        // Further actions are refused.
        QVERIFY(!c->setValue(0, QStringLiteral("gold"), 1));
        // The finished game can be reopened from the history.
        auto other = tmp.controller();
        QVERIFY(!other->hasGame());
        QVERIFY(other->openFinishedGame(c->gameId()));
        QCOMPARE(other->finalScore().value(QStringLiteral("rows")).toList(), rows);
    }

    void nationCorrectionsAreRemembered()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        const QVariantMap printed = c->nationStart(QStringLiteral("egypt"), QStringLiteral("A"));
        QVERIFY(printed.value(QStringLiteral("available")).toBool());
        QVERIFY(printed.value(QStringLiteral("uncertain")).toStringList().contains(QStringLiteral("stone")));
        QVERIFY(!printed.value(QStringLiteral("corrected")).toBool());
        const int printedStone = printed.value(QStringLiteral("stone")).toInt();

        QVariantMap anna = nc::test::seat("Anna", "egypt", "A");
        anna.insert(QStringLiteral("start"), QVariantMap{{QStringLiteral("stone"), printedStone - 3},
                                                         {QStringLiteral("gold"), printed.value(QStringLiteral("gold"))}});
        QVERIFY2(c->startGame({{QStringLiteral("seats"), QVariantList{anna, nc::test::seat("Ben", "rome")}}}), qPrintable(c->lastError()));
        QCOMPARE(c->players()->get(0).value(QStringLiteral("stone")).toInt(), printedStone - 3);

        auto later = tmp.controller();
        const QVariantMap remembered = later->nationStart(QStringLiteral("egypt"), QStringLiteral("A"));
        QVERIFY(remembered.value(QStringLiteral("corrected")).toBool());
        QCOMPARE(remembered.value(QStringLiteral("stone")).toInt(), printedStone - 3);
        QCOMPARE(remembered.value(QStringLiteral("catalog")).toMap().value(QStringLiteral("stone")).toInt(), printedStone);
        QVERIFY(later->knownPlayers().contains(QStringLiteral("Anna")));
    }

    void refusesImpossibleSetups()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(!c->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "egypt"), nc::test::seat("Ben", "egypt")}}}));
        QVERIFY(!c->lastError().isEmpty());
        QVERIFY(!c->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "america", "A"), nc::test::seat("Ben", "rome")}}}));
        QVERIFY(!c->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("", "egypt"), nc::test::seat("Ben", "rome")}}}));
        QVERIFY(!c->hasGame());
        QCOMPARE(int(c->history()->rowCount()), 0);
    }

    void newGameAbandonsTheUnfinishedOne()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        const qint64 first = c->gameId();
        QVERIFY(c->startGame(nc::test::twoPlayers(4)));
        QVERIFY(c->gameId() != first);
        QCOMPARE(c->lastRound(), 4);
        auto db = nc::db::Database::open(tmp.path().toStdString());
        QCOMPARE(nc::db::GameStore(db).game(first)->status, nc::db::GameStatus::Abandoned);
    }

    void soloGameUsesTheShadow()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY2(c->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("Solveig", "greece")}},
                               {QStringLiteral("solo"), true}, {QStringLiteral("lastRound"), 2}}),
                 qPrintable(c->lastError()));
        QVERIFY(c->solo());
        QCOMPARE(c->shadow().value(QStringLiteral("books")).toInt(), 2);
        QVERIFY(!c->setEventCard(QString::fromStdString(c->catalog().eventCards().front().id)));
        QVERIFY(c->setShadow(3, 2, 2, 1, 1));
        QCOMPARE(c->shadow().value(QStringLiteral("strength")).toInt(), 3);
        QCOMPARE(tmp.actions(c->gameId()).back().kind, std::string("shadow"));
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
