#pragma once
// Locating candidate 2D-code regions in a grey image with OpenCV, before any decoding.
//
// A printed QR, DataMatrix or Aztec symbol is a dense, roughly square patch of dark and light modules.
// The locator works on a copy downscaled by at least 2 (long side at most LocatorOptions::workingSize
// pixels): adaptive binarization (dark = foreground), a 3x3 morphological closing that fuses the modules
// of one symbol into a blob, connected components, then the outer contour of each plausible blob. A blob
// is kept when its minimum-area rectangle is large enough and not too elongated, the blob fills most of
// it, and the binarized pixels inside have the density of a code (not a solid shape, not a thin outline).
// Blobs spanning the whole image are skipped (the scanner's whole-frame decode covers them). A coarse
// second pass (the binarization max-pooled 2x2) fuses large codes (100-200 px side) whose light modules
// the 3x3 closing does not bridge. Its quadrilateral (a 4-corner polygon fit of the convex hull, or the
// minimum-area rectangle) is returned in input-image pixels, for perspective correction by the caller.

#include <array>
#include <vector>

#include <opencv2/core.hpp>

namespace nc::vision {

struct LocatorOptions {
    int workingSize = 960;     ///< long side of the downscaled copy the locator works on, pixels
    double minSidePx = 24.0;   ///< smallest code side kept, input pixels
    double maxAspect = 4.5;    ///< longest / shortest side of the blob's minimum-area rectangle
                               ///< (4.5 lets in ZXing 1.4's 32x8 DataMatrix)
    int maxRegions = 64;       ///< keep at most this many, most code-like first
    /// A second, coarse pass for large codes (their light modules are too wide for the first pass's
    /// closing to bridge): the first pass's binarization max-pooled 2x2, closed 2x2. Its regions come
    /// first in the result.
    bool coarsePass = true;
    double coarseMinSidePx = 72.0;  ///< smallest code side the coarse pass keeps, input pixels
    int maxCoarseRegions = 16;      ///< at most this many regions from the coarse pass
};

/// One candidate region.
struct CodeRegion {
    std::array<cv::Point2f, 4> quad;  ///< corners in input-image pixels, clockwise (image y down),
                                      ///< starting at the corner nearest the image's top-left
    double side = 0;                  ///< mean side length of `quad`, input pixels
    double score = 0;                 ///< code-likeness in [0, 1] (squareness x fill), for ordering
};

/// Candidate code regions of `gray` (CV_8UC1, any size; empty gives none): the coarse pass's (at most
/// options.maxCoarseRegions), then the first pass's (at most options.maxRegions), each most code-like
/// first. Throws std::invalid_argument if `gray` is not CV_8UC1. Const and thread-safe.
std::vector<CodeRegion> locateCodeRegions(const cv::Mat &gray, const LocatorOptions &options = {});

} // namespace nc::vision
