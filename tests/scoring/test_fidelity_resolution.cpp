// Rules the engine got wrong (issue 12, sections 1 and 3), each with the rulebook or FAQ text it follows:
// the War's Strength cap, free Workers on top of a full Population Track, the per-round shortage VP ledger
// carried by the state, Florence Nightingale leaving during the round, and Poland B after a War at 0.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace nctest;
using json = nlohmann::json;

namespace {
/// The state read back from its document after `edit` changed the JSON (new optional fields).
template <class F> GameState viaJson(const GameState &s, F edit)
{
    json j = toJson(s);
    edit(j);
    return stateFromJson(j);
}
} // namespace

// ---- War Strength cap -------------------------------------------------------------------------------

TEST_CASE("Rulebook p.5 setup step 4: Strength above 40 counts as 40 against the War", "[war][rulebook]")
{
    // "Any Military Strength above 40 is counted as 40": a War marker entered at 45 is at 40 on the
    // track, and a nation of Strength 40 is not below it.
    GameState s = game(2, 1, "bread_and_games__christianity", 5);
    s.players[0].manualStrength = 40;
    s.players[0].vp = 4;
    s.players[1].manualStrength = 45;
    s.roundInputs.war = WarState{"wars_of_alexander", 45, 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 4);
    CHECK(r.after.players[0].food == 5);
    CHECK(hasNote(r, "war", "(Strength 45 (counts as 40, the top of the track)): defeated nobody"));
}

TEST_CASE("Rulebook p.5 setup step 4: the War helper caps at 40 and never goes below 0", "[war][rulebook]")
{
    CHECK(warStrength(45) == 40);
    CHECK(warStrength(40) == 40);
    CHECK(warStrength(7) == 7);
    CHECK(warStrength(-3) == 0); // FAQ R-16: the marker's lowest place is 0
}

TEST_CASE("Rulebook p.5: Qin Unification, Strength 45 is not stronger than a War at 40", "[events][rulebook]")
{
    // "Every nation stronger than the current war gains 1 VP": above 40 counts as 40 for both.
    GameState s = game(2, 1, "qin_unification__olympic_games", 5);
    s.players[0].manualStrength = 45;
    s.players[1].manualStrength = 41;
    s.roundInputs.war = WarState{"wars_of_alexander", 40, 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].vp == 0);
    CHECK(r.after.players[1].vp == 0);
}

// ---- Poland B after a War at Strength 0 (FAQ R-16) -------------------------------------------------

TEST_CASE("FAQ R-16: a War at Strength 0 defeats nobody, so Poland B gains its 3 Books", "[war][faq]")
{
    // poland_b_special: "If you are not defeated by the round's war, gain 3 books."
    GameState s = game(2, 1, "bread_and_games__christianity", 5);
    s.options.cardSets = {"base", "expansion"};
    s.players[0] = player("A", "poland", 'B');
    s.players[0].food = 5;
    s.roundInputs.war = WarState{"wars_of_alexander", 0, 1};
    const int books = s.players[0].books;
    const auto r = resolveRound(catalog(), s);
    CHECK(hasNoteWithSource(r, "war", "defeats nobody", "FAQ R-16")); // the citation one click away
    CHECK(lineTotal(r, "war", 0, Quantity::Books) == 3);
    CHECK(r.after.players[0].books >= books + 3);
}

// ---- Shortage VP: only a VP really lost counts (Rulebook p.8 "Resource loss") ------------------------

TEST_CASE("Rulebook p.8: a shortage at 0 VP loses nothing, so a later shortage that round costs the VP",
          "[shortage][rulebook]")
{
    // "It is only possible to lose at most 1 VP per round per resource that you do not have enough of. It
    // is not possible to have less than 0 VP." The Production shortage at 0 VP loses no VP; Qin
    // Unification then gives 1 VP, and the Famine shortage of the same round takes it.
    GameState s = game(2, 1, "qin_unification__olympic_games", 0);
    s.players[0].manualStrength = 5;
    s.players[0].books = 5;
    s.players[1].food = 5;
    s.players[1].manualStrength = 5;
    s.roundInputs.adjustments = {{0, Quantity::Food, -1, "test: 1 Food upkeep"}};
    s.roundInputs.war = WarState{"wars_of_alexander", 1, 1};
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "production", 0, Quantity::Vp) == 0);
    CHECK(lineTotal(r, "event1", 0, Quantity::Vp) == 1);
    CHECK(lineTotal(r, "famine", 0, Quantity::Vp) == -1);
    CHECK(r.after.players[0].vp == 0);
}

