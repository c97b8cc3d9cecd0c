#pragma once
// Where the app keeps its database when no --db is given: one place for the app and the CLI commands that read
// the history, so that both open the same file.

#include <string>

namespace nc::app {

/// The platform's application-data folder + "/nations-companion.sqlite"
/// (~/.local/share/NationsCompanion/nations-companion/nations-companion.sqlite on Linux). Sets the
/// organisation and application names it depends on; needs no QCoreApplication.
std::string defaultDatabasePath();

} // namespace nc::app
