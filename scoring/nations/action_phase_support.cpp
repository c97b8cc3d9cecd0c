// The Action Phase engine's classification of a rule (actionPhaseRuleSupport) and its effect shape
// (effectShape): which rules the Action Phase files execute and which they record by hand. Run once per
// catalog rule at load (rule_parse.cpp); the engine and the coverage report read the stored result.
#include "nations/action_phase_internal.h"

namespace nc::nations {

using namespace ap;

namespace {

RuleSupport apYes(bool byType = false)
{
    RuleSupport s;
    s.automated = true;
    s.coveredByField = byType; // applied by the purchase of the card's type (War marker, Battle raid)
    return s;
}

RuleSupport apNo(std::string why)
{
    RuleSupport s;
    s.reason = std::move(why);
    return s;
}

/// A card type key or a list of them.
bool cardTypesValid(const json &t)
{
    if (t.is_string())
        return cardTypeFromKey(t.get<std::string>()).has_value();
    if (!t.is_array() || t.empty())
        return false;
    for (const auto &x : t)
        if (!x.is_string() || !cardTypeFromKey(x.get<std::string>()))
            return false;
    return true;
}

/// Whether `t` (a type key or a list) names only Buildings and Military.
bool onlyBuildingOrMilitary(const json &t)
{
    if (!cardTypesValid(t))
        return false;
    const json list = t.is_array() ? t : json::array({t});
    for (const auto &x : list)
        if (x != "building" && x != "military")
            return false;
    return true;
}

/// The rule's keys, the most telling first (named effect, target, condition, duration), for reasons.
std::vector<std::string> keysByPriority(const json &r)
{
    std::vector<std::string> out;
    for (const char *k : {"effect", "target", "if", "duration"})
        if (r.contains(k))
            out.push_back(k);
    for (const auto &[k, v] : r.items())
        if (std::find(out.begin(), out.end(), k) == out.end())
            out.push_back(k);
    return out;
}

/// The rule is plain gains/losses of the owner's resources and VP (plus the allowed extra keys);
/// otherwise `why` names what the engine does not apply.
bool plainShape(const json &r, std::initializer_list<const char *> extraKeys, std::string &why)
{
    if (plainOutcome(r, extraKeys) && (r.contains("gain") || r.contains("lose")))
        return true;
    for (const std::string &k : keysByPriority(r)) {
        const json &v = r[k];
        if (k == "when" || std::any_of(extraKeys.begin(), extraKeys.end(), [&](const char *e) { return k == e; }))
            continue;
        if (k == "target")
            why = "effect on other nations (target " + v.dump() + ") applied by hand";
        else if (k == "effect")
            why = "named effect " + v.dump() + " needs code (applied by hand)";
        else if (k == "duration")
            why = "effect for a duration (" + v.dump() + ") applied by hand";
        else if (k == "gain" || k == "lose")
            why = k + " " + v.dump() + " is not plain resources/VP (Strength/Stability for the round: by hand)";
        else
            why = "\"" + k + "\" not applied by the Action Phase engine (by hand)";
        if (k != "gain" && k != "lose")
            return false;
        if (!plainAmounts(v))
            return false;
    }
    why = "rule without a plain gain or loss";
    return false;
}

/// Keys of `r` other than `when` are exactly `keys` (all present).
bool keysAre(const json &r, std::initializer_list<const char *> keys)
{
    if (r.size() != keys.size() + 1)
        return false;
    return std::all_of(keys.begin(), keys.end(), [&](const char *k) { return r.contains(k); });
}

bool isStabilityOnly(const json &a)
{
    return a.is_object() && a.size() == 1 && a.contains("stability") && a["stability"].is_number_integer();
}

/// A target the engine resolves to players: "all", "others", {"most"|"least": "strength"|"stability"}.
bool targetShape(const json &t)
{
    if (t == "all" || t == "others")
        return true;
    if (!t.is_object() || t.size() != 1)
        return false;
    const json &q = t.contains("most") ? t["most"] : t.contains("least") ? t["least"] : json();
    return q == "strength" || q == "stability";
}

} // namespace

EffectShape effectShape(const json &r)
{
    if (!r.is_object() || !r.contains("when") || !r["when"].is_string())
        return EffectShape::Plain;
    const std::string when = r["when"].get<std::string>();
    const json cond = r.value("if", json::object());
    const std::string effect = r.value("effect", "");
    json rest = r; // the Golden Age's special option marker does not change the shape
    if (when == "on_buy" && rest.value("option", "") == "special")
        rest.erase("option");
    // Turn effects (Rulebook p.14 turn order, card text): Buddha, Sun Tzu, Wardenclyffe Tower.
    if (when == "first_turn" && keysAre(rest, {"effect"}) && effect == "skip_turn")
        return EffectShape::SkipTurn;
    if ((when == "first_turn" || when == "on_ready") && keysAre(rest, {"extra_actions"}) &&
        rest["extra_actions"].is_number_integer() && rest["extra_actions"].get<int>() > 0)
        return EffectShape::ExtraActions;
    // Achaemenid Empire: after a Growth Worker, the first action of the round may deploy it for free.
    if (when == "first_turn" && keysAre(rest, {"if", "effect"}) && effect == "may_deploy_worker_free" &&
        cond == json{{"growth_choice", "worker"}})
        return EffectShape::FirstTurnFreeDeploy;
    // Sheba: after buying a Colony, Workers on Military pay no upkeep this round (Production reads it).
    if (when == "on_buy" && keysAre(rest, {"if", "modifier", "duration"}) && rest["duration"] == "this_round" &&
        rest["modifier"] == json{{"military_upkeep", 0}} && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::WaiveMilitaryUpkeep;
    // Kingdom of Leon: a War bought also resolves as a Battle (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "effect"}) && effect == "also_resolve_as_battle" &&
        cond == json{{"card_type", "war"}})
        return EffectShape::WarAsBattle;
    // Domains of the Sea: the bought card is discarded at once for a gain (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "effect", "gain"}) && effect == "discard_bought_card" &&
        plainAmounts(rest["gain"]) && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::DiscardBought;
    // Japan B Emperor ("Advisors you buy are discarded instead; each adds a marker here worth +1
    // strength"): the bought card is discarded and a marker goes on the rule's card (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "effect"}) && effect == "discard_bought_card_add_marker" &&
        cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::DiscardBoughtAddMarker;
    // Purchase triggers with the buyer's choice in the payload (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "take_workers_optional"}) && rest["take_workers_optional"].is_number_integer() &&
        rest["take_workers_optional"].get<int>() > 0 && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::TakeWorkerOptional; // Arabs B
    if (when == "on_buy" && keysAre(rest, {"if", "effect", "amount"}) && effect == "hire_free_architects" &&
        rest["amount"].is_number_integer() && rest["amount"].get<int>() > 0 && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::FreeArchitects; // Korea B
    // Discovering a natural wonder (explore()): effects for the round or counted at that moment.
    if (when == "on_discover" && keysAre(rest, {"gain", "duration"}) && rest["duration"] == "this_round" &&
        rest["gain"].is_object() && rest["gain"].size() == 1 && rest["gain"].value("strength", 0) > 0)
        return EffectShape::StrengthThisRound;
    if (when == "on_discover" && keysAre(rest, {"gain", "per"}) && rest["per"] == "player_already_passed" &&
        plainAmounts(rest["gain"]))
        return EffectShape::GainPerPassed;
    if (when == "on_discover" && keysAre(rest, {"return_workers"}) && rest["return_workers"].is_number_integer() &&
        rest["return_workers"].get<int>() > 0)
        return EffectShape::ReturnWorkers; // Northwest Passage
    // Victoria Falls: the Colonies among 20 cards drawn make a 4th Progress Board row (GameState::boardRow4).
    if (when == "on_discover" && keysAre(rest, {"effect", "row_4_price_gold"}) && effect == "draw_20_colonies_to_row_4" &&
        rest["row_4_price_gold"].is_number_integer() && rest["row_4_price_gold"].get<int>() >= 0)
        return EffectShape::ColoniesRow;
    // Hawaii: take 1 Worker; its Population Track space is marked and costs no upkeep (PlayerState::populationMark).
    if (when == "on_discover" && keysAre(rest, {"take_workers", "effect"}) && effect == "mark_population_space_no_upkeep" &&
        rest["take_workers"] == 1)
        return EffectShape::MarkPopulationSpace;
    // Another nation's purchase (buy()): Abbasid Caliphate ("when another nation buys a golden age you may
    // also buy that card's VP at your own golden-age price"), Axumite Kingdom ("another nation buying a
    // marked card pays you 3 extra gold").
    if (when == "on_other_buy" && keysAre(rest, {"if", "effect"}) && effect == "may_buy_golden_age_vp" &&
        cond == json{{"card_type", "golden_age"}})
        return EffectShape::AlsoBuyGoldenAgeVp;
    if (when == "on_other_buy" && keysAre(rest, {"if", "target", "pay_to_owner"}) && cond == json{{"card_marked", true}} &&
        rest["target"] == "buyer" && plainAmounts(rest["pay_to_owner"]) && !rest["pay_to_owner"].contains("vp"))
        return EffectShape::MarkedCardPaysOwner;
    // Axumite Kingdom: "after each event reveal, mark one card on the progress board" (revealEvent()).
    if (when == "event_reveal" && keysAre(rest, {"effect"}) && effect == "mark_progress_card")
        return EffectShape::MarkProgressCard;
    // Effects on other nations: plain gains/losses, or a choice between a loss and removing Advisors.
    if ((when == "on_ready" || when == "on_buy" || when == "on_discover") && rest.contains("target") &&
        targetShape(rest["target"])) {
        json body = rest;
        body.erase("target");
        if (when == "on_buy" && rest["target"] == "all" && body.size() == 2 &&
            body.value("remove", json()) == "buildings_with_deploy_cost_1" && r.value("option", "") == "special")
            return EffectShape::RemoveBuildings; // Uncle Tom's Cabin (special option)
        if (when == "on_buy") { // Assassin: only while a Worker is on it, when its owner buys a Battle
            if (cond != json{{"card_type", "battle"}, {"has_worker_on_this_card", true}})
                return EffectShape::Plain;
            body.erase("if");
        }
        if (body.contains("choose_one")) {
            if (body.size() != 2 || !body["choose_one"].is_array() || body["choose_one"].size() != 2)
                return EffectShape::Plain;
            for (const auto &o : body["choose_one"])
                if (!(o.is_object() && o.size() == 1 &&
                      ((o.contains("lose") && plainAmounts(o["lose"])) || o.value("remove", json()) == "advisors")))
                    return EffectShape::Plain;
            return EffectShape::Targets;
        }
        return plainOutcome(body) && (body.contains("gain") || body.contains("lose")) ? EffectShape::Targets : EffectShape::Plain;
    }
    // Round effects (until the end of the round).
    if (when == "on_ready" && keysAre(rest, {"modifier", "duration"}) && rest["duration"] == "this_round" &&
        rest["modifier"] == json{{"force_least", "stability"}})
        return EffectShape::ForceLeast;
    if (when == "on_buy" && r.value("option", "") == "special") {
        if (keysAre(rest, {"effect", "gain", "duration"}) && effect == "passed_over_books" &&
            rest["duration"] == "this_round" && rest["gain"].is_object() && rest["gain"].size() == 1 &&
            rest["gain"].value("books", 0) > 0)
            return EffectShape::PassedOverBooks;
        if (keysAre(rest, {"effect", "amount"}) && effect == "add_public_architects" && rest["amount"].is_number_integer() &&
            rest["amount"].get<int>() > 0)
            return EffectShape::PublicArchitects;
        if (keysAre(rest, {"modifier", "duration"}) && rest["duration"] == "this_round" && rest["modifier"].is_object() &&
            rest["modifier"].size() == 1 && rest["modifier"].value("architect_cost_stone", 0) < 0)
            return EffectShape::ArchitectDiscount;
    }
    // Placement effects: Zhu Xi stays under a new Advisor once; MIT's free Worker on a bought Building.
    if (when == "on_replace" && keysAre(rest, {"if", "effect"}) && effect == "not_removed_first_time" &&
        cond == json{{"first_time", true}, {"new_type", "advisor"}})
        return EffectShape::StaysFirstTime;
    if (when == "on_buy" && keysAre(rest, {"if", "effect"}) && effect == "may_deploy_worker_free_on_bought_card" &&
        cond == json{{"card_type", "building"}})
        return EffectShape::FreeWorkerOnBought;
    // Special actions.
    if (when == "action") {
        json a = rest;
        a.erase("limit");
        if (keysAre(a, {"effect"}) && effect == "swap_two_progress_board_cards")
            return EffectShape::SwapBoardCards;
        if (keysAre(a, {"effect"}) && effect == "deploy_worker_free")
            return EffectShape::DeployFree;
        // Joseon Kingdom: park up to max_amount of one of the resources; returned doubled at the end of the
        // round (PlayerState::parked; the Resolution Phase's "end_of_round" step).
        if (keysAre(a, {"effect", "max_amount", "resources"}) && effect == "park_resources" &&
            a["max_amount"].is_number_integer() && a["max_amount"].get<int>() > 0 && a["resources"].is_array() &&
            !a["resources"].empty() && std::all_of(a["resources"].begin(), a["resources"].end(), [](const json &x) {
                return x == "food" || x == "stone" || x == "gold";
            }))
            return EffectShape::ParkResources;
        // Polish-Lithuanian Commonwealth: another nation pays the owner and takes one of the Advisors on the
        // owner's Wonder spaces (takeAdvisorFromWonderSpace(), action_phase_dynasties.cpp).
        if (keysAre(a, {"target", "pay_to_owner", "effect"}) && effect == "take_advisor_from_wonder_space" &&
            a["target"] == "others" && plainAmounts(a["pay_to_owner"]))
            return EffectShape::TakeAdvisorFromWonderSpace;
        // Democratic Republicans: the targets (not the owner) that still hold a dynasty take a turmoil card
        // and play one; the owner gains per nation forced (forceDynastyChange(), action_phase_dynasties.cpp).
        if (keysAre(a, {"target", "effect", "gain", "per"}) && effect == "force_dynasty_change" &&
            targetShape(a["target"]) && a["per"] == "nation_forced" && plainAmounts(a["gain"]))
            return EffectShape::ForceDynastyChange;
        if (keysAre(a, {"effect", "card_types"}) && effect == "buy_free" && cardTypesValid(a["card_types"]))
            return EffectShape::BuyFree;
        if ((keysAre(a, {"take_workers"}) || (keysAre(a, {"take_workers", "if"}) && a["if"].is_object() &&
                                               a["if"].size() == 1 && a["if"].contains("most") &&
                                               targetShape(json{{"most", a["if"]["most"]}}))) &&
            a["take_workers"].is_number_integer() && a["take_workers"].get<int>() > 0)
            return EffectShape::TakeWorkers;
        if (keysAre(a, {"target", "if", "pay", "effect"}) && effect == "take_this_card" && a["target"] == "others" &&
            a["if"] == json{{"owner_has_not_passed", true}} && plainAmounts(a["pay"]))
            return EffectShape::TakeThisCard;
        if (keysAre(a, {"pay", "gain"}) && a["pay"] == json{{"remove", "own_colony"}} && plainAmounts(a["gain"]))
            return EffectShape::RemoveOwnColony;
        // Qin Dynasty: "return 1 worker to hire 1 architect for free".
        if (keysAre(a, {"pay", "effect"}) && effect == "hire_free_architect" &&
            a["pay"] == json{{"return_workers", 1}})
            return EffectShape::ReturnWorkerFreeArchitect;
        // Old Kingdom: "remove your advisor and put a marker here".
        if (keysAre(a, {"pay", "effect"}) && effect == "add_marker" && a["pay"] == json{{"remove", "own_advisor"}})
            return EffectShape::RemoveAdvisorAddMarker;
        if (keysAre(a, {"pay", "gain"}) && a["pay"].is_object() && a["pay"].value("remove", json()) == "own_advisor" &&
            plainAmounts(a["gain"]) && [&] {
                json rest = a["pay"];
                rest.erase("remove");
                return plainAmounts(rest).has_value();
            }())
            return EffectShape::RemoveOwnAdvisor;
        if (keysAre(a, {"pay", "gain", "duration"}) && a["pay"] == json{{"public_architect", 1}} &&
            a["duration"] == "this_round" && isStabilityOnly(a["gain"]) && a["gain"]["stability"].get<int>() > 0)
            return EffectShape::DiscardPublicArchitect;
        // Vikings B Old Uppsala: "pay 1 food for +3 strength until the end of the round" (a plain payment,
        // then the round effect "strength" the board values add, like a discovered Pillar of Hercules).
        if ((keysAre(a, {"gain", "duration"}) || (keysAre(a, {"pay", "gain", "duration"}) && plainAmounts(a["pay"]))) &&
            a["duration"] == "this_round" && a["gain"].is_object() && a["gain"].size() == 1 &&
            a["gain"].contains("strength") && a["gain"]["strength"].is_number_integer() &&
            a["gain"]["strength"].get<int>() > 0)
            return EffectShape::StrengthThisRound;
        if ((keysAre(a, {"gain", "duration"}) ||
             (keysAre(a, {"gain", "duration", "if"}) && a["if"] == json{{"no_player_passed", true}})) &&
            a["duration"] == "this_round" && isStabilityOnly(a["gain"]) && a["gain"]["stability"].get<int>() > 0)
            return EffectShape::StabilityThisRound;
    }
    return EffectShape::Plain;
}

namespace {

const std::set<std::string> kHandledTriggers = {
    "on_buy",           "on_ready",         "action",        "on_wonder_ready",     "on_replace",
    "on_pass",          "on_hire_architect", "on_golden_age_vp", "on_other_buy",     "on_golden_age_books",
    "on_take_worker",   "growth",           "first_turn",    "on_passed_over",      "on_spend_last_gold",
    "on_play",          "on_turmoil",       "on_discover",      "before_progress"};

/// Modifiers of `ongoing` rules the engine reads -> keys allowed in the modifier object and whether
/// a target "all"/"others" is read too (tableModifier).
struct ModifierShape {
    std::set<std::string> keys;
    bool table = false;
};
const std::map<std::string, ModifierShape> kModifierShapes = {
    {"raid", {{"raid"}, false}},
    {"card_cost_gold", {{"card_cost_gold", "card_type", "row", "min"}, true}},
    {"deploy_cost_stone", {{"deploy_cost_stone", "card_type", "min"}, false}},
    {"colony_strength_required", {{"colony_strength_required"}, true}},
    {"golden_age_vp_cost", {{"golden_age_vp_cost"}, false}},
    {"may_not_buy", {{"may_not_buy"}, false}},
};

RuleSupport modifierSupport(const json &r, const json &mod, const std::string &name)
{
    const ModifierShape &shape = kModifierShapes.at(name);
    for (const auto &[k, v] : r.items())
        if (k != "when" && k != "modifier" && k != "target")
            return apNo("\"" + k + "\" in a " + name + " modifier rule not applied (by hand)");
    std::string target;
    if (r.contains("target")) {
        target = r["target"].is_string() ? r["target"].get<std::string>() : r["target"].dump();
        if (!shape.table || (target != "all" && target != "others"))
            return apNo("modifier " + name + " with target " + target + " not applied (by hand)");
    }
    for (const auto &[k, v] : mod.items()) {
        if (!shape.keys.count(k) || (k == "row" && !target.empty()))
            return apNo("modifier " + mod.dump() + " not applied (\"" + k + "\" not read; by hand)");
        const bool ok = k == "card_type" || k == "may_not_buy" ? cardTypesValid(v) : v.is_number_integer();
        if (!ok)
            return apNo("modifier " + mod.dump() + " not applied (bad \"" + k + "\"; by hand)");
    }
    return apYes();
}

} // namespace

const std::vector<std::pair<std::string, std::string>> &actionPhaseTriggers()
{
    // Action Phase triggers the Action Phase engine does not apply, with the reason. Every other Action
    // Phase trigger is classified rule by rule in actionPhaseRuleSupport().
    static const std::vector<std::pair<std::string, std::string>> t = {};
    return t;
}

const std::vector<std::pair<std::string, std::string>> &actionPhaseModifiers()
{
    static const std::vector<std::pair<std::string, std::string>> t = {
        {"extra_slot", "modifier extra_slot changes the board's slots: only {\"extra_slot\": \"advisor\" or "
                       "\"building_or_military\", \"uses\": \"this_wonder_space\"} (advisorSlots(), buildingSlots()) "
                       "is read; other slots are not automated"},
        {"wonder_spaces_used", "modifier wonder_spaces_used is read only as {\"wonder_spaces_used\": n} alone, on a "
                               "Wonder or natural wonder (wonderSpacesOf()); not automated otherwise"},
    };
    return t;
}

std::optional<RuleSupport> actionPhaseRuleSupport(const json &r, const ProgressCard *card)
{
    if (!r.is_object() || !r.contains("when") || !r["when"].is_string())
        return std::nullopt;
    const std::string when = r["when"].get<std::string>();
    for (const auto &[w, why] : actionPhaseTriggers())
        if (w == when)
            return apNo(why);
    if (when == "ongoing") {
        if (!r.contains("modifier") || !r["modifier"].is_object())
            return std::nullopt;
        const json &mod = r["modifier"];
        if (r.size() == 2 && mod == json{{"extra_slot", "advisor"}, {"uses", "this_wonder_space"}})
            return card && card->type == CardType::Wonder ? apYes() : apNo("extra Advisor slot of a non-Wonder");
        // Great Plains: its Wonder space takes a Building/Military (buildingSlots(), wonderSpaceHoldsBuilding(),
        // game_state.h: the state validation, buy and placing a Wonder read them).
        if (r.size() == 2 && mod == json{{"extra_slot", "building_or_military"}, {"uses", "this_wonder_space"}})
            return card && (card->type == CardType::Wonder || card->type == CardType::NaturalWonder)
                       ? apYes()
                       : apNo("extra Building/Military slot of a card that takes no Wonder space");
        // Siberia: occupies two Wonder spaces (wonderSpacesOf(), wonderSpacesUsed(): the state validation,
        // placing a ready Wonder and the Wonder spaces of Polish-Lithuanian Commonwealth / Portugese Empire).
        if (r.size() == 2 && mod.size() == 1 && mod.contains("wonder_spaces_used") &&
            mod["wonder_spaces_used"].is_number_integer() && mod["wonder_spaces_used"].get<int>() >= 1)
            return card && (card->type == CardType::Wonder || card->type == CardType::NaturalWonder)
                       ? apYes()
                       : apNo("Wonder spaces of a card that takes no Wonder space");
        // Polish-Lithuanian Commonwealth / Portugese Empire (dynasties): bought Advisors / Colonies may go on
        // free Wonder spaces; the slot limits count them (advisorSlots(), colonySlots(), game_state.h).
        if (r.size() == 2 && (mod == json{{"advisor_on_wonder_space", true}} || mod == json{{"colony_on_wonder_space", true}}))
            return apYes();
        for (const auto &[m, why] : actionPhaseModifiers())
            if (mod.contains(m))
                return apNo(why);
        for (const auto &[m, shape] : kModifierShapes)
            if (mod.contains(m))
                return modifierSupport(r, mod, m);
        return std::nullopt; // a Resolution modifier (military_upkeep, golden_age_bonus...)
    }
    if (!kHandledTriggers.count(when))
        return std::nullopt;
    std::string why;
    const json cond = r.contains("if") ? r["if"] : json::object();
    if (!cond.is_object())
        return apNo("condition " + cond.dump() + " not evaluated (by hand)");
    auto condOnly = [&](std::initializer_list<const char *> keys) {
        for (const auto &[k, v] : cond.items())
            if (std::none_of(keys.begin(), keys.end(), [&k = k](const char *a) { return k == a; }))
                return false;
        return true;
    };
    auto plain = [&](std::initializer_list<const char *> extra) { return plainShape(r, extra, why) ? apYes() : apNo(why); };

    // Effect shapes beyond plain gains of the owner (effectShape): turn, round, placement and targeted
    // effects and the special actions that carry a choice — applied by applyShape() / the special action.
    // On the nation-special space (a B side's special, a dynasty: card == nullptr), the shapes of the
    // triggers below are applied too; an `on_ready` shape or taking the card itself needs a card.
    static const std::set<EffectShape> kNationSpaceShapes = {EffectShape::TakeWorkerOptional, EffectShape::FreeArchitects,
                                                             EffectShape::WaiveMilitaryUpkeep, EffectShape::DiscardBought,
                                                             EffectShape::WarAsBattle, EffectShape::AlsoBuyGoldenAgeVp,
                                                             EffectShape::MarkedCardPaysOwner};
    if (const EffectShape shape = effectShape(r); shape != EffectShape::Plain)
        return card || when == "first_turn" || when == "on_discover" || // (first_turn: skip, extra, free deploy)
                       (when == "action" && shape != EffectShape::TakeThisCard) || kNationSpaceShapes.count(shape)
                   ? apYes()
                   : apNo("effect of a nation special not recorded");
    if (when == "first_turn")
        return apNo("first_turn rule " + r.dump() + " not applied (only skip_turn / extra_actions are)");
    if (when == "on_discover") { // explore(): plain gains of the discoverer (Aurora Borealis, America B)
        if (!cond.empty())
            return apNo("on_discover condition " + cond.dump() + " not evaluated (by hand)");
        return plain({});
    }
    if (when == "on_passed_over" || when == "on_spend_last_gold") {
        if (!cond.empty())
            return apNo(when + " condition " + cond.dump() + " not evaluated (by hand)");
        return plain({});
    }

    if (when == "on_ready" || when == "on_wonder_ready" || when == "on_hire_architect" || when == "on_golden_age_vp" ||
        when == "on_golden_age_books" || when == "on_take_worker") {
        if (when == "on_ready" && !card)
            return apNo("on_ready of a nation special is not recorded");
        if (!cond.empty())
            return apNo("condition " + cond.dump() + " not evaluated (by hand)");
        return plain({});
    }
    if (when == "on_replace") {
        if (cond.empty() || !condOnly({"old_type", "new_type", "new_age_greater"}) ||
            (!cond.contains("old_type") && !cond.contains("new_type")) ||
            (cond.contains("old_type") && !onlyBuildingOrMilitary(cond["old_type"])) ||
            (cond.contains("new_type") && !onlyBuildingOrMilitary(cond["new_type"])) ||
            (cond.contains("new_age_greater") && !cond["new_age_greater"].is_boolean()))
            return apNo("on_replace condition " + cond.dump() +
                        " not evaluated (only covering a Building/Military by type and age is; by hand)");
        return plain({"if"});
    }
    if (when == "on_pass") {
        if (!cond.empty() && !(cond.size() == 1 && (cond.value("passed", json()) == "first" ||
                                                     cond.value("passed", json()) == "last")))
            return apNo("on_pass condition " + cond.dump() + " not evaluated (by hand)");
        return plain({"if"});
    }
    if (when == "on_other_buy") {
        if (!(cond.size() == 1 && cond.contains("card_type") && cardTypesValid(cond["card_type"])))
            return apNo("on_other_buy condition " + cond.dump() + " not evaluated (by hand)");
        if (!r.contains("target")) { // the owner gains (buy())
            if (!keysAre(r, {"if", "gain"}))
                return apNo("on_other_buy rule " + r.dump() + " not applied (only gains of the owner are; by hand)");
            if (r["gain"] == "gold_paid_by_buyer" || (plainAmounts(r["gain"]) && !r["gain"].contains("vp")))
                return apYes();
            return apNo("on_other_buy gain " + r["gain"].dump() + " not applied (by hand)");
        }
        if (r.value("target", json()) != "buyer")
            return apNo("on_other_buy effect for " + r.value("target", json("the owner")).dump() +
                        " not applied (only the buyer's and the owner's gains are; by hand)");
        return plain({"if", "target"});
    }
    if (when == "on_buy") {
        if (card && card->type == CardType::War && r.value("effect", json()) == "set_war_marker") {
            for (const auto &[k, v] : r.items())
                if (k != "when" && k != "effect" && k != "value")
                    return apNo("\"" + k + "\" of the War marker not applied (by hand)");
            if (r.value("value", json("buyer_strength")) != "buyer_strength")
                return apNo("War marker value " + r["value"].dump() + " not applied (by hand)");
            return apYes(true); // the War purchase: marker at the buyer's Strength (Rulebook p.15)
        }
        if (card && card->type == CardType::Battle && r.contains("gain_amount")) {
            const json choice = r.value("gain_type_choice", json());
            const bool ok = r.size() == 4 && r["gain_amount"] == "best_raid_value" &&
                            cond == json{{"has_worker_on", "military"}} && choice.is_array() && choice.size() == 3 &&
                            std::is_permutation(choice.begin(), choice.end(), json{"books", "food", "stone"}.begin());
            if (ok)
                return apYes(true); // the Battle purchase: best raid value of a staffed Military (Rulebook p.16)
            return apNo("Battle gain " + r.dump() + " differs from the best raid value (by hand)");
        }
        if (r.value("option", json()) == "special")
            return apNo("Golden Age special option: recorded as a by-hand note when chosen");
        if (cond.contains("card_type")) {
            if (cond.size() != 1 || !cardTypesValid(cond["card_type"]))
                return apNo("on_buy condition " + cond.dump() + " not evaluated (only the card type is; by hand)");
            return plain({"if"});
        }
        if (!card)
            return apNo("on_buy of a nation special without a card type is not recorded");
        if (!cond.empty() && !(cond.size() == 1 && cond.contains("paid_gold") && cond["paid_gold"].is_number_integer()))
            return apNo("on_buy condition " + cond.dump() + " not evaluated (by hand)");
        return plain({"if"});
    }
    if (when == "action") {
        // Special actions of the nation-special space (a B side's special, a dynasty in play) are
        // applied like a card's (special()); only those offered to other nations are not.
        if (!card && r.contains("target"))
            return apNo("special action of a nation special for other nations (recorded by hand)");
        static const std::set<std::string> allowed = {"when", "limit", "pay", "pay_choice", "gain", "choose_one"};
        for (const std::string &k : keysByPriority(r))
            if (!allowed.count(k)) {
                if (k == "effect")
                    return apNo("named effect " + r[k].dump() + " needs code (recorded by hand)");
                if (k == "if")
                    return apNo("condition " + r[k].dump() + " of a special action not evaluated (recorded by hand)");
                if (k == "target")
                    return apNo("special action for other nations (target " + r[k].dump() + ") recorded by hand");
                return apNo("\"" + k + "\" of a special action not applied (recorded by hand)");
            }
        if (r.contains("limit") && r["limit"] != "once_per_round" && r["limit"] != "twice_per_round" &&
            r["limit"] != "three_per_round")
            return apNo("limit " + r["limit"].dump() + " not interpreted (recorded by hand)");
        if (r.contains("pay") && !plainAmounts(r["pay"]))
            return apNo("payment " + r["pay"].dump() + " is not plain resources/VP (recorded by hand)");
        if (r.contains("pay_choice")) {
            if (!r["pay_choice"].is_array() || r["pay_choice"].empty())
                return apNo("pay_choice is not a list (recorded by hand)");
            for (const auto &o : r["pay_choice"])
                if (!plainAmounts(o))
                    return apNo("payment " + o.dump() + " is not plain resources/VP (recorded by hand)");
        }
        if (r.contains("gain") && !plainAmounts(r["gain"]))
            return apNo("gain " + r["gain"].dump() + " is not plain resources/VP (Strength/Stability for the round: "
                        "recorded by hand)");
        if (r.contains("choose_one")) {
            if (!r["choose_one"].is_array() || r["choose_one"].empty())
                return apNo("choose_one is not a list (recorded by hand)");
            for (const auto &o : r["choose_one"])
                if (!o.is_object() || o.contains("lose") || !plainOutcome(o))
                    return apNo("option " + o.dump() + " is not a plain gain (recorded by hand)");
        }
        if (!r.contains("gain") && !r.contains("choose_one"))
            return apNo("special action without a gain (recorded by hand)");
        return apYes();
    }
    if (when == "on_play") { // a dynasty played with a turmoil card (turmoil())
        for (const auto &[k, v] : r.items())
            if (k != "when" && k != "take_workers" && k != "gain")
                return apNo("\"" + k + "\" of a dynasty played not applied (by hand)");
        if (r.contains("take_workers") && !(r["take_workers"].is_number_integer() && r["take_workers"].get<int>() > 0))
            return apNo("take_workers " + r["take_workers"].dump() + " not applied (by hand)");
        if (r.contains("gain") && !plainAmounts(r["gain"]))
            return apNo("gain " + r["gain"].dump() + " is not plain resources/VP (by hand)");
        return apYes();
    }
    if (when == "before_progress") { // Jagellonian Dynasty: an action with "out_of_turn" (outOfTurn())
        if (keysAre(r, {"pay", "pay_to", "extra_actions"}) && plainAmounts(r["pay"]) &&
            r["pay_to"] == "first_player_or_second" && r["extra_actions"] == 1)
            return apYes();
        return apNo("before_progress rule " + r.dump() +
                    " not applied (only paying the first or second player for one action before everyone else is)");
    }
    if (when == "on_turmoil") { // turmoil(): Sassanid Empire
        if (r == json{{"when", "on_turmoil"}, {"if", {{"turmoil_choice", "gold"}}}, {"effect", "discard_turmoil_card"}})
            return apYes();
        return apNo("on_turmoil rule " + r.dump() + " not applied (only discarding a turmoil card taken for Gold is)");
    }
    if (when == "growth") {
        // Mauryan Empire: "when you take a Worker as Growth you may take up to 2 more" (applyGrowth).
        if (keysAre(r, {"if", "take_workers_optional"}) && cond == json{{"growth_choice", "worker"}} &&
            r["take_workers_optional"].is_number_integer() && r["take_workers_optional"].get<int>() > 0)
            return apYes();
        for (const auto &[k, v] : r.items())
            if (k != "when" && k != "if" && k != "gain" && k != "modifier")
                return apNo("\"" + k + "\" of a growth rule not applied (by hand)");
        const json g = cond.value("growth_choice", json());
        auto resource = [](const json &x) { return x == "food" || x == "stone" || x == "gold"; };
        bool condOk = cond.empty() || (cond.size() == 1 && (resource(g) || (g.is_array() && !g.empty() &&
                                                                            std::all_of(g.begin(), g.end(), resource))));
        if (!condOk)
            return apNo("growth condition " + cond.dump() + " not evaluated (by hand)");
        const json mod = r.value("modifier", json());
        const bool bonus = mod.is_object() && mod.size() == 1 && mod.contains("growth_bonus_same_resource") &&
                           mod["growth_bonus_same_resource"].is_number_integer();
        std::optional<Amounts> gain = r.contains("gain") ? plainAmounts(r["gain"]) : std::nullopt;
        if (gain && (*gain)[Quantity::Vp] != 0)
            gain.reset();
        if (r.contains("gain") == r.contains("modifier") || (r.contains("gain") && !gain) ||
            (r.contains("modifier") && !bonus))
            return apNo("growth rule " + r.dump() + " not applied (by hand)");
        return apYes(); // the Growth reducer (actions.cpp) via growthRuleBonus()
    }
    return std::nullopt;
}

} // namespace nc::nations
