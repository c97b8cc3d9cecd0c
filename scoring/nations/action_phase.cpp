#include "nations/action_phase.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "nations/board.h"
#include "nations/card_rules.h"

namespace nc::nations {

namespace {

using json = nlohmann::json;

[[noreturn]] void refuse(const std::string &msg) { throw ActionError(msg); }

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

/// Cards whose effects are active for a player: Buildings/Military with Workers, Advisors, Colonies,
/// ready Wonders (Rulebook p.15-16: empty Buildings and Military do nothing).
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

std::vector<const json *> rulesWhen(const ProgressCard &c, const char *when)
{
    std::vector<const json *> out;
    if (!c.rules.is_array())
        return out;
    for (const auto &r : c.rules)
        if (r.is_object() && r.value("when", "") == when)
            out.push_back(&r);
    return out;
}

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
        if (std::find_if(extraKeys.begin(), extraKeys.end(), [&](const char *e) { return k == e; }) == extraKeys.end())
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
};

std::string describe(const ActiveRule &h, const RuleSupport &sup)
{
    return h.name + ": " + h.rule->dump() + " — " + h.effect + (sup.reason.empty() ? "" : " (" + sup.reason + ")");
}

/// Rules firing at `when` of the cards active for `p` (activeCards order), then of its nation special.
std::vector<ActiveRule> activeRules(const Catalog &catalog, const PlayerState &p, const char *when)
{
    std::vector<ActiveRule> out;
    for (const ProgressCard *c : activeCards(catalog, p))
        for (const json *r : rulesWhen(*c, when))
            out.push_back({c->id, c->name, c->effect, c, r});
    const Nation *n = catalog.nation(p.nation);
    const NationSide *side = n ? n->side(p.side) : nullptr;
    if (side && side->specialRules.is_array())
        for (const auto &sr : side->specialRules)
            if (sr.is_object() && sr.contains("rules") && sr["rules"].is_array())
                for (const auto &r : sr["rules"])
                    if (r.is_object() && r.value("when", "") == when)
                        out.push_back({sr.value("id", n->id + "_special"), n->name + " special", sr.value("effect", ""),
                                       nullptr, &r});
    return out;
}

/// The classification the engine applies by (actionPhaseRuleSupport, shared with coverage).
RuleSupport supportOf(const json &rule, const ProgressCard *card)
{
    if (auto s = actionPhaseRuleSupport(rule, card))
        return *s;
    RuleSupport s;
    s.reason = "not an Action Phase rule";
    return s;
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
        if (r.contains("target") || !r.contains("modifier") || !supportOf(r, h.card).automated)
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
                !supportOf(r, h.card).automated)
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

    PlayerState &me() { return out.players[pi]; }
    const std::string who() const { return nameOf(before, pi); }

