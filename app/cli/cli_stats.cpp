#include "cli/cli_stats.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include "catalog/embedded_catalog.h"
#include "cli/cli.h"
#include "db/database.h"
#include "db/solo_statistics.h"
#include "db/statistics.h"
#include "history/database_location.h"
#include "nations/game_state.h"
#include "session/game_types.h"

namespace nc::app {

const char *const kStatsUsage =
    "       nations-companion stats [--db PATH] [--player NAME] [--game TYPE] [--from YYYY-MM-DD] [--to YYYY-MM-DD]\n"
    "                               [--players N] [--with NAME] [--difficulty LEVEL] [--card-set SET] [--json]\n"
    "                               (the group's statistics as JSON; LEVEL: emperor, king, prince or chieftain,\n"
    "                               solo games only; SET: a card set the games were set up with, e.g. dynasties)\n";

namespace {

using json = nlohmann::ordered_json;

double rounded(double v) { return std::round(v * 100.0) / 100.0; }

json toJson(const db::Results &r)
{
    return {{"plays", r.plays}, {"multiplayer_plays", r.multiplayerPlays}, {"wins", r.wins},
            {"win_rate", rounded(r.winRate)}, {"average_score", rounded(r.averageScore)}};
}

json toJson(const db::SoloStatistics &solo)
{
    json out = {{"hall_of_fame_positions", json::array()}, {"personal_bests", json::array()}};
    for (const auto &p : solo.positions)
        out["hall_of_fame_positions"].push_back({{"game_id", p.gameId}, {"date", p.date.substr(0, 10)},
                                                 {"game", p.gameType}, {"difficulty", p.difficulty},
                                                 {"player", p.player}, {"score", p.score}, {"position", p.position}});
    for (const auto &b : solo.bests)
        out["personal_bests"].push_back({{"player", b.player}, {"game", b.gameType}, {"difficulty", b.difficulty},
                                         {"games", b.games}, {"best", b.best}, {"best_date", b.bestDate.substr(0, 10)},
                                         {"average_score", rounded(b.averageScore)}});
    return out;
}

json toJson(const db::Statistics &s)
{
    json out;
    out["filter"] = {{"game", s.filter.gameType}, {"from", s.filter.from}, {"to", s.filter.to},
                     {"players", s.filter.playerCount}, {"with", s.filter.withPlayer},
                     {"difficulty", s.filter.difficulty}, {"card_set", s.filter.cardSet}};
    out["games"] = s.games;
    out["players"] = json::array();
    for (const auto &p : s.players) {
        json j = {{"name", p.name}, {"game", p.gameType}};
        j.update(toJson(p.results));
        j["best_score"] = p.bestScore;
        if (p.bestSoloScore)
            j["best_solo_score"] = *p.bestSoloScore;
        out["players"].push_back(j);
    }
    out["nations"] = json::array();
    for (const auto &n : s.nations) {
        json j = {{"game", n.gameType}, {"nation", n.nation}, {"side", n.side}};
        j.update(toJson(n.results));
        out["nations"].push_back(j);
    }
    out["rivals"] = json::array();
    for (const auto &r : s.rivals)
        out["rivals"].push_back({{"a", r.playerA}, {"b", r.playerB}, {"game", r.gameType}, {"games", r.games},
                                 {"a_ahead", r.aAhead}, {"b_ahead", r.bAhead}, {"even", r.even}});
    out["seats"] = json::array();
    for (const auto &r : s.seats)
        out["seats"].push_back({{"game", r.gameType}, {"seat", r.seat}, {"plays", r.plays}, {"wins", r.wins},
                                {"win_rate", rounded(r.winRate)}});
    if (s.player) {
        json d = {{"name", s.player->name}, {"scores", json::array()}, {"by_player_count", json::array()},
                  {"by_difficulty", json::array()}, {"categories", json::array()}};
        for (const auto &r : s.player->byDifficulty)
            d["by_difficulty"].push_back({{"game", r.gameType}, {"difficulty", r.difficulty}, {"plays", r.plays},
                                          {"average_score", rounded(r.averageScore)}, {"best_score", r.bestScore}});
        for (const auto &p : s.player->scores)
            d["scores"].push_back({{"game_id", p.gameId}, {"date", p.date}, {"game", p.gameType},
                                   {"score", p.score}, {"rank", p.rank}, {"players", p.players},
                                   {"nation", p.nation}, {"side", p.side}});
        for (const auto &c : s.player->byPlayerCount)
            d["by_player_count"].push_back({{"game", c.gameType}, {"players", c.players}, {"plays", c.plays},
                                            {"wins", c.wins}, {"average_score", rounded(c.averageScore)}});
        for (const auto &c : s.player->categories)
            d["categories"].push_back({{"game", c.gameType}, {"key", c.key}, {"label", c.label},
                                       {"games", c.games}, {"average", rounded(c.average)}});
        out["player"] = d;
    }
    return out;
}

bool isDay(const std::string &s)
{
    return s.size() == 10 && s[4] == '-' && s[7] == '-'
        && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
}

} // namespace

int runStatsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto usage = [&](const std::string &why) {
        err << "nations-companion stats: " << why << "\nusage:\n" << kStatsUsage;
        return exit_code::usage;
    };
    std::string dbPath, player;
    db::StatsFilter filter;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--json")
            continue; // the only output format; accepted for scripts that say it
        if (i + 1 >= args.size())
            return usage("missing value after " + a);
        const std::string &v = args[++i];
        if (a == "--db")
            dbPath = v;
        else if (a == "--player")
            player = v;
        else if (a == "--game")
            filter.gameType = v;
        else if (a == "--with")
            filter.withPlayer = v;
        else if (a == "--card-set")
            filter.cardSet = v;
        else if (a == "--difficulty") {
            if (!nations::difficultyFromKey(v))
                return usage("--difficulty needs emperor, king, prince or chieftain, not \"" + v + "\"");
            filter.difficulty = v;
        }
        else if (a == "--from" || a == "--to") {
            if (!isDay(v))
                return usage(a + " needs a day as YYYY-MM-DD, not \"" + v + "\"");
            (a == "--from" ? filter.from : filter.to) = v;
        } else if (a == "--players") {
            if (v.size() != 1 || v[0] < '1' || v[0] > '6')
                return usage("--players needs a number of players from 1 to 6, not \"" + v + "\"");
            filter.playerCount = v[0] - '0';
        } else
            return usage("unexpected argument \"" + a + "\"");
    }
    if (!filter.gameType.empty()) {
        const GameTypes types(loadEmbeddedCatalog(), loadEmbeddedWonPrices());
        if (!types.find(filter.gameType))
            return usage("--game \"" + filter.gameType + "\" is not a game this app knows (" + types.ids() + ")");
    }
    if (dbPath.empty())
        dbPath = defaultDatabasePath();
    // Reading statistics must not create an empty database for a mistyped path.
    if (std::error_code ec; !std::filesystem::is_regular_file(dbPath, ec)) {
        err << "nations-companion stats: " << dbPath << ": no such database file\n";
        return exit_code::io;
    }
    try {
        const db::Database database = openDatabase(dbPath, err);
        json result = toJson(db::statistics(database, filter, player));
        result["solo"] = toJson(db::soloStatistics(database, filter));
        out << result.dump(2) << "\n";
        return exit_code::ok;
    } catch (const db::DbError &e) {
        err << "nations-companion stats: " << e.what() << "\n";
        // The file cannot be opened (cli.h: a file problem), else the database refuses.
        return (e.code() & 0xff) == SQLITE_CANTOPEN ? exit_code::io : exit_code::refused;
    }
}

} // namespace nc::app
