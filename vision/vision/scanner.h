#pragma once
// Finding label codes in a camera frame or a photo.
//
// scanWholeFrame(): plain ZXing-C++ ReadBarcodes on the whole image (the baseline the benchmark compares
// against; ZXing 1.4 misses most codes when several are present, ARCHITECTURE.md).
// LabelScanner::scan(): the project's pipeline: locate candidate code regions with OpenCV (adaptive
// binarization, contours/quadrilaterals, region_locator.h), decode each region with ZXing (upscaled crop,
// else perspective correction by the quad's homography, region_decoder.h; on a large frame also a coarse
// locating pass for large codes, a retry of small regions and decoding around square regions that may be
// finder patterns of a large code), then fall back to one whole-frame decode with the codes already found
// blanked out; duplicates of one code are merged. A small image where nothing decoded is read once more
// as a QR code on a bent surface (curved_qr.h).
// docs/vision.md has the measurements.
// Both return plain results; mapping payloads to catalog cards happens in app/ (label_payload.h).

#include <array>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/label_code.h"

namespace nc::vision {

/// One decoded code.
struct Detection {
    std::string text;                    ///< decoded payload (UTF-8)
    Symbology symbology = Symbology::QRCode;
    std::array<cv::Point2f, 4> corners;  ///< in input-image pixels: top-left, top-right, bottom-right,
                                         ///< bottom-left of the symbol as ZXing orients it
    bool viaWholeFrame = false;          ///< true when found by the whole-frame fallback, not a region
};

struct ScanOptions {
    /// Symbologies to decode. Default: all three ZXing 1.4 reads and writes.
    std::vector<Symbology> symbologies = allSymbologies();
    /// Locate regions with OpenCV and decode each (the point of this module). Off = whole frame only.
    bool locateRegions = true;
    /// Run one whole-frame decode (codes found so far blanked out) when the regions gave nothing. A small
    /// image (long side <= 400 px: a thumbnail, a close-up) is decoded whole first instead, regions only
    /// when that gives nothing, and if nothing decodes it is retried upscaled 2x with a global threshold,
    /// then halved. Off = regions only.
    bool wholeFrameFallback = true;
    /// Upper bound on candidate regions decoded per frame (most code-like first), to bound the time per
    /// frame.
    int maxRegions = 64;
    /// Time budget for the region decodes, milliseconds: regions not tried when it runs out stay untried
    /// (the whole-frame fallback still runs). 0 = no budget (deterministic; tests use it).
    int regionBudgetMs = 150;
    /// Run the whole-frame decode even when regions decoded codes, for codes the locator missed (costs
    /// about one plain ZXing decode: ~20 ms on a 1080p frame).
    bool wholeFrameAlways = false;
    /// A small image (long side <= 400 px) where nothing else decoded is read once more as a QR code on a
    /// bent surface (printed on cloth, a folded sheet): finder patterns located with contours, the module
    /// grid fitted with a mesh that follows the bend (curved_qr.h; about 7 ms on a 240 px photo with
    /// one code). Off = the scanner as before issue 12's real-photo work.
    bool bentGridRetry = true;
};

/// The options for a still image (a photo or a page opened from a file, by the app or the CLI): every region
/// tried whatever the time (the result does not depend on the machine's load) and the whole frame always read too.
inline ScanOptions stillImageOptions()
{
    ScanOptions o;
    o.regionBudgetMs = 0;
    o.wholeFrameAlways = true;
    return o;
}

/// Plain ZXing: ReadBarcodes on the whole image with tryHarder, tryRotate. Accepts CV_8UC1, CV_8UC3
/// (BGR), CV_8UC4 (BGRA); throws std::invalid_argument for other types. An empty image gives no results.
std::vector<Detection> scanWholeFrame(const cv::Mat &image,
                                      const std::vector<Symbology> &symbologies = allSymbologies());

/// The project's scanner. Stateless apart from its options; scan() is const and thread-safe.
class LabelScanner {
public:
    explicit LabelScanner(ScanOptions options = {});
    /// Every code found in the image, each once. Same input types and errors as scanWholeFrame().
    std::vector<Detection> scan(const cv::Mat &image) const;
    const ScanOptions &options() const { return options_; }

private:
    /// Locates regions in `gray` (CV_8UC1) and adds what decodes to `found`, within the time budget.
    void decodeRegions(const cv::Mat &gray, std::vector<Detection> &found) const;

    ScanOptions options_;
};

} // namespace nc::vision
