#include "nations/card_rules.h"
#include "nations/nation_rules.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>

#include "nations/comparisons.h"
#include "nations/round_context.h"
#include "nations/shortage.h"

namespace nc::nations {

// ---- held rules -----------------------------------------------------------------------------------------

std::vector<HeldRule> heldRules(const Catalog &catalog, const PlayerState &pl, int p)
{
    std::vector<HeldRule> out;
    auto addCard = [&](const std::string &id, int workers) {
        const ProgressCard *c = catalog.card(id);
        if (!c)
            return;
        for (size_t i = 0; i < c->typedRules.size(); ++i)
            out.push_back({p, c->id, c->name, c, workers, &c->typedRules[i]});
    };
    for (const auto &cb : pl.buildings)
        addCard(cb.card, cb.workers);
    for (const auto *list : {&pl.colonies, &pl.wonders, &pl.advisors})
        for (const auto &id : *list)
            addCard(id, 0);
    for (const NationRuleSource &src : nationRuleSources(catalog, pl))
        for (size_t i = 0; i < src.typed->size(); ++i)
            out.push_back({p, src.id, src.label, nullptr, 0, &(*src.typed)[i]});
    return out;
}

namespace {

std::string whenOf(const HeldRule &h) { return std::string(key(h.typed->when)); }

/// The classification computed once at catalog load (Rule::support): no JSON shape is matched here.
bool automated(const HeldRule &h) { return h.typed->support.automated; }

/// The rule's parameters, typed at catalog load. Every trigger this interpreter reads has no named effect
/// shape (effectShape() names shapes of Action Phase triggers only), so its effect is a PlainEffect.
const PlainEffect &plain(const HeldRule &h) { return std::get<PlainEffect>(h.typed->effect); }

/// A quantity as the explanations name it: "Strength", else its display name ("Gold", "Stability", ...).
/// The name of q in a card rule's label ("Strength", not "Military Strength"), translatable.
Message quantityLabelMessage(Quantity q) { return q == Quantity::Strength ? msg("Strength") : quantityName(q); }

/// The quantity a most/least comparison ranks; nullopt for Workers (counted, not a quantity).
std::optional<Quantity> rankedQuantity(RankBy b)
{
    switch (b) {
    case RankBy::Strength: return Quantity::Strength;
    case RankBy::Stability: return Quantity::Stability;
    case RankBy::Books: return Quantity::Books;
    case RankBy::Food: return Quantity::Food;
    case RankBy::Gold: return Quantity::Gold;
    case RankBy::Stone: return Quantity::Stone;
    case RankBy::Workers: break;
    }
    return std::nullopt;
}

Message rankLabel(RankBy b)
{
    const auto q = rankedQuantity(b);
    return q ? quantityLabelMessage(*q) : msg("Workers");
}

/// The non-zero amounts in the order of their JSON keys (alphabetical: books, food, gold, stability...):
/// the order the rule's data lists them, which the explanation items keep.
std::vector<std::pair<Quantity, int>> inKeyOrder(const Amounts &a)
{
    std::vector<std::pair<Quantity, int>> out;
    for (Quantity q : kQuantities)
        if (a[q] != 0)
            out.emplace_back(q, a[q]);
    std::sort(out.begin(), out.end(), [](const auto &x, const auto &y) { return key(x.first) < key(y.first); });
    return out;
}

/// The rule's target is the owner (no `target`).
bool ownerTarget(const PlainEffect &e) { return !e.target; }
/// The rule's target is the group `g` ("all", "others").
bool targetIs(const PlainEffect &e, TargetGroup g)
{
    const TargetGroup *t = e.target ? std::get_if<TargetGroup>(&*e.target) : nullptr;
    return t && *t == g;
}

/// Effect text of a held rule's source (card effect or nation special effect).
std::string effectText(const Catalog &catalog, const PlayerState &pl, const HeldRule &h)
{
    if (h.card)
        return h.card->effect;
    for (const NationRuleSource &src : nationRuleSources(catalog, pl))
        if (src.id == h.source)
            return src.effect;
    return {};
}

int totalWorkers(const PlayerState &p)
{
    int w = p.idleWorkers;
    for (const auto &cb : p.buildings)
        w += cb.workers;
    return w;
}

int workersOnMilitary(const Catalog &catalog, const PlayerState &p)
{
    int w = 0;
    for (const auto &cb : p.buildings)
        if (const ProgressCard *c = catalog.card(cb.card); c && c->type == CardType::Military)
            w += cb.workers;
    return w;
}

/// Condition and multiplier evaluation against a game state.
struct Env {
    const Catalog &catalog;
    const GameState &state;
    std::vector<BoardValues> boards;    ///< of every player, at the moment of evaluation
    DecisionBook *decisions = nullptr;  ///< for conditions asked to the table
    std::string step;

    Env(const Catalog &c, const GameState &s, std::vector<BoardValues> b, DecisionBook *d = nullptr,
        std::string st = {})
        : catalog(c), state(s), boards(std::move(b)), decisions(d), step(std::move(st))
    {
        if (boards.empty())
            for (int p = 0; p < static_cast<int>(s.players.size()); ++p)
                boards.push_back(boardValues(c, s, p));
    }

    int players() const { return static_cast<int>(state.players.size()); }

    std::vector<int> values(RankBy by) const
    {
        std::vector<int> v;
        for (int p = 0; p < players(); ++p) {
            const PlayerState &pl = state.players[static_cast<size_t>(p)];
            const BoardValues &b = boards[static_cast<size_t>(p)];
            if (by == RankBy::Strength)
                v.push_back(comparableStrength(b.strength));
            else if (by == RankBy::Stability)
                v.push_back(comparableStability(b.stability));
            else if (by == RankBy::Workers)
                v.push_back(totalWorkers(pl));
            else
                v.push_back(pl.resource(*rankedQuantity(by)));
        }
        if (by == RankBy::Stability)
            forceLeastStability(catalog, state, v);
        return v;
    }

