#pragma once
// Internal to the Action Phase engine, shared by its files (one per action: action_phase.cpp for the turns
// and the dispatch, action_phase_buy/_workers/_architects/_specials/_dynasties/_event.cpp, the effects of
// triggered rules in action_phase_effects.cpp, the readers of held rules in action_phase_common.cpp, the
// classification in action_phase_support.cpp). Not part of the public API: callers use action_phase.h.

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "nations/action_phase.h"
#include "nations/board.h"
#include "nations/card_rules.h"
#include "nations/comparisons.h"
#include "nations/nation_rules.h"
#include "nations/round_context.h"
#include "nations/shortage.h"

namespace nc::nations::ap {

using json = nlohmann::json;

[[noreturn]] inline void refuse(const std::string &msg) { throw ActionError(msg); }
/// A refusal the table may not overrule, in words for players (translatable) with its source apart; the
/// English text is "<source>: <sentence>".
[[noreturn]] inline void refuse(const std::string &source, const Message &sentence)
{
    throw ActionError(source + ": " + sentence.english(), {}, sentence, source);
}

struct Ctx;

/// One rule of something whose effects are active for a player: a card of activeCards() or the
/// special of the player's nation side.
struct ActiveRule {
    std::string id;                      ///< card id or nation special id
    std::string name;                    ///< card name or "<Nation> special"
    std::string effect;                  ///< printed effect text
    const ProgressCard *card = nullptr;  ///< nullptr for nation specials
    const Rule *typed = nullptr;         ///< the rule, typed at catalog load (rule.h)

