#include "db/migrations.h"

#include "db/action_chain.h"
#include "db/database.h"
#include "db/uuid.h"

#include <sqlite3.h>

#include <algorithm>
#include <functional>
#include <tuple>

namespace nc::db {

namespace {

// Timestamps are ISO-8601 UTC text with milliseconds ("2024-05-01T18:03:22.517Z"), written by
// game_store.cpp. Foreign keys cannot be switched off inside a transaction, so a future migration that
// rebuilds a table must copy it in an order that keeps references valid.
const char *const kSchemaV1 = R"sql(
CREATE TABLE players (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    created_at     TEXT NOT NULL,
    last_played_at TEXT NOT NULL
);

-- One row per game of any game type ('nations', 'nations_dice', 'wealth_of_nations', ...).
-- finished_at is the time the game ended, finished or abandoned.
CREATE TABLE games (
    id                 INTEGER PRIMARY KEY,
    game_type          TEXT NOT NULL CHECK (length(game_type) > 0),
    status             TEXT NOT NULL DEFAULT 'active'
                       CHECK (status IN ('active', 'finished', 'abandoned')),
    created_at         TEXT NOT NULL,
    finished_at        TEXT,
    solo               INTEGER NOT NULL DEFAULT 0 CHECK (solo IN (0, 1)),
    options_json       TEXT NOT NULL DEFAULT '{}',
    final_json         TEXT,
    hall_of_fame_title TEXT
);
CREATE INDEX games_by_type_status ON games (game_type, status, id);

-- Seats are numbered from 0 in the order given when the game was created.
-- side is 'A'/'B' for Nations, '' for game types without sides; score/rank are set when finished.
CREATE TABLE game_players (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    player_id INTEGER NOT NULL REFERENCES players (id),
    nation    TEXT NOT NULL,
    side      TEXT NOT NULL DEFAULT '' CHECK (length(side) <= 1),
    score     INTEGER,
    rank      INTEGER CHECK (rank >= 1),
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX game_players_by_player ON game_players (player_id, game_id);

-- Append-only log the app replays to rebuild a game; seq 1 is always kind 'setup'.
CREATE TABLE actions (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL CHECK (seq >= 1),
    kind         TEXT NOT NULL CHECK (length(kind) > 0),
    payload_json TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The user's corrections to a printed nation board (values the rules engine overlays).
CREATE TABLE nation_corrections (
    game_type   TEXT NOT NULL,
    nation      TEXT NOT NULL,
    side        TEXT NOT NULL CHECK (length(side) <= 1),
    values_json TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (game_type, nation, side)
) WITHOUT ROWID;

-- Solo Hall of Fame: every finished solo game with a score.
CREATE VIEW hall_of_fame AS
SELECT g.id AS game_id, g.game_type, g.finished_at, p.name AS player, gp.nation, gp.side, gp.score,
       g.hall_of_fame_title AS title
FROM games g
JOIN game_players gp ON gp.game_id = g.id
JOIN players p ON p.id = gp.player_id
WHERE g.status = 'finished' AND g.solo = 1 AND gp.score IS NOT NULL;
)sql";

// Version 2: the table's corrections of a Progress Card's tier (basic / advanced / expert, Rulebook
// p.11 "Base, advanced and expert cards"): our card data has no tier (shared data README, gap 1).
const char *const kSchemaV2 = R"sql(
CREATE TABLE card_tiers (
    game_type  TEXT NOT NULL,
    card       TEXT NOT NULL CHECK (length(card) > 0),
    tier       TEXT NOT NULL CHECK (tier IN ('basic', 'advanced', 'expert')),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (game_type, card)
) WITHOUT ROWID;
)sql";

// Version 3: a checksum chain over each game's action log (db/action_chain.h, docs/state-format.md
// "Damaged databases"), and the chain of each game's last row in games.log_head, so that rows missing
// at the end of a log are found too. The rows already stored get their chain from fillActionChains() in
// the same transaction, so a damage that happened before this version cannot be told apart any more.
const char *const kSchemaV3 = R"sql(
ALTER TABLE actions ADD COLUMN chain TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN log_head TEXT NOT NULL DEFAULT '';
)sql";
constexpr int kChainVersion = 3;

// Version 4: a stable id (db/uuid.h) per game and per player, so that a history exported from one
// database merges into another by id (db/history_import.h) instead of by name or row number. The rows
// already stored get a random one here; GameStore writes one with every new row. ALTER TABLE cannot add
// a UNIQUE column, hence the unique indexes; the '' default never survives (every row is filled below
// and every INSERT gives one, a second '' would break the index).
std::string schemaV4()
{
    const std::string uuid = kNewUuidSql;
    return "ALTER TABLE games ADD COLUMN uuid TEXT NOT NULL DEFAULT '';\n"
           "ALTER TABLE players ADD COLUMN uuid TEXT NOT NULL DEFAULT '';\n"
           "UPDATE games SET uuid = " + uuid + ";\n"
           "UPDATE players SET uuid = " + uuid + ";\n"
           "CREATE UNIQUE INDEX games_by_uuid ON games (uuid);\n"
           "CREATE UNIQUE INDEX players_by_uuid ON players (uuid);\n";
}

// Version 5: the history is editable and nothing is lost by editing (issue 15 §2, db/history_edit.h,
// db/players.h, db/logged_game.h). A game gets a place, notes, where it came from ('logged' = entered after
// the fact, its log holds only a setup row) and a trash time (deleted_at: kept 30 days, restorable); every
// edit keeps the value it replaced in game_edits; a corrected score keeps the computed one beside it; a
// merge of two players keeps what undoing it needs. The Hall of Fame view is rebuilt to skip the trash.
const char *const kSchemaV5 = R"sql(
ALTER TABLE games ADD COLUMN place TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN notes TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'app' CHECK (source IN ('app', 'logged'));
ALTER TABLE games ADD COLUMN deleted_at TEXT;
ALTER TABLE game_players ADD COLUMN score_computed INTEGER;
ALTER TABLE game_players ADD COLUMN correction_reason TEXT;

CREATE TABLE game_edits (
    id        INTEGER PRIMARY KEY,
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    edited_at TEXT NOT NULL,
    field     TEXT NOT NULL,
    before    TEXT,
    after     TEXT
);
CREATE INDEX game_edits_by_game ON game_edits (game_id, id);

-- One row per merge not undone: the merged-away player as it was, the games whose seats moved and the
-- earlier merges into that player that now point at the player it went into (repointed_json).
CREATE TABLE player_merges (
    id                  INTEGER PRIMARY KEY,
    from_id             INTEGER NOT NULL,
    from_uuid           TEXT NOT NULL,
    from_name           TEXT NOT NULL,
    from_created_at     TEXT NOT NULL,
    from_last_played_at TEXT NOT NULL,
    into_id             INTEGER NOT NULL,
    into_last_played_at TEXT NOT NULL,
    game_ids_json       TEXT NOT NULL,
    repointed_json      TEXT NOT NULL,
    merged_at           TEXT NOT NULL
);

DROP VIEW hall_of_fame;
CREATE VIEW hall_of_fame AS
SELECT g.id AS game_id, g.game_type, g.finished_at, p.name AS player, gp.nation, gp.side, gp.score,
       g.hall_of_fame_title AS title
FROM games g
JOIN game_players gp ON gp.game_id = g.id
JOIN players p ON p.id = gp.player_id
WHERE g.status = 'finished' AND g.solo = 1 AND gp.score IS NOT NULL AND g.deleted_at IS NULL;
)sql";

