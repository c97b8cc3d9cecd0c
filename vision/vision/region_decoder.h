#pragma once
// Decoding one located region: crop (upscaled when small), else perspective correction, then ZXing; and
// decoding around a finder pattern of a large code seen only in parts.

#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/region_locator.h"
#include "vision/scanner.h"

namespace nc::vision {

/// Decodes the code inside `region` of `gray` (CV_8UC1, the image the region was located in).
/// First try: the axis-aligned bounding box of the region's quad plus a quiet-zone margin, upscaled by up
/// to 4x so that the code side reaches about 120 pixels. Second try: the quad (plus margin) rectified to
/// an upright rectangle of the quad's aspect by its homography (perspective correction). Third try, for a
/// small region only (side < 64 px): the crop upscaled with cubic interpolation to about 160 px (blurred
/// 2 px modules). Returned corners are in `gray`'s pixels; viaWholeFrame is false.
/// std::nullopt when neither try decodes. Throws std::invalid_argument if `gray` is not CV_8UC1.
std::optional<Detection> decodeRegion(const cv::Mat &gray, const CodeRegion &region,
                                      const std::vector<Symbology> &symbologies, bool smallRegionRetry = true);

/// Decodes a large code around `finder`, a region that did not decode and may be one of the three finder
/// patterns of a code the locator did not see whole (a finder is 7 of a version-1 code's 21 modules, so
/// the code reaches at most 3.5 finder sides from the finder's centre in any direction): the square of
/// that reach about the region's centre, downscaled to about 5 px per module, ZXing with tryHarder off.
/// Same contract as decodeRegion().
std::optional<Detection> decodeAroundFinder(const cv::Mat &gray, const CodeRegion &finder,
                                            const std::vector<Symbology> &symbologies);

} // namespace nc::vision
