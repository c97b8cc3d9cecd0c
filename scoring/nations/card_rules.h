#pragma once
// Interpreter of the `rules` of held Progress Cards and of nation specials (B-side `special_rules`)
// for everything that happens OUTSIDE the Action Phase: Production, after Production, the continuous
// values (ongoing), removal conditions (check), the War, player order, resource shortages, the end of
// an age and final scoring. One engine, driven by the catalog data (vocabulary: docs/card-rules.md;
// full vocabulary: shared/data/nations/README.md "The `rules` vocabulary").
//
// `ruleSupport()` (rule_support.cpp) is the single table that says whether a rule is automated; the engine applies
// exactly those rules, and every other rule of a held card keeps the "check by hand" note at its step
// (see `manualRuleNotes`). Rules of the Action Phase (and Growth) are classified by
// `actionPhaseRuleSupport()` (action_phase_support.cpp), which the Action Phase engine itself uses to choose
// between applying a rule and recording a by-hand note. Both run once per catalog rule, at load
// (rule.h: Rule::support, Rule::actionPhase); the engines and the coverage report (coverage.h) read the
// stored result, so it reports exactly what the engines do.
//
// Every applied effect is an ExplanationItem whose `source` is the card id (or the nation special id)
// and whose label names the card and the condition, e.g. "Augustus: most Strength", citing
// kRuleCardText. Card text overrules the rules (Rulebook appendix).

#include <array>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/explanation.h"
#include "nations/board.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

class LineBook;
struct RoundContext;

inline constexpr const char *kRuleCardText = "card text (Rulebook appendix: card text overrules the rules)";

/// One rule of something a player holds: a card on the board or the nation special of its side.
struct HeldRule {
    int player = -1;
    std::string source;                  ///< card id or nation special id (e.g. "china_b_special")
    std::string label;                   ///< card name, or "<Nation> special"
    const ProgressCard *card = nullptr;  ///< nullptr for nation specials
    int workers = 0;                     ///< Workers on this card (Buildings/Military)
    const Rule *typed = nullptr;         ///< the rule, typed at catalog load (rule.h); never nullptr
};

/// Rules of everything `p` holds, in a deterministic order: Buildings/Military (left to right, with or
/// without Workers), Colonies, ready Wonders (incl. natural wonders), Advisors, then the special rules
/// of the nation side. A Wonder under construction holds no rules (Rulebook p.16).
std::vector<HeldRule> heldRules(const Catalog &catalog, const PlayerState &pl, int p);

/// Static classification of one typed rule (rule.h: its trigger, shape and typed effect; never the JSON);
/// `card` is nullptr for nation specials and dynasty cards. Computed once per catalog rule at load
/// (Rule::support), which every engine reads. Defined in rule_support.cpp.
RuleSupport ruleSupport(const Rule &rule, const ProgressCard *card);
/// The same with the card's other rules, typed (`cardRules`: card->typedRules once loaded, the rules being
/// typed during the load): Japan B Emperor's ongoing Strength counts the markers its on_buy rule adds.
RuleSupport ruleSupport(const Rule &rule, const ProgressCard *card, const std::vector<Rule> &cardRules);
/// For tests and tools: a rule object parsed as at load (parseRule(): a rule outside the vocabulary throws
/// RuleVocabularyError), then classified.
RuleSupport ruleSupport(const nlohmann::json &rule, const ProgressCard *card);

/// Whether a typed rule belongs to the Action Phase engine (action_phase*.cpp) — an Action Phase trigger,
/// the Growth trigger, or an `ongoing` modifier of an Action Phase rule (card cost, deploy cost, raid...) —
/// and if so whether that engine applies it (automated) or records it as a by-hand note (reason).
/// std::nullopt: not an Action Phase rule (ruleSupport() classifies it). Stored at load (Rule::actionPhase),
/// which the Action Phase engine and the Growth reducer read to choose between applying a rule and
/// recording it by hand; ruleSupport() delegates to it: one truth for the engine and the coverage report.
std::optional<RuleSupport> actionPhaseRuleSupport(const Rule &rule, const ProgressCard *card);
/// For tests and tools: a rule object parsed as at load (throws RuleVocabularyError), then classified.
std::optional<RuleSupport> actionPhaseRuleSupport(const nlohmann::json &rule, const ProgressCard *card);

/// Action Phase triggers the Action Phase engine does NOT apply (trigger -> reason), for coverage.
const std::vector<std::pair<std::string, std::string>> &actionPhaseTriggers();
/// Modifiers of `ongoing` rules that change Action Phase rules but that the engine does NOT apply
/// (modifier -> reason): the board's slots.
const std::vector<std::pair<std::string, std::string>> &actionPhaseModifiers();

/// Versailles ("you count as having the least stability for the rest of that round"): every player with
/// the round effect "least_stability" (ActionPhaseState::roundEffects) gets a compared Stability below
/// every other nation's (min − 1), so the "least Stability" comparisons (events, card conditions, card
/// targets) and the Player order tie-break see them as the least stable. `values` = compared Stability
/// by player index (comparableStability); returns the labels of the cards applied ("" if none).
std::string forceLeastStability(const Catalog &catalog, const GameState &s, std::vector<int> &values);

