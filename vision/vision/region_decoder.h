#pragma once
// Decoding one located region: crop (upscaled when small), else perspective correction, then ZXing.

#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/region_locator.h"
#include "vision/scanner.h"

namespace nc::vision {

/// Decodes the code inside `region` of `gray` (CV_8UC1, the image the region was located in).
/// First try: the axis-aligned bounding box of the region's quad plus a quiet-zone margin, upscaled by up
/// to 4x so that the code side reaches about 120 pixels. Second try: the quad (plus margin) rectified to
/// an upright rectangle of the quad's aspect by its homography (perspective correction). Returned corners are in `gray`'s pixels; viaWholeFrame is false.
/// std::nullopt when neither try decodes. Throws std::invalid_argument if `gray` is not CV_8UC1.
std::optional<Detection> decodeRegion(const cv::Mat &gray, const CodeRegion &region,
                                      const std::vector<Symbology> &symbologies);

} // namespace nc::vision
