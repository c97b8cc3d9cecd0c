#include "db/history_import.h"
#include "db/history_document.h"

#include "db/action_chain.h"
#include "db/database.h"
#include "db/import_support.h"
#include "db/history_export.h"
#include "db/uuid.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace nc::db {

namespace {

using nlohmann::json;
using namespace nc::db::import;

std::string text(const json &object, const std::string &where, const char *key, bool allowEmpty = false)
{
    const json &v = member(object, where, key);
    if (!v.is_string())
        refuse(field(where, key), "expected a string, found " + shown(v));
    const std::string s = v.get<std::string>();
    if (!allowEmpty && s.empty())
        refuse(field(where, key), "must not be empty");
    return s;
}

std::optional<std::string> optionalText(const json &object, const std::string &where, const char *key)
{
    const json &v = member(object, where, key);
    if (v.is_null())
        return std::nullopt;
    return text(object, where, key, true);
}

std::optional<int64_t> optionalInt(const json &object, const std::string &where, const char *key)
{
    const json &v = member(object, where, key);
    if (v.is_null())
        return std::nullopt;
    if (!v.is_number_integer())
        refuse(field(where, key), "expected a whole number or null, found " + shown(v));
    return v.get<int64_t>();
}

const json &array(const json &object, const std::string &where, const char *key)
{
    const json &v = member(object, where, key);
    if (!v.is_array())
        refuse(field(where, key), "expected an array, found " + shown(v));
    return v;
}

// Calls read(entry, "<where>.<key>[i]") for each entry of the array object[key] in order.
template <typename Read>
void eachEntry(const json &object, const std::string &where, const char *key, Read &&read)
{
    const json &list = array(object, where, key);
    for (size_t i = 0; i < list.size(); ++i)
        read(list[i], field(where, key) + "[" + std::to_string(i) + "]");
}

// eachEntry() of an array of objects; an entry that is not an object is refused.
template <typename Read>
void eachObject(const json &object, const std::string &where, const char *key, Read &&read)
{
    eachEntry(object, where, key, [&](const json &entry, const std::string &at) {
        if (!entry.is_object())
            refuse(at, "expected an object, found " + shown(entry));
        read(entry, at);
    });
}

std::string uuid(const json &object, const std::string &where, const char *key)
{
    const std::string id = text(object, where, key);
    if (!isCanonicalUuid(id))
        refuse(field(where, key), shown(id) + " is not a UUID (like 0f8e2a31-7c4d-4b9e-a1f0-3d2c5b6e7f80)");
    return id;
}

// "2024-05-01T18:03:22.517Z", as GameStore writes them (seconds and fraction optional here): a real time of the
// calendar, not only its shape (the statistics read a finish time's year, month and day apart: db/stats_periods.h).
std::string timestamp(const json &object, const std::string &where, const char *key)
{
    const std::string t = text(object, where, key);
    const auto digits = [&](size_t from, size_t n) {
        return t.size() >= from + n && std::all_of(t.begin() + long(from), t.begin() + long(from + n),
                                                   [](char c) { return c >= '0' && c <= '9'; });
    };
    const auto number = [&](size_t from, size_t n) { return std::stoi(t.substr(from, n)); };
    bool ok = t.size() >= 17 && t.size() <= 30 && digits(0, 4) && t[4] == '-' && digits(5, 2) && t[7] == '-'
        && digits(8, 2) && t[10] == 'T' && digits(11, 2) && t[13] == ':' && digits(14, 2) && t.back() == 'Z';
    // After the minutes: "Z", ":SS" + "Z", or ":SS." + digits + "Z".
    if (ok && t.size() > 17)
        ok = t[16] == ':' && digits(17, 2) && number(17, 2) <= 59
            && (t.size() == 20 || (t.size() > 21 && t[19] == '.' && digits(20, t.size() - 21)));
    if (ok) {
        using namespace std::chrono;
        ok = year_month_day{year{number(0, 4)}, month{unsigned(number(5, 2))}, day{unsigned(number(8, 2))}}.ok()
            && number(11, 2) <= 23 && number(14, 2) <= 59;
    }
    if (!ok)
        refuse(field(where, key), shown(t) + " is not a UTC time like 2024-05-01T18:03:22.517Z");
    return t;
}

std::optional<std::string> optionalTimestamp(const json &object, const std::string &where, const char *key)
{
    if (member(object, where, key).is_null())
        return std::nullopt;
    return timestamp(object, where, key);
}


struct Player {
    std::string uuid, name, createdAt, lastPlayedAt;
};

struct Seat {
    std::string player; // uuid
    std::string nation, side;
    std::optional<int64_t> score, rank;
    std::optional<int64_t> scoreComputed; // a corrected score's computed value (db/history_edit.h)
    std::string correctionReason;
};

struct Action {
    std::string kind, payload, createdAt;
};

struct Edit {
    std::string editedAt, field;
    std::optional<std::string> before, after;
};

struct Game {
    std::string uuid, type, status, createdAt;
    std::optional<std::string> finishedAt, finalJson, hallOfFameTitle;
    bool solo = false;
    std::string options;
    std::string place, notes, source = "app"; // schema 5 members, left out of the file when empty / "app"
    std::optional<std::string> deletedAt;     // version 2 members, left out when not in the trash / no edits
    std::vector<Edit> edits;
    std::vector<Seat> seats;
    std::vector<Action> actions;
};

// A merge not undone (db/players.h), as the file gives it.
struct Merge {
    Player from; // the player merged away
    std::string into, intoLastPlayedAt, mergedAt;
    std::vector<std::string> games; // the uuids of the games whose seat moved
    std::vector<std::string> repointed; // the merged-away players of the earlier merges it repointed
};

struct Document {
    std::vector<Player> players;
    std::vector<Game> games;
    std::vector<Merge> merges;
};

Player readPlayer(const json &p, const std::string &where)
{
    if (!p.is_object())
        refuse(where, "expected an object, found " + shown(p));
    Player out{uuid(p, where, "uuid"), text(p, where, "name"), timestamp(p, where, "created_at"),
               timestamp(p, where, "last_played_at")};
    if (out.name.find_first_not_of(" \t\r\n") == std::string::npos)
        refuse(where + ".name", "must not be blank");
    return out;
}

Seat readSeat(const json &s, const std::string &where, size_t index, const std::set<std::string> &players)
{
    if (!s.is_object())
        refuse(where, "expected an object, found " + shown(s));
    const json &seat = member(s, where, "seat");
    if (!seat.is_number_integer() || seat.get<int64_t>() != int64_t(index))
        refuse(where + ".seat", "expected " + std::to_string(index) + " (seats are numbered 0, 1, 2... in order), found "
                                    + shown(seat));
    Seat out{uuid(s, where, "player"), text(s, where, "nation", true), text(s, where, "side", true),
             optionalInt(s, where, "score"), optionalInt(s, where, "rank"), std::nullopt, std::string()};
    if (!players.count(out.player))
        refuse(where + ".player", shown(out.player) + " is not the uuid of a player of this file");
    if (out.side.size() > 1)
        refuse(where + ".side", "expected \"A\", \"B\" or \"\", found " + shown(s["side"]));
    if (out.rank && *out.rank < 1)
        refuse(where + ".rank", "ranks start at 1, found " + std::to_string(*out.rank));
    if (s.contains("score_computed")) {
        out.scoreComputed = optionalInt(s, where, "score_computed");
        out.correctionReason = text(s, where, "correction_reason");
    }
    return out;
}

Game readGame(const json &g, const std::string &where, const std::set<std::string> &players)
{
    if (!g.is_object())
        refuse(where, "expected an object, found " + shown(g));
    Game out;
    out.uuid = uuid(g, where, "uuid");
    out.type = text(g, where, "game_type");
    out.status = text(g, where, "status");
    if (out.status != "active" && out.status != "finished" && out.status != "abandoned")
        refuse(where + ".status", "expected \"active\", \"finished\" or \"abandoned\", found " + shown(g["status"]));
    out.createdAt = timestamp(g, where, "created_at");
    out.finishedAt = optionalTimestamp(g, where, "finished_at");
    const json &solo = member(g, where, "solo");
    if (!solo.is_boolean())
        refuse(where + ".solo", "expected true or false, found " + shown(solo));
    out.solo = solo.get<bool>();
    out.options = member(g, where, "options").dump();
    if (const json &final = member(g, where, "final"); !final.is_null())
        out.finalJson = final.dump();
    out.hallOfFameTitle = optionalText(g, where, "hall_of_fame_title");
    if (g.contains("place"))
        out.place = text(g, where, "place", true);
    if (g.contains("notes"))
        out.notes = text(g, where, "notes", true);
    if (g.contains("source")) {
        out.source = text(g, where, "source");
        if (out.source != "app" && out.source != "logged")
            refuse(where + ".source", "expected \"app\" or \"logged\", found " + shown(g["source"]));
    }
    if (g.contains("deleted_at")) {
        out.deletedAt = timestamp(g, where, "deleted_at");
        if (out.status == "active") // as deleteGame() refuses it
            refuse(where + ".deleted_at", "an active game is never in the trash (it is abandoned first)");
    }
    if (g.contains("edits"))
        eachObject(g, where, "edits", [&](const json &e, const std::string &at) {
            out.edits.push_back({timestamp(e, at, "edited_at"), text(e, at, "field"), optionalText(e, at, "before"),
                                 optionalText(e, at, "after")});
        });

    const json &seats = array(g, where, "seats");
    if (seats.empty())
        refuse(where + ".seats", "a game has at least one seat");
    std::set<std::string> seated;
    for (size_t i = 0; i < seats.size(); ++i) {
        const std::string at = where + ".seats[" + std::to_string(i) + "]";
        out.seats.push_back(readSeat(seats[i], at, i, players));
        if (!seated.insert(out.seats.back().player).second)
            refuse(at + ".player", "this player already has another seat in this game");
    }

    const json &actions = array(g, where, "actions");
    if (actions.empty())
        refuse(where + ".actions", "the log has at least its \"setup\" row");
    for (size_t i = 0; i < actions.size(); ++i) {
        const std::string at = where + ".actions[" + std::to_string(i) + "]";
        const json &a = actions[i];
        if (!a.is_object())
            refuse(at, "expected an object, found " + shown(a));
        const json &seq = member(a, at, "seq");
        if (!seq.is_number_integer() || seq.get<int64_t>() != int64_t(i + 1))
            refuse(at + ".seq", "expected " + std::to_string(i + 1) + " (the log runs 1, 2, 3... without gaps), found "
                                    + shown(seq));
        Action row{text(a, at, "kind"), member(a, at, "payload").dump(), timestamp(a, at, "created_at")};
        if (i == 0 && row.kind != "setup")
            refuse(at + ".kind", "the first row of a log is \"setup\", found " + shown(a["kind"]));
        out.actions.push_back(std::move(row));
    }
    // The exporting database found the log damaged and left out the rows past it (`log_damage`): an unfinished
    // game is set aside, so that its cut log is never resumed and continued as if it were whole.
    if (g.contains("log_damage") && out.status == "active")
        out.status = "abandoned";
    return out;
}

// merges[]: each merged-away player is none of the file's players and merged once; the kept player is one of them;
// each game whose seat moved is a game of the file, listed once, the kept player in the seat given; each repointed
// merge is another merge of the file.
std::vector<Merge> readMerges(const json &doc, const std::map<std::string, std::string> &players,
                              const std::map<std::string, const Game *> &games)
{
    std::vector<Merge> out;
    if (!doc.contains("merges"))
        return out;
    std::set<std::string> mergedAway;
    eachObject(doc, "", "merges", [&](const json &m, const std::string &where) {
        Merge merge{readPlayer(member(m, where, "from"), where + ".from"), uuid(m, where, "into"),
                    timestamp(m, where, "into_last_played_at"), timestamp(m, where, "merged_at"), {}, {}};
        if (const auto player = players.find(merge.from.uuid); player != players.end())
            refuse(where + ".from.uuid", "this is " + player->second + " of this file: a player merged away is no "
                                         "longer among the players");
        if (!mergedAway.insert(merge.from.uuid).second)
            refuse(where + ".from.uuid", "another merge of this file merged the same player away");
        if (!players.count(merge.into))
            refuse(where + ".into", shown(merge.into) + " is not the uuid of a player of this file");
        eachObject(m, where, "games", [&](const json &entry, const std::string &at) {
            const std::string game = uuid(entry, at, "game");
            const auto g = games.find(game);
            if (g == games.end())
                refuse(at + ".game", shown(game) + " is not the uuid of a game of this file");
            if (std::find(merge.games.begin(), merge.games.end(), game) != merge.games.end())
                refuse(at + ".game", "this game is listed twice");
            const std::vector<Seat> &seats = g->second->seats;
            const json &seat = member(entry, at, "seat");
            if (!seat.is_number_integer() || seat.get<int64_t>() < 0 || seat.get<int64_t>() >= int64_t(seats.size()))
                refuse(at + ".seat", "expected a seat of that game (0 to " + std::to_string(seats.size() - 1)
                                         + "), found " + shown(seat));
            if (seats[seat.get<size_t>()].player != merge.into)
                refuse(at + ".seat", "seat " + shown(seat) + " of that game is not the player merged into (into)");
            merge.games.push_back(game);
        });
        eachEntry(m, where, "repointed", [&](const json &r, const std::string &at) {
            if (!r.is_string() || !isCanonicalUuid(r.get<std::string>()))
                refuse(at, "expected the uuid of a player merged away, found " + shown(r));
            merge.repointed.push_back(r.get<std::string>());
        });
        out.push_back(std::move(merge));
    });
    for (size_t i = 0; i < out.size(); ++i)
        for (size_t j = 0; j < out[i].repointed.size(); ++j)
            if (out[i].repointed[j] == out[i].from.uuid || !mergedAway.count(out[i].repointed[j]))
                refuse("merges[" + std::to_string(i) + "].repointed[" + std::to_string(j) + "]",
                       shown(out[i].repointed[j]) + " is not a player merged away by another merge of this file");
    return out;
}

Document readDocument(const json &doc)
{
    if (!doc.is_object())
        refuse("format", "not a Nations Companion history (the file holds " + nc::jsonTypeName(doc) + ", not an object)");
    const auto format = doc.find("format");
    if (format == doc.end() || *format != kHistoryFormat)
        refuse("format", std::string("not a Nations Companion history (expected \"") + kHistoryFormat + "\", found "
                             + (format == doc.end() ? std::string("nothing") : shown(*format)) + ")");
    const json &version = member(doc, "", "version");
    if (!version.is_number_integer() || version.get<int64_t>() < 1)
        refuse("version", "expected a whole number from 1, found " + shown(version));
    if (version.get<int64_t>() > kHistoryVersion)
        refuse("version", "version " + shown(version) + " is newer than this app reads (" + std::to_string(kHistoryVersion)
                              + "); update the app");

    Document out;
    std::set<std::string> playerIds;
    std::map<std::string, std::string> playerAt; // uuid -> players[i]
    std::map<std::string, std::string> names; // lower-case name -> where it was first seen
    const json &players = array(doc, "", "players");
    for (size_t i = 0; i < players.size(); ++i) {
        const std::string at = "players[" + std::to_string(i) + "]";
        out.players.push_back(readPlayer(players[i], at));
        if (!playerIds.insert(out.players.back().uuid).second)
            refuse(at + ".uuid", "another player of this file has the same uuid");
        playerAt.emplace(out.players.back().uuid, at);
        if (const auto [it, fresh] = names.emplace(lowerAscii(out.players.back().name), at); !fresh)
            refuse(at + ".name", shown(out.players.back().name) + " is the name of " + it->second + " too");
    }
    std::set<std::string> gameIds;
    const json &games = array(doc, "", "games");
    for (size_t i = 0; i < games.size(); ++i) {
        const std::string at = "games[" + std::to_string(i) + "]";
        out.games.push_back(readGame(games[i], at, playerIds));
        if (!gameIds.insert(out.games.back().uuid).second)
            refuse(at + ".uuid", "another game of this file has the same uuid");
    }
    std::map<std::string, const Game *> gameOf;
    for (const Game &g : out.games)
        gameOf.emplace(g.uuid, &g);
    out.merges = readMerges(doc, playerAt, gameOf);
    return out;
}

std::optional<int64_t> idOf(Statement &st, const std::string &key)
{
    st.bind(1, key);
    std::optional<int64_t> id;
    if (st.step())
        id = st.int64(0);
    st.reset();
    return id;
}

// The local id of each player of the file, adding the new ones.
std::map<std::string, int64_t> mergePlayers(const Database &db, const std::vector<Player> &players, ImportReport &report)
{
    Statement byUuid = db.prepare("SELECT id FROM players WHERE uuid = ?1");
    Statement byName = db.prepare("SELECT id FROM players WHERE name = ?1"); // the column's NOCASE collation
    Statement mergedInto = db.prepare("SELECT into_id FROM player_merges WHERE from_uuid = ?1 ORDER BY id DESC LIMIT 1");
    Statement insert = db.prepare("INSERT INTO players (uuid, name, created_at, last_played_at) VALUES (?1, ?2, ?3, ?4)");
    std::map<std::string, int64_t> ids;
    for (const Player &p : players) {
        std::optional<int64_t> id = idOf(byUuid, p.uuid);
        if (!id) // a player merged away here (db/players.h) is the one they were merged into
            id = idOf(mergedInto, p.uuid);
        if (!id)
            id = idOf(byName, p.name);
        if (id) {
            ++report.playersMatched;
        } else {
            insert.bind(1, p.uuid).bind(2, p.name).bind(3, p.createdAt).bind(4, p.lastPlayedAt).run();
            insert.reset();
            id = db.lastInsertRowId();
            ++report.playersAdded;
        }
        ids[p.uuid] = *id;
    }
    return ids;
}

// Adds game `g` and returns its local id. A game in the trash is inserted with its deletion time: the statistics'
// triggers never count it, and it is purged when the app would have purged it at the source.
int64_t insertGame(const Database &db, const Game &g, const std::map<std::string, int64_t> &players)
{
    Statement game = db.prepareCached("INSERT INTO games (uuid, game_type, status, created_at, finished_at, solo, options_json, "
                                "final_json, hall_of_fame_title, place, notes, source, deleted_at) "
                                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
    game.bind(1, g.uuid).bind(2, g.type).bind(3, g.status).bind(4, g.createdAt).bindOrNull(5, g.finishedAt);
    game.bind(6, int64_t(g.solo ? 1 : 0)).bind(7, g.options).bindOrNull(8, g.finalJson).bindOrNull(9, g.hallOfFameTitle);
    game.bind(10, g.place).bind(11, g.notes).bind(12, g.source).bindOrNull(13, g.deletedAt);
    game.run();
    const int64_t id = db.lastInsertRowId();

    if (!g.edits.empty()) { // most games have no trail: no statement for them
        Statement edit = db.prepare("INSERT INTO game_edits (game_id, edited_at, field, before, after) "
                                    "VALUES (?1, ?2, ?3, ?4, ?5)");
        for (const Edit &e : g.edits) {
            edit.bind(1, id).bind(2, e.editedAt).bind(3, e.field).bindOrNull(4, e.before).bindOrNull(5, e.after).run();
            edit.reset();
        }
    }

    Statement seat = db.prepareCached("INSERT INTO game_players (game_id, seat, player_id, nation, side, score, rank, "
                                "score_computed, correction_reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    for (size_t i = 0; i < g.seats.size(); ++i) {
        const Seat &s = g.seats[i];
        seat.bind(1, id).bind(2, int64_t(i)).bind(3, players.at(s.player)).bind(4, s.nation).bind(5, s.side);
        s.score ? seat.bind(6, *s.score) : seat.bindNull(6);
        s.rank ? seat.bind(7, *s.rank) : seat.bindNull(7);
        s.scoreComputed ? seat.bind(8, *s.scoreComputed) : seat.bindNull(8);
        seat.bindOrNull(9, s.scoreComputed ? std::optional<std::string>(s.correctionReason) : std::nullopt);
        seat.run();
        seat.reset();
    }

    // A new chain over the new game id, from the setup row on (db/action_chain.h), and its last link.
    Statement action = db.prepareCached("INSERT INTO actions (game_id, seq, kind, payload_json, created_at, chain) "
                                  "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    std::string chain;
    for (size_t i = 0; i < g.actions.size(); ++i) {
        const Action &a = g.actions[i];
        const int64_t seq = int64_t(i) + 1;
        chain = actionChain(chain, id, seq, a.kind, a.payload);
        action.bind(1, id).bind(2, seq).bind(3, a.kind).bind(4, a.payload).bind(5, a.createdAt).bind(6, chain).run();
        action.reset();
    }
    Statement head = db.prepare("UPDATE games SET log_head = ?1 WHERE id = ?2");
    head.bind(1, chain).bind(2, id).run();
    return id;
}

// Adds the file's merges, so that they can be undone here and a later file naming a merged-away player finds the
// player kept. A merge whose merged-away player is known here already, merged (the same merge) or as a player of
// this database (not merged here: their games were kept as they are), is left as it is. `games` and `players` map
// the file's uuids to local ids. Returns how many were added.
int insertMerges(const Database &db, const std::vector<Merge> &merges, const std::map<std::string, int64_t> &games,
                 const std::map<std::string, int64_t> &players)
{
    Statement merged = db.prepare("SELECT id FROM player_merges WHERE from_uuid = ?1");
    Statement known = db.prepare("SELECT id FROM players WHERE uuid = ?1");
    // from_id is the id the player gets back on undo when it is free (undoMerge()): one not used yet here.
    Statement insert = db.prepare("INSERT INTO player_merges (from_id, from_uuid, from_name, from_created_at, "
                                  "from_last_played_at, into_id, into_last_played_at, game_ids_json, repointed_json, "
                                  "merged_at) VALUES ((SELECT coalesce(max(id), 0) + 1 FROM players), ?1, ?2, ?3, ?4, "
                                  "?5, ?6, ?7, '[]', ?8)");
    std::vector<std::pair<int64_t, const Merge *>> added;
    for (const Merge &m : merges) {
        if (idOf(merged, m.from.uuid) || idOf(known, m.from.uuid))
            continue;
        std::vector<int64_t> moved;
        for (const std::string &game : m.games)
            moved.push_back(games.at(game));
        std::sort(moved.begin(), moved.end()); // as mergePlayers() lists them
        insert.bind(1, m.from.uuid).bind(2, m.from.name).bind(3, m.from.createdAt).bind(4, m.from.lastPlayedAt);
        insert.bind(5, players.at(m.into)).bind(6, m.intoLastPlayedAt).bind(7, json(moved).dump()).bind(8, m.mergedAt);
        insert.run();
        insert.reset();
        added.emplace_back(db.lastInsertRowId(), &m);
    }
    // The earlier merges each one repointed, by their local ids (one of this database when it was here already).
    Statement repoint = db.prepare("UPDATE player_merges SET repointed_json = ?1 WHERE id = ?2");
    for (const auto &[id, m] : added) {
        std::vector<int64_t> repointed;
        for (const std::string &from : m->repointed)
            if (const std::optional<int64_t> earlier = idOf(merged, from))
                repointed.push_back(*earlier);
        std::sort(repointed.begin(), repointed.end());
        repoint.bind(1, json(repointed).dump()).bind(2, id).run();
        repoint.reset();
    }
    return int(added.size());
}

} // namespace

nc::JsonLimits historyFileLimits()
{
    nc::JsonLimits limits;
    limits.maxBytes = std::size_t(1) << 30; // a history of many years; each stored text keeps its own limits
    limits.maxDepth += 6;                   // the document's own levels above an action's payload
    return limits;
}

ImportReport importHistoryDocument(Database &db, const nlohmann::json &document, const std::string &fileName)
{
    Document doc;
    try {
        doc = readDocument(document);
    } catch (const FormatError &e) {
        throw DbError(fileName + ": " + e.where + ": " + e.problem + ". Nothing was imported.");
    }

    ImportReport report;
    Transaction tx(db);
    const std::map<std::string, int64_t> players = mergePlayers(db, doc.players, report);
    Statement known = db.prepare("SELECT id FROM games WHERE uuid = ?1");
    std::map<std::string, int64_t> games; // uuid -> local id
    for (const Game &g : doc.games) {
        if (const std::optional<int64_t> here = idOf(known, g.uuid)) {
            games[g.uuid] = *here;
            ++report.gamesKept;
            continue;
        }
        games[g.uuid] = insertGame(db, g, players);
        ++report.gamesAdded;
    }
    report.mergesAdded = insertMerges(db, doc.merges, games, players);
    tx.commit();
    return report;
}

ImportReport importHistoryJson(Database &db, const std::string &text, const std::string &fileName)
{
    nlohmann::json document;
    try {
        document = nc::parseJson(text, historyFileLimits());
    } catch (const nc::JsonInputError &e) {
        throw DbError(fileName + ": " + e.what() + ". Nothing was imported.");
    }
    return importHistoryDocument(db, document, fileName);
}

} // namespace nc::db
