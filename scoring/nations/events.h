#pragma once
// Interpreter of the Event Card events (Rulebook p.19 "4. Events"; FAQ ..R-36), driven by
// EventDefinition::effect, the event's target and outcome typed at catalog load (event_effect.h): the events
// vocabulary is closed there, so every event that loads is interpreted here (no "by hand" event).
//
// Targets: all, split (one part per "most_<q>"/"least_<q>"), most q (a list: the leader in any of them), least
// q, passed first|last, not <target>; q ∈ strength, stability, food, gold, stone, books,
// golden_ages_bought_this_round (asked), workers_on_age_4_buildings.
// "most" = positive rule (sole leader; 5 players top two), "least" = negative rule (all tied; 5 players
// bottom two), negative Stability ties for least (see comparisons.h).
//
// Outcomes: gain, lose (through the shortage ledger; Stability never reduces event losses, FAQ R-18),
// pay + optional (accept only when affordable, FAQ R-03), per (multiplier), if (condition),
// choose_one, others_lose, then, player_order first|last (movers keep their relative order; payers
// to the front, non-payers to the back, Rulebook p.19 example, FAQ T-10), take_workers,
// return_workers (player picks the section, FAQ R-36), remove (advisors, one_colony,
// architect_from_wonder_under_construction) with if_none, modifier strength_for_next_event, and the
// named effects (EventNamedEffect).
// Choices are asked in reverse player order, then applied together in player order.

#include <string>

#include "nations/round_context.h"

namespace nc::nations {

/// Resolves event `index` (0 = top, 1 = bottom) of `card`, writing lines with step `stepId`
/// ("event1"/"event2") into `lines`. Changes rc.state (resources, VP, Workers, cards, player order).
void resolveEvent(RoundContext &rc, LineBook &lines, const std::string &stepId, const EventCard &card, size_t index);

} // namespace nc::nations
