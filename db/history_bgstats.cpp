#include "db/history_bgstats.h"

#include "db/bgstats_games.h"
#include "db/database.h"
#include "db/uuid.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>

namespace nc::db {

namespace {

using nlohmann::json;

// "2025-03-07T21:30:00.000Z" -> "2025-03-07 21:30:00", the form of BG Stats' dates.
std::string bgStatsTime(const std::string &iso)
{
    std::string out = iso.substr(0, 19);
    if (out.size() > 10)
        out[10] = ' ';
    return out;
}

} // namespace

std::string exportHistoryBgStats(const Database &db, const Progress &progress)
{
    int64_t total = 0, done = 0;
    if (progress) {
        Statement count = db.prepare("SELECT COUNT(*) FROM games WHERE status = 'finished' AND deleted_at IS NULL");
        count.step();
        total = count.int64(0);
    }
    json plays = json::array();
    json locations = json::array();
    std::map<std::string, int64_t> locationIds; // place -> its id in the file, 1, 2, 3... as first met
    std::set<std::string> typesUsed;
    std::set<int64_t> playersUsed;
    Statement st = db.prepare(
        "SELECT id, uuid, game_type, created_at, finished_at, place, "
        "CAST(round((julianday(finished_at) - julianday(created_at)) * 1440) AS INTEGER), notes FROM games "
        "WHERE status = 'finished' AND deleted_at IS NULL ORDER BY created_at, uuid");
    Statement seats = db.prepare("SELECT seat, player_id, nation, side, score, rank FROM game_players WHERE game_id = ?1 "
                                 "ORDER BY seat");
    std::map<std::string, int> gameIds; // game type -> its id in the file, 1, 2, 3... in kGameTypes order
    for (size_t i = 0; i < kBgStatsGameCount; ++i)
        gameIds[kBgStatsGames[i].type] = int(i) + 1;
    while (st.step()) {
        if (progress && done > 0) // told here, since a game of a type the file cannot name is skipped below
            progress(done, total);
        ++done;
        const std::string type = st.text(2);
        const auto known = gameIds.find(type);
        if (known == gameIds.end())
            continue; // a game type this export does not know how to name
        typesUsed.insert(type);
        json scores = json::array();
        seats.bind(1, st.int64(0));
        while (seats.step()) {
            const std::string side = seats.text(3);
            playersUsed.insert(seats.int64(1));
            scores.push_back({{"playerRefId", seats.int64(1)},
                              {"score", seats.isNull(4) ? std::string() : std::to_string(seats.int64(4))},
                              {"winner", !seats.isNull(5) && seats.int64(5) == 1},
                              {"rank", seats.isNull(5) ? 0 : seats.int64(5)},
                              {"seatOrder", seats.int64(0)},
                              {"startPlayer", seats.int64(0) == 0},
                              {"newPlayer", false},
                              {"role", seats.text(2) + (side.empty() ? "" : " (" + side + ")")}});
        }
        seats.reset();
        int64_t location = 0;
        if (const std::string place = st.text(5); !place.empty()) {
            const auto [it, fresh] = locationIds.emplace(place, int64_t(locationIds.size()) + 1);
            if (fresh)
                locations.push_back({{"id", it->second}, {"uuid", nameBasedUuid("nations-companion.location", place)},
                                     {"name", place}, {"modificationDate", bgStatsTime(st.text(4))}});
            location = it->second;
        }
        const std::string start = bgStatsTime(st.text(3));
        plays.push_back({{"uuid", st.text(1)},
                         {"gameRefId", known->second},
                         {"locationRefId", location},
                         {"playDate", start},
                         {"entryDate", bgStatsTime(st.text(4))},
                         {"modificationDate", bgStatsTime(st.text(4))},
                         {"durationMin", st.int64(6)},
                         {"ignored", false},
                         {"manualWinner", false},
                         {"rating", 0},
                         {"rounds", 0},
                         {"usesTeams", false},
                         {"comments", st.text(7)},
                         {"playerScores", std::move(scores)}});
    }

    if (progress)
        progress(done, total);

    json games = json::array();
    for (size_t i = 0; i < kBgStatsGameCount; ++i) {
        const BgStatsGame &g = kBgStatsGames[i];
        if (typesUsed.count(g.type))
            games.push_back({{"id", int(i) + 1}, {"uuid", g.uuid}, {"name", g.name}, {"bggId", g.bggId},
                             {"cooperative", false}, {"highestWins", true}, {"noPoints", false}, {"usesTeams", false}});
    }
    json players = json::array();
    Statement who = db.prepare("SELECT id, uuid, name, last_played_at FROM players ORDER BY id");
    while (who.step())
        if (playersUsed.count(who.int64(0)))
            players.push_back({{"id", who.int64(0)}, {"uuid", who.text(1)}, {"name", who.text(2)}, {"isAnonymous", false},
                               {"bggUsername", ""}, {"modificationDate", bgStatsTime(who.text(3))}});

    const json file = {{"about", "This is a Play file that can be read by Board Game Stats, written by Nations Companion "
                                 "(its finished games of Nations, Nations: The Dice Game and Wealth of Nations)."},
                       {"games", std::move(games)},
                       {"locations", std::move(locations)},
                       {"players", std::move(players)},
                       {"plays", std::move(plays)},
                       {"userInfo", {{"meRefId", 0}}}};
    db.requireIntegrity(); // a connection checked in the background (the CLI's export): no export of a damaged file
    return file.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

} // namespace nc::db
