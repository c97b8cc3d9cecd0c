// Game history, players, the per-game action log, nation corrections and the solo Hall of Fame, for
// every game type ("nations", "nations_dice", "wealth_of_nations", ...). Stores what it is given:
// payloads are JSON text produced by the rules engine, scores are computed there, never here.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace nc::db {

class Database;

/// One seat when creating a game. Seats are numbered from 0 in the order of the vector.
struct SeatInfo {
    std::string playerName; ///< remembered across games; matched case-insensitively (ASCII), trimmed
    std::string nation;     ///< nation id as the rules engine names it
    char side = 'A';        ///< nation board side 'A'/'B'; '\0' for game types without sides
};

/// A remembered nation-board correction written together with a new game (createGame()).
struct NationCorrectionUpdate {
    std::string nation;
    char side = 'A';        ///< '\0' = no side
    std::string valuesJson; ///< replaces the stored correction; "" removes it (back to the printed values)
};

/// A seat's final result, given to finishGame().
struct SeatResult {
    int seat = 0;  ///< seat number (0-based, as in createGame)
    int score = 0; ///< final score in victory points
    int rank = 0;  ///< 1 = winner; equal ranks for ties
};

/// One entry of a game's action log.
struct StoredAction {
    int64_t seq = 0;         ///< 1, 2, 3... without gaps; seq 1 is kind "setup"
    std::string kind;        ///< e.g. "setup", whatever the rules engine uses
    std::string payloadJson; ///< exactly the text given to appendAction()/createGame()
    std::string createdAt;   ///< ISO-8601 UTC, e.g. "2024-05-01T18:03:22.517Z"
};

/// Where a game's action log stops being trustworthy (checkedActions()).
struct LogDamage {
    int64_t seq = 0;    ///< seq of the first bad row (1 = the "setup" row)
    std::string reason; ///< a sentence for the user, naming the row, e.g. "row 5 of the log is missing (...)"
};

/// A game's action log as checked against its checksum chain (docs/state-format.md "Damaged databases").
struct CheckedLog {
    std::vector<StoredAction> actions; ///< the rows before the damage (all of them when `damage` is empty)
    std::optional<LogDamage> damage;   ///< the first row that is missing or fails its checksum
};

enum class GameStatus { Active, Finished, Abandoned };

/// "active", "finished" or "abandoned" (the text stored in the database).
const char *statusName(GameStatus status);

/// One seat in a game summary.
struct SeatSummary {
    int seat = 0;
    std::string playerName;
    std::string nation;
    char side = '\0';         ///< 'A'/'B', '\0' when the game type has no sides
    std::optional<int> score; ///< set once the game is finished
    std::optional<int> rank;  ///< set once the game is finished
};

/// A game as listed in the history.
struct GameSummary {
    int64_t id = 0;
    std::string uuid;        ///< stable id across databases (db/uuid.h), kept by export and import
    std::string gameType;
    GameStatus status = GameStatus::Active;
    std::string createdAt;   ///< ISO-8601 UTC
    std::string finishedAt;  ///< ISO-8601 UTC when the game ended (finished or abandoned), else ""
    bool solo = false;       ///< one seat
    std::string optionsJson; ///< as given to createGame()
    std::string finalJson;   ///< as given to finishGame(), "" until then
    std::vector<SeatSummary> seats; ///< by seat number
    std::string winner;      ///< name of the rank-1 player, "A & B" on a tie, "" if not finished
    std::string hallOfFameTitle; ///< as given to finishGame(), may be ""
};

/// One line of the solo Hall of Fame.
struct HallOfFameEntry {
    int64_t gameId = 0;
    std::string date; ///< when the game was finished, ISO-8601 UTC
    std::string playerName;
    std::string nation;
    char side = '\0';
    int score = 0;
    std::string title; ///< hallOfFameTitle given to finishGame(), may be ""
};

/// The game store over an open Database (which must outlive it and not be moved meanwhile).
/// Every write is one transaction that is durable on disk when the function returns. Every function
/// throws DbError on failure with a message fit for the user; a failed write changes nothing.
/// Not thread-safe: use it from one thread.
class GameStore {
public:
    explicit GameStore(Database &db);

    /// Starts a game, in one transaction: remembers the players (by name, case-insensitively; an
    /// existing player keeps their first spelling), inserts the game with status active, its seats
    /// (numbered 0.. in the order of `seats`) and action seq 1 of kind "setup" with `setupPayloadJson`.
    /// `optionsJson` ("" means "{}") and `setupPayloadJson` must be valid JSON. A game with one seat is
    /// solo. In the same transaction it stores or removes each of `corrections` for `gameType` (as
    /// saveNationCorrection() / clearNationCorrection()). Returns the new game id. Throws DbError for an
    /// empty game type, no seats, an empty or repeated player name, an empty nation in `corrections`, or
    /// invalid JSON; nothing is stored then.
    int64_t createGame(const std::string &gameType, const std::string &optionsJson,
                       const std::vector<SeatInfo> &seats, const std::string &setupPayloadJson,
                       const std::vector<NationCorrectionUpdate> &corrections = {});

    /// Appends one action to an active game's log and returns its seq (last seq + 1), with its checksum
    /// chain (db/action_chain.h) and the game's log_head in the same transaction. Returns only once the COMMIT is on disk, so the
    /// caller may confirm the action to the user. Throws DbError
    /// when the game does not exist or is finished/abandoned, `kind` is empty or `payloadJson` is not
    /// valid JSON; nothing is stored then.
    int64_t appendAction(int64_t gameId, const std::string &kind, const std::string &payloadJson);

