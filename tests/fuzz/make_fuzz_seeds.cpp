// Writes the generated part of the fuzz seed corpora (docs/fuzzing.md "Corpora"): action logs of seeded
// random games (corpus/replay/game-<seed>.json, the shape fuzzReplay() reads) and state documents taken
// along those games (corpus/state/game-<seed>-<n>.json). The games are played like the Action Phase
// property test (tests/action_phase/test_property.cpp): random candidate actions with real catalog cards,
// recorded with applyToLog() so that refused ones leave no trace, "undo"/"redo" included, rounds closed with
// the engine's own resolveRound().
//
// usage: nc_make_fuzz_seeds CORPUS_DIR [GAMES]    (built on demand: cmake --build build --target nc_make_fuzz_seeds)
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "nations/actions.h"
#include "nations/resolution.h"

using namespace nc::nations;
using json = nlohmann::json;

namespace {

struct Game {
    const Catalog &catalog;
    GameSetup setup;
    std::vector<Action> log;
    GameState state;

    bool tryAct(const std::string &kind, json payload)
    {
        try {
            state = applyToLog(catalog, setup, log, state, Action{kind, std::move(payload)});
            return true;
        } catch (const ActionError &) {
            return false;
        } catch (const StateError &) {
            return false;
        }
    }
};

template <class T> const T &pick(std::mt19937 &rng, const std::vector<T> &v)
{
    return v[std::uniform_int_distribution<size_t>(0, v.size() - 1)(rng)];
}

/// One random candidate action; true when the engine accepted it.
bool step(Game &g, std::mt19937 &rng)
{
    const int players = static_cast<int>(g.state.players.size());
    const int p = std::uniform_int_distribution<int>(0, players - 1)(rng);
    const int roll = std::uniform_int_distribution<int>(0, 99)(rng);
    if (g.state.phase == Phase::Growth) {
        static const std::vector<std::string> choices = {"bonus:gold", "bonus:food", "bonus:stone", "worker:food",
                                                          "worker:stability"};
        return g.tryAct("growth", {{"player", p}, {"choice", pick(rng, choices)}});
    }
    if (g.state.roundInputs.eventCard.empty() && !g.setup.options.solo) {
        std::vector<std::string> events;
        for (const auto &e : g.catalog.eventCards())
            if (e.age == g.state.age() && g.setup.options.usesSet(e.set))
                events.push_back(e.id);
        return g.tryAct("event", {{"card", pick(rng, events)}});
    }
    if (roll < 40) {
        std::vector<std::string> cards;
        for (const auto &c : g.catalog.cards())
            if (!c.preprinted && c.age == g.state.age() && g.setup.options.usesSet(c.set))
                cards.push_back(c.id);
        json pl = {{"player", p}, {"card", pick(rng, cards)}, {"row", roll % 3 + 1}};
        if (roll % 5 == 0)
            pl["cover"] = roll % 4;
        return g.tryAct("buy", pl);
    }
    if (roll < 55)
        return g.tryAct("deploy", {{"player", p}, {"slot", roll % 4}});
    if (roll < 62)
        return g.tryAct("hire", {{"player", p}});
    if (roll < 65)
        return g.tryAct("undeploy", {{"player", p}, {"slot", roll % 4}});
    if (roll < 70)
        return g.tryAct("undo", json::object());
    if (roll < 73)
        return g.tryAct("redo", json::object());
    if (g.setup.options.solo && roll < 72)
        return g.tryAct("shadow", {{"strength", roll % 7}, {"stability", roll % 5}, {"books", roll % 4}});
    if (roll < 80) {
        PlayerState copy = g.state.players[size_t(p)];
        copy.gold += 3;
        return g.tryAct("player", {{"player", p}, {"state", toJson(copy)}});
    }
    if (roll < 84 && !g.state.players[size_t(p)].advisors.empty())
        return g.tryAct("special", {{"player", p}, {"card", g.state.players[size_t(p)].advisors.front()}});
    if (roll < 94)
        return g.tryAct("pass", {{"player", p}});
    if (g.log.size() < size_t(12 * g.state.round))
        return false; // a few more actions before the round closes
    try { // close the round with the engine's result, defaults for every decision
        const ResolutionResult r = resolveRound(g.catalog, g.state);
        return g.tryAct("resolve", {{"state", toJson(r.after)}});
    } catch (const StateError &) {
        return false;
    }
}

void write(const std::string &path, const json &j)
{
    std::ofstream out(path, std::ios::binary);
    out << j.dump() << "\n";
    if (!out)
        throw std::runtime_error(path + ": cannot write");
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: nc_make_fuzz_seeds CORPUS_DIR [GAMES]\n");
        return 2;
    }
    const std::string dir = argv[1];
    const int games = argc > 2 ? std::stoi(argv[2]) : 6;
    const Catalog catalog = Catalog::loadFromDirectory(NC_CATALOG_DIR);
    // Seats of each game: nation sides with known pre-printed cards (B sides) and a Dynasties game.
    const std::vector<std::vector<std::pair<std::string, char>>> tables = {
        {{"egypt", 'B'}, {"rome", 'B'}},
        {{"china", 'B'}, {"greece", 'B'}, {"persia", 'B'}},
        {{"mongolia", 'B'}},
        {{"egypt", 'B'}, {"china", 'B'}, {"rome", 'B'}, {"greece", 'B'}},
    };
    for (int seed = 1; seed <= games; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        Game g{catalog, {}, {}, {}};
        const auto &seats = tables[size_t(seed) % tables.size()];
        for (size_t i = 0; i < seats.size(); ++i)
            g.setup.seats.push_back({std::string(1, char('A' + i)), seats[i].first, seats[i].second,
                                     Difficulty::Prince, json::object()});
        g.setup.options.solo = seats.size() == 1;
        g.setup.options.lastRound = 2 + 2 * (seed % 2);
        g.setup.options.cardSets = seed % 3 == 0 ? std::vector<std::string>{"base", "expansion", "dynasties"}
                                                 : std::vector<std::string>{"base"};
        try {
            g.state = newGame(catalog, g.setup);
        } catch (const ActionError &e) {
            std::fprintf(stderr, "game %d: %s\n", seed, e.what());
            return 1;
        }
        int states = 0;
        for (int attempt = 0; attempt < 3000 && g.state.phase != Phase::Finished && g.log.size() < 60; ++attempt) {
            const int round = g.state.round;
            if (step(g, rng) && (g.state.round != round || g.log.size() % 20 == 0))
                write(dir + "/state/game-" + std::to_string(seed) + "-" + std::to_string(++states) + ".json",
                      toJson(g.state));
        }
        json log = json::array({toJson(g.setup)});
        for (const auto &a : g.log)
            log.push_back({{"kind", a.kind}, {"payload", a.payload}});
        write(dir + "/replay/game-" + std::to_string(seed) + ".json", log);
        std::printf("game %d: %zu actions, round %d, phase %s, %d states\n", seed, g.log.size(), g.state.round,
                    std::string(key(g.state.phase)).c_str(), states);
    }
    return 0;
}
