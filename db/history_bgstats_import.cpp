#include "db/history_bgstats_import.h"

#include "db/bgstats_games.h"
#include "db/database.h"
#include "db/import_support.h"
#include "db/history_document.h"
#include "db/history_export.h"
#include "db/uuid.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace nc::db {

namespace {

using nlohmann::json;
using namespace nc::db::import;






const json &objectAt(const json &value, const std::string &where)
{
    if (!value.is_object())
        refuse(where, "expected an object, found " + shown(value));
    return value;
}

const json &arrayOf(const json &object, const std::string &where, const char *key)
{
    const json &v = member(object, where, key);
    if (!v.is_array())
        refuse(field(where, key), "expected an array, found " + shown(v));
    return v;
}

int64_t whole(const json &object, const std::string &where, const char *key)
{
    const json &v = member(object, where, key);
    if (!v.is_number_integer())
        refuse(field(where, key), "expected a whole number, found " + shown(v));
    return v.get<int64_t>();
}

std::string text(const json &object, const std::string &where, const char *key)
{
    const json &v = member(object, where, key);
    if (!v.is_string())
        refuse(field(where, key), "expected a string, found " + shown(v));
    return v.get<std::string>();
}

// A member BG Stats may leave out: its default when missing or null.
std::string optionalText(const json &object, const std::string &where, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    return text(object, where, key);
}

int64_t optionalWhole(const json &object, const std::string &where, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return 0;
    return whole(object, where, key);
}

bool optionalFlag(const json &object, const std::string &where, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return false;
    if (!it->is_boolean())
        refuse(field(where, key), "expected true or false, found " + shown(*it));
    return it->get<bool>();
}


// BG Stats writes its uuids in lower case; another writer may use upper case.
std::string uuidOf(const json &object, const std::string &where, const char *key)
{
    const std::string id = lowerAscii(text(object, where, key));
    if (!isCanonicalUuid(id))
        refuse(field(where, key), shown(object[key]) + " is not a UUID (like 0f8e2a31-7c4d-4b9e-a1f0-3d2c5b6e7f80)");
    return id;
}

// "2024-05-01 18:03:22" (BG Stats' form; a 'T' instead of the space accepted) -> seconds since 1970, UTC.
std::time_t playTime(const json &object, const std::string &where, const char *key)
{
    const std::string t = text(object, where, key);
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    char sep = 0, end = 0;
    std::tm tm{};
    bool ok = std::sscanf(t.c_str(), "%4d-%2d-%2d%c%2d:%2d:%2d%c", &y, &mo, &d, &sep, &h, &mi, &s, &end) == 7
        && (sep == ' ' || sep == 'T') && t.size() == 19;
    if (ok) {
        tm.tm_year = y - 1900;
        tm.tm_mon = mo - 1;
        tm.tm_mday = d;
        tm.tm_hour = h;
        tm.tm_min = mi;
        tm.tm_sec = s;
        const std::time_t when = timegm(&tm); // normalises: a 31st of April comes back as May 1st
        std::tm back{};
        ok = when != std::time_t(-1) && gmtime_r(&when, &back) && back.tm_year == y - 1900 && back.tm_mon == mo - 1
            && back.tm_mday == d && back.tm_hour == h && back.tm_min == mi && back.tm_sec == s;
        if (ok)
            return when;
    }
    refuse(field(where, key), shown(object[key]) + " is not a date and time like 2024-05-01 18:03:22");
}

std::string isoTime(std::time_t when)
{
    std::tm tm{};
    gmtime_r(&when, &tm);
    char out[32];
    std::strftime(out, sizeof out, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
    return out;
}

// "Nations: The Dice Game" and "nations the dice game" are the same name.
std::string gameKey(const std::string &name)
{
    std::string out;
    for (char c : lowerAscii(name))
        if (c != ':' && c != '-' && !(c == ' ' && (out.empty() || out.back() == ' ')))
            out += c;
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

// Our game type of a BG Stats game entry, or nullopt for another game.
std::optional<std::string> gameTypeOf(const json &game, const std::string &where)
{
    const std::string name = gameKey(text(game, where, "name"));
    const std::string uuid = lowerAscii(optionalText(game, where, "uuid"));
    for (const BgStatsGame &g : kBgStatsGames)
        if (name == gameKey(g.name) || uuid == g.uuid)
            return std::string(g.type);
    return std::nullopt;
}

struct Seat {
    int64_t order = 0;
    std::string player; // uuid
    std::string nation, side;
    std::optional<int64_t> score;
    bool winner = false;
};

// "45", 45 or "" (no score).
std::optional<int64_t> scoreOf(const json &ps, const std::string &where)
{
    const auto it = ps.find("score");
    if (it == ps.end() || it->is_null())
        return std::nullopt;
    if (it->is_number_integer())
        return it->get<int64_t>();
    if (it->is_string()) {
        const std::string s = it->get<std::string>();
        if (s.empty())
            return std::nullopt;
        size_t used = 0;
        try {
            const long long v = std::stoll(s, &used);
            if (used == s.size())
                return v;
        } catch (const std::exception &) {
        }
    }
    refuse(where + ".score", "expected a whole number, found " + shown(*it));
}

struct PlayerInfo {
    std::string uuid, name;
    std::time_t first = 0, last = 0;
    bool used = false;
};

json convert(const json &doc, ImportReport &report)
{
    if (!doc.is_object())
        refuse("the file", "expected a JSON object (a BG Stats export), found " + nc::jsonTypeName(doc));
    std::map<int64_t, std::optional<std::string>> gameTypes; // games[].id -> our type, nullopt = another game
    std::map<int64_t, std::string> gameNames;
    const json &games = arrayOf(doc, "", "games");
    for (size_t i = 0; i < games.size(); ++i) {
        const std::string at = "games[" + std::to_string(i) + "]";
        objectAt(games[i], at);
        const int64_t id = whole(games[i], at, "id");
        if (gameTypes.count(id))
            refuse(at + ".id", "another game of this file has the id " + std::to_string(id));
        gameTypes[id] = gameTypeOf(games[i], at);
        gameNames[id] = text(games[i], at, "name");
    }
    std::map<int64_t, PlayerInfo> players;
    std::vector<int64_t> playerOrder;
    const json &ps = arrayOf(doc, "", "players");
    for (size_t i = 0; i < ps.size(); ++i) {
        const std::string at = "players[" + std::to_string(i) + "]";
        objectAt(ps[i], at);
        const int64_t id = whole(ps[i], at, "id");
        if (players.count(id))
            refuse(at + ".id", "another player of this file has the id " + std::to_string(id));
        PlayerInfo p{uuidOf(ps[i], at, "uuid"), text(ps[i], at, "name")};
        if (p.name.find_first_not_of(" \t\r\n") == std::string::npos)
            refuse(at + ".name", "must not be blank");
        players[id] = p;
        playerOrder.push_back(id);
    }
    std::map<int64_t, std::string> places; // locations[].id -> name
    if (doc.contains("locations")) {
        const json &ls = arrayOf(doc, "", "locations");
        for (size_t i = 0; i < ls.size(); ++i) {
            const std::string at = "locations[" + std::to_string(i) + "]";
            objectAt(ls[i], at);
            places[whole(ls[i], at, "id")] = text(ls[i], at, "name");
        }
    }

    json out = json::array();
    std::set<std::string> playUuids;
    std::map<int64_t, int> skipped; // games[].id -> plays left out
    std::vector<int64_t> skippedOrder;
    const json &plays = arrayOf(doc, "", "plays");
    for (size_t i = 0; i < plays.size(); ++i) {
        const std::string at = "plays[" + std::to_string(i) + "]";
        const json &play = objectAt(plays[i], at);
        const int64_t gameRef = whole(play, at, "gameRefId");
        const auto type = gameTypes.find(gameRef);
        if (type == gameTypes.end())
            refuse(at + ".gameRefId", std::to_string(gameRef) + " is not the id of a game of this file");
        if (!type->second) {
            if (skipped[gameRef]++ == 0)
                skippedOrder.push_back(gameRef);
            continue;
        }
        const std::string uuid = uuidOf(play, at, "uuid");
        if (!playUuids.insert(uuid).second)
            refuse(at + ".uuid", "another play of this file has the same uuid");
        const std::time_t start = playTime(play, at, "playDate");
        const int64_t minutes = optionalWhole(play, at, "durationMin");
        if (minutes < 0 || minutes > 7 * 24 * 60)
            refuse(at + ".durationMin", "expected minutes from 0 to a week, found " + std::to_string(minutes));
        const std::time_t end = start + std::time_t(minutes) * 60;
        std::string place;
        if (const int64_t loc = optionalWhole(play, at, "locationRefId"); loc != 0) {
            const auto it = places.find(loc);
            if (it == places.end())
                refuse(at + ".locationRefId", std::to_string(loc) + " is not the id of a location of this file");
            place = it->second;
        }

        std::vector<Seat> seats;
        std::set<int64_t> seated;
        const json &scores = arrayOf(play, at, "playerScores");
        if (scores.empty())
            refuse(at + ".playerScores", "a play has at least one player");
        for (size_t j = 0; j < scores.size(); ++j) {
            const std::string sat = at + ".playerScores[" + std::to_string(j) + "]";
            const json &s = objectAt(scores[j], sat);
            const int64_t ref = whole(s, sat, "playerRefId");
            const auto p = players.find(ref);
            if (p == players.end())
                refuse(sat + ".playerRefId", std::to_string(ref) + " is not the id of a player of this file");
            if (!seated.insert(ref).second)
                refuse(sat + ".playerRefId", "this player already has another place in this play");
            p->second.first = p->second.used ? std::min(p->second.first, start) : start;
            p->second.last = p->second.used ? std::max(p->second.last, end) : end;
            p->second.used = true;
            Seat seat{optionalWhole(s, sat, "seatOrder"), p->second.uuid, optionalText(s, sat, "role"), "",
                      scoreOf(s, sat), optionalFlag(s, sat, "winner")};
            const std::string &r = seat.nation;
            if (r.size() > 4 && r[r.size() - 4] == ' ' && r[r.size() - 3] == '(' && r.back() == ')'
                && (r[r.size() - 2] == 'A' || r[r.size() - 2] == 'B')) {
                seat.side = std::string(1, r[r.size() - 2]);
                seat.nation = r.substr(0, r.size() - 4);
            }
            seats.push_back(std::move(seat));
        }
        std::stable_sort(seats.begin(), seats.end(), [](const Seat &a, const Seat &b) { return a.order < b.order; });

        json seatRows = json::array();
        for (size_t j = 0; j < seats.size(); ++j) {
            int64_t rank = 1;
            for (const Seat &other : seats) {
                const int64_t mine = seats[j].score.value_or(0), theirs = other.score.value_or(0);
                if (theirs > mine || (theirs == mine && other.winner && !seats[j].winner))
                    ++rank;
            }
            seatRows.push_back({{"seat", j},
                                {"player", seats[j].player},
                                {"nation", seats[j].nation},
                                {"side", seats[j].side},
                                {"score", seats[j].score ? json(*seats[j].score) : json(nullptr)},
                                {"rank", rank}});
        }
        json game = {{"uuid", uuid},
                     {"game_type", *type->second},
                     {"status", "finished"},
                     {"created_at", isoTime(start)},
                     {"finished_at", isoTime(end)},
                     {"solo", seats.size() == 1},
                     {"options", json::object()},
                     {"final", nullptr},
                     {"hall_of_fame_title", nullptr},
                     {"source", "logged"},
                     {"seats", std::move(seatRows)},
                     {"actions", json::array({{{"seq", 1},
                                               {"kind", "setup"},
                                               {"payload", {{"logged", true}}},
                                               {"created_at", isoTime(start)}}})}};
        if (!place.empty())
            game["place"] = place;
        if (const std::string notes = optionalText(play, at, "comments"); !notes.empty())
            game["notes"] = notes;
        out.push_back(std::move(game));
    }

    json playerRows = json::array();
    std::map<std::string, std::string> names; // lower-case name -> where first seen
    for (size_t i = 0; i < playerOrder.size(); ++i) {
        const PlayerInfo &p = players[playerOrder[i]];
        if (!p.used)
            continue;
        const std::string at = "players[" + std::to_string(i) + "]";
        if (const auto [it, fresh] = names.emplace(lowerAscii(p.name), at); !fresh)
            refuse(at + ".name", shown(p.name) + " is the name of " + it->second
                       + " too (names differ by more than case here: rename one in BG Stats)");
        playerRows.push_back(
            {{"uuid", p.uuid}, {"name", p.name}, {"created_at", isoTime(p.first)}, {"last_played_at", isoTime(p.last)}});
    }
    for (int64_t id : skippedOrder)
        report.skippedGames.push_back(gameNames[id] + " (" + std::to_string(skipped[id])
                                      + (skipped[id] == 1 ? " play)" : " plays)"));
    return {{"format", kHistoryFormat}, {"version", kHistoryVersion}, {"players", std::move(playerRows)},
            {"games", std::move(out)}};
}

} // namespace

ImportReport importHistoryBgStatsDocument(Database &db, const nlohmann::json &document, const std::string &fileName)
{
    ImportReport skipped;
    json history;
    try {
        history = convert(document, skipped);
    } catch (const FormatError &e) {
        throw DbError(fileName + ": " + e.where + ": " + e.problem + ". Nothing was imported.");
    }
    ImportReport report = importHistoryDocument(db, history, fileName);
    report.skippedGames = std::move(skipped.skippedGames);
    return report;
}

ImportReport importHistoryBgStats(Database &db, const std::string &text, const std::string &fileName)
{
    json document;
    try {
        document = nc::parseJson(text, historyFileLimits());
    } catch (const nc::JsonInputError &e) {
        throw DbError(fileName + ": " + e.what() + ". Nothing was imported.");
    }
    return importHistoryBgStatsDocument(db, document, fileName);
}

} // namespace nc::db
