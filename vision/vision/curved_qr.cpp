#include "vision/curved_qr.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <vector>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/zxing_decode.h"

namespace nc::vision {

namespace {

// A finder pattern: 7x7 modules, a dark ring, a light ring, a dark 3x3 centre (ISO/IEC 18004 6.3.3).
struct Finder {
    cv::Point2f centre;
    double side = 0;                    // sqrt of the outer contour's area, pixels
    std::array<cv::Point2f, 4> quad{};  // outer corners, any order
};

// Largest version read (alignment pattern table below); larger codes are not printed on cloth.
constexpr int kMaxVersion = 15;
constexpr int kMaxFinders = 16;

// Alignment pattern centres per version (ISO/IEC 18004 Annex E, table E.1), versions 2-15.
const std::vector<int> &alignmentCentres(int version)
{
    static const std::vector<std::vector<int>> table = {
        {},           {},           {6, 18},      {6, 22},      {6, 26},          {6, 30},
        {6, 34},      {6, 22, 38},  {6, 24, 42},  {6, 26, 46},  {6, 28, 50},      {6, 30, 54},
        {6, 32, 58},  {6, 34, 62},  {6, 26, 46, 66}, {6, 26, 48, 70}};
    return table[std::size_t(version)];
}

cv::Point2f centroid(const std::vector<cv::Point> &contour, double &area)
{
    const cv::Moments m = cv::moments(contour);
    area = m.m00;
    if (m.m00 <= 0)
        return {0, 0};
    return {float(m.m10 / m.m00), float(m.m01 / m.m00)};
}

// Finder patterns in `dark` (255 = dark): a contour with a hole holding a dark blob about 9/49 of its
// area, all three about concentric and the outer one about square.
std::vector<Finder> findFinders(const cv::Mat &dark)
{
    std::vector<std::vector<cv::Point>> contours;
    std::vector<cv::Vec4i> tree;
    cv::findContours(dark, contours, tree, cv::RETR_TREE, cv::CHAIN_APPROX_SIMPLE);
    std::vector<Finder> out;
    for (std::size_t i = 0; i < contours.size(); ++i) {
        const int hole = tree[i][2];
        if (hole < 0)
            continue;
        double outerArea = 0, holeArea = 0, coreArea = 0;
        const cv::Point2f c0 = centroid(contours[i], outerArea);
        if (outerArea < 14.0 * 14.0)  // modules of 2 px at least
            continue;
        const cv::Point2f c1 = centroid(contours[std::size_t(hole)], holeArea);
        const double side = std::sqrt(outerArea);
        if (holeArea / outerArea < 0.25 || holeArea / outerArea > 0.8 || cv::norm(c1 - c0) > 0.15 * side)
            continue;
        // The dark centre: the largest contour inside the hole.
        int core = -1;
        for (int k = tree[std::size_t(hole)][2]; k >= 0; k = tree[std::size_t(k)][0]) {
            double a = 0;
            centroid(contours[std::size_t(k)], a);
            if (a > coreArea) {
                coreArea = a;
                core = k;
            }
        }
        if (core < 0 || outerArea / coreArea < 2.5 || outerArea / coreArea > 12.0)
            continue;
        double unused = 0;
        const cv::Point2f c2 = centroid(contours[std::size_t(core)], unused);
        if (cv::norm(c2 - c0) > 0.15 * side)
            continue;
        const cv::RotatedRect box = cv::minAreaRect(contours[i]);
        const double longSide = std::max(box.size.width, box.size.height);
        const double shortSide = std::min(box.size.width, box.size.height);
        if (shortSide <= 0 || longSide / shortSide > 2.0 || outerArea < 0.7 * box.size.area())
            continue;
        Finder f;
        f.centre = (c0 + c2) * 0.5f;
        f.side = side;
        std::vector<cv::Point> hull, poly;
        cv::convexHull(contours[i], hull);
        cv::approxPolyDP(hull, poly, 0.06 * cv::arcLength(hull, true), true);
        if (poly.size() == 4) {
            for (int k = 0; k < 4; ++k)
                f.quad[std::size_t(k)] = cv::Point2f(poly[std::size_t(k)]);
        } else {
            cv::Point2f pts[4];
            box.points(pts);
            for (int k = 0; k < 4; ++k)
                f.quad[std::size_t(k)] = pts[k];
        }
        const bool duplicate = std::any_of(out.begin(), out.end(), [&](const Finder &g) {
            return cv::norm(g.centre - f.centre) < 0.3 * std::min(g.side, f.side);
        });
        if (!duplicate)
            out.push_back(f);
    }
    std::sort(out.begin(), out.end(), [](const Finder &a, const Finder &b) { return a.side > b.side; });
    if (out.size() > std::size_t(kMaxFinders))
        out.resize(std::size_t(kMaxFinders));
    return out;
}

// Three finders as a symbol's top-left, top-right and bottom-left corner.
struct Triple {
    Finder tl, tr, bl;
    double cost = 0;
};

// Triples of finders of about one size at about a right angle with about equal legs, best first.
std::vector<Triple> findTriples(const std::vector<Finder> &finders)
{
    std::vector<Triple> out;
    const std::size_t n = finders.size();
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b)
            for (std::size_t c = b + 1; c < n; ++c) {
                if (a == b || a == c)
                    continue;
                const Finder &A = finders[a], &B = finders[b], &C = finders[c];
                const double sMax = std::max({A.side, B.side, C.side}), sMin = std::min({A.side, B.side, C.side});
                if (sMax > 1.8 * sMin)
                    continue;
                const cv::Point2f u = B.centre - A.centre, v = C.centre - A.centre;
                const double lu = cv::norm(u), lv = cv::norm(v);
                const double legs = std::min(lu, lv) / std::max(lu, lv);
                const double cosine = std::abs(u.dot(v)) / (lu * lv);
                const double meanSide = (A.side + B.side + C.side) / 3.0;
                // Finder centres of a version-1..15 code are 14..70 modules apart: 2..10 finder sides.
                if (legs < 0.6 || cosine > 0.5 || std::min(lu, lv) < 1.7 * meanSide || std::max(lu, lv) > 11.0 * meanSide)
                    continue;
                Triple t{A, B, C, (1.0 - legs) + cosine + (sMax / sMin - 1.0)};
                if (u.cross(v) < 0)  // image y points down: top-right then bottom-left turns clockwise
                    std::swap(t.tr, t.bl);
                out.push_back(t);
            }
    std::sort(out.begin(), out.end(), [](const Triple &x, const Triple &y) { return x.cost < y.cost; });
    if (out.size() > 3)
        out.resize(3);
    return out;
}

// Expected colour of function modules: +1 light, -1 dark, 0 data (or format/version information).
cv::Mat functionPattern(int version)
{
    const int dim = 17 + 4 * version;
    cv::Mat f(dim, dim, CV_8SC1, cv::Scalar(0));
    auto set = [&](int x, int y, int v) {
        if (x >= 0 && y >= 0 && x < dim && y < dim)
            f.at<signed char>(y, x) = static_cast<signed char>(v);
    };
    for (int i = 8; i < dim - 8; ++i) {  // timing patterns, dark on even modules
        set(i, 6, i % 2 == 0 ? -1 : 1);
        set(6, i, i % 2 == 0 ? -1 : 1);
    }
    const int corners[3][2] = {{0, 0}, {dim - 7, 0}, {0, dim - 7}};
    for (const auto &c : corners)
        for (int y = -1; y <= 7; ++y)
            for (int x = -1; x <= 7; ++x) {
                const int r = std::max(std::abs(x - 3), std::abs(y - 3));  // ring: 0-1 core, 2 light, 3 dark, 4 separator
                set(c[0] + x, c[1] + y, (r == 2 || r == 4) ? 1 : -1);
            }
    const std::vector<int> &centres = alignmentCentres(version);
    for (int cy : centres)
        for (int cx : centres) {
            if ((cx <= 8 && cy <= 8) || (cx <= 8 && cy >= dim - 9) || (cx >= dim - 9 && cy <= 8))
                continue;  // overlaps a finder
            for (int y = -2; y <= 2; ++y)
                for (int x = -2; x <= 2; ++x)
                    set(cx + x, cy + y, std::max(std::abs(x), std::abs(y)) == 1 ? 1 : -1);
        }
    return f;
}

// `img` (CV_32FC1, at least 2x2) at `p`, bilinear; points outside take the nearest border value.
float sampleBilinear(const cv::Mat &img, cv::Point2f p)
{
    const float x = std::clamp(p.x, 0.f, float(img.cols - 1)), y = std::clamp(p.y, 0.f, float(img.rows - 1));
    const int x0 = std::min(int(x), img.cols - 2), y0 = std::min(int(y), img.rows - 2);
    const int x1 = x0 + 1, y1 = y0 + 1;
    const float fx = x - float(x0), fy = y - float(y0);
    const float *r0 = img.ptr<float>(y0), *r1 = img.ptr<float>(y1);
    return (r0[x0] * (1 - fx) + r0[x1] * fx) * (1 - fy) + (r1[x0] * (1 - fx) + r1[x1] * fx) * fy;
}

// The bent map: module coordinates -> image pixels, a homography plus displacements of an (n+1)x(n+1)
// mesh of control points over the symbol, interpolated bilinearly.
class BentGrid {
public:
    BentGrid(const cv::Matx33d &h, int dim) : h_(h), dim_(dim) { setMesh(1); }

