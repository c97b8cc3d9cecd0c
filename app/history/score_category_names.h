#pragma once
// The names of the final score pad's categories (scoring/core/ruleset.h GameTypeInfo::categories) in the
// player's language, for every page that shows them by key: the statistics' per-category averages and the
// log-a-game form. The engine's labels are English and Nations stores its pad without them.

#include <QString>

#include <string>

namespace nc::app {

/// The translated name of category `key` ("colonies") of `gameType` ("nations"); a key this app does not know (a
/// file imported from a newer version) shows `storedLabel`, or the key itself when that is empty.
QString scoreCategoryName(const std::string &gameType, const std::string &key, const std::string &storedLabel = {});

} // namespace nc::app
