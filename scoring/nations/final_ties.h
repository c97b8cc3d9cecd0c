#pragma once
// Ties on the score pad: nations with the same total VP, and how the final ranking broke the tie
// (Rulebook p.20 "Any ties are resolved in player order"; FAQ R-31). finalScore() ranks them; this says
// which rows tie and where each tied nation sits in the player order, for the pad to say so in words.

#include <vector>

#include "nations/final_score.h"
#include "nations/game_state.h"

namespace nc::nations {

/// Where the tie-break comes from.
inline constexpr const char *kRuleFinalTie = "Rulebook p.20: any ties are resolved in player order";

struct TiedNation {
    int player = 0;
    int orderPosition = 0;                  ///< 1-based place in the final player order (what breaks the tie)
};

/// Two or more nations with the same total VP, in the order the tie is broken (the first ranks highest).
struct FinalTie {
    int total = 0;
    std::vector<TiedNation> nations;
};

/// Every tie on total VP in `score` (rows in rank order, as finalScore() returns them), highest total
/// first. `state` gives the player order. No tie: empty.
std::vector<FinalTie> finalTies(const FinalScore &score, const GameState &state);

} // namespace nc::nations
