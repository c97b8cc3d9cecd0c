// PlayerBoardModel: the rows follow the controller's state; Strength/Stability come from boardValues().
#include <QSignalSpy>
#include <QTest>

#include "app_test_support.h"
#include "nations/board.h"
#include "nations/resolution.h"
#include "nations/playerboardmodel.h"

using nc::app::PlayerBoardModel;
using nc::test::TempDatabase;

class TestPlayerBoardModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsShowThePlayers()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        PlayerBoardModel *m = c->players();
        QCOMPARE(m->rowCount(), 0);
        QSignalSpy countSpy(m, &PlayerBoardModel::countChanged);
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        QCOMPARE(m->rowCount(), 2);
        QVERIFY(countSpy.count() >= 1);
        const QModelIndex first = m->index(0);
        QCOMPARE(m->data(first, PlayerBoardModel::NameRole).toString(), QStringLiteral("Anna"));
        QCOMPARE(m->data(first, PlayerBoardModel::NationNameRole).toString(), QStringLiteral("Egypt"));
        QCOMPARE(m->data(first, PlayerBoardModel::SideRole).toString(), QStringLiteral("B"));
        QCOMPARE(m->data(m->index(1), PlayerBoardModel::BonusRole).toInt(), 2); // King
        QCOMPARE(m->data(first, PlayerBoardModel::OrderPositionRole).toInt(), 1);
        // Egypt B's pre-printed cards are on the board.
        const QVariantList buildings = m->data(first, PlayerBoardModel::BuildingsRole).toList();
        QVERIFY(!buildings.isEmpty());
        QVERIFY(!buildings.first().toMap().value(QStringLiteral("name")).toString().isEmpty());
        const QVariantList population = m->data(first, PlayerBoardModel::PopulationRole).toList();
        QCOMPARE(population.size(), 2);
        QCOMPARE(population.first().toMap().value(QStringLiteral("taken")).toInt(), 0);
        QVERIFY(m->roleNames().values().contains("stabilityText"));
    }

    void freeWorkersOnTopOfTheTrackAreShown()
    {
        // Rulebook p.8: a Worker returned to a full Population Track lies on top of it (workers.free).
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        PlayerBoardModel m;
        nc::nations::GameState s = c->state();
        QCOMPARE(s.players[0].freeWorkers, 0);
        s.players[0].freeWorkers = 2;
        m.setState(&c->catalog(), s);
        QCOMPARE(m.data(m.index(0), PlayerBoardModel::FreeWorkersRole).toInt(), 2);
        QCOMPARE(m.get(0).value(QStringLiteral("freeWorkers")).toInt(), 2);
        QCOMPARE(m.get(1).value(QStringLiteral("freeWorkers")).toInt(), 0);
    }

    void strengthIsRecomputedOnEveryChange()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        PlayerBoardModel *m = c->players();
        // A Military card of age I with Strength per Worker.
        const nc::nations::ProgressCard *military = nullptr;
        for (const auto *card : c->catalog().searchCards("", {nc::nations::CardType::Military}, 1, 100))
            if (card->perWorker[nc::Quantity::Strength] > 0 && !card->preprinted && card->deployStone <= 2) {
                military = card;
                break;
            }
        QVERIFY(military);
        const int before = m->data(m->index(1), PlayerBoardModel::StrengthRole).toInt();
        QVERIFY(c->setValue(1, QStringLiteral("idleWorkers"), 3));
        // Rome B's slots are full: replace the first card, which has no Worker at the start.
        const int slot = 0;
        QVERIFY2(c->placeCard(1, QString::fromStdString(military->id), slot, false, 0), qPrintable(c->lastError()));
        QCOMPARE(m->data(m->index(1), PlayerBoardModel::StrengthRole).toInt(), before); // no Worker yet

        QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
        QVERIFY2(c->changeWorkers(1, slot, 1), qPrintable(c->lastError()));
        QCOMPARE(changed.count(), 1);
        const int after = m->data(m->index(1), PlayerBoardModel::StrengthRole).toInt();
        QCOMPARE(after, before + military->perWorker[nc::Quantity::Strength]);
        QCOMPARE(after, nc::nations::boardValues(c->catalog(), c->state().players[1]).strength);
        QVERIFY(m->data(m->index(1), PlayerBoardModel::StrengthTextRole).toString().contains(QString::fromStdString(military->name)));

        // A manual correction shows up at once, with its note.
        QVERIFY(c->setManualCorrection(1, 0, -2, QStringLiteral("Colosseum by hand")));
        QCOMPARE(m->data(m->index(1), PlayerBoardModel::StabilityRole).toInt(),
                 nc::nations::boardValues(c->catalog(), c->state().players[1]).stability);
        QCOMPARE(m->data(m->index(1), PlayerBoardModel::ManualNoteRole).toString(), QStringLiteral("Colosseum by hand"));
    }

    void nationSpecialsSayWhetherTheyAreAutomated()
    {
        // Every nation special our data has is applied by the engine (Egypt B, Korea B's free Architects);
        // Korea's two dynasties are applied: Joseon Kingdom (parked resources returned doubled at the end of
        // the round) and Koryo Kingdom.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame({{QStringLiteral("seats"), QVariantList{nc::test::seat("Anna", "egypt"), nc::test::seat("Ben", "korea")}},
                              {QStringLiteral("cardSets"), QStringList{QStringLiteral("base"), QStringLiteral("expansion"),
                                                                       QStringLiteral("dynasties")}}}));
        PlayerBoardModel *m = c->players();
        for (int p = 0; p < 2; ++p) {
            const QVariantList special = m->data(m->index(p), PlayerBoardModel::SpecialRulesRole).toList();
            QVERIFY(!special.isEmpty());
            QVERIFY(special.first().toMap().value(QStringLiteral("automated")).toBool());
            QVERIFY(!special.first().toMap().value(QStringLiteral("text")).toString().isEmpty());
        }
        const QVariantList dynasties = m->data(m->index(1), PlayerBoardModel::DynastiesRole).toList();
        QCOMPARE(dynasties.size(), 2);
        for (const QVariant &v : dynasties) {
            const QVariantMap d = v.toMap();
            QVERIFY(d.value(QStringLiteral("automated")).toBool());
            QVERIFY(d.value(QStringLiteral("reason")).toString().isEmpty());
        }
    }

    void dynastyCardsShownWhenTheGameUsesTheDynastiesSet()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        PlayerBoardModel *m = c->players();
        QVERIFY(m->data(m->index(0), PlayerBoardModel::DynastiesRole).toList().isEmpty()); // base only
        QVariantMap setup = nc::test::twoPlayers();
        setup.insert(QStringLiteral("cardSets"), QStringList{QStringLiteral("base"), QStringLiteral("dynasties")});
        QVERIFY(c->startGame(setup));
        const QVariantList egypt = m->data(m->index(0), PlayerBoardModel::DynastiesRole).toList();
        QCOMPARE(egypt.size(), 2);
        for (const QVariant &d : egypt) {
            const auto *card = c->catalog().dynastyCard(d.toMap().value(QStringLiteral("id")).toString().toStdString());
            QVERIFY(card);
            QCOMPARE(card->nation, std::string("egypt"));
            QCOMPARE(d.toMap().value(QStringLiteral("effect")).toString(), QString::fromStdString(card->effect));
        }
    }

    void otherPlayersRulesForAllNationsCount()
    {
        // Genghis Khan (Advisor, age II): +3 Strength for its owner, and "every nation (you included)
        // has 3 less stability". The board shown must match the engine's state-aware board values.
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        PlayerBoardModel *m = c->players();
        const auto *khan = c->catalog().card("genghis_khan");
        QVERIFY(khan);
        const int annaStability = m->get(0).value(QStringLiteral("stability")).toInt();
        const int benStability = m->get(1).value(QStringLiteral("stability")).toInt();
        const int benStrength = m->get(1).value(QStringLiteral("strength")).toInt();

        QVERIFY2(c->placeCard(1, QStringLiteral("genghis_khan"), -1, false, 0), qPrintable(c->lastError()));
        const nc::nations::GameState &s = c->state();
        // Anna holds no such card, yet Ben's Genghis Khan lowers her Stability.
        QCOMPARE(m->get(0).value(QStringLiteral("stability")).toInt(), annaStability - 3);
        QCOMPARE(m->get(0).value(QStringLiteral("stability")).toInt(), nc::nations::boardValues(c->catalog(), s, 0).stability);
        QVERIFY(m->get(0).value(QStringLiteral("stabilityText")).toString().contains(QStringLiteral("Genghis Khan")));
        // The player-only overload does not see it: that is why the model must not use it.
        QCOMPARE(nc::nations::boardValues(c->catalog(), s.players[0]).stability, annaStability);
        // Ben: his own Stability −3 as well, and his Strength +3.
        QCOMPARE(m->get(1).value(QStringLiteral("stability")).toInt(), benStability - 3);
        QCOMPARE(m->get(1).value(QStringLiteral("stability")).toInt(), nc::nations::boardValues(c->catalog(), s, 1).stability);
        QCOMPARE(m->get(1).value(QStringLiteral("strength")).toInt(), benStrength + 3);

        // The Resolution Phase preview shows the same values for the players' boards after it.
        QVERIFY(c->chooseGrowth(1, QStringLiteral("bonus:gold")));
        QVERIFY(c->chooseGrowth(0, QStringLiteral("bonus:food")));
        QVERIFY(c->setEventCard(QString::fromStdString(c->catalog().searchEvents("", 1, 5).front()->id)));
        QVERIFY2(c->previewResolution(), qPrintable(c->lastError()));
        const QVariantList after = c->resolution().value(QStringLiteral("after")).toList();
        QVERIFY(c->resolutionOpen());
        c->cancelResolution();
        QCOMPARE(after.size(), 2);
        const nc::nations::GameState afterState = nc::nations::resolveRound(c->catalog(), c->state()).after;
        for (int i = 0; i < 2; ++i)
            QCOMPARE(after.at(i).toMap().value(QStringLiteral("stability")).toInt(),
                     nc::nations::boardValues(c->catalog(), afterState, i).stability);
    }

    void replacingACardSendsItsWorkersHome()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        PlayerBoardModel *m = c->players();
        QVERIFY(c->setValue(0, QStringLiteral("idleWorkers"), 2));
        QVERIFY(c->setValue(0, QStringLiteral("stone"), 10));
        QVERIFY(c->changeWorkers(0, 0, 1));
        QCOMPARE(m->get(0).value(QStringLiteral("idleWorkers")).toInt(), 1);
        QVERIFY(c->placeCard(0, QStringLiteral("aqueduct"), 0, false, 2));
        const QVariantMap p = m->get(0);
        QCOMPARE(p.value(QStringLiteral("idleWorkers")).toInt(), 2);
        QCOMPARE(p.value(QStringLiteral("buildings")).toList().at(0).toMap().value(QStringLiteral("card")).toString(), QStringLiteral("aqueduct"));
        QCOMPARE(p.value(QStringLiteral("buildings")).toList().at(0).toMap().value(QStringLiteral("workers")).toInt(), 0);
    }

    void wonderIsReadyWhenItsLastSectionIsBuilt()
    {
        TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        const nc::nations::ProgressCard *wonder = nullptr;
        for (const auto *card : c->catalog().searchCards("", {nc::nations::CardType::Wonder}, 1, 100))
            if (!card->preprinted && !card->architectCosts.empty()) {
                wonder = card;
                break;
            }
        QVERIFY(wonder);
        QVERIFY(c->setValue(1, QStringLiteral("stone"), 40));
        QVERIFY(c->placeCard(1, QString::fromStdString(wonder->id), -1, true, 0));
        const int readyBefore = c->players()->get(1).value(QStringLiteral("wonders")).toList().size();
        for (size_t i = 0; i < wonder->architectCosts.size(); ++i)
            QVERIFY2(c->changeArchitects(1, 1), qPrintable(c->lastError()));
        const QVariantMap p = c->players()->get(1);
        QVERIFY(p.value(QStringLiteral("construction")).toMap().isEmpty());
        QCOMPARE(p.value(QStringLiteral("wonders")).toList().size(), readyBefore + 1);
        int paid = 0;
        for (int cost : wonder->architectCosts)
            paid += cost;
        QCOMPARE(p.value(QStringLiteral("stone")).toInt(), 40 - paid);
    }
};

QTEST_GUILESS_MAIN(TestPlayerBoardModel)
#include "tst_playerboardmodel.moc"
