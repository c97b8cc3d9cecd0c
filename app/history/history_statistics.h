#pragma once
// The statistics page's view of the history (issue 15 §1) for QML: the filter as properties, the figures of
// db/statistics.h as sortable tables (StatsTableModel) and as lists for the charts. Read-only: it never writes
// the database. Nothing is read until refresh() (the page calls it when it opens); then every change of a
// filter recomputes the figures (SQL aggregates: see bench figures in the docs).

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

#include "history/stats_table_model.h"

namespace nc::db {
class Database;
struct StatsFilter;
}
namespace nc::nations {
class Catalog;
}

namespace nc::app {

class GameTypes;

class HistoryStatistics : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Filter: game type id ("" = every game type), first and last day ("YYYY-MM-DD", "" = open), seats
    /// (0 = any), only the games of a player ("" = everyone).
    Q_PROPERTY(QString gameType READ gameType WRITE setGameType NOTIFY filterChanged)
    Q_PROPERTY(QString from READ from WRITE setFrom NOTIFY filterChanged)
    Q_PROPERTY(QString to READ to WRITE setTo NOTIFY filterChanged)
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY filterChanged)
    Q_PROPERTY(QString withPlayer READ withPlayer WRITE setWithPlayer NOTIFY filterChanged)
    /// Only solo games at this difficulty ("emperor", "king", "prince", "chieftain"; "" = every game), only games
    /// with this card set ("base", "expansion", "dynasties"; "" = every game).
    Q_PROPERTY(QString difficulty READ difficulty WRITE setDifficulty NOTIFY filterChanged)
    Q_PROPERTY(QString cardSet READ cardSet WRITE setCardSet NOTIFY filterChanged)
    /// The player whose detail (scores over time, by player count, categories) is shown; "" = none.
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY filterChanged)

    /// Finished games matching the filter.
    Q_PROPERTY(int games READ games NOTIFY changed)
    /// Why the figures could not be read ("" when they could).
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(nc::app::StatsTableModel *players READ players CONSTANT)
    Q_PROPERTY(nc::app::StatsTableModel *nations READ nations CONSTANT)
    Q_PROPERTY(nc::app::StatsTableModel *rivals READ rivals CONSTANT)
    Q_PROPERTY(nc::app::StatsTableModel *seats READ seats CONSTANT)
    /// The player's games in date order (the line chart's points and its table).
    Q_PROPERTY(nc::app::StatsTableModel *scores READ scores CONSTANT)
    /// The player's average per final-score category (the bar chart's bars and its table).
    Q_PROPERTY(nc::app::StatsTableModel *categories READ categories CONSTANT)
    Q_PROPERTY(nc::app::StatsTableModel *byPlayerCount READ byPlayerCount CONSTANT)
    /// The player's solo games by difficulty.
    Q_PROPERTY(nc::app::StatsTableModel *byDifficulty READ byDifficulty CONSTANT)
    /// Solo: each solo game's Hall of Fame position when it was finished (the line chart's points: "time",
    /// "position", one line per "line" = game and difficulty) and the personal bests per difficulty.
    Q_PROPERTY(nc::app::StatsTableModel *soloPositions READ soloPositions CONSTANT)
    Q_PROPERTY(nc::app::StatsTableModel *soloBests READ soloBests CONSTANT)
    /// Solo games matching the filter (the rows of soloPositions).
    Q_PROPERTY(int soloGames READ soloGames NOTIFY changed)
    /// The Nations campaigns (names, most recent first) and the one whose progress is shown (the first by default).
    Q_PROPERTY(QStringList campaigns READ campaigns NOTIFY changed)
    Q_PROPERTY(QString campaign READ campaign WRITE setCampaign NOTIFY campaignChanged)
    /// The chosen campaign game by game: each player's level after each game (the chart's points: "game",
    /// "levelNumber" 1 = Chieftain .. 4 = Emperor, one line per "player"), and where each player stands now.
    Q_PROPERTY(nc::app::StatsTableModel *campaignProgress READ campaignProgress CONSTANT)
    Q_PROPERTY(nc::app::StatsTableModel *campaignStandings READ campaignStandings CONSTANT)
    /// The game (its name) whose categories the chart shows: the filter's game type, else the game type of the
    /// player's latest game (categories of different games do not share a scale); "" without a player.
    Q_PROPERTY(QString categoriesGame READ categoriesGame NOTIFY changed)
    /// Every player of the history, by name (for the player choosers).
    Q_PROPERTY(QStringList knownPlayers READ knownPlayers NOTIFY changed)
    /// The game types for the filter: [{id, name}].
    Q_PROPERTY(QVariantList gameTypes READ gameTypes CONSTANT)