    /// The classification the engine applies by (Rule::actionPhase, computed once at catalog load; the
    /// coverage report reads the same value).
    RuleSupport support() const { return typed->actionPhaseSupport(); }
};

/// Sum of an ongoing `modifier` key of active cards, filtered by card type when the modifier says so.
struct ModifierSum {
    int total = 0;
    std::optional<int> min;
    std::vector<std::string> sources;
};

// action_phase_common.cpp: held rules, modifiers, payload readers
std::string playerKey(int player, const std::string &card);
bool hasPassed(const GameState &s, int p);
int nextNotPassed(const GameState &s, size_t pos);
size_t orderPosition(const GameState &s, int p);
std::string nameOf(const GameState &s, int p);
bool holds(const PlayerState &p, const std::string &id);
// Plain resource/VP outcomes read from the typed rule (rule_effect.h); nullopt when Strength, Stability or
// anything beyond resources and VP is involved.
std::optional<Amounts> plainAmounts(const Amounts &a);
std::optional<Amounts> plainAmounts(const Payment &pay);
std::optional<Amounts> plainNet(const std::optional<Amounts> &gain, const std::optional<Amounts> &lose);
std::optional<Amounts> plainOutcome(const PlainEffect &e, bool ifAndTarget = false);
std::optional<Amounts> plainOutcome(const Rule &r, bool ifAndTarget = false);
/// The condition of an `on_replace` rule: PlainEffect's `if`, or the one StaysFirstTime implies (Zhu Xi).
struct ReplaceCondition {
    std::optional<CardType> oldType, newType;
    bool newAgeGreater = false;
};
ReplaceCondition replaceCondition(const Rule &r);
/// The rule's `if` (PlainEffect's; nullptr for a named shape or without one).
const Condition *plainCondition(const Rule &r);
std::vector<ActiveRule> rulesWhen(const ProgressCard &c, const char *when);
std::vector<ActiveRule> rulesWhen(const NationRuleSource &src, const char *when);
std::string describe(const ActiveRule &h, const RuleSupport &sup);
std::vector<ActiveRule> activeRules(const Catalog &catalog, const PlayerState &p, const char *when);
/// A modifier key of the vocabulary (rule_effect.h Modifier), e.g. &Modifier::cardCostGold.
using ModifierKey = std::optional<int> Modifier::*;
ModifierSum ownModifier(const Catalog &catalog, const PlayerState &p, ModifierKey name,
                        std::optional<CardType> forType = std::nullopt, int row = 0);
int tableModifier(const Catalog &catalog, const GameState &s, int player, ModifierKey name, CardType forType);
std::string amountsText(const Amounts &a);
int intField(const json &pl, const char *k, const std::string &what);
std::optional<int> optInt(const json &pl, const char *k);
const NationSide &sideOf(const Catalog &catalog, const PlayerState &p);
std::vector<ActiveRule> shapedRules(const Catalog &catalog, const PlayerState &p, const char *when,
                                    EffectShape shape);
std::string roundKey(int player, const std::string &card, const std::string &effect);
bool hasStarted(const GameState &s, int p);

// action_phase_effects.cpp: effects of triggered rules
/// Players a rule's target names; `text` says who in English, `textMessage` (when given) the same words
/// translatable.
std::vector<int> targetsOf(Ctx &c, const Target &t, int owner, std::string &text, Message *textMessage = nullptr);
void removeAdvisors(Ctx &c, int p, const ActiveRule &h);
void applyTargets(Ctx &c, const ActiveRule &h, const std::string &why, int owner);
void applyShape(Ctx &c, const ActiveRule &h, EffectShape shape, const std::string &why, int owner);

// action_phase.cpp: turns and passing
void advanceTurn(const Catalog &catalog, GameState &s, size_t pos);
void checkTurn(Ctx &c);
void endTurn(Ctx &c);
void pass(Ctx &c);
void removeByCondition(Ctx &c);

// action_phase_buy.cpp: purchases
int placeOnBuildingSlot(Ctx &c, const ProgressCard &card, const json &pl);
void placeAdvisor(Ctx &c, const ProgressCard &card, int player, std::optional<int> slot,
                  const std::vector<ActiveRule> &replaceRules);
void buyGoldenAgeVp(Ctx &c, int player, const ProgressCard &card, const json &pay, const std::string &why);
void buyGoldenAge(Ctx &c, const ProgressCard &card, const json &pl);
void payMarkedCardOwner(Ctx &c, const ProgressCard &card);
void alsoBuyGoldenAgeVp(Ctx &c, const ActiveRule &h, int owner, const ProgressCard &card, const json &pl);
void checkAlsoVpOwners(Ctx &c, const json &pl);
void freeArchitect(Ctx &c, const ActiveRule &h, const json &pl);
bool discardedOnPurchase(Ctx &c, const ProgressCard &card, const std::vector<ActiveRule> &buyRules);
bool battleGain(Ctx &c, const json &pl, const std::string &why, const std::string &cardId, bool required);
void buy(Ctx &c, const json &pl, const ActiveRule *freeOf = nullptr);

// action_phase_workers.cpp: Workers
void returnWorker(Ctx &c, const std::string &why, const std::string &section, bool forced = false);
const ProgressCard &buildingAt(Ctx &c, int slot);
void deploy(Ctx &c, const json &pl, const ActiveRule *freeOf = nullptr);
void undeploy(Ctx &c, const json &pl);
std::optional<ActiveRule> freeFirstDeployRule(const Catalog &catalog, const GameState &s, int p);
void deployFree(Ctx &c, const json &pl);

// action_phase_architects.cpp: Wonders, Architects, exploration
void placeReadyWonder(Ctx &c, const ProgressCard &w, const json &pl, bool completedWonder = true);
void discover(Ctx &c, const ProgressCard &w, const json &pl);
void hire(Ctx &c, const json &pl);
void explore(Ctx &c, const json &pl);

// action_phase_specials.cpp: special actions
/// Uses per round of a special action (its `limit`); -1 = any number (Rulebook p.14).
int limitOf(const Rule &rule);
void payFor(Ctx &c, const Amounts &pay, const std::string &what);
void specialCondition(Ctx &c, const ActiveRule &h, int owner);
void specialShape(Ctx &c, const ActiveRule &h, EffectShape shape, int owner, const json &pl);
void special(Ctx &c, const json &pl);

// action_phase_dynasties.cpp: turmoil cards and the dynasties' actions involving other nations
void turmoil(Ctx &c, const json &pl);
void takeTurmoilCard(Ctx &c, int p, const DynastyCard *dynasty, const std::string &section);
void takeAdvisorFromWonderSpace(Ctx &c, const ActiveRule &h, int owner, const json &pl);
void forceDynastyChange(Ctx &c, const ActiveRule &h, const json &pl);
void outOfTurn(Ctx &c, const json &pl);

/// The state being built by one action, with the override bookkeeping.
struct Ctx {
    const Catalog &catalog;
    const GameState &before;
    GameState out;
    std::string kind;
    int pi = -1;
    std::string card;
    bool overrideOn = false;
    std::vector<OverrideNote> overridden; ///< refusals overruled by this action (player, action, card set later)
    const json *payload = nullptr; ///< the action's payload (choices of triggered rules: "target_options"...)
    int goldPaid = 0;              ///< Gold the acting player spent (Mansa Musa: "spend your last gold")
    /// Outside an action (a Wonder made ready by an event, completeWonderOutsideActions()): asks target
    /// `player` which option of rule `h`'s "choose_one" it takes when several are possible (`possible`),
    /// instead of refusing for a missing "target_options". Returns the option index.
    std::function<int(int player, const ActiveRule &h, const std::vector<bool> &possible)> chooseTarget = {};
    /// An extra action out of the turn order (Jagellonian Dynasty, payload "out_of_turn", outOfTurn()):
    /// checkTurn() does not check or start the turn, endTurn() leaves it where it was.
    bool outOfTurn = false;

