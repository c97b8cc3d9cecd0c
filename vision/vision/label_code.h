#pragma once
// Making the 2D code of a label: the symbologies ZXing-C++ 1.4 can both write and read, and a
// rasteriser to an 8-bit image (used by the label sheet and by the synthetic frame generator).

#include <string>
#include <string_view>
#include <vector>

#include <opencv2/core.hpp>

namespace nc::vision {

/// 2D symbologies ZXing 1.4 both writes and reads. The one printed on labels is kLabelSymbology,
/// chosen by measurement (bench/vision_bench, docs/vision.md).
enum class Symbology { QRCode, DataMatrix, Aztec };

/// The symbology printed on our labels (see docs/vision.md for the measurement behind the choice).
inline constexpr Symbology kLabelSymbology = Symbology::QRCode;

/// "QRCode", "DataMatrix", "Aztec" (ZXing's names).
const char *symbologyName(Symbology s);
/// All three, in a fixed order.
const std::vector<Symbology> &allSymbologies();

/// The code's module grid, without quiet zone: CV_8UC1, 0 = dark module, 255 = light, one pixel per
/// module. Throws std::invalid_argument if the payload cannot be encoded in the symbology.
cv::Mat codeModules(std::string_view payload, Symbology symbology);

/// The code rasterised at `modulePx` pixels per module (>= 1) with a light quiet zone of
/// `quietZoneModules` modules on every side: CV_8UC1, 0 = dark, 255 = light, square for QR/Aztec.
cv::Mat renderCode(std::string_view payload, Symbology symbology, int modulePx, int quietZoneModules);

} // namespace nc::vision
