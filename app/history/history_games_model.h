#pragma once
// Every stored game of every type for the History page (issue 15 §2), newest first: date, game type, status,
// players with their scores, winner, place and whether it was logged without the app. One row per game of
// GameStore::history(); the trash is left out.

#include <QAbstractListModel>
#include <QQmlEngine>

#include <functional>
#include <vector>

#include "db/game_store.h"

namespace nc::app {

class HistoryGamesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by HistoryEditor.games")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { GameIdRole = Qt::UserRole + 1, GameTypeRole, GameNameRole, DateRole, StatusRole, PlayersRole,
                WinnerRole, PlaceRole, LoggedRole, CorrectedRole };

    /// One game with what the History page shows beside the summary.
    struct Row {
        nc::db::GameSummary game;
        QString gameName;  ///< the game type's name
        QString place;
        bool logged = false;
        bool corrected = false; ///< a final score was corrected by hand
    };

    explicit HistoryGamesModel(QObject *parent = nullptr);

    /// Replaces the rows.
    void setRows(std::vector<Row> rows);
    /// The row of game `id`, -1 when not listed.
    Q_INVOKABLE int rowOf(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<Row> m_rows;
};

} // namespace nc::app