    /// A rule the table may overrule with "override": true.
    void rule(bool ok, const std::string &msg)
    {
        if (ok)
            return;
        if (!overrideOn)
            refuse(msg + " — to record it anyway, mark the action as a manual correction (\"override\": true)");
        overridden.push_back(msg);
    }
    void byHand(const std::string &cardId, const std::string &text, int player = -1)
    {
        out.roundInputs.actionPhase.byHand.push_back({player < 0 ? pi : player, cardId, text + " — apply by hand"});
    }
    /// A triggered rule: applied as plain gains/losses of the acting player when the engine automates it
    /// (actionPhaseRuleSupport, the classification coverage reports), else a by-hand note for `owner`
    /// (default the acting player) naming the reason.
    void applyOrNote(const ActiveRule &h, const std::string &why, int owner = -1)
    {
        const RuleSupport sup = supportOf(*h.rule, h.card);
        const auto a = sup.automated ? plainOutcome(*h.rule, {"if", "target"}) : std::nullopt;
        if (a)
            gain(pi, *a, h.id, why);
        else
            byHand(h.id, describe(h, sup), owner);
    }
    /// Gains (positive) and losses (negative, as much as the player has; the rest noted by hand).
    void gain(int player, const Amounts &a, const std::string &cardId, const std::string &why)
    {
        PlayerState &p = out.players[player];
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

/// Phase and turn order (Rulebook p.14 "Action Phase"): one action each in player order until all passed.
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
}

void endTurn(Ctx &c)
{
    GameState &s = c.out;
    const int next = nextNotPassed(s, orderPosition(s, c.pi));
    s.roundInputs.actionPhase.turn = next;
    if (next < 0 && s.phase == Phase::Action)
        s.phase = Phase::Resolution; // every nation has passed (Rulebook p.14)
}

// --- Wonders -------------------------------------------------------------------------------------

/// Moves a finished Wonder to a Wonder slot (Rulebook p.17 "Hire Architect"; FAQ, T-23).
void placeReadyWonder(Ctx &c, const ProgressCard &w, const json &pl)
{
    PlayerState &p = c.me();
    const NationSide &side = sideOf(c.catalog, p);
    // Effects "when a later Wonder is ready" of cards held now, the covered Wonder included (T-23).
    const std::vector<ActiveRule> later = activeRules(c.catalog, p, "on_wonder_ready");
    const auto cover = optInt(pl, "cover");
    if (cover) {
        if (*cover < 0 || *cover >= static_cast<int>(p.wonders.size()))
            refuse("there is no ready Wonder " + std::to_string(*cover) + " to cover");
        p.wonders[*cover] = w.id; // the covered Wonder is destroyed (Rulebook p.17; FAQ)
    } else {
        if (static_cast<int>(p.wonders.size()) >= side.boardSlots.wonder)
            refuse("Rulebook p.17: all " + std::to_string(side.boardSlots.wonder) +
                   " Wonder slots are full: choose a ready Wonder to cover (\"cover\")");
        p.wonders.push_back(w.id);
    }
    for (const ActiveRule &h : later)
        c.applyOrNote(h, h.name + " (a Wonder is ready)");
    for (const json *r : rulesWhen(w, "on_ready"))
        c.applyOrNote({w.id, w.name, w.effect, &w, r}, w.name + " is ready");
}

// --- buy -----------------------------------------------------------------------------------------

void placeOnBuildingSlot(Ctx &c, const ProgressCard &card, const json &pl)
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
        return;
    }
    if (*slot < 0 || *slot > n)
        refuse("there is no Building/Military slot " + std::to_string(*slot) + " to place " + card.name + " on");
    // Covering: the old card is gone for good and its Workers go back to the Resource Area
    // (Rulebook p.14-15 "Building", "Military"; FAQ ).
    const CardOnBoard old = p.buildings[*slot];
    p.idleWorkers += old.workers;
    p.buildings[*slot] = {card.id, 0};
    const ProgressCard *oldCard = c.catalog.card(old.card);
    if (!oldCard)
        return;
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
        p.vp += 1;
        for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_golden_age_vp"))
            c.applyOrNote(h, h.name + " (VP from a Golden Age)");
    } else if (choice == "special") {
        bool has = false;
        for (const json *r : rulesWhen(card, "on_buy"))
            if (r->value("option", "") == "special") {
                has = true;
                c.applyOrNote({card.id, card.name, card.effect, &card, r}, card.name + " (special option)");
            }
        if (!has)
            refuse(card.name + " has no special option: choose \"resource\" or \"vp\" (Rulebook p.16)");
    } else {
        refuse("Rulebook p.16: a Golden Age gives either its resource or 1 VP: \"choice\" is \"resource\" or \"vp\"");
    }
}

