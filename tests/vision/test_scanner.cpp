// The scanner pipeline on generated frames, foreign codes, blank frames and bad input.
#include <catch2/catch.hpp>

#include <future>

#include <opencv2/imgproc.hpp>

#include "vision/frame_generator.h"
#include "vision/label_code.h"
#include "vision/label_payload.h"
#include "vision/region_decoder.h"
#include "vision/region_locator.h"
#include "vision/scan_scoring.h"
#include "vision/scanner.h"

using namespace nc::vision;

namespace {

// No time budget: the result must not depend on the machine's load (Debug builds, shared CI cores).
LabelScanner deterministicScanner()
{
    ScanOptions options;
    options.regionBudgetMs = 0;
    return LabelScanner(options);
}

cv::Point2f centreOf(const std::array<cv::Point2f, 4> &q)
{
    return (q[0] + q[1] + q[2] + q[3]) * 0.25f;
}

// Pastes `code` into `frame` turned by `degrees` about `centre`.
void pasteTurned(cv::Mat &frame, const cv::Mat &code, cv::Point2f centre, double degrees)
{
    cv::Mat rot = cv::getRotationMatrix2D(cv::Point2f(code.cols / 2.0f, code.rows / 2.0f), degrees, 1.0);
    rot.at<double>(0, 2) += centre.x - code.cols / 2.0;
    rot.at<double>(1, 2) += centre.y - code.rows / 2.0;
    cv::Mat mask(code.size(), CV_8UC1, cv::Scalar(255)), warpedMask, warped;
    cv::warpAffine(code, warped, rot, frame.size(), cv::INTER_LINEAR);
    cv::warpAffine(mask, warpedMask, rot, frame.size(), cv::INTER_NEAREST);
    warped.copyTo(frame, warpedMask);
}

} // namespace

TEST_CASE("the generator is seeded: the same seed gives the same frame, another seed another one")
{
    const GeneratedFrame a = generateFrame(7), b = generateFrame(7), c = generateFrame(8);
    CHECK(a.image.type() == CV_8UC3);
    CHECK(a.image.size() == cv::Size(1920, 1080));
    CHECK(a.labels.size() >= 8);
    CHECK(a.labels.size() <= 16);
    CHECK(cv::norm(a.image, b.image, cv::NORM_INF) == 0);
    CHECK(cv::norm(a.image, c.image, cv::NORM_L1) > 0);
    for (const GeneratedLabel &l : a.labels) {
        CHECK(parseLabelPayload(l.payload).status == PayloadStatus::Ours);
        CHECK_FALSE(l.cardName.empty());
    }
    FrameStyle bad;
    bad.maxLabels = 17;
    CHECK_THROWS_AS(generateFrame(1, bad), std::invalid_argument);
    bad = {};
    bad.size = cv::Size(100, 100);
    CHECK_THROWS_AS(generateFrame(1, bad), std::invalid_argument);
}

TEST_CASE("the locator puts a candidate region on every label of a generated frame")
{
    const GeneratedFrame frame = generateFrame(11);
    cv::Mat gray;
    cv::cvtColor(frame.image, gray, cv::COLOR_BGR2GRAY);
    const auto regions = locateCodeRegions(gray);
    CHECK(int(regions.size()) <= LocatorOptions{}.maxRegions + LocatorOptions{}.maxCoarseRegions);
    for (const GeneratedLabel &l : frame.labels) {
        INFO(l.payload);
        bool covered = false;
        for (const CodeRegion &r : regions)
            covered = covered || cv::pointPolygonTest(std::vector<cv::Point2f>(r.quad.begin(), r.quad.end()),
                                                      centreOf(l.corners), false) >= 0;
        CHECK(covered);
    }
    CHECK_THROWS_AS(locateCodeRegions(frame.image), std::invalid_argument); // 3 channels
    CHECK(locateCodeRegions(cv::Mat()).empty());
}

