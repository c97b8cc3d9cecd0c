// HistoryModel: finished and abandoned games with players, nations, scores and winner; damaged games marked.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "history/historymodel.h"
#include "selftest/scripted_game.h"

using nc::app::HistoryModel;
constexpr int kPage = HistoryModel::kPageSize;
using nc::test::TempDatabase;

class TestHistoryModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsGamesNewestFirst()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        HistoryModel *m = c->history();
        QCOMPARE(m->rowCount(), 0);

        QVERIFY(c->startGame(nc::test::twoPlayers()));
        QVERIFY(c->abandonGame());
        nc::app::ScriptedGameOptions options;
        options.lastRound = 2;
        const QString error = nc::app::playScriptedGame(*c, options);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->finishedCount(), 1);
        const QModelIndex newest = m->index(0);
        QCOMPARE(m->data(newest, HistoryModel::StatusRole).toString(), QStringLiteral("finished"));
        const QString players = m->data(newest, HistoryModel::PlayersRole).toString();
        QVERIFY2(players.contains(QStringLiteral("Anna (Egypt B)")), qPrintable(players));
        QVERIFY(players.contains(QStringLiteral("Ben (Rome B)")));
        const QVariantList winnerRow = c->finalScore().value(QStringLiteral("rows")).toList();
        QCOMPARE(m->data(newest, HistoryModel::WinnerRole).toString(), winnerRow.at(0).toMap().value(QStringLiteral("name")).toString());
        const QVariantList seats = m->data(newest, HistoryModel::SeatsRole).toList();
        QCOMPARE(seats.size(), 2);
        QVERIFY(seats.at(0).toMap().value(QStringLiteral("score")).isValid());
        QVERIFY(!m->data(newest, HistoryModel::DateRole).toString().isEmpty());
        QCOMPARE(m->data(m->index(1), HistoryModel::StatusRole).toString(), QStringLiteral("abandoned"));

        // A fresh controller on the same file sees the same history.
        auto reopened = tmp.controller();
        QCOMPARE(reopened->history()->rowCount(), 2);
    }

    void readsAPageAtATimeAsTheViewScrolls()
    {
        // 2 pages and 7 games of Nations, among Dice Games the list leaves out, written to a real file.
        TempDatabase tmp;
        std::vector<int64_t> nations; // newest first
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            nc::db::GameStore store(db);
            for (int i = 0; int(nations.size()) < 2 * kPage + 7; ++i) {
                if (i % 6 == 5) {
                    store.abandonGame(store.createGame("nations_dice", "{}", {{"Cy", "", '\0'}}, "{}"));
                    continue;
                }
                const int64_t id = store.createGame("nations", i % 2 ? R"({"last_round":4})" : "{}",
                                                    {{"Anna", "egypt", 'B'}, {"Ben", "rome", 'A'}}, "{}");
                // None left active: the controller would resume it.
                if (i % 3 == 0)
                    store.finishGame(id, "", {{0, 40 + i, 1}, {1, 30, 2}});
                else
                    store.abandonGame(id);
                nations.insert(nations.begin(), id);
            }
        }
        auto db = nc::db::Database::open(tmp.path().toStdString());
        nc::db::GameStore store(db);
        auto c = tmp.controller();
        HistoryModel *m = c->history();
        QSignalSpy counted(m, &HistoryModel::countChanged);

        QCOMPARE(m->rowCount(), kPage); // the first page only
        QVERIFY(m->canFetchMore({}));
        QCOMPARE(m->finishedCount(), store.gameCount("nations", nc::db::GameStatus::Finished)); // of every game
        QVERIFY(m->finishedCount() > kPage / 3);
        m->fetchMore({});
        QCOMPARE(m->rowCount(), 2 * kPage);
        QVERIFY(m->canFetchMore({}));
        QCOMPARE(counted.count(), 1);
        {
            // The tester fetches what is left and checks every insertion.
            QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
            QCOMPARE(m->rowCount(), int(nations.size()));
            QVERIFY(!m->canFetchMore({}));
            m->fetchMore({}); // nothing more: no change
            QCOMPARE(m->rowCount(), int(nations.size()));
            for (int row = 0; row < m->rowCount(); ++row) {
                const int64_t id = m->data(m->index(row), HistoryModel::GameIdRole).toLongLong();
                QCOMPARE(id, nations[size_t(row)]);
                QCOMPARE(m->data(m->index(row), HistoryModel::RoundsRole).toInt(),
                         store.game(id)->optionsJson.find("last_round") != std::string::npos ? 4 : 8);
            }
        }

        // A new game starts the list again from the newest, a page long.
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        QCOMPARE(m->rowCount(), kPage);
        QVERIFY(m->data(m->index(0), HistoryModel::GameIdRole).toLongLong() > nations.front());
        QCOMPARE(m->data(m->index(1), HistoryModel::GameIdRole).toLongLong(), nations.front());
        QVERIFY(m->canFetchMore({}));
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m->rowCount(), int(nations.size()) + 1);
    }

    void marksDamagedGamesWithTheirAction()
    {
        HistoryModel m;
        nc::db::GameSummary sound, damaged;
        sound.id = 1;
        damaged.id = 2;
        m.setGames({damaged, sound}, nullptr, {{2, 7}});
        QCOMPARE(m.data(m.index(0), HistoryModel::DamageRole).toString(), QStringLiteral("damaged (action 7)"));
        QCOMPARE(m.data(m.index(0), HistoryModel::DamagedActionRole).toInt(), 7);
        QCOMPARE(m.data(m.index(1), HistoryModel::DamageRole).toString(), QString());
        QCOMPARE(m.data(m.index(1), HistoryModel::DamagedActionRole).toInt(), -1);
        QCOMPARE(m.roleNames().value(HistoryModel::DamageRole), QByteArray("damage"));

        // Found when the game is opened: the row is updated in place.
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        m.setDamage(1, 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(m.data(m.index(1), HistoryModel::DamageRole).toString(), QStringLiteral("damaged (setup)"));
    }
};

QTEST_GUILESS_MAIN(TestHistoryModel)
#include "tst_historymodel.moc"
