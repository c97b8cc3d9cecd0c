// Every input kept in tests/fuzz/regressions/<target>/ (crashers the fuzzers found, docs/fuzzing.md
// "Findings") and every seed of tests/fuzz/corpus/ runs through the same body as its fuzz target
// (fuzz_entries.h) in the normal build: it must return normally (expected refusals are caught inside;
// any other exception reaches REQUIRE_NOTHROW, a crash ends the test binary). The exact number of files
// per folder is asserted, so a file that is lost or not read fails the test.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_entries.h"
#include "core/json_input.h"
#include "nations/actions.h"
#include "nations_dice/ruleset.h"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> filesIn(const fs::path &dir)
{
    std::vector<fs::path> files;
    if (fs::is_directory(dir))
        for (const auto &e : fs::directory_iterator(dir))
            if (e.is_regular_file() && e.path().filename() != ".gitkeep")
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string readFile(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Runs `entry` over every file of `dir`; returns how many ran.
template <class F> size_t runAll(const fs::path &dir, F entry)
{
    size_t count = 0;
    for (const auto &path : filesIn(dir)) {
        INFO("input " << path.string());
        const std::string bytes = readFile(path);
        REQUIRE_NOTHROW(entry(bytes));
        ++count;
    }
    return count;
}

const fs::path kRegressions = fs::path(NC_FUZZ_DIR) / "regressions";
const fs::path kCorpus = fs::path(NC_FUZZ_DIR) / "corpus";

} // namespace

TEST_CASE("fuzz_state: kept crashers and seeds run to completion", "[fuzz][state]")
{
    CHECK(runAll(kRegressions / "fuzz_state", nc::fuzz::fuzzState) == 0);
    CHECK(runAll(kCorpus / "state", nc::fuzz::fuzzState) == 32);
}

TEST_CASE("fuzz_catalog: kept crashers and seeds run to completion", "[fuzz][catalog]")
{
    CHECK(runAll(kRegressions / "fuzz_catalog", nc::fuzz::fuzzCatalog) == 0);
    CHECK(runAll(kCorpus / "catalog", nc::fuzz::fuzzCatalog) == 10);
}

TEST_CASE("fuzz_replay: kept crashers and seeds run to completion", "[fuzz][replay]")
{
    CHECK(runAll(kRegressions / "fuzz_replay", nc::fuzz::fuzzReplay) == 0);
    CHECK(runAll(kCorpus / "replay", nc::fuzz::fuzzReplay) == 8);
}

TEST_CASE("fuzz_scan_payload: kept crashers and seeds run to completion", "[fuzz][scan]")
{
    CHECK(runAll(kRegressions / "fuzz_scan_payload", nc::fuzz::fuzzScanPayload) == 0);
    CHECK(runAll(kCorpus / "scan_payload", nc::fuzz::fuzzScanPayload) == 16);
}

TEST_CASE("fuzz_dice: kept crashers and seeds run to completion", "[fuzz][dice]")
{
    CHECK(runAll(kRegressions / "fuzz_dice", nc::fuzz::fuzzDice) == 2);
    CHECK(runAll(kCorpus / "dice", nc::fuzz::fuzzDice) == 10);
}

// The seeds of fuzz_dice are games the engine accepts (docs/fuzzing.md "Corpora"): every state and every
// command of them, so that the fuzzer starts from deep inside the game and not from refusals.
TEST_CASE("fuzz_dice: every seed state and command is accepted", "[fuzz][dice]")
{
    const nc::dice::DiceRuleset rules;
    size_t commands = 0;
    for (const auto &path : filesIn(kCorpus / "dice")) {
        INFO("seed " << path.string());
        const nlohmann::json seed = nc::parseJson(readFile(path));
        const bool withCommands = seed.contains("commands");
        nlohmann::json state;
        REQUIRE_NOTHROW(state = rules.readState(withCommands ? seed["state"] : seed));
        if (!withCommands)
            continue;
        for (const auto &c : seed["commands"]) {
            INFO("command " << c.dump());
            REQUIRE_NOTHROW(state = rules.apply(state, nc::Command::fromJson(c)).state);
            ++commands;
        }
    }
    CHECK(commands > 100);
}

// Found by fuzz_replay's refusal listing (docs/fuzzing.md "Refusal messages"): a damaged setup row was
// refused with nlohmann's own text ("[json.exception.out_of_range.403] key 'nation' not found"), naming
// neither the field's path nor what was expected.
TEST_CASE("fuzz_replay: a damaged game setup is refused naming the field and what was expected", "[fuzz][replay]")
{
    using nc::nations::setupFromJson;
    using json = nlohmann::json;
    CHECK_THROWS_WITH(setupFromJson(json::array()), "malformed game setup: $: expected an object, got an array");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", 3}}), "malformed game setup: $.seats: expected an array, got 3");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array({json{{"name", "Ann"}}})}}),
                      "malformed game setup: $.seats[0].nation: missing (expected a nation id)");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array({json{{"nation", "egypt"}}, json{{"nation", 7}}})}}),
                      "malformed game setup: $.seats[1].nation: expected a string, got 7");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array({json{{"nation", "egypt"}, {"side", "C"}}})}}),
                      "malformed game setup: $.seats[0].side: expected \"A\" or \"B\", got \"C\"");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array({json{{"nation", "egypt"}, {"difficulty", "god"}}})}}),
                      "malformed game setup: $.seats[0].difficulty: expected emperor, king, prince or chieftain, got \"god\"");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array({json{{"nation", "egypt"}, {"start_corrections", 1}}})}}),
                      "malformed game setup: $.seats[0].start_corrections: expected an object, got 1");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array()}, {"options", {{"card_sets", {"base", 2}}}}}),
                      "malformed game setup: $.options.card_sets[1]: expected a string, got 2");
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array()}, {"options", {{"solo", "yes"}}}}),
                      "malformed game setup: $.options.solo: expected true or false, got \"yes\"");
    const json longText = std::string(100, 'x'); // quoted with at most 60 characters
    CHECK(nc::quoteJson(longText).size() < 70);
    CHECK_THROWS_WITH(setupFromJson(json{{"seats", json::array()}, {"options", {{"last_round", longText}}}}),
                      "malformed game setup: $.options.last_round: expected an integer, got " + nc::quoteJson(longText));
    // A null field counts as absent (defaults), as before.
    const auto defaults = setupFromJson(json{{"seats", json::array({json{{"nation", "egypt"}, {"start_corrections", nullptr}}})},
                                             {"options", nullptr}});
    REQUIRE(defaults.seats.size() == 1);
    CHECK(defaults.seats[0].side == 'A');
    CHECK(defaults.seats[0].startCorrections == json::object());
    CHECK(defaults.options == nc::nations::GameOptions{});
    // A good setup still reads (and the written form of a setup reads back the same).
    nc::nations::GameSetup setup;
    setup.seats.push_back({"Ann", "egypt", 'B', nc::nations::Difficulty::King, json::object()});
    setup.options.cardSets = {"base", "dynasties"};
    const auto back = setupFromJson(nc::nations::toJson(setup));
    REQUIRE(back.seats.size() == 1);
    CHECK(back.seats[0].nation == "egypt");
    CHECK(back.seats[0].side == 'B');
    CHECK(back.seats[0].difficulty == nc::nations::Difficulty::King);
    CHECK(back.options == setup.options);
}
