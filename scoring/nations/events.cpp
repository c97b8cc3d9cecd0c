#include "nations/events.h"

#include <algorithm>
#include <optional>

#include "nations/action_phase.h" // completeWonderOutsideActions (the Action Phase's executor)
#include "nations/card_rules.h"
#include "nations/comparisons.h"
#include "nations/shortage.h"

namespace nc::nations {

namespace {

constexpr const char *kRuleEvents = "Rulebook p.19 \"4. Events\"; FAQ R-34..R-36";

/// What one nation will do in this event, decided (in reverse player order) before anything applies.
struct Plan {
    int p = -1;
    bool apply = true;          ///< false: declined an optional event
    const EventOutcome *outcome = nullptr; ///< the outcome to apply (chosen option of choose_one)
    Message choiceLabel;
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
    bool forcedNoted = false;

    Message names(const std::vector<bool> &targets) const
    {
        std::string out;
        for (int p : rc.state.playerOrder)
            if (targets[static_cast<size_t>(p)])
                out += (out.empty() ? "" : ", ") + rc.name(p);
        return out.empty() ? msg("nobody") : literal(out);
    }

    /// Asks how many `what` player p has; the default is the recorded number when there is one.
    int count(int p, const Message &what, const Message &question, std::optional<int> recorded = std::nullopt);
    std::vector<int> values(EventQuantity q);
    std::vector<bool> target(const EventTarget &t);
    void applyOutcome(const EventOutcome &o, const std::vector<bool> &targets);
    bool condition(const EventCondition &c, int p);
    int multiplier(const std::optional<EventPer> &per, int p, const Plan &plan);
    bool available(const EventOutcome &o, int p) const;
    bool causesShortage(const EventOutcome &o, int p) const;
    std::string describe(const EventOutcome &o) const { return describeMessage(o).english(); }
    Message describeMessage(const EventOutcome &o) const;
    void plan(Plan &pl, const EventOutcome &o);
    void applyPlan(Plan &pl, std::vector<int> &first, std::vector<int> &last, bool &othersLoseDone,
                   std::vector<bool> const &targets, bool &thenTriggered);
    void wonderReady(int p, const ProgressCard &w);
};

// ---- values and targets ---------------------------------------------------------------------------

int EventRun::count(int p, const Message &what, const Message &question, std::optional<int> recorded)
{
    Decision d;
    d.id = rc.decisions.uniqueId(step + "/" + std::to_string(p) + "/count");
    d.player = p;
    d.step = step;
    const Message asked = msg("%1: %2", {literal(rc.name(p)), question});
    const int most = std::max(6, recorded.value_or(0));
    for (int i = 0; i <= most; ++i)
        d.addOption(std::to_string(i), msg("%1 %2", {literal(i), what}));
    d.setQuestion(recorded ? msg("%1 (recorded in the Action Phase: %2)", {asked, literal(*recorded)}) : asked);
    d.defaultOption = std::to_string(recorded.value_or(0));
    return std::stoi(rc.decisions.ask(d));
}

std::vector<int> EventRun::values(EventQuantity q)
{
    const int n = rc.players();
    std::vector<int> v(static_cast<size_t>(n), 0);
    auto resource = [&](Quantity r) {
        for (int p = 0; p < n; ++p)
            v[static_cast<size_t>(p)] = rc.state.players[static_cast<size_t>(p)].resource(r);
    };
    switch (q) {
    case EventQuantity::Strength:
        for (int p = 0; p < n; ++p)
            v[static_cast<size_t>(p)] = comparableStrength(rc.board(p).strength + strengthModifier[static_cast<size_t>(p)]);
        break;
    case EventQuantity::Stability: {
        for (int p = 0; p < n; ++p)
            v[static_cast<size_t>(p)] = comparableStability(rc.board(p).stability);
        // Versailles: its nation counts as the least stable this round (card text), noted once per event.
        const std::string forced = forceLeastStability(rc.catalog, rc.state, v);
        if (!forced.empty() && !forcedNoted) {
            forcedNoted = true;
            site.lines.note(step, -1, msg("%1: counts as having the least Stability this round", {literal(forced)}),
                            kRuleCardText);
        }
        break;
    }
    case EventQuantity::Food: resource(Quantity::Food); break;
    case EventQuantity::Gold: resource(Quantity::Gold); break;
    case EventQuantity::Stone: resource(Quantity::Stone); break;
    case EventQuantity::Books: resource(Quantity::Books); break;
    case EventQuantity::GoldenAgesBoughtThisRound:
        for (int p : rc.reverseOrder())
            v[static_cast<size_t>(p)] = count(p, msg("Golden Ages"), msg("how many Golden Ages did you buy this round?"),
                                              recordedPurchases(rc.state, p, {CardType::GoldenAge}));
        break;
    case EventQuantity::WorkersOnAge4Buildings:
        for (int p = 0; p < n; ++p)
            for (const auto &cb : rc.state.players[static_cast<size_t>(p)].buildings)
                if (const ProgressCard *c = rc.catalog.card(cb.card); c && c->type == CardType::Building && c->age == 4)
                    v[static_cast<size_t>(p)] += cb.workers;
        break;
    }
    return v;
}

std::vector<bool> EventRun::target(const EventTarget &t)
{
    const size_t n = rc.state.players.size();
    std::vector<bool> out(n, false);
    auto mark = [&](const std::vector<int> &idx) {
        for (int i : idx)
            out[static_cast<size_t>(i)] = true;
    };
    switch (t.kind) {
    case EventTarget::Kind::All:
    case EventTarget::Kind::Split: // (a split event targets per part: run())
        out.assign(n, true);
        break;
    case EventTarget::Kind::Most: // a list: the leader in any of them
        for (EventQuantity q : t.by)
            mark(mostForBenefit(values(q)));
        break;
    case EventTarget::Kind::Least:
        mark(leastForPenalty(values(t.by.at(0))));
        break;
    case EventTarget::Kind::Passed: {
        const bool first = t.passed == PassedPosition::First;
        if (static_cast<int>(rc.state.roundInputs.passOrder.size()) < rc.players())
            site.lines.note(step, -1,
                            first ? msg("pass order incomplete: \"passed first\" uses what was entered")
                                  : msg("pass order incomplete: \"passed last\" uses what was entered"));
        mark(passed(rc.state.roundInputs.passOrder, rc.players(), first));
        break;
    }
    }
    if (t.negated)
        out.flip();
    return out;
}

// ---- conditions, multipliers, availability ---------------------------------------------------------

bool EventRun::condition(const EventCondition &c, int p)
{
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    const auto &war = rc.state.roundInputs.war;
    auto ofAge = [&](const std::vector<std::string> &ids) {
        for (const auto &id : ids)
            if (const ProgressCard *card = rc.catalog.card(id);
                card && std::find(c.ages.begin(), c.ages.end(), card->age) != c.ages.end())
                return true;
        return false;
    };
    switch (c.kind) {
    case EventCondition::Kind::StrengthAboveWar: // "stronger than the current war"; nothing without a war
        return war && warStrength(rc.board(p).strength) > warStrength(war->strength); // above 40 = 40 (Rulebook p.5)
    case EventCondition::Kind::WarBoughtByOtherNation:
        return war && war->buyer >= 0 && war->buyer != p;
    case EventCondition::Kind::HasAdvisorOfAge:
        return ofAge(pl.advisors);
    case EventCondition::Kind::OwnsColonyOfAge:
        return ofAge(pl.colonies);
    }
    return false;
}

int EventRun::multiplier(const std::optional<EventPer> &per, int p, const Plan &plan)
{
    if (!per)
        return 1;
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    switch (per->kind) {
    case EventPer::Kind::WorkerUndeployed: {
        int s = 0;
        for (int u : plan.undeploy)
            s += u;
        return s;
    }
    case EventPer::Kind::ColonyOfAgeOwned: {
        int s = 0;
        for (const auto &id : pl.colonies)
            if (const ProgressCard *card = rc.catalog.card(id); card && card->age == per->age)
                ++s;
        return s;
    }
    case EventPer::Kind::WarOrBattleBoughtThisRound:
        return count(p, msg("Wars and Battles"), msg("how many Wars and Battles did you buy this round?"),
                     recordedPurchases(rc.state, p, {CardType::War, CardType::Battle}));
    case EventPer::Kind::ColonyBoughtThisRound:
        return count(p, msg("Colonies"), msg("how many Colonies did you buy this round?"),
                     recordedPurchases(rc.state, p, {CardType::Colony}));
    }
    return 1;
}

bool EventRun::available(const EventOutcome &o, int p) const
{
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    if (o.remove == EventRemoval::ArchitectFromWonderUnderConstruction)
        return pl.wonderUnderConstruction && pl.wonderUnderConstruction->architects > 0;
    if (o.remove == EventRemoval::Advisors && !o.ifNoneLose && !o.lose)
        return !pl.advisors.empty();
    if (o.pay)
        for (Quantity q : kResources)
            if ((*o.pay)[q] > pl.resource(q))
                return false;
    return true;
}

bool EventRun::causesShortage(const EventOutcome &o, int p) const
{
    if (!o.lose)
        return false;
    const PlayerState &pl = rc.state.players[static_cast<size_t>(p)];
    for (Quantity q : kResources)
        if ((*o.lose)[q] > pl.resource(q))
            return true;
    return false;
}

/// "2 Gold and 1 Food" (amounts without their sign), translatable.
Message amountsMessage(const Amounts &a)
{
    std::vector<Message> out;
    for (Quantity q : kQuantities)
        if (a[q] != 0)
            out.push_back(msg("%1 %2", {literal(std::abs(a[q])), quantityName(q)}));
    return joinMessages(out, "%1 and %2");
}

Message EventRun::describeMessage(const EventOutcome &o) const
{
    std::vector<Message> out;
    if (o.pay)
        out.push_back(msg("pay %1", {amountsMessage(*o.pay)}));
    if (o.lose)
        out.push_back(msg("lose %1", {amountsMessage(*o.lose)}));
    if (o.gain)
        out.push_back(msg("gain %1", {amountsMessage(*o.gain)}));
    if (o.othersLose)
        out.push_back(msg("all others lose %1", {amountsMessage(*o.othersLose)}));
    if (o.playerOrder)
        out.push_back(o.playerOrder == OrderMove::Last ? msg("go last in player order") : msg("go first in player order"));
    if (o.remove)
        out.push_back(o.remove == EventRemoval::Advisors    ? msg("remove your Advisor(s)")
                      : o.remove == EventRemoval::OneColony ? msg("remove a Colony")
                                                            : msg("remove an Architect from your Wonder under construction"));
    if (o.strengthForNextEvent)
        out.push_back(msg("count %1 less Strength in the next event", {literal(-*o.strengthForNextEvent)}));
    if (o.takeWorkers)
        out.push_back(msg("take %1 Worker(s)", {literal(*o.takeWorkers)}));
    return out.empty() ? msg("nothing") : joinMessages(out, "%1, %2");
}

// ---- planning (decisions) ---------------------------------------------------------------------------

void EventRun::plan(Plan &pl, const EventOutcome &o)
{
    const int p = pl.p;
    PlayerState &ps = rc.player(p);
    const std::string base = step + "/" + std::to_string(p);
    auto ask = [&](Decision d) {
        d.player = p;
        d.step = step;
        return rc.decisions.ask(std::move(d));
    };

    if (!o.chooseOne.empty()) {
        Decision d;
        d.id = rc.decisions.uniqueId(base);
        std::string def1, def2;
        const auto &opts = o.chooseOne;
        std::vector<Message> offered;
        for (size_t i = 0; i < opts.size(); ++i) {
            if (!available(opts[i], p))
                continue;
            offered.push_back(describeMessage(opts[i]));
            d.addOption(std::to_string(i), offered.back());
            if (def1.empty())
                def1 = std::to_string(i);
            if (def2.empty() && !causesShortage(opts[i], p))
                def2 = std::to_string(i);
        }
        if (d.options.empty()) {
            pl.apply = false;
            return;
        }
        d.setQuestion(msg("%1, %2: choose one: %3?", {literal(rc.name(p)), literal(def.name), joinMessages(offered, "%1 or %2")}));
        d.defaultOption = def2.empty() ? def1 : def2;
        const std::string chosen = ask(d);
        const EventOutcome &sub = opts[static_cast<size_t>(std::stoi(chosen))];
        pl.choiceLabel = describeMessage(sub);
        pl.outcome = &sub;
        plan(pl, sub);
        return;
    }

    pl.outcome = &o;

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

    if (o.effect == EventNamedEffect::UndeployMilitaryWorkers || o.effect == EventNamedEffect::UndeployBuildingWorkers) {
        const CardType want = o.effect == EventNamedEffect::UndeployMilitaryWorkers ? CardType::Military : CardType::Building;
        pl.undeploy.assign(ps.buildings.size(), 0);
        for (size_t i = 0; i < ps.buildings.size(); ++i) {
            const ProgressCard *c = rc.catalog.card(ps.buildings[i].card);
            if (!c || c->type != want || ps.buildings[i].workers <= 0)
                continue;
            Decision d;
            d.id = rc.decisions.uniqueId(base + "/undeploy/" + std::to_string(i));
            d.setQuestion(msg("%1, %2: how many Workers do you undeploy from %3?",
                              {literal(rc.name(p)), literal(def.name), literal(c->name)}));
            for (int k = 0; k <= ps.buildings[i].workers; ++k)
                d.addOption(std::to_string(k), msg("%1 Worker(s)", {literal(k)}));
            d.defaultOption = "0";
            pl.undeploy[i] = std::stoi(ask(d));
        }
        return;
    }
    if (o.effect == EventNamedEffect::HireFreeArchitect) {
        const int amount = o.amount.value_or(1);
        int possible = 0;
        if (ps.wonderUnderConstruction)
            if (const ProgressCard *w = rc.catalog.card(ps.wonderUnderConstruction->card))
                possible = std::max(0, static_cast<int>(w->architectCosts.size()) - ps.wonderUnderConstruction->architects);
        possible = std::min(possible, amount);
        if (possible == 0) {
            site.lines.note(step, p, msg("%1: no Wonder under construction to hire a free Architect for", {literal(rc.name(p))}));
            pl.apply = false;
            return;
        }
        Decision d;
        d.id = rc.decisions.uniqueId(base + "/architects");
        d.setQuestion(msg("%1, %2: how many free Architects do you hire?", {literal(rc.name(p)), literal(def.name)}));
        for (int k = 0; k <= possible; ++k)
            d.addOption(std::to_string(k), msg("%1 Architect(s)", {literal(k)}));
        d.defaultOption = std::to_string(possible); // free and positive: take all by default
        pl.architects = std::stoi(ask(d));
        return;
    }
    if (o.effect == EventNamedEffect::DeployWorkersFreeOnMilitary) {
        // "Deploy" takes a Worker from the Resource Area or from another Building/Military card (FAQ R-39:
        // moving a deployed Worker is a deployment), so a nation without idle Workers may still move up to
        // `amount` Workers onto its Military cards. Defaults: none; an idle Worker first.
        int idle = ps.idleWorkers;
        std::vector<int> onSlot;
        for (const auto &cb : ps.buildings)
            onSlot.push_back(cb.workers);
        std::vector<bool> received(ps.buildings.size(), false);
        int left = o.amount.value_or(1);
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
            d.setQuestion(msg("%1, %2: how many Workers do you deploy on %3 for free?",
                              {literal(rc.name(p)), literal(def.name), literal(c->name)}));
            for (int k = 0; k <= most; ++k)
                d.addOption(std::to_string(k), msg("%1 Worker(s)", {literal(k)}));
            d.defaultOption = "0";
            const int n = std::stoi(ask(d));
            for (int k = 1; k <= n; ++k) {
                Decision from;
                from.id = rc.decisions.uniqueId(base + "/deploy/" + std::to_string(i) + "/from" + std::to_string(k));
                from.setQuestion(msg("%1, %2: which Worker goes to %3?", {literal(rc.name(p)), literal(def.name), literal(c->name)}));
                if (idle > 0)
                    from.addOption("idle", msg("an idle Worker (Resource Area)"));
                for (size_t j = 0; j < onSlot.size(); ++j)
                    if (movable(j)) {
                        const ProgressCard *moved = rc.catalog.card(ps.buildings[j].card);
                        from.addOption("slot" + std::to_string(j),
                                       msg("a Worker moved from %1", {literal(moved ? moved->name : ps.buildings[j].card)}));
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

    if (o.optional) {
        Decision d;
        d.id = rc.decisions.uniqueId(base);
        d.setQuestion(msg("%1, %2: %3?", {literal(rc.name(p)), literal(def.name), describeMessage(o)}));
        bool canAccept = available(o, p);
        if (o.takeWorkers && room(ps.populationTaken).empty() && ps.freeWorkers == 0)
            canAccept = false;
        if (canAccept)
            d.addOption("accept", msg("Yes: %1", {describeMessage(o)}));
        d.addOption("decline", canAccept ? msg("No") : msg("No (not possible)"));
        d.defaultOption = "decline";
        pl.apply = ask(d) == "accept";
        if (!pl.apply)
            return;
    }

    if (o.takeWorkers) {
        const int n = *o.takeWorkers;
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
            d.setQuestion(msg("%1, %2: take Worker %3 from which section?", {literal(rc.name(p)), literal(def.name), literal(k)}));
            for (const auto &s : r)
                d.addOption(s, populationSectionMessage(side->population[static_cast<size_t>(section(side, s))]));
            d.defaultOption = r.front();
            const std::string s = ask(d);
            const int idx = section(side, s);
            if (taken.size() <= static_cast<size_t>(idx))
                taken.resize(static_cast<size_t>(idx) + 1, 0);
            ++taken[static_cast<size_t>(idx)];
            pl.takeSections.push_back(s);
        }
    }
    if (o.returnWorkers) {
        const int n = *o.returnWorkers;
        std::vector<int> taken = ps.populationTaken;
        int idle = ps.idleWorkers;
        std::vector<int> slots;
        for (const auto &cb : ps.buildings)
            slots.push_back(cb.workers);
        for (int k = 1; k <= n; ++k) {
            Decision from;
            from.id = rc.decisions.uniqueId(base + "/return" + std::to_string(k) + "/from");
            from.setQuestion(msg("%1, %2: which Worker do you return?", {literal(rc.name(p)), literal(def.name)}));
            if (idle > 0)
                from.addOption("idle", msg("an idle Worker (Resource Area)"));
            for (size_t i = 0; i < slots.size(); ++i)
                if (slots[i] > 0) {
                    const ProgressCard *c = rc.catalog.card(ps.buildings[i].card);
                    from.addOption("slot" + std::to_string(i), msg("a Worker on %1", {literal(c ? c->name : ps.buildings[i].card)}));
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
                sec.setQuestion(msg("%1, %2: return the Worker to which section?", {literal(rc.name(p)), literal(def.name)}));
                for (const auto &b : back)
                    sec.addOption(b, populationSectionMessage(side->population[static_cast<size_t>(section(side, b))]));
                sec.defaultOption = back.front();
                s = ask(sec);
                --taken[static_cast<size_t>(section(side, s))];
            }
            pl.returns.emplace_back(f, s);
        }
    }
    if (o.remove == EventRemoval::OneColony && !ps.colonies.empty()) {
        Decision d;
        d.id = rc.decisions.uniqueId(base + "/colony");
        d.setQuestion(msg("%1, %2: which Colony do you remove?", {literal(rc.name(p)), literal(def.name)}));
        for (size_t i = 0; i < ps.colonies.size(); ++i) {
            const ProgressCard *c = rc.catalog.card(ps.colonies[i]);
            d.addOption(std::to_string(i), literal(c ? c->name : ps.colonies[i]));
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
        d.setQuestion(msg("%1: all Wonder slots are full; which ready Wonder does %2 cover?",
                          {literal(rc.name(p)), literal(w.name)}));
        d.source = "Rulebook p.17; FAQ R-15";
        for (size_t i = 0; i < ps.wonders.size(); ++i) {
            const ProgressCard *c = rc.catalog.card(ps.wonders[i]);
            d.addOption(std::to_string(i), literal(c ? c->name : ps.wonders[i]));
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
                site.lines.add(step, q, k, makeItem(w.id, msg("%1 is ready", {literal(w.name)}), 1, false, delta, kRuleCardText));
        }
    for (const ByHandNote &n : out.applied)
        site.lines.note(step, n.player, n.text);
    for (const Rule &r : w.typedRules)
        if (const PlainEffect *e = std::get_if<PlainEffect>(&r.effect);
            r.when == Trigger::OnReady && (r.shape == EffectShape::ExtraActions || (e && e->extraActions)))
            site.lines.note(step, p, msg("%1: the Action Phase is over, so its extra actions cannot be taken this round",
                                         {literal(w.name)}));
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
    const Message label =
        pl.choiceLabel.empty() ? literal(def.name) : msg("%1 (%2)", {literal(def.name), pl.choiceLabel});
    if (!pl.apply) {
        site.lines.note(step, p, msg("%1 declines %2", {literal(rc.name(p)), literal(def.name)}));
        return;
    }
    const EventOutcome &o = *pl.outcome;

    if (o.pay)
        loseAmounts(rc, site, p, *o.pay, "event", msg("%1 (paid)", {label}), kRuleEvents);

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
        Message text = msg("%1 deploys a Worker for free on %2",
                           {literal(rc.name(p)), literal(target ? target->name : ps.buildings[to].card)});
        std::string rule;
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
            text = msg("%1, moved from %2", {text, literal(c ? c->name : src.card)});
            rule = "FAQ R-39";
        }
        ++ps.buildings[to].workers;
        site.lines.note(step, p, text, rule);
    }
    if (o.effect == EventNamedEffect::HireFreeArchitect && pl.architects > 0 && ps.wonderUnderConstruction) {
        auto &w = *ps.wonderUnderConstruction;
        w.architects += pl.architects;
        const ProgressCard *card = rc.catalog.card(w.card);
        Message text = msg("%1 hires %2 free Architect(s) on %3",
                           {literal(rc.name(p)), literal(pl.architects), literal(card ? card->name : w.card)});
        const bool ready = card && w.architects >= static_cast<int>(card->architectCosts.size());
        if (ready)
            text = msg("%1: the Wonder is ready", {text});
        site.lines.note(step, p, text);
        if (ready)
            wonderReady(p, *card);
    }
    if (o.effect == EventNamedEffect::ReduceGoldTo) {
        const int v = o.value.value_or(0);
        if (ps.gold > v) {
            site.lines.add(step, p, Quantity::Gold, {"event", def.name, 1, false, v - ps.gold, kRuleEvents});
            ps.gold = v;
        }
    }
    if (o.effect == EventNamedEffect::RegainVpLostToWar || o.effect == EventNamedEffect::RegainEverythingLostToWar) {
        Amounts back;
        const Amounts &lost = rc.lostToWar[static_cast<size_t>(p)];
        back[Quantity::Vp] = lost[Quantity::Vp];
        if (o.effect == EventNamedEffect::RegainEverythingLostToWar)
            for (Quantity q : kResources)
                back[q] = lost[q];
        if (back.empty())
            site.lines.note(step, p, msg("%1 lost nothing to the war this round", {literal(rc.name(p))}));
        else
            gainAmounts(rc, site, p, back, "event", msg("%1 (lost to the war)", {literal(def.name)}), kRuleEvents);
    }

    const int per = multiplier(o.per, p, pl);
    auto gain = [&] {
        const Amounts g = *o.gain * per;
        if (g.empty())
            site.lines.note(step, p, msg("%1: %2 gives nothing (×0)", {literal(rc.name(p)), literal(def.name)}));
        else
            gainAmounts(rc, site, p, g, "event", per != 1 ? msg("%1 ×%2", {label, literal(per)}) : label, kRuleEvents);
    };
    auto lose = [&] {
        loseAmounts(rc, site, p, *o.lose, "event", label, std::string(kRuleEvents) + "; FAQ R-18");
    };
    // An event that gives and takes (Tonghak movement): our sources give no order (docs/card-rules.md
    // "Decisions"); the gain comes first, like Production, unless the game chose the printed order.
    const bool both = o.gain && o.lose;
    const bool lossFirst = both && rc.state.options.readings.eventLossBeforeGain;
    if (both)
        site.lines.note(step, p,
                        lossFirst ? msg("%1, %2: the loss is taken before the gain (the printed order, a game option)",
                                        {literal(rc.name(p)), literal(def.name)})
                                  : msg("%1, %2: the gain comes before the loss, as in Production (a game option takes "
                                        "the printed order)",
                                        {literal(rc.name(p)), literal(def.name)}),
                        "FAQ R-02; docs/card-rules.md \"Decisions\" (game option event_loss_before_gain)");
    if (o.lose && lossFirst)
        lose();
    if (o.gain)
        gain();
    if (o.lose && !lossFirst)
        lose();

    const Nation *nation = rc.catalog.nation(ps.nation);
    const NationSide *side = nation ? nation->side(ps.side) : nullptr;
    auto sectionIndex = [&](const std::string &id) -> int {
        for (size_t i = 0; side && i < side->population.size(); ++i)
            if (side->population[i].id == id)
                return static_cast<int>(i);
        return -1;
    };
    if (o.takeWorkers) {
        for (const auto &s : pl.takeSections) {
            if (s == kFreeWorkerSection) {
                --ps.freeWorkers;
                ++ps.idleWorkers;
                site.lines.note(step, p, msg("%1 takes the free Worker on top of the Population Track", {literal(rc.name(p))}),
                                "Rulebook p.8");
                continue;
            }
            const int i = sectionIndex(s);
            if (ps.populationTaken.size() <= static_cast<size_t>(i))
                ps.populationTaken.resize(static_cast<size_t>(i) + 1, 0);
            ++ps.populationTaken[static_cast<size_t>(i)];
            ++ps.idleWorkers;
            site.lines.note(step, p, msg("%1 takes a Worker from the %2 section", {literal(rc.name(p)), literal(s)}));
        }
        if (static_cast<int>(pl.takeSections.size()) < *o.takeWorkers)
            site.lines.note(step, p, msg("%1: no (more) Workers left on the Population Track", {literal(rc.name(p))}));
    }
    if (o.returnWorkers) {
        for (const auto &[from, s] : pl.returns) {
            Message where = msg("an idle Worker");
            if (from == "idle") {
                --ps.idleWorkers;
            } else {
                const size_t slot = static_cast<size_t>(std::stoi(from.substr(4)));
                --ps.buildings[slot].workers;
                where = msg("a Worker from %1", {literal(ps.buildings[slot].card)});
            }
            if (s == kFreeWorkerSection) { // a free Worker, taken first next time (PlayerState::freeWorkers)
                ++ps.freeWorkers;
                site.lines.note(step, p,
                                msg("%1 returns %2 on top of the full Population Track", {literal(rc.name(p)), where}),
                                "Rulebook p.8");
            } else {
                --ps.populationTaken[static_cast<size_t>(sectionIndex(s))];
                site.lines.note(step, p, msg("%1 returns %2 to the %3 section", {literal(rc.name(p)), where, literal(s)}));
            }
        }
        if (pl.returns.empty())
            site.lines.note(step, p, msg("%1 has no Worker to return", {literal(rc.name(p))}));
    }
    if (o.remove) {
        const EventRemoval what = *o.remove;
        bool removed = false;
        if (what == EventRemoval::Advisors && !ps.advisors.empty()) {
            site.lines.note(step, p, msg("%1 removes the Advisor(s)", {literal(rc.name(p))}));
            ps.advisors.clear();
            removed = true;
        } else if (what == EventRemoval::OneColony && pl.colonyIndex >= 0 &&
                   pl.colonyIndex < static_cast<int>(ps.colonies.size())) {
            site.lines.note(step, p, msg("%1 removes the Colony %2", {literal(rc.name(p)),
                                                                       literal(ps.colonies[static_cast<size_t>(pl.colonyIndex)])}));
            ps.colonies.erase(ps.colonies.begin() + pl.colonyIndex);
            removed = true;
        } else if (what == EventRemoval::ArchitectFromWonderUnderConstruction && ps.wonderUnderConstruction &&
                   ps.wonderUnderConstruction->architects > 0) {
            --ps.wonderUnderConstruction->architects;
            site.lines.note(step, p, msg("%1 removes an Architect from the Wonder under construction", {literal(rc.name(p))}));
            removed = true;
        }
        if (!removed && o.ifNoneLose)
            loseAmounts(rc, site, p, *o.ifNoneLose, "event", msg("%1 (nothing to remove)", {literal(def.name)}), kRuleEvents);
    }
    if (o.strengthForNextEvent) {
        const int m = *o.strengthForNextEvent;
        rc.nextEventStrengthModifier[static_cast<size_t>(p)] += m;
        site.lines.note(step, p, msg("%1 counts %2 Strength in the next event", {literal(rc.name(p)), literal(signedNumber(m))}));
    }
    if (o.playerOrder)
        (o.playerOrder == OrderMove::First ? first : last).push_back(p);
    if (o.othersLose && !othersLoseDone) {
        othersLoseDone = true;
        for (int q : rc.state.playerOrder)
            if (!targets[static_cast<size_t>(q)])
                loseAmounts(rc, site, q, *o.othersLose, "event", msg("%1 (others)", {literal(def.name)}), kRuleEvents);
    }
    if (o.then)
        thenTriggered = true;
}

void EventRun::applyOutcome(const EventOutcome &o, const std::vector<bool> &targetsIn)
{
    std::vector<bool> targets = targetsIn;
    // Event effects that concern the whole table once.
    if (o.effect == EventNamedEffect::PlayerOrderUnchanged) {
        rc.state.playerOrder = rc.orderBeforeStep2;
        std::string order;
        for (size_t i = 0; i < rc.state.playerOrder.size(); ++i)
            order += (i ? ", " : "") + std::to_string(i + 1) + ". " + rc.name(rc.state.playerOrder[i]);
        site.lines.note(step, -1, msg("%1: player order stays as last round: %2", {literal(def.name), literal(order)}));
        return;
    }
    // Conditions per nation.
    if (o.condition) {
        for (int p = 0; p < rc.players(); ++p)
            if (targets[static_cast<size_t>(p)])
                targets[static_cast<size_t>(p)] = condition(*o.condition, p);
        if (o.condition->kind == EventCondition::Kind::StrengthAboveWar && !rc.state.roundInputs.war)
            site.lines.note(step, -1, msg("no War this round"));
        site.lines.note(step, -1, msg("meeting the condition: %1", {names(targets)}));
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
    if (o.othersLose && !othersLoseDone)
        for (int q : order)
            if (!targets[static_cast<size_t>(q)])
                loseAmounts(rc, site, q, *o.othersLose, "event", msg("%1 (others)", {literal(def.name)}), kRuleEvents);

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
        site.lines.note(step, -1, msg("new player order: %1", {literal(text)}));
    }
    if (thenTriggered && o.then) {
        const auto thenTargets = target(o.then->target.value_or(EventTarget{}));
        site.lines.note(step, -1, msg("%1 follow-up affects: %2", {literal(def.name), names(thenTargets)}));
        applyOutcome(o.then->outcome, thenTargets);
    }
}

/// The compared quantity of a split event in words ("most Military Strength: ...").
Message eventQuantityName(EventQuantity q)
{
    switch (q) {
    case EventQuantity::Strength: return msg("Military Strength");
    case EventQuantity::Stability: return msg("Stability");
    case EventQuantity::Food: return msg("Food");
    case EventQuantity::Gold: return msg("Gold");
    case EventQuantity::Stone: return msg("Stone");
    case EventQuantity::Books: return msg("Books");
    case EventQuantity::GoldenAgesBoughtThisRound: return msg("Golden Ages bought this round");
    case EventQuantity::WorkersOnAge4Buildings: return msg("Workers on Age IV Buildings");
    }
    return literal(std::string(key(q)));
}

void EventRun::run()
{
    const EventEffect &e = def.effect;
    if (e.target.kind == EventTarget::Kind::Split) { // one part per "<most|least>_<q>" key
        site.lines.note(step, -1, msg("%1: %2", {literal(def.name), literal(def.text)}));
        for (const auto &[part, sub] : e.split) {
            const auto targets = target(part);
            const Message by = eventQuantityName(part.by.at(0));
            site.lines.note(step, -1,
                            part.kind == EventTarget::Kind::Most ? msg("most %1: %2", {by, names(targets)})
                                                                 : msg("least %1: %2", {by, names(targets)}));
            applyOutcome(sub, targets);
        }
        return;
    }
    const auto targets = target(e.target);
    site.lines.note(step, -1, msg("%1: %2 Affected: %3.", {literal(def.name), literal(def.text), names(targets)}));
    applyOutcome(e.outcome, targets);
}

} // namespace

void resolveEvent(RoundContext &rc, LineBook &lines, const std::string &stepId, const EventCard &card, size_t index)
{
    if (index >= card.events.size()) {
        lines.note(stepId, -1, msg("%1: no event %2", {literal(card.name), literal(static_cast<int>(index + 1))}));
        return;
    }
    EventRun run(rc, lines, stepId, card.events[index]);
    run.run();
}

} // namespace nc::nations
