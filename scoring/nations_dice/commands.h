#pragma once
// The user actions of a game of Nations: The Dice Game, typed. An nc::Command (name, player, args) is
// parsed against the state it is applied to (player indices, phase) into one of these, then applied
// (apply.h). Names and args: docs/state-format-dice.md "Commands".

#include <optional>
#include <string>
#include <variant>

#include "core/ruleset.h"
#include "nations_dice/state.h"

namespace nc::dice {

/// "start_round" (table): the Event tile of the round is drawn; args {"famine", "war"} (R l.91, l.186,
/// l.196) and, solo, "opponent_books": the Books on the `age` blue dice rolled for the opponent (R l.206).
struct StartRound {
    Event event;
};

/// "buy_tile" (player): args {"name", "type", "row", "currency", "paid"?, "vp", "gives"?, "stone_cost"?,
/// "replaces"?}. `replaces`: index in the player's tiles of the Building/Military tile in play that the
/// new Building/Military tile covers (R l.128); left out: it covers a building printed on the board.
struct BuyTile {
    int player = 0;
    Tile tile;
    std::optional<int> replaces;
};

/// "build_wonder" (player): the Wonder under construction is built with Stone (R l.146-148);
/// args {"paid"?: Stone paid, at least its Stone cost when that was entered}.
struct BuildWonder {
    int player = 0;
    std::optional<int> paid;
};

/// "reroll" (player): a Reroll chit is used to reroll dice (R l.116). Recorded, nothing is computed.
struct Reroll {
    int player = 0;
};

/// "pass" (player): no more actions this round (R l.150-152).
struct Pass {
    int player = 0;
};

/// "record_use" (player): args {"books", "food", "strength", "food_showing"?, "other_unused_dice"?}: what
/// the player used for Books (R l.176) and Famine (R l.186) and the Strength left unused (R l.190).
/// Entering it again replaces the earlier entry (a correction).
struct RecordUse {
    int player = 0;
    RoundUse use;
};

/// "end_round" (table): all have passed; the Books, Famine, Player order and War steps are scored
/// (R l.174-196) and the next round waits for its Event (or the game ends after round 4, R l.198).
struct EndRound {
};

using DiceCommand = std::variant<StartRound, BuyTile, BuildWonder, Reroll, Pass, RecordUse, EndRound>;

/// The command names, in the order above.
const std::vector<std::string> &commandNames();

/// Parses `c` for state `s`: the name, the player (an index of `s`, or -1 for the table commands) and
/// every argument range checked. Throws nc::GameInputError naming the argument ("buy_tile.args.row: ...").
DiceCommand parseCommand(const Command &c, const State &s);

} // namespace nc::dice
