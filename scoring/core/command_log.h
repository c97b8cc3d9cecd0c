#pragma once
// Undo and redo over an append-only log of commands, for every game type (docs/state-format.md "Undo and
// redo"). The log is never rewritten: "undo" and "redo" are commands of their own, appended like any
// other, so a crash loses nothing and the log is the history of what the table did. Walking the log: a
// regular command is done (and forgets what was undone before it); "undo" takes back the most recent
// done command after the last barrier; "redo" puts back the most recently undone one. A barrier (Nations:
// "resolve", the confirmed Resolution Phase) closes what came before it: undo never crosses it.

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace nc {

/// The log walked: indices into it (log order).
struct LogWalk {
    std::vector<size_t> closed; ///< done commands before the last barrier (the barrier included)
    std::vector<size_t> done;   ///< done commands after it, oldest first; done.back() is what "undo" takes back
    std::vector<size_t> undone; ///< undone commands; undone.back() is what "redo" puts back
    std::optional<size_t> badEntry; ///< the first "undo"/"redo" that had nothing to act on (a damaged log)

    /// Every command in effect, in log order ("undo"/"redo" themselves excluded).
    std::vector<size_t> effective() const;
};

/// Walks a log given as its commands' kinds; `isBarrier(kind)` names the commands that close a round.
LogWalk walkLog(const std::vector<std::string> &kinds, const std::function<bool(const std::string &)> &isBarrier);

} // namespace nc
