#include "db/statistics.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "db/database.h"
#include "db/stats_filter_sql.h"

namespace nc::db {

namespace {

// The finished games of the filter, as a CTE `f` (id, game_type, solo, difficulty, day, finished_at, n = seats) with
// the filter bound as ?1 game type, ?2 first day, ?3 last day, ?4 seats, ?5 a player's name, ?6 difficulty, ?7 card
// set. Only the filters in use
// are written into the SQL: SQLite plans a statement once, so "?1 = '' OR game_type = ?1" would keep it from
// the game-type index, and a seat count or player test would run for every game (issue 15 §4).
std::string filteredCte(const StatsFilter &filter)
{
    // The games are read through the games_stats index (schema 7), which holds every column used here: never their
    // large rows.
    std::string sql = R"sql(
WITH f AS (
  SELECT g.id, g.game_type, g.solo, g.difficulty, g.finished_at, substr(g.finished_at, 1, 10) AS day,
         (SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id) AS n
  FROM )sql";
    // A player's games are found from the player's seats' index and read by id through games_by_id (schema 8), which
    // holds every column used here: the table's row would make SQLite walk the final score's overflow pages to the
    // columns stored after it (deleted_at, difficulty) for every game (issue 15 §4). A seat is unique per player and
    // game, so this is the games whose id is among the player's seats'.
    if (!filter.withPlayer.empty())
        sql += "game_players w CROSS JOIN games g INDEXED BY games_by_id ON g.id = w.game_id\n"
               "  WHERE w.player_id = (SELECT pw.id FROM players pw WHERE pw.name = ?5) AND ";
    else
        sql += "games g\n  WHERE ";
    sql += "g.status = 'finished' AND g.deleted_at IS NULL"; // the trash is not counted
    if (!filter.gameType.empty())
        sql += " AND g.game_type = ?1";
    // The days as ranges of finished_at ("YYYY-MM-DDThh:mm..."), so that the games_finished index serves them: a
    // day sorts before every time of that day, and "YYYY-MM-DDU" after every one ('T' < 'U').
    if (!filter.from.empty())
        sql += " AND g.finished_at >= ?2";
    if (!filter.to.empty())
        sql += " AND g.finished_at < ?3 || 'U'";
    if (filter.playerCount != 0)
        sql += " AND (SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id) = ?4";
    if (!filter.difficulty.empty())
        sql += " AND g.difficulty = ?6";
    if (!filter.cardSet.empty())
        sql += cardSetTest("g.card_sets");
    return sql + ")\n";
}

Statement filtered(const Database &db, const std::string &select, const StatsFilter &filter)
{
    Statement st = db.prepare(filteredCte(filter) + select);
    bindStatsFilter(st, filter);
    return st;
}

// Which summary tables answer a filter: those of schema 7 (keyed by game type, seats, solo, difficulty and card sets)
// every filter but the days and "with player"; schema 8's by finish day a day filter (of days as the page gives them:
// up to 10 characters, "YYYY-MM-DD"); schema 8's by player of the game "with player"; schema 10's by player of the game
// and finish day both. A day longer than "YYYY-MM-DD" reads the games.
enum class Source { Whole, ByDay, WithPlayer, WithDay, Games };

Source sourceOf(const StatsFilter &filter)
{
    const bool days = !filter.from.empty() || !filter.to.empty();
    if (days && (filter.from.size() > 10 || filter.to.size() > 10))
        return Source::Games;
    if (!filter.withPlayer.empty())
        return days ? Source::WithDay : Source::WithPlayer;
    return days ? Source::ByDay : Source::Whole;
}

// Whether the day range of `filter` (days as the page gives them) holds the finish day of every counted game, as
// schema 8's stats_day_games keeps them: then it selects the same games as no range, and the summaries without days
// answer it. A range of years ("every year" from the first game's day, a range picker's whole span) would otherwise
// sum every day's rows of the summaries by day: at 100,000 games over ten years, 3,650 days of them (issue 15 §4).
// Two seeks in the key's order (a day's rows left at zero by a game moved or deleted are passed over).
bool holdsEveryDay(const Database &db, const StatsFilter &filter)
{
    Statement st = db.prepare("SELECT (SELECT day FROM stats_day_games WHERE games > 0 ORDER BY day LIMIT 1), "
                              "(SELECT day FROM stats_day_games WHERE games > 0 ORDER BY day DESC LIMIT 1)");
    if (!st.step() || st.isNull(0))
        return true; // no counted game: nothing either way
    // The same tests as periodsOf()'s on the stored day (SQLite compares text by its bytes, as std::string does).
    return (filter.from.empty() || st.text(0) >= filter.from) && (filter.to.empty() || st.text(1) < filter.to + "U");
}

// " WHERE ..." of the filter but its days on a summary table aliased `s` of `source` (the days: periodsOf()).
std::string summaryWhere(Source source, const StatsFilter &filter)
{
    std::string where = " WHERE 1";
    if (source == Source::WithPlayer || source == Source::WithDay) // the head of the key first
        where += " AND s.with_player = (SELECT pw.id FROM players pw WHERE pw.name = ?5)";
    if (!filter.gameType.empty())
        where += " AND s.game_type = ?1";
    if (filter.playerCount != 0)
        where += " AND s.players = ?4";
    if (!filter.difficulty.empty())
        where += " AND s.difficulty = ?6";
    if (!filter.cardSet.empty()) // tested once per kind of card sets, not once per summary row
        where += " AND s.card_sets IN (SELECT DISTINCT c.card_sets FROM stats_games c WHERE 1" + cardSetTest("c.card_sets") + ")";
    return where;
}

// A day range as the summaries by period read it: each part a period ("day", "month", "year"; "" for the summaries
// without days) and its test on that period's column of `s`, whose bounds are bound from ?9 on (`bounds`, in order).
struct Periods {
    std::vector<std::pair<std::string, std::string>> parts;
    std::vector<std::string> bounds;

