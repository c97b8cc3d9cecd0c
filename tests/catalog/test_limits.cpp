// Hostile input (issue 11 §2): the one JSON reader's limits (scoring/core/json_input.h), the state
// document's ranges and the action payload's fields (docs/state-format.md "Limits").
#include <catch2/catch.hpp>

#include <functional>

#include "catalog_fixture.h"

#include "core/json_input.h"
#include "nations/actions.h"
#include "nations/game_state.h"

using namespace nc;
using namespace nc::nations;
using nlohmann::json;

namespace {
GameState twoPlayers()
{
    GameSetup setup;
    setup.seats = {{"Ann", "egypt", 'B', Difficulty::Prince, {}}, {"Bo", "rome", 'A', Difficulty::King, {}}};
    return newGame(catalog(), setup);
}

std::string refusal(const std::function<void()> &f)
{
    try {
        f();
    } catch (const std::exception &e) {
        return e.what();
    }
    return "(accepted)";
}

/// A JSON text of `depth` nested arrays, built as text (no recursion anywhere).
std::string deepArrayText(size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }
} // namespace

TEST_CASE("parseJson refuses nesting deeper than 64 levels with the path, at any depth", "[limits][json]")
{
    const std::string deep = "{\"round_inputs\": {\"choices\": {\"x\": " + deepArrayText(2000000) + "}}}";
    CHECK(deep.size() > 4000000);
    const std::string msg = refusal([&] { parseJson(deep); });
    CHECK(msg.rfind("$.round_inputs.choices.x[0][0]", 0) == 0);
    CHECK_THAT(msg, Catch::EndsWith("nested too deeply (more than 64 levels)"));
    // 64 levels are fine, 65 are not.
    CHECK_NOTHROW(parseJson(deepArrayText(64)));
    CHECK_THROWS_AS(parseJson(deepArrayText(65)), JsonInputError);
}

TEST_CASE("parseJson refuses integers that do not fit a count and numbers that are not finite", "[limits][json]")
{
    CHECK(refusal([] { parseJson(R"({"players": [{"resources": {"gold": 4294967301}}]})"); }) ==
          "$.players[0].resources.gold: 4294967301 is out of range (integers are limited to ±1000000000)");
    CHECK(refusal([] { parseJson("[-9223372036854775808]"); }) ==
          "$[0]: -9223372036854775808 is out of range (integers are limited to ±1000000000)");
    CHECK(refusal([] { parseJson("[18446744073709551615]"); }) ==
          "$[0]: 18446744073709551615 is out of range (integers are limited to ±1000000000)");
    CHECK(refusal([] { parseJson(R"({"vp": 1e999})"); }) == "not valid JSON (number overflow parsing '1e999')");
    CHECK(parseJson("[1000000000, -1000000000, 2.5]") == json({1000000000, -1000000000, 2.5}));
}

TEST_CASE("parseJson: syntax errors give line and column, long values are quoted short", "[limits][json]")
{
    CHECK(refusal([] { parseJson("{\n  \"a\": tru }"); }) ==
          "not valid JSON at line 2, column 11: syntax error while parsing value - invalid literal; last read: '\"a\": tru '");
    const std::string big = "{\"name\": \"" + std::string(10'000'000, 'x') + "\"}";
    const std::string msg = refusal([&] { parseJson(big); });
    CHECK(msg == "$.name: a string of 10000000 bytes is longer than the limit of 65536 bytes");
    JsonLimits small;
    small.maxBytes = 100;
    CHECK(refusal([&] { parseJson(std::string(200, ' ') + "1", small); }) ==
          "the text is 201 bytes, more than the limit of 100 bytes");
}

TEST_CASE("quoteText cuts at characters, never inside a UTF-8 sequence", "[limits][json]")
{
    CHECK(quoteText("abc", 60) == "abc");
    CHECK(quoteText("Ölüdeniz Ærø", 3) == "Ölü…");
    CHECK(quoteText("日本語テキスト", 2) == "日本…");
    CHECK(quoteText("a😀b", 2) == "a😀…");
    CHECK(quoteJson(json(std::string(1000, 'y'))).size() < 70);
}