TEST_CASE("generated frames: every label decoded at its place, no wrong decode, better than plain ZXing")
{
    const LabelScanner scanner = deterministicScanner();
    int labels = 0, decoded = 0, plainDecoded = 0;
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        INFO("seed " << seed);
        const GeneratedFrame frame = generateFrame(seed);
        const auto found = scanner.scan(frame.image);
        const FrameScore score = scoreFrame(frame, found);
        CHECK(score.wrong == 0);
        // Deterministic (seeded), measured 100 % on these seeds; one miss of slack per frame for other
        // platforms' JPEG coders.
        CHECK(score.decoded >= score.labels - 1);
        labels += score.labels;
        decoded += score.decoded;
        plainDecoded += scoreFrame(frame, scanWholeFrame(frame.image)).decoded;

        // Corners in input-image pixels, in the symbol's own order (top-left first).
        for (const Detection &d : found)
            for (const GeneratedLabel &l : frame.labels)
                if (d.text == l.payload) {
                    const double side = cv::norm(l.corners[0] - l.corners[1]);
                    for (int k = 0; k < 4; ++k)
                        CHECK(cv::norm(d.corners[k] - l.corners[k]) < 0.2 * side);
                    CHECK(d.symbology == Symbology::QRCode);
                    CHECK_FALSE(d.viaWholeFrame);
                }
    }
    CHECK(decoded >= labels - 1);
    CHECK(plainDecoded < decoded); // the point of the pipeline
}

TEST_CASE("each symbology's labels are found in a generated frame")
{
    const LabelScanner scanner = deterministicScanner();
    for (Symbology s : allSymbologies()) {
        INFO(symbologyName(s));
        FrameStyle style;
        style.symbology = s;
        style.minCodePx = 90; // large and mild: this checks the plumbing, the bench measures the limits
        style.maxTiltDeg = 15;
        const GeneratedFrame frame = generateFrame(5, style);
        const FrameScore score = scoreFrame(frame, scanner.scan(frame.image));
        CHECK(score.wrong == 0);
        INFO("decoded " << score.decoded << " of " << score.labels);
        CHECK(score.decoded >= 1);
        if (s != Symbology::DataMatrix) // ZXing 1.4 writes it 32x8: tiny modules (docs/vision.md)
            CHECK(score.decoded >= score.labels * 3 / 4);
    }
}

TEST_CASE("foreign codes of all three symbologies are decoded as they are, each once")
{
    cv::Mat frame(720, 1280, CV_8UC1, cv::Scalar(120));
    cv::circle(frame, cv::Point(900, 500), 150, cv::Scalar(40), cv::FILLED);
    const std::vector<std::pair<std::string, Symbology>> codes = {
        {"https://example.org/menu?table=12", Symbology::QRCode},
        {"WIFI:S:guest;T:WPA;P:hunter2;;", Symbology::DataMatrix},
        {"ticket 4711", Symbology::Aztec}};
    pasteTurned(frame, renderCode(codes[0].first, codes[0].second, 4, 4), {250, 250}, 20);
    pasteTurned(frame, renderCode(codes[1].first, codes[1].second, 5, 3), {650, 300}, -35);
    pasteTurned(frame, renderCode(codes[2].first, codes[2].second, 5, 3), {1050, 220}, 60);
    const auto found = deterministicScanner().scan(frame);
    REQUIRE(found.size() == 3);
    for (const auto &[text, symbology] : codes) {
        INFO(text);
        const auto it = std::find_if(found.begin(), found.end(), [&](const Detection &d) { return d.text == text; });
        REQUIRE(it != found.end());
        CHECK(it->symbology == symbology);
        CHECK(parseLabelPayload(it->text).status == PayloadStatus::Foreign);
    }
    // Restricting the symbologies restricts the output.
    ScanOptions qrOnly;
    qrOnly.symbologies = {Symbology::QRCode};
    const auto onlyQr = LabelScanner(qrOnly).scan(frame);
    REQUIRE(onlyQr.size() == 1);
    CHECK(onlyQr[0].text == codes[0].first);
}

TEST_CASE("empty, blank and noise frames have no codes")
{
    const LabelScanner scanner = deterministicScanner();
    CHECK(scanner.scan(cv::Mat()).empty());
    CHECK(scanner.scan(cv::Mat(1080, 1920, CV_8UC1, cv::Scalar(255))).empty());
    CHECK(scanner.scan(cv::Mat(1080, 1920, CV_8UC3, cv::Scalar(0, 0, 0))).empty());
    cv::Mat noise(720, 1280, CV_8UC1);
    cv::RNG rng(3);
    rng.fill(noise, cv::RNG::UNIFORM, 0, 256);
    CHECK(scanner.scan(noise).empty());
    CHECK(scanner.scan(cv::Mat(1, 1, CV_8UC1, cv::Scalar(0))).empty());
}

