#include "db/history_export.h"

#include "db/database.h"
#include "db/export_order.h"
#include "db/game_store.h"
#include "db/json_printer.h"
#include "db/read_snapshot.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <ostream>

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

// One game as a JSON object, its members in key order (as dump() writes them). `st` is the game's row. Its stored
// JSON texts (options, final score sheet, action payloads) go from nlohmann's parser straight into the printer.
void writeGame(JsonPrinter &p, Database &db, GameStore &store, Statement &st, Statement &seatRows, int64_t id)
{
    const std::string uuid = st.text(0);
    // `what` names the text for the error: "game <uuid>: options" (a callable: built only for an error).
    const auto stored = [&](const std::string &text, auto &&what) {
        static const int maxDepth = nc::JsonLimits{}.maxDepth; // dump() recurses: the app's own limit
        try {
            p.text(text, maxDepth);
        } catch (const JsonTextError &e) {
            throw DbError("Cannot export the history of '" + db.path() + "': game " + uuid + ": " + what()
                          + " is not valid JSON (" + e.what() + ")");
        }
    };
    const CheckedLog log = store.checkedActions(id); // what the app would replay: the rows its chain vouches for
    p.beginObject();
    p.key("actions");
    p.beginArray();
    for (const StoredAction &a : log.actions) {
        p.beginObject();
        p.member("created_at", a.createdAt);
        p.member("kind", a.kind);
        p.key("payload");
        stored(a.payloadJson, [&] { return "action " + std::to_string(a.seq); });
        p.member("seq", a.seq);
        p.endObject();
    }
    p.endArray();
    p.member("created_at", st.text(3));
    p.key("final");
    if (st.isNull(7))
        p.value(nullptr);
    else
        stored(st.text(7), [] { return "final score"; });
    p.member("finished_at", optionalText(st, 4));
    p.member("game_type", st.text(1));
    p.member("hall_of_fame_title", optionalText(st, 8));
    if (log.damage)
        p.member("log_damage", json{{"reason", log.damage->reason}, {"seq", log.damage->seq}});
    // Schema 5 members only when set, so a history without them keeps the bytes of earlier exports.
    if (const std::string notes = st.text(10); !notes.empty())
        p.member("notes", notes);
    p.key("options");
    stored(st.text(6), [] { return "options"; });
    if (const std::string place = st.text(9); !place.empty())
        p.member("place", place);
    p.member("seats", seats(seatRows, id));
    p.member("solo", st.int64(5) != 0);
    if (const std::string source = st.text(11); source != "app")
        p.member("source", source);
    p.member("status", st.text(2));
    p.member("uuid", uuid);
    p.endObject();
}

// The document, handed to `write` a game at a time: the bytes dump(2) gives for the whole document {"format",
// "games", "players", "version"} (keys sorted). The printer appends to one buffer kept for the whole export (no
// allocation per game, one write per game). Stops after a game when `write` returns false.
void exportTo(Database &db, const std::function<bool(const std::string &)> &write, const ExportProgress &progress)
{
    const ReadSnapshot snapshot(db, "history_export", "Exporting the history"); // while the app may write
    GameStore store(db);
    const std::vector<int64_t> games = exportedGames(db);
    const auto total = int64_t(games.size());
    Statement seatRows = db.prepare("SELECT gp.seat, p.uuid, gp.nation, gp.side, gp.score, gp.rank, gp.score_computed, "
                                    "gp.correction_reason FROM game_players gp "
                                    "JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat");
    Statement st = db.prepare("SELECT uuid, game_type, status, created_at, finished_at, solo, options_json, final_json, "
                              "hall_of_fame_title, place, notes, source FROM games WHERE id = ?1");
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
    int64_t done = 0;
    for (const int64_t id : games) {
        st.bind(1, id);
        if (!st.step())
            throw DbError("Cannot export the history of '" + db.path() + "': game " + std::to_string(id)
                          + " was deleted while it was being exported");
        writeGame(p, db, store, st, seatRows, id);
        st.reset();
        if (!flush())
            return;
        ++done;
        if (progress)
            progress(done, total);
    }
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
