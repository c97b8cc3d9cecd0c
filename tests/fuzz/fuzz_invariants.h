#pragma once
// Invariants the fuzz targets check beyond "no crash": a broken one is a finding, reported by printing it
// and calling std::abort() (libFuzzer keeps the input as a crash artifact; the regression test dies).

#include <string_view>

#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::fuzz {

/// Prints "<target>: <what> (<detail, at most 200 characters>)" to stderr and aborts.
[[noreturn]] void broken(const char *target, const char *what, std::string_view detail);

/// A state the reader accepted survives writing and reading back unchanged: stateFromJson(toJson(s)) == s
/// (docs/state-format.md: the document is the app's save format). Any exception here is a finding too.
void checkRoundTrip(const char *target, const nc::nations::GameState &state);

} // namespace nc::fuzz
