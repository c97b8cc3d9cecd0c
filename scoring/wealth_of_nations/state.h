#pragma once
// The typed state of a game of Wealth of Nations and its JSON document (docs/state-format-wealth.md).
// The companion keeps the public bookkeeping of the table: the Package draft, the fill level of the five
// Markets (and so every price), each player's Promissory notes, Flags, Industry tiles and Automation tokens,
// the Produce phase's Blocs, the phase and round, the end trigger and, at the end, each player's money.
// Money is private during the game (W l.547-552): it is entered at the end only. Commodity cubes held by
// the players are in view at the table and are not tracked.
// Source: W = shared/rulebooks/wealth-of-nations-rulebook.txt ("W l.NN").

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "wealth_of_nations/components.h"
#include "wealth_of_nations/draft.h"
#include "wealth_of_nations/prices.h"
#include "wealth_of_nations/production.h"

namespace nc::won {

/// Sanity bound of the round number and of notes held (not rules: they catch typos).
inline constexpr int kMaxRounds = 100;
inline constexpr int kMaxNotes = 100;

/// "draft": the Package draft (W l.441-454); then each round Trade, Develop, Produce (W l.540-584). When
/// the end is triggered at the end of a Develop phase, that round's Produce is the final Produce, then one
/// final Trade, then the game has "ended" (W l.1043-1048).
enum class Phase { Draft, Trade, Develop, Produce, FinalProduce, FinalTrade, Ended };
std::string_view key(Phase p); ///< "draft", "trade", "develop", "produce", "final_produce", "final_trade", "ended"
std::optional<Phase> phaseFromKey(std::string_view k);
bool isTrade(Phase p);   ///< trade or final_trade
bool isProduce(Phase p); ///< produce or final_produce

/// The end conditions (W l.1035-1042), as recorded when they were met at the end of a Develop phase.
struct EndTrigger {
    int round = 1;              ///< the round whose Develop phase ended with the conditions met
    bool allFlags = false;      ///< a player placed all 18 Flags (W l.1037-1038)
    bool everyHexFilled = false; ///< every hex holds a Flag and/or a tile: the table says so (W l.1039-1040)
    bool stacksEmpty = false;   ///< at least 5 of the 6 Industry stacks are empty (W l.1041-1042)
    bool operator==(const EndTrigger &) const = default;
};

/// One pick of the draft, in the order made.
struct DraftPick {
    int player = 0;
    std::string package; ///< a Package id ("industry_3")
    bool operator==(const DraftPick &) const = default;
};

struct Player {
    std::string name;
    std::string flag;                ///< the nation whose Flags the player took (W l.304-306, l.1098-1149)
    int flags = 0;                   ///< Flags on the board, those on tiles included (of 18, W l.62, l.414)
    std::array<int, 6> tiles{};      ///< Industry tiles on the board, indexed like kIndustries
    int notes = 0;                   ///< Promissory notes held (W l.700-719)
    int automated = 0;               ///< Automation tokens on the player's Blocs (W l.926-949)
    std::optional<std::vector<Bloc>> production; ///< the Blocs run in this Produce phase, once entered
    int finalLedger = 0;             ///< $ from market buys and sales in the final Trade (the paper of W l.1062-1069)
    std::optional<int> money;        ///< money at the end, entered in the final Trade or after (W l.547-552)

    int tileCount() const;
    int tilesOf(Industry i) const { return tiles[static_cast<std::size_t>(i)]; }
    bool operator==(const Player &) const = default;
};

struct State {
    std::vector<PriceCorrection> corrections; ///< the table's corrections of the price tables, in order
    int firstPlayer = 0;           ///< who drew the Generator: first in round 1 and in the draft (W l.299-322)
    int round = 1;                 ///< 1.. (the draft happens before round 1's Trade phase)
    Phase phase = Phase::Draft;
    std::array<int, 5> markets{};  ///< cubes in each Market's rows, indexed like kCommodities
    std::vector<DraftPick> draft;  ///< the picks made, in order
    std::optional<EndTrigger> end; ///< set when the end is triggered
    std::vector<Player> players;   ///< in clockwise seating order

    int cubes(Commodity c) const { return markets[static_cast<std::size_t>(c)]; }
    int &cubes(Commodity c) { return markets[static_cast<std::size_t>(c)]; }
    bool operator==(const State &) const = default;
};

/// The holder of the first player marker this round: it passes one seat to the left (clockwise, the next
/// seat) at the end of each round (W l.299-302, l.581-582).
int roundFirstPlayer(const State &s);
/// The draft's picks for this game, and the next one (nullopt once the draft is complete).
std::vector<DraftSlot> draftSchedule(const State &s);
std::optional<DraftSlot> nextPick(const State &s);
/// The Packages player `p` drafted, in pick order.
std::vector<const Package *> draftedBy(const State &s, int p);
/// Tiles left in each Industry's stack: the box, less the tiles on the board, less (during the draft) the
/// tiles of the Packages still to be drafted, which were taken from the stacks at setup (W l.391-395; with
/// 5 players Industry Package 2 is not in the draft, W l.491-492, so its Farms stay in the stack).
std::array<int, 6> stacks(const State &s);
/// How many of the six stacks are empty.
int emptyStacks(const State &s);
/// Promissory notes held by all players (30 in the box, W l.30; more on paper, W l.706-707).
int notesHeld(const State &s);
/// Automation tokens in use (9 in the box, W l.40; then a penny, W l.947-949).
int automationUsed(const State &s);
/// The money the next note gives a player holding `notes`: $20 minus the notes held (W l.702-706).
int nextNoteValue(int notes);
/// The end conditions met now (W l.1035-1042); the hexes are the table's word.
EndTrigger endConditions(const State &s, bool everyHexFilled);

/// Checks the Blocs a player runs against the board: no more tiles of an Industry than the player has on
/// it, no more Automated Blocs than the player's tokens. `path` names the list in errors.
void checkProduction(const std::vector<Bloc> &blocs, const Player &p, const std::string &path);

/// Reads and checks a state document against the default price table (its capacities, with the state's
/// corrections). Throws nc::GameInputError whose what() starts with the JSON path ("players[1].notes: ...")
/// and whose rule() cites the rule broken.
State readState(const nlohmann::json &doc, const PriceTable &defaults);
/// Reads one price correction {"market", "price", "well"?, "value"} (the state's and correct_price's).
PriceCorrection readCorrection(const nlohmann::json &j, const std::string &path, const PriceTable &defaults);
/// Writes the document as the companion writes it (every key).
nlohmann::json toJson(const State &s);
nlohmann::json toJson(const PriceCorrection &c);

} // namespace nc::won