TEST_CASE("bad image types are refused with std::invalid_argument, BGRA is accepted")
{
    const LabelScanner scanner;
    CHECK_THROWS_AS(scanner.scan(cv::Mat(64, 64, CV_32FC1, cv::Scalar(0))), std::invalid_argument);
    CHECK_THROWS_AS(scanner.scan(cv::Mat(64, 64, CV_16UC1, cv::Scalar(0))), std::invalid_argument);
    CHECK_THROWS_AS(scanner.scan(cv::Mat(64, 64, CV_8UC2, cv::Scalar(0))), std::invalid_argument);
    cv::Mat bgra;
    cv::cvtColor(renderCode("NC1:E:0F3K", Symbology::QRCode, 6, 4), bgra, cv::COLOR_GRAY2BGRA);
    const auto found = scanner.scan(bgra);
    REQUIRE(found.size() == 1);
    CHECK(found[0].text == "NC1:E:0F3K");
}

TEST_CASE("scan() is const and gives the same result from several threads at once")
{
    const GeneratedFrame frame = generateFrame(4);
    const LabelScanner scanner = deterministicScanner();
    auto texts = [&] {
        std::vector<std::string> t;
        for (const Detection &d : scanner.scan(frame.image))
            t.push_back(d.text);
        std::sort(t.begin(), t.end());
        return t;
    };
    auto a = std::async(std::launch::async, texts);
    auto b = std::async(std::launch::async, texts);
    const auto expected = texts();
    CHECK(a.get() == expected);
    CHECK(b.get() == expected);
    CHECK(expected.size() >= frame.labels.size() - 1);
}

namespace {

double meanSideOf(const std::array<cv::Point2f, 4> &q)
{
    double s = 0;
    for (int k = 0; k < 4; ++k)
        s += cv::norm(q[k] - q[(k + 1) % 4]) / 4.0;
    return s;
}

// Table photos with only large codes (130-200 px side before tilt), few labels so that they fit.
FrameStyle largeCodeStyle()
{
    FrameStyle style = tablePhotoStyle();
    style.minLabels = 4;
    style.maxLabels = 6;
    style.minCodePx = 130;
    style.maxCodePx = 200;
    style.maxOccluders = 0;
    return style;
}

} // namespace

TEST_CASE("the table-photo style: 4-20 labels, large codes, occluders mark labels partly hidden, seeded")
{
    const FrameStyle style = tablePhotoStyle();
    CHECK(style.size == cv::Size(1920, 1080));
    int frames = 0, labels = 0, hidden = 0, large = 0, small = 0;
    for (std::uint64_t seed = 1000; seed < 1012; ++seed, ++frames) {
        const GeneratedFrame f = generateFrame(seed, style);
        CHECK(f.labels.size() >= 4);
        CHECK(f.labels.size() <= 20);
        for (const GeneratedLabel &l : f.labels) {
            ++labels;
            hidden += !l.fullyVisible;
            const double side = meanSideOf(l.corners);
            large += side >= 150;
            small += side < 50;
        }
    }
    INFO(labels << " labels, " << hidden << " partly hidden, " << large << " >= 150 px, " << small << " < 50 px");
    CHECK(large > 0);
    CHECK(small > 0);
    CHECK(hidden > 0);
    CHECK(hidden < labels / 10);
    // Same seed, same frame; 20 labels need fitGridToLabels (the 4x4 grid holds 16).
    CHECK(cv::norm(generateFrame(3, style).image, generateFrame(3, style).image, cv::NORM_INF) == 0);
    FrameStyle twenty = style;
    twenty.minLabels = twenty.maxLabels = 20;
    CHECK(generateFrame(1, twenty).labels.size() == 20);
    twenty.fitGridToLabels = false;
    CHECK_THROWS_AS(generateFrame(1, twenty), std::invalid_argument);
    twenty = style;
    twenty.maxLabels = 21;
    CHECK_THROWS_AS(generateFrame(1, twenty), std::invalid_argument);
    // A label touched by an occluder is neither missed nor wrong.
    const GeneratedFrame f = generateFrame(1000, style);
    std::vector<Detection> none;
    const FrameScore score = scoreFrame(f, none);
    CHECK(score.labels + score.partlyHidden == int(f.labels.size()));
    CHECK(score.decoded == 0);
    CHECK(score.wrong == 0);
}

