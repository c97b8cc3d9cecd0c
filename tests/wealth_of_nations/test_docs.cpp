// docs/state-format-wealth.md stays true: its example document is a valid state, its command example
// applies to it, and every command of the engine has a row in its table.
#include "helpers.h"

#include "wealth_of_nations/commands.h"

using namespace wontest;

namespace {

std::string docText()
{
    return fileText(NC_DOCS_DIR "/state-format-wealth.md");
}

/// The `n`-th (0-based) ```json block of the document.
json jsonBlock(int n)
{
    return rulesettest::jsonBlock(docText(), n);
}

} // namespace

TEST_CASE("docs: the example document of state-format-wealth.md is a valid state", "[docs][state]")
{
    const json doc = jsonBlock(0);
    CHECK(rules().readState(doc) == doc); // written as the companion writes it
}

TEST_CASE("docs: the setup and command examples of state-format-wealth.md apply", "[docs][commands]")
{
    const auto g = rules().newGame(jsonBlock(1));
    CHECK(g.state["phase"] == "draft");
    const nc::Command c = nc::Command::fromJson(jsonBlock(2));
    CHECK_FALSE(rules().apply(jsonBlock(0), c).lines.empty());
}

TEST_CASE("docs: every command has its row in state-format-wealth.md", "[docs][commands]")
{
    const std::string text = docText();
    for (const std::string &name : nc::won::commandNames())
        CHECK(contains(text, "| `" + name + "` |"));
}
