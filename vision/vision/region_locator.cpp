#include "vision/region_locator.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <opencv2/imgproc.hpp>

namespace nc::vision {

namespace {

// The coarse pass (large codes): a 2x2 closing of the max-pooled binarization bridges light gaps of up to
// about 12 input pixels (a module of a 250 px code) while the quiet zone still parts a 150 px code from
// the card name beneath (a 3x3 closing fused them: 15 instead of 11 misses on the table photos); a
// max-pooled code is denser than the first pass's (dilated modules), so the density bound is higher.
constexpr int kCoarseKernel = 2;
constexpr double kCoarseMaxDensity = 0.9;
constexpr double kMaxDensity = 0.85;

// Clockwise (image coordinates) order around the centroid, starting at the corner with the smallest x + y.
std::array<cv::Point2f, 4> orderCorners(const std::vector<cv::Point2f> &pts)
{
    cv::Point2f c(0, 0);
    for (const auto &p : pts)
        c += p;
    c *= 0.25f;
    std::array<cv::Point2f, 4> q = {pts[0], pts[1], pts[2], pts[3]};
    std::sort(q.begin(), q.end(), [&](const cv::Point2f &a, const cv::Point2f &b) {
        return std::atan2(a.y - c.y, a.x - c.x) < std::atan2(b.y - c.y, b.x - c.x);
    });
    const auto first = std::min_element(q.begin(), q.end(), [](const cv::Point2f &a, const cv::Point2f &b) {
        return a.x + a.y < b.x + b.y;
    });
    std::rotate(q.begin(), first, q.end());
    return q;
}

// Four corners for a blob: a 4-gon fit of its convex hull when there is a convex one, else the
// minimum-area rectangle.
std::vector<cv::Point2f> blobQuad(const std::vector<cv::Point> &contour, const cv::RotatedRect &box)
{
    std::vector<cv::Point> hull, poly;
    cv::convexHull(contour, hull);
    const double perimeter = cv::arcLength(hull, true);
    for (double eps : {0.03, 0.05, 0.08}) {
        cv::approxPolyDP(hull, poly, eps * perimeter, true);
        if (poly.size() == 4 && cv::isContourConvex(poly))
            return {poly.begin(), poly.end()};
        if (poly.size() < 4)
            break;
    }
    cv::Point2f pts[4];
    box.points(pts);
    return {pts, pts + 4};
}

// Bounding box and pixel count of one connected component.
struct ComponentStats {
    int left = 0, top = 0, right = -1, bottom = -1, area = 0;
    cv::Rect box() const { return {left, top, right - left + 1, bottom - top + 1}; }
};

// Per-label statistics in one pass over the label image (OpenCV's connectedComponentsWithStats takes
// several times as long as the labelling itself).
void componentStats(const cv::Mat &labels, int count, std::vector<ComponentStats> &stats)
{
    stats.assign(size_t(count), ComponentStats{labels.cols, labels.rows, -1, -1, 0});
    for (int y = 0; y < labels.rows; ++y) {
        const int *row = labels.ptr<int>(y);
        for (int x = 0; x < labels.cols; ++x) {
            const int l = row[x];
            if (l == 0)
                continue;
            ComponentStats &c = stats[size_t(l)];
            c.left = std::min(c.left, x);
            c.right = std::max(c.right, x);
            c.top = std::min(c.top, y);
            c.bottom = std::max(c.bottom, y);
            ++c.area;
        }
    }
}

// Candidate regions from the blobs of `bin` (binarized at scale `s`) closed with a kernel x kernel square.
void blobRegions(const cv::Mat &bin, int kernel, double s, double maxDensity, const LocatorOptions &options,
                 std::vector<CodeRegion> &out)
{
    // Per-thread buffers: reused from frame to frame, so that the allocator does not map and unmap fresh
    // pages for every frame (page faults cost more than the filtering on a virtual machine).
    thread_local cv::Mat blobs, labels;
    thread_local std::vector<ComponentStats> stats;
    cv::morphologyEx(bin, blobs, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(kernel, kernel)));

    // Connected components first (one pass, no per-blob allocation); a code inside a closed ring (a card
    // outline) is a component of its own. Contours only for the few blobs that pass the cheap tests.
    const int count = cv::connectedComponents(blobs, labels, 8, CV_32S);
    componentStats(labels, count, stats);

