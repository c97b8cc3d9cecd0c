#include "history/statistics_host.h"

#include "history/history_statistics.h"
#include "services/app_services.h"

namespace nc::app {

StatisticsHost::StatisticsHost(AppServices &services)
    : m_statistics(std::make_unique<HistoryStatistics>(services.database(), services.catalog(), services.gameTypes()))
{
    HistoryStatistics::setInstance(m_statistics.get());
}

StatisticsHost::~StatisticsHost()
{
    HistoryStatistics::clearInstance(m_statistics.get());
}

} // namespace nc::app
