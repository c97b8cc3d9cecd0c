// The CLI's refusals (app/cli/cli.h): whatever a layer throws, one bounded message and a documented exit code.
// The command-line runs in CMakeLists.txt cover the documents that reach each layer; these cover the
// exception types no document reaches today (an nlohmann exception, bad_alloc, a non-std exception).
#include <catch2/catch.hpp>

#include <new>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "core/json_input.h"
#include "nations/actions.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

using nc::app::boundedMessage;
using nc::app::reportError;

namespace {

struct Reported {
    int code = -1;
    std::string text;
};

/// Throws `e` and reports it as `score` of "s.json" would.
template <typename Thrower>
Reported report(Thrower thrower)
{
    std::ostringstream err;
    Reported r;
    try {
        thrower();
    } catch (...) {
        r.code = reportError(err, "score", "s.json");
    }
    r.text = err.str();
    return r;
}

/// Whether `s` is well-formed UTF-8 (nlohmann's strict dump throws otherwise).
bool isUtf8(const std::string &s)
{
    try {
        (void)nlohmann::json(s).dump();
        return true;
    } catch (const nlohmann::json::exception &) {
        return false;
    }
}

} // namespace

TEST_CASE("every exception type gives one line with the command, the file and its exit code")
{
    const Reported type = report([] { (void)nlohmann::json("five").get<int>(); });
    CHECK(type.code == nc::app::exit_code::refused);
    CHECK(type.text == "nations-companion score: s.json: unexpected content: type must be number, but is string\n");

    const Reported io = report([] { throw nc::app::CliIoError("s.json: no such file"); });
    CHECK(io.code == nc::app::exit_code::io);
    CHECK(io.text == "nations-companion score: s.json: no such file\n");

    const Reported json = report([] { (void)nc::parseJson("{\"vp\": 4294967301}"); });
    CHECK(json.code == 1);
    CHECK(json.text ==
          "nations-companion score: s.json: $.vp: 4294967301 is out of range (integers are limited to ±1000000000)\n");

    const Reported state = report([] { throw nc::nations::StateError("players[0].name: must be a string, got 5"); });
    CHECK(state.code == 1);
    CHECK(state.text == "nations-companion score: s.json: players[0].name: must be a string, got 5\n");

    const Reported action = report([] { throw nc::nations::ActionError("not enough gold"); });
    CHECK(action.code == 1);
    CHECK(action.text == "nations-companion score: s.json: not enough gold\n");

    const Reported catalog = report([] { throw nc::nations::CatalogError("cards.json", "colosseum", "cost: must be a number"); });
    CHECK(catalog.code == 1);
    CHECK(catalog.text == "nations-companion score: the built-in card catalog is damaged: cards.json: colosseum: cost: must be a number\n");

    const Reported memory = report([] { throw std::bad_alloc(); });
    CHECK(memory.code == 1);
    CHECK(memory.text == "nations-companion score: s.json: not enough memory to process it\n");

    const Reported other = report([] { throw 42; });
    CHECK(other.code == 1);
    CHECK(other.text == "nations-companion score: s.json: unexpected error\n");
}

TEST_CASE("a quoted value in any message is cut to 60 characters, whole UTF-8 characters")
{
    const std::string huge(10'000'000, 'A');
    const Reported r = report([&] { throw nc::nations::StateError("players[0].name: unknown name \"" + huge + "\""); });
    CHECK(r.text == "nations-companion score: s.json: players[0].name: unknown name \"" + std::string(60, 'A') +
                        "\u2026\"\n");

    std::string accents; // 100 two-byte characters: a cut in the middle of one would break it
    for (int i = 0; i < 100; ++i)
        accents += "\xC3\xA9";
    const std::string cut = boundedMessage("x: \"" + accents + "\" and \"short\"");
    CHECK(isUtf8(cut));
    std::string sixty;
    for (int i = 0; i < 60; ++i)
        sixty += "\xC3\xA9";
    CHECK(cut == "x: \"" + sixty + "\u2026\" and \"short\"");
}

TEST_CASE("messages lose control characters, overlong lines and lines past 100")
{
    CHECK(boundedMessage("name \"\x1b[2J\x07ok\" end\r") == "name \"?[2J?ok\" end?");
    const std::string longLine = boundedMessage("problem: " + std::string(1000, 'z'));
    CHECK(longLine == "problem: " + std::string(291, 'z') + "\u2026");

    std::string many = "impossible state:";
    for (int i = 0; i < 150; ++i)
        many += "\n  problem " + std::to_string(i);
    const std::string bounded = boundedMessage(many);
    CHECK(std::count(bounded.begin(), bounded.end(), '\n') == 100);
    CHECK(bounded.find("  problem 98\n  \u2026 and 51 more lines") != std::string::npos);
    CHECK(bounded.find("problem 99") == std::string::npos);
    CHECK(boundedMessage("a \"unterminated quote") == "a \"unterminated quote");
    CHECK(boundedMessage("") == "");
    CHECK(boundedMessage("last read: \"\xff\xfe") == "last read: \"\uFFFD\uFFFD");
}
