// The state document (docs/state-format-dice.md): read, checked field by field, written back; refusals
// name the JSON path and keep the state.
#include "helpers.h"

#include "nations_dice/state.h"

using namespace dicetest;

namespace {

/// A 3-player game after round 1 (A, B, C), as the companion writes it.
json afterRound1()
{
    Table t({"A", "B", "C"});
    t.start(2, 3);
    t.buy(0, "Gaul", "colony", 1, 2);
    t.passAll();
    t.use(0, 2, 2, 1);
    t.use(1, 0, 1, 4);
    t.use(2, 1, 2, 0);
    t.endRound();
    return t.state;
}

std::string readRefusal(const json &doc)
{
    return refusal([&] { rules().readState(doc); });
}

std::string ruleOf(const json &doc)
{
    try {
        rules().readState(doc);
    } catch (const nc::GameInputError &e) {
        return e.rule();
    }
    return "(accepted)";
}

} // namespace

TEST_CASE("State: written, read and written again unchanged", "[state]")
{
    const json doc = afterRound1();
    CHECK(doc["format"] == "nations-companion.state");
    CHECK(doc["version"] == 1);
    CHECK(doc["game"] == "nations_dice");
    CHECK(nc::gameTypeOf(doc) == "nations_dice");
    CHECK(rules().readState(doc) == doc);
    const auto s = nc::dice::readState(doc);
    CHECK(nc::dice::toJson(s) == doc);
    CHECK(s.rounds.size() == 1);
    REQUIRE(s.players[0].tiles.size() == 1);
    CHECK(s.players[0].tiles[0].vp == 2);
    CHECK(s.rounds[0].players[2].vp.books == 2);
    CHECK(s.order == std::vector<int>{1, 0, 2});
}

TEST_CASE("State: a round in progress keeps passes, rerolls, uses and Wonders through a write and a read", "[state]")
{
    Table t({"A", "B"});
    t.start(2, 3);
    t.buy(0, "Pyramids", "wonder", 2, 4, {{"stone_cost", 4}, {"gives", "1 stone chit"}});
    t.run("reroll", 1);
    t.run("pass", 0);
    t.run("record_use", 0, {{"books", 1}, {"food", 2}, {"strength", 0}, {"food_showing", 0}, {"other_unused_dice", 4}});
    const auto s = nc::dice::readState(t.state);
    CHECK(s.phase == nc::dice::Phase::Actions);
    CHECK(s.event == nc::dice::Event{2, 3, std::nullopt});
    CHECK(s.players[0].passed);
    CHECK(s.players[1].rerolls == 1);
    REQUIRE(s.players[0].use.has_value());
    CHECK(s.players[0].use->otherUnusedDice == 4);
    CHECK(s.players[0].use->food == 2);
    const auto &w = s.players[0].tiles.at(0);
    CHECK(w.stoneCost == 4);
    CHECK(w.status == nc::dice::TileStatus::UnderConstruction);
    CHECK(w.gives == "1 stone chit");
    CHECK(w.paid == 2);
    CHECK(nc::dice::toJson(s) == t.state);
}

TEST_CASE("State: a hand-written document gets its defaults filled in", "[state]")
{
    const json doc = {{"format", "nations-companion.state"},
                      {"version", 1},
                      {"game", "nations_dice"},
                      {"round", 1},
                      {"phase", "actions"},
                      {"event", {{"famine", 2}, {"war", 3}}},
                      {"players", {{{"name", "A"}, {"books", 1}}, {{"name", "B"}, {"books", 3}}}}};
    const json n = rules().readState(doc);
    CHECK(n["order"] == json{0, 1});
    CHECK(n["players"][0]["vp"] == json{{"books", 0}, {"famine", 0}, {"war", 0}});
    CHECK(n["players"][1]["passed"] == false);
    CHECK(n["options"]["covered_tiles_score"] == false);
    CHECK(n["rounds"] == json::array());
}