// Version 6: the history at scale (issue 15 §4): what the history list and the campaigns need, without reading every
// game. games.campaign is the options' "campaign" when it is a string ('' otherwise), computed by SQLite from
// options_json (a virtual column: every writer, import included, keeps it right without knowing of it; an
// unreadable options text gives ''). The indexes serve the paged list of one game type by id, the campaigns,
// the finished games by type and date (statistics) and the finished solo games (Hall of Fame).
const char *const kSchemaV6 = R"sql(
ALTER TABLE games ADD COLUMN campaign TEXT GENERATED ALWAYS AS (
    CASE WHEN json_valid(options_json) AND json_type(options_json, '$.campaign') = 'text'
         THEN json_extract(options_json, '$.campaign') ELSE '' END) VIRTUAL;
CREATE INDEX games_by_type ON games (game_type, id);
CREATE INDEX games_by_campaign ON games (campaign, id);
CREATE INDEX games_finished ON games (status, game_type, finished_at);
CREATE INDEX games_solo ON games (solo, status, game_type);
)sql";

// Version 7: the statistics at scale (issue 15 §1 and §4). A solo game's difficulty (the setup row's seat
// "difficulty": emperor / king / prince / chieftain, '' when the setup names none) is copied into games.difficulty
// by a trigger on the setup row; games.card_sets is the options' "card_sets" array as SQLite prints it
// ('["base","dynasties"]', '' without one), computed like games.campaign. The stats_* tables are the sums the
// statistics read instead of every seat (db/statistics.h): per key (game type, seats, solo, difficulty, card sets)
// and player and score, nation and side, pair of players, seat, and the number of games. solo_results is the Hall
// of Fame's rows with its index; seat_categories is each seat's final-score categories read from the stored final
// score once (a player's category averages without parsing every game). Triggers on games and game_players keep
// them right in the transaction of every write, whoever writes: each change takes the game's whole contribution
// out before it and puts it back after it.

// The key every summary row starts with, from games g.
const char *const kStatsKey = "g.game_type, (SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id), g.solo, "
                              "g.difficulty, g.card_sets";
const char *const kStatsKeyColumns = "game_type, players, solo, difficulty, card_sets";
const char *const kCounted = "g.status = 'finished' AND g.deleted_at IS NULL";

// One summary table: the columns after the key (`tail`: the rest of its primary key, then the sums), what a game's
// rows are read from (after "FROM games g") and which of them count.
struct SummaryTable {
    const char *name; ///< after the dimension's prefix
    std::vector<std::pair<std::string, std::string>> tail; ///< (column, value) of the rest of the primary key
    std::vector<std::pair<std::string, std::string>> sums; ///< (column, value of one row, "{sign}" = 1 or -1) summed
    std::string from;
    std::string where;
    /// The best score of its rows (schema 11's players by month and year, not keyed by score): the value of one row
    /// ("gp.score"), "" for none.
    std::string best = "";
};

const std::vector<SummaryTable> &summaryTables()
{
    const std::string seats = " JOIN game_players gp ON gp.game_id = g.id";
    const std::string win = "CASE WHEN g.solo = 0 AND gp.rank = 1 THEN {sign} ELSE 0 END";
    static const std::vector<SummaryTable> tables{
        {"games", {}, {{"games", "{sign}"}}, "", ""},
        {"players", {{"player_id", "gp.player_id"}, {"score", "gp.score"}}, {{"plays", "{sign}"}, {"wins", win}}, seats,
         " AND gp.score IS NOT NULL"},
        {"nations", {{"nation", "gp.nation"}, {"side", "gp.side"}},
         {{"plays", "{sign}"}, {"wins", win}, {"score_sum", "{sign} * gp.score"}}, seats,
         " AND gp.score IS NOT NULL AND gp.nation <> ''"},
        {"rivals", {{"player_a", "a.player_id"}, {"player_b", "b.player_id"}},
         {{"games", "{sign}"}, {"a_ahead", "{sign} * (a.rank < b.rank)"}, {"b_ahead", "{sign} * (a.rank > b.rank)"},
          {"even", "{sign} * (a.rank = b.rank)"}},
         " JOIN game_players a ON a.game_id = g.id JOIN game_players b ON b.game_id = g.id AND a.player_id < b.player_id",
         " AND a.rank IS NOT NULL AND b.rank IS NOT NULL"},
        {"seats", {{"seat", "gp.seat"}}, {{"plays", "{sign}"}, {"wins", "{sign} * (gp.rank = 1)"}}, seats,
         " AND g.solo = 0 AND gp.rank IS NOT NULL"},
    };
    return tables;
}

// What a family of summary tables adds to the key: nothing (stats_*, schema 7), the finish day (stats_day_*,
// schema 8) or one player of the game (stats_with_*, schema 8: a game counts once for each of its players).
struct StatsDimension {
    std::string prefix;
    std::string column; ///< the key's first column, "" for none
    std::string value;  ///< its value
    std::string join;   ///< after "FROM games g"
    std::string where;  ///< which games it holds
    /// Schema 11's periods: the key's period column ("month", "year"), and the summaries of the next finer period
    /// (by day, by month) a best score is brought back from; "" and null for the others.
    std::string period = "";
    const StatsDimension *finer = nullptr;
};

