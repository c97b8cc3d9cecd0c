// The Action Phase engine's classification of a typed rule (actionPhaseRuleSupport: trigger, shape and
// typed effect, never the JSON) and the parser's step that picks a rule's effect shape (effectShape, from its
// plain typed fields): which rules the Action Phase files execute and which they record by hand. Run once per
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

/// The only clause of the condition, if it has exactly one.
const ConditionClause *onlyClause(const PlainEffect &e)
{
    return e.condition && e.condition->all.size() == 1 ? &e.condition->all[0] : nullptr;
}

/// The condition is {"card_type": <one type or a list>} alone.
bool purchaseCondition(const PlainEffect &e)
{
    const ConditionClause *c = onlyClause(e);
    return c && std::holds_alternative<CardTypeIs>(*c);
}

/// The condition is {"card_type": "<t>"} alone (one type, not a list).
bool purchaseOf(const PlainEffect &e, CardType t)
{
    const ConditionClause *c = onlyClause(e);
    const auto *types = c ? std::get_if<CardTypeIs>(c) : nullptr;
    return types && !types->types.asList && types->types.types == std::vector<CardType>{t};
}

bool flagOnly(const PlainEffect &e, FlagKind f)
{
    const ConditionClause *c = onlyClause(e);
    return c && *c == ConditionClause{Flag{f}};
}

/// Amounts of one quantity only, positive ({"strength": 2}).
bool onlyQuantity(const std::optional<Amounts> &a, Quantity q)
{
    if (!a)
        return false;
    Amounts only;
    only[q] = (*a)[q];
    return *a == only && (*a)[q] > 0;
}

/// A target the engine resolves to players: "all", "others", {"most"|"least": "strength"|"stability"}.
bool resolvedTarget(const Target &t)
{
    if (const auto *g = std::get_if<TargetGroup>(&t))
        return *g == TargetGroup::All || *g == TargetGroup::Others;
    const auto &r = std::get<RankedTarget>(t);
    return (r.rank == Rank::Most || r.rank == Rank::Least) && (r.by == RankBy::Strength || r.by == RankBy::Stability);
}

bool plainPayment(const std::optional<Payment> &p) { return p && plainResources(*p); }
bool plainAmountsOf(const std::optional<Amounts> &a) { return a && plainResources(*a); }

} // namespace

