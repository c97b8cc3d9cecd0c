#pragma once
// The game types as the history's pages list them (the Statistics filter, the History page's filter and its
// log-a-game form): id, name, players, and which figures the type has (scoring/core/ruleset.h GameTypeInfo).

#include <QVariantList>

#include "db/logged_game.h"

namespace nc {
struct GameTypeInfo;
}

namespace nc::app {

class GameTypes;

/// One map per game type, in the start page's order: id, name, minPlayers, maxPlayers, hasNations, hasSides,
/// hasCategories, categories ([{key, name}] in pad order, names in the current language), hasHallOfFame.
QVariantList gameTypeList(const GameTypes &types);

/// What a game logged without the app must respect of its game type: players, sides and the pad's rows.
db::LoggedGameRules loggedGameRules(const GameTypeInfo &info);

} // namespace nc::app
