// Action "hire" (Rulebook p.17 "Hire Architect"): public and private Architects, finished Wonders moved
// to a Wonder slot with their "when ready" effects, and action "explore" (natural wonders, Dynasties).
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

/// Moves a finished Wonder to a Wonder slot (Rulebook p.17 "Hire Architect"; FAQ, T-23).
void placeReadyWonder(Ctx &c, const ProgressCard &w, const json &pl, bool completedWonder)
{
    PlayerState &p = c.me();
    const NationSide &side = sideOf(c.catalog, p);
    // Effects "when a later Wonder is ready" of cards held now, the covered Wonder included (T-23).
    const std::vector<ActiveRule> later = activeRules(c.catalog, p, "on_wonder_ready");
    const auto cover = optInt(pl, "cover");
    if (cover) {
        if (*cover < 0 || *cover >= static_cast<int>(p.wonders.size()))
            refuse("there is no ready Wonder " + std::to_string(*cover) + " to cover");
        // Great Plains: a Building/Military on its space makes it a Building/Military slot, not also a
        // Wonder space (card text: "its wonder space may be covered by a building or military card").
        if (wonderSpaceHoldsBuilding(c.catalog, p, static_cast<size_t>(*cover)))
            refuse("card text (Great Plains): a Building/Military covers the space of " +
                   c.catalog.card(p.wonders[*cover])->name + "; choose another ready Wonder to cover");
        p.wonders[*cover] = w.id; // the covered Wonder is destroyed (Rulebook p.17; FAQ)
    } else {
        // Advisors / Colonies on Wonder spaces (Polish-Lithuanian Commonwealth, Portugese Empire) take spaces.
        if (wonderSpacesUsed(c.catalog, p) >= side.boardSlots.wonder)
            refuse("Rulebook p.17: all " + std::to_string(side.boardSlots.wonder) +
                   " Wonder slots are full: choose a ready Wonder to cover (\"cover\")");
        p.wonders.push_back(w.id);
    }
    // Siberia "occupies two wonder spaces" (card text, wonderSpacesOf()): it needs a second free space
    // (or a covered Siberia frees one).
    if (wonderSpacesUsed(c.catalog, p) > side.boardSlots.wonder)
        refuse("card text (Siberia): " + w.name + " needs " + std::to_string(wonderSpacesOf(w)) +
               " Wonder spaces; " + c.who() + " has " + std::to_string(side.boardSlots.wonder) +
               " and the others are taken: choose a ready Wonder to cover (\"cover\")");
    if (wonderSpacesOf(w) > 1)
        c.explain(c.pi, w.id, w.name + " occupies " + std::to_string(wonderSpacesOf(w)) + " Wonder spaces of " +
                                  c.who() + " (" + kRuleCardText + ")");
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

void hire(Ctx &c, const json &pl)
{
    PlayerState &p = c.me();
    checkTurn(c);
    if (!p.wonderUnderConstruction)
        refuse("Rulebook p.17", msg("%1 has no Wonder under construction to hire an Architect for", {literal(c.who())}));
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
        Message label;
        int count = 0;
        for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
            if (h->id == priv && h->privateArchitects > 0) {
                label = literal(h->name);
                count = h->privateArchitects;
            }
        // A nation special granting private Architects (e.g. Egypt B), or the dynasty covering it.
        for (const NationRuleSource &src : nationRuleSources(c.catalog, p))
            if (src.id == priv)
                for (const Rule &r : *src.typed)
                    if (const auto *e = std::get_if<PlainEffect>(&r.effect); e && r.when == Trigger::Ongoing && e->privateArchitects) {
                        label = src.dynasty ? literal(src.label) : msg("the nation special");
                        count += *e->privateArchitects;
                    }
        if (count <= 0)
            refuse("Rulebook p.13: private Architects come from a card on your board that grants them; " + c.who() +
                   " holds no such card \"" + priv + "\"");
        int &used = ap.privateArchitectsUsed[playerKey(c.pi, priv)];
        c.rule(used < count, "Rulebook p.13 step 5 / FAQ R-12",
               msg("%1's %2 private Architect(s) are used this round", {label, literal(count)}));
        used += 1;
    } else {
        const int total = publicArchitects(c.catalog, c.before);
        c.rule(ap.publicArchitectsHired < total, "Rulebook p.17",
               msg("no Architect is left on the Score Board (%1 this round, %2 hired)",
                   {literal(total), literal(ap.publicArchitectsHired)}));
        ap.publicArchitectsHired += 1;
    }
    const int k = p.wonderUnderConstruction->architects;
    const int printed = k < static_cast<int>(w->architectCosts.size()) ? w->architectCosts[k] : 0;
    std::vector<std::string> discountCards;
    const int cost = architectSectionCost(c.catalog, c.before, c.pi, k, &discountCards);
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

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

int architectSectionCost(const Catalog &catalog, const GameState &state, int player, int section,
                         std::vector<std::string> *discountCards)
{
    const PlayerState &p = state.players.at(static_cast<size_t>(player));
    if (!p.wonderUnderConstruction)
        throw ActionError("Rulebook p.17: " + p.name + " has no Wonder under construction");
    const ProgressCard *w = catalog.card(p.wonderUnderConstruction->card);
    if (!w)
        throw ActionError("unknown Wonder \"" + p.wonderUnderConstruction->card + "\"");
    const int printed = section >= 0 && section < static_cast<int>(w->architectCosts.size()) ? w->architectCosts[section] : 0;
    // Le Vite (special option): 1 Stone less per Architect hired this round (never below 0).
    const int discount = roundEffect(state, player, "architect_discount", discountCards);
    return std::max(0, printed - discount);
}

int publicArchitectsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - s.roundInputs.actionPhase.publicArchitectsHired);
}

