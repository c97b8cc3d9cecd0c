#include "db/players.h"

#include "db/database.h"
#include "db/edit_support.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace nc::db {

namespace {

[[noreturn]] void refuse(const Database &db, const std::string &message)
{
    throw DbError(message + " (database '" + db.path() + "')");
}

struct Player {
    int64_t id = 0;
    std::string name;
};

Player requirePlayer(const Database &db, const std::string &name, const std::string &what)
{
    Statement st = db.prepare("SELECT id, name FROM players WHERE name = ?1");
    st.bind(1, edit::trimmed(name));
    if (!st.step())
        refuse(db, what + ": no player is called \"" + name + "\"");
    return {st.int64(0), st.text(1)};
}

} // namespace

std::vector<PlayerRecordRow> listPlayers(const Database &db)
{
    Statement st = db.prepare("SELECT p.id, p.uuid, p.name, (SELECT COUNT(*) FROM game_players gp JOIN games g "
                              "ON g.id = gp.game_id WHERE gp.player_id = p.id AND g.deleted_at IS NULL), "
                              "p.last_played_at FROM players p ORDER BY p.name COLLATE NOCASE, p.id");
    std::vector<PlayerRecordRow> out;
    while (st.step())
        out.push_back({st.int64(0), st.text(1), st.text(2), st.int32(3), st.text(4)});
    return out;
}

void renamePlayer(Database &db, const std::string &oldName, const std::string &newName)
{
    const std::string what = "Cannot rename \"" + oldName + "\"";
    const std::string name = edit::trimmed(newName);
    if (name.empty())
        refuse(db, what + ": the new name is empty");
    Transaction tx(db);
    const Player player = requirePlayer(db, oldName, what);
    Statement taken = db.prepare("SELECT name FROM players WHERE name = ?1 AND id <> ?2");
    taken.bind(1, name).bind(2, player.id);
    if (taken.step())
        refuse(db, what + ": a player is already called \"" + taken.text(0) + "\"; if they are the same person, merge \""
                       + player.name + "\" into \"" + taken.text(0) + "\" instead");
    Statement st = db.prepare("UPDATE players SET name = ?1 WHERE id = ?2");
    st.bind(1, name).bind(2, player.id).run();
    tx.commit();
}

int64_t mergePlayers(Database &db, const std::string &fromName, const std::string &intoName)
{
    const std::string what = "Cannot merge \"" + fromName + "\" into \"" + intoName + "\"";
    Transaction tx(db);
    const Player from = requirePlayer(db, fromName, what);
    const Player into = requirePlayer(db, intoName, what);
    if (from.id == into.id)
        refuse(db, what + ": it is the same player");
    Statement both = db.prepare("SELECT a.game_id FROM game_players a JOIN game_players b ON b.game_id = a.game_id "
                                "WHERE a.player_id = ?1 AND b.player_id = ?2 ORDER BY a.game_id LIMIT 1");
    both.bind(1, from.id).bind(2, into.id);
    if (both.step())
        refuse(db, what + ": both played game " + std::to_string(both.int64(0))
                       + ", so they are two people (correct that game's seat first)");

    nlohmann::json games = nlohmann::json::array();
    Statement seats = db.prepare("SELECT game_id FROM game_players WHERE player_id = ?1 ORDER BY game_id");
    seats.bind(1, from.id);
    while (seats.step())
        games.push_back(seats.int64(0));
    nlohmann::json repointed = nlohmann::json::array();
    Statement earlier = db.prepare("SELECT id FROM player_merges WHERE into_id = ?1 ORDER BY id");
    earlier.bind(1, from.id);
    while (earlier.step())
        repointed.push_back(earlier.int64(0));

    Statement keep = db.prepare("INSERT INTO player_merges (from_id, from_uuid, from_name, from_created_at, "
                                "from_last_played_at, into_id, into_last_played_at, game_ids_json, repointed_json, merged_at) "
                                "SELECT f.id, f.uuid, f.name, f.created_at, f.last_played_at, i.id, i.last_played_at, ?3, ?4, "
                                + std::string(edit::kNowSql) + " FROM players f, players i WHERE f.id = ?1 AND i.id = ?2");
    keep.bind(1, from.id).bind(2, into.id).bind(3, games.dump()).bind(4, repointed.dump()).run();
    const int64_t mergeId = db.lastInsertRowId();

    Statement move = db.prepare("UPDATE game_players SET player_id = ?2 WHERE player_id = ?1");
    move.bind(1, from.id).bind(2, into.id).run();
    Statement repoint = db.prepare("UPDATE player_merges SET into_id = ?2 WHERE into_id = ?1 AND id <> ?3");
    repoint.bind(1, from.id).bind(2, into.id).bind(3, mergeId).run();
    Statement last = db.prepare("UPDATE players SET last_played_at = max(last_played_at, "
                                "(SELECT last_played_at FROM players WHERE id = ?1)) WHERE id = ?2");
    last.bind(1, from.id).bind(2, into.id).run();
    Statement remove = db.prepare("DELETE FROM players WHERE id = ?1");
    remove.bind(1, from.id).run();
    tx.commit();
    return mergeId;
}