    // " AND s.<period> <op> ?N" with `bound` bound as ?N.
    std::string test(const std::string &period, const std::string &op, const std::string &bound, const char *after = "")
    {
        bounds.push_back(bound);
        return " AND s." + period + " " + op + " ?" + std::to_string(8 + bounds.size()) + after;
    }
};

// Whether `day` is a whole "YYYY-MM-DD" (what the page gives): then its month and year are its first 7 and 4
// characters, as the summaries by month and year (schema 11) keep a game's.
bool wholeDay(const std::string &day)
{
    static const std::string shape = "0000-00-00";
    if (day.size() != shape.size())
        return false;
    for (size_t i = 0; i < day.size(); ++i)
        if (shape[i] == '-' ? day[i] != '-' : (day[i] < '0' || day[i] > '9'))
            return false;
    return true;
}

// The parts `source` and `filter` are read in. A day range of whole days over several months: its days in the first
// and last month, the months between them in the first and last year, the years between those (schema 11: a range of
// ten years reads a few thousand rows, not a row per seat and day). The same tests as the games' (filteredCte) on the
// stored day (db/migrations.cpp kByDay): day >= from and day < to || 'U'; a month or year between them holds only days
// between them. Any other range (within a month, ending before it starts, days not "YYYY-MM-DD") reads the days.
Periods periodsOf(Source source, const StatsFilter &filter)
{
    Periods p;
    if (source != Source::ByDay && source != Source::WithDay) {
        p.parts.push_back({"", ""});
        return p;
    }
    const std::string &from = filter.from, &to = filter.to;
    const bool byPeriods = (from.empty() || wholeDay(from)) && (to.empty() || wholeDay(to))
                        && !(!from.empty() && !to.empty() && from.substr(0, 7) >= to.substr(0, 7));
    if (!byPeriods) {
        p.parts.push_back({"day", std::string(from.empty() ? "" : " AND s.day >= ?2") + (to.empty() ? "" : " AND s.day < ?3 || 'U'")});
        return p;
    }
    const bool sameYear = !from.empty() && !to.empty() && from.substr(0, 4) == to.substr(0, 4);
    if (!from.empty()) {
        p.parts.push_back({"day", " AND s.day >= ?2" + p.test("day", "<", from.substr(0, 7), " || 'U'")});
        if (!sameYear)
            p.parts.push_back({"month", p.test("month", ">", from.substr(0, 7)) + p.test("month", "<", from.substr(0, 4), " || 'U'")});
    }
    if (!to.empty()) {
        p.parts.push_back({"day", p.test("day", ">", to.substr(0, 7)) + " AND s.day < ?3 || 'U'"});
        if (!sameYear)
            p.parts.push_back({"month", p.test("month", ">", to.substr(0, 4)) + p.test("month", "<", to.substr(0, 7))});
    }
    if (sameYear)
        p.parts.push_back({"month", p.test("month", ">", from.substr(0, 7)) + p.test("month", "<", to.substr(0, 7))});
    else
        p.parts.push_back({"year", (from.empty() ? "" : p.test("year", ">", from.substr(0, 4)))
                                       + (to.empty() ? "" : p.test("year", "<", to.substr(0, 4)))});
    return p;
}

// The summary table `table` ("games", ..., "categories") of `source` by `period` ("" = without days).
std::string tableOf(Source source, const std::string &period, const std::string &table)
{
    const std::string by = period.empty() ? "" : period + "_";
    if (table == "categories") // schema 10 and 11's category sums, always by player of the game
        return "player_" + by + table;
    return "stats_" + std::string(source == Source::WithPlayer || source == Source::WithDay ? "with_" : "") + by + table;
}

// The columns of `table` a statistic reads, as one row of it by `period` gives them: the players' sums by month and
// year keep the sum of their scores and their best, those by day (and without days) are keyed by score.
std::string columnsOf(const std::string &table, const std::string &period)
{
    if (table == "games")
        return "s.games";
    if (table == "players")
        return "s.game_type, s.solo, s.player_id, s.plays, s.wins, "
             + std::string(period == "month" || period == "year" ? "s.score_sum, s.best" : "s.plays * s.score AS score_sum, s.score AS best");
    if (table == "nations")
        return "s.game_type, s.solo, s.nation, s.side, s.plays, s.wins, s.score_sum";
    if (table == "rivals")
        return "s.game_type, s.player_a, s.player_b, s.games, s.a_ahead, s.b_ahead, s.even";
    if (table == "seats")
        return "s.game_type, s.seat, s.plays, s.wins";
    return "s.game_type, s.key, s.games, s.value_sum"; // categories
}

// A query over the summary `table` ("games", ..., "categories") of `source`, its rows of every part of the filter's
// days (periodsOf()) as one table `s` with columnsOf(): `select` up to its FROM, then `joins`, then `rest` (" AND ...
// GROUP BY ..."). `where` is more of the filter's tests on each part's rows.
Statement summary(const Database &db, Source source, const std::string &select, const std::string &table,
                  const std::string &joins, const std::string &rest, const StatsFilter &filter,
                  const std::string &where = "")
{
    const Periods periods = periodsOf(source, filter);
    std::string parts;
    for (const auto &[period, range] : periods.parts)
        parts += (parts.empty() ? "SELECT " : " UNION ALL SELECT ") + columnsOf(table, period) + " FROM "
               + tableOf(source, period, table) + " s" + summaryWhere(source, filter) + range + where;
    Statement st = db.prepare(select + " FROM (" + parts + ") s " + joins + " WHERE 1 " + rest);
    bindStatsFilter(st, filter);
    for (size_t i = 0; i < periods.bounds.size(); ++i)
        st.bind(int(9 + i), periods.bounds[i]);
    return st;
}

double rate(int wins, int plays) { return plays > 0 ? double(wins) / plays : 0.0; }

// The four columns COUNT(*), SUM(f.solo = 0), SUM(f.solo = 0 AND gp.rank = 1), SUM(gp.score) from `first` on.
const char *const kResultColumns =
    "COUNT(*), SUM(f.solo = 0), SUM(f.solo = 0 AND gp.rank = 1), SUM(gp.score)";

// Averages are computed here from SUM() and COUNT(): integers, exact, and no locale-dependent number text.
double average(int64_t sum, int count) { return count > 0 ? double(sum) / count : 0.0; }

// `columns` of the player's scored seats in the filter's games (f, gp), `join` adding tables, in `order`.
Statement playerSeats(const Database &db, const StatsFilter &filter, int64_t playerId, const std::string &columns,
                      const std::string &join, const std::string &order)
{
    Statement st = filtered(db, "SELECT " + columns + " FROM f JOIN game_players gp ON gp.game_id = f.id " + join
                                    + " WHERE gp.player_id = ?8 AND gp.score IS NOT NULL AND gp.rank IS NOT NULL "
                                      "ORDER BY " + order, filter);
    st.bind(8, playerId);
    return st;
}

// The player's results (schema 9's player_results, in finish-time order: no sort, no game read) in the filter's
// games, the columns playerSeats() gives the detail: id, day, game type, score, rank, seats, nation, side, seat,
// solo, difficulty. "With player" someone else: only the games that player sat in too.
Statement playerResults(const Database &db, const StatsFilter &filter, int64_t playerId, const std::string &name)
{
    std::string sql = "SELECT r.game_id, substr(r.finished_at, 1, 10), r.game_type, r.score, r.rank, r.players, "
                      "r.nation, r.side, r.seat, r.solo, r.difficulty FROM player_results r WHERE r.player_id = ?8";
    StatsFilter used = filter;
    if (!filter.gameType.empty())
        sql += " AND r.game_type = ?1";
    // The same tests as filteredCte()'s on finished_at.
    if (!filter.from.empty())
        sql += " AND r.finished_at >= ?2";
    if (!filter.to.empty())
        sql += " AND r.finished_at < ?3 || 'U'";
    if (filter.playerCount != 0)
        sql += " AND r.players = ?4";
    if (filter.withPlayer == name)
        used.withPlayer.clear(); // the player's own games: all of them
    else if (!filter.withPlayer.empty())
        sql += " AND r.game_id IN (SELECT w.game_id FROM game_players w "
               "WHERE w.player_id = (SELECT pw.id FROM players pw WHERE pw.name = ?5))";
    if (!filter.difficulty.empty())
        sql += " AND r.difficulty = ?6";
    if (!filter.cardSet.empty())
        sql += cardSetTest("r.card_sets");
    Statement st = db.prepare(sql + " ORDER BY r.finished_at, r.game_id");
    bindStatsFilter(st, used);
    st.bind(8, playerId);
    return st;
}

// A player's category while it is summed: the average's fields, the sum of its VP and where it first appears.
struct CategorySum {
    CategoryAverage average;
    long long sum = 0;
    std::pair<size_t, int64_t> first; ///< (place in date order, ord) of its first appearance
};

void categoriesFromSeats(const Database &db, int64_t playerId, const std::vector<int> &seats, PlayerDetail &d);
void categoriesFromSums(const Database &db, const StatsFilter &filter, int64_t playerId, const std::vector<int> &seats,
                        PlayerDetail &d);

// The detail of the player called `name`, from player_results, or with `fromGames` from the games and their seats
// (statisticsFromGames(): what player_results must give).
PlayerDetail detail(const Database &db, const StatsFilter &filter, const std::string &name, bool fromGames)
{
    Statement who = db.prepare("SELECT id, name FROM players WHERE name = ?1");
    who.bind(1, name);
    if (!who.step())
        throw DbError("No player is called \"" + name + "\" in this history.");
    PlayerDetail d;
    const int64_t playerId = who.int64(0);
    d.name = who.text(1);

    Statement rows = fromGames
        ? playerSeats(db, filter, playerId,
              "f.id, f.day, f.game_type, gp.score, gp.rank, f.n, gp.nation, gp.side, gp.seat, f.solo, f.difficulty", "",
              "f.finished_at, f.id")
        : playerResults(db, filter, playerId, d.name);
    std::vector<int> seats; // the player's seat in each listed game
    std::map<std::pair<std::string, int>, PlayerCountRecord> byCount;
    std::map<std::pair<std::string, std::string>, DifficultyRecord> byDifficulty;
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
        seats.push_back(rows.int32(8));
        auto &c = byCount[{p.gameType, p.players}];
        c.gameType = p.gameType;
        c.players = p.players;
        c.averageScore += p.score; // a sum until the end
        ++c.plays;
        if (rows.int32(9) == 0 && p.rank == 1)
            ++c.wins;
        if (rows.int32(9) == 1) {
            auto &r = byDifficulty[{p.gameType, rows.text(10)}];
            r.gameType = p.gameType;
            r.difficulty = rows.text(10);
            r.bestScore = r.plays == 0 ? p.score : std::max(r.bestScore, p.score);
            r.averageScore += p.score; // a sum until the end
            ++r.plays;
        }
        d.scores.push_back(std::move(p));
    }
    for (auto &[key, c] : byCount) {
        c.averageScore /= c.plays;
        d.byPlayerCount.push_back(c);
    }
    for (auto &[key, r] : byDifficulty) {
        r.averageScore /= r.plays;
        d.byDifficulty.push_back(r);
    }

