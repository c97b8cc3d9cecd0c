#include "vision/image_io.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <cstdio>
#include <functional>
#include <mutex>
#include <stdexcept>

#include <unistd.h>

#include <opencv2/core/utils/logger.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <zlib.h>

namespace nc::vision {

namespace {

std::uint32_t be16(std::string_view b, size_t at) { return std::uint32_t(std::uint8_t(b[at])) << 8 | std::uint8_t(b[at + 1]); }
std::uint32_t be32(std::string_view b, size_t at) { return be16(b, at) << 16 | be16(b, at + 2); }
std::uint32_t le16(std::string_view b, size_t at) { return std::uint32_t(std::uint8_t(b[at + 1])) << 8 | std::uint8_t(b[at]); }
std::uint32_t le32(std::string_view b, size_t at) { return le16(b, at + 2) << 16 | le16(b, at); }

const char *kTruncated = "the file is truncated (it ends before the image data does)";

/// PNG (ISO/IEC 15948 §5): signature, then chunks of length (4, big endian), type (4), data, CRC-32 of
/// type + data (4). IHDR comes first (width, height); the image ends with IEND. Every chunk's CRC is
/// checked here, so that libpng never meets a damaged chunk (it would print to stderr).
void readPng(std::string_view b, ImageHeader &h)
{
    h.format = "PNG";
    size_t at = 8;
    bool first = true, idat = false;
    while (true) {
        if (b.size() - at < 12) {
            h.problem = kTruncated;
            return;
        }
        const std::uint32_t len = be32(b, at);
        const std::string_view type = b.substr(at + 4, 4);
        if (len > 0x7fffffffu || b.size() - at - 12 < len) {
            h.problem = kTruncated;
            return;
        }
        if (first) {
            if (type != "IHDR" || len != 13) {
                h.problem = "the PNG header chunk (IHDR) is missing";
                return;
            }
            h.width = be32(b, at + 8);
            h.height = be32(b, at + 12);
            first = false;
        }
        const auto *data = reinterpret_cast<const Bytef *>(b.data() + at + 4);
        if (crc32(crc32(0L, Z_NULL, 0), data, uInt(len + 4)) != be32(b, at + 8 + len)) {
            h.problem = "a PNG chunk is damaged (" + std::string(type) + ": checksum mismatch)";
            return;
        }
        idat = idat || type == "IDAT";
        if (type == "IEND") {
            if (!idat)
                h.problem = "the PNG file holds no image data (no IDAT chunk)";
            return;
        }
        at += 12 + len;
    }
}

/// JPEG (ITU T.81 annex B): SOI, marker segments (0xFF, marker, 2-byte length including itself), the
/// frame header SOFn (precision, height, width), scans (SOS then entropy-coded data, where 0xFF is
/// followed by 0x00 or a restart marker RST0-7), and EOI. A file without EOI is truncated: libjpeg would
/// fill the rest with grey and print a warning.
void readJpeg(std::string_view b, ImageHeader &h)
{
    h.format = "JPEG";
    size_t at = 2;
    bool frame = false, scan = false;
    while (true) {
        // a marker, after any number of 0xFF fill bytes
        if (at >= b.size() || std::uint8_t(b[at]) != 0xFF) {
            h.problem = at >= b.size() ? kTruncated : "the JPEG data is damaged (a marker is missing)";
            return;
        }
        while (at < b.size() && std::uint8_t(b[at]) == 0xFF)
            ++at;
        if (at >= b.size()) {
            h.problem = kTruncated;
            return;
        }
        const std::uint8_t m = std::uint8_t(b[at++]);
        if (m == 0xD9) { // EOI
            if (!frame || !scan)
                h.problem = "the JPEG file holds no image data";
            return;
        }
        if ((m >= 0xD0 && m <= 0xD7) || m == 0x01) // RSTn, TEM: no length
            continue;
        if (b.size() - at < 2 || be16(b, at) < 2 || b.size() - at < be16(b, at)) {
            h.problem = kTruncated;
            return;
        }
        const size_t len = be16(b, at);
        if (m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC) { // SOFn (not DHT, JPG, DAC)
            if (len < 8) {
                h.problem = "the JPEG frame header is damaged";
                return;
            }
            h.height = be16(b, at + 3);
            h.width = be16(b, at + 5);
            frame = true;
        }
        at += len;
        if (m == 0xDA) { // SOS: skip the entropy-coded data up to the next marker that is not RSTn
            scan = true;
            while (true) {
                const size_t ff = b.find('\xFF', at);
                if (ff == std::string_view::npos || ff + 1 >= b.size()) {
                    h.problem = kTruncated;
                    return;
                }
                const std::uint8_t next = std::uint8_t(b[ff + 1]);
                if (next == 0x00 || (next >= 0xD0 && next <= 0xD7) || next == 0xFF) {
                    at = ff + (next == 0xFF ? 1 : 2); // stuffed byte or restart marker: still scan data
                    continue;
                }
                at = ff;
                break;
            }
        }
    }
}

/// BMP: "BM", file header (14 bytes), then the info header: its size, then width and height (16-bit for
/// the old 12-byte OS/2 header, else 32-bit signed; a negative height means top-down rows).
void readBmp(std::string_view b, ImageHeader &h)
{
    h.format = "BMP";
    if (b.size() < 26) {
        h.problem = kTruncated;
        return;
    }
    if (le32(b, 14) == 12) {
        h.width = le16(b, 18);
        h.height = le16(b, 20);
    } else {
        h.width = std::abs(std::int64_t(std::int32_t(le32(b, 18))));
        h.height = std::abs(std::int64_t(std::int32_t(le32(b, 22))));
    }
    if (le32(b, 10) >= b.size())
        h.problem = kTruncated;
}

/// WebP (RIFF container): "RIFF", size, "WEBP", then a VP8 (lossy: 14-bit sizes after the 9d 01 2a start
/// code), VP8L (lossless: 14-bit sizes minus one after the 0x2f signature) or VP8X (extended: 24-bit canvas
/// sizes minus one) chunk.
void readWebp(std::string_view b, ImageHeader &h)
{
    h.format = "WebP";
    if (b.size() < 30) {
        h.problem = kTruncated;
        return;
    }
    const std::string_view chunk = b.substr(12, 4);
    if (chunk == "VP8 ") {
        h.width = le16(b, 26) & 0x3fff;
        h.height = le16(b, 28) & 0x3fff;
    } else if (chunk == "VP8L") {
        const std::uint32_t v = le32(b, 21);
        h.width = (v & 0x3fff) + 1;
        h.height = ((v >> 14) & 0x3fff) + 1;
    } else if (chunk == "VP8X") {
        h.width = (le32(b, 24) & 0xffffff) + 1;
        h.height = (le32(b, 27) & 0xffffff) + 1;
    } else {
        h.problem = "the WebP file holds no image data";
        return;
    }
    if (std::uint64_t(le32(b, 4)) + 8 > b.size())
        h.problem = kTruncated;
}

/// TIFF (TIFF 6.0 §2): byte order ("II" little endian, "MM" big endian), 42, the offset of the first image
/// file directory (IFD); the IFD holds a count (2 bytes) and 12-byte entries: tag, type, count, value.
/// ImageWidth is tag 256, ImageLength tag 257, of type SHORT (3) or LONG (4). Only the first image is read.
void readTiff(std::string_view b, ImageHeader &h)
{
    h.format = "TIFF";
    const bool little = b[0] == 'I';
    auto u16 = [&](size_t at) { return little ? le16(b, at) : be16(b, at); };
    auto u32 = [&](size_t at) { return little ? le32(b, at) : be32(b, at); };
    if (b.size() < 8) {
        h.problem = kTruncated;
        return;
    }
    const size_t ifd = u32(4);
    if (ifd < 8 || ifd > b.size() - 2) {
        h.problem = kTruncated;
        return;
    }
    const size_t entries = u16(ifd);
    if ((b.size() - ifd - 2) / 12 < entries) {
        h.problem = kTruncated;
        return;
    }
    for (size_t i = 0; i < entries; ++i) {
        const size_t e = ifd + 2 + 12 * i;
        const std::uint32_t tag = u16(e), type = u16(e + 2);
        const std::int64_t value = type == 3 ? u16(e + 8) : type == 4 ? std::int64_t(u32(e + 8)) : 0;
        if (tag == 256)
            h.width = value;
        else if (tag == 257)
            h.height = value;
    }
}

/// Runs `decode` with the process's stderr (file descriptor 2) sent to a temporary file and returns the first
/// line written there. libjpeg and libpng, inside OpenCV's decoders, print warnings ("Corrupt JPEG data: bad
/// Huffman code") and errors ("libpng error: ...") straight to stderr, and OpenCV 4.6 offers no hook to take
/// them: this keeps them off the user's terminal and turns them into our one-line error. One decode at a
/// time (the descriptor is the process's); what another thread prints during those milliseconds is
/// dropped with them (in the app: a log line at most).
std::string firstLineOfStderr(const std::function<void()> &decode)
{
    static std::mutex mutex;
    const std::lock_guard<std::mutex> lock(mutex);
    std::fflush(stderr);
    std::FILE *sink = std::tmpfile();
    const int saved = sink ? ::dup(2) : -1;
    if (saved < 0 || ::dup2(::fileno(sink), 2) < 0) { // cannot redirect: decode anyway, messages and all
        if (saved >= 0)
            ::close(saved);
        if (sink)
            std::fclose(sink);
        decode();
        return {};
    }
    auto restore = [&] {
        std::fflush(stderr);
        ::dup2(saved, 2);
        ::close(saved);
    };
    try {
        decode();
    } catch (...) {
        restore();
        std::fclose(sink);
        throw;
    }
    restore();
    std::string text(4096, '\0');
    std::rewind(sink);
    text.resize(std::fread(text.data(), 1, text.size(), sink));
    std::fclose(sink);
    text = text.substr(0, text.find('\n'));
    if (text.rfind("libpng error: ", 0) == 0)
        text = text.substr(14);
    return text.substr(0, 120);
}

/// Silences OpenCV's own log (its decoders log warnings on damaged files) once for the process.
void silenceOpenCvLog()
{
    static std::once_flag once;
    std::call_once(once, [] { cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT); });
}

} // namespace

