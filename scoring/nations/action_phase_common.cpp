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

std::optional<Amounts> plainAmounts(const Amounts &a)
{
    if (a[Quantity::Strength] != 0 || a[Quantity::Stability] != 0)
        return std::nullopt;
    return a;
}

std::optional<Amounts> plainAmounts(const Payment &pay)
{
    if (pay.remove || pay.returnWorkers || pay.publicArchitects)
        return std::nullopt;
    return plainAmounts(pay.amounts);
}

/// gain − lose, both plain (resources and VP); nullopt otherwise.
std::optional<Amounts> plainNet(const std::optional<Amounts> &gain, const std::optional<Amounts> &lose)
{
    Amounts net;
    for (const auto &[a, sign] : {std::pair{&gain, 1}, {&lose, -1}})
        if (*a) {
            const auto p = plainAmounts(**a);
            if (!p)
                return std::nullopt;
            net += *p * sign;
        }
    return net;
}

/// Typed plainOutcome(rule, {}) (or {"if", "target"}): no parameter but gain, lose (and the condition and
/// target when allowed), every field of PlainEffect checked.
std::optional<Amounts> plainOutcome(const PlainEffect &e, bool ifAndTarget)
{
    if ((!ifAndTarget && (e.condition || e.target)) || e.gainFrom || e.per || e.duration || e.limit ||
        e.takeWorkers || e.takeWorkersOptional || e.returnWorkers || e.extraActions || e.privateArchitects ||
        e.amount || e.maxAmount || e.loseAmount || e.row4PriceGold || e.modifier || e.effect || e.value ||
        e.mitigate || e.gainAmount || !e.gainTypeChoice.empty() || !e.resources.empty() ||
        !e.chooseResource.empty() || e.pay || !e.payChoice.empty() || e.payToOwner || e.payTo || e.remove ||
        !e.chooseOne.empty() || e.cardTypes)
        return std::nullopt;
    return plainNet(e.gain, e.lose);
}

/// Typed plainOutcome(*h.rule, ...): a plain rule, or a Targets one when the target is allowed; a
/// Golden Age's special option (`option`) is never plain.
std::optional<Amounts> plainOutcome(const Rule &r, bool ifAndTarget)
{
    if (r.specialOption)
        return std::nullopt;
    if (const auto *p = std::get_if<PlainEffect>(&r.effect))
        return plainOutcome(*p, ifAndTarget);
    if (const auto *t = std::get_if<Targets>(&r.effect); t && ifAndTarget && t->chooseOne.empty())
        return plainNet(t->gain, t->lose);
    return std::nullopt;
}

ReplaceCondition replaceCondition(const Rule &r)
{
    ReplaceCondition out;
    if (r.shape == EffectShape::StaysFirstTime)
        out.newType = CardType::Advisor; // its shape: if {first_time, new_type: advisor}
    if (const Condition *cond = plainCondition(r)) {
        if (const auto *o = cond->find<OldType>())
            out.oldType = o->type;
        if (const auto *n = cond->find<NewType>())
            out.newType = n->type;
        for (const ConditionClause &clause : cond->all)
            if (const auto *f = std::get_if<Flag>(&clause); f && f->kind == FlagKind::NewAgeGreater)
                out.newAgeGreater = true;
    }
    return out;
}

const Condition *plainCondition(const Rule &r)
{
    const auto *p = std::get_if<PlainEffect>(&r.effect);
    return p && p->condition ? &*p->condition : nullptr;
}

/// The rules of card `c` firing at `when` (typed at catalog load: the trigger is compared, not read).
std::vector<ActiveRule> rulesWhen(const ProgressCard &c, const char *when)
{
    std::vector<ActiveRule> out;
    const auto trigger = triggerFromKey(when);
    for (size_t i = 0; i < c.typedRules.size(); ++i)
        if (c.typedRules[i].when == trigger)
            out.push_back({c.id, c.name, c.effect, &c, &c.typedRules[i]});
    return out;
}

/// The rules of a nation-special-space source firing at `when`.
std::vector<ActiveRule> rulesWhen(const NationRuleSource &src, const char *when)
{
    std::vector<ActiveRule> out;
    const auto trigger = triggerFromKey(when);
    for (size_t i = 0; i < src.typed->size(); ++i)
        if ((*src.typed)[i].when == trigger)
            out.push_back({src.id, src.label, src.effect, nullptr, &(*src.typed)[i]});
    return out;
}

std::string describe(const ActiveRule &h, const RuleSupport &sup)
{
    return h.name + ": " + toJson(*h.typed).dump() + " — " + h.effect + (sup.reason.empty() ? "" : " (" + sup.reason + ")");
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

ModifierSum ownModifier(const Catalog &catalog, const PlayerState &p, ModifierKey name,
                        std::optional<CardType> forType, int row)
{
    ModifierSum m;
    // Active cards, then the nation special of the side (e.g. Portugal B: row 3 cards cost 1 Gold less).
    for (const ActiveRule &h : activeRules(catalog, p, "ongoing")) {
        const auto *r = std::get_if<PlainEffect>(&h.typed->effect);
        if (!r || r->target || !r->modifier || !h.support().automated)
            continue;
        const Modifier &mod = *r->modifier;
        if (!(mod.*name))
            continue;
        if (mod.cardType && (!forType || !mod.cardType->contains(*forType)))
            continue;
        if (mod.row && *mod.row != row)
            continue;
        m.total += *(mod.*name);
        if (mod.min)
            m.min = *mod.min;
        m.sources.push_back(h.name);
    }
    return m;
}

/// Modifiers of other nations' cards with target "others" or "all" (owner included for "all").
int tableModifier(const Catalog &catalog, const GameState &s, int player, ModifierKey name, CardType forType)
{
    int total = 0;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (const ActiveRule &h : activeRules(catalog, s.players[q], "ongoing")) {
            const auto *r = std::get_if<PlainEffect>(&h.typed->effect);
            const auto *target = r && r->target ? std::get_if<TargetGroup>(&*r->target) : nullptr;
            if (!target || !(*target == TargetGroup::All || (*target == TargetGroup::Others && q != player)) ||
                !r->modifier || !h.support().automated)
                continue;
            const Modifier &mod = *r->modifier;
            if (!(mod.*name))
                continue;
            if (mod.cardType && !mod.cardType->contains(forType))
                continue;
            total += *(mod.*name);
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
