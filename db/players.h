#pragma once
// Players are records, not strings (issue 15 §2): list them with their games, rename one, merge two that are the
// same person typed two ways, and undo a merge. Every statistic reads the seats through the player's id
// (db/statistics.h), so it follows a rename or a merge at once.
//
// Every write is one transaction; every function throws DbError with a message naming the player and what is
// wrong, and a refused write changes nothing.

#include <cstdint>
#include <string>
#include <vector>

namespace nc::db {

class Database;

/// One remembered player.
struct PlayerRecordRow {
    int64_t id = 0;
    std::string uuid;
    std::string name;
    int games = 0;         ///< seats in games not in the trash, any status
    std::string lastPlayed; ///< ISO-8601 UTC (players.last_played_at)
};

/// A merge that can be undone.
struct PlayerMerge {
    int64_t id = 0;
    std::string fromName; ///< the player merged away
    std::string intoName; ///< the player kept (their current name)
    int games = 0;        ///< games whose seat moved
    std::string mergedAt; ///< ISO-8601 UTC
};

/// Every player, by name (ASCII case ignored).
std::vector<PlayerRecordRow> listPlayers(const Database &db);

/// Renames the player called `oldName` (case ignored) to `newName` (trimmed). A change of case only is allowed.
/// Throws DbError when no player is called `oldName`, `newName` is empty, or another player already has that
/// name (the message suggests merging them).
void renamePlayer(Database &db, const std::string &oldName, const std::string &newName);

/// Makes `fromName` the same person as `intoName`: every seat of `fromName` moves to `intoName` and `fromName`
/// is removed, keeping what undoMerge() needs. Returns the merge's id. Throws DbError for an unknown name, the
/// same player twice, or a game both played (two seats of one game cannot be one person).
int64_t mergePlayers(Database &db, const std::string &fromName, const std::string &intoName);

/// The merges that can be undone, most recent first.
std::vector<PlayerMerge> playerMerges(const Database &db);

/// Undoes merge `mergeId`: the merged-away player comes back with their id, uuid, name and dates, and their
/// seats move back from the kept player, whose last play goes back to what it was without them (also through
/// later merges that carried this one on, in any order of undoing). Throws DbError for an unknown merge or when another player has taken
/// the name meanwhile (rename that player first).
void undoMerge(Database &db, int64_t mergeId);

} // namespace nc::db
