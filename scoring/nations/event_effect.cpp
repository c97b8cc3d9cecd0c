// Typed events (event_effect.h): parseEventEffect() reads an event's target and outcome once at catalog load;
// toJson() writes them back (the round trip the tests check on every event of the catalog).
// Vocabulary: shared/data/nations/README.md "event_cards.json".
#include "nations/event_effect.h"
#include "nations/vocabulary_names.h"

#include <string_view>

namespace nc::nations {

using nlohmann::json;

namespace {

template <class E> using Names = vocabulary::Names<E>;
using vocabulary::nameOf;

[[noreturn]] void fail(const std::string &field, const std::string &problem)
{
    throw EventVocabularyError{field, problem};
}

template <class E> E enumOf(Names<E> names, const json &v, const std::string &field)
{
    return vocabulary::enumOf<EventVocabularyError>(names, v, field);
}

const Names<EventQuantity> kQuantities = {
    {EventQuantity::Strength, "strength"},
    {EventQuantity::Stability, "stability"},
    {EventQuantity::Food, "food"},
    {EventQuantity::Gold, "gold"},
    {EventQuantity::Stone, "stone"},
    {EventQuantity::Books, "books"},
    {EventQuantity::GoldenAgesBoughtThisRound, "golden_ages_bought_this_round"},
    {EventQuantity::WorkersOnAge4Buildings, "workers_on_age_4_buildings"},
};
const Names<PassedPosition> kPassed = {{PassedPosition::First, "first"}, {PassedPosition::Last, "last"}};
const Names<EventNamedEffect> kEffects = {
    {EventNamedEffect::RegainVpLostToWar, "regain_vp_lost_to_war_this_round"},
    {EventNamedEffect::RegainEverythingLostToWar, "regain_everything_lost_to_war_this_round"},
    {EventNamedEffect::UndeployMilitaryWorkers, "undeploy_military_workers"},
    {EventNamedEffect::UndeployBuildingWorkers, "undeploy_building_workers"},
    {EventNamedEffect::PlayerOrderUnchanged, "player_order_unchanged_this_round"},
    {EventNamedEffect::ReduceGoldTo, "reduce_gold_to"},
    {EventNamedEffect::HireFreeArchitect, "hire_free_architect"},
    {EventNamedEffect::DeployWorkersFreeOnMilitary, "deploy_workers_free_on_military"},
};
const Names<EventRemoval> kRemovals = {{EventRemoval::Advisors, "advisors"},
                                       {EventRemoval::OneColony, "one_colony"},
                                       {EventRemoval::ArchitectFromWonderUnderConstruction,
                                        "architect_from_wonder_under_construction"}};
const Names<OrderMove> kOrderMoves = {{OrderMove::First, "first"}, {OrderMove::Last, "last"}};
const Names<EventPer::Kind> kPer = {{EventPer::Kind::WorkerUndeployed, "worker_undeployed"},
                                    {EventPer::Kind::WarOrBattleBoughtThisRound, "war_or_battle_bought_this_round"},
                                    {EventPer::Kind::ColonyBoughtThisRound, "colony_bought_this_round"}};

int intOf(const json &v, const std::string &field, int min)
{
    if (!v.is_number_integer())
        fail(field, "must be an integer");
    const int n = v.get<int>();
    if (n < min)
        fail(field, "must be at least " + std::to_string(min) + " (is " + std::to_string(n) + ")");
    return n;
}

/// Resource/VP amounts, each positive: {"gold": 2, "vp": 1}.
Amounts amountsOf(const json &v, const std::string &field)
{
    if (!v.is_object() || v.empty())
        fail(field, "must be an object of amounts ({\"gold\": 2, ...})");
    Amounts a;
    for (const auto &[k, n] : v.items()) {
        const auto q = quantityFromKey(k);
        if (!q)
            fail(field + "." + k, "\"" + k + "\" is not a resource, Stability, Strength or VP");
        a[*q] = intOf(n, field + "." + k, 1);
    }
    return a;
}

void requireTrue(const json &v, const std::string &field)
{
    if (v != true)
        fail(field, "must be true");
}

/// {"most": q or [q...]}, {"least": q}, {"passed": first|last} (with "either" next to a list).
EventTarget comparison(const json &t, const std::string &field)
{
    if (!t.is_object() || t.empty())
        fail(field, t.dump() + " is not a target (\"all\", \"split\", {\"most\": q}, {\"least\": q}, {\"passed\": ...}, "
                              "{\"not\": ...})");
    EventTarget out;
    for (const auto &[k, v] : t.items()) {
        const std::string f = field + "." + k;
        if (k == "most" || k == "least") {
            if (t.contains(k == "most" ? "least" : "most") || t.contains("passed"))
                fail(f, "a target compares one way");
            out.kind = k == "most" ? EventTarget::Kind::Most : EventTarget::Kind::Least;
            out.asList = v.is_array();
            if (out.asList && (k == "least" || v.empty()))
                fail(f, "only \"most\" takes a (non-empty) list");
            for (const json &q : out.asList ? v : json::array({v}))
                out.by.push_back(enumOf(kQuantities, q, f));
        } else if (k == "passed") {
            out.kind = EventTarget::Kind::Passed;
            out.passed = enumOf(kPassed, v, f);
        } else if (k == "either") {
            requireTrue(v, f);
            out.either = true;
        } else {
            fail(f, "unknown target key \"" + k + "\"");
        }
    }
    if (out.either && !out.asList)
        fail(field + ".either", "only next to a list of \"most\"");
    if (out.by.empty() && out.kind != EventTarget::Kind::Passed)
        fail(field, "a target needs \"most\", \"least\" or \"passed\"");
    return out;
}

EventTarget parseTarget(const json &t, const std::string &field)
{
    if (t == "all")
        return {};
    if (t == "split") {
        EventTarget out;
        out.kind = EventTarget::Kind::Split;
        return out;
    }
    if (t.is_object() && t.size() == 1 && t.contains("not")) {
        EventTarget out = comparison(t["not"], field + ".not");
        out.negated = true;
        return out;
    }
    return comparison(t, field);
}

EventPer parsePer(const json &v, const std::string &field)
{
    // colony_age_<n>_owned (Council of Clermont, Weltpolitik)
    if (v.is_string()) {
        const std::string k = v.get<std::string>();
        constexpr std::string_view pre = "colony_age_", post = "_owned";
        if (k.size() == pre.size() + 1 + post.size() && k.rfind(pre, 0) == 0 &&
            k.compare(k.size() - post.size(), post.size(), post) == 0 && k[pre.size()] >= '1' && k[pre.size()] <= '4')
            return {EventPer::Kind::ColonyOfAgeOwned, k[pre.size()] - '0'};
    }
    try {
        return {enumOf(kPer, v, field), 0};
    } catch (const EventVocabularyError &) {
        fail(field, v.dump() + " is not one of the vocabulary's values (worker_undeployed, colony_age_<1-4>_owned, "
                               "war_or_battle_bought_this_round, colony_bought_this_round)");
    }
}

EventCondition parseCondition(const json &c, const std::string &field)
{
    if (!c.is_object() || c.size() != 1)
        fail(field, "a condition is an object with one key");
    const auto &[k, v] = *c.items().begin();
    const std::string f = field + "." + k;
    EventCondition out;
    if (k == "strength_above_war" || k == "war_bought_by_other_nation") {
        requireTrue(v, f);
        out.kind = k == "strength_above_war" ? EventCondition::Kind::StrengthAboveWar
                                             : EventCondition::Kind::WarBoughtByOtherNation;
    } else if (k == "has_advisor_of_age") {
        out.kind = EventCondition::Kind::HasAdvisorOfAge;
        if (!v.is_array() || v.empty())
            fail(f, "must be a non-empty list of ages");
        for (size_t i = 0; i < v.size(); ++i)
            out.ages.push_back(intOf(v[i], f + "[" + std::to_string(i) + "]", 1));
    } else if (k == "owns_colony_of_age") {
        out.kind = EventCondition::Kind::OwnsColonyOfAge;
        out.ages.push_back(intOf(v, f, 1));
    } else {
        fail(f, "unknown condition \"" + k + "\"");
    }
    return out;
}

EventOutcome parseOutcome(const json &o, const std::string &field)
{
    if (!o.is_object())
        fail(field, "an outcome must be an object");
    EventOutcome out;
    for (const auto &[k, v] : o.items()) {
        const std::string f = field + "." + k;
        if (k == "gain")
            out.gain = amountsOf(v, f);
        else if (k == "lose")
            out.lose = amountsOf(v, f);
        else if (k == "pay")
            out.pay = amountsOf(v, f);
        else if (k == "others_lose")
            out.othersLose = amountsOf(v, f);
        else if (k == "per")
            out.per = parsePer(v, f);
        else if (k == "if")
            out.condition = parseCondition(v, f);
        else if (k == "optional") {
            requireTrue(v, f);
            out.optional = true;
        } else if (k == "choose_one") {
            if (!v.is_array() || v.size() < 2)
                fail(f, "must be a list of at least 2 options");
            for (size_t i = 0; i < v.size(); ++i)
                out.chooseOne.push_back(parseOutcome(v[i], f + "[" + std::to_string(i) + "]"));
        } else if (k == "then") {
            if (!v.is_object())
                fail(f, "must be an object");
            auto follow = std::make_shared<EventFollowUp>();
            json rest = v;
            if (rest.contains("target")) {
                follow->target = parseTarget(rest["target"], f + ".target");
                if (follow->target->kind == EventTarget::Kind::Split)
                    fail(f + ".target", "a follow-up cannot be split");
                rest.erase("target");
            }
            follow->outcome = parseOutcome(rest, f);
            out.then = std::move(follow);
        } else if (k == "player_order")
            out.playerOrder = enumOf(kOrderMoves, v, f);
        else if (k == "take_workers")
            out.takeWorkers = intOf(v, f, 1);
        else if (k == "return_workers")
            out.returnWorkers = intOf(v, f, 1);
        else if (k == "amount")
            out.amount = intOf(v, f, 1);
        else if (k == "value")
            out.value = intOf(v, f, 0);
        else if (k == "remove")
            out.remove = enumOf(kRemovals, v, f);
        else if (k == "if_none") {
            if (!v.is_object() || v.size() != 1 || !v.contains("lose"))
                fail(f, "must be {\"lose\": {...}}");
            out.ifNoneLose = amountsOf(v["lose"], f + ".lose");
        } else if (k == "effect")
            out.effect = enumOf(kEffects, v, f);
        else if (k == "modifier") {
            if (!v.is_object() || v.size() != 1 || !v.contains("strength_for_next_event") ||
                !v["strength_for_next_event"].is_number_integer())
                fail(f, "must be {\"strength_for_next_event\": n}");
            out.strengthForNextEvent = v["strength_for_next_event"].get<int>();
        } else
            fail(f, "unknown outcome \"" + k + "\" (not in the events vocabulary)");
    }
    // What a named effect needs, and what only it may carry.
    const bool reduce = out.effect == EventNamedEffect::ReduceGoldTo;
    if (reduce != out.value.has_value())
        fail(field + (reduce ? ".effect" : ".value"), "reduce_gold_to and `value` go together");
    const bool counted = out.effect == EventNamedEffect::HireFreeArchitect ||
                         out.effect == EventNamedEffect::DeployWorkersFreeOnMilitary;
    if (out.amount && !counted)
        fail(field + ".amount", "only hire_free_architect and deploy_workers_free_on_military take an amount");
    if (out.ifNoneLose && !out.remove)
        fail(field + ".if_none", "only next to `remove`");
    if (out.per && !out.gain)
        fail(field + ".per", "multiplies `gain`, which is missing");
    return out;
}

json amountsJson(const Amounts &a) { return toJson(a); }

json targetComparisonJson(const EventTarget &t)
{
    json out = json::object();
    switch (t.kind) {
    case EventTarget::Kind::Most:
    case EventTarget::Kind::Least: {
        json by = json::array();
        for (EventQuantity q : t.by)
            by.push_back(std::string(key(q)));
        out[t.kind == EventTarget::Kind::Most ? "most" : "least"] = t.asList ? by : by[0];
        if (t.either)
            out["either"] = true;
        break;
    }
    case EventTarget::Kind::Passed:
        out["passed"] = std::string(nameOf(kPassed, t.passed));
        break;
    default:
        break;
    }
    return out;
}

} // namespace

std::string_view key(EventQuantity q) { return nameOf(kQuantities, q); }

EventEffect parseEventEffect(const json &target, const json &outcome)
{
    EventEffect e;
    e.target = parseTarget(target, "target");
    if (e.target.kind != EventTarget::Kind::Split) {
        e.outcome = parseOutcome(outcome, "outcome");
        return e;
    }
    // "split": outcome keys "<most|least>_<quantity>" (Chanson de Roland, Columbian Exchange).
    if (!outcome.is_object() || outcome.empty())
        fail("outcome", "a split outcome is an object of \"most_<q>\" / \"least_<q>\" parts");
    for (const auto &[k, sub] : outcome.items()) {
        const auto us = k.find('_');
        const std::string rank = us == std::string::npos ? k : k.substr(0, us);
        if (rank != "most" && rank != "least")
            fail("outcome." + k, "a split part is \"most_<q>\" or \"least_<q>\"");
        const EventTarget part = comparison(json{{rank, k.substr(us + 1)}}, "outcome." + k);
        e.split.emplace_back(part, parseOutcome(sub, "outcome." + k));
    }
    return e;
}

json toJson(const EventTarget &t)
{
    if (t.kind == EventTarget::Kind::All)
        return "all";
    if (t.kind == EventTarget::Kind::Split)
        return "split";
    const json c = targetComparisonJson(t);
    return t.negated ? json{{"not", c}} : c;
}

json toJson(const EventOutcome &o)
{
    json out = json::object();
    if (o.gain)
        out["gain"] = amountsJson(*o.gain);
    if (o.lose)
        out["lose"] = amountsJson(*o.lose);
    if (o.pay)
        out["pay"] = amountsJson(*o.pay);
    if (o.othersLose)
        out["others_lose"] = amountsJson(*o.othersLose);
    if (o.per)
        out["per"] = o.per->kind == EventPer::Kind::ColonyOfAgeOwned
                         ? "colony_age_" + std::to_string(o.per->age) + "_owned"
                         : std::string(nameOf(kPer, o.per->kind));
    if (o.condition) {
        const EventCondition &c = *o.condition;
        switch (c.kind) {
        case EventCondition::Kind::StrengthAboveWar: out["if"] = {{"strength_above_war", true}}; break;
        case EventCondition::Kind::WarBoughtByOtherNation: out["if"] = {{"war_bought_by_other_nation", true}}; break;
        case EventCondition::Kind::HasAdvisorOfAge: out["if"] = {{"has_advisor_of_age", c.ages}}; break;
        case EventCondition::Kind::OwnsColonyOfAge: out["if"] = {{"owns_colony_of_age", c.ages.at(0)}}; break;
        }
    }
    if (o.optional)
        out["optional"] = true;
    if (!o.chooseOne.empty()) {
        json opts = json::array();
        for (const auto &c : o.chooseOne)
            opts.push_back(toJson(c));
        out["choose_one"] = opts;
    }
    if (o.then) {
        json t = toJson(o.then->outcome);
        if (o.then->target)
            t["target"] = toJson(*o.then->target);
        out["then"] = t;
    }
    if (o.playerOrder)
        out["player_order"] = std::string(nameOf(kOrderMoves, *o.playerOrder));
    if (o.takeWorkers)
        out["take_workers"] = *o.takeWorkers;
    if (o.returnWorkers)
        out["return_workers"] = *o.returnWorkers;
    if (o.amount)
        out["amount"] = *o.amount;
    if (o.value)
        out["value"] = *o.value;
    if (o.remove)
        out["remove"] = std::string(nameOf(kRemovals, *o.remove));
    if (o.ifNoneLose)
        out["if_none"] = {{"lose", amountsJson(*o.ifNoneLose)}};
    if (o.effect)
        out["effect"] = std::string(nameOf(kEffects, *o.effect));
    if (o.strengthForNextEvent)
        out["modifier"] = {{"strength_for_next_event", *o.strengthForNextEvent}};
    return out;
}

json toJson(const EventEffect &e)
{
    json outcome = toJson(e.outcome);
    for (const auto &[t, o] : e.split)
        outcome[std::string(t.kind == EventTarget::Kind::Most ? "most_" : "least_") + std::string(key(t.by.at(0)))] =
            toJson(o);
    return {{"target", toJson(e.target)}, {"outcome", outcome}};
}

} // namespace nc::nations
