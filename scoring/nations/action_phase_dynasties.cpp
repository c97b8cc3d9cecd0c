// Action "turmoil" (Dynasties expansion, shared data README "dynasty_cards.json"): a turmoil card taken
// for Gold or with one of the nation's dynasty cards, which then stands on the nation-special space; and
// the dynasties whose actions involve other nations: Polish-Lithuanian Commonwealth (another nation takes
// an Advisor from a Wonder space) and Jagellonian Dynasty (an extra action before everyone else, payload
// "out_of_turn").
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

namespace {

/// "3 Gold" for a payment (amountsText() without the signs).
std::string paidText(const Amounts &pay)
{
    std::string t = amountsText(pay);
    for (const std::string sign : {"+"})
        for (size_t at = t.find(sign); at != std::string::npos; at = t.find(sign))
            t.erase(at, sign.size());
    return t;
}

} // namespace

/// Takes a turmoil card (payload {player, choice: "gold" | <dynasty card id>, section?}). Mechanics as the
/// shared data describes them (README "dynasty_cards.json"; not checked against the Dynasties rulebook,
/// which we do not have): as many turmoil cards each round as public Architects; taking one is an action
/// that costs 2 Stability until the end of the round and gives 2 Gold or plays one of the nation's two
/// dynasties, which covers the nation special or the previous dynasty. Sassanid Empire ("on_turmoil"):
/// choosing the Gold discards the turmoil card, so no Stability is lost.
void turmoil(Ctx &c, const json &pl)
{
    const GameState &s = c.before;
    c.rule(s.options.usesSet("dynasties"),
           "game option: turmoil cards belong to the Dynasties expansion, which this game does not use");
    const PlayerState &p = s.players[c.pi];
    const Nation *nat = c.catalog.nation(p.nation);
    if (!pl.contains("choice") || !pl["choice"].is_string())
        refuse("the turmoil card needs a \"choice\": \"gold\" or one of the nation's dynasty cards");
    const std::string choice = pl["choice"].get<std::string>();
    const DynastyCard *dynasty = nullptr;
    if (choice != "gold") {
        dynasty = c.catalog.dynastyCard(choice);
        const std::vector<std::string> own = nat ? nat->dynastyCards : std::vector<std::string>{};
        if (!dynasty || std::find(own.begin(), own.end(), choice) == own.end())
            refuse("Dynasties: " + c.who() + " may play only " + (nat ? nat->name : p.nation) + "'s own dynasty cards, not \"" +
                   choice + "\"");
        if (p.dynasty == choice)
            refuse("Dynasties: " + dynasty->name + " is already in play for " + c.who());
    }
    const auto &played = p.dynastiesPlayed;
    if (dynasty)
        c.rule(std::find(played.begin(), played.end(), choice) == played.end(),
               "Dynasties: " + dynasty->name + " was played earlier and covered; each dynasty is played once");
    checkTurn(c);
    auto &effects = c.out.roundInputs.actionPhase.roundEffects;
    const int pool = publicArchitects(c.catalog, s), taken = roundEffect(s, -1, "turmoil_cards"); // turmoilCardsLeft()
    c.rule(taken < pool, "Dynasties: each round has as many turmoil cards as public Architects (" +
                             std::to_string(pool) + "); all " + std::to_string(taken) + " are taken");
    effects[roundKey(c.pi, "turmoil", "turmoil_cards")] += 1;

    // on_turmoil of what stands on the nation-special space when the card is taken (Sassanid Empire).
    bool discarded = false;
    for (const ActiveRule &h : activeRules(c.catalog, p, "on_turmoil"))
        if (choice == "gold" && h.rule->value("effect", "") == "discard_turmoil_card" &&
            h.rule->value("if", json::object()) == json{{"turmoil_choice", "gold"}}) {
            discarded = true;
            c.explain(c.pi, h.id, h.name + ": the turmoil card taken for Gold is discarded — " + c.who() +
                                      " loses no Stability (" + kRuleCardText + ")");
        }
    if (!discarded) {
        effects[roundKey(c.pi, "turmoil", "turmoil_stability")] += kTurmoilStability;
        c.explain(c.pi, "turmoil", "turmoil card: " + c.who() + " loses " + std::to_string(kTurmoilStability) +
                                       " Stability until the end of the round (Dynasties, shared data)");
    }
    if (!dynasty) {
        Amounts gold;
        gold[Quantity::Gold] = 2;
        c.gain(c.pi, gold, "turmoil", "turmoil card, Gold");
        endTurn(c);
        return;
    }
    const std::string covered =
        p.dynasty.empty() ? (nat ? nat->name : p.nation) + " special" : ruleSourceName(c.catalog, p.dynasty);
    c.me().dynasty = dynasty->id;
    c.me().dynastiesPlayed.push_back(dynasty->id);
    c.explain(c.pi, dynasty->id, "turmoil card: " + c.who() + " plays " + dynasty->name + ", covering the " + covered +
                                     " (Dynasties, shared data)");
    // on_play of the new dynasty (Yuan Dynasty: take 3 Workers; Rulebook p.8: the player decides the
    // section, payload "section", default the first section with a Worker left).
    for (const ActiveRule &h : activeRules(c.catalog, c.out.players[c.pi], "on_play")) {
        const RuleSupport sup = h.support();
        if (!sup.automated) {
            c.byHand(h.id, describe(h, sup));
            continue;
        }
        for (int i = 0; i < h.rule->value("take_workers", 0); ++i) {
            const std::string section = takeWorker(c.catalog, c.me(), pl.value("section", ""));
            c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                      " section of the Population Track (" + kRuleCardText + "; Rulebook p.8)");
            takeWorkerRules(c.catalog, c.out, c.pi);
        }
        Amounts gain;
        if (h.rule->contains("gain"))
            gain += *plainAmounts((*h.rule)["gain"]);
        c.gain(c.pi, gain, h.id, h.name + " (played)");
    }
    endTurn(c);
}

