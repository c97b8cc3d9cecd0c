#pragma once
// The app-level services every game's QML object shares, built once by main() (or a test) and handed to
// GameController and DiceGame: one SQLite connection and its GameStore, the Nations card catalog, the
// game types (their Rulesets, session/game_types.h) and the Nations history model. A game object opens
// nothing itself; so the whole app works on one connection to one database file (issue 13 §1).

#include <QString>

#include <memory>

#include "nations/catalog.h"

namespace nc::db {
class Database;
class GameStore;
}

namespace nc::app {

class GameTypes;
class HistoryModel;

class AppServices {
public:
    /// Opens (or creates) the database at `databasePath` (db::Database::open, a file over 64 MiB checked in the
    /// background: db::IntegrityCheck::InBackground; a damage found then refuses every write with the
    /// damage message, which the game or page that writes shows; a file of an older schema, db::needsMigration(),
    /// is migrated first on a worker thread behind MigrationWindow.qml when a QGuiApplication runs). A database that
    /// cannot be used does not throw: storageReady() is false and openError() says why, so that each game can show
    /// it and refuse to play without saving. Throws GameInputError only when the embedded Wealth of
    /// Nations price table is malformed (a build error).
    AppServices(nations::Catalog catalog, const QString &databasePath);
    ~AppServices();
    AppServices(const AppServices &) = delete;
    AppServices &operator=(const AppServices &) = delete;

    /// The path given to the constructor.
    const QString &databasePath() const { return m_databasePath; }
    /// The database is open: store() is usable.
    bool storageReady() const { return m_store != nullptr; }
    /// Why the database could not be opened (db::DbError's message); "" when it is open.
    const QString &openError() const { return m_openError; }
    /// The one connection (read-only users such as the statistics page); nullptr when !storageReady().
    db::Database *database() const { return m_db.get(); }
    /// The one game store over the one connection; nullptr when !storageReady().
    db::GameStore *store() const { return m_store.get(); }

    const nations::Catalog &catalog() const { return m_catalog; }
    const GameTypes &gameTypes() const { return *m_gameTypes; }
    /// The stored Nations games as listed on the start page (filled by GameController::refreshHistory()).
    HistoryModel *nationsHistory() const { return m_nationsHistory.get(); }

private:
    QString m_databasePath;
    QString m_openError;
    nations::Catalog m_catalog;
    std::unique_ptr<GameTypes> m_gameTypes; ///< refers to m_catalog, so declared after it
    std::unique_ptr<db::Database> m_db;
    std::unique_ptr<db::GameStore> m_store; ///< over m_db, so declared after it
    std::unique_ptr<HistoryModel> m_nationsHistory;
};

} // namespace nc::app
