// The engines' classification of a typed rule (ruleSupport, card_rules.h): whether the Resolution-time
// interpreter (card_rules.cpp) or the Action Phase engine (actionPhaseRuleSupport, action_phase_support.cpp)
// applies it, and why not. Reads the Rule parsed at catalog load (trigger, shape, typed effect), never the
// JSON; run once per catalog rule by parseRules() (rule_parse.cpp), the engines read Rule::support.
#include "nations/card_rules.h"

#include <algorithm>
#include <functional>

namespace nc::nations {

namespace {

using nlohmann::json;

/// Triggers handled by the Resolution-time interpreter (outside the Action Phase).
const std::set<Trigger> kResolutionTriggers = {
    Trigger::Production,    Trigger::AfterProduction, Trigger::Ongoing,    Trigger::Check,
    Trigger::EndOfRound,    Trigger::EndOfAge,        Trigger::FinalScoring, Trigger::WarResolution,
    Trigger::OnDefeated,    Trigger::OnNotDefeated,   Trigger::ResourceShortage, Trigger::Famine,
    Trigger::EventReveal,   Trigger::PlayerOrder};

/// Per multipliers the interpreter counts (`per`).
const std::set<Per> kPerCounted = {Per::WorkerOnThisCard,      Per::AdvisorOwned,          Per::ColonyAge3Owned,
                                   Per::ColonyAge4Owned,       Per::WorkerOnAge4Building,  Per::BuildingOrMilitaryOfCurrentAge,
                                   Per::UndeployedWorker,      Per::OtherNaturalWonderOwned, Per::WorkerOnMilitary};

const std::map<Per, std::string> kPerNeedsState = {
    {Per::MarkerOnThisCard, "markers are counted only for a production rule with effect add_marker (Hypatia), "
                            "a dynasty's production rule (Old Kingdom) and an ongoing rule of a card that adds its "
                            "markers on purchase (Japan B Emperor); other ways of adding markers are not automated"},
    {Per::PlayerAlreadyPassed, "counted during the Action Phase"},
    {Per::NationForced, "counted during the Action Phase"}};

bool isResource(Quantity q)
{
    return q == Quantity::Gold || q == Quantity::Food || q == Quantity::Stone || q == Quantity::Books;
}
bool resourceOrVp(Quantity q) { return isResource(q) || q == Quantity::Vp; }
bool continuous(Quantity q) { return q == Quantity::Strength || q == Quantity::Stability; }

/// Amounts (not a gain given by name) whose every quantity is one of `allowed`.
bool amountsWithin(const std::optional<Amounts> &a, const std::function<bool(Quantity)> &allowed)
{
    if (!a)
        return false;
    for (Quantity q : kQuantities)
        if ((*a)[q] != 0 && !allowed(q))
            return false;
    return true;
}

/// The JSON of one field of the rule, for explanations that quote it.
std::string quoted(const PlainEffect &e, const char *k) { return toJson(e)[k].dump(); }

std::string conditionText(const Condition &c) { return toJson(c).dump(); }

/// One clause of a condition (a condition with several clauses must fulfil all of them).
bool clauseSupported(const ConditionClause &c, Trigger when)
{
    if (const auto *r = std::get_if<RankIs>(&c))
        return !r->asList || r->rank == Rank::Most; // Roman Empire: "most Strength and most Stability"
    if (std::holds_alternative<Passed>(c) || std::holds_alternative<StabilityAbove>(c) ||
        std::holds_alternative<WorkersOnMilitaryExactly>(c))
        return true;
    if (const auto *f = std::get_if<Flag>(&c))
        return f->kind == FlagKind::StrengthAboveWar;
    if (const auto *h = std::get_if<HasWorkerOn>(&c))
        return h->type == CardType::Military;
    if (const auto *b = std::get_if<BoughtThisRound>(&c))
        return b->type == CardType::Colony && when == Trigger::Production; // asked as a Decision
    return std::holds_alternative<GrowthChoice>(c) && when == Trigger::Growth;
}

/// Conditions the board alone decides (no other nation, no round input): evaluated in the continuous
/// values (Sparta: "while exactly one of your Workers is on Military cards").
bool ownBoardCondition(const Condition &c)
{
    return c.all.size() == 1 && (c.find<WorkersOnMilitaryExactly>() || c.find<HasWorkerOn>());
}

/// Only the listed keys (besides when/if/per/target) are set.
bool onlyKeys(const Rule &rule, std::initializer_list<const char *> keys, std::string &why)
{
    for (std::string_view k : keysOf(rule)) {
        if (k == "if" || k == "per" || k == "target")
            continue;
        if (std::none_of(keys.begin(), keys.end(), [&](const char *a) { return k == a; })) {
            why = "\"" + std::string(k) + "\" in a " + std::string(key(rule.when)) + " rule not interpreted";
            return false;
        }
    }
    return true;
}

/// "owner" (no target), the target's name, or its comparison as written ({"least":"strength"}).
std::string targetText(const PlainEffect &e)
{
    if (!e.target)
        return "owner";
    const json t = toJson(*e.target);
    return t.is_string() ? t.get<std::string>() : t.dump();
}

bool modifierIs(const Modifier &m, std::string_view only)
{
    const auto k = keysOf(m);
    return k.size() == 1 && k[0] == only;
}

RuleSupport no(std::string why, bool resolution = true)
{
    RuleSupport s;
    s.automated = false;
    s.resolutionTime = resolution;
    s.reason = std::move(why);
    return s;
}

RuleSupport yes(bool byField = false)
{
    RuleSupport s;
    s.automated = true;
    s.resolutionTime = !byField;
    s.coveredByField = byField;
    return s;
}

RuleSupport notResolutionTime(RuleSupport s)
{
    s.resolutionTime = false;
    return s;
}

} // namespace

RuleSupport ruleSupport(const Rule &rule, const ProgressCard *card)
{
    static const std::vector<Rule> none;
    return ruleSupport(rule, card, card ? card->typedRules : none);
}

RuleSupport ruleSupport(const nlohmann::json &rule, const ProgressCard *card)
{
    return ruleSupport(parseRule(rule, 0), card);
}

RuleSupport ruleSupport(const Rule &rule, const ProgressCard *card, const std::vector<Rule> &cardRules)
{
    const Trigger when = rule.when;
    const std::string whenName(key(when));
    const PlainEffect *plain = std::get_if<PlainEffect>(&rule.effect);
    if (card && card->type == CardType::War && when == Trigger::WarResolution && plain) {
        // The War's own loss: applied by the War step from war.defeat_loss (Rulebook p.19).
        Amounts lose = plain->lose.value_or(Amounts{});
        const int vp = lose[Quantity::Vp];
        lose[Quantity::Vp] = 0;
        if (lose == card->warLoss && vp == 1 && plain->condition && plain->condition->find<StrengthBelowWarMarker>())
            return yes(true);
        return no("war rule differs from the card's war.defeat_loss (or the VP is not 1)");
    }
    // Action Phase triggers, Growth and the modifiers of Action Phase rules: the Action Phase engine's
    // own classification (action_phase_support.cpp), the one it uses to apply or record by hand.
    if (auto ap = actionPhaseRuleSupport(rule, card))
        return *ap;
    if (!kResolutionTriggers.count(when))
        return no("trigger " + whenName + " not interpreted", false);
    // Axumite Kingdom: the card marked after the reveal is the action "event"'s "marked" (revealEvent());
    // another nation buying it pays the owner (buy()). The only named shape of these triggers.
    if (!plain)
        return rule.shape == EffectShape::MarkProgressCard ? notResolutionTime(yes())
                                                           : no("effect shape " + std::string(key(rule.shape)) +
                                                                " not interpreted");
    const PlainEffect &e = *plain;
    std::string why;
    if (e.condition)
        for (const ConditionClause &c : e.condition->all)
            if (!clauseSupported(c, when))
                return no("condition " + conditionText(*e.condition) + " needs state the app does not track");
    auto gainWithin = [&](const std::function<bool(Quantity)> &allowed) { return amountsWithin(e.gain, allowed); };
    // Hypatia: "Each production a marker is added here, then you get 1 book per marker" — the marker is
    // counted in PlayerState::markers (productionRuleItems).
    if (when == Trigger::Production && e.effect == NamedEffect::AddMarker && e.per == Per::MarkerOnThisCard &&
        onlyKeys(rule, {"effect", "gain"}, why) && !e.condition && !e.target && gainWithin(isResource))
        return yes();
    // Niccolò Machiavelli: the action "event" with "drawn" (two cards) and the chosen "card" (revealEvent,
    // action_phase.h). Applied when the Event Card is entered, not in the Resolution Phase.
    if (when == Trigger::EventReveal && keysAre(rule, {"effect"}) && e.effect == NamedEffect::DrawTwoChooseOne)
        return notResolutionTime(yes());
    // Old Kingdom (a dynasty, card == nullptr): its markers come from its own special action
    // (action_phase_specials.cpp shape "remove_advisor_add_marker") and go with War defeats (on_defeated
    // "remove_marker"), both kept in PlayerState::markers under the dynasty's id.
    if (!card && when == Trigger::Production && e.per == Per::MarkerOnThisCard && !e.condition &&
        onlyKeys(rule, {"gain"}, why) && !e.target && gainWithin(isResource))
        return yes();
    if (when == Trigger::OnDefeated && keysAre(rule, {"effect"}) && e.effect == NamedEffect::RemoveMarker)
        return yes(); // afterWarRules()
    // Joseon Kingdom: the resources parked by its special action (PlayerState::parked) come back doubled
    // at the end of the round (resolution.cpp endOfRound(), after the last step).
    if (when == Trigger::EndOfRound && keysAre(rule, {"effect"}) && e.effect == NamedEffect::ReturnParkedDoubled)
        return yes();
    // Japan B Emperor: "each adds a marker here worth +1 strength" — its markers come from its own on_buy
    // rule (shape "discard_bought_add_marker", action_phase_buy.cpp), kept in PlayerState::markers under the
    // card's id; the ongoing Strength/Stability per marker is counted in the board values (addOwnOngoingRules).
    if (card && when == Trigger::Ongoing && e.per == Per::MarkerOnThisCard && !e.condition &&
        onlyKeys(rule, {"gain"}, why) && !e.target && gainWithin(continuous) &&
        std::any_of(cardRules.begin(), cardRules.end(),
                    [](const Rule &o) { return o.shape == EffectShape::DiscardBoughtAddMarker; }))
        return yes();
    if (e.per && !kPerCounted.count(*e.per))
        return no("multiplier per \"" + std::string(key(*e.per)) + "\": " + kPerNeedsState.at(*e.per));
    if (e.effect)
        return no("named effect " + quoted(e, "effect") + " needs code (not automated)");
    const std::string target = targetText(e);
    const std::optional<Modifier> &mod = e.modifier;
    const bool hasGain = e.gain || e.gainFrom;

    switch (when) {
    case Trigger::Production: {
        if (mod) {
            if ((modifierIs(*mod, "books_multiplier") || (modifierIs(*mod, "military_upkeep") && mod->militaryUpkeep == 0)) &&
                onlyKeys(rule, {"modifier"}, why) && target == "owner")
                return yes();
            return no("production modifier " + toJson(*mod).dump() + " not interpreted");
        }
        if (!onlyKeys(rule, {"gain", "lose", "choose_one"}, why))
            return no(why);
        if (target != "owner")
            return no("production rule with target " + target + " not interpreted");
        if (hasGain && !gainWithin(resourceOrVp)) // VP: Roman Empire
            return no("production gain " + quoted(e, "gain") + " not interpreted");
        if (e.lose && !amountsWithin(e.lose, resourceOrVp))
            return no("production lose " + quoted(e, "lose") + " not interpreted");
        for (const PlainEffect &o : e.chooseOne)
            if (keysOf(o) != std::vector<std::string_view>{"gain"} || !amountsWithin(o.gain, isResource))
                return no("choose_one option " + toJson(o).dump() + " not interpreted");
        if (!hasGain && !e.lose && e.chooseOne.empty())
            return no("production rule without an outcome");
        return yes();
    }
    case Trigger::AfterProduction:
        if (target == "owner" && !e.per && onlyKeys(rule, {"gain"}, why) && gainWithin(isResource))
            return yes();
        if (target == "others" && !e.chooseResource.empty() && e.loseAmount &&
            onlyKeys(rule, {"choose_resource", "lose_amount"}, why) && !e.condition)
            return yes();
        return no(why.empty() ? "after_production rule not interpreted" : why);
    case Trigger::Ongoing: {
        if (e.privateArchitects) {
            if (!onlyKeys(rule, {"private_architects"}, why) || e.condition || e.per)
                return no(why.empty() ? "conditional private Architects not interpreted" : why);
            if (card && card->privateArchitects != *e.privateArchitects)
                return no("private_architects rule differs from the card's private_architects field");
            return yes(card != nullptr);
        }
        if (mod) {
            if (modifierIs(*mod, "military_upkeep") && mod->militaryUpkeep == 0 && target == "owner")
                return yes();
            if (modifierIs(*mod, "golden_age_bonus") && target == "owner") {
                if (card && card->goldenAgeBonus != *mod->goldenAgeBonus)
                    return no("golden_age_bonus rule differs from the card's golden_age_bonus field");
                return yes(card != nullptr);
            }
            return no("ongoing modifier " + toJson(*mod).dump() + " not interpreted");
        }
        if (!onlyKeys(rule, {"gain", "lose"}, why))
            return no(why);
        if (e.condition && !ownBoardCondition(*e.condition))
            return no("conditional ongoing rule not interpreted (only conditions on the own board are)");
        if (target != "owner" && target != "all" && target != "others")
            return no("ongoing rule with target " + target + " not interpreted");
        if (hasGain && !gainWithin(continuous))
            return no("ongoing gain " + quoted(e, "gain") + " not interpreted");
        if (e.lose && !amountsWithin(e.lose, continuous))
            return no("ongoing lose " + quoted(e, "lose") + " not interpreted");
        if (!hasGain && !e.lose)
            return no("ongoing rule without an outcome");
        return yes();
    }
    case Trigger::Check:
        if (e.condition && e.remove == Removal::Self && onlyKeys(rule, {"remove"}, why) && target == "owner")
            return yes();
        return no(why.empty() ? "check rule not interpreted" : why);
    case Trigger::EndOfAge:
    case Trigger::EndOfRound:
        // Vesuvius: "at the end of every age you must return 1 worker" (endOfAgeRules(): a Decision for the
        // Worker and one for the section, Rulebook p.8 "Taking and Returning Workers").
        if (e.returnWorkers) {
            if (when == Trigger::EndOfAge && keysAre(rule, {"return_workers"}))
                return yes();
            return no("return_workers " + toJson(rule).dump() +
                      " not interpreted (only {\"return_workers\": n} alone at the end of an age is)");
        }
        if (!onlyKeys(rule, {"gain"}, why) || e.condition || target != "owner")
            return no(why.empty() ? whenName + " rule not interpreted" : why);
        if (!gainWithin(resourceOrVp))
            return no(whenName + " gain not interpreted");
        if (when == Trigger::EndOfRound)
            return no("end_of_round rules are not interpreted (no card uses them)");
        return yes();
    case Trigger::FinalScoring: {
        if (mod) {
            if (modifierIs(*mod, "stone_counts_double_for_resource_vp"))
                return yes();
            return no("final_scoring modifier " + toJson(*mod).dump() + " not interpreted");
        }
        if (!onlyKeys(rule, {"gain"}, why) || target != "owner")
            return no(why.empty() ? "final_scoring rule not interpreted" : why);
        if (!gainWithin([](Quantity q) { return q == Quantity::Vp; }))
            return no("final_scoring gain other than VP not interpreted");
        const bool mostWorkers =
            e.condition && std::any_of(e.condition->all.begin(), e.condition->all.end(), [](const ConditionClause &c) {
                const auto *r = std::get_if<RankIs>(&c);
                return r && r->rank == Rank::Most && !r->asList && r->by == std::vector<RankBy>{RankBy::Workers};
            });
        if (e.condition && !mostWorkers)
            return no("final_scoring condition " + conditionText(*e.condition) + " not interpreted");
        return yes();
    }
    case Trigger::WarResolution:
        if (!mod || keysOf(*mod).size() != 1)
            return no("war_resolution rule without one modifier not interpreted");
        if (mod->strengthVsWar && target == "owner" && !e.condition)
            return yes();
        if (mod->defeatVpLoss == 0 && target == "owner")
            return yes();
        if (mod->immuneToDefeat && target == "owner" && !e.condition)
            return yes(); // Edo Period: defeatImmunity()
        if (mod->defeatExtraLoss && target == "all" && !e.condition)
            return yes();
        if (mod->defeatExtraLossSameResource && target == "all" && !e.condition)
            return yes();
        return no("war_resolution modifier " + toJson(*mod).dump() + " not interpreted");
    case Trigger::OnDefeated:
    case Trigger::OnNotDefeated:
        if (e.remove == Removal::Self && onlyKeys(rule, {"remove"}, why) && target == "owner")
            return yes();
        if (onlyKeys(rule, {"gain"}, why) && target == "owner" && gainWithin(resourceOrVp))
            return yes();
        return no(why.empty() ? whenName + " rule not interpreted" : why);
    case Trigger::ResourceShortage:
        if (mod && modifierIs(*mod, "shortage_vp_loss") && mod->shortageVpLoss == 0 && target == "owner")
            return yes();
        return no("resource_shortage rule not interpreted");
    case Trigger::PlayerOrder:
        if (mod && modifierIs(*mod, "strength_for_order_plus") && mod->strengthForOrderPlus == RankBy::Stability)
            return yes();
        return no("player_order rule not interpreted");
    case Trigger::Famine: { // famineRules(): Songhai Empire
        const auto *t = e.target ? std::get_if<RankedTarget>(&*e.target) : nullptr;
        if (t && t->rank == Rank::OthersWithLeast && onlyKeys(rule, {"lose"}, why) && !e.condition && !e.per &&
            amountsWithin(e.lose, isResource))
            return yes();
        return no(why.empty() ? "famine rule " + toJson(rule).dump() + " not interpreted" : why);
    }
    case Trigger::EventReveal:
        return no("event_reveal: the table chooses the Event Card (enter the chosen one)");
    default:
        return no("trigger " + whenName + " not interpreted");
    }
}

} // namespace nc::nations
