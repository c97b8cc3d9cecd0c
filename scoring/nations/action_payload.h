#pragma once
// The fields each action kind's payload may hold (docs/state-format.md "Action log"). A stored action
// with a field no reader knows is damage (a flipped bit, a hand edit), not something to skip: replay
// must not rebuild a different game without a word (issue 11, "A damaged database is detected").

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace nc::nations {

struct Action;

/// Checks `a.payload`: an object whose top-level keys are all fields of `a.kind` (nested values such as
/// `target_options`, `choices` or a whole `state` are checked by their own readers), within the limits of
/// core/json_input.h (depth 64, integers ±1e9, ...). "setup" checks its seats, options and starting
/// corrections too. Throws ActionError naming the kind and the field, e.g.
/// `action "buy": unknown field "cardd" (its fields: player, card, row, ...)`, or a limit's message with
/// its path. Unknown kinds are left to apply(), which refuses them.
void checkActionPayload(const Action &a);

} // namespace nc::nations
