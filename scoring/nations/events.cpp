#include "nations/events.h"

#include <algorithm>
#include <optional>
#include <set>

#include "nations/action_phase.h" // completeWonderOutsideActions (the Action Phase's executor)
#include "nations/card_rules.h"
#include "nations/comparisons.h"
#include "nations/shortage.h"

namespace nc::nations {

namespace {

using nlohmann::json;

constexpr const char *kRuleEvents = "Rulebook p.19 \"4. Events\"; FAQ R-34..R-36";

const std::set<std::string> kKnownOutcomeKeys = {
    "gain", "lose", "pay", "per", "if", "optional", "choose_one", "others_lose", "then", "player_order",
    "take_workers", "return_workers", "remove", "if_none", "effect", "value", "amount", "modifier"};

const std::set<std::string> kKnownEffects = {
    "regain_vp_lost_to_war_this_round", "regain_everything_lost_to_war_this_round", "undeploy_military_workers",
    "undeploy_building_workers", "player_order_unchanged_this_round", "reduce_gold_to", "hire_free_architect",
    "deploy_workers_free_on_military"};

bool eventOutcomeKnown(const json &o, std::string &why);

const std::set<std::string> kKnownValues = {"strength", "stability", "food", "gold", "stone", "books",
                                            "golden_ages_bought_this_round", "workers_on_age_4_buildings"};

bool eventTargetKnown(const json &t, std::string &why)
{
    if (t == "all")
        return true;
    if (t.is_object() && t.contains("not"))
        return eventTargetKnown(t["not"], why);
    if (t.is_object() && t.contains("most")) {
        const json qs = t["most"].is_array() ? t["most"] : json::array({t["most"]});
        for (const auto &q : qs)
            if (!q.is_string() || !kKnownValues.count(q.get<std::string>())) {
                why = "target " + t.dump() + " not automated";
                return false;
            }
        return true;
    }
    if (t.is_object() && t.contains("least") && t["least"].is_string() && kKnownValues.count(t["least"].get<std::string>()))
        return true;
    if (t.is_object() && t.contains("passed") && (t["passed"] == "first" || t["passed"] == "last"))
        return true;
    why = "target " + t.dump() + " not automated";
    return false;
}

/// What one nation will do in this event, decided (in reverse player order) before anything applies.
struct Plan {
    int p = -1;
    bool apply = true;          ///< false: declined an optional event
    json outcome;               ///< the outcome to apply (chosen option of choose_one)
    std::string choiceLabel;
    std::vector<std::string> takeSections;
    std::vector<std::pair<std::string, std::string>> returns; ///< (from, section)
    int colonyIndex = -1;
    std::vector<int> undeploy;  ///< per Building/Military slot
    /// Free deployments (Entente Cordiale): (Military slot, source slot; -1 = an idle Worker).
    std::vector<std::pair<size_t, int>> deploy;
    int architects = 0;
};

class EventRun {
public:
    EventRun(RoundContext &rc, LineBook &lines, std::string step, const EventDefinition &def)
        : rc(rc), site{lines, step, step}, step(std::move(step)), def(def)
    {
        // The Strength modifier of Sinking of the Vasa is valid for this (the next) event only.
        strengthModifier = rc.nextEventStrengthModifier;
        std::fill(rc.nextEventStrengthModifier.begin(), rc.nextEventStrengthModifier.end(), 0);
    }

    void run();

private:
    RoundContext &rc;
    LossSite site;
    std::string step;
    const EventDefinition &def;
    std::vector<int> strengthModifier;
    bool manualReported = false;
    bool forcedNoted = false;

    void manual(const std::string &why)
    {
        if (manualReported)
            return;
        manualReported = true;
        const std::string text = "apply by hand: " + def.name + ": " + def.text + (why.empty() ? "" : " (" + why + ")");
        site.lines.note(step, -1, text);
        rc.manual.push_back(text);
    }

    std::string names(const std::vector<bool> &targets) const
    {
        std::string out;
        for (int p : rc.state.playerOrder)
            if (targets[static_cast<size_t>(p)])
                out += (out.empty() ? "" : ", ") + rc.name(p);
        return out.empty() ? "nobody" : out;
    }

