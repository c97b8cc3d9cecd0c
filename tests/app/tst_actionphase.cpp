// GameController, the Action Phase recorded action by action (Rulebook p.14-17): every action stored in
// SQLite before the state signal, refusals naming the rule (nothing stored), "Apply anyway" recording a
// marked manual correction, and the "by hand" flag of cards the engine does not automate.
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "selftest/scripted_game.h"
#include "catalog/cardsearchmodel.h"
#include "nations/playerboardmodel.h"

using nc::app::GameController;
using nc::test::TempDatabase;
using nlohmann::json;

class TestActionPhase : public QObject
{
    Q_OBJECT

private:
    /// Growth for both players and an Event Card of age I: the round reaches the Action Phase.
    static void reachActionPhase(GameController &c)
    {
        QVERIFY(c.chooseGrowth(1, QStringLiteral("bonus:gold")));
        QVERIFY(c.chooseGrowth(0, QStringLiteral("bonus:gold")));
        QVERIFY(c.setEventCard(QString::fromStdString(c.catalog().searchEvents("", 1, 5).front()->id)));
        QCOMPARE(c.phase(), QStringLiteral("action"));
    }
    static int value(const GameController &c, int player, const char *key)
    {
        return c.players()->get(player).value(QLatin1String(key)).toInt();
    }

private Q_SLOTS:
    void aRecordedActionIsInSqliteBeforeTheStateSignal()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        reachActionPhase(*c);
        const int first = c->playerOrder().front().toInt();
        QCOMPARE(c->currentTurn(), first);
        const int gold = value(*c, first, "gold");
        QCOMPARE(c->cardPrice(first, QStringLiteral("aqueduct"), 2), 2); // FAQ R-40: row 2 costs 2 Gold
        json storedPayload;
        int goldWhenSignalled = -1;
        connect(c.get(), &GameController::stateChanged, this, [&] {
            const auto actions = tmp.actions(c->gameId()); // a second connection: committed rows only
            QCOMPARE(actions.back().kind, std::string("buy"));
            storedPayload = json::parse(actions.back().payloadJson);
            goldWhenSignalled = value(*c, first, "gold");
        });
        // Every Building/Military slot holds a pre-printed card: the new one covers slot 0 (Rulebook p.14).
        QVERIFY2(c->buyCard(first, QStringLiteral("aqueduct"), 2, {{QStringLiteral("slot"), 0}}), qPrintable(c->lastError()));
        QVERIFY2(storedPayload == (json{{"player", first}, {"card", "aqueduct"}, {"row", 2}, {"slot", 0}}), storedPayload.dump().c_str());
        QCOMPARE(goldWhenSignalled, gold - 2);
        QCOMPARE(c->players()->get(first).value(QStringLiteral("buildings")).toList().first().toMap().value(QStringLiteral("card")).toString(),
                 QStringLiteral("aqueduct"));
        // Rulebook p.14: one action, then the next nation in player order.
        const int second = c->playerOrder().at(1).toInt();
        QCOMPARE(c->currentTurn(), second);
        QCOMPARE(c->undoText(), QStringLiteral("purchase of %1").arg(c->players()->get(first).value(QStringLiteral("name")).toString()));
    }

    void everyActionKindGoesThroughTheEngine()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        reachActionPhase(*c);
        const int a = c->playerOrder().at(0).toInt(), b = c->playerOrder().at(1).toInt();
        // a: a Building; b: a Wonder to build (Pyramids: sections 2, 1, 0 Stone).
        QVERIFY2(c->buyCard(a, QStringLiteral("granary"), 1, {{QStringLiteral("slot"), 0}}), qPrintable(c->lastError()));
        QVERIFY2(c->buyCard(b, QStringLiteral("pyramids"), 1), qPrintable(c->lastError()));
        // a deploys on the Granary (slot 0).
        const int slot = 0;
        QCOMPARE(c->deployCost(a, slot), 1);
        const int idle = value(*c, a, "idleWorkers"), stone = value(*c, a, "stone");
        QVERIFY2(c->deployWorker(a, slot), qPrintable(c->lastError()));
        QCOMPARE(value(*c, a, "idleWorkers"), idle - 1);
        QCOMPARE(value(*c, a, "stone"), stone - 1);
        // b hires a public Architect: the first section costs 2 Stone (Rulebook p.17).
        const int left = c->publicArchitectsLeft();
        const int bStone = value(*c, b, "stone");
        QVERIFY2(c->hireArchitect(b), qPrintable(c->lastError()));
        QCOMPARE(c->publicArchitectsLeft(), left - 1);
        QCOMPARE(value(*c, b, "stone"), bStone - 2);
        // Undeploying is free and not an action: a keeps the turn (Rulebook p.15).
        QCOMPARE(c->currentTurn(), a);
        QVERIFY2(c->undeployWorkers(a, slot, 1), qPrintable(c->lastError()));
        QCOMPARE(c->currentTurn(), a);
        QCOMPARE(value(*c, a, "idleWorkers"), idle);
        // A special action needs a card that has one.
        QVERIFY(!c->specialAction(a, QStringLiteral("petra")));
        QVERIFY(c->lastError().contains(QStringLiteral("Rulebook p.17")));
        QVERIFY(c->specialActions(a).isEmpty());
        // Passing: a first, then b; the last pass ends the Action Phase.
        QVERIFY(c->passTurn(a));
        QCOMPARE(c->currentTurn(), b);
        QVERIFY(c->passTurn(b));
        QCOMPARE(c->passOrder(), (QVariantList{a, b}));
        QCOMPARE(c->currentTurn(), -1);
        QCOMPARE(c->phase(), QStringLiteral("resolution"));
        // The log holds every action exactly as sent, and replays to the same state after a restart.
        QStringList kinds;
        for (const auto &s : tmp.actions(c->gameId()))
            kinds.append(QString::fromStdString(s.kind));
        QCOMPARE(kinds.mid(kinds.indexOf(QStringLiteral("buy"))),
                 (QStringList{"buy", "buy", "deploy", "hire", "undeploy", "pass", "pass"}));
        const auto state = c->state();
        c.reset();
        auto reopened = tmp.controller();
        QVERIFY(reopened->state() == state);
    }

    void aSpecialActionIsApplied()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        reachActionPhase(*c);
        const int a = c->playerOrder().at(0).toInt();
        // Petra ready on a's board (quick entry), then its special action: pay 1 Food, take 3 Gold.
        QVERIFY(c->placeCard(a, QStringLiteral("petra"), -1, false, 0));
        const QVariantList specials = c->specialActions(a);
        QCOMPARE(specials.size(), 1);
        const QVariantMap petra = specials.front().toMap();
        QCOMPARE(petra.value(QStringLiteral("card")).toString(), QStringLiteral("petra"));
        QVERIFY(petra.value(QStringLiteral("automated")).toBool());
        QCOMPARE(petra.value(QStringLiteral("options")).toList().size(), 3);
        QCOMPARE(petra.value(QStringLiteral("limit")).toInt(), 1);
        const int food = value(*c, a, "food"), gold = value(*c, a, "gold");
        QVERIFY2(c->specialAction(a, QStringLiteral("petra"), 0, 1), qPrintable(c->lastError()));
        QCOMPARE(value(*c, a, "food"), food - 1);
        QCOMPARE(value(*c, a, "gold"), gold + 3);
        QCOMPARE(c->specialActions(a).front().toMap().value(QStringLiteral("used")).toInt(), 1);
    }

    void aRefusalNamesTheRuleAndStoresNothing()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        reachActionPhase(*c);
        const int a = c->currentTurn();
        const int stored = tmp.storedActions(c->gameId());
        QSignalSpy stateSpy(c.get(), &GameController::stateChanged);
        // Macedonia needs Military Strength 4 (Rulebook p.16); nobody has any yet.
        QVERIFY(!c->buyCard(a, QStringLiteral("macedonia"), 1));
        QVERIFY2(c->lastError().startsWith(QStringLiteral("To buy Macedonia you need Military Strength 4")),
                 qPrintable(c->lastError()));
        // The rule in words and what the table can do, never the CLI's payload syntax ("override": true).
        QVERIFY2(!c->lastError().contains(QLatin1Char('"')), qPrintable(c->lastError()));
        QVERIFY2(c->lastError().contains(QStringLiteral("Apply anyway")), qPrintable(c->lastError()));
        QVERIFY(c->canApplyAnyway());
        // The rule in words; its source apart, one click away on the page (issue 16 §3).
        QCOMPARE(c->refusalReason(), QStringLiteral("To buy Macedonia you need Military Strength 4 (you have 0)"));
        QCOMPARE(c->refusalSource(), QStringLiteral("Rulebook p.16"));
        QCOMPARE(tmp.storedActions(c->gameId()), stored);
        QCOMPARE(stateSpy.count(), 0);
        QVERIFY(c->players()->get(a).value(QStringLiteral("colonies")).toList().isEmpty());

        // Not the player's turn: refused naming the turn order rule.
        const int other = c->playerOrder().at(1).toInt();
        QVERIFY(!c->passTurn(other));
        QVERIFY(c->lastError().startsWith(QStringLiteral("Nations take one action each in player order")));
        QCOMPARE(c->refusalSource(), QStringLiteral("Rulebook p.14"));
        QVERIFY(c->canApplyAnyway());

        // Paying more Gold than you have can never be overruled (the state would be impossible).
        QVERIFY(c->setValue(a, QStringLiteral("gold"), 1));
        QVERIFY(!c->buyCard(a, QStringLiteral("aqueduct"), 3));
        QVERIFY2(c->lastError().contains(QStringLiteral("costs 3 Gold on row 3")), qPrintable(c->lastError()));
        QVERIFY(!c->canApplyAnyway());
        QVERIFY(c->refusalReason().isEmpty());
        // Its source is apart too, beside the banner's sentence (not in it).
        QCOMPARE(c->refusalSource(), QStringLiteral("Rulebook p.14"));
        QVERIFY2(!c->lastError().contains(QStringLiteral("Rulebook")), qPrintable(c->lastError()));
        QVERIFY(!c->applyAnyway());
        // A success clears the refusal and its source.
        QVERIFY2(c->passTurn(a), qPrintable(c->lastError()));
        QVERIFY(c->lastError().isEmpty());
        QVERIFY(c->refusalSource().isEmpty());
    }

    void applyAnywayRecordsAManualCorrection()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        reachActionPhase(*c);
        const int a = c->currentTurn();
        QVERIFY(!c->buyCard(a, QStringLiteral("macedonia"), 1));
        QVERIFY(c->canApplyAnyway());
        const int gold = value(*c, a, "gold");
        QVERIFY2(c->applyAnyway(), qPrintable(c->lastError()));
        QVERIFY(!c->canApplyAnyway());
        QCOMPARE(c->lastError(), QString());
        // Stored with "override": true, the overruled rule listed as a manual correction of the round.
        const auto stored = tmp.actions(c->gameId());
        QCOMPARE(stored.back().kind, std::string("buy"));
        QVERIFY2(json::parse(stored.back().payloadJson) == (json{{"player", a}, {"card", "macedonia"}, {"row", 1}, {"override", true}}),
                 stored.back().payloadJson.c_str());
        const QVariantList overrides = c->actionOverrides();
        QCOMPARE(overrides.size(), 1);
        const QVariantMap o = overrides.front().toMap();
        QCOMPARE(o.value(QStringLiteral("player")).toInt(), a);
        QCOMPARE(o.value(QStringLiteral("action")).toString(), QStringLiteral("buy"));
        QCOMPARE(o.value(QStringLiteral("cardName")).toString(), QStringLiteral("Macedonia"));
        QCOMPARE(o.value(QStringLiteral("rule")).toString(),
                 QStringLiteral("To buy Macedonia you need Military Strength 4 (you have 0)"));
        QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("Rulebook p.16"));
        QCOMPARE(value(*c, a, "gold"), gold - 1);
        QCOMPARE(c->players()->get(a).value(QStringLiteral("colonies")).toList().size(), 1);
        QVERIFY2(c->undoText().startsWith(QStringLiteral("purchase (manual correction) of")), qPrintable(c->undoText()));
        // Any other action clears the pending refusal.
        QVERIFY(!c->buyCard(c->currentTurn(), QStringLiteral("armenia"), 1));
        QVERIFY(c->canApplyAnyway());
        QVERIFY(c->setValue(0, QStringLiteral("food"), 3));
        QVERIFY(!c->canApplyAnyway());
    }

    // Issue 16 §3: a stale "Apply anyway" must not apply to a state the refusal was not made in.
    void aRefusalIsForgottenWhenAnotherGameIsShown()
    {
        TempDatabase tmp;
        qint64 finished = 0;
        {
            auto played = tmp.controller();
            nc::app::ScriptedGameOptions options;
            options.lastRound = 2;
            const QString error = nc::app::playScriptedGame(*played, options);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            finished = played->gameId();
        }
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        reachActionPhase(*c);
        const qint64 active = c->gameId();
        QVERIFY(!c->buyCard(c->currentTurn(), QStringLiteral("macedonia"), 1));
        QVERIFY(c->canApplyAnyway());
        const int stored = tmp.storedActions(active);

        // The finished game opened from the history: the refused purchase was not made in it.
        QVERIFY2(c->openFinishedGame(finished), qPrintable(c->lastError()));
        QVERIFY(!c->canApplyAnyway());
        QVERIFY(c->refusalReason().isEmpty());
        QVERIFY(!c->applyAnyway());
        // Back to the unfinished game: nothing was recorded in it, and nothing is pending.
        QVERIFY2(c->resumeLatest(), qPrintable(c->lastError()));
        QCOMPARE(c->gameId(), active);
        QVERIFY(!c->canApplyAnyway());
        QCOMPARE(tmp.storedActions(active), stored);
    }

    void cardsNotAutomatedAreFlaggedWithTheReason()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        // Every Progress Card is automated since issue 12 (the last ones: Vikings B's pre-printed Old Uppsala
        // and the Dynasties' natural wonders); what is left by hand shows with its reason, e.g. the A sides
        // of the expansion nations our data does not have.
        QVariantMap start{{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "vikings", "B"),
                                                                 nc::test::seat("Ben", "japan", "B", "king")}},
                          {QStringLiteral("cardSets"), QStringList{QStringLiteral("base"), QStringLiteral("expansion"),
                                                                   QStringLiteral("dynasties")}}};
        QVERIFY2(c->startGame(start), qPrintable(c->lastError()));
        const QVariantMap koreaA = c->cardAutomation(QStringLiteral("korea/A"));
        QVERIFY(!koreaA.value(QStringLiteral("automated")).toBool());
        QVERIFY(!koreaA.value(QStringLiteral("reason")).toString().isEmpty());
        const QVariantMap vesuvius = c->cardAutomation(QStringLiteral("vesuvius"));
        QVERIFY(vesuvius.value(QStringLiteral("automated")).toBool());
        QCOMPARE(vesuvius.value(QStringLiteral("reason")).toString(), QString());
        QVERIFY(c->cardAutomation(QStringLiteral("buddha")).value(QStringLiteral("automated")).toBool());
        QVERIFY(c->cardAutomation(QStringLiteral("aqueduct")).value(QStringLiteral("automated")).toBool());
        QVERIFY(c->cardAutomation(QStringLiteral("petra")).value(QStringLiteral("automated")).toBool());
        // The same flag in the card search...
        nc::app::CardSearchModel m;
        m.setController(c.get());
        m.setQuery(QStringLiteral("vesuvius"));
        QCOMPARE(m.idAt(0), QStringLiteral("vesuvius"));
        QVERIFY(m.data(m.index(0), nc::app::CardSearchModel::AutomatedRole).toBool());
        QCOMPARE(m.data(m.index(0), nc::app::CardSearchModel::HandReasonRole).toString(), QString());
        // ... and on the player's board: Vikings B's pre-printed Old Uppsala and Japan B's Emperor are automated.
        const QVariantMap uppsala = c->cardAutomation(QStringLiteral("vikings_b_old_uppsala"));
        QVERIFY(uppsala.value(QStringLiteral("automated")).toBool());
        const QVariantList wonders = c->players()->get(0).value(QStringLiteral("wonders")).toList();
        QVERIFY(!wonders.isEmpty());
        const QVariantMap wonder = wonders.front().toMap();
        QCOMPARE(wonder.value(QStringLiteral("card")).toString(), QStringLiteral("vikings_b_old_uppsala"));
        QVERIFY(wonder.value(QStringLiteral("automated")).toBool());
        QCOMPARE(wonder.value(QStringLiteral("handReason")).toString(), QString());
        QVERIFY(c->cardAutomation(QStringLiteral("japan_b_emperor")).value(QStringLiteral("automated")).toBool());
        const QVariantList advisors = c->players()->get(1).value(QStringLiteral("advisors")).toList();
        QVERIFY(!advisors.isEmpty());
        QVERIFY(advisors.front().toMap().value(QStringLiteral("automated")).toBool());
        QVERIFY2(c->placeCard(0, QStringLiteral("aqueduct"), 0, false, 0), qPrintable(c->lastError()));
        const QVariantMap building = c->players()->get(0).value(QStringLiteral("buildings")).toList().first().toMap();
        QVERIFY(building.value(QStringLiteral("automated")).toBool());
    }

    void oldUppsalaIsOfferedAndAppliedAsASpecialAction()
    {
        // Old Uppsala (card text): "Special action once per round: pay 1 food for +3 strength until the end
        // of the round." The special form lists it as automated; taking it pays and adds the Strength.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVariantMap start{{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "vikings", "B"),
                                                                 nc::test::seat("Ben", "rome", "B")}},
                          {QStringLiteral("cardSets"), QStringList{QStringLiteral("base"), QStringLiteral("expansion")}}};
        QVERIFY2(c->startGame(start), qPrintable(c->lastError()));
        reachActionPhase(*c);
        QVariantMap uppsala;
        for (const QVariant &v : c->specialActions(0))
            if (v.toMap().value(QStringLiteral("card")).toString() == QStringLiteral("vikings_b_old_uppsala"))
                uppsala = v.toMap();
        QVERIFY(!uppsala.isEmpty());
        QVERIFY(uppsala.value(QStringLiteral("automated")).toBool());
        QCOMPARE(uppsala.value(QStringLiteral("reason")).toString(), QString());
        QCOMPARE(uppsala.value(QStringLiteral("limit")).toInt(), 1);
        if (c->currentTurn() != 0)
            QVERIFY2(c->passTurn(c->currentTurn()), qPrintable(c->lastError()));
        const int food = value(*c, 0, "food"), strength = value(*c, 0, "strength");
        QVERIFY(food >= 1);
        QVERIFY2(c->specialAction(0, QStringLiteral("vikings_b_old_uppsala"), uppsala.value(QStringLiteral("rule")).toInt(), 0),
                 qPrintable(c->lastError()));
        QCOMPARE(value(*c, 0, "food"), food - 1);
        QCOMPARE(value(*c, 0, "strength"), strength + 3);
    }

    void aNaturalWonderTakesThePlaceChosenAsItsCover()
    {
        // The buy form names one place on the board; for a natural wonder it is the ready Wonder it covers
        // (payload "cover", docs/state-format.md), for every other card a slot: the controller tells them
        // apart by the card's type, not the form.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVariantMap setup = nc::test::twoPlayers();
        setup.insert(QStringLiteral("cardSets"), QStringList{QStringLiteral("base"), QStringLiteral("dynasties")});
        QVERIFY2(c->startGame(setup), qPrintable(c->lastError()));
        reachActionPhase(*c);
        const int first = c->currentTurn();
        c->buyCard(first, QStringLiteral("mount_kailash"), 1, {{QStringLiteral("slot"), 0}});
        const auto actions = tmp.actions(c->gameId());
        QCOMPARE(actions.back().kind, std::string("buy"));
        const json stored = json::parse(actions.back().payloadJson);
        QVERIFY2(stored.value("cover", -1) == 0 && !stored.contains("slot"), stored.dump().c_str());
    }
};

QTEST_GUILESS_MAIN(TestActionPhase)
#include "tst_actionphase.moc"
