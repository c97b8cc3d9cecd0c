#include "nations/actions.h"

#include <algorithm>
#include <set>

#include "core/command_log.h"
#include "core/json_input.h"
#include "nations/action_payload.h"
#include "nations/action_phase.h"
#include "nations/nation_rules.h"
#include "nations/card_rules.h"

namespace nc::nations {

namespace {

[[noreturn]] void refuse(const std::string &msg) { throw ActionError(msg); }

int playerIndex(const GameState &s, const nlohmann::json &payload)
{
    if (!payload.contains("player") || !payload["player"].is_number_integer())
        refuse("the action needs a \"player\" index");
    const int p = payload["player"].get<int>();
    if (p < 0 || p >= static_cast<int>(s.players.size()))
        refuse("there is no player " + std::to_string(p));
    return p;
}

/// Rejects a state that validate() finds impossible, naming the first problems.
void requireValid(const Catalog &catalog, const GameState &s)
{
    const auto errors = validate(catalog, s);
    if (errors.empty())
        return;
    std::string msg = errors.front();
    if (errors.size() > 1)
        msg += " (and " + std::to_string(errors.size() - 1) + " more)";
    refuse(msg);
}

void requireNotFinished(const GameState &s)
{
    if (s.phase == Phase::Finished)
        refuse("the game is finished");
}

std::vector<int> permutation(const GameState &s, const nlohmann::json &order, bool complete)
{
    if (!order.is_array())
        refuse("\"order\" must be an array of player indices");
    std::vector<int> out;
    std::set<int> seen;
    for (const auto &x : order) {
        if (!x.is_number_integer())
            refuse("\"order\" must hold player indices");
        const int p = x.get<int>();
        if (p < 0 || p >= static_cast<int>(s.players.size()) || !seen.insert(p).second)
            refuse("player " + std::to_string(p) + " is not a player or is listed twice");
        out.push_back(p);
    }
    if (complete && out.size() != s.players.size())
        refuse("the order must list every player once");
    return out;
}

void placePreprinted(const Catalog &catalog, const std::vector<std::string> &cards, PlayerState &p)
{
    for (const auto &id : cards) {
        const ProgressCard *c = catalog.card(id);
        if (!c)
            continue; // the catalog loader already refuses unknown pre-printed ids
        switch (slotOf(c->type)) {
        case Slot::BuildingMilitary: p.buildings.push_back({id, 0}); break;
        case Slot::Advisor: p.advisors.push_back(id); break;
        case Slot::Colony: p.colonies.push_back(id); break;
        case Slot::Wonder: p.wonders.push_back(id); break;
        case Slot::None: break;
        }
    }
}

/// The starting cards the table entered for a side whose pre-printed cards are unknown
/// (`start_corrections.cards`): pre-printed cards of any nation (docs/catalog.md "A-side starting cards").
std::vector<std::string> startingCards(const Catalog &catalog, const Nation &nation, const NationSide &side,
                                       const nlohmann::json &corrections, const std::string &who)
{
    if (!corrections.contains("cards"))
        return {};
    const auto &cards = corrections["cards"];
    if (!cards.is_array())
        refuse(who + ": starting cards must be a list of card ids");
    if (side.preprintedKnown && !cards.empty())
        refuse(who + ": " + nation.name + " side " + std::string(1, side.side) +
               " has its own pre-printed cards; starting cards are entered only for sides whose cards are unknown");
    std::vector<std::string> out;
    for (const auto &id : cards) {
        const ProgressCard *c = id.is_string() ? catalog.card(id.get<std::string>()) : nullptr;
        if (!c || !c->preprinted)
            refuse(who + ": starting card " + id.dump() + " is not a pre-printed board card");
        out.push_back(c->id);
    }
    return out;
}

GameState applyGrowth(const Catalog &catalog, const GameState &s, const nlohmann::json &payload)
{
    if (s.phase != Phase::Growth)
        refuse("Growth is chosen at the start of a round, before the Action Phase (Rulebook p.13)");
    GameState out = s;
    const int pi = playerIndex(s, payload);
    PlayerState &p = out.players[pi];
    if (!out.roundInputs.growth[pi].empty())
        refuse(p.name + " has already chosen Growth this round");
    const std::string choice = payload.value("choice", "");
    if (choice.rfind("bonus:", 0) == 0) {
        const auto q = quantityFromKey(choice.substr(6));
        if (!q || (*q != Quantity::Food && *q != Quantity::Stone && *q != Quantity::Gold))
            refuse("bonus resources are Food, Stone or Gold (Rulebook p.13)");
        // The difficulty bonus plus the growth rules of held cards (Spice Islands, Mali B).
        for (const auto &[quantity, item] : growthBonusItems(catalog, s.players[pi], pi, choice.substr(6)))
            p.setResource(quantity, p.resource(quantity) + item.amount);
    } else if (choice.rfind("worker:", 0) == 0) {
        // The section's costs (Food upkeep or immediate Stability) follow from populationTaken (board.h).
        takeWorker(catalog, p, choice.substr(7));
        takeWorkerRules(catalog, out, pi); // Ming Dynasty
        // Mauryan Empire: up to N more Workers, payload "extra_workers": [section id, ...].
        const nlohmann::json extra = payload.value("extra_workers", nlohmann::json::array());
        if (!extra.is_array())
            refuse("\"extra_workers\" lists the sections of the extra Workers taken");
        std::string source;
        const int most = growthExtraWorkers(catalog, s.players[pi], &source);
        if (static_cast<int>(extra.size()) > most)
            refuse(most == 0 ? std::string("Rulebook p.13: Growth takes one Worker (no card of yours lets you take more)")
                             : "card text: at most " + std::to_string(most) + " more Worker(s) with this Growth");
        for (const auto &sec : extra) {
            takeWorker(catalog, p, sec.is_string() ? sec.get<std::string>() : "");
            takeWorkerRules(catalog, out, pi);
        }
        if (!extra.empty()) {
            out.roundInputs.actionPhase.applied.push_back(
                {pi, source, ruleSourceName(catalog, source) + ": " + p.name + " takes " + std::to_string(extra.size()) +
                                 " more Worker(s) with Growth (card text; Rulebook p.13)"});
        }
    } else {
        refuse("Growth is \"worker:<section>\" or \"bonus:food|stone|gold\", got \"" + choice + "\"");
    }
    out.roundInputs.growth[pi] = choice;
    if (std::all_of(out.roundInputs.growth.begin(), out.roundInputs.growth.end(),
                    [](const std::string &g) { return !g.empty(); })) {
        out.phase = Phase::Action;
        beginActionPhase(catalog, out); // Buddha: the first nation may skip its first turn
    }
    return out;
}

} // namespace

std::string takeWorker(const Catalog &catalog, PlayerState &p, const std::string &section)
{
    const Nation *nat = catalog.nation(p.nation);
    const NationSide *side = nat ? nat->side(p.side) : nullptr;
    if (!side)
        throw ActionError("unknown nation side for " + p.name);
    if (p.freeWorkers > 0) { // Rulebook p.8: "The next time you take a Worker, take this free Worker first."
        p.freeWorkers -= 1;
        p.idleWorkers += 1;
        return kFreeWorkerSection;
    }
    size_t k = 0;
    if (section.empty()) { // the first section with a Worker left
        while (k < side->population.size() && k < p.populationTaken.size() &&
               p.populationTaken[k] >= side->population[k].capacity)
            ++k;
        if (k == side->population.size() || k >= p.populationTaken.size())
            throw ActionError("Rulebook p.8: the Population Track of " + p.name + " has no Worker left to take");
    } else {
        while (k < side->population.size() && side->population[k].id != section)
            ++k;
        if (k == side->population.size() || k >= p.populationTaken.size())
            throw ActionError("the Population Track has no \"" + section + "\" section");
        if (p.populationTaken[k] >= side->population[k].capacity)
            throw ActionError("the " + section + " section of the Population Track is empty");
    }
    p.populationTaken[k] += 1;
    p.idleWorkers += 1;
    return side->population[k].id;
}

std::vector<std::pair<Quantity, ExplanationItem>> growthBonusItems(const Catalog &catalog, const PlayerState &player,
                                                                   int p, const std::string &resource)
{
    std::vector<std::pair<Quantity, ExplanationItem>> items;
    const auto q = quantityFromKey(resource);
    if (!q || (*q != Quantity::Food && *q != Quantity::Stone && *q != Quantity::Gold))
        return items;
    items.push_back({*q, makeItem("growth_bonus", msg("Growth bonus (%1)", {difficultyName(player.difficulty)}), 1, false,
                                  static_cast<int>(player.difficulty), "Rulebook p.13 step 3")});
    growthRuleBonus(catalog, player, p, resource, &items);
    return items;
}

GameState newGame(const Catalog &catalog, const GameSetup &setup)
{
    const size_t n = setup.seats.size();
    if (n < 1 || n > 5)
        refuse("Nations is played by 1 to 5 players, got " + std::to_string(n));
    if (setup.options.solo && n != 1)
        refuse("the solo variant has exactly one player (Rulebook p.23)");
    if (!setup.options.solo && n == 1)
        refuse("one player plays the solo variant: turn on solo mode");
    if (setup.options.lastRound < 2 || setup.options.lastRound > 8 || setup.options.lastRound % 2)
        refuse("the game ends at the end of an age: after round 2, 4, 6 or 8");

    GameState s;
    s.options = setup.options;
    s.round = 1;
    s.phase = Phase::Growth;
    std::set<std::string> nations;
    for (size_t i = 0; i < n; ++i) {
        const SeatSetup &seat = setup.seats[i];
        const std::string who = seat.name.empty() ? "player " + std::to_string(i + 1) : seat.name;
        const Nation *nat = catalog.nation(seat.nation);
        if (!nat)
            refuse(who + ": unknown nation \"" + seat.nation + "\"");
        if (!nations.insert(seat.nation).second)
            refuse(who + ": " + nat->name + " is already taken");
        const NationSide *side = nat->side(seat.side);
        if (!side)
            refuse(who + ": our catalog has no data for " + nat->name + " side " + std::string(1, seat.side));
        PlayerState p;
        p.name = seat.name;
        p.nation = seat.nation;
        p.side = seat.side;
        p.difficulty = seat.difficulty;
        const auto &c = seat.startCorrections;
        auto corrected = [&](const char *k, int printed) {
            if (!c.contains(k))
                return printed;
            if (!c[k].is_number_integer() || c[k].get<int>() < 0)
                refuse(who + ": starting " + k + " must be a whole number ≥ 0");
            return c[k].get<int>();
        };
        p.gold = corrected("gold", side->startingGold);
        p.food = corrected("food", side->startingFood);
        p.stone = corrected("stone", side->startingStone);
        p.vp = corrected("vp", side->startingVp);
        p.idleWorkers = corrected("workers", side->startingWorkers);
        // Starting Books = position on the Heritage Track = player order (Rulebook p.5, Scoring Board step 1).
        p.books = static_cast<int>(i) + 1;
        p.populationTaken.assign(side->population.size(), 0);
        placePreprinted(catalog, side->preprintedCards, p);
        placePreprinted(catalog, startingCards(catalog, *nat, *side, c, who), p);
        s.players.push_back(std::move(p));
        s.playerOrder.push_back(static_cast<int>(i));
    }
    if (setup.options.solo)
        s.shadow = ShadowState{0, 0, 2, 0, 0}; // Rulebook p.23: you start with 1 Book, the shadow with 2
    s.roundInputs.growth.assign(n, "");
    requireValid(catalog, s);
    return s;
}

nlohmann::json toJson(const GameSetup &s)
{
    nlohmann::json seats = nlohmann::json::array();
    for (const auto &seat : s.seats)
        seats.push_back({{"name", seat.name},
                         {"nation", seat.nation},
                         {"side", std::string(1, seat.side)},
                         {"difficulty", std::string(key(seat.difficulty))},
                         {"start_corrections", seat.startCorrections}});
    nlohmann::json j = {{"seats", seats},
                        {"options",
                         {{"last_round", s.options.lastRound}, {"solo", s.options.solo},
                          {"card_sets", s.options.cardSets}, {"campaign", s.options.campaign}}}};
    if (s.options.readings.any()) // game options of rules our sources do not settle (game_state.h)
        j["options"]["readings"] = toJson(s.options.readings);
    return j;
}

namespace {

/// Refuses a damaged setup row of the action log: "malformed game setup: <path>: <problem>".
[[noreturn]] void refuseSetup(const std::string &path, const std::string &problem)
{
    refuse("malformed game setup: " + path + ": " + problem);
}

/// "got 7", "got \"C\"" (at most 60 characters of the value), "got an array".
std::string got(const nlohmann::json &v)
{
    return "got " + (v.is_structured() ? nc::jsonTypeName(v) : nc::quoteJson(v, 60));
}

/// The field `key` of the object `o`, or nullptr when absent or null (older rows may hold null).
const nlohmann::json *field(const nlohmann::json &o, const char *key)
{
    const auto it = o.find(key);
    return it == o.end() || it->is_null() ? nullptr : &*it;
}

std::string stringField(const nlohmann::json &o, const char *key, const std::string &path, const std::string &fallback)
{
    const nlohmann::json *v = field(o, key);
    if (!v)
        return fallback;
    if (!v->is_string())
        refuseSetup(path + "." + key, "expected a string, " + got(*v));
    return v->get<std::string>();
}

} // namespace

GameSetup setupFromJson(const nlohmann::json &j)
{
    // The setup row of a stored game (docs/state-format.md "Action log"): every refusal names the field.
    // The limits first: the walk below copies start_corrections, which must not recurse into any depth.
    try {
        checkJsonLimits(j, "$");
    } catch (const JsonInputError &e) {
        refuse("malformed game setup: " + std::string(e.what()));
    }
    if (!j.is_object())
        refuseSetup("$", "expected an object, " + got(j));
    const nlohmann::json *seats = field(j, "seats");
    if (!seats)
        refuseSetup("$.seats", "missing (expected an array of seats)");
    if (!seats->is_array())
        refuseSetup("$.seats", "expected an array, " + got(*seats));
    GameSetup s;
    for (size_t i = 0; i < seats->size(); ++i) {
        const nlohmann::json &seat = (*seats)[i];
        const std::string path = "$.seats[" + std::to_string(i) + "]";
        if (!seat.is_object())
            refuseSetup(path, "expected an object, " + got(seat));
        SeatSetup ss;
        ss.name = stringField(seat, "name", path, "");
        if (!field(seat, "nation"))
            refuseSetup(path + ".nation", "missing (expected a nation id)");
        ss.nation = stringField(seat, "nation", path, "");
        const std::string side = stringField(seat, "side", path, "A");
        if (side != "A" && side != "B")
            refuseSetup(path + ".side", "expected \"A\" or \"B\", " + got(side));
        ss.side = side[0];
        const std::string difficulty = stringField(seat, "difficulty", path, "prince");
        const auto d = difficultyFromKey(difficulty);
        if (!d)
            refuseSetup(path + ".difficulty", "expected emperor, king, prince or chieftain, " + got(difficulty));
        ss.difficulty = *d;
        if (const nlohmann::json *c = field(seat, "start_corrections")) {
            if (!c->is_object())
                refuseSetup(path + ".start_corrections", "expected an object, " + got(*c));
            ss.startCorrections = *c;
        }
        s.seats.push_back(std::move(ss));
    }
    if (const nlohmann::json *o = field(j, "options")) {
        if (!o->is_object())
            refuseSetup("$.options", "expected an object, " + got(*o));
        if (const nlohmann::json *v = field(*o, "last_round")) {
            if (!v->is_number_integer() || *v < -1000000000 || *v > 1000000000)
                refuseSetup("$.options.last_round", "expected an integer, " + got(*v));
            s.options.lastRound = v->get<int>();
        }
        if (const nlohmann::json *v = field(*o, "solo")) {
            if (!v->is_boolean())
                refuseSetup("$.options.solo", "expected true or false, " + got(*v));
            s.options.solo = v->get<bool>();
        }
        if (const nlohmann::json *v = field(*o, "card_sets")) {
            if (!v->is_array())
                refuseSetup("$.options.card_sets", "expected an array of card set names, " + got(*v));
            s.options.cardSets.clear();
            for (size_t i = 0; i < v->size(); ++i) {
                if (!(*v)[i].is_string())
                    refuseSetup("$.options.card_sets[" + std::to_string(i) + "]", "expected a string, " + got((*v)[i]));
                s.options.cardSets.push_back((*v)[i].get<std::string>());
            }
        }
        s.options.campaign = stringField(*o, "campaign", "$.options", "");
        if (const nlohmann::json *v = field(*o, "readings")) {
            try {
                s.options.readings = readingsFromJson(*v, "$.options.readings");
            } catch (const StateError &e) {
                refuse(std::string("malformed game setup: ") + e.what());
            }
        }
    }
    checkActionPayload(Action{"setup", j}); // a field no reader knows is damage too
    return s;
}

GameState apply(const Catalog &catalog, const GameState &s, const Action &a)
{
    const auto &pl = a.payload;
    if (!pl.is_object())
        refuse("the action payload must be an object");
    checkActionPayload(a);
    try {
        if (a.kind == "growth")
            return applyGrowth(catalog, s, pl);
        if (a.kind == "undo" || a.kind == "redo")
            refuse("\"" + a.kind + "\" rebuilds the game from the action log: use applyToLog() or replay() "
                   "(docs/state-format.md, \"Undo and redo\")");

        requireNotFinished(s);
        GameState out = s;
        if (isActionPhaseKind(a.kind)) {
            out = applyActionPhase(catalog, s, a);
        } else if (a.kind == "event") {
            if (s.options.solo)
                refuse("the solo game uses Solo Event tiles, not Event Cards: enter the shadow's values");
            revealEvent(catalog, out, pl); // the Event Card (Machiavelli: one of two drawn)
        } else if (a.kind == "player") {
            const int pi = playerIndex(s, pl);
            if (!pl.contains("state"))
                refuse("the action needs the player's \"state\"");
            PlayerState p = playerFromJson(pl["state"], "players[" + std::to_string(pi) + "]");
            const PlayerState &old = s.players[pi];
            if (p.nation != old.nation || p.side != old.side)
                refuse("a player's nation and side are fixed for the game");
            out.players[pi] = std::move(p);
        } else if (a.kind == "war") {
            if (pl.empty()) {
                out.roundInputs.war.reset();
            } else {
                WarState w{pl.value("card", ""), pl.value("strength", 0), pl.value("buyer", -1)};
                const ProgressCard *c = catalog.card(w.card);
                if (!c || c->type != CardType::War)
                    refuse("\"" + w.card + "\" is not a War card");
                if (c->age > s.age())
                    refuse(c->name + " is an age " + std::to_string(c->age) + " War; it cannot be on the board yet");
                if (w.strength < 0)
                    refuse("the War marker's Strength cannot be negative");
                out.roundInputs.war = w;
            }
        } else if (a.kind == "passes") {
            out.roundInputs.passOrder = permutation(s, pl.value("order", nlohmann::json::array()), false);
        } else if (a.kind == "adjustments") {
            nlohmann::json st = toJson(s);
            st["round_inputs"]["adjustments"] = pl.value("items", nlohmann::json::array());
            out.roundInputs.adjustments = stateFromJson(st).roundInputs.adjustments;
        } else if (a.kind == "shadow") {
            if (!s.options.solo)
                refuse("only the solo game has a shadow opponent");
            out.shadow = ShadowState{pl.value("strength", 0), pl.value("stability", 0), pl.value("books", 0),
                                     pl.value("famine", 0), pl.value("architects", 0)};
            if (out.shadow->books < 0 || out.shadow->famine < 0 || out.shadow->architects < 0)
                refuse("the shadow's Books, the famine and the Architects cannot be negative");
        } else if (a.kind == "choices") {
            const auto &c = pl.value("choices", nlohmann::json::object());
            if (!c.is_object())
                refuse("\"choices\" must be an object");
            out.roundInputs.choices.update(c);
        } else if (a.kind == "order") {
            out.playerOrder = permutation(s, pl.value("order", nlohmann::json::array()), true);
        } else if (a.kind == "correct") {
            if (s.phase != Phase::Action && s.phase != Phase::Resolution)
                refuse("the result of the Resolution Phase can be corrected only once the Action Phase has begun");
            const int pi = playerIndex(s, pl);
            const auto q = quantityFromKey(pl.value("quantity", ""));
            if (!q || *q == Quantity::Strength || *q == Quantity::Stability)
                refuse("a result correction is for Gold, Food, Stone, Books or VP (Strength and Stability come "
                       "from the board)");
            if (!pl.contains("value") || !pl["value"].is_number_integer() || pl["value"].get<int>() < 0)
                refuse("the corrected " + std::string(displayName(*q)) + " must be a whole number of 0 or more");
            const ResultCorrection c{pi, *q, pl["value"].get<int>()};
            auto &list = out.roundInputs.resultCorrections;
            const auto same = std::find_if(list.begin(), list.end(), [&](const ResultCorrection &o) {
                return o.player == c.player && o.quantity == c.quantity;
            });
            if (same == list.end())
                list.push_back(c);
            else
                *same = c;
        } else if (a.kind == "resolve") {
            if (!pl.contains("state"))
                refuse("the action needs the resolved \"state\"");
            out = stateFromJson(pl["state"]);
            const bool next = out.round == s.round + 1 && out.phase == Phase::Growth;
            const bool finished = out.phase == Phase::Finished && s.round == s.options.lastRound;
            if (!next && !finished)
                refuse("a resolved round continues with the next round's Growth, or finishes the game");
            if (out.players.size() != s.players.size())
                refuse("the resolved state has a different number of players");
            for (size_t i = 0; i < out.players.size(); ++i)
                if (out.players[i].nation != s.players[i].nation)
                    refuse("the resolved state changes a player's nation");
        } else {
            refuse("unknown action \"" + a.kind + "\"");
        }
        requireValid(catalog, out);
        return out;
    } catch (const StateError &e) {
        refuse(e.what());
    } catch (const nlohmann::json::exception &e) {
        refuse("malformed action \"" + a.kind + "\": " + jsonErrorText(e));
    }
}

namespace {

/// The log walked by the generic undo/redo rules (core/command_log.h). Nations has no barrier: a confirmed
/// Resolution Phase ("resolve") is undone like any action (NationsRuleset::isUndoBarrier).
LogWalk undoWalk(const std::vector<Action> &log)
{
    std::vector<std::string> kinds;
    kinds.reserve(log.size());
    for (const Action &a : log)
        kinds.push_back(a.kind);
    return walkLog(kinds, [](const std::string &) { return false; });
}

} // namespace

UndoStatus undoStatus(const std::vector<Action> &log)
{
    const LogWalk w = undoWalk(log);
    UndoStatus st;
    if (!w.done.empty())
        st.undo = w.done.back();
    if (!w.undone.empty())
        st.redo = w.undone.back();
    return st;
}

std::vector<size_t> effectiveActions(const std::vector<Action> &log)
{
    const LogWalk w = undoWalk(log);
    if (w.badEntry)
        refuse("action " + std::to_string(*w.badEntry + 1) + " of the log is \"" + log[*w.badEntry].kind +
               "\" but there is nothing to " + log[*w.badEntry].kind + " in the current round");
    return w.effective();
}

GameState replay(const Catalog &catalog, const GameSetup &setup, const std::vector<Action> &actions)
{
    for (size_t i = 0; i < actions.size(); ++i) // undone actions too: a damaged row is damage wherever it is
        try {
            checkActionPayload(actions[i]);
        } catch (const ActionError &e) {
            refuse("action " + std::to_string(i + 1) + " of the log: " + e.what());
        }
    GameState s = newGame(catalog, setup);
    for (size_t i : effectiveActions(actions))
        s = apply(catalog, s, actions[i]);
    return s;
}

GameState applyToLog(const Catalog &catalog, const GameSetup &setup, std::vector<Action> &log,
                     const GameState &current, const Action &action)
{
    if (action.kind == "undo" || action.kind == "redo") {
        checkActionPayload(action);
        const UndoStatus st = undoStatus(log);
        if (action.kind == "undo" && !st.undo)
            refuse("nothing to undo in the current round (undo stops at the last confirmed Resolution Phase)");
        if (action.kind == "redo" && !st.redo)
            refuse("nothing to redo");
        std::vector<Action> next = log;
        next.push_back(action);
        GameState s = replay(catalog, setup, next);
        log = std::move(next);
        return s;
    }
    GameState s = apply(catalog, current, action);
    log.push_back(action);
    return s;
}

} // namespace nc::nations
