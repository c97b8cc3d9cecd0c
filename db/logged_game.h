#pragma once
// A game played without the app, entered afterwards (issue 15 §2 "Log a game played without the app"): game
// type, day, players with their nations and final scores, optionally each score by category. It is stored as a
// finished game like any other (source "logged"), so the history, the statistics and the exports count it; its
// action log is only a "setup" row saying so ({"logged": true}), never replayed as a game.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nc::db {

class Database;

/// One seat of a logged game, in seat order.
struct LoggedSeat {
    std::string player; ///< trimmed; an existing player matched case-insensitively, else a new one
    std::string nation; ///< "" when the game type has no nations
    char side = '\0';   ///< 'A'/'B' for Nations' boards, '\0' otherwise
    int score = 0;
    /// Optional score by category: key -> VP, keys from LoggedGame::categories. Empty = total only.
    std::vector<std::pair<std::string, int>> categories;
};

/// A category of the final score pad, for a game logged with its categories.
struct LoggedCategory {
    std::string key;   ///< e.g. "colonies", "books"
    std::string label; ///< the pad's label ("Colonies")
};

/// What logGame() stores.
struct LoggedGame {
    std::string gameType;  ///< one of the types the caller knows
    std::string date;      ///< "YYYY-MM-DD", the day it was played
    std::vector<LoggedSeat> seats;
    std::vector<LoggedCategory> categories; ///< empty when only totals are given
    std::string place;
    std::string notes;
    std::string hallOfFameTitle; ///< solo games: the title reached, may be ""
};

/// The limits the caller's game type sets (scoring/core/ruleset.h GameTypeInfo).
struct LoggedGameRules {
    int minPlayers = 1;
    int maxPlayers = 4;
    bool sides = false; ///< the game type's nation boards have an A and a B side
    /// The rows of the game type's score pad: the game's categories when a seat gives its score by category and
    /// LoggedGame::categories is empty. Empty: the game type keeps totals only.
    std::vector<LoggedCategory> categories;
};

/// Stores `game` as a finished game in one transaction and returns its id. A seat's categories name rows of
/// `game.categories`, or of `rules.categories` when the game names none. Ranks follow the scores, equal
/// scores sharing a place (the app does not know the table's tie-break). When categories are given, each seat
/// gives every category and they add up to its score. Throws DbError naming the field
/// ("seats[1].score", "date", ...) for an empty game type, a bad day, a number of players outside the rules, an
/// empty or repeated player, a side where there are none, or categories that do not add up; nothing is stored.
int64_t logGame(Database &db, const LoggedGame &game, const LoggedGameRules &rules);

} // namespace nc::db
