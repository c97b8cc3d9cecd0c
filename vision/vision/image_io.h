#pragma once
// Reading photos for scanning, with a clear error instead of an empty image.

#include <string>

#include <opencv2/core.hpp>

namespace nc::vision {

struct LoadedImage {
    cv::Mat image;      ///< CV_8UC1 (grayscale); empty when `error` is set
    std::string error;  ///< "cannot read image 'x.jpg': no such file" and the like
    bool ok() const { return error.empty(); }
};

/// Reads an image file (any format OpenCV's imgcodecs reads: JPEG, PNG, BMP, TIFF, WebP...) as
/// 8-bit grayscale, honouring EXIF orientation. Never throws.
LoadedImage loadGrayImage(const std::string &path);

/// Converts an 8-bit image of 1, 3 (BGR) or 4 (BGRA) channels to CV_8UC1, sharing data when it already
/// is. Throws std::invalid_argument for any other type (depth or channel count).
cv::Mat toGray(const cv::Mat &image);

} // namespace nc::vision
