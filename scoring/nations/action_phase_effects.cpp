// Effects of triggered rules in the Action Phase (on_buy, on_ready, on_discover, ...): plain gains and
// losses of the acting player, effects on other nations (targets and their choices) and the effect
// shapes (rule.h EffectShape) that last until the end of the round; anything else is a by-hand note.
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

/// Players a rule's `target` names, relative to `owner` (seat order): "all" (owner included), "others",
/// {"most": q} (positive: mostForBenefit) or {"least": q} (negative: leastForPenalty), with the board
/// values of the state being built and the rulebook's tie rules (Rulebook p.8, p.21; FAQ ).
std::vector<int> targetsOf(Ctx &c, const Target &t, int owner, std::string &text, Message *textMessage)
{
    Message said; // `text` as a translatable message
    struct Out { // sets textMessage and text from `said` on every return
        std::string &text;
        Message *m;
        Message &said;
        ~Out()
        {
            if (said.empty())
                return;
            text = said.english();
            if (m)
                *m = said;
        }
    } out_{text, textMessage, said};
    const int n = static_cast<int>(c.out.players.size());
    std::vector<int> out;
    if (const auto *g = std::get_if<TargetGroup>(&t)) {
        if (*g != TargetGroup::All && *g != TargetGroup::Others)
            return out; // "buyer", "each_defeated": not a target of these effects (classification)
        said = *g == TargetGroup::All ? msg("every nation") : msg("every other nation");
        for (int p = 0; p < n; ++p)
            if (*g == TargetGroup::All || p != owner)
                out.push_back(p);
        return out;
    }
    const RankedTarget &r = std::get<RankedTarget>(t);
    const bool most = r.rank == Rank::Most;
    const std::string q = r.by == RankBy::Strength ? "strength" : "stability";
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
    Message inner = literal(values);
    if (n >= 5)
        inner = most ? msg("%1; 5 players: top two", {inner}) : msg("%1; 5 players: bottom two", {inner});
    if (!forced.empty())
        inner = msg("%1; %2: counts as least", {inner, literal(forced)});
    if (q == "strength")
        said = most ? msg("most Strength (%1)", {inner}) : msg("least Strength (%1)", {inner});
    else
        said = most ? msg("most Stability (%1)", {inner}) : msg("least Stability (%1)", {inner});
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
    const Targets &r = std::get<Targets>(h.typed->effect);
    std::string text;
    const std::vector<int> targets = targetsOf(c, r.target, owner, text);
    if (targets.empty())
        c.explain(owner, h.id, why + ": nobody is affected — " + text);
    const json options = c.payload ? c.payload->value("target_options", json::object()) : json::object();
    for (int p : targets) {
        if (r.chooseOne.empty()) {
            c.gain(p, *plainNet(r.gain, r.lose), h.id, why + " — " + text);
            continue;
        }
        const std::vector<PlainEffect> &opts = r.chooseOne;
        const PlayerState &pl = c.out.players[p];
        const bool hasAdvisor = !pl.advisors.empty();
        std::vector<bool> possible;
        for (const auto &o : opts) {
            if (o.remove) {
                possible.push_back(hasAdvisor);
                continue;
            }
            const Amounts loss = *plainAmounts(*o.lose);
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
                       (opts[chosen].remove ? " has no Advisor to remove"
                                                        : " cannot pay the loss but has an Advisor, so it must remove it"));
        } else if (std::count(possible.begin(), possible.end(), true) == 1) {
            chosen = static_cast<int>(std::find(possible.begin(), possible.end(), true) - possible.begin());
        } else if (c.chooseTarget) { // outside an action: the nation's decision (events.cpp)
            chosen = c.chooseTarget(p, h, possible);
            if (chosen < 0 || chosen >= static_cast<int>(opts.size()) || !possible[static_cast<size_t>(chosen)])
                refuse(h.name + ": option " + std::to_string(chosen) + " is not possible for " + nameOf(c.out, p));
        } else {
            refuse(h.name + ": " + nameOf(c.out, p) + " chooses — " + toJson(opts[0]).dump() + " (0) or " + toJson(opts[1]).dump() +
                   " (1): give \"target_options\": {\"" + key + "\": 0 or 1}");
        }
        const PlainEffect &o = opts[chosen];
        if (o.remove)
            removeAdvisors(c, p, h);
        else
            c.gain(p, *plainAmounts(*o.lose) * -1, h.id, why + " — " + text + (possible[0] && possible[1] ? ", chosen" : ", forced"));
    }
}

/// Applies a rule whose shape effectShape() names (and actionPhaseRuleSupport() calls automated), for the
/// card's owner `owner`. Every change gets an explanation line.

