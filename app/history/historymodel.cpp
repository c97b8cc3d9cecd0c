#include "history/historymodel.h"

#include <QDateTime>
#include <QVariantMap>

#include "core/json_input.h"

#include "nations/catalog.h"
#include "qt_json.h"

namespace nc::app {

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void HistoryModel::setGames(std::vector<nc::db::GameSummary> games, const nc::nations::Catalog *catalog,
                            std::map<int64_t, int> damaged)
{
    beginResetModel();
    m_games = std::move(games);
    m_catalog = catalog;
    m_damaged = std::move(damaged);
    endResetModel();
    Q_EMIT countChanged();
}

void HistoryModel::setDamage(int64_t gameId, int action)
{
    m_damaged[gameId] = action;
    for (size_t row = 0; row < m_games.size(); ++row)
        if (m_games[row].id == gameId)
            Q_EMIT dataChanged(index(int(row)), index(int(row)), {DamageRole, DamagedActionRole});
}

int HistoryModel::finishedCount() const
{
    return int(std::count_if(m_games.begin(), m_games.end(),
                             [](const auto &g) { return g.status == nc::db::GameStatus::Finished; }));
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto &g = m_games[size_t(index.row())];
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
    case RoundsRole: {
        try {
            const auto o = nc::parseJson(g.optionsJson.empty() ? "{}" : g.optionsJson);
            return o.value("last_round", o.value("lastRound", 8));
        } catch (const std::exception &) {
            return 8;
        }
    }
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
