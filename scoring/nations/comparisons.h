#pragma once
// "Most" / "least" comparisons between nations with the rulebook's tie rules, "passed first/last",
// the Player order step and the accumulated-Books scoring. Pure functions over plain integer vectors:
// index i of every vector is player (seat) i.
//
// Sources: Rulebook p.8 "Resolving Ties"; p.19 "2. Player order", "4. Events", "(6.) Score";
// p.21 "5 players", "2 players"; Appendix "Notes and reminders"; FAQ ..R-33, R-41.

#include <vector>

namespace nc::nations {

/// Track limits (Rulebook p.5 Scoring Board; FAQ R-09): Stability above 15 counts as 15, Military
/// Strength above 40 counts as 40. Comparisons between nations use the track value.
inline constexpr int kStabilityTrackMax = 15;
inline constexpr int kStrengthTrackMax = 40;

/// Stability as compared between nations: capped at 15, and every negative value becomes −1 because
/// "all nations with negative Stability are considered to tie for last place" (Rulebook p.8, FAQ R-29).
int comparableStability(int realStability);
/// Military Strength as compared between nations: capped at 40 (FAQ R-09).
int comparableStrength(int realStrength);

/// Nations that get a POSITIVE "most" effect (strongest, most stable, most food ...).
/// `values[i]` = the compared value of player i. Returns ascending player indices.
/// 1-4 players: the sole leader only; a tie for the lead gives it to nobody (Rulebook p.8; FAQ R-29,
/// 5 players (or more): the leader and the second unless tied for second; two tied at the top
/// both get it; three or more tied at the top: nobody (Rulebook p.21 "5 players", Appendix; FAQ R-32,
/// T-13, T-14, T-15). Empty input → empty result.
std::vector<int> mostForBenefit(const std::vector<int> &values);

/// Nations that suffer a NEGATIVE "least" effect (weakest, least stable, least food ...).
/// 1-4 players: every nation tied for the lowest value (Rulebook p.8; FAQ R-29). 5 players: the two
/// lowest including everybody tied with the second lowest (Rulebook p.21; FAQ R-32, T-13, T-14).
std::vector<int> leastForPenalty(const std::vector<int> &values);

/// Players counting as "passed first" (`first` = true) or "passed last" for `players` nations, from
/// the passing order (player indices, first to pass first). 1-4 players: the first/last to pass;
/// 5 players: first or second / fourth or fifth (Rulebook p.21; FAQ R-32). "Last" needs a complete
/// pass order (every player listed), otherwise it is empty. Returns ascending indices.
std::vector<int> passed(const std::vector<int> &passOrder, int players, bool first);

/// The Player order step (Rulebook p.19 "2. Player order"; FAQ R-30, T-25): higher Strength first,
/// ties broken by higher Stability, still tied → previous relative order. `previous` is the previous
/// order (player indices, first acts first); values are indexed by player. Values are compared as
/// given (pass comparableStrength/comparableStability values to follow the tracks).
std::vector<int> nextPlayerOrder(const std::vector<int> &previous, const std::vector<int> &strength,
                                 const std::vector<int> &stability);

/// Accumulated-Books scoring at the end of an age (Rulebook p.19 "(6.) Score"; FAQ R-41, T-08):
/// each nation gains 1 VP per other nation with strictly fewer Books. Returns VP per player.
std::vector<int> booksScoringVp(const std::vector<int> &books);

} // namespace nc::nations
