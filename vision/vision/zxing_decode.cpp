#include "vision/zxing_decode.h"

#include <stdexcept>

#include <ZXing/ReadBarcode.h>

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

Detection toDetection(const ZXing::Result &r)
{
    Detection d;
    d.text = r.text();
    d.symbology = fromZx(r.format());
    const auto &p = r.position();
    d.corners = {cv::Point2f(float(p.topLeft().x), float(p.topLeft().y)),
                 cv::Point2f(float(p.topRight().x), float(p.topRight().y)),
                 cv::Point2f(float(p.bottomRight().x), float(p.bottomRight().y)),
                 cv::Point2f(float(p.bottomLeft().x), float(p.bottomLeft().y))};
    return d;
}
} // namespace

std::vector<Detection> decodeWithZXing(const cv::Mat &gray, const ZXingSettings &settings)
{
    if (!gray.empty() && gray.type() != CV_8UC1)
        throw std::invalid_argument("decodeWithZXing: expected a CV_8UC1 image");
    std::vector<Detection> out;
    if (gray.empty() || settings.symbologies.empty())
        return out;
    const ZXing::ImageView view(gray.data, gray.cols, gray.rows, ZXing::ImageFormat::Lum, int(gray.step));
    ZXing::DecodeHints hints;
    hints.setFormats(zxFormats(settings.symbologies));
    hints.setTryHarder(settings.tryHarder);
    hints.setTryRotate(settings.tryRotate);
    hints.setIsPure(settings.isPure);
    hints.setBinarizer(settings.globalHistogram ? ZXing::Binarizer::GlobalHistogram : ZXing::Binarizer::LocalAverage);
    if (settings.multiple) {
        for (const ZXing::Result &r : ZXing::ReadBarcodes(view, hints))
            if (r.isValid())
                out.push_back(toDetection(r));
    } else {
        const ZXing::Result r = ZXing::ReadBarcode(view, hints);
        if (r.isValid())
            out.push_back(toDetection(r));
    }
    return out;
}

} // namespace nc::vision
