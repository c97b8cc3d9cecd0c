#pragma once
// The codes a live camera has shown and the table has not settled yet. A card held in front of the
// camera is seen in many consecutive frames: it is proposed once, its position follows the latest
// frame, and once confirmed (or dismissed) it is not proposed again while it stays in view; after it
// has been out of view for `forgetAfterFrames` scanned frames, showing it again proposes it again.
// Pure C++ (no Qt), used by the camera bridge (card_scanner.h).

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "vision/scanner.h"

namespace nc::app {

class LiveSightings {
public:
    /// `forgetAfterFrames` >= 1: scanned frames without a sighting after which a settled code may be
    /// proposed again (at ~10 scanned frames a second, 10 = about one second out of view).
    explicit LiveSightings(int forgetAfterFrames = 10);

    /// Adds the codes of one scanned frame. Pending codes get the new corners; codes not pending and not
    /// settled are appended; settled codes still in view are ignored. Returns true when a code was
    /// appended (the proposals changed beyond positions).
    bool addFrame(const std::vector<nc::vision::Detection> &codes);
    /// The codes waiting for the table's answer, in order of first sighting.
    const std::vector<nc::vision::Detection> &pending() const { return pending_; }
    /// Confirmed or dismissed: no longer pending, not proposed again while in view.
    void settle(const std::string &text);
    /// Forgets everything (pending and settled).
    void clear();

private:
    int forgetAfterFrames_;
    std::uint64_t frame_ = 0;
    std::vector<nc::vision::Detection> pending_;
    std::map<std::string, std::uint64_t> settled_; ///< text -> frame it was last seen in
};

} // namespace nc::app