    /// Evaluates the rule's condition for its owner; `text` describes it ("most Strength").
    bool condition(const HeldRule &h, Message &text) const
    {
        const PlainEffect &e = plain(h);
        if (!e.condition)
            return true;
        // Every clause must hold (Roman Empire: {"most": "stability", "not_most": "strength"}); a list of
        // quantities under "most" needs the most of each.
        bool all = true;
        for (const ConditionClause &c : e.condition->all) {
            std::vector<ConditionClause> parts{c};
            if (const RankIs *r = std::get_if<RankIs>(&c); r && r->by.size() > 1) {
                parts.clear();
                for (RankBy by : r->by)
                    parts.push_back(RankIs{r->rank, {by}, false});
            }
            for (const ConditionClause &one : parts) {
                Message t;
                all = conditionKey(h, one, t) && all;
                text = text.empty() ? t : msg("%1 and %2", {text, t});
            }
        }
        return all;
    }

    /// One clause of a condition (a RankIs of one quantity); `text` describes it ("most Strength").
    bool conditionKey(const HeldRule &h, const ConditionClause &c, Message &text) const
    {
        const int p = h.player;
        const PlayerState &pl = state.players[static_cast<size_t>(p)];
        auto in = [&](const std::vector<int> &xs) { return std::find(xs.begin(), xs.end(), p) != xs.end(); };
        if (const auto *r = std::get_if<RankIs>(&c)) {
            const RankBy by = r->by.front();
            const auto vals = values(by);
            const bool many = players() >= 5;
            if (r->rank == Rank::Least) {
                text = many ? msg("least %1 (5 players: bottom two)", {rankLabel(by)}) : msg("least %1", {rankLabel(by)});
                return in(leastForPenalty(vals));
            }
            if (r->rank == Rank::Most)
                text = many ? msg("most %1 (5 players: top two)", {rankLabel(by)}) : msg("most %1 (sole most)", {rankLabel(by)});
            else
                text = many ? msg("not most %1 (5 players: top two)", {rankLabel(by)})
                            : msg("not most %1 (sole most)", {rankLabel(by)});
            return in(mostForBenefit(vals)) == (r->rank == Rank::Most);
        }
        if (const auto *ps = std::get_if<Passed>(&c)) {
            const bool first = ps->position == PassedPosition::First;
            if (players() >= 5)
                text = first ? msg("passed first (5 players: first two/last two)") : msg("passed last (5 players: first two/last two)");
            else
                text = first ? msg("passed first") : msg("passed last");
            return in(passed(state.roundInputs.passOrder, players(), first));
        }
        if (const auto *above = std::get_if<StabilityAbove>(&c)) {
            text = msg("Stability above %1", {literal(above->value)});
            return boards[static_cast<size_t>(p)].stability > above->value;
        }
        if (const auto *f = std::get_if<Flag>(&c); f && f->kind == FlagKind::StrengthAboveWar) {
            if (!state.roundInputs.war) {
                text = msg("Strength above the War (no War this round)");
                return false;
            }
            text = msg("Strength %1 above the War (%2)",
                       {literal(boards[static_cast<size_t>(p)].strength), literal(state.roundInputs.war->strength)});
            return warStrength(boards[static_cast<size_t>(p)].strength) > warStrength(state.roundInputs.war->strength);
        }
        if (std::holds_alternative<HasWorkerOn>(c)) {
            text = msg("a Worker on a Military card");
            return workersOnMilitary(catalog, pl) > 0;
        }
        if (const auto *w = std::get_if<WorkersOnMilitaryExactly>(&c)) {
            text = msg("exactly %1 Workers on Military cards", {literal(w->count)});
            return workersOnMilitary(catalog, pl) == w->count;
        }
        if (std::holds_alternative<BoughtThisRound>(c)) {
            text = msg("bought a Colony this round");
            if (!decisions)
                return false;
            const std::string id = step + "/" + std::to_string(p) + "/bought_colony";
            for (const auto &d : decisions->decisions)
                if (d.id == id)
                    return d.chosen == "yes";
            Decision d;
            d.id = id;
            d.player = p;
            d.step = step;
            Message question = msg("%1: did you buy a Colony this round? (%2)",
                                   {pl.name.empty() ? msg("Player %1", {literal(p + 1)}) : literal(pl.name), literal(h.label)});
            d.addOption("no", msg("No"));
            d.addOption("yes", msg("Yes"));
            d.defaultOption = "no";
            if (const auto recorded = recordedPurchases(state, p, {CardType::Colony})) {
                d.defaultOption = *recorded > 0 ? "yes" : "no";
                question = *recorded > 0 ? msg("%1 (recorded in the Action Phase: yes)", {question})
                                         : msg("%1 (recorded in the Action Phase: no)", {question});
            }
            d.setQuestion(question);
            return decisions->ask(d) == "yes";
        }
        Condition one; // not interpreted: named as the data writes it
        one.all.push_back(c);
        text = literal(toJson(one).dump());
        return false;
    }

