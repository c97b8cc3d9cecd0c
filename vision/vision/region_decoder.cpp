#include "vision/region_decoder.h"

#include <algorithm>
#include <stdexcept>

#include <opencv2/imgproc.hpp>

#include "vision/zxing_decode.h"

namespace nc::vision {

namespace {

constexpr double kTargetSidePx = 120.0; // code side wanted by ZXing: about 5.7 px per QR version-1 module
constexpr double kMaxUpscale = 4.0;
// Third try for a small region (side below kSmallSidePx: QR modules of 3 px or less) where the first two
// failed: the crop upscaled with cubic interpolation to a side of kSmallTargetSidePx (at most 4x), which
// restores the edges of blurred 2 px modules better than the linear upscale to 120 px (table photos:
// 19 -> 11 labels missed in 100 frames, +0.3 ms per frame; 140 px: 17, 180 px: 14).
constexpr double kSmallSidePx = 64.0;
constexpr double kSmallTargetSidePx = 160.0;
constexpr double kMargin = 0.25;        // quiet-zone margin around the quad, fraction of its side
// decodeAroundFinder: a version-1 QR's farthest corner lies (21 - 3.5) / 7 * sqrt(2) = 3.5 finder sides
// from a finder's centre; a little more for perspective.
constexpr double kFinderReach = 3.8;
constexpr double kFinderModulePx = 5.0;

std::optional<Detection> decodeCrop(const cv::Mat &gray, const CodeRegion &region, const ZXingSettings &settings,
                                   double targetSidePx = kTargetSidePx, int interpolation = cv::INTER_LINEAR)
{
    std::vector<cv::Point2f> quad(region.quad.begin(), region.quad.end());
    const int m = int(kMargin * region.side + 2);
    const cv::Rect box = (cv::boundingRect(quad) + cv::Size(2 * m, 2 * m) - cv::Point(m, m)) &
                         cv::Rect(cv::Point(), gray.size());
    if (box.width < 8 || box.height < 8)
        return std::nullopt;
    const double f = std::clamp(targetSidePx / std::max(1.0, region.side), 1.0, kMaxUpscale);
    cv::Mat crop = gray(box);
    if (f > 1.0)
        cv::resize(crop, crop, cv::Size(), f, f, interpolation);
    auto found = decodeWithZXing(crop, settings);
    if (found.empty())
        return std::nullopt;
    Detection d = std::move(found.front());
    for (auto &p : d.corners)
        p = cv::Point2f(float(p.x / f + box.x), float(p.y / f + box.y));
    return d;
}

std::optional<Detection> decodeRectified(const cv::Mat &gray, const CodeRegion &region, const ZXingSettings &settings)
{
    // The quad grown about its centre by the margin, mapped to an upright square with the same margin.
    cv::Point2f c(0, 0);
    for (const auto &p : region.quad)
        c += p;
    c *= 0.25f;
    std::vector<cv::Point2f> src;
    for (const auto &p : region.quad)
        src.push_back(c + (p - c) * float(1.0 + 2 * kMargin));
    // An upright rectangle with the quad's aspect (a 32x8 DataMatrix stays 4:1), the long side about
    // kTargetSidePx or the region's own size, whichever is larger (at most 400 px).
    const auto &q = region.quad;
    const double across = 0.5 * (cv::norm(q[1] - q[0]) + cv::norm(q[2] - q[3]));
    const double down = 0.5 * (cv::norm(q[3] - q[0]) + cv::norm(q[2] - q[1]));
    const double longSide = std::max({across, down, 1.0});
    const double scale = std::max(kTargetSidePx, std::min(longSide, 400.0)) * (1.0 + 2 * kMargin) / longSide;
    const float w = float(std::max(16.0, across * scale)), hgt = float(std::max(16.0, down * scale));
    const std::vector<cv::Point2f> dst = {{0, 0}, {w, 0}, {w, hgt}, {0, hgt}};
    const cv::Mat h = cv::getPerspectiveTransform(src, dst);
    cv::Mat rectified;
    cv::warpPerspective(gray, rectified, h, cv::Size(int(w), int(hgt)), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    auto found = decodeWithZXing(rectified, settings);
    if (found.empty())
        return std::nullopt;
    Detection d = std::move(found.front());
    std::vector<cv::Point2f> corners(d.corners.begin(), d.corners.end());
    cv::perspectiveTransform(corners, corners, h.inv());
    std::copy(corners.begin(), corners.end(), d.corners.begin());
    return d;
}

} // namespace

std::optional<Detection> decodeAroundFinder(const cv::Mat &gray, const CodeRegion &finder,
                                            const std::vector<Symbology> &symbologies)
{
    if (gray.type() != CV_8UC1)
        throw std::invalid_argument("decodeAroundFinder: expected a CV_8UC1 image");
    const cv::Point2f c = (finder.quad[0] + finder.quad[1] + finder.quad[2] + finder.quad[3]) * 0.25f;
    const int reach = int(kFinderReach * finder.side + 2);
    const cv::Rect box = cv::Rect(int(c.x) - reach, int(c.y) - reach, 2 * reach, 2 * reach) & cv::Rect(cv::Point(), gray.size());
    if (box.width < 8 || box.height < 8)
        return std::nullopt;
    // The finder is 7 modules wide: shrink to about kFinderModulePx per module (never enlarge).
    const double f = std::min(1.0, 7.0 * kFinderModulePx / std::max(1.0, finder.side));
    cv::Mat crop = gray(box);
    if (f < 1.0)
        cv::resize(crop, crop, cv::Size(), f, f, cv::INTER_AREA);
    ZXingSettings settings;
    settings.symbologies = symbologies;
    settings.tryHarder = false;
    auto found = decodeWithZXing(crop, settings);
    if (found.empty())
        return std::nullopt;
    Detection d = std::move(found.front());
    for (auto &p : d.corners)
        p = cv::Point2f(float((p.x + 0.5) / f - 0.5 + box.x), float((p.y + 0.5) / f - 0.5 + box.y));
    return d;
}

std::optional<Detection> decodeRegion(const cv::Mat &gray, const CodeRegion &region,
                                      const std::vector<Symbology> &symbologies, bool smallRegionRetry)
{
    if (gray.type() != CV_8UC1)
        throw std::invalid_argument("decodeRegion: expected a CV_8UC1 image");
    ZXingSettings settings;
    settings.symbologies = symbologies;
    settings.tryHarder = false; // a crop of about one code: every few rows is enough to meet its finders
    if (auto d = decodeCrop(gray, region, settings))
        return d;
    settings.tryHarder = true; // ZXing 1.4's DataMatrix and Aztec detectors need it on small symbols
    if (auto d = decodeRectified(gray, region, settings))
        return d;
    if (!smallRegionRetry || region.side >= kSmallSidePx)
        return std::nullopt;
    settings.tryHarder = false;
    return decodeCrop(gray, region, settings, kSmallTargetSidePx, cv::INTER_CUBIC);
}

} // namespace nc::vision
