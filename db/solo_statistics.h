#pragma once
// The solo figures of the statistics page (issue 15 §1 "Solo"): each solo game's place in the Hall of Fame of its
// game type and difficulty when it was finished (a line over time), and each player's personal bests per
// difficulty. Read from solo_results (schema 7: the Hall of Fame's rows, kept by triggers), in the Hall of Fame's
// order (GameStore::hallOfFame: highest score first, an equal earlier score ranks first).

#include <cstdint>
#include <string>
#include <vector>

#include "db/statistics.h"

namespace nc::db {

class Database;

/// One finished solo game and its Hall of Fame position at the time.
struct HallOfFamePosition {
    int64_t gameId = 0;
    std::string date;       ///< finish time, ISO-8601 UTC
    std::string gameType;
    std::string difficulty; ///< "emperor", "king", "prince", "chieftain"; "" when the game stored none
    std::string player;
    int score = 0;
    int position = 0; ///< 1 = best: 1 + the solo games of the same type and difficulty finished before it with a
                      ///< score at least as high (all of them, whatever the filter)
};

/// A player's solo games of one game type and difficulty.
struct PersonalBest {
    std::string player;
    std::string gameType;
    std::string difficulty;
    int games = 0;
    int best = 0;
    std::string bestDate;   ///< finish time of the first game that reached `best`
    double averageScore = 0;
};

struct SoloStatistics {
    std::vector<HallOfFamePosition> positions; ///< the games matching the filter, by game type then finish time
    std::vector<PersonalBest> bests;           ///< by player (case-insensitive), game type, difficulty
};

/// The solo figures of the finished solo games matching `filter` (a player count above 1 matches none). Throws
/// DbError when the database cannot be read.
SoloStatistics soloStatistics(const Database &db, const StatsFilter &filter);

} // namespace nc::db