void applyShape(Ctx &c, const ActiveRule &h, EffectShape shape, const std::string &why, int owner)
{
    const Effect &e = h.typed->effect; // the struct of `shape` (applyOrNote: shape == h.typed->shape)
    auto &effects = c.out.roundInputs.actionPhase.roundEffects;
    auto roundEffectLine = [&](const std::string &effect, int amount, const std::string &what) {
        effects[roundKey(owner, h.id, effect)] += amount;
        c.explain(owner, h.id, why + ": " + what + " until the end of the round (" + kRuleCardText + ")");
    };
    switch (shape) { // every shape named: a new one must say where it is executed (-Wswitch)
    case EffectShape::Targets:
        applyTargets(c, h, why, owner);
        return;
    case EffectShape::WaiveMilitaryUpkeep: // Sheba: read by Production (productionRuleItems)
        roundEffectLine("military_upkeep_waived", 1, "Workers on Military of " + nameOf(c.out, owner) + " pay no upkeep");
        return;
    case EffectShape::StrengthThisRound: // The Pillar of Hercules: +7 Strength this round
        roundEffectLine("strength", std::get<StrengthThisRound>(e).strength,
                        "+" + std::to_string(std::get<StrengthThisRound>(e).strength) + " Strength for " + nameOf(c.out, owner));
        return;
    case EffectShape::ReturnWorkers: { // Northwest Passage: idle Workers back; payload "sections" (one each);
        // forced: on a full Population Track they lie on top of it (Rulebook p.8, returnWorker()).
        const json sections = c.payload->value("sections", json::array());
        for (int i = 0; i < std::get<ReturnWorkers>(e).count; ++i)
            returnWorker(c, why, i < static_cast<int>(sections.size()) && sections[i].is_string() ? sections[i].get<std::string>() : "",
                         true);
        return;
    }
    case EffectShape::ColoniesRow: { // Victoria Falls
        // Card text: "When discovered: draw 20 progress cards, keep the colonies as an extra 4th board row and
        // discard the rest; any nation may then buy from that row for 4 gold". The app cannot see the cards
        // drawn: the explore payload names the Colonies among them, "colonies": [ids] (none drawn: empty or
        // absent). Each must be a Colony of the game's card sets and of the current age (the deck drawn
        // from), on no player's board nor on the row already, at most the 20 drawn.
        const json drawn = c.payload ? c.payload->value("colonies", json::array()) : json::array();
        if (!drawn.is_array())
            refuse(h.name + ": \"colonies\" lists the Colonies drawn (card ids)");
        if (drawn.size() > 20)
            refuse("card text: " + h.name + " draws 20 Progress Cards; " + std::to_string(drawn.size()) +
                   " Colonies cannot be among them");
        ExtraBoardRow row = c.out.boardRow4.value_or(ExtraBoardRow{h.id, std::get<ColoniesRow>(e).row4PriceGold, {}});
        std::string names;
        for (const auto &x : drawn) {
            const ProgressCard *col = x.is_string() ? c.catalog.card(x.get<std::string>()) : nullptr;
            if (!col || col->type != CardType::Colony || col->preprinted)
                refuse(h.name + ": " + x.dump() + " is not a Colony (card text: the Colonies drawn make the row)");
            if (!c.before.options.usesSet(col->set))
                refuse(h.name + ": " + col->name + " is from the " + col->set + " set, which this game does not use");
            if (col->age != c.before.age())
                refuse(h.name + ": " + col->name + " is an age " + std::to_string(col->age) + " card; the cards are drawn "
                       "from the age " + std::to_string(c.before.age()) + " deck (Rulebook p.12)");
            if (std::find(row.cards.begin(), row.cards.end(), col->id) != row.cards.end())
                refuse(h.name + ": " + col->name + " is named twice (Rulebook p.4: one copy of each Progress Card)");
            for (int q = 0; q < static_cast<int>(c.out.players.size()); ++q)
                if (holdsCard(c.out.players[q], col->id))
                    refuse(h.name + ": " + col->name + " is on " + nameOf(c.out, q) +
                           "'s board (Rulebook p.4: one copy of each Progress Card)");
            row.cards.push_back(col->id);
            names += (names.empty() ? "" : ", ") + col->name;
        }
        c.out.boardRow4 = row;
        c.explain(owner, h.id, why + ": " + (names.empty() ? std::string("no Colony among the 20 cards drawn") : names) +
                                   (names.empty() ? "" : " make a 4th row of the Progress Board; any nation may buy them for " +
                                                             std::to_string(row.priceGold) + " Gold") +
                                   " (" + kRuleCardText + ")");
        return;
    }
    case EffectShape::MarkPopulationSpace: { // Hawaii
        // Card text: "when discovered you take 1 worker and that track space is marked so it costs no
        // upkeep" — the Worker comes from a track space (card text overrules Rulebook p.8's "take a free
        // Worker first"). Payload "section": the section it comes from (Rulebook p.8: the player decides);
        // default the first section with a Worker left whose spaces cost upkeep.
        PlayerState &pl = c.out.players[owner];
        const NationSide &side = sideOf(c.catalog, pl);
        std::string section = c.payload ? c.payload->value("section", "") : "";
        if (section.empty())
            for (size_t k = 0; section.empty() && k < side.population.size() && k < pl.populationTaken.size(); ++k)
                if (pl.populationTaken[k] < side.population[k].capacity && side.population[k].costPerWorkerTaken != Amounts{})
                    section = side.population[k].id;
        const int free = pl.freeWorkers;
        pl.freeWorkers = 0;
        const std::string taken = takeWorker(c.catalog, pl, section); // refuses an unknown or empty section
        pl.freeWorkers = free;
        size_t k = 0;
        while (side.population[k].id != taken)
            ++k;
        pl.populationMark = PopulationMark{taken, pl.populationTaken[k] - 1};
        c.explain(owner, h.id, why + ": " + nameOf(c.out, owner) + " takes a Worker from the " + taken +
                                   " section of the Population Track; its space (" + std::to_string(pl.populationTaken[k]) +
                                   " of " + std::to_string(side.population[k].capacity) +
                                   ") is marked and costs no upkeep (" + kRuleCardText + ")");
        takeWorkerRules(c.catalog, c.out, owner);
        return;
    }
    case EffectShape::GainPerPassed: { // Uluru: +1 VP per nation that has already passed this round
        const int passed = static_cast<int>(c.before.roundInputs.passOrder.size());
        c.gain(owner, *plainAmounts(std::get<GainPerPassed>(e).gain) * passed, h.id,
               why + " (" + std::to_string(passed) + " nation(s) already passed)");
        return;
    }
    case EffectShape::ExtraActions:
        roundEffectLine("extra_actions", std::get<ExtraActions>(e).count,
                        nameOf(c.out, owner) + " takes " + std::to_string(std::get<ExtraActions>(e).count) +
                            " extra action(s) before the turn moves on");
        return;
    case EffectShape::ForceLeast:
        roundEffectLine("least_stability", 1, nameOf(c.out, owner) + " counts as having the least Stability");
        return;
    case EffectShape::PassedOverBooks:
        roundEffectLine("passed_over_books", std::get<PassedOverBooks>(e).books,
                        "after passing, +" + std::to_string(std::get<PassedOverBooks>(e).books) +
                            " Books each time play skips over " + nameOf(c.out, owner));
        return;
    case EffectShape::PublicArchitects:
        roundEffectLine("public_architects", std::get<PublicArchitects>(e).amount,
                        "+" + std::to_string(std::get<PublicArchitects>(e).amount) + " public Architects for every nation");
        return;
    case EffectShape::ArchitectDiscount:
        roundEffectLine("architect_discount", -std::get<ArchitectDiscount>(e).architectCostStone,
                        nameOf(c.out, owner) + " pays " + std::to_string(-std::get<ArchitectDiscount>(e).architectCostStone) +
                            " Stone less per Architect hired");
        return;
    case EffectShape::RemoveBuildings:
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
        return;
    // Executed where they happen, not as a triggered effect: turn order (action_phase.cpp), the purchase
    // (action_phase_buy.cpp), Workers (action_phase_workers.cpp), placement (placeAdvisor) and the special
    // actions (specialShape, action_phase_specials.cpp). Plain rules never reach here (applyOrNote).
    case EffectShape::Plain:
    case EffectShape::SkipTurn:
    case EffectShape::FirstTurnFreeDeploy:
    case EffectShape::WarAsBattle:
    case EffectShape::DiscardBought:
    case EffectShape::DiscardBoughtAddMarker:
    case EffectShape::TakeWorkerOptional:
    case EffectShape::FreeArchitects:
    case EffectShape::FreeWorkerOnBought:
    case EffectShape::StaysFirstTime:
    case EffectShape::SwapBoardCards:
    case EffectShape::DeployFree:
    case EffectShape::BuyFree:
    case EffectShape::TakeWorkers:
    case EffectShape::TakeThisCard:
    case EffectShape::RemoveOwnColony:
    case EffectShape::ReturnWorkerFreeArchitect:
    case EffectShape::RemoveAdvisorAddMarker:
    case EffectShape::RemoveOwnAdvisor:
    case EffectShape::DiscardPublicArchitect:
    case EffectShape::StabilityThisRound:
    case EffectShape::ParkResources:
    case EffectShape::AlsoBuyGoldenAgeVp:  // buy(): another nation's purchase
    case EffectShape::MarkedCardPaysOwner: // buy()
    case EffectShape::MarkProgressCard:    // revealEvent()
    case EffectShape::TakeAdvisorFromWonderSpace:
    case EffectShape::ForceDynastyChange:
        break;
    }
    c.byHand(h.id, describe(h, h.support()) + " (shape " + std::string(key(shape)) + " applied where it happens)", owner);
}

void Ctx::applyOrNote(const ActiveRule &h, const std::string &why, int owner)
{
    const RuleSupport sup = h.support();
    const EffectShape shape = sup.automated ? h.typed->shape : EffectShape::Plain;
    const auto a = sup.automated && shape == EffectShape::Plain ? plainOutcome(*h.typed, true) : std::nullopt;
    if (shape != EffectShape::Plain)
        applyShape(*this, h, shape, why, owner < 0 ? pi : owner);
    else if (a)
        gain(pi, *a, h.id, why);
    else
        byHand(h.id, describe(h, sup), owner);
}

} // namespace nc::nations::ap

