#include "db/history_export.h"

#include "db/database.h"
#include "db/export_order.h"
#include "db/game_store.h"
#include "db/json_printer.h"
#include "db/read_snapshot.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>

namespace nc::db {

namespace {

using nlohmann::json;

json optionalText(const Statement &st, int column)
{
    return st.isNull(column) ? json(nullptr) : json(st.text(column));
}

json optionalInt(const Statement &st, int column)
{
    return st.isNull(column) ? json(nullptr) : json(st.int64(column));
}

json players(const Database &db)
{
    json list = json::array();
    Statement st = db.prepare("SELECT uuid, name, created_at, last_played_at FROM players ORDER BY created_at, uuid");
    while (st.step())
        list.push_back({{"uuid", st.text(0)}, {"name", st.text(1)}, {"created_at", st.text(2)},
                        {"last_played_at", st.text(3)}});
    return list;
}

json seats(Statement &st, int64_t gameId)
{
    json list = json::array();
    st.bind(1, gameId);
    while (st.step())
    {
        json seat = {{"seat", st.int64(0)}, {"player", st.text(1)}, {"nation", st.text(2)}, {"side", st.text(3)},
                     {"score", optionalInt(st, 4)}, {"rank", optionalInt(st, 5)}};
        if (!st.isNull(6)) { // a corrected score: the computed one and why (db/history_edit.h)
            seat["score_computed"] = st.int64(6);
            seat["correction_reason"] = st.text(7);
        }
        list.push_back(std::move(seat));
    }
    st.reset();
    return list;
}

// What the export reads of one game: its row, seats and checked log.
struct GameRows {
    std::string uuid, gameType, status, createdAt, options, place, notes, source;
    json finishedAt, hallOfFameTitle;  // a string or null
    std::optional<std::string> final;  // the stored final score sheet, none when NULL
    bool solo = false;
    json seats;
    CheckedLog log;
};

GameRows readGame(Database &db, GameStore &store, Statement &st, Statement &seatRows, int64_t id)
{
    st.bind(1, id);
    if (!st.step())
        throw DbError("Cannot export the history of '" + db.path() + "': game " + std::to_string(id)
                      + " was deleted while it was being exported");
    GameRows g{st.text(0), st.text(1), st.text(2), st.text(3), st.text(6), st.text(9), st.text(10), st.text(11),
               optionalText(st, 4), optionalText(st, 8), st.optionalText(7), st.int64(5) != 0, seats(seatRows, id),
               store.checkedActions(id)}; // the log the app would replay: the rows its chain vouches for
    st.reset();
    return g;
}

// One game as a JSON object, its members in key order (as dump() writes them). Its stored JSON texts (options, final
// score sheet, action payloads) go from nlohmann's parser straight into the printer. `path` names the database.
void writeGame(JsonPrinter &p, const std::string &path, const GameRows &g)
{
    // `what` names the text for the error: "game <uuid>: options" (a callable: built only for an error).
    const auto stored = [&](const std::string &text, auto &&what) {
        static const int maxDepth = nc::JsonLimits{}.maxDepth; // dump() recurses: the app's own limit
        try {
            p.text(text, maxDepth);
        } catch (const JsonTextError &e) {
            throw DbError("Cannot export the history of '" + path + "': game " + g.uuid + ": " + what()
                          + " is not valid JSON (" + e.what() + ")");
        }
    };
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
    p.key("final");
    if (g.final)
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
    p.member("seats", g.seats);
    p.member("solo", g.solo);
    if (g.source != "app")
        p.member("source", g.source);
    p.member("status", g.status);
    p.member("uuid", g.uuid);
    p.endObject();
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
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        m_thread.join();
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

// The document, handed to `write` a game at a time: the bytes dump(2) gives for the whole document {"format",
// "games", "players", "version"} (keys sorted). The games are read on a thread of their own (ReadAhead: the
// connection is used by that thread alone until it ends) while this one prints and writes them, in order. The
// printer appends to one buffer kept for the whole export (no allocation per game, one write per game). Stops after
// a game when `write` returns false.
void exportTo(Database &db, const std::function<bool(const std::string &)> &write, const ExportProgress &progress)
{
    const ReadSnapshot snapshot(db, "history_export", "Exporting the history"); // while the app may write
    const std::vector<int64_t> games = exportedGames(db);
    const auto total = int64_t(games.size());
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
        GameStore store(db);
        Statement seatRows = db.prepare("SELECT gp.seat, p.uuid, gp.nation, gp.side, gp.score, gp.rank, "
                                        "gp.score_computed, gp.correction_reason FROM game_players gp "
                                        "JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat");
        Statement st = db.prepare("SELECT uuid, game_type, status, created_at, finished_at, solo, options_json, "
                                  "final_json, hall_of_fame_title, place, notes, source FROM games WHERE id = ?1");
        ReadAhead<GameRows> rows(games.size(), [&](std::size_t i) { return readGame(db, store, st, seatRows, games[i]); });
        for (int64_t done = 0; done < total;) {
            writeGame(p, db.path(), rows.next());
            if (!flush())
                return;
            ++done;
            if (progress)
                progress(done, total);
        }
    } // the reading thread has ended: the connection is this thread's again
    p.endArray();
    p.member("players", players(db));
    p.member("version", kHistoryVersion);
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
