#pragma once
// What the statistics page needs, built for one database file and injected as the HistoryStatistics QML
// singleton for the host's lifetime: the app, its self-test and the QML tests each make one beside their
// game controllers.

#include <QString>

#include <memory>

#include "nations/catalog.h"
#include "session/game_types.h"

namespace nc::db {
class Database;
}

namespace nc::app {

class HistoryStatistics;

class StatisticsHost {
public:
    /// Opens `dbPath` (its own read connection; SQLite in WAL mode) and injects the singleton. A database that
    /// cannot be opened gives a page that says so (HistoryStatistics::error), never a crash.
    explicit StatisticsHost(const QString &dbPath);
    ~StatisticsHost(); ///< clears the singleton
    StatisticsHost(const StatisticsHost &) = delete;
    StatisticsHost &operator=(const StatisticsHost &) = delete;

    HistoryStatistics &statistics() { return *m_statistics; }

private:
    nc::nations::Catalog m_catalog;
    std::unique_ptr<GameTypes> m_types;
    std::unique_ptr<nc::db::Database> m_db;
    std::unique_ptr<HistoryStatistics> m_statistics;
};

} // namespace nc::app
