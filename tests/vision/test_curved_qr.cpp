// decodeCurvedQr (vision/curved_qr.h): a QR code whose module grid is bent, which ZXing 1.4 cannot read
// (one homography per symbol), read through a mesh fitted to the bend. Synthetic bends here; the real
// T-shirt photos it reads are in test_scanner_photos.cpp.
#include <catch2/catch.hpp>

#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/curved_qr.h"
#include "vision/label_code.h"
#include "vision/scanner.h"

using namespace nc::vision;

namespace {

const std::string kText = "https://example.org/nations/companion/curved-label-test";

// Every point moved along x by a sine of y and along y by a sine of x: a cloth-like wave of `amplitude`
// pixels over `period` pixels (the whole symbol bends, finder patterns included).
cv::Mat bent(const cv::Mat &src, double amplitude, double period)
{
    cv::Mat mx(src.size(), CV_32F), my(src.size(), CV_32F);
    for (int y = 0; y < src.rows; ++y)
        for (int x = 0; x < src.cols; ++x) {
            mx.at<float>(y, x) = float(x + amplitude * std::sin(2 * CV_PI * y / period));
            my.at<float>(y, x) = float(y + amplitude * std::sin(2 * CV_PI * x / period + 1.0));
        }
    cv::Mat out;
    cv::remap(src, out, mx, my, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(255));
    return out;
}

ScanOptions withoutBentGrid()
{
    ScanOptions options;
    options.regionBudgetMs = 0;
    options.bentGridRetry = false;
    return options;
}

} // namespace

TEST_CASE("a QR code whose grid is bent by a third of a module decodes with the bent grid only")
{
    // Version 4 (33 modules) at 6 px per module, 246 px: a small image, so the scanner's last resort runs.
    const cv::Mat code = renderCode(kText, Symbology::QRCode, 6, 4);
    REQUIRE(std::max(code.cols, code.rows) <= 400);
    for (const double period : {120.0, 180.0}) {
        INFO("period " << period);
        const cv::Mat image = bent(code, 2.0, period);
        CHECK(scanWholeFrame(image).empty());
        CHECK(LabelScanner(withoutBentGrid()).scan(image).empty());
        const auto d = decodeCurvedQr(image);
        REQUIRE(d.has_value());
        CHECK(d->text == kText);
        CHECK(d->symbology == Symbology::QRCode);
        // Corners: the symbol (without quiet zone) spans 24..222 px before bending; 2 px of bend, 1 module
        // of slack.
        const float lo = 24.f, hi = 222.f, tol = 8.f;
        CHECK(std::abs(d->corners[0].x - lo) < tol);
        CHECK(std::abs(d->corners[0].y - lo) < tol);
        CHECK(std::abs(d->corners[2].x - hi) < tol);
        CHECK(std::abs(d->corners[2].y - hi) < tol);
        ScanOptions options = withoutBentGrid();
        options.bentGridRetry = true;
        const auto found = LabelScanner(options).scan(image);
        REQUIRE(found.size() == 1);
        CHECK(found.front().text == kText);
    }
}

TEST_CASE("the bent grid reads a straight code too and nothing where there is no valid code")
{
    const cv::Mat code = renderCode(kText, Symbology::QRCode, 5, 4);
    const auto straight = decodeCurvedQr(code);
    REQUIRE(straight.has_value());
    CHECK(straight->text == kText);

    // The same symbol with its data modules scrambled: three finder patterns, timing, alignment, but no
    // codeword sequence Reed-Solomon accepts.
    const cv::Mat modules = codeModules(kText, Symbology::QRCode);
    cv::Mat scrambled = modules.clone();
    cv::RNG rng(12);
    const int dim = modules.cols;
    for (int y = 0; y < dim; ++y)
        for (int x = 0; x < dim; ++x) {
            const bool finder = (x < 9 && y < 9) || (x >= dim - 8 && y < 9) || (x < 9 && y >= dim - 8);
            if (!finder && x != 6 && y != 6)
                scrambled.at<uchar>(y, x) = rng.uniform(0, 2) ? 255 : 0;
        }
    cv::Mat image;
    cv::copyMakeBorder(scrambled, image, 4, 4, 4, 4, cv::BORDER_CONSTANT, cv::Scalar(255));
    cv::resize(image, image, cv::Size(), 5, 5, cv::INTER_NEAREST);
    CHECK_FALSE(decodeCurvedQr(image).has_value());

    CHECK_FALSE(decodeCurvedQr(cv::Mat(200, 200, CV_8UC1, cv::Scalar(255))).has_value());
    CHECK_FALSE(decodeCurvedQr(cv::Mat(10, 10, CV_8UC1, cv::Scalar(0))).has_value());
    CHECK_FALSE(decodeCurvedQr(cv::Mat()).has_value());
    CHECK_THROWS_AS(decodeCurvedQr(cv::Mat(50, 50, CV_8UC3)), std::invalid_argument);
}
