#include "db/statistics.h"

#include <map>

#include <nlohmann/json.hpp>

#include "db/database.h"
#include "db/final_score_categories.h"

namespace nc::db {

namespace {

// The finished games of the filter, as a CTE `f` (id, game_type, solo, day, finished_at, n = seats) with the
// filter bound as ?1 game type, ?2 first day, ?3 last day, ?4 seats, ?5 a player's name. Only the filters in use
// are written into the SQL: SQLite plans a statement once, so "?1 = '' OR game_type = ?1" would keep it from
// the game-type index, and a seat count or player test would run for every game (issue 15 §4).
std::string filteredCte(const StatsFilter &filter)
{
    std::string sql = R"sql(
WITH f AS (
  SELECT g.id, g.game_type, g.solo, g.finished_at, substr(g.finished_at, 1, 10) AS day,
         (SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id) AS n
  FROM games g
  WHERE g.status = 'finished' AND g.deleted_at IS NULL)sql"; // the trash is not counted
    if (!filter.gameType.empty())
        sql += " AND g.game_type = ?1";
    if (!filter.from.empty())
        sql += " AND substr(g.finished_at, 1, 10) >= ?2";
    if (!filter.to.empty())
        sql += " AND substr(g.finished_at, 1, 10) <= ?3";
    if (filter.playerCount != 0)
        sql += " AND (SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id) = ?4";
    if (!filter.withPlayer.empty())
        sql += " AND EXISTS (SELECT 1 FROM game_players w JOIN players pw ON pw.id = w.player_id "
               "WHERE w.game_id = g.id AND pw.name = ?5)";
    return sql + ")\n";
}

Statement filtered(const Database &db, const std::string &select, const StatsFilter &filter)
{
    Statement st = db.prepare(filteredCte(filter) + select);
    // Only the parameters the SQL holds: binding one past the highest is an error.
    if (!filter.gameType.empty())
        st.bind(1, filter.gameType);
    if (!filter.from.empty())
        st.bind(2, filter.from);
    if (!filter.to.empty())
        st.bind(3, filter.to);
    if (filter.playerCount != 0)
        st.bind(4, int64_t(filter.playerCount));
    if (!filter.withPlayer.empty())
        st.bind(5, filter.withPlayer);
    return st;
}

double rate(int wins, int plays) { return plays > 0 ? double(wins) / plays : 0.0; }

// The four columns COUNT(*), SUM(f.solo = 0), SUM(f.solo = 0 AND gp.rank = 1), SUM(gp.score) from `first` on.
const char *const kResultColumns =
    "COUNT(*), SUM(f.solo = 0), SUM(f.solo = 0 AND gp.rank = 1), SUM(gp.score)";

// Averages are computed here from SUM() and COUNT(): integers, exact, and no locale-dependent number text.
double average(int64_t sum, int count) { return count > 0 ? double(sum) / count : 0.0; }

// A seat's category values of one stored final score (db/final_score_categories.h); nothing for bad text.
std::vector<StoredCategory> categoriesOf(const std::string &finalJson, int seat)
{
    // The explanation lines are most of a stored score and not read here: dropped while parsing.
    static const nlohmann::json::parser_callback_t withoutLines = [](int, nlohmann::json::parse_event_t event,
                                                                     nlohmann::json &parsed) {
        return event != nlohmann::json::parse_event_t::key || parsed != "lines";
    };
    const auto bySeat = storedCategoriesBySeat(nlohmann::json::parse(finalJson, withoutLines, false));
    const auto it = bySeat.find(seat);
    return it == bySeat.end() ? std::vector<StoredCategory>() : it->second;
}

PlayerDetail detail(const Database &db, const StatsFilter &filter, const std::string &name)
{
    Statement who = db.prepare("SELECT id, name FROM players WHERE name = ?1");
    who.bind(1, name);
    if (!who.step())
        throw DbError("No player is called \"" + name + "\" in this history.");
    PlayerDetail d;
    const int64_t playerId = who.int64(0);
    d.name = who.text(1);

    Statement rows = filtered(db,
        "SELECT f.id, f.day, f.game_type, gp.score, gp.rank, f.n, gp.nation, gp.side, gp.seat, f.solo, "
        "       (SELECT final_json FROM games x WHERE x.id = f.id) "
        "FROM f JOIN game_players gp ON gp.game_id = f.id "
        "WHERE gp.player_id = ?6 AND gp.score IS NOT NULL AND gp.rank IS NOT NULL "
        "ORDER BY f.finished_at, f.id", filter);
    rows.bind(6, playerId);
    std::map<std::pair<std::string, int>, PlayerCountRecord> byCount;
    std::map<std::pair<std::string, std::string>, std::pair<CategoryAverage, long long>> categories;
    std::vector<std::pair<std::string, std::string>> categoryOrder;
    while (rows.step()) {
        ScorePoint p;
        p.gameId = rows.int64(0);
        p.date = rows.text(1);
        p.gameType = rows.text(2);
        p.score = rows.int32(3);
        p.rank = rows.int32(4);
        p.players = rows.int32(5);
        p.nation = rows.text(6);
        p.side = rows.text(7);
        auto &c = byCount[{p.gameType, p.players}];
        c.gameType = p.gameType;
        c.players = p.players;
        c.averageScore += p.score; // a sum until the end
        ++c.plays;
        if (rows.int32(9) == 0 && p.rank == 1)
            ++c.wins;
        for (const auto &[key, label, value] : categoriesOf(rows.text(10), rows.int32(8))) {
            const auto id = std::make_pair(p.gameType, key);
            auto it = categories.find(id);
            if (it == categories.end()) {
                it = categories.emplace(id, std::make_pair(CategoryAverage{p.gameType, key, label, 0, 0}, 0LL)).first;
                categoryOrder.push_back(id);
            }
            ++it->second.first.games;
            it->second.second += value;
        }
        d.scores.push_back(std::move(p));
    }
    for (auto &[key, c] : byCount) {
        c.averageScore /= c.plays;
        d.byPlayerCount.push_back(c);
    }
    for (const auto &id : categoryOrder) {
        auto [avg, sum] = categories.at(id);
        avg.average = double(sum) / avg.games;
        d.categories.push_back(avg);
    }
    return d;
}

Results resultsAt(const Statement &st, int first)
{
    Results r;
    r.plays = st.int32(first);
    r.multiplayerPlays = st.int32(first + 1);
    r.wins = st.int32(first + 2);
    r.winRate = rate(r.wins, r.multiplayerPlays);
    r.averageScore = average(st.int64(first + 3), r.plays);
    return r;
}

} // namespace

Statistics statistics(const Database &db, const StatsFilter &filter, const std::string &player)
{
    // "f CROSS JOIN game_players": the finished games first, then each one's seats by its primary key, in game
    // order; left to itself SQLite walks every seat by player and looks each game up (issue 15 §4).
    Statistics s;
    s.filter = filter;

    Statement count = filtered(db, "SELECT COUNT(*) FROM f", filter);
    count.step();
    s.games = count.int32(0);

    Statement players = filtered(db,
        std::string("SELECT p.name, f.game_type, ") + kResultColumns
            + ", MAX(gp.score), MAX(CASE WHEN f.solo = 1 THEN gp.score END) "
        "FROM f CROSS JOIN game_players gp ON gp.game_id = f.id JOIN players p ON p.id = gp.player_id "
        "WHERE gp.score IS NOT NULL "
        "GROUP BY p.id, f.game_type ORDER BY p.name COLLATE NOCASE, f.game_type", filter);
    while (players.step()) {
        PlayerRecord r;
        r.name = players.text(0);
        r.gameType = players.text(1);
        r.results = resultsAt(players, 2);
        r.bestScore = players.int32(6);
        if (!players.isNull(7))
            r.bestSoloScore = players.int32(7);
        s.players.push_back(std::move(r));
    }

    Statement nations = filtered(db,
        std::string("SELECT f.game_type, gp.nation, gp.side, ") + kResultColumns + " "
        "FROM f CROSS JOIN game_players gp ON gp.game_id = f.id "
        "WHERE gp.score IS NOT NULL AND gp.nation <> '' "
        "GROUP BY f.game_type, gp.nation, gp.side ORDER BY f.game_type, gp.nation, gp.side", filter);
    while (nations.step()) {
        NationRecord r;
        r.gameType = nations.text(0);
        r.nation = nations.text(1);
        r.side = nations.text(2);
        r.results = resultsAt(nations, 3);
        s.nations.push_back(std::move(r));
    }

    Statement rivals = filtered(db,
        "SELECT pa.name, pb.name, f.game_type, COUNT(*), SUM(a.rank < b.rank), SUM(a.rank > b.rank), "
        "       SUM(a.rank = b.rank) "
        "FROM f CROSS JOIN game_players a ON a.game_id = f.id "
        "JOIN game_players b ON b.game_id = f.id AND a.player_id < b.player_id "
        "JOIN players pa ON pa.id = a.player_id JOIN players pb ON pb.id = b.player_id "
        "WHERE a.rank IS NOT NULL AND b.rank IS NOT NULL "
        "GROUP BY a.player_id, b.player_id, f.game_type "
        "ORDER BY f.game_type, COUNT(*) DESC, pa.name COLLATE NOCASE, pb.name COLLATE NOCASE", filter);
    while (rivals.step())
        s.rivals.push_back(Rivalry{rivals.text(0), rivals.text(1), rivals.text(2), rivals.int32(3), rivals.int32(4),
                                   rivals.int32(5), rivals.int32(6)});

    Statement seats = filtered(db,
        "SELECT f.game_type, gp.seat, COUNT(*), SUM(gp.rank = 1) "
        "FROM f CROSS JOIN game_players gp ON gp.game_id = f.id "
        "WHERE f.solo = 0 AND gp.rank IS NOT NULL "
        "GROUP BY f.game_type, gp.seat ORDER BY f.game_type, gp.seat", filter);
    while (seats.step()) {
        SeatRecord r{seats.text(0), seats.int32(1), seats.int32(2), seats.int32(3), 0};
        r.winRate = rate(r.wins, r.plays);
        s.seats.push_back(std::move(r));
    }

    if (!player.empty())
        s.player = detail(db, filter, player);
    return s;
}

} // namespace nc::db
