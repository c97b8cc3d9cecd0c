// Writes the seed corpus of fuzz_dice (docs/fuzzing.md "Corpora"): corpus/dice/*.json, each
// {"state": <Dice Game state>, "commands": [<nc::Command>...]} (one a bare state document), the shape
// fuzzDice() reads. The games are played through DiceRuleset::apply() with seeded pseudo-random but valid
// commands (start_round, buy_tile of every type with and without replaces, build_wonder, reroll, pass,
// record_use, end_round); every command is applied here, so a seed whose state or commands the engine
// refuses is never written. The first seed is the example document of docs/state-format-dice.md.
//
// usage: nc_make_dice_seeds CORPUS_DIR    (built on demand: cmake --build build --target nc_make_dice_seeds)
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/ruleset.h"
#include "nations_dice/ruleset.h"

using json = nlohmann::json;

namespace {

const nc::dice::DiceRuleset kRules;

struct Game {
    json state;
    json commands = json::array(); ///< applied since the snapshot
    std::mt19937 rng;

    int pick(int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)); }
    std::size_t players() const { return state["players"].size(); }

    void run(const std::string &name, int player = -1, const json &args = json::object())
    {
        const nc::Command c{name, player, args};
        try {
            state = kRules.apply(state, c).state;
        } catch (const nc::GameInputError &e) {
            std::fprintf(stderr, "refused %s: %s\n", c.toJson().dump().c_str(), e.what());
            std::exit(1);
        }
        commands.push_back(c.toJson());
    }
    void snapshot(json &out)
    {
        out = state;
        commands = json::array();
    }

    void startRound()
    {
        const int round = state["round"].get<int>();
        json a = {{"famine", pick(1, 3 + 2 * round)}, {"war", pick(1, 3 + 2 * round)}};
        if (players() == 1)
            a["opponent_books"] = pick(0, 3 * round);
        run("start_round", -1, a);
    }
    /// The index of a Building/Military tile in play of player p, or -1.
    int coverable(int p) const
    {
        const json &tiles = state["players"][static_cast<std::size_t>(p)]["tiles"];
        for (std::size_t t = 0; t < tiles.size(); ++t)
            if ((tiles[t]["type"] == "building" || tiles[t]["type"] == "military") && tiles[t]["status"] == "in_play")
                return static_cast<int>(t);
        return -1;
    }
    bool hasWonderUnderConstruction(int p) const
    {
        for (const json &t : state["players"][static_cast<std::size_t>(p)]["tiles"])
            if (t["type"] == "wonder" && t["status"] == "under_construction")
                return true;
        return false;
    }
    void buy(int p)
    {
        static const char *types[] = {"building", "military", "colony", "advisor", "wonder"};
        static const char *names[] = {"Granary", "Barracks", "Carthage", "Homer", "Pyramids"};
        const int k = pick(0, 4);
        const int row = pick(1, 3);
        json a = {{"name", std::string(names[k]) + " " + std::to_string(pick(1, 9))},
                  {"type", types[k]},
                  {"row", row},
                  {"currency", k == 1 ? "strength" : "gold"},
                  {"vp", pick(0, 5)}};
        if (pick(0, 2) == 0)
            a["paid"] = row + pick(0, 2);
        if (pick(0, 1))
            a["gives"] = "1 die";
        if (k == 4 && pick(0, 1))
            a["stone_cost"] = pick(2, 8);
        if (k <= 1 && coverable(p) >= 0 && pick(0, 1))
            a["replaces"] = coverable(p);
        run("buy_tile", p, a);
        if (k == 4 && pick(0, 1)) {
            const json &w = state["players"][static_cast<std::size_t>(p)]["tiles"].back();
            json b = json::object();
            if (pick(0, 1))
                b["paid"] = w.value("stone_cost", 0) + pick(0, 2);
            run("build_wonder", p, b);
        }
    }
    void use(int p)
    {
        json u = {{"books", pick(0, 5)}, {"strength", pick(0, 9)}};
        if (pick(0, 1)) {
            const int showing = pick(0, 6), other = pick(0, 6);
            u["food_showing"] = showing;
            u["other_unused_dice"] = other;
            u["food"] = pick(0, showing + other / 2);
        } else {
            u["food"] = pick(0, 8);
        }
        run("record_use", p, u);
    }
    /// Every player's actions of a round, after start_round: buys, rerolls, uses (before or after the pass).
    void actions(bool finish = true)
    {
        for (std::size_t i = 0; i < players(); ++i) {
            const int p = static_cast<int>(i);
            if (state["players"][i]["passed"].get<bool>())
                continue;
            const int buys = pick(0, 3);
            for (int b = 0; b < buys; ++b)
                buy(p);
            if (pick(0, 2) == 0)
                run("reroll", p);
            if (hasWonderUnderConstruction(p) && pick(0, 1))
                run("build_wonder", p);
            if (!finish)
                continue;
            const bool useFirst = pick(0, 1);
            if (useFirst)
                use(p);
            run("pass", p);
            if (!useFirst)
                use(p);
        }
    }
    void round()
    {
        startRound();
        actions();
        run("end_round");
    }
};

