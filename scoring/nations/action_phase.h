#pragma once
// The Action Phase, recorded action by action (Rulebook p.14-17): buying Progress Cards, deploying
// and undeploying Workers, hiring Architects, special actions of held cards and passing, in player
// order. apply() (actions.h) hands these kinds to applyActionPhase(); payloads are documented in
// docs/state-format.md ("Action Phase").
//
// Every refusal is an ActionError whose message names the rule that forbids it, e.g.
// "Rulebook p.16: to buy a Colony you need Military Strength 6 (you have 4)". A payload with
// "override": true is a marked manual correction: the rule checks that the table may overrule
// (turn order, passing, one War per round, Colony requirement, Battle requirement, Architects
// left, per-round limits, card age) are skipped and each skipped refusal is recorded in
// RoundInputs::actionPhase.overrides. Checks that would make the state impossible (paying more than
// you have, more cards than slots, more Workers than a card takes, unknown cards) are never
// overridden: correct the board first (quick entry, action "player").
//
// Effects automated: prices by row (FAQ R-40: row n costs n Gold) with `card_cost_gold` modifiers of
// held cards, placement and replacement by type, the War marker, Battles (best raid value + `raid`
// modifiers), Golden Ages (resource + bonus, or the VP for max(0, cost − bonus) resources in any
// mix), Colony requirement (+ `colony_strength_required` modifiers), deploy costs (+ `deploy_cost_stone`
// modifiers), Architects (public and private), `on_ready` / `on_wonder_ready` / `on_hire_architect` /
// `on_buy` / `on_other_buy` / `on_golden_age_vp` / `on_pass` / `on_replace` rules made only of plain
// gains and losses of resources and VP, special actions made of pay / pay_choice / gain / choose_one,
// and the effect shapes of docs/card-rules.md ("Effect shapes"): turn order (skip the first turn, extra
// actions, play skipping over a passed nation), effects on the most/least/all/other nations (with the
// targets' choices in "target_options"), effects until the end of the round (Stability, least Stability,
// Architects), spending the last Gold, the extra Advisor slot, markers, and special actions carrying a
// choice (swap Progress Board cards, buy without Gold, deploy without Stone, take Workers, take another
// nation's card, remove a Colony). Each applied effect is an explanation line in
// RoundInputs::actionPhase.applied. Anything else is recorded as a ByHandNote for the table. The choice
// between applying and recording is made by actionPhaseRuleSupport() (card_rules.h), which the coverage
// report uses too.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "nations/actions.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

/// Cards whose effects are active for a player, in board order: Buildings/Military with Workers, Advisors,
/// Colonies, ready Wonders (Rulebook p.15-16: empty Buildings and Military do nothing). Unknown ids are skipped.
std::vector<const ProgressCard *> activeCards(const Catalog &catalog, const PlayerState &player);

/// Dynasties expansion: Stability a turmoil card costs until the end of the round (shared data README
/// "dynasty_cards.json"; kept in ActionPhaseState::roundEffects "<player>/turmoil/turmoil_stability").
inline constexpr int kTurmoilStability = 2;

/// Turmoil cards still available this round (Dynasties; action "turmoil"): as many each round as public
/// Architects (publicArchitects()), minus those taken (round effects "turmoil_cards").
int turmoilCardsLeft(const Catalog &catalog, const GameState &state);

/// Advisors of `p` on Wonder spaces (Polish-Lithuanian Commonwealth, in play or covered since): those
/// beyond the nation's own Advisor slots. Another nation may take one while the dynasty is in play
/// (special action on the owner's dynasty card, payload "advisor").
std::vector<std::string> wonderSpaceAdvisors(const Catalog &catalog, const PlayerState &p);

/// Jagellonian Dynasty: the nation that may now take its extra action before everyone else (payload
/// "out_of_turn": `card`) by paying `gold` to `payTo`; nullopt when nobody may (a nation has acted, the
/// holder used it this round or has too little Gold).
struct OutOfTurnOffer {
    int player = -1;
    std::string card, name;
    int payTo = -1;
    int gold = 0;
};
std::optional<OutOfTurnOffer> outOfTurnOffer(const Catalog &catalog, const GameState &state);

/// Whether `player` may now deploy a Worker for free ("deploy" payload "free": true): Achaemenid Empire,
/// the first action of the round after taking a Worker as Growth.
bool freeFirstDeploy(const Catalog &catalog, const GameState &state, int player);

