// The state document: read back as written, and every impossible field refused with its path and rule.
#include "helpers.h"

#include <random>

using namespace wontest;

namespace {

std::string readError(const json &doc) { return refusal([&] { rules().readState(doc); }); }

} // namespace

TEST_CASE("state: a document reads back as the companion writes it", "[state]")
{
    Table t = drafted4();
    CHECK(rules().readState(t.state) == t.state);
    CHECK(nc::gameTypeOf(t.state) == "wealth_of_nations");
    // optional keys may be left out
    json doc = t.state;
    doc.erase("price_corrections");
    doc.erase("end_trigger");
    doc["players"][0].erase("notes");
    doc["players"][0].erase("production");
    CHECK(rules().readState(doc) == t.state);
}

TEST_CASE("state: unknown keys and a wrong game are refused", "[state][errors]")
{
    json doc = drafted4().state;
    doc["players"][1]["colour"] = "red";
    CHECK(contains(readError(doc), "players[1].colour: unknown key"));
    doc = drafted4().state;
    doc["game"] = "nations_dice";
    CHECK(readError(doc) == "game: must be \"wealth_of_nations\" for a Wealth of Nations state");
    doc = drafted4().state;
    doc["phase"] = "war";
    CHECK(contains(readError(doc), "phase: \"war\" is not draft"));
}

TEST_CASE("state: every tile carries one of the player's Flags, W l.414-415 and l.896-897", "[state][errors]")
{
    json doc = drafted4().state;
    doc["players"][3]["flags"] = 4; // 5 tiles
    CHECK(readError(doc) == "players[3].flags: 4 Flags, but 5 tiles on the board each carry one of the player's Flags");
}

TEST_CASE("state: no more tiles than the box holds, W l.27-74", "[state][errors]")
{
    json doc = drafted4().state;
    doc["players"][0]["tiles"]["farm"] = 10; // with the 6 Farms of C and D: 16 of 15
    doc["players"][0]["flags"] = 12;
    CHECK(readError(doc) == "players: the players' Farms (and the Packages) are more than the 15 in the box");
    doc = drafted4().state;
    doc["players"][0]["tiles"]["mine"] = 10;
    CHECK(contains(readError(doc), "players[0].tiles.mine: 10 is out of range"));
}

TEST_CASE("state: the draft must be the schedule's picks, W l.441-536", "[state][errors]")
{
    json doc = drafted4().state;
    doc["draft"][4]["player"] = 0;
    CHECK(readError(doc) == "draft[4].player: pick 5 is D's");
    doc = drafted4().state;
    doc["draft"][1]["package"] = "commodity_3";
    doc["draft"][11]["package"] = "industry_4";
    CHECK(readError(doc) == "draft[1].package: draft round 1 takes Industry Packages only");
    doc = drafted4().state;
    doc["draft"].erase(11);
    CHECK(contains(readError(doc), "draft: 11 of 12 picks in phase trade"));
    doc = drafted4().state;
    doc["players"][1]["tiles"]["academy"] = 1;
    CHECK(contains(readError(doc), "players[1].tiles.academy: 1, but the Packages drafted put 2 on the board"));
}

TEST_CASE("state: phase-bound fields are refused outside their phase", "[state][errors]")
{
    json doc = drafted4().state;
    doc["players"][0]["production"] = json::array();
    CHECK(readError(doc) == "players[0].production: only a Produce phase has Blocs run");
    doc = drafted4().state;
    doc["players"][0]["final_ledger"] = 12;
    CHECK(readError(doc) == "players[0].final_ledger: only the final Trade keeps the sales ledger");
    doc = drafted4().state;
    doc["end_trigger"] = {{"round", 1}, {"reasons", {"all_flags"}}};
    CHECK(contains(readError(doc), "end_trigger: the end was triggered"));
    doc = drafted4().state;
    doc["phase"] = "final_trade";
    CHECK(contains(readError(doc), "end_trigger: missing"));
    doc["end_trigger"] = {{"round", 1}, {"reasons", {"dragons"}}};
    CHECK(contains(readError(doc), "end_trigger.reasons: \"dragons\" is not all_flags"));
}

