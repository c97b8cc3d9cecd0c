// The scanner on a fixed subset of the real photos in shared/data/qr-photos (foreign QR codes; the
// expected text is the same-named .txt) and on photos without any code.
#include <catch2/catch.hpp>

#include "vision/image_io.h"
#include "vision/scan_scoring.h"
#include "vision/scanner.h"

using namespace nc::vision;

namespace {

const std::string kPhotos = std::string(NC_SHARED_DIR) + "/data/qr-photos/";

LabelScanner deterministicScanner()
{
    ScanOptions options;
    options.regionBudgetMs = 0;
    return LabelScanner(options);
}

PhotoCase photo(const std::string &set, const std::string &file)
{
    for (PhotoCase &c : listPhotoSet(kPhotos + set))
        if (c.imagePath == kPhotos + set + "/" + file)
            return c;
    FAIL("missing photo " << set << "/" << file << " (is shared/ beside the checkout?)");
    return {};
}

bool decodes(const LabelScanner &scanner, const PhotoCase &c)
{
    const LoadedImage image = loadGrayImage(c.imagePath);
    REQUIRE(image.ok());
    for (const Detection &d : scanner.scan(image.image))
        if (sameText(d.text, c.expectedText))
            return true;
    return false;
}

} // namespace

TEST_CASE("photo sets list images with the text of their .txt")
{
    const auto set = listPhotoSet(kPhotos + "qrcode-1");
    REQUIRE(set.size() == 16);
    for (const PhotoCase &c : set)
        CHECK_FALSE(c.expectedText.empty());
    CHECK(listPhotoSet(kPhotos + "no-such-set").empty());
    CHECK(sameText("abc\n", "abc"));
    CHECK_FALSE(sameText("abc", "abd"));
}

TEST_CASE("real photos: the decoded text matches the .txt (fixed subset)")
{
    const LabelScanner scanner = deterministicScanner();
    // qrcode-1 whole, and photos across the other sets (various sizes, blur, tilt, lighting).
    for (const PhotoCase &c : listPhotoSet(kPhotos + "qrcode-1")) {
        INFO(c.imagePath);
        CHECK(decodes(scanner, c));
    }
    for (const auto &[set, file] : std::vector<std::pair<std::string, std::string>>{
             {"qrcode-2", "1.png"}, {"qrcode-2", "#199.jpg"}, {"qrcode-3", "01.png"}, {"qrcode-3", "10.png"},
             {"qrcode-4", "01.png"}, {"qrcode-5", "01.png"}, {"qrcode-6", "1.png"}}) {
        INFO(set << "/" << file);
        CHECK(decodes(scanner, photo(set, file)));
    }
}

TEST_CASE("real photos: every set together decodes at least the measured count, no other text invented")
{
    // docs/vision.md: 161 of 162 (plain ZXing 145; 152 before the bent-grid retry, issue 12); the one
    // miss is qrcode-2/13, whose .txt holds its sibling's text. A regression below the measured count
    // fails here.
    const LabelScanner scanner = deterministicScanner();
    int photos = 0, decoded = 0, other = 0;
    for (int set = 1; set <= 6; ++set)
        for (const PhotoCase &c : listPhotoSet(kPhotos + "qrcode-" + std::to_string(set))) {
            ++photos;
            const LoadedImage image = loadGrayImage(c.imagePath);
            REQUIRE(image.ok());
            bool hit = false;
            for (const Detection &d : scanner.scan(image.image)) {
                if (sameText(d.text, c.expectedText))
                    hit = true;
                else
                    ++other;
            }
            decoded += hit;
        }
    CHECK(photos == 162);
    CHECK(decoded >= 161);
    CHECK(other <= 2); // qrcode-2/13 and the outer code of the double QR qrcode-2/16
}

TEST_CASE("real photos plain ZXing misses and the pipeline decodes")
{
    const LabelScanner scanner = deterministicScanner();
    for (const auto &[set, file] : std::vector<std::pair<std::string, std::string>>{
             {"qrcode-2", "12.png"}, {"qrcode-3", "21.png"}, {"qrcode-4", "09.png"}}) {
        INFO(set << "/" << file);
        const PhotoCase c = photo(set, file);
        bool plain = false;
        for (const Detection &d : scanWholeFrame(loadGrayImage(c.imagePath).image))
            plain = plain || sameText(d.text, c.expectedText);
        CHECK_FALSE(plain);
        CHECK(decodes(scanner, c));
    }
}

TEST_CASE("real photos of folded T-shirt prints and a strong tilt decode with the bent-grid retry only")
{
    // Issue 12: QR codes printed on T-shirts (qrcode-4: the cloth bends the module grid, no single
    // homography fits) and qrcode-3/23 (strong perspective and blur). Neither plain ZXing nor the scanner
    // without the bent-grid retry reads any of them (docs/vision.md, "codes on bent surfaces").
    ScanOptions without;
    without.regionBudgetMs = 0;
    without.bentGridRetry = false;
    const LabelScanner before(without);
    const LabelScanner scanner = deterministicScanner();
    for (const auto &[set, file] : std::vector<std::pair<std::string, std::string>>{
             {"qrcode-4", "05.png"}, {"qrcode-4", "06.png"}, {"qrcode-4", "08.png"}, {"qrcode-4", "13.png"},
             {"qrcode-4", "30.png"}, {"qrcode-4", "31.png"}, {"qrcode-4", "32.png"}, {"qrcode-4", "33.png"},
             {"qrcode-3", "23.png"}}) {
        INFO(set << "/" << file);
        const PhotoCase c = photo(set, file);
        CHECK_FALSE(decodes(before, c));
        CHECK(decodes(scanner, c));
    }
}

TEST_CASE("photos without codes give no false positives")
{
    const LabelScanner scanner = deterministicScanner();
    int photos = 0;
    for (const std::string set : {"falsepositives-1", "falsepositives-2"})
        for (const PhotoCase &c : listPhotoSet(kPhotos + set)) {
            INFO(c.imagePath);
            const LoadedImage image = loadGrayImage(c.imagePath);
            REQUIRE(image.ok());
            CHECK(scanner.scan(image.image).empty());
            ++photos;
        }
    CHECK(photos == 51);
}
