#include "nations/action_phase.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "nations/board.h"
#include "nations/card_rules.h"
#include "nations/comparisons.h"
#include "nations/nation_rules.h"
#include "nations/round_context.h"

namespace nc::nations {

std::vector<const ProgressCard *> activeCards(const Catalog &catalog, const PlayerState &p)
{
    std::vector<const ProgressCard *> out;
    for (const auto &b : p.buildings)
        if (b.workers > 0)
            if (const ProgressCard *c = catalog.card(b.card))
                out.push_back(c);
    for (const auto *ids : {&p.advisors, &p.colonies, &p.wonders})
        for (const auto &id : *ids)
            if (const ProgressCard *c = catalog.card(id))
                out.push_back(c);
    return out;
}

namespace {

using json = nlohmann::json;

[[noreturn]] void refuse(const std::string &msg) { throw ActionError(msg); }

/// The effect shape the engine applies for a rule beyond plain gains/losses of the owner ("" = none);
/// defined with the classification below (actionPhaseRuleSupport), which accepts exactly these shapes.

std::string playerKey(int player, const std::string &card) { return std::to_string(player) + "/" + card; }

bool hasPassed(const GameState &s, int p)
{
    return std::find(s.roundInputs.passOrder.begin(), s.roundInputs.passOrder.end(), p) !=
           s.roundInputs.passOrder.end();
}

/// Next player after position `pos` of the player order (cyclic, `pos` itself last) who has not passed.
int nextNotPassed(const GameState &s, size_t pos)
{
    const size_t n = s.playerOrder.size();
    for (size_t k = 1; k <= n; ++k) {
        const int p = s.playerOrder[(pos + k) % n];
        if (!hasPassed(s, p))
            return p;
    }
    return -1;
}

size_t orderPosition(const GameState &s, int p)
{
    const auto it = std::find(s.playerOrder.begin(), s.playerOrder.end(), p);
    return it == s.playerOrder.end() ? 0 : static_cast<size_t>(it - s.playerOrder.begin());
}

std::string nameOf(const GameState &s, int p)
{
    if (p < 0 || p >= static_cast<int>(s.players.size()))
        return "nobody";
    return s.players[p].name.empty() ? "player " + std::to_string(p + 1) : s.players[p].name;
}

/// Whether the card is on p's board (any slot, Workers or not, or under construction).
/// A card on the board (holdsCard()) or the dynasty in play, which may carry markers (Old Kingdom).
bool holds(const PlayerState &p, const std::string &id)
{
    return (!p.dynasty.empty() && p.dynasty == id) || holdsCard(p, id);
}


struct ActiveRule;
std::vector<ActiveRule> rulesWhen(const ProgressCard &c, const char *when);

bool typeMatches(const json &cond, CardType t)
{
    const std::string k(key(t));
    if (cond.is_string())
        return cond.get<std::string>() == k;
    if (cond.is_array())
        for (const auto &x : cond)
            if (x.is_string() && x.get<std::string>() == k)
                return true;
    return false;
}

/// Reads {"stone": 2, "vp": 1} when it holds only resources and VP; nullopt otherwise.
std::optional<Amounts> plainAmounts(const json &j)
{
    if (!j.is_object())
        return std::nullopt;
    Amounts a;
    for (const auto &[k, v] : j.items()) {
        const auto q = quantityFromKey(k);
        if (!q || *q == Quantity::Strength || *q == Quantity::Stability || !v.is_number_integer())
            return std::nullopt;
        a[*q] += v.get<int>();
    }
    return a;
}

/// A rule made only of the allowed keys, with plain gain/lose amounts. Returns the net amounts.
std::optional<Amounts> plainOutcome(const json &rule, std::initializer_list<const char *> extraKeys = {})
{
    static const std::set<std::string> base = {"when", "gain", "lose"};
    for (const auto &[k, v] : rule.items()) {
        if (base.count(k))
            continue;
        if (std::find_if(extraKeys.begin(), extraKeys.end(), [&k = k](const char *e) { return k == e; }) == extraKeys.end())
            return std::nullopt;
    }
    Amounts net;
    if (rule.contains("gain")) {
        const auto g = plainAmounts(rule["gain"]);
        if (!g)
            return std::nullopt;
        net += *g;
    }
    if (rule.contains("lose")) {
        const auto l = plainAmounts(rule["lose"]);
        if (!l)
            return std::nullopt;
        net += *l * -1;
    }
    return net;
}

/// One rule of something whose effects are active for a player: a card of activeCards() or the
/// special of the player's nation side.
struct ActiveRule {
    std::string id;                      ///< card id or nation special id
    std::string name;                    ///< card name or "<Nation> special"
    std::string effect;                  ///< printed effect text
    const ProgressCard *card = nullptr;  ///< nullptr for nation specials
    const json *rule = nullptr;
    const Rule *typed = nullptr;         ///< the same rule, typed at catalog load (rule.h)

    /// The classification the engine applies by (Rule::actionPhase, computed once at catalog load; the
    /// coverage report reads the same value).
    RuleSupport support() const { return typed->actionPhaseSupport(); }
};

/// The rules of card `c` firing at `when` (typed at catalog load: the trigger is compared, not read).
std::vector<ActiveRule> rulesWhen(const ProgressCard &c, const char *when)
{
    std::vector<ActiveRule> out;
    const auto trigger = triggerFromKey(when);
    for (size_t i = 0; i < c.typedRules.size(); ++i)
        if (c.typedRules[i].when == trigger)
            out.push_back({c.id, c.name, c.effect, &c, &c.rules[i], &c.typedRules[i]});
    return out;
}

/// The rules of a nation-special-space source firing at `when`.
std::vector<ActiveRule> rulesWhen(const NationRuleSource &src, const char *when)
{
    std::vector<ActiveRule> out;
    const auto trigger = triggerFromKey(when);
    for (size_t i = 0; i < src.typed->size(); ++i)
        if ((*src.typed)[i].when == trigger)
            out.push_back({src.id, src.label, src.effect, nullptr, &(*src.rules)[i], &(*src.typed)[i]});
    return out;
}

std::string describe(const ActiveRule &h, const RuleSupport &sup)
{
    return h.name + ": " + h.rule->dump() + " — " + h.effect + (sup.reason.empty() ? "" : " (" + sup.reason + ")");
}

/// Rules firing at `when` of the cards active for `p` (activeCards order), then of its nation special.
std::vector<ActiveRule> activeRules(const Catalog &catalog, const PlayerState &p, const char *when)
{
    std::vector<ActiveRule> out;
    for (const ProgressCard *c : activeCards(catalog, p))
        for (const ActiveRule &h : rulesWhen(*c, when))
            out.push_back(h);
    for (const NationRuleSource &src : nationRuleSources(catalog, p))
        for (const ActiveRule &h : rulesWhen(src, when))
            out.push_back(h);
    return out;
}

/// Sum of an ongoing `modifier` key of active cards, filtered by card type when the modifier says so.
struct ModifierSum {
    int total = 0;
    std::optional<int> min;
    std::vector<std::string> sources;
};

ModifierSum ownModifier(const Catalog &catalog, const PlayerState &p, const char *name,
                        std::optional<CardType> forType = std::nullopt, int row = 0)
{
    ModifierSum m;
    // Active cards, then the nation special of the side (e.g. Portugal B: row 3 cards cost 1 Gold less).
    for (const ActiveRule &h : activeRules(catalog, p, "ongoing")) {
        const json &r = *h.rule;
        if (r.contains("target") || !r.contains("modifier") || !h.support().automated)
            continue;
        const json &mod = r["modifier"];
        if (!mod.is_object() || !mod.contains(name) || !mod[name].is_number_integer())
            continue;
        if (mod.contains("card_type") && (!forType || !typeMatches(mod["card_type"], *forType)))
            continue;
        if (mod.contains("row") && (!mod["row"].is_number_integer() || mod["row"].get<int>() != row))
            continue;
        m.total += mod[name].get<int>();
        if (mod.contains("min") && mod["min"].is_number_integer())
            m.min = mod["min"].get<int>();
        m.sources.push_back(h.name);
    }
    return m;
}

/// Modifiers of other nations' cards with target "others" or "all" (owner included for "all").
int tableModifier(const Catalog &catalog, const GameState &s, int player, const char *name, CardType forType)
{
    int total = 0;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (const ActiveRule &h : activeRules(catalog, s.players[q], "ongoing")) {
            const json &r = *h.rule;
            const std::string target =
                r.contains("target") && r["target"].is_string() ? r["target"].get<std::string>() : std::string();
            if (!(target == "all" || (target == "others" && q != player)) || !r.contains("modifier") ||
                !h.support().automated)
                continue;
            const json &mod = r["modifier"];
            if (!mod.contains(name) || !mod[name].is_number_integer())
                continue;
            if (mod.contains("card_type") && !typeMatches(mod["card_type"], forType))
                continue;
            total += mod[name].get<int>();
        }
    return total;
}

/// "+2 Stone, −1 Gold" (resources and VP, in that order; zero amounts left out).
std::string amountsText(const Amounts &a)
{
    std::string t;
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        if (a[q] != 0)
            t += (t.empty() ? "" : ", ") + std::string(a[q] > 0 ? "+" : "−") + std::to_string(std::abs(a[q])) + " " +
                 std::string(displayName(q));
    return t;
}

/// The state being built by one action, with the override bookkeeping.
struct Ctx {
    const Catalog &catalog;
    const GameState &before;
    GameState out;
    std::string kind;
    int pi = -1;
    std::string card;
    bool overrideOn = false;
    std::vector<std::string> overridden;
    const json *payload = nullptr; ///< the action's payload (choices of triggered rules: "target_options"...)
    int goldPaid = 0;              ///< Gold the acting player spent (Mansa Musa: "spend your last gold")

    PlayerState &me() { return out.players[pi]; }
    const std::string who() const { return nameOf(before, pi); }

    /// A rule the table may overrule with "override": true.
    void rule(bool ok, const std::string &msg)
    {
        if (ok)
            return;
        if (!overrideOn)
            throw ActionError(msg + " — to record it anyway, mark the action as a manual correction (\"override\": true)",
                              msg);
        overridden.push_back(msg);
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
    /// Gains (positive) and losses (negative, as much as the player has; the rest noted by hand).
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
            if (paid < -v)
                byHand(cardId,
                       why + ": " + std::string(displayName(q)) + " short by " + std::to_string(-v - paid) +
                           " (resource loss, Rulebook p.8)",
                       player);
        }
    }
};

int intField(const json &pl, const char *k, const std::string &what)
{
    if (!pl.contains(k) || !pl[k].is_number_integer())
        refuse("the action needs " + what + " (\"" + k + "\")");
    return pl[k].get<int>();
}

std::optional<int> optInt(const json &pl, const char *k)
{
    if (!pl.contains(k) || pl[k].is_null())
        return std::nullopt;
    if (!pl[k].is_number_integer())
        refuse(std::string("\"") + k + "\" must be an index");
    return pl[k].get<int>();
}

const NationSide &sideOf(const Catalog &catalog, const PlayerState &p)
{
    const Nation *n = catalog.nation(p.nation);
    const NationSide *side = n ? n->side(p.side) : nullptr;
    if (!side)
        refuse("unknown nation side for " + p.name);
    return *side;
}

/// Rules of a held card firing at `when` whose effect shape (effectShape) is `shape`.
std::vector<ActiveRule> shapedRules(const Catalog &catalog, const PlayerState &p, const char *when,
                                    EffectShape shape)
{
    std::vector<ActiveRule> out;
    for (const ActiveRule &h : activeRules(catalog, p, when))
        if (h.typed->shape == shape && h.support().automated)
            out.push_back(h);
    return out;
}

std::string roundKey(int player, const std::string &card, const std::string &effect)
{
    return std::to_string(player) + "/" + card + "/" + effect;
}

bool hasStarted(const GameState &s, int p)
{
    const auto &st = s.roundInputs.actionPhase.started;
    return std::find(st.begin(), st.end(), p) != st.end();
}

/// Moves the turn on from position `pos` of the player order (Rulebook p.14: one action each in player
/// order, passed nations are skipped). Card effects on the way, each with an explanation line:
/// a passed nation that play skips over gains its `on_passed_over` rules (Oresund Dues) and its
/// "passed_over_books" round effect (Arabian Nights); a nation whose first turn of the round comes while
/// it holds a `first_turn` "skip_turn" rule (Buddha) skips that turn (unless nobody else can act).
void advanceTurn(const Catalog &catalog, GameState &s, size_t pos)
{
    const size_t n = s.playerOrder.size();
    auto &ap = s.roundInputs.actionPhase;
    std::vector<int> skipped;
    int next = -1;
    for (size_t k = 1; k <= 2 * n && next < 0; ++k) {
        const int p = s.playerOrder[(pos + k) % n];
        if (hasPassed(s, p)) {
            skipped.push_back(p);
            continue;
        }
        const auto skip = shapedRules(catalog, s.players[p], "first_turn", EffectShape::SkipTurn);
        if (!skip.empty() && !hasStarted(s, p)) {
            ap.started.push_back(p);
            const bool alone = nextNotPassed(s, orderPosition(s, p)) == p;
            ap.applied.push_back({p, skip[0].id, skip[0].name + ": " + nameOf(s, p) + " skips its first turn of the round" +
                                                     (alone ? " (nobody else can act: it acts now)" : "") + " (" +
                                                     kRuleCardText + ")"});
            if (!alone)
                continue;
        }
        next = p;
    }
    ap.turn = next;
    if (next < 0) {
        if (s.phase == Phase::Action)
            s.phase = Phase::Resolution; // every nation has passed (Rulebook p.14)
        return;
    }
    for (int p : skipped) {
        PlayerState &pl = s.players[p];
        for (const ActiveRule &h : activeRules(catalog, pl, "on_passed_over")) {
            const auto a = h.support().automated ? plainOutcome(*h.rule) : std::nullopt;
            if (!a)
                continue;
            for (Quantity q : kResources)
                pl.setResource(q, pl.resource(q) + (*a)[q]);
            pl.vp += (*a)[Quantity::Vp];
            ap.applied.push_back({p, h.id, h.name + ": play skips over " + nameOf(s, p) + " (passed): " + amountsText(*a) +
                                               " (" + kRuleCardText + ")"});
        }
        std::vector<std::string> cards;
        const int books = roundEffect(s, p, "passed_over_books", &cards);
        if (books > 0) {
            pl.books += books;
            const ProgressCard *c = catalog.card(cards.empty() ? "" : cards[0]);
            ap.applied.push_back({p, cards.empty() ? "" : cards[0],
                                  (c ? c->name : std::string("Golden Age")) + " (this round): play skips over " +
                                      nameOf(s, p) + " (passed): +" + std::to_string(books) + " Books (" + kRuleCardText + ")"});
        }
    }
}

/// Phase and turn order (Rulebook p.14 "Action Phase"): one action each in player order until all passed.
/// The acting nation's first turn of the round starts here: `first_turn` "extra_actions" rules (Sun Tzu)
/// give it more actions before the turn moves on.
void checkTurn(Ctx &c)
{
    if (c.before.phase == Phase::Growth)
        c.rule(false, "Rulebook p.13-14: the Action Phase starts once every nation has chosen Growth");
    else if (c.before.phase == Phase::Resolution)
        c.rule(false, "Rulebook p.14: every nation has passed; the Action Phase of this round is over");
    if (hasPassed(c.before, c.pi)) {
        c.rule(false, "Rulebook p.14: " + c.who() + " has passed and may not take actions again this round");
        return;
    }
    const int t = currentTurn(c.before);
    c.rule(t == c.pi, "Rulebook p.14: nations take one action each in player order; it is " + nameOf(c.before, t) +
                          "'s turn, not " + c.who() + "'s");
    if (hasStarted(c.before, c.pi))
        return;
    c.out.roundInputs.actionPhase.started.push_back(c.pi);
    for (const ActiveRule &h : shapedRules(c.catalog, c.before.players[c.pi], "first_turn", EffectShape::ExtraActions)) {
        const int extra = (*h.rule)["extra_actions"].get<int>();
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "extra_actions")] += extra;
        c.explain(c.pi, h.id, h.name + ": first turn of the round, " + std::to_string(extra) + " extra action(s) for " +
                                  c.who() + " (" + kRuleCardText + ")");
    }
}