EffectShape effectShape(Trigger when, const PlainEffect &e, bool specialOption)
{
    using T = Trigger;
    const auto keys = keysOf(e);
    // The keys are exactly `k`; a Golden Age's special option (on_buy) does not change the shape.
    auto keysAre = [&](std::initializer_list<std::string_view> k) {
        return (!specialOption || when == T::OnBuy) && keys.size() == k.size() &&
               std::all_of(k.begin(), k.end(), [&](std::string_view x) { return std::find(keys.begin(), keys.end(), x) != keys.end(); });
    };
    auto effectIs = [&](NamedEffect n) { return e.effect == n; };
    const bool thisRound = e.duration == Duration::ThisRound;
    // Turn effects (Rulebook p.14 turn order, card text): Buddha, Sun Tzu, Wardenclyffe Tower.
    if (when == T::FirstTurn && keysAre({"effect"}) && effectIs(NamedEffect::SkipTurn))
        return EffectShape::SkipTurn;
    if ((when == T::FirstTurn || when == T::OnReady) && keysAre({"extra_actions"}))
        return EffectShape::ExtraActions;
    // Achaemenid Empire: after a Growth Worker, the first action of the round may deploy it for free.
    if (when == T::FirstTurn && keysAre({"if", "effect"}) && effectIs(NamedEffect::MayDeployWorkerFree) &&
        onlyClause(e) && *onlyClause(e) == ConditionClause{GrowthChoice{{"worker"}, false}})
        return EffectShape::FirstTurnFreeDeploy;
    // Sheba: after buying a Colony, Workers on Military pay no upkeep this round (Production reads it).
    if (when == T::OnBuy && keysAre({"if", "modifier", "duration"}) && thisRound &&
        keysOf(*e.modifier) == std::vector<std::string_view>{"military_upkeep"} && e.modifier->militaryUpkeep == 0 &&
        purchaseCondition(e))
        return EffectShape::WaiveMilitaryUpkeep;
    // Kingdom of Leon: a War bought also resolves as a Battle (buy()).
    if (when == T::OnBuy && keysAre({"if", "effect"}) && effectIs(NamedEffect::AlsoResolveAsBattle) &&
        purchaseOf(e, CardType::War))
        return EffectShape::WarAsBattle;
    // Domains of the Sea: the bought card is discarded at once for a gain (buy()).
    if (when == T::OnBuy && keysAre({"if", "effect", "gain"}) && effectIs(NamedEffect::DiscardBoughtCard) &&
        plainAmountsOf(e.gain) && purchaseCondition(e))
        return EffectShape::DiscardBought;
    // Japan B Emperor ("Advisors you buy are discarded instead; each adds a marker here worth +1
    // strength"): the bought card is discarded and a marker goes on the rule's card (buy()).
    if (when == T::OnBuy && keysAre({"if", "effect"}) && effectIs(NamedEffect::DiscardBoughtCardAddMarker) &&
        purchaseCondition(e))
        return EffectShape::DiscardBoughtAddMarker;
    // Purchase triggers with the buyer's choice in the payload (buy()).
    if (when == T::OnBuy && keysAre({"if", "take_workers_optional"}) && purchaseCondition(e))
        return EffectShape::TakeWorkerOptional; // Arabs B
    if (when == T::OnBuy && keysAre({"if", "effect", "amount"}) && effectIs(NamedEffect::HireFreeArchitects) &&
        purchaseCondition(e))
        return EffectShape::FreeArchitects; // Korea B
    // Discovering a natural wonder (explore()): effects for the round or counted at that moment.
    if (when == T::OnDiscover && keysAre({"gain", "duration"}) && thisRound && onlyQuantity(e.gain, Quantity::Strength))
        return EffectShape::StrengthThisRound;
    if (when == T::OnDiscover && keysAre({"gain", "per"}) && e.per == Per::PlayerAlreadyPassed && plainAmountsOf(e.gain))
        return EffectShape::GainPerPassed;
    if (when == T::OnDiscover && keysAre({"return_workers"}))
        return EffectShape::ReturnWorkers; // Northwest Passage
    // Victoria Falls: the Colonies among 20 cards drawn make a 4th Progress Board row (GameState::boardRow4).
    if (when == T::OnDiscover && keysAre({"effect", "row_4_price_gold"}) && effectIs(NamedEffect::Draw20ColoniesToRow4))
        return EffectShape::ColoniesRow;
    // Hawaii: take 1 Worker; its Population Track space is marked and costs no upkeep (PlayerState::populationMark).
    if (when == T::OnDiscover && keysAre({"take_workers", "effect"}) &&
        effectIs(NamedEffect::MarkPopulationSpaceNoUpkeep) && e.takeWorkers == 1)
        return EffectShape::MarkPopulationSpace;
    // Another nation's purchase (buy()): Abbasid Caliphate ("when another nation buys a golden age you may
    // also buy that card's VP at your own golden-age price"), Axumite Kingdom ("another nation buying a
    // marked card pays you 3 extra gold").
    if (when == T::OnOtherBuy && keysAre({"if", "effect"}) && effectIs(NamedEffect::MayBuyGoldenAgeVp) &&
        purchaseOf(e, CardType::GoldenAge))
        return EffectShape::AlsoBuyGoldenAgeVp;
    if (when == T::OnOtherBuy && keysAre({"if", "target", "pay_to_owner"}) && flagOnly(e, FlagKind::CardMarked) &&
        e.target == Target{TargetGroup::Buyer} && plainAmountsOf(e.payToOwner) && (*e.payToOwner)[Quantity::Vp] == 0)
        return EffectShape::MarkedCardPaysOwner;
    // Axumite Kingdom: "after each event reveal, mark one card on the progress board" (revealEvent()).
    if (when == T::EventReveal && keysAre({"effect"}) && effectIs(NamedEffect::MarkProgressCard))
        return EffectShape::MarkProgressCard;
    // Effects on other nations: plain gains/losses, or a choice between a loss and removing Advisors.
    if ((when == T::OnReady || when == T::OnBuy || when == T::OnDiscover) && e.target && resolvedTarget(*e.target)) {
        // The keys besides the target (and, on a purchase, the Assassin's condition).
        std::vector<std::string_view> body;
        for (std::string_view k : keys)
            if (k != "target" && !(when == T::OnBuy && k == "if"))
                body.push_back(k);
        if (specialOption && when != T::OnBuy)
            body.push_back("option");
        if (when == T::OnBuy && e.target == Target{TargetGroup::All} && specialOption &&
            keys == std::vector<std::string_view>{"remove", "target"} && e.remove == Removal::BuildingsWithDeployCost1)
            return EffectShape::RemoveBuildings; // Uncle Tom's Cabin (special option)
        if (when == T::OnBuy) { // Assassin: only while a Worker is on it, when its owner buys a Battle
            const bool assassin = e.condition && e.condition->all.size() == 2 &&
                                  e.condition->find<Flag>() && e.condition->find<Flag>()->kind == FlagKind::HasWorkerOnThisCard &&
                                  e.condition->find<CardTypeIs>() && !e.condition->find<CardTypeIs>()->types.asList &&
                                  e.condition->find<CardTypeIs>()->types.types == std::vector<CardType>{CardType::Battle};
            if (!assassin)
                return EffectShape::Plain;
        }
        if (!e.chooseOne.empty()) {
            if (body != std::vector<std::string_view>{"choose_one"} || e.chooseOne.size() != 2)
                return EffectShape::Plain;
            for (const PlainEffect &o : e.chooseOne) {
                const auto ok = keysOf(o);
                if (!((ok == std::vector<std::string_view>{"lose"} && plainResources(*o.lose)) ||
                      (ok == std::vector<std::string_view>{"remove"} && o.remove == Removal::Advisors)))
                    return EffectShape::Plain;
            }
            return EffectShape::Targets;
        }
        const bool plainBody =
            std::all_of(body.begin(), body.end(), [](std::string_view k) { return k == "gain" || k == "lose"; }) &&
            (!(e.gain || e.gainFrom) || plainAmountsOf(e.gain)) && (!e.lose || plainResources(*e.lose));
        return plainBody && (e.gain || e.gainFrom || e.lose) ? EffectShape::Targets : EffectShape::Plain;
    }
    // Round effects (until the end of the round).
    if (when == T::OnReady && keysAre({"modifier", "duration"}) && thisRound &&
        keysOf(*e.modifier) == std::vector<std::string_view>{"force_least"} && e.modifier->forceLeast == RankBy::Stability)
        return EffectShape::ForceLeast;
    if (when == T::OnBuy && specialOption) {
        if (keysAre({"effect", "gain", "duration"}) && effectIs(NamedEffect::PassedOverBooks) && thisRound &&
            onlyQuantity(e.gain, Quantity::Books))
            return EffectShape::PassedOverBooks;
        if (keysAre({"effect", "amount"}) && effectIs(NamedEffect::AddPublicArchitects))
            return EffectShape::PublicArchitects;
        if (keysAre({"modifier", "duration"}) && thisRound &&
            keysOf(*e.modifier) == std::vector<std::string_view>{"architect_cost_stone"} &&
            *e.modifier->architectCostStone < 0)
            return EffectShape::ArchitectDiscount;
    }
    // Placement effects: Zhu Xi stays under a new Advisor once; MIT's free Worker on a bought Building.
    if (when == T::OnReplace && keysAre({"if", "effect"}) && effectIs(NamedEffect::NotRemovedFirstTime) &&
        e.condition->all.size() == 2 && e.condition->find<Flag>() && e.condition->find<Flag>()->kind == FlagKind::FirstTime &&
        e.condition->find<NewType>() && e.condition->find<NewType>()->type == CardType::Advisor)
        return EffectShape::StaysFirstTime;
    if (when == T::OnBuy && keysAre({"if", "effect"}) && effectIs(NamedEffect::MayDeployWorkerFreeOnBoughtCard) &&
        purchaseOf(e, CardType::Building))
        return EffectShape::FreeWorkerOnBought;
    // Special actions.
    if (when == T::Action && !specialOption) {
        std::vector<std::string_view> a; // the keys besides `limit`
        for (std::string_view k : keys)
            if (k != "limit")
                a.push_back(k);
        auto actionKeys = [&](std::initializer_list<std::string_view> k) {
            return a.size() == k.size() &&
                   std::all_of(k.begin(), k.end(), [&](std::string_view x) { return std::find(a.begin(), a.end(), x) != a.end(); });
        };
        if (actionKeys({"effect"}) && effectIs(NamedEffect::SwapTwoProgressBoardCards))
            return EffectShape::SwapBoardCards;
        if (actionKeys({"effect"}) && effectIs(NamedEffect::DeployWorkerFree))
            return EffectShape::DeployFree;
        // Joseon Kingdom: park up to max_amount of one of the resources; returned doubled at the end of the
        // round (PlayerState::parked; the Resolution Phase's "end_of_round" step).
        if (actionKeys({"effect", "max_amount", "resources"}) && effectIs(NamedEffect::ParkResources) &&
            std::all_of(e.resources.begin(), e.resources.end(),
                        [](Quantity q) { return q == Quantity::Food || q == Quantity::Stone || q == Quantity::Gold; }))
            return EffectShape::ParkResources;
        // Polish-Lithuanian Commonwealth: another nation pays the owner and takes one of the Advisors on the
        // owner's Wonder spaces (takeAdvisorFromWonderSpace(), action_phase_dynasties.cpp).
        if (actionKeys({"target", "pay_to_owner", "effect"}) && effectIs(NamedEffect::TakeAdvisorFromWonderSpace) &&
            e.target == Target{TargetGroup::Others} && plainAmountsOf(e.payToOwner))
            return EffectShape::TakeAdvisorFromWonderSpace;
        // Democratic Republicans: the targets (not the owner) that still hold a dynasty take a turmoil card
        // and play one; the owner gains per nation forced (forceDynastyChange(), action_phase_dynasties.cpp).
        if (actionKeys({"target", "effect", "gain", "per"}) && effectIs(NamedEffect::ForceDynastyChange) &&
            resolvedTarget(*e.target) && e.per == Per::NationForced && plainAmountsOf(e.gain))
            return EffectShape::ForceDynastyChange;
        if (actionKeys({"effect", "card_types"}) && effectIs(NamedEffect::BuyFree))
            return EffectShape::BuyFree;
        const ConditionClause *c = onlyClause(e);
        const auto *most = c ? std::get_if<RankIs>(c) : nullptr;
        if (actionKeys({"take_workers"}) ||
            (actionKeys({"take_workers", "if"}) && most && most->rank == Rank::Most && !most->asList &&
             (most->by[0] == RankBy::Strength || most->by[0] == RankBy::Stability)))
            return EffectShape::TakeWorkers;
        if (actionKeys({"target", "if", "pay", "effect"}) && effectIs(NamedEffect::TakeThisCard) &&
            e.target == Target{TargetGroup::Others} && flagOnly(e, FlagKind::OwnerHasNotPassed) && plainPayment(e.pay))
            return EffectShape::TakeThisCard;
        auto payIs = [&](std::optional<Removal> remove, std::optional<int> returnWorkers, std::optional<int> architects) {
            return e.pay && e.pay->amounts.empty() && e.pay->remove == remove && e.pay->returnWorkers == returnWorkers &&
                   e.pay->publicArchitects == architects;
        };
        if (actionKeys({"pay", "gain"}) && payIs(Removal::OwnColony, std::nullopt, std::nullopt) && plainAmountsOf(e.gain))
            return EffectShape::RemoveOwnColony;
        // Qin Dynasty: "return 1 worker to hire 1 architect for free".
        if (actionKeys({"pay", "effect"}) && effectIs(NamedEffect::HireFreeArchitect) && payIs(std::nullopt, 1, std::nullopt))
            return EffectShape::ReturnWorkerFreeArchitect;
        // Old Kingdom: "remove your advisor and put a marker here".
        if (actionKeys({"pay", "effect"}) && effectIs(NamedEffect::AddMarker) &&
            payIs(Removal::OwnAdvisor, std::nullopt, std::nullopt))
            return EffectShape::RemoveAdvisorAddMarker;
        if (actionKeys({"pay", "gain"}) && e.pay->remove == Removal::OwnAdvisor && !e.pay->returnWorkers &&
            !e.pay->publicArchitects && plainResources(e.pay->amounts) && plainAmountsOf(e.gain))
            return EffectShape::RemoveOwnAdvisor;
        if (actionKeys({"pay", "gain", "duration"}) && payIs(std::nullopt, std::nullopt, 1) && thisRound &&
            onlyQuantity(e.gain, Quantity::Stability))
            return EffectShape::DiscardPublicArchitect;
        // Vikings B Old Uppsala: "pay 1 food for +3 strength until the end of the round" (a plain payment,
        // then the round effect "strength" the board values add, like a discovered Pillar of Hercules).
        if ((actionKeys({"gain", "duration"}) || (actionKeys({"pay", "gain", "duration"}) && plainPayment(e.pay))) &&
            thisRound && onlyQuantity(e.gain, Quantity::Strength))
            return EffectShape::StrengthThisRound;
        if ((actionKeys({"gain", "duration"}) ||
             (actionKeys({"gain", "duration", "if"}) && flagOnly(e, FlagKind::NoPlayerPassed))) &&
            thisRound && onlyQuantity(e.gain, Quantity::Stability))
            return EffectShape::StabilityThisRound;
    }
    return EffectShape::Plain;
}