const StatsDimension kWhole{"stats_", "", "", "", ""};
// The finish day as the statistics' day filter compares it: finished_at >= 'from' and finished_at < 'to' || 'U'
// (db/statistics.cpp) hold for a day of up to 10 characters exactly when they hold for these first 10 characters of
// finished_at, followed by 'U' in the (never written) case of an 11th character at or after 'U'.
const StatsDimension kByDay{"stats_day_", "day",
    "substr(g.finished_at, 1, 10) || CASE WHEN substr(g.finished_at, 11, 1) >= 'U' THEN 'U' ELSE '' END", "",
    " AND g.finished_at IS NOT NULL"};
const StatsDimension kWithPlayer{"stats_with_", "with_player", "w.player_id", " JOIN game_players w ON w.game_id = g.id",
                                 ""};

// Schema 11's summaries by month and year: those of summaryTables() but for the players' sums, which are not keyed by
// score (the sums by day are, for the best score: at a row per score they would be about a row per seat again) but
// keep the sum of the scores and the best score.
const std::vector<SummaryTable> &periodTables()
{
    static const std::vector<SummaryTable> tables = [] {
        std::vector<SummaryTable> list = summaryTables();
        SummaryTable &players = list[1];
        players.tail = {{"player_id", "gp.player_id"}};
        players.sums.push_back({"score_sum", "{sign} * gp.score"});
        players.best = "gp.score";
        return list;
    }();
    return tables;
}

// The summaries of `dim`.
const std::vector<SummaryTable> &tablesOf(const StatsDimension &dim)
{
    return dim.period.empty() ? summaryTables() : periodTables();
}

// "key columns" of `t` in `dim`: the dimension's, the statistics' key, the table's tail.
std::string keyColumns(const StatsDimension &dim, const SummaryTable &t)
{
    std::string cols = dim.column.empty() ? std::string() : dim.column + ", ";
    cols += kStatsKeyColumns;
    for (const auto &[column, value] : t.tail)
        cols += ", " + column;
    return cols;
}

// keyColumns() one by one.
std::vector<std::string> keyColumnList(const StatsDimension &dim, const SummaryTable &t)
{
    std::vector<std::string> list;
    const std::string columns = keyColumns(dim, t) + ",";
    for (size_t at = 0, comma; (comma = columns.find(',', at)) != std::string::npos; at = comma + 2)
        list.push_back(columns.substr(at, comma - at));
    return list;
}

// The best score of a row of `t` (the players' sums) by month or year once a game is taken out (an expression of the
// row's columns): the best of the rows of its days or months that still count, in the finer summary `dim.finer`,
// which the same trigger brought up to date before (gameTriggers() of schema 11 writes them in that order).
std::string bestAgain(const StatsDimension &dim, const SummaryTable &t)
{
    const StatsDimension &finer = *dim.finer;
    const std::string row = dim.prefix + t.name + ".";
    // The finer periods of the row's: its days "YYYY-MM-DD" (keyed by score) for a month "YYYY-MM", its months for a
    // year.
    const bool days = finer.period.empty();
    const std::string period = days ? "day" : finer.period;
    std::string sql = "(SELECT MAX(l." + std::string(days ? "score" : "best") + ") FROM " + finer.prefix + t.name
                    + " l WHERE l." + period + " >= " + row + dim.period + " || '-' AND l." + period + " < "
                    + row + dim.period + " || 'U'";
    for (const std::string &column : keyColumnList(dim, t))
        if (column != dim.period)
            sql += " AND l." + column + " = " + row + column;
    return sql + " AND l.plays > 0)";
}

// `value` with its "{sign}" replaced by `sign`.
std::string signed_(std::string value, const std::string &sign)
{
    for (size_t at = value.find("{sign}"); at != std::string::npos; at = value.find("{sign}", at + sign.size()))
        value.replace(at, 6, sign);
    return value;
}

// "SELECT <key values>, <sums as `sum`>" of the games matching `games`, the rows of `t` in `dim`.
// `best` is the value of its best score, if `t` has one.
std::string summarySelect(const StatsDimension &dim, const SummaryTable &t, const std::string &games,
                          const std::function<std::string(const std::string &)> &sum, const std::string &best = "")
{
    std::string sql = "SELECT " + (dim.value.empty() ? std::string() : dim.value + ", ") + kStatsKey;
    for (const auto &[column, value] : t.tail)
        sql += ", " + value;
    for (const auto &[column, value] : t.sums)
        sql += ", " + sum(value);
    if (!t.best.empty())
        sql += ", " + best;
    return sql + " FROM games g" + dim.join + t.from + " WHERE (" + games + ") AND " + kCounted + dim.where + t.where;
}

std::string insertInto(const StatsDimension &dim, const SummaryTable &t)
{
    std::string sql = "INSERT INTO " + dim.prefix + t.name + " (" + keyColumns(dim, t);
    for (const auto &[column, value] : t.sums)
        sql += ", " + column;
    return sql + (t.best.empty() ? ") " : ", best) ");
}

// Adds (sign "1") or takes out (sign "-1") the contribution of the games matching `games` (an SQL condition on g)
// to the summary `t` of `dim`, a row at a time (a trigger's few games).
std::string tableContribution(const std::string &sign, const std::string &games, const StatsDimension &dim,
                              const SummaryTable &t)
{
    const std::string best = sign == "1" ? t.best : "NULL";
    std::string sql = insertInto(dim, t)
                    + summarySelect(dim, t, games, [&](const std::string &v) { return signed_(v, sign); }, best)
                    + " ON CONFLICT (" + keyColumns(dim, t) + ") DO UPDATE SET ";
    for (size_t i = 0; i < t.sums.size(); ++i)
        sql += (i ? ", " : "") + t.sums[i].first + " = " + t.sums[i].first + " + excluded." + t.sums[i].first;
    if (!t.best.empty()) // a game put back may be the best; one taken out leaves the best of the others
        sql += sign == "1" ? ", best = CASE WHEN best IS NULL OR excluded.best > best THEN excluded.best ELSE best END"
                           : ", best = " + bestAgain(dim, t);
    return sql + ";\n";
}

// tableContribution() to every summary of `dim`, and for the whole (schema 7) the Hall of Fame's rows.
std::string statsContribution(const std::string &sign, const std::string &games, const StatsDimension &dim = kWhole)
{
    std::string sql;
    for (const SummaryTable &t : tablesOf(dim))
        sql += tableContribution(sign, games, dim, t);
    if (dim.prefix != kWhole.prefix)
        return sql;
    const std::string where = " WHERE (" + games + ") AND " + kCounted;
    if (sign == "1")
        sql += "INSERT OR REPLACE INTO solo_results (game_id, seat, game_type, difficulty, card_sets, finished_at, "
               "player_id, nation, side, score) SELECT g.id, gp.seat, g.game_type, g.difficulty, g.card_sets, "
               "g.finished_at, gp.player_id, gp.nation, gp.side, gp.score FROM games g JOIN game_players gp "
               "ON gp.game_id = g.id" + where + " AND g.solo = 1 AND gp.score IS NOT NULL;\n";
    else
        sql += "DELETE FROM solo_results WHERE game_id IN (SELECT g.id FROM games g WHERE " + games + ");\n";
    return sql;
}

