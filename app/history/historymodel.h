#pragma once
// The games of the history (GameStore::history), newest first: date, players with nations and scores,
// winner, status, the solo Hall of Fame title and, for a damaged game, the action where its log goes bad.

#include <QAbstractListModel>
#include <QQmlEngine>

#include <map>
#include <vector>

#include "db/game_store.h"

namespace nc::nations {
class Catalog;
}

namespace nc::app {

class HistoryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by GameController.history")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int finishedCount READ finishedCount NOTIFY countChanged)

public:
    enum Role { GameIdRole = Qt::UserRole + 1, DateRole, StatusRole, SoloRole, PlayersRole, SeatsRole,
                WinnerRole, TitleRole, RoundsRole, DamageRole, DamagedActionRole };

    explicit HistoryModel(QObject *parent = nullptr);

    /// Replaces the rows; `catalog` gives the nations' display names; `damaged` maps the id of each
    /// damaged game to its first bad action (stored_game.h LogDamage::action, 0 = its setup).
    void setGames(std::vector<nc::db::GameSummary> games, const nc::nations::Catalog *catalog,
                  std::map<int64_t, int> damaged = {});
    /// Marks one listed game damaged at `action` (found when it was opened).
    void setDamage(int64_t gameId, int action);
    int finishedCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<nc::db::GameSummary> m_games;
    std::map<int64_t, int> m_damaged; ///< game id -> first bad action
    const nc::nations::Catalog *m_catalog = nullptr;
};

} // namespace nc::app
