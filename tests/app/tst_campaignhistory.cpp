// Campaign standings from the games stored in SQLite (campaign_history.h over nations/campaign.h): a solo
// game of the campaign is a win only when it scores more than the player's Hall of Fame entry (Rulebook
// p.23 "compare your score with the Hall of Fame. Try to score more in the next game"), whatever its rank.
#include <QTest>

#include "app_test_support.h"
#include "history/campaign_history.h"

using nc::test::TempDatabase;

namespace {

const char *kCampaign = "Solo league";

/// Stores a finished solo game of Solveig (Egypt B) in the campaign, with `score` and its Hall of Fame title.
void storeSoloGame(nc::db::GameStore &store, int score, const std::string &title)
{
    const int64_t id = store.createGame("nations", std::string(R"({"solo": true, "campaign": ")") + kCampaign + "\"}",
                                        {{"Solveig", "egypt", 'B'}}, "{}");
    store.finishGame(id, "", {{0, score, 1}}, title);
}

} // namespace

class TestCampaignHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void soloGamesCarryScoreAndTitle()
    {
        TempDatabase tmp;
        auto db = nc::db::Database::open(tmp.path().toStdString());
        nc::db::GameStore store(db);
        storeSoloGame(store, 50, "Saladin");
        storeSoloGame(store, 9, "");
        const auto games = nc::app::campaignGames(store.history("nations"), kCampaign);
        QCOMPARE(games.size(), size_t(2));
        QVERIFY(games[0].solo.has_value());
        QCOMPARE(games[0].solo->score, 50); // oldest first
        QCOMPARE(games[0].solo->hallOfFame, true);
        QVERIFY(games[1].solo.has_value());
        QCOMPARE(games[1].solo->score, 9);
        QCOMPARE(games[1].solo->hallOfFame, false);
    }

    void soloScoreFourBelowTheEntryIsNoWin()
    {
        // 50 (first game with a title: a win, Prince to King), then 46: four below her entry, no win.
        TempDatabase tmp;
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            nc::db::GameStore store(db);
            storeSoloGame(store, 50, "Saladin");
            storeSoloGame(store, 46, "Victoria");
        }
        auto c = tmp.controller();
        const QVariantList standings = c->campaignStandings(QString::fromLatin1(kCampaign));
        QCOMPARE(standings.size(), 1);
        const QVariantMap s = standings.at(0).toMap();
        QCOMPARE(s.value(QStringLiteral("player")).toString(), QStringLiteral("Solveig"));
        QCOMPARE(s.value(QStringLiteral("games")).toInt(), 2);
        QCOMPARE(s.value(QStringLiteral("wins")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("level")).toString(), QStringLiteral("king"));
    }

    void soloScoreOneAboveTheEntryIsAWin()
    {
        TempDatabase tmp;
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            nc::db::GameStore store(db);
            storeSoloGame(store, 50, "Saladin");
            storeSoloGame(store, 50, "Saladin"); // equal: not more
            storeSoloGame(store, 51, "Saladin");
        }
        auto c = tmp.controller();
        const QVariantList standings = c->campaignStandings(QString::fromLatin1(kCampaign));
        QCOMPARE(standings.size(), 1);
        const QVariantMap s = standings.at(0).toMap();
        QCOMPARE(s.value(QStringLiteral("games")).toInt(), 3);
        QCOMPARE(s.value(QStringLiteral("wins")).toInt(), 2);
        QCOMPARE(s.value(QStringLiteral("level")).toString(), QStringLiteral("emperor"));
    }
};

QTEST_GUILESS_MAIN(TestCampaignHistory)

#include "tst_campaignhistory.moc"
