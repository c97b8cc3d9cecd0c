// HistoryStatistics (the statistics page's view, app/history/) on a real SQLite file filled through GameStore:
// every table passes QAbstractItemModelTester, sorts by any column, follows the filters, names nations and
// game types for players, and a missing database is an error on the page rather than a crash.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "db/game_store.h"
#include "history/history_statistics.h"
#include "session/game_types.h"

#include <nlohmann/json.hpp>

using namespace nc;
using nc::app::HistoryStatistics;
using nc::app::StatsTableModel;

class TstHistoryStatistics : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    nations::Catalog m_catalog = app::loadEmbeddedCatalog();
    std::unique_ptr<app::GameTypes> m_types;
    std::unique_ptr<db::Database> m_db;

    void finished(const std::vector<db::SeatInfo> &seats, const std::vector<db::SeatResult> &results,
                  const std::string &type = "nations")
    {
        db::GameStore store(*m_db);
        const int64_t id = store.createGame(type, "{}", seats, "{}");
        store.finishGame(id, "{}", results);
    }

    static QString cell(const StatsTableModel *m, int row, int column)
    {
        return m->data(m->index(row, column)).toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_types = std::make_unique<app::GameTypes>(m_catalog, app::loadEmbeddedWonPrices());
        m_db = std::make_unique<db::Database>(db::Database::open(m_dir.filePath(QStringLiteral("s.sqlite")).toStdString()));
        finished({{"Anna", "egypt", 'B'}, {"Ben", "rome", 'A'}}, {{0, 60, 1}, {1, 50, 2}});
        finished({{"Ben", "egypt", 'B'}, {"Anna", "china", 'A'}, {"Cleo", "greece", 'A'}},
                 {{0, 70, 1}, {1, 40, 3}, {2, 55, 2}});
        finished({{"Anna", "", '\0'}, {"Dana", "", '\0'}}, {{0, 30, 1}, {1, 9, 2}}, "nations_dice");
    }

    void tablesAreSoundModels()
    {
        HistoryStatistics s(m_db.get(), m_catalog, *m_types);
        s.refresh(); // as the page does when it opens
        for (StatsTableModel *m : {s.players(), s.nations(), s.rivals(), s.seats(), s.scores(), s.categories(),
                                   s.byPlayerCount()}) {
            QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
            for (int c = 0; c < m->columnCount(); ++c) {
                m->sort(c, Qt::DescendingOrder);
                m->toggleSort(c);
            }
        }
        s.setPlayer(QStringLiteral("Anna")); // resets every table under the testers' eyes too
        QAbstractItemModelTester scores(s.scores(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        s.setGameType(QStringLiteral("nations"));
        QCOMPARE(s.scores()->rowCount(), 2);
    }

    void playersNationsAndGameTypesByName()
    {
        HistoryStatistics s(m_db.get(), m_catalog, *m_types);
        s.refresh(); // as the page does when it opens
        QCOMPARE(s.games(), 3);
        QCOMPARE(s.error(), QString());
        const StatsTableModel *p = s.players();
        QCOMPARE(p->headers().first(), QStringLiteral("Player"));
        // By name, then game type: Anna's Nations and Dice Game records are two rows.
        QCOMPARE(cell(p, 0, 0), QStringLiteral("Anna"));
        QCOMPARE(cell(p, 0, 1), QStringLiteral("Nations"));
        QCOMPARE(cell(p, 1, 1), QStringLiteral("Nations: The Dice Game"));
        QCOMPARE(cell(p, 0, 3), QStringLiteral("1"));       // wins
        QCOMPARE(cell(p, 0, 4), QStringLiteral("50 %"));    // win rate
        QCOMPARE(cell(p, 0, 5), QStringLiteral("50.0"));    // average (60 + 40) / 2
        // Nations show their printed names, not their ids.
        QStringList nations;
        for (int r = 0; r < s.nations()->rowCount(); ++r)
            nations << cell(s.nations(), r, 1);
        QVERIFY2(nations.contains(QStringLiteral("Egypt")), qPrintable(nations.join(u',')));
    }

    void sortingByAColumnOrdersNumbersAsNumbers()
    {
        HistoryStatistics s(m_db.get(), m_catalog, *m_types);
        s.refresh(); // as the page does when it opens
        StatsTableModel *p = s.players();
        const int best = p->headers().indexOf(QStringLiteral("Best"));
        QVERIFY(best > 0);
        QSignalSpy reset(p, &QAbstractItemModel::modelReset);
        p->toggleSort(best); // ascending: 9 < 30 < 55 < 60 < 70 as numbers (as text "9" would come last)
        QCOMPARE(reset.count(), 1);
        QCOMPARE(cell(p, 0, best), QStringLiteral("9"));
        QCOMPARE(cell(p, p->rowCount() - 1, best), QStringLiteral("70"));
        p->toggleSort(best);
        QCOMPARE(p->sortOrder(), int(Qt::DescendingOrder));
        QCOMPARE(cell(p, 0, best), QStringLiteral("70"));
        // A refresh keeps the chosen order.
        s.refresh();
        QCOMPARE(cell(p, 0, best), QStringLiteral("70"));
    }

    void filtersNarrowEveryTable()
    {
        HistoryStatistics s(m_db.get(), m_catalog, *m_types);
        s.refresh(); // as the page does when it opens
        QSignalSpy changed(&s, &HistoryStatistics::changed);
        s.setPlayerCount(3);
        QCOMPARE(s.games(), 1);
        QCOMPARE(s.players()->rowCount(), 3);
        s.setPlayerCount(0);
        s.setWithPlayer(QStringLiteral("dana"));
        QCOMPARE(s.games(), 1);
        QCOMPARE(s.nations()->rowCount(), 0); // the Dice Game has no nations
        QCOMPARE(changed.count(), 3);
        QCOMPARE(s.knownPlayers(), (QStringList{QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Cleo"),
                                                QStringLiteral("Dana")}));
    }

    void wealthOfNationsSeatsShowTheFlagsNation()
    {
        QTemporaryDir dir;
        auto db = db::Database::open(dir.filePath(QStringLiteral("w.sqlite")).toStdString());
        db::GameStore store(db);
        const int64_t id = store.createGame("wealth_of_nations", "{}",
                                            {{"Ann", "showa_republic", '\0'}, {"Bo", "bharat", '\0'}, {"Cy", "anglica", '\0'}}, "{}");
        store.finishGame(id, "{}", {{0, 30, 1}, {1, 20, 2}, {2, 10, 3}});
        HistoryStatistics s(&db, m_catalog, *m_types);
        s.refresh(); // as the page does when it opens
        QStringList nations;
        for (int r = 0; r < s.nations()->rowCount(); ++r)
            nations << cell(s.nations(), r, 1);
        QCOMPARE(nations, (QStringList{QStringLiteral("Anglica"), QStringLiteral("Bharat"), QStringLiteral("Showa Republic")}));
    }

    void soloDifficultyCardSetsAndCampaigns()
    {
        // Nations games as GameSession::start stores them: the setup's options as the game's options, the seats'
        // difficulty in the setup row.
        QTemporaryDir dir;
        auto db = db::Database::open(dir.filePath(QStringLiteral("solo.sqlite")).toStdString());
        db::GameStore store(db);
        const auto play = [&](const std::vector<db::SeatInfo> &seats, const std::vector<db::SeatResult> &results,
                              const char *difficulty, const nlohmann::json &options) {
            nlohmann::json setupSeats = nlohmann::json::array();
            for (const auto &seat : seats)
                setupSeats.push_back({{"name", seat.playerName}, {"nation", seat.nation}, {"difficulty", difficulty}});
            const int64_t id = store.createGame("nations", options.dump(), seats,
                                                nlohmann::json{{"options", options}, {"seats", setupSeats}}.dump());
            store.finishGame(id, "{}", results, seats.size() == 1 ? "Title" : "");
        };
        const nlohmann::json base = {{"card_sets", {"base"}}};
        play({{"Anna", "egypt", 'A'}}, {{0, 50, 1}}, "king", base);
        play({{"Anna", "egypt", 'A'}}, {{0, 70, 1}}, "king", {{"card_sets", {"base", "dynasties"}}});
        play({{"Ben", "rome", 'A'}}, {{0, 60, 1}}, "king", base);
        play({{"Ben", "rome", 'A'}}, {{0, 30, 1}}, "prince", base);
        const nlohmann::json winter = {{"card_sets", {"base"}}, {"campaign", "Winter"}};
        play({{"Anna", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 60, 1}, {1, 50, 2}}, "prince", winter);
        play({{"Anna", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 40, 2}, {1, 50, 1}}, "prince", winter);
        play({{"Anna", "egypt", 'A'}, {"Ben", "rome", 'B'}}, {{0, 66, 1}, {1, 50, 2}}, "prince", winter);

        HistoryStatistics s(&db, m_catalog, *m_types);
        s.refresh();
        QCOMPARE(s.games(), 7);
        // Hall of Fame positions in finish order: King 50 #1, 70 #1, Ben's 60 #2; Prince 30 #1.
        const StatsTableModel *positions = s.soloPositions();
        const int position = positions->headers().indexOf(QStringLiteral("Hall of Fame position"));
        QVERIFY(position > 0);
        QCOMPARE(positions->rowCount(), 4);
        QStringList line;
        for (int r = 0; r < positions->rowCount(); ++r)
            line << cell(positions, r, 2) + u' ' + cell(positions, r, position);
        QCOMPARE(line, (QStringList{QStringLiteral("King 1"), QStringLiteral("King 1"), QStringLiteral("King 2"),
                                    QStringLiteral("Prince 1")}));
        QCOMPARE(s.soloBests()->rowCount(), 3); // Anna King, Ben King, Ben Prince
        QCOMPARE(cell(s.soloBests(), 0, 4), QStringLiteral("70"));

        s.setDifficulty(QStringLiteral("king"));
        QCOMPARE(s.games(), 3);
        QCOMPARE(s.soloPositions()->rowCount(), 3);
        s.setCardSet(QStringLiteral("dynasties"));
        QCOMPARE(s.games(), 1);
        s.setDifficulty(QString());
        s.setCardSet(QString());

        s.setPlayer(QStringLiteral("Ben"));
        QCOMPARE(s.byDifficulty()->rowCount(), 2);
        QCOMPARE(cell(s.byDifficulty(), 0, 1), QStringLiteral("King"));

        // Campaign Winter: Anna wins (King), Ben wins (King), Anna wins (Emperor).
        QCOMPARE(s.campaigns(), QStringList{QStringLiteral("Winter")});
        QCOMPARE(s.campaign(), QStringLiteral("Winter"));
        QCOMPARE(s.campaignProgress()->rowCount(), 6); // 3 games x 2 players
        const StatsTableModel *standings = s.campaignStandings();
        QCOMPARE(standings->rowCount(), 2);
        QCOMPARE(cell(standings, 0, 0), QStringLiteral("Anna"));
        QCOMPARE(cell(standings, 0, 1), QStringLiteral("Emperor"));
        QCOMPARE(cell(standings, 1, 1), QStringLiteral("King"));
        s.setCampaign(QStringLiteral("Nothing"));
        QCOMPARE(s.campaign(), QStringLiteral("Winter")); // an unknown campaign falls back to the first

        // The new tables are sound models, sorted by each column and reset by a refresh under the testers' eyes.
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (StatsTableModel *m : {s.soloPositions(), s.soloBests(), s.campaignProgress(), s.campaignStandings(),
                                   s.byDifficulty()}) {
            testers.push_back(std::make_unique<QAbstractItemModelTester>(m, QAbstractItemModelTester::FailureReportingMode::QtTest));
            for (int c = 0; c < m->columnCount(); ++c)
                m->toggleSort(c);
        }
        s.setDifficulty(QStringLiteral("prince"));
        QCOMPARE(s.soloPositions()->rowCount(), 1);
    }

    void noDatabaseIsAnErrorNotACrash()
    {
        HistoryStatistics s(nullptr, m_catalog, *m_types);
        s.refresh();
        QCOMPARE(s.games(), 0);
        QVERIFY(s.error().contains(QStringLiteral("not available")));
        QCOMPARE(s.players()->rowCount(), 0);
    }
};

QTEST_MAIN(TstHistoryStatistics)
#include "tst_historystatistics.moc"
