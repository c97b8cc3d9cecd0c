#include "scan/video_frame_gray.h"

#include <QVideoFrameFormat>

#include <optional>
#include <utility>

#include <opencv2/core.hpp>

namespace nc::app {

namespace {

using PF = QVideoFrameFormat::PixelFormat;

/// Weights of the four bytes of a 32-bit RGB pixel, in memory order (Qt 6 names these formats by
/// their byte order, e.g. BGRA8888 = B, G, R, A), or an empty optional for other formats.
std::optional<cv::Matx14f> rgb32Weights(PF f)
{
    constexpr float r = 0.299f, g = 0.587f, b = 0.114f;
    switch (f) {
    case PF::Format_ARGB8888:
    case PF::Format_ARGB8888_Premultiplied:
    case PF::Format_XRGB8888: return cv::Matx14f(0, r, g, b);
    case PF::Format_BGRA8888:
    case PF::Format_BGRA8888_Premultiplied:
    case PF::Format_BGRX8888: return cv::Matx14f(b, g, r, 0);
    case PF::Format_ABGR8888:
    case PF::Format_XBGR8888: return cv::Matx14f(0, b, g, r);
    case PF::Format_RGBA8888:
    case PF::Format_RGBX8888: return cv::Matx14f(r, g, b, 0);
    default: return std::nullopt;
    }
}

/// (channels per pixel, channel holding Y) of the packed YUV formats.
std::optional<std::pair<int, int>> packedLuma(PF f)
{
    switch (f) {
    case PF::Format_YUYV: return std::pair{2, 0}; // Y0 U Y1 V
    case PF::Format_UYVY: return std::pair{2, 1}; // U Y0 V Y1
    case PF::Format_AYUV:
    case PF::Format_AYUV_Premultiplied: return std::pair{4, 1}; // A Y U V
    default: return std::nullopt;
    }
}

bool planarLuma8(PF f)
{
    switch (f) {
    case PF::Format_NV12: case PF::Format_NV21: case PF::Format_YUV420P: case PF::Format_YV12:
    case PF::Format_YUV422P: case PF::Format_IMC1: case PF::Format_IMC2: case PF::Format_IMC3:
    case PF::Format_IMC4: case PF::Format_Y8:
        return true;
    default:
        return false;
    }
}

bool planarLuma16(PF f)
{
    return f == PF::Format_Y16 || f == PF::Format_P010 || f == PF::Format_P016 || f == PF::Format_YUV420P10;
}

QString formatName(PF f)
{
    return QVideoFrameFormat::pixelFormatToString(f);
}

} // namespace

FrameGray videoFrameToGray(const QVideoFrame &frameIn)
{
    QVideoFrame frame = frameIn; // shallow copy: map() is not const
    if (!frame.isValid())
        return {{}, QStringLiteral("empty camera frame")};
    const PF format = frame.pixelFormat();
    const int w = frame.width(), h = frame.height();
    const auto weights = rgb32Weights(format);
    const auto packed = packedLuma(format);
    if (!weights && !packed && !planarLuma8(format) && !planarLuma16(format))
        return {{}, QStringLiteral("camera frames in format %1 cannot be scanned").arg(formatName(format))};
    if (w <= 0 || h <= 0)
        return {{}, QStringLiteral("camera frame of size %1x%2").arg(w).arg(h)};
    if (!frame.map(QVideoFrame::ReadOnly))
        return {{}, QStringLiteral("camera frame (%1) could not be mapped to memory").arg(formatName(format))};

    FrameGray out;
    const int step = frame.bytesPerLine(0);
    auto *plane0 = const_cast<uchar *>(frame.bits(0));
    const int bytesPerPixel = weights ? 4 : packed ? packed->first : planarLuma16(format) ? 2 : 1;
    if (!plane0 || step < w * bytesPerPixel || frame.mappedBytes(0) < step * (h - 1) + w * bytesPerPixel) {
        frame.unmap();
        return {{}, QStringLiteral("camera frame (%1) is smaller than its size says").arg(formatName(format))};
    }
    try {
        if (weights) {
            cv::transform(cv::Mat(h, w, CV_8UC4, plane0, size_t(step)), out.gray, *weights);
        } else if (packed) {
            cv::extractChannel(cv::Mat(h, w, CV_8UC(packed->first), plane0, size_t(step)), out.gray,
                               packed->second);
        } else if (planarLuma16(format)) {
            // P010 keeps its 10 bits in the high bits and Y16, P016 use all 16: the high byte is the luma;
            // YUV420P10 keeps them in the low bits.
            const double scale = format == PF::Format_YUV420P10 ? 1.0 / 4.0 : 1.0 / 256.0;
            cv::Mat(h, w, CV_16UC1, plane0, size_t(step)).convertTo(out.gray, CV_8U, scale);
        } else {
            out.gray = cv::Mat(h, w, CV_8UC1, plane0, size_t(step)).clone();
        }
    } catch (const cv::Exception &e) {
        out = {{}, QStringLiteral("camera frame (%1) could not be converted: %2").arg(formatName(format), QString::fromStdString(e.what()))};
    }
    frame.unmap();
    return out;
}

} // namespace nc::app