    /// The game's action log ordered by seq, as stored (unchecked); empty for an unknown game id.
    std::vector<StoredAction> actions(int64_t gameId) const;

    /// The payload of every action of kind `kind` in the games of `gameType`, whatever their status:
    /// oldest game first, each game's rows in log order (seq). One query over the whole action table,
    /// e.g. every tile entered in a Dice Game ("nations_dice", "buy_tile"). As stored (unchecked: a
    /// damaged row comes back as it is; the caller parses it).
    std::vector<std::string> actionPayloads(const std::string &gameType, const std::string &kind) const;

    /// The game's action log checked row by row against its checksum chain (db/action_chain.h): seq must
    /// run 1, 2, 3..., each row's stored chain must equal the one recomputed from the rows before it, and
    /// the last row's chain must be the game's recorded last one (games.log_head), else rows are missing
    /// at the end (damage at the row after the last one present).
    /// Returns the rows up to (not including) the first bad one and, if there is one, where and why.
    /// Does not look inside the payloads (the app parses them). Empty for an unknown game id.
    CheckedLog checkedActions(int64_t gameId) const;

    /// The most recently created game still active, of `gameType` ("" = any type): the one to resume
    /// on start. nullopt when there is none.
    std::optional<int64_t> latestActiveGame(const std::string &gameType = "") const;

    /// One game as in history(); nullopt for an unknown id.
    std::optional<GameSummary> game(int64_t gameId) const;

    /// Ends an active game, in one transaction: status finished, the end time, `finalJson` (the rules
    /// engine's final state/score sheet; "" = none, otherwise valid JSON), each seat's score and rank,
    /// and the Hall of Fame title ("" = none; shown for solo games). Seats missing from `results`
    /// keep no score. Throws DbError when the game does not exist or is not active, a seat number is
    /// unknown or repeated, a rank is below 1, or `finalJson` is invalid.
    void finishGame(int64_t gameId, const std::string &finalJson, const std::vector<SeatResult> &results,
                    const std::string &hallOfFameTitle = "");

    /// Marks an active game abandoned (it is then no longer resumable; its log is kept). Doing it again
    /// is a no-op. Throws DbError when the game does not exist or is finished.
    void abandonGame(int64_t gameId);

    /// Games of `gameType` ("" = all types) not in the trash (db/history_edit.h), newest first, at most `limit` (<= 0 = all), whatever
    /// their status.
    std::vector<GameSummary> history(const std::string &gameType = "", int limit = 100) const;

    /// One page of history(): the games of `gameType` ("" = all types) with an id below `beforeId` (0 = from
    /// the newest), newest first, at most `limit` (<= 0 = all). The next page starts before the last id of
    /// this one (keyset paging: one index range per page however many games are stored, and a game added
    /// meanwhile does not shift the pages).
    std::vector<GameSummary> historyPage(const std::string &gameType, int64_t beforeId, int limit) const;

    /// How many games of `gameType` ("" = all types) have `status`.
    int gameCount(const std::string &gameType, GameStatus status) const;

    /// The campaigns named in the games of `gameType` ("" = all types), any status: the options' "campaign"
    /// when it is a non-empty string. Most recent game first, each name once.
    std::vector<std::string> campaignNames(const std::string &gameType) const;

    /// The games of `gameType` whose options name campaign `name`, any status, newest first (as history()).
    std::vector<GameSummary> campaignHistory(const std::string &gameType, const std::string &name) const;

    /// Every remembered player name, most recently played first (then alphabetically).
    std::vector<std::string> knownPlayers() const;

    /// Stores (replacing any previous one) the user's correction of a nation board: `valuesJson`
    /// (valid JSON, shape defined by the rules engine) for `nation` side `side` ('\0' = no side) of
    /// `gameType`. Throws DbError for empty gameType/nation or invalid JSON.
    void saveNationCorrection(const std::string &gameType, const std::string &nation, char side,
                              const std::string &valuesJson);

    /// The stored correction's JSON text, nullopt when there is none.
    std::optional<std::string> nationCorrection(const std::string &gameType, const std::string &nation,
                                                char side) const;

    /// Removes a stored correction (back to the printed values). Returns whether one existed.
    bool clearNationCorrection(const std::string &gameType, const std::string &nation, char side);

    /// Stores the table's correction of a Progress Card's tier: `tier` is "basic", "advanced" or
    /// "expert" (Rulebook p.11), or "" to forget it. Throws DbError for another tier or an empty card id.
    void setCardTier(const std::string &gameType, const std::string &card, const std::string &tier);
    /// Every stored tier correction of `gameType`: card id -> tier.
    std::map<std::string, std::string> cardTiers(const std::string &gameType) const;

    /// The solo Hall of Fame of `gameType` ("" = all types): finished solo games by score, highest
    /// first (ties: earliest first), at most `limit` (<= 0 = all).
    std::vector<HallOfFameEntry> hallOfFame(const std::string &gameType, int limit = 20) const;

private:
    GameStatus requireGame(int64_t gameId, const char *action) const;
    [[noreturn]] void fail(const std::string &message) const;

    Database &m_db;
};

} // namespace nc::db
