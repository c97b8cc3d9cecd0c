// HistoryEditor and its games model (the History page's view, app/history/) on a real SQLite file: the model
// passes QAbstractItemModelTester through every write; edits, a corrected score, delete and undo, a logged
// game, rename and merge and its undo go to the database and come back through a second connection; a refused
// write sets the error and changes nothing; a missing database is an error, not a crash.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "app_test_support.h"
#include "catalog/embedded_catalog.h"
#include "db/logged_game.h"
#include "db/statistics.h"
#include "history/historymodel.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/players.h"
#include "history/history_editor.h"
#include "history/history_games_model.h"
#include "session/game_types.h"

using namespace nc;
using nc::app::HistoryEditor;
using nc::app::HistoryGamesModel;

class TstHistoryEditor : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    nations::Catalog m_catalog = app::loadEmbeddedCatalog();
    std::unique_ptr<app::GameTypes> m_types;

    QString path() const { return m_dir.filePath(QStringLiteral("h.sqlite")); }

    // A second connection, as another process would see the file.
    db::Database reopen() const { return db::Database::open(path().toStdString()); }

    static QVariant role(const HistoryGamesModel *m, int row, const char *name)
    {
        return m->data(m->index(row), m->roleNames().key(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_types = std::make_unique<app::GameTypes>(m_catalog, app::loadEmbeddedWonPrices());
        auto db = reopen();
        db::GameStore store(db);
        const int64_t a = store.createGame("nations", "{}", {{"Anna", "egypt", 'B'}, {"Ben", "rome", 'A'}}, "{}");
        store.finishGame(a, "{}", {{0, 60, 1}, {1, 50, 2}});
        const int64_t b = store.createGame("nations_dice", "{}", {{"Anne", "", '\0'}, {"Cleo", "", '\0'}}, "{}");
        store.finishGame(b, "{}", {{0, 30, 1}, {1, 20, 2}});
    }

    void everyWriteKeepsASoundModelAndReachesTheFile()
    {
        auto db = reopen();
        HistoryEditor e(&db, *m_types);
        QAbstractItemModelTester tester(e.games(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        e.refresh();
        HistoryGamesModel *m = e.games();
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(role(m, 0, "gameName").toString(), QStringLiteral("Nations: The Dice Game")); // newest first
        QCOMPARE(role(m, 1, "players").toString(), QStringLiteral("Anna 60 · Ben 50"));

        e.setGameType(QStringLiteral("nations"));
        QCOMPARE(m->rowCount(), 1);
        e.setGameType(QString());

        QVERIFY(e.editGame(1, QStringLiteral("2026-01-05"), QStringLiteral("club"), QStringLiteral("good one")));
        QCOMPARE(role(m, m->rowOf(1), "date").toString(), QStringLiteral("2026-01-05"));
        QCOMPARE(role(m, m->rowOf(1), "place").toString(), QStringLiteral("club"));
        QCOMPARE(db::gameDetails(reopen(), 1)->notes, std::string("good one"));

        QVERIFY(e.correctScore(1, 1, 61, QStringLiteral("a wonder was missed")));
        QCOMPARE(role(m, m->rowOf(1), "winner").toString(), QStringLiteral("Ben"));
        QVERIFY(role(m, m->rowOf(1), "corrected").toBool());
        const QVariantMap game = e.game(1);
        const QVariantMap ben = game.value(QStringLiteral("seats")).toList().at(1).toMap();
        QCOMPARE(ben.value(QStringLiteral("computed")).toInt(), 50);
        QCOMPARE(ben.value(QStringLiteral("reason")).toString(), QStringLiteral("a wonder was missed"));
        QVERIFY(!game.value(QStringLiteral("edits")).toStringList().isEmpty());

        QVERIFY(e.deleteGame(1));
        QCOMPARE(e.lastDeleted(), 1);
        QCOMPARE(m->rowCount(), 1);
        QCOMPARE(e.trash().size(), 1);
        QCOMPARE(db::trash(reopen()).size(), size_t(1));
        QVERIFY(e.undoDelete());
        QCOMPARE(e.lastDeleted(), 0);
        QCOMPARE(m->rowCount(), 2);
        QVERIFY(e.trash().isEmpty());

        const qint64 logged = e.logGame(QStringLiteral("nations"), QStringLiteral("2026-02-01"), QStringLiteral("park"),
                                        QString(), {QVariantMap{{"name", "Anna"}, {"nation", "china"}, {"side", "A"}, {"score", 40}},
                                                    QVariantMap{{"name", "Dora"}, {"nation", "mali"}, {"side", "B"}, {"score", 44}}});
        QVERIFY2(logged > 0, qPrintable(e.error()));
        QCOMPARE(m->rowCount(), 3);
        QVERIFY(role(m, m->rowOf(logged), "logged").toBool());
        QCOMPARE(role(m, m->rowOf(logged), "winner").toString(), QStringLiteral("Dora"));

        QVERIFY(e.renamePlayer(QStringLiteral("Dora"), QStringLiteral("Dorothy")));
        QCOMPARE(role(m, m->rowOf(logged), "winner").toString(), QStringLiteral("Dorothy"));
        QVERIFY(e.mergePlayers(QStringLiteral("Anne"), QStringLiteral("Anna")));
        QCOMPARE(e.merges().size(), 1);
        QCOMPARE(db::listPlayers(reopen()).size(), size_t(4)); // Anna, Ben, Cleo, Dorothy
        QVERIFY(e.undoMerge(e.merges().at(0).toMap().value(QStringLiteral("mergeId")).toLongLong()));
        QCOMPARE(e.players().size(), 5);
        QVERIFY(e.merges().isEmpty());
    }

    void aRefusedWriteSetsTheErrorAndChangesNothing()
    {
        auto db = reopen();
        HistoryEditor e(&db, *m_types);
        e.refresh();
        QSignalSpy errors(&e, &HistoryEditor::errorChanged);
        QVERIFY(!e.editGame(1, QStringLiteral("2026-13-01"), QStringLiteral("x"), QString()));
        QVERIFY2(e.error().contains(QStringLiteral("date: expected a day")), qPrintable(e.error()));
        QCOMPARE(errors.count(), 1);
        QVERIFY(!e.renamePlayer(QStringLiteral("Ben"), QStringLiteral("anna")));
        QVERIFY(e.error().contains(QStringLiteral("merge")));
        QCOMPARE(e.logGame(QStringLiteral("chess"), QStringLiteral("2026-01-01"), QString(), QString(), {}), 0);
        QVERIFY(!e.error().isEmpty());
        QVERIFY(!e.correctScore(2, 0, 10, QString())); // no reason
        QVERIFY(e.error().contains(QStringLiteral("reason")));
        QVERIFY(db::scoreCorrections(reopen(), 2).empty());
        QVERIFY(e.editGame(2, QStringLiteral("2026-01-06"), QString(), QString()));
        QCOMPARE(e.error(), QString());
    }

    void gameTypesSayWhichFiguresTheyHave()
    {
        auto db = reopen();
        HistoryEditor e(&db, *m_types);
        QMap<QString, QVariantMap> types;
        for (const QVariant &t : e.gameTypes())
            types.insert(t.toMap().value(QStringLiteral("id")).toString(), t.toMap());
        QVERIFY(types.value(QStringLiteral("nations")).value(QStringLiteral("hasSides")).toBool());
        QVERIFY(types.value(QStringLiteral("nations")).value(QStringLiteral("hasHallOfFame")).toBool());
        QVERIFY(!types.value(QStringLiteral("nations_dice")).value(QStringLiteral("hasNations")).toBool());
        QVERIFY(!types.value(QStringLiteral("wealth_of_nations")).value(QStringLiteral("hasHallOfFame")).toBool());
        QCOMPARE(types.value(QStringLiteral("wealth_of_nations")).value(QStringLiteral("minPlayers")).toInt(), 3);
        // Each type lists its pad's rows, in the pad's order, each with a name of its own (none falls back to the
        // key: history/score_category_names.cpp knows them all).
        QStringList unnamed;
        const auto keys = [&](const char *type) {
            QStringList out;
            for (const QVariant &c : types.value(QLatin1String(type)).value(QStringLiteral("categories")).toList()) {
                const QVariantMap m = c.toMap();
                out << m.value(QStringLiteral("key")).toString();
                if (m.value(QStringLiteral("name")).toString() == out.last())
                    unnamed << QLatin1String(type) + QLatin1Char('.') + out.last();
            }
            return out;
        };
        QCOMPARE(keys("nations"), QStringList({"game_vp", "colonies", "wonders", "buildings_military", "resources"}));
        QCOMPARE(keys("nations_dice"),
                 QStringList({"books", "famine", "war", "buildings", "military", "colonies", "advisors", "wonders"}));
        QCOMPARE(keys("wealth_of_nations"), QStringList({"tiles", "money", "notes"}));
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1String(", "))));
    }

    // A game logged with its score by category: the pad's rows of its game type, which add up to each score.
    void aGameLoggedByCategoryKeepsEachRow()
    {
        auto db = reopen();
        HistoryEditor e(&db, *m_types);
        const auto seat = [](const char *name, int score, QVariantMap rows) {
            return QVariantMap{{"name", name}, {"nation", ""}, {"side", ""}, {"score", score}, {"categories", rows}};
        };
        const QVariantMap anna{{"books", 8}, {"famine", -2}, {"war", 3}, {"buildings", 4},
                               {"military", 2}, {"colonies", 3}, {"advisors", 1}, {"wonders", 5}};
        QVariantMap ben = anna;
        ben.insert(QStringLiteral("wonders"), 0);
        // Rows that do not add up to the score, or a row the pad has not, are refused; nothing is stored.
        QCOMPARE(e.logGame(QStringLiteral("nations_dice"), QStringLiteral("2026-03-01"), QString(), QString(),
                           {seat("Anna", 25, anna), seat("Ben", 19, ben)}), 0);
        QVERIFY2(e.error().contains(QStringLiteral("seats[0].score: 25 is not the sum")), qPrintable(e.error()));
        QVariantMap extra = ben;
        extra.insert(QStringLiteral("tiles"), 1);
        QCOMPARE(e.logGame(QStringLiteral("nations_dice"), QStringLiteral("2026-03-01"), QString(), QString(),
                           {seat("Anna", 24, anna), seat("Ben", 20, extra)}), 0);
        QVERIFY2(e.error().contains(QStringLiteral("seats[1].categories")), qPrintable(e.error()));

        const qint64 id = e.logGame(QStringLiteral("nations_dice"), QStringLiteral("2026-03-01"), QString(), QString(),
                                    {seat("Anna", 24, anna), seat("Ben", 19, ben)});
        QVERIFY2(id > 0, qPrintable(e.error()));
        db::StatsFilter dice;
        dice.gameType = "nations_dice";
        const db::Statistics s = db::statistics(reopen(), dice, "Anna");
        QVERIFY(s.player.has_value());
        QMap<QString, double> byKey;
        for (const auto &c : s.player->categories)
            byKey.insert(QString::fromStdString(c.key), c.average);
        QCOMPARE(byKey.size(), 8);
        QCOMPARE(byKey.value(QStringLiteral("famine")), -2.0);
        QCOMPARE(byKey.value(QStringLiteral("wonders")), 5.0);
    }

    void aLoggedNationsGameIsNotDamagedOnTheStartPage()
    {
        nc::test::TempDatabase tmp;
        auto c = tmp.controller();
        {
            auto db = db::Database::open(tmp.path().toStdString());
            db::LoggedGame g;
            g.gameType = "nations";
            g.date = "2026-01-10";
            g.seats = {{"Ann", "egypt", 'A', 50, {}}, {"Bo", "rome", 'B', 52, {}}};
            QCOMPARE(db::logGame(db, g, {1, 5, true}), int64_t(1));
        }
        c->refreshHistory();
        app::HistoryModel *h = c->history();
        QCOMPARE(h->rowCount(), 1);
        QCOMPARE(h->data(h->index(0), app::HistoryModel::DamagedActionRole).toInt(), -1);
        // It has no log to replay: opening it says so, and it is not marked damaged.
        QVERIFY(!c->openFinishedGame(1));
        QVERIFY2(c->lastError().contains(QStringLiteral("logged without the app")), qPrintable(c->lastError()));
        QCOMPARE(h->data(h->index(0), app::HistoryModel::DamagedActionRole).toInt(), -1);
        QCOMPARE(h->data(h->index(0), app::HistoryModel::WinnerRole).toString(), QStringLiteral("Bo"));
    }

    void noDatabaseIsAnErrorNotACrash()
    {
        HistoryEditor e(nullptr, *m_types);
        e.refresh();
        QVERIFY(e.error().contains(QStringLiteral("not available")));
        QCOMPARE(e.games()->rowCount(), 0);
        QVERIFY(!e.deleteGame(1));
        QVERIFY(e.game(1).isEmpty());
    }
};

QTEST_MAIN(TstHistoryEditor)
#include "tst_historyeditor.moc"
