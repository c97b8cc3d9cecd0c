#include "history/database_location.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace nc::app {

std::string defaultDatabasePath()
{
    // The same names as main() gives the app: AppDataLocation is built from them.
    QCoreApplication::setOrganizationName(QStringLiteral("NationsCompanion"));
    QCoreApplication::setApplicationName(QStringLiteral("nations-companion"));
    return (QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/nations-companion.sqlite")).toStdString();
}

} // namespace nc::app
