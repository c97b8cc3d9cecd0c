// Typed effect parameters (rule_effect.h): parseEffect() reads a rule object once at catalog load into the
// struct of its effect shape; toJson() writes it back (the round trip the tests check on the whole catalog).
// Vocabulary: shared/data/nations/README.md "The `rules` vocabulary".
#include "nations/rule_effect.h"

#include <algorithm>
#include <array>
#include <utility>

#include "nations/catalog.h"
#include "nations/rule.h"
#include "nations/vocabulary_names.h"

namespace nc::nations {

using nlohmann::json;

namespace {

template <class E> using Names = vocabulary::Names<E>;
using vocabulary::nameOf;

[[noreturn]] void fail(const std::string &field, const std::string &problem)
{
    throw RuleVocabularyError{field, problem};
}

template <class E> E enumOf(Names<E> names, const json &v, const std::string &field)
{
    return vocabulary::enumOf<RuleVocabularyError>(names, v, field);
}

const Names<Limit> kLimits = {{Limit::OncePerRound, "once_per_round"}, {Limit::ThreePerRound, "three_per_round"}};
const Names<Duration> kDurations = {{Duration::ThisRound, "this_round"}};
const Names<RankBy> kRankBy = {{RankBy::Strength, "strength"}, {RankBy::Stability, "stability"}, {RankBy::Workers, "workers"},
                               {RankBy::Books, "books"},       {RankBy::Food, "food"},           {RankBy::Gold, "gold"},
                               {RankBy::Stone, "stone"}};
const Names<Rank> kRanks = {{Rank::Most, "most"}, {Rank::Least, "least"}, {Rank::NotMost, "not_most"},
                            {Rank::OthersWithLeast, "others_with_least"}};
const Names<Per> kPer = {
    {Per::WorkerOnThisCard, "worker_on_this_card"},
    {Per::MarkerOnThisCard, "marker_on_this_card"},
    {Per::AdvisorOwned, "advisor_owned"},
    {Per::ColonyAge3Owned, "colony_age_3_owned"},
    {Per::ColonyAge4Owned, "colony_age_4_owned"},
    {Per::WorkerOnAge4Building, "worker_on_age_4_building"},
    {Per::BuildingOrMilitaryOfCurrentAge, "building_or_military_of_current_age"},
    {Per::UndeployedWorker, "undeployed_worker"},
    {Per::OtherNaturalWonderOwned, "other_natural_wonder_owned"},
    {Per::PlayerAlreadyPassed, "player_already_passed"},
    {Per::WorkerOnMilitary, "worker_on_military"},
    {Per::NationForced, "nation_forced"},
};
const Names<NamedEffect> kEffects = {
    {NamedEffect::SetWarMarker, "set_war_marker"},
    {NamedEffect::AddMarker, "add_marker"},
    {NamedEffect::SkipTurn, "skip_turn"},
    {NamedEffect::SwapTwoProgressBoardCards, "swap_two_progress_board_cards"},
    {NamedEffect::NotRemovedFirstTime, "not_removed_first_time"},
    {NamedEffect::PassedOverBooks, "passed_over_books"},
    {NamedEffect::MarkPopulationSpaceNoUpkeep, "mark_population_space_no_upkeep"},
    {NamedEffect::DeployWorkerFree, "deploy_worker_free"},
    {NamedEffect::BuyFree, "buy_free"},
    {NamedEffect::DrawTwoChooseOne, "draw_two_choose_one"},
    {NamedEffect::AddPublicArchitects, "add_public_architects"},
    {NamedEffect::MayDeployWorkerFreeOnBoughtCard, "may_deploy_worker_free_on_bought_card"},
    {NamedEffect::TakeThisCard, "take_this_card"},
    {NamedEffect::Draw20ColoniesToRow4, "draw_20_colonies_to_row_4"},
    {NamedEffect::DiscardBoughtCardAddMarker, "discard_bought_card_add_marker"},
    {NamedEffect::HireFreeArchitects, "hire_free_architects"},
    {NamedEffect::ForceDynastyChange, "force_dynasty_change"},
    {NamedEffect::MayBuyGoldenAgeVp, "may_buy_golden_age_vp"},
    {NamedEffect::HireFreeArchitect, "hire_free_architect"},
    {NamedEffect::RemoveMarker, "remove_marker"},
    {NamedEffect::MarkProgressCard, "mark_progress_card"},
    {NamedEffect::ParkResources, "park_resources"},
    {NamedEffect::ReturnParkedDoubled, "return_parked_doubled"},
    {NamedEffect::MayDeployWorkerFree, "may_deploy_worker_free"},
    {NamedEffect::DiscardTurmoilCard, "discard_turmoil_card"},
    {NamedEffect::TakeAdvisorFromWonderSpace, "take_advisor_from_wonder_space"},
    {NamedEffect::AlsoResolveAsBattle, "also_resolve_as_battle"},
    {NamedEffect::DiscardBoughtCard, "discard_bought_card"},
};
const Names<Removal> kRemovals = {{Removal::Self, "self"},
                                  {Removal::Advisors, "advisors"},
                                  {Removal::OwnColony, "own_colony"},
                                  {Removal::OwnAdvisor, "own_advisor"},
                                  {Removal::BuildingsWithDeployCost1, "buildings_with_deploy_cost_1"}};
const Names<GainSource> kGainSources = {{GainSource::GoldPaidByBuyer, "gold_paid_by_buyer"}};
const Names<GainAmountSource> kGainAmountSources = {{GainAmountSource::BestRaidValue, "best_raid_value"}};
const Names<ValueSource> kValueSources = {{ValueSource::BuyerStrength, "buyer_strength"}};
const Names<PayTo> kPayTo = {{PayTo::FirstPlayerOrSecond, "first_player_or_second"}};
const Names<SlotKind> kSlots = {{SlotKind::Advisor, "advisor"}, {SlotKind::BuildingOrMilitary, "building_or_military"}};
const Names<TargetGroup> kTargetGroups = {{TargetGroup::Others, "others"},
                                          {TargetGroup::All, "all"},
                                          {TargetGroup::Buyer, "buyer"},
                                          {TargetGroup::EachDefeated, "each_defeated"}};
const Names<PassedPosition> kPassed = {{PassedPosition::First, "first"}, {PassedPosition::Last, "last"}};
const Names<FlagKind> kFlags = {{FlagKind::HasWorkerOnThisCard, "has_worker_on_this_card"},
                                {FlagKind::NoPlayerPassed, "no_player_passed"},
                                {FlagKind::FirstTime, "first_time"},
                                {FlagKind::NewAgeGreater, "new_age_greater"},
                                {FlagKind::StrengthAboveWar, "strength_above_war"},
                                {FlagKind::OwnerHasNotPassed, "owner_has_not_passed"},
                                {FlagKind::CardMarked, "card_marked"}};

// ---- values ----

int intOf(const json &v, const std::string &field, int min)
{
    if (!v.is_number_integer())
        fail(field, "must be an integer");
    const int n = v.get<int>();
    if (n < min)
        fail(field, "must be at least " + std::to_string(min) + " (is " + std::to_string(n) + ")");
    return n;
}

int anyInt(const json &v, const std::string &field)
{
    if (!v.is_number_integer())
        fail(field, "must be an integer");
    return v.get<int>();
}

void requireTrue(const json &v, const std::string &field)
{
    if (v != true)
        fail(field, "must be true");
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

Quantity quantityOf(const json &v, const std::string &field)
{
    const auto q = v.is_string() ? quantityFromKey(v.get<std::string>()) : std::nullopt;
    if (!q)
        fail(field, v.dump() + " is not a resource");
    return *q;
}

std::vector<Quantity> quantitiesOf(const json &v, const std::string &field)
{
    if (!v.is_array() || v.empty())
        fail(field, "must be a non-empty list of resources");
    std::vector<Quantity> out;
    for (size_t i = 0; i < v.size(); ++i)
        out.push_back(quantityOf(v[i], field + "[" + std::to_string(i) + "]"));
    return out;
}

json quantitiesJson(const std::vector<Quantity> &qs)
{
    json out = json::array();
    for (Quantity q : qs)
        out.push_back(std::string(key(q)));
    return out;
}

CardType cardTypeOf(const json &v, const std::string &field)
{
    const auto t = v.is_string() ? cardTypeFromKey(v.get<std::string>()) : std::nullopt;
    if (!t)
        fail(field, v.dump() + " is not a card type");
    return *t;
}

CardTypeList cardTypesOf(const json &v, const std::string &field)
{
    CardTypeList out;
    out.asList = v.is_array();
    if (out.asList && v.empty())
        fail(field, "must name at least one card type");
    for (const json &x : out.asList ? v : json::array({v}))
        out.types.push_back(cardTypeOf(x, field));
    return out;
}

json cardTypesJson(const CardTypeList &l)
{
    json out = json::array();
    for (CardType t : l.types)
        out.push_back(std::string(key(t)));
    return l.asList ? out : out[0];
}

json cardTypeJson(CardType t) { return std::string(key(t)); }

template <class E> json nameJson(Names<E> names, E v) { return std::string(nameOf(names, v)); }

/// The object's keys are exactly `keys` (the shape fixes them).
void requireKeys(const json &o, std::initializer_list<const char *> keys, const std::string &field)
{
    for (const auto &[k, v] : o.items())
        if (std::none_of(keys.begin(), keys.end(), [&k = k](const char *x) { return k == x; }))
            fail(field.empty() ? k : field + "." + k, "\"" + k + "\" is not a parameter of this effect");
}

// ---- target ----

Target targetOf(const json &v, const std::string &field)
{
    if (v.is_string())
        return enumOf(kTargetGroups, v, field);
    if (!v.is_object() || v.size() != 1)
        fail(field, "must be \"others\", \"all\", \"buyer\", \"each_defeated\" or one comparison ({\"least\": \"strength\"})");
    const std::string k = v.begin().key();
    return RankedTarget{enumOf(kRanks, json(k), field), enumOf(kRankBy, v.begin().value(), field + "." + k)};
}

json targetJson(const Target &t)
{
    if (const auto *g = std::get_if<TargetGroup>(&t))
        return nameJson(kTargetGroups, *g);
    const auto &r = std::get<RankedTarget>(t);
    return json{{std::string(nameOf(kRanks, r.rank)), nameJson(kRankBy, r.by)}};
}

// ---- condition ----

ConditionClause clauseOf(const std::string &k, const json &v, const std::string &field)
{
    if (k == "card_type")
        return CardTypeIs{cardTypesOf(v, field)};
    if (k == "has_worker_on")
        return HasWorkerOn{cardTypeOf(v, field)};
    if (k == "strength_below") {
        if (v != "war_marker")
            fail(field, "must be \"war_marker\"");
        return StrengthBelowWarMarker{};
    }
    if (k == "bought_this_round")
        return BoughtThisRound{cardTypeOf(v, field)};
    if (k == "most" || k == "least" || k == "not_most") {
        RankIs r;
        r.rank = enumOf(kRanks, json(k), field);
        r.asList = v.is_array();
        if (r.asList && v.empty())
            fail(field, "must name what is compared");
        for (const json &x : r.asList ? v : json::array({v}))
            r.by.push_back(enumOf(kRankBy, x, field));
        return r;
    }
    if (k == "passed")
        return Passed{enumOf(kPassed, v, field)};
    if (k == "growth_choice") {
        GrowthChoice g;
        g.asList = v.is_array();
        if (g.asList && v.empty())
            fail(field, "must name a growth choice");
        for (const json &x : g.asList ? v : json::array({v})) {
            if (!(x == "worker" || x == "food" || x == "stone" || x == "gold"))
                fail(field, x.dump() + " is not a growth choice (worker, food, stone, gold)");
            g.options.push_back(x.get<std::string>());
        }
        return g;
    }
    if (k == "turmoil_choice")
        return TurmoilChoice{quantityOf(v, field)};
    if (k == "paid_gold")
        return PaidGold{intOf(v, field, 1)};
    if (k == "stability_above")
        return StabilityAbove{anyInt(v, field)};
    if (k == "workers_on_military_exactly")
        return WorkersOnMilitaryExactly{intOf(v, field, 0)};
    if (k == "new_type")
        return NewType{cardTypeOf(v, field)};
    if (k == "old_type")
        return OldType{cardTypeOf(v, field)};
    for (const auto &[f, name] : kFlags)
        if (k == name) {
            requireTrue(v, field);
            return Flag{f};
        }
    fail(field, "unknown condition \"" + k + "\" (not in the rules vocabulary)");
}

Condition conditionOf(const json &v, const std::string &field)
{
    if (!v.is_object() || v.empty())
        fail(field, "must be a non-empty object");
    Condition c;
    for (const auto &[k, x] : v.items())
        c.all.push_back(clauseOf(k, x, field + "." + k));
    return c;
}

json clauseJson(const ConditionClause &c)
{
    return std::visit(
        [](const auto &x) -> json {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, CardTypeIs>)
                return {{"card_type", cardTypesJson(x.types)}};
            else if constexpr (std::is_same_v<T, HasWorkerOn>)
                return {{"has_worker_on", cardTypeJson(x.type)}};
            else if constexpr (std::is_same_v<T, StrengthBelowWarMarker>)
                return {{"strength_below", "war_marker"}};
            else if constexpr (std::is_same_v<T, BoughtThisRound>)
                return {{"bought_this_round", cardTypeJson(x.type)}};
            else if constexpr (std::is_same_v<T, RankIs>) {
                json by = json::array();
                for (RankBy b : x.by)
                    by.push_back(nameJson(kRankBy, b));
                return {{std::string(nameOf(kRanks, x.rank)), x.asList ? by : by[0]}};
            } else if constexpr (std::is_same_v<T, Passed>)
                return {{"passed", nameJson(kPassed, x.position)}};
            else if constexpr (std::is_same_v<T, GrowthChoice>)
                return {{"growth_choice", x.asList ? json(x.options) : json(x.options[0])}};
            else if constexpr (std::is_same_v<T, TurmoilChoice>)
                return {{"turmoil_choice", std::string(key(x.resource))}};
            else if constexpr (std::is_same_v<T, PaidGold>)
                return {{"paid_gold", x.gold}};
            else if constexpr (std::is_same_v<T, StabilityAbove>)
                return {{"stability_above", x.value}};
            else if constexpr (std::is_same_v<T, WorkersOnMilitaryExactly>)
                return {{"workers_on_military_exactly", x.count}};
            else if constexpr (std::is_same_v<T, NewType>)
                return {{"new_type", cardTypeJson(x.type)}};
            else if constexpr (std::is_same_v<T, OldType>)
                return {{"old_type", cardTypeJson(x.type)}};
            else
                return {{std::string(nameOf(kFlags, x.kind)), true}};
        },
        c);
}

// ---- modifier ----

const std::initializer_list<std::pair<std::optional<int> Modifier::*, const char *>> kModifierInts = {
    {&Modifier::raid, "raid"},
    {&Modifier::strengthVsWar, "strength_vs_war"},
    {&Modifier::colonyStrengthRequired, "colony_strength_required"},
    {&Modifier::cardCostGold, "card_cost_gold"},
    {&Modifier::deployCostStone, "deploy_cost_stone"},
    {&Modifier::min, "min"},
    {&Modifier::row, "row"},
    {&Modifier::militaryUpkeep, "military_upkeep"},
    {&Modifier::defeatVpLoss, "defeat_vp_loss"},
    {&Modifier::goldenAgeBonus, "golden_age_bonus"},
    {&Modifier::goldenAgeVpCost, "golden_age_vp_cost"},
    {&Modifier::shortageVpLoss, "shortage_vp_loss"},
    {&Modifier::booksMultiplier, "books_multiplier"},
    {&Modifier::wonderSpacesUsed, "wonder_spaces_used"},
    {&Modifier::architectCostStone, "architect_cost_stone"},
    {&Modifier::growthBonusSameResource, "growth_bonus_same_resource"},
    {&Modifier::defeatExtraLossSameResource, "defeat_extra_loss_same_resource"},
};
const std::initializer_list<std::pair<bool Modifier::*, const char *>> kModifierFlags = {
    {&Modifier::immuneToDefeat, "immune_to_defeat"},
    {&Modifier::stoneCountsDoubleForResourceVp, "stone_counts_double_for_resource_vp"},
    {&Modifier::advisorOnWonderSpace, "advisor_on_wonder_space"},
    {&Modifier::colonyOnWonderSpace, "colony_on_wonder_space"},
};

Modifier modifierOf(const json &v, const std::string &field)
{
    if (!v.is_object() || v.empty())
        fail(field, "must be a non-empty object");
    Modifier m;
    for (const auto &[k, x] : v.items()) {
        const std::string at = field + "." + k;
        bool known = false;
        for (const auto &[member, name] : kModifierInts)
            if (k == name) {
                m.*member = anyInt(x, at);
                known = true;
            }
        for (const auto &[member, name] : kModifierFlags)
            if (k == name) {
                requireTrue(x, at);
                m.*member = known = true;
            }
        if (known)
            continue;
        if (k == "defeat_extra_loss")
            m.defeatExtraLoss = amountsOf(x, at);
        else if (k == "card_type")
            m.cardType = cardTypesOf(x, at);
        else if (k == "may_not_buy")
            m.mayNotBuy = cardTypesOf(x, at);
        else if (k == "extra_slot")
            m.extraSlot = enumOf(kSlots, x, at);
        else if (k == "uses") {
            if (x != "this_wonder_space")
                fail(at, "must be \"this_wonder_space\"");
            m.usesThisWonderSpace = true;
        } else if (k == "force_least")
            m.forceLeast = enumOf(kRankBy, x, at);
        else if (k == "strength_for_order_plus")
            m.strengthForOrderPlus = enumOf(kRankBy, x, at);
        else
            fail(at, "unknown modifier \"" + k + "\" (not in the rules vocabulary)");
    }
    return m;
}

json modifierJson(const Modifier &m)
{
    json out = json::object();
    for (const auto &[member, name] : kModifierInts)
        if (m.*member)
            out[name] = *(m.*member);
    for (const auto &[member, name] : kModifierFlags)
        if (m.*member)
            out[name] = true;
    if (m.defeatExtraLoss)
        out["defeat_extra_loss"] = toJson(*m.defeatExtraLoss);
    if (m.cardType)
        out["card_type"] = cardTypesJson(*m.cardType);
    if (m.mayNotBuy)
        out["may_not_buy"] = cardTypesJson(*m.mayNotBuy);
    if (m.extraSlot)
        out["extra_slot"] = nameJson(kSlots, *m.extraSlot);
    if (m.usesThisWonderSpace)
        out["uses"] = "this_wonder_space";
    if (m.forceLeast)
        out["force_least"] = nameJson(kRankBy, *m.forceLeast);
    if (m.strengthForOrderPlus)
        out["strength_for_order_plus"] = nameJson(kRankBy, *m.strengthForOrderPlus);
    return out;
}

// ---- payment ----

Payment paymentOf(const json &v, const std::string &field)
{
    if (!v.is_object() || v.empty())
        fail(field, "must be a non-empty object");
    Payment p;
    json amounts = json::object();
    for (const auto &[k, x] : v.items()) {
        const std::string at = field + "." + k;
        if (k == "remove")
            p.remove = enumOf(kRemovals, x, at);
        else if (k == "return_workers")
            p.returnWorkers = intOf(x, at, 1);
        else if (k == "public_architect")
            p.publicArchitects = intOf(x, at, 1);
        else
            amounts[k] = x;
    }
    if (!amounts.empty())
        p.amounts = amountsOf(amounts, field);
    return p;
}

json paymentJson(const Payment &p)
{
    json out = toJson(p.amounts);
    if (p.remove)
        out["remove"] = nameJson(kRemovals, *p.remove);
    if (p.returnWorkers)
        out["return_workers"] = *p.returnWorkers;
    if (p.publicArchitects)
        out["public_architect"] = *p.publicArchitects;
    return out;
}

std::vector<PlainEffect> chooseOneOf(const json &v, const std::string &field)
{
    if (!v.is_array() || v.size() < 2)
        fail(field, "must list at least two options");
    std::vector<PlainEffect> out;
    for (size_t i = 0; i < v.size(); ++i) {
        const std::string at = field + "[" + std::to_string(i) + "]";
        if (!v[i].is_object() || v[i].empty())
            fail(at, "an option must be a non-empty outcome object");
        try {
            out.push_back(parsePlainEffect(v[i]));
        } catch (RuleVocabularyError &e) {
            e.field = at + "." + e.field;
            throw;
        }
    }
    return out;
}

json chooseOneJson(const std::vector<PlainEffect> &opts)
{
    json out = json::array();
    for (const PlainEffect &o : opts)
        out.push_back(toJson(o));
    return out;
}

std::optional<Limit> limitOf(const json &r)
{
    return r.contains("limit") ? std::optional(enumOf(kLimits, r["limit"], "limit")) : std::nullopt;
}

void putLimit(json &out, const std::optional<Limit> &l)
{
    if (l)
        out["limit"] = nameJson(kLimits, *l);
}

/// `if: {"card_type": ...}` of a purchase shape.
CardTypeList purchaseTypes(const json &r)
{
    if (!r.contains("if") || !r["if"].is_object() || r["if"].size() != 1 || !r["if"].contains("card_type"))
        fail("if", "must be {\"card_type\": ...}");
    return cardTypesOf(r["if"]["card_type"], "if.card_type");
}

json purchaseIf(const CardTypeList &l) { return {{"card_type", cardTypesJson(l)}}; }

const json &at(const json &r, const char *k)
{
    if (!r.contains(k))
        fail(k, std::string("this effect needs \"") + k + "\"");
    return r[k];
}

/// The rule without the keys read elsewhere (`when`: Rule::when, `option`: Rule::specialOption).
json bodyOf(const json &rule)
{
    json b = rule;
    b.erase("when");
    b.erase("option");
    return b;
}

/// The only positive amount of `q` in `gain` ({"stability": 2} -> 2).
int singleAmount(const json &gain, Quantity q, const std::string &field)
{
    const Amounts a = amountsOf(gain, field);
    Amounts only;
    only[q] = a[q];
    if (!(a == only) || a[q] <= 0)
        fail(field, "must be {\"" + std::string(key(q)) + "\": n} with n > 0");
    return a[q];
}

} // namespace

bool CardTypeList::contains(CardType t) const
{
    return std::find(types.begin(), types.end(), t) != types.end();
}

std::string_view key(NamedEffect e) { return nameOf(kEffects, e); }
std::string_view key(Per p) { return nameOf(kPer, p); }

PlainEffect parsePlainEffect(const json &rule)
{
    PlainEffect e;
    const std::initializer_list<std::pair<std::optional<int> PlainEffect::*, const char *>> counts = {
        {&PlainEffect::takeWorkers, "take_workers"},     {&PlainEffect::takeWorkersOptional, "take_workers_optional"},
        {&PlainEffect::returnWorkers, "return_workers"}, {&PlainEffect::extraActions, "extra_actions"},
        {&PlainEffect::privateArchitects, "private_architects"}, {&PlainEffect::amount, "amount"},
        {&PlainEffect::maxAmount, "max_amount"},         {&PlainEffect::loseAmount, "lose_amount"},
        {&PlainEffect::row4PriceGold, "row_4_price_gold"},
    };
    for (const auto &[k, v] : rule.items()) {
        if (k == "when" || k == "option")
            continue;
        bool isCount = false;
        for (const auto &[member, name] : counts)
            if (k == name) {
                e.*member = intOf(v, k, 1);
                isCount = true;
            }
        if (isCount)
            continue;
        if (k == "gain") {
            if (v.is_string())
                e.gainFrom = enumOf(kGainSources, v, k);
            else
                e.gain = amountsOf(v, k);
        } else if (k == "lose")
            e.lose = amountsOf(v, k);
        else if (k == "per")
            e.per = enumOf(kPer, v, k);
        else if (k == "if")
            e.condition = conditionOf(v, k);
        else if (k == "target")
            e.target = targetOf(v, k);
        else if (k == "duration")
            e.duration = enumOf(kDurations, v, k);
        else if (k == "limit")
            e.limit = enumOf(kLimits, v, k);
        else if (k == "modifier")
            e.modifier = modifierOf(v, k);
        else if (k == "effect")
            e.effect = enumOf(kEffects, v, k);
        else if (k == "value")
            e.value = enumOf(kValueSources, v, k);
        else if (k == "mitigate") {
            if (!v.is_object() || v.value("by", json()) != "positive_stability" || !v.contains("resource"))
                fail(k, "must be {\"by\": \"positive_stability\", \"resource\": r, \"vp_not_mitigated\": true}");
            requireKeys(v, {"by", "resource", "vp_not_mitigated"}, k);
            Mitigation m;
            m.resource = quantityOf(v["resource"], "mitigate.resource");
            if (v.contains("vp_not_mitigated")) {
                requireTrue(v["vp_not_mitigated"], "mitigate.vp_not_mitigated");
                m.vpNotMitigated = true;
            }
            e.mitigate = m;
        } else if (k == "gain_amount")
            e.gainAmount = enumOf(kGainAmountSources, v, k);
        else if (k == "gain_type_choice")
            e.gainTypeChoice = quantitiesOf(v, k);
        else if (k == "resources")
            e.resources = quantitiesOf(v, k);
        else if (k == "choose_resource")
            e.chooseResource = quantitiesOf(v, k);
        else if (k == "pay")
            e.pay = paymentOf(v, k);
        else if (k == "pay_choice") {
            if (!v.is_array() || v.size() < 2)
                fail(k, "must list at least two payments");
            for (size_t i = 0; i < v.size(); ++i)
                e.payChoice.push_back(amountsOf(v[i], k + "[" + std::to_string(i) + "]"));
        } else if (k == "pay_to_owner")
            e.payToOwner = amountsOf(v, k);
        else if (k == "pay_to")
            e.payTo = enumOf(kPayTo, v, k);
        else if (k == "remove")
            e.remove = enumOf(kRemovals, v, k);
        else if (k == "choose_one")
            e.chooseOne = chooseOneOf(v, k);
        else if (k == "card_types")
            e.cardTypes = cardTypesOf(v, k);
        else
            fail(k, "unknown field \"" + k + "\" (not in the rules vocabulary)");
    }
    return e;
}

json toJson(const Condition &c)
{
    json out = json::object();
    for (const ConditionClause &x : c.all)
        out.update(clauseJson(x));
    return out;
}

json toJson(const PlainEffect &e)
{
    json out = json::object();
    if (e.gain)
        out["gain"] = toJson(*e.gain);
    if (e.gainFrom)
        out["gain"] = nameJson(kGainSources, *e.gainFrom);
    if (e.lose)
        out["lose"] = toJson(*e.lose);
    if (e.per)
        out["per"] = nameJson(kPer, *e.per);
    if (e.condition)
        out["if"] = toJson(*e.condition);
    if (e.target)
        out["target"] = targetJson(*e.target);
    if (e.duration)
        out["duration"] = nameJson(kDurations, *e.duration);
    putLimit(out, e.limit);
    for (const auto &[v, k] : {std::pair{&e.takeWorkers, "take_workers"}, {&e.takeWorkersOptional, "take_workers_optional"},
                               {&e.returnWorkers, "return_workers"}, {&e.extraActions, "extra_actions"},
                               {&e.privateArchitects, "private_architects"}, {&e.amount, "amount"},
                               {&e.maxAmount, "max_amount"}, {&e.loseAmount, "lose_amount"},
                               {&e.row4PriceGold, "row_4_price_gold"}})
        if (*v)
            out[k] = **v;
    if (e.modifier)
        out["modifier"] = modifierJson(*e.modifier);
    if (e.effect)
        out["effect"] = nameJson(kEffects, *e.effect);
    if (e.value)
        out["value"] = nameJson(kValueSources, *e.value);
    if (e.mitigate) {
        out["mitigate"] = {{"by", "positive_stability"}, {"resource", std::string(key(e.mitigate->resource))}};
        if (e.mitigate->vpNotMitigated)
            out["mitigate"]["vp_not_mitigated"] = true;
    }
    if (e.gainAmount)
        out["gain_amount"] = nameJson(kGainAmountSources, *e.gainAmount);
    if (!e.gainTypeChoice.empty())
        out["gain_type_choice"] = quantitiesJson(e.gainTypeChoice);
    if (!e.resources.empty())
        out["resources"] = quantitiesJson(e.resources);
    if (!e.chooseResource.empty())
        out["choose_resource"] = quantitiesJson(e.chooseResource);
    if (e.pay)
        out["pay"] = paymentJson(*e.pay);
    if (!e.payChoice.empty()) {
        out["pay_choice"] = json::array();
        for (const Amounts &a : e.payChoice)
            out["pay_choice"].push_back(toJson(a));
    }
    if (e.payToOwner)
        out["pay_to_owner"] = toJson(*e.payToOwner);
    if (e.payTo)
        out["pay_to"] = nameJson(kPayTo, *e.payTo);
    if (e.remove)
        out["remove"] = nameJson(kRemovals, *e.remove);
    if (!e.chooseOne.empty())
        out["choose_one"] = chooseOneJson(e.chooseOne);
    if (e.cardTypes)
        out["card_types"] = cardTypesJson(*e.cardTypes);
    return out;
}

Effect parseEffect(const json &rule, EffectShape shape)
{
    static_assert(std::variant_size_v<Effect> == size_t(EffectShape::ForceDynastyChange) + 1,
                  "one Effect alternative per EffectShape, in the enum's order");
    const json r = bodyOf(rule);
    // Each shape's keys are fixed by effectShape() (action_phase_support.cpp); the parameters are
    // range-checked here, so a malformed one names its field.
    switch (shape) {
    case EffectShape::Plain:
        return parsePlainEffect(r);
    case EffectShape::SkipTurn:
        requireKeys(r, {"effect"}, "");
        return SkipTurn{};
    case EffectShape::ExtraActions:
        requireKeys(r, {"extra_actions"}, "");
        return ExtraActions{intOf(at(r, "extra_actions"), "extra_actions", 1)};
    case EffectShape::FirstTurnFreeDeploy:
        requireKeys(r, {"if", "effect"}, "");
        return FirstTurnFreeDeploy{};
    case EffectShape::WaiveMilitaryUpkeep:
        requireKeys(r, {"if", "modifier", "duration"}, "");
        return WaiveMilitaryUpkeep{purchaseTypes(r)};
    case EffectShape::WarAsBattle:
        requireKeys(r, {"if", "effect"}, "");
        return WarAsBattle{};
    case EffectShape::DiscardBought:
        requireKeys(r, {"if", "effect", "gain"}, "");
        return DiscardBought{purchaseTypes(r), amountsOf(at(r, "gain"), "gain")};
    case EffectShape::TakeWorkerOptional:
        requireKeys(r, {"if", "take_workers_optional"}, "");
        return TakeWorkerOptional{purchaseTypes(r), intOf(at(r, "take_workers_optional"), "take_workers_optional", 1)};
    case EffectShape::DiscardBoughtAddMarker:
        requireKeys(r, {"if", "effect"}, "");
        return DiscardBoughtAddMarker{purchaseTypes(r)};
    case EffectShape::FreeArchitects:
        requireKeys(r, {"if", "effect", "amount"}, "");
        return FreeArchitects{purchaseTypes(r), intOf(at(r, "amount"), "amount", 1)};
    case EffectShape::FreeWorkerOnBought:
        requireKeys(r, {"if", "effect"}, "");
        return FreeWorkerOnBought{};
    case EffectShape::RemoveBuildings:
        requireKeys(r, {"target", "remove"}, "");
        return RemoveBuildings{};
    case EffectShape::StrengthThisRound:
        requireKeys(r, {"gain", "duration", "pay", "limit"}, "");
        return StrengthThisRound{singleAmount(at(r, "gain"), Quantity::Strength, "gain"),
                                 r.contains("pay") ? std::optional<Amounts>(amountsOf(at(r, "pay"), "pay")) : std::nullopt,
                                 limitOf(r)};
    case EffectShape::GainPerPassed:
        requireKeys(r, {"gain", "per"}, "");
        return GainPerPassed{amountsOf(at(r, "gain"), "gain")};
    case EffectShape::ReturnWorkers:
        requireKeys(r, {"return_workers"}, "");
        return ReturnWorkers{intOf(at(r, "return_workers"), "return_workers", 1)};
    case EffectShape::Targets: {
        requireKeys(r, {"target", "if", "gain", "lose", "choose_one"}, "");
        Targets t;
        t.target = targetOf(at(r, "target"), "target");
        if (r.contains("if"))
            t.condition = conditionOf(r["if"], "if");
        if (r.contains("gain"))
            t.gain = amountsOf(r["gain"], "gain");
        if (r.contains("lose"))
            t.lose = amountsOf(r["lose"], "lose");
        if (r.contains("choose_one"))
            t.chooseOne = chooseOneOf(r["choose_one"], "choose_one");
        return t;
    }
    case EffectShape::ForceLeast:
        requireKeys(r, {"modifier", "duration"}, "");
        return ForceLeast{};
    case EffectShape::PassedOverBooks:
        requireKeys(r, {"effect", "gain", "duration"}, "");
        return PassedOverBooks{singleAmount(at(r, "gain"), Quantity::Books, "gain")};
    case EffectShape::PublicArchitects:
        requireKeys(r, {"effect", "amount"}, "");
        return PublicArchitects{intOf(at(r, "amount"), "amount", 1)};
    case EffectShape::ArchitectDiscount: {
        requireKeys(r, {"modifier", "duration"}, "");
        const int d = anyInt(at(at(r, "modifier"), "architect_cost_stone"), "modifier.architect_cost_stone");
        if (d >= 0)
            fail("modifier.architect_cost_stone", "must be negative (a discount)");
        return ArchitectDiscount{d};
    }
    case EffectShape::StaysFirstTime:
        requireKeys(r, {"if", "effect"}, "");
        return StaysFirstTime{};
    case EffectShape::SwapBoardCards:
        requireKeys(r, {"effect", "limit"}, "");
        return SwapBoardCards{limitOf(r)};
    case EffectShape::DeployFree:
        requireKeys(r, {"effect", "limit"}, "");
        return DeployFree{limitOf(r)};
    case EffectShape::BuyFree:
        requireKeys(r, {"effect", "card_types", "limit"}, "");
        return BuyFree{cardTypesOf(at(r, "card_types"), "card_types"), limitOf(r)};
    case EffectShape::TakeWorkers: {
        requireKeys(r, {"take_workers", "if", "limit"}, "");
        TakeWorkers t{intOf(at(r, "take_workers"), "take_workers", 1), std::nullopt, limitOf(r)};
        if (r.contains("if")) {
            if (!r["if"].is_object() || r["if"].size() != 1 || !r["if"].contains("most"))
                fail("if", "must be {\"most\": ...}");
            t.ifMost = enumOf(kRankBy, r["if"]["most"], "if.most");
        }
        return t;
    }
    case EffectShape::TakeThisCard:
        requireKeys(r, {"target", "if", "pay", "effect", "limit"}, "");
        return TakeThisCard{amountsOf(at(r, "pay"), "pay"), limitOf(r)};
    case EffectShape::RemoveOwnColony:
        requireKeys(r, {"pay", "gain", "limit"}, "");
        return RemoveOwnColony{amountsOf(at(r, "gain"), "gain"), limitOf(r)};
    case EffectShape::ReturnWorkerFreeArchitect:
        requireKeys(r, {"pay", "effect", "limit"}, "");
        return ReturnWorkerFreeArchitect{limitOf(r)};
    case EffectShape::RemoveAdvisorAddMarker:
        requireKeys(r, {"pay", "effect", "limit"}, "");
        return RemoveAdvisorAddMarker{limitOf(r)};
    case EffectShape::RemoveOwnAdvisor: {
        requireKeys(r, {"pay", "gain", "limit"}, "");
        const Payment p = paymentOf(at(r, "pay"), "pay");
        return RemoveOwnAdvisor{p.amounts, amountsOf(at(r, "gain"), "gain"), limitOf(r)};
    }
    case EffectShape::DiscardPublicArchitect:
        requireKeys(r, {"pay", "gain", "duration", "limit"}, "");
        return DiscardPublicArchitect{singleAmount(at(r, "gain"), Quantity::Stability, "gain"), limitOf(r)};
    case EffectShape::StabilityThisRound:
        requireKeys(r, {"gain", "duration", "if", "limit"}, "");
        return StabilityThisRound{singleAmount(at(r, "gain"), Quantity::Stability, "gain"), r.contains("if"), limitOf(r)};
    case EffectShape::MarkPopulationSpace:
        requireKeys(r, {"take_workers", "effect"}, "");
        return MarkPopulationSpace{};
    case EffectShape::ParkResources:
        requireKeys(r, {"effect", "max_amount", "resources", "limit"}, "");
        return ParkResources{intOf(at(r, "max_amount"), "max_amount", 1), quantitiesOf(at(r, "resources"), "resources"),
                             limitOf(r)};
    case EffectShape::AlsoBuyGoldenAgeVp:
        requireKeys(r, {"if", "effect"}, "");
        return AlsoBuyGoldenAgeVp{purchaseTypes(r)};
    case EffectShape::MarkedCardPaysOwner:
        requireKeys(r, {"if", "target", "pay_to_owner"}, "");
        return MarkedCardPaysOwner{amountsOf(at(r, "pay_to_owner"), "pay_to_owner")};
    case EffectShape::MarkProgressCard:
        requireKeys(r, {"effect"}, "");
        return MarkProgressCard{};
    case EffectShape::ColoniesRow:
        requireKeys(r, {"effect", "row_4_price_gold"}, "");
        return ColoniesRow{intOf(at(r, "row_4_price_gold"), "row_4_price_gold", 1)};
    case EffectShape::TakeAdvisorFromWonderSpace:
        requireKeys(r, {"target", "pay_to_owner", "effect", "limit"}, "");
        return TakeAdvisorFromWonderSpace{amountsOf(at(r, "pay_to_owner"), "pay_to_owner"), limitOf(r)};
    case EffectShape::ForceDynastyChange:
        requireKeys(r, {"target", "effect", "gain", "per", "limit"}, "");
        return ForceDynastyChange{targetOf(at(r, "target"), "target"), amountsOf(at(r, "gain"), "gain"), limitOf(r)};
    }
    fail("", "unknown effect shape");
}

json toJson(const Effect &effect)
{
    return std::visit(
        [](const auto &e) -> json {
            using T = std::decay_t<decltype(e)>;
            json out = json::object();
            auto effectName = [&](NamedEffect n) { out["effect"] = nameJson(kEffects, n); };
            if constexpr (std::is_same_v<T, PlainEffect>)
                return toJson(e);
            else if constexpr (std::is_same_v<T, SkipTurn>)
                effectName(NamedEffect::SkipTurn);
            else if constexpr (std::is_same_v<T, ExtraActions>)
                out["extra_actions"] = e.count;
            else if constexpr (std::is_same_v<T, FirstTurnFreeDeploy>) {
                out["if"] = {{"growth_choice", "worker"}};
                effectName(NamedEffect::MayDeployWorkerFree);
            } else if constexpr (std::is_same_v<T, WaiveMilitaryUpkeep>) {
                out["if"] = purchaseIf(e.onBuyOf);
                out["modifier"] = {{"military_upkeep", 0}};
                out["duration"] = "this_round";
            } else if constexpr (std::is_same_v<T, WarAsBattle>) {
                out["if"] = {{"card_type", "war"}};
                effectName(NamedEffect::AlsoResolveAsBattle);
            } else if constexpr (std::is_same_v<T, DiscardBought>) {
                out["if"] = purchaseIf(e.onBuyOf);
                effectName(NamedEffect::DiscardBoughtCard);
                out["gain"] = toJson(e.gain);
            } else if constexpr (std::is_same_v<T, TakeWorkerOptional>) {
                out["if"] = purchaseIf(e.onBuyOf);
                out["take_workers_optional"] = e.max;
            } else if constexpr (std::is_same_v<T, DiscardBoughtAddMarker>) {
                out["if"] = purchaseIf(e.onBuyOf);
                effectName(NamedEffect::DiscardBoughtCardAddMarker);
            } else if constexpr (std::is_same_v<T, FreeArchitects>) {
                out["if"] = purchaseIf(e.onBuyOf);
                effectName(NamedEffect::HireFreeArchitects);
                out["amount"] = e.amount;
            } else if constexpr (std::is_same_v<T, FreeWorkerOnBought>) {
                out["if"] = {{"card_type", "building"}};
                effectName(NamedEffect::MayDeployWorkerFreeOnBoughtCard);
            } else if constexpr (std::is_same_v<T, RemoveBuildings>) {
                out["target"] = "all";
                out["remove"] = "buildings_with_deploy_cost_1";
            } else if constexpr (std::is_same_v<T, StrengthThisRound>) {
                out["gain"] = {{"strength", e.strength}};
                out["duration"] = "this_round";
                if (e.pay)
                    out["pay"] = toJson(*e.pay);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, GainPerPassed>) {
                out["gain"] = toJson(e.gain);
                out["per"] = "player_already_passed";
            } else if constexpr (std::is_same_v<T, ReturnWorkers>)
                out["return_workers"] = e.count;
            else if constexpr (std::is_same_v<T, Targets>) {
                out["target"] = targetJson(e.target);
                if (e.condition)
                    out["if"] = toJson(*e.condition);
                if (e.gain)
                    out["gain"] = toJson(*e.gain);
                if (e.lose)
                    out["lose"] = toJson(*e.lose);
                if (!e.chooseOne.empty())
                    out["choose_one"] = chooseOneJson(e.chooseOne);
            } else if constexpr (std::is_same_v<T, ForceLeast>) {
                out["modifier"] = {{"force_least", "stability"}};
                out["duration"] = "this_round";
            } else if constexpr (std::is_same_v<T, PassedOverBooks>) {
                effectName(NamedEffect::PassedOverBooks);
                out["gain"] = {{"books", e.books}};
                out["duration"] = "this_round";
            } else if constexpr (std::is_same_v<T, PublicArchitects>) {
                effectName(NamedEffect::AddPublicArchitects);
                out["amount"] = e.amount;
            } else if constexpr (std::is_same_v<T, ArchitectDiscount>) {
                out["modifier"] = {{"architect_cost_stone", e.architectCostStone}};
                out["duration"] = "this_round";
            } else if constexpr (std::is_same_v<T, StaysFirstTime>) {
                out["if"] = {{"first_time", true}, {"new_type", "advisor"}};
                effectName(NamedEffect::NotRemovedFirstTime);
            } else if constexpr (std::is_same_v<T, SwapBoardCards>) {
                effectName(NamedEffect::SwapTwoProgressBoardCards);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, DeployFree>) {
                effectName(NamedEffect::DeployWorkerFree);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, BuyFree>) {
                effectName(NamedEffect::BuyFree);
                out["card_types"] = cardTypesJson(e.cardTypes);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, TakeWorkers>) {
                out["take_workers"] = e.count;
                if (e.ifMost)
                    out["if"] = {{"most", nameJson(kRankBy, *e.ifMost)}};
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, TakeThisCard>) {
                out["target"] = "others";
                out["if"] = {{"owner_has_not_passed", true}};
                out["pay"] = toJson(e.pay);
                effectName(NamedEffect::TakeThisCard);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, RemoveOwnColony>) {
                out["pay"] = {{"remove", "own_colony"}};
                out["gain"] = toJson(e.gain);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, ReturnWorkerFreeArchitect>) {
                out["pay"] = {{"return_workers", 1}};
                effectName(NamedEffect::HireFreeArchitect);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, RemoveAdvisorAddMarker>) {
                out["pay"] = {{"remove", "own_advisor"}};
                effectName(NamedEffect::AddMarker);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, RemoveOwnAdvisor>) {
                out["pay"] = toJson(e.extraPay);
                out["pay"]["remove"] = "own_advisor";
                out["gain"] = toJson(e.gain);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, DiscardPublicArchitect>) {
                out["pay"] = {{"public_architect", 1}};
                out["gain"] = {{"stability", e.stability}};
                out["duration"] = "this_round";
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, StabilityThisRound>) {
                out["gain"] = {{"stability", e.stability}};
                out["duration"] = "this_round";
                if (e.ifNoPlayerPassed)
                    out["if"] = {{"no_player_passed", true}};
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, MarkPopulationSpace>) {
                out["take_workers"] = 1;
                effectName(NamedEffect::MarkPopulationSpaceNoUpkeep);
            } else if constexpr (std::is_same_v<T, ParkResources>) {
                effectName(NamedEffect::ParkResources);
                out["max_amount"] = e.maxAmount;
                out["resources"] = quantitiesJson(e.resources);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, AlsoBuyGoldenAgeVp>) {
                out["if"] = purchaseIf(e.onBuyOf);
                effectName(NamedEffect::MayBuyGoldenAgeVp);
            } else if constexpr (std::is_same_v<T, MarkedCardPaysOwner>) {
                out["if"] = {{"card_marked", true}};
                out["target"] = "buyer";
                out["pay_to_owner"] = toJson(e.payToOwner);
            } else if constexpr (std::is_same_v<T, MarkProgressCard>) {
                effectName(NamedEffect::MarkProgressCard);
            } else if constexpr (std::is_same_v<T, ColoniesRow>) {
                effectName(NamedEffect::Draw20ColoniesToRow4);
                out["row_4_price_gold"] = e.row4PriceGold;
            } else if constexpr (std::is_same_v<T, TakeAdvisorFromWonderSpace>) {
                out["target"] = "others";
                out["pay_to_owner"] = toJson(e.payToOwner);
                effectName(NamedEffect::TakeAdvisorFromWonderSpace);
                putLimit(out, e.limit);
            } else if constexpr (std::is_same_v<T, ForceDynastyChange>) {
                out["target"] = targetJson(e.target);
                effectName(NamedEffect::ForceDynastyChange);
                out["gain"] = toJson(e.gainPerNation);
                out["per"] = "nation_forced";
                putLimit(out, e.limit);
            }
            return out;
        },
        effect);
}

// ---- issue12-resolution ------------------------------------------------------------------------------

size_t modifierKeyCount(const Modifier &m) { return modifierJson(m).size(); }

bool onlyModifier(const PlainEffect &e) { return e.modifier && toJson(e).size() == 1; }

} // namespace nc::nations