TEST_CASE("State: a round 5, a 5th player, negative Books are refused with the path", "[state][errors]")
{
    json doc = afterRound1();
    json d = doc;
    d["round"] = 5;
    CHECK(readRefusal(d) == "round: 5 is out of range: the game has 4 rounds, ages 1-4");
    CHECK(ruleOf(d) == "R l.65, l.91");
    d = doc;
    for (int i = 0; i < 2; ++i)
        d["players"].push_back(d["players"][0]);
    CHECK(readRefusal(d) == "players: 5 players: the game is for 1-4 players (1 = solo)");
    d = doc;
    d["players"][1]["books"] = -2;
    CHECK(readRefusal(d) == "players[1].books: -2 is negative: the Books track");
    d = doc;
    d["players"][2]["tiles"] = json::array({{{"name", "X"}, {"type", "colony"}, {"row", 0}, {"currency", "gold"}, {"vp", 1}}});
    CHECK(readRefusal(d) == "players[2].tiles[0].row: 0 is out of range: the progress board has rows 1-3");
    d = doc;
    d["players"][0]["colour"] = "red";
    CHECK(readRefusal(d) == "players[0].colour: unknown key");
    d = doc;
    d["game"] = "nations";
    CHECK(readRefusal(d) == "game: must be \"nations_dice\" for a Dice Game state");
    d = doc;
    d["version"] = 2;
    CHECK(readRefusal(d) == "version: 2 is out of range: this companion reads version 1");
    d = doc;
    d["phase"] = "ended";
    CHECK(readRefusal(d) == "phase: the game ends after round 4, not in round 2");
}

TEST_CASE("State: Books VP that the Books totals do not give are refused (R l.178)", "[state][errors][books]")
{
    const json doc = afterRound1();
    // round 1: A 1+2=3, B 2, C 3+1=4: A 1 VP (B), B 0, C 2 VP (A, B)
    CHECK(doc["rounds"][0]["players"][2]["vp"]["books"] == 2);
    json d = doc;
    d["players"][1]["vp"]["books"] = 1;
    CHECK(readRefusal(d) == "players[1].vp.books: 1 VP, but the scored rounds give 0 (the track moves only for "
                            "Books, Famine and War)");
    CHECK(ruleOf(d) == "R l.112, l.178");
    d = doc;
    d["rounds"][0]["players"][2]["vp"]["books"] = 3; // more Books VP than other players
    d["players"][2]["vp"]["books"] = 3;
    CHECK(readRefusal(d) == "rounds[0].players[2].vp.books: 3 VP, but the Books totals of the round give 2 (one VP "
                            "per other player with fewer Books, 2 in 2-player and solo)");
    CHECK(ruleOf(d) == "R l.178");
    d = doc;
    d["players"][0]["books"] = 4;
    CHECK(readRefusal(d) ==
          "players[0].books: 4, but the starting position and the Books used in the scored rounds give 3");
    d = doc;
    d["rounds"][0]["players"][0]["vp"]["famine"] = 0;
    d["players"][0]["vp"]["famine"] = 0;
    CHECK(readRefusal(d) == "rounds[0].players[0].vp.famine: 0 VP, but Food 2 against 2 gives 1");
    d = doc;
    d["order"] = json{0, 1, 2};
    CHECK(readRefusal(d) == "order: is not the player order set by the last scored round");
    d = doc;
    d["rounds"] = json::array();
    CHECK(readRefusal(d) == "rounds: must list the 1 scored round(s)");
}

TEST_CASE("State: in a round without scored rounds, VP on the track are impossible", "[state][errors]")
{
    json doc = rules().newGameState({"A", "B", "C"}, json::object());
    doc["players"][0]["vp"]["books"] = 2;
    CHECK(readRefusal(doc) == "players[0].vp.books: 2 VP, but the scored rounds give 0 (the track moves only for "
                              "Books, Famine and War)");
}

TEST_CASE("State: tile places per type (R l.138, l.142)", "[state][errors][tiles]")
{
    json doc = afterRound1();
    const json adv = {{"name", "Sage"}, {"type", "advisor"}, {"row", 1}, {"currency", "gold"}, {"vp", 1}};
    doc["players"][1]["tiles"] = json::array({adv, adv});
    CHECK(readRefusal(doc) ==
          "players[1].tiles[1].status: a second Advisor in play: a new Advisor replaces the old one");
    json w = {{"name", "Pyramids"}, {"type", "wonder"}, {"row", 1}, {"currency", "gold"}, {"vp", 1}};
    doc["players"][1]["tiles"] = json::array({w, w});
    CHECK(readRefusal(doc) == "players[1].tiles[1].status: a second Wonder under construction: a new one returns "
                              "the unbuilt one to the box");
    w["status"] = "covered";
    doc["players"][1]["tiles"] = json::array({w});
    CHECK(readRefusal(doc) ==
          "players[1].tiles[0].status: \"covered\" is not a place for a Wonder (under_construction, built, returned)");
    w["status"] = "built";
    w["round"] = 3;
    doc["players"][1]["tiles"] = json::array({w});
    CHECK(readRefusal(doc) == "players[1].tiles[0].round: 3 is out of range: the round it was bought in, 1-2");
}