TEST_CASE("state counts are read as 64 bits and refused outside their range, not narrowed", "[limits][state]")
{
    json j = toJson(twoPlayers());
    SECTION("4294967301 Gold is not 5")
    {
        j["players"][0]["resources"]["gold"] = 4294967301LL;
        CHECK(refusal([&] { stateFromJson(j); }) ==
              "players[0].resources.gold: 4294967301 is out of range 0 to 999");
    }
    SECTION("VP 2147483648 is not negative")
    {
        j["players"][1]["vp"] = 2147483648LL;
        CHECK(refusal([&] { stateFromJson(j); }) == "players[1].vp: 2147483648 is out of range 0 to 9999");
    }
    SECTION("markers have a bound")
    {
        j["players"][0]["markers"] = {{"hypatia", 100}};
        CHECK(refusal([&] { stateFromJson(j); }) == "players[0].markers.hypatia: 100 is out of range 0 to 99");
        j["players"][0]["markers"] = {{"hypatia", 99}};
        CHECK(stateFromJson(j).players[0].markers.at("hypatia") == 99);
    }
    SECTION("a population section and a player index")
    {
        j["players"][0]["workers"]["population_taken"] = {0, 31};
        CHECK(refusal([&] { stateFromJson(j); }) ==
              "players[0].workers.population_taken[1]: 31 is out of range 0 to 30");
        j = toJson(twoPlayers());
        j["player_order"] = {1, 7};
        CHECK(refusal([&] { stateFromJson(j); }) == "player_order[1]: 7 is out of range 0 to 4");
    }
    SECTION("a wrong type quotes at most 60 characters of the value")
    {
        j["players"][0]["vp"] = std::string(10'000, 'z');
        const std::string msg = refusal([&] { stateFromJson(j); });
        CHECK(msg.rfind("players[0].vp: must be a whole number from 0 to 9999, got \"zzz", 0) == 0);
        CHECK(msg.size() < 130);
    }
    SECTION("a 2,000,000-deep array in choices, built in memory, is refused without recursion")
    {
        json deep = json::array();
        for (int i = 0; i < 2'000'000; ++i)
            deep = json::array({std::move(deep)});
        j["round_inputs"]["choices"] = {{"event1/0", std::move(deep)}};
        const std::string msg = refusal([&] { stateFromJson(j); });
        CHECK(msg.rfind("$.round_inputs.choices.event1/0[0]", 0) == 0);
        CHECK_THAT(msg, Catch::EndsWith("nested too deeply (more than 64 levels)"));
    }
}

TEST_CASE("a stored action with a field no reader knows is refused, and replay names the action", "[limits][actions]")
{
    GameSetup setup;
    setup.seats = {{"Ann", "egypt", 'B', Difficulty::Prince, {}}, {"Bo", "rome", 'A', Difficulty::King, {}}};
    const GameState s = newGame(catalog(), setup);
    CHECK(refusal([&] { apply(catalog(), s, {"growth", {{"player", 0}, {"choice", "bonus:food"}, {"choise", "x"}}}); }) ==
          "action \"growth\": unknown field \"choise\" (its fields: player, choice, extra_workers)");
    std::vector<Action> log = {{"growth", {{"player", 0}, {"choice", "bonus:food"}}},
                               {"growth", {{"player", 1}, {"choice", "bonus:gold"}}}};
    const GameState good = replay(catalog(), setup, log);
    CHECK(good.phase == Phase::Action);
    log[1].payload["chioce"] = "bonus:gold";
    CHECK(refusal([&] { replay(catalog(), setup, log); }) ==
          "action 2 of the log: action \"growth\": unknown field \"chioce\" (its fields: player, choice, extra_workers)");
    // The setup row too: a flipped letter in a seat's field is damage.
    json setupJson = toJson(setup);
    setupJson["seats"][1]["nqtion"] = "rome";
    CHECK_THAT(refusal([&] { setupFromJson(setupJson); }),
               Catch::StartsWith("action \"setup\" seats[1]: unknown field \"nqtion\""));
    // An undo row holds no field.
    CHECK_THROWS_WITH(replay(catalog(), setup, {{"undo", {{"x", 1}}}}),
                      Catch::Contains("action 1 of the log: action \"undo\": unknown field \"x\""));
}
