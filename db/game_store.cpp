#include "db/game_store.h"

#include "db/action_chain.h"
#include "db/checked_log.h"
#include "db/database.h"
#include "db/uuid.h"

#include "core/json_input.h"

#include <algorithm>
#include <cstdint>
#include <set>

namespace nc::db {

namespace {

// The statements run for every game and every action (createGame, appendAction, finishGame, abandonGame and the
// reads they make) come from the connection's cache (Database::prepareCached): an INSERT or UPDATE of games,
// game_players or actions has the summary tables' triggers (schemas 7-10) compiled into it, 2-4 ms per preparation,
// which was most of the CPU time of storing a game (docs/benchmarks.md "The cost of storing a game"). The history's
// reads prepare as they go.

// ISO-8601 UTC with milliseconds, computed by SQLite so every row of one statement gets the same time.
#define NC_NOW "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

std::string sideText(char side)
{
    return side == '\0' ? std::string() : std::string(1, side);
}

char sideChar(const std::string &text)
{
    return text.empty() ? '\0' : text.front();
}

std::string trimmed(const std::string &text)
{
    const auto isSpace = [](unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    auto begin = std::find_if_not(text.begin(), text.end(), isSpace);
    auto end = std::find_if_not(text.rbegin(), std::string::const_reverse_iterator(begin), isSpace).base();
    return std::string(begin, end);
}

GameStatus parseStatus(const std::string &text)
{
    if (text == "finished")
        return GameStatus::Finished;
    if (text == "abandoned")
        return GameStatus::Abandoned;
    return GameStatus::Active;
}

// Refuses to store text the app could not parse back when it rebuilds the game: the same entry point
// and limits as every JSON text the app reads (nc::parseJson), e.g. "The action is refused: not valid
// JSON at line 1, column 9: ... ('{"card":')".
void requireJson(const std::string &text, const std::string &what, const std::string &path)
{
    try {
        (void)nc::parseJson(text);
    } catch (const nc::JsonInputError &e) {
        throw DbError(what + " is refused: " + e.what() + " ('" + nc::quoteText(text, 60) + "') (database '" + path
                      + "')");
    }
}

// Inserts row `seq` of a game's log with its checksum chain over `previousChain` (db/action_chain.h) and
// records it as the game's last row (games.log_head); part of the caller's transaction.
void insertActionRow(Database &db, int64_t gameId, int64_t seq, const std::string &previousChain,
                     const std::string &kind, const std::string &payloadJson)
{
    const std::string chain = actionChain(previousChain, gameId, seq, kind, payloadJson);
    Statement insert = db.prepareCached("INSERT INTO actions (game_id, seq, kind, payload_json, created_at, chain) "
                                  "VALUES (?1, ?2, ?3, ?4, " NC_NOW ", ?5)");
    insert.bind(1, gameId).bind(2, seq).bind(3, kind).bind(4, payloadJson).bind(5, chain).run();
    Statement head = db.prepareCached("UPDATE games SET log_head = ?1 WHERE id = ?2");
    head.bind(1, chain).bind(2, gameId).run();
}

// Stores (replacing) or, with an empty `valuesJson`, removes one remembered nation correction; part of
// the caller's transaction when there is one, else a single statement is its own durable transaction.
void writeNationCorrection(const Database &db, const std::string &gameType, const std::string &nation, char side,
                           const std::string &valuesJson)
{
    if (valuesJson.empty()) {
        Statement st = db.prepareCached("DELETE FROM nation_corrections WHERE game_type = ?1 AND nation = ?2 AND side = ?3");
        st.bind(1, gameType).bind(2, nation).bind(3, sideText(side)).run();
        return;
    }
    Statement st = db.prepareCached("INSERT INTO nation_corrections (game_type, nation, side, values_json, updated_at) "
                              "VALUES (?1, ?2, ?3, ?4, " NC_NOW ") ON CONFLICT (game_type, nation, side) DO UPDATE "
                              "SET values_json = excluded.values_json, updated_at = excluded.updated_at");
    st.bind(1, gameType).bind(2, nation).bind(3, sideText(side)).bind(4, valuesJson).run();
}

int64_t sqlLimit(int limit)
{
    return limit <= 0 ? -1 : limit; // SQLite: a negative LIMIT means none
}

} // namespace

const char *statusName(GameStatus status)
{
    switch (status) {
    case GameStatus::Finished:
        return "finished";
    case GameStatus::Abandoned:
        return "abandoned";
    case GameStatus::Active:
        break;
    }
    return "active";
}

GameStore::GameStore(Database &db)
    : m_db(db)
{
}

void GameStore::fail(const std::string &message) const
{
    throw DbError(message + " (database '" + m_db.path() + "')");
}

GameStatus GameStore::requireGame(int64_t gameId, const char *action) const
{
    Statement st = m_db.prepareCached("SELECT status FROM games WHERE id = ?1");
    st.bind(1, gameId);
    if (!st.step())
        fail(std::string("Cannot ") + action + ": game " + std::to_string(gameId) + " does not exist");
    return parseStatus(st.text(0));
}

int64_t GameStore::createGame(const std::string &gameType, const std::string &optionsJson,
                              const std::vector<SeatInfo> &seats, const std::string &setupPayloadJson,
                              const std::vector<NationCorrectionUpdate> &corrections)
{
    if (gameType.empty())
        fail("Cannot start a game: no game type given");
    if (seats.empty())
        fail("Cannot start a game: no players given");
    const std::string options = optionsJson.empty() ? std::string("{}") : optionsJson;
    requireJson(options, "The game options", m_db.path());
    requireJson(setupPayloadJson, "The game setup", m_db.path());
    std::vector<std::string> names;
    for (const SeatInfo &seat : seats) {
        names.push_back(trimmed(seat.playerName));
        if (names.back().empty())
            fail("Cannot start a game: seat " + std::to_string(names.size() - 1) + " has no player name");
    }
    for (const NationCorrectionUpdate &c : corrections) {
        if (c.nation.empty())
            fail("Cannot start a game: a nation correction names no nation");
        if (!c.valuesJson.empty())
            requireJson(c.valuesJson, "The nation correction", m_db.path());
    }

    Transaction tx(m_db);
    // Upsert keeps the first spelling of a name; RETURNING gives the id in both cases.
    // A new player gets a new stable id (db/uuid.h); a known one keeps the id he has.
    Statement upsert = m_db.prepareCached(std::string("INSERT INTO players (name, created_at, last_played_at, uuid) VALUES (?1, "
                                                NC_NOW ", " NC_NOW ", ") + kNewUuidSql
                                    + ") ON CONFLICT (name) DO UPDATE SET last_played_at = "
                                      "excluded.last_played_at RETURNING id");
    std::vector<int64_t> playerIds;
    for (const std::string &name : names) {
        upsert.bind(1, name);
        upsert.step();
        const int64_t id = upsert.int64(0);
        upsert.reset();
        // Compare ids, not names, so "Ann" and "ann" count as the same person exactly as SQLite does.
        if (std::find(playerIds.begin(), playerIds.end(), id) != playerIds.end())
            fail("Cannot start a game: player '" + name + "' is listed twice");
        playerIds.push_back(id);
    }

    Statement insertGame = m_db.prepareCached(std::string("INSERT INTO games (game_type, status, created_at, solo, options_json, "
                                                    "uuid) VALUES (?1, 'active', " NC_NOW ", ?2, ?3, ") + kNewUuidSql + ")");
    insertGame.bind(1, gameType).bind(2, int64_t(seats.size() == 1 ? 1 : 0)).bind(3, options).run();
    const int64_t gameId = m_db.lastInsertRowId();

    Statement insertSeat = m_db.prepareCached("INSERT INTO game_players (game_id, seat, player_id, nation, side) "
                                        "VALUES (?1, ?2, ?3, ?4, ?5)");
    for (size_t i = 0; i < seats.size(); ++i) {
        insertSeat.bind(1, gameId).bind(2, int64_t(i)).bind(3, playerIds[i]).bind(4, seats[i].nation);
        insertSeat.bind(5, sideText(seats[i].side)).run();
        insertSeat.reset();
    }

    insertActionRow(m_db, gameId, 1, "", "setup", setupPayloadJson);

    for (const NationCorrectionUpdate &c : corrections)
        writeNationCorrection(m_db, gameType, c.nation, c.side, c.valuesJson);

    tx.commit();
    return gameId;
}

int64_t GameStore::appendAction(int64_t gameId, const std::string &kind, const std::string &payloadJson)
{
    if (kind.empty())
        fail("Cannot record the action in game " + std::to_string(gameId) + ": no action kind given");
    requireJson(payloadJson, "The action", m_db.path());

    Transaction tx(m_db);
    const GameStatus status = requireGame(gameId, "record the action");
    if (status != GameStatus::Active)
        fail("Cannot record the action: game " + std::to_string(gameId) + " is " + statusName(status)
             + "; its log is closed");

    // The last row's seq and chain, read under the write lock (BEGIN IMMEDIATE): the new row's chain
    // covers it, and is written in the same transaction as the row (db/action_chain.h).
    int64_t seq = 1;
    std::string previous;
    {
        Statement last = m_db.prepareCached("SELECT seq, chain FROM actions WHERE game_id = ?1 ORDER BY seq DESC LIMIT 1");
        last.bind(1, gameId);
        if (last.step()) {
            seq = last.int64(0) + 1;
            previous = last.text(1);
        }
    }
    insertActionRow(m_db, gameId, seq, previous, kind, payloadJson);

    tx.commit(); // durable from here on: only now may the caller confirm the action
    return seq;
}

std::vector<StoredAction> GameStore::actions(int64_t gameId) const
{
    Statement st = m_db.prepare("SELECT seq, kind, payload_json, created_at FROM actions WHERE game_id = ?1 "
                                "ORDER BY seq");
    st.bind(1, gameId);
    std::vector<StoredAction> result;
    while (st.step())
        result.push_back({st.int64(0), st.text(1), st.text(2), st.text(3)});
    return result;
}

std::vector<std::string> GameStore::actionPayloads(const std::string &gameType, const std::string &kind) const
{
    Statement st = m_db.prepare("SELECT a.payload_json FROM actions a JOIN games g ON g.id = a.game_id "
                                "WHERE g.game_type = ?1 AND a.kind = ?2 ORDER BY a.game_id, a.seq");
    st.bind(1, gameType);
    st.bind(2, kind);
    std::vector<std::string> result;
    while (st.step())
        result.push_back(st.text(0));
    return result;
}

CheckedLog GameStore::checkedActions(int64_t gameId) const
{
    return checkedLog(m_db, gameId);
}

CheckedLog checkedLog(const Database &db, int64_t gameId)
{
    // From the cache: preparing them for every game of an export took 40 % of its reading thread's CPU.
    Statement st = db.prepareCached("SELECT seq, kind, payload_json, created_at, chain FROM actions WHERE game_id = ?1 "
                                    "ORDER BY seq");
    st.bind(1, gameId);
    CheckedLog log;
    std::string previous;
    while (st.step()) {
        const int64_t expected = int64_t(log.actions.size()) + 1;
        StoredAction a{st.int64(0), st.text(1), st.text(2), st.text(3)};
        if (a.seq != expected) {
            log.damage = LogDamage{expected, "row " + std::to_string(expected) + " of the log is missing (the next row is "
                                                 + std::to_string(a.seq) + ")"};
            break;
        }
        const std::string chain = actionChain(previous, gameId, a.seq, a.kind, a.payloadJson);
        if (st.text(4) != chain) {
            log.damage = LogDamage{a.seq, "row " + std::to_string(a.seq)
                                              + " of the log does not match its checksum: it was changed or damaged "
                                                "after it was saved, or a row before it is missing"};
            break;
        }
        previous = chain;
        log.actions.push_back(std::move(a));
    }
    st.reset();
    if (!log.damage) {
        // The last row must be the one the game recorded last: otherwise rows are missing at the end.
        Statement head = db.prepareCached("SELECT log_head FROM games WHERE id = ?1");
        head.bind(1, gameId);
        if (head.step() && head.text(0) != previous) {
            const int64_t next = int64_t(log.actions.size()) + 1;
            log.damage = LogDamage{next, "the log ends at row " + std::to_string(next - 1)
                                             + " but the game recorded a later last row: row "
                                             + std::to_string(next)
                                             + " and any after it are missing (or that record is damaged)"};
        }
    }
    return log;
}

std::optional<int64_t> GameStore::latestActiveGame(const std::string &gameType) const
{
    Statement st = m_db.prepare("SELECT id FROM games WHERE status = 'active' AND (?1 = '' OR game_type = ?1) "
                                "ORDER BY id DESC LIMIT 1");
    st.bind(1, gameType);
    if (!st.step())
        return std::nullopt;
    return st.int64(0);
}

void GameStore::finishGame(int64_t gameId, const std::string &finalJson, const std::vector<SeatResult> &results,
                           const std::string &hallOfFameTitle)
{
    if (!finalJson.empty())
        requireJson(finalJson, "The final score sheet", m_db.path());
    std::set<int> seen;
    for (const SeatResult &r : results) {
        if (!seen.insert(r.seat).second)
            fail("Cannot finish game " + std::to_string(gameId) + ": seat " + std::to_string(r.seat)
                 + " has two results");
        if (r.rank < 1)
            fail("Cannot finish game " + std::to_string(gameId) + ": seat " + std::to_string(r.seat)
                 + " has rank " + std::to_string(r.rank) + " (ranks start at 1)");
    }

    Transaction tx(m_db);
    const GameStatus status = requireGame(gameId, "finish the game");
    if (status != GameStatus::Active)
        fail("Cannot finish game " + std::to_string(gameId) + ": it is already " + statusName(status));

    Statement setResult = m_db.prepareCached("UPDATE game_players SET score = ?1, rank = ?2 "
                                       "WHERE game_id = ?3 AND seat = ?4");
    for (const SeatResult &r : results) {
        setResult.bind(1, int64_t(r.score)).bind(2, int64_t(r.rank)).bind(3, gameId).bind(4, int64_t(r.seat)).run();
        setResult.reset();
        if (m_db.changes() != 1)
            fail("Cannot finish game " + std::to_string(gameId) + ": it has no seat " + std::to_string(r.seat));
    }

    Statement finish = m_db.prepareCached("UPDATE games SET status = 'finished', finished_at = " NC_NOW
                                    ", final_json = ?1, hall_of_fame_title = ?2 WHERE id = ?3");
    finish.bindOrNull(1, finalJson.empty() ? std::nullopt : std::optional<std::string>(finalJson));
    finish.bindOrNull(2, hallOfFameTitle.empty() ? std::nullopt : std::optional<std::string>(hallOfFameTitle));
    finish.bind(3, gameId).run();

    tx.commit();
}

void GameStore::abandonGame(int64_t gameId)
{
    Transaction tx(m_db);
    const GameStatus status = requireGame(gameId, "abandon the game");
    if (status == GameStatus::Abandoned)
        return;
    if (status == GameStatus::Finished)
        fail("Cannot abandon game " + std::to_string(gameId) + ": it is finished");
    Statement st = m_db.prepareCached("UPDATE games SET status = 'abandoned', finished_at = " NC_NOW " WHERE id = ?1");
    st.bind(1, gameId).run();
    tx.commit();
}

namespace {

const char *const kGameColumns = "SELECT id, game_type, status, created_at, finished_at, solo, options_json, "
                                 "final_json, hall_of_fame_title, uuid FROM games ";

GameSummary readGame(const Statement &st)
{
    GameSummary g;
    g.id = st.int64(0);
    g.gameType = st.text(1);
    g.status = parseStatus(st.text(2));
    g.createdAt = st.text(3);
    g.finishedAt = st.text(4);
    g.solo = st.int64(5) != 0;
    g.optionsJson = st.text(6);
    g.finalJson = st.text(7);
    g.hallOfFameTitle = st.text(8);
    g.uuid = st.text(9);
    return g;
}

void readSeats(Statement &seats, GameSummary &g)
{
    seats.bind(1, g.id);
    while (seats.step()) {
        SeatSummary s;
        s.seat = seats.int32(0);
        s.playerName = seats.text(1);
        s.nation = seats.text(2);
        s.side = sideChar(seats.text(3));
        if (!seats.isNull(4))
            s.score = seats.int32(4);
        if (!seats.isNull(5))
            s.rank = seats.int32(5);
        if (s.rank == 1)
            g.winner += (g.winner.empty() ? "" : " & ") + s.playerName;
        g.seats.push_back(std::move(s));
    }
    seats.reset();
}

Statement prepareSeats(const Database &db)
{
    return db.prepare("SELECT gp.seat, p.name, gp.nation, gp.side, gp.score, gp.rank FROM game_players gp "
                      "JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat");
}

} // namespace

std::optional<GameSummary> GameStore::game(int64_t gameId) const
{
    Statement st = m_db.prepare(std::string(kGameColumns) + "WHERE id = ?1");
    st.bind(1, gameId);
    if (!st.step())
        return std::nullopt;
    GameSummary g = readGame(st);
    Statement seats = prepareSeats(m_db);
    readSeats(seats, g);
    return g;
}

std::vector<GameSummary> GameStore::history(const std::string &gameType, int limit) const
{
    return historyPage(gameType, 0, limit);
}

namespace {

std::vector<GameSummary> readGames(const Database &db, Statement &st)
{
    Statement seats = prepareSeats(db);
    std::vector<GameSummary> result;
    while (st.step()) {
        result.push_back(readGame(st));
        readSeats(seats, result.back());
    }
    return result;
}

} // namespace

std::vector<GameSummary> GameStore::historyPage(const std::string &gameType, int64_t beforeId, int limit) const
{
    // Two statements rather than "?1 = '' OR ...": SQLite picks one plan per statement, and only a plain
    // `game_type = ?` walks the (game_type, id) index instead of every game.
    // A game in the trash (deleted_at, db/history_edit.h) is not listed.
    const std::string where = gameType.empty() ? "WHERE ?1 = '' AND id < ?3 AND deleted_at IS NULL "
                                               : "WHERE game_type = ?1 AND id < ?3 AND deleted_at IS NULL ";
    Statement st = m_db.prepare(std::string(kGameColumns) + where + "ORDER BY id DESC LIMIT ?2");
    st.bind(1, gameType).bind(2, sqlLimit(limit)).bind(3, beforeId > 0 ? beforeId : INT64_MAX);
    return readGames(m_db, st);
}

int GameStore::gameCount(const std::string &gameType, GameStatus status) const
{
    const std::string where = gameType.empty() ? "?1 = ''" : "game_type = ?1";
    Statement st = m_db.prepare("SELECT COUNT(*) FROM games WHERE " + where + " AND status = ?2 AND deleted_at IS NULL");
    st.bind(1, gameType).bind(2, std::string(statusName(status)));
    st.step();
    return st.int32(0);
}

std::vector<std::string> GameStore::campaignNames(const std::string &gameType) const
{
    Statement st = m_db.prepare("SELECT campaign FROM games WHERE campaign <> '' AND deleted_at IS NULL AND (?1 = '' OR game_type = ?1) "
                                "GROUP BY campaign ORDER BY MAX(id) DESC");
    st.bind(1, gameType);
    std::vector<std::string> result;
    while (st.step())
        result.push_back(st.text(0));
    return result;
}

std::vector<GameSummary> GameStore::campaignHistory(const std::string &gameType, const std::string &name) const
{
    Statement st = m_db.prepare(std::string(kGameColumns)
                                + "WHERE campaign = ?1 AND deleted_at IS NULL AND (?2 = '' OR game_type = ?2) ORDER BY id DESC");
    st.bind(1, name).bind(2, gameType);
    return readGames(m_db, st);
}

std::vector<std::string> GameStore::knownPlayers() const
{
    // Game ids grow with creation time, so the highest game id is the most recent game played; unlike
    // timestamps it never ties.
    Statement st = m_db.prepare("SELECT p.name FROM players p ORDER BY (SELECT MAX(gp.game_id) FROM game_players gp "
                                "WHERE gp.player_id = p.id) DESC NULLS LAST, p.last_played_at DESC, p.name");
    std::vector<std::string> result;
    while (st.step())
        result.push_back(st.text(0));
    return result;
}

void GameStore::saveNationCorrection(const std::string &gameType, const std::string &nation, char side,
                                     const std::string &valuesJson)
{
    if (gameType.empty() || nation.empty())
        fail("Cannot save the nation correction: no game type or nation given");
    requireJson(valuesJson, "The nation correction", m_db.path());
    writeNationCorrection(m_db, gameType, nation, side, valuesJson);
}

std::optional<std::string> GameStore::nationCorrection(const std::string &gameType, const std::string &nation,
                                                       char side) const
{
    Statement st = m_db.prepare("SELECT values_json FROM nation_corrections "
                                "WHERE game_type = ?1 AND nation = ?2 AND side = ?3");
    st.bind(1, gameType).bind(2, nation).bind(3, sideText(side));
    if (!st.step())
        return std::nullopt;
    return st.text(0);
}

bool GameStore::clearNationCorrection(const std::string &gameType, const std::string &nation, char side)
{
    writeNationCorrection(m_db, gameType, nation, side, "");
    return m_db.changes() > 0;
}

void GameStore::setCardTier(const std::string &gameType, const std::string &card, const std::string &tier)
{
    if (card.empty() || gameType.empty())
        fail("A card tier needs a game type and a card id.");
    if (tier.empty()) {
        Statement st = m_db.prepare("DELETE FROM card_tiers WHERE game_type = ?1 AND card = ?2");
        st.bind(1, gameType).bind(2, card).run();
        return;
    }
    if (tier != "basic" && tier != "advanced" && tier != "expert")
        fail("Unknown card tier \"" + tier + "\": basic, advanced or expert (Rulebook p.11).");
    Statement st = m_db.prepare("INSERT INTO card_tiers (game_type, card, tier, updated_at) VALUES (?1, ?2, ?3, " NC_NOW
                                ") ON CONFLICT (game_type, card) DO UPDATE SET tier = excluded.tier, "
                                "updated_at = excluded.updated_at");
    st.bind(1, gameType).bind(2, card).bind(3, tier).run();
}

std::map<std::string, std::string> GameStore::cardTiers(const std::string &gameType) const
{
    Statement st = m_db.prepare("SELECT card, tier FROM card_tiers WHERE game_type = ?1");
    st.bind(1, gameType);
    std::map<std::string, std::string> out;
    while (st.step())
        out[st.text(0)] = st.text(1);
    return out;
}

std::vector<HallOfFameEntry> GameStore::hallOfFame(const std::string &gameType, int limit) const
{
    // solo_results (schema 7, kept by triggers) holds the hall_of_fame view's rows with an index in its order: the
    // first `limit` rows of the index, not a sort of every solo game.
    const std::string select = "SELECT s.game_id, s.finished_at, p.name, s.nation, s.side, s.score, g.hall_of_fame_title "
                               "FROM solo_results s JOIN players p ON p.id = s.player_id JOIN games g ON g.id = s.game_id ";
    Statement st = m_db.prepare(gameType.empty()
        ? select + "ORDER BY s.score DESC, s.finished_at, s.game_id LIMIT ?2"
        : select + "WHERE s.game_type = ?1 ORDER BY s.score DESC, s.finished_at, s.game_id LIMIT ?2");
    if (!gameType.empty())
        st.bind(1, gameType);
    st.bind(2, sqlLimit(limit));
    std::vector<HallOfFameEntry> result;
    while (st.step()) {
        HallOfFameEntry e;
        e.gameId = st.int64(0);
        e.date = st.text(1);
        e.playerName = st.text(2);
        e.nation = st.text(3);
        e.side = sideChar(st.text(4));
        e.score = st.int32(5);
        e.title = st.text(6);
        result.push_back(std::move(e));
    }
    return result;
}

} // namespace nc::db