TEST_CASE("State: solo documents need the opponent, others must not have one (R l.204)", "[state][errors][solo]")
{
    json solo = rules().newGameState({"S"}, json::object());
    CHECK(solo["opponent"]["books"] == 1);
    json d = solo;
    d.erase("opponent");
    CHECK(readRefusal(d) == "opponent: missing (a solo game has the shadow opponent's Books track)");
    d = solo;
    d["opponent"]["books"] = 3;
    CHECK(readRefusal(d) == "opponent.books: 3, but 1 + the Books rolled for the opponent give 1");
    json multi = rules().newGameState({"A", "B"}, json::object());
    multi["opponent"] = {{"books", 1}};
    CHECK(readRefusal(multi) == "opponent: only a solo game has an opponent");
}

TEST_CASE("Commands: negative dice and impossible counts are refused, the state is kept", "[state][errors]")
{
    Table t({"A", "B"});
    t.start(2, 2);
    const json before = t.state;
    CHECK(t.refused("record_use", 0, {{"books", -1}, {"food", 0}, {"strength", 0}}) ==
          "record_use.args.books: -1 is negative: Books used on dice and chits, 0-60");
    CHECK(t.refused("record_use", 0, {{"books", 0}, {"food", 0}, {"strength", 600}}) ==
          "record_use.args.strength: 600 is out of range: unused Strength, 0-60");
    CHECK(t.refused("record_use", 0, {{"books", 0}, {"food", "two"}, {"strength", 0}}) ==
          "record_use.args.food: \"two\" is not an integer (Food used at Famine, 0-60)");
    CHECK(t.refused("record_use", 0, {{"books", 0}, {"strength", 0}}) ==
          "record_use.args.food: missing (an integer, Food used at Famine, 0-60)");
    CHECK(t.state == before);
    // a correction replaces the earlier entry
    t.use(0, 1, 1, 1);
    t.use(0, 2, 0, 0);
    CHECK(t.player(0)["use"] == json{{"books", 2}, {"food", 0}, {"strength", 0}});
}

TEST_CASE("Commands: no round 5 (R l.65, l.91)", "[state][errors]")
{
    Table t({"A"});
    for (int r = 1; r <= 4; ++r) {
        t.start(1, 1, 0);
        t.passAll();
        t.use(0, 0, 0, 0);
        t.endRound();
    }
    CHECK(t.state["phase"] == "ended");
    CHECK(t.state["round"] == 4);
    CHECK(t.refused("start_round", -1, {{"famine", 1}, {"war", 1}, {"opponent_books", 0}}) ==
          "start_round: the game has 4 rounds and round 4 is scored: there is no round 5");
    CHECK(t.refused("pass", 0) == "pass: the game is over (it ends after round 4)");
}

TEST_CASE("State: any field replaced by a wrong value is refused with GameInputError, nothing else", "[state][errors]")
{
    // Every leaf of a played document (after round 1 and mid-round 2) replaced by values of every kind:
    // the reader accepts it or refuses it with a GameInputError naming a path; never another exception.
    Table t({"A", "B", "C"});
    t.state = afterRound1();
    t.start(3, 3);
    t.buy(1, "Pyramids", "wonder", 1, 2, {{"stone_cost", 3}});
    t.run("record_use", 0, {{"books", 1}, {"food", 1}, {"strength", 1}, {"food_showing", 1}, {"other_unused_dice", 2}});
    const json flat = t.state.flatten();
    const std::vector<json> bad = {json(-1), json(0), json(1000000), json(9223372036854775807LL),
                                   json(18446744073709551615ULL), json(1.5), json("x"), json(nullptr),
                                   json::array(), json::object(), json(true)};
    int refused = 0, accepted = 0;
    for (const auto &[path, value] : flat.items()) {
        (void)value;
        for (const json &b : bad) {
            json doc = t.state;
            doc[json::json_pointer(path)] = b;
            try {
                rules().readState(doc);
                ++accepted;
            } catch (const nc::GameInputError &e) {
                ++refused;
                CHECK(std::string(e.what()).find(": ") != std::string::npos);
            } catch (const std::exception &e) {
                FAIL("at " << path << " = " << b.dump() << ": " << e.what());
            }
        }
    }
    CHECK(refused > 500);
    CHECK(accepted > 0);
}

