#pragma once
// The effect of a rule, typed: the parameters of each effect shape (rule.h EffectShape) parsed ONCE at
// catalog load (parseRules, rule_parse.cpp) into C++ values, so an executor reads
// `std::get<FreeArchitects>(rule.effect).amount` instead of `(*h.rule)["amount"]`, and a malformed
// parameter (a negative amount, an unknown `per`, a condition outside the vocabulary) is a load error
// naming the card and the field (CatalogError "<file>: <card>: rules[<i>].<field>: <problem>").
//
// `Effect` is a closed set: one struct per EffectShape, in the enum's order (Effect::index() ==
// size_t(Rule::shape)). PlainEffect holds the plain outcome fields of the vocabulary
// (shared/data/nations/README.md "The `rules` vocabulary"); the named shapes hold only their own
// parameters (the keys their shape test in effectShape(), action_phase_support.cpp, fixes are implied).
//
// Lossless: toJson(parseEffect(r, shape)) == r minus `when` (Rule::when) and minus `option` (read once
// into Rule::specialOption), for every rule of data/catalog (tests/catalog/test_rule_effect.cpp).

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/amounts.h"

namespace nc::nations {

enum class CardType;       // catalog.h
enum class EffectShape;    // rule.h

// ---- vocabulary values ----------------------------------------------------------------------------

/// `card_type` / `card_types` / `may_not_buy`: one card type or a list of them (the JSON's form is kept).
struct CardTypeList {
    std::vector<CardType> types;
    bool asList = false; ///< written as a list (["war", "battle"]) rather than one key ("war")
    bool contains(CardType t) const;
    bool operator==(const CardTypeList &) const = default;
};

/// `limit` of a special action (README: "one per action unless `limit`").
enum class Limit { OncePerRound, ThreePerRound };
/// `duration`: until the end of the round.
enum class Duration { ThisRound };

/// What a most/least comparison ranks (README "`if`": res also `workers`, `books`, `food`).
enum class RankBy { Strength, Stability, Workers, Books, Food, Gold, Stone };
/// The comparison of a condition or a target object.
enum class Rank { Most, Least, NotMost, OthersWithLeast };

/// `per` (multiplier of the gain; README "outcomes").
enum class Per {
    WorkerOnThisCard, MarkerOnThisCard, AdvisorOwned, ColonyAge3Owned, ColonyAge4Owned, WorkerOnAge4Building,
    BuildingOrMilitaryOfCurrentAge, UndeployedWorker, OtherNaturalWonderOwned, PlayerAlreadyPassed,
    WorkerOnMilitary, NationForced,
};

/// `effect`: the named one-off mechanics of the vocabulary (README "outcomes": `effect: <named special>`).
enum class NamedEffect {
    SetWarMarker, AddMarker, SkipTurn, SwapTwoProgressBoardCards, NotRemovedFirstTime, PassedOverBooks,
    MarkPopulationSpaceNoUpkeep, DeployWorkerFree, BuyFree, DrawTwoChooseOne, AddPublicArchitects,
    MayDeployWorkerFreeOnBoughtCard, TakeThisCard, Draw20ColoniesToRow4, DiscardBoughtCardAddMarker,
    HireFreeArchitects, ForceDynastyChange, MayBuyGoldenAgeVp, HireFreeArchitect, RemoveMarker, MarkProgressCard,
    ParkResources, ReturnParkedDoubled, MayDeployWorkerFree, DiscardTurmoilCard, TakeAdvisorFromWonderSpace,
    AlsoResolveAsBattle, DiscardBoughtCard,
};

/// `remove` (and `pay.remove`): what leaves the board.
enum class Removal { Self, Advisors, OwnColony, OwnAdvisor, BuildingsWithDeployCost1 };
/// `gain` given as a name instead of amounts: "gold_paid_by_buyer" (Silk Road style: the buyer's Gold).
enum class GainSource { GoldPaidByBuyer };
/// `gain_amount`: "best_raid_value" (Battles of the War cards: the best raid value of the buyer's Military).
enum class GainAmountSource { BestRaidValue };
/// `value`: "buyer_strength" (War cards: the War marker is set at the buyer's Strength).
enum class ValueSource { BuyerStrength };
/// `pay_to`: "first_player_or_second" (Jagellonian Dynasty).
enum class PayTo { FirstPlayerOrSecond };
/// `modifier.extra_slot`.
enum class SlotKind { Advisor, BuildingOrMilitary };

/// `target` (README "`target`": default the owner; "others", "all" (owner included), "buyer",
/// "each_defeated").
enum class TargetGroup { Others, All, Buyer, EachDefeated };
/// `target` as a condition object: {"least": "strength"}, {"others_with_least": "strength"}, ...
struct RankedTarget {
    Rank rank = Rank::Most;
    RankBy by = RankBy::Strength;
    bool operator==(const RankedTarget &) const = default;
};
using Target = std::variant<TargetGroup, RankedTarget>;

// ---- conditions (`if`; README "`if` (condition)") -------------------------------------------------

struct CardTypeIs { CardTypeList types; bool operator==(const CardTypeIs &) const = default; };        ///< card_type
struct HasWorkerOn { CardType type; bool operator==(const HasWorkerOn &) const = default; };          ///< has_worker_on
struct StrengthBelowWarMarker { bool operator==(const StrengthBelowWarMarker &) const = default; };    ///< strength_below: "war_marker"
struct BoughtThisRound { CardType type; bool operator==(const BoughtThisRound &) const = default; };  ///< bought_this_round
/// most / least / not_most: a single quantity or a list ({"most": ["strength", "stability"]}).
struct RankIs {
    Rank rank = Rank::Most;
    std::vector<RankBy> by;
    bool asList = false;
    bool operator==(const RankIs &) const = default;
};
enum class PassedPosition { First, Last };
struct Passed { PassedPosition position; bool operator==(const Passed &) const = default; };           ///< passed
/// growth_choice: "worker" or a resource, or a list of them.
struct GrowthChoice {
    std::vector<std::string> options; ///< "worker", "food", "stone", "gold"
    bool asList = false;
    bool operator==(const GrowthChoice &) const = default;
};
struct TurmoilChoice { Quantity resource; bool operator==(const TurmoilChoice &) const = default; };  ///< turmoil_choice
struct PaidGold { int gold = 0; bool operator==(const PaidGold &) const = default; };                 ///< paid_gold
struct StabilityAbove { int value = 0; bool operator==(const StabilityAbove &) const = default; };    ///< stability_above
struct WorkersOnMilitaryExactly { int count = 0; bool operator==(const WorkersOnMilitaryExactly &) const = default; };
struct NewType { CardType type; bool operator==(const NewType &) const = default; };                  ///< new_type (on_replace)
struct OldType { CardType type; bool operator==(const OldType &) const = default; };                  ///< old_type (on_replace)
/// The conditions written `{"<name>": true}`.
enum class FlagKind { HasWorkerOnThisCard, NoPlayerPassed, FirstTime, NewAgeGreater, StrengthAboveWar, OwnerHasNotPassed, CardMarked };
struct Flag { FlagKind kind; bool operator==(const Flag &) const = default; };
using ConditionClause = std::variant<CardTypeIs, HasWorkerOn, StrengthBelowWarMarker, BoughtThisRound, RankIs, Passed,
                                     GrowthChoice, TurmoilChoice, PaidGold, StabilityAbove, WorkersOnMilitaryExactly,
                                     NewType, OldType, Flag>;
/// `if`: every clause must hold (one clause per key of the JSON object).
struct Condition {
    std::vector<ConditionClause> all;
    /// The clause of type T, if the condition has one.
    template <class T> const T *find() const
    {
        for (const auto &c : all)
            if (const T *t = std::get_if<T>(&c))
                return t;
        return nullptr;
    }
};

// ---- modifiers (README "`modifier {..}` (rule changes)") -----------------------------------------

/// `modifier`: each key of the vocabulary as its own field (absent = not modified).
struct Modifier {
    std::optional<int> raid, strengthVsWar, colonyStrengthRequired, cardCostGold, deployCostStone, min, row,
        militaryUpkeep, defeatVpLoss, goldenAgeBonus, goldenAgeVpCost, shortageVpLoss, booksMultiplier,
        wonderSpacesUsed, architectCostStone, growthBonusSameResource, defeatExtraLossSameResource;
    std::optional<Amounts> defeatExtraLoss;
    std::optional<CardTypeList> cardType, mayNotBuy;
    std::optional<SlotKind> extraSlot;
    bool usesThisWonderSpace = false; ///< "uses": "this_wonder_space"
    std::optional<RankBy> forceLeast, strengthForOrderPlus;
    bool immuneToDefeat = false, stoneCountsDoubleForResourceVp = false, advisorOnWonderSpace = false,
         colonyOnWonderSpace = false;
};

/// `mitigate` (War cards: "each point of positive Stability lowers the loss", VP loss not mitigated).
struct Mitigation {
    Quantity resource = Quantity::Food;
    bool vpNotMitigated = false; ///< written only when true
};

/// `pay`: the cost of an action (resources/VP, or removing an own card, returning Workers, a public Architect).
struct Payment {
    Amounts amounts;
    std::optional<Removal> remove;
    std::optional<int> returnWorkers, publicArchitects;
};

// ---- the effect shapes ----------------------------------------------------------------------------

/// EffectShape::Plain: gains, losses, modifiers and conditions of the owner (or a target), read by the
/// executor of the rule's trigger (card_rules.cpp, the Action Phase files, events). Most of the catalog:
/// e.g. Colosseum, Augustus ("if most strength: +2 stone", Production), the 32 War cards
/// (set_war_marker), Petra / Piazza San Marco (choose_one), Marco Polo (pay_choice).
struct PlainEffect {
    std::optional<Amounts> gain, lose;          ///< non-negative amounts (README "outcomes")
    std::optional<GainSource> gainFrom;         ///< gain given by name ("gold_paid_by_buyer")
    std::optional<Per> per;
    std::optional<Condition> condition;         ///< `if`
    std::optional<Target> target;
    std::optional<Duration> duration;
    std::optional<Limit> limit;
    std::optional<int> takeWorkers, takeWorkersOptional, returnWorkers, extraActions, privateArchitects, amount,
        maxAmount, loseAmount, row4PriceGold; ///< positive counts
    std::optional<Modifier> modifier;
    std::optional<NamedEffect> effect;
    std::optional<ValueSource> value;
    std::optional<Mitigation> mitigate;
    std::optional<GainAmountSource> gainAmount;
    std::vector<Quantity> gainTypeChoice, resources, chooseResource; ///< empty = absent
    std::optional<Payment> pay;
    std::vector<Amounts> payChoice;             ///< empty = absent
    std::optional<Amounts> payToOwner;
    std::optional<PayTo> payTo;
    std::optional<Removal> remove;
    std::vector<PlainEffect> chooseOne;         ///< choose_one: each option an outcome; empty = absent
    std::optional<CardTypeList> cardTypes;
};

/// Buddha ("skip your first turn each round"; card text): first_turn, effect skip_turn.
struct SkipTurn {};
/// Sun Tzu, Wardenclyffe Tower ("extra actions"; card text, Rulebook p.14 turn order): first_turn / on_ready.
/// (Jagellonian Dynasty's extra action is paid and stays a PlainEffect.)
struct ExtraActions { int count = 1; };
/// Achaemenid Empire (after a Growth Worker, the first action may deploy it free; nation special text).
struct FirstTurnFreeDeploy {};
/// Sheba (after buying the named type, Military pays no upkeep this round; card text).
struct WaiveMilitaryUpkeep { CardTypeList onBuyOf; };
/// Kingdom of Leon (a War bought also resolves as a Battle; card text).
struct WarAsBattle {};
/// Domains of the Sea (the bought card is discarded at once for a gain; card text).
struct DiscardBought { CardTypeList onBuyOf; Amounts gain; };
/// Japan B Emperor ("Advisors you buy are discarded instead; each adds a marker here worth +1 strength").
struct DiscardBoughtAddMarker { CardTypeList onBuyOf; };
/// Arabs B (may take Workers on buying the named type; nation special text).
struct TakeWorkerOptional { CardTypeList onBuyOf; int max = 1; };
/// Korea B (hire Architects for free on buying a Golden Age; nation special text).
struct FreeArchitects { CardTypeList onBuyOf; int amount = 1; };
/// MIT (may deploy a Worker free on a bought Building; card text).
struct FreeWorkerOnBought {};
/// Uncle Tom's Cabin special option (every nation removes its Buildings of deploy cost 1; Rulebook p.16).
struct RemoveBuildings {};
/// The Pillar of Hercules: +Strength this round on discovery; Vikings B Old Uppsala: a special action paying
/// `pay` for it, with its `limit` (card text).
struct StrengthThisRound { int strength = 1; std::optional<Amounts> pay; std::optional<Limit> limit; };
/// Uluru: gain per player already passed on discovery (card text).
struct GainPerPassed { Amounts gain; };
/// Northwest Passage (return Workers on discovery; card text).
struct ReturnWorkers { int count = 1; };
/// Effects on other nations (target "all"/"others"/most/least): plain gains/losses or a choice
/// (Terracotta Army, Mount Ararat, Brandenburg Gate, British Museum, Titanic; Assassin: lose Food or remove
/// Advisors, only while a Worker is on it, when its owner buys a Battle). Card text.
struct Targets {
    Target target;
    std::optional<Condition> condition;
    std::optional<Amounts> gain, lose;
    std::vector<PlainEffect> chooseOne; ///< empty = absent
};
/// Versailles: when completed, its owner counts as having the least Stability this round (card text).
struct ForceLeast {};
/// Arabian Nights special option: Books each time play passes over you this round (card text, Rulebook p.16).
struct PassedOverBooks { int books = 1; };
/// Le Vite special option: public Architects added (card text).
struct PublicArchitects { int amount = 1; };
/// Le Vite special option: Architects cost less Stone this round (the modifier, negative; card text).
struct ArchitectDiscount { int architectCostStone = -1; };
/// Zhu Xi (stays under a new Advisor the first time; card text).
struct StaysFirstTime {};
/// Special actions (`when: action`), each with its `limit` when the card prints one (card text).
/// Alhazen: swap two cards of the Progress Board.
struct SwapBoardCards { std::optional<Limit> limit; };
/// Royal Society: deploy a Worker for free.
struct DeployFree { std::optional<Limit> limit; };
struct BuyFree { CardTypeList cardTypes; std::optional<Limit> limit; }; ///< Galileo Galilei
/// Abraham Lincoln, Suleiman I (only with the most Strength).
struct TakeWorkers { int count = 1; std::optional<RankBy> ifMost; std::optional<Limit> limit; };
/// Frederic Chopin: another nation may take this card from its owner who has not passed, paying them (card text).
struct TakeThisCard { Amounts pay; std::optional<Limit> limit; };
/// Simon Bolivar: remove your own Colony for a gain (card text).
struct RemoveOwnColony { Amounts gain; std::optional<Limit> limit; };
/// Qin Dynasty: "return 1 worker to hire 1 architect for free".
struct ReturnWorkerFreeArchitect { std::optional<Limit> limit; };
/// Old Kingdom: "remove your advisor and put a marker here".
struct RemoveAdvisorAddMarker { std::optional<Limit> limit; };
/// Mali Empire: remove your Advisor (plus a payment) for a gain (dynasty text).
struct RemoveOwnAdvisor { Amounts extraPay; Amounts gain; std::optional<Limit> limit; };
/// Roman Republic: discard a public Architect for Stability this round (dynasty text).
struct DiscardPublicArchitect { int stability = 1; std::optional<Limit> limit; };
/// Shwedagon Pagoda, Vikings B Old Uppsala, Roman Republic: Stability this round (optionally only while no
/// player has passed; card text).
struct StabilityThisRound { int stability = 1; bool ifNoPlayerPassed = false; std::optional<Limit> limit; };
/// Hawaii: take 1 Worker; its Population Track space costs no upkeep (PlayerState::populationMark).
struct MarkPopulationSpace {};
/// Joseon Kingdom: park up to max of one of the resources; returned doubled at the end of the round.
struct ParkResources { int maxAmount = 1; std::vector<Quantity> resources; std::optional<Limit> limit; };

/// Abbasid Caliphate: when another nation buys a card of `onBuyOf` (a Golden Age), the owner may also buy its
/// VP at its own price (dynasty text; Rulebook p.16).
struct AlsoBuyGoldenAgeVp { CardTypeList onBuyOf; };
/// Axumite Kingdom: another nation buying the card marked this round pays the owner `payToOwner` (dynasty text).
struct MarkedCardPaysOwner { Amounts payToOwner; };
/// Axumite Kingdom: after each Event Card reveal, mark one card on the Progress Board (dynasty text).
struct MarkProgressCard {};
/// Victoria Falls: on discovery the Colonies among the cards drawn make a 4th Progress Board row, each bought
/// for `row4PriceGold` (card text).
struct ColoniesRow { int row4PriceGold = 4; };
/// Polish-Lithuanian Commonwealth: another nation's action, paying the owner `payToOwner`, takes an Advisor
/// from one of the owner's Wonder spaces (dynasty text).
struct TakeAdvisorFromWonderSpace { Amounts payToOwner; std::optional<Limit> limit; };
/// Democratic Republicans: the weakest other nations holding a dynasty take a turmoil card and play a
/// dynasty; the owner gains `gainPerNation` per nation forced (dynasty text).
struct ForceDynastyChange { Target target; Amounts gainPerNation; std::optional<Limit> limit; };

/// The closed set of effects, in EffectShape order (index() == size_t(shape)).
using Effect = std::variant<PlainEffect, SkipTurn, ExtraActions, FirstTurnFreeDeploy, WaiveMilitaryUpkeep, WarAsBattle,
                            DiscardBought, TakeWorkerOptional, DiscardBoughtAddMarker, FreeArchitects, FreeWorkerOnBought,
                            RemoveBuildings, StrengthThisRound, GainPerPassed, ReturnWorkers, Targets, ForceLeast,
                            PassedOverBooks, PublicArchitects, ArchitectDiscount, StaysFirstTime, SwapBoardCards,
                            DeployFree, BuyFree, TakeWorkers, TakeThisCard, RemoveOwnColony, ReturnWorkerFreeArchitect,
                            RemoveAdvisorAddMarker, RemoveOwnAdvisor, DiscardPublicArchitect, StabilityThisRound,
                            MarkPopulationSpace, ParkResources, AlsoBuyGoldenAgeVp, MarkedCardPaysOwner,
                            MarkProgressCard, ColoniesRow, TakeAdvisorFromWonderSpace, ForceDynastyChange>;

/// Parses the parameters of `rule` (a rule object already checked by checkRuleVocabulary) for its
/// effect shape (effectShape()). Throws RuleVocabularyError (rule.h) whose `field` names the key
/// relative to the rule ("gain.books", "if.most", "modifier.raid") on a malformed parameter.
Effect parseEffect(const nlohmann::json &rule, EffectShape shape);
/// The plain outcome fields of a rule object (any keys but `when` / `option`). Throws RuleVocabularyError.
PlainEffect parsePlainEffect(const nlohmann::json &rule);

/// The effect written back as the rule's JSON, without `when` and `option` (lossless: see above).
nlohmann::json toJson(const Effect &e);
nlohmann::json toJson(const PlainEffect &e);
nlohmann::json toJson(const Condition &c);

std::string_view key(NamedEffect e); ///< "set_war_marker", ...
std::string_view key(Per p);         ///< "worker_on_this_card", ...

// ---- issue12-classify: typed reads for the classification (rule_support.cpp, action_phase_support.cpp) ----

/// The vocabulary keys `e` sets, in the JSON object's (alphabetical) order: {"gain", "if"} for
/// {"if": ..., "gain": ...}. `gain` given by name counts as "gain".
std::vector<std::string_view> keysOf(const PlainEffect &e);
/// The modifier keys `m` sets, alphabetical ("card_type", "card_cost_gold", ...).
std::vector<std::string_view> keysOf(const Modifier &m);
/// The values written back as the rule's JSON (for explanations that quote them).
nlohmann::json toJson(const Modifier &m);
nlohmann::json toJson(const Target &t);
nlohmann::json toJson(const Payment &p);
/// Amounts without Strength or Stability (resources and VP: what the Action Phase applies at once).
bool plainResources(const Amounts &a);
/// A payment of resources/VP only (no card removed, no Worker or Architect returned).
bool plainResources(const Payment &p);

// ---- issue12-resolution: helpers of the Resolution-side readers (card_rules.cpp, game_state.cpp) ----

/// How many keys the modifier sets (the size of its JSON object): {"extra_slot": ..., "uses": ...} is 2.
size_t modifierKeyCount(const Modifier &m);
/// The effect sets nothing but `modifier` (Great Plains: {"when": "ongoing", "modifier": {...}}).
bool onlyModifier(const PlainEffect &e);

// ---- issue12-actionphase: readers of the typed effect for the Action Phase executors and the app ----

/// The effect's `target`: its own (PlainEffect, Targets, ForceDynastyChange) or the one its shape implies
/// (TakeThisCard, TakeAdvisorFromWonderSpace: others; RemoveBuildings: all; MarkedCardPaysOwner: buyer);
/// nullopt when it names none (the owner).
std::optional<Target> effectTarget(const Effect &e);
/// The effect's `limit` (a special action's uses per round); nullopt when it has none.
std::optional<Limit> effectLimit(const Effect &e);
/// Uses per round a limit allows: 1 or 3; -1 without a limit ("any number of times", Rulebook p.14).
int usesPerRound(const std::optional<Limit> &l);
/// The card types as the vocabulary writes them: "war" or ["war", "battle"].
nlohmann::json toJson(const CardTypeList &l);

} // namespace nc::nations
