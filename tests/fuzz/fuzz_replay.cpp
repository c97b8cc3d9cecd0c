// fuzz_replay: an action log replayed as the app resumes a game (app/nations/gamecontroller.cpp resumeLatest).
#include "fuzz_entries.h"

#include <vector>

#include "core/json_input.h"
#include "fuzz_catalog_data.h"
#include "fuzz_invariants.h"
#include "fuzz_refusals.h"
#include "nations/actions.h"
#include "nations/final_score.h"
#include "nations/resolution.h"

namespace nc::fuzz {

void fuzzReplay(std::string_view bytes)
{
    using namespace nc::nations;
    const Catalog &catalog = realCatalog();
    try {
        const nlohmann::json log = nc::parseJson(bytes);
        // The database stores a setup row and rows of (kind TEXT, payload JSON): other shapes cannot come
        // out of it, so they are not inputs of the replay.
        if (!log.is_array() || log.empty())
            return;
        std::vector<Action> actions;
        for (size_t i = 1; i < log.size(); ++i) {
            const nlohmann::json &row = log[i];
            if (!row.is_object() || !row.contains("kind") || !row["kind"].is_string() || !row.contains("payload"))
                return;
            actions.push_back({row["kind"].get<std::string>(), row["payload"]});
        }
        const GameSetup setup = setupFromJson(log[0]);
        const GameState state = replay(catalog, setup, actions);
        (void)undoStatus(actions);
        // apply() keeps every state valid, so a replayed game is valid and survives its own save format.
        const std::vector<std::string> problems = validate(catalog, state);
        if (!problems.empty())
            broken("fuzz_replay", "replay() built a state that validate() refuses", problems.front());
        checkRoundTrip("fuzz_replay", state);
        // resumeLatest then finishes a finished game or reopens the breakdown of the round in play.
        if (state.phase == Phase::Finished) {
            (void)toJson(finalScore(catalog, state), state).dump();
        } else if (state.phase == Phase::Action || state.phase == Phase::Resolution) {
            try {
                (void)toJson(resolveRound(catalog, state)).dump();
            } catch (const StateError &e) {
                noteRefusal("fuzz_replay", "StateError", e);
            }
        }
    } catch (const nc::JsonInputError &e) {
        noteRefusal("fuzz_replay", "JsonInputError", e);
    } catch (const ActionError &e) {
        noteRefusal("fuzz_replay", "ActionError", e);
    } catch (const StateError &e) {
        noteRefusal("fuzz_replay", "StateError", e);
    } catch (const nlohmann::json::exception &e) {
        noteRefusal("fuzz_replay", "nlohmann::json::exception", e);
    }
}

} // namespace nc::fuzz
