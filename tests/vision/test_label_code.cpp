#include <catch2/catch.hpp>

#include "vision/label_code.h"
#include "vision/label_payload.h"
#include "vision/scanner.h"

using namespace nc::vision;

TEST_CASE("every symbology writes our payload at its smallest size and reads it back")
{
    const std::string payload = encodeLabelPayload(LabelKind::ProgressCard, "colosseum");
    for (Symbology s : allSymbologies()) {
        INFO(symbologyName(s));
        const cv::Mat modules = codeModules(payload, s);
        if (s == Symbology::QRCode)
            CHECK(modules.cols == 21); // QR version 1
        const cv::Mat img = renderCode(payload, s, 6, 4);
        CHECK(img.type() == CV_8UC1);
        CHECK(img.cols == (modules.cols + 8) * 6);
        const auto found = scanWholeFrame(img, {s});
        REQUIRE(found.size() == 1);
        CHECK(found[0].text == payload);
        CHECK(found[0].symbology == s);
    }
}

TEST_CASE("renderCode refuses nonsense sizes")
{
    CHECK_THROWS_AS(renderCode("NC1:P:0000", Symbology::QRCode, 0, 4), std::invalid_argument);
}

TEST_CASE("an empty or blank frame has no codes, and a bad image type is an error")
{
    CHECK(scanWholeFrame(cv::Mat()).empty());
    CHECK(LabelScanner().scan(cv::Mat(480, 640, CV_8UC1, cv::Scalar(255))).empty());
    CHECK_THROWS_AS(scanWholeFrame(cv::Mat(10, 10, CV_32FC1, cv::Scalar(0))), std::invalid_argument);
}