// Fills the empty summary `t` of `dim` from every stored game at once (a GROUP BY, not a row at a time).
std::string tableFill(const StatsDimension &dim, const SummaryTable &t)
{
    // The dimension's key columns ("with_player, day": two), the statistics' five, the table's tail.
    const size_t keys = (dim.column.empty() ? 0 : 1 + size_t(std::count(dim.column.begin(), dim.column.end(), ',')))
                      + 5 + t.tail.size();
    std::string groups;
    for (size_t i = 1; i <= keys; ++i)
        groups += (i > 1 ? ", " : "") + std::to_string(i);
    return insertInto(dim, t)
         + summarySelect(dim, t, "1", [](const std::string &v) { return "SUM(" + signed_(v, "1") + ")"; },
                         "MAX(" + t.best + ")")
         + " GROUP BY " + groups + ";\n";
}

// Fills the empty summaries of `dim` (tableFill()).
std::string statsFill(const StatsDimension &dim)
{
    std::string sql;
    for (const SummaryTable &t : tablesOf(dim))
        sql += tableFill(dim, t);
    return sql;
}

// gameTriggers()' triggers: name (before the suffix), when ("{columns}" = the columns of games whose update counts),
// the sign of the contribution, the game it names, and whether it runs `before(inserted)` first (1 = true, 0 = false,
// -1 = not at all).
struct GameTrigger {
    const char *name, *when, *sign, *game;
    int before;
};
const GameTrigger kGameTriggers[] = {
    {"stats_game_inserted", "AFTER INSERT ON games", "1", "NEW.id", 1},
    {"stats_game_updating", "BEFORE UPDATE OF {columns} ON games", "-1", "OLD.id", -1},
    {"stats_game_updated", "AFTER UPDATE OF {columns} ON games", "1", "NEW.id", 0},
    {"stats_game_deleting", "BEFORE DELETE ON games", "-1", "OLD.id", -1},
    {"stats_seat_inserting", "BEFORE INSERT ON game_players", "-1", "NEW.game_id", -1},
    {"stats_seat_inserted", "AFTER INSERT ON game_players", "1", "NEW.game_id", -1},
    {"stats_seat_updating", "BEFORE UPDATE ON game_players", "-1", "OLD.game_id", -1},
    {"stats_seat_updated", "AFTER UPDATE ON game_players", "1", "NEW.game_id", -1},
    {"stats_seat_deleting", "BEFORE DELETE ON game_players", "-1", "OLD.game_id", -1},
    {"stats_seat_deleted", "AFTER DELETE ON game_players", "1", "OLD.game_id", -1},
};

// The triggers that keep a table computed from the games right: each write to games or game_players takes the
// game's whole contribution out before it (`contribution("-1", games)`) and puts it back after it
// (`contribution("1", games)`), `games` an SQL condition on g naming the game. `suffix` names them apart.
// `moreColumns` (", final_json") are more columns of games whose update does so, and `before(inserted)` is SQL the
// triggers after a game's insert (true) or update (false) run before putting its contribution back.
std::string gameTriggers(const std::string &suffix,
                         const std::function<std::string(const std::string &, const std::string &)> &contribution,
                         const std::string &moreColumns = "",
                         const std::function<std::string(bool inserted)> &before = {})
{
    const std::string gameColumns = "game_type, status, finished_at, solo, options_json, difficulty, deleted_at" + moreColumns;
    std::string sql;
    for (const GameTrigger &t : kGameTriggers) {
        std::string when = t.when;
        if (const size_t at = when.find("{columns}"); at != std::string::npos)
            when.replace(at, 9, gameColumns);
        const std::string first = before && t.before >= 0 ? before(t.before == 1) : "";
        sql += "CREATE TRIGGER " + std::string(t.name) + suffix + " " + when + " BEGIN\n" + first
             + contribution(t.sign, "g.id = " + std::string(t.game)) + "END;\n";
    }
    return sql;
}

// Drops the triggers gameTriggers(`suffix`, ...) made.
std::string dropGameTriggers(const std::string &suffix)
{
    std::string sql;
    for (const GameTrigger &t : kGameTriggers)
        sql += "DROP TRIGGER " + std::string(t.name) + suffix + ";\n";
    return sql;
}

// The triggers that keep the summaries of `dim` right (gameTriggers()).
std::string statsTriggers(const StatsDimension &dim, const std::string &suffix)
{
    return gameTriggers(suffix, [&](const std::string &sign, const std::string &games) {
        return statsContribution(sign, games, dim);
    });
}

// The final-score categories of games, one row per seat and category (db/final_score_categories.h in SQL):
// `games` is a FROM clause naming each game's id `id` and its final score text `final` (NULL = none). The game
// types' sheet ("categories": [{key, label}], "players": [{categories: {key: VP}}], seat = index in "players") or
// else Nations' pad ("rows": [{player: seat, game_vp, colonies, ...}], in the pad's order, no label).
std::string categoriesOf(const std::string &games)
{
    const std::string sheet = "json_type(d.doc, '$.categories') IS 'array' AND json_type(d.doc, '$.players') IS 'array'";
    const std::string docs = "(SELECT id, doc, " + sheet + " AS sheet FROM (SELECT id, CASE WHEN json_valid(final) "
                             "THEN final ELSE '{}' END AS doc FROM " + games + ") d) d";
    return "INSERT OR IGNORE INTO seat_categories (game_id, seat, ord, key, label, value) "
           "SELECT d.id, p.key, c.key, json_extract(c.value, '$.key'), "
           "CASE WHEN json_type(c.value, '$.label') = 'text' THEN json_extract(c.value, '$.label') ELSE '' END, v.value "
           "FROM " + docs + ", json_each(d.doc, '$.players') p, json_each(d.doc, '$.categories') c, "
           "json_each(CASE WHEN p.type = 'object' THEN p.value ELSE '{}' END, '$.categories') v "
           "WHERE d.sheet AND c.type = 'object' AND json_type(c.value, '$.key') = 'text' "
           "AND v.key = json_extract(c.value, '$.key') AND v.type = 'integer';\n"
           "INSERT OR IGNORE INTO seat_categories (game_id, seat, ord, key, label, value) "
           "SELECT d.id, json_extract(r.value, '$.player'), k.ord, k.key, '', json_extract(r.value, '$.' || k.key) "
           "FROM " + docs + ", json_each(d.doc, '$.rows') r, (SELECT 0 AS ord, 'game_vp' AS key UNION ALL "
           "SELECT 1, 'colonies' UNION ALL SELECT 2, 'wonders' UNION ALL SELECT 3, 'buildings_military' UNION ALL "
           "SELECT 4, 'resources') k "
           "WHERE NOT d.sheet AND json_type(d.doc, '$.rows') = 'array' AND r.type = 'object' "
           "AND json_type(r.value, '$.player') = 'integer' AND json_type(r.value, '$.' || k.key) = 'integer';\n";
}

