#pragma once
// The Package draft of the setup (W l.382-536): rounds of picks whose starting player and direction
// reverse each round (a snake: the last of round 1 picks first in round 2, W l.443-448); round 1 is
// Industry Packages only; the number of rounds and what later rounds may take depend on the player count.
// Seats are player indices in clockwise order; "first player" is the one who drew the Generator, "last
// player" the one to her right (W l.451-453).

#include <string>
#include <vector>

#include "wealth_of_nations/components.h"

namespace nc::won {

/// What a draft round may take.
enum class DraftKind { Industry, Commodity, Either };
std::string_view key(DraftKind k); ///< "industry", "commodity", "either"

/// One pick of the draft.
struct DraftSlot {
    int round = 1;         ///< 1-based draft round
    bool clockwise = true; ///< odd rounds clockwise from the first player, even rounds counter-clockwise from the last
    int player = 0;        ///< the seat that picks
    DraftKind kind = DraftKind::Industry;
};

/// Draft rounds: 3 players 4, 4 players 3, 5 and 6 players 2 (W l.456-536). `players` 3-6.
int draftRounds(int players);
/// What round `round` may take: round 1 Industry only (W l.469-471); 3-4 players then Industry or
/// Commodity (W l.483-488, l.513-518); 5-6 players round 2 Commodity only (W l.506-508, l.534-536).
DraftKind draftKind(int players, int round);
/// The source lines of the draft diagram for that player count.
std::string draftRule(int players);
/// Every pick in order, for `players` (3-6) seats from `firstPlayer`.
std::vector<DraftSlot> draftSchedule(int players, int firstPlayer);
/// Whether the Package is in the draft: with 5 players Industry Package 2 is not (W l.491-492).
bool packageInDraft(const Package &p, int players);
/// A draft round of kind `k` may take Package `p`: Industry rounds an Industry Package, Commodity rounds a
/// Commodity Package, "either" rounds any (W l.456-536).
bool kindFits(DraftKind k, const Package &p);

} // namespace nc::won