    // The categories of the same seats, in the order they first appear (the games by date, each game's categories
    // in its pad's order) with the label where they first appear: schema 10's sums when the days are whole days, else
    // every category row of those seats.
    if (!fromGames && filter.from.size() <= 10 && filter.to.size() <= 10)
        categoriesFromSums(db, filter, playerId, seats, d);
    else
        categoriesFromSeats(db, playerId, seats, d);
    return d;
}

// A player's category averages (CategorySum: key, sum, first appearance) in the order they first appear.
void putCategories(std::map<std::pair<std::string, std::string>, CategorySum> &categories, PlayerDetail &d)
{
    std::vector<const CategorySum *> categoryOrder;
    for (const auto &[id, sum] : categories)
        categoryOrder.push_back(&sum);
    std::sort(categoryOrder.begin(), categoryOrder.end(),
              [](const CategorySum *a, const CategorySum *b) { return a->first < b->first; });
    for (const CategorySum *c : categoryOrder) {
        CategoryAverage avg = c->average;
        avg.average = double(c->sum) / avg.games;
        d.categories.push_back(avg);
    }
}

// The categories of the listed seats (d.scores in date order, `seats` the player's seat in each) from every category row
// of the player's seats (seat_categories: read from each final score when it was stored). Read as they are stored
// (every seat of the player, by game id: no sort, no second reading of the games) and kept for the seats listed, each
// at its place in date order (issue 15 §4: 75,000 rows sorted for a player of 15,000 games).
void categoriesFromSeats(const Database &db, int64_t playerId, const std::vector<int> &seats, PlayerDetail &d)
{
    std::unordered_map<int64_t, std::pair<size_t, int>> listed; // game id -> (place in date order, seat)
    for (size_t i = 0; i < d.scores.size(); ++i)
        listed.emplace(d.scores[i].gameId, std::make_pair(i, seats[i]));
    Statement values = db.prepare("SELECT c.game_id, c.seat, c.ord, c.key, c.label, c.value FROM game_players gp "
                                  "JOIN seat_categories c ON c.game_id = gp.game_id AND c.seat = gp.seat "
                                  "WHERE gp.player_id = ?1");
    values.bind(1, playerId);
    std::map<std::pair<std::string, std::string>, CategorySum> categories;
    while (values.step()) {
        const auto at = listed.find(values.int64(0));
        if (at == listed.end() || at->second.second != values.int32(1))
            continue;
        const std::string &type = d.scores[at->second.first].gameType;
        const std::pair<size_t, int64_t> place{at->second.first, values.int64(2)};
        auto [it, added] = categories.try_emplace({type, values.text(3)});
        if (added || place < it->second.first) {
            it->second.first = place;
            it->second.average.label = values.text(4); // the label where it first appears
        }
        it->second.average.gameType = type;
        it->second.average.key = it->first.second;
        ++it->second.average.games;
        it->second.sum += values.int64(5);
    }
    putCategories(categories, d);
}

// The same from schema 10's sums of the categories per player of the game, seat's player, finish day and the
// statistics' key (player_categories, player_day_categories): their games and VP read as a few summary rows, whatever
// the number of games; the place and label of each where it first appears from the category rows of the first listed
// seats that have it (the first game of each game type has them all but for a pad that changed: a seek or a few each).
void categoriesFromSums(const Database &db, const StatsFilter &filter, int64_t playerId, const std::vector<int> &seats,
                        PlayerDetail &d)
{
    // "With player": the player of the game (the player herself when none: every game she played).
    StatsFilter used = filter;
    if (used.withPlayer.empty())
        used.withPlayer = d.name;
    const bool days = !filter.from.empty() || !filter.to.empty();
    Statement sums = summary(db, days ? Source::WithDay : Source::WithPlayer,
                             "SELECT s.game_type, s.key, SUM(s.games), SUM(s.value_sum)", "categories", "",
                             "GROUP BY s.game_type, s.key HAVING SUM(s.games) > 0", used, " AND s.player_id = ?8");
    sums.bind(8, playerId);
    std::map<std::pair<std::string, std::string>, CategorySum> categories;
    std::map<std::string, size_t> unplaced; // game type -> its categories not placed yet
    while (sums.step()) {
        CategorySum &c = categories[{sums.text(0), sums.text(1)}];
        c.average.gameType = sums.text(0);
        c.average.key = sums.text(1);
        c.average.games = sums.int32(2);
        c.sum = sums.int64(3);
        c.first = {d.scores.size(), 0}; // after every listed seat until found
        ++unplaced[c.average.gameType];
    }
    size_t left = categories.size();
    Statement rows = db.prepare("SELECT ord, key, label FROM seat_categories WHERE game_id = ?1 AND seat = ?2");
    for (size_t i = 0; i < d.scores.size() && left > 0; ++i) {
        const auto type = unplaced.find(d.scores[i].gameType);
        if (type == unplaced.end() || type->second == 0)
            continue;
        rows.reset();
        rows.bind(1, d.scores[i].gameId).bind(2, int64_t(seats[i]));
        while (rows.step()) { // in ord order: the first of a key in a seat is its first appearance there
            const auto it = categories.find({type->first, rows.text(1)});
            if (it == categories.end() || it->second.first.first < d.scores.size())
                continue;
            it->second.first = {i, rows.int64(0)};
            it->second.average.label = rows.text(2);
            --type->second;
            --left;
        }
    }
    putCategories(categories, d);
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

void readPlayers(Statement &players, Statistics &s)
{
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
}

void readNations(Statement &nations, Statistics &s)
{
    while (nations.step()) {
        NationRecord r;
        r.gameType = nations.text(0);
        r.nation = nations.text(1);
        r.side = nations.text(2);
        r.results = resultsAt(nations, 3);
        s.nations.push_back(std::move(r));
    }
}

void readRivals(Statement &rivals, Statistics &s)
{
    while (rivals.step())
        s.rivals.push_back(Rivalry{rivals.text(0), rivals.text(1), rivals.text(2), rivals.int32(3), rivals.int32(4),
                                   rivals.int32(5), rivals.int32(6)});
}

void readSeats(Statement &seats, Statistics &s)
{
    while (seats.step()) {
        SeatRecord r{seats.text(0), seats.int32(1), seats.int32(2), seats.int32(3), 0};
        r.winRate = rate(r.wins, r.plays);
        s.seats.push_back(std::move(r));
    }
}

// The four figures from the summary tables of `source`: a GROUP BY over their rows, not over the games.
void fromSummaries(const Database &db, Source source, const StatsFilter &filter, Statistics &s)
{
    const char *const results = "SUM(s.plays), SUM(CASE WHEN s.solo = 0 THEN s.plays ELSE 0 END), SUM(s.wins), ";
    Statement count = summary(db, source, "SELECT COALESCE(SUM(s.games), 0)", "games", "", "", filter);
    count.step();
    s.games = count.int32(0);
    Statement players = summary(db, source,
        std::string("SELECT p.name, s.game_type, ") + results + "SUM(s.score_sum), MAX(s.best), "
        "MAX(CASE WHEN s.solo = 1 THEN s.best END)", "players", "JOIN players p ON p.id = s.player_id",
        "AND s.plays > 0 GROUP BY s.player_id, s.game_type ORDER BY p.name COLLATE NOCASE, s.game_type", filter);
    readPlayers(players, s);
    Statement nations = summary(db, source,
        std::string("SELECT s.game_type, s.nation, s.side, ") + results + "SUM(s.score_sum)", "nations", "",
        "AND s.plays > 0 GROUP BY s.game_type, s.nation, s.side ORDER BY s.game_type, s.nation, s.side", filter);
    readNations(nations, s);
    Statement rivals = summary(db, source,
        "SELECT pa.name, pb.name, s.game_type, SUM(s.games), SUM(s.a_ahead), SUM(s.b_ahead), SUM(s.even)", "rivals",
        "JOIN players pa ON pa.id = s.player_a JOIN players pb ON pb.id = s.player_b",
        "AND s.games > 0 GROUP BY s.player_a, s.player_b, s.game_type "
        "ORDER BY s.game_type, SUM(s.games) DESC, pa.name COLLATE NOCASE, pb.name COLLATE NOCASE", filter);
    readRivals(rivals, s);
    Statement seats = summary(db, source, "SELECT s.game_type, s.seat, SUM(s.plays), SUM(s.wins)", "seats", "",
        "AND s.plays > 0 GROUP BY s.game_type, s.seat ORDER BY s.game_type, s.seat", filter);
    readSeats(seats, s);
}

// The four figures from the games of the filter and their seats (a date or "with player" filter).
void fromGames(const Database &db, const StatsFilter &filter, Statistics &s)
{
    // "f CROSS JOIN game_players": the finished games first, then each one's seats by its primary key, in game
    // order; left to itself SQLite walks every seat by player and looks each game up (issue 15 §4).
    Statement count = filtered(db, "SELECT COUNT(*) FROM f", filter);
    count.step();
    s.games = count.int32(0);

    Statement players = filtered(db,
        std::string("SELECT p.name, f.game_type, ") + kResultColumns
            + ", MAX(gp.score), MAX(CASE WHEN f.solo = 1 THEN gp.score END) "
        "FROM f CROSS JOIN game_players gp ON gp.game_id = f.id JOIN players p ON p.id = gp.player_id "
        "WHERE gp.score IS NOT NULL "
        "GROUP BY p.id, f.game_type ORDER BY p.name COLLATE NOCASE, f.game_type", filter);
    readPlayers(players, s);

    Statement nations = filtered(db,
        std::string("SELECT f.game_type, gp.nation, gp.side, ") + kResultColumns + " "
        "FROM f CROSS JOIN game_players gp ON gp.game_id = f.id "
        "WHERE gp.score IS NOT NULL AND gp.nation <> '' "
        "GROUP BY f.game_type, gp.nation, gp.side ORDER BY f.game_type, gp.nation, gp.side", filter);
    readNations(nations, s);

    Statement rivals = filtered(db,
        "SELECT pa.name, pb.name, f.game_type, COUNT(*), SUM(a.rank < b.rank), SUM(a.rank > b.rank), "
        "       SUM(a.rank = b.rank) "
        "FROM f CROSS JOIN game_players a ON a.game_id = f.id "
        "JOIN game_players b ON b.game_id = f.id AND a.player_id < b.player_id "
        "JOIN players pa ON pa.id = a.player_id JOIN players pb ON pb.id = b.player_id "
        "WHERE a.rank IS NOT NULL AND b.rank IS NOT NULL "
        "GROUP BY a.player_id, b.player_id, f.game_type "
        "ORDER BY f.game_type, COUNT(*) DESC, pa.name COLLATE NOCASE, pb.name COLLATE NOCASE", filter);
    readRivals(rivals, s);

    Statement seats = filtered(db,
        "SELECT f.game_type, gp.seat, COUNT(*), SUM(gp.rank = 1) "
        "FROM f CROSS JOIN game_players gp ON gp.game_id = f.id "
        "WHERE f.solo = 0 AND gp.rank IS NOT NULL "
        "GROUP BY f.game_type, gp.seat ORDER BY f.game_type, gp.seat", filter);
    readSeats(seats, s);
}

} // namespace

void bindStatsFilter(Statement &st, const StatsFilter &filter)
{
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
    if (!filter.difficulty.empty())
        st.bind(6, filter.difficulty);
    if (!filter.cardSet.empty())
        st.bind(7, filter.cardSet);
}

std::string cardSetTest(const std::string &column)
{
    return " AND EXISTS (SELECT 1 FROM json_each(CASE WHEN " + column + " = '' THEN '[]' ELSE " + column
         + " END) j WHERE j.value = ?7)";
}

Statistics statistics(const Database &db, const StatsFilter &filter, const std::string &player)
{
    Statistics s;
    s.filter = filter;
    Source source = sourceOf(filter);
    StatsFilter used = filter; // what is read: without the days when they hold every game's
    if ((source == Source::ByDay || source == Source::WithDay) && holdsEveryDay(db, filter)) {
        used.from.clear();
        used.to.clear();
        source = sourceOf(used);
    }
    if (source == Source::Games)
        fromGames(db, used, s);
    else
        fromSummaries(db, source, used, s);
    if (!player.empty())
        s.player = detail(db, used, player, false);
    return s;
}

Statistics statisticsFromGames(const Database &db, const StatsFilter &filter, const std::string &player)
{
    Statistics s;
    s.filter = filter;
    fromGames(db, filter, s);
    if (!player.empty()) {
        // Only the player's own games matter to the detail: found from the player's seats (the "with player"
        // filter's index), not by reading every finished game. Another player's filter stays as it is.
        StatsFilter own = filter;
        if (own.withPlayer.empty())
            own.withPlayer = player;
        s.player = detail(db, own, player, true);
    }
    return s;
}

} // namespace nc::db
