#pragma once
// The bodies of the libFuzzer targets (docs/fuzzing.md), as plain functions so that the fuzz executables
// (libfuzzer_main.cpp, built with -DNC_FUZZ=ON) and the regression test of the normal build
// (test_fuzz_regressions.cpp) run exactly the same code on an input.
//
// Each function takes any bytes and returns normally when the input was handled: accepted, or refused
// with one of the errors the API documents for hostile input (listed per function). Anything else is a
// finding: a crash or sanitizer report, an uncaught exception (it propagates out of the function), or a
// broken invariant (std::abort() after printing it to stderr).

#include <string_view>

namespace nc::fuzz {

/// A state document, as `nations-companion resolve|score|validate` reads it: nc::parseJson() ->
/// stateFromJson() -> validate() against the real catalog (data/catalog, loaded once) -> when valid,
/// resolveRound() and finalScore() with their JSON output. Invariant: an accepted state reads back unchanged
/// from its own JSON (checkRoundTrip, fuzz_invariants.h). Expected refusals: nc::JsonInputError,
/// nc::nations::StateError, nlohmann::json::exception.
void fuzzState(std::string_view bytes);

/// One catalog file replaced by the input, the other four real: byte 0 selects the file (value mod 5:
/// 0 progress_cards, 1 event_cards, 2 nations, 3 solo, 4 dynasty_cards), the rest is its text ->
/// Catalog::load(). Expected refusals: nc::nations::CatalogError, nc::JsonInputError,
/// nlohmann::json::exception.
void fuzzCatalog(std::string_view bytes);

/// An action log as the app resumes it from SQLite (GameController::resumeLatest): a JSON array whose
/// first element is the "setup" payload and the others {"kind": string, "payload": value} -> setupFromJson()
/// -> replay() -> undoStatus(), then finalScore() of a finished game or resolveRound() of a round in play.
/// Inputs of another shape are skipped (the database's columns give that shape). Invariants: the replayed
/// state is valid (validate() finds nothing) and reads back unchanged from its own JSON. Expected refusals:
/// nc::JsonInputError, nc::nations::ActionError, nc::nations::StateError, nlohmann::json::exception.
void fuzzReplay(std::string_view bytes);

/// A decoded label text -> vision::parseLabelPayload() (documented never to throw) and
/// app::LabelIndex::match() over the real catalog (never throws). Checks that an "ours" payload is
/// exactly "NC1:<kind letter>:<code>" and that every other status carries a message.
void fuzzScanPayload(std::string_view bytes);

/// A Nations: The Dice Game state document and commands through the game-type seam (nc::dice::DiceRuleset,
/// docs/state-format-dice.md), as the CLI and the app's session use it. Input: {"state": <state document>,
/// "commands": [<nc::Command JSON>...]} (exactly these two keys, "commands" an array); any other shape is
/// a state document alone. nc::parseJson() -> DiceRuleset::readState() -> resolve() and finalScore() (with
/// FinalScoreSheet::toJson() and text()) -> each command through nc::Command::fromJson() and
/// DiceRuleset::apply(), continuing from each accepted new state (a refused command leaves it unchanged).
/// Invariants: an accepted state reads back unchanged from its own JSON; apply() never changes its input;
/// every state apply() returns is accepted by readState() unchanged, and resolve()/finalScore() take it;
/// a refusal's message is not empty and at most 1,000 bytes. Expected refusals: nc::JsonInputError, nc::GameInputError (only these: a raw nlohmann::json::exception
/// or std::out_of_range escaping is a finding).
void fuzzDice(std::string_view bytes);

} // namespace nc::fuzz
