// Image loading (vision/image_io.h): header sizes of every format we read, the 50-megapixel limit checked
// before decoding, truncated and damaged files refused with one line, I/O failures told apart.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <opencv2/imgcodecs.hpp>
#include <zlib.h>

#include "vision/image_io.h"

using namespace nc::vision;
namespace fs = std::filesystem;

namespace {

std::string encode(const std::string &ext, const cv::Mat &image)
{
    std::vector<unsigned char> bytes;
    REQUIRE(cv::imencode(ext, image, bytes));
    return {bytes.begin(), bytes.end()};
}

cv::Mat picture(int width, int height)
{
    cv::Mat m(height, width, CV_8UC3);
    cv::randu(m, cv::Scalar::all(0), cv::Scalar::all(255));
    return m;
}

std::string be32(std::uint32_t v) { return {char(v >> 24), char(v >> 16), char(v >> 8), char(v)}; }

/// The PNG `png` with the size in its IHDR replaced (and the chunk's CRC recomputed): a header that lies.
std::string withPngSize(std::string png, std::uint32_t width, std::uint32_t height)
{
    png.replace(16, 8, be32(width) + be32(height));
    const auto crc = crc32(0, reinterpret_cast<const Bytef *>(png.data() + 12), 17);
    png.replace(29, 4, be32(std::uint32_t(crc)));
    return png;
}

struct TempDir {
    fs::path path = fs::temp_directory_path() / ("nc_image_io_test_" + std::to_string(::getpid()));
    TempDir() { fs::create_directories(path); }
    ~TempDir() { fs::remove_all(path); }
    std::string write(const std::string &name, const std::string &bytes) const
    {
        std::ofstream(path / name, std::ios::binary) << bytes;
        return (path / name).string();
    }
};

} // namespace

TEST_CASE("image headers give format and size without decoding, for JPEG, PNG, BMP, WebP and TIFF")
{
    const cv::Mat m = picture(321, 123);
    for (const auto &[ext, format] : std::vector<std::pair<std::string, std::string>>{
             {".jpg", "JPEG"}, {".png", "PNG"}, {".bmp", "BMP"}, {".webp", "WebP"}, {".tiff", "TIFF"}}) {
        INFO(ext);
        const ImageHeader h = readImageHeader(encode(ext, m));
        CHECK(h.format == format);
        CHECK(h.width == 321);
        CHECK(h.height == 123);
        CHECK(h.problem == "");
    }
    // lossless WebP (VP8L chunk; the lossy one above is VP8)
    std::vector<unsigned char> webp;
    REQUIRE(cv::imencode(".webp", m, webp, {cv::IMWRITE_WEBP_QUALITY, 101}));
    const ImageHeader lossless = readImageHeader(std::string(webp.begin(), webp.end()));
    CHECK(std::string(webp.begin() + 12, webp.begin() + 16) == "VP8L");
    CHECK(lossless.width == 321);
    CHECK(lossless.height == 123);
    // progressive JPEG (several scans) and restart markers inside the scan data: whole, not truncated
    for (const std::vector<int> &params :
         {std::vector<int>{cv::IMWRITE_JPEG_PROGRESSIVE, 1}, std::vector<int>{cv::IMWRITE_JPEG_RST_INTERVAL, 2}}) {
        std::vector<unsigned char> jpeg;
        REQUIRE(cv::imencode(".jpg", m, jpeg, params));
        const ImageHeader h = readImageHeader(std::string(jpeg.begin(), jpeg.end()));
        CHECK(h.format == "JPEG");
        CHECK(h.width == 321);
        CHECK(h.problem == "");
        const ImageHeader cut = readImageHeader(std::string(jpeg.begin(), jpeg.end() - 3));
        CHECK(cut.problem.find("truncated") != std::string::npos);
    }
    CHECK(readImageHeader("GIF89a....").format == "");
    CHECK(readImageHeader("").format == "");
}

TEST_CASE("a JPEG or PNG cut anywhere is found truncated from its structure")
{
    const cv::Mat m = picture(64, 48);
    for (const std::string ext : {".jpg", ".png"}) {
        const std::string bytes = encode(ext, m);
        int truncated = 0, cuts = 0;
        for (size_t cut = 40; cut < bytes.size(); cut += 97) {
            ++cuts;
            const ImageHeader h = readImageHeader(std::string_view(bytes).substr(0, cut));
            truncated += h.problem.find("truncated") != std::string::npos ? 1 : 0;
        }
        INFO(ext << ": " << truncated << " of " << cuts << " cuts found truncated");
        CHECK(truncated == cuts);
        CHECK(readImageHeader(bytes).problem == "");
    }
}

TEST_CASE("loadGrayImage refuses a decompression bomb from its header and reads the same file within the limit")
{
    TempDir dir;
    const std::string small = encode(".png", cv::Mat(10, 10, CV_8UC1, cv::Scalar(0)));
    // 32768 x 32000 claimed: refused before decoding (the data would not even fill it)
    const LoadedImage bomb = loadGrayImage(dir.write("bomb.png", withPngSize(small, 32768, 32000)));
    CHECK(bomb.failure == ImageFailure::Refused);
    CHECK(bomb.error == "cannot read image '" + (dir.path / "bomb.png").string() +
                            "': 32768 x 32000 pixels is more than the limit of 50 megapixels");
    CHECK(bomb.image.empty());
    // exactly at the limit the header passes (then the 10 x 10 data does not fill it: damaged)
    const LoadedImage atLimit = loadGrayImage(dir.write("limit.png", withPngSize(small, 10000, 5000)));
    CHECK(atLimit.failure == ImageFailure::Refused);
    CHECK(atLimit.error.find("the PNG data is damaged") != std::string::npos);
    CHECK(atLimit.error.find('\n') == std::string::npos);
    // and the honest file decodes
    const LoadedImage ok = loadGrayImage(dir.write("ok.png", small));
    REQUIRE(ok.ok());
    CHECK(ok.failure == ImageFailure::None);
    CHECK(ok.image.cols == 10);
    CHECK(ok.image.type() == CV_8UC1);
}

TEST_CASE("loadGrayImage tells a file it cannot read from content it refuses")
{
    TempDir dir;
    const LoadedImage missing = loadGrayImage((dir.path / "nope.jpg").string());
    CHECK(missing.failure == ImageFailure::Io);
    CHECK(missing.error.find("no such file") != std::string::npos);
    const LoadedImage folder = loadGrayImage(dir.path.string());
    CHECK(folder.failure == ImageFailure::Io);
    CHECK(folder.error.find("it is a folder") != std::string::npos);
    const LoadedImage text = loadGrayImage(dir.write("notes.png", "just some words"));
    CHECK(text.failure == ImageFailure::Refused);
    CHECK(text.error.find("not an image format this app reads") != std::string::npos);
    const std::string jpeg = encode(".jpg", picture(200, 100));
    const LoadedImage cut = loadGrayImage(dir.write("cut.jpg", jpeg.substr(0, jpeg.size() / 2)));
    CHECK(cut.failure == ImageFailure::Refused);
    CHECK(cut.error.find("truncated") != std::string::npos);
    CHECK(hasImageExtension("a/B.JPG"));
    CHECK(hasImageExtension("x.webp"));
    CHECK(hasImageExtension("x.Tiff"));
    CHECK_FALSE(hasImageExtension("notes.txt"));
    CHECK_FALSE(hasImageExtension("folder.png/readme"));
}
