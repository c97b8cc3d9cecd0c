#include "nations/action_phase.h"

#include <algorithm>
#include <optional>
#include <set>

#include "nations/board.h"

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

std::string describe(const ProgressCard &c, const json &rule)
{
    return c.name + ": " + rule.dump() + " — " + c.effect;
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
    auto consider = [&](const json &r, const std::string &label) {
        if (!r.is_object() || r.value("when", "") != "ongoing" || r.contains("target") || !r.contains("modifier"))
            return;
        const json &mod = r["modifier"];
        if (!mod.is_object() || !mod.contains(name) || !mod[name].is_number_integer())
            return;
        if (mod.contains("card_type") && (!forType || !typeMatches(mod["card_type"], *forType)))
            return;
        if (mod.contains("row") && (!mod["row"].is_number_integer() || mod["row"].get<int>() != row))
            return;
        m.total += mod[name].get<int>();
        if (mod.contains("min") && mod["min"].is_number_integer())
            m.min = mod["min"].get<int>();
        m.sources.push_back(label);
    };
    for (const ProgressCard *c : activeCards(catalog, p))
        for (const json *r : rulesWhen(*c, "ongoing"))
            consider(*r, c->name);
    // The nation special of the side (e.g. Portugal B: row 3 cards cost 1 Gold less).
    const Nation *n = catalog.nation(p.nation);
    const NationSide *side = n ? n->side(p.side) : nullptr;
    if (side && side->specialRules.is_array())
        for (const auto &sr : side->specialRules)
            if (sr.is_object() && sr.contains("rules") && sr["rules"].is_array())
                for (const auto &r : sr["rules"])
                    consider(r, n->name + " special");
    return m;
}