// A setup row's first seat's difficulty, '' when it names none.
std::string difficultyOf(const std::string &payload)
{
    return "CASE WHEN json_valid(" + payload + ") AND json_type(" + payload + ", '$.seats[0].difficulty') = 'text' "
           "THEN json_extract(" + payload + ", '$.seats[0].difficulty') ELSE '' END";
}

std::string schemaV7()
{
    std::string sql = R"sql(
ALTER TABLE games ADD COLUMN difficulty TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN card_sets TEXT GENERATED ALWAYS AS (
    CASE WHEN json_valid(options_json) AND json_type(options_json, '$.card_sets') = 'array'
         THEN json_extract(options_json, '$.card_sets') ELSE '' END) VIRTUAL;

CREATE TABLE stats_games (
    game_type TEXT NOT NULL, players INTEGER NOT NULL, solo INTEGER NOT NULL, difficulty TEXT NOT NULL,
    card_sets TEXT NOT NULL, games INTEGER NOT NULL,
    PRIMARY KEY (game_type, players, solo, difficulty, card_sets)
) WITHOUT ROWID;
CREATE TABLE stats_players (
    game_type TEXT NOT NULL, players INTEGER NOT NULL, solo INTEGER NOT NULL, difficulty TEXT NOT NULL,
    card_sets TEXT NOT NULL, player_id INTEGER NOT NULL, score INTEGER NOT NULL,
    plays INTEGER NOT NULL, wins INTEGER NOT NULL,
    PRIMARY KEY (game_type, players, solo, difficulty, card_sets, player_id, score)
) WITHOUT ROWID;
CREATE TABLE stats_nations (
    game_type TEXT NOT NULL, players INTEGER NOT NULL, solo INTEGER NOT NULL, difficulty TEXT NOT NULL,
    card_sets TEXT NOT NULL, nation TEXT NOT NULL, side TEXT NOT NULL,
    plays INTEGER NOT NULL, wins INTEGER NOT NULL, score_sum INTEGER NOT NULL,
    PRIMARY KEY (game_type, players, solo, difficulty, card_sets, nation, side)
) WITHOUT ROWID;
CREATE TABLE stats_rivals (
    game_type TEXT NOT NULL, players INTEGER NOT NULL, solo INTEGER NOT NULL, difficulty TEXT NOT NULL,
    card_sets TEXT NOT NULL, player_a INTEGER NOT NULL, player_b INTEGER NOT NULL,
    games INTEGER NOT NULL, a_ahead INTEGER NOT NULL, b_ahead INTEGER NOT NULL, even INTEGER NOT NULL,
    PRIMARY KEY (game_type, players, solo, difficulty, card_sets, player_a, player_b)
) WITHOUT ROWID;
CREATE TABLE stats_seats (
    game_type TEXT NOT NULL, players INTEGER NOT NULL, solo INTEGER NOT NULL, difficulty TEXT NOT NULL,
    card_sets TEXT NOT NULL, seat INTEGER NOT NULL, plays INTEGER NOT NULL, wins INTEGER NOT NULL,
    PRIMARY KEY (game_type, players, solo, difficulty, card_sets, seat)
) WITHOUT ROWID;
CREATE TABLE solo_results (
    game_id INTEGER NOT NULL, seat INTEGER NOT NULL, game_type TEXT NOT NULL, difficulty TEXT NOT NULL,
    card_sets TEXT NOT NULL, finished_at TEXT NOT NULL, player_id INTEGER NOT NULL, nation TEXT NOT NULL,
    side TEXT NOT NULL, score INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX solo_results_by_type ON solo_results (game_type, score DESC, finished_at, game_id);
CREATE INDEX solo_results_by_score ON solo_results (score DESC, finished_at, game_id);
CREATE INDEX solo_results_by_time ON solo_results (game_type, finished_at, game_id);
-- The statistics' reading of the games from their day, type or id without their large rows (options, final score).
CREATE INDEX games_stats ON games (status, game_type, finished_at, deleted_at, solo, difficulty, card_sets);
CREATE TABLE seat_categories (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE, seat INTEGER NOT NULL, ord INTEGER NOT NULL,
    key TEXT NOT NULL, label TEXT NOT NULL, value INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, ord)
) WITHOUT ROWID;
)sql";
    sql += "UPDATE games SET difficulty = COALESCE((SELECT " + difficultyOf("a.payload_json")
         + " FROM actions a WHERE a.game_id = games.id AND a.seq = 1), '') WHERE solo = 1;\n";
    sql += statsContribution("1", "1");
    sql += categoriesOf("(SELECT id, final_json AS final FROM games WHERE final_json IS NOT NULL)");
    sql += statsTriggers(kWhole, "");
    const auto trigger = [&](const std::string &name, const std::string &when, const std::string &body) {
        sql += "CREATE TRIGGER " + name + " " + when + " BEGIN\n" + body + "END;\n";
    };
    const std::string newGame = "(SELECT NEW.id AS id, NEW.final_json AS final)";
    trigger("seat_categories_inserted", "AFTER INSERT ON games WHEN NEW.final_json IS NOT NULL", categoriesOf(newGame));
    trigger("seat_categories_updated", "AFTER UPDATE OF final_json ON games",
            "DELETE FROM seat_categories WHERE game_id = OLD.id;\n" + categoriesOf(newGame));
    trigger("games_difficulty_from_setup", "AFTER INSERT ON actions WHEN NEW.seq = 1",
            "UPDATE games SET difficulty = " + difficultyOf("NEW.payload_json") + " WHERE id = NEW.game_id AND solo = 1;\n");
    return sql;
}