    PlayerState &me() { return out.players[pi]; }
    const std::string who() const { return nameOf(before, pi); }

    /// A rule the table may overrule with "override": true: `sentence` says it in words for players,
    /// `source` is where it stands (e.g. "Rulebook p.16"); the English text is "<source>: <sentence>".
    void rule(bool ok, const std::string &source, const Message &sentence)
    {
        if (ok)
            return;
        const std::string text = source + ": " + sentence.english();
        if (!overrideOn)
            throw ActionError(text + " — to record it anyway, mark the action as a manual correction (\"override\": true)",
                              text, sentence, source);
        overridden.push_back({-1, {}, {}, text, sentence, source});
    }
    void byHand(const std::string &cardId, const std::string &text, int player = -1)
    {
        out.roundInputs.actionPhase.byHand.push_back({player < 0 ? pi : player, cardId, text + " — apply by hand"});
    }
    /// One explanation line of an applied effect (ActionPhaseState::applied).
    void explain(int player, const std::string &cardId, const std::string &text)
    {
        out.roundInputs.actionPhase.applied.push_back({player, cardId, text});
    }
    /// A triggered rule: applied when the engine automates it (actionPhaseRuleSupport, the classification
    /// coverage reports) — plain gains/losses of the acting player, or one of the effect shapes of
    /// applyShape() (effects on other nations, turn and round effects) — else a by-hand note for `owner`
    /// (default the acting player) naming the reason.
    void applyOrNote(const ActiveRule &h, const std::string &why, int owner = -1);
    /// Gold paid by the acting player (card price, Golden Age VP, special action payment).
    void payGold(int gold) { goldPaid += gold; }
    /// The resource `player` loses first instead of Books it does not hold (FAQ R-05): the payload's
    /// "books_instead": {"<player>": "gold"|"food"|"stone"}, the nation's choice; nullopt = the default.
    std::optional<Quantity> insteadOfBooks(int player) const
    {
        if (!payload || !payload->contains("books_instead") || !(*payload)["books_instead"].is_object())
            return std::nullopt;
        const json &m = (*payload)["books_instead"];
        const std::string k = std::to_string(player);
        if (!m.contains(k) || !m[k].is_string())
            return std::nullopt;
        const auto q = quantityFromKey(m[k].get<std::string>());
        if (q != Quantity::Gold && q != Quantity::Food && q != Quantity::Stone)
            refuse("\"books_instead\": Gold, Food or Stone is lost instead of Books (FAQ R-05), not " + m[k].dump());
        return q;
    }
    /// Gains (positive) and losses (negative: as much as the player has; the rest is a shortage, shortage.h).
    void gain(int player, const Amounts &a, const std::string &cardId, const std::string &why)
    {
        PlayerState &p = out.players[player];
        if (a != Amounts{})
            explain(player, cardId, why + ": " + amountsText(a) + " for " + nameOf(before, player));
        for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp}) {
            const int v = a[q];
            if (v >= 0) {
                p.setResource(q, p.resource(q) + v);
                continue;
            }
            const int paid = std::min(p.resource(q), -v);
            p.setResource(q, p.resource(q) - paid);
            if (paid < -v) // Rulebook p.8 "Resource loss": VP once per round and resource, Books (shortage.h)
                actionPhaseShortage(catalog, out, player, q, -v - paid, cardId, why, insteadOfBooks(player));
        }
    }
};

} // namespace nc::nations::ap

