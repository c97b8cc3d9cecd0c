#include "nations/playerboardmodel.h"

#include <algorithm>

#include "i18n/engine_text.h"
#include "nations/board.h"
#include "qt_json.h"

namespace nn = nc::nations;

namespace nc::app {

PlayerBoardModel::PlayerBoardModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void PlayerBoardModel::setState(const nn::Catalog *catalog, const nn::GameState &state)
{
    m_catalog = catalog;
    const bool reset = state.players.size() != m_state.players.size()
        || !std::equal(state.players.begin(), state.players.end(), m_state.players.begin(),
                       [](const auto &a, const auto &b) { return a.name == b.name && a.nation == b.nation; });
    if (reset)
        beginResetModel();
    m_state = state;
    m_values.clear();
    for (size_t i = 0; i < m_state.players.size(); ++i) {
        // The state-aware overload: other players' rules that target every nation count too
        // (Genghis Khan lowers everyone's Stability), exactly as the Resolution Phase resolves them.
        const auto bv = nn::boardValues(*m_catalog, m_state, int(i));
        // A value without any source reads "Military Strength: = 0" from the engine; say why instead.
        auto explain = [](const nc::ExplanationLine &line, nc::Quantity q) {
            return line.items.empty() ? tr("%1: 0 (no card, Worker or section gives any)").arg(engineText(nc::quantityName(q)))
                                      : explanationText(line);
        };
        m_values.push_back({bv.strength, bv.stability, bv.architectsPrivate, bv.populationFoodUpkeep,
                            explain(bv.strengthLine, nc::Quantity::Strength),
                            explain(bv.stabilityLine, nc::Quantity::Stability)});
    }
    if (reset) {
        endResetModel();
        Q_EMIT countChanged();
    } else if (!m_state.players.empty()) {
        Q_EMIT dataChanged(index(0), index(int(m_state.players.size()) - 1));
    }
}

int PlayerBoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_state.players.size());
}

QVariantMap PlayerBoardModel::cardMap(const std::string &id) const
{
    const nn::ProgressCard *c = m_catalog ? m_catalog->card(id) : nullptr;
    return {{QStringLiteral("card"), qs(id)},
            {QStringLiteral("name"), c ? qs(c->name) : qs(id)},
            {QStringLiteral("type"), c ? qs(std::string(nn::key(c->type))) : QString()},
            {QStringLiteral("effect"), c ? qs(c->effect) : QString()},
            {QStringLiteral("conditional"), c && c->hasConditionalEffects()},
            {QStringLiteral("automated"), !m_automation || m_automation->automated(id)},
            {QStringLiteral("handReason"), m_automation ? m_automation->reason(id) : QString()},
            {QStringLiteral("vp"), c ? c->vp : 0},
            {QStringLiteral("deployStone"), c ? c->deployStone : 0},
            {QStringLiteral("maxWorkers"), c && c->maxWorkers ? *c->maxWorkers : -1}};
}

