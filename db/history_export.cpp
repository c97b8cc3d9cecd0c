#include "db/history_export.h"

#include "db/checked_log.h"
#include "db/database.h"
#include "db/edit_support.h"
#include "db/export_order.h"
#include "db/game_store.h"
#include "db/json_printer.h"
#include "db/read_snapshot.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>
#include <tuple>

namespace nc::db {

namespace {

using nlohmann::json;

json optionalText(const Statement &st, int column)
{
    return st.isNull(column) ? json(nullptr) : json(st.text(column));
}

// A player as players[] and merges[].from show one: the columns uuid, name, created_at, last_played_at from `first`.
json player(const Statement &st, int first)
{
    return {{"uuid", st.text(first)}, {"name", st.text(first + 1)}, {"created_at", st.text(first + 2)},
            {"last_played_at", st.text(first + 3)}};
}

json players(const Database &db)
{
    json list = json::array();
    Statement st = db.prepare("SELECT uuid, name, created_at, last_played_at FROM players ORDER BY created_at, uuid");
    while (st.step())
        list.push_back(player(st, 0));
    return list;
}

// The merges not undone (db/players.h), by time then the merged-away player's uuid, without local ids: the kept
// player by uuid, the games whose seat moved by uuid and the seat the kept player holds there now (in the games'
// order; a game whose seat was given to someone else since is left out: undoing would not move it), the earlier
// merges it repointed by their merged-away player's uuid (sorted).
json merges(const Database &db)
{
    json list = json::array();
    Statement st = db.prepare("SELECT m.from_uuid, m.from_name, m.from_created_at, m.from_last_played_at, p.uuid, "
                              "m.into_last_played_at, m.merged_at, m.into_id, m.game_ids_json, m.repointed_json "
                              "FROM player_merges m JOIN players p ON p.id = m.into_id ORDER BY m.merged_at, m.from_uuid");
    Statement seat = db.prepare("SELECT " + std::string(kExportOrder) + ", gp.seat FROM games g JOIN game_players gp "
                                "ON gp.game_id = g.id AND gp.player_id = ?2 WHERE g.id = ?1");
    Statement earlier = db.prepare("SELECT from_uuid FROM player_merges WHERE id = ?1");
    while (st.step()) {
        std::vector<std::tuple<std::string, std::string, int64_t>> moved; // the games' order, then the seat
        for (const int64_t game : edit::idList(st.text(8))) {
            seat.bind(1, game).bind(2, st.int64(7));
            if (seat.step())
                moved.emplace_back(seat.text(0), seat.text(1), seat.int64(2));
            seat.reset();
        }
        std::sort(moved.begin(), moved.end());
        json games = json::array();
        for (const auto &[createdAt, uuid, number] : moved)
            games.push_back({{"game", uuid}, {"seat", number}});
        std::vector<std::string> repointed;
        for (const int64_t merge : edit::idList(st.text(9))) {
            earlier.bind(1, merge);
            if (earlier.step())
                repointed.push_back(earlier.text(0));
            earlier.reset();
        }
        std::sort(repointed.begin(), repointed.end());
        list.push_back({{"from", player(st, 0)}, {"into", st.text(4)}, {"into_last_played_at", st.text(5)},
                        {"merged_at", st.text(6)}, {"games", std::move(games)}, {"repointed", repointed}});
    }
    return list;
}

// One seat of a game as the export reads it: kept as its columns, not as a JSON value (a std::map and its nodes for
// every seat, allocated on the reading thread and freed on the printing one), and printed by printSeats().
struct SeatRow {
    int64_t seat = 0;
    std::string player, nation, side;
    std::optional<int64_t> score, rank, scoreComputed; // scoreComputed: a corrected score (db/history_edit.h)
    std::string correctionReason;
};

std::optional<int64_t> optionalInt64(const Statement &st, int column)
{
    return st.isNull(column) ? std::nullopt : std::optional<int64_t>(st.int64(column));
}

std::vector<SeatRow> seats(Statement &st, int64_t gameId)
{
    std::vector<SeatRow> list;
    st.bind(1, gameId);
    while (st.step()) {
        list.push_back({st.int64(0), st.text(1), st.text(2), st.text(3), optionalInt64(st, 4), optionalInt64(st, 5),
                        optionalInt64(st, 6), st.isNull(6) ? std::string() : st.text(7)});
    }
    st.reset();
    return list;
}

json orNull(const std::optional<int64_t> &v)
{
    return v ? json(*v) : json(nullptr);
}

// The seats as the dump() of their JSON objects: the members in key order, "score_computed" and "correction_reason"
// only for a corrected score.
void printSeats(JsonPrinter &p, const std::vector<SeatRow> &seats)
{
    p.beginArray();
    for (const SeatRow &s : seats) {
        p.beginObject();
        if (s.scoreComputed)
            p.member("correction_reason", s.correctionReason);
        p.member("nation", s.nation);
        p.member("player", s.player);
        p.member("rank", orNull(s.rank));
        p.member("score", orNull(s.score));
        if (s.scoreComputed)
            p.member("score_computed", *s.scoreComputed);
        p.member("seat", s.seat);
        p.member("side", s.side);
        p.endObject();
    }
    p.endArray();
}

// Prints the stored JSON text `text` of game `uuid` with `p`; `what` names it for the error ("options"; a callable:
// built only for an error). `path` names the database.
template <typename What>
void storedText(JsonPrinter &p, const std::string &text, const std::string &path, const std::string &uuid, What &&what)
{
    static const int maxDepth = nc::JsonLimits{}.maxDepth; // dump() recurses: the app's own limit
    try {
        p.text(text, maxDepth);
    } catch (const JsonTextError &e) {
        throw DbError("Cannot export the history of '" + path + "': game " + uuid + ": " + what()
                      + " is not valid JSON (" + e.what() + ")");
    }
}

// Games printed before the printing thread hands its buffer to the writing thread.
constexpr int64_t kGamesPerWrite = 16;

// Where a game's members stand: the document's members at 2 spaces, the games at 4, their members at 6.
constexpr unsigned kGameMemberIndent = 6;

// One line of a game's edit trail (db/history_edit.h).
struct EditRow {
    std::string editedAt, field;
    json before, after; // a string or null
};

// The edit trails of every game, read by one query in the games' order (exportedGames()) beside the games, a game
// at a time: a query per game would cost each of the many games without a trail a lookup.
class EditTrails {
public:
    explicit EditTrails(const Database &db)
        : m_rows(db.prepare("SELECT e.game_id, e.edited_at, e.field, e.before, e.after FROM game_edits e "
                            "JOIN games g ON g.id = e.game_id ORDER BY " + std::string(kExportOrder) + ", e.id"))
    {
        m_more = m_rows.step();
    }
    /// The trail of `game`, the next game in the export order after the one asked before.
    std::vector<EditRow> of(int64_t game)
    {
        std::vector<EditRow> trail;
        for (; m_more && m_rows.int64(0) == game; m_more = m_rows.step())
            trail.push_back({m_rows.text(1), m_rows.text(2), optionalText(m_rows, 3), optionalText(m_rows, 4)});
        return trail;
    }
    /// Whether every row was taken: rows left mean that a game was asked out of order, and its trail was not read.
    bool done() const { return !m_more; }

private:
    Statement m_rows;
    bool m_more = false;
};

// What the export reads of one game: its row, seats, checked log and edit trail.
struct GameRows {
    std::string uuid, gameType, status, createdAt, options, place, notes, source;
    json finishedAt, hallOfFameTitle;  // a string or null
    std::optional<std::string> deletedAt; // in the trash since
    std::optional<std::string> final;  // the stored final score sheet, none when NULL
    bool finalPrinted = false;         // `final` printed already, at kGameMemberIndent
    bool solo = false;
    std::vector<SeatRow> seats;
    CheckedLog log;
    std::vector<EditRow> edits;
};

// With `printFinal`, the final score sheet is printed here (on the reading thread, which has time to spare: the
// sheets are most of the stored bytes, and printing them all on either thread would leave the other one waiting).
GameRows readGame(Database &db, Statement &st, Statement &seatRows, EditTrails &trails, int64_t id,
                  bool printFinal)
{
    st.bind(1, id);
    if (!st.step())
        throw DbError("Cannot export the history of '" + db.path() + "': game " + std::to_string(id)
                      + " was deleted while it was being exported");
    GameRows g{st.text(0), st.text(1), st.text(2), st.text(3), st.text(6), st.text(9), st.text(10), st.text(11),
               optionalText(st, 4), optionalText(st, 8), st.optionalText(12), st.optionalText(7), false,
               st.int64(5) != 0, seats(seatRows, id),
               checkedLog(db, id), // the log the app would replay (GameStore::checkedActions): what its chain vouches for
               trails.of(id)};
    st.reset();
    if (printFinal && g.final) {
        std::string out;
        JsonPrinter p(out, kGameMemberIndent);
        storedText(p, *g.final, db.path(), g.uuid, [] { return "final score"; });
        g.final = std::move(out);
        g.finalPrinted = true;
    }
    return g;
}

// One game as a JSON object, its members in key order (as dump() writes them). Its stored JSON texts (options, final
// score sheet, action payloads) go from the parser (JsonPrinter::text) straight into the printer. `path` names the
// database.
void writeGame(JsonPrinter &p, const std::string &path, const GameRows &g)
{
    const auto stored = [&](const std::string &text, auto &&what) { storedText(p, text, path, g.uuid, what); };
    p.beginObject();
    p.key("actions");
    p.beginArray();
    for (const StoredAction &a : g.log.actions) {
        p.beginObject();
        p.member("created_at", a.createdAt);
        p.member("kind", a.kind);
        p.key("payload");
        stored(a.payloadJson, [&] { return "action " + std::to_string(a.seq); });
        p.member("seq", a.seq);
        p.endObject();
    }
    p.endArray();
    p.member("created_at", g.createdAt);
    // Version 2 members only when set, as the schema 5 ones below.
    if (g.deletedAt)
        p.member("deleted_at", *g.deletedAt);
    if (!g.edits.empty()) {
        p.key("edits");
        p.beginArray();
        for (const EditRow &e : g.edits) {
            p.beginObject();
            p.member("after", e.after);
            p.member("before", e.before);
            p.member("edited_at", e.editedAt);
            p.member("field", e.field);
            p.endObject();
        }
        p.endArray();
    }
    p.key("final");
    if (g.finalPrinted)
        p.printed(*g.final, kGameMemberIndent);
    else if (g.final)
        stored(*g.final, [] { return "final score"; });
    else
        p.value(nullptr);
    p.member("finished_at", g.finishedAt);
    p.member("game_type", g.gameType);
    p.member("hall_of_fame_title", g.hallOfFameTitle);
    if (g.log.damage)
        p.member("log_damage", json{{"reason", g.log.damage->reason}, {"seq", g.log.damage->seq}});
    // Schema 5 members only when set, so a history without them keeps the bytes of earlier exports.
    if (!g.notes.empty())
        p.member("notes", g.notes);
    p.key("options");
    stored(g.options, [] { return "options"; });
    if (!g.place.empty())
        p.member("place", g.place);
    p.key("seats");
    printSeats(p, g.seats);
    p.member("solo", g.solo);
    if (g.source != "app")
        p.member("source", g.source);
    p.member("status", g.status);
    p.member("uuid", g.uuid);
    p.endObject();
}

// Tells a thread of ReadAhead or WriteBehind to stop (`stop` set under `mutex`, `changed` notified) and waits for it.
void stopThread(std::mutex &mutex, std::condition_variable &changed, bool &stop, std::thread &thread)
{
    {
        const std::lock_guard lock(mutex);
        stop = true;
    }
    changed.notify_all();
    thread.join();
}

// Calls `read(0)`, `read(1)`... `read(count - 1)` on a thread of its own, up to `ahead` items before the caller, who
// takes them in that order with next(). The export's two halves on the two cores of a small machine: SQLite and the
// checksum chain on one, parsing, printing and writing on the other (issue 15 §4). An exception of `read` is thrown
// by the next() that would have returned that item. The destructor stops the thread after the item it is reading
// (a Cancel, a failed write) and waits for it; `read` must not be used by anyone else until then.
template <typename Item>
class ReadAhead {
public:
    ReadAhead(std::size_t count, std::function<Item(std::size_t)> read, std::size_t ahead = 16)
        : m_read(std::move(read)), m_ahead(ahead), m_thread([this, count] { run(count); })
    {
    }
    ~ReadAhead()
    {
        stopThread(m_mutex, m_changed, m_stop, m_thread);
    }
    ReadAhead(const ReadAhead &) = delete;
    ReadAhead &operator=(const ReadAhead &) = delete;