// ---- continuous values (board.cpp) ------------------------------------------------------------------

/// Adds p's own `ongoing` rule effects (owner or "all" target) to the board values: Strength/Stability
/// gains and losses, private Architects and Golden Age bonus of nation specials.
void addOwnOngoingRules(const Catalog &catalog, const PlayerState &pl, BoardValues &b);
/// Adds the `ongoing` effects of the OTHER players' rules that target "all" or "others" (Genghis Khan).
void addOthersOngoingRules(const Catalog &catalog, const GameState &s, int p, BoardValues &b);

// ---- Resolution Phase (resolution.cpp) --------------------------------------------------------------

/// Production items of p's rules (`when: production`), added to the per-quantity item lists
/// (index = Quantity; Gold/Food/Stone/Books, and VP for Roman Empire's "+1 VP"): conditional gains/losses, multipliers, choose_one
/// (Decision "production/<p>/<source>"), "bought a Colony this round" (Decision
/// "production/<p>/bought_colony", default no), the `military_upkeep: 0` modifier (cancels the upkeep
/// of Workers on Military) and `books_multiplier` (doubles the Books produced). `boards` = board values
/// of every player at the start of Production.
void productionRuleItems(RoundContext &rc, int p, const std::vector<BoardValues> &boards,
                         std::array<std::vector<ExplanationItem>, kQuantities.size()> &items, LineBook &lb);

/// `after_production` rules (Vikings B: every other nation loses 1 of a chosen resource; Decision
/// "production/<p>/<source>").
void afterProductionRules(RoundContext &rc, LineBook &lb);

/// `check` rules ("if X: remove"): evaluated at each Resolution step boundary; every removal is a note
/// line "<card> removed: <condition>" in `lineStep`. Returns the number of cards removed.
int checkRemovals(RoundContext &rc, LineBook &lb, const std::string &lineStep);

/// War modifiers of p (`war_resolution`): extra Strength when checking defeat (`strength_vs_war`).
int strengthVsWar(RoundContext &rc, int p, std::vector<ExplanationItem> &items);
/// `immune_to_defeat` (Edo Period: "War defeats have no effect on you"): label of the rule's source, or "".
std::string defeatImmunity(RoundContext &rc, int p);
/// `defeat_vp_loss: 0` (Great Wall, if passed first): label of the card that waives the VP (with its
/// condition), or an empty message.
Message defeatVpWaiver(RoundContext &rc, int p);
/// Extra resource loss of a defeat from every player's `defeat_extra_loss` / `defeat_extra_loss_same_resource`
/// (target all); items are appended (negative amounts) per quantity.
Amounts defeatExtraLoss(RoundContext &rc, int p, const Amounts &warLoss,
                        std::vector<std::pair<Quantity, ExplanationItem>> &items);
/// `on_defeated` / `on_not_defeated` rules after the War (needs a War this round).
void afterWarRules(RoundContext &rc, LineBook &lb, const std::vector<int> &defeated);

/// `player_order` rules: the Strength p uses in the Player order step (Ethiopia B adds its Stability).
int playerOrderStrength(RoundContext &rc, int p, int strength, int stability, std::vector<Message> &why);

/// `resource_shortage` rules with `shortage_vp_loss: 0`: label of the card, or "" (Florence Nightingale).
std::string shortageVpExemption(const Catalog &catalog, const PlayerState &pl);

/// `famine` rules in the Famine step: the OTHER nations with the least of a quantity lose resources
/// (Songhai Empire: 3 extra Food for the least Strength; ties all count, 5 players the bottom two).
void famineRules(RoundContext &rc, LineBook &lb);

/// `end_of_age` rules (gains of the owner, e.g. Solomon's Temple +1 VP), at the Books step of rounds 2/4/6/8.
void endOfAgeRules(RoundContext &rc, LineBook &lb);

/// Notes "check by hand: <card>: <effect>" for held rules firing at `whens` that are NOT automated.
void manualRuleNotes(RoundContext &rc, LineBook &lb, const std::string &lineStep, int p,
                     const std::set<std::string> &whens);

// ---- final scoring (final_score.cpp) ----------------------------------------------------------------

/// `final_scoring` rules of p's held cards: VP items appended to `line` (Wonders category);
/// `stoneDouble` set by `stone_counts_double_for_resource_vp`. Non-automated rules add a note.
void finalScoringRules(const Catalog &catalog, const GameState &s, int p, ExplanationLine &line, bool &stoneDouble,
                       std::string &stoneDoubleLabel);

// ---- Growth (for the Growth reducer) ----------------------------------------------------------------

/// Extra resources p gets from its `growth` rules when it takes `choice` ("food", "stone", "gold") as
/// its Growth bonus (Spice Islands +4 of that resource, Mali B +1 Gold). Items name the card.
Amounts growthRuleBonus(const Catalog &catalog, const PlayerState &pl, int p, const std::string &choice,
                        std::vector<std::pair<Quantity, ExplanationItem>> *items = nullptr);

} // namespace nc::nations