    /// An (n+1)x(n+1) mesh; the displacements so far are carried over (interpolated at the new nodes).
    void setMesh(int n)
    {
        if (!d_.empty()) {
            // Resample the current displacements at the new nodes.
            std::vector<cv::Point2f> next(std::size_t((n + 1) * (n + 1)));
            for (int j = 0; j <= n; ++j)
                for (int i = 0; i <= n; ++i)
                    next[std::size_t(j * (n + 1) + i)] = displacement(double(i) * dim_ / n, double(j) * dim_ / n);
            d_ = std::move(next);
        } else {
            d_.assign(std::size_t((n + 1) * (n + 1)), cv::Point2f(0, 0));
        }
        n_ = n;
    }
    int meshSize() const { return n_; }
    int dim() const { return dim_; }
    cv::Point2f &node(int i, int j) { return d_[std::size_t(j * (n_ + 1) + i)]; }

    cv::Point2f displacement(double u, double v) const
    {
        const double gu = std::clamp(u / dim_ * n_, 0.0, double(n_)), gv = std::clamp(v / dim_ * n_, 0.0, double(n_));
        const int i = std::min(int(gu), n_ - 1), j = std::min(int(gv), n_ - 1);
        const float fu = float(gu - i), fv = float(gv - j);
        const auto at = [&](int a, int b) { return d_[std::size_t(b * (n_ + 1) + a)]; };
        return (at(i, j) * (1 - fu) + at(i + 1, j) * fu) * (1 - fv) + (at(i, j + 1) * (1 - fu) + at(i + 1, j + 1) * fu) * fv;
    }

