// The Action Phase's turns (Rulebook p.14 "Action Phase": one action each in player order until every
// nation has passed): whose turn it is, first turns (Buddha, Sun Tzu), extra actions, passing, the
// "if X: remove" checks after every action, and applyActionPhase(), which hands each recorded action to
// its file: action_phase_buy.cpp, action_phase_workers.cpp, action_phase_architects.cpp,
// action_phase_specials.cpp, action_phase_dynasties.cpp. Shared helpers: action_phase_internal.h.
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

/// Moves the turn on from position `pos` of the player order (Rulebook p.14: one action each in player
/// order, passed nations are skipped). Card effects on the way, each with an explanation line:
/// a passed nation that play skips over gains its `on_passed_over` rules (Oresund Dues) and its
/// "passed_over_books" round effect (Arabian Nights); a nation whose first turn of the round comes while
/// it holds a `first_turn` "skip_turn" rule (Buddha) skips that turn (unless nobody else can act).
void advanceTurn(const Catalog &catalog, GameState &s, size_t pos)
{
    const size_t n = s.playerOrder.size();
    auto &ap = s.roundInputs.actionPhase;
    std::vector<int> skipped;
    int next = -1;
    for (size_t k = 1; k <= 2 * n && next < 0; ++k) {
        const int p = s.playerOrder[(pos + k) % n];
        if (hasPassed(s, p)) {
            skipped.push_back(p);
            continue;
        }
        const auto skip = shapedRules(catalog, s.players[p], "first_turn", EffectShape::SkipTurn);
        if (!skip.empty() && !hasStarted(s, p)) {
            ap.started.push_back(p);
            const bool alone = nextNotPassed(s, orderPosition(s, p)) == p;
            ap.applied.push_back({p, skip[0].id, skip[0].name + ": " + nameOf(s, p) + " skips its first turn of the round" +
                                                     (alone ? " (nobody else can act: it acts now)" : "") + " (" +
                                                     kRuleCardText + ")"});
            if (!alone)
                continue;
        }
        next = p;
    }
    ap.turn = next;
    if (next < 0) {
        if (s.phase == Phase::Action)
            s.phase = Phase::Resolution; // every nation has passed (Rulebook p.14)
        return;
    }
    for (int p : skipped) {
        PlayerState &pl = s.players[p];
        for (const ActiveRule &h : activeRules(catalog, pl, "on_passed_over")) {
            const auto a = h.support().automated ? plainOutcome(*h.typed) : std::nullopt;
            if (!a)
                continue;
            for (Quantity q : kResources)
                pl.setResource(q, pl.resource(q) + (*a)[q]);
            pl.vp += (*a)[Quantity::Vp];
            ap.applied.push_back({p, h.id, h.name + ": play skips over " + nameOf(s, p) + " (passed): " + amountsText(*a) +
                                               " (" + kRuleCardText + ")"});
        }
        std::vector<std::string> cards;
        const int books = roundEffect(s, p, "passed_over_books", &cards);
        if (books > 0) {
            pl.books += books;
            const ProgressCard *c = catalog.card(cards.empty() ? "" : cards[0]);
            ap.applied.push_back({p, cards.empty() ? "" : cards[0],
                                  (c ? c->name : std::string("Golden Age")) + " (this round): play skips over " +
                                      nameOf(s, p) + " (passed): +" + std::to_string(books) + " Books (" + kRuleCardText + ")"});
        }
    }
}

