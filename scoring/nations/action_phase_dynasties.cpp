// Action "turmoil" (Dynasties expansion, shared data README "dynasty_cards.json"): a turmoil card taken
// for Gold or with one of the nation's dynasty cards, which then stands on the nation-special space; and
// the dynasties whose actions involve other nations: Polish-Lithuanian Commonwealth (another nation takes
// an Advisor from a Wonder space), Democratic Republicans (the weakest nations must play a dynasty) and
// Jagellonian Dynasty (an extra action before everyone else, payload "out_of_turn").
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
    c.rule(s.options.usesSet("dynasties"), "game option",
           msg("turmoil cards belong to the Dynasties expansion, which this game does not use"));
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
        c.rule(std::find(played.begin(), played.end(), choice) == played.end(), "Dynasties",
               msg("%1 was played earlier and covered; each dynasty is played once", {literal(dynasty->name)}));
    checkTurn(c);
    const int pool = publicArchitects(c.catalog, s), taken = roundEffect(s, -1, "turmoil_cards"); // turmoilCardsLeft()
    c.rule(taken < pool, "Dynasties",
           msg("each round has as many turmoil cards as public Architects (%1); all %2 are taken",
               {literal(pool), literal(taken)}));
    takeTurmoilCard(c, c.pi, dynasty, pl.value("section", ""));
    endTurn(c);
}