public:
    /// `db` (nullptr when the database could not be opened: error() says so), `catalog` (nation names) and
    /// `types` must outlive this object.
    HistoryStatistics(nc::db::Database *db, const nc::nations::Catalog &catalog, const GameTypes &types,
                      QObject *parent = nullptr);

    /// QML singleton factory: the instance injected with setInstance() (C++ ownership).
    static HistoryStatistics *create(QQmlEngine *, QJSEngine *);
    static void setInstance(HistoryStatistics *instance);
    /// Clears the singleton when it is `instance` (another host's may be the current one).
    static void clearInstance(const HistoryStatistics *instance);

    QString gameType() const { return m_gameType; }
    void setGameType(const QString &v);
    QString from() const { return m_from; }
    void setFrom(const QString &v);
    QString to() const { return m_to; }
    void setTo(const QString &v);
    int playerCount() const { return m_playerCount; }
    void setPlayerCount(int v);
    QString withPlayer() const { return m_withPlayer; }
    void setWithPlayer(const QString &v);
    QString difficulty() const { return m_difficulty; }
    void setDifficulty(const QString &v);
    QString cardSet() const { return m_cardSet; }
    void setCardSet(const QString &v);
    QString player() const { return m_player; }
    void setPlayer(const QString &v);
    QString campaign() const { return m_campaign; }
    void setCampaign(const QString &v);

    int games() const { return m_games; }
    QString error() const { return m_error; }
    StatsTableModel *players() const { return m_players; }
    StatsTableModel *nations() const { return m_nations; }
    StatsTableModel *rivals() const { return m_rivals; }
    StatsTableModel *seats() const { return m_seats; }
    StatsTableModel *scores() const { return m_scores; }
    StatsTableModel *categories() const { return m_categories; }
    StatsTableModel *byPlayerCount() const { return m_byPlayerCount; }
    StatsTableModel *byDifficulty() const { return m_byDifficulty; }
    StatsTableModel *soloPositions() const { return m_soloPositions; }
    StatsTableModel *soloBests() const { return m_soloBests; }
    StatsTableModel *campaignProgress() const { return m_campaignProgress; }
    StatsTableModel *campaignStandings() const { return m_campaignStandings; }
    QStringList campaigns() const { return m_campaigns; }
    int soloGames() const { return m_soloPositions->rowCount(); }
    QStringList knownPlayers() const { return m_knownPlayers; }
    QString categoriesGame() const { return m_categoriesGame; }
    QVariantList gameTypes() const { return m_gameTypes; }

    /// Recomputes every figure for the current filter (after a game was finished, on opening the page).
    Q_INVOKABLE void refresh();

Q_SIGNALS:
    void filterChanged();
    void changed();
    void campaignChanged();

private:
    void setFilter(QString &member, const QString &value);
    QString gameTypeName(const std::string &id) const;
    QString nationName(const std::string &gameType, const std::string &id) const;
    void refreshSolo(const nc::db::StatsFilter &filter);
    void refreshCampaign();

    nc::db::Database *m_db;
    const nc::nations::Catalog &m_catalog;
    const GameTypes &m_types;
    QString m_gameType, m_from, m_to, m_withPlayer, m_difficulty, m_cardSet, m_player, m_campaign;
    QStringList m_campaigns;
    int m_playerCount = 0;
    int m_games = 0;
    QString m_error;
    QStringList m_knownPlayers;
    QString m_categoriesGame;
    QVariantList m_gameTypes;
    StatsTableModel *m_players, *m_nations, *m_rivals, *m_seats, *m_scores, *m_categories, *m_byPlayerCount;
    StatsTableModel *m_byDifficulty, *m_soloPositions, *m_soloBests, *m_campaignProgress, *m_campaignStandings;
};

} // namespace nc::app
