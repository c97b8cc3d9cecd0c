#pragma once
// A table playing Nations: The Dice Game through DiceRuleset::apply(), as the app does, for the tests.
// R = shared/rulebooks/nations-dice-game-rulebook.md.

#include <optional>
#include <string>
#include <vector>

#include "../harness/ruleset_test_support.h"
#include "nations_dice/ruleset.h"

namespace dicetest {

using namespace rulesettest;

inline const nc::dice::DiceRuleset &rules()
{
    static const nc::dice::DiceRuleset r;
    return r;
}

/// The line of `step` for `player` with `quantity` (nullopt: a line without one); nullptr when absent.
inline const nc::ExplanationLine *findLine(const std::vector<nc::ExplanationLine> &lines, const std::string &step,
                                           int player, std::optional<nc::Quantity> quantity)
{
    for (const auto &l : lines)
        if (l.step == step && l.player == player && l.quantity == quantity)
            return &l;
    return nullptr;
}

struct Table : RulesetTable {
    explicit Table(const std::vector<std::string> &names, const json &options = json::object())
        : RulesetTable(rules(), rules().newGameState(names, options))
    {
    }

    void start(int famine, int war, std::optional<int> opponentBooks = std::nullopt)
    {
        json a = {{"famine", famine}, {"war", war}};
        if (opponentBooks)
            a["opponent_books"] = *opponentBooks;
        run("start_round", -1, a);
    }
    void buy(int p, const std::string &name, const std::string &type, int row, int vp, json extra = json::object())
    {
        json a = {{"name", name}, {"type", type}, {"row", row}, {"currency", "gold"}, {"vp", vp}};
        a.update(extra);
        run("buy_tile", p, a);
    }
    void use(int p, int books, int food, int strength) { run("record_use", p, {{"books", books}, {"food", food}, {"strength", strength}}); }
    void passAll()
    {
        for (std::size_t p = 0; p < state["players"].size(); ++p)
            if (!state["players"][p]["passed"].get<bool>())
                run("pass", static_cast<int>(p));
    }
    void endRound() { run("end_round"); }

    const json &player(int p) const { return state["players"][static_cast<std::size_t>(p)]; }
    int books(int p) const { return player(p)["books"].get<int>(); }
    int vp(int p, const char *step) const { return player(p)["vp"][step].get<int>(); }
    int trackVp(int p) const { return vp(p, "books") + vp(p, "famine") + vp(p, "war"); }
    std::vector<int> order() const { return state["order"].get<std::vector<int>>(); }
    nc::FinalScoreSheet score() const { return rules().finalScore(state); }
};

} // namespace dicetest
