#include "history/statistics_host.h"

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "history/history_statistics.h"

namespace nc::app {

StatisticsHost::StatisticsHost(const QString &dbPath)
    : m_catalog(loadEmbeddedCatalog())
    , m_types(std::make_unique<GameTypes>(m_catalog, loadEmbeddedWonPrices()))
{
    try {
        m_db = std::make_unique<db::Database>(db::Database::open(dbPath.toStdString()));
    } catch (const std::exception &) {
        m_db.reset(); // the page says the database is not available; the game pages report why
    }
    m_statistics = std::make_unique<HistoryStatistics>(m_db.get(), m_catalog, *m_types);
    HistoryStatistics::setInstance(m_statistics.get());
}

StatisticsHost::~StatisticsHost()
{
    HistoryStatistics::setInstance(nullptr);
}

} // namespace nc::app