/// Workers `player` may take on top of the one taken as Growth (Mauryan Empire: up to 2 more; growth
/// payload "extra_workers": [section ids]); `source` = the id of the rule's card or dynasty.
int growthExtraWorkers(const Catalog &catalog, const PlayerState &player, std::string *source = nullptr);

/// After player `p` took a Worker from its Population Track (Growth, card effects, a dynasty played):
/// the `on_take_worker` rules of what p holds (Ming Dynasty: +4 Food), plain gains applied and
/// explained in ActionPhaseState::applied; other shapes recorded as by-hand notes.
void takeWorkerRules(const Catalog &catalog, GameState &state, int p);

/// Whether a War bought by `player` also resolves as a Battle (Kingdom of Leon in play): the "buy" of a
/// War then needs the Battle's "choice" (books, food or stone).
bool warCountsAsBattle(const Catalog &catalog, const PlayerState &player);

/// Choices a "buy" of `card` by `player` may carry because of what the player holds: Architects hired for
/// free (Korea B after a Golden Age: payload "free_architects" 0..n) and Workers that may be taken (Arabs B
/// with a Battle: payload "take_worker": true).
struct BuyExtras {
    int freeArchitects = 0; ///< at most this many (0 = none offered)
    int takeWorkers = 0;    ///< Workers taken when the buyer says so (0 = none offered)
};
BuyExtras buyExtras(const Catalog &catalog, const PlayerState &player, const ProgressCard &card);

/// What other nations' cards do to a purchase of `card` by `buyer` (the buy form shows it; buy() applies it).
struct PurchaseByOthers {
    /// Abbasid Caliphate: a nation that may also buy the VP of the Golden Age bought, and its own price
    /// (goldenAgeVpPrice()); the buyer's payload "also_vp" carries its choice.
    struct AlsoVp {
        int player = -1;
        std::string card; ///< the card whose rule it is
        int price = 0;    ///< resources in any mix
    };
    std::vector<AlsoVp> alsoVp;
    /// Axumite Kingdom: the card is marked this round; the buyer pays `pay` to `owner` over the price.
    struct Surcharge {
        int owner = -1;
        std::string card;
        Amounts pay;
    };
    std::optional<Surcharge> surcharge;
};
PurchaseByOthers purchaseByOthers(const Catalog &catalog, const GameState &state, int buyer, const ProgressCard &card);

/// The nation that marks a Progress Board card when the Event Card is revealed (Axumite Kingdom: the
/// action "event"'s "marked"), with the card whose rule it is; player -1 when no nation does.
struct CardMarker {
    int player = -1;
    std::string card;
};
CardMarker cardMarker(const Catalog &catalog, const GameState &state);

/// True for "buy", "deploy", "undeploy", "hire", "special", "pass", "turmoil" and "explore".
bool isActionPhaseKind(const std::string &kind);

/// Applies one recorded Action Phase action (see the kinds above and docs/state-format.md). Throws
/// ActionError naming the rule that forbids it; the state is unchanged then. Does not run validate():
/// apply() does that afterwards.
GameState applyActionPhase(const Catalog &catalog, const GameState &state, const Action &action);

/// The player whose turn it is in the Action Phase: RoundInputs::actionPhase.turn if that player has
/// not passed, else the next player in player order who has not passed; -1 when every nation has passed.
int currentTurn(const GameState &state);

/// Called when the Action Phase starts (the Growth reducer, once every nation has chosen): if the first
/// nation in order holds a `first_turn` "skip_turn" rule (Buddha), its first turn is skipped (explained in
/// ActionPhaseState::applied) and RoundInputs::actionPhase.turn set to the next nation. No-op otherwise.
void beginActionPhase(const Catalog &catalog, GameState &state);

/// The round's Event Card (action "event", payload {card, drawn?}; Rulebook p.13 step 4). Sets
/// RoundInputs::eventCard; throws ActionError for an unknown card. "drawn": [two Event Card ids] is allowed
/// only while a nation holds an `event_reveal` "draw_two_choose_one" card (Niccolò Machiavelli): both must be
/// of the current age and distinct, and `card` one of them; an explanation line names the card.
void revealEvent(const Catalog &catalog, GameState &state, const nlohmann::json &payload);

/// Gold price of `card` on Progress Board row `row` (1..3) for `player`: the row number (FAQ R-40:
/// top row 3 Gold, middle 2, bottom 1; the row numbers are the prices) plus `card_cost_gold`
/// modifiers of held cards; never below 0. Row 4 (Victoria Falls' extra row, GameState::boardRow4): the
/// row's price (4 Gold) plus the same modifiers (those limited to a row 1..3 do not apply).
int cardPrice(const Catalog &catalog, const GameState &state, int player, const ProgressCard &card, int row);

