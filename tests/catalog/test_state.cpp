// The state format (docs/state-format.md): round trip, shape errors with JSON paths, catalog checks.
#include <catch2/catch.hpp>

#include "catalog_fixture.h"

#include "nations/actions.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

using namespace nc;
using namespace nc::nations;

namespace {
GameState twoPlayers()
{
    GameSetup setup;
    setup.seats = {{"Ann", "egypt", 'B', Difficulty::Prince, {}}, {"Bo", "rome", 'A', Difficulty::King, {}}};
    return newGame(catalog(), setup);
}

bool hasError(const std::vector<std::string> &errors, const std::string &needle)
{
    for (const auto &e : errors)
        if (e.find(needle) != std::string::npos)
            return true;
    return false;
}
} // namespace

TEST_CASE("state JSON round trip keeps every field", "[state]")
{
    GameState s = twoPlayers();
    s.phase = Phase::Action;
    s.players[1].buildings.push_back({"aqueduct", 2});
    s.players[1].wonderUnderConstruction = WonderUnderConstruction{"colosseum", 1};
    s.players[0].manualStability = 2;
    s.players[0].manualNote = "nation special";
    s.roundInputs.eventCard = "pax_romana__han_dynasty";
    s.roundInputs.war = WarState{"hunnic_invasions", 4, 1};
    s.roundInputs.passOrder = {1, 0};
    s.roundInputs.adjustments = {{0, Quantity::Stone, 2, "Augustus: most Strength"}};
    s.roundInputs.choices = {{"event1/0", "pay"}};
    s.roundInputs.resultCorrections = {{1, Quantity::Gold, 7}};
    const nlohmann::json j = toJson(s);
    CHECK(j["format"] == "nations-companion.state");
    CHECK(j["version"] == 1);
    const GameState back = stateFromJson(j);
    CHECK(back == s);
    CHECK(toJson(back) == j);
}

TEST_CASE("state JSON round trip keeps Victoria Falls' 4th Progress Board row, older documents have none", "[state]")
{
    // docs/state-format.md "board_row_4": Dynasties' Victoria Falls ("keep the colonies as an extra 4th board
    // row"); written only when present, so older documents read as "no 4th row".
    GameState s = twoPlayers();
    nlohmann::json old = toJson(s);
    CHECK_FALSE(old.contains("board_row_4"));
    CHECK_FALSE(stateFromJson(old).boardRow4);
    s.boardRow4 = ExtraBoardRow{"victoria_falls", 4, {"algeria", "nigeria"}};
    const nlohmann::json j = toJson(s);
    CHECK(j["board_row_4"] == nlohmann::json{{"source", "victoria_falls"}, {"price_gold", 4}, {"cards", {"algeria", "nigeria"}}});
    CHECK(stateFromJson(j) == s);
    CHECK(validate(catalog(), s).empty());
    nlohmann::json bad = j;
    bad["board_row_4"]["cards"] = {"algeria", 7};
    CHECK_THROWS_WITH(stateFromJson(bad), Catch::Contains("board_row_4.cards[1]"));
    s.boardRow4->cards = {"algeria", "algeria", "egypt_b_pyramids"};
    s.players[0].colonies = {"nigeria"};
    s.boardRow4->cards.push_back("nigeria");
    const auto errors = validate(catalog(), s);
    CHECK(hasError(errors, "board_row_4.cards[1]: Algeria is listed twice"));
    CHECK(hasError(errors, "board_row_4.cards[2]"));
    CHECK(hasError(errors, "board_row_4.cards[3]: Nigeria is on a player's board"));
}

TEST_CASE("shape errors name the JSON path", "[state][errors]")
{
    nlohmann::json j = toJson(twoPlayers());
    SECTION("negative resource")
    {
        j["players"][1]["resources"]["food"] = -2;
        CHECK_THROWS_WITH(stateFromJson(j), Catch::Contains("players[1].resources.food") && Catch::Contains("out of range"));
    }
    SECTION("wrong type")
    {
        j["players"][0]["buildings"] = {{{"card", "aqueduct"}, {"workers", "two"}}};
        CHECK_THROWS_WITH(stateFromJson(j), Catch::Contains("players[0].buildings[0].workers: must be a whole number from 0 to 30, got \"two\""));
    }
    SECTION("newer version refused")
    {
        j["version"] = 7;
        CHECK_THROWS_WITH(stateFromJson(j), Catch::Contains("newer than this app"));
    }
    SECTION("foreign document")
    {
        j["format"] = "something-else";
        CHECK_THROWS_AS(stateFromJson(j), StateError);
    }
    SECTION("six players")
    {
        for (int i = 0; i < 4; ++i)
            j["players"].push_back(j["players"][0]);
        CHECK_THROWS_WITH(stateFromJson(j), Catch::Contains("1 to 5 players"));
    }
    SECTION("short game must end with an age")
    {
        j["options"]["last_round"] = 5;
        CHECK_THROWS_WITH(stateFromJson(j), Catch::Contains("end of an age"));
    }
}

