#pragma once
// The statistics page's view of the history (HistoryStatistics) over the app's services, injected as the
// QML singleton for the host's lifetime: the app, its self-test and the QML tests each make one beside
// their game objects.

#include <memory>

namespace nc::app {

class AppServices;
class HistoryStatistics;
class HistoryEditor;
class HistoryFiles;

class StatisticsHost {
public:
    /// `services` must outlive the host. A database that could not be opened gives a page that says so
    /// (HistoryStatistics::error), never a crash.
    explicit StatisticsHost(AppServices &services);
    ~StatisticsHost(); ///< clears the singleton
    StatisticsHost(const StatisticsHost &) = delete;
    StatisticsHost &operator=(const StatisticsHost &) = delete;

    HistoryStatistics &statistics() { return *m_statistics; }
    /// The History page's singleton (issue 15 §2), made and injected with the statistics'.
    HistoryEditor &editor() { return *m_editor; }
    /// The backup, restore and exports of the history (issue 15 §3), made and injected with the others.
    HistoryFiles &files() { return *m_files; }

private:
    std::unique_ptr<HistoryStatistics> m_statistics;
    std::unique_ptr<HistoryEditor> m_editor;
    std::unique_ptr<HistoryFiles> m_files;
};

} // namespace nc::app
