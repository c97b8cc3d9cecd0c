#pragma once
// `nations-companion stats [--db PATH] [--player NAME] [--game TYPE] [--from DAY] [--to DAY] [--players N]
// [--with NAME] [--json]`: the group's statistics (db/statistics.h) of the history in the database, as one JSON
// object on stdout (docs/cli.md "stats"). Without --db: the app's default database file.
//
// Output: {"filter": {...}, "games": N, "players": [{name, game, plays, multiplayer_plays, wins, win_rate,
// average_score, best_score, best_solo_score?}], "nations": [{game, nation, side, plays, multiplayer_plays, wins,
// win_rate, average_score}], "rivals": [{a, b, game, games, a_ahead, b_ahead, even}], "seats": [{game, seat,
// plays, wins, win_rate}], "player"?: {name, scores: [{game_id, date, game, score, rank, players, nation, side}],
// by_player_count: [{game, players, plays, wins, average_score}], categories: [{game, key, label, games,
// average}]}}. Rates are 0..1, averages rounded to 2 decimals.

#include <iosfwd>
#include <string>
#include <vector>

namespace nc::app {

/// Runs the command on the arguments after "stats". Returns 0, 1 when the database refuses (damaged, newer,
/// unknown player), 2 for a usage error, 3 when the database file cannot be opened (cli.h exit codes).
int runStatsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

/// The usage lines of the command, for the CLI's help text.
extern const char *const kStatsUsage;

} // namespace nc::app
