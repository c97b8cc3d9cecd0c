#pragma once
// The history commands on the app's database (docs/cli.md, docs/history-format.md):
//   nations-companion export --format json|csv|bgstats [--out FILE] [--db PATH] -> the history (stdout or FILE)
//   nations-companion import FILE [--db PATH]                            -> merges a JSON history export
//   nations-companion backup PATH [--db PATH]                            -> a consistent copy of the database
//   nations-companion restore PATH [--db PATH]                           -> the database replaced by a backup
// --db may also come before the command (nations-companion --db PATH export ...). Without it the
// app's own database is used (the app-data folder, as when the app starts without --db).

#include <iosfwd>
#include <string>
#include <vector>

namespace nc::app {

/// True when `command` is one of the commands above.
bool isHistoryCommand(const std::string &command);

/// Runs `command` on its arguments (what follows it, --db included). Prints a one-line summary on `out`
/// (except for an export to stdout, which prints only the file). Returns 0 when done, 1 when the
/// input or the database was refused (damaged, foreign, newer, invalid entry: one message naming the
/// file, the entry and the field), 2 for a usage error, 3 when a file cannot be read or written (cli.h).
int runHistoryCommand(const std::string &command, const std::vector<std::string> &args, std::ostream &out,
                      std::ostream &err);

/// The usage lines of the commands, for the CLI's help text.
extern const char *const kHistoryUsage;

} // namespace nc::app
