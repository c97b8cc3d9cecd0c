// docs/state-format-dice.md stays true: its example document is a valid state and its resolve example is
// what resolve() gives for it.
#include "helpers.h"

using namespace dicetest;

namespace {

/// The `n`-th (0-based) ```json block of the document.
json jsonBlock(int n)
{
    return rulesettest::jsonBlock(fileText(NC_DOCS_DIR "/state-format-dice.md"), n);
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
