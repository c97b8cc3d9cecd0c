#pragma once
// The group's statistics over the finished games of the history (issue 15 §1): per player, per nation, head to
// head, by seat, and one player's scores over time with their averages per final-score category. Read-only SQL
// over games / game_players / players and the summaries schemas 7 to 11 keep of them by triggers (stats_*,
// seat_categories, player_results, player_categories: db/migrations.cpp), so every figure follows the stored results; nothing here computes a score. A game counts once it is finished and a seat counts once it has a score.
//
// Wins and win rates count multiplayer games only (a solo game's rank is always 1); averages and bests count
// every scored game. Figures are per game type: a Dice Game score and a Nations score do not average together.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nc::db {

class Database;

/// Which finished games the statistics look at. Every field narrows; the defaults take all.
struct StatsFilter {
    std::string gameType;   ///< "nations", "nations_dice", "wealth_of_nations"; "" = every type
    std::string from;       ///< first day "YYYY-MM-DD" (finish date, UTC, inclusive); "" = no limit
    std::string to;         ///< last day "YYYY-MM-DD" (inclusive); "" = no limit
    int playerCount = 0;    ///< only games with this many seats; 0 = any
    std::string withPlayer; ///< only games this player played (name, case-insensitive); "" = any
    std::string difficulty; ///< only solo games played at this difficulty ("emperor", "king", "prince",
                            ///< "chieftain": the setup's seat difficulty, Rulebook p.23); "" = any game
    std::string cardSet;    ///< only games whose options' card sets include this one ("base", "expansion",
                            ///< "dynasties"); "" = any game, with or without card sets
};

/// The figures of a group of scored seats (a player's, a nation's).
struct Results {
    int plays = 0;            ///< scored games (solo included)
    int multiplayerPlays = 0; ///< of which with two or more seats
    int wins = 0;             ///< rank 1 in a multiplayer game (a shared first place is a win for each)
    double winRate = 0;       ///< wins / multiplayerPlays, 0 without multiplayer games
    double averageScore = 0;  ///< over every scored game
};

/// One player's results in one game type.
struct PlayerRecord {
    std::string name;
    std::string gameType;
    Results results;
    int bestScore = 0;
    std::optional<int> bestSoloScore; ///< personal best of the solo games, if any
};

/// One nation (and side, for Nations' boards) in one game type; game types without nations are left out.
struct NationRecord {
    std::string gameType;
    std::string nation; ///< the stored id ("egypt")
    std::string side;   ///< "A"/"B", "" when the game type has no sides
    Results results;
};

/// Two players' shared multiplayer games of one game type; `playerA` sorts before `playerB` by player id.
struct Rivalry {
    std::string playerA;
    std::string playerB;
    std::string gameType;
    int games = 0;
    int aAhead = 0; ///< games A ranked better than B
    int bAhead = 0;
    int even = 0;   ///< same rank (a shared place)
};

/// Multiplayer results by seat: the order in which the players were entered at setup (seat 0 first).
struct SeatRecord {
    std::string gameType;
    int seat = 0;
    int plays = 0;
    int wins = 0;
    double winRate = 0;
};

/// One scored game of a player, for the score-over-time chart.
struct ScorePoint {
    int64_t gameId = 0;
    std::string date; ///< finish date "YYYY-MM-DD"
    std::string gameType;
    int score = 0;
    int rank = 0;
    int players = 0;  ///< seats in the game
    std::string nation;
    std::string side;
};

/// A player's average of one final-score category (the pad's rows, as the game type stored them).
struct CategoryAverage {
    std::string gameType;
    std::string key;   ///< e.g. "colonies", "books"
    std::string label; ///< the pad's label as stored ("" when the stored score has none)
    int games = 0;
    double average = 0;
};

/// Results grouped by the number of seats.
struct PlayerCountRecord {
    std::string gameType;
    int players = 0;
    int plays = 0;
    int wins = 0;
    double averageScore = 0;
};

/// A player's solo games of one game type and difficulty ("" when the game stored none).
struct DifficultyRecord {
    std::string gameType;
    std::string difficulty;
    int plays = 0;
    double averageScore = 0;
    int bestScore = 0;
};

/// One player's detail: every scored game in date order and what is derived from them.
struct PlayerDetail {
    std::string name; ///< as stored (first spelling)
    std::vector<ScorePoint> scores;
    std::vector<PlayerCountRecord> byPlayerCount;
    std::vector<DifficultyRecord> byDifficulty; ///< solo games only, by game type then difficulty
    std::vector<CategoryAverage> categories;
};

/// Everything the statistics page and `nations-companion stats` show for one filter.
struct Statistics {
    StatsFilter filter;
    int games = 0; ///< finished games matching the filter
    std::vector<PlayerRecord> players;  ///< by name, then game type
    std::vector<NationRecord> nations;  ///< by game type, nation, side
    std::vector<Rivalry> rivals;        ///< by game type, then most games first
    std::vector<SeatRecord> seats;      ///< by game type, seat
    std::optional<PlayerDetail> player; ///< when asked for a player
};

/// Computes the statistics of the finished games matching `filter`, and the detail of `player` (a name,
/// case-insensitive) when given. The four figures are read from summary tables kept by triggers (one row per player,
/// nation, pair or seat and kind of game, whatever the number of games): schema 7's without a day or "with player"
/// filter, schema 8's by finish day with a day filter (days "YYYY-MM-DD"), schema 8's by player of the game with
/// "with player", schema 10's by player of the game and finish day with both (a day range that holds the finish day
/// of every counted game is read as no range; one over several months as its days at both ends and schema 11's whole
/// months and years between them); with a day longer than "YYYY-MM-DD", from the games and their seats. The player's
/// detail is read from schema 9's player_results (the player's results in finish-time order) and its category
/// averages from schema 10 and 11's sums (player_categories, player_day_categories and by month and year; a day
/// longer than "YYYY-MM-DD": the seats' category rows). Throws DbError when the database
/// cannot be read, and DbError with a message naming the player when `player` is given but not a known player.
Statistics statistics(const Database &db, const StatsFilter &filter, const std::string &player = "");

/// The same figures as statistics() (and the detail of `player` when given) counted from the games of `filter` and
/// their seats, never from the summaries or player_results: linear in the games that match. What those must always
/// equal (the tests compare them after every kind of write) and the bench's "before". Throws as statistics() does.
Statistics statisticsFromGames(const Database &db, const StatsFilter &filter, const std::string &player = "");

} // namespace nc::db