/// After an action: the same nation acts again while it has extra actions (Sun Tzu, Wardenclyffe Tower;
/// lost when it passes), else the turn moves on (advanceTurn).
void endTurn(Ctx &c)
{
    GameState &s = c.out;
    auto &effects = s.roundInputs.actionPhase.roundEffects;
    if (!hasPassed(s, c.pi))
        for (auto &[k, v] : effects)
            if (v > 0 && k.rfind(std::to_string(c.pi) + "/", 0) == 0 && k.size() > 14 &&
                k.compare(k.size() - 14, 14, "/extra_actions") == 0) {
                v -= 1;
                const std::string card = k.substr(k.find('/') + 1, k.size() - 14 - k.find('/') - 1);
                const ProgressCard *pc = c.catalog.card(card);
                c.explain(c.pi, card, (pc ? pc->name : card) + ": extra action — " + c.who() + " acts again (" +
                                          std::to_string(v) + " more left)");
                s.roundInputs.actionPhase.turn = c.pi;
                return;
            }
    advanceTurn(c.catalog, s, orderPosition(s, c.pi));
}

// --- effects beyond plain gains of the owner (effectShape) ---------------------------------------

/// Players a rule's `target` names, relative to `owner` (seat order): "all" (owner included), "others",
/// {"most": q} (positive: mostForBenefit) or {"least": q} (negative: leastForPenalty), with the board
/// values of the state being built and the rulebook's tie rules (Rulebook p.8, p.21; FAQ R-29, R-32).
std::vector<int> targetsOf(Ctx &c, const json &t, int owner, std::string &text)
{
    const int n = static_cast<int>(c.out.players.size());
    std::vector<int> out;
    if (t == "all" || t == "others") {
        text = t == "all" ? "every nation" : "every other nation";
        for (int p = 0; p < n; ++p)
            if (t == "all" || p != owner)
                out.push_back(p);
        return out;
    }
    const bool most = t.contains("most");
    const std::string q = (most ? t["most"] : t["least"]).get<std::string>();
    std::vector<int> v;
    for (int p = 0; p < n; ++p) {
        const BoardValues b = boardValues(c.catalog, c.out, p);
        v.push_back(q == "strength" ? comparableStrength(b.strength) : comparableStability(b.stability));
    }
    std::string forced;
    if (q == "stability")
        forced = forceLeastStability(c.catalog, c.out, v);
    std::string values;
    for (int p = 0; p < n; ++p)
        values += (values.empty() ? "" : ", ") + nameOf(c.out, p) + " " + std::to_string(v[static_cast<size_t>(p)]);
    text = std::string(most ? "most " : "least ") + (q == "strength" ? "Strength" : "Stability") + " (" + values +
           (n >= 5 ? (most ? "; 5 players: top two" : "; 5 players: bottom two") : "") +
           (forced.empty() ? "" : "; " + forced + ": counts as least") + ")";
    return most ? mostForBenefit(v) : leastForPenalty(v);
}

/// Removes every Advisor of `p` (Titanic, Assassin): back to the box (Rulebook p.8 "Removing").
void removeAdvisors(Ctx &c, int p, const ActiveRule &h)
{
    PlayerState &pl = c.out.players[p];
    std::string names;
    for (const auto &id : pl.advisors) {
        const ProgressCard *a = c.catalog.card(id);
        names += (names.empty() ? "" : ", ") + (a ? a->name : id);
        pl.markers.erase(id);
    }
    pl.advisors.clear();
    c.explain(p, h.id, h.name + ": " + nameOf(c.out, p) + " removes its Advisor(s) " + names + " (" + kRuleCardText + ")");
}

/// A rule with a `target` (effectShape "targets"): plain gains/losses for each target, or each target's
/// choice between a loss and removing its Advisor(s), from the payload's "target_options"
/// {"<player>": option index}. Card text (Titanic, Assassin): a nation that cannot pay the loss but has
/// an Advisor must remove it; a nation without an Advisor must take the loss (what it cannot pay is a
/// shortage, noted by hand); a nation that could do either must choose.
void applyTargets(Ctx &c, const ActiveRule &h, const std::string &why, int owner)
{
    const json &r = *h.rule;
    std::string text;
    const std::vector<int> targets = targetsOf(c, r["target"], owner, text);
    if (targets.empty())
        c.explain(owner, h.id, why + ": nobody is affected — " + text);
    const json options = c.payload ? c.payload->value("target_options", json::object()) : json::object();
    for (int p : targets) {
        if (!r.contains("choose_one")) {
            c.gain(p, *plainOutcome(r, {"target", "if", "option"}), h.id, why + " — " + text);
            continue;
        }
        const json &opts = r["choose_one"];
        const PlayerState &pl = c.out.players[p];
        const bool hasAdvisor = !pl.advisors.empty();
        std::vector<bool> possible;
        for (const auto &o : opts) {
            if (o.contains("remove")) {
                possible.push_back(hasAdvisor);
                continue;
            }
            const Amounts loss = *plainAmounts(o["lose"]);
            bool canPay = true;
            for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
                canPay = canPay && pl.resource(q) >= loss[q];
            possible.push_back(canPay || !hasAdvisor);
        }
        const std::string key = std::to_string(p);
        int chosen = -1;
        if (options.contains(key)) {
            if (!options[key].is_number_integer() || options[key].get<int>() < 0 ||
                options[key].get<int>() >= static_cast<int>(opts.size()))
                refuse("\"target_options\"." + key + " is an option index 0.." + std::to_string(opts.size() - 1));
            chosen = options[key].get<int>();
            if (!possible[static_cast<size_t>(chosen)])
                refuse("card text: " + h.name + " — " + nameOf(c.out, p) +
                       (opts[chosen].contains("remove") ? " has no Advisor to remove"
                                                        : " cannot pay the loss but has an Advisor, so it must remove it"));
        } else if (std::count(possible.begin(), possible.end(), true) == 1) {
            chosen = static_cast<int>(std::find(possible.begin(), possible.end(), true) - possible.begin());
        } else {
            refuse(h.name + ": " + nameOf(c.out, p) + " chooses — " + opts[0].dump() + " (0) or " + opts[1].dump() +
                   " (1): give \"target_options\": {\"" + key + "\": 0 or 1}");
        }
        const json &o = opts[chosen];
        if (o.contains("remove"))
            removeAdvisors(c, p, h);
        else
            c.gain(p, *plainAmounts(o["lose"]) * -1, h.id, why + " — " + text + (possible[0] && possible[1] ? ", chosen" : ", forced"));
    }
}

/// Applies a rule whose shape effectShape() names (and actionPhaseRuleSupport() calls automated), for the
/// card's owner `owner`. Every change gets an explanation line.
void returnWorker(Ctx &c, const std::string &why, const std::string &section); // below, with the purchase helpers

void applyShape(Ctx &c, const ActiveRule &h, EffectShape shape, const std::string &why, int owner)
{
    const json &r = *h.rule;
    auto &effects = c.out.roundInputs.actionPhase.roundEffects;
    auto roundEffectLine = [&](const std::string &effect, int amount, const std::string &what) {
        effects[roundKey(owner, h.id, effect)] += amount;
        c.explain(owner, h.id, why + ": " + what + " until the end of the round (" + kRuleCardText + ")");
    };
    if (shape == EffectShape::Targets)
        applyTargets(c, h, why, owner);
    else if (shape == EffectShape::WaiveMilitaryUpkeep) // Sheba: read by Production (productionRuleItems)
        roundEffectLine("military_upkeep_waived", 1, "Workers on Military of " + nameOf(c.out, owner) + " pay no upkeep");
    else if (shape == EffectShape::StrengthThisRound) // The Pillar of Hercules: +7 Strength this round
        roundEffectLine("strength", r["gain"]["strength"].get<int>(),
                        "+" + std::to_string(r["gain"]["strength"].get<int>()) + " Strength for " + nameOf(c.out, owner));
    else if (shape == EffectShape::ReturnWorkers) { // Northwest Passage: idle Workers back; payload "sections" (one each)
        const json sections = c.payload->value("sections", json::array());
        for (int i = 0; i < r["return_workers"].get<int>(); ++i)
            returnWorker(c, why, i < static_cast<int>(sections.size()) && sections[i].is_string() ? sections[i].get<std::string>() : "");
    } else if (shape == EffectShape::GainPerPassed) { // Uluru: +1 VP per nation that has already passed this round
        const int passed = static_cast<int>(c.before.roundInputs.passOrder.size());
        c.gain(owner, *plainAmounts(r["gain"]) * passed, h.id,
               why + " (" + std::to_string(passed) + " nation(s) already passed)");
    }
    else if (shape == EffectShape::ExtraActions)
        roundEffectLine("extra_actions", r["extra_actions"].get<int>(),
                        nameOf(c.out, owner) + " takes " + std::to_string(r["extra_actions"].get<int>()) +
                            " extra action(s) before the turn moves on");
    else if (shape == EffectShape::ForceLeast)
        roundEffectLine("least_stability", 1, nameOf(c.out, owner) + " counts as having the least Stability");
    else if (shape == EffectShape::PassedOverBooks)
        roundEffectLine("passed_over_books", r["gain"]["books"].get<int>(),
                        "after passing, +" + std::to_string(r["gain"]["books"].get<int>()) +
                            " Books each time play skips over " + nameOf(c.out, owner));
    else if (shape == EffectShape::PublicArchitects)
        roundEffectLine("public_architects", r["amount"].get<int>(),
                        "+" + std::to_string(r["amount"].get<int>()) + " public Architects for every nation");
    else if (shape == EffectShape::ArchitectDiscount)
        roundEffectLine("architect_discount", -r["modifier"]["architect_cost_stone"].get<int>(),
                        nameOf(c.out, owner) + " pays " + std::to_string(-r["modifier"]["architect_cost_stone"].get<int>()) +
                            " Stone less per Architect hired");
    else if (shape == EffectShape::RemoveBuildings) {
        // Every nation (the buyer included) removes its Buildings whose deploy cost is 1 Stone; their
        // Workers go back to the Resource Area (Rulebook p.8 "Removing", p.15).
        for (int p = 0; p < static_cast<int>(c.out.players.size()); ++p) {
            PlayerState &pl = c.out.players[p];
            for (size_t k = 0; k < pl.buildings.size();) {
                const ProgressCard *b = c.catalog.card(pl.buildings[k].card);
                if (b && b->type == CardType::Building && b->deployStone == 1) {
                    pl.idleWorkers += pl.buildings[k].workers;
                    c.explain(p, h.id, why + ": " + nameOf(c.out, p) + " removes " + b->name + " (deploy cost 1 Stone)" +
                                           (pl.buildings[k].workers ? ", " + std::to_string(pl.buildings[k].workers) +
                                                                          " Worker(s) back to the Resource Area"
                                                                    : std::string()) +
                                           " (" + kRuleCardText + ")");
                    pl.buildings.erase(pl.buildings.begin() + static_cast<long>(k));
                } else {
                    ++k;
                }
            }
        }
    } else
        c.byHand(h.id, describe(h, h.support()) + " (shape " + std::string(key(shape)) + " applied where it happens)", owner);
}

void Ctx::applyOrNote(const ActiveRule &h, const std::string &why, int owner)
{
    const RuleSupport sup = h.support();
    const EffectShape shape = sup.automated ? h.typed->shape : EffectShape::Plain;
    const auto a = sup.automated && shape == EffectShape::Plain ? plainOutcome(*h.rule, {"if", "target"}) : std::nullopt;
    if (shape != EffectShape::Plain)
        applyShape(*this, h, shape, why, owner < 0 ? pi : owner);
    else if (a)
        gain(pi, *a, h.id, why);
    else
        byHand(h.id, describe(h, sup), owner);
}

// --- Wonders -------------------------------------------------------------------------------------

/// Moves a finished Wonder to a Wonder slot (Rulebook p.17 "Hire Architect"; FAQ R-13, R-15, T-23).
void placeReadyWonder(Ctx &c, const ProgressCard &w, const json &pl, bool completedWonder = true)
{
    PlayerState &p = c.me();
    const NationSide &side = sideOf(c.catalog, p);
    // Effects "when a later Wonder is ready" of cards held now, the covered Wonder included (T-23).
    const std::vector<ActiveRule> later = activeRules(c.catalog, p, "on_wonder_ready");
    const auto cover = optInt(pl, "cover");
    if (cover) {
        if (*cover < 0 || *cover >= static_cast<int>(p.wonders.size()))
            refuse("there is no ready Wonder " + std::to_string(*cover) + " to cover");
        p.wonders[*cover] = w.id; // the covered Wonder is destroyed (Rulebook p.17; FAQ R-15, R-24)
    } else {
        if (static_cast<int>(p.wonders.size()) >= side.boardSlots.wonder)
            refuse("Rulebook p.17: all " + std::to_string(side.boardSlots.wonder) +
                   " Wonder slots are full: choose a ready Wonder to cover (\"cover\")");
        p.wonders.push_back(w.id);
    }
    if (!completedWonder)
        return; // a natural wonder discovered: no Wonder was completed
    for (const ActiveRule &h : later)
        c.applyOrNote(h, h.name + " (a Wonder is ready)");
    for (const ActiveRule &h : rulesWhen(w, "on_ready"))
        c.applyOrNote(h, w.name + " is ready");
}

/// A natural wonder discovered (explore(), or bought without exploration turns): it leaves the
/// Wonder-under-construction space for a Wonder slot (payload "cover" when the slots are full), then
/// its `on_discover` rules and those of the cards and nation special held (America B) apply.
void discover(Ctx &c, const ProgressCard &w, const json &pl)
{
    const std::vector<ActiveRule> held = activeRules(c.catalog, c.me(), "on_discover");
    c.me().wonderUnderConstruction.reset();
    c.explain(c.pi, w.id, c.who() + " discovers " + w.name + " (Dynasties, shared data)");
    placeReadyWonder(c, w, pl, false);
    for (const ActiveRule &h : rulesWhen(w, "on_discover"))
        c.applyOrNote(h, w.name + " discovered");
    for (const ActiveRule &h : held)
        c.applyOrNote(h, h.name + " (discovered " + w.name + ")");
}

// --- buy -----------------------------------------------------------------------------------------

