#pragma once
// The whole app (services, the three game objects, the statistics, Main.qml) on a temporary database, as
// main() builds it: the smoke runs (--self-test, --screenshot) and the layout check drive it from C++.

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSize>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

#include "history/statistics_host.h"
#include "nations/gamecontroller.h"
#include "nations_dice/dice_game.h"
#include "services/app_services.h"
#include "wealth_of_nations/wealth_game.h"

namespace nc::app {

/// Owns everything; destroys the QML first (it still references the game objects).
struct UiHarness {
    QTemporaryDir dir;
    std::unique_ptr<AppServices> services;
    std::unique_ptr<GameController> controller;
    std::unique_ptr<DiceGame> dice;
    std::unique_ptr<WealthGame> wealth;
    std::unique_ptr<StatisticsHost> statistics;
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow *window = nullptr;
    QStringList warnings; ///< every QML warning (type errors, binding loops...) seen so far

    /// Opens the database `database` (by default "selftest.sqlite" in `dir`), registers the game objects as QML
    /// singletons' instances, loads Main.qml and shows it at `size` (logical pixels). Returns "" or why it could not.
    QString start(const QSize &size, const QString &database = {});
    /// Runs the event loop briefly (settleEvents()) so bindings, layouts and deferred deletions catch up.
    void settle();
    /// The page the shell shows ("start", "setup", "round", ...), "" before start().
    QString page() const;

    ~UiHarness();
};

} // namespace nc::app