/// Phase and turn order (Rulebook p.14 "Action Phase"): one action each in player order until all passed.
/// The acting nation's first turn of the round starts here: `first_turn` "extra_actions" rules (Sun Tzu)
/// give it more actions before the turn moves on.
void checkTurn(Ctx &c)
{
    if (c.before.phase == Phase::Growth)
        c.rule(false, "Rulebook p.13-14", msg("the Action Phase starts once every nation has chosen Growth"));
    else if (c.before.phase == Phase::Resolution)
        c.rule(false, "Rulebook p.14", msg("every nation has passed; the Action Phase of this round is over"));
    if (hasPassed(c.before, c.pi)) {
        c.rule(false, "Rulebook p.14", msg("%1 has passed and may not take actions again this round", {literal(c.who())}));
        return;
    }
    if (c.outOfTurn)
        return; // Jagellonian Dynasty's extra action before everyone else (outOfTurn()): not a turn
    const int t = currentTurn(c.before);
    c.rule(t == c.pi, "Rulebook p.14",
           msg("nations take one action each in player order; it is %1's turn, not %2's",
               {literal(nameOf(c.before, t)), literal(c.who())}));
    if (hasStarted(c.before, c.pi))
        return;
    c.out.roundInputs.actionPhase.started.push_back(c.pi);
    for (const ActiveRule &h : shapedRules(c.catalog, c.before.players[c.pi], "first_turn", EffectShape::ExtraActions)) {
        const int extra = std::get<ExtraActions>(h.typed->effect).count;
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "extra_actions")] += extra;
        c.explain(c.pi, h.id, h.name + ": first turn of the round, " + std::to_string(extra) + " extra action(s) for " +
                                  c.who() + " (" + kRuleCardText + ")");
    }
}

/// After an action: the same nation acts again while it has extra actions (Sun Tzu, Wardenclyffe Tower;
/// lost when it passes), else the turn moves on (advanceTurn).
void endTurn(Ctx &c)
{
    GameState &s = c.out;
    if (c.outOfTurn) { // an extra action out of the turn order (Jagellonian Dynasty): the turn stays
        s.roundInputs.actionPhase.turn = c.before.roundInputs.actionPhase.turn;
        return;
    }
    auto &effects = s.roundInputs.actionPhase.roundEffects;
    if (!hasPassed(s, c.pi))
        for (auto &[k, v] : effects)
            if (v > 0 && k.rfind(std::to_string(c.pi) + "/", 0) == 0 && k.size() > 14 &&
                k.compare(k.size() - 14, 14, "/extra_actions") == 0) {
                v -= 1;
                const std::string card = k.substr(k.find('/') + 1, k.size() - 14 - k.find('/') - 1);
                const ProgressCard *pc = c.catalog.card(card);
                c.explain(c.pi, card, (pc ? pc->name : card) + ": extra action — " + c.who() + " acts again (" +
                                          std::to_string(v) + " more left)");
                s.roundInputs.actionPhase.turn = c.pi;
                return;
            }
    advanceTurn(c.catalog, s, orderPosition(s, c.pi));
}

void pass(Ctx &c)
{
    if (hasPassed(c.before, c.pi))
        refuse("Rulebook p.14: " + c.who() + " has already passed this round");
    checkTurn(c);
    auto &order = c.out.roundInputs.passOrder;
    order.push_back(c.pi);
    // on_pass rules: Forbidden Palace +1 VP when passing first, Venice B +2 Books when passing last
    // (5 players: first or second / fourth or fifth, Rulebook p.21).
    const int n = static_cast<int>(c.before.players.size());
    const int slots = n == 5 ? 2 : 1;
    const int position = static_cast<int>(order.size()); // 1 = passed first
    for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_pass")) {
        const Condition *cond = plainCondition(*h.typed);
        const Passed *passed = cond ? cond->find<Passed>() : nullptr;
        const std::string when = !passed ? "" : passed->position == PassedPosition::First ? "first" : "last";
        if ((when == "first" && position > slots) || (when == "last" && position <= n - slots))
            continue; // condition not met
        c.applyOrNote(h, h.name + (when.empty() ? std::string(" (passed)") : " (passed " + when + ")"));
    }
    endTurn(c);
}

/// "If X: remove" rules hold at every moment (Rulebook appendix; FAQ R-22, T-22): checked after every
/// action, so moving a Worker (undeploy, then deploy) that makes its nation the least stable on the way
/// removes the card even if the move ends above the others. One applied line per removed card.
void removeByCondition(Ctx &c)
{
    const GameState held = c.out;
    RoundContext rc(c.catalog, c.out);
    LineBook lb;
    if (checkRemovals(rc, lb, "action") == 0)
        return;
    for (const ExplanationLine &line : lb.lines) {
        std::string cardId; // the card of this line: held before, gone now, named at the start of the note
        const PlayerState &before = held.players[line.player];
        std::vector<std::string> ids = before.advisors;
        ids.insert(ids.end(), before.colonies.begin(), before.colonies.end());
        ids.insert(ids.end(), before.wonders.begin(), before.wonders.end());
        for (const auto &b : before.buildings)
            ids.push_back(b.card);
        for (const auto &id : ids)
            if (const ProgressCard *card = c.catalog.card(id))
                if (!holds(c.out.players[line.player], id) && line.note.rfind(card->name, 0) == 0)
                    cardId = id;
        c.out.roundInputs.actionPhase.applied.push_back({line.player, cardId, line.note});
    }
}

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

