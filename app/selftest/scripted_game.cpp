#include "selftest/scripted_game.h"

#include <QVariantList>
#include <QVariantMap>

#include <algorithm>

#include "nations/gamecontroller.h"
#include "nations/playerboardmodel.h"
#include "qt_json.h"

namespace nn = nc::nations;

namespace nc::app {

namespace {

/// Best unconditional base card of `type` up to `age` by `score` (ties: catalog search order).
const nn::ProgressCard *bestCard(const nn::Catalog &catalog, nn::CardType type, int age,
                                 const std::function<int(const nn::ProgressCard &)> &score)
{
    const nn::ProgressCard *best = nullptr;
    int bestScore = -1000;
    for (const nn::ProgressCard *c : catalog.searchCards("", {type}, age, 400)) {
        if (c->preprinted || c->age == 0 || c->hasConditionalEffects() || c->set != "base")
            continue;
        const int sc = score(*c) * 10 + c->age; // newer ages are stronger
        if (sc > bestScore) {
            best = c;
            bestScore = sc;
        }
    }
    return best;
}

int intOf(const QVariantMap &m, const char *key) { return m.value(QLatin1String(key)).toInt(); }

} // namespace

QVariantMap scriptedSetup(int lastRound)
{
    auto seat = [](const char *name, const char *nation, const char *difficulty) {
        return QVariantMap{{QStringLiteral("name"), QString::fromUtf8(name)},
                           {QStringLiteral("nation"), QString::fromUtf8(nation)},
                           {QStringLiteral("side"), QStringLiteral("B")},
                           {QStringLiteral("difficulty"), QString::fromUtf8(difficulty)}};
    };
    return {{QStringLiteral("seats"), QVariantList{seat("Anna", "egypt", "prince"), seat("Ben", "rome", "king")}},
            {QStringLiteral("lastRound"), lastRound},
            {QStringLiteral("solo"), false},
            {QStringLiteral("cardSets"), QStringList{QStringLiteral("base")}}};
}

QString playScriptedGame(GameController &c, const ScriptedGameOptions &options)
{
    auto failed = [&c](const QString &what) {
        return what + (c.lastError().isEmpty() ? QString() : QStringLiteral(": ") + c.lastError());
    };
    auto stage = [&](const char *name) {
        if (options.onStage)
            options.onStage(QString::fromLatin1(name), c.round());
    };

    stage("setup");
    QVariantMap setup = scriptedSetup(options.lastRound);
    if (!options.campaign.isEmpty())
        setup.insert(QStringLiteral("campaign"), options.campaign);
    const char *const extra[][2] = {{"Chloé", "greece"}, {"Dev", "china"}, {"Emil", "persia"}};
    QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    QVariantList passOrder{1, 0};
    for (int p = 2; p < std::clamp(options.players, 2, 5); ++p) {
        seats.append(QVariantMap{{QStringLiteral("name"), QString::fromUtf8(extra[p - 2][0])},
                                 {QStringLiteral("nation"), QString::fromUtf8(extra[p - 2][1])},
                                 {QStringLiteral("side"), QStringLiteral("B")}, {QStringLiteral("difficulty"), QStringLiteral("prince")}});
        passOrder.append(p);
    }
    setup.insert(QStringLiteral("seats"), seats);
    if (!c.startGame(setup))
        return failed(QStringLiteral("startGame refused"));
    const nn::Catalog &catalog = c.catalog();

    for (int round = 1; round <= options.lastRound; ++round) {
        if (c.round() != round)
            return QStringLiteral("expected round %1, the controller is in round %2").arg(round).arg(c.round());
        // Growth in reverse player order: Workers early while Food allows, else what is short.
        for (const QVariant &pv : c.growthOrder()) {
            const int p = pv.toInt();
            const QVariantMap board = c.players()->get(p);
            const QVariantList population = board.value(QStringLiteral("population")).toList();
            QString choice = intOf(board, "food") < 5 ? QStringLiteral("bonus:food")
                : intOf(board, "stone") < 5 ? QStringLiteral("bonus:stone") : QStringLiteral("bonus:gold");
            if (round <= 5 && round % 2 == 1 && !population.isEmpty() && intOf(board, "food") >= 3) {
                const QVariantMap section = population.at(p % population.size()).toMap();
                if (intOf(section, "taken") < intOf(section, "capacity"))
                    choice = QStringLiteral("worker:") + section.value(QStringLiteral("id")).toString();
            }
            if (!c.chooseGrowth(p, choice))
                return failed(QStringLiteral("round %1: growth of player %2 refused").arg(round).arg(p));
        }
        if (c.phase() != QLatin1String("action"))
            return QStringLiteral("round %1: still in phase %2 after Growth").arg(round).arg(c.phase());

        const auto events = catalog.searchEvents("", c.age(), 50);
        if (events.empty())
            return QStringLiteral("no Event Card of age %1 in the catalog").arg(c.age());
        if (!c.setEventCard(qs(events[size_t(round - 1) % events.size()]->id)))
            return failed(QStringLiteral("round %1: Event Card refused").arg(round));

        // Each player buys one Building/Military (Anna: Books, Ben: Food and Strength), runs a Wonder,
        // takes a Colony and an Advisor now and then, and deploys every Worker the Stone allows.
        for (int p = 0; p < 2; ++p) {
            QVariantMap board = c.players()->get(p);
            const auto prefer = [p](const nn::ProgressCard &card) {
                return p == 0 ? 3 * card.perWorker[nc::Quantity::Books] + card.perWorker[nc::Quantity::Food] + card.perWorker[nc::Quantity::Gold]
                              : 2 * card.perWorker[nc::Quantity::Food] + card.perWorker[nc::Quantity::Strength] + card.perWorker[nc::Quantity::Stone];
            };
            const auto type = (p == 1 && round % 3 == 0) ? nn::CardType::Military : nn::CardType::Building;
            if (const nn::ProgressCard *card = bestCard(catalog, type, c.age(), prefer); card && intOf(board, "gold") >= 2) {
                // Replace the card with the fewest Workers when the slots are full.
                const QVariantList buildings = board.value(QStringLiteral("buildings")).toList();
                int slot = -1;
                if (buildings.size() >= intOf(board.value(QStringLiteral("slots")).toMap(), "buildingMilitary")) {
                    slot = 0;
                    for (int i = 1; i < buildings.size(); ++i)
                        if (intOf(buildings[i].toMap(), "workers") < intOf(buildings[slot].toMap(), "workers"))
                            slot = i;
                }
                if (!c.placeCard(p, qs(card->id), slot, false, 2))
                    return failed(QStringLiteral("round %1: placing %2 refused").arg(round).arg(qs(card->name)));
            }
            board = c.players()->get(p);
            if (round % 3 == 2 && board.value(QStringLiteral("construction")).toMap().isEmpty() && intOf(board, "gold") >= 1) {
                const auto &players = c.state().players;
                const auto wonderScore = [&players](const nn::ProgressCard &w) {
                    for (const auto &pl : players) // each Wonder exists once
                        if (std::find(pl.wonders.begin(), pl.wonders.end(), w.id) != pl.wonders.end()
                            || (pl.wonderUnderConstruction && pl.wonderUnderConstruction->card == w.id))
                            return -100;
                    return w.vp * 2 - int(w.architectCosts.size());
                };
                if (const nn::ProgressCard *w = bestCard(catalog, nn::CardType::Wonder, c.age(), wonderScore))
                    if (!c.placeCard(p, qs(w->id), -1, true, 1))
                        return failed(QStringLiteral("round %1: starting %2 refused").arg(round).arg(qs(w->name)));
            }
            if ((round == 3 || round == 6) && intOf(board, "gold") >= 2 && board.value(QStringLiteral("colonies")).toList().size() < 2) {
                const auto colonyScore = [](const nn::ProgressCard &col) { return col.vp + col.production[nc::Quantity::Food]; };
                if (const nn::ProgressCard *col = bestCard(catalog, nn::CardType::Colony, c.age(), colonyScore))
                    if (!c.placeCard(p, qs(col->id), -1, false, 2))
                        return failed(QStringLiteral("round %1: colony refused").arg(round));
            }
            if (round == 4 + p && intOf(c.players()->get(p), "gold") >= 2) {
                const auto advisorScore = [](const nn::ProgressCard &a) { return a.vp + a.production[nc::Quantity::Books]; };
                if (const nn::ProgressCard *a = bestCard(catalog, nn::CardType::Advisor, c.age(), advisorScore))
                    if (!c.placeCard(p, qs(a->id), 0, false, 2))
                        return failed(QStringLiteral("round %1: advisor refused").arg(round));
            }
            // Architects: as many as the Stone and the public Architects allow (leave Stone for Workers).
            for (int hired = 0; hired < std::max(1, c.publicArchitects()); ++hired) {
                const QVariantMap w = c.players()->get(p).value(QStringLiteral("construction")).toMap();
                if (w.isEmpty() || intOf(c.players()->get(p), "stone") < intOf(w, "nextCost") + 1)
                    break;
                if (!c.changeArchitects(p, 1))
                    return failed(QStringLiteral("round %1: hiring an Architect refused").arg(round));
            }
            // Workers on the most useful cards first.
            for (int guard = 0; guard < 8; ++guard) {
                board = c.players()->get(p);
                if (intOf(board, "idleWorkers") == 0)
                    break;
                const QVariantList buildings = board.value(QStringLiteral("buildings")).toList();
                int target = -1, targetScore = -1;
                for (int i = 0; i < buildings.size(); ++i) {
                    const QVariantMap b = buildings[i].toMap();
                    const nn::ProgressCard *card = catalog.card(ss(b.value(QStringLiteral("card")).toString()));
                    if (!card || intOf(board, "stone") < card->deployStone || (card->maxWorkers && intOf(b, "workers") >= *card->maxWorkers))
                        continue;
                    const int sc = prefer(*card) * 2 - intOf(b, "workers");
                    if (sc > targetScore) {
                        target = i;
                        targetScore = sc;
                    }
                }
                if (target < 0)
                    break;
                if (!c.changeWorkers(p, target, 1))
                    return failed(QStringLiteral("round %1: deploying a Worker refused").arg(round));
            }
        }
        if (round % 2 == 1 && round > 1) {
            if (const nn::ProgressCard *war = bestCard(catalog, nn::CardType::War, c.age(), [](const nn::ProgressCard &) { return 0; }))
                if (war->age == c.age() && !c.setWar(qs(war->id), -1, 1))
                    return failed(QStringLiteral("round %1: War refused").arg(round));
        }
        if (!c.setPassOrder(passOrder))
            return failed(QStringLiteral("round %1: pass order refused").arg(round));
        stage("round");

        if (!c.previewResolution())
            return failed(QStringLiteral("round %1: resolution preview failed").arg(round));
        // Answer every decision with its default, as a table clicking "OK" would.
        for (int guard = 0; guard < 20; ++guard) {
            bool answered = false;
            for (const QVariant &dv : c.resolution().value(QStringLiteral("decisions")).toList()) {
                const QVariantMap d = dv.toMap();
                if (d.value(QStringLiteral("answered")).toBool())
                    continue;
                if (!c.answerDecision(d.value(QStringLiteral("id")).toString(), d.value(QStringLiteral("defaultOption")).toString()))
                    return failed(QStringLiteral("round %1: answering %2 refused").arg(round).arg(d.value(QStringLiteral("id")).toString()));
                answered = true;
                break;
            }
            if (!answered)
                break;
        }
        stage("breakdown");
        if (!c.confirmResolution())
            return failed(QStringLiteral("round %1: confirming the resolution refused").arg(round));
    }
    if (c.phase() != QLatin1String("finished"))
        return QStringLiteral("the game did not finish (phase %1)").arg(c.phase());
    if (c.finalScore().value(QStringLiteral("rows")).toList().size() != seats.size())
        return failed(QStringLiteral("no final score sheet"));
    stage("final");
    return {};
}

} // namespace nc::app
