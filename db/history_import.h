// Import of a history document (format "nations-companion.history", docs/history-format.md) into a
// database, merging by the stable ids of games and players (db/uuid.h).
#pragma once

#include <string>
#include <vector>

namespace nc::db {

class Database;

/// What an import did.
struct ImportReport {
    int gamesAdded = 0;     ///< games of the file that were new here
    int gamesKept = 0;      ///< games of the file already here (same uuid): left as they are, never duplicated
    int playersAdded = 0;   ///< players of the file that were new here
    int playersMatched = 0; ///< players of the file already here, by uuid or else by name (case-insensitive)
    int mergesAdded = 0;    ///< merges of players in the file added here (a JSON history of version 2)
    /// Plays of a BG Stats file left out because they are of another game: "Catan (2 plays)", one entry per
    /// game in the file's order. Always empty for a JSON history.
    std::vector<std::string> skippedGames;
};

/// Imports the history document `text` into `db`. `fileName` names the document in messages.
/// The whole document is checked before anything is written, then everything is written in one
/// transaction: on any error nothing is written. Each refusal is one DbError
/// "<fileName>: <entry>.<field>: <problem>", e.g. "h.json: games[3].seats[1].player: "…" is not the
/// uuid of a player of this file". Merging:
/// - a player is the local one with the same uuid, else the local one with the same name
///   (case-insensitively: names are unique here), else a new player with the file's uuid; a matched
///   player keeps the local name;
/// - a game whose uuid is already here is kept as it is (counted in gamesKept); a new one gets a new
///   local id and its action log a new checksum chain over that id (db/action_chain.h: the chain covers
///   the game id, so the file carries no chain; the rows are trusted as the file gives them, the chain
///   protects them from then on); its trash time and edit trail come with it;
/// - a merge of players (version 2, db/players.h) is added unless its merged-away player is known here (merged
///   already, or a player of this database: the games here stay as they are), so that it can be undone here.
ImportReport importHistoryJson(Database &db, const std::string &text, const std::string &fileName);

/// Imports a history file of either kind: a BG Stats export (a JSON object with a "plays" array and no
/// "format" member: importHistoryBgStats(), db/history_bgstats_import.h), else one of our JSON histories
/// (importHistoryJson()). The text is parsed once; the same refusals, naming `fileName`.
ImportReport importHistoryFile(Database &db, const std::string &text, const std::string &fileName);

} // namespace nc::db