void buy(Ctx &c, const json &pl)
{
    const GameState &s = c.before;
    c.card = pl.value("card", "");
    const ProgressCard *card = c.catalog.card(c.card);
    if (!card)
        refuse("unknown card \"" + c.card + "\"");
    if (card->preprinted || card->age < 1)
        refuse(card->name + " is printed on a player board; it is not on the Progress Board");
    const int row = intField(pl, "row", "the Progress Board row (1, 2 or 3)");
    if (row < 1 || row > 3)
        refuse("FAQ R-40: the Progress Board has rows 1, 2 and 3 (1, 2 and 3 Gold)");
    checkTurn(c);
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
        if (r.contains("modifier") && r["modifier"].contains("may_not_buy") && supportOf(r, h.card).automated &&
            typeMatches(r["modifier"]["may_not_buy"], card->type))
            c.rule(false, "Rulebook appendix (card text beats the rulebook): " + h.name + " — you may not buy a " +
                              std::string(displayName(card->type)));
    }

    const int price = cardPrice(c.catalog, s, c.pi, *card, row);
    PlayerState &p = c.me();
    if (p.gold < price)
        refuse("Rulebook p.14: " + card->name + " costs " + std::to_string(price) + " Gold on row " +
               std::to_string(row) + " (" + c.who() + " has " + std::to_string(p.gold) + ")");
    p.gold -= price;
    const std::vector<ActiveRule> replaceRulesBefore = activeRules(c.catalog, s.players[c.pi], "on_replace");
    const std::vector<ActiveRule> buyRulesBefore = activeRules(c.catalog, s.players[c.pi], "on_buy");

    switch (card->type) {
    case CardType::Building:
    case CardType::Military: placeOnBuildingSlot(c, *card, pl); break;
    case CardType::Advisor: {
        // Rulebook p.16 "Advisor": one Advisor at a time; a new one replaces the old (FAQ R-28).
        const int cap = std::max(1, sideOf(c.catalog, p).boardSlots.advisor);
        const auto slot = optInt(pl, "slot");
        if (static_cast<int>(p.advisors.size()) < cap && (!slot || *slot == static_cast<int>(p.advisors.size()))) {
            p.advisors.push_back(card->id);
        } else {
            const int k = slot.value_or(0);
            if (k < 0 || k >= static_cast<int>(p.advisors.size()))
                refuse("there is no Advisor slot " + std::to_string(k));
            for (const ActiveRule &h : replaceRulesBefore)
                if (typeMatches(h.rule->value("if", json::object()).value("new_type", json()), CardType::Advisor))
                    c.applyOrNote(h, h.name + " (Advisor replaced)"); // Zhu Xi: not removed the first time
            p.advisors[k] = card->id;
        }
        break;
    }
    case CardType::Colony: {
        // Rulebook p.16 "Colony": the Strength requirement counts only when buying (FAQ R-27).
        const int need = colonyRequirement(c.catalog, s, c.pi, *card);
        const int have = boardValues(c.catalog, s, c.pi).strength;
        c.rule(have >= need, "Rulebook p.16: to buy " + card->name + " you need Military Strength " +
                                 std::to_string(need) + " (you have " + std::to_string(have) + ")");
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
        placeReadyWonder(c, *card, pl);
        c.byHand(card->id, card->name + ": exploration turns and discovery effects (" + card->effect + ")");
        for (const ActiveRule &h : activeRules(c.catalog, s.players[c.pi], "on_discover")) // e.g. America B
            c.byHand(h.id, describe(h, supportOf(*h.rule, h.card)));
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
        break;
    }
    case CardType::Battle: {
        // Rulebook p.16 "Battle": needs a Worker on a Military; gain the best raid value once (FAQ R-19).
        const PlayerState &b = s.players[c.pi];
        const bool staffed = std::any_of(b.buildings.begin(), b.buildings.end(), [&](const CardOnBoard &cb) {
            const ProgressCard *m = c.catalog.card(cb.card);
            return m && m->type == CardType::Military && cb.workers > 0;
        });
        c.rule(staffed, "Rulebook p.16: to buy a Battle you need at least one Worker on a Military (FAQ R-19)");
        const std::string choice = pl.value("choice", "");
        if (choice != "books" && choice != "food" && choice != "stone")
            refuse("Rulebook p.16: a Battle gives Books, Food or Stone: \"choice\" is \"books\", \"food\" or \"stone\"");
        const int raid = staffed ? bestRaidValue(c.catalog, b) + ownModifier(c.catalog, b, "raid").total : 0;
        Amounts a;
        a[*quantityFromKey(choice)] = std::max(0, raid);
        c.gain(c.pi, a, card->id, card->name);
        break;
    }
    case CardType::GoldenAge: buyGoldenAge(c, *card, pl); break;
    }

    // on_buy rules of the bought card itself (e.g. Great Lighthouse: +1 Book when paid 3 Gold). The
    // War marker, the Battle's raid and the Golden Age's special option are handled by type above.
    for (const json *r : rulesWhen(*card, "on_buy")) {
        const json cond = r->value("if", json::object());
        if (cond.contains("card_type"))
            continue; // a trigger for later purchases, not for this one
        if (r->value("option", "") == "special")
            continue; // the Golden Age's special option: noted when chosen (buyGoldenAge)
        if (supportOf(*r, card).coveredByField)
            continue; // the War marker / the Battle's raid: applied by the purchase of that type above
        if (cond.size() == 1 && cond.contains("paid_gold") && cond["paid_gold"] != price)
            continue; // condition not met
        c.applyOrNote({card->id, card->name, card->effect, card, r},
                      card->name + (cond.contains("paid_gold") ? " (bought for " + std::to_string(price) + " Gold)"
                                                               : std::string()));
    }
    // on_buy triggers of the buyer's cards and nation special (Chichen Itza, Abu Bakr, Sejong, Montezuma,
    // Siwa Oasis, Arabs B...).
    for (const ActiveRule &h : buyRulesBefore) {
        const json cond = h.rule->value("if", json::object());
        if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card->type))
            continue;
        c.applyOrNote(h, h.name + " (bought a " + std::string(displayName(card->type)) + ")");
    }
    // on_other_buy triggers of the other nations' cards (Shaka Zulu: the buyer gains).
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        if (q == c.pi)
            continue;
        for (const ActiveRule &h : activeRules(c.catalog, s.players[q], "on_other_buy")) {
            const json cond = h.rule->value("if", json::object());
            if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card->type))
                continue;
            c.applyOrNote(h, h.name + " of " + nameOf(s, q), q);
        }
    }
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

