#pragma once
// One camera frame (QVideoFrame) as the grey image the label scanner reads (vision/scanner.h).
// The camera bridge (card_scanner.h) calls this on its scanning thread, never on the GUI thread.

#include <QString>
#include <QVideoFrame>

#include <opencv2/core.hpp>

namespace nc::app {

/// The grey image of a frame, or why there is none.
struct FrameGray {
    cv::Mat gray;   ///< CV_8UC1, frame width x height, its own copy (the frame is unmapped again)
    QString error;  ///< set when the frame cannot be read; gray is then empty
    bool ok() const { return error.isEmpty(); }
};

/// Reads the luminance of `frame` without a colour conversion where the format carries it:
/// - planar and semi-planar YUV (NV12, NV21, YUV420P, YV12, YUV422P, IMC1-4, Y8): plane 0 as it is;
///   16-bit luma (Y16, P010, P016): the high byte; YUV420P10 (10 bits in 16): scaled to 8 bits;
/// - packed YUV (YUYV, UYVY, AYUV): the Y byte of each pixel;
/// - 32-bit RGB in any byte order (ARGB8888, BGRA8888, RGBA8888, ABGR8888 and their X/premultiplied
///   variants): 0.299 R + 0.587 G + 0.114 B (ITU-R BT.601, as cv::cvtColor).
/// Rows are read with bytesPerLine(plane) (padding skipped). An invalid frame, a frame that cannot be
/// mapped, or another format (JPEG, GPU textures) gives an error naming the format. Never throws.
FrameGray videoFrameToGray(const QVideoFrame &frame);

} // namespace nc::app
