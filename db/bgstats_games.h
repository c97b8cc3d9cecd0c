// The game types that a BG Stats play file names, shared by its export and its import
// (docs/history-format.md "BG Stats").
#pragma once

#include <iterator>

namespace nc::db {

/// One game type as a BG Stats file names it.
struct BgStatsGame {
    const char *type; ///< our games.game_type
    const char *name; ///< the name BG Stats shows (and the name an import matches, ignoring ASCII case)
    const char *uuid; ///< made once for our export, never changed: BG Stats keys its games by it
    int bggId;        ///< BoardGameGeek id, 0 = unknown (docs/history-format.md lists which are confirmed)
};

/// Nations, the Dice Game and Wealth of Nations; index + 1 is the game's "id" in our export.
inline constexpr BgStatsGame kBgStatsGames[] = {
    {"nations", "Nations", "6f3c2a9e-41d7-4b8a-9c52-0e7d1f3a8b64", 126042},
    {"nations_dice", "Nations: The Dice Game", "8a1e5b7c-2d94-4f06-b3c8-5f9a0e2d7c41", 0},
    {"wealth_of_nations", "Wealth of Nations", "c49d7e21-6b3a-4e85-a017-9d2f8c5b3e76", 0},
};

inline constexpr std::size_t kBgStatsGameCount = std::size(kBgStatsGames);

} // namespace nc::db