/// Resources (any mix) `player` pays for the VP of Golden Age `card` (Rulebook p.16 "Golden age"): its
/// printed VP cost less the player's Golden Age bonus (FAQ R-21), plus `golden_age_vp_cost` modifiers of
/// held cards; at least 0 (T-06). The buyer's "vp" choice and Abbasid Caliphate's owner pay it.
int goldenAgeVpPrice(const Catalog &catalog, const GameState &state, int player, const ProgressCard &card);

/// Victoria Falls (Dynasties): whether `player`'s next "explore" discovers a natural wonder that makes a
/// 4th Progress Board row of the Colonies drawn (shape colonies_row): the explore payload then names them,
/// "colonies": [ids] (at most `max`, the rule's number of cards drawn).
struct ColoniesRowDiscovery {
    bool pending = false;
    std::string card;  ///< the natural wonder (victoria_falls)
    int max = 20;      ///< cards drawn
    int priceGold = 4; ///< price of a card on the row
};
ColoniesRowDiscovery coloniesRowDiscovery(const Catalog &catalog, const GameState &state, int player);
/// The Colonies that can be drawn for such a row: Colonies of the current age of the game's card sets, not
/// on a player's board nor already on the 4th row (name order).
std::vector<const ProgressCard *> coloniesRowCandidates(const Catalog &catalog, const GameState &state);

/// Public Architects still on the Score Board this round: publicArchitects() minus those hired.
int publicArchitectsLeft(const Catalog &catalog, const GameState &state);

/// Stone for section `section` (0-based) of `player`'s Wonder under construction this round (Rulebook p.17
/// "Hire Architect"): its printed cost (ProgressCard::architectCosts; 0 for a section the Wonder does not
/// have) less this round's Architect discount (Le Vite's special option, `architect_discount`), never below
/// 0. `discountCards`, when given, receives the cards behind the discount. Throws ActionError when the player
/// has no Wonder under construction or it is not in the catalog.
int architectSectionCost(const Catalog &catalog, const GameState &state, int player, int section,
                         std::vector<std::string> *discountCards = nullptr);

/// Stone to deploy one Worker on `card` for `player` (printed cost + `deploy_cost_stone` modifiers).
int deployCost(const Catalog &catalog, const PlayerState &player, const ProgressCard &card);

/// Military Strength `player` needs to buy the Colony `card` (printed + `colony_strength_required`
/// modifiers of the player's own cards and of cards affecting all nations).
int colonyRequirement(const Catalog &catalog, const GameState &state, int player, const ProgressCard &card);

// ---- a Wonder made ready outside the Action Phase (the Resolution Phase's events, events.cpp) ----------

/// Explanation lines of a Wonder made ready outside an Architect action (completeWonderOutsideActions()).
struct ReadyWonderOutcome {
    std::vector<ByHandNote> applied; ///< effects applied, one line each (player = whom it concerns)
    std::vector<ByHandNote> byHand;  ///< effects left to the table
};

/// Asked when a "when ready" rule gives a nation a choice (Titanic: lose 4 Gold or remove the Advisor):
/// returns the index of the chosen option among `labels`, one of those `possible`.
using ReadyChoice = std::function<int(int player, const std::string &question, const std::vector<std::string> &labels,
                                      const std::vector<bool> &possible)>;

/// A Wonder finished outside the Action Phase's "hire" action (an event's free Architect: Papal Indulgence,
/// Great Exhibition) is placed and takes effect exactly as when an Architect is hired (Rulebook p.17 "Hire
/// Architect"; the same executor, ap::placeReadyWonder): it leaves the Wonder-under-construction space for a
/// Wonder slot (covering ready Wonder `cover` when the slots are full), then the "when a later Wonder is
/// ready" rules of the cards held and its own "when ready" rules apply. Changes `s`; the explanation lines
/// are returned, not left in s.roundInputs.actionPhase. Throws ActionError when `cover` is needed but missing.
ReadyWonderOutcome completeWonderOutsideActions(const Catalog &catalog, GameState &s, int player, const ProgressCard &w,
                                                std::optional<int> cover, const ReadyChoice &choose);

/// The number of Wonder slots of `player`'s nation side (Rulebook p.17; ap::sideOf).
int wonderSlots(const Catalog &catalog, const PlayerState &player);

} // namespace nc::nations
