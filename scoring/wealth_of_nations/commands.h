#pragma once
// The user actions of a game of Wealth of Nations, typed. An nc::Command (name, player, args) is parsed
// against the state it is applied to (player indices, the price table) into one of these, then applied
// (apply.h). The companion records what the table did; it refuses only what cannot be (a Market over its
// wells, a 19th Flag, negative money, an unknown Commodity, an action outside its phase). Names and args:
// docs/state-format-wealth.md "Commands".

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/ruleset.h"
#include "wealth_of_nations/state.h"

namespace nc::won {

/// "draft_package" (player): args {"package": "industry_3"}: the player's pick of the draft (W l.441-536).
struct DraftPackage {
    int player = 0;
    std::string package;
};

/// "buy" (player): args {"commodity"}: one cube from the Market, the cheapest (W l.605-649).
struct Buy {
    int player = 0;
    Commodity commodity = Commodity::Food;
};

/// "sell" (player): args {"commodity"}: one cube to the Market, into the highest empty well (W l.651-664).
struct Sell {
    int player = 0;
    Commodity commodity = Commodity::Food;
};

/// "take_note" (player), no args: a Promissory note for $20 minus the notes held (W l.693-707).
struct TakeNote {
    int player = 0;
};

/// "repay_note" (player), no args: one note back for $25 (W l.711-714).
struct RepayNote {
    int player = 0;
};

/// "give_notes" (player): args {"to", "count"?: 1}: notes handed to another player in a barter (W l.670-672, l.715-719).
struct GiveNotes {
    int player = 0;
    int to = 0;
    int count = 1;
};

/// "develop" (player): args {"action": "flag"|"build"|"move"|"automate", "industry" (build), "force"?
/// (build: bool), "tiles" (move: 1-3), "forced"? (move: tiles forced, 0..tiles), "onto_own_flags"? (move:
/// tiles put into hexes holding the player's Flag, 0..tiles)} (W l.749-966).
struct Develop {
    int player = 0;
    DevelopAction action = DevelopAction::Flag;
    Industry industry = Industry::Farm;
    int tiles = 0;        ///< moved
    int forced = 0;       ///< tiles whose placement is forced (build: 0 or 1)
    int ontoOwnFlags = 0; ///< moved into the player's own flagged hexes: those Flags go back (W l.906-908)
};

/// "produce" (player): args {"blocs": [Bloc...]}: the Blocs the player runs (W l.968-1031); entering it
/// again replaces the entry.
struct Produce {
    int player = 0;
    std::vector<Bloc> blocs;
};

/// "end_phase" (table): args {"every_hex_filled"?: bool, Develop only}: the phase ends (all passed in
/// succession, W l.599-603, l.805-808); after Develop the end conditions are checked (W l.1035-1048).
struct EndPhase {
    bool everyHexFilled = false;
};

/// "final_money" (player): args {"money"}: the player's money at the end (W l.547-552, l.1049-1052).
struct FinalMoney {
    int player = 0;
    int money = 0;
};

/// "correct_price" (table): args {"market", "price", "well"?, "value"}: the table corrects a printed price;
/// "value": null removes the corrections of that price (back to the default).
struct CorrectPrice {
    PriceCorrection correction;
    bool remove = false;
};

/// "set_market" (table): args {"commodity", "cubes"}: the table corrects a Market's fill level.
struct SetMarket {
    Commodity commodity = Commodity::Food;
    int cubes = 0;
};

using WonCommand = std::variant<DraftPackage, Buy, Sell, TakeNote, RepayNote, GiveNotes, Develop, Produce, EndPhase,
                                FinalMoney, CorrectPrice, SetMarket>;

/// The command names, in the order above.
const std::vector<std::string> &commandNames();

/// Parses `c` for state `s` (the price table gives the wells of a correction): the name, the player (a seat
/// of `s`, or -1 for the table commands) and every argument range checked. Throws nc::GameInputError naming
/// the argument ("develop.args.tiles: ...").
WonCommand parseCommand(const Command &c, const State &s, const PriceTable &defaults);

} // namespace nc::won