TEST_CASE("Commands: any argument replaced by a wrong value is refused with GameInputError, nothing else", "[state][errors]")
{
    Table t({"A", "B"});
    t.start(3, 3);
    t.buy(0, "Pyramids", "wonder", 1, 2, {{"stone_cost", 3}});
    const std::vector<nc::Command> commands = {
        {"start_round", -1, {{"famine", 1}, {"war", 1}}},
        {"buy_tile", 1, {{"name", "Mill"}, {"type", "building"}, {"row", 2}, {"currency", "gold"}, {"vp", 1},
                         {"gives", "x"}, {"paid", 2}, {"replaces", 0}}},
        {"build_wonder", 0, {{"paid", 3}}},
        {"record_use", 1, {{"books", 1}, {"food", 1}, {"strength", 1}, {"food_showing", 1}, {"other_unused_dice", 2}}},
        {"pass", 1, json::object()},
    };
    const std::vector<json> bad = {json(-1), json(0), json(1000000), json(9223372036854775807LL),
                                   json(18446744073709551615ULL), json(1.5), json("x"), json(nullptr),
                                   json::array(), json::object(), json(true)};
    int refused = 0;
    for (const auto &c : commands) {
        std::vector<std::string> keys;
        for (const auto &[k, v] : c.args.items()) {
            (void)v;
            keys.push_back(k);
        }
        keys.push_back("extra");
        for (const auto &k : keys)
            for (const json &b : bad) {
                nc::Command m = c;
                m.args[k] = b;
                try {
                    rules().apply(t.state, m);
                } catch (const nc::GameInputError &) {
                    ++refused;
                } catch (const std::exception &e) {
                    FAIL(c.name << ".args." << k << " = " << b.dump() << ": " << e.what());
                }
            }
        for (int p : {-2, -1, 0, 1, 2, 1000}) {
            nc::Command m = c;
            m.player = p;
            try {
                rules().apply(t.state, m);
            } catch (const nc::GameInputError &) {
                ++refused;
            } catch (const std::exception &e) {
                FAIL(c.name << " by player " << p << ": " << e.what());
            }
        }
    }
    CHECK(refused > 100);
}

TEST_CASE("State: an unsigned 2^64 - 1 is out of range, not negative", "[state][errors]")
{
    json doc = afterRound1();
    doc["players"][0]["books"] = 18446744073709551615ULL;
    CHECK(readRefusal(doc) == "players[0].books: 18446744073709551615 is out of range: the Books track");
    doc = afterRound1();
    doc["order"][0] = 18446744073709551615ULL;
    CHECK(readRefusal(doc) == "order[0]: 18446744073709551615 is not a player index (0-2)");
}

// Seen in fuzz_dice's refusal listing (docs/fuzzing.md "Refusal messages"): an unknown key was put into the
// message whole, so a 64 KB key (the JSON limit) gave a 64 KB message. Keys are now quoted like values:
// at most 40 characters, "…" when cut.
TEST_CASE("State and commands: an unknown key is named with at most 40 characters", "[state][errors]")
{
    const std::string longKey(1000, 'k');
    const std::string shown = std::string(40, 'k') + "\u2026";
    json d = afterRound1();
    d["players"][0][longKey] = 1;
    CHECK(readRefusal(d) == "players[0]." + shown + ": unknown key");
    d = afterRound1();
    d[longKey] = 1;
    CHECK(readRefusal(d) == shown + ": unknown key");
    CHECK(refusal([&] { nc::Command::fromJson({{"command", "pass"}, {longKey, 1}}); }) ==
          "command." + shown + ": unknown key (expected command, player, args)");
    CHECK(refusal([&] { rules().newGame({{"players", {"Ann"}}, {longKey, 1}}); }) ==
          "setup." + shown + ": unknown key (expected players, options)");
    Table t({"A", "B"});
    t.start(1, 1);
    t.buy(0, "Pyramids", "wonder", 1, 3);
    CHECK(t.refused("build_wonder", 0, {{longKey, 1}}) ==
          "build_wonder.args." + shown + ": unknown argument (build_wonder takes \"paid\")");
    CHECK(t.refused("record_use", 0, {{"books", 1}, {"food", 1}, {"strength", 1}, {longKey, 1}}) ==
          "record_use.args." + shown + ": unknown key");
    // A short key is shown as it is.
    CHECK(t.refused("pass", 0, {{"x", 1}}) == "pass.args: takes no arguments");
}