    Item next()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_items.empty() || m_error; });
        if (m_items.empty())
            std::rethrow_exception(m_error);
        Item item = std::move(m_items.front());
        m_items.pop_front();
        lock.unlock();
        m_changed.notify_all();
        return item;
    }

private:
    void run(std::size_t count)
    {
        for (std::size_t i = 0; i < count; ++i) {
            std::optional<Item> item;
            std::exception_ptr error;
            try {
                item = m_read(i);
            } catch (...) {
                error = std::current_exception();
            }
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_items.size() < m_ahead || m_stop; });
            if (m_stop)
                return;
            if (error)
                m_error = error;
            else
                m_items.push_back(std::move(*item));
            lock.unlock();
            m_changed.notify_all();
            if (error)
                return;
        }
    }

    std::function<Item(std::size_t)> m_read;
    std::size_t m_ahead;
    std::mutex m_mutex;
    std::condition_variable m_changed; // an item taken or added, an error, a stop
    std::deque<Item> m_items;
    std::exception_ptr m_error;
    bool m_stop = false;
    std::thread m_thread; // last: starts once the members above exist
};

// Calls `write` with the pieces given to put(), in order, on a thread of its own, so that writing the file (the
// kernel copying it into the page cache: a fifth of the export's time) runs beside the printing, up to `ahead`
// pieces behind. Once a write returns false, put() and finish() return false (the pieces after it are dropped); an
// exception of `write` is thrown by the next put() or finish(). The destructor stops the thread without writing
// what is left (a Cancel, an error): finish() writes it.
class WriteBehind {
public:
    explicit WriteBehind(const std::function<bool(const std::string &)> &write, std::size_t ahead = 16)
        : m_write(write), m_ahead(ahead), m_thread([this] { run(); })
    {
    }
    ~WriteBehind()
    {
        stopThread(m_mutex, m_changed, m_stop, m_thread);
    }
    WriteBehind(const WriteBehind &) = delete;
    WriteBehind &operator=(const WriteBehind &) = delete;