// Version 8: the statistics' day and "with player" filters at scale (issue 15 §4). The summaries of schema 7 once
// more, with the finish day (stats_day_*) and with each player of the game (stats_with_*: a game of four players
// counts in four rows, one under each of them) at the head of their key, filled here once from every stored game
// and kept right by their own triggers, like schema 7's.
std::string schemaV8()
{
    std::string sql;
    for (const StatsDimension *dim : {&kByDay, &kWithPlayer}) {
        for (const SummaryTable &t : summaryTables()) {
            sql += "CREATE TABLE " + dim->prefix + t.name + " (\n    " + dim->column
                 + (dim == &kByDay ? " TEXT" : " INTEGER") + " NOT NULL, game_type TEXT NOT NULL, players INTEGER NOT NULL, "
                   "solo INTEGER NOT NULL, difficulty TEXT NOT NULL, card_sets TEXT NOT NULL";
            for (const auto &[column, value] : t.tail)
                sql += ", " + column + (column == "nation" || column == "side" ? " TEXT" : " INTEGER") + " NOT NULL";
            for (const auto &[column, value] : t.sums)
                sql += ", " + column + " INTEGER NOT NULL";
            sql += ",\n    PRIMARY KEY (" + keyColumns(*dim, t) + ")\n) WITHOUT ROWID;\n";
        }
        sql += statsFill(*dim);
    }
    sql += statsTriggers(kByDay, "_by_day") + statsTriggers(kWithPlayer, "_with_player");
    // The statistics' reading of one player's games by id (db/statistics.cpp) without their large rows.
    sql += "CREATE INDEX games_by_id ON games (id, status, deleted_at, game_type, finished_at, solo, difficulty, card_sets);\n";
    return sql;
}

// Version 9: a player's results in date order (issue 15 §4: the detail of a player of 15,000 games read their seats
// by id through games and sorted them). One row per scored and ranked seat of a counted game (finished, not in the
// trash), keyed by player and finish time, with what the detail and its filters read; kept by triggers like the
// summaries (a game's rows deleted before each write to it and written again after it) and filled here.
std::string playerResultsOf(const std::string &games)
{
    return "INSERT OR REPLACE INTO player_results (player_id, finished_at, game_id, seat, game_type, players, solo, "
           "difficulty, card_sets, score, rank, nation, side) SELECT gp.player_id, COALESCE(g.finished_at, ''), g.id, "
           "gp.seat, g.game_type, (SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id), g.solo, g.difficulty, "
           "g.card_sets, gp.score, gp.rank, gp.nation, gp.side FROM games g JOIN game_players gp ON gp.game_id = g.id "
           "WHERE (" + games + ") AND " + kCounted + " AND gp.score IS NOT NULL AND gp.rank IS NOT NULL;\n";
}

std::string schemaV9()
{
    std::string sql = R"sql(
CREATE TABLE player_results (
    player_id   INTEGER NOT NULL,
    finished_at TEXT NOT NULL,
    game_id     INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    game_type   TEXT NOT NULL,
    players     INTEGER NOT NULL,
    solo        INTEGER NOT NULL,
    difficulty  TEXT NOT NULL,
    card_sets   TEXT NOT NULL,
    score       INTEGER NOT NULL,
    rank        INTEGER NOT NULL,
    nation      TEXT NOT NULL,
    side        TEXT NOT NULL,
    PRIMARY KEY (player_id, finished_at, game_id)
) WITHOUT ROWID;
CREATE INDEX player_results_by_game ON player_results (game_id);
)sql";
    sql += playerResultsOf("1");
    sql += gameTriggers("_player_results", [](const std::string &sign, const std::string &games) {
        return sign == "1" ? playerResultsOf(games)
                           : "DELETE FROM player_results WHERE game_id IN (SELECT g.id FROM games g WHERE " + games + ");\n";
    });
    return sql;
}

// Version 10: a day filter together with "with player", and a player's category averages, at scale (issue 15 §4:
// both read the games or every category row of the player's seats). The five summaries once more with each player of
// the game and the finish day at the head of their key (stats_with_day_*), and the sums of each scored seat's
// final-score categories (seat_categories) per player of the game ("with player", the seat's own player among them),
// seat's player, statistics' key and category key, without and with the finish day (player_categories,
// player_day_categories). Filled here once and kept by triggers like the others; the categories' triggers also run
// on a change of the final score, after bringing seat_categories up to date themselves (SQLite does not promise in
// which order the triggers of one statement run, so they cannot wait for seat_categories_updated).
const StatsDimension kWithDay{"stats_with_day_", "with_player, day", "w.player_id, " + kByDay.value, kWithPlayer.join,
                              kByDay.where};
// The categories' dimensions: the seat's player (gp, joined by kCategories) after the player of the game.
const StatsDimension kCategoriesWith{"player_", "with_player, player_id", "w.player_id, gp.player_id", kWithPlayer.join, ""};
const StatsDimension kCategoriesWithDay{"player_day_", "with_player, player_id, day",
                                        "w.player_id, gp.player_id, " + kByDay.value, kWithPlayer.join, kByDay.where};
const SummaryTable kCategories{"categories", {{"key", "c.key"}}, {{"games", "{sign}"}, {"value_sum", "{sign} * c.value"}},
    " JOIN game_players gp ON gp.game_id = g.id JOIN seat_categories c ON c.game_id = g.id AND c.seat = gp.seat",
    " AND gp.score IS NOT NULL AND gp.rank IS NOT NULL"};

// CREATE TABLE of the summary `t` of `dim`, whose own key columns are declared `declared`.
std::string createSummary(const StatsDimension &dim, const std::string &declared, const SummaryTable &t)
{
    std::string sql = "CREATE TABLE " + dim.prefix + t.name + " (\n    " + declared
                    + ", game_type TEXT NOT NULL, players INTEGER NOT NULL, solo INTEGER NOT NULL, "
                      "difficulty TEXT NOT NULL, card_sets TEXT NOT NULL";
    for (const auto &[column, value] : t.tail)
        sql += ", " + column + (column == "nation" || column == "side" || column == "key" ? " TEXT" : " INTEGER") + " NOT NULL";
    for (const auto &[column, value] : t.sums)
        sql += ", " + column + " INTEGER NOT NULL";
    if (!t.best.empty())
        sql += ", best INTEGER"; // NULL while no game counts
    return sql + ",\n    PRIMARY KEY (" + keyColumns(dim, t) + ")\n) WITHOUT ROWID;\n";
}

