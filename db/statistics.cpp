#include "db/statistics.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "db/database.h"
#include "db/stats_filter_sql.h"
#include "db/stats_periods.h"

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

// The first and last finish day of the counted games, as schema 8's stats_day_games keeps them ("YYYY-MM-DD"), or
// std::nullopt when no game counts: read once per statistics() call that has a day range, and handed down.
using CountedDays = std::optional<std::pair<std::string, std::string>>;

// countedDays(): two seeks in the key's order (a day's rows left at zero by a game moved or deleted are passed over).
CountedDays countedDays(const Database &db)
{
    Statement st = db.prepare("SELECT (SELECT day FROM stats_day_games WHERE games > 0 ORDER BY day LIMIT 1), "
                              "(SELECT day FROM stats_day_games WHERE games > 0 ORDER BY day DESC LIMIT 1)");
    if (!st.step() || st.isNull(0))
        return std::nullopt;
    return std::pair{st.text(0), st.text(1)};
}

// Whether the day range of `filter` (days as the page gives them) holds the finish day of every counted game: then it
// selects the same games as no range, and the summaries without days answer it (and a player's detail reads no days).
bool holdsEveryDay(const CountedDays &days, const StatsFilter &filter)
{
    if (!days)
        return true; // no counted game: nothing either way
    // The same tests as the games' on the stored day (SQLite compares text by its bytes, as std::string does).
    return (filter.from.empty() || days->first >= filter.from) && (filter.to.empty() || days->second < filter.to + "U");
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

// The parts of the summaries `source`'s day range is read in (db/stats_periods.h: its whole years and months from
// schema 11's summaries by year and month, its days at both ends from those by day, or the whole less the days out of
// it when those are fewer; without `subtract`, every part added), each with its test on that part's period column of
// `s`, whose bounds are bound from ?9 on (`bounds`, in order). The same tests as the games' (filteredCte) on the stored
// day (db/migrations.cpp kByDay): day >= from and day < to || 'U'. A day filter not of whole days, or days stored not
// as "YYYY-MM-DD", read the days alone; no day filter reads the summaries without days.
struct Periods {
    std::vector<std::pair<PeriodPart, std::string>> parts;
    std::vector<std::string> bounds;
    bool filterDays = false; ///< the parts test the filter's days as ?2 and ?3 (read as days)

    std::string bind(const std::string &bound)
    {
        bounds.push_back(bound);
        return "?" + std::to_string(8 + bounds.size());
    }
};

Periods periodsOf(const CountedDays &days, Source source, const StatsFilter &filter, bool subtract)
{
    Periods p;
    if (source != Source::ByDay && source != Source::WithDay) {
        p.parts.push_back({PeriodPart{}, ""});
        return p;
    }
    const auto parts = days ? periodParts(filter.from, filter.to, days->first, days->second, subtract) : std::nullopt;
    if (!parts) {
        p.filterDays = true;
        p.parts.push_back({PeriodPart{"day", 1, "", ""}, std::string(filter.from.empty() ? "" : " AND s.day >= ?2")
                                                          + (filter.to.empty() ? "" : " AND s.day < ?3 || 'U'")});
        return p;
    }
    for (const PeriodPart &part : *parts) {
        std::string test;
        if (part.period == "day")
            test = " AND s.day >= " + p.bind(part.first) + " AND s.day < " + p.bind(part.last) + " || 'U'";
        else if (!part.period.empty())
            test = " AND s." + part.period + " >= " + p.bind(part.first) + " AND s." + part.period + " <= " + p.bind(part.last);
        p.parts.push_back({part, test});
    }
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

// The columns of `table` a statistic reads, as one row of it by `period` gives them, its sums times `sign`: the
// players' sums by month and year keep the sum of their scores and their best, those by day (and without days) are
// keyed by score and are never taken out (a best cannot be).
std::string columnsOf(const std::string &table, const std::string &period, int sign)
{
    const auto sums = [sign](std::initializer_list<const char *> columns) {
        std::string list;
        for (const char *c : columns)
            list += std::string(", ") + (sign < 0 ? "-" : "") + "s." + c + " AS " + c;
        return list;
    };
    if (table == "games")
        return "s.game_type" + sums({"games"});
    if (table == "players")
        return "s.game_type, s.solo, s.player_id, s.plays, s.wins, "
             + std::string(period == "month" || period == "year" ? "s.score_sum, s.best" : "s.plays * s.score AS score_sum, s.score AS best");
    if (table == "nations")
        return "s.game_type, s.solo, s.nation, s.side" + sums({"plays", "wins", "score_sum"});
    if (table == "rivals")
        return "s.game_type, s.player_a, s.player_b" + sums({"games", "a_ahead", "b_ahead", "even"});
    if (table == "seats")
        return "s.game_type, s.seat" + sums({"plays", "wins"});
    return "s.game_type, s.key" + sums({"games", "value_sum"}); // categories
}

// The count of `table`'s rows (a row at zero counts nothing: a game moved or deleted leaves them).
const char *countOf(const std::string &table)
{
    return table == "players" || table == "nations" || table == "seats" ? "plays" : "games";
}

// A query over the summary `table` ("games", ..., "categories") of `source`, its rows of every part of the filter's
// days (periodsOf()) that count as one table `s` with columnsOf(): `select` up to its FROM, then `joins`, then `rest`
// ("GROUP BY ... HAVING SUM(<count>) > 0 ...": a kind of row whose parts sum to nothing is not listed). `where` is more
// of the filter's tests on each part's rows.
Statement summary(const Database &db, const CountedDays &days, Source source, const std::string &select,
                  const std::string &table, const std::string &joins, const std::string &rest,
                  const StatsFilter &filter, const std::string &where = "")
{
    const Periods periods = periodsOf(days, source, filter, table != "players");
    std::string parts;
    for (const auto &[part, test] : periods.parts)
        parts += (parts.empty() ? "SELECT " : " UNION ALL SELECT ") + columnsOf(table, part.period, part.sign) + " FROM "
               + tableOf(source, part.period, table) + " s" + summaryWhere(source, filter) + test + where + " AND s."
               + countOf(table) + " > 0";
    Statement st = db.prepare(select + " FROM (" + parts + ") s " + joins + " " + rest);
    StatsFilter bound = filter; // the days are bound as the parts' bounds, unless read as days
    if (!periods.filterDays) {
        bound.from.clear();
        bound.to.clear();
    }
    bindStatsFilter(st, bound);
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
void categoriesFromSums(const Database &db, const CountedDays &counted, const StatsFilter &filter, int64_t playerId,
                        const std::vector<int> &seats, PlayerDetail &d);

// The detail of the player called `name`, from player_results, or with `fromGames` from the games and their seats
// (statisticsFromGames(): what player_results must give). `days`: countedDays() when the filter has whole days.
PlayerDetail detail(const Database &db, const StatsFilter &filter, const std::string &name, bool fromGames,
                    const CountedDays &days = std::nullopt)
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
        categoriesFromSums(db, days, filter, playerId, seats, d);
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
void categoriesFromSums(const Database &db, const CountedDays &counted, const StatsFilter &filter, int64_t playerId,
                        const std::vector<int> &seats, PlayerDetail &d)
{
    // "With player": the player of the game (the player herself when none: every game she played).
    StatsFilter used = filter;
    if (used.withPlayer.empty())
        used.withPlayer = d.name;
    const bool days = !filter.from.empty() || !filter.to.empty();
    Statement sums = summary(db, counted, days ? Source::WithDay : Source::WithPlayer,
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
void fromSummaries(const Database &db, const CountedDays &days, Source source, const StatsFilter &filter, Statistics &s)
{
    const char *const results = "SUM(s.plays), SUM(CASE WHEN s.solo = 0 THEN s.plays ELSE 0 END), SUM(s.wins), ";
    Statement count = summary(db, days, source, "SELECT COALESCE(SUM(s.games), 0)", "games", "", "", filter);
    count.step();
    s.games = count.int32(0);
    Statement players = summary(db, days, source,
        std::string("SELECT p.name, s.game_type, ") + results + "SUM(s.score_sum), MAX(s.best), "
        "MAX(CASE WHEN s.solo = 1 THEN s.best END)", "players", "JOIN players p ON p.id = s.player_id",
        "GROUP BY s.player_id, s.game_type HAVING SUM(s.plays) > 0 ORDER BY p.name COLLATE NOCASE, s.game_type", filter);
    readPlayers(players, s);
    Statement nations = summary(db, days, source,
        std::string("SELECT s.game_type, s.nation, s.side, ") + results + "SUM(s.score_sum)", "nations", "",
        "GROUP BY s.game_type, s.nation, s.side HAVING SUM(s.plays) > 0 ORDER BY s.game_type, s.nation, s.side", filter);
    readNations(nations, s);
    Statement rivals = summary(db, days, source,
        "SELECT pa.name, pb.name, s.game_type, SUM(s.games), SUM(s.a_ahead), SUM(s.b_ahead), SUM(s.even)", "rivals",
        "JOIN players pa ON pa.id = s.player_a JOIN players pb ON pb.id = s.player_b",
        "GROUP BY s.player_a, s.player_b, s.game_type HAVING SUM(s.games) > 0 "
        "ORDER BY s.game_type, SUM(s.games) DESC, pa.name COLLATE NOCASE, pb.name COLLATE NOCASE", filter);
    readRivals(rivals, s);
    Statement seats = summary(db, days, source, "SELECT s.game_type, s.seat, SUM(s.plays), SUM(s.wins)", "seats", "",
        "GROUP BY s.game_type, s.seat HAVING SUM(s.plays) > 0 ORDER BY s.game_type, s.seat", filter);
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
    const bool days = source == Source::ByDay || source == Source::WithDay;
    const CountedDays counted = days ? countedDays(db) : std::nullopt;
    if (days && holdsEveryDay(counted, filter)) {
        used.from.clear();
        used.to.clear();
        source = sourceOf(used);
    }
    if (source == Source::Games)
        fromGames(db, used, s);
    else
        fromSummaries(db, counted, source, used, s);
    if (!player.empty())
        s.player = detail(db, used, player, false, counted);
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
