// Export of the finished games as a BG Stats play file (".bgsplay", the JSON that the BG Stats app
// opens to import plays): players, games, locations and plays with playerScores, each with a UUID.
// Its structure as far as public descriptions show it, and what could not be confirmed:
// docs/history-format.md "BG Stats".
#pragma once

#include <string>

#include "db/progress.h"

namespace nc::db {

class Database;

/// The finished games of `db` as a BG Stats play file (JSON, 2-space indentation, a final newline):
///   {"about", "games": [...], "locations": [], "players": [...], "plays": [...], "userInfo": {"meRefId": 0}}
/// - games: one entry per game type that has a finished game, with a fixed UUID per game type (the same
///   in every export, so BG Stats maps the plays to one game), its name and BoardGameGeek id;
/// - players: every player of an exported play: "id" is the local player id, "uuid" the player's stable
///   id (schema 4), "name";
/// - plays: one per finished game, "uuid" the game's stable id (BG Stats recognises a play it already
///   has by it), "playDate" (the start, UTC "YYYY-MM-DD HH:MM:SS"), "durationMin" (start to end),
///   "playerScores": one per seat with "playerRefId", "score" (text), "winner" (rank 1), "rank",
///   "seatOrder" (seat number), "startPlayer" (seat 0), "role" (nation, and side "A"/"B" when there is one).
/// Abandoned and active games are left out (BG Stats records finished plays). Throws DbError on a read error.
/// `progress`, when given, is told after each finished game is read (db/progress.h: an exception it throws ends
/// the export).
std::string exportHistoryBgStats(const Database &db, const Progress &progress = {});

} // namespace nc::db
