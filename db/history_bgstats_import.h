// Import of BG Stats' own export (its JSON "play file": games, players, locations, plays with
// playerScores, each with a UUID) into the history: the plays of Nations, Nations: The Dice Game and
// Wealth of Nations, merged by BG Stats' uuids. What of the format is confirmed: docs/history-format.md
// "BG Stats".
#pragma once

#include "db/history_import.h"

#include <string>

namespace nc::db {

class Database;

/// Imports the plays of a BG Stats export `text` into `db`; `fileName` names it in messages.
/// - A play is imported when its game (plays[].gameRefId -> games[].id) is named "Nations", "Nations: The Dice
///   Game" or "Wealth of Nations" (ignoring ASCII case and the colon) or carries the uuid our own BG Stats export
///   gives it (db/bgstats_games.h); the plays of other games are skipped and named in ImportReport::skippedGames.
/// - Each imported play becomes a finished game entered without the app (games.source "logged", its log one
///   "setup" row {"logged": true}, no final score sheet): uuid = the play's uuid (lower-cased), started at
///   playDate (read as UTC "YYYY-MM-DD HH:MM:SS"), finished durationMin minutes later, place = the name of its
///   location (plays[].locationRefId -> locations[].id, none for 0), notes = comments, seats in seatOrder (the
///   file's order among equal ones), a seat's nation and side from its role ("rome (B)" -> "rome", "B"; any other
///   role is the nation as written), score from the text or number "score" ("" = none), rank = 1 + the seats
///   with a higher score or, on an equal score, marked winner when this one is not.
/// - Players (playerRefId -> players[].id) and games merge as importHistoryJson() merges them: by uuid, a player
///   also by name; a play already here (same uuid) is kept as it is, so importing a file twice adds nothing.
/// The whole file is checked first and written in one transaction. Each refusal is one DbError
/// "<fileName>: plays[3].playerScores[1].score: expected a whole number, found "12.5". Nothing was imported."
/// (not JSON, a member missing or of the wrong type, a reference to no entry, a bad uuid or date, a player
/// twice in a play, two plays with one uuid, two imported players whose names differ only in case).
ImportReport importHistoryBgStats(Database &db, const std::string &text, const std::string &fileName);

} // namespace nc::db
