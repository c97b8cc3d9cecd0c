#include "nations/action_payload.h"

#include <algorithm>
#include <map>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "nations/actions.h"

namespace nc::nations {

namespace {

using Fields = std::vector<std::string>;

/// The Action Phase kinds share one reader (action_phase.cpp) and its optional fields; the documented
/// shapes per kind are in docs/state-format.md "Action Phase".
const Fields kActionPhaseFields = {"player", "card",     "row",     "slot",          "cover",       "choice",
                                   "pay",    "pay_option", "option", "rule",        "free",        "free_architects",
                                   "free_worker", "from", "count",   "private",       "section",     "sections",
                                   "swap",   "take_worker", "target_options", "override", "buy", "colony",
                                   "park", "also_vp", "books_instead", "advisor", "forced_dynasties", "out_of_turn",
                                   "colonies"}; // the Colonies drawn for Victoria Falls' 4th row (explore)

const std::map<std::string, Fields> &kindFields()
{
    static const std::map<std::string, Fields> fields = {
        {"setup", {"seats", "options"}},
        {"growth", {"player", "choice", "extra_workers"}},
        {"event", {"card", "drawn", "marked"}},
        {"player", {"player", "state"}},
        {"war", {"card", "strength", "buyer"}},
        {"passes", {"order"}},
        {"adjustments", {"items"}},
        {"shadow", {"strength", "stability", "books", "famine", "architects"}},
        {"choices", {"choices"}},
        {"order", {"order"}},
        {"correct", {"player", "quantity", "value"}},
        {"resolve", {"state"}},
        {"undo", {}},
        {"redo", {}},
        {"buy", kActionPhaseFields},
        {"deploy", kActionPhaseFields},
        {"undeploy", kActionPhaseFields},
        {"hire", kActionPhaseFields},
        {"special", kActionPhaseFields},
        {"pass", kActionPhaseFields},
        {"turmoil", kActionPhaseFields},
        {"explore", kActionPhaseFields},
    };
    return fields;
}

std::string list(const Fields &f)
{
    std::string out;
    for (const auto &k : f)
        out += (out.empty() ? "" : ", ") + k;
    return out.empty() ? "none" : out;
}

void onlyFields(const nlohmann::json &o, const Fields &allowed, const std::string &where)
{
    if (!o.is_object())
        throw ActionError(where + " must be an object, got " + quoteJson(o));
    for (const auto &[k, v] : o.items())
        if (std::find(allowed.begin(), allowed.end(), k) == allowed.end())
            throw ActionError(where + ": unknown field \"" + quoteText(k, 40) + "\" (its fields: " + list(allowed) + ")");
}

} // namespace

void checkActionPayload(const Action &a)
{
    const std::string where = "action \"" + quoteText(a.kind, 40) + "\"";
    try {
        checkJsonLimits(a.payload, "$");
    } catch (const JsonInputError &e) {
        throw ActionError(where + ": " + e.what());
    }
    const auto it = kindFields().find(a.kind);
    if (it == kindFields().end())
        return;
    onlyFields(a.payload, it->second, where);
    if (a.kind != "setup")
        return;
    if (a.payload.contains("seats") && a.payload["seats"].is_array())
        for (size_t i = 0; i < a.payload["seats"].size(); ++i) {
            const auto &seat = a.payload["seats"][i];
            const std::string at = where + " seats[" + std::to_string(i) + "]";
            onlyFields(seat, {"name", "nation", "side", "difficulty", "start_corrections"}, at);
            if (seat.is_object() && seat.contains("start_corrections") && !seat["start_corrections"].is_null())
                onlyFields(seat["start_corrections"], {"gold", "food", "stone", "vp", "workers", "cards"},
                           at + ".start_corrections");
        }
    if (a.payload.contains("options") && !a.payload["options"].is_null())
        onlyFields(a.payload["options"], {"last_round", "solo", "card_sets", "campaign", "readings"}, where + " options");
}

} // namespace nc::nations
