#pragma once
// Printable label sheets: a PDF (A4 or US Letter) of label codes in a grid, each label with its caption
// (the card name) in small print under the code, cut marks between the labels, as many pages as needed.
//
// The layout is plain geometry (layoutLabelSheet(), no PDF involved): every length is in millimetres,
// measured from the top-left corner of the page, x to the right, y downwards. writeLabelSheet() draws
// that layout with libharu: each code as filled vector rectangles built from codeModules() (one path per
// code, so it stays crisp at any zoom and printer resolution), the caption in Helvetica.
//
// Default label (kLabelSymbology = QR version 1, 21 modules): a 16 mm code (0.76 mm modules), 4-module
// quiet zone, caption band under it; the cell is 23.5 x 26 mm; 8 x 10 = 80 labels on A4, 8 x 9 = 72 on
// Letter (docs/labels.md). Print at 100 % ("actual size"); the footer carries a 50 mm bar to check the scale.

#include <cstddef>
#include <string>
#include <vector>

#include "vision/label_code.h"

namespace nc::vision {

enum class PaperSize { A4, Letter };

/// "A4", "Letter".
const char *paperName(PaperSize paper);

/// A rectangle on the page in millimetres: top-left corner (x, y) from the page's top-left, y downwards.
struct RectMm {
    double x = 0, y = 0, width = 0, height = 0;
    double right() const { return x + width; }
    double bottom() const { return y + height; }
};

/// Page size in millimetres (portrait): A4 210 x 297, Letter 215.9 x 279.4. `x`, `y` are 0.
RectMm paperRectMm(PaperSize paper);

/// One label to print.
struct LabelSpec {
    std::string payload; ///< the text encoded in the code, e.g. "NC1:P:0F3K" (label_payload.h)
    std::string caption; ///< printed under the code (UTF-8; characters outside Windows-1252 print as '?')
};

/// Everything that shapes a sheet. Lengths in millimetres, font sizes in points (1 pt = 25.4/72 mm).
struct SheetOptions {
    PaperSize paper = PaperSize::A4;
    Symbology symbology = kLabelSymbology;
    /// Minimum distance from the paper edge to the label grid (the grid is centred inside it). Cut marks
    /// and the footer are drawn in this margin, so keep it >= 10 mm.
    double marginMm = 10.0;
    /// Size of the code symbol itself, without quiet zone: its larger side (a non-square DataMatrix keeps
    /// square modules, so its shorter side is smaller). Module size = codeSizeMm / modules on that side.
    double codeSizeMm = 16.0;
    /// Light margin around the symbol, in modules; -1 = the symbology's standard (quietZoneModules()).
    int quietZoneModules = -1;
    /// White space between the cell edge (the cut line) and the quiet zone, left, right and top, so an
    /// imprecise cut does not eat into the quiet zone.
    double paddingMm = 0.7;
    /// Height of the caption band under the quiet zone (the bottom padding included).
    double captionBandMm = 3.0;
    /// Caption font size; a caption wider than the label is shrunk down to minCaptionPt, then cut with an
    /// ellipsis ("...").
    double captionPt = 6.0;
    double minCaptionPt = 4.5;
    /// Crosses at the inner corners of the grid and ticks in the margin on every cut line.
    bool cutMarks = true;
    /// Footer text on every page, before "page i of n" (e.g. "Nations Companion - Progress Cards").
    std::string title = "Nations Companion labels";
};

/// The standard quiet zone in modules: QR Code 4 (ISO/IEC 18004), DataMatrix 1 (ISO/IEC 16022),
/// Aztec 1 (none is required by ISO/IEC 24778; one module keeps the caption and cut marks clear).
int quietZoneModules(Symbology symbology);

/// Where one label goes.
struct LabelCell {
    std::size_t label = 0; ///< index into the labels passed to layoutLabelSheet()
    int page = 0;          ///< 0-based
    int row = 0, column = 0;
    RectMm cell;    ///< the whole label, bounded by cut lines
    RectMm code;    ///< the symbol without quiet zone (dark and light modules), centred horizontally
    RectMm caption; ///< the band for the caption (text baseline is drawn inside it)
};

/// The geometry of a whole sheet. All cells have the same size.
struct SheetLayout {
    RectMm page;              ///< paper size
    RectMm grid;              ///< the area covered by the cells of a full page (same on every page)
    double cellWidthMm = 0, cellHeightMm = 0;
    double moduleMm = 0;      ///< side of one module (all labels of a sheet have the same module size)
    int quietZoneModules = 0; ///< as used (resolved from SheetOptions::quietZoneModules)
    int columns = 0, rows = 0;
    int pages = 0;            ///< 0 when there are no labels
    std::vector<LabelCell> cells; ///< one per label, in input order: page by page, rows top to bottom,
                                  ///< left to right within a row
    int labelsPerPage() const { return columns * rows; }
};

/// Computes the layout for `labels` (only their payloads matter here: the module grid of each code).
/// The module size comes from the largest code: codeSizeMm / (its larger side in modules).
/// Throws std::invalid_argument when a payload cannot be encoded in options.symbology, when an option is
/// out of range (sizes <= 0, margin < 0, minCaptionPt > captionPt) or when not even one label fits on the
/// page, naming the option.
SheetLayout layoutLabelSheet(const std::vector<LabelSpec> &labels, const SheetOptions &options = {});

/// What writeLabelSheet() printed, for messages and tests.
struct WrittenSheet {
    SheetLayout layout;
    std::vector<std::string> captions; ///< per label, the caption as printed (UTF-8; shortened ones end in "...")
    std::vector<double> captionPt;     ///< per label, the font size used
};

/// Writes the sheet as a PDF file at `path`. An empty `labels` is an error (nothing to print).
/// The PDF is built in memory, written to a temporary file beside `path` and renamed over it, so a
/// failure never leaves a half-written file (an existing file at `path` is then left as it was).
/// Throws std::invalid_argument for bad labels/options (see layoutLabelSheet()) and std::runtime_error
/// naming the path and the reason when the file cannot be written (missing folder, no permission...).
WrittenSheet writeLabelSheet(const std::string &path, const std::vector<LabelSpec> &labels,
                             const SheetOptions &options = {});

/// Same PDF as writeLabelSheet(), returned as bytes instead of written to a file.
std::string renderLabelSheet(const std::vector<LabelSpec> &labels, const SheetOptions &options = {},
                             WrittenSheet *written = nullptr);

} // namespace nc::vision
