#pragma once
// The commands that edit the history (issue 15 §2; docs/cli.md "Editing the history"):
//   nations-companion games list [--game TYPE] [--trash] [--db PATH]
//   nations-companion games edit ID [--date YYYY-MM-DD] [--place TEXT] [--notes TEXT] [--seat N=NAME]
//                                   [--score N=VP --reason TEXT] [--db PATH]
//   nations-companion games delete ID | restore ID [--db PATH]
//   nations-companion games log --game TYPE --date YYYY-MM-DD --seat NAME[:NATION[:SIDE]]=VP... [--place] [--notes]
//   nations-companion players list | rename OLD NEW | merge FROM INTO | merges | unmerge ID [--db PATH]
// Each write is one transaction (db/history_edit.h, db/players.h, db/logged_game.h).

#include <iosfwd>
#include <string>
#include <vector>

namespace nc::app {

/// True for "games" and "players".
bool isEditCommand(const std::string &command);

/// Runs `command` with its arguments (the sub-command first, --db anywhere). Returns 0 when done, 1 when the
/// database refused the change (one message naming the field), 2 for a usage error, 3 for a missing database.
int runEditCommand(const std::string &command, const std::vector<std::string> &args, std::ostream &out,
                   std::ostream &err);

/// The usage lines, for the CLI's help text.
extern const char *const kEditUsage;

} // namespace nc::app
