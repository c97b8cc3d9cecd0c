#include "vision/scanner.h"

#include <stdexcept>

#include <ZXing/ReadBarcode.h>

#include "vision/image_io.h"

namespace nc::vision {

namespace {
ZXing::BarcodeFormats zxFormats(const std::vector<Symbology> &symbologies)
{
    ZXing::BarcodeFormats formats;
    for (Symbology s : symbologies) {
        switch (s) {
        case Symbology::QRCode: formats |= ZXing::BarcodeFormat::QRCode; break;
        case Symbology::DataMatrix: formats |= ZXing::BarcodeFormat::DataMatrix; break;
        case Symbology::Aztec: formats |= ZXing::BarcodeFormat::Aztec; break;
        }
    }
    return formats;
}

Symbology fromZx(ZXing::BarcodeFormat f)
{
    if (f == ZXing::BarcodeFormat::DataMatrix)
        return Symbology::DataMatrix;
    if (f == ZXing::BarcodeFormat::Aztec)
        return Symbology::Aztec;
    return Symbology::QRCode;
}
} // namespace

std::vector<Detection> scanWholeFrame(const cv::Mat &image, const std::vector<Symbology> &symbologies)
{
    std::vector<Detection> out;
    if (image.empty())
        return out;
    const cv::Mat gray = toGray(image);
    ZXing::ImageView view(gray.data, gray.cols, gray.rows, ZXing::ImageFormat::Lum, int(gray.step));
    ZXing::DecodeHints hints;
    hints.setFormats(zxFormats(symbologies));
    hints.setTryHarder(true);
    hints.setTryRotate(true);
    for (const ZXing::Result &r : ZXing::ReadBarcodes(view, hints)) {
        if (!r.isValid())
            continue;
        Detection d;
        d.text = r.text();
        d.symbology = fromZx(r.format());
        const auto &p = r.position();
        d.corners = {cv::Point2f(float(p.topLeft().x), float(p.topLeft().y)),
                     cv::Point2f(float(p.topRight().x), float(p.topRight().y)),
                     cv::Point2f(float(p.bottomRight().x), float(p.bottomRight().y)),
                     cv::Point2f(float(p.bottomLeft().x), float(p.bottomLeft().y))};
        d.viaWholeFrame = true;
        out.push_back(std::move(d));
    }
    return out;
}

LabelScanner::LabelScanner(ScanOptions options) : options_(std::move(options)) {}

std::vector<Detection> LabelScanner::scan(const cv::Mat &image) const
{
    // First version: whole frame only. The region locator (OpenCV) comes next (issue 4).
    if (!options_.wholeFrameFallback && !options_.locateRegions)
        return {};
    return scanWholeFrame(image, options_.symbologies);
}

} // namespace nc::vision
