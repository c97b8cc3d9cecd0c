#pragma once
// Seeded synthetic camera frames of a table with labelled cards, for the scanner's tests and benchmark.
//
// Each frame shows 8-16 cards on a cluttered table (tablePhotoStyle(): 4-20, with glare and occluders). Every card carries a printed label: the code (our
// payload "NC1:<kind>:<code>", label_payload.h) with a light quiet zone and the card name in small text
// beneath, as the label sheet prints it. Each card is placed with its own homography (in-plane rotation,
// out-of-plane tilt, scale), then the whole frame gets uneven lighting, Gaussian blur, sensor noise and
// JPEG compression. The same seed and style always give the same frame, bit for bit.

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/label_code.h"

namespace nc::vision {

/// Ranges of the distortions; each label and each frame draws its values uniformly from them.
struct FrameStyle {
    cv::Size size{1920, 1080};           ///< frame size in pixels
    int minLabels = 8;                   ///< labels per frame, at least 1 and at most 16 (20 with
    int maxLabels = 16;                  ///< fitGridToLabels)
    Symbology symbology = kLabelSymbology;
    double minCodePx = 64.0;             ///< printed code width (without quiet zone) in frame pixels,
    double maxCodePx = 120.0;            ///< before tilt; capped so that cards do not overlap
    double maxTiltDeg = 35.0;            ///< out-of-plane tilt of a card (perspective), degrees
    double maxBlurSigma = 1.0;           ///< Gaussian blur sigma of the whole frame, pixels
    double maxNoiseSigma = 6.0;          ///< Gaussian sensor noise sigma, grey levels
    double lightingDepth = 0.45;         ///< brightness falls by up to this fraction across the frame
    int minJpegQuality = 60;             ///< JPEG quality range; 0 = no compression
    int maxJpegQuality = 90;
    int decoys = 3;                      ///< code-like dot patches that are not codes
    /// Cards sit one per cell of a grid. false (the default): a 4x4 grid, whatever the label count.
    /// true: the smallest grid of the frame's aspect with a cell for every label and decoy, so that a
    /// frame with few labels has large cells and room for large codes (up to 20 labels).
    bool fitGridToLabels = false;
    int maxGlareSpots = 0;               ///< specular highlights per frame (0..max): a bright soft ellipse
                                         ///< that washes out what it covers, up to 75 % towards white
    int maxOccluders = 0;                ///< objects lying over the cards per frame (0..max): pens,
                                         ///< coins, a hand-sized blob; a label they touch is not fully visible
    /// Labels to draw, as (payload, printed name), in this order; at most 16 (20 with fitGridToLabels),
    /// and then the label count
    /// is their number. Empty (the default): 8-16 labels drawn from a sample of card names.
    std::vector<std::pair<std::string, std::string>> cards;
};

/// One label drawn in the frame (the ground truth).
struct GeneratedLabel {
    std::string payload;                 ///< the encoded text, e.g. "NC1:P:0F3K"
    std::string cardName;                ///< the text printed beneath the code
    std::array<cv::Point2f, 4> corners;  ///< code corners (quiet zone excluded) in frame pixels:
                                         ///< top-left, top-right, bottom-right, bottom-left of the symbol
    /// false when an occluder covers part of the code or its quiet zone, or the code leaves the frame:
    /// such a label may or may not decode, and scoring counts it neither as a miss nor as wrong.
    bool fullyVisible = true;
};

struct GeneratedFrame {
    cv::Mat image;                       ///< CV_8UC3 (BGR), style.size
    std::vector<GeneratedLabel> labels;  ///< distinct payloads, in drawing order
};

/// Draws the frame for `seed`. Deterministic. Throws std::invalid_argument for a style out of range
/// (frame smaller than 320x240, label count outside 1..16 (1..20 with fitGridToLabels) or min > max, more
/// such `cards`, code size < 16 px or min > max, negative glare or occluder counts).
GeneratedFrame generateFrame(std::uint64_t seed, const FrameStyle &style = {});

/// The table photos of issue 12: 1920x1080, 4-20 labels, code side 40-200 px (large codes need few
/// labels: a card must fit its grid cell), tilt up to 40 degrees, blur sigma up to 0.8 px, noise, JPEG
/// 60-90, up to 2 glare spots and up to 3 occluders.
FrameStyle tablePhotoStyle();

} // namespace nc::vision
