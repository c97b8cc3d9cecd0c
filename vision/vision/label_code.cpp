#include "vision/label_code.h"

#include <stdexcept>

#include <ZXing/BitMatrix.h>
#include <ZXing/MultiFormatWriter.h>
#include <opencv2/imgproc.hpp>

namespace nc::vision {

namespace {
ZXing::BarcodeFormat zxFormat(Symbology s)
{
    switch (s) {
    case Symbology::QRCode: return ZXing::BarcodeFormat::QRCode;
    case Symbology::DataMatrix: return ZXing::BarcodeFormat::DataMatrix;
    case Symbology::Aztec: return ZXing::BarcodeFormat::Aztec;
    }
    return ZXing::BarcodeFormat::QRCode;
}
} // namespace

const char *symbologyName(Symbology s)
{
    switch (s) {
    case Symbology::QRCode: return "QRCode";
    case Symbology::DataMatrix: return "DataMatrix";
    case Symbology::Aztec: return "Aztec";
    }
    return "?";
}

const std::vector<Symbology> &allSymbologies()
{
    static const std::vector<Symbology> all = {Symbology::QRCode, Symbology::DataMatrix, Symbology::Aztec};
    return all;
}

cv::Mat codeModules(std::string_view payload, Symbology symbology)
{
    try {
        // width/height 0 and margin 0: ZXing returns the bare module grid, one element per module.
        ZXing::MultiFormatWriter writer(zxFormat(symbology));
        writer.setMargin(0);
        const ZXing::BitMatrix bits = writer.encode(std::string(payload), 0, 0);
        cv::Mat out(bits.height(), bits.width(), CV_8UC1);
        for (int y = 0; y < bits.height(); ++y)
            for (int x = 0; x < bits.width(); ++x)
                out.at<std::uint8_t>(y, x) = bits.get(x, y) ? 0 : 255;
        return out;
    } catch (const std::exception &e) {
        throw std::invalid_argument(std::string("cannot encode \"") + std::string(payload) + "\" as " +
                                    symbologyName(symbology) + ": " + e.what());
    }
}

cv::Mat renderCode(std::string_view payload, Symbology symbology, int modulePx, int quietZoneModules)
{
    if (modulePx < 1 || quietZoneModules < 0)
        throw std::invalid_argument("renderCode: modulePx must be >= 1 and quietZoneModules >= 0");
    const cv::Mat modules = codeModules(payload, symbology);
    cv::Mat scaled;
    cv::resize(modules, scaled, cv::Size(), modulePx, modulePx, cv::INTER_NEAREST);
    cv::Mat out;
    const int q = quietZoneModules * modulePx;
    cv::copyMakeBorder(scaled, out, q, q, q, q, cv::BORDER_CONSTANT, cv::Scalar(255));
    return out;
}

} // namespace nc::vision
