#include "history/statistics_host.h"

#include "history/history_editor.h"
#include "history/history_statistics.h"
#include "services/app_services.h"

namespace nc::app {

StatisticsHost::StatisticsHost(AppServices &services)
    : m_statistics(std::make_unique<HistoryStatistics>(services.database(), services.catalog(), services.gameTypes()))
    , m_editor(std::make_unique<HistoryEditor>(services.database(), services.gameTypes()))
{
    HistoryStatistics::setInstance(m_statistics.get());
    HistoryEditor::setInstance(m_editor.get());
}

StatisticsHost::~StatisticsHost()
{
    HistoryStatistics::clearInstance(m_statistics.get());
    HistoryEditor::clearInstance(m_editor.get());
}

} // namespace nc::app
