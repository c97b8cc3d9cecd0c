#pragma once
// The one place that calls ZXing-C++ to read codes: an 8-bit grey image in, Detections out.
// Keeps ZXing 1.4's API details (DecodeHints, ImageView row step, exceptions on bad formats) out of the
// scanner (ARCHITECTURE.md, known traps).

#include <vector>

#include <opencv2/core.hpp>

#include "vision/scanner.h"

namespace nc::vision {

/// How hard ZXing looks.
struct ZXingSettings {
    std::vector<Symbology> symbologies = allSymbologies();
    bool tryHarder = true;   ///< scan every row for finder patterns, not every few rows
    bool tryRotate = false;  ///< also the image turned by 90/180/270 degrees (matters to 1D codes only)
    bool isPure = false;     ///< the image holds one upright, axis-aligned code and nothing else
    bool multiple = false;   ///< every code in the image (ReadBarcodes) instead of the first (ReadBarcode)
    /// ZXing's binarization: false = LocalAverage (adaptive, the default), true = GlobalHistogram (one
    /// threshold for the image; better on upscaled, evenly lit crops).
    bool globalHistogram = false;
};

/// Decodes `gray` (CV_8UC1; a ROI of a larger cv::Mat is fine, its row step is honoured). Corners are in
/// `gray`'s pixels; viaWholeFrame is false. An empty image or an empty symbology list gives no results.
/// Throws std::invalid_argument if `gray` is not CV_8UC1.
std::vector<Detection> decodeWithZXing(const cv::Mat &gray, const ZXingSettings &settings);

} // namespace nc::vision
