#pragma once
// The final score of Nations: The Dice Game (R l.198-200): the VP track (Books + Famine + War) plus the
// VP printed on the tiles in play; the winner by the final player order on a tie.

#include "core/ruleset.h"
#include "nations_dice/state.h"

namespace nc::dice {

/// Whether a tile's printed VP count at the end: tiles in play and built Wonders do; a Wonder under
/// construction or returned unbuilt does not (R l.142, l.200); covered Buildings/Military and replaced
/// Advisors only with the option covered_tiles_score (reading, docs/state-format-dice.md "Readings").
bool tileScores(const Tile &t, const Options &o);

/// The pad's rows in order: the VP track's books, famine, war (R l.112), then the tiles' buildings, military,
/// colonies, advisors, wonders (R l.200). Labels untranslated.
const std::vector<ScoreCategory> &padCategories();

/// The pad: rows books, famine, war, buildings, military, colonies, advisors, wonders (VP); players in
/// State::players order; rank 1..n without shared ranks: most VP first, a tie broken by the current
/// player order, which after round 4 is the final one (R l.200). Each player's lines explain every row.
/// Works on a game not yet ended (the score so far). The Hall of Fame title is left to the Ruleset.
FinalScoreSheet finalScore(const State &s);

} // namespace nc::dice
