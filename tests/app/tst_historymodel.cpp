// HistoryModel: finished and abandoned games with players, nations, scores and winner; damaged games marked.
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "history/historymodel.h"
#include "selftest/scripted_game.h"

using nc::app::HistoryModel;
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
