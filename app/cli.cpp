#include "cli.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_labels.h"
#include "cli_scan.h"
#include "embedded_catalog.h"
#include "nations/coverage.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

namespace nc::app {

namespace {

using nc::nations::Catalog;
using nc::nations::GameState;

const std::string kUsage =
    std::string("usage: nations-companion resolve STATE.json\n"
                "       nations-companion score [--text] STATE.json\n"
                "       nations-companion validate STATE.json\n"
                "       nations-companion catalog --coverage [--json]   (which cards, events and nation sides the engine\n"
                "                                                 automates, per type and age; the others with the reason)\n") +
    kLabelsUsage + kScanUsage +
    "       nations-companion [--db PATH]        (starts the app; default database in the app-data folder)\n"
    "       nations-companion --self-test        (scripted game offscreen on a temporary database, exit 0/1)\n"
    "       nations-companion --screenshot DIR   (screenshots of a scripted game into DIR)\n"
    "STATE.json may be - for standard input; the format is described in docs/state-format.md.\n";

/// Reads the whole file (or stdin for "-"); throws std::runtime_error with the path on failure.
std::string readInput(const std::string &path)
{
    std::ostringstream ss;
    if (path == "-") {
        ss << std::cin.rdbuf();
        return ss.str();
    }
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(path + ": cannot open the file");
    ss << in.rdbuf();
    return ss.str();
}

/// Parses, shape-checks and catalog-checks a state document. Throws std::runtime_error naming the file.
GameState loadState(const Catalog &catalog, const std::string &path)
{
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(readInput(path));
    } catch (const nlohmann::json::parse_error &e) {
        throw std::runtime_error(path + ": not valid JSON (" + e.what() + ")");
    }
    GameState s;
    try {
        s = nc::nations::stateFromJson(j);
    } catch (const nc::nations::StateError &e) {
        throw std::runtime_error(path + ": " + e.what());
    }
    const auto errors = nc::nations::validate(catalog, s);
    if (!errors.empty()) {
        std::string msg = path + ": impossible state:";
        for (const auto &e : errors)
            msg += "\n  " + e;
        throw std::runtime_error(msg);
    }
    return s;
}

std::string scoreTable(const nc::nations::FinalScore &f, const GameState &s)
{
    std::ostringstream out;
    char line[200];
    std::snprintf(line, sizeof line, "%-4s %-16s %-10s %5s %5s %5s %5s %5s %6s\n", "rank", "player", "nation", "A VP",
                  "B Col", "C Won", "D B&M", "E Res", "total");
    out << line;
    for (const auto &r : f.rows) {
        const auto &p = s.players[r.player];
        std::snprintf(line, sizeof line, "%-4d %-16.16s %-10.10s %5d %5d %5d %5d %5d %6d\n", r.rank, p.name.c_str(),
                      p.nation.c_str(), r.gameVp, r.colonies, r.wonders, r.buildingsMilitary, r.resources, r.total);
        out << line;
    }
    if (!f.hallOfFameTitle.empty())
        out << "Hall of Fame: " << f.hallOfFameTitle << "\n";
    return out.str();
}

} // namespace

int runCli(int argc, char **argv, bool &handled)
{
    handled = false;
    if (argc < 2)
        return 0;
    const std::string cmd = argv[1];
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        handled = true;
        std::cout << kUsage;
        return 0;
    }
    if (cmd == "labels" || cmd == "scan") {
        handled = true;
        const std::vector<std::string> args(argv + 2, argv + argc);
        return cmd == "labels" ? runLabelsCommand(args, std::cout, std::cerr) : runScanCommand(args, std::cout, std::cerr);
    }
    if (cmd == "catalog") {
        handled = true;
        bool coverage = false, json = false;
        for (int i = 2; i < argc; ++i) {
            const std::string a = argv[i];
            if (a == "--coverage")
                coverage = true;
            else if (a == "--json")
                json = true;
            else {
                std::cerr << "nations-companion catalog: unexpected argument \"" << a << "\"\n" << kUsage;
                return 2;
            }
        }
        if (!coverage) {
            std::cerr << "nations-companion catalog: missing --coverage\n" << kUsage;
            return 2;
        }
        try {
            const auto report = nc::nations::coverage(loadEmbeddedCatalog());
            if (json)
                std::cout << nc::nations::toJson(report).dump(2) << "\n";
            else
                std::cout << nc::nations::toText(report);
            return 0;
        } catch (const std::exception &e) {
            std::cerr << "nations-companion catalog: " << e.what() << "\n";
            return 1;
        }
    }
    if (cmd != "resolve" && cmd != "score" && cmd != "validate")
        return 0;
    handled = true;

    std::vector<std::string> args(argv + 2, argv + argc);
    bool text = false;
    std::string path;
    for (const auto &a : args) {
        if (a == "--text" && cmd == "score")
            text = true;
        else if (path.empty() && (a == "-" || a.rfind("-", 0) != 0))
            path = a;
        else {
            std::cerr << "nations-companion " << cmd << ": unexpected argument \"" << a << "\"\n" << kUsage;
            return 2;
        }
    }
    if (path.empty()) {
        std::cerr << "nations-companion " << cmd << ": missing STATE.json\n" << kUsage;
        return 2;
    }

    try {
        const Catalog catalog = loadEmbeddedCatalog();
        const GameState state = loadState(catalog, path);
        if (cmd == "validate") {
            std::cout << path << ": valid Nations state, round " << state.round << ", " << state.players.size()
                      << " players\n";
        } else if (cmd == "resolve") {
            const auto result = nc::nations::resolveRound(catalog, state);
            std::cout << nc::nations::toJson(result).dump(2) << "\n";
        } else {
            const auto score = nc::nations::finalScore(catalog, state);
            if (text)
                std::cout << scoreTable(score, state);
            else
                std::cout << nc::nations::toJson(score, state).dump(2) << "\n";
        }
        return 0;
    } catch (const std::exception &e) {
        std::cerr << "nations-companion " << cmd << ": " << e.what() << "\n";
        return 1;
    }
}

} // namespace nc::app