/// Polish-Lithuanian Commonwealth, "other nations may use an action to pay you 3 gold and take such an
/// advisor" (card text; dynasty_cards.json): the acting nation pays the owner `pay_to_owner` (refused when
/// it has less: Rulebook appendix, no spending more than you have) and takes one of the Advisors on the
/// owner's Wonder spaces (payload "advisor": its card id, needed when there are several), which it places
/// on its own board as a bought Advisor is placed: it replaces the acting nation's Advisor (Rulebook p.16
/// "Advisor": one at a time; payload "slot" as for a purchase), with that Advisor's on_replace rules.
void takeAdvisorFromWonderSpace(Ctx &c, const ActiveRule &h, int owner, const json &pl)
{
    const std::string ownerName = nameOf(c.before, owner);
    const std::vector<std::string> onSpaces = wonderSpaceAdvisors(c.catalog, c.before.players[owner]);
    std::string names;
    for (const auto &id : onSpaces)
        names += (names.empty() ? "" : ", ") + id;
    if (onSpaces.empty())
        refuse("card text: " + h.name + ": " + ownerName + " has no Advisor on a Wonder space to take");
    std::string id;
    if (pl.contains("advisor")) {
        if (!pl["advisor"].is_string())
            refuse(h.name + ": \"advisor\" is the card id of the Advisor taken");
        id = pl["advisor"].get<std::string>();
        if (std::find(onSpaces.begin(), onSpaces.end(), id) == onSpaces.end())
            refuse("card text: " + h.name + ": \"" + id + "\" is not an Advisor on a Wonder space of " + ownerName +
                   " (those are: " + names + ")");
    } else if (onSpaces.size() > 1)
        refuse(h.name + ": choose the Advisor taken (\"advisor\": one of " + names + ")");
    else
        id = onSpaces.front();
    const ProgressCard *card = c.catalog.card(id);
    if (!card)
        refuse("unknown Advisor \"" + id + "\"");
    const Amounts pay = *plainAmounts((*h.rule)["pay_to_owner"]);
    payFor(c, pay, "taking an Advisor of " + ownerName + "'s " + h.name);
    PlayerState &from = c.out.players[owner];
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        from.setResource(q, from.resource(q) + pay[q]);
    from.advisors.erase(std::find(from.advisors.begin(), from.advisors.end(), id));
    from.markers.erase(id);
    c.explain(c.pi, h.id, h.name + ": " + c.who() + " pays " + ownerName + " " + paidText(pay) + " and takes " +
                              card->name + " from its Wonder space (" + kRuleCardText + ")");
    c.explain(owner, h.id, h.name + ": " + ownerName + " receives " + paidText(pay) + " from " + c.who() + " for " +
                               card->name + " (" + kRuleCardText + ")");
    placeAdvisor(c, *card, c.pi, optInt(pl, "slot"), activeRules(c.catalog, c.before.players[c.pi], "on_replace"));
}