/// Modifiers of other nations' cards with target "others" or "all" (owner included for "all").
int tableModifier(const Catalog &catalog, const GameState &s, int player, const char *name, CardType forType)
{
    int total = 0;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (const ProgressCard *c : activeCards(catalog, s.players[q]))
            for (const json *r : rulesWhen(*c, "ongoing")) {
                const std::string target = r->contains("target") && (*r)["target"].is_string()
                                               ? (*r)["target"].get<std::string>()
                                               : std::string();
                if (!(target == "all" || (target == "others" && q != player)) || !r->contains("modifier"))
                    continue;
                const json &mod = (*r)["modifier"];
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
    std::vector<std::pair<const ProgressCard *, const json *>> later;
    for (const ProgressCard *h : activeCards(c.catalog, p))
        for (const json *r : rulesWhen(*h, "on_wonder_ready"))
            later.emplace_back(h, r);
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
    for (const auto &[h, r] : later) {
        if (const auto a = plainOutcome(*r))
            c.gain(c.pi, *a, h->id, h->name + " (a Wonder is ready)");
        else
            c.byHand(h->id, describe(*h, *r));
    }
    for (const json *r : rulesWhen(w, "on_ready")) {
        if (const auto a = plainOutcome(*r))
            c.gain(c.pi, *a, w.id, w.name + " is ready");
        else
            c.byHand(w.id, describe(w, *r));
    }
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
    for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
        for (const json *r : rulesWhen(*h, "on_replace")) {
            const json cond = r->value("if", json::object());
            bool applies = true;
            if (cond.contains("old_type"))
                applies = applies && typeMatches(cond["old_type"], oldCard->type);
            if (cond.contains("new_type"))
                applies = applies && typeMatches(cond["new_type"], card.type);
            if (cond.value("new_age_greater", false))
                applies = applies && card.age > oldCard->age;
            if (!applies)
                continue;
            if (const auto a = plainOutcome(*r, {"if"}))
                c.gain(c.pi, *a, h->id, h->name + " (card replaced)");
            else
                c.byHand(h->id, describe(*h, *r));
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
        for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
            for (const json *r : rulesWhen(*h, "on_golden_age_vp")) {
                if (const auto a = plainOutcome(*r))
                    c.gain(c.pi, *a, h->id, h->name + " (VP from a Golden Age)");
                else
                    c.byHand(h->id, describe(*h, *r));
            }
    } else if (choice == "special") {
        bool has = false;
        for (const json *r : rulesWhen(card, "on_buy"))
            if (r->value("option", "") == "special") {
                has = true;
                c.byHand(card.id, describe(card, *r));
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
    for (const ProgressCard *h : activeCards(c.catalog, s.players[c.pi]))
        for (const json *r : rulesWhen(*h, "ongoing"))
            if (r->contains("modifier") && (*r)["modifier"].contains("may_not_buy") &&
                typeMatches((*r)["modifier"]["may_not_buy"], card->type))
                c.rule(false, "Rulebook appendix (card text beats the rulebook): " + h->name + " — you may not buy a " +
                                  std::string(displayName(card->type)));

    const int price = cardPrice(c.catalog, s, c.pi, *card, row);
    PlayerState &p = c.me();
    if (p.gold < price)
        refuse("Rulebook p.14: " + card->name + " costs " + std::to_string(price) + " Gold on row " +
               std::to_string(row) + " (" + c.who() + " has " + std::to_string(p.gold) + ")");
    p.gold -= price;
    const std::vector<const ProgressCard *> heldBefore = activeCards(c.catalog, s.players[c.pi]);

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
            for (const ProgressCard *h : heldBefore)
                for (const json *r : rulesWhen(*h, "on_replace"))
                    if (typeMatches(r->value("if", json::object()).value("new_type", json()), CardType::Advisor))
                        c.byHand(h->id, describe(*h, *r)); // Zhu Xi: not removed the first time
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

    // on_buy rules of the bought card itself (e.g. Great Lighthouse: +1 Book when paid 3 Gold).
    for (const json *r : rulesWhen(*card, "on_buy")) {
        if (r->contains("gain_amount") || r->value("effect", "") == "set_war_marker" || r->value("option", "") == "special")
            continue; // Battle / War / Golden Age special option: handled above
        const json cond = r->value("if", json::object());
        if (cond.contains("card_type"))
            continue; // a trigger for later purchases, not for this one
        if (cond.contains("paid_gold") && cond.size() == 1) {
            if (cond["paid_gold"] != price)
                continue;
            if (const auto a = plainOutcome(*r, {"if"})) {
                c.gain(c.pi, *a, card->id, card->name + " (bought for " + std::to_string(price) + " Gold)");
                continue;
            }
        } else if (cond.empty()) {
            if (const auto a = plainOutcome(*r)) {
                c.gain(c.pi, *a, card->id, card->name);
                continue;
            }
        }
        c.byHand(card->id, describe(*card, *r));
    }
    // on_buy triggers of the buyer's cards (Chichen Itza, Abu Bakr, Sejong, Montezuma, Siwa Oasis...).
    for (const ProgressCard *h : heldBefore)
        for (const json *r : rulesWhen(*h, "on_buy")) {
            const json cond = r->value("if", json::object());
            if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card->type))
                continue;
            const auto a = cond.size() == 1 ? plainOutcome(*r, {"if"}) : std::nullopt;
            if (a)
                c.gain(c.pi, *a, h->id, h->name + " (bought a " + std::string(displayName(card->type)) + ")");
            else
                c.byHand(h->id, describe(*h, *r));
        }
    // on_other_buy triggers of the other nations' cards (Shaka Zulu: the buyer gains).
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        if (q == c.pi)
            continue;
        for (const ProgressCard *h : activeCards(c.catalog, s.players[q]))
            for (const json *r : rulesWhen(*h, "on_other_buy")) {
                const json cond = r->value("if", json::object());
                if (!cond.contains("card_type") || !typeMatches(cond["card_type"], card->type))
                    continue;
                const auto a = cond.size() == 1 && r->value("target", "") == "buyer" ? plainOutcome(*r, {"if", "target"})
                                                                                    : std::nullopt;
                if (a)
                    c.gain(c.pi, *a, h->id, h->name + " of " + nameOf(s, q));
                else
                    c.byHand(h->id, describe(*h, *r), q);
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
    for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
        for (const json *r : rulesWhen(*h, "on_hire_architect")) {
            if (const auto a = plainOutcome(*r))
                c.gain(c.pi, *a, h->id, h->name + " (Architect hired)");
            else
                c.byHand(h->id, describe(*h, *r));
        }
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

    // Generic shapes: pay / pay_choice, then gain / choose_one of plain gains.
    static const std::set<std::string> allowed = {"when", "limit", "pay", "pay_choice", "gain", "choose_one"};
    bool generic = true;
    for (const auto &[k, v] : rule.items())
        generic = generic && allowed.count(k);
    const int option = pl.value("option", 0);
    Amounts pay, gain;
    if (generic && rule.contains("pay")) {
        const auto a = plainAmounts(rule["pay"]);
        generic = generic && a;
        if (a)
            pay += *a;
    }
    if (generic && rule.contains("pay_choice")) {
        const json &pc = rule["pay_choice"];
        const int po = pl.value("pay_option", rule.contains("choose_one") ? 0 : option);
        if (!pc.is_array() || po < 0 || po >= static_cast<int>(pc.size()))
            refuse(card->name + ": choose how to pay (\"pay_option\" 0.." + std::to_string(pc.size() - 1) + ")");
        const auto a = plainAmounts(pc[po]);
        generic = generic && a;
        if (a)
            pay += *a;
    }
    if (generic && rule.contains("gain")) {
        const auto a = plainAmounts(rule["gain"]);
        generic = generic && a;
        if (a)
            gain += *a;
    }
    if (generic && rule.contains("choose_one")) {
        const json &co = rule["choose_one"];
        if (!co.is_array() || option < 0 || option >= static_cast<int>(co.size()))
            refuse(card->name + ": choose one outcome (\"option\" 0.." + std::to_string(co.size() - 1) + ")");
        const auto a = plainOutcome(co[option]);
        generic = generic && a && !co[option].contains("lose");
        if (a)
            gain += *a;
    }
    if (!generic) {
        c.byHand(card->id, describe(*card, rule));
        endTurn(c);
        return;
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
    // on_pass rules (Forbidden Palace: +1 VP when passing first; with 5 players first or second, Rulebook p.21).
    const int firstSlots = c.before.players.size() == 5 ? 2 : 1;
    for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
        for (const json *r : rulesWhen(*h, "on_pass")) {
            const json cond = r->value("if", json::object());
            if (cond.size() == 1 && cond.value("passed", "") == "first") {
                if (static_cast<int>(order.size()) > firstSlots)
                    continue;
                if (const auto a = plainOutcome(*r, {"if"})) {
                    c.gain(c.pi, *a, h->id, h->name + " (passed first)");
                    continue;
                }
            }
            c.byHand(h->id, describe(*h, *r));
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

} // namespace nc::nations
