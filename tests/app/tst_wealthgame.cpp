// WealthGame (app/wealth_of_nations/): every action of a Wealth of Nations game is in SQLite before the
// state signal, a refused one stores nothing and shows the engine's message, undo/redo and a killed app
// resume the identical game, the price corrections are remembered for the next game (and can go back to
// the printed value), and a game played to its end stores its result. Rules: W =
// shared/rulebooks/wealth-of-nations-rulebook.txt (W l.NN).
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "settings/app_settings.h"
#include "wealth_of_nations/wealth_game.h"

using nc::app::WealthGame;
using nc::test::TempDatabase;
using nc::test::WealthGameOn;

class TestWealthGame : public QObject
{
    Q_OBJECT

private:
    static QStringList names4() { return {QStringLiteral("Ann"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di")}; }
    static QStringList flags4()
    {
        return {QStringLiteral("bolshevia"), QStringLiteral("bharat"), QStringLiteral("anglica"), QStringLiteral("arazzaq")};
    }
    static QVariantMap player(const WealthGame &g, int i) { return g.players().at(i).toMap(); }
    static QVariantMap market(const WealthGame &g, int i) { return g.markets().at(i).toMap(); }

    /// Plays the whole draft: each pick the first Package of the kind the round takes (W l.441-536).
    static bool draftAll(WealthGame &g)
    {
        while (g.phase() == QLatin1String("draft")) {
            const QVariantMap d = g.report().value(QStringLiteral("draft")).toMap();
            const QString takes = d.value(QStringLiteral("takes")).toString();
            QString pick;
            for (const QVariant &v : g.packages()) {
                const QVariantMap p = v.toMap();
                const bool industry = p.value(QStringLiteral("industry")).toBool();
                if (p.value(QStringLiteral("takenBy")).toInt() < 0 && p.value(QStringLiteral("inDraft")).toBool()
                    && (takes == QLatin1String("either") || industry == (takes == QLatin1String("industry")))) {
                    pick = p.value(QStringLiteral("id")).toString();
                    break;
                }
            }
            if (!g.draftPackage(d.value(QStringLiteral("player")).toInt(), pick))
                return false;
        }
        return true;
    }

private Q_SLOTS:
    void aGameWhoseSetupCannotBeReadOpensReadOnly()
    {
        // A setup row the rules refuse (written by another tool or another version, e.g. through a history
        // import): the app starts, names the damage and stores nothing (it used to abort at start).
        TempDatabase tmp;
        qint64 id = 0;
        {
            WealthGameOn g(tmp.path());
            QVERIFY(g.start(names4(), flags4(), 1));
            id = g.gameId();
        }
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            db.exec("UPDATE actions SET payload_json = json_set(payload_json, '$.seats', 4) WHERE game_id = " +
                    std::to_string(id) + " AND seq = 1");
        }
        WealthGameOn g(tmp.path());
        QVERIFY(g.hasGame());
        QVERIFY2(g.damage().contains(QStringLiteral("row 1")), qPrintable(g.damage()));
        QCOMPARE(g.phase(), QString());
        QVERIFY(g.players().isEmpty());
        QVERIFY(g.markets().isEmpty());
        QVERIFY(!g.draftPackage(0, QStringLiteral("industry_1")));
        QCOMPARE(tmp.storedActions(id), 1);
    }

    void actionIsInSqliteBeforeTheSignal()
    {
        TempDatabase tmp;
        WealthGameOn g(tmp.path());
        QVERIFY2(g.storageReady(), qPrintable(g.lastError()));
        QVERIFY(!g.hasGame());
        QVERIFY2(g.start(names4(), flags4(), 1), qPrintable(g.lastError()));
        const qint64 id = g.gameId();
        QCOMPARE(tmp.storedActions(id), 1); // the setup row
        QCOMPARE(g.phase(), QStringLiteral("draft"));
        int seenInSqlite = -1;
        connect(&g, &WealthGame::changed, this, [&] { seenInSqlite = tmp.storedActions(id); });
        // W l.318-322, l.443-448: who drew the Generator (Bo) picks first, an Industry Package in round 1.
        QCOMPARE(g.report().value(QStringLiteral("draft")).toMap().value(QStringLiteral("player")).toInt(), 1);
        QVERIFY2(g.draftPackage(1, QStringLiteral("industry_3")), qPrintable(g.lastError()));
        QCOMPARE(seenInSqlite, 2);
        const QVariantList drafted = player(g, 1).value(QStringLiteral("drafted")).toList();
        QCOMPARE(drafted.size(), 1);
        // W l.342-380: Industry Package 3 is 2 Generators and $10.
        QCOMPARE(drafted[0].toMap().value(QStringLiteral("money")).toInt(), 10);
        QCOMPARE(player(g, 1).value(QStringLiteral("tiles")).toMap().value(QStringLiteral("generator")).toInt(), 2);
    }

    void refusedActionsStoreNothingAndSayWhy()
    {
        TempDatabase tmp;
        WealthGameOn g(tmp.path());
        QStringList seven = names4() << QStringLiteral("Ed") << QStringLiteral("Flo") << QStringLiteral("Gus");
        QStringList flags = flags4() << QStringLiteral("showa_republic") << QStringLiteral("federal_provinces") << QStringLiteral("bharat");
        QVERIFY(!g.start(seven, flags, 0)); // W l.456-536: 3-6 players
        QVERIFY2(g.lastError().contains(QStringLiteral("3-6 players")), qPrintable(g.lastError()));
        QVERIFY(!g.hasGame());
        QVERIFY(g.start(names4(), flags4(), 0));
        const qint64 id = g.gameId();
        QVERIFY(!g.draftPackage(2, QStringLiteral("industry_1"))); // W l.443-448: pick 1 is Ann's
        QVERIFY(!g.buy(0, QStringLiteral("food")));                // no Trade during the draft
        QVERIFY(draftAll(g));
        const int stored = tmp.storedActions(id);
        const QVariantList before = g.players();
        QVERIFY(!g.setMarket(QStringLiteral("ore"), 31)); // W l.565-566: the Ore Market has 30 wells
        QVERIFY2(g.lastError().contains(QStringLiteral("0-30")), qPrintable(g.lastError()));
        QVERIFY(!g.finalMoney(0, 50)); // W l.547-552: money is private during the game
        QVERIFY(!g.repayNote(0));       // W l.711-714: no note to repay
        QVERIFY(!g.addBloc(0, QStringLiteral("farm"), 2, 13, 2, 0, 0, false, false)); // 6 dots per tile at most
        QCOMPARE(tmp.storedActions(id), stored);
        QCOMPARE(g.players(), before);
        QVERIFY(g.buy(0, QStringLiteral("food")));
        QVERIFY(g.lastError().isEmpty());
    }

    void marketsNotesAndTheirWarning()
    {
        TempDatabase tmp;
        WealthGameOn g(tmp.path());
        QVERIFY(g.start(names4(), flags4(), 0));
        QVERIFY(draftAll(g));
        QCOMPARE(g.phase(), QStringLiteral("trade"));
        // W l.640-642: Food at its starting 20 cubes: buy $7, sell $4, barter $5.5.
        QCOMPARE(market(g, 0).value(QStringLiteral("cubes")).toInt(), 20);
        QCOMPARE(market(g, 0).value(QStringLiteral("buy")).toInt(), 7);
        QCOMPARE(market(g, 0).value(QStringLiteral("sell")).toInt(), 4);
        QCOMPARE(market(g, 0).value(QStringLiteral("barter")).toDouble(), 5.5);
        QVERIFY(g.buy(2, QStringLiteral("food"))); // W l.605-611: the cheapest cube leaves the rows
        QCOMPARE(market(g, 0).value(QStringLiteral("cubes")).toInt(), 19);
        QVERIFY(g.sell(2, QStringLiteral("food")));
        QCOMPARE(market(g, 0).value(QStringLiteral("cubes")).toInt(), 20);
        // W l.702-706: notes give $20, $19, ...; W l.706-707: past the 30 in the box, warn and record on paper.
        QCOMPARE(player(g, 0).value(QStringLiteral("next_note")).toInt(), 20);
        QVERIFY(g.takeNote(0));
        QCOMPARE(player(g, 0).value(QStringLiteral("next_note")).toInt(), 19);
        QVERIFY(g.repayNote(0)); // W l.711-714
        for (int p = 0; p < 4; ++p)
            for (int n = 0; n < 8; ++n)
                QVERIFY2(g.takeNote(p), qPrintable(g.lastError()));
        QCOMPARE(g.report().value(QStringLiteral("notes")).toMap().value(QStringLiteral("on_paper")).toInt(), 2);
        QVERIFY2(g.lastWarning().contains(QStringLiteral("paper")), qPrintable(g.lastWarning()));
        QVERIFY(g.lastError().isEmpty());
    }

    void theShownLinesFollowALanguageSwitch()
    {
        // Issue 16 §5: the engine's lines and warning of the action shown are rendered again when Settings
        // switches the language (W l.702-707: a note past the 30 in the box is recorded on paper).
        TempDatabase tmp;
        WealthGameOn g(tmp.path());
        QVERIFY(g.start(names4(), flags4(), 0));
        QVERIFY(draftAll(g));
        for (int p = 0; p < 4; ++p)
            for (int n = 0; n < 8; ++n)
                QVERIFY2(g.takeNote(p), qPrintable(g.lastError()));
        auto shown = [&] {
            QStringList out{g.lastWarning()};
            for (const QVariant &l : g.lastLines())
                out.append(l.toMap().value(QStringLiteral("text")).toString() + QLatin1Char('|')
                           + l.toMap().value(QStringLiteral("note")).toString());
            return out.join(QLatin1Char('\n'));
        };
        const QString english = shown();
        QVERIFY2(english.contains(QStringLiteral("paper")), qPrintable(english));
        QSignalSpy changed(&g, &WealthGame::changed);
        nc::app::AppSettings::installTranslator(QStringLiteral("de"));
        QVERIFY(changed.count() >= 1);
        const QString german = shown();
        QVERIFY2(german.contains(QStringLiteral("Papier")) && !german.contains(QStringLiteral("paper")), qPrintable(german));
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
        QCOMPARE(shown(), english);
    }

    void aRefusalIsInWordsWithItsSourceApart()
    {
        // Issue 16 §3, §5: a Flag is placed in the Develop phase only (W l.749-763): refused in the Trade phase
        // that follows the draft, as a sentence in the chosen language, the rulebook lines apart.
        TempDatabase tmp;
        WealthGameOn g(tmp.path());
        QVERIFY(g.start(names4(), flags4(), 0));
        QVERIFY(draftAll(g));
        QSignalSpy errors(&g, &WealthGame::lastErrorChanged);
        QVERIFY(!g.placeFlag(0));
        QCOMPARE(g.lastError(), QStringLiteral("Only in the Develop phase (now it is the Trade phase)"));
        QCOMPARE(g.refusalSource(), QStringLiteral("Wealth of Nations rulebook: W l.749-763"));
        nc::app::AppSettings::installTranslator(QStringLiteral("de"));
        QCOMPARE(g.lastError(), QStringLiteral("Nur in der Entwicklungsphase (jetzt ist die Handelsphase)"));
        QCOMPARE(g.refusalSource(), QStringLiteral("Regelheft von Wealth of Nations: W l.749-763"));
        QVERIFY(errors.count() >= 2);
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
        QCOMPARE(g.lastError(), QStringLiteral("Only in the Develop phase (now it is the Trade phase)"));
        QVERIFY2(g.takeNote(0), qPrintable(g.lastError())); // an action that succeeds takes both away
        QCOMPARE(g.lastError(), QString());
        QCOMPARE(g.refusalSource(), QString());
    }

    void undoRedoAndAKilledAppResumeTheSameGame()
    {
        TempDatabase tmp;
        qint64 id = 0;
        QVariantList players, markets;
        {
            WealthGameOn g(tmp.path());
            QVERIFY(g.start(names4(), flags4(), 3));
            id = g.gameId();
            QVERIFY(draftAll(g));
            QVERIFY(g.sell(1, QStringLiteral("labor")));
            QVERIFY(g.takeNote(3));
            QVERIFY(g.undo());
            QCOMPARE(player(g, 3).value(QStringLiteral("notes")).toInt(), 0);
            QVERIFY(g.canRedo());
            players = g.players();
            markets = g.markets();
        } // the app is killed: nothing but SQLite survives
        WealthGameOn again(tmp.path());
        QVERIFY(again.hasGame());
        QCOMPARE(again.gameId(), id);
        QCOMPARE(again.players(), players);
        QCOMPARE(again.markets(), markets);
        QVERIFY(again.canRedo());
        QVERIFY(again.redo());
        QCOMPARE(player(again, 3).value(QStringLiteral("notes")).toInt(), 1);
    }

    void priceCorrectionsAreRememberedForTheNextGame()
    {
        TempDatabase tmp;
        {
            WealthGameOn g(tmp.path());
            QVERIFY(g.start(names4(), flags4(), 0));
            QVERIFY(g.rememberedCorrections().isEmpty());
            // The table reads $8 on Food's 20th well (the default is $7, W l.640).
            QVERIFY2(g.correctPrice(QStringLiteral("food"), QStringLiteral("buy"), 20, 8), qPrintable(g.lastError()));
            QCOMPARE(market(g, 0).value(QStringLiteral("buy")).toInt(), 8);
            QCOMPARE(g.rememberedCorrections().size(), 1);
            QVERIFY(g.correctPrice(QStringLiteral("food"), QStringLiteral("barter"), 20, 5)); // then undone
            QCOMPARE(g.rememberedCorrections().size(), 2);
            QVERIFY(g.undo());
            QCOMPARE(g.rememberedCorrections().size(), 1);
        }
        WealthGameOn g(tmp.path()); // another day: the next new game starts with the correction
        QVERIFY(g.start(names4(), flags4(), 0));
        QCOMPARE(market(g, 0).value(QStringLiteral("buy")).toInt(), 8);
        QCOMPARE(market(g, 0).value(QStringLiteral("corrections")).toList().size(), 1);
        QVERIFY(g.resetPrice(QStringLiteral("food"), QStringLiteral("buy"), 20)); // back to the printed value
        QCOMPARE(market(g, 0).value(QStringLiteral("buy")).toInt(), 7);
        QVERIFY(g.rememberedCorrections().isEmpty());
        QVERIFY(g.correctPrice(QStringLiteral("ore"), QStringLiteral("market_empty_buy"), 0, 36));
        QVERIFY(g.forgetCorrections());
        QVERIFY(g.rememberedCorrections().isEmpty());
        QCOMPARE(market(g, 3).value(QStringLiteral("market_empty_buy")).toInt(), 36); // this game keeps it
        QVERIFY(!g.correctPrice(QStringLiteral("food"), QStringLiteral("buy"), 41, 8)); // 40 wells
    }

    void aGamePlayedToTheEndStoresItsResult()
    {
        TempDatabase tmp;
        WealthGameOn g(tmp.path());
        QVERIFY(g.start(names4(), flags4(), 0));
        QVERIFY(draftAll(g));
        QVERIFY(g.endPhase(false)); // Trade -> Develop
        const int flags = player(g, 0).value(QStringLiteral("flags")).toInt(); // one on each drafted tile (W l.414-415)
        QVERIFY2(g.placeFlag(0), qPrintable(g.lastError()));
        QCOMPARE(player(g, 0).value(QStringLiteral("flags")).toInt(), flags + 1);
        // W l.893-908: 2 tiles moved, 1 forced, 1 into a hex with Ann's own Flag: that Flag goes back.
        QVERIFY2(g.moveTiles(0, 2, 1, 1), qPrintable(g.lastError()));
        QCOMPARE(player(g, 0).value(QStringLiteral("flags")).toInt(), flags);
        QVERIFY(!g.moveTiles(0, 4, 0, 0)); // up to 3 tiles
        QVERIFY(g.endPhase(false)); // no end condition: Produce (W l.1035-1042)
        QCOMPARE(g.phase(), QStringLiteral("produce"));
        // W l.1028-1031: 4 Academies, 7 dots: 4 Food + 1 Energy -> 7 Labor (the calculator, nothing stored).
        const QVariantMap out = g.blocOutput(QStringLiteral("academy"), 4, 7, 4, 0, 0, false, false);
        QVERIFY(out.value(QStringLiteral("ok")).toBool());
        QCOMPARE(out.value(QStringLiteral("produced")).toString(), QStringLiteral("7 Labor"));
        QVERIFY2(g.addBloc(0, QStringLiteral("farm"), 3, 4, 3, 0, 0, false, false), qPrintable(g.lastError()));
        QCOMPARE(g.pendingBlocs(0).size(), 1);
        QVERIFY2(g.produce(0), qPrintable(g.lastError()));
        QVERIFY(g.pendingBlocs(0).isEmpty());
        QVERIFY(g.endPhase(false)); // round 2
        QCOMPARE(g.round(), 2);
        QVERIFY(g.endPhase(false));
        QVERIFY(g.endPhase(true)); // the table says every hex is filled (W l.1039-1040)
        QCOMPARE(g.phase(), QStringLiteral("final_produce"));
        QVERIFY(!g.finalScore().isEmpty());
        QVERIFY(g.endPhase(false));
        QCOMPARE(g.phase(), QStringLiteral("final_trade"));
        QVERIFY(!g.finalMoney(1, -5)); // negative money
        QVERIFY(g.lastError().contains(QStringLiteral("negative")));
        for (int p = 0; p < 4; ++p)
            QVERIFY(g.finalMoney(p, 40 + p));
        QVERIFY(g.endPhase(false));
        QCOMPARE(g.phase(), QStringLiteral("ended"));
        const QVariantList games = g.games();
        QCOMPARE(games.first().toMap().value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QVERIFY(!games.first().toMap().value(QStringLiteral("winner")).toString().isEmpty());
        // The stored result closes the log: nothing to undo (the database would refuse it).
        QVERIFY(!g.canUndo());
        QVERIFY(!g.canRedo());
    }
};

QTEST_MAIN(TestWealthGame)
#include "tst_wealthgame.moc"