    /// Asks how many `what` player p has; the default is the recorded number when there is one.
    int count(int p, const std::string &what, const std::string &question, std::optional<int> recorded = std::nullopt);
    std::optional<std::vector<int>> values(const std::string &q);
    std::optional<std::vector<bool>> target(const json &t);
    void applyOutcome(const json &o, const std::vector<bool> &targets);
    std::optional<bool> condition(const json &c, int p);
    std::optional<int> multiplier(const json &per, int p, const Plan &plan);
    bool available(const json &o, int p) const;
    bool causesShortage(const json &o, int p) const;
    std::string describe(const json &o) const;
    void plan(Plan &pl, const json &o);
    void applyPlan(Plan &pl, std::vector<int> &first, std::vector<int> &last, bool &othersLoseDone,
                   std::vector<bool> const &targets, bool &thenTriggered);
    bool outcomeKnown(const json &o, std::string &why) const;
    void wonderReady(int p, const ProgressCard &w);
};

// ---- values and targets ---------------------------------------------------------------------------

int EventRun::count(int p, const std::string &what, const std::string &question, std::optional<int> recorded)
{
    Decision d;
    d.id = rc.decisions.uniqueId(step + "/" + std::to_string(p) + "/count");
    d.player = p;
    d.step = step;
    d.question = rc.name(p) + ": " + question;
    const int most = std::max(6, recorded.value_or(0));
    for (int i = 0; i <= most; ++i) {
        d.options.push_back(std::to_string(i));
        d.optionLabels.push_back(std::to_string(i) + " " + what);
    }
    if (recorded)
        d.question += " (recorded in the Action Phase: " + std::to_string(*recorded) + ")";
    d.defaultOption = std::to_string(recorded.value_or(0));
    return std::stoi(rc.decisions.ask(d));
}

std::optional<std::vector<int>> EventRun::values(const std::string &q)
{
    const int n = rc.players();
    std::vector<int> v(static_cast<size_t>(n), 0);
    if (q == "strength") {
        for (int p = 0; p < n; ++p)
            v[static_cast<size_t>(p)] = comparableStrength(rc.board(p).strength + strengthModifier[static_cast<size_t>(p)]);
        return v;
    }
    if (q == "stability") {
        for (int p = 0; p < n; ++p)
            v[static_cast<size_t>(p)] = comparableStability(rc.board(p).stability);
        // Versailles: its nation counts as the least stable this round (card text), noted once per event.
        const std::string forced = forceLeastStability(rc.catalog, rc.state, v);
        if (!forced.empty() && !forcedNoted) {
            forcedNoted = true;
            site.lines.note(step, -1, forced + ": counts as having the least Stability this round (" +
                                          std::string(kRuleCardText) + ")");
        }
        return v;
    }
    if (auto res = quantityFromKey(q); res && (*res == Quantity::Gold || *res == Quantity::Food ||
                                                *res == Quantity::Stone || *res == Quantity::Books)) {
        for (int p = 0; p < n; ++p)
            v[static_cast<size_t>(p)] = rc.state.players[static_cast<size_t>(p)].resource(*res);
        return v;
    }
    if (q == "golden_ages_bought_this_round") {
        for (int p : rc.reverseOrder())
            v[static_cast<size_t>(p)] = count(p, "Golden Ages", "how many Golden Ages did you buy this round?",
                                              recordedPurchases(rc.state, p, {CardType::GoldenAge}));
        return v;
    }
    if (q == "workers_on_age_4_buildings") {
        for (int p = 0; p < n; ++p)
            for (const auto &cb : rc.state.players[static_cast<size_t>(p)].buildings)
                if (const ProgressCard *c = rc.catalog.card(cb.card); c && c->type == CardType::Building && c->age == 4)
                    v[static_cast<size_t>(p)] += cb.workers;
        return v;
    }
    return std::nullopt;
}

std::optional<std::vector<bool>> EventRun::target(const json &t)
{
    const size_t n = rc.state.players.size();
    auto fromIndices = [&](const std::vector<int> &idx) {
        std::vector<bool> out(n, false);
        for (int i : idx)
            out[static_cast<size_t>(i)] = true;
        return out;
    };
    if (t.is_string() && t.get<std::string>() == "all")
        return std::vector<bool>(n, true);
    if (!t.is_object())
        return std::nullopt;
    if (t.contains("not")) {
        auto inner = target(t["not"]);
        if (!inner)
            return std::nullopt;
        for (size_t i = 0; i < n; ++i)
            (*inner)[i] = !(*inner)[i];
        return inner;
    }
    if (t.contains("most")) {
        std::vector<bool> out(n, false);
        const json qs = t["most"].is_array() ? t["most"] : json::array({t["most"]});
        for (const auto &q : qs) {
            if (!q.is_string())
                return std::nullopt;
            auto v = values(q.get<std::string>());
            if (!v)
                return std::nullopt;
            for (int i : mostForBenefit(*v))
                out[static_cast<size_t>(i)] = true;
        }
        return out;
    }
    if (t.contains("least") && t["least"].is_string()) {
        auto v = values(t["least"].get<std::string>());
        if (!v)
            return std::nullopt;
        return fromIndices(leastForPenalty(*v));
    }
    if (t.contains("passed") && t["passed"].is_string()) {
        const std::string which = t["passed"].get<std::string>();
        if (which != "first" && which != "last")
            return std::nullopt;
        if (static_cast<int>(rc.state.roundInputs.passOrder.size()) < rc.players())
            site.lines.note(step, -1, "pass order incomplete: \"passed " + which + "\" uses what was entered");
        return fromIndices(passed(rc.state.roundInputs.passOrder, rc.players(), which == "first"));
    }
    return std::nullopt;
}

// ---- conditions, multipliers, availability ---------------------------------------------------------

std::optional<bool> EventRun::condition(const json &c, int p)
{
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    const auto &war = rc.state.roundInputs.war;
    if (!c.is_object() || c.size() != 1)
        return std::nullopt;
    if (c.contains("strength_above_war")) // "stronger than the current war"; nothing without a war
        return war && warStrength(rc.board(p).strength) > warStrength(war->strength); // above 40 = 40 (Rulebook p.5)
    if (c.contains("war_bought_by_other_nation"))
        return war && war->buyer >= 0 && war->buyer != p;
    if (c.contains("has_advisor_of_age")) {
        std::vector<int> ages;
        for (const auto &a : c["has_advisor_of_age"])
            ages.push_back(a.get<int>());
        for (const auto &id : pl.advisors)
            if (const ProgressCard *card = rc.catalog.card(id);
                card && std::find(ages.begin(), ages.end(), card->age) != ages.end())
                return true;
        return false;
    }
    if (c.contains("owns_colony_of_age")) {
        const int age = c["owns_colony_of_age"].get<int>();
        for (const auto &id : pl.colonies)
            if (const ProgressCard *card = rc.catalog.card(id); card && card->age == age)
                return true;
        return false;
    }
    return std::nullopt;
}

std::optional<int> EventRun::multiplier(const json &per, int p, const Plan &plan)
{
    if (per.is_null())
        return 1;
    if (!per.is_string())
        return std::nullopt;
    const std::string k = per.get<std::string>();
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    if (k == "worker_undeployed") {
        int s = 0;
        for (int u : plan.undeploy)
            s += u;
        return s;
    }
    if (k.rfind("colony_age_", 0) == 0 && k.size() > 17 && k.substr(k.size() - 6) == "_owned") {
        const int age = std::atoi(k.substr(11, k.size() - 17).c_str());
        int s = 0;
        for (const auto &id : pl.colonies)
            if (const ProgressCard *card = rc.catalog.card(id); card && card->age == age)
                ++s;
        return s;
    }
    if (k == "war_or_battle_bought_this_round")
        return count(p, "Wars and Battles", "how many Wars and Battles did you buy this round?",
                     recordedPurchases(rc.state, p, {CardType::War, CardType::Battle}));
    if (k == "colony_bought_this_round")
        return count(p, "Colonies", "how many Colonies did you buy this round?",
                     recordedPurchases(rc.state, p, {CardType::Colony}));
    return std::nullopt;
}

bool EventRun::available(const json &o, int p) const
{
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    if (o.contains("remove")) {
        const std::string what = o["remove"].get<std::string>();
        if (what == "architect_from_wonder_under_construction")
            return pl.wonderUnderConstruction && pl.wonderUnderConstruction->architects > 0;
        if (what == "advisors" && !o.contains("if_none") && !o.contains("lose"))
            return !pl.advisors.empty();
    }
    if (o.contains("pay")) {
        const Amounts pay = amountsFromJson(o["pay"], def.name);
        for (Quantity q : kResources)
            if (pay[q] > pl.resource(q))
                return false;
    }
    return true;
}

bool EventRun::causesShortage(const json &o, int p) const
{
    if (!o.contains("lose"))
        return false;
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    const Amounts loss = amountsFromJson(o["lose"], def.name);
    for (Quantity q : kResources)
        if (loss[q] > pl.resource(q))
            return true;
    return false;
}

std::string amountsText(const Amounts &a)
{
    std::string out;
    for (Quantity q : kQuantities)
        if (a[q] != 0)
            out += (out.empty() ? "" : " and ") + std::to_string(std::abs(a[q])) + " " + std::string(displayName(q));
    return out;
}

std::string EventRun::describe(const json &o) const
{
    std::string out;
    auto add = [&](const std::string &s) { out += (out.empty() ? "" : ", ") + s; };
    if (o.contains("pay"))
        add("pay " + amountsText(amountsFromJson(o["pay"], def.name)));
    if (o.contains("lose"))
        add("lose " + amountsText(amountsFromJson(o["lose"], def.name)));
    if (o.contains("gain"))
        add("gain " + amountsText(amountsFromJson(o["gain"], def.name)));
    if (o.contains("others_lose"))
        add("all others lose " + amountsText(amountsFromJson(o["others_lose"], def.name)));
    if (o.contains("player_order"))
        add(o["player_order"] == "last" ? "go last in player order" : "go first in player order");
    if (o.contains("remove")) {
        const std::string w = o["remove"].get<std::string>();
        add(w == "advisors"    ? "remove your Advisor(s)"
            : w == "one_colony" ? "remove a Colony"
                                : "remove an Architect from your Wonder under construction");
    }
    if (o.contains("modifier") && o["modifier"].contains("strength_for_next_event"))
        add("count " + std::to_string(-o["modifier"]["strength_for_next_event"].get<int>()) +
            " less Strength in the next event");
    if (o.contains("take_workers"))
        add("take " + std::to_string(o["take_workers"].get<int>()) + " Worker(s)");
    return out.empty() ? "nothing" : out;
}

bool EventRun::outcomeKnown(const json &o, std::string &why) const
{
    return eventOutcomeKnown(o, why);
}

bool eventOutcomeKnown(const json &o, std::string &why)
{
    if (!o.is_object()) {
        why = "outcome is not an object";
        return false;
    }
    for (const auto &[k, v] : o.items()) {
        if (!kKnownOutcomeKeys.count(k)) {
            why = "outcome \"" + k + "\" not automated";
            return false;
        }
        if (k == "effect" && !kKnownEffects.count(v.get<std::string>())) {
            why = "effect \"" + v.get<std::string>() + "\" not automated";
            return false;
        }
        if (k == "choose_one")
            for (const auto &sub : v)
                if (!eventOutcomeKnown(sub, why))
                    return false;
        if (k == "modifier" && !(v.is_object() && v.size() == 1 && v.contains("strength_for_next_event"))) {
            why = "modifier not automated";
            return false;
        }
        if (k == "remove") {
            const std::string w = v.get<std::string>();
            if (w != "advisors" && w != "one_colony" && w != "architect_from_wonder_under_construction") {
                why = "remove \"" + w + "\" not automated";
                return false;
            }
        }
    }
    return true;
}

// ---- planning (decisions) ---------------------------------------------------------------------------

void EventRun::plan(Plan &pl, const json &o)
{
    const int p = pl.p;
    PlayerState &ps = rc.player(p);
    const std::string base = step + "/" + std::to_string(p);
    auto ask = [&](Decision d) {
        d.player = p;
        d.step = step;
        return rc.decisions.ask(std::move(d));
    };

    if (o.contains("choose_one")) {
        Decision d;
        d.id = rc.decisions.uniqueId(base);
        d.question = rc.name(p) + ", " + def.name + ": choose one:";
        std::string def1, def2;
        const auto &opts = o["choose_one"];
        for (size_t i = 0; i < opts.size(); ++i) {
            if (!available(opts[i], p))
                continue;
            d.options.push_back(std::to_string(i));
            d.optionLabels.push_back(describe(opts[i]));
            if (def1.empty())
                def1 = std::to_string(i);
            if (def2.empty() && !causesShortage(opts[i], p))
                def2 = std::to_string(i);
        }
        if (d.options.empty()) {
            pl.apply = false;
            return;
        }
        for (size_t i = 0; i < d.optionLabels.size(); ++i)
            d.question += (i ? " or " : " ") + d.optionLabels[i];
        d.question += "?";
        d.defaultOption = def2.empty() ? def1 : def2;
        const std::string chosen = ask(d);
        const json &sub = opts[static_cast<size_t>(std::stoi(chosen))];
        pl.choiceLabel = describe(sub);
        pl.outcome = sub;
        plan(pl, sub);
        return;
    }

    pl.outcome = o;
    const std::string effect = o.value("effect", std::string());
    const bool optional = o.value("optional", false);

    auto section = [&](const NationSide *side, const std::string &id) -> int {
        for (size_t i = 0; side && i < side->population.size(); ++i)
            if (side->population[i].id == id)
                return static_cast<int>(i);
        return -1;
    };
    const Nation *nation = rc.catalog.nation(ps.nation);
    const NationSide *side = nation ? nation->side(ps.side) : nullptr;
    auto room = [&](std::vector<int> taken) {
        std::vector<std::string> r;
        for (size_t i = 0; side && i < side->population.size(); ++i) {
            const int t = i < taken.size() ? taken[i] : 0;
            if (t < side->population[i].capacity)
                r.push_back(side->population[i].id);
        }
        return r;
    };

    if (effect == "undeploy_military_workers" || effect == "undeploy_building_workers") {
        const CardType want = effect == "undeploy_military_workers" ? CardType::Military : CardType::Building;
        pl.undeploy.assign(ps.buildings.size(), 0);
        for (size_t i = 0; i < ps.buildings.size(); ++i) {
            const ProgressCard *c = rc.catalog.card(ps.buildings[i].card);
            if (!c || c->type != want || ps.buildings[i].workers <= 0)
                continue;
            Decision d;
            d.id = rc.decisions.uniqueId(base + "/undeploy/" + std::to_string(i));
            d.question = rc.name(p) + ", " + def.name + ": how many Workers do you undeploy from " + c->name + "?";
            for (int k = 0; k <= ps.buildings[i].workers; ++k) {
                d.options.push_back(std::to_string(k));
                d.optionLabels.push_back(std::to_string(k) + " Worker(s)");
            }
            d.defaultOption = "0";
            pl.undeploy[i] = std::stoi(ask(d));
        }
        return;
    }
    if (effect == "hire_free_architect") {
        const int amount = o.value("amount", 1);
        int possible = 0;
        if (ps.wonderUnderConstruction)
            if (const ProgressCard *w = rc.catalog.card(ps.wonderUnderConstruction->card))
                possible = std::max(0, static_cast<int>(w->architectCosts.size()) - ps.wonderUnderConstruction->architects);
        possible = std::min(possible, amount);
        if (possible == 0) {
            site.lines.note(step, p, rc.name(p) + ": no Wonder under construction to hire a free Architect for");
            pl.apply = false;
            return;
        }
        Decision d;
        d.id = rc.decisions.uniqueId(base + "/architects");
        d.question = rc.name(p) + ", " + def.name + ": how many free Architects do you hire?";
        for (int k = 0; k <= possible; ++k) {
            d.options.push_back(std::to_string(k));
            d.optionLabels.push_back(std::to_string(k) + " Architect(s)");
        }
        d.defaultOption = std::to_string(possible); // free and positive: take all by default
        pl.architects = std::stoi(ask(d));
        return;
    }
    if (effect == "deploy_workers_free_on_military") {
        // "Deploy" takes a Worker from the Resource Area or from another Building/Military card (FAQ R-39:
        // moving a deployed Worker is a deployment), so a nation without idle Workers may still move up to
        // `amount` Workers onto its Military cards. Defaults: none; an idle Worker first.
        int idle = ps.idleWorkers;
        std::vector<int> onSlot;
        for (const auto &cb : ps.buildings)
            onSlot.push_back(cb.workers);
        std::vector<bool> received(ps.buildings.size(), false);
        int left = o.value("amount", 1);
        for (size_t i = 0; i < ps.buildings.size() && left > 0; ++i) {
            const ProgressCard *c = rc.catalog.card(ps.buildings[i].card);
            if (!c || c->type != CardType::Military)
                continue;
            auto movable = [&](size_t j) { return j != i && !received[j] && onSlot[j] > 0; };
            int available = idle;
            for (size_t j = 0; j < onSlot.size(); ++j)
                available += movable(j) ? onSlot[j] : 0;
            int most = std::min(left, available);
            if (c->maxWorkers)
                most = std::min(most, std::max(0, *c->maxWorkers - onSlot[i]));
            if (most <= 0)
                continue;
            Decision d;
            d.id = rc.decisions.uniqueId(base + "/deploy/" + std::to_string(i));
            d.question = rc.name(p) + ", " + def.name + ": how many Workers do you deploy on " + c->name + " for free?";
            for (int k = 0; k <= most; ++k) {
                d.options.push_back(std::to_string(k));
                d.optionLabels.push_back(std::to_string(k) + " Worker(s)");
            }
            d.defaultOption = "0";
            const int n = std::stoi(ask(d));
            for (int k = 1; k <= n; ++k) {
                Decision from;
                from.id = rc.decisions.uniqueId(base + "/deploy/" + std::to_string(i) + "/from" + std::to_string(k));
                from.question = rc.name(p) + ", " + def.name + ": which Worker goes to " + c->name + "?";
                if (idle > 0) {
                    from.options.push_back("idle");
                    from.optionLabels.push_back("an idle Worker (Resource Area)");
                }
                for (size_t j = 0; j < onSlot.size(); ++j)
                    if (movable(j)) {
                        const ProgressCard *moved = rc.catalog.card(ps.buildings[j].card);
                        from.options.push_back("slot" + std::to_string(j));
                        from.optionLabels.push_back("a Worker moved from " + (moved ? moved->name : ps.buildings[j].card));
                    }
                from.defaultOption = from.options.front();
                const std::string f = from.options.size() == 1 ? from.options.front() : ask(from);
                const int src = f == "idle" ? -1 : std::stoi(f.substr(4));
                if (src < 0)
                    --idle;
                else
                    --onSlot[static_cast<size_t>(src)];
                ++onSlot[i];
                pl.deploy.emplace_back(i, src);
            }
            received[i] = n > 0;
            left -= n;
        }
        return;
    }

    if (optional) {
        Decision d;
        d.id = rc.decisions.uniqueId(base);
        d.question = rc.name(p) + ", " + def.name + ": " + describe(o) + "?";
        bool canAccept = available(o, p);
        if (o.contains("take_workers") && room(ps.populationTaken).empty() && ps.freeWorkers == 0)
            canAccept = false;
        if (canAccept) {
            d.options.push_back("accept");
            d.optionLabels.push_back("Yes: " + describe(o));
        }
        d.options.push_back("decline");
        d.optionLabels.push_back(canAccept ? "No" : "No (not possible)");
        d.defaultOption = "decline";
        pl.apply = ask(d) == "accept";
        if (!pl.apply)
            return;
    }

    if (o.contains("take_workers")) {
        const int n = o["take_workers"].get<int>();
        std::vector<int> taken = ps.populationTaken;
        int free = ps.freeWorkers;
        for (int k = 1; k <= n; ++k) {
            if (free > 0) { // Rulebook p.8: "take this free Worker first" (no section to choose)
                --free;
                pl.takeSections.push_back(kFreeWorkerSection);
                continue;
            }
            const auto r = room(taken);
            if (r.empty())
                break;
            Decision d;
            d.id = rc.decisions.uniqueId(base + "/worker" + std::to_string(k));
            d.question = rc.name(p) + ", " + def.name + ": take Worker " + std::to_string(k) + " from which section?";
            for (const auto &s : r) {
                d.options.push_back(s);
                d.optionLabels.push_back(populationSectionLabel(side->population[static_cast<size_t>(section(side, s))]));
            }
            d.defaultOption = r.front();
            const std::string s = ask(d);
            const int idx = section(side, s);
            if (taken.size() <= static_cast<size_t>(idx))
                taken.resize(static_cast<size_t>(idx) + 1, 0);
            ++taken[static_cast<size_t>(idx)];
            pl.takeSections.push_back(s);
        }
    }
    if (o.contains("return_workers")) {
        const int n = o["return_workers"].get<int>();
        std::vector<int> taken = ps.populationTaken;
        int idle = ps.idleWorkers;
        std::vector<int> slots;
        for (const auto &cb : ps.buildings)
            slots.push_back(cb.workers);
        for (int k = 1; k <= n; ++k) {
            Decision from;
            from.id = rc.decisions.uniqueId(base + "/return" + std::to_string(k) + "/from");
            from.question = rc.name(p) + ", " + def.name + ": which Worker do you return?";
            if (idle > 0) {
                from.options.push_back("idle");
                from.optionLabels.push_back("an idle Worker (Resource Area)");
            }
            for (size_t i = 0; i < slots.size(); ++i)
                if (slots[i] > 0) {
                    const ProgressCard *c = rc.catalog.card(ps.buildings[i].card);
                    from.options.push_back("slot" + std::to_string(i));
                    from.optionLabels.push_back("a Worker on " + (c ? c->name : ps.buildings[i].card));
                }
            if (from.options.empty())
                break; // no Worker at all
            from.defaultOption = from.options.front();
            const std::string f = ask(from);
            if (f == "idle")
                --idle;
            else
                --slots[static_cast<size_t>(std::stoi(f.substr(4)))];

            std::vector<std::string> back;
            for (size_t i = 0; side && i < side->population.size() && i < taken.size(); ++i)
                if (taken[i] > 0)
                    back.push_back(side->population[i].id);
            std::string s = kFreeWorkerSection;
            if (!back.empty()) {
                Decision sec;
                sec.id = rc.decisions.uniqueId(base + "/return" + std::to_string(k) + "/section");
                sec.question = rc.name(p) + ", " + def.name + ": return the Worker to which section?";
                for (const auto &b : back) {
                    sec.options.push_back(b);
                    sec.optionLabels.push_back(
                        populationSectionLabel(side->population[static_cast<size_t>(section(side, b))]));
                }
                sec.defaultOption = back.front();
                s = ask(sec);
                --taken[static_cast<size_t>(section(side, s))];
            }
            pl.returns.emplace_back(f, s);
        }
    }
    if (o.contains("remove") && o["remove"] == "one_colony" && !ps.colonies.empty()) {
        Decision d;
        d.id = rc.decisions.uniqueId(base + "/colony");
        d.question = rc.name(p) + ", " + def.name + ": which Colony do you remove?";
        for (size_t i = 0; i < ps.colonies.size(); ++i) {
            const ProgressCard *c = rc.catalog.card(ps.colonies[i]);
            d.options.push_back(std::to_string(i));
            d.optionLabels.push_back(c ? c->name : ps.colonies[i]);
        }
        d.defaultOption = "0";
        pl.colonyIndex = std::stoi(ask(d));
    }
}

// ---- applying -------------------------------------------------------------------------------------

/// A Wonder finished by the event's free Architect (Papal Indulgence, Great Exhibition) takes effect as when
/// an Architect is hired in the Action Phase (Rulebook p.17 "Hire Architect"; the Action Phase's executor,
/// completeWonderOutsideActions): a Wonder slot (covering a ready Wonder when the slots are full: Decision
/// "<step>/<p>/cover"), the "when a later Wonder is ready" rules held, then its "when ready" rules. A choice
/// a rule gives a nation (Titanic) is a Decision "<step>/<p>/ready/<nation>"; each change is an item of
/// this step's lines, each effect a note.
void EventRun::wonderReady(int p, const ProgressCard &w)
{
    const PlayerState &ps = rc.player(p);
    std::optional<int> cover;
    if (wonderSpacesUsed(rc.catalog, ps) >= wonderSlots(rc.catalog, ps)) { // Siberia takes two, PLC/Portugese spaces too
        Decision d;
        d.id = rc.decisions.uniqueId(step + "/" + std::to_string(p) + "/cover");
        d.player = p;
        d.step = step;
        d.question = rc.name(p) + ": all Wonder slots are full; which ready Wonder does " + w.name +
                     " cover (Rulebook p.17; FAQ R-15)?";
        for (size_t i = 0; i < ps.wonders.size(); ++i) {
            const ProgressCard *c = rc.catalog.card(ps.wonders[i]);
            d.options.push_back(std::to_string(i));
            d.optionLabels.push_back(c ? c->name : ps.wonders[i]);
        }
        d.defaultOption = "0";
        cover = std::stoi(rc.decisions.ask(std::move(d)));
    }
    const ReadyChoice choose = [&](int target, const std::string &question, const std::vector<std::string> &labels,
                                   const std::vector<bool> &possible) {
        Decision d;
        d.id = rc.decisions.uniqueId(step + "/" + std::to_string(p) + "/ready/" + std::to_string(target));
        d.player = target;
        d.step = step;
        d.question = question;
        for (size_t i = 0; i < labels.size(); ++i)
            if (possible[i]) {
                d.options.push_back(std::to_string(i));
                d.optionLabels.push_back(labels[i]);
            }
        d.defaultOption = d.options.front();
        return std::stoi(rc.decisions.ask(std::move(d)));
    };
    const GameState before = rc.state;
    ReadyWonderOutcome out;
    try {
        out = completeWonderOutsideActions(rc.catalog, rc.state, p, w, cover, choose);
    } catch (const ActionError &e) { // the state is unchanged: placed, its effects by hand
        PlayerState &pw = rc.player(p);
        pw.wonderUnderConstruction.reset();
        pw.wonders.push_back(w.id);
        const std::string m = "apply by hand: " + w.name + " is ready: " + w.effect + " (" + e.what() + ")";
        site.lines.note(step, p, m);
        rc.manual.push_back(m);
        return;
    }
    for (int q = 0; q < rc.players(); ++q)
        for (Quantity k : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp}) {
            const int delta = rc.player(q).resource(k) - before.players[static_cast<size_t>(q)].resource(k);
            if (delta != 0)
                site.lines.add(step, q, k, {w.id, w.name + " is ready", 1, false, delta, kRuleCardText});
        }
    for (const ByHandNote &n : out.applied)
        site.lines.note(step, n.player, n.text);
    for (const Rule &r : w.typedRules)
        if (const PlainEffect *e = std::get_if<PlainEffect>(&r.effect);
            r.when == Trigger::OnReady && (r.shape == EffectShape::ExtraActions || (e && e->extraActions)))
            site.lines.note(step, p, w.name + ": the Action Phase is over, so its extra actions cannot be taken this round");
    for (const ByHandNote &n : out.byHand) {
        std::string t = n.text;
        if (const auto k = t.rfind(" \u2014 apply by hand"); k != std::string::npos)
            t.erase(k);
        const std::string m = "apply by hand: " + t;
        site.lines.note(step, n.player, m);
        rc.manual.push_back(m);
    }
}

void EventRun::applyPlan(Plan &pl, std::vector<int> &first, std::vector<int> &last, bool &othersLoseDone,
                         const std::vector<bool> &targets, bool &thenTriggered)
{
    const int p = pl.p;
    PlayerState &ps = rc.player(p);
    const json &o = pl.outcome;
    const std::string label = def.name + (pl.choiceLabel.empty() ? "" : " (" + pl.choiceLabel + ")");
    if (!pl.apply) {
        site.lines.note(step, p, rc.name(p) + " declines " + def.name);
        return;
    }
    const std::string effect = o.value("effect", std::string());

    if (o.contains("pay"))
        loseAmounts(rc, site, p, amountsFromJson(o["pay"], def.name), "event", label + " (paid)", kRuleEvents);

    // Named effects that move Workers / Architects first (their count feeds `per`).
    if (!pl.undeploy.empty()) {
        for (size_t i = 0; i < pl.undeploy.size(); ++i) {
            const int k = std::min(pl.undeploy[i], ps.buildings[i].workers);
            ps.buildings[i].workers -= k;
            ps.idleWorkers += k;
        }
    }
    for (const auto &[to, from] : pl.deploy) {
        const ProgressCard *target = rc.catalog.card(ps.buildings[to].card);
        std::string text = rc.name(p) + " deploys a Worker for free on " + (target ? target->name : ps.buildings[to].card);
        if (from < 0) {
            if (ps.idleWorkers <= 0)
                continue;
            --ps.idleWorkers;
        } else {
            auto &src = ps.buildings[static_cast<size_t>(from)];
            if (src.workers <= 0)
                continue;
            --src.workers;
            const ProgressCard *c = rc.catalog.card(src.card);
            text += ", moved from " + (c ? c->name : src.card) + " (FAQ R-39)";
        }
        ++ps.buildings[to].workers;
        site.lines.note(step, p, text);
    }
    if (effect == "hire_free_architect" && pl.architects > 0 && ps.wonderUnderConstruction) {
        auto &w = *ps.wonderUnderConstruction;
        w.architects += pl.architects;
        const ProgressCard *card = rc.catalog.card(w.card);
        std::string text = rc.name(p) + " hires " + std::to_string(pl.architects) + " free Architect(s) on " +
                           (card ? card->name : w.card);
        const bool ready = card && w.architects >= static_cast<int>(card->architectCosts.size());
        if (ready)
            text += ": the Wonder is ready";
        site.lines.note(step, p, text);
        if (ready)
            wonderReady(p, *card);
    }
    if (effect == "reduce_gold_to") {
        const int v = o.value("value", 0);
        if (ps.gold > v) {
            site.lines.add(step, p, Quantity::Gold, {"event", def.name, 1, false, v - ps.gold, kRuleEvents});
            ps.gold = v;
        }
    }
    if (effect == "regain_vp_lost_to_war_this_round" || effect == "regain_everything_lost_to_war_this_round") {
        Amounts back;
        const Amounts &lost = rc.lostToWar[static_cast<size_t>(p)];
        back[Quantity::Vp] = lost[Quantity::Vp];
        if (effect == "regain_everything_lost_to_war_this_round")
            for (Quantity q : kResources)
                back[q] = lost[q];
        if (back.empty())
            site.lines.note(step, p, rc.name(p) + " lost nothing to the war this round");
        else
            gainAmounts(rc, site, p, back, "event", def.name + " (lost to the war)", kRuleEvents);
    }

    std::optional<int> per = multiplier(o.contains("per") ? o["per"] : json(), p, pl);
    if (!per) {
        manual("multiplier \"" + o["per"].dump() + "\" not automated");
        per = 0;
    }
    auto gain = [&] {
        const Amounts g = amountsFromJson(o["gain"], def.name) * *per;
        if (g.empty())
            site.lines.note(step, p, rc.name(p) + ": " + def.name + " gives nothing (×0)");
        else
            gainAmounts(rc, site, p, g, "event", label + (*per != 1 ? " ×" + std::to_string(*per) : ""), kRuleEvents);
    };
    auto lose = [&] {
        loseAmounts(rc, site, p, amountsFromJson(o["lose"], def.name), "event", label,
                    std::string(kRuleEvents) + "; FAQ R-18");
    };
    // An event that gives and takes (Tonghak movement): our sources give no order (docs/card-rules.md
    // "Decisions"); the gain comes first, like Production, unless the game chose the printed order.
    const bool both = o.contains("gain") && o.contains("lose");
    const bool lossFirst = both && rc.state.options.readings.eventLossBeforeGain;
    if (both)
        site.lines.note(step, p, rc.name(p) + ", " + def.name + ": " +
                                     (lossFirst ? "the loss is taken before the gain (printed order: game option "
                                                  "event_loss_before_gain)"
                                                : "the gain comes before the loss, as in Production (FAQ R-02; the "
                                                  "printed order is the game option event_loss_before_gain)") +
                                     " — docs/card-rules.md \"Decisions\"");
    if (o.contains("lose") && lossFirst)
        lose();
    if (o.contains("gain"))
        gain();
    if (o.contains("lose") && !lossFirst)
        lose();

    const Nation *nation = rc.catalog.nation(ps.nation);
    const NationSide *side = nation ? nation->side(ps.side) : nullptr;
    auto sectionIndex = [&](const std::string &id) -> int {
        for (size_t i = 0; side && i < side->population.size(); ++i)
            if (side->population[i].id == id)
                return static_cast<int>(i);
        return -1;
    };
    if (o.contains("take_workers")) {
        for (const auto &s : pl.takeSections) {
            if (s == kFreeWorkerSection) {
                --ps.freeWorkers;
                ++ps.idleWorkers;
                site.lines.note(step, p, rc.name(p) + " takes the free Worker on top of the Population Track (Rulebook p.8)");
                continue;
            }
            const int i = sectionIndex(s);
            if (ps.populationTaken.size() <= static_cast<size_t>(i))
                ps.populationTaken.resize(static_cast<size_t>(i) + 1, 0);
            ++ps.populationTaken[static_cast<size_t>(i)];
            ++ps.idleWorkers;
            site.lines.note(step, p, rc.name(p) + " takes a Worker from the " + s + " section");
        }
        if (static_cast<int>(pl.takeSections.size()) < o["take_workers"].get<int>())
            site.lines.note(step, p, rc.name(p) + ": no (more) Workers left on the Population Track");
    }
    if (o.contains("return_workers")) {
        for (const auto &[from, s] : pl.returns) {
            std::string where = "an idle Worker";
            if (from == "idle") {
                --ps.idleWorkers;
            } else {
                const size_t slot = static_cast<size_t>(std::stoi(from.substr(4)));
                --ps.buildings[slot].workers;
                where = "a Worker from " + ps.buildings[slot].card;
            }
            if (s == kFreeWorkerSection) { // a free Worker, taken first next time (PlayerState::freeWorkers)
                ++ps.freeWorkers;
                site.lines.note(step, p, rc.name(p) + " returns " + where +
                                             " on top of the full Population Track (Rulebook p.8)");
            } else {
                --ps.populationTaken[static_cast<size_t>(sectionIndex(s))];
                site.lines.note(step, p, rc.name(p) + " returns " + where + " to the " + s + " section");
            }
        }
        if (pl.returns.empty())
            site.lines.note(step, p, rc.name(p) + " has no Worker to return");
    }
    if (o.contains("remove")) {
        const std::string what = o["remove"].get<std::string>();
        bool removed = false;
        if (what == "advisors" && !ps.advisors.empty()) {
            site.lines.note(step, p, rc.name(p) + " removes the Advisor(s)");
            ps.advisors.clear();
            removed = true;
        } else if (what == "one_colony" && pl.colonyIndex >= 0 &&
                   pl.colonyIndex < static_cast<int>(ps.colonies.size())) {
            site.lines.note(step, p, rc.name(p) + " removes the Colony " + ps.colonies[static_cast<size_t>(pl.colonyIndex)]);
            ps.colonies.erase(ps.colonies.begin() + pl.colonyIndex);
            removed = true;
        } else if (what == "architect_from_wonder_under_construction" && ps.wonderUnderConstruction &&
                   ps.wonderUnderConstruction->architects > 0) {
            --ps.wonderUnderConstruction->architects;
            site.lines.note(step, p, rc.name(p) + " removes an Architect from the Wonder under construction");
            removed = true;
        }
        if (!removed && o.contains("if_none")) {
            const json &n = o["if_none"];
            if (n.contains("lose"))
                loseAmounts(rc, site, p, amountsFromJson(n["lose"], def.name), "event", def.name + " (nothing to remove)",
                            kRuleEvents);
        }
    }
    if (o.contains("modifier")) {
        const int m = o["modifier"]["strength_for_next_event"].get<int>();
        rc.nextEventStrengthModifier[static_cast<size_t>(p)] += m;
        site.lines.note(step, p, rc.name(p) + " counts " + signedNumber(m) + " Strength in the next event");
    }
    if (o.contains("player_order"))
        (o["player_order"] == "first" ? first : last).push_back(p);
    if (o.contains("others_lose") && !othersLoseDone) {
        othersLoseDone = true;
        const Amounts l = amountsFromJson(o["others_lose"], def.name);
        for (int q : rc.state.playerOrder)
            if (!targets[static_cast<size_t>(q)])
                loseAmounts(rc, site, q, l, "event", def.name + " (others)", kRuleEvents);
    }
    if (o.contains("then"))
        thenTriggered = true;
}

void EventRun::applyOutcome(const json &o, const std::vector<bool> &targetsIn)
{
    std::vector<bool> targets = targetsIn;
    std::string why;
    if (!outcomeKnown(o, why)) {
        manual(why);
        return;
    }
    // Event effects that concern the whole table once.
    if (o.value("effect", std::string()) == "player_order_unchanged_this_round") {
        rc.state.playerOrder = rc.orderBeforeStep2;
        std::string order;
        for (size_t i = 0; i < rc.state.playerOrder.size(); ++i)
            order += (i ? ", " : "") + std::to_string(i + 1) + ". " + rc.name(rc.state.playerOrder[i]);
        site.lines.note(step, -1, def.name + ": player order stays as last round: " + order);
        return;
    }
    // Conditions per nation.
    if (o.contains("if")) {
        for (int p = 0; p < rc.players(); ++p) {
            if (!targets[static_cast<size_t>(p)])
                continue;
            auto c = condition(o["if"], p);
            if (!c) {
                manual("condition " + o["if"].dump() + " not automated");
                return;
            }
            targets[static_cast<size_t>(p)] = *c;
        }
        if (o["if"].contains("strength_above_war") && !rc.state.roundInputs.war)
            site.lines.note(step, -1, "no War this round");
        site.lines.note(step, -1, "meeting the condition: " + names(targets));
    }

    // Decisions in reverse player order (Rulebook p.19), then apply together in player order.
    std::vector<Plan> plans(static_cast<size_t>(rc.players()));
    for (int p : rc.reverseOrder()) {
        if (!targets[static_cast<size_t>(p)])
            continue;
        plans[static_cast<size_t>(p)].p = p;
        plan(plans[static_cast<size_t>(p)], o);
    }
    std::vector<int> first, last;
    bool othersLoseDone = false, thenTriggered = false;
    const std::vector<int> order = rc.state.playerOrder;
    for (int p : order)
        if (targets[static_cast<size_t>(p)])
            applyPlan(plans[static_cast<size_t>(p)], first, last, othersLoseDone, targets, thenTriggered);
    // "others lose" also happens when nobody is targeted (e.g. Hellenism with tied strongest nations).
    if (o.contains("others_lose") && !othersLoseDone) {
        const Amounts l = amountsFromJson(o["others_lose"], def.name);
        for (int q : order)
            if (!targets[static_cast<size_t>(q)])
                loseAmounts(rc, site, q, l, "event", def.name + " (others)", kRuleEvents);
    }

    if (!first.empty() || !last.empty()) {
        // Movers keep their relative order: first-movers (and payers) to the front, the rest to the back.
        std::vector<int> newOrder;
        auto in = [](const std::vector<int> &v, int p) { return std::find(v.begin(), v.end(), p) != v.end(); };
        for (int p : order)
            if (in(first, p))
                newOrder.push_back(p);
        for (int p : order)
            if (!in(first, p) && !in(last, p))
                newOrder.push_back(p);
        for (int p : order)
            if (in(last, p))
                newOrder.push_back(p);
        rc.state.playerOrder = newOrder;
        std::string text;
        for (size_t i = 0; i < newOrder.size(); ++i)
            text += (i ? ", " : "") + std::to_string(i + 1) + ". " + rc.name(newOrder[i]);
        site.lines.note(step, -1, "new player order: " + text);
    }
    if (thenTriggered && o.contains("then")) {
        json then = o["then"];
        json t = then.contains("target") ? then["target"] : json("all");
        then.erase("target");
        auto thenTargets = target(t);
        if (!thenTargets) {
            manual("follow-up target not automated");
            return;
        }
        site.lines.note(step, -1, def.name + " follow-up affects: " + names(*thenTargets));
        applyOutcome(then, *thenTargets);
    }
}

void EventRun::run()
{
    const json &t = def.target;
    const json &o = def.outcome;
    if (t.is_string() && t.get<std::string>() == "split") {
        site.lines.note(step, -1, def.name + ": " + def.text);
        if (!o.is_object()) {
            manual("split outcome is not an object");
            return;
        }
        for (const auto &[k, sub] : o.items()) {
            const auto us = k.find('_');
            if (us == std::string::npos) {
                manual("split key \"" + k + "\" not automated");
                continue;
            }
            json subTarget = json::object({{k.substr(0, us), k.substr(us + 1)}});
            auto targets = target(subTarget);
            if (!targets) {
                manual("split key \"" + k + "\" not automated");
                continue;
            }
            site.lines.note(step, -1, k + ": " + names(*targets));
            applyOutcome(sub, *targets);
        }
        return;
    }
    auto targets = target(t);
    if (!targets) {
        site.lines.note(step, -1, def.name + ": " + def.text);
        manual("target " + t.dump() + " not automated");
        return;
    }
    site.lines.note(step, -1, def.name + ": " + def.text + " Affected: " + names(*targets) + ".");
    applyOutcome(o, *targets);
}

} // namespace

std::string eventSupport(const EventDefinition &def)
{
    std::string why;
    if (def.target == "split") {
        if (!def.outcome.is_object())
            return "split outcome is not an object";
        for (const auto &[k, sub] : def.outcome.items()) {
            const auto us = k.find('_');
            if (us == std::string::npos || !eventTargetKnown(json::object({{k.substr(0, us), k.substr(us + 1)}}), why))
                return "split key \"" + k + "\" not automated";
            if (!eventOutcomeKnown(sub, why))
                return why;
        }
        return {};
    }
    if (!eventTargetKnown(def.target, why) || !eventOutcomeKnown(def.outcome, why))
        return why;
    return {};
}

void resolveEvent(RoundContext &rc, LineBook &lines, const std::string &stepId, const EventCard &card, size_t index)
{
    if (index >= card.events.size()) {
        lines.note(stepId, -1, card.name + ": no event " + std::to_string(index + 1));
        return;
    }
    EventRun run(rc, lines, stepId, card.events[index]);
    run.run();
}

} // namespace nc::nations
