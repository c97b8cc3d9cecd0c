// Action "turmoil" (Dynasties expansion, shared data README "dynasty_cards.json"): a turmoil card taken
// for Gold or with one of the nation's dynasty cards, which then stands on the nation-special space; and
// the dynasties whose actions involve other nations: Polish-Lithuanian Commonwealth (another nation takes
// an Advisor from a Wonder space).
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

int turmoilCardsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - roundEffect(s, -1, "turmoil_cards"));
}

} // namespace nc::nations