std::vector<PlayerMerge> playerMerges(const Database &db)
{
    Statement st = db.prepare("SELECT m.id, m.from_name, p.name, m.game_ids_json, m.merged_at FROM player_merges m "
                              "JOIN players p ON p.id = m.into_id ORDER BY m.id DESC");
    std::vector<PlayerMerge> out;
    while (st.step())
        out.push_back({st.int64(0), st.text(1), st.text(2), int(edit::idList(st.text(3)).size()), st.text(4)});
    return out;
}

void undoMerge(Database &db, int64_t mergeId)
{
    const std::string what = "Cannot undo merge " + std::to_string(mergeId);
    Transaction tx(db);
    Statement m = db.prepare("SELECT from_id, from_uuid, from_name, from_created_at, from_last_played_at, into_id, "
                             "into_last_played_at, game_ids_json, repointed_json FROM player_merges WHERE id = ?1");
    m.bind(1, mergeId);
    if (!m.step())
        refuse(db, what + ": there is no such merge (it was undone already?)");
    const std::string name = m.text(2);
    Statement taken = db.prepare("SELECT name FROM players WHERE name = ?1 OR uuid = ?2");
    taken.bind(1, name).bind(2, m.text(1));
    if (taken.step())
        refuse(db, what + ": a player is called \"" + taken.text(0) + "\" now; rename them first to bring back \""
                       + name + "\"");

    // The old id when it is still free, so the player is the same row as before the merge.
    Statement idFree = db.prepare("SELECT NOT EXISTS (SELECT 1 FROM players WHERE id = ?1)");
    idFree.bind(1, m.int64(0));
    idFree.step();
    Statement insert = db.prepare("INSERT INTO players (id, name, created_at, last_played_at, uuid) VALUES (?1, ?2, ?3, ?4, ?5)");
    if (idFree.int64(0) == 1)
        insert.bind(1, m.int64(0));
    else
        insert.bindNull(1);
    insert.bind(2, name).bind(3, m.text(3)).bind(4, m.text(4)).bind(5, m.text(1)).run();
    const int64_t restored = db.lastInsertRowId();
    const int64_t into = m.int64(5);

    Statement move = db.prepare("UPDATE game_players SET player_id = ?1 WHERE game_id = ?2 AND player_id = ?3");
    for (const int64_t game : edit::idList(m.text(7))) {
        move.bind(1, restored).bind(2, game).bind(3, into).run();
        move.reset();
    }
    Statement repoint = db.prepare("UPDATE player_merges SET into_id = ?1 WHERE id = ?2");
    for (const int64_t earlier : edit::idList(m.text(8))) {
        repoint.bind(1, restored).bind(2, earlier).run();
        repoint.reset();
    }
    // The kept player's last play goes back unless they played since the merge. When later merges carried this
    // one on (merged the kept player away in turn: their repointed lists name it), each of them recorded the
    // merged-away player's last play with this merge's in it: that goes back too, link by link, and the player
    // who holds the games now gets the chain's last play without this merge's. (ISO times compare as text.)
    std::string with = std::max(m.text(6), m.text(4)), without = m.text(6);
    int64_t link = mergeId;
    Statement later = db.prepare("SELECT id, from_last_played_at, into_last_played_at FROM player_merges "
                                 "WHERE EXISTS (SELECT 1 FROM json_each(repointed_json) WHERE value = ?1)");
    Statement carried = db.prepare("UPDATE player_merges SET from_last_played_at = ?2 WHERE id = ?1");
    while (with != without) {
        later.bind(1, link);
        if (!later.step())
            break;
        const int64_t next = later.int64(0);
        const std::string fromLast = later.text(1), intoLast = later.text(2);
        later.reset();
        if (fromLast != with) // that player played after this merge: their own last play stays, and so on down
            break;
        carried.bind(1, next).bind(2, without).run();
        carried.reset();
        with = std::max(intoLast, with);
        without = std::max(intoLast, without);
        link = next;
    }
    // This merge is gone: no later merge names it as repointed any more (its id may be given again).
    Statement forget = db.prepare("UPDATE player_merges SET repointed_json = (SELECT json_group_array(value) FROM "
                                  "json_each(repointed_json) WHERE value <> ?1) WHERE EXISTS (SELECT 1 FROM "
                                  "json_each(repointed_json) WHERE value = ?1)");
    forget.bind(1, mergeId).run();
    Statement last = db.prepare("UPDATE players SET last_played_at = ?1 WHERE id = ?2 AND last_played_at = ?3");
    last.bind(1, without).bind(2, into).bind(3, with).run();
    Statement done = db.prepare("DELETE FROM player_merges WHERE id = ?1");
    done.bind(1, mergeId).run();
    tx.commit();
}

} // namespace nc::db
