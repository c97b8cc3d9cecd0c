#pragma once
// What every game type's QML singleton (DiceGame, WealthGame) shares: the app's database and the type's
// Ruleset from the services (services/app_services.h), one GameSession on it resuming the latest unfinished game of the type, the refused action's message, undo,
// redo, setting a game aside, storing the result, and the type's games in the history. Each action runs
// through runCommand(): stored in SQLite before the state changes (session/game_session.h).

#include <QObject>
#include <QQmlEngine>
#include <QVariantList>

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/ruleset.h"
#include "i18n/refusal_words.h"

namespace nc::db {
class Database;
class GameStore;
}

namespace nc::app {

class AppServices;
class GameSession;

class SessionGame : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    Q_PROPERTY(bool storageReady READ storageReady CONSTANT)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    /// The rulebook lines of the refusal shown in lastError ("Rulebook of the Dice Game: R l.152"), for the
    /// banner's Source button; empty when lastError is no refusal of the rules (or is empty).
    Q_PROPERTY(QString refusalSource READ refusalSource NOTIFY lastErrorChanged)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY changed)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY changed)
    /// The game's log is damaged: shown read-only as before the bad row (the reason in plain words).
    Q_PROPERTY(QString damage READ damage NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)

public:
    ~SessionGame() override;

    bool storageReady() const { return m_store != nullptr; }
    QString lastError() const { return m_lastError; }
    QString refusalSource() const;
    bool hasGame() const { return m_open; }
    qint64 gameId() const;
    QString damage() const;
    bool canUndo() const;
    bool canRedo() const;

    Q_INVOKABLE bool undo() { return run("undo", -1, nlohmann::json::object()); }
    Q_INVOKABLE bool redo() { return run("redo", -1, nlohmann::json::object()); }
    /// Sets the game aside (abandoned; its log is kept).
    Q_INVOKABLE bool abandon();
    Q_INVOKABLE void clearError();
    /// After the database was replaced by a backup (history/history_files.h): forgets the game shown and resumes the
    /// type's latest unfinished game of the new content, as at start.
    Q_INVOKABLE void reload();

Q_SIGNALS:
    void changed();
    void lastErrorChanged();
    void historyChanged();

protected:
    explicit SessionGame(QObject *parent = nullptr);

    /// Takes the services' store and the Ruleset of `gameType` (they must outlive this object) and resumes
    /// the type's latest unfinished game (a damaged log read-only). A database that could not be opened
    /// leaves storageReady() false and says why in lastError(). Called once, from the derived constructor.
    void open(AppServices &services, const std::string &gameType);
    /// Starts a new game of the type from `setup`; an unfinished one is set aside (abandoned). A refused
    /// setup sets nothing aside: false, with the engine's message in lastError().
    bool startSession(const nlohmann::json &setup);
    /// Runs one command: false with the message when it is refused or not stored (nothing changed).
    bool runCommand(const std::string &name, int player, nlohmann::json args);
    /// An action of the user: runCommand() then the derived class's bookkeeping; refresh() by default.
    virtual bool run(const std::string &name, int player, nlohmann::json args);
    /// Rebuilds the derived class's views of the state and emits changed().
    virtual void refresh() = 0;
    /// A language chosen in Settings (QEvent::LanguageChange of the application): refresh().
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Stores the result of the game (scores, ranks, the solo title) when it is still active.
    void finishActive();
    bool fail(const QString &message);
    /// The rulebook a refusal's source names, e.g. tr("Rulebook of the Dice Game: %1") with `rule` filled in.
    virtual QString sourceText(const QString &rule) const = 0;
    /// A new session on m_store that resumes the type's latest unfinished game, if any (a damaged log read-only);
    /// sets m_open. Throws what the store or the replay throws.
    void resumeLatestGame();
    /// The type's games in the history, newest first: {gameId, date, players ("Ann 12, Bo 9"), status,
    /// winner, solo, title}.
    QVariantList historyRows(int limit) const;
    const nlohmann::json &state() const;

    const Ruleset *m_rules = nullptr;  ///< the services' Ruleset of the game type
    db::GameStore *m_store = nullptr;  ///< the services'; nullptr when the database is not usable
    std::unique_ptr<GameSession> m_session;
    bool m_open = false;
    bool m_finished = false; ///< the open game's result is stored (finishActive()): its log is closed
    QString m_lastError;
    /// The last refusal of the rules in words and its rulebook lines (shown while it is lastError).
    std::optional<RefusalWords> m_refusal;
};

} // namespace nc::app
