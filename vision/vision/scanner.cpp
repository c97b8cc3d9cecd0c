#include "vision/scanner.h"

#include <algorithm>
#include <chrono>

#include <opencv2/imgproc.hpp>

#include "vision/curved_qr.h"
#include "vision/image_io.h"
#include "vision/region_decoder.h"
#include "vision/region_locator.h"
#include "vision/zxing_decode.h"

namespace nc::vision {

namespace {

// Long side up to which an image counts as small (decoded whole first; rescaled retries), pixels.
constexpr int kSmallImagePx = 400;

// A region that did not decode is tried as a finder pattern of a larger code (decodeAroundFinder) when
// it is this square and full (CodeRegion::score) and at least this large (a 100 px code's finder is 33 px);
// at most kMaxFinderTries per frame.
constexpr double kFinderScore = 0.8;
constexpr double kFinderMinSidePx = 28.0;
constexpr int kMaxFinderTries = 8;

// Long side from which an image is a large frame (a camera frame: 1280x720 and up), pixels.
constexpr int kLargeFramePx = 1280;

cv::Point2f centre(const std::array<cv::Point2f, 4> &q)
{
    return (q[0] + q[1] + q[2] + q[3]) * 0.25f;
}

double meanSide(const std::array<cv::Point2f, 4> &q)
{
    double s = 0;
    for (int k = 0; k < 4; ++k)
        s += cv::norm(q[k] - q[(k + 1) % 4]) / 4.0;
    return s;
}

bool inside(const std::array<cv::Point2f, 4> &q, cv::Point2f p)
{
    return cv::pointPolygonTest(std::vector<cv::Point2f>(q.begin(), q.end()), p, false) >= 0;
}

// Adds `d` unless the same text was already found at about the same place (one code seen twice).
void addUnique(std::vector<Detection> &found, Detection d)
{
    const cv::Point2f c = centre(d.corners);
    for (const Detection &e : found) {
        if (e.text != d.text)
            continue;
        const double reach = std::max(meanSide(e.corners), meanSide(d.corners));
        if (cv::norm(centre(e.corners) - c) < reach)
            return;
    }
    found.push_back(std::move(d));
}

// The image with the codes found so far painted white, so that ZXing spends its time on the rest.
cv::Mat blankedOut(const cv::Mat &gray, const std::vector<Detection> &found)
{
    if (found.empty())
        return gray;
    cv::Mat rest = gray.clone();
    for (const Detection &d : found) {
        const cv::Point2f c = centre(d.corners);
        std::vector<cv::Point> poly;
        for (const auto &p : d.corners)
            poly.emplace_back(c + (p - c) * 1.15f);
        cv::fillConvexPoly(rest, poly, cv::Scalar(255));
    }
    return rest;
}

// Last tries for a small image where nothing decoded: upscaled 2x and thresholded globally, which helps
// blurred close-ups; halved, which averages away print screening and noise.
std::vector<Detection> retryRescaled(const cv::Mat &gray, const std::vector<Symbology> &symbologies)
{
    struct Variant {
        double scale;
        bool globalHistogram;
    };
    for (const Variant v : {Variant{2.0, true}, Variant{0.5, false}}) {
        if (std::min(gray.cols, gray.rows) * v.scale < 64)
            continue;
        cv::Mat scaled;
        cv::resize(gray, scaled, cv::Size(), v.scale, v.scale, v.scale > 1.0 ? cv::INTER_CUBIC : cv::INTER_AREA);
        ZXingSettings settings;
        settings.symbologies = symbologies;
        settings.multiple = true;
        settings.globalHistogram = v.globalHistogram;
        std::vector<Detection> found = decodeWithZXing(scaled, settings);
        for (Detection &d : found) {
            for (auto &p : d.corners)
                p = cv::Point2f(float((p.x + 0.5) / v.scale - 0.5), float((p.y + 0.5) / v.scale - 0.5));
            d.viaWholeFrame = true;
        }
        if (!found.empty())
            return found;
    }
    return {};
}

} // namespace

std::vector<Detection> scanWholeFrame(const cv::Mat &image, const std::vector<Symbology> &symbologies)
{
    if (image.empty())
        return {};
    ZXingSettings settings;
    settings.symbologies = symbologies;
    settings.tryHarder = true;
    settings.tryRotate = true;
    settings.multiple = true;
    std::vector<Detection> out = decodeWithZXing(toGray(image), settings);
    for (Detection &d : out)
        d.viaWholeFrame = true;
    return out;
}

LabelScanner::LabelScanner(ScanOptions options) : options_(std::move(options)) {}

void LabelScanner::decodeRegions(const cv::Mat &gray, std::vector<Detection> &found) const
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(options_.regionBudgetMs);
    // The large-code and small-code efforts (coarse locating pass, decoding around finder patterns, the
    // small-region retry) only on large frames: on a smaller image the whole-frame decode, which costs
    // about a millisecond there, reads large codes, and the photos gain nothing from them (docs/vision.md).
    const bool largeFrame = std::max(gray.cols, gray.rows) >= kLargeFramePx;
    LocatorOptions locator;
    locator.maxRegions = options_.maxRegions;
    locator.coarsePass = largeFrame;
    auto covered = [&](const CodeRegion &region) {
        const cv::Point2f c = centre(region.quad);
        return std::any_of(found.begin(), found.end(), [&](const Detection &d) { return inside(d.corners, c); });
    };
    auto outOfTime = [&] { return options_.regionBudgetMs > 0 && Clock::now() > deadline; };
    std::vector<CodeRegion> finders;
    for (const CodeRegion &region : locateCodeRegions(gray, locator)) {
        if (outOfTime())
            return;
        // Skip regions inside a code already decoded (a finder pattern, the code found twice).
        if (covered(region))
            continue;
        if (auto d = decodeRegion(gray, region, options_.symbologies, largeFrame))
            addUnique(found, std::move(*d));
        else if (largeFrame && region.score >= kFinderScore && region.side >= kFinderMinSidePx)
            finders.push_back(region);
    }
    // Square regions that did not decode may be finder patterns of a large code seen only in parts:
    // decode around them, in the locator's order, skipping those inside a code found meanwhile.
    int tried = 0;
    for (const CodeRegion &region : finders) {
        if (tried >= kMaxFinderTries || outOfTime())
            break;
        if (covered(region))
            continue;
        ++tried;
        if (auto d = decodeAroundFinder(gray, region, options_.symbologies))
            addUnique(found, std::move(*d));
    }
}

