#pragma once
// Reading photos for scanning, with a clear one-line error instead of an empty image, an OpenCV trace or
// gigabytes of pixels. Every image file (command line `scan`, the app's "Open photo…" and drag and drop)
// goes through loadGrayImage(): the file's header is read first and an image over kMaxImagePixels or a
// truncated file is refused before OpenCV decodes a single pixel (docs/cli.md "Images").

#include <cstdint>
#include <string>
#include <string_view>

#include <opencv2/core.hpp>

namespace nc::vision {

/// Largest image decoded, in pixels (width × height): 50 megapixels. A 48 MP phone photo (8000 × 6000)
/// passes; a "decompression bomb" (a small file whose header claims 32768 × 32000 pixels, 1 GB as
/// grayscale) is refused from its header. OpenCV's own limit (OPENCV_IO_MAX_IMAGE_PIXELS, 2^30 by default)
/// is read once when the library loads and cannot be lowered from inside the program.
inline constexpr std::int64_t kMaxImagePixels = 50'000'000;

/// Largest image file read, in bytes (256 MiB): above any 50-megapixel 8-bit image (BMP, 4 channels: 200 MB).
inline constexpr std::uintmax_t kMaxImageFileBytes = 256u * 1024u * 1024u;

/// Why an image could not be loaded: the file itself (missing, a folder, unreadable: exit code 3 of the
/// command line) or its content (not an image we read, too large, truncated, corrupt: exit code 1).
enum class ImageFailure { None, Io, Refused };

struct LoadedImage {
    cv::Mat image;      ///< CV_8UC1 (grayscale); empty when `error` is set
    std::string error;  ///< one line: "cannot read image 'x.jpg': the file is truncated ..." and the like
    ImageFailure failure = ImageFailure::None;
    bool ok() const { return error.empty(); }
};

/// What the first bytes of an image file say, read without decoding any pixel.
struct ImageHeader {
    std::string format;      ///< "JPEG", "PNG", "BMP", "WebP", "TIFF"; empty for any other format
    std::int64_t width = 0;  ///< pixels, as the header claims
    std::int64_t height = 0;
    std::string problem;     ///< empty, or why the file cannot be decoded: "the file is truncated (...)",
                             ///< "a PNG chunk is damaged (IDAT: checksum mismatch)", ...
};

/// Reads format, size and structure of a JPEG (SOI..SOFn..EOI marker walk), PNG (every chunk with its
/// CRC, up to IEND), BMP, WebP (RIFF) or TIFF (first image file directory) file held in `bytes`. Never
/// throws and never decodes pixel data; a file of another format gives an empty `format`. Whole-file
/// checks are made for JPEG and PNG (the formats of photos); a damaged BMP, WebP or TIFF is found by the
/// decoder.
ImageHeader readImageHeader(std::string_view bytes);

/// Reads an image file (JPEG, PNG, BMP, WebP or TIFF) as 8-bit grayscale, honouring EXIF orientation. The
/// header is checked first (format, at most kMaxImagePixels, whole file), then OpenCV decodes the bytes
/// with its log silenced. Never throws; thread-safe.
LoadedImage loadGrayImage(const std::string &path);

/// Whether the file name ends in an extension loadGrayImage() reads (.jpg, .jpeg, .png, .bmp, .webp, .tif,
/// .tiff; any case).
bool hasImageExtension(const std::string &path);

/// Converts an 8-bit image of 1, 3 (BGR) or 4 (BGRA) channels to CV_8UC1, sharing data when it already
/// is. Throws std::invalid_argument for any other type (depth or channel count).
cv::Mat toGray(const cv::Mat &image);

} // namespace nc::vision