/// Places a bought Building/Military; returns its slot index.
int placeOnBuildingSlot(Ctx &c, const ProgressCard &card, const json &pl)
{
    PlayerState &p = c.me();
    const int cap = sideOf(c.catalog, p).boardSlots.buildingMilitary;
    const int n = static_cast<int>(p.buildings.size());
    const auto slot = optInt(pl, "slot");
    if (!slot || *slot == n) {
        if (n >= cap)
            refuse("Rulebook p.14: all " + std::to_string(cap) +
                   " Building/Military slots are full: choose the card to cover (\"slot\")");
        p.buildings.push_back({card.id, 0});
        return n;
    }
    if (*slot < 0 || *slot > n)
        refuse("there is no Building/Military slot " + std::to_string(*slot) + " to place " + card.name + " on");
    // Covering: the old card is gone for good and its Workers go back to the Resource Area
    // (Rulebook p.14-15 "Building", "Military"; FAQ R-23, R-24).
    const CardOnBoard old = p.buildings[*slot];
    p.idleWorkers += old.workers;
    p.buildings[*slot] = {card.id, 0};
    const ProgressCard *oldCard = c.catalog.card(old.card);
    if (!oldCard)
        return *slot;
    for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_replace")) {
        const json cond = h.rule->value("if", json::object());
        bool applies = true;
        if (cond.contains("old_type"))
            applies = applies && typeMatches(cond["old_type"], oldCard->type);
        if (cond.contains("new_type"))
            applies = applies && typeMatches(cond["new_type"], card.type);
        if (cond.value("new_age_greater", false))
            applies = applies && card.age > oldCard->age;
        if (applies)
            c.applyOrNote(h, h.name + " (card replaced)");
    }
    return *slot;
}

/// Places a new Advisor (Rulebook p.16 "Advisor": one at a time, a new one replaces the old; FAQ R-28),
/// on `slot` (default: a free Advisor slot — Porcelain Tower adds one — else the first Advisor not kept
/// underneath). An Advisor with the on_replace effect "not_removed_first_time" (Zhu Xi) stays in play
/// underneath the first time it would be replaced: it gets a marker and the new Advisor is added.
void placeAdvisor(Ctx &c, const ProgressCard &card, int player, std::optional<int> slot,
                  const std::vector<ActiveRule> &replaceRules)
{
    PlayerState &p = c.out.players[player];
    const int cap = advisorSlots(c.catalog, p);
    const int n = static_cast<int>(p.advisors.size());
    auto kept = [&](int k) { return p.markers.count(p.advisors[k]) && p.markers.at(p.advisors[k]) > 0; };
    if (n < cap && (!slot || *slot == n)) {
        p.advisors.push_back(card.id);
        return;
    }
    int k = slot.value_or(0);
    if (!slot)
        while (k + 1 < n && kept(k))
            ++k;
    if (k < 0 || k >= n)
        refuse("there is no Advisor slot " + std::to_string(k));
    for (const ActiveRule &h : replaceRules) {
        if (h.id != p.advisors[k] || !typeMatches(h.rule->value("if", json::object()).value("new_type", json()), CardType::Advisor))
            continue;
        if (h.typed->shape == EffectShape::StaysFirstTime && h.support().automated) {
            if (kept(k))
                continue; // already stayed once: replaced this time
            p.markers[h.id] = 1;
            p.advisors.push_back(card.id);
            c.explain(player, h.id, h.name + ": the first time a new Advisor would replace it, it stays underneath and "
                                    "keeps working (" + card.name + " is added; " + kRuleCardText + ")");
            return;
        }
        c.applyOrNote(h, h.name + " (Advisor replaced)", player);
    }
    p.markers.erase(p.advisors[k]);
    p.advisors[k] = card.id;
}

void buyGoldenAge(Ctx &c, const ProgressCard &card, const json &pl)
{
    PlayerState &p = c.me();
    const std::string choice = pl.value("choice", "");
    const int bonus = boardValues(c.catalog, c.before, c.pi).goldenAgeBonus;
    if (choice == "resource") {
        // Rulebook p.16 "Golden age": the printed resource plus the Golden Age bonus (FAQ R-21).
        if (card.goldenAgeResource.empty())
            refuse(card.name + " has no resource option: choose \"vp\" or \"special\"");
        Amounts a = card.goldenAgeResource;
        for (Quantity q : kResources)
            if (a[q] > 0) {
                a[q] += bonus;
                break;
            }
        c.gain(c.pi, a, card.id, card.name);
        if (a[Quantity::Books] > 0) // the Books option (Heian Period: 4 more Books)
            for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_golden_age_books"))
                c.applyOrNote(h, h.name + " (Books from a Golden Age)");
    } else if (choice == "vp") {
        const ModifierSum mod = ownModifier(c.catalog, p, "golden_age_vp_cost");
        const int price = std::max(0, card.goldenAgeVpCost - bonus + mod.total);
        const json pay = pl.value("pay", json::object());
        const auto mix = plainAmounts(pay);
        if (!mix || (*mix)[Quantity::Vp] != 0)
            refuse("\"pay\" lists the resources paid for the VP: Stone, Gold, Food and/or Books");
        int sum = 0;
        for (Quantity q : kResources) {
            if ((*mix)[q] < 0)
                refuse("\"pay\" amounts cannot be negative");
            if ((*mix)[q] > p.resource(q))
                refuse("Rulebook appendix: you may not spend more " + std::string(displayName(q)) + " than you have (" +
                       std::to_string(p.resource(q)) + ")");
            sum += (*mix)[q];
        }
        if (sum != price)
            refuse("Rulebook p.16: the VP of " + card.name + " costs " + std::to_string(price) +
                   " resources in any mix (cost " + std::to_string(card.goldenAgeVpCost) + " − Golden Age bonus " +
                   std::to_string(bonus) + (mod.total ? ", modifiers " + std::to_string(mod.total) : std::string()) +
                   ", at least 0); \"pay\" adds up to " + std::to_string(sum));
        for (Quantity q : kResources)
            p.setResource(q, p.resource(q) - (*mix)[q]);
        c.payGold((*mix)[Quantity::Gold]);
        p.vp += 1;
        c.explain(c.pi, card.id, card.name + ": +1 VP for " + amountsText(*mix * -1) + " (Rulebook p.16)");
        for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_golden_age_vp"))
            c.applyOrNote(h, h.name + " (VP from a Golden Age)");
    } else if (choice == "special") {
        bool has = false;
        for (const ActiveRule &h : rulesWhen(card, "on_buy"))
            if (h.rule->value("option", "") == "special") {
                has = true;
                c.applyOrNote(h, card.name + " (special option)");
            }
        if (!has)
            refuse(card.name + " has no special option: choose \"resource\" or \"vp\" (Rulebook p.16)");
    } else {
        refuse("Rulebook p.16: a Golden Age gives either its resource or 1 VP: \"choice\" is \"resource\" or \"vp\"");
    }
}

/// One section of the Wonder under construction built by an Architect hired for free (no Stone, no
/// Architect from the Score Board: Korea B, Qin Dynasty); `on_hire_architect` rules fire, and a finished
/// Wonder is placed (payload "cover" when every Wonder slot is full).
void freeArchitect(Ctx &c, const ActiveRule &h, const json &pl)
{
    PlayerState &p = c.me();
    const ProgressCard *w = p.wonderUnderConstruction ? c.catalog.card(p.wonderUnderConstruction->card) : nullptr;
    if (!w || w->type != CardType::Wonder)
        refuse("card text: " + h.name + " hires an Architect for the Wonder under construction; " + c.who() + " has none");
    p.wonderUnderConstruction->architects += 1;
    c.explain(c.pi, h.id, h.name + ": a free Architect builds section " +
                              std::to_string(p.wonderUnderConstruction->architects) + " of " + w->name + " (" +
                              kRuleCardText + ")");
    for (const ActiveRule &o : activeRules(c.catalog, c.out.players[c.pi], "on_hire_architect"))
        c.applyOrNote(o, o.name + " (Architect hired)");
    if (p.wonderUnderConstruction->architects >= static_cast<int>(w->architectCosts.size())) {
        p.wonderUnderConstruction.reset();
        placeReadyWonder(c, *w, pl);
    }
}

/// Returns an idle Worker to the Population Track (Rulebook p.8 "Taking and Returning Workers": the player
/// chooses the section; "" = the last section a Worker was taken from).
void returnWorker(Ctx &c, const std::string &why, const std::string &section)
{
    PlayerState &p = c.me();
    const NationSide &side = sideOf(c.catalog, p);
    if (p.idleWorkers <= 0)
        refuse(why + ": " + c.who() + " has no idle Worker to return (undeploy one first, Rulebook p.15)");
    int k = -1;
    for (int i = 0; i < static_cast<int>(p.populationTaken.size()) && i < static_cast<int>(side.population.size()); ++i)
        if (p.populationTaken[i] > 0 && (section.empty() || side.population[i].id == section))
            k = i;
    if (k < 0)
        refuse(why + ": no Worker was taken from " + (section.empty() ? std::string("the Population Track") : "the " + section + " section") +
               " (a Worker returned to a full track is placed on top by hand, Rulebook p.8)");
    p.populationTaken[k] -= 1;
    p.idleWorkers -= 1;
    c.explain(c.pi, "", why + ": " + c.who() + " returns a Worker to the " + side.population[k].id +
                            " section of the Population Track (Rulebook p.8)");
}

/// Domains of the Sea ("colonies you buy are discarded at once for 1 VP and 2 Gold"): when a held rule of
/// shape "discard_bought" matches the bought card's type, the card is not placed and its gain is applied.
bool discardedOnPurchase(Ctx &c, const ProgressCard &card, const std::vector<ActiveRule> &buyRules)
{
    for (const ActiveRule &h : buyRules)
        if (h.typed->shape == EffectShape::DiscardBought && typeMatches((*h.rule)["if"]["card_type"], card.type) &&
            h.support().automated) {
            c.explain(c.pi, h.id, h.name + ": " + card.name + " is discarded at once (" + kRuleCardText + ")");
            c.gain(c.pi, *plainAmounts((*h.rule)["gain"]), h.id, h.name);
            return true;
        }
    return false;
}

/// The gain of buying a Battle (Rulebook p.16 "Battle": needs a Worker on a Military; the best raid
/// value once, as Books, Food or Stone, payload "choice"; FAQ R-19). `required`: the Worker rule is
/// checked (overridable); otherwise nothing is gained without one. Returns whether a Military is staffed.
bool battleGain(Ctx &c, const json &pl, const std::string &why, const std::string &cardId, bool required)
{
    const PlayerState &b = c.before.players[c.pi];
    const bool staffed = std::any_of(b.buildings.begin(), b.buildings.end(), [&](const CardOnBoard &cb) {
        const ProgressCard *m = c.catalog.card(cb.card);
        return m && m->type == CardType::Military && cb.workers > 0;
    });
    if (required)
        c.rule(staffed, "Rulebook p.16: to buy a Battle you need at least one Worker on a Military (FAQ R-19)");
    else if (!staffed)
        return false;
    const std::string choice = pl.value("choice", "");
    if (choice != "books" && choice != "food" && choice != "stone")
        refuse("Rulebook p.16: a Battle gives Books, Food or Stone: \"choice\" is \"books\", \"food\" or \"stone\"");
    const int raid = staffed ? bestRaidValue(c.catalog, b) + ownModifier(c.catalog, b, "raid").total : 0;
    Amounts a;
    a[*quantityFromKey(choice)] = std::max(0, raid);
    c.gain(c.pi, a, cardId, why);
    return staffed;
}