TEST_CASE("state: negative and impossible numbers are refused", "[state][errors]")
{
    json doc = drafted4().state;
    doc["players"][2]["notes"] = -1;
    CHECK(contains(readError(doc), "players[2].notes: -1 is negative"));
    doc = drafted4().state;
    doc["players"][2]["automated"] = 6; // 5 tiles
    CHECK(contains(readError(doc), "players[2].automated: 6 is out of range"));
    doc = drafted4().state;
    doc["markets"]["ore"] = -1;
    CHECK(contains(readError(doc), "markets.ore: -1 is negative"));
    doc = drafted4().state;
    doc["price_corrections"] = {{{"market", "ore"}, {"price", "buy"}, {"well", 31}, {"value", 3}}};
    CHECK(contains(readError(doc), "price_corrections[0].well: 31 is out of range"));
}

TEST_CASE("state: thousands of random commands are applied or refused, and every state reads back", "[state][random]")
{
    std::mt19937 rng(20261126);
    const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    const std::vector<std::string> commodities = {"food", "energy", "labor", "ore", "capital", "gold"};
    const std::vector<std::string> industries = {"farm", "generator", "academy", "mine", "factory", "bank"};
    const std::vector<std::string> actions = {"flag", "build", "move", "automate"};
    int applied = 0;
    for (int game = 0; game < 4; ++game) {
        Table t(3 + game, game % 3);
        for (int step = 0; step < 600; ++step) {
            const int p = pick(static_cast<int>(t.state["players"].size()) + 1) - 1 + (pick(4) == 0 ? 0 : 1);
            json args = json::object();
            std::string name;
            switch (pick(12)) {
            case 0: name = "draft_package"; args["package"] = (pick(2) ? "industry_" : "commodity_") + std::to_string(1 + pick(6)); break;
            case 1: name = "buy"; args["commodity"] = commodities[static_cast<std::size_t>(pick(6))]; break;
            case 2: name = "sell"; args["commodity"] = commodities[static_cast<std::size_t>(pick(6))]; break;
            case 3: name = pick(2) ? "take_note" : "repay_note"; break;
            case 4: name = "give_notes"; args = {{"to", pick(6)}, {"count", pick(3)}}; break;
            case 5:
                name = "develop";
                args["action"] = actions[static_cast<std::size_t>(pick(4))];
                if (args["action"] == "build")
                    args["industry"] = industries[static_cast<std::size_t>(pick(6))];
                if (args["action"] == "move")
                    args["tiles"] = 1 + pick(3);
                break;
            case 6:
                name = "produce";
                args["blocs"] = {{{"industry", industries[static_cast<std::size_t>(pick(6))]}, {"tiles", 1 + pick(3)}, {"full_dots", pick(5)}}};
                break;
            case 7:
                name = "end_phase";
                if (pick(8) == 0)
                    args["every_hex_filled"] = true; // refused outside Develop, ends the game in it
                break;
            case 8: name = "final_money"; args["money"] = pick(400) - 20; break;
            case 9: name = "correct_price"; args = {{"market", commodities[static_cast<std::size_t>(pick(5))]}, {"price", "sell"}, {"well", 1 + pick(45)}, {"value", pick(30)}}; break;
            case 10: name = "set_market"; args = {{"commodity", commodities[static_cast<std::size_t>(pick(5))]}, {"cubes", pick(45)}}; break;
            default: name = "draft_package"; args["package"] = "industry_" + std::to_string(1 + pick(6)); break;
            }
            int who = (name == "end_phase" || name == "correct_price" || name == "set_market") ? -1 : p;
            if (t.phase() == "draft" && pick(3) != 0) { // mostly the right picker, so the game gets past the draft
                name = "draft_package";
                who = t.report()["draft"]["player"].get<int>();
                args = {{"package", (pick(2) ? "industry_" : "commodity_") + std::to_string(1 + pick(6))}};
            }
            try {
                nc::Applied a = rules().apply(t.state, nc::Command{name, who, args});
                t.state = std::move(a.state);
                ++applied;
            } catch (const nc::GameInputError &e) {
                CHECK(std::string(e.what()).size() > 5); // a sentence, the state unchanged
            }
            CHECK(rules().readState(t.state) == t.state);
            (void)rules().resolve(t.state);
            (void)rules().finalScore(t.state);
            if (t.phase() == "ended")
                break;
        }
        CHECK(t.phase() == "ended"); // the seed plays each game to its end
    }
    CHECK(applied > 300);
}