ImageHeader readImageHeader(std::string_view b)
{
    ImageHeader h;
    if (b.size() >= 8 && b.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8))
        readPng(b, h);
    else if (b.size() >= 3 && b.substr(0, 3) == "\xFF\xD8\xFF")
        readJpeg(b, h);
    else if (b.size() >= 2 && b.substr(0, 2) == "BM")
        readBmp(b, h);
    else if (b.size() >= 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP")
        readWebp(b, h);
    else if (b.size() >= 4 && (b.substr(0, 4) == std::string_view("II*\0", 4) || b.substr(0, 4) == std::string_view("MM\0*", 4)))
        readTiff(b, h);
    if (h.problem.empty() && !h.format.empty() && (h.width <= 0 || h.height <= 0))
        h.problem = "the " + h.format + " header gives no image size";
    return h;
}

bool hasImageExtension(const std::string &path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp" || ext == ".webp" || ext == ".tif" ||
           ext == ".tiff";
}

LoadedImage loadGrayImage(const std::string &path)
{
    LoadedImage out;
    auto fail = [&](ImageFailure failure, const std::string &why) {
        out.image.release();
        out.failure = failure;
        out.error = "cannot read image '" + path + "': " + why;
        return out;
    };
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (!fs::exists(st))
        return fail(ImageFailure::Io, "no such file");
    if (fs::is_directory(st))
        return fail(ImageFailure::Io, "it is a folder, not an image file");
    if (!fs::is_regular_file(st))
        return fail(ImageFailure::Io, "not a regular file");
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec)
        return fail(ImageFailure::Io, ec.message());
    if (size > kMaxImageFileBytes)
        return fail(ImageFailure::Refused, "the file is " + std::to_string(size / (1024 * 1024)) +
                                               " MiB, more than the limit of " +
                                               std::to_string(kMaxImageFileBytes / (1024 * 1024)) + " MiB");
    std::string bytes(size_t(size), '\0');
    {
        std::ifstream in(path, std::ios::binary);
        if (!in || !in.read(bytes.data(), std::streamsize(bytes.size())))
            return fail(ImageFailure::Io, "the file cannot be read");
    }

    const ImageHeader h = readImageHeader(bytes);
    if (h.format.empty())
        return fail(ImageFailure::Refused, "not an image format this app reads (JPEG, PNG, BMP, WebP or TIFF)");
    // The limit first: a bomb is refused as too large even when it is also truncated.
    if (h.width * h.height > kMaxImagePixels)
        return fail(ImageFailure::Refused, std::to_string(h.width) + " x " + std::to_string(h.height) +
                                               " pixels is more than the limit of " +
                                               std::to_string(kMaxImagePixels / 1'000'000) + " megapixels");
    if (!h.problem.empty())
        return fail(ImageFailure::Refused, h.problem);

    silenceOpenCvLog();
    std::string decoderMessage;
    try {
        // imdecode, not imread: the bytes checked above are the bytes decoded (the file may change meanwhile).
        decoderMessage = firstLineOfStderr([&] {
            out.image = cv::imdecode(cv::Mat(1, int(bytes.size()), CV_8UC1, bytes.data()), cv::IMREAD_GRAYSCALE);
        });
    } catch (const cv::Exception &e) {
        decoderMessage = e.err;
    }
    // A decoder that complained made up the damaged part (libjpeg fills it with grey): refuse the image.
    if (out.image.empty() || !decoderMessage.empty())
        return fail(ImageFailure::Refused, "the " + h.format + " data is damaged" +
                                               (decoderMessage.empty() ? "" : " (" + decoderMessage + ")"));
    return out;
}

cv::Mat toGray(const cv::Mat &image)
{
    if (image.depth() != CV_8U)
        throw std::invalid_argument("toGray: expected an 8-bit image");
    cv::Mat gray;
    switch (image.channels()) {
    case 1: return image;
    case 3: cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY); return gray;
    case 4: cv::cvtColor(image, gray, cv::COLOR_BGRA2GRAY); return gray;
    default: throw std::invalid_argument("toGray: expected 1, 3 or 4 channels");
    }
}

} // namespace nc::vision