/// Buys a Progress Card (Rulebook p.14-17). `freeOf` (Galileo Galilei's special action: "take a golden age
/// or wonder without paying gold"): the card types it may take, the price is 0 and the turn is the special
/// action's; nullptr = an ordinary "buy" action (its own turn, price by row).
void buy(Ctx &c, const json &pl, const ActiveRule *freeOf = nullptr)
{
    const GameState &s = c.before;
    c.card = pl.value("card", "");
    const ProgressCard *card = c.catalog.card(c.card);
    if (!card)
        refuse("unknown card \"" + c.card + "\"");
    if (card->preprinted || card->age < 1)
        refuse(card->name + " is printed on a player board; it is not on the Progress Board");
    // Game option (setup): only the chosen card sets are shuffled into the Progress decks.
    if (!s.options.usesSet(card->set)) {
        std::string chosen;
        for (const auto &set : s.options.cardSets)
            chosen += (chosen.empty() ? "" : ", ") + set;
        c.rule(false, "game option: " + card->name + " is from the " + card->set +
                          " set, which this game does not use (card sets: " + chosen + ")");
    }
    const int row = intField(pl, "row", "the Progress Board row (1, 2 or 3)");
    if (row < 1 || row > 3)
        refuse("FAQ R-40: the Progress Board has rows 1, 2 and 3 (1, 2 and 3 Gold)");
    if (!freeOf)
        checkTurn(c);
    else if (!typeMatches((*freeOf->rule)["card_types"], card->type))
        refuse("card text: " + freeOf->name + " takes a " + (*freeOf->rule)["card_types"].dump() + " card, not a " +
               std::string(displayName(card->type)));
    const auto &rows = c.before.roundInputs.actionPhase.boardRows;
    if (rows.count(card->id))
        c.rule(rows.at(card->id) == row, "card text (Alhazen): " + card->name + " was moved to row " +
                                             std::to_string(rows.at(card->id)) + " of the Progress Board this round");
    c.rule(card->age <= s.age(), "Rulebook p.12: the Progress Board holds cards of this age (" +
                                     std::to_string(s.age()) + ") and older; " + card->name + " is an age " +
                                     std::to_string(card->age) + " card");
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        const PlayerState &o = s.players[q];
        bool held = std::any_of(o.buildings.begin(), o.buildings.end(), [&](const CardOnBoard &b) { return b.card == card->id; });
        for (const auto *ids : {&o.advisors, &o.colonies, &o.wonders})
            held = held || std::find(ids->begin(), ids->end(), card->id) != ids->end();
        held = held || (o.wonderUnderConstruction && o.wonderUnderConstruction->card == card->id);
        c.rule(!held, "Rulebook p.4: there is one copy of each Progress Card and " + card->name + " is on " +
                          nameOf(s, q) + "'s board");
    }
    if (s.roundInputs.war && s.roundInputs.war->card == card->id)
        c.rule(false, "Rulebook p.4: there is one copy of each Progress Card and " + card->name + " is on the War space");
    for (const ActiveRule &h : activeRules(c.catalog, s.players[c.pi], "ongoing")) {
        const json &r = *h.rule;
        if (r.contains("modifier") && r["modifier"].contains("may_not_buy") && h.support().automated &&
            typeMatches(r["modifier"]["may_not_buy"], card->type))
            c.rule(false, "Rulebook appendix (card text beats the rulebook): " + h.name + " — you may not buy a " +
                              std::string(displayName(card->type)));
    }

    const int price = freeOf ? 0 : cardPrice(c.catalog, s, c.pi, *card, row);
    PlayerState &p = c.me();
    if (p.gold < price)
        refuse("Rulebook p.14: " + card->name + " costs " + std::to_string(price) + " Gold on row " +
               std::to_string(row) + " (" + c.who() + " has " + std::to_string(p.gold) + ")");
    p.gold -= price;
    c.payGold(price);
    if (freeOf)
        c.explain(c.pi, freeOf->id, freeOf->name + ": " + c.who() + " takes " + card->name + " from row " +
                                        std::to_string(row) + " without paying Gold (" + kRuleCardText + ")");
    int boughtSlot = -1;
    const std::vector<ActiveRule> replaceRulesBefore = activeRules(c.catalog, s.players[c.pi], "on_replace");
    const std::vector<ActiveRule> buyRulesBefore = activeRules(c.catalog, s.players[c.pi], "on_buy");

    switch (card->type) {
    case CardType::Building:
    case CardType::Military: boughtSlot = placeOnBuildingSlot(c, *card, pl); break;
    case CardType::Advisor: placeAdvisor(c, *card, c.pi, optInt(pl, "slot"), replaceRulesBefore); break;
    case CardType::Colony: {
        // Rulebook p.16 "Colony": the Strength requirement counts only when buying (FAQ R-27).
        const int need = colonyRequirement(c.catalog, s, c.pi, *card);
        const int have = boardValues(c.catalog, s, c.pi).strength;
        c.rule(have >= need, "Rulebook p.16: to buy " + card->name + " you need Military Strength " +
                                 std::to_string(need) + " (you have " + std::to_string(have) + ")");
        if (discardedOnPurchase(c, *card, buyRulesBefore))
            break;
        const int cap = sideOf(c.catalog, p).boardSlots.colony;
        const auto slot = optInt(pl, "slot");
        const int n = static_cast<int>(p.colonies.size());
        if (!slot || *slot == n) {
            if (n >= cap)
                refuse("Rulebook p.14 / FAQ R-28: both Colony slots are full: choose the Colony to replace (\"slot\")");
            p.colonies.push_back(card->id);
        } else {
            if (*slot < 0 || *slot > n)
                refuse("there is no Colony slot " + std::to_string(*slot));
            p.colonies[*slot] = card->id;
        }
        break;
    }
    case CardType::Wonder:
        // Rulebook p.16 "Wonder": one under construction; a new one removes the unfinished one with its
        // Architects and the Stone paid (FAQ R-14, T-24).
        p.wonderUnderConstruction = WonderUnderConstruction{card->id, 0};
        if (card->architectCosts.empty()) {
            p.wonderUnderConstruction.reset();
            placeReadyWonder(c, *card, pl);
        }
        break;
    case CardType::NaturalWonder:
        // Dynasties (shared data): a natural wonder goes to the Wonder-under-construction space, replacing an
        // unfinished Wonder as a new Wonder would (FAQ R-14), and is discovered after its exploration turns
        // (action "explore").
        p.wonderUnderConstruction = WonderUnderConstruction{card->id, 0};
        if (card->explorationTurns == 0)
            discover(c, *card, pl);
        else
            c.explain(c.pi, card->id, card->name + " is explored with " + std::to_string(card->explorationTurns) +
                                          " action(s) (\"explore\") before it is discovered (Dynasties, shared data)");
        break;
    case CardType::War: {
        // Rulebook p.15 "War": one per round; the marker goes to the buyer's Strength (FAQ R-16).
        if (s.roundInputs.war)
            c.rule(false, "Rulebook p.15: only one War may be bought each round (" +
                              (c.catalog.card(s.roundInputs.war->card) ? c.catalog.card(s.roundInputs.war->card)->name
                                                                       : s.roundInputs.war->card) +
                              " is already on the War space)");
        const int strength = boardValues(c.catalog, s, c.pi).strength;
        c.out.roundInputs.war = WarState{card->id, std::max(0, strength), c.pi};
        // Kingdom of Leon: "when you buy a war you also get the effects of buying a battle".
        for (const ActiveRule &h : buyRulesBefore)
            if (h.typed->shape == EffectShape::WarAsBattle) {
                const int staffed = battleGain(c, pl, card->name + " as a Battle (" + h.name + ")", card->id, false);
                c.explain(c.pi, h.id, h.name + ": " + card->name + " also counts as buying a Battle" +
                                          (staffed ? std::string() : " (no Worker on a Military: nothing gained)") +
                                          " (" + kRuleCardText + ")");
            }
        break;
    }
    case CardType::Battle:
        battleGain(c, pl, card->name, card->id, true);
        break;
    case CardType::GoldenAge: buyGoldenAge(c, *card, pl); break;
    }

    // on_buy rules of the bought card itself (e.g. Great Lighthouse: +1 Book when paid 3 Gold). The
    // War marker, the Battle's raid and the Golden Age's special option are handled by type above.
    for (const ActiveRule &h : rulesWhen(*card, "on_buy")) {
        const json cond = h.rule->value("if", json::object());
        if (cond.contains("card_type"))
            continue; // a trigger for later purchases, not for this one
        if (h.rule->value("option", "") == "special")
            continue; // the Golden Age's special option: noted when chosen (buyGoldenAge)
        if (h.support().coveredByField)
            continue; // the War marker / the Battle's raid: applied by the purchase of that type above
        if (cond.size() == 1 && cond.contains("paid_gold") && cond["paid_gold"] != price)
            continue; // condition not met
        c.applyOrNote(h,
                      card->name + (cond.contains("paid_gold") ? " (bought for " + std::to_string(price) + " Gold)"
                                                               : std::string()));
    }
    // on_buy triggers of the buyer's cards and nation special (Chichen Itza, Abu Bakr, Sejong, Montezuma,
    // Siwa Oasis, Arabs B...).
    for (const ActiveRule &h : buyRulesBefore) {
        const json cond = h.rule->value("if", json::object());
        if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card->type))
            continue;
        const EffectShape shape = h.typed->shape;
        if (shape == EffectShape::WarAsBattle || shape == EffectShape::DiscardBought)
            continue; // applied with the War above / before the placement (discardedOnPurchase())
        if (shape == EffectShape::TakeWorkerOptional) {
            // Arabs B: "you may also take 1 Worker" — payload "take_worker": true (section: "section").
            for (int i = 0; i < (pl.value("take_worker", false) ? (*h.rule)["take_workers_optional"].get<int>() : 0); ++i) {
                const std::string section = takeWorker(c.catalog, p, pl.value("section", ""));
                c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                          " section of the Population Track (" + kRuleCardText + ")");
                takeWorkerRules(c.catalog, c.out, c.pi);
            }
            continue;
        }
        if (shape == EffectShape::FreeArchitects) {
            // Korea B: "you may hire up to 2 architects for free" — payload "free_architects": 0..2.
            const int most = (*h.rule)["amount"].get<int>();
            const int n = pl.value("free_architects", 0);
            if (n < 0 || n > most)
                refuse("card text: " + h.name + " hires up to " + std::to_string(most) + " Architects for free (\"free_architects\")");
            for (int i = 0; i < n; ++i)
                freeArchitect(c, h, pl);
            continue;
        }
        if (shape == EffectShape::FreeWorkerOnBought && h.support().automated) {
            // MIT: "you may put a worker on it for free" — payload "free_worker": true, from the Resource Area.
            if (!pl.value("free_worker", false) || boughtSlot < 0)
                continue;
            if (p.idleWorkers <= 0)
                refuse("card text: " + h.name + " puts a Worker from the Resource Area on " + card->name + "; " +
                       c.who() + " has none idle");
            p.idleWorkers -= 1;
            p.buildings[static_cast<size_t>(boughtSlot)].workers += 1;
            c.explain(c.pi, h.id, h.name + ": a Worker on " + card->name + " without paying Stone (" + kRuleCardText + ")");
            continue;
        }
        c.applyOrNote(h, h.name + " (bought a " + std::string(displayName(card->type)) + ")");
    }
    if (pl.value("free_worker", false) && (boughtSlot < 0 || p.buildings[static_cast<size_t>(boughtSlot)].workers == 0))
        refuse("\"free_worker\" needs a card that lets you put a Worker on the bought Building for free (MIT)");
    // on_other_buy triggers of the other nations' cards (Shaka Zulu: the buyer gains).
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        if (q == c.pi)
            continue;
        for (const ActiveRule &h : activeRules(c.catalog, s.players[q], "on_other_buy")) {
            const json cond = h.rule->value("if", json::object());
            if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card->type))
                continue;
            if (!h.rule->contains("target") && h.support().automated) {
                // The owner gains (Pactum Warmundi: 1 Gold; Golden Horde: the Gold the buyer paid).
                Amounts a;
                if ((*h.rule)["gain"] == "gold_paid_by_buyer")
                    a[Quantity::Gold] = price;
                else
                    a = *plainAmounts((*h.rule)["gain"]);
                c.gain(q, a, h.id, h.name + " of " + nameOf(s, q) + " (" + c.who() + " bought " + card->name + ")");
                continue;
            }
            c.applyOrNote(h, h.name + " of " + nameOf(s, q), q);
        }
    }
    // For the Resolution Phase's "bought this round" conditions (Cyrus the Great, events).
    ++c.out.roundInputs.actionPhase.purchases[std::to_string(c.pi) + "/" + std::string(key(card->type))];
    if (!freeOf)
        endTurn(c);
}

// --- deploy / undeploy ---------------------------------------------------------------------------

const ProgressCard &buildingAt(Ctx &c, int slot)
{
    const PlayerState &p = c.me();
    if (slot < 0 || slot >= static_cast<int>(p.buildings.size()))
        refuse("Rulebook p.15: Workers are deployed on Buildings and Military only; " + c.who() +
               " has no card on Building/Military slot " + std::to_string(slot));
    const ProgressCard *card = c.catalog.card(p.buildings[slot].card);
    if (!card)
        refuse("unknown card \"" + p.buildings[slot].card + "\" on slot " + std::to_string(slot));
    return *card;
}

/// Deploys one Worker (Rulebook p.15). `freeOf` (Royal Society's special action: "deploy one worker without
/// paying stone"): no Stone, and the turn is the special action's; nullptr = an ordinary "deploy" action.
void deploy(Ctx &c, const json &pl, const ActiveRule *freeOf = nullptr)
{
    const int slot = intField(pl, "slot", "the Building/Military slot to deploy on");
    const ProgressCard &card = buildingAt(c, slot);
    c.card = freeOf ? freeOf->id : card.id;
    if (!freeOf)
        checkTurn(c);
    PlayerState &p = c.me();
    if (card.maxWorkers && p.buildings[slot].workers >= *card.maxWorkers)
        refuse("card text: " + card.name + " takes at most " + std::to_string(*card.maxWorkers) + " Workers");
    const json from = pl.value("from", json("idle"));
    if (from.is_string() && from.get<std::string>() == "idle") {
        if (p.idleWorkers <= 0)
            refuse("Rulebook p.15: no Worker in " + c.who() +
                   "'s Resource Area; undeploy one first or move one from another card (\"from\": slot)");
        p.idleWorkers -= 1;
    } else if (from.is_number_integer()) {
        // Moving: undeploy from the other card (free, not an action), then deploy (Rulebook p.15; T-18).
        const int f = from.get<int>();
        buildingAt(c, f);
        if (f == slot)
            refuse("a Worker is moved from one card to another");
        if (p.buildings[f].workers <= 0)
            refuse("there is no Worker on " + c.catalog.card(p.buildings[f].card)->name + " to move");
        p.buildings[f].workers -= 1;
    } else {
        refuse("\"from\" is \"idle\" or the index of the Building/Military slot to move the Worker from");
    }
    const int cost = freeOf ? 0 : deployCost(c.catalog, p, card);
    if (freeOf)
        c.explain(c.pi, freeOf->id, freeOf->name + ": a Worker on " + card.name + " without paying Stone (printed " +
                                        std::to_string(deployCost(c.catalog, p, card)) + "; " + kRuleCardText + ")");
    if (p.stone < cost)
        refuse("Rulebook p.15: deploying a Worker on " + card.name + " costs " + std::to_string(cost) + " Stone (" +
               c.who() + " has " + std::to_string(p.stone) + ")");
    p.stone -= cost;
    p.buildings[slot].workers += 1; // one Worker per action (Rulebook p.15; FAQ R-39)
    if (!freeOf)
        endTurn(c);
}

void undeploy(Ctx &c, const json &pl)
{
    const int slot = intField(pl, "slot", "the Building/Military slot to undeploy from");
    const ProgressCard &card = buildingAt(c, slot);
    c.card = card.id;
    const int count = pl.value("count", 1);
    PlayerState &p = c.me();
    if (count < 1 || count > p.buildings[slot].workers)
        refuse(card.name + " has " + std::to_string(p.buildings[slot].workers) + " Workers; cannot undeploy " +
               std::to_string(count));
    // Not an action, but only during your own turn (Rulebook p.15 "Deploy a Worker"; FAQ R-39).
    if (c.before.phase != Phase::Action)
        c.rule(false, "Rulebook p.15: Workers are undeployed during your turn in the Action Phase");
    else if (hasPassed(c.before, c.pi) || currentTurn(c.before) != c.pi)
        c.rule(false, "Rulebook p.15: Workers are undeployed only during your own turn; it is " +
                          nameOf(c.before, currentTurn(c.before)) + "'s turn");
    p.buildings[slot].workers -= count;
    p.idleWorkers += count;
}

// --- hire ----------------------------------------------------------------------------------------

void hire(Ctx &c, const json &pl)
{
    PlayerState &p = c.me();
    checkTurn(c);
    if (!p.wonderUnderConstruction)
        refuse("Rulebook p.17: " + c.who() + " has no Wonder under construction to hire an Architect for");
    const ProgressCard *w = c.catalog.card(p.wonderUnderConstruction->card);
    if (!w)
        refuse("unknown Wonder \"" + p.wonderUnderConstruction->card + "\"");
    if (w->type == CardType::NaturalWonder)
        refuse("Dynasties: " + w->name + " is a natural wonder: it is explored (\"explore\"), not built with Architects");
    c.card = w->id;
    ActionPhaseState &ap = c.out.roundInputs.actionPhase;
    const std::string priv = pl.value("private", "");
    if (!priv.empty()) {
        // Private Architects of a held card, refreshed each round (Rulebook p.13 step 5; FAQ R-12).
        std::string label;
        int count = 0;
        for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
            if (h->id == priv && h->privateArchitects > 0) {
                label = h->name;
                count = h->privateArchitects;
            }
        // A nation special granting private Architects (e.g. Egypt B), or the dynasty covering it.
        for (const NationRuleSource &src : nationRuleSources(c.catalog, p))
            if (src.id == priv)
                for (const auto &r : *src.rules)
                    if (r.is_object() && r.value("when", "") == "ongoing" && r.contains("private_architects") &&
                        r["private_architects"].is_number_integer()) {
                        label = src.dynasty ? src.label : std::string("the nation special");
                        count += r["private_architects"].get<int>();
                    }
        if (count <= 0)
            refuse("Rulebook p.13: private Architects come from a card on your board that grants them; " + c.who() +
                   " holds no such card \"" + priv + "\"");
        int &used = ap.privateArchitectsUsed[playerKey(c.pi, priv)];
        c.rule(used < count, "Rulebook p.13 step 5 / FAQ R-12: " + label + "'s " + std::to_string(count) +
                                 " private Architect(s) are used this round");
        used += 1;
    } else {
        const int total = publicArchitects(c.catalog, c.before);
        c.rule(ap.publicArchitectsHired < total, "Rulebook p.17: no Architect is left on the Score Board (" +
                                                     std::to_string(total) + " this round, " +
                                                     std::to_string(ap.publicArchitectsHired) + " hired)");
        ap.publicArchitectsHired += 1;
    }
    const int k = p.wonderUnderConstruction->architects;
    const int printed = k < static_cast<int>(w->architectCosts.size()) ? w->architectCosts[k] : 0;
    // Le Vite (special option): 1 Stone less per Architect hired this round (never below 0).
    std::vector<std::string> discountCards;
    const int discount = roundEffect(c.before, c.pi, "architect_discount", &discountCards);
    const int cost = std::max(0, printed - discount);
    if (cost != printed)
        for (const auto &id : discountCards)
            c.explain(c.pi, id, (c.catalog.card(id) ? c.catalog.card(id)->name : id) + " (this round): section " + std::to_string(k + 1) + " of " +
                                    w->name + " costs " + std::to_string(cost) + " Stone instead of " +
                                    std::to_string(printed) + " (" + kRuleCardText + ")");
    if (p.stone < cost)
        refuse("Rulebook p.17: section " + std::to_string(k + 1) + " of " + w->name + " costs " + std::to_string(cost) +
               " Stone (" + c.who() + " has " + std::to_string(p.stone) + ")");
    p.stone -= cost;
    p.wonderUnderConstruction->architects += 1;
    for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_hire_architect"))
        c.applyOrNote(h, h.name + " (Architect hired)");
    if (p.wonderUnderConstruction->architects >= static_cast<int>(w->architectCosts.size())) {
        p.wonderUnderConstruction.reset(); // ready: its Architects go back to the supply
        placeReadyWonder(c, *w, pl);
    }
    endTurn(c);
}

