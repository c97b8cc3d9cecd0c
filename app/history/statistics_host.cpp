#include "history/statistics_host.h"

#include "history/history_editor.h"
#include "history/history_files.h"
#include "history/history_statistics.h"
#include "services/app_services.h"

namespace nc::app {

StatisticsHost::StatisticsHost(AppServices &services)
    : m_statistics(std::make_unique<HistoryStatistics>(services.database(), services.catalog(), services.gameTypes()))
    , m_editor(std::make_unique<HistoryEditor>(services.database(), services.gameTypes()))
    , m_files(std::make_unique<HistoryFiles>(services.storageReady() ? services.databasePath() : QString()))
{
    HistoryStatistics::setInstance(m_statistics.get());
    HistoryEditor::setInstance(m_editor.get());
    HistoryFiles::setInstance(m_files.get());
}

StatisticsHost::~StatisticsHost()
{
    HistoryStatistics::clearInstance(m_statistics.get());
    HistoryEditor::clearInstance(m_editor.get());
    HistoryFiles::clearInstance(m_files.get());
}

} // namespace nc::app
