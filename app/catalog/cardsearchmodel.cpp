#include "catalog/cardsearchmodel.h"

#include <algorithm>

#include "nations/gamecontroller.h"
#include "qt_json.h"

namespace nn = nc::nations;

namespace nc::app {

CardSearchModel::CardSearchModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void CardSearchModel::setController(GameController *c)
{
    if (m_controller == c)
        return;
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = c;
    if (m_controller) { // the current age and card sets change with the game
        connect(m_controller, &GameController::gameChanged, this, &CardSearchModel::refresh);
        connect(m_controller, &GameController::cardTiersChanged, this, [this] {
            if (rowCount() > 0)
                Q_EMIT dataChanged(index(0), index(rowCount() - 1), {TierRole});
        });
    }
    Q_EMIT controllerChanged();
    refresh();
}

void CardSearchModel::setQuery(const QString &q)
{
    if (m_query == q)
        return;
    m_query = q;
    Q_EMIT queryChanged();
    refresh();
}

void CardSearchModel::setTypes(const QStringList &t)
{
    if (m_types == t)
        return;
    m_types = t;
    Q_EMIT typesChanged();
    refresh();
}

void CardSearchModel::setMaxAge(int a)
{
    if (m_maxAge == a)
        return;
    m_maxAge = a;
    Q_EMIT maxAgeChanged();
    refresh();
}

void CardSearchModel::setExactAge(int a)
{
    if (m_exactAge == a)
        return;
    m_exactAge = a;
    Q_EMIT exactAgeChanged();
    refresh();
}

void CardSearchModel::setStartingCardsFor(int player)
{
    if (m_startingCardsFor == player)
        return;
    m_startingCardsFor = player;
    Q_EMIT startingCardsForChanged();
    refresh();
}

void CardSearchModel::refresh()
{
    beginResetModel();
    m_cards.clear();
    m_offersPreprinted = false;
    if (m_controller) {
        const nn::Catalog &catalog = m_controller->catalog();
        std::vector<nn::CardType> types;
        for (const QString &t : m_types)
            if (const auto ct = nn::cardTypeFromKey(ss(t)))
                types.push_back(*ct);
        int maxAge = m_maxAge > 0 ? m_maxAge : (m_controller->hasGame() ? m_controller->age() : 4);
        if (m_exactAge > 0)
            maxAge = m_exactAge;
        const auto &options = m_controller->state().options;
        const bool anySet = !m_controller->hasGame();
        for (const nn::ProgressCard *c : catalog.searchCards(ss(m_query.trimmed()), types, maxAge, 400)) {
            if (m_exactAge > 0 && c->age != m_exactAge)
                continue;
            if (!anySet && c->set != "base" && !options.usesSet(c->set))
                continue;
            m_cards.push_back(c);
            if (m_cards.size() >= 40)
                break;
        }
        // Never bought, but an A side prints starting cards our sources do not know (docs/catalog.md).
        const auto &players = m_controller->state().players;
        if (m_controller->hasGame() && m_startingCardsFor >= 0 && m_startingCardsFor < int(players.size())) {
            const auto &p = players[size_t(m_startingCardsFor)];
            const nn::Nation *nation = catalog.nation(p.nation);
            const nn::NationSide *side = nation ? nation->side(p.side) : nullptr;
            m_offersPreprinted = side && !side->preprintedKnown;
            if (m_offersPreprinted)
                for (const nn::ProgressCard *c : catalog.searchPreprintedCards(ss(m_query.trimmed()), types, 20))
                    m_cards.push_back(c);
        }
    }
    endResetModel();
    Q_EMIT countChanged();
}

int CardSearchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant CardSearchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const nn::ProgressCard *c = m_cards[size_t(index.row())];
    switch (role) {
    case IdRole: return qs(c->id);
    case NameRole: return qs(c->name);
    case AltNamesRole: {
        QStringList l;
        for (const auto &n : c->altNames)
            l.append(qs(n));
        return l.join(QStringLiteral(", "));
    }
    case TypeRole: return qs(std::string(nn::key(c->type)));
    case TypeNameRole: return qs(std::string(nn::displayName(c->type)));
    case AgeRole: return c->age;
    case EffectRole: return qs(c->effect);
    case ConditionalRole: return c->hasConditionalEffects();
    case VpRole: return c->vp;
    case DeployStoneRole: return c->deployStone;
    case SetRole: return qs(c->set);
    case AutomatedRole: return !m_controller || m_controller->automation().automated(c->id);
    case HandReasonRole: return m_controller ? m_controller->automation().reason(c->id) : QString();
    case PreprintedRole: return c->preprinted;
    case TierRole: return m_controller ? m_controller->cardTier(c->id) : QString();
    }
    return {};
}

QHash<int, QByteArray> CardSearchModel::roleNames() const
{
    return {{IdRole, "cardId"},       {NameRole, "name"},           {AltNamesRole, "altNames"},
            {TypeRole, "type"},       {TypeNameRole, "typeName"},   {AgeRole, "age"},
            {EffectRole, "effect"},   {ConditionalRole, "conditional"}, {VpRole, "vp"},
            {DeployStoneRole, "deployStone"}, {SetRole, "cardSet"},
            {AutomatedRole, "automated"},     {HandReasonRole, "handReason"},
            {PreprintedRole, "preprinted"},  {TierRole, "tier"}};
}

QString CardSearchModel::idAt(int row) const
{
    return row >= 0 && row < rowCount() ? qs(m_cards[size_t(row)]->id) : QString();
}

bool CardSearchModel::preprintedAt(int row) const
{
    return row >= 0 && row < rowCount() && m_cards[size_t(row)]->preprinted;
}

} // namespace nc::app
