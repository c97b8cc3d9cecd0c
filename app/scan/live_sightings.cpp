#include "scan/live_sightings.h"

#include <algorithm>
#include <stdexcept>

namespace nc::app {

LiveSightings::LiveSightings(int forgetAfterFrames) : forgetAfterFrames_(forgetAfterFrames)
{
    if (forgetAfterFrames < 1)
        throw std::invalid_argument("LiveSightings: forgetAfterFrames must be at least 1");
}

bool LiveSightings::addFrame(const std::vector<nc::vision::Detection> &codes)
{
    ++frame_;
    bool appended = false;
    for (const auto &code : codes) {
        if (auto s = settled_.find(code.text); s != settled_.end()) {
            const std::uint64_t missed = frame_ - s->second - 1; // scanned frames without it since
            if (missed < std::uint64_t(forgetAfterFrames_)) {
                s->second = frame_; // still in view: stays settled
                continue;
            }
            settled_.erase(s); // out of view long enough: a new sighting
        }
        auto p = std::find_if(pending_.begin(), pending_.end(), [&](const auto &d) { return d.text == code.text; });
        if (p != pending_.end()) {
            *p = code;
        } else {
            pending_.push_back(code);
            appended = true;
        }
    }
    return appended;
}

void LiveSightings::settle(const std::string &text)
{
    std::erase_if(pending_, [&](const auto &d) { return d.text == text; });
    settled_[text] = frame_;
}

void LiveSightings::clear()
{
    pending_.clear();
    settled_.clear();
}

} // namespace nc::app
