#pragma once
// The rules of a card, a nation special or a dynasty card, parsed ONCE when the catalog is loaded
// (Catalog::load, rule_parse.cpp) into a closed set of types: the trigger (`when`), the effect shape the
// engines execute (the named shapes of docs/card-rules.md "Effect shapes", Plain = gains/losses/modifiers
// read from the rule's fields) and the classification of the engines (automated or not, and why).
//
// Vocabulary: shared/data/nations/README.md "The `rules` vocabulary" and docs/catalog.md. A rule whose
// trigger or field is outside that vocabulary, or whose field has the wrong JSON type, is a load error
// (CatalogError "<file>: <card id>: rules[<i>].<field>: <problem>"), not a silent "by hand".
//
// The engines (card_rules.cpp, the Action Phase files, coverage.cpp) read `Rule::support`,
// `Rule::actionPhase` and `Rule::shape`, computed here once per rule, instead of matching the JSON's shape
// on every call: "automated" means "the engine has an executor for this rule's type", and the coverage
// report, the Action Phase and the Resolution Phase read the same values. The raw JSON stays next to the
// typed rule (ProgressCard::rules, NationSide::specialRules, DynastyCard::rules) for the parameters.

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "nations/rule_effect.h"

namespace nc::nations {

struct ProgressCard;
enum class CardType; // catalog.h

/// Whether the engine applies a rule, and why not.
struct RuleSupport {
    bool automated = false;
    /// Takes effect outside the Action Phase (Resolution Phase, continuous values, final scoring):
    /// the engine must produce an explanation item naming the card when the condition holds.
    bool resolutionTime = false;
    /// Duplicates a plain catalog field the engine already applies (War loss, private Architects,
    /// Golden Age bonus of a card): the rule itself adds nothing.
    bool coveredByField = false;
    std::string reason; ///< why not automated (empty when automated)
};

/// The closed set of triggers (`when`) of the rules vocabulary.
enum class Trigger {
    // Action Phase and Growth (action_phase*.cpp, actions.cpp)
    OnBuy, OnReady, Action, OnWonderReady, OnReplace, OnPass, OnHireArchitect, OnGoldenAgeVp, OnOtherBuy,
    OnGoldenAgeBooks, OnTakeWorker, Growth, FirstTurn, OnPassedOver, OnSpendLastGold, OnPlay, OnTurmoil,
    OnDiscover, BeforeProgress,
    // Outside the Action Phase (card_rules.cpp)
    Production, AfterProduction, Ongoing, Check, EndOfRound, EndOfAge, FinalScoring, WarResolution, OnDefeated,
    OnNotDefeated, ResourceShortage, Famine, EventReveal, PlayerOrder,
};
std::string_view key(Trigger t); ///< the vocabulary's name, e.g. "on_buy"
std::optional<Trigger> triggerFromKey(std::string_view k);

/// The effect shapes the Action Phase engine executes beyond plain gains and losses of the owner
/// (docs/card-rules.md "Effect shapes"); Plain = no named shape (gains, losses, modifiers, conditions read
/// from the rule's fields by the executor of its trigger).
enum class EffectShape {
    Plain,
    SkipTurn, ExtraActions, FirstTurnFreeDeploy,                        // turn order (Rulebook p.14)
    WaiveMilitaryUpkeep, WarAsBattle, DiscardBought, TakeWorkerOptional, // purchase (buy)
    DiscardBoughtAddMarker,                                             // purchase (Japan B Emperor)
    FreeArchitects, FreeWorkerOnBought, RemoveBuildings,
    StrengthThisRound, GainPerPassed, ReturnWorkers,                    // discovering a natural wonder
    Targets,                                                            // effects on other nations
    ForceLeast, PassedOverBooks, PublicArchitects, ArchitectDiscount,   // round effects
    StaysFirstTime,                                                     // placement (on_replace)
    SwapBoardCards, DeployFree, BuyFree, TakeWorkers, TakeThisCard,     // special actions with a choice
    RemoveOwnColony, ReturnWorkerFreeArchitect, RemoveAdvisorAddMarker, RemoveOwnAdvisor,
    DiscardPublicArchitect, StabilityThisRound,
    MarkPopulationSpace,                                                // Hawaii (discovered)
    ParkResources,                                                      // Joseon Kingdom (special action)
    AlsoBuyGoldenAgeVp, MarkedCardPaysOwner,                            // another nation's purchase
    MarkProgressCard,                                                   // the Event Card's reveal (Axumite)
    ColoniesRow,                                                        // Victoria Falls (discovered)
    TakeAdvisorFromWonderSpace,                                         // Polish-Lithuanian Commonwealth (others' action)
    ForceDynastyChange,                                                 // Democratic Republicans (special action)
};
/// The shape's name in explanations and docs ("targets", "skip_turn", ...; "" for Plain).
std::string_view key(EffectShape s);

/// The effect shape of a rule, decided from its plain typed fields (parsePlainEffect(), rule_effect.h): the
/// parser's step that picks the Effect alternative, run once per rule by parseRule(); Plain when it has
/// none. `specialOption`: `"option": "special"`. Defined with the Action Phase's classification
/// (action_phase_support.cpp).
EffectShape effectShape(Trigger when, const PlainEffect &fields, bool specialOption);

/// One rule, typed: parsed and classified once at catalog load.
struct Rule {
    Trigger when = Trigger::Ongoing;
    EffectShape shape = EffectShape::Plain;
    /// The shape's parameters, typed (rule_effect.h; effect.index() == size_t(shape)).
    Effect effect;
    /// The engines' classification (ruleSupport(), card_rules.h): what the coverage report and the
    /// "by hand" notes say.
    RuleSupport support;
    /// The Action Phase engine's classification (actionPhaseRuleSupport()); nullopt for a rule of
    /// another phase.
    std::optional<RuleSupport> actionPhase;

