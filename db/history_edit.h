#pragma once
// Editing a stored game after the fact (issue 15 §2): its date, place, notes, who sat in a seat, a corrected
// final score, and deleting it to the trash. Nothing is lost: every edit keeps the value it replaced
// (table game_edits), a corrected score keeps the computed one and the reason, a deleted game stays whole
// in the trash for kTrashDays days and comes back with restoreGame(). Games in the trash are left out of the
// history list, the statistics, the Hall of Fame and the exports (a backup keeps them).
//
// Every write is one transaction; every function throws DbError with a message naming the game and the field,
// and a refused write changes nothing.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nc::db {

class Database;

/// Days a deleted game stays in the trash before purgeTrash() removes it for good.
inline constexpr int kTrashDays = 30;

/// What editGame() changes; a field left empty (nullopt) is kept.
struct GameEdit {
    std::optional<std::string> date;  ///< "YYYY-MM-DD": the day the game was played (finished_at keeps its time of day)
    std::optional<std::string> place; ///< free text, trimmed; "" clears it
    std::optional<std::string> notes; ///< free text; "" clears it
};

/// The fields editGame() and the history list show beside GameSummary.
struct GameDetails {
    int64_t id = 0;
    std::string place;
    std::string notes;
    std::string source;    ///< "app" or "logged" (entered without the app, db/logged_game.h)
    std::string deletedAt; ///< ISO-8601 UTC when in the trash, else ""
};

/// One seat's corrected final score, as correctScore() stored it.
struct ScoreCorrection {
    int seat = 0;
    int computed = 0;  ///< what the rules engine computed (kept)
    int corrected = 0; ///< the score the history uses
    std::string reason;
};

/// One line of a game's edit trail (oldest first).
struct GameEditRecord {
    std::string editedAt; ///< ISO-8601 UTC
    std::string field;    ///< "date", "place", "notes", "seat 1 player", "seat 0 score", "deleted", "restored"
    std::string before;
    std::string after;
};

/// A game in the trash.
struct TrashedGame {
    int64_t id = 0;
    std::string gameType;
    std::string deletedAt;          ///< ISO-8601 UTC
    std::string finishedAt;         ///< ISO-8601 UTC, "" when never finished
    std::vector<std::string> players; ///< by seat
};

/// Place, notes, source and trash time of a game; nullopt for an unknown id.
std::optional<GameDetails> gameDetails(const Database &db, int64_t gameId);

/// Changes a finished or abandoned game's date, place or notes (an active game is still being played: refused).
/// Throws DbError for an unknown or deleted game, a date that is not a real "YYYY-MM-DD" day.
void editGame(Database &db, int64_t gameId, const GameEdit &edit);

/// Seats `playerName` (trimmed; an existing player matched case-insensitively, else a new one) in `seat` of a
/// finished or abandoned game, for a name typed wrongly in that one game. Throws DbError for an unknown game or
/// seat, an empty name, or a player who already has another seat of the game.
void setSeatPlayer(Database &db, int64_t gameId, int seat, const std::string &playerName);

/// Corrects `seat`'s final score of a finished game to `score` with a `reason` (required, trimmed). The
/// computed score is kept (the first one: correcting twice keeps the engine's value); ranks are computed again
/// from the scores, equal scores keeping their earlier order (the engine's tie-break) and sharing a place when
/// they shared it before. A score equal to the computed one with an empty reason removes the correction.
void correctScore(Database &db, int64_t gameId, int seat, int score, const std::string &reason);

/// The game's corrected scores, by seat.
std::vector<ScoreCorrection> scoreCorrections(const Database &db, int64_t gameId);

/// The game's edit trail, oldest first.
std::vector<GameEditRecord> gameEdits(const Database &db, int64_t gameId);

/// Moves a finished or abandoned game to the trash (an active game is refused: abandon it first).
/// Throws DbError for an unknown game or one already in the trash.
void deleteGame(Database &db, int64_t gameId);

/// Takes a game back out of the trash, as it was. Throws DbError when the game is not in the trash.
void restoreGame(Database &db, int64_t gameId);

/// The games in the trash, most recently deleted first.
std::vector<TrashedGame> trash(const Database &db);

/// Removes for good the games deleted more than `days` days before `now` ("" = the current time, else an
/// ISO-8601 UTC time, for tests). Returns how many were removed.
int purgeTrash(Database &db, int days = kTrashDays, const std::string &now = "");

} // namespace nc::db
