#pragma once
// The games of the history (GameStore::historyPage), newest first: date, players with nations and scores,
// winner, status, the solo Hall of Fame title and, for a damaged game, the action where its log goes bad.
// Rows are read a page at a time as the view scrolls (canFetchMore/fetchMore), so memory and the time to
// show the list do not grow with the number of stored games.

#include <QAbstractListModel>
#include <QQmlEngine>

#include <functional>
#include <map>
#include <optional>
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

    /// Reads the page of games after game `beforeId` (0 = the newest), at most `limit`, newest first
    /// (GameStore::historyPage for one game type). May throw; the model then stops fetching.
    using PageReader = std::function<std::vector<nc::db::GameSummary>(int64_t beforeId, int limit)>;
    /// The first bad action of a fetched game (stored_game.h LogDamage::action, 0 = its setup), or nullopt
    /// when its log is sound; asked once per game as its page is read.
    using DamageReader = std::function<std::optional<int>(const nc::db::GameSummary &game)>;

    /// Rows read per fetchMore().
    static constexpr int kPageSize = 50;

    explicit HistoryModel(QObject *parent = nullptr);

    /// Replaces the rows with a fixed list (nothing more to fetch); `catalog` gives the nations' display
    /// names; `damaged` maps the id of each damaged game to its first bad action.
    void setGames(std::vector<nc::db::GameSummary> games, const nc::nations::Catalog *catalog,
                  std::map<int64_t, int> damaged = {});
    /// Replaces the rows with the games `pages` reads, the first page at once and the next ones on
    /// fetchMore(); `finished` is the number of finished games of the whole history (finishedCount()).
    void setSource(PageReader pages, DamageReader damage, const nc::nations::Catalog *catalog, int finished);
    /// Marks one listed game damaged at `action` (found when it was opened).
    void setDamage(int64_t gameId, int action);
    /// Finished games of the whole history (setSource), or of the rows (setGames).
    int finishedCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    /// The rounds of a Nations game (its options' last round), read once per row as it is fetched.
    struct Row {
        nc::db::GameSummary game;
        int rounds = 8;
    };
    /// The rows of `games`, asking m_damage about each (may throw, as the readers do).
    std::vector<Row> rowsOf(std::vector<nc::db::GameSummary> games);

    std::vector<Row> m_games;
    PageReader m_pages;        ///< empty: nothing more to fetch
    DamageReader m_damage;
    std::optional<int> m_finished; ///< of the whole history, given by setSource()
    std::map<int64_t, int> m_damaged; ///< game id -> first bad action
    const nc::nations::Catalog *m_catalog = nullptr;
};

} // namespace nc::app
