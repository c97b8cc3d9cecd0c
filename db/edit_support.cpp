#include "db/edit_support.h"

#include "db/database.h"
#include "db/uuid.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace nc::db::edit {

std::vector<int64_t> idList(const std::string &jsonText)
{
    return nlohmann::json::parse(jsonText).get<std::vector<int64_t>>();
}

std::string trimmed(const std::string &text)
{
    const auto isSpace = [](unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    auto begin = std::find_if_not(text.begin(), text.end(), isSpace);
    auto end = std::find_if_not(text.rbegin(), std::string::const_reverse_iterator(begin), isSpace).base();
    return std::string(begin, end);
}

bool isDay(const Database &db, const std::string &day)
{
    // A modifier makes SQLite normalise the day ("2025-02-30" becomes "2025-03-02"); a real day stays itself.
    Statement st = db.prepare("SELECT date(?1, '+0 days') IS ?1 AND length(?1) = 10");
    st.bind(1, day);
    return st.step() && st.int64(0) == 1;
}

int64_t playerId(const Database &db, const std::string &name)
{
    Statement insert = db.prepare(std::string("INSERT INTO players (name, created_at, last_played_at, uuid) VALUES (?1, ")
                                  + kNowSql + ", " + kNowSql + ", " + kNewUuidSql + ") ON CONFLICT (name) DO NOTHING");
    insert.bind(1, name).run();
    Statement find = db.prepare("SELECT id FROM players WHERE name = ?1");
    find.bind(1, name);
    find.step();
    return find.int64(0);
}

void record(const Database &db, int64_t gameId, const std::string &field, const std::string &before,
            const std::string &after)
{
    Statement st = db.prepare(std::string("INSERT INTO game_edits (game_id, edited_at, field, before, after) VALUES (?1, ")
                              + kNowSql + ", ?2, ?3, ?4)");
    st.bind(1, gameId).bind(2, field).bind(3, before).bind(4, after).run();
}

std::string requireLiveGame(const Database &db, int64_t gameId, const std::string &what)
{
    Statement st = db.prepare("SELECT status, deleted_at FROM games WHERE id = ?1");
    st.bind(1, gameId);
    if (!st.step())
        throw DbError(what + ": there is no game " + std::to_string(gameId) + " (database '" + db.path() + "')");
    if (!st.isNull(1))
        throw DbError(what + ": game " + std::to_string(gameId) + " is in the trash; restore it first (database '"
                      + db.path() + "')");
    return st.text(0);
}

} // namespace nc::db::edit
