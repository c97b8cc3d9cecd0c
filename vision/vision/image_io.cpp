#include "vision/image_io.h"

#include <filesystem>
#include <stdexcept>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace nc::vision {

LoadedImage loadGrayImage(const std::string &path)
{
    LoadedImage out;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        out.error = "cannot read image '" + path + "': no such file";
        return out;
    }
    try {
        out.image = cv::imread(path, cv::IMREAD_GRAYSCALE);
    } catch (const cv::Exception &e) {
        out.image.release();
        out.error = "cannot read image '" + path + "': " + e.what();
        return out;
    }
    if (out.image.empty())
        out.error = "cannot read image '" + path + "': not an image format this app reads";
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