// --- special -------------------------------------------------------------------------------------

int limitOf(const json &rule)
{
    const std::string l = rule.value("limit", "");
    if (l == "once_per_round")
        return 1;
    if (l == "three_per_round")
        return 3;
    if (l == "twice_per_round")
        return 2;
    return -1; // no limit: "Special actions ... can be used any number of times" (Rulebook p.14)
}

/// The acting nation pays `pay` for `what`; refused when it has less (Rulebook appendix: you may not
/// voluntarily spend more than you have). Gold paid counts for Mansa Musa.
void payFor(Ctx &c, const Amounts &pay, const std::string &what)
{
    PlayerState &p = c.me();
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        if (pay[q] > p.resource(q))
            refuse("Rulebook appendix: you may not spend more than you have; " + what + " costs " +
                   std::to_string(pay[q]) + " " + std::string(displayName(q)) + " (" + c.who() + " has " +
                   std::to_string(p.resource(q)) + ")");
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        p.setResource(q, p.resource(q) - pay[q]);
    c.payGold(pay[Quantity::Gold]);
}

/// Condition of a special action (`if`), for the acting player; `text` describes it. Overridable.
void specialCondition(Ctx &c, const ActiveRule &h, int owner)
{
    const json cond = h.rule->value("if", json::object());
    if (cond.contains("most")) {
        std::string text;
        const std::vector<int> top = targetsOf(c, json{{"most", cond["most"]}}, c.pi, text);
        c.rule(std::find(top.begin(), top.end(), c.pi) != top.end(),
               "card text: " + h.name + "'s special action needs the " + text + " (Rulebook p.8: ties give nobody)");
    }
    if (cond.value("no_player_passed", false))
        c.rule(c.before.roundInputs.passOrder.empty(),
               "card text: " + h.name + "'s special action is only possible while nobody has passed this round");
    if (cond.value("owner_has_not_passed", false))
        c.rule(!hasPassed(c.before, owner), "card text: " + h.name + " can be taken from " + nameOf(c.before, owner) +
                                                " only until that nation passes");
}

/// The special actions whose effect shape carries a choice or changes more than resources (effectShape).
void specialShape(Ctx &c, const ActiveRule &h, EffectShape shape, int owner, const json &pl)
{
    const json &r = *h.rule;
    PlayerState &p = c.me();
    specialCondition(c, h, owner);
    if (shape == EffectShape::SwapBoardCards) {
        // Alhazen: "swap the positions of two cards on the progress board": payload "swap":
        // [{"card", "row"}, {"card", "row"}] (the rows they are on now). Later purchases this round must
        // use the new rows (ActionPhaseState::boardRows).
        const json sw = pl.value("swap", json());
        if (!sw.is_array() || sw.size() != 2)
            refuse(h.name + ": \"swap\" lists the two Progress Board cards swapped: [{\"card\", \"row\"}, {\"card\", \"row\"}]");
        std::string ids[2];
        int rows[2];
        auto &boardRows = c.out.roundInputs.actionPhase.boardRows;
        for (int i = 0; i < 2; ++i) {
            const ProgressCard *x = sw[i].is_object() ? c.catalog.card(sw[i].value("card", "")) : nullptr;
            if (!x || x->preprinted || x->age < 1)
                refuse(h.name + ": \"swap\"[" + std::to_string(i) + "] is not a Progress Board card");
            if (!sw[i].contains("row") || !sw[i]["row"].is_number_integer() || sw[i]["row"] < 1 || sw[i]["row"] > 3)
                refuse("FAQ R-40: the Progress Board has rows 1, 2 and 3");
            c.rule(x->age <= c.before.age(), "Rulebook p.12: " + x->name + " (age " + std::to_string(x->age) +
                                                 ") is not on the Progress Board in age " + std::to_string(c.before.age()));
            ids[i] = x->id;
            rows[i] = sw[i]["row"].get<int>();
            if (boardRows.count(x->id))
                c.rule(boardRows.at(x->id) == rows[i], "card text (Alhazen): " + x->name + " is on row " +
                                                            std::to_string(boardRows.at(x->id)) + " since an earlier swap");
        }
        if (ids[0] == ids[1])
            refuse("card text: " + h.name + " swaps two different cards");
        boardRows[ids[0]] = rows[1];
        boardRows[ids[1]] = rows[0];
        c.explain(c.pi, h.id, h.name + ": " + c.catalog.card(ids[0])->name + " (row " + std::to_string(rows[0]) +
                                  ") and " + c.catalog.card(ids[1])->name + " (row " + std::to_string(rows[1]) +
                                  ") swap places on the Progress Board (" + kRuleCardText + ")");
    } else if (shape == EffectShape::BuyFree) {
        buy(c, pl.value("buy", json::object()), &h);
    } else if (shape == EffectShape::DeployFree) {
        deploy(c, pl, &h);
    } else if (shape == EffectShape::TakeWorkers) {
        // Suleiman I, Abraham Lincoln: Workers from the Population Track (Rulebook p.8: the player decides
        // the section, payload "section"; default the first section with a Worker left).
        for (int i = 0; i < r["take_workers"].get<int>(); ++i) {
            const std::string section = takeWorker(c.catalog, p, pl.value("section", ""));
            c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                      " section of the Population Track (" + kRuleCardText + "; Rulebook p.8)");
            takeWorkerRules(c.catalog, c.out, c.pi);
        }
    } else if (shape == EffectShape::TakeThisCard) {
        // Frédéric Chopin: another nation pays and takes the card onto its own Advisor slot.
        const Amounts pay = *plainAmounts(r["pay"]);
        payFor(c, pay, "taking " + h.name);
        PlayerState &from = c.out.players[owner];
        from.advisors.erase(std::find(from.advisors.begin(), from.advisors.end(), h.id));
        from.markers.erase(h.id);
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " pays " + amountsText(pay) + " and takes it from " +
                                  nameOf(c.before, owner) + " (" + kRuleCardText + ")");
        placeAdvisor(c, *h.card, c.pi, optInt(pl, "slot"), activeRules(c.catalog, c.before.players[c.pi], "on_replace"));
    } else if (shape == EffectShape::RemoveOwnColony) {
        // Simón Bolívar: payload "colony" = index of the own Colony removed (default the only one).
        if (p.colonies.empty())
            refuse("card text: " + h.name + " removes one of your Colonies; " + c.who() + " has none");
        const auto k = optInt(pl, "colony");
        if (!k && p.colonies.size() > 1)
            refuse(h.name + ": choose the Colony to remove (\"colony\": 0.." + std::to_string(p.colonies.size() - 1) + ")");
        const int i = k.value_or(0);
        if (i < 0 || i >= static_cast<int>(p.colonies.size()))
            refuse("there is no Colony " + std::to_string(i));
        const ProgressCard *col = c.catalog.card(p.colonies[static_cast<size_t>(i)]);
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " removes the Colony " + (col ? col->name : p.colonies[i]) +
                                  " (Rulebook p.8 \"Removing\")");
        p.markers.erase(p.colonies[static_cast<size_t>(i)]);
        p.colonies.erase(p.colonies.begin() + i);
        c.gain(c.pi, *plainAmounts(r["gain"]), h.id, h.name);
    } else if (shape == EffectShape::ReturnWorkerFreeArchitect) {
        returnWorker(c, h.name, pl.value("section", ""));
        freeArchitect(c, h, pl);
    } else if (shape == EffectShape::RemoveAdvisorAddMarker) {
        if (p.advisors.empty())
            refuse("card text: " + h.name + " removes your Advisor; " + c.who() + " has none");
        const ProgressCard *adv = c.catalog.card(p.advisors.front());
        p.markers.erase(p.advisors.front());
        p.advisors.erase(p.advisors.begin());
        const int markers = ++p.markers[h.id];
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " removes the Advisor " + (adv ? adv->name : std::string("?")) +
                                  " and puts a marker here (" + std::to_string(markers) + " on the card; " +
                                  kRuleCardText + ")");
    } else if (shape == EffectShape::RemoveOwnAdvisor) {
        // Mali Empire: "remove your advisor and pay 2 gold to gain 3 books and 1 VP".
        if (p.advisors.empty())
            refuse("card text: " + h.name + " removes your Advisor; " + c.who() + " has none");
        const ProgressCard *adv = c.catalog.card(p.advisors.front());
        json rest = r["pay"];
        rest.erase("remove");
        const Amounts pay = *plainAmounts(rest);
        payFor(c, pay, h.name);
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " removes the Advisor " + (adv ? adv->name : p.advisors.front()) +
                                  (pay != Amounts{} ? " and pays " + amountsText(pay) : std::string()) +
                                  " (Rulebook p.8 \"Removing\")");
        p.markers.erase(p.advisors.front());
        p.advisors.erase(p.advisors.begin());
        c.gain(c.pi, *plainAmounts(r["gain"]), h.id, h.name);
    } else if (shape == EffectShape::DiscardPublicArchitect) {
        // Roman Republic: "discard a public architect to gain 1 stability until the end of the round".
        c.rule(publicArchitectsLeft(c.catalog, c.before) > 0,
               "card text: " + h.name + " discards a public Architect; none is left this round");
        c.out.roundInputs.actionPhase.publicArchitectsHired += 1; // gone from the Score Board
        const int v = r["gain"]["stability"].get<int>();
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "stability")] += v;
        c.explain(c.pi, h.id, h.name + ": a public Architect discarded, +" + std::to_string(v) + " Stability for " +
                                  c.who() + " until the end of the round (" + kRuleCardText + ")");
    } else if (shape == EffectShape::StabilityThisRound) {
        // Shwedagon Pagoda: +Stability until the end of the round (board values read the round effect).
        const int v = r["gain"]["stability"].get<int>();
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "stability")] += v;
        c.explain(c.pi, h.id, h.name + ": +" + std::to_string(v) + " Stability for " + c.who() +
                                  " until the end of the round (" + kRuleCardText + ")");
    } else {
        c.byHand(h.id, describe(h, h.support()));
    }
}

void special(Ctx &c, const json &pl)
{
    c.card = pl.value("card", "");
    // The source of the special action: an active card of the acting nation, the nation-special space
    // (a B side's special or the dynasty in play, nation_rules.h), or another nation's card that offers
    // its action to the others (Frédéric Chopin: target "others").
    std::optional<ActiveRule> src; // rule = nullptr: the source; its action rules are collected below
    std::optional<NationRuleSource> nationSource; // a nation-special-space source
    int owner = c.pi;
    for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
        if (h->id == c.card)
            src = ActiveRule{h->id, h->name, h->effect, h, nullptr};
    for (const NationRuleSource &n : nationRuleSources(c.catalog, c.before.players[c.pi]))
        if (!src && n.id == c.card) {
            src = ActiveRule{n.id, n.label, n.effect, nullptr, nullptr};
            nationSource = n;
        }
    for (int q = 0; !src && q < static_cast<int>(c.before.players.size()); ++q)
        for (const ProgressCard *h : activeCards(c.catalog, c.before.players[q]))
            if (q != c.pi && h->id == c.card)
                for (const ActiveRule &r : rulesWhen(*h, "action"))
                    if (r.rule->value("target", json()) == "others") {
                        src = ActiveRule{h->id, h->name, h->effect, h, nullptr};
                        owner = q;
                    }
    if (!src)
        refuse("Rulebook p.17: special actions come from cards on your board; " + c.who() + " has no active \"" +
               c.card + "\"");
    std::vector<ActiveRule> rules;
    const std::vector<ActiveRule> all = src->card ? rulesWhen(*src->card, "action") : rulesWhen(*nationSource, "action");
    for (const ActiveRule &r : all)
        if ((owner != c.pi) == (r.rule->value("target", json()) == "others"))
            rules.push_back(r);
    if (rules.empty())
        refuse(src->name + " has no special action");
    const int ri = pl.value("rule", 0);
    if (ri < 0 || ri >= static_cast<int>(rules.size()))
        refuse(src->name + " has " + std::to_string(rules.size()) + " special action(s)");
    const ActiveRule &h = rules[ri];
    const json &rule = *h.rule;
    checkTurn(c);
    const int limit = limitOf(rule);
    int &uses = c.out.roundInputs.actionPhase.specialUses[playerKey(c.pi, h.id)];
    if (limit >= 0)
        c.rule(uses < limit, "Rulebook p.17 and appendix: " + h.name + "'s special action can be used " +
                                 (limit == 1 ? std::string("once") : std::to_string(limit) + " times") + " per round");
    uses += 1;

    // Automated shapes (actionPhaseRuleSupport): the effect shapes with a choice (specialShape), or
    // pay / pay_choice, then gain / choose_one of plain gains.
    const RuleSupport sup = h.support();
    if (sup.automated && h.typed->shape != EffectShape::Plain) {
        specialShape(c, h, h.typed->shape, owner, pl);
        endTurn(c);
        return;
    }
    if (!sup.automated) {
        c.byHand(h.id, describe(h, sup));
        endTurn(c);
        return;
    }
    const int option = pl.value("option", 0);
    Amounts pay, gain;
    if (rule.contains("pay"))
        pay += *plainAmounts(rule["pay"]);
    if (rule.contains("pay_choice")) {
        const json &pc = rule["pay_choice"];
        const int po = pl.value("pay_option", rule.contains("choose_one") ? 0 : option);
        if (po < 0 || po >= static_cast<int>(pc.size()))
            refuse(h.name + ": choose how to pay (\"pay_option\" 0.." + std::to_string(pc.size() - 1) + ")");
        pay += *plainAmounts(pc[po]);
    }
    if (rule.contains("gain"))
        gain += *plainAmounts(rule["gain"]);
    if (rule.contains("choose_one")) {
        const json &co = rule["choose_one"];
        if (option < 0 || option >= static_cast<int>(co.size()))
            refuse(h.name + ": choose one outcome (\"option\" 0.." + std::to_string(co.size() - 1) + ")");
        gain += *plainOutcome(co[option]);
    }
    payFor(c, pay, h.name);
    if (pay != Amounts{})
        c.explain(c.pi, h.id, h.name + ": pays " + amountsText(pay * -1));
    c.gain(c.pi, gain, h.id, h.name);
    endTurn(c);
}

/// The rule letting `p` deploy its Growth Worker for free with its first action of the round (Achaemenid
/// Empire), if it applies now: p took a Worker as Growth and its first turn has not come yet.
std::optional<ActiveRule> freeFirstDeployRule(const Catalog &catalog, const GameState &s, int p)
{
    if (hasStarted(s, p) || p >= static_cast<int>(s.roundInputs.growth.size()) ||
        s.roundInputs.growth[p].rfind("worker:", 0) != 0)
        return std::nullopt;
    for (const ActiveRule &h : activeRules(catalog, s.players[p], "first_turn"))
        if (h.typed->shape == EffectShape::FirstTurnFreeDeploy && h.support().automated)
            return h;
    return std::nullopt;
}

