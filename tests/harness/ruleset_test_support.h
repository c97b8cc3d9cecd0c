#pragma once
// What the tests of every game type's Ruleset share (tests/nations_dice/, tests/wealth_of_nations/): a file's
// text, the json examples of a docs page, the message of a refusal, and a table that plays commands through
// Ruleset::apply() as the app does.

#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/ruleset.h"

namespace rulesettest {

using json = nlohmann::json;

/// The text of the file at `path` (the engines get text, never a file).
inline std::string fileText(const std::string &path)
{
    std::ifstream in(path);
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// The `n`-th (0-based) ```json block of a Markdown text.
inline json jsonBlock(const std::string &text, int n)
{
    std::size_t at = 0;
    for (int i = 0; i <= n; ++i) {
        at = text.find("```json\n", at);
        REQUIRE(at != std::string::npos);
        at += 8;
    }
    const std::size_t end = text.find("```", at);
    REQUIRE(end != std::string::npos);
    return json::parse(text.substr(at, end - at));
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

/// A refusal by a rule in words (nc::refuseByRule): its sentence in English and its source ("" when `f`
/// throws nothing or a refusal without a sentence).
struct RefusalInWords {
    std::string sentence;
    std::string source;
};
template <typename F>
RefusalInWords refusalInWords(F f)
{
    try {
        f();
    } catch (const nc::GameInputError &e) {
        return {e.sentence().english(), e.source()};
    }
    return {};
}

/// A game at the table: its state after each command and the explanation of the last one.
struct RulesetTable {
    const nc::Ruleset *ruleset;
    json state;
    std::vector<nc::ExplanationLine> lines; ///< of the last command

    RulesetTable(const nc::Ruleset &r, json start) : ruleset(&r), state(std::move(start)) {}

    void run(const std::string &name, int player = -1, const json &args = json::object())
    {
        const json before = state;
        nc::Applied a = ruleset->apply(state, nc::Command{name, player, args});
        REQUIRE(state == before); // apply() never changes its input
        state = std::move(a.state);
        lines = std::move(a.lines);
    }
    /// The message of the refusal of a command; the state must be unchanged by it.
    std::string refused(const std::string &name, int player = -1, const json &args = json::object())
    {
        const json before = state;
        const std::string m = refusal([&] { ruleset->apply(state, nc::Command{name, player, args}); });
        REQUIRE(state == before);
        return m;
    }
    /// The rule of the refusal of a command ("" when it is not refused).
    std::string refusedRule(const std::string &name, int player = -1, const json &args = json::object())
    {
        return refusalRule([&] { ruleset->apply(state, nc::Command{name, player, args}); });
    }
    /// The sentence and the source of the refusal of a command, as the app shows them.
    RefusalInWords refusedInWords(const std::string &name, int player = -1, const json &args = json::object())
    {
        return refusalInWords([&] { ruleset->apply(state, nc::Command{name, player, args}); });
    }
};

} // namespace rulesettest
