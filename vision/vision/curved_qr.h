#pragma once
// Reading a QR code whose module grid is bent (printed on cloth, a folded or curved sheet), which ZXing
// 1.4 cannot: its sampler maps the whole symbol with one homography (plus one alignment pattern), and a
// fold moves parts of the grid by a module or more from where that homography puts them.
//
// decodeCurvedQr() finds the three finder patterns itself (nested contours), maps the module grid with
// the homography of their corners, then bends that map: a mesh of control points over the symbol, each
// moved where the module centres it carries are most clearly dark or light and the function patterns
// (finders, separators, timing rows, alignment patterns) have their known colours, coarse to fine. The
// module grid read through the bent map is drawn as a clean upright symbol and handed to ZXing (pure
// mode), so ZXing's Reed-Solomon decoding still decides whether the text is valid.
// docs/vision.md ("Issue 12: codes on bent surfaces") has the measurements.

#include <optional>

#include <opencv2/core.hpp>

#include "vision/scanner.h"

namespace nc::vision {

/// One QR code in `gray` (CV_8UC1; a photo or a crop holding one code of at least ~2 px per module, a
/// version up to 15) read with a bent module grid as described above. Corners are the symbol's corners in
/// `gray`'s pixels; viaWholeFrame is false. std::nullopt when no three finder patterns form a symbol or
/// none of the grids tried decodes. Throws std::invalid_argument if `gray` is not CV_8UC1.
std::optional<Detection> decodeCurvedQr(const cv::Mat &gray);

} // namespace nc::vision
