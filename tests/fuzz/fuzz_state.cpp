// fuzz_state: a state document through the CLI's path (app/cli/cli.cpp loadState, resolve, score).
#include "fuzz_entries.h"

#include "core/json_input.h"
#include "fuzz_catalog_data.h"
#include "fuzz_invariants.h"
#include "fuzz_refusals.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

namespace nc::fuzz {

void fuzzState(std::string_view bytes)
{
    using namespace nc::nations;
    const Catalog &catalog = realCatalog();
    try {
        const nlohmann::json j = nc::parseJson(bytes);
        const GameState state = stateFromJson(j);
        checkRoundTrip("fuzz_state", state);
        if (!validate(catalog, state).empty())
            return; // the CLI stops here with "impossible state" and the list
        // Valid: what `resolve` and `score` print. Both may still refuse (no Event Card, ...).
        try {
            const ResolutionResult result = resolveRound(catalog, state);
            (void)toJson(result).dump();
        } catch (const StateError &e) {
            noteRefusal("fuzz_state", "StateError", e);
        }
        const FinalScore score = finalScore(catalog, state);
        (void)toJson(score, state).dump();
    } catch (const nc::JsonInputError &e) {
        noteRefusal("fuzz_state", "JsonInputError", e);
    } catch (const StateError &e) {
        noteRefusal("fuzz_state", "StateError", e);
    } catch (const nlohmann::json::exception &e) {
        noteRefusal("fuzz_state", "nlohmann::json::exception", e);
    }
}

} // namespace nc::fuzz