void deploy(Ctx &c, const json &pl)
{
    const int slot = intField(pl, "slot", "the Building/Military slot to deploy on");
    const ProgressCard &card = buildingAt(c, slot);
    c.card = card.id;
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
    const int cost = deployCost(c.catalog, p, card);
    if (p.stone < cost)
        refuse("Rulebook p.15: deploying a Worker on " + card.name + " costs " + std::to_string(cost) + " Stone (" +
               c.who() + " has " + std::to_string(p.stone) + ")");
    p.stone -= cost;
    p.buildings[slot].workers += 1; // one Worker per action (Rulebook p.15; FAQ R-39)
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
        const NationSide &side = sideOf(c.catalog, p);
        if (side.specialRules.is_array()) // a nation special granting private Architects (e.g. Egypt B)
            for (const auto &sr : side.specialRules)
                if (sr.is_object() && sr.value("id", "") == priv && sr.contains("rules") && sr["rules"].is_array())
                    for (const auto &r : sr["rules"])
                        if (r.is_object() && r.value("when", "") == "ongoing" && r.contains("private_architects") &&
                            r["private_architects"].is_number_integer()) {
                            label = "the nation special";
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
    const int cost = k < static_cast<int>(w->architectCosts.size()) ? w->architectCosts[k] : 0;
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

void special(Ctx &c, const json &pl)
{
    c.card = pl.value("card", "");
    const ProgressCard *card = nullptr;
    for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
        if (h->id == c.card)
            card = h;
    if (!card)
        refuse("Rulebook p.17: special actions come from cards on your board; " + c.who() + " has no active \"" +
               c.card + "\"");
    const auto rules = rulesWhen(*card, "action");
    if (rules.empty())
        refuse(card->name + " has no special action");
    const int ri = pl.value("rule", 0);
    if (ri < 0 || ri >= static_cast<int>(rules.size()))
        refuse(card->name + " has " + std::to_string(rules.size()) + " special action(s)");
    const json &rule = *rules[ri];
    checkTurn(c);
    const int limit = limitOf(rule);
    int &uses = c.out.roundInputs.actionPhase.specialUses[playerKey(c.pi, card->id)];
    if (limit >= 0)
        c.rule(uses < limit, "Rulebook p.17 and appendix: " + card->name + "'s special action can be used " +
                                 (limit == 1 ? std::string("once") : std::to_string(limit) + " times") + " per round");
    uses += 1;

    // Automated shapes (actionPhaseRuleSupport): pay / pay_choice, then gain / choose_one of plain gains.
    const RuleSupport sup = supportOf(rule, card);
    if (!sup.automated) {
        c.byHand(card->id, describe({card->id, card->name, card->effect, card, &rule}, sup));
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
            refuse(card->name + ": choose how to pay (\"pay_option\" 0.." + std::to_string(pc.size() - 1) + ")");
        pay += *plainAmounts(pc[po]);
    }
    if (rule.contains("gain"))
        gain += *plainAmounts(rule["gain"]);
    if (rule.contains("choose_one")) {
        const json &co = rule["choose_one"];
        if (option < 0 || option >= static_cast<int>(co.size()))
            refuse(card->name + ": choose one outcome (\"option\" 0.." + std::to_string(co.size() - 1) + ")");
        gain += *plainOutcome(co[option]);
    }
    PlayerState &p = c.me();
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        if (pay[q] > p.resource(q))
            refuse("Rulebook appendix: you may not spend more than you have; " + card->name + " costs " +
                   std::to_string(pay[q]) + " " + std::string(displayName(q)) + " (" + c.who() + " has " +
                   std::to_string(p.resource(q)) + ")");
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        p.setResource(q, p.resource(q) - pay[q]);
    c.gain(c.pi, gain, card->id, card->name);
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
           kind == "pass";
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
    int price = row + ownModifier(catalog, s.players[player], "card_cost_gold", card.type, row).total +
                tableModifier(catalog, s, player, "card_cost_gold", card.type);
    return std::max(0, price);
}

int publicArchitectsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - s.roundInputs.actionPhase.publicArchitectsHired);
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
    Ctx c{catalog, s, s, a.kind, pi, {}, pl.value("override", false), {}};
    if (a.kind == "buy")
        buy(c, pl);
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
    else
        refuse("unknown action \"" + a.kind + "\"");
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

const std::set<std::string> kHandledTriggers = {"on_buy",        "on_ready",          "action",
                                                "on_wonder_ready", "on_replace",      "on_pass",
                                                "on_hire_architect", "on_golden_age_vp", "on_other_buy",
                                                "growth"};

/// Modifiers of `ongoing` rules the engine reads -> keys allowed in the modifier object and whether
/// a target "all"/"others" is read too (tableModifier).
struct ModifierShape {
    std::set<std::string> keys;
    bool table = false;
};
const std::map<std::string, ModifierShape> kModifierShapes = {
    {"raid", {{"raid"}, false}},
    {"card_cost_gold", {{"card_cost_gold", "card_type", "row"}, true}},
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
        {"on_discover", "discovering a natural wonder (exploration) is not recorded: buying a natural wonder "
                        "records a by-hand note, the discovery effects are applied by hand"},
        {"first_turn", "first-turn effects (skip the first turn, extra actions) change the turn order, which the "
                       "engine does not model: the table plays them (override the turn order)"},
        {"on_passed_over", "play skipping over a nation that passed is not recorded as an action: applied by hand"},
        {"on_golden_age_books", "not recorded (no card uses it)"},
        {"on_spend_last_gold", "spending the last Gold is not detected by the engine: applied by hand"},
        {"on_take_worker", "not recorded (no card uses it)"},
        {"on_play", "Dynasties trigger on_play not recorded"},
        {"on_turmoil", "Dynasties trigger on_turmoil not recorded"},
        {"before_progress", "Dynasties trigger before_progress not recorded"},
    };
    return t;
}

const std::vector<std::pair<std::string, std::string>> &actionPhaseModifiers()
{
    static const std::vector<std::pair<std::string, std::string>> t = {
        {"extra_slot", "modifier extra_slot changes the board's slots (the state validation does not read it; "
                       "not automated)"},
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
            if (std::none_of(keys.begin(), keys.end(), [&](const char *a) { return k == a; }))
                return false;
        return true;
    };
    auto plain = [&](std::initializer_list<const char *> extra) { return plainShape(r, extra, why) ? apYes() : apNo(why); };

    if (when == "on_ready" || when == "on_wonder_ready" || when == "on_hire_architect" || when == "on_golden_age_vp") {
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
        if (r.value("target", json()) != "buyer")
            return apNo("on_other_buy effect for " + r.value("target", json("the owner")).dump() +
                        " not applied (only the buyer's gains are; by hand)");
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
        if (!card)
            return apNo("special actions of a nation special are not recorded");
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
    if (when == "growth") {
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
