#include "db/history_export.h"

#include "db/database.h"
#include "db/game_store.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

namespace nc::db {

namespace {

using nlohmann::json;

// A JSON text stored by GameStore, as a value; `what` names it for the error ("game <uuid>: options").
json storedJson(const std::string &text, const std::string &what, const std::string &path)
{
    try {
        return nc::parseJson(text);
    } catch (const nc::JsonInputError &e) {
        throw DbError("Cannot export the history of '" + path + "': " + what + " is not valid JSON (" + e.what() + ")");
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

} // namespace

namespace {

// `text` (a dump() of a value nested `depth` levels deep) with every line after the first indented as dump(2)
// indents it inside the whole document; dump() escapes newlines within strings, so every '\n' is a line end.
void appendNested(std::string &out, const std::string &text, int depth)
{
    const std::string pad = "\n" + std::string(size_t(2 * depth), ' ');
    size_t from = 0;
    for (size_t end = text.find('\n'); end != std::string::npos; from = end + 1, end = text.find('\n', from)) {
        out.append(text, from, end - from);
        out += pad;
    }
    out.append(text, from, std::string::npos);
}

std::string dumped(const json &value)
{
    // A name stored with bytes that are not UTF-8 (written by another tool) becomes U+FFFD, not an error.
    return value.dump(2, ' ', false, json::error_handler_t::replace);
}

} // namespace

std::string exportHistoryJson(Database &db, const ExportProgress &progress)
{
    GameStore store(db);
    int64_t total = 0;
    if (progress) {
        Statement count = db.prepare("SELECT COUNT(*) FROM games WHERE deleted_at IS NULL");
        count.step();
        total = count.int64(0);
    }
    Statement seatRows = db.prepare("SELECT gp.seat, p.uuid, gp.nation, gp.side, gp.score, gp.rank, gp.score_computed, "
                                    "gp.correction_reason FROM game_players gp "
                                    "JOIN players p ON p.id = gp.player_id WHERE gp.game_id = ?1 ORDER BY gp.seat");
    Statement st = db.prepare("SELECT id, uuid, game_type, status, created_at, finished_at, solo, options_json, final_json, "
                              "hall_of_fame_title, place, notes, source FROM games WHERE deleted_at IS NULL "
                              "ORDER BY created_at, uuid");
    // The bytes dump(2) gives for the whole document {"format", "games", "players", "version"} (keys sorted),
    // written a game at a time.
    std::string out = "{\n  \"format\": " + json(kHistoryFormat).dump() + ",\n  \"games\": [";
    int64_t done = 0;
    while (st.step()) {
        const int64_t id = st.int64(0);
        const std::string uuid = st.text(1);
        const std::string game = "game " + uuid;
        json g = {{"uuid", uuid},
                  {"game_type", st.text(2)},
                  {"status", st.text(3)},
                  {"created_at", st.text(4)},
                  {"finished_at", optionalText(st, 5)},
                  {"solo", st.int64(6) != 0},
                  {"options", storedJson(st.text(7), game + ": options", db.path())},
                  {"final", st.isNull(8) ? json(nullptr) : storedJson(st.text(8), game + ": final score", db.path())},
                  {"hall_of_fame_title", optionalText(st, 9)},
                  {"seats", seats(seatRows, id)}};
        // Schema 5 members only when set, so a history without them keeps the bytes of earlier exports.
        if (!st.text(10).empty())
            g["place"] = st.text(10);
        if (!st.text(11).empty())
            g["notes"] = st.text(11);
        if (st.text(12) != "app")
            g["source"] = st.text(12);
        // What the app would replay: the rows its checksum chain vouches for (db/action_chain.h).
        const CheckedLog log = store.checkedActions(id);
        json actions = json::array();
        for (const StoredAction &a : log.actions)
            actions.push_back({{"seq", a.seq}, {"kind", a.kind},
                               {"payload", storedJson(a.payloadJson, game + ": action " + std::to_string(a.seq), db.path())},
                               {"created_at", a.createdAt}});
        g["actions"] = std::move(actions);
        if (log.damage)
            g["log_damage"] = {{"seq", log.damage->seq}, {"reason", log.damage->reason}};
        out += done == 0 ? "\n    " : ",\n    ";
        appendNested(out, dumped(g), 2);
        ++done;
        if (progress)
            progress(done, total);
    }
    out += done == 0 ? "]" : "\n  ]";
    out += ",\n  \"players\": ";
    appendNested(out, dumped(players(db)), 1);
    out += ",\n  \"version\": " + std::to_string(kHistoryVersion) + "\n}\n";
    return out;
}

} // namespace nc::db