/// Player `p` takes a turmoil card (one fewer this round, −2 Stability until the end of the round unless
/// discarded) and gains 2 Gold (`dynasty` nullptr) or plays `dynasty`, with its on_play rules (`section`:
/// where Workers are taken, "" = the first section with a Worker left). Shared by the action "turmoil" and
/// the nations Democratic Republicans forces (forceDynastyChange()).
void takeTurmoilCard(Ctx &c, int p, const DynastyCard *dynasty, const std::string &section)
{
    const PlayerState &held = c.out.players[p];
    const Nation *nat = c.catalog.nation(held.nation);
    const std::string who = nameOf(c.before, p);
    auto &effects = c.out.roundInputs.actionPhase.roundEffects;
    effects[roundKey(p, "turmoil", "turmoil_cards")] += 1;

    // on_turmoil of what stands on the nation-special space when the card is taken (Sassanid Empire).
    bool discarded = false;
    for (const ActiveRule &h : activeRules(c.catalog, held, "on_turmoil")) {
        const auto *r = std::get_if<PlainEffect>(&h.typed->effect);
        const TurmoilChoice *choice = r && r->condition ? r->condition->find<TurmoilChoice>() : nullptr;
        if (!dynasty && choice && r->effect == NamedEffect::DiscardTurmoilCard && r->condition->all.size() == 1 &&
            choice->resource == Quantity::Gold) { // if {"turmoil_choice": "gold"}
            discarded = true;
            c.explain(p, h.id, h.name + ": the turmoil card taken for Gold is discarded — " + who +
                                   " loses no Stability (" + kRuleCardText + ")");
        }
    }
    if (!discarded) {
        effects[roundKey(p, "turmoil", "turmoil_stability")] += kTurmoilStability;
        c.explain(p, "turmoil", "turmoil card: " + who + " loses " + std::to_string(kTurmoilStability) +
                                    " Stability until the end of the round (Dynasties, shared data)");
    }
    if (!dynasty) {
        Amounts gold;
        gold[Quantity::Gold] = 2;
        c.gain(p, gold, "turmoil", "turmoil card, Gold");
        return;
    }
    const std::string covered =
        held.dynasty.empty() ? (nat ? nat->name : held.nation) + " special" : ruleSourceName(c.catalog, held.dynasty);
    PlayerState &me = c.out.players[p];
    me.dynasty = dynasty->id;
    me.dynastiesPlayed.push_back(dynasty->id);
    c.explain(p, dynasty->id, "turmoil card: " + who + " plays " + dynasty->name + ", covering the " + covered +
                                  " (Dynasties, shared data)");
    // on_play of the new dynasty (Yuan Dynasty: take 3 Workers; Rulebook p.8: the player decides the
    // section, payload "section", default the first section with a Worker left).
    for (const ActiveRule &h : activeRules(c.catalog, c.out.players[p], "on_play")) {
        const RuleSupport sup = h.support();
        if (!sup.automated) {
            c.byHand(h.id, describe(h, sup), p);
            continue;
        }
        const PlainEffect &played = std::get<PlainEffect>(h.typed->effect); // on_play: take_workers, gain
        for (int i = 0; i < played.takeWorkers.value_or(0); ++i) {
            const std::string from = takeWorker(c.catalog, c.out.players[p], section);
            c.explain(p, h.id, h.name + ": " + who + " takes a Worker from the " + from +
                                   " section of the Population Track (" + kRuleCardText + "; Rulebook p.8)");
            takeWorkerRules(c.catalog, c.out, p);
        }
        Amounts gain;
        if (played.gain)
            gain += *plainAmounts(*played.gain);
        c.gain(p, gain, h.id, h.name + " (played)");
    }
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
    const Amounts pay = *plainAmounts(std::get<TakeAdvisorFromWonderSpace>(h.typed->effect).payToOwner);
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

/// Democratic Republicans, "every nation with the least strength (not you) that still holds a dynasty must
/// take a turmoil card and play a dynasty now; you gain 3 books per nation forced" (card text;
/// dynasty_cards.json). The least Strength as every "least" rule counts it (all ties; 5 players: the two
/// lowest; shared README "if"), compared over every nation, the acting one excluded from the forced ones.
/// A nation "still holds a dynasty" while one of its two dynasty cards is neither in play nor played. Each
/// forced nation takes a turmoil card as the action "turmoil" does with a dynasty (one fewer this round,
/// −2 Stability this round, the dynasty covers what is in play, its on_play rules apply). Its choices
/// (docs/card-rules.md "Decisions"): which dynasty, payload "forced_dynasties" {"<player>": "<dynasty
/// id>"}, default the first of its nation's dynasty cards still held; Workers of an on_play rule come from
/// the first section with a Worker left. The turmoil cards left must suffice (a table rule, overridable).
void forceDynastyChange(Ctx &c, const ActiveRule &h, const json &pl)
{
    const ForceDynastyChange &r = std::get<ForceDynastyChange>(h.typed->effect);
    const json choices = pl.value("forced_dynasties", json::object());
    if (!choices.is_object())
        refuse(h.name + ": \"forced_dynasties\" maps a player index to the dynasty card it plays");
    c.rule(c.before.options.usesSet("dynasties"), "game option",
           msg("turmoil cards belong to the Dynasties expansion, which this game does not use"));
    std::string text;
    const std::vector<int> least = targetsOf(c, r.target, c.pi, text);
    std::vector<std::pair<int, const DynastyCard *>> forced;
    for (int p : least) {
        if (p == c.pi)
            continue; // "(not you)"
        const PlayerState &pp = c.before.players[p];
        const Nation *nat = c.catalog.nation(pp.nation);
        std::vector<std::string> held;
        for (const auto &id : nat ? nat->dynastyCards : std::vector<std::string>{})
            if (id != pp.dynasty && std::find(pp.dynastiesPlayed.begin(), pp.dynastiesPlayed.end(), id) == pp.dynastiesPlayed.end() &&
                c.catalog.dynastyCard(id))
                held.push_back(id);
        if (held.empty()) {
            c.explain(p, h.id, h.name + ": " + nameOf(c.before, p) + " has the " + text +
                                   " but holds no dynasty any more: not forced (" + kRuleCardText + ")");
            continue;
        }
        std::string pick = held.front();
        if (const std::string k = std::to_string(p); choices.contains(k)) {
            if (!choices[k].is_string() || std::find(held.begin(), held.end(), choices[k].get<std::string>()) == held.end())
                refuse(h.name + ": " + nameOf(c.before, p) + " plays one of the dynasties it still holds, not " +
                       choices[k].dump());
            pick = choices[k].get<std::string>();
        }
        forced.push_back({p, c.catalog.dynastyCard(pick)});
    }
    for (const auto &[k, v] : choices.items())
        if (std::none_of(forced.begin(), forced.end(), [&k = k](const auto &f) { return std::to_string(f.first) == k; }))
            refuse(h.name + ": \"forced_dynasties\" names player " + k + ", who is not forced");
    const int pool = publicArchitects(c.catalog, c.before), taken = roundEffect(c.before, -1, "turmoil_cards");
    c.rule(taken + static_cast<int>(forced.size()) <= pool, "Dynasties",
           msg("%1 forces %2 nation(s) to take a turmoil card; %3 of the round's %4 are left",
               {literal(h.name), literal(static_cast<int>(forced.size())), literal(std::max(0, pool - taken)),
                literal(pool)}));
    if (forced.empty())
        c.explain(c.pi, h.id, h.name + ": no nation is forced — " + text);
    for (const auto &[p, dynasty] : forced) {
        c.explain(p, h.id, h.name + ": " + nameOf(c.before, p) + " has the " + text + " and must take a turmoil card and play " +
                               dynasty->name + " (" + kRuleCardText + ")");
        takeTurmoilCard(c, p, dynasty, "");
    }
    const Amounts gain = *plainAmounts(r.gainPerNation) * static_cast<int>(forced.size());
    c.gain(c.pi, gain, h.id, h.name + ": " + std::to_string(forced.size()) + " nation(s) forced");
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
    c.rule(roundEffect(c.before, c.pi, "out_of_turn") == 0, "card text",
           msg("%1's extra action before everyone else is taken once per round", {literal(h->name)}));
    const auto &ap = c.before.roundInputs.actionPhase;
    const bool noneActed = c.before.roundInputs.passOrder.empty() &&
                           std::all_of(ap.started.begin(), ap.started.end(), [&](int q) {
                               return !shapedRules(c.catalog, c.before.players[q], "first_turn", EffectShape::SkipTurn).empty();
                           });
    c.rule(noneActed, "card text",
           msg("%1's extra action comes before everyone else; nations have acted this round", {literal(h->name)}));
    const auto &order = c.before.playerOrder;
    if (order.size() < 2)
        refuse("card text: " + h->name + " pays the first or second player; there is no other nation");
    const int to = order[0] == c.pi ? order[1] : order[0];
    const Amounts pay = *plainAmounts(*std::get<PlainEffect>(h->typed->effect).pay); // before_progress: pay, pay_to
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
                    const Amounts pay = *plainAmounts(*std::get<PlainEffect>(r.typed->effect).pay);
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
