// Actions "deploy" and "undeploy" (Rulebook p.15 "Deploy Workers"), free deployments (Achaemenid Empire,
// MIT), Workers returned to the Population Track and taken from it (on_take_worker, Mauryan Empire).
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

/// Returns an idle Worker to the Population Track (Rulebook p.8 "Taking and Returning Workers": the player
/// chooses the section; "" = the last section a Worker was taken from). On a full track (no free slot) the
/// Worker lies on top of it (PlayerState::freeWorkers; section "" or kFreeWorkerSection "top") when the
/// return is `forced` (a card's effect: Northwest Passage); a Worker returned as a payment (Qin Dynasty's
/// special action) needs a free slot, since the rulebook places it on top only "if you are forced".
void returnWorker(Ctx &c, const std::string &why, const std::string &section, bool forced)
{
    PlayerState &p = c.me();
    const NationSide &side = sideOf(c.catalog, p);
    if (p.idleWorkers <= 0)
        refuse(why + ": " + c.who() + " has no idle Worker to return (undeploy one first, Rulebook p.15)");
    bool full = true; // no free slot: no Worker was taken from any section
    int k = -1;
    for (int i = 0; i < static_cast<int>(p.populationTaken.size()) && i < static_cast<int>(side.population.size()); ++i) {
        full = full && p.populationTaken[i] <= 0;
        if (p.populationTaken[i] > 0 && (section.empty() || side.population[i].id == section))
            k = i;
    }
    if (forced && full && (section.empty() || section == kFreeWorkerSection)) {
        // Rulebook p.8 "Taking and Returning Workers": "If you are forced to return a Worker when you have
        // no free slots ... place the Worker on top of the Population Track nonetheless. The next time you
        // take a Worker, take this free Worker first" (PlayerState::freeWorkers, takeWorker()).
        p.freeWorkers += 1;
        p.idleWorkers -= 1;
        c.explain(c.pi, "", why + ": " + c.who() +
                                " returns a Worker on top of the full Population Track; it is the next Worker taken "
                                "(Rulebook p.8 \"Taking and Returning Workers\")");
        return;
    }
    if (k < 0 && section == kFreeWorkerSection && !full)
        refuse(why + ": the Population Track has a free slot: the Worker goes back to a section (Rulebook p.8)");
    if (k < 0 && full)
        refuse(why + ": no Worker was taken from the Population Track; only a Worker a card forces you to return "
                     "goes on top of a full track (Rulebook p.8 \"Taking and Returning Workers\")");
    if (k < 0)
        refuse(why + ": no Worker was taken from " + (section.empty() ? std::string("the Population Track") : "the " + section + " section"));
    p.populationTaken[k] -= 1;
    p.idleWorkers -= 1;
    c.explain(c.pi, "", why + ": " + c.who() + " returns a Worker to the " + side.population[k].id +
                            " section of the Population Track (Rulebook p.8)");
}

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
void deploy(Ctx &c, const json &pl, const ActiveRule *freeOf)
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
        c.rule(false, "Rulebook p.15", msg("Workers are undeployed during your turn in the Action Phase"));
    else if (hasPassed(c.before, c.pi) || currentTurn(c.before) != c.pi)
        c.rule(false, "Rulebook p.15", msg("Workers are undeployed only during your own turn; it is %1's turn",
                                           {literal(nameOf(c.before, currentTurn(c.before)))}));
    p.buildings[slot].workers -= count;
    p.idleWorkers += count;
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

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

bool freeFirstDeploy(const Catalog &catalog, const GameState &state, int player)
{
    return freeFirstDeployRule(catalog, state, player).has_value();
}

int growthExtraWorkers(const Catalog &catalog, const PlayerState &player, std::string *source)
{
    int n = 0;
    for (const ActiveRule &h : activeRules(catalog, player, "growth"))
        if (const auto *r = std::get_if<PlainEffect>(&h.typed->effect);
            r && r->takeWorkersOptional && h.support().automated) {
            n += *r->takeWorkersOptional;
            if (source)
                *source = h.id;
        }
    return n;
}

void takeWorkerRules(const Catalog &catalog, GameState &s, int p)
{
    for (const ActiveRule &h : activeRules(catalog, s.players[p], "on_take_worker")) {
        const RuleSupport sup = h.support();
        const auto a = sup.automated ? plainOutcome(*h.typed) : std::nullopt;
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

int deployCost(const Catalog &catalog, const PlayerState &p, const ProgressCard &card)
{
    const ModifierSum m = ownModifier(catalog, p, &Modifier::deployCostStone, card.type);
    int cost = card.deployStone + m.total;
    if (m.total != 0 && m.min)
        cost = std::max(cost, std::min(*m.min, card.deployStone));
    return std::max(0, cost);
}

} // namespace nc::nations