/// A deploy with "free": true (Achaemenid Empire): the first action of the round, no Stone.
void deployFree(Ctx &c, const json &pl)
{
    const std::optional<ActiveRule> h = freeFirstDeployRule(c.catalog, c.before, c.pi);
    if (!h)
        refuse("card text: a free deploy needs a card that allows it now (Achaemenid Empire: the first action of "
               "the round after taking a Worker as Growth)");
    checkTurn(c);
    deploy(c, pl, &*h);
    endTurn(c);
}

// --- explore (Dynasties expansion) ---------------------------------------------------------------

/// Explores the natural wonder on the Wonder-under-construction space (payload {player, cover?}): one
/// action per exploration turn; the last one discovers it (discover()).
void explore(Ctx &c, const json &pl)
{
    PlayerState &p = c.me();
    const ProgressCard *w = p.wonderUnderConstruction ? c.catalog.card(p.wonderUnderConstruction->card) : nullptr;
    if (!w || w->type != CardType::NaturalWonder)
        refuse("Dynasties: " + c.who() + " has no natural wonder to explore" +
               (w ? " (" + w->name + " is a Wonder: hire Architects, Rulebook p.17)" : std::string()));
    checkTurn(c);
    int &turns = p.wonderUnderConstruction->architects; // turns explored so far
    turns += 1;
    c.explain(c.pi, w->id, c.who() + " explores " + w->name + " (" + std::to_string(turns) + " of " +
                               std::to_string(w->explorationTurns) + ")");
    if (turns >= w->explorationTurns)
        discover(c, *w, pl);
    endTurn(c);
}

// --- turmoil (Dynasties expansion) ---------------------------------------------------------------

/// Takes a turmoil card (payload {player, choice: "gold" | <dynasty card id>, section?}). Mechanics as the
/// shared data describes them (README "dynasty_cards.json"; not checked against the Dynasties rulebook,
/// which we do not have): as many turmoil cards each round as public Architects; taking one is an action
/// that costs 2 Stability until the end of the round and gives 2 Gold or plays one of the nation's two
/// dynasties, which covers the nation special or the previous dynasty. Sassanid Empire ("on_turmoil"):
/// choosing the Gold discards the turmoil card, so no Stability is lost.
void turmoil(Ctx &c, const json &pl)
{
    const GameState &s = c.before;
    c.rule(s.options.usesSet("dynasties"),
           "game option: turmoil cards belong to the Dynasties expansion, which this game does not use");
    const PlayerState &p = s.players[c.pi];
    const Nation *nat = c.catalog.nation(p.nation);
    if (!pl.contains("choice") || !pl["choice"].is_string())
        refuse("the turmoil card needs a \"choice\": \"gold\" or one of the nation's dynasty cards");
    const std::string choice = pl["choice"].get<std::string>();
    const DynastyCard *dynasty = nullptr;
    if (choice != "gold") {
        dynasty = c.catalog.dynastyCard(choice);
        const std::vector<std::string> own = nat ? nat->dynastyCards : std::vector<std::string>{};
        if (!dynasty || std::find(own.begin(), own.end(), choice) == own.end())
            refuse("Dynasties: " + c.who() + " may play only " + (nat ? nat->name : p.nation) + "'s own dynasty cards, not \"" +
                   choice + "\"");
        if (p.dynasty == choice)
            refuse("Dynasties: " + dynasty->name + " is already in play for " + c.who());
    }
    const auto &played = p.dynastiesPlayed;
    if (dynasty)
        c.rule(std::find(played.begin(), played.end(), choice) == played.end(),
               "Dynasties: " + dynasty->name + " was played earlier and covered; each dynasty is played once");
    checkTurn(c);
    auto &effects = c.out.roundInputs.actionPhase.roundEffects;
    const int pool = publicArchitects(c.catalog, s), taken = roundEffect(s, -1, "turmoil_cards"); // turmoilCardsLeft()
    c.rule(taken < pool, "Dynasties: each round has as many turmoil cards as public Architects (" +
                             std::to_string(pool) + "); all " + std::to_string(taken) + " are taken");
    effects[roundKey(c.pi, "turmoil", "turmoil_cards")] += 1;

    // on_turmoil of what stands on the nation-special space when the card is taken (Sassanid Empire).
    bool discarded = false;
    for (const ActiveRule &h : activeRules(c.catalog, p, "on_turmoil"))
        if (choice == "gold" && h.rule->value("effect", "") == "discard_turmoil_card" &&
            h.rule->value("if", json::object()) == json{{"turmoil_choice", "gold"}}) {
            discarded = true;
            c.explain(c.pi, h.id, h.name + ": the turmoil card taken for Gold is discarded — " + c.who() +
                                      " loses no Stability (" + kRuleCardText + ")");
        }
    if (!discarded) {
        effects[roundKey(c.pi, "turmoil", "turmoil_stability")] += kTurmoilStability;
        c.explain(c.pi, "turmoil", "turmoil card: " + c.who() + " loses " + std::to_string(kTurmoilStability) +
                                       " Stability until the end of the round (Dynasties, shared data)");
    }
    if (!dynasty) {
        Amounts gold;
        gold[Quantity::Gold] = 2;
        c.gain(c.pi, gold, "turmoil", "turmoil card, Gold");
        endTurn(c);
        return;
    }
    const std::string covered =
        p.dynasty.empty() ? (nat ? nat->name : p.nation) + " special" : ruleSourceName(c.catalog, p.dynasty);
    c.me().dynasty = dynasty->id;
    c.me().dynastiesPlayed.push_back(dynasty->id);
    c.explain(c.pi, dynasty->id, "turmoil card: " + c.who() + " plays " + dynasty->name + ", covering the " + covered +
                                     " (Dynasties, shared data)");
    // on_play of the new dynasty (Yuan Dynasty: take 3 Workers; Rulebook p.8: the player decides the
    // section, payload "section", default the first section with a Worker left).
    for (const ActiveRule &h : activeRules(c.catalog, c.out.players[c.pi], "on_play")) {
        const RuleSupport sup = h.support();
        if (!sup.automated) {
            c.byHand(h.id, describe(h, sup));
            continue;
        }
        for (int i = 0; i < h.rule->value("take_workers", 0); ++i) {
            const std::string section = takeWorker(c.catalog, c.me(), pl.value("section", ""));
            c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                      " section of the Population Track (" + kRuleCardText + "; Rulebook p.8)");
            takeWorkerRules(c.catalog, c.out, c.pi);
        }
        Amounts gain;
        if (h.rule->contains("gain"))
            gain += *plainAmounts((*h.rule)["gain"]);
        c.gain(c.pi, gain, h.id, h.name + " (played)");
    }
    endTurn(c);
}

// --- pass ----------------------------------------------------------------------------------------

void pass(Ctx &c)
{
    if (hasPassed(c.before, c.pi))
        refuse("Rulebook p.14: " + c.who() + " has already passed this round");
    checkTurn(c);
    auto &order = c.out.roundInputs.passOrder;
    order.push_back(c.pi);
    // on_pass rules: Forbidden Palace +1 VP when passing first, Venice B +2 Books when passing last
    // (5 players: first or second / fourth or fifth, Rulebook p.21).
    const int n = static_cast<int>(c.before.players.size());
    const int slots = n == 5 ? 2 : 1;
    const int position = static_cast<int>(order.size()); // 1 = passed first
    for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_pass")) {
        const json cond = h.rule->value("if", json::object());
        const std::string when = cond.contains("passed") && cond["passed"].is_string() ? cond["passed"].get<std::string>() : "";
        if ((when == "first" && position > slots) || (when == "last" && position <= n - slots))
            continue; // condition not met
        c.applyOrNote(h, h.name + (when.empty() ? std::string(" (passed)") : " (passed " + when + ")"));
    }
    endTurn(c);
}

} // namespace

bool isActionPhaseKind(const std::string &kind)
{
    return kind == "buy" || kind == "deploy" || kind == "undeploy" || kind == "hire" || kind == "special" ||
           kind == "pass" || kind == "turmoil" || kind == "explore";
}

int currentTurn(const GameState &s)
{
    if (s.playerOrder.empty())
        return -1;
    const int t = s.roundInputs.actionPhase.turn;
    if (t >= 0 && t < static_cast<int>(s.players.size())) {
        if (!hasPassed(s, t))
            return t;
        return nextNotPassed(s, orderPosition(s, t));
    }
    return nextNotPassed(s, s.playerOrder.size() - 1); // the first in order who has not passed
}

int cardPrice(const Catalog &catalog, const GameState &s, int player, const ProgressCard &card, int row)
{
    const ModifierSum own = ownModifier(catalog, s.players[player], "card_cost_gold", card.type, row);
    const int price = row + own.total + tableModifier(catalog, s, player, "card_cost_gold", card.type);
    // A card's "minimum" (New Kingdom: Battles 2 Gold less, minimum 0) and never below 0 anyway.
    return std::max({0, own.min.value_or(0), price});
}

int publicArchitectsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - s.roundInputs.actionPhase.publicArchitectsHired);
}

BuyExtras buyExtras(const Catalog &catalog, const PlayerState &player, const ProgressCard &card)
{
    BuyExtras e;
    for (const ActiveRule &h : activeRules(catalog, player, "on_buy")) {
        const json cond = h.rule->value("if", json::object());
        if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card.type))
            continue;
        const EffectShape shape = h.typed->shape;
        if (shape == EffectShape::FreeArchitects)
            e.freeArchitects += (*h.rule)["amount"].get<int>();
        else if (shape == EffectShape::TakeWorkerOptional)
            e.takeWorkers += (*h.rule)["take_workers_optional"].get<int>();
    }
    return e;
}

bool warCountsAsBattle(const Catalog &catalog, const PlayerState &player)
{
    const auto rules = activeRules(catalog, player, "on_buy");
    return std::any_of(rules.begin(), rules.end(),
                       [](const ActiveRule &h) { return h.typed->shape == EffectShape::WarAsBattle; });
}

bool freeFirstDeploy(const Catalog &catalog, const GameState &state, int player)
{
    return freeFirstDeployRule(catalog, state, player).has_value();
}

int growthExtraWorkers(const Catalog &catalog, const PlayerState &player, std::string *source)
{
    int n = 0;
    for (const ActiveRule &h : activeRules(catalog, player, "growth"))
        if (h.rule->contains("take_workers_optional") && h.support().automated) {
            n += (*h.rule)["take_workers_optional"].get<int>();
            if (source)
                *source = h.id;
        }
    return n;
}

void takeWorkerRules(const Catalog &catalog, GameState &s, int p)
{
    for (const ActiveRule &h : activeRules(catalog, s.players[p], "on_take_worker")) {
        const RuleSupport sup = h.support();
        const auto a = sup.automated ? plainOutcome(*h.rule) : std::nullopt;
        if (!a) {
            s.roundInputs.actionPhase.byHand.push_back({p, h.id, describe(h, sup) + " — apply by hand"});
            continue;
        }
        PlayerState &pl = s.players[p];
        for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
            pl.setResource(q, std::max(0, pl.resource(q) + (*a)[q]));
        s.roundInputs.actionPhase.applied.push_back(
            {p, h.id, h.name + " (took a Worker): " + amountsText(*a) + " for " + nameOf(s, p) + " (" + kRuleCardText + ")"});
    }
}

int turmoilCardsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - roundEffect(s, -1, "turmoil_cards"));
}

int deployCost(const Catalog &catalog, const PlayerState &p, const ProgressCard &card)
{
    const ModifierSum m = ownModifier(catalog, p, "deploy_cost_stone", card.type);
    int cost = card.deployStone + m.total;
    if (m.total != 0 && m.min)
        cost = std::max(cost, std::min(*m.min, card.deployStone));
    return std::max(0, cost);
}

int colonyRequirement(const Catalog &catalog, const GameState &s, int player, const ProgressCard &card)
{
    return std::max(0, card.strengthRequired + ownModifier(catalog, s.players[player], "colony_strength_required").total +
                           tableModifier(catalog, s, player, "colony_strength_required", card.type));
}

namespace {
/// "If X: remove" rules hold at every moment (Rulebook appendix; FAQ R-22, T-22): checked after every
/// action, so moving a Worker (undeploy, then deploy) that makes its nation the least stable on the way
/// removes the card even if the move ends above the others. One applied line per removed card.
void removeByCondition(Ctx &c)
{
    const GameState held = c.out;
    RoundContext rc(c.catalog, c.out);
    LineBook lb;
    if (checkRemovals(rc, lb, "action") == 0)
        return;
    for (const ExplanationLine &line : lb.lines) {
        std::string cardId; // the card of this line: held before, gone now, named at the start of the note
        const PlayerState &before = held.players[line.player];
        std::vector<std::string> ids = before.advisors;
        ids.insert(ids.end(), before.colonies.begin(), before.colonies.end());
        ids.insert(ids.end(), before.wonders.begin(), before.wonders.end());
        for (const auto &b : before.buildings)
            ids.push_back(b.card);
        for (const auto &id : ids)
            if (const ProgressCard *card = c.catalog.card(id))
                if (!holds(c.out.players[line.player], id) && line.note.rfind(card->name, 0) == 0)
                    cardId = id;
        c.out.roundInputs.actionPhase.applied.push_back({line.player, cardId, line.note});
    }
}
} // namespace

GameState applyActionPhase(const Catalog &catalog, const GameState &s, const Action &a)
{
    const json &pl = a.payload;
    if (!pl.contains("player") || !pl["player"].is_number_integer())
        refuse("the action needs a \"player\" index");
    const int pi = pl["player"].get<int>();
    if (pi < 0 || pi >= static_cast<int>(s.players.size()))
        refuse("there is no player " + std::to_string(pi));
    if (pl.contains("override") && !pl["override"].is_boolean())
        refuse("\"override\" is true or false");
    Ctx c{catalog, s, s, a.kind, pi, {}, pl.value("override", false), {}, &pl, 0};
    if (a.kind == "buy")
        buy(c, pl);
    else if (a.kind == "deploy" && pl.contains("free") && pl["free"] == true)
        deployFree(c, pl);
    else if (a.kind == "deploy")
        deploy(c, pl);
    else if (a.kind == "undeploy")
        undeploy(c, pl);
    else if (a.kind == "hire")
        hire(c, pl);
    else if (a.kind == "special")
        special(c, pl);
    else if (a.kind == "pass")
        pass(c);
    else if (a.kind == "turmoil")
        turmoil(c, pl);
    else if (a.kind == "explore")
        explore(c, pl);
    else
        refuse("unknown action \"" + a.kind + "\"");
    // "Whenever you spend your last gold" (Mansa Musa): the acting nation paid Gold and has none left; the
    // rules of the cards it held when paying.
    if (c.goldPaid > 0 && c.out.players[pi].gold == 0)
        for (const ActiveRule &h : activeRules(catalog, s.players[pi], "on_spend_last_gold"))
            c.applyOrNote(h, h.name + " (spent the last Gold)");
    removeByCondition(c);
    for (PlayerState &p : c.out.players) // markers of cards no longer held go with the card
        for (auto it = p.markers.begin(); it != p.markers.end();)
            it = holds(p, it->first) ? std::next(it) : p.markers.erase(it);
    for (const auto &msg : c.overridden)
        c.out.roundInputs.actionPhase.overrides.push_back({pi, a.kind, c.card, msg});
    return c.out;
}

// ---- the one classification: does the Action Phase engine apply a rule? ----------------------------------

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

/// A card type key or a list of them.
bool cardTypesValid(const json &t)
{
    if (t.is_string())
        return cardTypeFromKey(t.get<std::string>()).has_value();
    if (!t.is_array() || t.empty())
        return false;
    for (const auto &x : t)
        if (!x.is_string() || !cardTypeFromKey(x.get<std::string>()))
            return false;
    return true;
}

