#include "db/history_export.h"

#include "db/database.h"
#include "db/export_order.h"
#include "db/game_store.h"
#include "db/read_snapshot.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <stdexcept>

namespace nc::db {

namespace {

using nlohmann::json;

// A JSON text stored by GameStore, as a value; `what` names it for the error ("game <uuid>: options"). Parsed once:
// nc::parseJson() reads every text twice (its limits in a pass of their own, then the value), which was a fifth of
// the export's time. The limit that matters here is the depth (dump() recurses), checked by nlohmann's parser
// callback while it builds the value; the export writes the values it finds, whatever their size.
json storedJson(const std::string &text, const std::string &what, const std::string &path)
{
    const auto refused = [&](const std::string &why) {
        return DbError("Cannot export the history of '" + path + "': " + what + " is not valid JSON (" + why + ")");
    };
    static const int maxDepth = nc::JsonLimits{}.maxDepth;
    bool tooDeep = false;
    try {
        json value = json::parse(text, [&tooDeep](int depth, json::parse_event_t event, json &) {
            // At the start of an array or object `depth` counts the levels around it: the 65th level starts at 64.
            const bool opens = event == json::parse_event_t::array_start || event == json::parse_event_t::object_start;
            if (opens && depth >= maxDepth) {
                tooDeep = true;
                throw std::length_error("nested too deeply");
            }
            return true;
        });
        return value;
    } catch (const json::parse_error &e) {
        throw refused(nc::jsonErrorText(e));
    } catch (const std::length_error &) {
        if (!tooDeep)
            throw;
        throw refused("nested too deeply (more than " + std::to_string(maxDepth) + " levels)");
    }
}

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

using Output = nlohmann::detail::output_adapter_t<char>;
// nlohmann's dump() itself, which can start at an indentation: each game is dumped where it sits in the document.
// Its replace handler: a name stored with bytes that are not UTF-8 (written by another tool) becomes U+FFFD.
using Serializer = nlohmann::detail::serializer<json>;

void put(const Output &out, const std::string &text) { out->write_characters(text.data(), text.size()); }

// One game as a JSON object (its members sorted by key, as dump() writes them). `st` is the game's row.
json gameObject(Database &db, GameStore &store, Statement &st, Statement &seatRows, int64_t id)
{
    const std::string uuid = st.text(0);
    const std::string game = "game " + uuid;
    json g = json::object();
    const CheckedLog log = store.checkedActions(id); // what the app would replay: the rows its chain vouches for
    json actions = json::array();
    for (const StoredAction &a : log.actions)
        actions.push_back({{"created_at", a.createdAt},
                           {"kind", a.kind},
                           {"payload", storedJson(a.payloadJson, game + ": action " + std::to_string(a.seq), db.path())},
                           {"seq", a.seq}});
    g["actions"] = std::move(actions);
    g["created_at"] = st.text(3);
    g["final"] = st.isNull(7) ? json(nullptr) : storedJson(st.text(7), game + ": final score", db.path());
    g["finished_at"] = optionalText(st, 4);
    g["game_type"] = st.text(1);
    g["hall_of_fame_title"] = optionalText(st, 8);
    if (log.damage)
        g["log_damage"] = {{"reason", log.damage->reason}, {"seq", log.damage->seq}};
    // Schema 5 members only when set, so a history without them keeps the bytes of earlier exports.
    if (const std::string notes = st.text(10); !notes.empty())
        g["notes"] = notes;
    g["options"] = storedJson(st.text(6), game + ": options", db.path());
    if (const std::string place = st.text(9); !place.empty())
        g["place"] = place;
    g["seats"] = seats(seatRows, id);
    g["solo"] = st.int64(5) != 0;
    if (const std::string source = st.text(11); source != "app")
        g["source"] = source;
    g["status"] = st.text(2);
    g["uuid"] = uuid;
    return g;
}

// The document, handed to `write` a game at a time: the bytes dump(2) gives for the whole document {"format",
// "games", "players", "version"} (keys sorted). Each piece is printed into one buffer kept for the whole export (no
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
    const Output out = nlohmann::detail::output_adapter<char>(buffer);
    Serializer dump(out, ' ', json::error_handler_t::replace);
    const auto flush = [&] {
        const bool ok = write(buffer);
        buffer.clear();
        return ok;
    };
    put(out, "{\n  \"format\": " + json(kHistoryFormat).dump() + ",\n  \"games\": [");
    if (!flush())
        return;
    int64_t done = 0;
    for (const int64_t id : games) {
        st.bind(1, id);
        if (!st.step())
            throw DbError("Cannot export the history of '" + db.path() + "': game " + std::to_string(id)
                          + " was deleted while it was being exported");
        const json game = gameObject(db, store, st, seatRows, id);
        st.reset();
        put(out, done == 0 ? "\n    " : ",\n    ");
        dump.dump(game, true, false, 2, 4); // an element of "games": 4 spaces in
        if (!flush())
            return;
        ++done;
        if (progress)
            progress(done, total);
    }
    put(out, done == 0 ? "]" : "\n  ]");
    put(out, ",\n  \"players\": ");
    dump.dump(players(db), true, false, 2, 2);
    put(out, ",\n  \"version\": " + std::to_string(kHistoryVersion) + "\n}\n");
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
