#pragma once
// Command line of the nations-companion executable (no GUI):
//   nations-companion resolve STATE.json   -> resolved state + itemised explanation as JSON (stdout)
//   nations-companion score STATE.json     -> final score table as JSON (stdout; --text for a table)
//   nations-companion validate STATE.json  -> every problem of the state, exit 1 if any
//   nations-companion labels --out FILE.pdf ... -> label sheet PDF (cli_labels.h)
//   nations-companion scan IMAGE|FOLDER... -> label codes found in photos, with their cards, as JSON (cli_scan.h)
//   nations-companion export|import|backup|restore ... -> the history on the database (cli_history.h)
// STATE.json may be "-" for standard input. Format: docs/state-format.md. Commands, exit codes and the
// message format: docs/cli.md.

#include "db/database.h"
#include "db/progress.h"

#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

namespace nc::app {

/// Exit codes of every command (docs/cli.md "Exit codes").
namespace exit_code {
inline constexpr int ok = 0;      ///< done
inline constexpr int refused = 1; ///< the input was read and refused (not JSON, impossible state, damaged image...)
inline constexpr int usage = 2;   ///< wrong arguments
inline constexpr int io = 3;      ///< a file cannot be read or written (missing, a folder, no permission)
} // namespace exit_code

/// A file that cannot be read or written; what() is the whole message, naming the file (exit code 3).
class CliIoError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Makes a message from a deeper layer safe to print: every "quoted" part longer than 60 characters is
/// cut (whole UTF-8 characters, "…" appended), control characters become "?", bytes that are not UTF-8
/// become U+FFFD, a line keeps at most 300 characters and a message at most 100 lines ("… and N more
/// lines"). Never fails on any input.
std::string boundedMessage(const std::string &message);

/// Reports the exception in flight (call inside a catch block) on `err` as one message,
/// "nations-companion <command>: <message>", and returns its exit code: CliIoError 3; JsonInputError,
/// StateError, ActionError, CatalogError, nlohmann::json::exception (its "[json.exception...]" prefix
/// removed) and any other exception 1. `file`, when not empty, prefixes messages that do not name it.
int reportError(std::ostream &err, const std::string &command, const std::string &file);

/// A long job's progress on a terminal, as "\r<doing>: <done> of <total> <units> (<percent> %)" on `err`, written
/// again only when the percentage changes, a new line once all is done; an empty Progress (nothing shown) when `err`
/// is not the standard error of a terminal, so that a redirected stderr keeps just the messages (docs/cli.md).
db::Progress terminalProgress(std::ostream &err, const std::string &doing, const std::string &units);

/// Database::open() of `path` for a command, a pending migration's progress shown on the terminal (terminalProgress(),
/// "updating the database to schema N: 12 of 104 steps (11 %)"): on a large history it takes a while. `check` and
/// `checkedTables` as Database::open()'s.
db::Database openDatabase(const std::string &path, std::ostream &err,
                          db::IntegrityCheck check = db::IntegrityCheck::AtOpen,
                          const std::vector<std::string> &checkedTables = {});

/// Runs a sub-command if argv[1] names one; sets `handled` and returns the exit code.
/// When argv[1] is not a sub-command, `handled` is false and the GUI starts.
int runCli(int argc, char **argv, bool &handled);

} // namespace nc::app