    const double minSide = options.minSidePx * s;
    const double maxSide = 0.95 * std::min(bin.cols, bin.rows);
    for (int i = 1; i < count; ++i) {
        const cv::Rect bbox = stats[i].box();
        if (std::min(bbox.width, bbox.height) < minSide || std::max(bbox.width, bbox.height) > 2 * maxSide)
            continue;
        // A code's blob (with its inner gaps) covers at least a quarter of its upright bounding box even
        // when turned by 45 degrees; thin outlines and lines cover less.
        if (stats[i].area < 0.25 * bbox.area())
            continue;
        // A blob spanning the whole image is texture, or a code filling the frame, which the scanner's
        // whole-frame decode reads anyway; tracing its outline would cost more than the rest together.
        if (bbox.width >= 0.9 * bin.cols && bbox.height >= 0.9 * bin.rows)
            continue;
        cv::Mat mask = labels(bbox) == i;
        std::vector<std::vector<cv::Point>> outer;
        cv::findContours(mask, outer, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
        if (outer.empty())
            continue;
        const auto &contour = *std::max_element(outer.begin(), outer.end(), [](const auto &a, const auto &b) {
            return a.size() < b.size();
        });
        const double area = cv::contourArea(contour);
        const cv::RotatedRect box = cv::minAreaRect(contour);
        const double w = box.size.width, h = box.size.height;
        const double shortSide = std::min(w, h), longSide = std::max(w, h);
        if (shortSide < minSide || shortSide > maxSide || longSide > options.maxAspect * shortSide)
            continue;
        const double fill = area / (w * h);
        if (fill < 0.6)
            continue;
        // Density of binarized modules inside the blob's outline: a code is about half dark; an outline
        // or a blank patch is not. The closing only adds pixels, so every dark pixel inside the outline
        // belongs to the blob itself (its holes hold none).
        cv::bitwise_and(bin(bbox), mask, mask);
        const double density = area > 0 ? cv::countNonZero(mask) / area : 0.0;
        if (density < 0.2 || density > maxDensity)
            continue;

        CodeRegion r;
        std::vector<cv::Point2f> quad = blobQuad(contour, box);
        for (auto &p : quad)
            p = cv::Point2f(float((p.x + bbox.x + 0.5) / s - 0.5), float((p.y + bbox.y + 0.5) / s - 0.5));
        r.quad = orderCorners(quad);
        r.side = 0;
        for (int k = 0; k < 4; ++k)
            r.side += cv::norm(r.quad[k] - r.quad[(k + 1) % 4]) / 4.0;
        r.score = fill * (shortSide / longSide);
        out.push_back(r);
    }
}

} // namespace

std::vector<CodeRegion> locateCodeRegions(const cv::Mat &gray, const LocatorOptions &options)
{
    if (!gray.empty() && gray.type() != CV_8UC1)
        throw std::invalid_argument("locateCodeRegions: expected a CV_8UC1 image");
    std::vector<CodeRegion> out;
    if (gray.empty() || std::min(gray.cols, gray.rows) < 16)
        return out;

    // Downscale for locating (at least by half): the blobs only need a couple of pixels per module.
    const double s = std::min(0.5, double(options.workingSize) / std::max(gray.cols, gray.rows));
    thread_local cv::Mat small, bin; // per-thread buffers, as in blobRegions()
    cv::resize(gray, small, cv::Size(), s, s, cv::INTER_AREA);

    // Adaptive binarization, dark modules as foreground; block about 1/30 of the working side.
    auto binarize = [](const cv::Mat &img, cv::Mat &out) {
        const int block = std::max(15, (std::max(img.cols, img.rows) / 30) | 1);
        cv::adaptiveThreshold(img, out, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, block, 8);
    };
    binarize(small, bin);
    // Fuse the modules of a symbol into one blob with a 3x3 closing: it keeps a small code apart from the
    // text beneath it. (A second pass with 7x7 fused large many-module codes too, but found no code the
    // whole-frame fallback did not, at about twice the locating time: docs/vision.md.)
    blobRegions(bin, 3, s, kMaxDensity, options, out);
    auto byScore = [](const CodeRegion &a, const CodeRegion &b) { return a.score > b.score; };
    std::stable_sort(out.begin(), out.end(), byScore);
    if (int(out.size()) > options.maxRegions)
        out.resize(std::max(0, options.maxRegions));

    // Coarse pass for large codes (100-200 px side): the first pass's 3x3 closing does not bridge their
    // light modules, so it sees only their finder patterns and scattered module clusters. At half the
    // working scale a closing bridges them. Its regions come first: a large code decoded from its
    // coarse region makes the scanner skip the first pass's fragments of it (inside a decoded code),
    // which would each cost a failed decode (on the table photos: 3.3 instead of 8.5 failed region
    // decodes per frame, 11 instead of 13 ms). Regions the first pass already has (same centre and size)
    // are left out.
    if (options.coarsePass && std::min(small.cols, small.rows) / 2 >= 32) {
        thread_local cv::Mat coarseBin;
        // 2x2 max-pooling of the first pass's binarization (a dark pixel wherever one of four was dark):
        // the modules stay as sharp as the first pass saw them, unlike a re-binarized coarser copy, whose
        // averaged modules come out grey and fall through the adaptive threshold.
        cv::resize(bin, coarseBin, cv::Size(bin.cols / 2, bin.rows / 2), 0, 0, cv::INTER_AREA);
        cv::threshold(coarseBin, coarseBin, 0, 255, cv::THRESH_BINARY);
        LocatorOptions big = options;
        big.minSidePx = std::max(options.minSidePx, options.coarseMinSidePx);
        std::vector<CodeRegion> large;
        blobRegions(coarseBin, kCoarseKernel, s * 0.5, kCoarseMaxDensity, big, large);
        std::stable_sort(large.begin(), large.end(), byScore);
        int added = 0;
        for (const CodeRegion &r : large) {
            if (added >= options.maxCoarseRegions)
                break;
            const cv::Point2f c = (r.quad[0] + r.quad[1] + r.quad[2] + r.quad[3]) * 0.25f;
            const bool known = std::any_of(out.begin(), out.end(), [&](const CodeRegion &f) {
                const cv::Point2f fc = (f.quad[0] + f.quad[1] + f.quad[2] + f.quad[3]) * 0.25f;
                return cv::norm(fc - c) < 0.2 * r.side && f.side > 0.8 * r.side && f.side < 1.25 * r.side;
            });
            if (known)
                continue;
            out.push_back(r);
            ++added;
        }
        std::rotate(out.begin(), out.end() - added, out.end());
    }
    return out;
}

} // namespace nc::vision