QVariant PlayerBoardModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || !m_catalog)
        return {};
    const auto &p = m_state.players[size_t(index.row())];
    const auto &v = m_values[size_t(index.row())];
    const nn::Nation *nation = m_catalog->nation(p.nation);
    const nn::NationSide *side = nation ? nation->side(p.side) : nullptr;
    switch (role) {
    case IndexRole: return index.row();
    case NameRole: return qs(p.name);
    case NationRole: return qs(p.nation);
    case NationNameRole: return nation ? qs(nation->name) : qs(p.nation);
    case SideRole: return QString(QChar(p.side));
    case DifficultyRole: return qs(std::string(nn::key(p.difficulty)));
    case BonusRole: return int(p.difficulty);
    case GoldRole: return p.gold;
    case FoodRole: return p.food;
    case StoneRole: return p.stone;
    case BooksRole: return p.books;
    case VpRole: return p.vp;
    case IdleWorkersRole: return p.idleWorkers;
    case FreeWorkersRole: return p.freeWorkers;
    case PopulationRole: {
        QVariantList l;
        if (!side)
            return l;
        for (size_t i = 0; i < side->population.size(); ++i) {
            const auto &sec = side->population[i];
            QStringList cost;
            for (nc::Quantity q : nc::kQuantities)
                if (sec.costPerWorkerTaken[q] != 0)
                    cost.append(QStringLiteral("−%1 %2").arg(sec.costPerWorkerTaken[q]).arg(qs(std::string(nc::displayName(q)))));
            l.append(QVariantMap{{QStringLiteral("id"), qs(sec.id)},
                                 {QStringLiteral("capacity"), sec.capacity},
                                 {QStringLiteral("taken"), i < p.populationTaken.size() ? p.populationTaken[i] : 0},
                                 {QStringLiteral("cost"), cost.join(QStringLiteral(", "))}});
        }
        return l;
    }
    case StrengthRole: return v.strength;
    case StabilityRole: return v.stability;
    case StrengthTextRole: return v.strengthText;
    case StabilityTextRole: return v.stabilityText;
    case BuildingsRole: {
        QVariantList l;
        for (const auto &b : p.buildings) {
            QVariantMap m = cardMap(b.card);
            m.insert(QStringLiteral("workers"), b.workers);
            l.append(m);
        }
        return l;
    }
    case AdvisorsRole:
    case ColoniesRole:
    case WondersRole: {
        const auto &ids = role == AdvisorsRole ? p.advisors : role == ColoniesRole ? p.colonies : p.wonders;
        QVariantList l;
        for (const auto &id : ids)
            l.append(cardMap(id));
        return l;
    }
    case ConstructionRole: {
        if (!p.wonderUnderConstruction)
            return QVariantMap{};
        QVariantMap m = cardMap(p.wonderUnderConstruction->card);
        const nn::ProgressCard *c = m_catalog->card(p.wonderUnderConstruction->card);
        const int built = p.wonderUnderConstruction->architects;
        QVariantList costs;
        if (c)
            for (int cost : c->architectCosts)
                costs.append(cost);
        m.insert(QStringLiteral("architects"), built);
        m.insert(QStringLiteral("sections"), costs.size());
        m.insert(QStringLiteral("costs"), costs);
        m.insert(QStringLiteral("nextCost"), built < costs.size() ? costs[built].toInt() : 0);
        // A natural wonder being explored (Dynasties): "architects" counts the turns explored.
        m.insert(QStringLiteral("natural"), c && c->type == nn::CardType::NaturalWonder);
        m.insert(QStringLiteral("explorationTurns"), c ? c->explorationTurns : 0);
        return m;
    }
    case SlotsRole: {
        const nn::BoardSlots s = side ? side->boardSlots : nn::BoardSlots{};
        // Great Plains adds a Building/Military slot on its Wonder space; Siberia takes two Wonder spaces
        // ("wonderSpacesUsed": spaces taken, Advisors/Colonies on Wonder spaces included).
        return QVariantMap{{QStringLiteral("buildingMilitary"), side ? nn::buildingSlots(*m_catalog, p) : 0},
                           {QStringLiteral("advisor"), s.advisor},
                           {QStringLiteral("colony"), s.colony},
                           {QStringLiteral("wonder"), s.wonder},
                           {QStringLiteral("wonderSpacesUsed"), nn::wonderSpacesUsed(*m_catalog, p)}};
    }
    case ManualStrengthRole: return p.manualStrength;
    case ManualStabilityRole: return p.manualStability;
    case ManualNoteRole: return qs(p.manualNote);
    case SpecialRulesRole: {
        // {text, automated, reason}: the side's special rules are automated or not as a whole (coverage).
        const std::string sideId = p.nation + "/" + std::string(1, p.side);
        const bool automated = !m_automation || m_automation->automated(sideId);
        QVariantList l;
        if (side)
            for (const auto &t : side->specialRuleTexts)
                l.append(QVariantMap{{QStringLiteral("text"), qs(t)},
                                     {QStringLiteral("automated"), automated},
                                     // a dynasty in play covers the nation special (nation_rules.h)
                                     {QStringLiteral("coveredBy"), p.dynasty.empty() || !m_catalog->dynastyCard(p.dynasty)
                                                                       ? QString() : qs(m_catalog->dynastyCard(p.dynasty)->name)},
                                     {QStringLiteral("reason"), m_automation ? m_automation->reason(sideId) : QString()}});
        return l;
    }
    case DynastiesRole: {
        const nn::Nation *nation = m_catalog->nation(p.nation);
        QVariantList l;
        if (nation && m_state.options.usesSet("dynasties"))
            for (const auto &id : nation->dynastyCards)
                if (const nn::DynastyCard *d = m_catalog->dynastyCard(id))
                    l.append(QVariantMap{{QStringLiteral("id"), qs(d->id)}, {QStringLiteral("name"), qs(d->name)},
                                         {QStringLiteral("effect"), qs(d->effect)},
                                         {QStringLiteral("inPlay"), p.dynasty == d->id},
                                         {QStringLiteral("played"), std::find(p.dynastiesPlayed.begin(), p.dynastiesPlayed.end(), d->id) != p.dynastiesPlayed.end()},
                                         {QStringLiteral("automated"), !m_automation || m_automation->automated(d->id)},
                                         {QStringLiteral("reason"), m_automation ? m_automation->reason(d->id) : QString()}});
        return l;
    }
    case OrderPositionRole: {
        for (size_t i = 0; i < m_state.playerOrder.size(); ++i)
            if (m_state.playerOrder[i] == index.row())
                return int(i) + 1;
        return 0;
    }
    case PrivateArchitectsRole: return v.privateArchitects;
    case FoodUpkeepRole: return v.foodUpkeep;
    }
    return {};
}

QHash<int, QByteArray> PlayerBoardModel::roleNames() const
{
    return {{IndexRole, "playerIndex"},   {NameRole, "name"},
            {NationRole, "nation"},       {NationNameRole, "nationName"},
            {SideRole, "side"},           {DifficultyRole, "difficulty"},
            {BonusRole, "bonus"},         {GoldRole, "gold"},
            {FoodRole, "food"},           {StoneRole, "stone"},
            {BooksRole, "books"},         {VpRole, "vp"},
            {IdleWorkersRole, "idleWorkers"}, {PopulationRole, "population"},
            {StrengthRole, "strength"},   {StabilityRole, "stability"},
            {StrengthTextRole, "strengthText"}, {StabilityTextRole, "stabilityText"},
            {BuildingsRole, "buildings"}, {AdvisorsRole, "advisors"},
            {ColoniesRole, "colonies"},   {WondersRole, "wonders"},
            {ConstructionRole, "construction"}, {SlotsRole, "slots"},
            {ManualStrengthRole, "manualStrength"}, {ManualStabilityRole, "manualStability"},
            {ManualNoteRole, "manualNote"}, {SpecialRulesRole, "specialRules"}, {DynastiesRole, "dynasties"},
            {OrderPositionRole, "orderPosition"}, {PrivateArchitectsRole, "privateArchitects"},
            {FoodUpkeepRole, "foodUpkeep"}, {FreeWorkersRole, "freeWorkers"}};
}

QVariantMap PlayerBoardModel::get(int row) const
{
    QVariantMap m;
    if (row < 0 || row >= rowCount())
        return m;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        m.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return m;
}

} // namespace nc::app