TEST_CASE("large codes (130-200 px): the coarse locating pass puts one region on each, and each decodes")
{
    const LabelScanner scanner = deterministicScanner();
    int labels = 0, decoded = 0;
    for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
        INFO("seed " << seed);
        const GeneratedFrame frame = generateFrame(seed, largeCodeStyle());
        cv::Mat gray;
        cv::cvtColor(frame.image, gray, cv::COLOR_BGR2GRAY);
        const auto regions = locateCodeRegions(gray);
        for (const GeneratedLabel &l : frame.labels) {
            INFO(l.payload << " side " << meanSideOf(l.corners));
            // One region with the code's centre inside and about the code's size (not a finder pattern).
            bool whole = false;
            for (const CodeRegion &r : regions)
                whole = whole || (cv::pointPolygonTest(std::vector<cv::Point2f>(r.quad.begin(), r.quad.end()),
                                                       centreOf(l.corners), false) >= 0 &&
                                  r.side > 0.8 * meanSideOf(l.corners) && r.side < 1.6 * meanSideOf(l.corners));
            CHECK(whole);
        }
        const FrameScore score = scoreFrame(frame, scanner.scan(frame.image));
        CHECK(score.wrong == 0);
        CHECK(score.decoded == score.labels);
        labels += score.labels;
        decoded += score.decoded;
    }
    CHECK(labels >= 16);
    CHECK(decoded == labels);
}

TEST_CASE("a large code seen only as a finder pattern decodes around it")
{
    // A 210 px QR (version 1: 21 modules of 10 px) on a grey table; the region is its top-left finder
    // pattern alone (7 x 7 modules), as the first locating pass sees large codes.
    cv::Mat frame(720, 1280, CV_8UC1, cv::Scalar(110));
    const cv::Mat code = renderCode("NC1:P:0F3K", Symbology::QRCode, 10, 3);
    const cv::Point origin(600, 250);
    code.copyTo(frame(cv::Rect(origin, code.size())));
    const float q = 3 * 10; // quiet zone
    CodeRegion finder;
    finder.quad = {cv::Point2f(origin.x + q, origin.y + q), cv::Point2f(origin.x + q + 70, origin.y + q),
                   cv::Point2f(origin.x + q + 70, origin.y + q + 70), cv::Point2f(origin.x + q, origin.y + q + 70)};
    finder.side = 70;
    finder.score = 1;
    const auto d = decodeAroundFinder(frame, finder, {Symbology::QRCode});
    REQUIRE(d.has_value());
    CHECK(d->text == "NC1:P:0F3K");
    // Corners in frame pixels, top-left at the code's top-left corner.
    CHECK(cv::norm(d->corners[0] - cv::Point2f(origin.x + q, origin.y + q)) < 12);
    CHECK(cv::norm(d->corners[2] - cv::Point2f(origin.x + q + 210, origin.y + q + 210)) < 12);
    // Nothing there: nothing decoded.
    finder.quad = {cv::Point2f(50, 50), cv::Point2f(120, 50), cv::Point2f(120, 120), cv::Point2f(50, 120)};
    CHECK_FALSE(decodeAroundFinder(frame, finder, {Symbology::QRCode}).has_value());
}

TEST_CASE("table photos: at least 98.5 % of the fully visible labels, no wrong decode (issue 12)")
{
    // 10 frames of the bench's table photos (seeds 1000-1009: 4-20 labels, codes 40-200 px, tilt 40 deg,
    // glare, occluders). Measured 105 of 105 here; the bench has the 100-frame figures (docs/vision.md).
    const LabelScanner scanner = deterministicScanner();
    int labels = 0, decoded = 0, wrong = 0;
    for (std::uint64_t seed = 1000; seed < 1010; ++seed) {
        const GeneratedFrame frame = generateFrame(seed, tablePhotoStyle());
        const FrameScore score = scoreFrame(frame, scanner.scan(frame.image));
        labels += score.labels;
        decoded += score.decoded;
        wrong += score.wrong;
    }
    INFO(decoded << " of " << labels);
    CHECK(wrong == 0);
    CHECK(decoded * 1000 >= labels * 985);
}
