// importHistoryFile(): which importer reads a file (db/history_import.h).
#include "db/database.h"
#include "db/history_document.h"
#include "db/history_import.h"

#include <nlohmann/json.hpp>

namespace nc::db {

ImportReport importHistoryFile(Database &db, const std::string &text, const std::string &fileName)
{
    nlohmann::json document;
    try {
        document = nc::parseJson(text, historyFileLimits());
    } catch (const nc::JsonInputError &e) {
        throw DbError(fileName + ": " + e.what() + ". Nothing was imported.");
    }
    const bool bgStats = document.is_object() && !document.contains("format") && document.contains("plays")
        && document["plays"].is_array();
    return bgStats ? importHistoryBgStatsDocument(db, document, fileName)
                   : importHistoryDocument(db, document, fileName);
}

} // namespace nc::db