    cv::Point2f base(double u, double v) const
    {
        const double x = h_(0, 0) * u + h_(0, 1) * v + h_(0, 2);
        const double y = h_(1, 0) * u + h_(1, 1) * v + h_(1, 2);
        const double w = h_(2, 0) * u + h_(2, 1) * v + h_(2, 2);
        return {float(x / w), float(y / w)};
    }

    cv::Point2f map(double u, double v) const { return base(u, v) + displacement(u, v); }

private:
    cv::Matx33d h_;
    int dim_;
    int n_ = 0;
    std::vector<cv::Point2f> d_;
};

// Fits the bent grid to the image: each mesh node in turn moves to the offset (within `radius` pixels,
// on a lattice of `step`, searched at twice the step first, then refined) that maximises the clarity of
// the module centres it moves (|contrast| of data modules, signed contrast of function modules against
// their known colour) less a stiffness penalty against its neighbours' mean displacement.
void fitMesh(BentGrid &grid, const cv::Mat &contrast, const cv::Mat &function, double module, double radius,
             double step, int sweeps)
{
    const int n = grid.meshSize(), dim = grid.dim();
    const double cell = double(dim) / n;
    // Stiffness: a node a whole module away from its neighbours' mean costs as much as 2 clear modules
    // (a clear module: about 40 grey levels from the local mean).
    const double stiffness = 2.0 * 40.0 / (module * module);
    struct Sample {
        cv::Point2f rest;  // the module centre's position without this node's displacement
        float weight;      // this node's bilinear weight at the module centre
        signed char expected;
    };
    std::vector<Sample> samples;
    for (int sweep = 0; sweep < sweeps; ++sweep)
        for (int j = 0; j <= n; ++j)
            for (int i = 0; i <= n; ++i) {
                const cv::Point2f start = grid.node(i, j);
                samples.clear();
                const int x0 = std::max(0, int(std::floor((i - 1) * cell))), x1 = std::min(dim - 1, int(std::ceil((i + 1) * cell)));
                const int y0 = std::max(0, int(std::floor((j - 1) * cell))), y1 = std::min(dim - 1, int(std::ceil((j + 1) * cell)));
                for (int y = y0; y <= y1; ++y)
                    for (int x = x0; x <= x1; ++x) {
                        const double wu = 1.0 - std::abs((x + 0.5) / cell - i), wv = 1.0 - std::abs((y + 0.5) / cell - j);
                        if (wu <= 0 || wv <= 0)
                            continue;
                        const float w = float(wu * wv);
                        samples.push_back({grid.map(x + 0.5, y + 0.5) - start * w, w, function.at<signed char>(y, x)});
                    }
                cv::Point2f mean(0, 0);
                int neighbours = 0;
                for (const auto &[di, dj] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}})
                    if (i + di >= 0 && i + di <= n && j + dj >= 0 && j + dj <= n) {
                        mean += grid.node(i + di, j + dj);
                        ++neighbours;
                    }
                mean *= 1.f / float(std::max(1, neighbours));
                auto score = [&](cv::Point2f cand) {
                    double s = 0;
                    for (const Sample &m : samples) {
                        const float c = sampleBilinear(contrast, m.rest + cand * m.weight);
                        s += m.expected == 0 ? std::abs(c) : 1.5 * m.expected * c;
                    }
                    const cv::Point2f off = cand - mean;
                    return s - stiffness * off.dot(off);
                };
                cv::Point2f best = start;
                double bestScore = score(start);
                const auto search = [&](cv::Point2f from, int reach, double stride) {
                    for (int sy = -reach; sy <= reach; ++sy)
                        for (int sx = -reach; sx <= reach; ++sx) {
                            if (sx == 0 && sy == 0)
                                continue;
                            const cv::Point2f cand = from + cv::Point2f(float(sx * stride), float(sy * stride));
                            const double v = score(cand);
                            if (v > bestScore) {
                                bestScore = v;
                                best = cand;
                            }
                        }
                };
                search(start, std::max(1, int(std::round(radius / (2 * step)))), 2 * step);
                search(best, 1, step);
                grid.node(i, j) = best;
            }
}

