// Readings of rules our sources do not settle (docs/card-rules.md "Decisions"): the engine's reading by
// default, flagged in the explanation, and the other one as a game option (options.readings).
#include <catch2/catch.hpp>

#include "helpers.h"
#include "nations/actions.h"
#include "nations/card_rules.h"

using namespace nctest;
using json = nlohmann::json;

namespace {
/// The item of `source` on the (step, player, q) line; amount 0 when absent.
int itemAmount(const ResolutionResult &r, const std::string &step, int p, Quantity q, const std::string &source)
{
    if (const ExplanationLine *l = findLine(r, step, p, q))
        for (const auto &it : l->items)
            if (it.source == source)
                return it.amount;
    return 0;
}

/// Tonghak movement / Sepoy Mutiny (round 7): A is the weakest with 3 Books and no Stone.
GameState tonghak()
{
    GameState s = game(2, 7, "tonghak_movement__sepoy_mutiny", 10);
    for (auto &p : s.players)
        p.gold = 10;
    s.players[0].books = 3;
    s.players[1].manualStrength = 5;
    s.roundInputs.choices = {{"shortage/0/books/event1", "stone"}};
    return s;
}

/// A with Strength −2 (manual correction standing for Mongolia's Population Track) and a War at 0.
GameState negativeStrength()
{
    GameState s = game(2, 1, "bread_and_games__christianity", 5);
    s.players[0].manualStrength = -2;
    s.players[0].vp = 5;
    s.players[0].books = 5;
    s.roundInputs.war = WarState{"wars_of_alexander", 0, 1};
    return s;
}
} // namespace

TEST_CASE("Decisions: Tonghak movement gives its 2 Stone before the 8 Books are lost (FAQ R-02 reading)",
          "[events][readings]")
{
    // "Weakest nation(s) lose 8 books but gain 2 stone": the 2 Stone are there to lose instead of the
    // Books not held (Rulebook p.8, FAQ R-05).
    const auto r = resolveRound(catalog(), tonghak());
    CHECK(r.after.players[0].stone == 0);
    CHECK(hasNote(r, "event1", "the gain comes before the loss"));
}

TEST_CASE("Decisions: game option event_loss_before_gain takes Tonghak movement's Books first",
          "[events][readings]")
{
    GameState s = tonghak();
    s.options.readings.eventLossBeforeGain = true;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].stone == 2);
    CHECK(hasNote(r, "event1", "the loss is taken before the gain"));
}

TEST_CASE("Decisions: negative Strength has no penalty by default and is flagged", "[war][readings]")
{
    // FAQ R-16: "a war at Strength 0 can defeat nobody"; the rulebook's revolt (p.7) is for Stability.
    const auto r = resolveRound(catalog(), negativeStrength());
    CHECK(r.after.players[0].vp == 5);
    CHECK(r.after.players[0].books == 5);
    CHECK(hasNote(r, "production", "Strength -2 is negative: no penalty"));
    CHECK(hasNote(r, "war", "Strength -2 counts as 0 against the War"));
}

TEST_CASE("Decisions: game option negative_strength_revolt costs 1 VP, 1 Book per point and loses a War at 0",
          "[war][readings]")
{
    GameState s = negativeStrength();
    s.options.readings.negativeStrengthRevolt = true;
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "production", 0, Quantity::Books, "revolt") == -2);
    CHECK(lineTotal(r, "production", 0, Quantity::Vp, "revolt") == -1);
    CHECK(hasNote(r, "war", "defeated A"));
    CHECK(r.after.players[0].vp == 5 - 1 - 1);
    CHECK(r.after.players[1].vp == 0); // B (Strength 0) is not defeated
}

TEST_CASE("Decisions: Frederic Chopin doubles the Books produced, net of consumption as a game option",
          "[production][readings][cards]")
{
    // "Doubles your book production": Library ×2 produces 4 Books, Cavalry ×1 consumes 1.
    GameState s = game(2, 7, "anarchism__great_exhibition", 10);
    s.players[0].advisors = {"frederic_chopin"};
    s.players[0].buildings = {{"library", 2}, {"cavalry", 1}};
    s.players[0].gold = 10;
    CHECK(itemAmount(resolveRound(catalog(), s), "production", 0, Quantity::Books, "frederic_chopin") == 4);
    s.options.readings.chopinNetBooks = true;
    CHECK(itemAmount(resolveRound(catalog(), s), "production", 0, Quantity::Books, "frederic_chopin") == 3);
}

TEST_CASE("Decisions: Versailles is the least Stability alone, tied with revolts as a game option",
          "[player_order][readings][cards]")
{
    // Rulebook p.8: "All nations with negative Stability (i.e. in Revolt) are considered to tie for last
    // place"; Versailles: "you count as having the least stability for the rest of that round".
    GameState s = game(2);
    s.roundInputs.actionPhase.roundEffects["0/versailles/least_stability"] = 1;
    std::vector<int> values = {3, -1}; // B in revolt
    CHECK_FALSE(forceLeastStability(catalog(), s, values).empty());
    CHECK(values == std::vector<int>{-2, -1});
    s.options.readings.versaillesTiesRevolt = true;
    values = {3, -1};
    forceLeastStability(catalog(), s, values);
    CHECK(values == std::vector<int>{-1, -1});
}

TEST_CASE("State format: options.readings round-trips and refuses an unknown reading", "[state][readings]")
{
    GameState s = game(2);
    CHECK_FALSE(toJson(s)["options"].contains("readings"));
    s.options.readings.negativeStrengthRevolt = true;
    const json j = toJson(s);
    CHECK(j["options"]["readings"] == json{{"negative_strength_revolt", true}});
    CHECK(stateFromJson(j) == s);
    json bad = j;
    bad["options"]["readings"] = {{"tonghak", true}};
    CHECK_THROWS_WITH(stateFromJson(bad), Catch::Contains("options.readings.tonghak: unknown reading"));
}

TEST_CASE("Action log: the setup row keeps options.readings and replays with them", "[state][readings][setup]")
{
    GameSetup setup;
    setup.seats = {SeatSetup{"Ada", "china", 'B'}, SeatSetup{"Bo", "rome", 'B'}};
    setup.options.readings.chopinNetBooks = true;
    const json j = toJson(setup);
    CHECK(j["options"]["readings"] == json{{"chopin_net_books", true}});
    const GameSetup back = setupFromJson(j); // the stored setup row is read back when a game is resumed
    CHECK(back.options.readings == setup.options.readings);
    CHECK(newGame(catalog(), back).options.readings.chopinNetBooks);
}
