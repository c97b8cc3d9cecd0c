#pragma once
// The History page's view (issue 15 §2), injected as the QML singleton HistoryEditor beside HistoryStatistics
// (history/statistics_host.h): every game of every type newest first (filter by game type), one game's details
// for the edit dialog, and the writes: edit, correct a score, delete with undo, the trash and restore, log a
// game played without the app, rename, merge and unmerge players. Each write goes through db/ in one
// transaction and returns only when it is on disk; a refused one returns false and sets `error` (the message
// names the field), and nothing was written.

#include <QObject>
#include <QQmlEngine>
#include <QVariantList>

#include "history/history_games_model.h"

namespace nc::db {
class Database;
}

namespace nc::app {

class GameTypes;

class HistoryEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(nc::app::HistoryGamesModel *games READ games CONSTANT)
    /// "" = every game type.
    Q_PROPERTY(QString gameType READ gameType WRITE setGameType NOTIFY gameTypeChanged)
    /// The games in the trash, most recently deleted first: {gameId, gameName, deletedAt, finishedAt, players}.
    Q_PROPERTY(QVariantList trash READ trash NOTIFY changed)
    /// Every player: {name, games}.
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    /// The merges that can be undone: {mergeId, from, into, games, mergedAt}.
    Q_PROPERTY(QVariantList merges READ merges NOTIFY changed)
    /// The game types with their figures (history/game_type_list.h); the category names follow the language.
    Q_PROPERTY(QVariantList gameTypes READ gameTypes NOTIFY gameTypesChanged)
    /// The game deleted last in this session (0 = none): what the page's Undo restores.
    Q_PROPERTY(qint64 lastDeleted READ lastDeleted NOTIFY changed)
    /// The last refusal, "" after a write that succeeded.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    /// `db` (nullptr when the database could not be opened: error() says so) and `types` must outlive this.
    HistoryEditor(nc::db::Database *db, const GameTypes &types, QObject *parent = nullptr);

    /// QML singleton factory: the instance injected with setInstance() (C++ ownership).
    static HistoryEditor *create(QQmlEngine *, QJSEngine *);
    static void setInstance(HistoryEditor *instance);
    static void clearInstance(const HistoryEditor *instance);

    HistoryGamesModel *games() const { return m_games; }
    QString gameType() const { return m_gameType; }
    void setGameType(const QString &type);
    QVariantList trash() const { return m_trash; }
    QVariantList players() const { return m_players; }
    QVariantList merges() const { return m_merges; }
    QVariantList gameTypes() const { return m_gameTypes; }
    qint64 lastDeleted() const { return m_lastDeleted; }
    QString error() const { return m_error; }

    /// Reads everything again; empties the trash of games deleted more than 30 days ago first.
    Q_INVOKABLE void refresh();

    /// One game for the edit dialog: {gameId, gameType, gameName, status, date, place, notes, logged, edits,
    /// seats: [{seat, name, nation, side, score, computed, reason}]}; {} for an unknown game.
    Q_INVOKABLE QVariantMap game(qint64 id) const;

    /// Date ("YYYY-MM-DD"; "" keeps it), place and notes at once.
    Q_INVOKABLE bool editGame(qint64 id, const QString &date, const QString &place, const QString &notes);
    Q_INVOKABLE bool setSeatPlayer(qint64 id, int seat, const QString &name);
    /// A corrected final score with its reason; the computed score is kept (db/history_edit.h).
    Q_INVOKABLE bool correctScore(qint64 id, int seat, int score, const QString &reason);
    Q_INVOKABLE bool deleteGame(qint64 id);
    Q_INVOKABLE bool restoreGame(qint64 id);
    /// Restores lastDeleted.
    Q_INVOKABLE bool undoDelete();
    /// A game played without the app: `seats` is [{name, nation, side, score, categories}], `categories` either
    /// absent/empty (totals only) or {key: VP} for every category of the game type's pad (gameTypes' categories),
    /// which must add up to `score` (db/logged_game.h). Returns the new game's id, 0 when refused.
    Q_INVOKABLE qint64 logGame(const QString &gameType, const QString &date, const QString &place,
                               const QString &notes, const QVariantList &seats);
    Q_INVOKABLE bool renamePlayer(const QString &from, const QString &to);
    Q_INVOKABLE bool mergePlayers(const QString &from, const QString &into);
    Q_INVOKABLE bool undoMerge(qint64 mergeId);

Q_SIGNALS:
    void gameTypeChanged();
    void gameTypesChanged();
    void changed();
    void errorChanged();

protected:
    /// QEvent::LanguageChange of the application: the game types' category names again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    template <typename Write>
    bool write(Write &&write);
    void setError(const QString &error);
    QString gameName(const std::string &id) const;

    nc::db::Database *m_db;
    const GameTypes &m_types;
    HistoryGamesModel *m_games;
    QString m_gameType;
    QVariantList m_trash, m_players, m_merges, m_gameTypes;
    qint64 m_lastDeleted = 0;
    QString m_error;
};

} // namespace nc::app