// The module grid read through `grid`, drawn upright with 4 px modules and a 4-module quiet zone, the
// function patterns as the standard has them.
cv::Mat drawSymbol(const BentGrid &grid, const cv::Mat &contrast, const cv::Mat &function)
{
    constexpr int kPx = 4, kQuiet = 4;
    const int dim = grid.dim();
    cv::Mat out((dim + 2 * kQuiet) * kPx, (dim + 2 * kQuiet) * kPx, CV_8UC1, cv::Scalar(255));
    for (int y = 0; y < dim; ++y)
        for (int x = 0; x < dim; ++x) {
            const signed char e = function.at<signed char>(y, x);
            const bool dark = e != 0 ? e < 0 : sampleBilinear(contrast, grid.map(x + 0.5, y + 0.5)) < 0;
            if (dark)
                out(cv::Rect((x + kQuiet) * kPx, (y + kQuiet) * kPx, kPx, kPx)).setTo(0);
        }
    return out;
}

// Homography from module coordinates to the image, from the three finders' outer corners (each matched
// to the corner the finders' centres predict), else from their centres alone.
cv::Matx33d initialMap(const Triple &t, int dim)
{
    const float far = float(dim) - 3.5f;
    const cv::Point2f model[3] = {{3.5f, 3.5f}, {far, 3.5f}, {3.5f, far}};
    const cv::Point2f image[3] = {t.tl.centre, t.tr.centre, t.bl.centre};
    const cv::Mat affine = cv::getAffineTransform(model, image);
    std::vector<cv::Point2f> src, dst;
    const Finder *finders[3] = {&t.tl, &t.tr, &t.bl};
    for (int f = 0; f < 3; ++f) {
        const cv::Point2f o = model[f] - cv::Point2f(3.5f, 3.5f);
        const std::array<cv::Point2f, 4> corners = {o, o + cv::Point2f(7, 0), o + cv::Point2f(7, 7), o + cv::Point2f(0, 7)};
        for (const cv::Point2f &m : corners) {
            std::vector<cv::Point2f> in{m}, pred;
            cv::transform(in, pred, affine);
            const auto nearest = std::min_element(finders[f]->quad.begin(), finders[f]->quad.end(), [&](cv::Point2f a, cv::Point2f b) {
                return cv::norm(a - pred[0]) < cv::norm(b - pred[0]);
            });
            if (cv::norm(*nearest - pred[0]) > 0.5 * finders[f]->side)
                continue;
            src.push_back(m);
            dst.push_back(*nearest);
        }
    }
    if (src.size() >= 8) {
        const cv::Mat h = cv::findHomography(src, dst, 0);
        if (!h.empty())
            return cv::Matx33d(h);
    }
    cv::Matx33d h = cv::Matx33d::eye();
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 3; ++c)
            h(r, c) = affine.at<double>(r, c);
    return h;
}