TEST_CASE("Rulebook p.8: a saved state carries the shortage VP already lost this round",
          "[shortage][rulebook][state]")
{
    // "at most 1 VP per round per resource": the Food VP was lost in the Action Phase (round_inputs
    // .shortage_vp_lost), so the Production shortage of Food takes no second VP; Gold still costs one.
    GameState s = game(2, 1, "bread_and_games__christianity", 0);
    s.players[0].vp = 5;
    s.players[0].books = 5;
    s.players[1].food = 5;
    s.roundInputs.adjustments = {{0, Quantity::Food, -1, "test"}, {0, Quantity::Gold, -1, "test"}};
    s = viaJson(s, [](json &j) { j["round_inputs"]["shortage_vp_lost"] = {{"0", {"food"}}}; });
    const auto r = resolveRound(catalog(), s);
    CHECK(lineTotal(r, "production", 0, Quantity::Vp) == -1); // Gold only
    CHECK(r.after.players[0].vp == 4);
    const ExplanationLine *vp = findLine(r, "production", 0, Quantity::Vp);
    REQUIRE(vp);
    CHECK(vp->text().find("VP already lost for Food this round") != std::string::npos);
    // The document round-trips the field; the next round starts with an empty ledger.
    CHECK(toJson(s)["round_inputs"]["shortage_vp_lost"] == json{{"0", {"food"}}});
    CHECK_FALSE(toJson(r.after)["round_inputs"].contains("shortage_vp_lost"));
}

// ---- Florence Nightingale leaving during the round ---------------------------------------------------

TEST_CASE("Card text: Florence Nightingale removed by Anarchism no longer waives the Famine shortage VP",
          "[shortage][events][cards]")
{
    // Florence Nightingale: "You never lose VP for running short of resources" — while it is held.
    // Anarchism: "Weakest nation(s) remove their advisor(s) and lose 1 VP"; the Famine (4 Food) then
    // finds A without Food and without Florence Nightingale: 1 VP for the shortage (Rulebook p.8).
    GameState s = game(2, 7, "anarchism__great_exhibition", 0);
    s.players[0].advisors = {"florence_nightingale"};
    s.players[0].vp = 5;
    s.players[1].food = 10;
    s.players[1].manualStrength = 10;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].advisors.empty());
    CHECK(lineTotal(r, "event1", 0, Quantity::Vp) == -1);
    CHECK(lineTotal(r, "famine", 0, Quantity::Vp) == -1);
    CHECK(r.after.players[0].vp == 3);
}

TEST_CASE("Card text: Florence Nightingale held waives the shortage VP", "[shortage][cards]")
{
    GameState s = game(2, 7, "anarchism__great_exhibition", 0);
    s.players[0].advisors = {"florence_nightingale"};
    s.players[0].vp = 5;
    s.players[0].manualStrength = 10; // not the weakest: keeps its Advisor
    s.players[1].food = 10;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].advisors == std::vector<std::string>{"florence_nightingale"});
    CHECK(r.after.players[0].vp == 5);
}

// ---- Free Workers on top of a full Population Track (Rulebook p.8) -----------------------------------

TEST_CASE("Rulebook p.8: a Worker returned to a full Population Track stays on top of it",
          "[events][workers][rulebook]")
{
    // "If you are forced to return a Worker when you have no free slots available on your Population
    // Track, place the Worker on top of the Population Track nonetheless." Assyrian deportations: the
    // weakest nation returns 1 Worker; A has taken none from its track.
    GameState s = game(2, 1, "assyrian_deportations__jain_ascetism", 5);
    s.players[0].idleWorkers = 1;
    s.players[1].manualStrength = 5;
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].idleWorkers == 0);
    CHECK(r.after.players[0].populationTaken == std::vector<int>{0, 0});
    CHECK(r.after.players[0].freeWorkers == 1);
    CHECK(hasNoteWithSource(r, "event1", "on top of the full Population Track", "Rulebook p.8"));
}

TEST_CASE("Rulebook p.8: the next Worker taken is the free one on top of the track (event)",
          "[events][workers][rulebook]")
{
    // "The next time you take a Worker, take this free Worker first." Han dynasty: the most stable nation
    // may take 1 Worker together with 3 Food.
    GameState s = game(2, 1, "pax_romana__han_dynasty", 5);
    s.players[0].manualStability = 3;
    s.roundInputs.choices = {{"event2/0", "accept"}};
    s = viaJson(s, [](json &j) { j["players"][0]["workers"]["free"] = 1; });
    const auto r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].idleWorkers == 1);
    CHECK(r.after.players[0].populationTaken == std::vector<int>{0, 0});
    CHECK(toJson(r.after)["players"][0]["workers"].value("free", 0) == 0);
    CHECK(hasNoteWithSource(r, "event2", "takes the free Worker on top of the Population Track", "Rulebook p.8"));
}