/// Whether `t` (a type key or a list) names only Buildings and Military.
bool onlyBuildingOrMilitary(const json &t)
{
    if (!cardTypesValid(t))
        return false;
    const json list = t.is_array() ? t : json::array({t});
    for (const auto &x : list)
        if (x != "building" && x != "military")
            return false;
    return true;
}

/// The rule's keys, the most telling first (named effect, target, condition, duration), for reasons.
std::vector<std::string> keysByPriority(const json &r)
{
    std::vector<std::string> out;
    for (const char *k : {"effect", "target", "if", "duration"})
        if (r.contains(k))
            out.push_back(k);
    for (const auto &[k, v] : r.items())
        if (std::find(out.begin(), out.end(), k) == out.end())
            out.push_back(k);
    return out;
}

/// The rule is plain gains/losses of the owner's resources and VP (plus the allowed extra keys);
/// otherwise `why` names what the engine does not apply.
bool plainShape(const json &r, std::initializer_list<const char *> extraKeys, std::string &why)
{
    if (plainOutcome(r, extraKeys) && (r.contains("gain") || r.contains("lose")))
        return true;
    for (const std::string &k : keysByPriority(r)) {
        const json &v = r[k];
        if (k == "when" || std::any_of(extraKeys.begin(), extraKeys.end(), [&](const char *e) { return k == e; }))
            continue;
        if (k == "target")
            why = "effect on other nations (target " + v.dump() + ") applied by hand";
        else if (k == "effect")
            why = "named effect " + v.dump() + " needs code (applied by hand)";
        else if (k == "duration")
            why = "effect for a duration (" + v.dump() + ") applied by hand";
        else if (k == "gain" || k == "lose")
            why = k + " " + v.dump() + " is not plain resources/VP (Strength/Stability for the round: by hand)";
        else
            why = "\"" + k + "\" not applied by the Action Phase engine (by hand)";
        if (k != "gain" && k != "lose")
            return false;
        if (!plainAmounts(v))
            return false;
    }
    why = "rule without a plain gain or loss";
    return false;
}

/// Keys of `r` other than `when` are exactly `keys` (all present).
bool keysAre(const json &r, std::initializer_list<const char *> keys)
{
    if (r.size() != keys.size() + 1)
        return false;
    return std::all_of(keys.begin(), keys.end(), [&](const char *k) { return r.contains(k); });
}

bool isStabilityOnly(const json &a)
{
    return a.is_object() && a.size() == 1 && a.contains("stability") && a["stability"].is_number_integer();
}

/// A target the engine resolves to players: "all", "others", {"most"|"least": "strength"|"stability"}.
bool targetShape(const json &t)
{
    if (t == "all" || t == "others")
        return true;
    if (!t.is_object() || t.size() != 1)
        return false;
    const json &q = t.contains("most") ? t["most"] : t.contains("least") ? t["least"] : json();
    return q == "strength" || q == "stability";
}

} // namespace