    /// Hands `piece` over to be written; `piece` is left empty (with the buffer of a piece written before).
    bool put(std::string &piece)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_pieces.size() < m_ahead || m_failed; });
        if (m_failed)
            return failed();
        m_pieces.push_back(std::move(piece));
        piece.clear();
        if (!m_spare.empty()) {
            piece.swap(m_spare.back());
            m_spare.pop_back();
        }
        lock.unlock();
        m_changed.notify_all();
        return true;
    }
    /// Waits until every piece is written.
    bool finish()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_pieces.empty() || m_failed; });
        return m_failed ? failed() : true;
    }

private:
    bool failed() const
    {
        if (m_error)
            std::rethrow_exception(m_error);
        return false;
    }
    void run()
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_changed.wait(lock, [this] { return !m_pieces.empty() || m_stop; });
            if (m_stop)
                return;
            std::string &piece = m_pieces.front(); // stays in place while put() appends (a deque keeps references)
            lock.unlock();
            bool ok = false;
            try {
                ok = m_write(piece);
            } catch (...) {
                m_error = std::current_exception(); // read by the other thread only once m_failed is set, below
            }
            lock.lock();
            if (!ok) {
                m_failed = true;
                m_changed.notify_all();
                return;
            }
            piece.clear();
            m_spare.push_back(std::move(piece));
            m_pieces.pop_front();
            m_changed.notify_all();
        }
    }

    const std::function<bool(const std::string &)> &m_write;
    std::size_t m_ahead;
    std::mutex m_mutex;
    std::condition_variable m_changed; // a piece added or written, a failure, a stop
    std::deque<std::string> m_pieces;  // the front one is being written
    std::vector<std::string> m_spare;  // written pieces, their buffers for the next ones
    std::exception_ptr m_error;
    bool m_failed = false;
    bool m_stop = false;
    std::thread m_thread; // last: starts once the members above exist
};

