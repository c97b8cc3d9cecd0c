// What the Action Phase engine reads of the players' boards: the cards and rules active for a player
// (typed at catalog load, rule.h), the `ongoing` modifiers of Action Phase rules (card cost, deploy cost,
// Colony requirement), and the small readers of payloads and turn bookkeeping shared by every action.
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

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
std::optional<Amounts> plainOutcome(const json &rule, std::initializer_list<const char *> extraKeys)
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

ModifierSum ownModifier(const Catalog &catalog, const PlayerState &p, const char *name,
                        std::optional<CardType> forType, int row)
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

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

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

} // namespace nc::nations
