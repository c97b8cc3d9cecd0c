#pragma once
// The scoring steps of a round of Nations: The Dice Game, after all players passed (R l.150-196):
// Books, Famine, Player order, War. Each change is an nc::ExplanationLine whose items cite the rule.

#include <optional>
#include <string>
#include <vector>

#include "core/explanation.h"
#include "nations_dice/state.h"

namespace nc::dice {

/// What the scoring steps of one round read. Vectors are indexed by player (State::players order).
struct RoundInput {
    int age = 1;                  ///< round number 1-4 = the VP of the Famine and War rewards (R l.186, l.196)
    Event event;
    std::vector<std::string> names;
    std::vector<int> orderBefore; ///< player indices, first = player 1
    std::vector<int> booksBefore; ///< Books track before the Books step
    std::vector<RoundUse> use;
    std::optional<int> opponentBooks; ///< solo: the opponent's Books track (this round's roll included)
};

struct RoundResult {
    std::vector<ExplanationLine> lines; ///< in step order: books, famine, player_order, war
    RoundRecord record;
};

/// The Food a player can still use at Famine: Food showing on unused dice and chits, plus one Food per
/// two other unused dice traded (R l.97: any 2 unused dice = 1 Gold/Food/Stone; chits cannot be traded).
/// A hint only. Both >= 0.
int foodReachable(int foodShowing, int otherUnusedDice);

/// The new player order (R l.190): highest unused Strength first; ties keep the previous relative order.
/// `strength` is indexed by player, `orderBefore` lists player indices.
std::vector<int> newPlayerOrder(const std::vector<int> &orderBefore, const std::vector<int> &strength);

/// Runs the four scoring steps. `in` must be consistent (sizes equal, order a permutation): callers build
/// it from a checked State. Deterministic; explanation lines in rulebook order (reverse player order
/// within the Books, Famine and War steps, R l.176, l.186, l.196).
RoundResult scoreRound(const RoundInput &in);

} // namespace nc::dice