/// Jagellonian Dynasty, "before the progress step you may pay 1 gold to the first player (second player if
/// you are first) to take an extra action before everyone else" (card text; dynasty_cards.json): an action
/// of any kind but "pass" with the payload field "out_of_turn": "<dynasty id>", taken by the holder before
/// any nation has acted this round (nations skipping their first turn, Buddha, do not count), once per
/// round (round effect "<player>/<id>/out_of_turn"). We record it at the start of the Action Phase: the app
/// keeps no Progress Board, so "before the progress step" (Rulebook p.12, the board refill) cannot be told
/// apart; the action pays as the card says and does not use or move the turn (Rulebook p.14 order).
void outOfTurn(Ctx &c, const json &pl)
{
    if (!pl["out_of_turn"].is_string())
        refuse("\"out_of_turn\" names the card that lets the nation act before everyone else");
    const std::string id = pl["out_of_turn"].get<std::string>();
    const PlayerState &p = c.before.players[c.pi];
    std::optional<ActiveRule> h;
    for (const NationRuleSource &n : nationRuleSources(c.catalog, p))
        if (n.id == id)
            for (const ActiveRule &r : rulesWhen(n, "before_progress"))
                if (r.support().automated)
                    h = r;
    if (!h)
        refuse(c.who() + " has no \"" + id + "\" in play that lets it act before everyone else");
    if (c.kind == "pass")
        refuse("card text: " + h->name + " gives an extra action; passing is not one");
    c.rule(roundEffect(c.before, c.pi, "out_of_turn") == 0,
           "card text: " + h->name + "'s extra action before everyone else is taken once per round");
    const auto &ap = c.before.roundInputs.actionPhase;
    const bool noneActed = c.before.roundInputs.passOrder.empty() &&
                           std::all_of(ap.started.begin(), ap.started.end(), [&](int q) {
                               return !shapedRules(c.catalog, c.before.players[q], "first_turn", EffectShape::SkipTurn).empty();
                           });
    c.rule(noneActed, "card text: " + h->name + "'s extra action comes before everyone else; nations have acted this round");
    const auto &order = c.before.playerOrder;
    if (order.size() < 2)
        refuse("card text: " + h->name + " pays the first or second player; there is no other nation");
    const int to = order[0] == c.pi ? order[1] : order[0];
    const Amounts pay = *plainAmounts((*h->rule)["pay"]);
    payFor(c, pay, h->name + "'s extra action");
    PlayerState &dest = c.out.players[to];
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        dest.setResource(q, dest.resource(q) + pay[q]);
    c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, id, "out_of_turn")] = 1;
    c.outOfTurn = true;
    c.explain(c.pi, id, h->name + ": " + c.who() + " pays " + paidText(pay) + " to " + nameOf(c.before, to) + " (" +
                            (order[0] == c.pi ? "second player, " + c.who() + " is first" : std::string("first player")) +
                            ") and takes an extra action before everyone else (" + kRuleCardText + ")");
}

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

std::vector<std::string> wonderSpaceAdvisors(const Catalog &catalog, const PlayerState &p)
{
    // Without the dynasty (in play or covered), the nation's own Advisor slots; the Advisors beyond them,
    // the last ones placed, are on Wonder spaces (advisorSlots(), game_state.h).
    PlayerState own = p;
    own.dynasty.clear();
    own.dynastiesPlayed.clear();
    const size_t slots = static_cast<size_t>(std::max(0, advisorSlots(catalog, own, true)));
    if (advisorSlots(catalog, p, true) <= advisorSlots(catalog, own, true) || p.advisors.size() <= slots)
        return {};
    return std::vector<std::string>(p.advisors.begin() + static_cast<std::ptrdiff_t>(slots), p.advisors.end());
}

std::optional<OutOfTurnOffer> outOfTurnOffer(const Catalog &catalog, const GameState &s)
{
    if (s.phase != Phase::Action || s.playerOrder.size() < 2 || !s.roundInputs.passOrder.empty())
        return std::nullopt;
    for (int q : s.roundInputs.actionPhase.started)
        if (shapedRules(catalog, s.players[q], "first_turn", EffectShape::SkipTurn).empty())
            return std::nullopt; // a nation has acted
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
        if (roundEffect(s, p, "out_of_turn") > 0)
            continue;
        for (const NationRuleSource &n : nationRuleSources(catalog, s.players[p]))
            for (const ActiveRule &r : rulesWhen(n, "before_progress"))
                if (r.support().automated) {
                    const Amounts pay = *plainAmounts((*r.rule)["pay"]);
                    if (pay[Quantity::Gold] > s.players[p].gold)
                        continue;
                    return OutOfTurnOffer{p, n.id, n.label, s.playerOrder[0] == p ? s.playerOrder[1] : s.playerOrder[0],
                                          pay[Quantity::Gold]};
                }
    }
    return std::nullopt;
}

int turmoilCardsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - roundEffect(s, -1, "turmoil_cards"));
}

} // namespace nc::nations