    /// The card-type condition of a purchase trigger (`if: {"card_type": t or [t, ...]}`, on_buy /
    /// on_other_buy: Chichen Itza, Montezuma, Shaka Zulu...), parsed once; empty when the rule has none.
    std::vector<CardType> ifCardTypes;
    /// `"option": "special"`: the rule is a Golden Age's special option, applied when the buyer chooses it
    /// (Rulebook p.16 "Golden Age").
    bool specialOption = false;

    /// What the Action Phase engine applies by: its classification, or "not an Action Phase rule".
    RuleSupport actionPhaseSupport() const;
    bool hasCardTypeCondition() const { return !ifCardTypes.empty(); }
    /// The rule's card-type condition names `t` (false when it has none).
    bool purchaseOf(CardType t) const;
};

/// A rule outside the vocabulary: `field` = "rules[<i>]" or "rules[<i>].<key>".
struct RuleVocabularyError {
    std::string field, problem;
};

/// Checks one rule object against the vocabulary (closed set of triggers and keys, JSON type of each
/// key, card types named by `if.card_type`) and returns its trigger. Throws RuleVocabularyError. `index` names the rule in the error.
Trigger checkRuleVocabulary(const nlohmann::json &rule, size_t index);

/// Parses a `rules` array (already checked by checkRuleVocabulary) into typed rules, classified for
/// `card` (nullptr for a nation special or a dynasty card). Same order and size as the array.
std::vector<Rule> parseRules(const nlohmann::json &rules, const ProgressCard *card);

/// One rule object checked against the vocabulary and typed (trigger, shape, effect, card-type condition,
/// special option), not yet classified (`support`, `actionPhase` empty). Throws RuleVocabularyError whose
/// field is "rules[<index>]...".
Rule parseRule(const nlohmann::json &rule, size_t index);

/// The rule written back as its JSON (`when`, `option` and toJson(effect)): equal to the catalog's
/// rule object, for explanations that quote it.
nlohmann::json toJson(const Rule &rule);
/// The rule's keys other than `when`, in the JSON object's (alphabetical) order, `option` included.
std::vector<std::string_view> keysOf(const Rule &rule);
/// The rule's keys other than `when` are exactly `keys` (`option` counts as a key).
bool keysAre(const Rule &rule, std::initializer_list<std::string_view> keys);

} // namespace nc::nations
