#include "core/command_log.h"

#include <algorithm>

namespace nc {

std::vector<size_t> LogWalk::effective() const
{
    std::vector<size_t> out = closed;
    out.insert(out.end(), done.begin(), done.end());
    return out;
}

LogWalk walkLog(const std::vector<std::string> &kinds, const std::function<bool(const std::string &)> &isBarrier)
{
    LogWalk w;
    for (size_t i = 0; i < kinds.size(); ++i) {
        const std::string &k = kinds[i];
        if (k == "undo" || k == "redo") {
            auto &from = k == "undo" ? w.done : w.undone;
            auto &to = k == "undo" ? w.undone : w.done;
            if (from.empty()) {
                if (!w.badEntry)
                    w.badEntry = i;
                continue;
            }
            to.push_back(from.back());
            from.pop_back();
            if (k == "redo") // keep log order: the redone command is newer than every done one
                std::sort(w.done.begin(), w.done.end());
            continue;
        }
        w.undone.clear(); // a new command forgets what was undone
        w.done.push_back(i);
        if (isBarrier(k)) { // undo never crosses a barrier
            w.closed.insert(w.closed.end(), w.done.begin(), w.done.end());
            w.done.clear();
        }
    }
    return w;
}

} // namespace nc
