#include "history/history_games_model.h"

#include <QDateTime>

#include "qt_json.h"

namespace nc::app {

HistoryGamesModel::HistoryGamesModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void HistoryGamesModel::setRows(std::vector<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    Q_EMIT countChanged();
}

int HistoryGamesModel::rowOf(qint64 id) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].game.id == id)
            return int(i);
    return -1;
}

int HistoryGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant HistoryGamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &r = m_rows[size_t(index.row())];
    const auto &g = r.game;
    switch (role) {
    case GameIdRole: return qint64(g.id);
    case GameTypeRole: return qs(g.gameType);
    case GameNameRole: return r.gameName;
    case DateRole: {
        // The day it was played (the end of the game; its start while unfinished), as the edit dialog writes it.
        const std::string &when = g.finishedAt.empty() ? g.createdAt : g.finishedAt;
        return qs(when.substr(0, 10));
    }
    case StatusRole: return QString::fromLatin1(nc::db::statusName(g.status));
    case PlayersRole: {
        QStringList l;
        for (const auto &s : g.seats)
            l << (s.score ? QStringLiteral("%1 %2").arg(qs(s.playerName)).arg(*s.score) : qs(s.playerName));
        return l.join(QStringLiteral(" · "));
    }
    case WinnerRole: return qs(g.winner);
    case PlaceRole: return r.place;
    case LoggedRole: return r.logged;
    case CorrectedRole: return r.corrected;
    }
    return {};
}

QHash<int, QByteArray> HistoryGamesModel::roleNames() const
{
    return {{GameIdRole, "gameId"}, {GameTypeRole, "gameType"}, {GameNameRole, "gameName"}, {DateRole, "date"},
            {StatusRole, "status"}, {PlayersRole, "players"}, {WinnerRole, "winner"}, {PlaceRole, "place"},
            {LoggedRole, "logged"}, {CorrectedRole, "corrected"}};
}

} // namespace nc::app