bool isActionPhaseKind(const std::string &kind)
{
    return kind == "buy" || kind == "deploy" || kind == "undeploy" || kind == "hire" || kind == "special" ||
           kind == "pass" || kind == "turmoil" || kind == "explore";
}

int currentTurn(const GameState &s)
{
    if (s.playerOrder.empty())
        return -1;
    const int t = s.roundInputs.actionPhase.turn;
    if (t >= 0 && t < static_cast<int>(s.players.size())) {
        if (!hasPassed(s, t))
            return t;
        return nextNotPassed(s, orderPosition(s, t));
    }
    return nextNotPassed(s, s.playerOrder.size() - 1); // the first in order who has not passed
}

GameState applyActionPhase(const Catalog &catalog, const GameState &s, const Action &a)
{
    const json &pl = a.payload;
    if (!pl.contains("player") || !pl["player"].is_number_integer())
        refuse("the action needs a \"player\" index");
    const int pi = pl["player"].get<int>();
    if (pi < 0 || pi >= static_cast<int>(s.players.size()))
        refuse("there is no player " + std::to_string(pi));
    if (pl.contains("override") && !pl["override"].is_boolean())
        refuse("\"override\" is true or false");
    Ctx c{catalog, s, s, a.kind, pi, {}, pl.value("override", false), {}, &pl, 0};
    if (pl.contains("out_of_turn"))
        outOfTurn(c, pl); // Jagellonian Dynasty: paid, then the action itself (action_phase_dynasties.cpp)
    if (a.kind == "buy")
        buy(c, pl);
    else if (a.kind == "deploy" && pl.contains("free") && pl["free"] == true)
        deployFree(c, pl);
    else if (a.kind == "deploy")
        deploy(c, pl);
    else if (a.kind == "undeploy")
        undeploy(c, pl);
    else if (a.kind == "hire")
        hire(c, pl);
    else if (a.kind == "special")
        special(c, pl);
    else if (a.kind == "pass")
        pass(c);
    else if (a.kind == "turmoil")
        turmoil(c, pl);
    else if (a.kind == "explore")
        explore(c, pl);
    else
        refuse("unknown action \"" + a.kind + "\"");
    // "Whenever you spend your last gold" (Mansa Musa): the acting nation paid Gold and has none left; the
    // rules of the cards it held when paying.
    if (c.goldPaid > 0 && c.out.players[pi].gold == 0)
        for (const ActiveRule &h : activeRules(catalog, s.players[pi], "on_spend_last_gold"))
            c.applyOrNote(h, h.name + " (spent the last Gold)");
    removeByCondition(c);
    for (PlayerState &p : c.out.players) // markers of cards no longer held go with the card
        for (auto it = p.markers.begin(); it != p.markers.end();)
            it = holds(p, it->first) ? std::next(it) : p.markers.erase(it);
    for (OverrideNote o : c.overridden) {
        o.player = pi;
        o.action = a.kind;
        o.card = c.card;
        c.out.roundInputs.actionPhase.overrides.push_back(std::move(o));
    }
    return c.out;
}

void beginActionPhase(const Catalog &catalog, GameState &s)
{
    if (s.phase != Phase::Action || s.playerOrder.empty() || s.roundInputs.actionPhase.turn >= 0 ||
        !s.roundInputs.actionPhase.started.empty())
        return;
    const int first = currentTurn(s);
    if (first >= 0 && !shapedRules(catalog, s.players[first], "first_turn", EffectShape::SkipTurn).empty())
        advanceTurn(catalog, s, (orderPosition(s, first) + s.playerOrder.size() - 1) % s.playerOrder.size());
}

} // namespace nc::nations
