// GameController: every action validated, stored in SQLite, then shown; resume; refusals.
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "nations/playerboardmodel.h"
#include "selftest/scripted_game.h"

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

    /// The controller's in-memory action log is exactly the SQLite log after its "setup" row.
    static void checkLogMatchesSqlite(const GameController &c, const TempDatabase &tmp)
    {
        const auto stored = tmp.actions(c.gameId());
        QVERIFY(!stored.empty());
        QCOMPARE(QString::fromStdString(stored.front().kind), QStringLiteral("setup"));
        QCOMPARE(c.actionLog().size(), stored.size() - 1);
        for (size_t i = 1; i < stored.size(); ++i) {
            QCOMPARE(c.actionLog()[i - 1].kind, stored[i].kind);
            QVERIFY(c.actionLog()[i - 1].payload == nlohmann::json::parse(stored[i].payloadJson));
        }
    }

private Q_SLOTS:
    void offersEveryRuleReadingOfTheEngineInWords()
    {
        // The setup form's rule choices are the engine's readings (game_state.h RuleReadings), each in words
        // with its default and source; a choice the engine does not know would be refused at setup.
        TempDatabase tmp;
        auto c = tmp.controller();
        QStringList keys;
        for (const QVariant &v : c->ruleReadingChoices()) {
            const QVariantMap m = v.toMap();
            keys << m.value(QStringLiteral("key")).toString();
            QVERIFY2(m.value(QStringLiteral("text")).toString() != keys.last(), qPrintable(keys.last() + " has no words"));
            QVERIFY(!m.value(QStringLiteral("source")).toString().isEmpty());
        }
        QStringList engine;
        for (const std::string &k : nc::nations::ruleReadingKeys())
            engine << QString::fromStdString(k);
        QCOMPARE(keys, engine);
        QCOMPARE(keys.size(), 4);
        // Each one is accepted by the engine at setup.
        QVariantMap setup = nc::test::twoPlayers();
        QVariantMap readings;
        for (const QString &k : keys)
            readings.insert(k, true);
        setup.insert(QStringLiteral("readings"), readings);
        QVERIFY2(c->startGame(setup), qPrintable(c->lastError()));
        QCOMPARE(c->ruleReadings(), readings);
    }

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

    void quickEntryWorkerCostHasTheBoardsModifiers()
    {
        // Frederick the Great: "Deploying on military costs you 2 stone less (minimum 1)" (card text). A
        // Worker placed by quick entry pays what the engine's deployCost() says, as one deployed in the
        // Action Phase does (Rulebook p.15), not the printed cost.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        playGrowthAndEvent(*c);
        QVERIFY2(c->placeCard(0, QStringLiteral("frederick_the_great"), 0, false, 0), qPrintable(c->lastError()));
        QVERIFY2(c->placeCard(0, QStringLiteral("frigate"), 0, false, 0), qPrintable(c->lastError()));
        QVERIFY(c->setValue(0, QStringLiteral("stone"), 10));
        QVERIFY(c->setValue(0, QStringLiteral("idleWorkers"), 2));
        QCOMPARE(c->deployCost(0, 0), 2); // Frigate's printed 4 Stone − 2
        QVERIFY2(c->changeWorkers(0, 0, 1), qPrintable(c->lastError()));
        QCOMPARE(c->state().players[0].stone, 8);
        QVERIFY2(c->changeWorkers(0, 0, -1), qPrintable(c->lastError()));
        QCOMPARE(c->state().players[0].stone, 10); // taking the Worker back gives back what it cost
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

        QVERIFY2(c->correctResult(0, QStringLiteral("gold"), 42), qPrintable(c->lastError()));
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

    void breakdownCorrectionsSurviveARestart()
    {
        TempDatabase tmp;
        qint64 id = 0;
        int computedGold = 0;
        auto afterGold = [](const GameController &c, int player) {
            return c.resolution().value(QStringLiteral("after")).toList().at(player).toMap().value(QStringLiteral("gold")).toInt();
        };
        {
            auto c = tmp.controller();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            playGrowthAndEvent(*c);
            id = c->gameId();
            QVERIFY(!c->correctResult(0, QStringLiteral("gold"), 42)); // only in the open breakdown
            QVERIFY2(c->previewResolution(), qPrintable(c->lastError()));
            computedGold = afterGold(*c, 0);
            QVERIFY(!c->correctResult(0, QStringLiteral("stability"), 3)); // comes from the board
            QVERIFY(!c->lastError().isEmpty());
            QVERIFY2(c->correctResult(0, QStringLiteral("gold"), computedGold + 37), qPrintable(c->lastError()));
            QCOMPARE(QString::fromStdString(tmp.actions(id).back().kind), QStringLiteral("correct"));
            QCOMPARE(afterGold(*c, 0), computedGold + 37);
            checkLogMatchesSqlite(*c, tmp);
        } // killed before Confirm
        auto reopened = tmp.controller();
        QCOMPARE(reopened->gameId(), id);
        QVERIFY(reopened->resolutionOpen()); // the breakdown opens again with the stored correction
        QCOMPARE(afterGold(*reopened, 0), computedGold + 37);
        QVERIFY2(reopened->previewResolution(), qPrintable(reopened->lastError()));
        const QVariantMap anna = reopened->resolution().value(QStringLiteral("after")).toList().at(0).toMap();
        QCOMPARE(anna.value(QStringLiteral("gold")).toInt(), computedGold + 37);
        QCOMPARE(anna.value(QStringLiteral("corrected")).toMap().value(QStringLiteral("gold")).toInt(), computedGold + 37);
        // The breakdown explains it in its last step.
        const QVariantList steps = reopened->resolution().value(QStringLiteral("steps")).toList();
        QCOMPARE(steps.last().toMap().value(QStringLiteral("id")).toString(), QStringLiteral("corrections"));

        // Undo takes the correction back, redo puts it back.
        QVERIFY(reopened->undoText().contains(QStringLiteral("result correction")));
        QVERIFY2(reopened->undo(), qPrintable(reopened->lastError()));
        QCOMPARE(afterGold(*reopened, 0), computedGold);
        QVERIFY(reopened->resolution().value(QStringLiteral("after")).toList().at(0).toMap()
                    .value(QStringLiteral("corrected")).toMap().isEmpty());
        QVERIFY2(reopened->redo(), qPrintable(reopened->lastError()));
        QCOMPARE(afterGold(*reopened, 0), computedGold + 37);
        QVERIFY2(reopened->confirmResolution(), qPrintable(reopened->lastError()));
        QCOMPARE(reopened->round(), 2);
        QCOMPARE(reopened->players()->get(0).value(QStringLiteral("gold")).toInt(), computedGold + 37);
        auto again = tmp.controller();
        QVERIFY(!again->resolutionOpen()); // the confirmed round's corrections are gone with its inputs
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

    void campaignStandingsComeFromFinishedGames()
    {
        // FAQ campaign (T-26): two finished games of "Winter league" in SQLite; the winner of each moves
        // up one level. A finished game outside the campaign and an abandoned one do not count.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->campaigns().isEmpty());
        QVERIFY(c->campaignStandings(QStringLiteral("Winter league")).isEmpty());
        nc::app::ScriptedGameOptions options;
        options.lastRound = 2;
        options.campaign = QStringLiteral("Winter league");
        QStringList winners;
        for (int game = 0; game < 2; ++game) {
            const QString error = nc::app::playScriptedGame(*c, options);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(c->campaign(), QStringLiteral("Winter league"));
            const QVariantList rows = c->finalScore().value(QStringLiteral("rows")).toList();
            winners << c->players()->get(rows.at(0).toMap().value(QStringLiteral("player")).toInt()).value(QStringLiteral("name")).toString();
        }
        options.campaign.clear();
        QVERIFY(nc::app::playScriptedGame(*c, options).isEmpty()); // not in the campaign
        options.campaign = QStringLiteral("Winter league");
        QVERIFY(c->startGame(nc::app::scriptedSetup(2)));           // abandoned below: not counted
        QVERIFY(c->abandonGame());

        auto later = tmp.controller(); // read back from the file
        QCOMPARE(later->campaigns(), QStringList{QStringLiteral("Winter league")});
        const QVariantList standings = later->campaignStandings(QStringLiteral("Winter league"));
        QCOMPARE(standings.size(), 2);
        for (const QVariant &v : standings) {
            const QVariantMap st = v.toMap();
            const int wins = int(winners.count(st.value(QStringLiteral("player")).toString()));
            QCOMPARE(st.value(QStringLiteral("wins")).toInt(), wins);
            QCOMPARE(st.value(QStringLiteral("games")).toInt(), 2);
            QCOMPARE(st.value(QStringLiteral("level")).toString(),
                     wins == 0 ? QStringLiteral("prince") : wins == 1 ? QStringLiteral("king") : QStringLiteral("emperor"));
        }
    }

    void cardTiersAreStoredAndRemembered()
    {
        // Our card data has no tier (Rulebook p.11): the table sets it, SQLite keeps it for every game.
        TempDatabase tmp;
        auto c = tmp.controller();
        QCOMPARE(c->cardInfo(QStringLiteral("granary")).value(QStringLiteral("tier")).toString(), QString());
        QSignalSpy changed(c.get(), &nc::app::GameController::cardTiersChanged);
        QVERIFY2(c->setCardTier(QStringLiteral("granary"), QStringLiteral("advanced")), qPrintable(c->lastError()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(c->cardInfo(QStringLiteral("granary")).value(QStringLiteral("tier")).toString(), QStringLiteral("advanced"));
        QVERIFY(!c->setCardTier(QStringLiteral("granary"), QStringLiteral("legendary")));
        QVERIFY(c->lastError().contains(QStringLiteral("basic, advanced or expert")));
        QVERIFY(!c->setCardTier(QStringLiteral("granery"), QStringLiteral("basic")));
        QVERIFY(c->lastError().contains(QStringLiteral("Unknown Progress Card")));
        QVERIFY(!c->setCardTier(QStringLiteral("egypt_b_pyramids"), QStringLiteral("basic"))); // pre-printed
        QCOMPARE(changed.count(), 1);

        auto later = tmp.controller(); // a new process on the same file
        QCOMPARE(later->cardTiers().value(QStringLiteral("granary")).toString(), QStringLiteral("advanced"));
        QVERIFY(later->setCardTier(QStringLiteral("granary"), QString())); // unknown again
        QVERIFY(tmp.controller()->cardTiers().isEmpty());
    }

    void aSideStartingCardsAreRemembered()
    {
        TempDatabase tmp;
        auto buildingsOf = [](const GameController &c, int player) {
            QStringList ids;
            for (const QVariant &b : c.players()->get(player).value(QStringLiteral("buildings")).toList())
                ids.append(b.toMap().value(QStringLiteral("card")).toString());
            return ids;
        };
        auto rememberedCards = [&tmp] {
            QStringList ids;
            for (const QVariant &card : tmp.controller()->nationStart(QStringLiteral("egypt"), QStringLiteral("A"))
                                            .value(QStringLiteral("cards")).toList())
                ids.append(card.toMap().value(QStringLiteral("id")).toString());
            return ids;
        };
        {
            auto c = tmp.controller();
            QVERIFY(c->nationStart(QStringLiteral("egypt"), QStringLiteral("A")).value(QStringLiteral("startingCardsUnknown")).toBool());
            QVERIFY(!c->nationStart(QStringLiteral("egypt"), QStringLiteral("B")).value(QStringLiteral("startingCardsUnknown")).toBool());
            QVERIFY(c->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "egypt", "A"), nc::test::seat("Ben", "rome", "B")}}}));
            QVERIFY(buildingsOf(*c, 0).isEmpty()); // our data does not know the printed cards
            // Round 1: the table puts the printed starting cards on the board (pre-printed cards of
            // other boards are allowed on an A side); each change is remembered for Egypt A.
            QVERIFY2(c->placeCard(0, QStringLiteral("china_b_farm"), -1, false, 0), qPrintable(c->lastError()));
            QVERIFY2(c->placeCard(0, QStringLiteral("egypt_b_quarry"), -1, false, 0), qPrintable(c->lastError()));
            QVERIFY2(c->placeCard(0, QStringLiteral("persia_b_temple"), -1, false, 0), qPrintable(c->lastError()));
            QCOMPARE(rememberedCards().size(), 3);
            QVERIFY(c->removeCard(0, QStringLiteral("building"), 2)); // not printed after all
            QVERIFY(!rememberedCards().contains(QStringLiteral("persia_b_temple")));
            QVERIFY(c->placeCard(0, QStringLiteral("greece_b_lyceum"), -1, false, 0));
            QVERIFY(c->undo()); // undone: forgotten too
            QCOMPARE(rememberedCards(), (QStringList{QStringLiteral("china_b_farm"), QStringLiteral("egypt_b_quarry")}));
            // A Progress Card covering a starting card does not change what the board prints.
            QVERIFY2(c->placeCard(0, QStringLiteral("aqueduct"), 0, false, 0), qPrintable(c->lastError()));
            QCOMPARE(buildingsOf(*c, 0), (QStringList{QStringLiteral("aqueduct"), QStringLiteral("egypt_b_quarry")}));
            QCOMPARE(rememberedCards(), (QStringList{QStringLiteral("china_b_farm"), QStringLiteral("egypt_b_quarry")}));
            // A B side prints its own cards: another board's card is refused.
            QVERIFY(!c->placeCard(1, QStringLiteral("china_b_farm"), 0, false, 0));
            QVERIFY(c->lastError().contains(QStringLiteral("pre-printed on the china board")));
        }
        // Next game with Egypt A: the setup is pre-filled and the board starts with them.
        auto next = tmp.controller();
        const QVariantMap start = next->nationStart(QStringLiteral("egypt"), QStringLiteral("A"));
        QVERIFY(start.value(QStringLiteral("corrected")).toBool());
        QCOMPARE(start.value(QStringLiteral("cards")).toList().at(0).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Farm"));
        QVariantMap anna = nc::test::seat("Anna", "egypt", "A");
        anna.insert(QStringLiteral("start"), QVariantMap{{QStringLiteral("cards"), QStringList{QStringLiteral("china_b_farm"), QStringLiteral("egypt_b_quarry")}}});
        QVERIFY2(next->startGame({{QStringLiteral("seats"), QVariantList{anna, nc::test::seat("Ben", "rome", "B")}}}), qPrintable(next->lastError()));
        QCOMPARE(buildingsOf(*next, 0), (QStringList{QStringLiteral("china_b_farm"), QStringLiteral("egypt_b_quarry")}));
        const auto setup = nlohmann::json::parse(tmp.actions(next->gameId()).front().payloadJson);
        QVERIFY(setup["seats"][0]["start_corrections"]["cards"] == nlohmann::json({"china_b_farm", "egypt_b_quarry"}));
        // Starting without them (the table cleared them) forgets them with the game's creation.
        QVERIFY(next->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "egypt", "A"), nc::test::seat("Ben", "rome", "B")}}}));
        QVERIFY(rememberedCards().isEmpty());
        QVERIFY(!next->nationStart(QStringLiteral("egypt"), QStringLiteral("A")).value(QStringLiteral("corrected")).toBool());
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

    // --- undo / redo ---------------------------------------------------------------------------

    void undoAndRedoAreInSqliteBeforeTheStateSignal()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        QVERIFY(!c->canUndo()); // nothing done yet: the setup is not undoable
        QVERIFY(!c->canRedo());
        const qint64 id = c->gameId();
        const int goldBefore = c->players()->get(0).value(QStringLiteral("gold")).toInt();
        QVERIFY(c->setValue(0, QStringLiteral("gold"), goldBefore + 6));
        QVERIFY(c->canUndo());
        QVERIFY(c->undoText().contains(QStringLiteral("Anna")));

        int storedWhenSignalled = -1;
        int goldWhenSignalled = -1;
        bool canRedoWhenSignalled = false;
        QString lastKind;
        connect(c.get(), &GameController::stateChanged, this, [&] {
            const auto actions = tmp.actions(id); // a second connection sees only committed rows
            storedWhenSignalled = int(actions.size());
            lastKind = QString::fromStdString(actions.back().kind);
            goldWhenSignalled = c->players()->get(0).value(QStringLiteral("gold")).toInt();
            canRedoWhenSignalled = c->canRedo();
        });
        QSignalSpy stored(c.get(), &GameController::actionStored);
        QVERIFY2(c->undo(), qPrintable(c->lastError()));
        QCOMPARE(stored.count(), 1);
        QCOMPARE(stored.at(0).at(0).toString(), QStringLiteral("undo"));
        QCOMPARE(storedWhenSignalled, 3);
        QCOMPARE(lastKind, QStringLiteral("undo"));
        QCOMPARE(goldWhenSignalled, goldBefore);
        QVERIFY(canRedoWhenSignalled);
        QVERIFY(!c->canUndo());
        checkLogMatchesSqlite(*c, tmp);

        QVERIFY2(c->redo(), qPrintable(c->lastError()));
        QCOMPARE(storedWhenSignalled, 4);
        QCOMPARE(lastKind, QStringLiteral("redo"));
        QCOMPARE(goldWhenSignalled, goldBefore + 6);
        QVERIFY(c->canUndo());
        QVERIFY(!c->canRedo());
        checkLogMatchesSqlite(*c, tmp);

        // Nothing left to redo: refused, nothing stored, no signal.
        QSignalSpy stateSpy(c.get(), &GameController::stateChanged);
        QVERIFY(!c->redo());
        QVERIFY(!c->lastError().isEmpty());
        QCOMPARE(stateSpy.count(), 0);
        QCOMPARE(tmp.storedActions(id), 4);
        checkLogMatchesSqlite(*c, tmp);
    }

    void quickEntryEditsAndRoundInputsAreUndoneExactly()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        const auto atStart = c->state();
        QVERIFY(c->chooseGrowth(1, QStringLiteral("bonus:gold")));
        QVERIFY(c->chooseGrowth(0, QStringLiteral("worker:food")));
        QCOMPARE(c->phase(), QStringLiteral("action"));
        const auto afterGrowth = c->state();
        QVERIFY2(c->placeCard(0, QStringLiteral("aqueduct"), 0, false, 1), qPrintable(c->lastError()));
        QVERIFY2(c->changeWorkers(0, 0, 1), qPrintable(c->lastError()));
        QVERIFY(c->addAdjustment(1, QStringLiteral("food"), 2, QStringLiteral("by hand")));
        QVERIFY(c->setPassOrder({1, 0}));

        for (int i = 0; i < 4; ++i)
            QVERIFY2(c->undo(), qPrintable(c->lastError()));
        QVERIFY(c->state() == afterGrowth);
        QCOMPARE(c->players()->get(0).value(QStringLiteral("buildings")).toList().at(0).toMap().value(QStringLiteral("card")).toString(),
                 QString::fromStdString(afterGrowth.players[0].buildings[0].card));
        QCOMPARE(c->passOrder(), QVariantList{});
        // Undoing a Growth choice goes back to the Growth step.
        QVERIFY(c->undo());
        QVERIFY(c->undo());
        QVERIFY(c->state() == atStart);
        QCOMPARE(c->phase(), QStringLiteral("growth"));
        QVERIFY(!c->canUndo());
        QVERIFY(!c->undo());
        checkLogMatchesSqlite(*c, tmp);

        // Redo everything back in order.
        for (int i = 0; i < 6; ++i)
            QVERIFY2(c->redo(), qPrintable(c->lastError()));
        QCOMPARE(c->passOrder(), (QVariantList{1, 0}));
        QCOMPARE(c->players()->get(0).value(QStringLiteral("buildings")).toList().at(0).toMap().value(QStringLiteral("card")).toString(),
                 QStringLiteral("aqueduct"));
        QVERIFY(!c->canRedo());
        checkLogMatchesSqlite(*c, tmp);
    }

    void undoSurvivesARestart()
    {
        TempDatabase tmp;
        nc::nations::GameState undone;
        qint64 id = 0;
        int gold = 0;
        {
            auto c = tmp.controller();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            playGrowthAndEvent(*c);
            gold = c->players()->get(1).value(QStringLiteral("gold")).toInt();
            QVERIFY(c->setValue(1, QStringLiteral("gold"), gold + 4));
            QVERIFY(c->setValue(1, QStringLiteral("stone"), 9));
            QVERIFY(c->undo()); // the Stone
            QVERIFY(c->undo()); // the Gold
            undone = c->state();
            id = c->gameId();
            QCOMPARE(c->players()->get(1).value(QStringLiteral("gold")).toInt(), gold);
        } // killed
        auto reopened = tmp.controller();
        QVERIFY(reopened->hasGame());
        QCOMPARE(reopened->gameId(), id);
        QVERIFY(reopened->state() == undone);
        QCOMPARE(reopened->players()->get(1).value(QStringLiteral("gold")).toInt(), gold);
        checkLogMatchesSqlite(*reopened, tmp);
        // The redo stack survives too, in the same order.
        QVERIFY(reopened->canRedo());
        QVERIFY(reopened->canUndo()); // the Event Card
        QVERIFY2(reopened->redo(), qPrintable(reopened->lastError()));
        QCOMPARE(reopened->players()->get(1).value(QStringLiteral("gold")).toInt(), gold + 4);
        QVERIFY(reopened->canRedo());
        QVERIFY(reopened->redo());
        QCOMPARE(reopened->players()->get(1).value(QStringLiteral("stone")).toInt(), 9);
        const auto redone = reopened->state();
        auto again = tmp.controller();
        QVERIFY(again->state() == redone);
    }

    void aNewActionClearsRedo()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        const auto atStart = c->state();
        QVERIFY(c->setValue(0, QStringLiteral("gold"), 20));
        QVERIFY(c->undo());
        QVERIFY(c->canRedo());
        QVERIFY(c->setValue(0, QStringLiteral("food"), 7));
        QVERIFY(!c->canRedo());
        const int stored = tmp.storedActions(c->gameId());
        QVERIFY(!c->redo());
        QVERIFY(!c->lastError().isEmpty());
        QCOMPARE(tmp.storedActions(c->gameId()), stored);
        QVERIFY(c->players()->get(0).value(QStringLiteral("gold")).toInt() != 20);
        QCOMPARE(c->players()->get(0).value(QStringLiteral("food")).toInt(), 7);
        // Undo takes back the new action, not the one undone before it.
        QVERIFY(c->undo());
        QVERIFY(c->state() == atStart);
        QVERIFY(!c->canUndo());
        checkLogMatchesSqlite(*c, tmp);
        auto reopened = tmp.controller();
        QVERIFY(reopened->state() == c->state());
        QVERIFY(reopened->canRedo());
    }

    void aConfirmedResolutionIsUndoneLikeAnyAction()
    {
        // Issue 16 §2: "Confirm round can be undone like every other action". Undo after Confirm brings back
        // the round as it was before the confirmation; redo confirms it again; both survive a restart.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        playGrowthAndEvent(*c);
        const auto round1 = c->state();
        QVERIFY(c->previewResolution());
        QVERIFY(c->confirmResolution());
        QCOMPARE(c->round(), 2);
        QVERIFY(c->canUndo());
        QVERIFY2(c->undoText().contains(QStringLiteral("esolution")), qPrintable(c->undoText()));
        const auto round2 = c->state();
        QVERIFY2(c->undo(), qPrintable(c->lastError()));
        QCOMPARE(c->round(), 1);
        QVERIFY(c->state() == round1);
        QVERIFY(c->canRedo());
        checkLogMatchesSqlite(*c, tmp);
        auto reopened = tmp.controller();
        QVERIFY(reopened->state() == round1);
        QVERIFY(reopened->canRedo());
        QVERIFY2(reopened->redo(), qPrintable(reopened->lastError()));
        QVERIFY(reopened->state() == round2);
        QCOMPARE(reopened->round(), 2);
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
