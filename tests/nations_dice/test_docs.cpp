// docs/state-format-dice.md stays true: its example document is a valid state and its resolve example is
// what resolve() gives for it.
#include "helpers.h"

#include <fstream>
#include <sstream>

using namespace dicetest;

namespace {

/// The `n`-th (0-based) ```json block of the document.
json jsonBlock(int n)
{
    std::ifstream in(NC_DOCS_DIR "/state-format-dice.md");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
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

} // namespace

TEST_CASE("docs: the example document of state-format-dice.md is a valid state", "[docs][state]")
{
    const json doc = jsonBlock(0);
    const json read = rules().readState(doc);
    CHECK(read == doc); // the example is written as the companion writes it
    CHECK(read["players"][0]["books"] == 4);
}

TEST_CASE("docs: the resolve example of state-format-dice.md is what resolve gives", "[docs][resolve]")
{
    CHECK(rules().resolve(jsonBlock(0)) == jsonBlock(1));
}
