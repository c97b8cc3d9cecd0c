#pragma once
// Scoring scanner output against ground truth: the photo sets (an image beside a .txt with the expected
// text) and generated frames (frame_generator.h). Shared by the tests and bench/vision_bench.

#include <string>
#include <vector>

#include "vision/frame_generator.h"
#include "vision/scanner.h"

namespace nc::vision {

/// One photo of a photo set and the text its code holds ("" for a set without codes).
struct PhotoCase {
    std::string imagePath;
    std::string expectedText;  ///< contents of the same-named .txt, empty if there is none
};

/// The images (.png, .jpg, .jpeg) of `folder`, sorted by file name, each with the contents of its
/// same-named .txt when present. Images without a .txt are listed with an empty expected text.
/// A missing folder gives an empty list. Never throws for missing files.
std::vector<PhotoCase> listPhotoSet(const std::string &folder);

/// True if the decoded text equals the expected one, ignoring trailing whitespace and line ends on both
/// (the .txt files end with a newline or not, as the samples came).
bool sameText(const std::string &decoded, const std::string &expected);

/// A generated frame scored against the scanner's detections.
struct FrameScore {
    int labels = 0;   ///< fully visible labels in the frame (GeneratedLabel::fullyVisible)
    int decoded = 0;  ///< fully visible labels whose payload was decoded with its centre inside the code
    int wrong = 0;    ///< detections matching no label (a text not in the frame, or in the wrong place)
    int partlyHidden = 0;         ///< labels an occluder touches or the frame cuts (neither missed nor wrong)
    int partlyHiddenDecoded = 0;  ///< of those, decoded at their place
    std::vector<bool> hit;        ///< per label of frame.labels (same order): decoded at its place
};

/// Scores `found` against `frame.labels`: a detection counts for a label when texts are equal and the
/// detection's centre lies within the label's code quadrilateral grown by 25 %. Labels that are not fully
/// visible count apart (a detection of one is not wrong, a miss of one is not a miss).
FrameScore scoreFrame(const GeneratedFrame &frame, const std::vector<Detection> &found);

} // namespace nc::vision