// seat_categories of the game as its final score says, before the game's categories are put back (the same rows
// seat_categories_inserted / _updated write: INSERT OR IGNORE, whichever runs first): gameTriggers()' `before`.
std::string currentCategories(bool inserted)
{
    if (inserted)
        return categoriesOf("(SELECT NEW.id AS id, NEW.final_json AS final)");
    return "DELETE FROM seat_categories WHERE game_id = NEW.id AND NEW.final_json IS NOT OLD.final_json;\n"
         + categoriesOf("(SELECT NEW.id AS id, NEW.final_json AS final WHERE NEW.final_json IS NOT OLD.final_json)");
}

std::string schemaV10()
{
    std::string sql;
    for (const SummaryTable &t : summaryTables())
        sql += createSummary(kWithDay, "with_player INTEGER NOT NULL, day TEXT NOT NULL", t) + tableFill(kWithDay, t);
    sql += statsTriggers(kWithDay, "_with_day");
    sql += createSummary(kCategoriesWith, "with_player INTEGER NOT NULL, player_id INTEGER NOT NULL", kCategories)
         + tableFill(kCategoriesWith, kCategories);
    sql += createSummary(kCategoriesWithDay, "with_player INTEGER NOT NULL, player_id INTEGER NOT NULL, day TEXT NOT NULL",
                         kCategories)
         + tableFill(kCategoriesWithDay, kCategories);
    sql += gameTriggers("_categories", [](const std::string &sign, const std::string &games) {
        return tableContribution(sign, games, kCategoriesWith, kCategories)
             + tableContribution(sign, games, kCategoriesWithDay, kCategories);
    }, ", final_json", currentCategories);
    return sql;
}

// Version 11: long day ranges at scale (issue 15 §4: a range of years summed every day's rows of the summaries by
// day, about a row per seat and per pair of players a day: ~1 s at 100,000 games over ten years). The summaries by
// finish day (stats_day_*), by player of the game and finish day (stats_with_day_*) and the category sums by finish
// day (player_day_categories) once more by finish month "YYYY-MM" (stats_month_*, stats_with_month_*,
// player_month_categories) and year "YYYY" (stats_year_*, stats_with_year_*, player_year_categories): the statistics
// read a range in parts of whole years, whole months and days (db/stats_periods.h, db/statistics.cpp). The
// players' sums by month and year are kept without the score in their key (periodTables()). Their triggers are those
// by day, dropped and made again with the months' and years' statements after the days' (a best score taken out is
// brought back from the finer period's rows, which must be up to date first; SQLite does not promise in which order
// the triggers of one statement run).
const std::string kMonth = "substr(g.finished_at, 1, 7)", kYear = "substr(g.finished_at, 1, 4)";
const StatsDimension kByMonth{"stats_month_", "month", kMonth, "", kByDay.where, "month", &kByDay};
const StatsDimension kByYear{"stats_year_", "year", kYear, "", kByDay.where, "year", &kByMonth};
const StatsDimension kWithMonth{"stats_with_month_", "with_player, month", "w.player_id, " + kMonth, kWithPlayer.join,
                                kByDay.where, "month", &kWithDay};
const StatsDimension kWithYear{"stats_with_year_", "with_player, year", "w.player_id, " + kYear, kWithPlayer.join,
                               kByDay.where, "year", &kWithMonth};
const StatsDimension kCategoriesWithMonth{"player_month_", "with_player, player_id, month",
                                          "w.player_id, gp.player_id, " + kMonth, kWithPlayer.join, kByDay.where};
const StatsDimension kCategoriesWithYear{"player_year_", "with_player, player_id, year",
                                         "w.player_id, gp.player_id, " + kYear, kWithPlayer.join, kByDay.where};

// Fills the empty summary `t` of the period `dim` (its key's `period` column: "month" or "year") from the rows `finerT`
// of the summary of the next finer period `finer` (by day: `finerPeriod` "day", by month), filled before: the rows
// tableFill() writes from the games, but from a row per day or month instead of every seat of every game again (issue
// 15 §4: at 100,000 games the migration to 11 took two minutes). A finer row whose count (the first sum: games or plays)
// is 0 counts no game: the triggers leave it behind when a game leaves its day, and no game gives tableFill() one. The
// players' sums by day are keyed by score (periodTables()): their score sum is the score times the plays, their best
// the highest score; by month they carry both, summed and taken the highest of.
std::string periodFill(const StatsDimension &dim, const std::string &period, const StatsDimension &finer,
                       const std::string &finerPeriod, const SummaryTable &t, const SummaryTable &finerT)
{
    std::string select, groups;
    const std::vector<std::string> keys = keyColumnList(dim, t);
    for (size_t i = 0; i < keys.size(); ++i) {
        select += (i ? ", " : "") + (keys[i] == period ? "substr(l." + finerPeriod + ", 1, " + (period == "month" ? "7" : "4") + ")"
                                                        : "l." + keys[i]);
        groups += (i ? ", " : "") + std::to_string(i + 1);
    }
    for (const auto &[column, value] : t.sums) {
        const bool finerHas = std::any_of(finerT.sums.begin(), finerT.sums.end(),
                                          [&column = column](const auto &sum) { return sum.first == column; });
        select += ", SUM(" + (finerHas ? "l." + column : std::string("l.score * l.plays")) + ")"; // else the players' score sum
    }
    if (!t.best.empty())
        select += std::string(", MAX(l.") + (finerT.best.empty() ? "score" : "best") + ")";
    return insertInto(dim, t) + "SELECT " + select + " FROM " + finer.prefix + finerT.name + " l WHERE l." + t.sums[0].first
         + " > 0 GROUP BY " + groups + ";\n";
}