int wonderSlots(const Catalog &catalog, const PlayerState &player) { return sideOf(catalog, player).boardSlots.wonder; }

ReadyWonderOutcome completeWonderOutsideActions(const Catalog &catalog, GameState &s, int player, const ProgressCard &w,
                                                std::optional<int> cover, const ReadyChoice &choose)
{
    const GameState before = s;
    json pl = json::object();
    if (cover)
        pl["cover"] = *cover;
    Ctx c{catalog, before, before, "ready", player, w.id, false, {}, &pl, 0};
    c.chooseTarget = [&](int p, const ActiveRule &h, const std::vector<bool> &possible) {
        std::vector<std::string> labels;
        for (const PlainEffect &o : std::get<Targets>(h.typed->effect).chooseOne) // chooseTarget: from applyTargets()
            labels.push_back(o.remove ? "remove your Advisor(s)"
                                      : amountsText(plainAmounts(o.lose.value_or(Amounts{})).value_or(Amounts{}) * -1));
        return choose(p, nameOf(before, p) + ", " + h.name + " (ready): which do you choose?", labels, possible);
    };
    auto &ap = c.out.roundInputs.actionPhase;
    const size_t applied = ap.applied.size(), byHand = ap.byHand.size();
    c.me().wonderUnderConstruction.reset(); // ready: its Architects go back to the supply (as in hire())
    placeReadyWonder(c, w, pl);
    ReadyWonderOutcome out;
    out.applied.assign(ap.applied.begin() + static_cast<long>(applied), ap.applied.end());
    out.byHand.assign(ap.byHand.begin() + static_cast<long>(byHand), ap.byHand.end());
    ap.applied.resize(applied);
    ap.byHand.resize(byHand);
    // Into `s`, keeping its players where they are (callers hold references to them: events.cpp).
    std::vector<PlayerState> players = std::move(c.out.players);
    c.out.players = std::move(s.players);
    s = std::move(c.out);
    for (size_t i = 0; i < players.size(); ++i)
        s.players[i] = std::move(players[i]);
    return out;
}

} // namespace nc::nations