std::optional<Detection> decodeTriple(const Triple &t, const cv::Mat &contrast)
{
    const double module = (t.tl.side + t.tr.side + t.bl.side) / 21.0;
    const double across = (cv::norm(t.tr.centre - t.tl.centre) + cv::norm(t.bl.centre - t.tl.centre)) / 2.0;
    // The version the finders' spacing gives, then its nearer neighbour, then the other.
    const double estimate = (across / module + 7.0 - 17.0) / 4.0;
    const int nearest = int(std::lround(estimate));
    const int second = estimate >= nearest ? nearest + 1 : nearest - 1;
    for (const int version : {nearest, second, 2 * nearest - second}) {
        if (version < 1 || version > kMaxVersion)
            continue;
        const int dim = 17 + 4 * version;
        const cv::Mat function = functionPattern(version);
        BentGrid grid(initialMap(t, dim), dim);
        // Coarse to fine: the whole symbol's corners, then meshes of about 7 and 3.5 modules.
        fitMesh(grid, contrast, function, module, 2.0 * module, 0.5 * module, 2);
        grid.setMesh(std::max(2, int(std::lround(dim / 7.0))));
        fitMesh(grid, contrast, function, module, 1.0 * module, 0.25 * module, 2);
        grid.setMesh(std::max(3, int(std::lround(dim / 3.5))));
        fitMesh(grid, contrast, function, module, 0.5 * module, 0.125 * module, 2);
        ZXingSettings settings;
        settings.symbologies = {Symbology::QRCode};
        settings.isPure = true;
        settings.tryHarder = false;
        settings.globalHistogram = true;
        std::vector<Detection> found = decodeWithZXing(drawSymbol(grid, contrast, function), settings);
        if (found.empty())
            continue;
        Detection d = std::move(found.front());
        const double corners[4][2] = {{0, 0}, {double(dim), 0}, {double(dim), double(dim)}, {0, double(dim)}};
        for (int k = 0; k < 4; ++k)
            d.corners[std::size_t(k)] = grid.map(corners[k][0], corners[k][1]);
        d.viaWholeFrame = false;
        return d;
    }
    return std::nullopt;
}

} // namespace

std::optional<Detection> decodeCurvedQr(const cv::Mat &gray)
{
    if (!gray.empty() && gray.type() != CV_8UC1)
        throw std::invalid_argument("decodeCurvedQr: expected a CV_8UC1 image");
    if (gray.cols < 21 || gray.rows < 21)
        return std::nullopt;
    std::vector<Triple> triples;
    for (const int threshold : {0, 1}) {
        cv::Mat dark;
        if (threshold == 0)
            cv::adaptiveThreshold(gray, dark, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV,
                                  std::max(15, (std::max(gray.cols, gray.rows) / 8) | 1), 5);
        else
            cv::threshold(gray, dark, 0, 255, cv::THRESH_BINARY_INV | cv::THRESH_OTSU);
        for (const Triple &t : findTriples(findFinders(dark))) {
            const bool seen = std::any_of(triples.begin(), triples.end(), [&](const Triple &u) {
                const double tol = 0.5 * u.tl.side;
                return cv::norm(u.tl.centre - t.tl.centre) < tol && cv::norm(u.tr.centre - t.tr.centre) < tol &&
                       cv::norm(u.bl.centre - t.bl.centre) < tol;
            });
            if (!seen)
                triples.push_back(t);
        }
    }
    if (triples.empty())
        return std::nullopt;
    // At most 3 symbols fitted (each up to 3 versions): bounds the time on an image full of nested squares.
    std::stable_sort(triples.begin(), triples.end(), [](const Triple &x, const Triple &y) { return x.cost < y.cost; });
    if (triples.size() > 3)
        triples.resize(3);
    // Contrast: the grey level less a local mean over about a fifth of the image (lighting across folds),
    // on a lightly smoothed copy (noise, print texture).
    cv::Mat smooth, mean;
    cv::GaussianBlur(gray, smooth, cv::Size(3, 3), 0);
    smooth.convertTo(smooth, CV_32F);
    const int block = std::max(15, (std::max(gray.cols, gray.rows) / 5) | 1);
    cv::blur(smooth, mean, cv::Size(block, block));
    const cv::Mat contrast = smooth - mean;
    for (const Triple &t : triples)
        if (auto d = decodeTriple(t, contrast))
            return d;
    return std::nullopt;
}

} // namespace nc::vision
