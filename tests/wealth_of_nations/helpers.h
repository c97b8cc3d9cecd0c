#pragma once
// A table playing Wealth of Nations through WonRuleset::apply(), as the app does, for the tests.
// W = shared/rulebooks/wealth-of-nations-rulebook.txt.

#include <string>
#include <utility>
#include <vector>

#include "../harness/ruleset_test_support.h"
#include "wealth_of_nations/ruleset.h"

namespace wontest {

using namespace rulesettest;

/// The text of data/wealth_of_nations/market_prices.json (the engine gets text, never a file).
inline std::string priceText() { return fileText(NC_WON_DATA_DIR "/market_prices.json"); }

inline const nc::won::WonRuleset &rules()
{
    static const nc::won::WonRuleset r(priceText());
    return r;
}

inline bool contains(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

/// The first line of `step` (any player when `player` is -2); nullptr when absent.
inline const nc::ExplanationLine *findLine(const std::vector<nc::ExplanationLine> &lines, const std::string &step,
                                           int player = -2)
{
    for (const auto &l : lines)
        if (l.step == step && (player == -2 || l.player == player))
            return &l;
    return nullptr;
}

inline const std::vector<std::string> kFlags = {"bolshevia", "bharat", "showa_republic", "federal_provinces",
                                                "arazzaq", "anglica"};

/// The setup document of `n` players named A, B, C, ... with the six nations' Flags in order.
inline json setup(int n, int first = 0)
{
    json ps = json::array();
    for (int i = 0; i < n; ++i)
        ps.push_back({{"name", std::string(1, static_cast<char>('A' + i))}, {"flag", kFlags[static_cast<std::size_t>(i)]}});
    return {{"players", ps}, {"first_player", first}};
}

struct Table : RulesetTable {
    explicit Table(int players, int first = 0) : RulesetTable(rules(), rules().newGame(setup(players, first)).state) {}
    explicit Table(json doc) : RulesetTable(rules(), std::move(doc)) {}

    void pick(int p, const std::string &package) { run("draft_package", p, {{"package", package}}); }
    void buy(int p, const std::string &c) { run("buy", p, {{"commodity", c}}); }
    void sell(int p, const std::string &c) { run("sell", p, {{"commodity", c}}); }
    void develop(int p, json args) { run("develop", p, args); }
    void flag(int p) { develop(p, {{"action", "flag"}}); }
    void build(int p, const std::string &industry) { develop(p, {{"action", "build"}, {"industry", industry}}); }
    void endPhase(const json &args = json::object()) { run("end_phase", -1, args); }

    const json &player(int p) const { return state["players"][static_cast<std::size_t>(p)]; }
    std::string phase() const { return state["phase"].get<std::string>(); }
    int cubes(const std::string &c) const { return state["markets"][c].get<int>(); }
    json report() const { return rules().resolve(state); }
    nc::FinalScoreSheet score() const { return rules().finalScore(state); }
};

/// A 4-player table after the draft (W l.473-488: 3 rounds, the first Industry only), first player A:
/// A Generators (ind 3) + Commodity 1 + Commodity 4, B Academies (ind 4) + Commodity 2 + Commodity 5,
/// C Mines (ind 5) + Farms (ind 1) + Commodity 6, D Factories (ind 6) + Farms (ind 2) + Commodity 3.
inline Table drafted4()
{
    Table t(4);
    t.pick(0, "industry_3");
    t.pick(1, "industry_4");
    t.pick(2, "industry_5");
    t.pick(3, "industry_6");
    t.pick(3, "industry_2"); // round 2: counter-clockwise from the last player
    t.pick(2, "industry_1");
    t.pick(1, "commodity_2");
    t.pick(0, "commodity_1");
    t.pick(0, "commodity_4"); // round 3: clockwise from the first player
    t.pick(1, "commodity_5");
    t.pick(2, "commodity_6");
    t.pick(3, "commodity_3");
    return t;
}

} // namespace wontest