// The document, handed to `write` a game at a time: the bytes dump(2) gives for the whole document {"format",
// "games", "players", "version"} (keys sorted). Three threads, in the games' order: one reads the games (ReadAhead:
// the connection is used by that thread alone until it ends), this one prints them, one writes them (WriteBehind).
// The printer appends to a buffer handed to the writing thread after every 16 games (its buffers are reused: no
// allocation per game, one write per 16 games). Stops when `write` returns false: at once for the document's first
// line, within 80 games for a later piece (the games printed meanwhile are dropped).
void exportTo(Database &db, const std::function<bool(const std::string &)> &write, const ExportProgress &progress)
{
    const MappedReads mapped(db, "Exporting the history"); // the whole file is read: in place, not copied
    const ReadSnapshot snapshot(db, "history_export", "Exporting the history"); // while the app may write
    const std::vector<int64_t> games = exportedGames(db, true);
    const auto total = int64_t(games.size());
    bool newer = false; // something only version 2 carries
    std::string buffer;
    JsonPrinter p(buffer);
    const auto flush = [&] {
        const bool ok = write(buffer);
        buffer.clear();
        return ok;
    };
    p.beginObject();
    p.member("format", kHistoryFormat);
    p.key("games");
    p.beginArray();
    if (!flush())
        return;
    {
        Statement seatRows = db.prepare("SELECT gp.seat, p.uuid, gp.nation, gp.side, gp.score, gp.rank, "
                                        "gp.score_computed, gp.correction_reason FROM game_players gp "
                                        "JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat");
        Statement st = db.prepare("SELECT uuid, game_type, status, created_at, finished_at, solo, options_json, "
                                  "final_json, hall_of_fame_title, place, notes, source, deleted_at FROM games WHERE id = ?1");
        EditTrails trails(db);
        // Every second game's final score sheet is printed by the reading thread: the two threads then take about
        // the same time (perf by thread, docs/benchmarks.md; every fourth while the log's statements were prepared for
        // each game).
        ReadAhead<GameRows> rows(games.size(), [&](std::size_t i) {
            GameRows game = readGame(db, st, seatRows, trails, games[i], i % 2 == 1);
            if (i + 1 == games.size() && !trails.done())
                throw DbError("Cannot export the history of '" + db.path() + "': the edit trails were not read in the "
                              "games' order");
            return game;
        });
        WriteBehind writer(write, 4); // 4 pieces of 16 games: a failing stream stops the export within 80 games
        for (int64_t done = 0; done < total;) {
            const GameRows game = rows.next();
            // What a reader of version 1 would leave out without a word (it ignores members it does not know): the
            // file says version 2 then, so that such a reader refuses it ("update the app") instead.
            newer = newer || game.deletedAt.has_value() || !game.edits.empty();
            writeGame(p, db.path(), game);
            ++done;
            // Handed over every 16 games (about 180 kB at 10 actions a game): a write and a hand-over per game cost
            // the kernel's zeroing of each write's partial pages and two thread wake-ups (perf, docs/benchmarks.md).
            if ((done % kGamesPerWrite == 0 || done == total) && !writer.put(buffer))
                return;
            if (progress)
                progress(done, total);
        }
        if (!writer.finish())
            return;
    } // the reading and writing threads have ended: the connection is this thread's again
    // A connection opened with IntegrityCheck::InBackgroundAwaited (the CLI's) had SQLite's check run beside the export: a
    // damaged file gives no export, the document's end not written (as the check at open refused it before).
    db.requireIntegrity();
    p.endArray();
    const json merged = merges(db);
    if (!merged.empty()) {
        p.member("merges", merged);
        newer = true;
    }
    p.member("players", players(db));
    p.member("version", newer ? kHistoryVersion : kHistoryVersion1);
    p.endObject();
    buffer += '\n';
    flush();
}

} // namespace

std::string exportHistoryJson(Database &db, const ExportProgress &progress)
{
    std::string text;
    exportTo(db, [&text](const std::string &piece) { text += piece; return true; }, progress);
    return text;
}

void exportHistoryJson(Database &db, std::ostream &out, const ExportProgress &progress)
{
    exportTo(db, [&out](const std::string &piece) { return bool(out.write(piece.data(), std::streamsize(piece.size()))); },
             progress);
}

} // namespace nc::db