std::vector<Detection> LabelScanner::scan(const cv::Mat &image) const
{
    if (image.empty())
        return {};
    const cv::Mat gray = toGray(image); // throws std::invalid_argument for bad types
    std::vector<Detection> found;
    if (options_.symbologies.empty())
        return found;

    // A small image (a thumbnail, a close-up) is mostly one code: ZXing reads it whole in well under a
    // millisecond, and the locator finds little there that ZXing does not. Whole first, regions only
    // when that gives nothing.
    const bool smallImage = std::max(gray.cols, gray.rows) <= kSmallImagePx;
    if (smallImage && options_.wholeFrameFallback)
        found = scanWholeFrame(gray, options_.symbologies);

    if (options_.locateRegions && found.empty())
        decodeRegions(gray, found);

    if (options_.wholeFrameFallback && !smallImage && (found.empty() || options_.wholeFrameAlways))
        for (Detection &d : scanWholeFrame(blankedOut(gray, found), options_.symbologies))
            addUnique(found, std::move(d));

    if (options_.wholeFrameFallback && smallImage && found.empty())
        found = retryRescaled(gray, options_.symbologies);

    // Last resort for a small image where nothing decoded: a QR code on a bent surface (cloth, a folded
    // sheet), read with a module grid that follows the bend (curved_qr.h). Small images only: the real
    // photos it reads are 240 px, and a photo or frame of another size never pays for it.
    const bool qr = std::find(options_.symbologies.begin(), options_.symbologies.end(), Symbology::QRCode) !=
                    options_.symbologies.end();
    if (options_.bentGridRetry && options_.wholeFrameFallback && smallImage && found.empty() && qr)
        if (auto d = decodeCurvedQr(gray))
            found.push_back(std::move(*d));
    return found;
}

} // namespace nc::vision
