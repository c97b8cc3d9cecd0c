// Inside db/: the history importers' shared step, a parsed document written into the database. The JSON
// history (db/history_import.h) and the BG Stats import (db/history_bgstats_import.h) both end here.
#pragma once

#include "db/history_import.h"

#include "core/json_input.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace nc::db {

class Database;

/// The limits of a history file: 1 GiB, and the action payloads' depth plus the document's own levels.
nc::JsonLimits historyFileLimits();

/// Checks `document` (format "nations-companion.history", docs/history-format.md) and writes it in one
/// transaction, as importHistoryJson() does after parsing; the same refusals (DbError naming `fileName`,
/// the entry and the field; nothing written) and the same merging.
ImportReport importHistoryDocument(Database &db, const nlohmann::json &document, const std::string &fileName);

/// importHistoryBgStats() (db/history_bgstats_import.h) of a parsed document.
ImportReport importHistoryBgStatsDocument(Database &db, const nlohmann::json &document, const std::string &fileName);

} // namespace nc::db
