// Dynasties expansion state kept on the player: Hawaii's marked Population Track space (PlayerState::
// populationMark, JSON "workers.marked") and the resources parked on Joseon Kingdom (PlayerState::parked,
// JSON "parked"): board values, Production upkeep, the end of the round, the state format.
// Sources: card text in data/catalog (Hawaii: "when discovered you take 1 worker and that track space is
// marked so it costs no upkeep"; Joseon Kingdom: "park up to 3 of one resource (food, stone or gold) here;
// at the end of the round you get double back"); Rulebook p.8 "Taking and Returning Workers", p.13 Growth,
// p.18 Resolution 1 (Population upkeep in Production); docs/state-format.md.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace nctest;

namespace {

bool hasItem(const ExplanationLine *l, const std::string &source)
{
    if (!l)
        return false;
    for (const auto &it : l->items)
        if (it.source == source)
            return true;
    return false;
}

/// Player 0 is Korea B with Joseon Kingdom in play (Dynasties), player 1 China A.
GameState joseonGame()
{
    GameState s = game(2);
    s.options.cardSets = {"base", "expansion", "dynasties"};
    s.players[0].nation = "korea";
    s.players[0].side = 'B';
    s.players[0].dynasty = "joseon_kingdom";
    s.players[0].dynastiesPlayed = {"joseon_kingdom"};
    return s;
}

} // namespace

TEST_CASE("Hawaii card text: the marked food space costs no Production upkeep", "[production][hawaii][dynasties]")
{
    GameState s = game(2);
    s.players[0].populationTaken = {2, 0}; // China A: 3 Food per Worker taken from the food section
    const int unmarked = resolveRound(catalog(), s).after.players[0].food;
    s.players[0].populationMark = PopulationMark{"food", 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].food == unmarked + 3);
    const ExplanationLine *food = findLine(r, "production", 0, Quantity::Food);
    REQUIRE(food);
    CHECK(hasItem(food, "hawaii"));
    CHECK(food->text().find("Hawaii (marked space of the food section: no upkeep)") != std::string::npos);
    CHECK(boardValues(catalog(), s.players[0]).populationUpkeep[Quantity::Food] == 3);
    // A marked space covered again by a returned Worker costs nothing and gives nothing back.
    s.players[0].populationTaken = {1, 0};
    const BoardValues covered = boardValues(catalog(), s.players[0]);
    CHECK(covered.populationUpkeep[Quantity::Food] == 3);
    CHECK(covered.populationUpkeepItems.size() == 1);
}

TEST_CASE("Hawaii: a marked Stability space lowers no Stability", "[board][hawaii][dynasties]")
{
    GameState s = game(2);
    s.players[0].populationTaken = {0, 2}; // China A: 3 Stability per Worker taken from the stability section
    const int full = boardValues(catalog(), s.players[0]).stability;
    s.players[0].populationMark = PopulationMark{"stability", 0};
    const BoardValues b = boardValues(catalog(), s.players[0]);
    CHECK(b.stability == full + 3);
    CHECK(hasItem(&b.stabilityLine, "hawaii"));
}

TEST_CASE("Joseon Kingdom card text: parked resources come back doubled at the end of the round", "[round][joseon][dynasties]")
{
    GameState s = joseonGame();
    REQUIRE(validate(catalog(), s).empty());
    const ResolutionResult plain = resolveRound(catalog(), s);
    CHECK_FALSE(findStep(plain, "end_of_round")); // nothing parked: no extra step
    s.players[0].parked = {{"stone", 3}, {"gold", 1}};
    const ResolutionResult r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].stone == plain.after.players[0].stone + 6);
    CHECK(r.after.players[0].gold == plain.after.players[0].gold + 2);
    CHECK(r.after.players[0].parked.empty());
    REQUIRE(findStep(r, "end_of_round"));
    CHECK(r.steps.back().id == "end_of_round"); // after the last step (Books)
    const ExplanationLine *stone = findLine(r, "end_of_round", 0, Quantity::Stone);
    REQUIRE(stone);
    CHECK(stone->total == 6);
    CHECK(stone->text().find("Joseon Kingdom (3 parked, returned doubled)") != std::string::npos);
}

TEST_CASE("Joseon Kingdom: parked resources are not produced or lost before the end of the round", "[round][joseon][dynasties]")
{
    GameState s = joseonGame();
    s.players[0].food = 0;
    s.players[0].populationTaken = {1, 0}; // 3 Food upkeep, none held: a shortage even with Food parked
    s.players[0].vp = 5;
    const ResolutionResult plain = resolveRound(catalog(), s);
    CHECK(plain.after.players[0].vp < 5); // the shortage (Rulebook p.8 "Resource loss")
    s.players[0].parked = {{"food", 2}};
    const ResolutionResult r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == plain.after.players[0].vp); // the parked Food paid no upkeep
    CHECK(r.after.players[0].food == plain.after.players[0].food + 4);
}

TEST_CASE("state format: workers.marked and parked round trip, absent = none", "[state][hawaii][joseon][dynasties]")
{
    GameState s = joseonGame();
    s.players[1].populationTaken = {2, 0};
    s.players[1].populationMark = PopulationMark{"food", 1};
    s.players[0].parked = {{"food", 3}};
    const nlohmann::json j = toJson(s);
    CHECK(j["players"][1]["workers"]["marked"] == nlohmann::json{{"section", "food"}, {"space", 1}});
    CHECK(j["players"][0]["parked"] == nlohmann::json{{"food", 3}});
    CHECK_FALSE(j["players"][0]["workers"].contains("marked"));
    CHECK_FALSE(j["players"][1].contains("parked"));
    const GameState back = stateFromJson(j);
    CHECK(back == s);
    CHECK(toJson(back) == j);
    CHECK(validate(catalog(), back).empty());

    GameState bad = s;
    bad.players[1].populationMark = PopulationMark{"strength", 0};
    CHECK_FALSE(validate(catalog(), bad).empty());
    bad.players[1].populationMark = PopulationMark{"food", 4}; // China A's food section has 4 spaces (0..3)
    REQUIRE_FALSE(validate(catalog(), bad).empty());
    CHECK(validate(catalog(), bad)[0].find("players[1].workers.marked.space") != std::string::npos);
    bad = s;
    bad.players[0].parked = {{"books", 1}};
    REQUIRE_FALSE(validate(catalog(), bad).empty());
    CHECK(validate(catalog(), bad)[0].find("players[0].parked.books") != std::string::npos);
}