// ---- issue12-classify: typed reads for the classification (rule_support.cpp, action_phase_support.cpp) ----

namespace nc::nations {

std::vector<std::string_view> keysOf(const PlainEffect &e)
{
    std::vector<std::string_view> k;
    auto put = [&](bool set, std::string_view name) {
        if (set)
            k.push_back(name);
    };
    put(e.gain || e.gainFrom, "gain");
    put(e.lose.has_value(), "lose");
    put(e.per.has_value(), "per");
    put(e.condition.has_value(), "if");
    put(e.target.has_value(), "target");
    put(e.duration.has_value(), "duration");
    put(e.limit.has_value(), "limit");
    put(e.takeWorkers.has_value(), "take_workers");
    put(e.takeWorkersOptional.has_value(), "take_workers_optional");
    put(e.returnWorkers.has_value(), "return_workers");
    put(e.extraActions.has_value(), "extra_actions");
    put(e.privateArchitects.has_value(), "private_architects");
    put(e.amount.has_value(), "amount");
    put(e.maxAmount.has_value(), "max_amount");
    put(e.loseAmount.has_value(), "lose_amount");
    put(e.row4PriceGold.has_value(), "row_4_price_gold");
    put(e.modifier.has_value(), "modifier");
    put(e.effect.has_value(), "effect");
    put(e.value.has_value(), "value");
    put(e.mitigate.has_value(), "mitigate");
    put(e.gainAmount.has_value(), "gain_amount");
    put(!e.gainTypeChoice.empty(), "gain_type_choice");
    put(!e.resources.empty(), "resources");
    put(!e.chooseResource.empty(), "choose_resource");
    put(e.pay.has_value(), "pay");
    put(!e.payChoice.empty(), "pay_choice");
    put(e.payToOwner.has_value(), "pay_to_owner");
    put(e.payTo.has_value(), "pay_to");
    put(e.remove.has_value(), "remove");
    put(!e.chooseOne.empty(), "choose_one");
    put(e.cardTypes.has_value(), "card_types");
    std::sort(k.begin(), k.end());
    return k;
}

std::vector<std::string_view> keysOf(const Modifier &m)
{
    std::vector<std::string_view> k;
    for (const auto &[member, name] : kModifierInts)
        if (m.*member)
            k.push_back(name);
    for (const auto &[member, name] : kModifierFlags)
        if (m.*member)
            k.push_back(name);
    for (const auto &[set, name] :
         {std::pair{m.defeatExtraLoss.has_value(), "defeat_extra_loss"}, {m.cardType.has_value(), "card_type"},
          {m.mayNotBuy.has_value(), "may_not_buy"}, {m.extraSlot.has_value(), "extra_slot"},
          {m.usesThisWonderSpace, "uses"}, {m.forceLeast.has_value(), "force_least"},
          {m.strengthForOrderPlus.has_value(), "strength_for_order_plus"}})
        if (set)
            k.push_back(name);
    std::sort(k.begin(), k.end());
    return k;
}

json toJson(const Modifier &m) { return modifierJson(m); }
json toJson(const Target &t) { return targetJson(t); }
json toJson(const Payment &p) { return paymentJson(p); }

bool plainResources(const Amounts &a) { return a[Quantity::Strength] == 0 && a[Quantity::Stability] == 0; }

bool plainResources(const Payment &p)
{
    return !p.remove && !p.returnWorkers && !p.publicArchitects && plainResources(p.amounts);
}

// ---- issue12-actionphase: readers of the typed effect ----

std::optional<Target> effectTarget(const Effect &effect)
{
    return std::visit(
        [](const auto &e) -> std::optional<Target> {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, PlainEffect>)
                return e.target;
            else if constexpr (std::is_same_v<T, Targets> || std::is_same_v<T, ForceDynastyChange>)
                return e.target;
            else if constexpr (std::is_same_v<T, TakeThisCard> || std::is_same_v<T, TakeAdvisorFromWonderSpace>)
                return TargetGroup::Others;
            else if constexpr (std::is_same_v<T, RemoveBuildings>)
                return TargetGroup::All;
            else if constexpr (std::is_same_v<T, MarkedCardPaysOwner>)
                return TargetGroup::Buyer;
            else
                return std::nullopt;
        },
        effect);
}

std::optional<Limit> effectLimit(const Effect &effect)
{
    return std::visit(
        [](const auto &e) -> std::optional<Limit> {
            if constexpr (requires { e.limit; })
                return e.limit;
            else
                return std::nullopt;
        },
        effect);
}

int usesPerRound(const std::optional<Limit> &l)
{
    if (!l)
        return -1;
    return *l == Limit::OncePerRound ? 1 : 3;
}

json toJson(const CardTypeList &l) { return cardTypesJson(l); }

} // namespace nc::nations