namespace {

const std::set<Trigger> kHandledTriggers = {
    Trigger::OnBuy,         Trigger::OnReady,         Trigger::Action,       Trigger::OnWonderReady,
    Trigger::OnReplace,     Trigger::OnPass,          Trigger::OnHireArchitect, Trigger::OnGoldenAgeVp,
    Trigger::OnOtherBuy,    Trigger::OnGoldenAgeBooks, Trigger::OnTakeWorker, Trigger::Growth,
    Trigger::FirstTurn,     Trigger::OnPassedOver,    Trigger::OnSpendLastGold, Trigger::OnPlay,
    Trigger::OnTurmoil,     Trigger::OnDiscover,      Trigger::BeforeProgress};

/// Modifiers of `ongoing` rules the engine reads -> keys allowed in the modifier object and whether
/// a target "all"/"others" is read too (tableModifier).
struct ModifierShape {
    std::set<std::string_view> keys;
    bool table = false;
};
const std::map<std::string_view, ModifierShape> kModifierShapes = {
    {"raid", {{"raid"}, false}},
    {"card_cost_gold", {{"card_cost_gold", "card_type", "row", "min"}, true}},
    {"deploy_cost_stone", {{"deploy_cost_stone", "card_type", "min"}, false}},
    {"colony_strength_required", {{"colony_strength_required"}, true}},
    {"golden_age_vp_cost", {{"golden_age_vp_cost"}, false}},
    {"may_not_buy", {{"may_not_buy"}, false}},
};

bool has(const std::vector<std::string_view> &keys, std::string_view k)
{
    return std::find(keys.begin(), keys.end(), k) != keys.end();
}

/// The target as reasons name it: "others", "all"..., or its comparison as written ({"least":"strength"}).
std::string targetName(const Target &t)
{
    const json j = toJson(t);
    return j.is_string() ? j.get<std::string>() : j.dump();
}

/// The JSON of one field of the rule, for explanations that quote it.
std::string quoted(const PlainEffect &e, std::string_view k) { return toJson(e)[std::string(k)].dump(); }

std::string conditionText(const PlainEffect &e)
{
    return e.condition ? toJson(*e.condition).dump() : json::object().dump();
}

/// A gain or loss of resources/VP (not Strength/Stability, not a gain given by name).
bool plainGain(const PlainEffect &e) { return e.gain && plainResources(*e.gain); }

/// The rule is plain gains/losses of the owner's resources and VP (plus the allowed extra keys);
/// otherwise `why` names what the engine does not apply.
bool plainShape(const Rule &rule, const PlainEffect &e, std::initializer_list<const char *> extraKeys, std::string &why)
{
    const auto keys = keysOf(rule);
    auto extra = [&](std::string_view k) {
        return std::any_of(extraKeys.begin(), extraKeys.end(), [&](const char *x) { return k == x; });
    };
    const bool gainOk = !(e.gain || e.gainFrom) || plainGain(e);
    const bool loseOk = !e.lose || plainResources(*e.lose);
    if (std::all_of(keys.begin(), keys.end(), [&](std::string_view k) { return k == "gain" || k == "lose" || extra(k); }) &&
        gainOk && loseOk && (e.gain || e.gainFrom || e.lose))
        return true;
    // The keys, the most telling first (named effect, target, condition, duration).
    std::vector<std::string_view> byPriority;
    for (std::string_view k : {"effect", "target", "if", "duration"})
        if (has(keys, k))
            byPriority.push_back(k);
    for (std::string_view k : keys)
        if (!has(byPriority, k))
            byPriority.push_back(k);
    for (std::string_view k : byPriority) {
        if (extra(k))
            continue;
        if (k == "target")
            why = "effect on other nations (target " + toJson(*e.target).dump() + ") applied by hand";
        else if (k == "effect")
            why = "named effect " + quoted(e, k) + " needs code (applied by hand)";
        else if (k == "duration")
            why = "effect for a duration (" + quoted(e, k) + ") applied by hand";
        else if (k == "gain" || k == "lose")
            why = std::string(k) + " " + quoted(e, k) + " is not plain resources/VP (Strength/Stability for the round: by hand)";
        else
            why = "\"" + std::string(k) + "\" not applied by the Action Phase engine (by hand)";
        if (k != "gain" && k != "lose")
            return false;
        if (k == "gain" ? !plainGain(e) : !plainResources(*e.lose))
            return false;
    }
    why = "rule without a plain gain or loss";
    return false;
}

RuleSupport modifierSupport(const Rule &rule, const PlainEffect &e, std::string_view name)
{
    const ModifierShape &shape = kModifierShapes.at(name);
    for (std::string_view k : keysOf(rule))
        if (k != "modifier" && k != "target")
            return apNo("\"" + std::string(k) + "\" in a " + std::string(name) + " modifier rule not applied (by hand)");
    std::string target;
    if (e.target) {
        target = targetName(*e.target);
        if (!shape.table || (target != "all" && target != "others"))
            return apNo("modifier " + std::string(name) + " with target " + target + " not applied (by hand)");
    }
    for (std::string_view k : keysOf(*e.modifier))
        if (!shape.keys.count(k) || (k == "row" && !target.empty()))
            return apNo("modifier " + toJson(*e.modifier).dump() + " not applied (\"" + std::string(k) +
                        "\" not read; by hand)");
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

std::optional<RuleSupport> actionPhaseRuleSupport(const json &rule, const ProgressCard *card)
{
    return actionPhaseRuleSupport(parseRule(rule, 0), card);
}

std::optional<RuleSupport> actionPhaseRuleSupport(const Rule &rule, const ProgressCard *card)
{
    const Trigger when = rule.when;
    const std::string whenName(key(when));
    for (const auto &[w, why] : actionPhaseTriggers())
        if (w == whenName)
            return apNo(why);
    const PlainEffect *plainEffect = std::get_if<PlainEffect>(&rule.effect);
    if (when == Trigger::Ongoing) { // (no named shape has this trigger)
        if (!plainEffect || !plainEffect->modifier)
            return std::nullopt;
        const Modifier &mod = *plainEffect->modifier;
        const auto modKeys = keysOf(mod);
        const bool modifierAlone = keysAre(rule, {"modifier"});
        if (modifierAlone && modKeys.size() == 2 && mod.extraSlot == SlotKind::Advisor && mod.usesThisWonderSpace)
            return card && card->type == CardType::Wonder ? apYes() : apNo("extra Advisor slot of a non-Wonder");
        // Great Plains: its Wonder space takes a Building/Military (buildingSlots(), wonderSpaceHoldsBuilding(),
        // game_state.h: the state validation, buy and placing a Wonder read them).
        if (modifierAlone && modKeys.size() == 2 && mod.extraSlot == SlotKind::BuildingOrMilitary && mod.usesThisWonderSpace)
            return card && (card->type == CardType::Wonder || card->type == CardType::NaturalWonder)
                       ? apYes()
                       : apNo("extra Building/Military slot of a card that takes no Wonder space");
        // Siberia: occupies two Wonder spaces (wonderSpacesOf(), wonderSpacesUsed(): the state validation,
        // placing a ready Wonder and the Wonder spaces of Polish-Lithuanian Commonwealth / Portugese Empire).
        if (modifierAlone && modKeys.size() == 1 && mod.wonderSpacesUsed >= 1)
            return card && (card->type == CardType::Wonder || card->type == CardType::NaturalWonder)
                       ? apYes()
                       : apNo("Wonder spaces of a card that takes no Wonder space");
        // Polish-Lithuanian Commonwealth / Portugese Empire (dynasties): bought Advisors / Colonies may go on
        // free Wonder spaces; the slot limits count them (advisorSlots(), colonySlots(), game_state.h).
        if (modifierAlone && modKeys.size() == 1 && (mod.advisorOnWonderSpace || mod.colonyOnWonderSpace))
            return apYes();
        for (const auto &[m, why] : actionPhaseModifiers())
            if (has(modKeys, m))
                return apNo(why);
        for (const auto &[m, shape] : kModifierShapes)
            if (has(modKeys, m))
                return modifierSupport(rule, *plainEffect, m);
        return std::nullopt; // a Resolution modifier (military_upkeep, golden_age_bonus...)
    }
    if (!kHandledTriggers.count(when))
        return std::nullopt;

    // Effect shapes beyond plain gains of the owner (effectShape): turn, round, placement and targeted
    // effects and the special actions that carry a choice — applied by applyShape() / the special action.
    // On the nation-special space (a B side's special, a dynasty: card == nullptr), the shapes of the
    // triggers below are applied too; an `on_ready` shape or taking the card itself needs a card.
    static const std::set<EffectShape> kNationSpaceShapes = {EffectShape::TakeWorkerOptional, EffectShape::FreeArchitects,
                                                             EffectShape::WaiveMilitaryUpkeep, EffectShape::DiscardBought,
                                                             EffectShape::WarAsBattle, EffectShape::AlsoBuyGoldenAgeVp,
                                                             EffectShape::MarkedCardPaysOwner};
    if (const EffectShape shape = rule.shape; shape != EffectShape::Plain)
        return card || when == Trigger::FirstTurn || when == Trigger::OnDiscover || // (first_turn: skip, extra, free deploy)
                       (when == Trigger::Action && shape != EffectShape::TakeThisCard) || kNationSpaceShapes.count(shape)
                   ? apYes()
                   : apNo("effect of a nation special not recorded");
    const PlainEffect &e = std::get<PlainEffect>(rule.effect);
    std::string why;
    auto plain = [&](std::initializer_list<const char *> extra) {
        return plainShape(rule, e, extra, why) ? apYes() : apNo(why);
    };
    auto clausesAre = [&](auto... is) { // the condition has one clause, of one of these kinds
        return e.condition && e.condition->all.size() == 1 && (is(e.condition->all[0]) || ...);
    };
    const std::string cond = conditionText(e);

    switch (when) {
    case Trigger::FirstTurn:
        return apNo("first_turn rule " + toJson(rule).dump() + " not applied (only skip_turn / extra_actions are)");
    case Trigger::OnDiscover: // explore(): plain gains of the discoverer (Aurora Borealis, America B)
        if (e.condition)
            return apNo("on_discover condition " + cond + " not evaluated (by hand)");
        return plain({});
    case Trigger::OnPassedOver:
    case Trigger::OnSpendLastGold:
        if (e.condition)
            return apNo(whenName + " condition " + cond + " not evaluated (by hand)");
        return plain({});
    case Trigger::OnReady:
    case Trigger::OnWonderReady:
    case Trigger::OnHireArchitect:
    case Trigger::OnGoldenAgeVp:
    case Trigger::OnGoldenAgeBooks:
    case Trigger::OnTakeWorker:
        if (when == Trigger::OnReady && !card)
            return apNo("on_ready of a nation special is not recorded");
        if (e.condition)
            return apNo("condition " + cond + " not evaluated (by hand)");
        return plain({});
    case Trigger::OnReplace: {
        // Covering a Building/Military, by the old or new card's type and the age.
        auto buildingOrMilitary = [](CardType t) { return t == CardType::Building || t == CardType::Military; };
        auto clauseOk = [&](const ConditionClause &c) {
            const auto *o = std::get_if<OldType>(&c);
            const auto *n = std::get_if<NewType>(&c);
            const auto *f = std::get_if<Flag>(&c);
            return (o && buildingOrMilitary(o->type)) || (n && buildingOrMilitary(n->type)) ||
                   (f && f->kind == FlagKind::NewAgeGreater);
        };
        if (!e.condition || !std::all_of(e.condition->all.begin(), e.condition->all.end(), clauseOk) ||
            (!e.condition->find<OldType>() && !e.condition->find<NewType>()))
            return apNo("on_replace condition " + cond +
                        " not evaluated (only covering a Building/Military by type and age is; by hand)");
        return plain({"if"});
    }
    case Trigger::OnPass:
        if (e.condition && !clausesAre([](const ConditionClause &c) { return std::holds_alternative<Passed>(c); }))
            return apNo("on_pass condition " + cond + " not evaluated (by hand)");
        return plain({"if"});
    case Trigger::OnOtherBuy:
        if (!clausesAre([](const ConditionClause &c) { return std::holds_alternative<CardTypeIs>(c); }))
            return apNo("on_other_buy condition " + cond + " not evaluated (by hand)");
        if (!e.target) { // the owner gains (buy())
            if (!keysAre(rule, {"if", "gain"}))
                return apNo("on_other_buy rule " + toJson(rule).dump() + " not applied (only gains of the owner are; by hand)");
            if (e.gainFrom == GainSource::GoldPaidByBuyer || (plainGain(e) && (*e.gain)[Quantity::Vp] == 0))
                return apYes();
            return apNo("on_other_buy gain " + quoted(e, "gain") + " not applied (by hand)");
        }
        if (e.target != Target{TargetGroup::Buyer})
            return apNo("on_other_buy effect for " + toJson(*e.target).dump() +
                        " not applied (only the buyer's and the owner's gains are; by hand)");
        return plain({"if", "target"});
    case Trigger::OnBuy:
        if (card && card->type == CardType::War && e.effect == NamedEffect::SetWarMarker) {
            for (std::string_view k : keysOf(rule))
                if (k != "effect" && k != "value")
                    return apNo("\"" + std::string(k) + "\" of the War marker not applied (by hand)");
            return apYes(true); // the War purchase: marker at the buyer's Strength (Rulebook p.15)
        }
        if (card && card->type == CardType::Battle && e.gainAmount) {
            const std::vector<Quantity> choice = {Quantity::Books, Quantity::Food, Quantity::Stone};
            const bool ok = keysOf(rule).size() == 3 && e.gainAmount == GainAmountSource::BestRaidValue &&
                            clausesAre([](const ConditionClause &c) {
                                const auto *h = std::get_if<HasWorkerOn>(&c);
                                return h && h->type == CardType::Military;
                            }) &&
                            e.gainTypeChoice.size() == 3 &&
                            std::is_permutation(e.gainTypeChoice.begin(), e.gainTypeChoice.end(), choice.begin());
            if (ok)
                return apYes(true); // the Battle purchase: best raid value of a staffed Military (Rulebook p.16)
            return apNo("Battle gain " + toJson(rule).dump() + " differs from the best raid value (by hand)");
        }
        if (rule.specialOption)
            return apNo("Golden Age special option: recorded as a by-hand note when chosen");
        if (e.condition && e.condition->find<CardTypeIs>()) {
            if (e.condition->all.size() != 1)
                return apNo("on_buy condition " + cond + " not evaluated (only the card type is; by hand)");
            return plain({"if"});
        }
        if (!card)
            return apNo("on_buy of a nation special without a card type is not recorded");
        if (e.condition && !clausesAre([](const ConditionClause &c) { return std::holds_alternative<PaidGold>(c); }))
            return apNo("on_buy condition " + cond + " not evaluated (by hand)");
        return plain({"if"});
    case Trigger::Action: {
        // Special actions of the nation-special space (a B side's special, a dynasty in play) are
        // applied like a card's (special()); only those offered to other nations are not.
        if (!card && e.target)
            return apNo("special action of a nation special for other nations (recorded by hand)");
        static const std::set<std::string_view> allowed = {"limit", "pay", "pay_choice", "gain", "choose_one"};
        const auto keys = keysOf(rule);
        for (std::string_view k : {"effect", "target", "if", "duration"}) // the most telling first
            if (has(keys, k) && !allowed.count(k)) {
                if (k == "effect")
                    return apNo("named effect " + quoted(e, k) + " needs code (recorded by hand)");
                if (k == "if")
                    return apNo("condition " + cond + " of a special action not evaluated (recorded by hand)");
                if (k == "target")
                    return apNo("special action for other nations (target " + toJson(*e.target).dump() +
                                ") recorded by hand");
                return apNo("\"" + std::string(k) + "\" of a special action not applied (recorded by hand)");
            }
        for (std::string_view k : keys)
            if (!allowed.count(k))
                return apNo("\"" + std::string(k) + "\" of a special action not applied (recorded by hand)");
        if (e.pay && !plainResources(*e.pay))
            return apNo("payment " + quoted(e, "pay") + " is not plain resources/VP (recorded by hand)");
        for (const Amounts &o : e.payChoice)
            if (!plainResources(o))
                return apNo("payment " + toJson(o).dump() + " is not plain resources/VP (recorded by hand)");
        if ((e.gain || e.gainFrom) && !plainGain(e))
            return apNo("gain " + quoted(e, "gain") + " is not plain resources/VP (Strength/Stability for the round: "
                        "recorded by hand)");
        for (const PlainEffect &o : e.chooseOne) {
            const auto ok = keysOf(o);
            if (o.lose || !std::all_of(ok.begin(), ok.end(), [](std::string_view k) { return k == "gain"; }) ||
                ((o.gain || o.gainFrom) && !plainGain(o)))
                return apNo("option " + toJson(o).dump() + " is not a plain gain (recorded by hand)");
        }
        if (!(e.gain || e.gainFrom) && e.chooseOne.empty())
            return apNo("special action without a gain (recorded by hand)");
        return apYes();
    }
    case Trigger::OnPlay: // a dynasty played with a turmoil card (turmoil())
        for (std::string_view k : keysOf(rule))
            if (k != "take_workers" && k != "gain")
                return apNo("\"" + std::string(k) + "\" of a dynasty played not applied (by hand)");
        if ((e.gain || e.gainFrom) && !plainGain(e))
            return apNo("gain " + quoted(e, "gain") + " is not plain resources/VP (by hand)");
        return apYes();
    case Trigger::BeforeProgress: // Jagellonian Dynasty: an action with "out_of_turn" (outOfTurn())
        if (keysAre(rule, {"pay", "pay_to", "extra_actions"}) && plainResources(*e.pay) &&
            e.payTo == PayTo::FirstPlayerOrSecond && e.extraActions == 1)
            return apYes();
        return apNo("before_progress rule " + toJson(rule).dump() +
                    " not applied (only paying the first or second player for one action before everyone else is)");
    case Trigger::OnTurmoil: // turmoil(): Sassanid Empire
        if (keysAre(rule, {"if", "effect"}) && e.effect == NamedEffect::DiscardTurmoilCard &&
            clausesAre([](const ConditionClause &c) {
                const auto *t = std::get_if<TurmoilChoice>(&c);
                return t && t->resource == Quantity::Gold;
            }))
            return apYes();
        return apNo("on_turmoil rule " + toJson(rule).dump() + " not applied (only discarding a turmoil card taken for Gold is)");
    case Trigger::Growth: {
        const GrowthChoice *g = e.condition ? e.condition->find<GrowthChoice>() : nullptr;
        // Mauryan Empire: "when you take a Worker as Growth you may take up to 2 more" (applyGrowth).
        if (keysAre(rule, {"if", "take_workers_optional"}) && e.condition->all.size() == 1 && g && !g->asList &&
            g->options == std::vector<std::string>{"worker"})
            return apYes();
        for (std::string_view k : keysOf(rule))
            if (k != "if" && k != "gain" && k != "modifier")
                return apNo("\"" + std::string(k) + "\" of a growth rule not applied (by hand)");
        auto resource = [](const std::string &x) { return x == "food" || x == "stone" || x == "gold"; };
        const bool condOk = !e.condition || (e.condition->all.size() == 1 && g &&
                                             std::all_of(g->options.begin(), g->options.end(), resource));
        if (!condOk)
            return apNo("growth condition " + cond + " not evaluated (by hand)");
        const bool bonus = e.modifier && keysOf(*e.modifier) == std::vector<std::string_view>{"growth_bonus_same_resource"};
        const bool gain = plainGain(e) && (*e.gain)[Quantity::Vp] == 0;
        const bool hasGain = e.gain || e.gainFrom;
        if (hasGain == e.modifier.has_value() || (hasGain && !gain) || (e.modifier && !bonus))
            return apNo("growth rule " + toJson(rule).dump() + " not applied (by hand)");
        return apYes(); // the Growth reducer (actions.cpp) via growthRuleBonus()
    }
    default:
        return std::nullopt;
    }
}

} // namespace nc::nations
