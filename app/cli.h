#pragma once
// Command line of the nations-companion executable (no GUI, no database):
//   nations-companion resolve STATE.json   -> resolved state + itemised explanation as JSON (stdout)
//   nations-companion score STATE.json     -> final score table as JSON (stdout; --text for a table)
//   nations-companion validate STATE.json  -> every problem of the state, exit 1 if any
//   nations-companion labels --out FILE.pdf ... -> label sheet PDF (cli_labels.h)
//   nations-companion scan IMAGE...        -> label codes found in photos, with their cards, as JSON (cli_scan.h)
// STATE.json may be "-" for standard input. Format: docs/state-format.md.
// Exit codes: 0 success, 1 bad input (message on stderr), 2 usage error.

namespace nc::app {

/// Runs a sub-command if argv[1] names one; sets `handled` and returns the exit code.
/// When argv[1] is not a sub-command, `handled` is false and the GUI starts.
int runCli(int argc, char **argv, bool &handled);

} // namespace nc::app