std::string schemaV11()
{
    std::string sql;
    for (const char *suffix : {"_by_day", "_with_day", "_categories"})
        sql += dropGameTriggers(suffix);
    const std::vector<std::pair<const StatsDimension *, std::string>> periods{
        {&kByMonth, "month TEXT NOT NULL"}, {&kByYear, "year TEXT NOT NULL"},
        {&kWithMonth, "with_player INTEGER NOT NULL, month TEXT NOT NULL"},
        {&kWithYear, "with_player INTEGER NOT NULL, year TEXT NOT NULL"}};
    // Each filled from the finer period's rows (periodFill()): the months from the days, the years from the months.
    for (const auto &[dim, declared] : periods) {
        const std::string finerPeriod = dim->finer->period.empty() ? "day" : dim->finer->period;
        for (size_t i = 0; i < periodTables().size(); ++i)
            sql += createSummary(*dim, declared, periodTables()[i])
                 + periodFill(*dim, dim->period, *dim->finer, finerPeriod, periodTables()[i], tablesOf(*dim->finer)[i]);
    }
    for (const auto &[dim, period, finer, finerPeriod] :
         {std::tuple{&kCategoriesWithMonth, "month", &kCategoriesWithDay, "day"},
          std::tuple{&kCategoriesWithYear, "year", &kCategoriesWithMonth, "month"}})
        sql += createSummary(*dim, "with_player INTEGER NOT NULL, player_id INTEGER NOT NULL, " + std::string(period)
                                       + " TEXT NOT NULL", kCategories)
             + periodFill(*dim, period, *finer, finerPeriod, kCategories, kCategories);
    // The day's statements first, then the month's, then the year's (bestAgain()).
    const auto periodsOf = [](std::vector<const StatsDimension *> dims) {
        return [dims](const std::string &sign, const std::string &games) {
            std::string body;
            for (const StatsDimension *dim : dims)
                body += statsContribution(sign, games, *dim);
            return body;
        };
    };
    sql += gameTriggers("_by_day", periodsOf({&kByDay, &kByMonth, &kByYear}));
    sql += gameTriggers("_with_day", periodsOf({&kWithDay, &kWithMonth, &kWithYear}));
    sql += gameTriggers("_categories", [](const std::string &sign, const std::string &games) {
        std::string body;
        for (const StatsDimension *dim : {&kCategoriesWith, &kCategoriesWithDay, &kCategoriesWithMonth, &kCategoriesWithYear})
            body += tableContribution(sign, games, *dim, kCategories);
        return body;
    }, ", final_json", currentCategories);
    return sql;
}

// Computes `chain` for every stored action row, game by game in seq order, and each game's log_head.
void fillActionChains(const Database &db)
{
    Statement rows = db.prepare("SELECT game_id, seq, kind, payload_json FROM actions ORDER BY game_id, seq");
    Statement update = db.prepare("UPDATE actions SET chain = ?1 WHERE game_id = ?2 AND seq = ?3");
    int64_t game = -1;
    std::string previous;
    while (rows.step()) {
        const int64_t id = rows.int64(0);
        const int64_t seq = rows.int64(1);
        if (id != game) {
            game = id;
            previous.clear();
        }
        previous = actionChain(previous, id, seq, rows.text(2), rows.text(3));
        update.bind(1, previous).bind(2, id).bind(3, seq).run();
        update.reset();
    }
    db.exec("UPDATE games SET log_head = COALESCE((SELECT a.chain FROM actions a WHERE a.game_id = games.id "
            "ORDER BY a.seq DESC LIMIT 1), '')",
            "Recording the last checksum of each game");
}

bool hasTables(const Database &db)
{
    Statement st = db.prepare("SELECT 1 FROM sqlite_master LIMIT 1");
    return st.step();
}

} // namespace

const std::vector<std::string> &migrations()
{
    static const std::vector<std::string> list{kSchemaV1, kSchemaV2, kSchemaV3, schemaV4(), kSchemaV5, kSchemaV6,
                                                schemaV7(), schemaV8(), schemaV9(), schemaV10(), schemaV11()};
    return list;
}

int latestSchemaVersion()
{
    return static_cast<int>(migrations().size());
}

void checkSchemaNotNewer(const Database &db)
{
    const int version = db.userVersion();
    if (version > latestSchemaVersion()) {
        throw DbError("Cannot open '" + db.path()
                      + "': database was written by a newer version of Nations Companion (schema "
                      + std::to_string(version) + ", this app knows " + std::to_string(latestSchemaVersion())
                      + "). Update the app; the file was left untouched.");
    }
}

std::vector<std::string> sqlStatements(const std::string &sql)
{
    std::vector<std::string> list;
    size_t start = 0;
    for (size_t semicolon = sql.find(';'); semicolon != std::string::npos; semicolon = sql.find(';', semicolon + 1)) {
        std::string statement = sql.substr(start, semicolon + 1 - start);
        if (sqlite3_complete(statement.c_str())) {
            list.push_back(std::move(statement));
            start = semicolon + 1;
        }
    }
    if (sql.find_first_not_of(" \t\r\n", start) != std::string::npos)
        list.push_back(sql.substr(start));
    return list;
}

bool needsMigration(const std::string &path)
{
    sqlite3 *raw = nullptr;
    int version = 0;
    if (sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(raw, "PRAGMA user_version", -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
            version = sqlite3_column_int(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close_v2(raw);
    return version >= 1 && version < latestSchemaVersion();
}

int migrate(const Database &db, int targetVersion, const MigrationProgress &progress)
{
    const int latest = latestSchemaVersion();
    if (targetVersion < 0)
        targetVersion = latest;
    if (targetVersion > latest)
        throw DbError("Cannot migrate '" + db.path() + "' to schema " + std::to_string(targetVersion)
                      + ": this app knows schema " + std::to_string(latest) + " at most");
    checkSchemaNotNewer(db);

    // The steps of the pending migrations, counted before the first (the progress' total).
    int64_t total = 0, done = 0;
    if (progress)
        for (int version = db.userVersion(); version < targetVersion; ++version)
            total += int64_t(sqlStatements(migrations()[size_t(version)]).size()) + (version + 1 == kChainVersion ? 1 : 0);
    const auto step = [&] {
        if (progress && done < total)
            progress(++done, total);
    };

    int applied = 0;
    while (db.userVersion() < targetVersion) {
        Transaction tx(db);
        // Read the version again under the write lock: another process may have migrated meanwhile.
        const int version = db.userVersion();
        if (version >= targetVersion)
            break; // the transaction rolls back; nothing was written
        if (version == 0 && hasTables(db))
            throw DbError("Cannot open '" + db.path()
                          + "': it is an SQLite database of another program (it has tables but no Nations "
                            "Companion schema version). The file was left untouched.");
        // A statement at a time, for the progress (as sqlite3_exec() runs them, in the same transaction).
        for (const std::string &statement : sqlStatements(migrations()[static_cast<size_t>(version)])) {
            db.exec(statement, "Upgrading the schema to version " + std::to_string(version + 1));
            step();
        }
        if (version + 1 == kChainVersion) {
            fillActionChains(db);
            step();
        }
        db.exec("PRAGMA user_version = " + std::to_string(version + 1), "Recording the schema version");
        tx.commit();
        ++applied;
    }
    if (progress && applied > 0 && done < total) // another process applied some of them meanwhile
        progress(total, total);
    return applied;
}

} // namespace nc::db
