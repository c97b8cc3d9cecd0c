// fuzz_dice: a Nations: The Dice Game state document and a list of commands through the game-type seam
// (DiceRuleset, scoring/nations_dice/ruleset.h), as the CLI and the app's session use it.
#include "fuzz_entries.h"

#include <string>

#include "core/json_input.h"
#include "core/ruleset.h"
#include "fuzz_invariants.h"
#include "fuzz_refusals.h"
#include "nations_dice/ruleset.h"

namespace nc::fuzz {

namespace {

using json = nlohmann::json;

const nc::dice::DiceRuleset &diceRules()
{
    static const nc::dice::DiceRuleset rules;
    return rules;
}

/// `state` was accepted by readState() (it is its output): it reads back unchanged from its own JSON, and
/// resolve() and finalScore() (with both of its outputs) take it without throwing. `what` says where it came from.
void checkAccepted(const json &state, const char *what)
{
    const auto &rules = diceRules();
    std::string step = "readState";
    try {
        if (rules.readState(state) != state)
            broken("fuzz_dice", "an accepted state does not read back unchanged from its own JSON", state.dump());
        step = "resolve";
        (void)rules.resolve(state).dump();
        step = "finalScore";
        const nc::FinalScoreSheet sheet = rules.finalScore(state);
        (void)sheet.toJson().dump();
        (void)sheet.text();
    } catch (const std::exception &e) {
        broken("fuzz_dice", what, step + " threw: " + e.what() + " on " + state.dump());
    }
}

/// An expected refusal: a message for a player, so not empty and not a wall of text (keys and values are
/// quoted with at most 40-60 characters; 1,000 bytes leaves room for four 64-character names).
void refused(const char *type, const std::exception &e)
{
    const std::string_view message = e.what();
    if (message.empty() || message.size() > 1000)
        broken("fuzz_dice", "a refusal message is empty or longer than 1,000 bytes", message);
    noteRefusal("fuzz_dice", type, e);
}

} // namespace

void fuzzDice(std::string_view bytes)
{
    const auto &rules = diceRules();
    try {
        const json input = nc::parseJson(bytes);
        // {"state": ..., "commands": [...]} (exactly these two keys); any other shape is a state document.
        const bool withCommands = input.is_object() && input.size() == 2 && input.contains("state") &&
                                  input.contains("commands") && input["commands"].is_array();
        const json &doc = withCommands ? input["state"] : input;
        json state = rules.readState(doc);
        checkAccepted(state, "an accepted state is refused by resolve or finalScore");
        if (!withCommands)
            return;
        for (const json &cj : input["commands"]) {
            try {
                const nc::Command command = nc::Command::fromJson(cj);
                const json before = state;
                nc::Applied applied = rules.apply(state, command);
                if (state != before)
                    broken("fuzz_dice", "apply() changed its input state", cj.dump());
                for (const auto &line : applied.lines)
                    (void)nc::toJson(line).dump();
                // Every state apply() returns is a state the game accepts (the app saves and resumes it).
                json next;
                try {
                    next = rules.readState(applied.state);
                } catch (const std::exception &e) {
                    broken("fuzz_dice", "apply() returned a state that readState() refuses",
                           std::string(e.what()) + " after " + cj.dump());
                }
                if (next != applied.state)
                    broken("fuzz_dice", "apply() returned a state that does not read back unchanged",
                           cj.dump() + " gave " + applied.state.dump());
                state = std::move(next);
                checkAccepted(state, "a state apply() returned is refused by resolve or finalScore");
            } catch (const nc::GameInputError &e) {
                refused("GameInputError", e); // the state stays as it was
            }
        }
    } catch (const nc::JsonInputError &e) {
        refused("JsonInputError", e);
    } catch (const nc::GameInputError &e) {
        refused("GameInputError", e);
    }
}

} // namespace nc::fuzz
