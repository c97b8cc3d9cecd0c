#pragma once
// The typed state of a game of Nations: The Dice Game and its JSON document (docs/state-format-dice.md).
// The companion does the bookkeeping of a game played with real dice: the Books track, the VP won for
// Books, Famine and War, the player order, the tiles bought, the passes and, per round, what each player
// used for Books, Food and the Strength left unused. Dice faces and chits are never tracked.
// Sources: R = shared/rulebooks/nations-dice-game-rulebook.md (line numbers, "R l.NN").

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace nc::dice {

inline constexpr int kRounds = 4;     ///< 4 rounds = ages 1-4 (R l.65, l.91)
inline constexpr int kMaxPlayers = 4; ///< 1-4 players; 1 = solo against the shadow opponent (R l.202-204)
/// Sanity bound of every per-round count (dice and chits used, Strength, event numbers, prices): far above
/// what the 44 dice and 33 chits of the box can show (R l.9-13), so a typo (600 for 6) is caught.
inline constexpr int kMaxCount = 60;
/// Sanity bound of a tile's printed VP and Stone cost (not in our sources, see state-format-dice.md).
inline constexpr int kMaxTileValue = 30;
/// At most this many tiles per player: the box has 60 (R l.17). The reader and buy_tile both hold to it.
inline constexpr int kMaxTiles = 60;
/// A blue die shows at most this many Books (reading: the largest face our sources mention is a 3, R l.126).
inline constexpr int kMaxBooksPerBlueDie = 3;

/// The five kinds of Progress tile (R l.63, l.128-148).
enum class TileType { Building, Military, Colony, Advisor, Wonder };
/// Where a bought tile is. Buildings and Military tiles: in play or covered by a later one (R l.128);
/// Advisors: in play or replaced (R l.138); Colonies: in play (R l.140); Wonders: under construction,
/// built (R l.146-148) or returned to the box unbuilt (R l.142).
enum class TileStatus { InPlay, Covered, Replaced, UnderConstruction, Built, Returned };
/// The icon on the tile's left: it is paid in Gold or in Strength (R l.120).
enum class Currency { Gold, Strength };
/// "event": waiting for the round's Event numbers (start_round); "actions": the round is being played
/// (buys, passes, uses) until end_round scores it; "ended": round 4 is scored.
enum class Phase { Event, Actions, Ended };

std::string_view key(TileType t);   ///< "building", "military", "colony", "advisor", "wonder"
std::string_view label(TileType t); ///< "Building", "Military", ...
std::string_view key(TileStatus s); ///< "in_play", "covered", "replaced", "under_construction", "built", "returned"
std::string_view key(Currency c);   ///< "gold", "strength"
std::string_view key(Phase p);      ///< "event", "actions", "ended"
std::optional<TileType> tileTypeFromKey(std::string_view k);
std::optional<Currency> currencyFromKey(std::string_view k);

/// One Progress tile a player bought, as the table entered it (our sources have no tile data).
struct Tile {
    std::string name;
    TileType type = TileType::Building;
    int row = 1;                  ///< 1-3: the row it was bought from = its price (R l.120-124)
    Currency currency = Currency::Gold;
    int paid = 1;                 ///< Gold or Strength paid, >= row: no change is given (R l.126)
    int vp = 0;                   ///< VP printed on it, added at the end of the game only (R l.112, l.200)
    std::string gives;            ///< what it gives (dice, chits, rerolls), free text as entered
    std::optional<int> stoneCost; ///< Wonders: the Stone cost printed on it (R l.146), when entered
    int round = 1;                ///< round it was bought in
    TileStatus status = TileStatus::InPlay;

    bool operator==(const Tile &) const = default;
};

/// What one player used in a round's scoring steps, as entered by the table.
struct RoundUse {
    int books = 0;    ///< Books used on dice and chits in the Books step: steps on the track (R l.176)
    int food = 0;     ///< Food used in the Famine step, 2-dice trades included (R l.97, l.186)
    int strength = 0; ///< Strength left unused after Famine: sets the player order and is used in War (R l.190, l.196)
    /// Optional, for the hint foodReachable(): Food showing on unused dice and chits, and the other unused dice.
    std::optional<int> foodShowing;
    std::optional<int> otherUnusedDice;

    bool operator==(const RoundUse &) const = default;
};

/// The VP a player moved on the score board, by step (R l.112: only Books, Famine and War move it).
struct TrackVp {
    int books = 0;
    int famine = 0;
    int war = 0;
    int total() const { return books + famine + war; }
    bool operator==(const TrackVp &) const = default;
};

struct Player {
    std::string name;
    int books = 1;           ///< position on the Books track (R l.55)
    TrackVp vp;
    bool passed = false;     ///< passed this round (R l.150-152)
    int rerolls = 0;         ///< Reroll actions taken this round (recorded, not policed)
    std::vector<Tile> tiles; ///< every tile bought, in the order bought
    std::optional<RoundUse> use; ///< this round's uses, once entered

    bool operator==(const Player &) const = default;
};

/// The Event tile of the round: its two numbers as entered; solo: the Books rolled for the opponent.
struct Event {
    int famine = 0;                   ///< Food needed for the Famine reward (R l.186)
    int war = 0;                      ///< Strength needed for the War reward (R l.196)
    std::optional<int> opponentBooks; ///< solo only: Books on the `age` blue dice (R l.206)
    bool operator==(const Event &) const = default;
};

/// What one player did and won in a scored round.
struct PlayerRound {
    RoundUse use;
    int books = 0; ///< Books track after the Books step
    TrackVp vp;    ///< VP won this round
    bool operator==(const PlayerRound &) const = default;
};

/// A scored round: its inputs and results, kept so a document can be checked and a round re-explained.
struct RoundRecord {
    int round = 1;
    Event event;
    std::vector<int> orderBefore; ///< player indices, first = player 1
    std::vector<int> orderAfter;  ///< the order set in this round (R l.190)
    std::vector<PlayerRound> players;
    std::optional<int> opponentBooks; ///< solo: the opponent's Books track after this round's roll
    bool operator==(const RoundRecord &) const = default;
};

struct Options {
    bool tougher = false;           ///< solo: "reroll any 4s you roll for the opponent" (R l.212); a reminder only
    bool coveredTilesScore = false; ///< covered Buildings/Military and replaced Advisors still score (reading, R l.200)
    bool operator==(const Options &) const = default;
};

struct State {
    Options options;
    int round = 1; ///< 1-4 = age (R l.91)
    Phase phase = Phase::Event;
    std::optional<Event> event; ///< present in the "actions" phase only
    std::vector<int> order;     ///< player indices in player order, first = player 1
    std::vector<Player> players;
    std::optional<int> opponentBooks; ///< solo: the shadow opponent's Books track (R l.204-206)
    std::vector<RoundRecord> rounds;  ///< the scored rounds, 1..

    bool solo() const { return players.size() == 1; }
    /// Position (1-based) of player `p` in the player order.
    int position(int p) const;
    bool operator==(const State &) const = default;
};

/// Where a player's marker starts on the Books track (R l.55): the player-order number, except player 2
/// of a 2-player game at 3; solo: 1 (R l.204). `position` is 1-based; `players` 1-4.
int startingBooks(int players, int position);

/// The last entry made in this game for a tile of that name (any player; names compared ignoring ASCII
/// case and surrounding spaces), for the app to offer it again when the same tile is bought: the table
/// enters tiles by hand (our sources have no tile data). nullopt when none.
std::optional<Tile> lastEntry(const State &s, std::string_view name);

/// Reads and checks a state document. Every field is range checked, and the scored rounds must agree
/// with the totals (a Books VP no Books totals give, a track that does not add up, ...). Throws
/// nc::GameInputError whose what() starts with the JSON path ("players[1].tiles[0].row: ...") and whose
/// rule() cites the rule broken.
State readState(const nlohmann::json &doc);

/// The readers of three parts of a document, for the command args that carry the same objects. Paths in
/// their errors are relative to `j` ("famine: -1 is negative: ..."). `age` bounds the opponent's Books
/// (solo), `round` the tile's round.
Event readEvent(const nlohmann::json &j, int age, bool solo);
Tile readTile(const nlohmann::json &j, int round);
RoundUse readUse(const nlohmann::json &j);

/// Writes the document as the companion writes it (every key, in a fixed order).
nlohmann::json toJson(const State &s);
nlohmann::json toJson(const Tile &t);
nlohmann::json toJson(const RoundUse &u);

} // namespace nc::dice
