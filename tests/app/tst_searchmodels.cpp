// CardSearchModel and EventSearchModel: search-as-you-type, slot types, age and card set filters.
#include <QTest>

#include "app_test_support.h"
#include "catalog/cardsearchmodel.h"
#include "catalog/eventsearchmodel.h"

using nc::app::CardSearchModel;
using nc::app::EventSearchModel;
using nc::test::TempDatabase;

class TestSearchModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cardsMatchAsYouType()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        CardSearchModel m;
        m.setController(c.get());
        m.setQuery(QStringLiteral("aqued"));
        QVERIFY(m.rowCount() >= 1);
        QCOMPARE(m.idAt(0), QStringLiteral("aqueduct"));
        QCOMPARE(m.data(m.index(0), CardSearchModel::TypeRole).toString(), QStringLiteral("building"));
        QVERIFY(!m.data(m.index(0), CardSearchModel::EffectRole).toString().isEmpty());
        m.setQuery(QStringLiteral("zzzzqqq"));
        QCOMPARE(m.rowCount(), 0);
    }

    void typesAndAgeFilterTheResults()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers())); // round 1: age I
        CardSearchModel m;
        m.setController(c.get());
        m.setTypes({QStringLiteral("colony")});
        QVERIFY(m.rowCount() > 0);
        for (int i = 0; i < m.rowCount(); ++i) {
            QCOMPARE(m.data(m.index(i), CardSearchModel::TypeRole).toString(), QStringLiteral("colony"));
            QCOMPARE(m.data(m.index(i), CardSearchModel::AgeRole).toInt(), 1);
            QCOMPARE(m.data(m.index(i), CardSearchModel::SetRole).toString(), QStringLiteral("base"));
        }
        m.setTypes({QStringLiteral("building"), QStringLiteral("military")});
        m.setMaxAge(4);
        bool sawLaterAge = false;
        for (int i = 0; i < m.rowCount(); ++i)
            sawLaterAge = sawLaterAge || m.data(m.index(i), CardSearchModel::AgeRole).toInt() > 1;
        QVERIFY(sawLaterAge);
        m.setMaxAge(0);
        m.setExactAge(1);
        m.setTypes({QStringLiteral("war")});
        QVERIFY(m.rowCount() > 0);
    }

    void conditionalCardsAreMarked()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        const nc::nations::ProgressCard *conditional = nullptr;
        for (const auto &card : c->catalog().cards())
            if (card.hasConditionalEffects() && !card.preprinted && card.set == "base") {
                conditional = &card;
                break;
            }
        QVERIFY(conditional);
        CardSearchModel m;
        m.setController(c.get());
        m.setQuery(QString::fromStdString(conditional->name));
        int row = -1;
        for (int i = 0; i < m.rowCount(); ++i)
            if (m.idAt(i) == QString::fromStdString(conditional->id))
                row = i;
        QVERIFY(row >= 0);
        QVERIFY(m.data(m.index(row), CardSearchModel::ConditionalRole).toBool());
    }

    void eventsOfTheCurrentAge()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        EventSearchModel m;
        m.setController(c.get());
        QVERIFY(m.rowCount() > 0);
        for (int i = 0; i < m.rowCount(); ++i)
            QCOMPARE(m.data(m.index(i), EventSearchModel::AgeRole).toInt(), 1);
        const QString name = m.data(m.index(0), EventSearchModel::NameRole).toString();
        QVERIFY(!m.data(m.index(0), EventSearchModel::Event1TextRole).toString().isEmpty());
        QVERIFY(!m.data(m.index(0), EventSearchModel::Event2TextRole).toString().isEmpty());
        m.setQuery(name.left(5));
        QVERIFY(m.rowCount() >= 1);
        bool found = false;
        for (int i = 0; i < m.rowCount(); ++i)
            found = found || m.data(m.index(i), EventSearchModel::NameRole).toString() == name;
        QVERIFY(found);
        m.setAge(3);
        for (int i = 0; i < m.rowCount(); ++i)
            QCOMPARE(m.data(m.index(i), EventSearchModel::AgeRole).toInt(), 3);
    }

    void eventsDrawnEarlierThisGameComeLastMarkedWithTheirRound()
    {
        // Rulebook p.13 step 4: each round draws a new Event Card of the age; round 2 is still age I, so the
        // card of round 1 is listed last, marked with its round, and the first row is one still in the deck.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        EventSearchModel m;
        m.setController(c.get());
        const QString first = m.idAt(0);
        QVERIFY(c->chooseGrowth(1, QStringLiteral("bonus:gold")));
        QVERIFY(c->chooseGrowth(0, QStringLiteral("bonus:gold")));
        QVERIFY(c->setEventCard(m.idAt(1))); // replaced below: only the round's last choice counts
        QVERIFY(c->setEventCard(first));
        QCOMPARE(m.data(m.index(0), EventSearchModel::DrawnInRoundRole).toInt(), 0); // the current round's own
        QVERIFY(c->previewResolution());
        QVERIFY(c->confirmResolution());
        QCOMPARE(c->round(), 2);
        QCOMPARE(c->age(), 1);
        const int last = m.rowCount() - 1;
        QCOMPARE(m.idAt(last), first);
        QCOMPARE(m.data(m.index(last), EventSearchModel::DrawnInRoundRole).toInt(), 1);
        QVERIFY(m.idAt(0) != first);
        for (int i = 0; i < last; ++i)
            QCOMPARE(m.data(m.index(i), EventSearchModel::DrawnInRoundRole).toInt(), 0);
        // Undoing the confirmation puts the card back in the deck.
        QVERIFY(c->undo());
        QCOMPARE(m.idAt(0), first);
        QCOMPARE(m.data(m.index(0), EventSearchModel::DrawnInRoundRole).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSearchModels)
#include "tst_searchmodels.moc"
