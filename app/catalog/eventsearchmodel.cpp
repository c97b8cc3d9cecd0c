#include "catalog/eventsearchmodel.h"

#include <algorithm>

#include "nations/gamecontroller.h"
#include "qt_json.h"

namespace nn = nc::nations;

namespace nc::app {

EventSearchModel::EventSearchModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void EventSearchModel::setController(GameController *c)
{
    if (m_controller == c)
        return;
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = c;
    if (m_controller) // a confirmed round may start a new age and has drawn one more card; other actions change neither
        connect(m_controller, &GameController::stateChanged, this, [this] {
            if (shownAge() != m_shownAge || m_controller->gameId() != m_shownGame
                || (m_controller->hasGame() ? m_controller->eventsDrawn() : std::map<std::string, int>{}) != m_drawn)
                refresh();
        });
    Q_EMIT controllerChanged();
    refresh();
}

void EventSearchModel::setQuery(const QString &q)
{
    if (m_query == q)
        return;
    m_query = q;
    Q_EMIT queryChanged();
    refresh();
}

void EventSearchModel::setAge(int a)
{
    if (m_age == a)
        return;
    m_age = a;
    Q_EMIT ageChanged();
    refresh();
}

void EventSearchModel::refresh()
{
    beginResetModel();
    m_events.clear();
    m_drawn.clear();
    m_shownAge = shownAge();
    m_shownGame = m_controller ? m_controller->gameId() : 0;
    if (m_controller) {
        if (m_controller->hasGame())
            m_drawn = m_controller->eventsDrawn();
        const int age = m_shownAge;
        const auto &options = m_controller->state().options;
        for (const nn::EventCard *e : m_controller->catalog().searchEvents(ss(m_query.trimmed()), age, 100)) {
            if (m_controller->hasGame() && e->set != "base" && !options.usesSet(e->set))
                continue;
            m_events.push_back(e);
            if (m_events.size() >= 30)
                break;
        }
        // The cards this game already drew come last (shown as drawn): the first row, which Return picks,
        // is one that can still be drawn.
        std::stable_partition(m_events.begin(), m_events.end(),
                              [this](const nn::EventCard *e) { return !m_drawn.count(e->id); });
    }
    endResetModel();
    Q_EMIT countChanged();
}

int EventSearchModel::shownAge() const
{
    return m_age > 0 ? m_age : (m_controller && m_controller->hasGame() ? m_controller->age() : 0);
}

int EventSearchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

QVariant EventSearchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const nn::EventCard *e = m_events[size_t(index.row())];
    auto ev = [e](size_t i) { return i < e->events.size() ? &e->events[i] : nullptr; };
    switch (role) {
    case IdRole: return qs(e->id);
    case NameRole: return qs(e->name);
    case AgeRole: return e->age;
    case ArchitectsRole: return e->architects;
    case FamineRole: return e->famine;
    case Event1NameRole: return ev(0) ? qs(ev(0)->name) : QString();
    case Event1TextRole: return ev(0) ? qs(ev(0)->text) : QString();
    case Event2NameRole: return ev(1) ? qs(ev(1)->name) : QString();
    case Event2TextRole: return ev(1) ? qs(ev(1)->text) : QString();
    case DrawnInRoundRole: {
        const auto d = m_drawn.find(e->id);
        return d == m_drawn.end() ? 0 : d->second;
    }
    }
    return {};
}

QHash<int, QByteArray> EventSearchModel::roleNames() const
{
    return {{IdRole, "eventId"}, {NameRole, "name"}, {AgeRole, "age"}, {ArchitectsRole, "architects"},
            {FamineRole, "famine"}, {Event1NameRole, "event1Name"}, {Event1TextRole, "event1Text"},
            {Event2NameRole, "event2Name"}, {Event2TextRole, "event2Text"}, {DrawnInRoundRole, "drawnInRound"}};
}

QString EventSearchModel::idAt(int row) const
{
    return row >= 0 && row < rowCount() ? qs(m_events[size_t(row)]->id) : QString();
}

} // namespace nc::app