EffectShape effectShape(const json &r)
{
    if (!r.is_object() || !r.contains("when") || !r["when"].is_string())
        return EffectShape::Plain;
    const std::string when = r["when"].get<std::string>();
    const json cond = r.value("if", json::object());
    const std::string effect = r.value("effect", "");
    json rest = r; // the Golden Age's special option marker does not change the shape
    if (when == "on_buy" && rest.value("option", "") == "special")
        rest.erase("option");
    // Turn effects (Rulebook p.14 turn order, card text): Buddha, Sun Tzu, Wardenclyffe Tower.
    if (when == "first_turn" && keysAre(rest, {"effect"}) && effect == "skip_turn")
        return EffectShape::SkipTurn;
    if ((when == "first_turn" || when == "on_ready") && keysAre(rest, {"extra_actions"}) &&
        rest["extra_actions"].is_number_integer() && rest["extra_actions"].get<int>() > 0)
        return EffectShape::ExtraActions;
    // Achaemenid Empire: after a Growth Worker, the first action of the round may deploy it for free.
    if (when == "first_turn" && keysAre(rest, {"if", "effect"}) && effect == "may_deploy_worker_free" &&
        cond == json{{"growth_choice", "worker"}})
        return EffectShape::FirstTurnFreeDeploy;
    // Sheba: after buying a Colony, Workers on Military pay no upkeep this round (Production reads it).
    if (when == "on_buy" && keysAre(rest, {"if", "modifier", "duration"}) && rest["duration"] == "this_round" &&
        rest["modifier"] == json{{"military_upkeep", 0}} && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::WaiveMilitaryUpkeep;
    // Kingdom of Leon: a War bought also resolves as a Battle (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "effect"}) && effect == "also_resolve_as_battle" &&
        cond == json{{"card_type", "war"}})
        return EffectShape::WarAsBattle;
    // Domains of the Sea: the bought card is discarded at once for a gain (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "effect", "gain"}) && effect == "discard_bought_card" &&
        plainAmounts(rest["gain"]) && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::DiscardBought;
    // Purchase triggers with the buyer's choice in the payload (buy()).
    if (when == "on_buy" && keysAre(rest, {"if", "take_workers_optional"}) && rest["take_workers_optional"].is_number_integer() &&
        rest["take_workers_optional"].get<int>() > 0 && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::TakeWorkerOptional; // Arabs B
    if (when == "on_buy" && keysAre(rest, {"if", "effect", "amount"}) && effect == "hire_free_architects" &&
        rest["amount"].is_number_integer() && rest["amount"].get<int>() > 0 && cond.size() == 1 && cond.contains("card_type"))
        return EffectShape::FreeArchitects; // Korea B
    // Discovering a natural wonder (explore()): effects for the round or counted at that moment.
    if (when == "on_discover" && keysAre(rest, {"gain", "duration"}) && rest["duration"] == "this_round" &&
        rest["gain"].is_object() && rest["gain"].size() == 1 && rest["gain"].value("strength", 0) > 0)
        return EffectShape::StrengthThisRound;
    if (when == "on_discover" && keysAre(rest, {"gain", "per"}) && rest["per"] == "player_already_passed" &&
        plainAmounts(rest["gain"]))
        return EffectShape::GainPerPassed;
    if (when == "on_discover" && keysAre(rest, {"return_workers"}) && rest["return_workers"].is_number_integer() &&
        rest["return_workers"].get<int>() > 0)
        return EffectShape::ReturnWorkers; // Northwest Passage
    // Effects on other nations: plain gains/losses, or a choice between a loss and removing Advisors.
    if ((when == "on_ready" || when == "on_buy" || when == "on_discover") && rest.contains("target") &&
        targetShape(rest["target"])) {
        json body = rest;
        body.erase("target");
        if (when == "on_buy" && rest["target"] == "all" && body.size() == 2 &&
            body.value("remove", json()) == "buildings_with_deploy_cost_1" && r.value("option", "") == "special")
            return EffectShape::RemoveBuildings; // Uncle Tom's Cabin (special option)
        if (when == "on_buy") { // Assassin: only while a Worker is on it, when its owner buys a Battle
            if (cond != json{{"card_type", "battle"}, {"has_worker_on_this_card", true}})
                return EffectShape::Plain;
            body.erase("if");
        }
        if (body.contains("choose_one")) {
            if (body.size() != 2 || !body["choose_one"].is_array() || body["choose_one"].size() != 2)
                return EffectShape::Plain;
            for (const auto &o : body["choose_one"])
                if (!(o.is_object() && o.size() == 1 &&
                      ((o.contains("lose") && plainAmounts(o["lose"])) || o.value("remove", json()) == "advisors")))
                    return EffectShape::Plain;
            return EffectShape::Targets;
        }
        return plainOutcome(body) && (body.contains("gain") || body.contains("lose")) ? EffectShape::Targets : EffectShape::Plain;
    }
    // Round effects (until the end of the round).
    if (when == "on_ready" && keysAre(rest, {"modifier", "duration"}) && rest["duration"] == "this_round" &&
        rest["modifier"] == json{{"force_least", "stability"}})
        return EffectShape::ForceLeast;
    if (when == "on_buy" && r.value("option", "") == "special") {
        if (keysAre(rest, {"effect", "gain", "duration"}) && effect == "passed_over_books" &&
            rest["duration"] == "this_round" && rest["gain"].is_object() && rest["gain"].size() == 1 &&
            rest["gain"].value("books", 0) > 0)
            return EffectShape::PassedOverBooks;
        if (keysAre(rest, {"effect", "amount"}) && effect == "add_public_architects" && rest["amount"].is_number_integer() &&
            rest["amount"].get<int>() > 0)
            return EffectShape::PublicArchitects;
        if (keysAre(rest, {"modifier", "duration"}) && rest["duration"] == "this_round" && rest["modifier"].is_object() &&
            rest["modifier"].size() == 1 && rest["modifier"].value("architect_cost_stone", 0) < 0)
            return EffectShape::ArchitectDiscount;
    }
    // Placement effects: Zhu Xi stays under a new Advisor once; MIT's free Worker on a bought Building.
    if (when == "on_replace" && keysAre(rest, {"if", "effect"}) && effect == "not_removed_first_time" &&
        cond == json{{"first_time", true}, {"new_type", "advisor"}})
        return EffectShape::StaysFirstTime;
    if (when == "on_buy" && keysAre(rest, {"if", "effect"}) && effect == "may_deploy_worker_free_on_bought_card" &&
        cond == json{{"card_type", "building"}})
        return EffectShape::FreeWorkerOnBought;
    // Special actions.
    if (when == "action") {
        json a = rest;
        a.erase("limit");
        if (keysAre(a, {"effect"}) && effect == "swap_two_progress_board_cards")
            return EffectShape::SwapBoardCards;
        if (keysAre(a, {"effect"}) && effect == "deploy_worker_free")
            return EffectShape::DeployFree;
        if (keysAre(a, {"effect", "card_types"}) && effect == "buy_free" && cardTypesValid(a["card_types"]))
            return EffectShape::BuyFree;
        if ((keysAre(a, {"take_workers"}) || (keysAre(a, {"take_workers", "if"}) && a["if"].is_object() &&
                                               a["if"].size() == 1 && a["if"].contains("most") &&
                                               targetShape(json{{"most", a["if"]["most"]}}))) &&
            a["take_workers"].is_number_integer() && a["take_workers"].get<int>() > 0)
            return EffectShape::TakeWorkers;
        if (keysAre(a, {"target", "if", "pay", "effect"}) && effect == "take_this_card" && a["target"] == "others" &&
            a["if"] == json{{"owner_has_not_passed", true}} && plainAmounts(a["pay"]))
            return EffectShape::TakeThisCard;
        if (keysAre(a, {"pay", "gain"}) && a["pay"] == json{{"remove", "own_colony"}} && plainAmounts(a["gain"]))
            return EffectShape::RemoveOwnColony;
        // Qin Dynasty: "return 1 worker to hire 1 architect for free".
        if (keysAre(a, {"pay", "effect"}) && effect == "hire_free_architect" &&
            a["pay"] == json{{"return_workers", 1}})
            return EffectShape::ReturnWorkerFreeArchitect;
        // Old Kingdom: "remove your advisor and put a marker here".
        if (keysAre(a, {"pay", "effect"}) && effect == "add_marker" && a["pay"] == json{{"remove", "own_advisor"}})
            return EffectShape::RemoveAdvisorAddMarker;
        if (keysAre(a, {"pay", "gain"}) && a["pay"].is_object() && a["pay"].value("remove", json()) == "own_advisor" &&
            plainAmounts(a["gain"]) && [&] {
                json rest = a["pay"];
                rest.erase("remove");
                return plainAmounts(rest).has_value();
            }())
            return EffectShape::RemoveOwnAdvisor;
        if (keysAre(a, {"pay", "gain", "duration"}) && a["pay"] == json{{"public_architect", 1}} &&
            a["duration"] == "this_round" && isStabilityOnly(a["gain"]) && a["gain"]["stability"].get<int>() > 0)
            return EffectShape::DiscardPublicArchitect;
        if ((keysAre(a, {"gain", "duration"}) ||
             (keysAre(a, {"gain", "duration", "if"}) && a["if"] == json{{"no_player_passed", true}})) &&
            a["duration"] == "this_round" && isStabilityOnly(a["gain"]) && a["gain"]["stability"].get<int>() > 0)
            return EffectShape::StabilityThisRound;
    }
    return EffectShape::Plain;
}

namespace {

const std::set<std::string> kHandledTriggers = {
    "on_buy",           "on_ready",         "action",        "on_wonder_ready",     "on_replace",
    "on_pass",          "on_hire_architect", "on_golden_age_vp", "on_other_buy",     "on_golden_age_books",
    "on_take_worker",   "growth",           "first_turn",    "on_passed_over",      "on_spend_last_gold",
    "on_play",          "on_turmoil",       "on_discover"};

/// Modifiers of `ongoing` rules the engine reads -> keys allowed in the modifier object and whether
/// a target "all"/"others" is read too (tableModifier).
struct ModifierShape {
    std::set<std::string> keys;
    bool table = false;
};
const std::map<std::string, ModifierShape> kModifierShapes = {
    {"raid", {{"raid"}, false}},
    {"card_cost_gold", {{"card_cost_gold", "card_type", "row", "min"}, true}},
    {"deploy_cost_stone", {{"deploy_cost_stone", "card_type", "min"}, false}},
    {"colony_strength_required", {{"colony_strength_required"}, true}},
    {"golden_age_vp_cost", {{"golden_age_vp_cost"}, false}},
    {"may_not_buy", {{"may_not_buy"}, false}},
};

RuleSupport modifierSupport(const json &r, const json &mod, const std::string &name)
{
    const ModifierShape &shape = kModifierShapes.at(name);
    for (const auto &[k, v] : r.items())
        if (k != "when" && k != "modifier" && k != "target")
            return apNo("\"" + k + "\" in a " + name + " modifier rule not applied (by hand)");
    std::string target;
    if (r.contains("target")) {
        target = r["target"].is_string() ? r["target"].get<std::string>() : r["target"].dump();
        if (!shape.table || (target != "all" && target != "others"))
            return apNo("modifier " + name + " with target " + target + " not applied (by hand)");
    }
    for (const auto &[k, v] : mod.items()) {
        if (!shape.keys.count(k) || (k == "row" && !target.empty()))
            return apNo("modifier " + mod.dump() + " not applied (\"" + k + "\" not read; by hand)");
        const bool ok = k == "card_type" || k == "may_not_buy" ? cardTypesValid(v) : v.is_number_integer();
        if (!ok)
            return apNo("modifier " + mod.dump() + " not applied (bad \"" + k + "\"; by hand)");
    }
    return apYes();
}

} // namespace

const std::vector<std::pair<std::string, std::string>> &actionPhaseTriggers()
{
    // Action Phase triggers the Action Phase engine does not apply, with the reason. Every other Action
    // Phase trigger is classified rule by rule in actionPhaseRuleSupport().
    static const std::vector<std::pair<std::string, std::string>> t = {
        {"before_progress", "Dynasties trigger before_progress not recorded"},
    };
    return t;
}

const std::vector<std::pair<std::string, std::string>> &actionPhaseModifiers()
{
    static const std::vector<std::pair<std::string, std::string>> t = {
        {"extra_slot", "modifier extra_slot changes the board's slots: only {\"extra_slot\": \"advisor\", \"uses\": "
                       "\"this_wonder_space\"} (an Advisor on the Wonder's space, advisorSlots()) is read; other slots "
                       "are not automated"},
        {"wonder_spaces_used", "modifier wonder_spaces_used changes the board's slots (the state validation does "
                               "not read it; not automated)"},
    };
    return t;
}

std::optional<RuleSupport> actionPhaseRuleSupport(const json &r, const ProgressCard *card)
{
    if (!r.is_object() || !r.contains("when") || !r["when"].is_string())
        return std::nullopt;
    const std::string when = r["when"].get<std::string>();
    for (const auto &[w, why] : actionPhaseTriggers())
        if (w == when)
            return apNo(why);
    if (when == "ongoing") {
        if (!r.contains("modifier") || !r["modifier"].is_object())
            return std::nullopt;
        const json &mod = r["modifier"];
        if (r.size() == 2 && mod == json{{"extra_slot", "advisor"}, {"uses", "this_wonder_space"}})
            return card && card->type == CardType::Wonder ? apYes() : apNo("extra Advisor slot of a non-Wonder");
        for (const auto &[m, why] : actionPhaseModifiers())
            if (mod.contains(m))
                return apNo(why);
        for (const auto &[m, shape] : kModifierShapes)
            if (mod.contains(m))
                return modifierSupport(r, mod, m);
        return std::nullopt; // a Resolution modifier (military_upkeep, golden_age_bonus...)
    }
    if (!kHandledTriggers.count(when))
        return std::nullopt;
    std::string why;
    const json cond = r.contains("if") ? r["if"] : json::object();
    if (!cond.is_object())
        return apNo("condition " + cond.dump() + " not evaluated (by hand)");
    auto condOnly = [&](std::initializer_list<const char *> keys) {
        for (const auto &[k, v] : cond.items())
            if (std::none_of(keys.begin(), keys.end(), [&k = k](const char *a) { return k == a; }))
                return false;
        return true;
    };
    auto plain = [&](std::initializer_list<const char *> extra) { return plainShape(r, extra, why) ? apYes() : apNo(why); };

    // Effect shapes beyond plain gains of the owner (effectShape): turn, round, placement and targeted
    // effects and the special actions that carry a choice — applied by applyShape() / the special action.
    // On the nation-special space (a B side's special, a dynasty: card == nullptr), the shapes of the
    // triggers below are applied too; an `on_ready` shape or taking the card itself needs a card.
    static const std::set<EffectShape> kNationSpaceShapes = {EffectShape::TakeWorkerOptional, EffectShape::FreeArchitects,
                                                             EffectShape::WaiveMilitaryUpkeep, EffectShape::DiscardBought,
                                                             EffectShape::WarAsBattle};
    if (const EffectShape shape = effectShape(r); shape != EffectShape::Plain)
        return card || when == "first_turn" || when == "on_discover" || // (first_turn: skip, extra, free deploy)
                       (when == "action" && shape != EffectShape::TakeThisCard) || kNationSpaceShapes.count(shape)
                   ? apYes()
                   : apNo("effect of a nation special not recorded");
    if (when == "first_turn")
        return apNo("first_turn rule " + r.dump() + " not applied (only skip_turn / extra_actions are)");
    if (when == "on_discover") { // explore(): plain gains of the discoverer (Aurora Borealis, America B)
        if (!cond.empty())
            return apNo("on_discover condition " + cond.dump() + " not evaluated (by hand)");
        return plain({});
    }
    if (when == "on_passed_over" || when == "on_spend_last_gold") {
        if (!cond.empty())
            return apNo(when + " condition " + cond.dump() + " not evaluated (by hand)");
        return plain({});
    }

    if (when == "on_ready" || when == "on_wonder_ready" || when == "on_hire_architect" || when == "on_golden_age_vp" ||
        when == "on_golden_age_books" || when == "on_take_worker") {
        if (when == "on_ready" && !card)
            return apNo("on_ready of a nation special is not recorded");
        if (!cond.empty())
            return apNo("condition " + cond.dump() + " not evaluated (by hand)");
        return plain({});
    }
    if (when == "on_replace") {
        if (cond.empty() || !condOnly({"old_type", "new_type", "new_age_greater"}) ||
            (!cond.contains("old_type") && !cond.contains("new_type")) ||
            (cond.contains("old_type") && !onlyBuildingOrMilitary(cond["old_type"])) ||
            (cond.contains("new_type") && !onlyBuildingOrMilitary(cond["new_type"])) ||
            (cond.contains("new_age_greater") && !cond["new_age_greater"].is_boolean()))
            return apNo("on_replace condition " + cond.dump() +
                        " not evaluated (only covering a Building/Military by type and age is; by hand)");
        return plain({"if"});
    }
    if (when == "on_pass") {
        if (!cond.empty() && !(cond.size() == 1 && (cond.value("passed", json()) == "first" ||
                                                     cond.value("passed", json()) == "last")))
            return apNo("on_pass condition " + cond.dump() + " not evaluated (by hand)");
        return plain({"if"});
    }
    if (when == "on_other_buy") {
        if (!(cond.size() == 1 && cond.contains("card_type") && cardTypesValid(cond["card_type"])))
            return apNo("on_other_buy condition " + cond.dump() + " not evaluated (by hand)");
        if (!r.contains("target")) { // the owner gains (buy())
            if (!keysAre(r, {"if", "gain"}))
                return apNo("on_other_buy rule " + r.dump() + " not applied (only gains of the owner are; by hand)");
            if (r["gain"] == "gold_paid_by_buyer" || (plainAmounts(r["gain"]) && !r["gain"].contains("vp")))
                return apYes();
            return apNo("on_other_buy gain " + r["gain"].dump() + " not applied (by hand)");
        }
        if (r.value("target", json()) != "buyer")
            return apNo("on_other_buy effect for " + r.value("target", json("the owner")).dump() +
                        " not applied (only the buyer's and the owner's gains are; by hand)");
        return plain({"if", "target"});
    }
    if (when == "on_buy") {
        if (card && card->type == CardType::War && r.value("effect", json()) == "set_war_marker") {
            for (const auto &[k, v] : r.items())
                if (k != "when" && k != "effect" && k != "value")
                    return apNo("\"" + k + "\" of the War marker not applied (by hand)");
            if (r.value("value", json("buyer_strength")) != "buyer_strength")
                return apNo("War marker value " + r["value"].dump() + " not applied (by hand)");
            return apYes(true); // the War purchase: marker at the buyer's Strength (Rulebook p.15)
        }
        if (card && card->type == CardType::Battle && r.contains("gain_amount")) {
            const json choice = r.value("gain_type_choice", json());
            const bool ok = r.size() == 4 && r["gain_amount"] == "best_raid_value" &&
                            cond == json{{"has_worker_on", "military"}} && choice.is_array() && choice.size() == 3 &&
                            std::is_permutation(choice.begin(), choice.end(), json{"books", "food", "stone"}.begin());
            if (ok)
                return apYes(true); // the Battle purchase: best raid value of a staffed Military (Rulebook p.16)
            return apNo("Battle gain " + r.dump() + " differs from the best raid value (by hand)");
        }
        if (r.value("option", json()) == "special")
            return apNo("Golden Age special option: recorded as a by-hand note when chosen");
        if (cond.contains("card_type")) {
            if (cond.size() != 1 || !cardTypesValid(cond["card_type"]))
                return apNo("on_buy condition " + cond.dump() + " not evaluated (only the card type is; by hand)");
            return plain({"if"});
        }
        if (!card)
            return apNo("on_buy of a nation special without a card type is not recorded");
        if (!cond.empty() && !(cond.size() == 1 && cond.contains("paid_gold") && cond["paid_gold"].is_number_integer()))
            return apNo("on_buy condition " + cond.dump() + " not evaluated (by hand)");
        return plain({"if"});
    }
    if (when == "action") {
        // Special actions of the nation-special space (a B side's special, a dynasty in play) are
        // applied like a card's (special()); only those offered to other nations are not.
        if (!card && r.contains("target"))
            return apNo("special action of a nation special for other nations (recorded by hand)");
        static const std::set<std::string> allowed = {"when", "limit", "pay", "pay_choice", "gain", "choose_one"};
        for (const std::string &k : keysByPriority(r))
            if (!allowed.count(k)) {
                if (k == "effect")
                    return apNo("named effect " + r[k].dump() + " needs code (recorded by hand)");
                if (k == "if")
                    return apNo("condition " + r[k].dump() + " of a special action not evaluated (recorded by hand)");
                if (k == "target")
                    return apNo("special action for other nations (target " + r[k].dump() + ") recorded by hand");
                return apNo("\"" + k + "\" of a special action not applied (recorded by hand)");
            }
        if (r.contains("limit") && r["limit"] != "once_per_round" && r["limit"] != "twice_per_round" &&
            r["limit"] != "three_per_round")
            return apNo("limit " + r["limit"].dump() + " not interpreted (recorded by hand)");
        if (r.contains("pay") && !plainAmounts(r["pay"]))
            return apNo("payment " + r["pay"].dump() + " is not plain resources/VP (recorded by hand)");
        if (r.contains("pay_choice")) {
            if (!r["pay_choice"].is_array() || r["pay_choice"].empty())
                return apNo("pay_choice is not a list (recorded by hand)");
            for (const auto &o : r["pay_choice"])
                if (!plainAmounts(o))
                    return apNo("payment " + o.dump() + " is not plain resources/VP (recorded by hand)");
        }
        if (r.contains("gain") && !plainAmounts(r["gain"]))
            return apNo("gain " + r["gain"].dump() + " is not plain resources/VP (Strength/Stability for the round: "
                        "recorded by hand)");
        if (r.contains("choose_one")) {
            if (!r["choose_one"].is_array() || r["choose_one"].empty())
                return apNo("choose_one is not a list (recorded by hand)");
            for (const auto &o : r["choose_one"])
                if (!o.is_object() || o.contains("lose") || !plainOutcome(o))
                    return apNo("option " + o.dump() + " is not a plain gain (recorded by hand)");
        }
        if (!r.contains("gain") && !r.contains("choose_one"))
            return apNo("special action without a gain (recorded by hand)");
        return apYes();
    }
    if (when == "on_play") { // a dynasty played with a turmoil card (turmoil())
        for (const auto &[k, v] : r.items())
            if (k != "when" && k != "take_workers" && k != "gain")
                return apNo("\"" + k + "\" of a dynasty played not applied (by hand)");
        if (r.contains("take_workers") && !(r["take_workers"].is_number_integer() && r["take_workers"].get<int>() > 0))
            return apNo("take_workers " + r["take_workers"].dump() + " not applied (by hand)");
        if (r.contains("gain") && !plainAmounts(r["gain"]))
            return apNo("gain " + r["gain"].dump() + " is not plain resources/VP (by hand)");
        return apYes();
    }
    if (when == "on_turmoil") { // turmoil(): Sassanid Empire
        if (r == json{{"when", "on_turmoil"}, {"if", {{"turmoil_choice", "gold"}}}, {"effect", "discard_turmoil_card"}})
            return apYes();
        return apNo("on_turmoil rule " + r.dump() + " not applied (only discarding a turmoil card taken for Gold is)");
    }
    if (when == "growth") {
        // Mauryan Empire: "when you take a Worker as Growth you may take up to 2 more" (applyGrowth).
        if (keysAre(r, {"if", "take_workers_optional"}) && cond == json{{"growth_choice", "worker"}} &&
            r["take_workers_optional"].is_number_integer() && r["take_workers_optional"].get<int>() > 0)
            return apYes();
        for (const auto &[k, v] : r.items())
            if (k != "when" && k != "if" && k != "gain" && k != "modifier")
                return apNo("\"" + k + "\" of a growth rule not applied (by hand)");
        const json g = cond.value("growth_choice", json());
        auto resource = [](const json &x) { return x == "food" || x == "stone" || x == "gold"; };
        bool condOk = cond.empty() || (cond.size() == 1 && (resource(g) || (g.is_array() && !g.empty() &&
                                                                            std::all_of(g.begin(), g.end(), resource))));
        if (!condOk)
            return apNo("growth condition " + cond.dump() + " not evaluated (by hand)");
        const json mod = r.value("modifier", json());
        const bool bonus = mod.is_object() && mod.size() == 1 && mod.contains("growth_bonus_same_resource") &&
                           mod["growth_bonus_same_resource"].is_number_integer();
        std::optional<Amounts> gain = r.contains("gain") ? plainAmounts(r["gain"]) : std::nullopt;
        if (gain && (*gain)[Quantity::Vp] != 0)
            gain.reset();
        if (r.contains("gain") == r.contains("modifier") || (r.contains("gain") && !gain) ||
            (r.contains("modifier") && !bonus))
            return apNo("growth rule " + r.dump() + " not applied (by hand)");
        return apYes(); // the Growth reducer (actions.cpp) via growthRuleBonus()
    }
    return std::nullopt;
}

} // namespace nc::nations

namespace nc::nations {

void beginActionPhase(const Catalog &catalog, GameState &s)
{
    if (s.phase != Phase::Action || s.playerOrder.empty() || s.roundInputs.actionPhase.turn >= 0 ||
        !s.roundInputs.actionPhase.started.empty())
        return;
    const int first = currentTurn(s);
    if (first >= 0 && !shapedRules(catalog, s.players[first], "first_turn", EffectShape::SkipTurn).empty())
        advanceTurn(catalog, s, (orderPosition(s, first) + s.playerOrder.size() - 1) % s.playerOrder.size());
}

void revealEvent(const Catalog &catalog, GameState &s, const nlohmann::json &payload)
{
    const std::string card = payload.value("card", "");
    const EventCard *e = catalog.eventCard(card);
    if (!e)
        refuse("unknown Event Card \"" + card + "\"");
    s.roundInputs.eventCard = card;
    if (!payload.contains("drawn"))
        return;
    // Niccolò Machiavelli: "you see two event cards and choose which one is used" (payload "drawn": the
    // two Event Cards drawn, "card": the one chosen; the other goes back under the deck).
    const json &drawn = payload["drawn"];
    std::string holder, holderId;
    int who = -1;
    for (int p = 0; p < static_cast<int>(s.players.size()) && holder.empty(); ++p)
        for (const ActiveRule &h : activeRules(catalog, s.players[p], "event_reveal")) {
            if (h.rule->value("effect", "") != "draw_two_choose_one" || !h.typed->support.automated)
                continue;
            holder = h.name;
            holderId = h.id;
            who = p;
        }
    if (holder.empty())
        refuse("Rulebook p.13 step 4: one Event Card is drawn each round; only a card such as Niccolò Machiavelli "
               "lets a nation see two (\"drawn\")");
    if (!drawn.is_array() || drawn.size() != 2 || !drawn[0].is_string() || !drawn[1].is_string() || drawn[0] == drawn[1])
        refuse("card text: " + holder + " — \"drawn\" lists the two Event Cards drawn");
    std::string names;
    for (const auto &d : drawn) {
        const EventCard *x = catalog.eventCard(d.get<std::string>());
        if (!x)
            refuse("unknown Event Card " + d.dump());
        if (x->age != s.age())
            refuse("Rulebook p.13 step 4: Event Cards of the current age (" + std::to_string(s.age()) + ") are drawn; " +
                   x->name + " is of age " + std::to_string(x->age));
        names += (names.empty() ? "" : " and ") + x->name;
    }
    if (drawn[0] != card && drawn[1] != card)
        refuse("card text: " + holder + " — the Event Card used is one of the two drawn (" + names + ")");
    s.roundInputs.actionPhase.applied.push_back(
        {who, holderId, holder + ": " + nameOf(s, who) + " saw " + names + " and chose " + e->name + " (" +
                                         kRuleCardText + ")"});
}

} // namespace nc::nations
