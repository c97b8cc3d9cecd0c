#pragma once
// A table playing Wealth of Nations through WonRuleset::apply(), as the app does, for the tests.
// W = shared/rulebooks/wealth-of-nations-rulebook.txt.

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/ruleset.h"
#include "wealth_of_nations/ruleset.h"

namespace wontest {

using json = nlohmann::json;

/// The text of data/wealth_of_nations/market_prices.json (the engine gets text, never a file).
inline std::string priceText()
{
    std::ifstream in(NC_WON_DATA_DIR "/market_prices.json");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline const nc::won::WonRuleset &rules()
{
    static const nc::won::WonRuleset r(priceText());
    return r;
}

/// The message and the rule of the GameInputError `f` throws (both "" when it throws nothing).
template <typename F>
std::pair<std::string, std::string> refusalOf(F f)
{
    try {
        f();
    } catch (const nc::GameInputError &e) {
        return {e.what(), e.rule()};
    }
    return {};
}

/// The message of the GameInputError `f` throws ("" when it throws nothing).
template <typename F>
std::string refusal(F f)
{
    return refusalOf(f).first;
}

/// The rule of the GameInputError `f` throws ("" when none).
template <typename F>
std::string refusalRule(F f)
{
    return refusalOf(f).second;
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

struct Table {
    json state;
    std::vector<nc::ExplanationLine> lines; ///< of the last command

    explicit Table(int players, int first = 0) : state(rules().newGame(setup(players, first)).state) {}
    explicit Table(json doc) : state(std::move(doc)) {}

    void run(const std::string &name, int player = -1, const json &args = json::object())
    {
        const json before = state;
        nc::Applied a = rules().apply(state, nc::Command{name, player, args});
        REQUIRE(state == before); // apply() never changes its input
        state = std::move(a.state);
        lines = std::move(a.lines);
    }
    /// The message of the refusal of a command; the state must be unchanged by it.
    std::string refused(const std::string &name, int player = -1, const json &args = json::object())
    {
        const json before = state;
        const std::string m = refusal([&] { rules().apply(state, nc::Command{name, player, args}); });
        REQUIRE(state == before);
        return m;
    }
    std::string refusedRule(const std::string &name, int player = -1, const json &args = json::object())
    {
        return refusalRule([&] { rules().apply(state, nc::Command{name, player, args}); });
    }
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
