#pragma once
// Forced resource losses and their shortage penalties (Rulebook p.8 "Resource loss", p.18
// "1. Production"; FAQ R-03..R-07, T-01, T-02):
//  * Gold/Food/Stone: a nation that must pay more than it holds loses all it has, 1 VP, and 1 Book
//    per missing unit ("pay 5 Stone holding 2 → lose the 2, 1 VP and 3 Books").
//  * Books: Books stay at 0; the nation loses 1 VP plus one other resource of its choice per Book it
//    could not lose (a Decision "shortage/<p>/books/<step>").
//  * At most 1 VP per resource type per ROUND across the Action Phase, Production, War, Events and Famine
//    the ledger is RoundInputs::shortageVpLost, part of the state document. Only a VP really lost
//    counts: a shortage at 0 VP marks nothing.
//  * VP never below 0.
// Every change is itemised on the LineBook (one line per player and quantity).

#include <optional>
#include <string>
#include <vector>

#include "core/amounts.h"
#include "core/explanation.h"
#include "nations/round_context.h"

namespace nc::nations {

inline constexpr const char *kRuleShortage = "Rulebook p.8 \"Resource loss\", p.18 Resolution 1; FAQ R-04..R-07";

/// Where the current changes are written: LineBook, the line step ("production", "war", ...) and the
/// ResolutionStep id used in decision ids.
struct LossSite {
    LineBook &lines;
    std::string lineStep;
    std::string step;
};

/// What the shortage VP of one resource did (Rulebook p.8 "Resource loss"; FAQ ).
struct ShortageVpOutcome {
    enum Kind { Lost, AlreadyLost, AtZero, Exempt } kind = Lost;
    std::string exemptBy; ///< Exempt: the card waiving it (Florence Nightingale)
};

/// The shortage VP of resource q for player p, in any phase: none while p holds a card waiving it (checked
/// now, so a card removed earlier this round no longer counts: shortageVpExemption()), none when the VP
/// of q was already lost this round (RoundInputs::shortageVpLost), none at 0 VP (R-07: then nothing is
/// marked as lost); otherwise −1 VP, marked in RoundInputs::shortageVpLost.
ShortageVpOutcome takeShortageVp(const Catalog &catalog, GameState &s, int p, Quantity q);

/// The resource a nation with no Books left loses first instead of them (FAQ R-05: "one other resource of
/// your choice"): the default of the Decision is the one it holds most of (Gold, then Food, then Stone on
/// a tie).
Quantity defaultInsteadOfBooks(const PlayerState &pl);

/// The order in which a nation loses other resources instead of Books: `chosen` first, then the others
/// from the largest holding (documented simplification: the nation chose one resource, the rest follows).
std::vector<Quantity> insteadOfBooksOrder(const PlayerState &pl, Quantity chosen);

/// A loss in the Action Phase that player p could not pay in full: it has lost what it held of q and
/// `missing` more are owed. Applies Rulebook p.8 "Resource loss": the shortage VP (takeShortageVp) and
/// 1 Book per missing Gold/Food/Stone; Books at 0 cost their own shortage VP and one other resource per
/// Book not held (FAQ R-05): `insteadOfBooks` (the action's payload "books_instead", the nation's choice),
/// default defaultInsteadOfBooks(), then insteadOfBooksOrder(). Explained in ActionPhaseState::applied.
void actionPhaseShortage(const Catalog &catalog, GameState &s, int p, Quantity q, int missing, const std::string &cardId,
                         const std::string &why, std::optional<Quantity> insteadOfBooks = std::nullopt);

/// Pays `units` (> 0) of Gold, Food or Stone for player `p`. The caller has already itemised the cause
/// (negative amounts) on the (p, q) line. On shortage adds a "+missing shortage" correction item so the
/// line total equals what was really lost, takes the VP (once per round and type) and returns the
/// missing units, which the caller must take as Books (see payBooks / loseAmounts).
int payResource(RoundContext &rc, const LossSite &site, int p, Quantity q, int units);

/// Pays `units` (> 0) of Books, the cause already itemised on the (p, Books) line. When Books run out:
/// correction item, 1 VP (once per round) and the other-resource Decision.
void payBooks(RoundContext &rc, const LossSite &site, int p, int units);

/// Itemises and applies a forced loss of several quantities from one cause (event, war, famine):
/// Gold, Food, Stone first, then Books including the Books owed for shortages, then VP (floor 0).
/// Strength/Stability in `loss` are not resources: they are reported "apply by hand".
void loseAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &loss, const std::string &source,
                 const Message &label, const std::string &rule);
/// The same with a label printed as it is (a card name).
void loseAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &loss, const std::string &source,
                 const std::string &label, const std::string &rule);

/// Adds `delta` VP (may be negative) with VP floor 0; the item shows what was really applied.
void changeVp(RoundContext &rc, const LossSite &site, int p, int delta, const std::string &source,
              const Message &label, const std::string &rule);
/// The same with a label printed as it is (a card name).
void changeVp(RoundContext &rc, const LossSite &site, int p, int delta, const std::string &source,
              const std::string &label, const std::string &rule);

/// Adds a gain (positive amounts) of Gold/Food/Stone/Books/VP; itemised.
void gainAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &gain, const std::string &source,
                 const Message &label, const std::string &rule);
/// The same with a label printed as it is (a card name).
void gainAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &gain, const std::string &source,
                 const std::string &label, const std::string &rule);

} // namespace nc::nations
