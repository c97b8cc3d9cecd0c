#pragma once
// The final score of Wealth of Nations (W l.1049-1059, l.1071-1090; goal W l.265-270): 4 VP per Industry
// tile on the board, 1 VP per full $10, -3 VP per Promissory note not repaid; a score may be negative.
// The most VP wins; ties go to the most money, then the most Flags on the board; players still tied
// share the win.

#include "core/ruleset.h"
#include "wealth_of_nations/state.h"

namespace nc::won {

inline constexpr int kVpPerTile = 4;   ///< W l.1049-1050, l.1072-1077
inline constexpr int kDollarsPerVp = 10; ///< W l.1050-1052, l.1079-1083
inline constexpr int kVpPerNote = -3;  ///< W l.1052-1054, l.1085-1090

/// The pad's rows in order: "tiles", "money", "notes" (W l.1049-1054). Labels untranslated.
const std::vector<ScoreCategory> &padCategories();

/// The pad: rows "tiles" (VP for the Industry tiles), "money" (VP for the money), "notes" (VP lost to notes);
/// players in seat order; ranks by VP, then money, then Flags on the board; equal on all three share a
/// rank (W l.1054-1059). Money not yet entered counts as $0 with a note saying so. Works on a game not yet
/// ended (the score so far).
FinalScoreSheet finalScore(const State &s);

} // namespace nc::won
