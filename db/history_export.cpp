#include "db/history_export.h"

#include "db/database.h"
#include "db/game_store.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <ostream>

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

// The members of one JSON object as dump(2) writes it, nested `depth` levels deep, added in key order.
class Members {
public:
    explicit Members(int depth)
        : m_depth(depth)
    {
    }

    /// Writes the key of the next member; the caller appends its value to the text returned.
    std::string &open(const char *key)
    {
        m_text += m_text.empty() ? "{\n" : ",\n";
        m_text.append(size_t(2 * (m_depth + 1)), ' ');
        m_text += json(key).dump() + ": ";
        return m_text;
    }
    void value(const char *key, const json &v) { appendNested(open(key), dumped(v), m_depth + 1); }
    /// A JSON text stored by the app, as a value (`what` names it in an error).
    void stored(const char *key, const std::string &text, const std::string &what, const std::string &path)
    {
        appendNested(open(key), dumped(storedJson(text, what, path)), m_depth + 1);
    }
    std::string close()
    {
        m_text += "\n" + std::string(size_t(2 * m_depth), ' ') + "}";
        return std::move(m_text);
    }

private:
    int m_depth;
    std::string m_text;
};

// The document, handed to `write` a piece at a time (the head, each game, the tail); stops when `write` returns
// false.
void exportPieces(Database &db, const std::function<bool(const std::string &)> &write, const ExportProgress &progress)
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
    if (!write(out))
        return;
    int64_t done = 0;
    while (st.step()) {
        const int64_t id = st.int64(0);
        const std::string uuid = st.text(1);
        const std::string game = "game " + uuid;
        // The game object as dump(2) writes it, a member at a time in key order; the stored JSON texts (options,
        // final score, payloads) are parsed and printed by nlohmann-json.
        Members g(2);
        const CheckedLog log = store.checkedActions(id); // what the app would replay: the rows its chain vouches for
        {
            std::string &list = g.open("actions");
            if (log.actions.empty()) {
                list += "[]";
            } else {
                list += "[";
                for (size_t i = 0; i < log.actions.size(); ++i) {
                    const StoredAction &a = log.actions[i];
                    list += i == 0 ? "\n" + std::string(8, ' ') : ",\n" + std::string(8, ' ');
                    Members row(4);
                    row.value("created_at", json(a.createdAt));
                    row.value("kind", json(a.kind));
                    row.stored("payload", a.payloadJson, game + ": action " + std::to_string(a.seq), db.path());
                    row.value("seq", json(a.seq));
                    list += row.close();
                }
                list += "\n" + std::string(6, ' ') + "]";
            }
        }
        g.value("created_at", json(st.text(4)));
        if (st.isNull(8))
            g.value("final", json(nullptr));
        else
            g.stored("final", st.text(8), game + ": final score", db.path());
        g.value("finished_at", optionalText(st, 5));
        g.value("game_type", json(st.text(2)));
        g.value("hall_of_fame_title", optionalText(st, 9));
        if (log.damage)
            g.value("log_damage", {{"reason", log.damage->reason}, {"seq", log.damage->seq}});
        // Schema 5 members only when set, so a history without them keeps the bytes of earlier exports.
        if (!st.text(11).empty())
            g.value("notes", json(st.text(11)));
        g.stored("options", st.text(7), game + ": options", db.path());
        if (!st.text(10).empty())
            g.value("place", json(st.text(10)));
        g.value("seats", seats(seatRows, id));
        g.value("solo", json(st.int64(6) != 0));
        if (st.text(12) != "app")
            g.value("source", json(st.text(12)));
        g.value("status", json(st.text(3)));
        g.value("uuid", json(uuid));
        out = done == 0 ? "\n    " : ",\n    ";
        out += g.close();
        if (!write(out))
            return;
        ++done;
        if (progress)
            progress(done, total);
    }
    out = done == 0 ? "]" : "\n  ]";
    out += ",\n  \"players\": ";
    appendNested(out, dumped(players(db)), 1);
    out += ",\n  \"version\": " + std::to_string(kHistoryVersion) + "\n}\n";
    write(out);
}

} // namespace

std::string exportHistoryJson(Database &db, const ExportProgress &progress)
{
    std::string text;
    exportPieces(db, [&text](const std::string &piece) { text += piece; return true; }, progress);
    return text;
}

void exportHistoryJson(Database &db, std::ostream &out, const ExportProgress &progress)
{
    exportPieces(db, [&out](const std::string &piece) { return bool(out.write(piece.data(), std::streamsize(piece.size()))); },
                 progress);
}

} // namespace nc::db
