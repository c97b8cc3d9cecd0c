#include "history/historymodel.h"

#include <QDateTime>
#include <QVariantMap>

#include <algorithm>
#include <iterator>

#include "core/json_input.h"

#include "nations/catalog.h"
#include "qt_json.h"

namespace nc::app {

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

namespace {

// The options' last round ("last_round", or "lastRound" as older games stored it); 8 = the full game.
int roundsOf(const std::string &optionsJson)
{
    try {
        const auto o = nc::parseJson(optionsJson.empty() ? "{}" : optionsJson);
        return o.value("last_round", o.value("lastRound", 8));
    } catch (const std::exception &) {
        return 8;
    }
}

} // namespace

std::vector<HistoryModel::Row> HistoryModel::rowsOf(std::vector<nc::db::GameSummary> games)
{
    std::vector<Row> rows;
    for (auto &g : games) {
        if (m_damage)
            if (const auto action = m_damage(g))
                m_damaged[g.id] = *action;
        const int rounds = roundsOf(g.optionsJson);
        rows.push_back({std::move(g), rounds});
    }
    return rows;
}

void HistoryModel::setGames(std::vector<nc::db::GameSummary> games, const nc::nations::Catalog *catalog,
                            std::map<int64_t, int> damaged)
{
    beginResetModel();
    m_games.clear();
    m_pages = {};
    m_damage = {};
    m_finished.reset();
    m_catalog = catalog;
    m_damaged = std::move(damaged);
    m_games = rowsOf(std::move(games));
    endResetModel();
    Q_EMIT countChanged();
}

void HistoryModel::setSource(PageReader pages, DamageReader damage, const nc::nations::Catalog *catalog, int finished)
{
    beginResetModel();
    m_games.clear();
    m_damaged.clear();
    m_catalog = catalog;
    m_pages = std::move(pages);
    m_damage = std::move(damage);
    m_finished = finished;
    // The first page at once: the start page shows it without waiting for the view to ask. A read error
    // leaves the list empty and goes to the caller.
    try {
        m_games = rowsOf(m_pages(0, kPageSize));
    } catch (...) {
        m_pages = {};
        endResetModel();
        Q_EMIT countChanged();
        throw;
    }
    if (int(m_games.size()) < kPageSize)
        m_pages = {};
    endResetModel();
    Q_EMIT countChanged();
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && bool(m_pages);
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    // Read (and checked) before the rows are announced, so an error cannot leave an insertion half done.
    std::vector<Row> page;
    try {
        page = rowsOf(m_pages(m_games.empty() ? 0 : m_games.back().game.id, kPageSize));
    } catch (const std::exception &) {
        m_pages = {}; // a read error ends the list; the database's error is reported where it is opened
        return;
    }
    if (int(page.size()) < kPageSize)
        m_pages = {};
    if (page.empty())
        return;
    const int first = int(m_games.size());
    beginInsertRows({}, first, first + int(page.size()) - 1);
    std::move(page.begin(), page.end(), std::back_inserter(m_games));
    endInsertRows();
    Q_EMIT countChanged();
}

void HistoryModel::setDamage(int64_t gameId, int action)
{
    m_damaged[gameId] = action;
    for (size_t row = 0; row < m_games.size(); ++row)
        if (m_games[row].game.id == gameId)
            Q_EMIT dataChanged(index(int(row)), index(int(row)), {DamageRole, DamagedActionRole});
}

int HistoryModel::finishedCount() const
{
    if (m_finished)
        return *m_finished;
    return int(std::count_if(m_games.begin(), m_games.end(),
                             [](const auto &r) { return r.game.status == nc::db::GameStatus::Finished; }));
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto &g = m_games[size_t(index.row())].game;
    auto nationName = [this](const std::string &id) {
        const auto *n = m_catalog ? m_catalog->nation(id) : nullptr;
        return n ? qs(n->name) : qs(id);
    };
    switch (role) {
    case GameIdRole: return qint64(g.id);
    case DateRole: {
        const std::string &when = g.finishedAt.empty() ? g.createdAt : g.finishedAt;
        const QDateTime t = QDateTime::fromString(qs(when), Qt::ISODateWithMs);
        return t.isValid() ? t.toLocalTime().toString(QStringLiteral("ddd d MMM yyyy, HH:mm")) : qs(when);
    }
    case StatusRole: return QString::fromLatin1(nc::db::statusName(g.status));
    case SoloRole: return g.solo;
    case PlayersRole: {
        QStringList l;
        for (const auto &s : g.seats) {
            QString t = QStringLiteral("%1 (%2%3)").arg(qs(s.playerName), nationName(s.nation),
                                                         s.side ? QStringLiteral(" ") + QChar(s.side) : QString());
            if (s.score)
                t += QStringLiteral(" %1").arg(*s.score);
            l.append(t);
        }
        return l.join(QStringLiteral(" · "));
    }
    case SeatsRole: {
        QVariantList l;
        for (const auto &s : g.seats)
            l.append(QVariantMap{{QStringLiteral("name"), qs(s.playerName)},
                                 {QStringLiteral("nation"), nationName(s.nation)},
                                 {QStringLiteral("side"), s.side ? QString(QChar(s.side)) : QString()},
                                 {QStringLiteral("score"), s.score ? QVariant(*s.score) : QVariant()},
                                 {QStringLiteral("rank"), s.rank ? QVariant(*s.rank) : QVariant()}});
        return l;
    }
    case WinnerRole: return qs(g.winner);
    case TitleRole: return qs(g.hallOfFameTitle);
    case RoundsRole: return m_games[size_t(index.row())].rounds;
    case DamageRole: {
        const auto it = m_damaged.find(g.id);
        if (it == m_damaged.end())
            return QString();
        return it->second == 0 ? tr("damaged (setup)") : tr("damaged (action %1)").arg(it->second);
    }
    case DamagedActionRole: {
        const auto it = m_damaged.find(g.id);
        return it == m_damaged.end() ? -1 : it->second;
    }
    }
    return {};
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    return {{GameIdRole, "gameId"}, {DateRole, "date"}, {StatusRole, "status"}, {SoloRole, "solo"},
            {PlayersRole, "players"}, {SeatsRole, "seats"}, {WinnerRole, "winner"}, {TitleRole, "title"},
            {RoundsRole, "rounds"}, {DamageRole, "damage"}, {DamagedActionRole, "damagedAction"}};
}

} // namespace nc::app
