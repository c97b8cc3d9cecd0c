#include "nations/rule.h"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

#include "nations/card_rules.h"

namespace nc::nations {

using nlohmann::json;

namespace {

constexpr std::array<std::pair<Trigger, std::string_view>, 33> kTriggers = {{
    {Trigger::OnBuy, "on_buy"},
    {Trigger::OnReady, "on_ready"},
    {Trigger::Action, "action"},
    {Trigger::OnWonderReady, "on_wonder_ready"},
    {Trigger::OnReplace, "on_replace"},
    {Trigger::OnPass, "on_pass"},
    {Trigger::OnHireArchitect, "on_hire_architect"},
    {Trigger::OnGoldenAgeVp, "on_golden_age_vp"},
    {Trigger::OnOtherBuy, "on_other_buy"},
    {Trigger::OnGoldenAgeBooks, "on_golden_age_books"},
    {Trigger::OnTakeWorker, "on_take_worker"},
    {Trigger::Growth, "growth"},
    {Trigger::FirstTurn, "first_turn"},
    {Trigger::OnPassedOver, "on_passed_over"},
    {Trigger::OnSpendLastGold, "on_spend_last_gold"},
    {Trigger::OnPlay, "on_play"},
    {Trigger::OnTurmoil, "on_turmoil"},
    {Trigger::OnDiscover, "on_discover"},
    {Trigger::BeforeProgress, "before_progress"},
    {Trigger::Production, "production"},
    {Trigger::AfterProduction, "after_production"},
    {Trigger::Ongoing, "ongoing"},
    {Trigger::Check, "check"},
    {Trigger::EndOfRound, "end_of_round"},
    {Trigger::EndOfAge, "end_of_age"},
    {Trigger::FinalScoring, "final_scoring"},
    {Trigger::WarResolution, "war_resolution"},
    {Trigger::OnDefeated, "on_defeated"},
    {Trigger::OnNotDefeated, "on_not_defeated"},
    {Trigger::ResourceShortage, "resource_shortage"},
    {Trigger::Famine, "famine"},
    {Trigger::EventReveal, "event_reveal"},
    {Trigger::PlayerOrder, "player_order"},
}};

constexpr std::array<std::pair<EffectShape, std::string_view>, 40> kShapes = {{
    {EffectShape::Plain, ""},
    {EffectShape::SkipTurn, "skip_turn"},
    {EffectShape::ExtraActions, "extra_actions"},
    {EffectShape::FirstTurnFreeDeploy, "first_turn_free_deploy"},
    {EffectShape::WaiveMilitaryUpkeep, "waive_military_upkeep"},
    {EffectShape::WarAsBattle, "war_as_battle"},
    {EffectShape::DiscardBought, "discard_bought"},
    {EffectShape::DiscardBoughtAddMarker, "discard_bought_add_marker"},
    {EffectShape::TakeWorkerOptional, "take_worker_optional"},
    {EffectShape::FreeArchitects, "free_architects"},
    {EffectShape::FreeWorkerOnBought, "free_worker_on_bought"},
    {EffectShape::RemoveBuildings, "remove_buildings"},
    {EffectShape::StrengthThisRound, "strength_this_round"},
    {EffectShape::GainPerPassed, "gain_per_passed"},
    {EffectShape::ReturnWorkers, "return_workers"},
    {EffectShape::ColoniesRow, "colonies_row"},
    {EffectShape::Targets, "targets"},
    {EffectShape::ForceLeast, "force_least"},
    {EffectShape::PassedOverBooks, "passed_over_books"},
    {EffectShape::PublicArchitects, "public_architects"},
    {EffectShape::ArchitectDiscount, "architect_discount"},
    {EffectShape::StaysFirstTime, "stays_first_time"},
    {EffectShape::SwapBoardCards, "swap_board_cards"},
    {EffectShape::DeployFree, "deploy_free"},
    {EffectShape::BuyFree, "buy_free"},
    {EffectShape::TakeWorkers, "take_workers"},
    {EffectShape::TakeThisCard, "take_this_card"},
    {EffectShape::RemoveOwnColony, "remove_own_colony"},
    {EffectShape::ReturnWorkerFreeArchitect, "return_worker_free_architect"},
    {EffectShape::RemoveAdvisorAddMarker, "remove_advisor_add_marker"},
    {EffectShape::RemoveOwnAdvisor, "remove_own_advisor"},
    {EffectShape::DiscardPublicArchitect, "discard_public_architect"},
    {EffectShape::StabilityThisRound, "stability_this_round"},
    {EffectShape::MarkPopulationSpace, "mark_population_space_no_upkeep"},
    {EffectShape::ParkResources, "park_resources"},
    {EffectShape::AlsoBuyGoldenAgeVp, "also_buy_golden_age_vp"},
    {EffectShape::MarkedCardPaysOwner, "marked_card_pays_owner"},
    {EffectShape::MarkProgressCard, "mark_progress_card"},
    {EffectShape::TakeAdvisorFromWonderSpace, "take_advisor_from_wonder_space"},
    {EffectShape::ForceDynastyChange, "force_dynasty_change"},
}};

/// JSON types a field of the vocabulary may take (shared/data/nations/README.md "The `rules` vocabulary").
enum Kinds : unsigned { Str = 1, Int = 2, Obj = 4, Arr = 8 };

const std::map<std::string, unsigned, std::less<>> kFields = {
    {"when", Str},          {"if", Obj},           {"gain", Obj | Str},     {"lose", Obj},
    {"effect", Str},        {"target", Obj | Str}, {"modifier", Obj},       {"value", Str},
    {"mitigate", Obj},      {"gain_amount", Str},  {"gain_type_choice", Arr}, {"per", Str},
    {"pay", Obj},           {"limit", Str},        {"duration", Str},       {"remove", Str},
    {"choose_one", Arr},    {"private_architects", Int}, {"option", Str},   {"take_workers", Int},
    {"extra_actions", Int}, {"return_workers", Int}, {"amount", Int},       {"pay_to_owner", Obj},
    {"take_workers_optional", Int}, {"pay_choice", Arr}, {"card_types", Arr | Str}, {"row_4_price_gold", Int},
    {"max_amount", Int},    {"resources", Arr},    {"pay_to", Str},         {"choose_resource", Arr},
    {"lose_amount", Int},
};

bool hasKind(const json &v, unsigned kinds)
{
    return ((kinds & Str) && v.is_string()) || ((kinds & Int) && v.is_number_integer()) ||
           ((kinds & Obj) && v.is_object()) || ((kinds & Arr) && v.is_array());
}

std::string kindsText(unsigned kinds)
{
    std::string t;
    for (const auto &[k, name] : {std::pair{Str, "a string"}, {Int, "an integer"}, {Obj, "an object"}, {Arr, "a list"}})
        if (kinds & k)
            t += (t.empty() ? "" : " or ") + std::string(name);
    return t;
}

/// The card types of `if.card_type` (a type key or a non-empty list of them); nullopt when malformed.
std::optional<std::vector<CardType>> cardTypesOf(const json &t)
{
    const json list = t.is_array() ? t : json::array({t});
    if (list.empty())
        return std::nullopt;
    std::vector<CardType> out;
    for (const json &x : list) {
        const auto type = x.is_string() ? cardTypeFromKey(x.get<std::string>()) : std::nullopt;
        if (!type)
            return std::nullopt;
        out.push_back(*type);
    }
    return out;
}

} // namespace

std::string_view key(Trigger t)
{
    for (const auto &[v, k] : kTriggers)
        if (v == t)
            return k;
    return "";
}

std::optional<Trigger> triggerFromKey(std::string_view k)
{
    for (const auto &[v, name] : kTriggers)
        if (name == k)
            return v;
    return std::nullopt;
}

std::string_view key(EffectShape s)
{
    for (const auto &[v, k] : kShapes)
        if (v == s)
            return k;
    return "";
}

bool Rule::purchaseOf(CardType t) const
{
    return std::find(ifCardTypes.begin(), ifCardTypes.end(), t) != ifCardTypes.end();
}

RuleSupport Rule::actionPhaseSupport() const
{
    if (actionPhase)
        return *actionPhase;
    RuleSupport s;
    s.reason = "not an Action Phase rule";
    return s;
}

Trigger checkRuleVocabulary(const json &rule, size_t index)
{
    const std::string at = "rules[" + std::to_string(index) + "]";
    if (!rule.is_object())
        throw RuleVocabularyError{at, "a rule must be an object"};
    if (!rule.contains("when"))
        throw RuleVocabularyError{at, "a rule needs a trigger (\"when\")"};
    for (const auto &[k, v] : rule.items()) {
        const auto f = kFields.find(k);
        if (f == kFields.end())
            throw RuleVocabularyError{at + "." + k, "unknown field \"" + k + "\" (not in the rules vocabulary)"};
        if (!hasKind(v, f->second))
            throw RuleVocabularyError{at + "." + k, "\"" + k + "\" must be " + kindsText(f->second)};
    }
    // The only option of the vocabulary (Rule::specialOption carries it).
    if (rule.contains("option") && rule["option"] != "special")
        throw RuleVocabularyError{at + ".option", "\"option\" must be \"special\" (a Golden Age's special option)"};
    if (rule.contains("if") && rule["if"].contains("card_type") && !cardTypesOf(rule["if"]["card_type"]))
        throw RuleVocabularyError{at + ".if.card_type", "\"card_type\" must name a card type or a non-empty list of them "
                                                         "(building, military, colony, wonder, advisor, war, battle, "
                                                         "golden_age, natural_wonder)"};
    const std::string when = rule["when"].get<std::string>();
    const auto t = triggerFromKey(when);
    if (!t)
        throw RuleVocabularyError{at + ".when", "unknown trigger \"" + when + "\" (not in the rules vocabulary)"};
    return *t;
}

Rule parseRule(const json &r, size_t i)
{
    Rule typed;
    typed.when = checkRuleVocabulary(r, i);
    typed.specialOption = r.value("option", "") == "special";
    try {
        // The plain fields first: the shape is decided from them, then the shape's own parameters are read.
        PlainEffect fields = parsePlainEffect(r);
        typed.shape = effectShape(typed.when, fields, typed.specialOption);
        typed.effect = typed.shape == EffectShape::Plain ? Effect(std::move(fields)) : parseEffect(r, typed.shape);
    } catch (RuleVocabularyError &e) {
        e.field = "rules[" + std::to_string(i) + "]" + (e.field.empty() ? "" : "." + e.field);
        throw;
    }
    if (r.contains("if") && r["if"].contains("card_type"))
        typed.ifCardTypes = *cardTypesOf(r["if"]["card_type"]);
    return typed;
}

std::vector<Rule> parseRules(const json &rules, const ProgressCard *card)
{
    std::vector<Rule> out;
    if (!rules.is_array())
        return out;
    out.reserve(rules.size());
    for (size_t i = 0; i < rules.size(); ++i)
        out.push_back(parseRule(rules[i], i));
    // Classified from the typed rules, once all of the card's are typed (a rule may depend on another
    // of its card: Japan B Emperor's markers).
    for (Rule &typed : out) {
        typed.support = ruleSupport(typed, card, out);
        typed.actionPhase = actionPhaseRuleSupport(typed, card);
    }
    return out;
}

json toJson(const Rule &rule)
{
    json j = toJson(rule.effect);
    j["when"] = std::string(key(rule.when));
    if (rule.specialOption)
        j["option"] = "special";
    return j;
}

std::vector<std::string_view> keysOf(const Rule &rule)
{
    std::vector<std::string_view> k;
    if (const auto *plain = std::get_if<PlainEffect>(&rule.effect)) {
        k = keysOf(*plain);
    } else {
        const json written = toJson(rule.effect); // a named shape's keys (vocabulary names)
        for (const auto &[name, v] : written.items())
            k.push_back(kFields.find(name)->first);
    }
    if (rule.specialOption)
        k.push_back("option");
    std::sort(k.begin(), k.end());
    return k;
}

bool keysAre(const Rule &rule, std::initializer_list<std::string_view> keys)
{
    const auto k = keysOf(rule);
    return k.size() == keys.size() &&
           std::all_of(keys.begin(), keys.end(), [&](std::string_view x) { return std::find(k.begin(), k.end(), x) != k.end(); });
}

} // namespace nc::nations