Game newGame(unsigned seed, const std::vector<std::string> &names, const json &options = json::object())
{
    Game g;
    g.rng.seed(seed);
    g.state = kRules.newGameState(names, options);
    return g;
}

void write(const std::string &path, const json &j)
{
    // Accepted, or not written: the state and every command once more, from the file's content.
    json state = kRules.readState(j.contains("commands") ? j["state"] : j);
    if (j.contains("commands"))
        for (const json &c : j["commands"])
            state = kRules.apply(state, nc::Command::fromJson(c)).state;
    std::ofstream(path) << j.dump() << "\n";
    std::printf("%s: %zu commands, round %d, phase %s\n", path.c_str(),
                j.contains("commands") ? j["commands"].size() : 0, state["round"].get<int>(),
                state["phase"].get<std::string>().c_str());
}

json seed(const json &state, const json &commands) { return {{"state", state}, {"commands", commands}}; }

json docsExample()
{
    std::ifstream in(std::string(NC_DOCS_DIR) + "/state-format-dice.md");
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    const auto b = text.find("```json\n");
    const auto e = text.find("```", b + 8);
    return json::parse(text.substr(b + 8, e - b - 8));
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: nc_make_dice_seeds CORPUS_DIR\n");
        return 2;
    }
    const std::string dir = std::string(argv[1]) + "/dice/";
    json snap;

    { // the example document of docs/state-format-dice.md: Bo finishes round 2, then round 3 is played
        Game g;
        g.rng.seed(1);
        g.state = kRules.readState(docsExample());
        g.snapshot(snap);
        g.run("buy_tile", 1, {{"name", "Barracks"}, {"type", "military"}, {"row", 3}, {"currency", "strength"}, {"vp", 3}});
        g.run("build_wonder", 1, {{"paid", 4}});
        g.run("reroll", 1);
        g.run("record_use", 1, {{"books", 2}, {"food", 3}, {"strength", 5}});
        g.run("pass", 1);
        g.run("record_use", 0, {{"books", 1}, {"food", 2}, {"strength", 2}, {"food_showing", 1}, {"other_unused_dice", 2}});
        g.run("end_round");
        g.round();
        write(dir + "docs-example.json", seed(snap, g.commands));
    }
    { // a fresh 2-player game: round 1 played, round 2 started
        Game g = newGame(2, {"Ann", "Bo"});
        g.snapshot(snap);
        g.round();
        g.startRound();
        write(dir + "new-2p.json", seed(snap, g.commands));
    }
    { // a fresh solo game (tougher), two rounds
        Game g = newGame(3, {"Solo"}, {{"tougher", true}});
        g.snapshot(snap);
        g.round();
        g.round();
        write(dir + "new-solo.json", seed(snap, g.commands));
    }
    { // 3 players between rounds (phase event, round 2), round 2 played
        Game g = newGame(4, {"Ann", "Bo", "Cy"});
        g.round();
        g.snapshot(snap);
        g.round();
        write(dir + "3p-event-r2.json", seed(snap, g.commands));
    }
    { // 4 players in the middle of round 3 (phase actions, tiles bought, nobody passed), to the end
        Game g = newGame(5, {"Ann", "Bo", "Cy", "Di"});
        g.round();
        g.round();
        g.startRound();
        g.actions(false);
        g.snapshot(snap);
        g.actions();
        g.run("end_round");
        g.round();
        write(dir + "4p-actions-r3.json", seed(snap, g.commands));
    }
    { // a whole 2-player game with covered tiles scoring
        Game g = newGame(6, {"Ann", "Bo"}, {{"covered_tiles_score", true}});
        g.snapshot(snap);
        for (int r = 0; r < 4; ++r)
            g.round();
        write(dir + "2p-covered-full.json", seed(snap, g.commands));
    }
    { // a solo game that has ended (phase ended), no commands
        Game g = newGame(7, {"Solo"});
        for (int r = 0; r < 4; ++r)
            g.round();
        write(dir + "solo-ended.json", seed(g.state, json::array()));
    }
    { // 3 players in round 4 (phase actions), played to the end
        Game g = newGame(8, {"Ann", "Bo", "Cy"});
        for (int r = 0; r < 3; ++r)
            g.round();
        g.startRound();
        g.snapshot(snap);
        g.actions();
        g.run("end_round");
        write(dir + "3p-actions-r4.json", seed(snap, g.commands));
    }
    { // a bare state document (the other input shape): 4 players after two rounds
        Game g = newGame(9, {"Ann", "Bo", "Cy", "Di"});
        g.round();
        g.round();
        write(dir + "4p-state-only.json", g.state);
    }
    { // 2 players all passed with their uses entered: a correction, then end_round
        Game g = newGame(10, {"Ann", "Bo"});
        g.round();
        g.startRound();
        g.actions();
        g.snapshot(snap);
        g.use(0);
        g.run("end_round");
        write(dir + "2p-ready-r2.json", seed(snap, g.commands));
    }
    return 0;
}