    /// Multiplier of the rule (`per`), 1 without; `text` describes it.
    int multiplier(const HeldRule &h, Message &text) const
    {
        const PlainEffect &e = plain(h);
        if (!e.per)
            return 1;
        const PlayerState &pl = state.players[static_cast<size_t>(h.player)];
        int n = 0;
        switch (*e.per) {
        case Per::WorkerOnThisCard:
            text = msg("per Worker on this card");
            return h.workers;
        case Per::AdvisorOwned:
            text = msg("per Advisor");
            return static_cast<int>(pl.advisors.size());
        case Per::ColonyAge3Owned:
        case Per::ColonyAge4Owned: {
            const int age = *e.per == Per::ColonyAge3Owned ? 3 : 4;
            text = age == 3 ? msg("per Colony of age III") : msg("per Colony of age IV");
            for (const auto &id : pl.colonies)
                if (const ProgressCard *c = catalog.card(id); c && c->age == age)
                    ++n;
            return n;
        }
        case Per::WorkerOnAge4Building:
            text = msg("per Worker on an age IV Building");
            for (const auto &cb : pl.buildings)
                if (const ProgressCard *c = catalog.card(cb.card); c && c->type == CardType::Building && c->age == 4)
                    n += cb.workers;
            return n;
        case Per::BuildingOrMilitaryOfCurrentAge:
            text = msg("per Building/Military of the current age (%1)", {literal(state.age())});
            for (const auto &cb : pl.buildings)
                if (const ProgressCard *c = catalog.card(cb.card); c && c->age == state.age())
                    ++n;
            return n;
        case Per::MarkerOnThisCard: {
            text = msg("per marker on the card");
            const auto it = pl.markers.find(h.source);
            return it == pl.markers.end() ? 0 : it->second;
        }
        case Per::WorkerOnMilitary:
            text = msg("per Worker on Military cards");
            return workersOnMilitary(catalog, pl);
        case Per::UndeployedWorker:
            text = msg("per idle Worker");
            return pl.idleWorkers;
        case Per::OtherNaturalWonderOwned:
            text = msg("per other natural wonder");
            for (const auto &id : pl.wonders)
                if (const ProgressCard *c = catalog.card(id); c && c->type == CardType::NaturalWonder && c->id != h.source)
                    ++n;
            return n;
        case Per::PlayerAlreadyPassed: // counted during the Action Phase
        case Per::NationForced:
            break;
        }
        return 0;
    }
};

/// "<label>: a, b" (a card's name, then what applies), translatable; an empty part is left out.
Message joinLabel(const Message &label, const Message &a, const Message &b = {})
{
    Message s = label;
    if (!a.empty())
        s = msg("%1: %2", {s, a});
    if (!b.empty())
        s = a.empty() ? msg("%1: %2", {s, b}) : msg("%1, %2", {s, b});
    return s;
}
Message joinLabel(const std::string &label, const Message &a, const Message &b = {})
{
    return joinLabel(literal(label), a, b);
}

std::vector<HeldRule> rulesAt(const Catalog &catalog, const GameState &s, int p, const std::string &when)
{
    std::vector<HeldRule> out;
    for (auto &h : heldRules(catalog, s.players[static_cast<size_t>(p)], p))
        if (whenOf(h) == when && automated(h))
            out.push_back(std::move(h));
    return out;
}

std::vector<BoardValues> allBoards(RoundContext &rc)
{
    std::vector<BoardValues> b;
    for (int p = 0; p < rc.players(); ++p)
        b.push_back(rc.board(p));
    return b;
}

void addContinuous(BoardValues &b, const HeldRule &h, int sign, const Message &note)
{
    const PlainEffect &e = plain(h);
    for (const auto &[amounts, s] : {std::pair{&e.gain, sign}, std::pair{&e.lose, -sign}}) {
        if (!*amounts)
            continue;
        for (const auto &[q, v] : inKeyOrder(**amounts)) {
            const int amount = s * v;
            if (amount == 0)
                continue;
            ExplanationLine &line = q == Quantity::Strength ? b.strengthLine : b.stabilityLine;
            line.items.push_back(makeItem(h.source, joinLabel(h.label, note), 1, false, amount, kRuleCardText));
            line.total += amount;
        }
    }
}

} // namespace

// ---- continuous values ------------------------------------------------------------------------------------

void addOwnOngoingRules(const Catalog &catalog, const PlayerState &pl, BoardValues &b)
{
    for (const auto &h : heldRules(catalog, pl, -1)) {
        if (whenOf(h) != "ongoing")
            continue;
        const RuleSupport &s = h.typed->support;
        if (!s.automated || s.coveredByField)
            continue;
        const PlainEffect &e = plain(h);
        if (e.privateArchitects) {
            b.architectsPrivate += *e.privateArchitects;
            continue;
        }
        if (e.modifier) {
            if (e.modifier->goldenAgeBonus)
                b.goldenAgeBonus += *e.modifier->goldenAgeBonus;
            continue; // military_upkeep: Production
        }
        Message note = targetIs(e, TargetGroup::All) ? msg("every nation") : Message{};
        if (e.condition) { // a condition on the own board (ruleSupport: workers on Military)
            const int onMilitary = workersOnMilitary(catalog, pl);
            if (const auto *exactly = e.condition->find<WorkersOnMilitaryExactly>()) {
                const int n = exactly->count;
                if (onMilitary != n)
                    continue;
                note = msg("exactly %1 Worker(s) on Military cards", {literal(n)});
            } else if (onMilitary == 0) {
                continue;
            } else {
                note = msg("a Worker on a Military card");
            }
        }
        if (e.per) { // Japan B Emperor: per marker on the card (ruleSupport)
            const auto it = pl.markers.find(h.source);
            const int n = it == pl.markers.end() ? 0 : it->second;
            for (const auto &[q, v] : inKeyOrder(e.gain.value_or(Amounts{}))) {
                ExplanationLine &line = q == Quantity::Strength ? b.strengthLine : b.stabilityLine;
                const int amount = v * n;
                if (amount == 0)
                    continue;
                line.items.push_back(
                    makeItem(h.source, joinLabel(h.label, msg("per marker on the card")), n, false, amount, kRuleCardText));
                line.total += amount;
            }
            continue;
        }
        if (ownerTarget(e) || targetIs(e, TargetGroup::All))
            addContinuous(b, h, 1, note);
    }
    b.strength = b.strengthLine.total;
    b.stability = b.stabilityLine.total;
}

void addOthersOngoingRules(const Catalog &catalog, const GameState &s, int p, BoardValues &b)
{
    for (int o = 0; o < static_cast<int>(s.players.size()); ++o) {
        if (o == p)
            continue;
        const PlayerState &other = s.players[static_cast<size_t>(o)];
        for (const auto &h : heldRules(catalog, other, o)) {
            if (whenOf(h) != "ongoing" || !automated(h))
                continue;
            const PlainEffect &e = plain(h);
            if (e.modifier || e.privateArchitects || e.condition)
                continue;
            if (!targetIs(e, TargetGroup::All) && !targetIs(e, TargetGroup::Others))
                continue;
            addContinuous(b, h, 1,
                          msg("held by %1", {other.name.empty() ? msg("player %1", {literal(o + 1)}) : literal(other.name)}));
        }
    }
    b.strength = b.strengthLine.total;
    b.stability = b.stabilityLine.total;
}

// ---- Production ---------------------------------------------------------------------------------------------

void productionRuleItems(RoundContext &rc, int p, const std::vector<BoardValues> &boards,
                         std::array<std::vector<ExplanationItem>, kQuantities.size()> &items, LineBook &lb)
{
    Env env(rc.catalog, rc.state, boards, &rc.decisions, "production");
    auto idx = [](Quantity q) { return static_cast<size_t>(q); };
    std::vector<HeldRule> multipliers, upkeep;
    for (const auto &h : heldRules(rc.catalog, rc.state.players[static_cast<size_t>(p)], p)) {
        const std::string when = whenOf(h);
        if ((when != "production" && when != "ongoing") || !automated(h))
            continue;
        const PlainEffect &e = plain(h);
        if (e.modifier) {
            if (e.modifier->booksMultiplier)
                multipliers.push_back(h);
            else if (e.modifier->militaryUpkeep == 0)
                upkeep.push_back(h);
            continue;
        }
        if (when != "production")
            continue;
        Message cond, per;
        if (!env.condition(h, cond)) {
            lb.note("production", p,
                    msg("%1: %2 — condition not met (%3)",
                        {literal(h.label), literal(effectText(rc.catalog, rc.state.players[static_cast<size_t>(p)], h)),
                         cond}),
                    kRuleCardText);
            continue;
        }
        if (e.effect == NamedEffect::AddMarker) { // Hypatia: first the marker, then the gain per marker
            int &markers = rc.state.players[static_cast<size_t>(p)].markers[h.source];
            markers += 1;
            lb.note("production", p,
                    msg("%1: a marker is added (%2 on the card)", {literal(h.label), literal(markers)}), kRuleCardText);
        }
        const int mult = env.multiplier(h, per);
        auto addAmounts = [&](const std::optional<Amounts> &a, int sign, const Message &extra) {
            for (const auto &[q, v] : inKeyOrder(a.value_or(Amounts{}))) {
                const int amount = sign * v * mult;
                if (amount == 0 && mult != 0)
                    continue;
                items[idx(q)].push_back(makeItem(h.source, joinLabel(h.label, cond, per.empty() ? extra : per), mult,
                                                 false, amount, kRuleCardText));
            }
        };
        if (e.gain)
            addAmounts(e.gain, 1, {});
        if (e.lose)
            addAmounts(e.lose, -1, {});
        if (!e.chooseOne.empty()) {
            const std::vector<PlainEffect> &opts = e.chooseOne;
            Decision d;
            d.id = rc.decisions.uniqueId("production/" + std::to_string(p) + "/" + h.source);
            d.player = p;
            d.step = "production";
            d.setQuestion(msg("%1: %2 — which gain?", {literal(rc.name(p)), literal(h.label)}));
            for (size_t i = 0; i < opts.size(); ++i) {
                std::vector<Message> parts;
                for (const auto &[q, v] : inKeyOrder(opts[i].gain.value_or(Amounts{})))
                    parts.push_back(msg("%1 %2", {literal(signedNumber(v)), quantityLabelMessage(q)}));
                d.addOption(std::to_string(i), joinMessages(parts, "%1 %2"));
            }
            d.defaultOption = "0";
            const size_t chosen = static_cast<size_t>(std::stoi(rc.decisions.ask(d)));
            addAmounts(opts[chosen].gain, 1, msg("chosen"));
        }
    }
    // Military upkeep waived (Anna Komnene; Sheba after buying a Colony this round, a round effect): cancel
    // the negative per-Worker production of Military cards, once whatever the number of sources.
    std::string waiverSource;
    std::vector<Message> waivers;
    for (const auto &h : upkeep) {
        waiverSource = waiverSource.empty() ? h.source : waiverSource;
        waivers.push_back(literal(h.label));
    }
    std::vector<std::string> roundWaivers;
    roundEffect(rc.state, p, "military_upkeep_waived", &roundWaivers);
    for (const auto &id : roundWaivers) {
        waiverSource = waiverSource.empty() ? id : waiverSource;
        waivers.push_back(msg("%1 (this round)", {literal(ruleSourceName(rc.catalog, id))}));
    }
    if (!waivers.empty())
        for (Quantity q : kResources) {
            int upkeepSum = 0;
            for (const auto &it : items[idx(q)])
                if (const ProgressCard *c = rc.catalog.card(it.source);
                    c && c->type == CardType::Military && it.perWorker && it.amount < 0)
                    upkeepSum += it.amount;
            if (upkeepSum < 0)
                items[idx(q)].push_back(makeItem(waiverSource,
                                                 msg("%1: Workers on Military pay no upkeep", {joinMessages(waivers, "%1 / %2")}),
                                                 1, false, -upkeepSum, kRuleCardText));
        }
    // Books multiplier (Frédéric Chopin): the Books produced (cards, Workers, card rules) count k times.
    for (const auto &h : multipliers) {
        const int k = *plain(h).modifier->booksMultiplier;
        int produced = 0;
        for (const auto &it : items[idx(Quantity::Books)])
            if ((it.amount > 0 || rc.state.options.readings.chopinNetBooks) && it.source != "manual" && it.source.rfind("population_", 0) != 0)
                produced += it.amount;
        if (produced > 0 && k > 1)
            items[idx(Quantity::Books)].push_back(makeItem(h.source, msg("%1: Books production ×%2", {literal(h.label), literal(k)}),
                                                           k - 1, false, produced * (k - 1), kRuleCardText));
        else
            lb.note("production", p, msg("%1: no Books produced to multiply", {literal(h.label)}), kRuleCardText);
    }
}

void afterProductionRules(RoundContext &rc, LineBook &lb)
{
    const LossSite site{lb, "after_production", "production"};
    // Conditions are compared on the boards after Production (Athens: "+3 Gold if you have the most Books").
    const Env env(rc.catalog, rc.state, allBoards(rc));
    for (int p = 0; p < rc.players(); ++p) {
        for (const auto &h : rulesAt(rc.catalog, rc.state, p, "after_production")) {
            const PlainEffect &e = plain(h);
            if (e.gain) { // a gain of the owner, conditional or not
                Message cond;
                if (!env.condition(h, cond)) {
                    lb.note("after_production", p,
                            msg("%1: condition not met (%2)", {literal(h.label), cond}), kRuleCardText);
                    continue;
                }
                gainAmounts(rc, site, p, *e.gain, h.source, joinLabel(h.label, cond), kRuleCardText);
                continue;
            }
            Decision d;
            d.id = rc.decisions.uniqueId("production/" + std::to_string(p) + "/" + h.source);
            d.player = p;
            d.step = "production";
            d.setQuestion(msg("%1: %2 — which resource does every other nation lose?", {literal(rc.name(p)), literal(h.label)}));
            for (Quantity o : e.chooseResource)
                d.addOption(std::string(key(o)), quantityLabelMessage(o));
            d.defaultOption = d.options.front();
            const std::string chosen = rc.decisions.ask(d);
            const auto q = quantityFromKey(chosen);
            if (!q)
                continue;
            Amounts loss;
            loss[*q] = e.loseAmount.value_or(0);
            for (int o = 0; o < rc.players(); ++o)
                if (o != p)
                    loseAmounts(rc, site, o, loss, h.source,
                                msg("%1 of %2: every other nation loses", {literal(h.label), literal(rc.name(p))}), kRuleCardText);
        }
    }
}

// ---- check (removal conditions) --------------------------------------------------------------------------------

int checkRemovals(RoundContext &rc, LineBook &lb, const std::string &lineStep)
{
    int removed = 0;
    for (int guard = 0; guard < 20; ++guard) {
        bool changed = false;
        Env env(rc.catalog, rc.state, allBoards(rc));
        for (int p = 0; p < rc.players() && !changed; ++p) {
            for (const auto &h : rulesAt(rc.catalog, rc.state, p, "check")) {
                Message cond;
                if (!env.condition(h, cond))
                    continue;
                PlayerState &pl = rc.player(p);
                bool done = false;
                for (auto *list : {&pl.advisors, &pl.wonders, &pl.colonies}) {
                    auto it = std::find(list->begin(), list->end(), h.source);
                    if (it != list->end() && !done) {
                        list->erase(it);
                        done = true;
                    }
                }
                for (auto it = pl.buildings.begin(); it != pl.buildings.end() && !done; ++it)
                    if (it->card == h.source) {
                        pl.idleWorkers += it->workers;
                        pl.buildings.erase(it);
                        done = true;
                    }
                if (!done)
                    continue;
                lb.note(lineStep, p,
                        msg("%1 removed from %2's board: %3", {literal(h.label), literal(rc.name(p)), cond}),
                        std::string(kRuleCardText) + "; FAQ R-22");
                ++removed;
                changed = true;
                break;
            }
        }
        if (!changed)
            break;
    }
    return removed;
}

// ---- War -------------------------------------------------------------------------------------------------------

int strengthVsWar(RoundContext &rc, int p, std::vector<ExplanationItem> &items)
{
    int extra = 0;
    for (const auto &h : rulesAt(rc.catalog, rc.state, p, "war_resolution")) {
        const PlainEffect &e = plain(h);
        if (!e.modifier || !e.modifier->strengthVsWar || !ownerTarget(e))
            continue;
        // Koryo Kingdom: per Worker on Military cards (multiplier `per`).
        Message per;
        const int count = Env(rc.catalog, rc.state, allBoards(rc)).multiplier(h, per);
        const int v = *e.modifier->strengthVsWar * count;
        items.push_back(makeItem(h.source, joinLabel(msg("%1: extra Strength against the War", {literal(h.label)}), per),
                                 count, e.per.has_value(), v, kRuleCardText));
        extra += v;
    }
    return extra;
}

std::string defeatImmunity(RoundContext &rc, int p)
{
    for (const auto &h : rulesAt(rc.catalog, rc.state, p, "war_resolution"))
        if (const PlainEffect &e = plain(h); e.modifier && e.modifier->immuneToDefeat)
            return h.label;
    return {};
}

Message defeatVpWaiver(RoundContext &rc, int p)
{
    Env env(rc.catalog, rc.state, allBoards(rc));
    for (const auto &h : rulesAt(rc.catalog, rc.state, p, "war_resolution")) {
        const PlainEffect &e = plain(h);
        if (!e.modifier || e.modifier->defeatVpLoss != 0)
            continue;
        Message cond;
        if (env.condition(h, cond))
            return joinLabel(h.label, cond);
    }
    return {};
}

Amounts defeatExtraLoss(RoundContext &rc, int p, const Amounts &warLoss,
                        std::vector<std::pair<Quantity, ExplanationItem>> &items)
{
    Amounts extra;
    for (int o = 0; o < rc.players(); ++o)
        for (const auto &h : rulesAt(rc.catalog, rc.state, o, "war_resolution")) {
            const PlainEffect &e = plain(h);
            if (!e.modifier || !targetIs(e, TargetGroup::All))
                continue;
            const Modifier &m = *e.modifier;
            const Message who = o == p ? Message{} : msg("held by %1", {literal(rc.name(o))});
            if (m.defeatExtraLoss) {
                const Amounts &a = *m.defeatExtraLoss;
                for (Quantity q : kResources)
                    if (a[q] > 0) {
                        extra[q] += a[q];
                        items.push_back({q, makeItem(h.source, joinLabel(h.label, msg("extra defeat loss"), who), 1, false,
                                                     -a[q], kRuleCardText)});
                    }
            }
            if (m.defeatExtraLossSameResource) {
                const int n = *m.defeatExtraLossSameResource;
                for (Quantity q : kResources)
                    if (warLoss[q] > 0) {
                        extra[q] += n;
                        items.push_back({q, makeItem(h.source, joinLabel(h.label, msg("extra loss of the War's resource"), who),
                                                     1, false, -n, kRuleCardText)});
                    }
            }
        }
    return extra;
}

void afterWarRules(RoundContext &rc, LineBook &lb, const std::vector<int> &defeated)
{
    const LossSite site{lb, "war", "war"};
    for (int p = 0; p < rc.players(); ++p) {
        const bool isDefeated = std::find(defeated.begin(), defeated.end(), p) != defeated.end();
        const std::string when = isDefeated ? "on_defeated" : "on_not_defeated";
        for (const auto &h : rulesAt(rc.catalog, rc.state, p, when)) {
            const PlainEffect &e = plain(h);
            const Message cond = isDefeated ? msg("defeated by the War") : msg("not defeated by the War");
            if (e.effect == NamedEffect::RemoveMarker) { // Old Kingdom: a defeat removes one marker
                int &markers = rc.player(p).markers[h.source];
                if (markers > 0) {
                    markers -= 1;
                    lb.note("war", p,
                            msg("%1: one marker removed (%2 left): %3", {literal(h.label), literal(markers), cond}),
                            kRuleCardText);
                }
                if (markers == 0)
                    rc.player(p).markers.erase(h.source);
                continue;
            }
            if (e.remove) {
                PlayerState &pl = rc.player(p);
                for (auto *list : {&pl.advisors, &pl.wonders, &pl.colonies})
                    if (auto it = std::find(list->begin(), list->end(), h.source); it != list->end()) {
                        list->erase(it);
                        lb.note("war", p,
                                msg("%1 removed from %2's board: %3", {literal(h.label), literal(rc.name(p)), cond}),
                                kRuleCardText);
                        break;
                    }
                continue;
            }
            Amounts gain = e.gain.value_or(Amounts{});
            const int vp = gain[Quantity::Vp];
            gain[Quantity::Vp] = 0;
            if (!gain.empty())
                gainAmounts(rc, site, p, gain, h.source, joinLabel(h.label, cond), kRuleCardText);
            if (vp != 0)
                changeVp(rc, site, p, vp, h.source, joinLabel(h.label, cond), kRuleCardText);
        }
    }
}

// ---- player order, shortage, end of age ---------------------------------------------------------------------------

int playerOrderStrength(RoundContext &rc, int p, int strength, int stability, std::vector<Message> &why)
{
    for (const auto &h : rulesAt(rc.catalog, rc.state, p, "player_order")) {
        const PlainEffect &e = plain(h);
        if (e.modifier && e.modifier->strengthForOrderPlus == RankBy::Stability) {
            why.push_back(msg("%1: Stability %2 added to Strength for player order",
                              {literal(h.label), literal(stability)}));
            strength += stability;
        }
    }
    return strength;
}

std::string shortageVpExemption(const Catalog &catalog, const PlayerState &pl)
{
    for (const auto &h : heldRules(catalog, pl, -1))
        if (whenOf(h) == "resource_shortage" && automated(h))
            return h.label;
    return {};
}

void famineRules(RoundContext &rc, LineBook &lb)
{
    const LossSite site{lb, "famine", "famine"};
    const Env env(rc.catalog, rc.state, allBoards(rc));
    for (int p = 0; p < rc.players(); ++p)
        for (const auto &h : rulesAt(rc.catalog, rc.state, p, "famine")) {
            const PlainEffect &e = plain(h);
            const RankBy by = std::get<RankedTarget>(*e.target).by; // {"others_with_least": q} (ruleSupport)
            const Amounts loss = e.lose.value_or(Amounts{});
            // Ties for least all count; 5 players: the bottom two (Rulebook p.8, p.21).
            for (int o : leastForPenalty(env.values(by)))
                if (o != p)
                    loseAmounts(rc, site, o, loss, h.source,
                                msg("%1 of %2: least %3, extra famine", {literal(h.label), literal(rc.name(p)), rankLabel(by)}),
                                kRuleCardText);
        }
}

namespace {

/// What a Worker on Building/Military `cb` gives (the default of "which Worker returns" takes it from the
/// card that loses least): the sum of the card's per-Worker amounts (Gold, Stone, Food, Books, Strength,
/// Stability; upkeep counts negative) plus the VP of its last Worker at the end of the game.
int workerValue(const Catalog &catalog, const CardOnBoard &cb)
{
    const ProgressCard *c = catalog.card(cb.card);
    if (!c)
        return 0;
    int v = 0;
    for (Quantity q : {Quantity::Gold, Quantity::Stone, Quantity::Food, Quantity::Books, Quantity::Strength,
                       Quantity::Stability})
        v += c->perWorker[q];
    if (cb.workers >= 1 && cb.workers <= static_cast<int>(c->vpPerWorker.size()))
        v += c->vpPerWorker[static_cast<size_t>(cb.workers - 1)];
    return v;
}

/// Vesuvius ("at the end of every age you must return 1 worker", card text): `n` Workers of player `p` go
/// back to the Population Track. Which Worker is the table's choice, a Decision
/// "books/<p>/<card>/worker" (options "idle", "slot<k>"; default an idle Worker, else one from the
/// Building/Military that loses least: workerValue(), the leftmost on a tie); the section is a Decision
/// "books/<p>/<card>/section" (Rulebook p.8: the player decides; default the last section a Worker was
/// taken from, as for Northwest Passage). On a full track (no Worker taken) the Worker lies on top of it
/// (PlayerState::freeWorkers, Rulebook p.8 "If you are forced to return a Worker when you have no free
/// slots ... place the Worker on top of the Population Track nonetheless").
void returnWorkersAtEndOfAge(RoundContext &rc, LineBook &lb, int p, const HeldRule &h, int n)
{
    PlayerState &ps = rc.player(p);
    const Nation *nation = rc.catalog.nation(ps.nation);
    const NationSide *side = nation ? nation->side(ps.side) : nullptr;
    const std::string base = "books/" + std::to_string(p) + "/" + h.source;
    const std::string whyRule = std::string(kRuleCardText) + "; Rulebook p.8 \"Taking and Returning Workers\"";
    for (int k = 0; k < n; ++k) {
        Decision from;
        from.id = rc.decisions.uniqueId(base + "/worker");
        from.player = p;
        from.step = "books";
        from.setQuestion(msg("%1, %2: which Worker is returned at the end of the age?", {literal(rc.name(p)), literal(h.label)}));
        if (ps.idleWorkers > 0)
            from.addOption("idle", msg("an idle Worker (Resource Area)"));
        int least = -1;
        for (size_t i = 0; i < ps.buildings.size(); ++i)
            if (ps.buildings[i].workers > 0) {
                const ProgressCard *c = rc.catalog.card(ps.buildings[i].card);
                from.addOption("slot" + std::to_string(i), msg("a Worker on %1", {literal(c ? c->name : ps.buildings[i].card)}));
                if (least < 0 || workerValue(rc.catalog, ps.buildings[i]) <
                                     workerValue(rc.catalog, ps.buildings[static_cast<size_t>(least)]))
                    least = static_cast<int>(i);
            }
        if (from.options.empty()) {
            lb.note("books", p, msg("%1: %2 has no Worker to return", {literal(h.label), literal(rc.name(p))}),
                    kRuleCardText);
            return;
        }
        from.defaultOption = ps.idleWorkers > 0 ? "idle" : "slot" + std::to_string(least);
        const std::string f = rc.decisions.ask(from);
        Message where = msg("an idle Worker");
        if (f == "idle") {
            --ps.idleWorkers;
        } else {
            CardOnBoard &cb = ps.buildings[static_cast<size_t>(std::stoi(f.substr(4)))];
            --cb.workers;
            const ProgressCard *c = rc.catalog.card(cb.card);
            where = msg("a Worker from %1", {literal(c ? c->name : cb.card)});
        }
        std::vector<std::string> back;
        for (size_t i = 0; side && i < side->population.size() && i < ps.populationTaken.size(); ++i)
            if (ps.populationTaken[i] > 0)
                back.push_back(side->population[i].id);
        if (back.empty()) {
            ++ps.freeWorkers;
            lb.note("books", p,
                    msg("%1: end of the age, a Worker must be returned: %2 returns %3 on top of the full Population "
                        "Track; it is the next Worker taken",
                        {literal(h.label), literal(rc.name(p)), where}),
                    whyRule);
            continue;
        }
        Decision sec;
        sec.id = rc.decisions.uniqueId(base + "/section");
        sec.player = p;
        sec.step = "books";
        sec.setQuestion(msg("%1, %2: return the Worker to which section of the Population Track?",
                            {literal(rc.name(p)), literal(h.label)}));
        for (size_t i = 0; i < side->population.size() && i < ps.populationTaken.size(); ++i)
            if (ps.populationTaken[i] > 0)
                sec.addOption(side->population[i].id, populationSectionMessage(side->population[i]));
        sec.defaultOption = back.back();
        const std::string chosen = rc.decisions.ask(sec);
        for (size_t i = 0; i < side->population.size(); ++i)
            if (side->population[i].id == chosen) {
                --ps.populationTaken[i];
                lb.note("books", p,
                        msg("%1: end of the age, a Worker must be returned: %2 returns %3 to the %4 section of the "
                            "Population Track",
                            {literal(h.label), literal(rc.name(p)), where, literal(chosen)}),
                        whyRule);
            }
    }
}

} // namespace

void endOfAgeRules(RoundContext &rc, LineBook &lb)
{
    const LossSite site{lb, "books", "books"};
    for (int p = 0; p < rc.players(); ++p)
        for (const auto &h : rulesAt(rc.catalog, rc.state, p, "end_of_age")) {
            const PlainEffect &e = plain(h);
            if (e.returnWorkers) {
                returnWorkersAtEndOfAge(rc, lb, p, h, *e.returnWorkers);
                continue;
            }
            Amounts gain = e.gain.value_or(Amounts{});
            const int vp = gain[Quantity::Vp];
            gain[Quantity::Vp] = 0;
            if (!gain.empty())
                gainAmounts(rc, site, p, gain, h.source, joinLabel(h.label, msg("end of the age")), kRuleCardText);
            if (vp != 0)
                changeVp(rc, site, p, vp, h.source, joinLabel(h.label, msg("end of the age")), kRuleCardText);
        }
}

void manualRuleNotes(RoundContext &rc, LineBook &lb, const std::string &lineStep, int p,
                     const std::set<std::string> &whens)
{
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    std::set<std::string> seen;
    for (const auto &h : heldRules(rc.catalog, pl, p)) {
        if (!whens.count(whenOf(h)) || automated(h) || seen.count(h.source))
            continue;
        if (h.card && slotOf(h.card->type) == Slot::BuildingMilitary && h.workers <= 0)
            continue;
        seen.insert(h.source);
        lb.note(lineStep, p,
                msg("check by hand: %1: %2 (%3; enter it as a manual adjustment)",
                    {literal(h.label), literal(effectText(rc.catalog, pl, h)), literal(h.typed->support.reason)}));
    }
}

// ---- final scoring ---------------------------------------------------------------------------------------------

void finalScoringRules(const Catalog &catalog, const GameState &s, int p, ExplanationLine &line, bool &stoneDouble,
                       std::string &stoneDoubleLabel)
{
    const PlayerState &pl = s.players[static_cast<size_t>(p)];
    std::vector<BoardValues> boards;
    for (int i = 0; i < static_cast<int>(s.players.size()); ++i)
        boards.push_back(boardValues(catalog, s, i));
    Env env(catalog, s, boards);
    std::set<std::string> noted;
    for (const auto &h : heldRules(catalog, pl, p)) {
        if (whenOf(h) != "final_scoring")
            continue;
        if (!automated(h)) {
            if (noted.insert(h.source).second)
                line.appendNote(msg("check by hand: %1: %2", {literal(h.label), literal(effectText(catalog, pl, h))}));
            continue;
        }
        const PlainEffect &e = plain(h);
        if (e.modifier) {
            stoneDouble = true;
            stoneDoubleLabel = h.label;
            continue;
        }
        Message cond, per;
        const bool holds = env.condition(h, cond);
        const int mult = holds ? env.multiplier(h, per) : 0;
        const int vp = e.gain.value_or(Amounts{})[Quantity::Vp];
        Message label = msg("%1 bonus", {literal(h.label)});
        if (!cond.empty())
            label = holds ? msg("%1: %2", {label, cond}) : msg("%1: %2 — not met", {label, cond});
        if (!per.empty())
            label = cond.empty() ? msg("%1: %2", {label, per}) : msg("%1, %2", {label, per});
        line.items.push_back(makeItem(h.source, label, mult, false, vp * mult, kRuleCardText));
        line.total += vp * mult;
    }
}

// ---- Growth ----------------------------------------------------------------------------------------------------

Amounts growthRuleBonus(const Catalog &catalog, const PlayerState &pl, int p, const std::string &choice,
                        std::vector<std::pair<Quantity, ExplanationItem>> *items)
{
    Amounts out;
    const auto q = quantityFromKey(choice);
    if (!q || std::find(kResources.begin(), kResources.end(), *q) == kResources.end())
        return out;
    for (const auto &h : heldRules(catalog, pl, p)) {
        if (whenOf(h) != "growth" || !automated(h))
            continue; // a growth rule of another shape is not automated (coverage reports it)
        if (h.card && slotOf(h.card->type) == Slot::BuildingMilitary && h.workers <= 0)
            continue; // an empty Building/Military does nothing (Rulebook p.15)
        const PlainEffect &e = plain(h);
        if (e.condition) {
            const GrowthChoice *g = e.condition->find<GrowthChoice>();
            if (!g || std::find(g->options.begin(), g->options.end(), choice) == g->options.end())
                continue;
        }
        Amounts add;
        if (e.modifier && e.modifier->growthBonusSameResource)
            add[*q] = *e.modifier->growthBonusSameResource;
        else if (e.gain)
            add = *e.gain;
        else
            continue;
        out += add;
        if (items)
            for (Quantity k : kResources)
                if (add[k] != 0)
                    items->push_back({k, makeItem(h.source, msg("%1: Growth bonus taken as %2", {literal(h.label), quantityLabelMessage(*q)}),
                                                  1, false, add[k], kRuleCardText)});
    }
    return out;
}

std::string forceLeastStability(const Catalog &catalog, const GameState &s, std::vector<int> &values)
{
    std::string labels;
    if (values.empty())
        return labels;
    const int lowest = *std::min_element(values.begin(), values.end());
    for (size_t p = 0; p < values.size() && p < s.players.size(); ++p) {
        std::vector<std::string> cards;
        if (roundEffect(s, static_cast<int>(p), "least_stability", &cards) <= 0)
            continue;
        values[p] = s.options.readings.versaillesTiesRevolt && lowest < 0 ? lowest : lowest - 1; // docs/card-rules.md "Decisions"
        for (const auto &id : cards) {
            const ProgressCard *c = catalog.card(id);
            labels += (labels.empty() ? "" : ", ") + (c ? c->name : id);
        }
    }
    return labels;
}

} // namespace nc::nations
