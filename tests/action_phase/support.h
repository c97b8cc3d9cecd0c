#pragma once
// Shared helpers of the Action Phase tests: the real catalog and a table that records actions the way
// the app does (applyToLog), so every test also exercises the action log.

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "nations/action_phase.h"
#include "nations/actions.h"
#include "nations/board.h"

namespace aptest {

using namespace nc;
using namespace nc::nations;
using json = nlohmann::json;

inline const Catalog &catalog()
{
    static const Catalog c = Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return c;
}

/// A game being recorded: setup + action log + current state.
struct Table {
    GameSetup setup;
    std::vector<Action> log;
    GameState state;

    /// Records an action like the app does; throws ActionError when refused (log unchanged).
    const GameState &act(const std::string &kind, json payload = json::object())
    {
        state = applyToLog(catalog(), setup, log, state, Action{kind, std::move(payload)});
        return state;
    }
    /// Quick entry of a whole board (action "player"), after editing a copy of the player's state.
    template <class F> void edit(int p, F f)
    {
        PlayerState copy = state.players[p];
        f(copy);
        act("player", {{"player", p}, {"state", toJson(copy)}});
    }
    PlayerState &p(int i) { return state.players[i]; }
    int strength(int i) const { return boardValues(catalog(), state.players[i]).strength; }
    int stability(int i) const { return boardValues(catalog(), state.players[i]).stability; }
    GameState replayed() const { return replay(catalog(), setup, log); }
};

/// Players on the given nation sides (seat i = player i, in player order), Growth done (bonus Gold),
/// the Event Card drawn: round `round`, phase Action, first player's turn. Every player holds 10 of
/// each resource and 5 idle Workers (quick entry).
inline Table tableOf(const std::vector<std::pair<std::string, char>> &seats, int round = 1,
                     std::vector<std::string> cardSets = {"base", "expansion", "dynasties"})
{
    Table t;
    for (size_t i = 0; i < seats.size(); ++i)
        t.setup.seats.push_back(
            {std::string(1, static_cast<char>('A' + i)), seats[i].first, seats[i].second, Difficulty::Prince, {}});
    t.setup.options.cardSets = std::move(cardSets);
    t.state = newGame(catalog(), t.setup);
    for (int r = 2; r <= round; ++r) { // earlier rounds confirmed without changes
        GameState next = t.state;
        next.round = r;
        t.act("resolve", {{"state", toJson(next)}});
    }
    const int n = static_cast<int>(seats.size());
    for (int i = n - 1; i >= 0; --i)
        t.act("growth", {{"player", i}, {"choice", "bonus:gold"}});
    static const char *events[] = {"", "aryan_migration__code_of_hammurabi", "benedictine_rule__paper_money",
                                   "absolute_monarchy__salem_witch_trials",
                                   "american_revolution__french_revolution"};
    t.act("event", {{"card", events[t.state.age()]}});
    for (int i = 0; i < n; ++i)
        t.edit(i, [](PlayerState &p) {
            p.gold = p.food = p.stone = p.books = 10;
            p.idleWorkers = 5;
        });
    return t;
}

/// Whether an explanation line of this round names `card` and contains `text` (ActionPhaseState::applied);
/// `player` >= 0: a line for that nation.
inline bool explained(const GameState &s, const std::string &card, const std::string &text = "", int player = -1)
{
    for (const auto &a : s.roundInputs.actionPhase.applied)
        if (a.card == card && a.text.find(text) != std::string::npos && (player < 0 || a.player == player))
            return true;
    return false;
}

/// `n` players on base A sides (china, persia, rome, egypt, greece); see tableOf().
inline Table table(int n = 2, int round = 1)
{
    static const char *nations[] = {"china", "persia", "rome", "egypt", "greece"};
    std::vector<std::pair<std::string, char>> seats;
    for (int i = 0; i < n; ++i)
        seats.push_back({nations[i], 'A'});
    return tableOf(seats, round, {"base"});
}

} // namespace aptest