TEST_CASE("impossible boards are reported against the catalog", "[state][errors]")
{
    GameState s = twoPlayers();
    CHECK(validate(catalog(), s).empty());
    SECTION("unknown card code")
    {
        s.players[1].buildings.push_back({"granery", 0});
        CHECK(hasError(validate(catalog(), s), "players[1].buildings[0].card: unknown card \"granery\""));
    }
    SECTION("card on the wrong slot")
    {
        s.players[1].colonies.push_back("aqueduct");
        CHECK(hasError(validate(catalog(), s), "is a Building and does not belong here"));
    }
    SECTION("more Buildings than slots")
    {
        for (int i = 0; i < 5; ++i)
            s.players[1].buildings.push_back({"aqueduct", 0});
        CHECK(hasError(validate(catalog(), s), "Building/Military slots"));
    }
    SECTION("two Advisors")
    {
        s.players[1].advisors = {"archimedes", "archimedes"};
        CHECK(hasError(validate(catalog(), s), "only one Advisor"));
    }
    SECTION("Worker cap printed on a card")
    {
        s.players[1].buildings.push_back({"silk_road", 2}); // Silk Road takes one Worker
        REQUIRE(catalog().card("silk_road")->maxWorkers == 1);
        CHECK(hasError(validate(catalog(), s), "takes at most"));
    }
    SECTION("Population Track overflow")
    {
        s.players[0].populationTaken[0] = 5;
        CHECK(hasError(validate(catalog(), s), "section holds 4 Workers"));
    }
    SECTION("Event Card of another age")
    {
        const EventCard *age2 = catalog().searchEvents("", 2, 1).front();
        s.roundInputs.eventCard = age2->id;
        CHECK(hasError(validate(catalog(), s), "is an age 2 card"));
    }
    SECTION("player order not a permutation")
    {
        s.playerOrder = {0, 0};
        CHECK(hasError(validate(catalog(), s), "player_order"));
    }
    SECTION("same nation twice")
    {
        s.players[1].nation = "egypt";
        s.players[1].side = 'B';
        CHECK(hasError(validate(catalog(), s), "played twice"));
    }
    SECTION("pre-printed card of another nation: refused on a side with known cards, allowed on an A side")
    {
        // Egypt B prints its own cards; the base A sides' printed cards are unknown (docs/catalog.md):
        // the table enters generic ones, e.g. the Farm printed on other boards.
        s.players[0].buildings[0] = {"china_b_farm", 0};
        CHECK(hasError(validate(catalog(), s),
                       "players[0].buildings[0].card: Farm is pre-printed on the china board, not on Egypt side B"));
        s.players[0] = twoPlayers().players[0];
        REQUIRE(s.players[1].side == 'A');
        REQUIRE_FALSE(catalog().nation("rome")->side('A')->preprintedKnown);
        s.players[1].buildings = {{"china_b_farm", 1}, {"egypt_b_quarry", 0}};
        s.players[1].wonders = {"egypt_b_pyramids"};
        CHECK(validate(catalog(), s).empty());
        s.players[1].colonies = {"china_b_farm"}; // still on its own kind of slot
        CHECK(hasError(validate(catalog(), s), "is a Building and does not belong here"));
    }
    SECTION("result correction of a player who is not at the table")
    {
        s.roundInputs.resultCorrections = {{2, Quantity::Gold, 1}};
        CHECK(hasError(validate(catalog(), s), "round_inputs.result_corrections[0].player: no player 2"));
    }
    SECTION("a finished Wonder left under construction")
    {
        s.players[1].wonderUnderConstruction = WonderUnderConstruction{"colosseum", 2};
        CHECK(hasError(validate(catalog(), s), "is ready and belongs on a Wonder slot"));
    }
}

TEST_CASE("public Architects = player count base + Event Card (Rulebook p.13 step 5, T-11)", "[state][rulebook]")
{
    GameState s = twoPlayers();
    CHECK(publicArchitects(catalog(), s) == 0); // no Event Card yet
    s.roundInputs.eventCard = "aryan_migration__code_of_hammurabi"; // prints 2 Architects
    CHECK(publicArchitects(catalog(), s) == 1 + 2);
    // T-11: 4 players and an Event Card showing 1 Architect -> 2 + 1 = 3.
    const EventCard *one = nullptr;
    for (const auto &e : catalog().eventCards())
        if (e.age == 1 && e.architects == 1)
            one = &e;
    REQUIRE(one);
    s.players.resize(4, s.players[0]);
    s.roundInputs.eventCard = one->id;
    CHECK(publicArchitects(catalog(), s) == 3);
    s.players.resize(5, s.players[0]);
    CHECK(publicArchitects(catalog(), s) == 4);
}
