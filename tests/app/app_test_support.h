#pragma once
// Shared helpers of the app tests: a controller on a real temporary SQLite file, with the app's services
// (services/app_services.h) of its own, as main() builds them.

#include <QTemporaryDir>
#include <QVariantMap>

#include <memory>

#include "db/database.h"
#include "db/game_store.h"
#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "nations_dice/dice_game.h"
#include "services/app_services.h"
#include "wealth_of_nations/wealth_game.h"

namespace nc::test {

/// The app's services on `path`, built before the game object that derives from this (base-from-member).
struct ServicesOn {
    explicit ServicesOn(const QString &path) : services(nc::app::loadEmbeddedCatalog(), path) {}
    nc::app::AppServices services;
};

/// A GameController on its own AppServices (one connection to `path`), which it outlives by nothing.
class ControllerOn : private ServicesOn, public nc::app::GameController {
public:
    explicit ControllerOn(const QString &path) : ServicesOn(path), GameController(services) {}
};

/// A DiceGame on its own AppServices (one connection to `path`).
class DiceGameOn : private ServicesOn, public nc::app::DiceGame {
public:
    explicit DiceGameOn(const QString &path) : ServicesOn(path), DiceGame(services) {}
};

/// A WealthGame on its own AppServices (one connection to `path`).
class WealthGameOn : private ServicesOn, public nc::app::WealthGame {
public:
    explicit WealthGameOn(const QString &path) : ServicesOn(path), WealthGame(services) {}
};

/// A temporary folder with the database file; controllers opened on it share the file.
struct TempDatabase {
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("games.sqlite")); }
    std::unique_ptr<nc::app::GameController> controller() const
    {
        return std::make_unique<ControllerOn>(path());
    }
    /// Number of actions stored for `gameId`, read through a separate connection.
    int storedActions(qint64 gameId) const
    {
        auto db = nc::db::Database::open(path().toStdString());
        nc::db::GameStore store(db);
        return int(store.actions(gameId).size());
    }
    std::vector<nc::db::StoredAction> actions(qint64 gameId) const
    {
        auto db = nc::db::Database::open(path().toStdString());
        nc::db::GameStore store(db);
        return store.actions(gameId);
    }
};

inline QVariantMap seat(const char *name, const char *nation, const char *side = "B", const char *difficulty = "prince")
{
    return {{QStringLiteral("name"), QString::fromUtf8(name)},
            {QStringLiteral("nation"), QString::fromUtf8(nation)},
            {QStringLiteral("side"), QString::fromUtf8(side)},
            {QStringLiteral("difficulty"), QString::fromUtf8(difficulty)}};
}

inline QVariantMap twoPlayers(int lastRound = 8)
{
    return {{QStringLiteral("seats"), QVariantList{seat("Anna", "egypt"), seat("Ben", "rome", "B", "king")}},
            {QStringLiteral("lastRound"), lastRound}};
}

} // namespace nc::test
