#include "vision/frame_generator.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>
#include <stdexcept>
#include <tuple>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/label_payload.h"

namespace nc::vision {

namespace {

// Card names as printed beneath the code (a sample of Nations cards; the ids are slugs of the names).
const std::vector<std::string> &cardNames()
{
    static const std::vector<std::string> names = {
        "Colosseum", "Pyramids", "Great Wall", "Hanging Gardens", "Stonehenge", "Library",
        "Archimedes", "Caesar", "Cleopatra", "Hammurabi", "Moses", "Homer", "Aristotle", "Buddha",
        "Ramses II", "Sun Tzu", "Legion", "Phalanx", "Chariot", "Trireme", "Aqueduct", "Academy",
        "Mausoleum", "Oracle", "Terracotta", "Persepolis", "Great Bath", "Parthenon", "Acropolis",
        "Lighthouse", "Augustus", "Spartacus", "Horsemen", "Longbow", "Knights", "Castle", "Cathedral",
        "Notre Dame", "Tower", "Baldachin", "Marco Polo", "Galileo", "Shakespeare", "Newton"};
    return names;
}

std::string slug(const std::string &name)
{
    std::string s;
    for (char c : name)
        s += (c == ' ') ? '-' : char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The printed card, upright, at a fixed high resolution, and where its code sits on it.
struct CardCanvas {
    cv::Mat image;        // CV_8UC3
    cv::Rect2f code;      // code square (without quiet zone) in canvas pixels
};

CardCanvas drawCard(cv::RNG &rng, const std::string &payload, const std::string &name, Symbology symbology)
{
    // ZXing 1.4 writes our payload as QR 21x21, Aztec 19x19 and DataMatrix 32x8 (a rectangle: its writer
    // picks the smallest area); the code keeps its aspect and is as wide as the others.
    const cv::Mat modules = codeModules(payload, symbology);
    const int modulePx = std::max(4, 240 / modules.cols);
    const int codeSide = modules.cols * modulePx;
    const int codeHeight = modules.rows * modulePx;
    const int quiet = codeSide * 3 / 21;                       // about 3 QR modules, same on paper for all
    const int textBand = codeSide * 22 / 100;
    const int margin = codeSide * 12 / 100;
    const int labelW = codeSide + 2 * quiet;
    const int labelH = codeHeight + 2 * quiet + textBand;
    const cv::Size cardSize(labelW + 2 * margin, labelH + 2 * margin);

    const cv::Scalar cardColour(rng.uniform(40, 220), rng.uniform(40, 220), rng.uniform(40, 220));
    CardCanvas card{cv::Mat(cardSize, CV_8UC3, cardColour), {}};
    // A stripe of card art behind the label's edge, for clutter at the label border.
    cv::rectangle(card.image, cv::Rect(0, 0, cardSize.width, margin / 2),
                  cv::Scalar(rng.uniform(0, 255), rng.uniform(0, 255), rng.uniform(0, 255)), cv::FILLED);

    const cv::Rect label(margin, margin, labelW, labelH);
    const int paper = rng.uniform(235, 256);
    cv::rectangle(card.image, label, cv::Scalar(paper, paper, paper), cv::FILLED);
    cv::rectangle(card.image, label, cv::Scalar(150, 150, 150), 2);

    cv::Mat code;
    cv::resize(modules, code, cv::Size(codeSide, codeHeight), 0, 0, cv::INTER_NEAREST);
    cv::Mat codeBgr;
    cv::cvtColor(code, codeBgr, cv::COLOR_GRAY2BGR);
    const cv::Rect codeRect(margin + quiet, margin + quiet, codeSide, codeHeight);
    codeBgr.copyTo(card.image(codeRect));
    card.code = cv::Rect2f(codeRect);

    // Card name beneath the code, as the label sheet prints it.
    const double fontScale = 1.0;
    int baseline = 0;
    cv::Size textSize = cv::getTextSize(name, cv::FONT_HERSHEY_SIMPLEX, fontScale, 2, &baseline);
    const double fit = std::min(double(labelW - 2 * quiet) / textSize.width, double(textBand) * 0.7 / textSize.height);
    textSize = cv::getTextSize(name, cv::FONT_HERSHEY_SIMPLEX, fontScale * fit, 2, &baseline);
    const cv::Point org(margin + (labelW - textSize.width) / 2, margin + codeHeight + 2 * quiet + textSize.height - quiet / 2);
    cv::putText(card.image, name, org, cv::FONT_HERSHEY_SIMPLEX, fontScale * fit, cv::Scalar(30, 30, 30), 2,
                cv::LINE_AA);
    return card;
}

// Table top: mid-tone base with lines, rectangles, circles and stray text.
void drawClutter(cv::RNG &rng, cv::Mat &frame)
{
    const cv::Size sz = frame.size();
    frame.setTo(cv::Scalar(rng.uniform(60, 170), rng.uniform(60, 170), rng.uniform(60, 170)));
    auto colour = [&] { return cv::Scalar(rng.uniform(0, 256), rng.uniform(0, 256), rng.uniform(0, 256)); };
    auto point = [&] { return cv::Point(rng.uniform(0, sz.width), rng.uniform(0, sz.height)); };
    for (int i = 0; i < 25; ++i)
        cv::line(frame, point(), point(), colour(), rng.uniform(1, 8), cv::LINE_AA);
    for (int i = 0; i < 12; ++i)
        cv::rectangle(frame, point(), point(), colour(), rng.uniform(0, 2) ? cv::FILLED : 3);
    for (int i = 0; i < 12; ++i)
        cv::circle(frame, point(), rng.uniform(10, 120), colour(), rng.uniform(0, 2) ? cv::FILLED : 2, cv::LINE_AA);
    static const char *words[] = {"Nations", "Round 3", "Food 4", "Stability", "Gold", "Books 12", "Turn"};
    for (int i = 0; i < 8; ++i)
        cv::putText(frame, words[rng.uniform(0, 7)], point(), cv::FONT_HERSHEY_SIMPLEX, rng.uniform(0.6, 2.0),
                    colour(), 2, cv::LINE_AA);
}

// A square of random dots: code-like texture with no finder pattern, to tempt the locator.
void drawDecoy(cv::RNG &rng, cv::Mat &frame, cv::Point centre, int side)
{
    const int cells = 18;
    cv::Mat dots(cells, cells, CV_8UC1);
    rng.fill(dots, cv::RNG::UNIFORM, 0, 2);
    dots *= 255;
    cv::Mat big;
    cv::resize(dots, big, cv::Size(side, side), 0, 0, cv::INTER_NEAREST);
    cv::Mat bgr;
    cv::cvtColor(big, bgr, cv::COLOR_GRAY2BGR);
    const cv::Rect r = cv::Rect(centre.x - side / 2, centre.y - side / 2, side, side) & cv::Rect(cv::Point(), frame.size());
    bgr(cv::Rect(r.x - (centre.x - side / 2), r.y - (centre.y - side / 2), r.width, r.height)).copyTo(frame(r));
}

// Homography taking the upright card canvas to the frame: scaled, rotated in plane, tilted out of plane
// about a random axis and seen by a pinhole camera, centred at `centre`.
cv::Matx33d cardHomography(cv::RNG &rng, cv::Size canvas, double scale, cv::Point2d centre, double maxTiltDeg,
                           double focal)
{
    const double theta = rng.uniform(0.0, 2 * CV_PI);
    const double axis = rng.uniform(0.0, 2 * CV_PI);
    const double tilt = rng.uniform(0.0, maxTiltDeg) * CV_PI / 180.0;
    cv::Matx33d rz(std::cos(theta), -std::sin(theta), 0, std::sin(theta), std::cos(theta), 0, 0, 0, 1);
    cv::Matx33d rt;
    cv::Rodrigues(cv::Vec3d(std::cos(axis), std::sin(axis), 0) * tilt, rt);
    const cv::Matx33d r = rt * rz;
    std::vector<cv::Point2f> src, dst;
    for (cv::Point2d c : {cv::Point2d(0, 0), cv::Point2d(canvas.width, 0), cv::Point2d(canvas.width, canvas.height),
                          cv::Point2d(0, canvas.height)}) {
        const cv::Vec3d p((c.x - canvas.width / 2.0) * scale, (c.y - canvas.height / 2.0) * scale, 0);
        const cv::Vec3d q = r * p + cv::Vec3d(0, 0, focal);
        src.emplace_back(float(c.x), float(c.y));
        dst.emplace_back(float(centre.x + focal * q[0] / q[2]), float(centre.y + focal * q[1] / q[2]));
    }
    return cv::Matx33d(cv::getPerspectiveTransform(src, dst));
}

// Warps the card into the frame (only its bounding box), alpha-blending its anti-aliased edge.
void pasteCard(cv::Mat &frame, const CardCanvas &card, const cv::Matx33d &h, double scale)
{
    std::vector<cv::Point2f> corners = {{0, 0}, {float(card.image.cols), 0},
                                        {float(card.image.cols), float(card.image.rows)}, {0, float(card.image.rows)}};
    cv::perspectiveTransform(corners, corners, cv::Matx33f(h));
    const cv::Rect roi = cv::boundingRect(corners) & cv::Rect(cv::Point(), frame.size());
    if (roi.empty())
        return;
    // Low-pass before shrinking, so that the modules are not aliased.
    cv::Mat smooth;
    const double sigma = 0.45 / scale;
    cv::GaussianBlur(card.image, smooth, cv::Size(), sigma);
    const cv::Matx33d shift(1, 0, -roi.x, 0, 1, -roi.y, 0, 0, 1);
    const cv::Matx33d hr = shift * h;
    cv::Mat patch, alpha;
    cv::warpPerspective(smooth, patch, hr, roi.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
    cv::warpPerspective(cv::Mat(card.image.size(), CV_32FC1, cv::Scalar(1.0)), alpha, hr, roi.size(), cv::INTER_LINEAR,
                        cv::BORDER_CONSTANT);
    cv::Mat target = frame(roi);
    cv::Mat alpha3;
    cv::cvtColor(alpha, alpha3, cv::COLOR_GRAY2BGR);
    cv::Mat t, p;
    target.convertTo(t, CV_32FC3);
    patch.convertTo(p, CV_32FC3);
    cv::Mat blended = p.mul(alpha3) + t.mul(cv::Scalar(1, 1, 1) - alpha3);
    blended.convertTo(target, CV_8UC3);
}

// Specular highlights (0..maxSpots): soft bright ellipses pulling what they cover towards white by up
// to 75 %, as a lamp reflected in a glossy card. Draws nothing from `rng` when maxSpots is 0.
void addGlare(cv::RNG &rng, cv::Mat &f, int maxSpots)
{
    if (maxSpots <= 0)
        return;
    const int spots = rng.uniform(0, maxSpots + 1);
    for (int i = 0; i < spots; ++i) {
        const cv::Point2f c(rng.uniform(0.0f, float(f.cols)), rng.uniform(0.0f, float(f.rows)));
        const cv::Size axes(rng.uniform(60, 250), rng.uniform(30, 120));
        const double angle = rng.uniform(0.0, 180.0);
        const double strength = rng.uniform(0.4, 0.75);
        const int reach = 2 * axes.width;
        const cv::Rect roi = cv::Rect(int(c.x) - reach, int(c.y) - reach, 2 * reach, 2 * reach) &
                             cv::Rect(cv::Point(), f.size());
        if (roi.empty())
            continue;
        cv::Mat spot(roi.size(), CV_32FC1, cv::Scalar(0));
        cv::ellipse(spot, cv::Point(int(c.x) - roi.x, int(c.y) - roi.y), axes, angle, 0, 360,
                    cv::Scalar(strength), cv::FILLED, cv::LINE_AA);
        cv::GaussianBlur(spot, spot, cv::Size(), 0.35 * axes.height);
        cv::Mat spot3, target = f(roi);
        cv::cvtColor(spot, spot3, cv::COLOR_GRAY2BGR);
        cv::Mat towardsWhite = cv::Scalar(255, 255, 255) - target;
        target += towardsWhite.mul(spot3);
    }
}

// Objects lying on the table over the cards (0..maxOccluders): a pen (a long bar), a coin (a disc with a
// rim) or a hand-sized blob. Drawn into `frame` and into `mask` (255 where covered).
void drawOccluders(cv::RNG &rng, cv::Mat &frame, cv::Mat &mask, int maxOccluders)
{
    mask = cv::Mat::zeros(frame.size(), CV_8UC1);
    const int count = rng.uniform(0, maxOccluders + 1);
    for (int i = 0; i < count; ++i) {
        const cv::Point2f c(rng.uniform(0.0f, float(frame.cols)), rng.uniform(0.0f, float(frame.rows)));
        const cv::Scalar colour(rng.uniform(0, 256), rng.uniform(0, 256), rng.uniform(0, 256));
        switch (rng.uniform(0, 3)) {
        case 0: { // pen
            const cv::RotatedRect bar(c, cv::Size2f(rng.uniform(250.0f, 600.0f), rng.uniform(14.0f, 30.0f)),
                                      rng.uniform(0.0f, 180.0f));
            cv::Point2f p[4];
            bar.points(p);
            std::vector<cv::Point> poly(p, p + 4);
            cv::fillConvexPoly(frame, poly, colour, cv::LINE_AA);
            cv::fillConvexPoly(mask, poly, cv::Scalar(255));
            break;
        }
        case 1: { // coin
            const int r = rng.uniform(25, 60);
            cv::circle(frame, c, r, colour, cv::FILLED, cv::LINE_AA);
            cv::circle(frame, c, r - 3, colour * 0.7, 2, cv::LINE_AA);
            cv::circle(mask, c, r, cv::Scalar(255), cv::FILLED);
            break;
        }
        default: { // hand-sized blob
            const cv::Size axes(rng.uniform(80, 160), rng.uniform(50, 100));
            const double angle = rng.uniform(0.0, 180.0);
            const cv::Scalar skin(rng.uniform(60, 150), rng.uniform(90, 180), rng.uniform(140, 230));
            cv::ellipse(frame, c, axes, angle, 0, 360, skin, cv::FILLED, cv::LINE_AA);
            cv::ellipse(mask, c, axes, angle, 0, 360, cv::Scalar(255), cv::FILLED);
            break;
        }
        }
    }
}

// Whether the code `q` and its quiet zone (3/21 of the code side each way) lie inside the frame and clear
// of every occluder in `mask`.
bool codeFullyVisible(const std::array<cv::Point2f, 4> &q, const cv::Mat &mask)
{
    const cv::Point2f c = (q[0] + q[1] + q[2] + q[3]) * 0.25f;
    std::vector<cv::Point> grown;
    for (const auto &p : q) {
        const cv::Point2f g = c + (p - c) * float(1.0 + 2.0 * 3.0 / 21.0);
        if (g.x < 0 || g.y < 0 || g.x >= mask.cols || g.y >= mask.rows)
            return false;
        grown.emplace_back(cvRound(g.x), cvRound(g.y));
    }
    const cv::Rect box = cv::boundingRect(grown) & cv::Rect(cv::Point(), mask.size());
    cv::Mat code = cv::Mat::zeros(box.size(), CV_8UC1);
    for (auto &p : grown)
        p -= box.tl();
    cv::fillConvexPoly(code, grown, cv::Scalar(255));
    cv::bitwise_and(code, mask(box), code);
    return cv::countNonZero(code) == 0;
}

// Multiplies the frame by a smooth light field (a gradient in a random direction and an off-centre
// falloff), blurs it, adds noise, and JPEG-compresses it.
void degrade(cv::RNG &rng, cv::Mat &frame, const FrameStyle &style)
{
    const cv::Size small(32, 18);
    cv::Mat light(small, CV_32FC1);
    const double dir = rng.uniform(0.0, 2 * CV_PI);
    const cv::Point2d spot(rng.uniform(0.0, 1.0), rng.uniform(0.0, 1.0));
    const double depth = rng.uniform(0.5, 1.0) * style.lightingDepth;
    for (int y = 0; y < small.height; ++y)
        for (int x = 0; x < small.width; ++x) {
            const double u = double(x) / (small.width - 1), v = double(y) / (small.height - 1);
            const double grad = 0.5 + 0.5 * ((u - 0.5) * std::cos(dir) + (v - 0.5) * std::sin(dir)) * 1.4;
            const double fall = std::min(1.0, std::hypot(u - spot.x, v - spot.y) / 1.2);
            light.at<float>(y, x) = float(1.0 - depth * std::clamp(0.6 * grad + 0.4 * fall, 0.0, 1.0));
        }
    cv::Mat field;
    cv::resize(light, field, frame.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat f;
    frame.convertTo(f, CV_32FC3);
    cv::Mat field3;
    cv::cvtColor(field, field3, cv::COLOR_GRAY2BGR);
    f = f.mul(field3);
    addGlare(rng, f, style.maxGlareSpots);
    const double blur = rng.uniform(0.0, style.maxBlurSigma);
    if (blur > 0.2)
        cv::GaussianBlur(f, f, cv::Size(), blur);
    const double noiseSigma = rng.uniform(0.0, style.maxNoiseSigma);
    if (noiseSigma > 0.0) {
        cv::Mat noise(f.size(), CV_32FC3);
        rng.fill(noise, cv::RNG::NORMAL, 0.0, noiseSigma);
        f += noise;
    }
    f.convertTo(frame, CV_8UC3);
    if (style.maxJpegQuality > 0) {
        const int quality = rng.uniform(style.minJpegQuality, style.maxJpegQuality + 1);
        std::vector<uchar> jpeg;
        cv::imencode(".jpg", frame, jpeg, {cv::IMWRITE_JPEG_QUALITY, quality});
        frame = cv::imdecode(jpeg, cv::IMREAD_COLOR);
    }
}

} // namespace

GeneratedFrame generateFrame(std::uint64_t seed, const FrameStyle &style)
{
    if (style.size.width < 320 || style.size.height < 240)
        throw std::invalid_argument("generateFrame: frame must be at least 320x240 pixels");
    const int mostLabels = style.fitGridToLabels ? 20 : 16;
    if (style.minLabels < 1 || style.maxLabels > mostLabels || style.minLabels > style.maxLabels)
        throw std::invalid_argument("generateFrame: label count must be within 1..16 (1..20 with fitGridToLabels), min <= max");
    if (int(style.cards.size()) > mostLabels)
        throw std::invalid_argument("generateFrame: at most 16 cards (20 with fitGridToLabels)");
    if (style.maxGlareSpots < 0 || style.maxOccluders < 0 || style.decoys < 0)
        throw std::invalid_argument("generateFrame: negative glare, occluder or decoy count");
    if (style.minCodePx < 16 || style.minCodePx > style.maxCodePx)
        throw std::invalid_argument("generateFrame: code size must be >= 16 px, min <= max");

    cv::RNG rng(seed * 0x9E3779B97F4A7C15ull + 1);
    GeneratedFrame out;
    out.image.create(style.size, CV_8UC3);
    drawClutter(rng, out.image);

    // One card per cell of a grid, so that cards never cover each other's codes: 4x4, or (fitGridToLabels)
    // just enough cells of about the frame's aspect for the labels and the decoys.
    int cols = 4, rows = 4, count = 0;
    if (style.fitGridToLabels) {
        count = style.cards.empty() ? rng.uniform(style.minLabels, style.maxLabels + 1) : int(style.cards.size());
        const int n = count + style.decoys;
        cols = std::max(1, int(std::ceil(std::sqrt(n * double(style.size.width) / style.size.height))));
        rows = (n + cols - 1) / cols;
    }
    const cv::Size2d cell(double(style.size.width) / cols, double(style.size.height) / rows);
    std::vector<int> cells(cols * rows);
    std::iota(cells.begin(), cells.end(), 0);
    for (int i = int(cells.size()) - 1; i > 0; --i)
        std::swap(cells[i], cells[rng.uniform(0, i + 1)]);
    if (!style.fitGridToLabels) // drawn after the shuffle, as always (the same seed gives the same frame)
        count = style.cards.empty() ? rng.uniform(style.minLabels, style.maxLabels + 1) : int(style.cards.size());
    const double focal = 1.5 * style.size.width;

    std::set<std::string> used;
    for (int i = 0; i < count; ++i) {
        std::string name, payload;
        if (!style.cards.empty())
            std::tie(payload, name) = style.cards[size_t(i)];
        else do {
            name = cardNames()[rng.uniform(0, int(cardNames().size()))];
            const auto kind = static_cast<LabelKind>(rng.uniform(0, 3));
            payload = encodeLabelPayload(kind, slug(name));
        } while (!used.insert(payload).second);
        const CardCanvas card = drawCard(rng, payload, name, style.symbology);

        // Scale from the wanted code size, capped so that the card fits its cell whatever the rotation.
        const double radius = 0.5 * std::min(cell.width, cell.height) - 4;
        const double halfDiag = 0.5 * std::hypot(card.image.cols, card.image.rows);
        const double wanted = rng.uniform(style.minCodePx, style.maxCodePx) / card.code.width;
        const double scale = std::min(wanted, radius / halfDiag);
        const double slack = std::max(0.0, 0.5 * std::min(cell.width, cell.height) - halfDiag * scale - 4);
        const int c = cells[i];
        const cv::Point2d centre((c % cols + 0.5) * cell.width + rng.uniform(-slack, slack + 1e-9),
                                 (c / cols + 0.5) * cell.height + rng.uniform(-slack, slack + 1e-9));
        const cv::Matx33d h = cardHomography(rng, card.image.size(), scale, centre, style.maxTiltDeg, focal);
        pasteCard(out.image, card, h, scale);

        std::vector<cv::Point2f> code = {card.code.tl(), {card.code.x + card.code.width, card.code.y},
                                         card.code.br(), {card.code.x, card.code.y + card.code.height}};
        cv::perspectiveTransform(code, code, cv::Matx33f(h));
        out.labels.push_back({payload, name, {code[0], code[1], code[2], code[3]}});
    }
    // Decoys in free cells.
    for (int i = count; i < std::min(cols * rows, count + style.decoys); ++i) {
        const int c = cells[i];
        const cv::Point centre(int((c % cols + 0.5) * cell.width), int((c / cols + 0.5) * cell.height));
        drawDecoy(rng, out.image, centre, rng.uniform(50, 110));
    }
    if (style.maxOccluders > 0) {
        cv::Mat covered;
        drawOccluders(rng, out.image, covered, style.maxOccluders);
        for (GeneratedLabel &l : out.labels)
            l.fullyVisible = codeFullyVisible(l.corners, covered);
    }
    degrade(rng, out.image, style);
    return out;
}

FrameStyle tablePhotoStyle()
{
    FrameStyle style;
    style.minLabels = 4;
    style.maxLabels = 20;
    style.minCodePx = 40;
    style.maxCodePx = 200;
    style.maxTiltDeg = 40;
    style.maxBlurSigma = 0.8;
    style.maxNoiseSigma = 6;
    style.minJpegQuality = 60;
    style.maxJpegQuality = 90;
    style.fitGridToLabels = true;
    style.maxGlareSpots = 2;
    style.maxOccluders = 3;
    return style;
}

} // namespace nc::vision
