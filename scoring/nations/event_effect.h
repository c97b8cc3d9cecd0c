#pragma once
// The events of an Event Card, typed: each event's `target` and `outcome` (data/catalog/event_cards.json,
// vocabulary: shared/data/nations/README.md "event_cards.json") parsed ONCE at catalog load (parseEvent,
// catalog.cpp) into C++ values, so the event interpreter (events.cpp) reads `def.effect.outcome.gain` instead
// of `def.outcome["gain"]`, and a key outside the vocabulary or a malformed value is a load error naming the
// card, the event and the field (CatalogError "event_cards.json: <card>: events[<i>].outcome.<field>: ...").
//
// Lossless: toJson(parseEventTarget(t)) == t and toJson(parseEventOutcome(o)) == o for every event of
// data/catalog (tests/catalog/test_event_effect.cpp).
//
// Rules: Rulebook p.19 "4. Events"; FAQ R-03 (pay), R-18 (losses), R-34..R-36.

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/amounts.h"
#include "nations/rule_effect.h" // PassedPosition

namespace nc::nations {

/// What an event target compares: q of {"most": q} / {"least": q} and of the split keys "most_<q>".
/// GoldenAgesBoughtThisRound is asked of each player (with the Action Phase's record as the default).
enum class EventQuantity { Strength, Stability, Food, Gold, Stone, Books, GoldenAgesBoughtThisRound, WorkersOnAge4Buildings };

/// An event's `target`: "all", "split", {"most": q or [q, ...] (, "either": true)}, {"least": q},
/// {"passed": "first"|"last"}, or {"not": <one of the comparisons>}.
struct EventTarget {
    enum class Kind { All, Split, Most, Least, Passed };
    Kind kind = Kind::All;
    bool negated = false;            ///< {"not": ...}: every nation the inner target does not name
    std::vector<EventQuantity> by;   ///< Most/Least: the compared quantities (Most of a list: any of them)
    bool asList = false;             ///< Most written as a list
    bool either = false;             ///< "either": true next to a list (any of them; written only when present)
    PassedPosition passed = PassedPosition::First; ///< Passed
};

/// The named effects of the events (README "event_cards.json").
enum class EventNamedEffect {
    RegainVpLostToWar,          ///< regain_vp_lost_to_war_this_round (Jain Ascetism)
    RegainEverythingLostToWar,  ///< regain_everything_lost_to_war_this_round (Song Resistance)
    UndeployMilitaryWorkers,    ///< undeploy_military_workers (Ashokas conversion)
    UndeployBuildingWorkers,    ///< undeploy_building_workers (Mercantilism)
    PlayerOrderUnchanged,       ///< player_order_unchanged_this_round (Feudal dues)
    ReduceGoldTo,               ///< reduce_gold_to, with `value` (Hajj from Mali)
    HireFreeArchitect,          ///< hire_free_architect, with `amount` (Papal Indulgence, Great Exhibition)
    DeployWorkersFreeOnMilitary ///< deploy_workers_free_on_military, with `amount` (Entente Cordiale)
};

/// `per`: the multiplier of `gain`.
struct EventPer {
    enum class Kind { WorkerUndeployed, ColonyOfAgeOwned, WarOrBattleBoughtThisRound, ColonyBoughtThisRound };
    Kind kind = Kind::WorkerUndeployed;
    int age = 0; ///< ColonyOfAgeOwned: "colony_age_<age>_owned"
};

/// `if`: one condition per nation targeted.
struct EventCondition {
    enum class Kind { StrengthAboveWar, WarBoughtByOtherNation, HasAdvisorOfAge, OwnsColonyOfAge };
    Kind kind = Kind::StrengthAboveWar;
    std::vector<int> ages; ///< HasAdvisorOfAge: any of these ages (a list); OwnsColonyOfAge: one age
};

/// `remove`.
enum class EventRemoval { Advisors, OneColony, ArchitectFromWonderUnderConstruction };
/// `player_order`: the nation moves to the front or the back (movers keep their relative order).
enum class OrderMove { First, Last };

struct EventFollowUp;

/// An event's `outcome` for each nation it targets (or a split part's, or an option of choose_one).
struct EventOutcome {
    std::optional<Amounts> gain, lose, pay, othersLose; ///< positive amounts
    std::optional<EventPer> per;
    std::optional<EventCondition> condition;           ///< `if`
    bool optional = false;                             ///< "optional": true (written only when true)
    std::vector<EventOutcome> chooseOne;               ///< empty = absent
    std::shared_ptr<const EventFollowUp> then;         ///< `then` (Fourth Crusade); nullptr = absent
    std::optional<OrderMove> playerOrder;
    std::optional<int> takeWorkers, returnWorkers, amount, value; ///< amount: of the named effect; value: reduce_gold_to
    std::optional<EventRemoval> remove;
    std::optional<Amounts> ifNoneLose;                 ///< if_none: {"lose": ...} when nothing could be removed
    std::optional<EventNamedEffect> effect;
    std::optional<int> strengthForNextEvent;           ///< modifier {"strength_for_next_event": n} (negative)
};

/// `then`: a follow-up applied when a nation took the outcome (its own target, default "all").
struct EventFollowUp {
    std::optional<EventTarget> target;
    EventOutcome outcome;
};

/// One event of a card, typed. A split event (target "split") has one part per key of its outcome
/// ("least_strength", "most_strength", in the JSON object's key order) and an empty `outcome`.
struct EventEffect {
    EventTarget target;
    EventOutcome outcome;
    std::vector<std::pair<EventTarget, EventOutcome>> split;
};

/// An event outside the vocabulary: `field` relative to the event ("outcome.gain.food", "target.most").
struct EventVocabularyError {
    std::string field, problem;
};

/// Parses one event object's `target` and `outcome`. Throws EventVocabularyError.
EventEffect parseEventEffect(const nlohmann::json &target, const nlohmann::json &outcome);

nlohmann::json toJson(const EventTarget &t);
nlohmann::json toJson(const EventOutcome &o);
/// The event's target and outcome as written: {"target": ..., "outcome": ...}.
nlohmann::json toJson(const EventEffect &e);

std::string_view key(EventQuantity q); ///< "strength", "golden_ages_bought_this_round", ...

} // namespace nc::nations
