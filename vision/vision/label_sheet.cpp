#include "vision/label_sheet.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>

#include <hpdf.h>

#include "vision/label_payload.h"

namespace nc::vision {

namespace {

constexpr double kPtPerMm = 72.0 / 25.4;
// Helvetica metrics (Adobe AFM), in 1/1000 em: ascender of capitals and descender.
constexpr double kHelveticaCapHeight = 718.0 / 1000.0;
constexpr double kHelveticaDescent = 207.0 / 1000.0;
// Cut marks: line width and length (mm), ticks in the margin start this far from the grid.
constexpr double kMarkLinePt = 0.25;
constexpr double kCrossArmMm = 1.5;
constexpr double kTickGapMm = 1.0;
constexpr double kTickLengthMm = 3.0;
// Footer: baseline below the grid (mm), font size (pt), the scale bar (mm).
constexpr double kFooterBaselineMm = kTickGapMm + kTickLengthMm + 2.5;
constexpr double kFooterPt = 6.0;
constexpr double kScaleBarMm = 50.0;
const char *const kEllipsis = "...";

double roundUpToHalfMm(double mm) { return std::ceil(mm * 2.0 - 1e-9) / 2.0; }

/// "23.5", "0.76": a length or size for messages, without trailing zeros.
std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

// ---- text: UTF-8 in, Windows-1252 (the PDF's WinAnsiEncoding) out ----

std::vector<char32_t> decodeUtf8(const std::string &s)
{
    std::vector<char32_t> out;
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
        if (extra < 0 || (extra > 0 && i + size_t(extra) >= s.size())) {
            out.push_back(U'\uFFFD');
            ++i;
            continue;
        }
        char32_t cp = extra == 0 ? c : (c & (0x3F >> extra));
        bool valid = true;
        for (int k = 1; k <= extra; ++k) {
            const auto cc = static_cast<unsigned char>(s[i + size_t(k)]);
            if ((cc & 0xC0) != 0x80) {
                valid = false;
                break;
            }
            cp = (cp << 6) | (cc & 0x3F);
        }
        out.push_back(valid ? cp : U'\uFFFD');
        i += valid ? size_t(extra) + 1 : 1;
    }
    return out;
}

std::string encodeUtf8(const std::vector<char32_t> &cps)
{
    std::string out;
    for (char32_t cp : cps) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }
    return out;
}

/// One code point in Windows-1252, '?' when it has none. Control characters become spaces.
char toWinAnsi(char32_t cp)
{
    if (cp < 0x20 || cp == 0x7F)
        return ' ';
    if (cp < 0x80 || (cp >= 0xA0 && cp <= 0xFF))
        return char(cp);
    switch (cp) {
    case U'\u20AC': return char(0x80);
    case U'\u2026': return char(0x85);
    case U'\u2018': return char(0x91);
    case U'\u2019': return char(0x92);
    case U'\u201C': return char(0x93);
    case U'\u201D': return char(0x94);
    case U'\u2022': return char(0x95);
    case U'\u2013': return char(0x96);
    case U'\u2014': return char(0x97);
    default: return '?';
    }
}

std::string toWinAnsi(const std::vector<char32_t> &cps)
{
    std::string out;
    out.reserve(cps.size());
    for (char32_t cp : cps)
        out += toWinAnsi(cp);
    return out;
}

// ---- libharu: ownership and error collection ----

struct HaruError {
    HPDF_STATUS error = 0, detail = 0;
};

void onHaruError(HPDF_STATUS error, HPDF_STATUS detail, void *userData)
{
    auto *e = static_cast<HaruError *>(userData);
    if (e->error == 0) { // keep the first: later ones are usually consequences
        e->error = error;
        e->detail = detail;
    }
}

struct HaruDocDeleter {
    void operator()(HPDF_Doc pdf) const { HPDF_Free(pdf); }
};
using HaruDoc = std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, HaruDocDeleter>;

/// Throws std::runtime_error if libharu reported an error since the document was made.
void throwIfFailed(const HaruError &e, const char *what)
{
    if (e.error == 0)
        return;
    char buf[160];
    std::snprintf(buf, sizeof buf, "cannot make the label sheet PDF: libharu error 0x%04X (detail %u) while %s",
                  unsigned(e.error), unsigned(e.detail), what);
    throw std::runtime_error(buf);
}

/// Width of `winAnsi` text in millimetres at `pt` points.
double textWidthMm(HPDF_Font font, const std::string &winAnsi, double pt)
{
    if (winAnsi.empty())
        return 0.0;
    const HPDF_TextWidth tw =
        HPDF_Font_TextWidth(font, reinterpret_cast<const HPDF_BYTE *>(winAnsi.data()), HPDF_UINT(winAnsi.size()));
    return double(tw.width) / 1000.0 * pt / kPtPerMm;
}

struct FittedText {
    std::string winAnsi; ///< what to draw
    std::string utf8;    ///< the same, for the caller
    double pt = 0;
};

/// Fits `utf8` into `widthMm`: the largest size from `pt` down to `minPt` (0.25 pt steps, then `minPt`
/// itself) at which it fits, else `minPt` with the end cut off and "..." appended.
FittedText fitText(HPDF_Font font, const std::string &utf8, double widthMm, double pt, double minPt)
{
    std::vector<char32_t> cps = decodeUtf8(utf8);
    FittedText out;
    out.winAnsi = toWinAnsi(cps);
    out.utf8 = utf8;
    std::vector<double> sizes;
    for (double size = pt; size > minPt + 1e-9; size -= 0.25)
        sizes.push_back(size);
    sizes.push_back(minPt);
    for (double size : sizes) {
        if (textWidthMm(font, out.winAnsi, size) <= widthMm) {
            out.pt = size;
            return out;
        }
    }
    out.pt = minPt;
    while (!cps.empty()) {
        cps.pop_back();
        while (!cps.empty() && cps.back() == U' ')
            cps.pop_back();
        out.winAnsi = toWinAnsi(cps) + kEllipsis;
        if (textWidthMm(font, out.winAnsi, minPt) <= widthMm)
            break;
    }
    if (cps.empty()) // not even one character and the ellipsis fit: the ellipsis alone, or nothing
        out.winAnsi = textWidthMm(font, kEllipsis, minPt) <= widthMm ? kEllipsis : "";
    out.utf8 = encodeUtf8(cps) + (out.winAnsi.empty() ? "" : kEllipsis);
    return out;
}

/// Page drawing in millimetres from the top-left (the PDF's own origin is bottom-left, in points).
class PageCanvas {
public:
    PageCanvas(HPDF_Page page, double pageHeightMm) : page_(page), heightMm_(pageHeightMm) {}
    HPDF_REAL x(double mm) const { return HPDF_REAL(mm * kPtPerMm); }
    HPDF_REAL y(double mm) const { return HPDF_REAL((heightMm_ - mm) * kPtPerMm); }

    /// Adds a rectangle to the current path (top-left corner, size, mm).
    void rect(double xMm, double yMm, double wMm, double hMm)
    {
        HPDF_Page_Rectangle(page_, x(xMm), y(yMm + hMm), HPDF_REAL(wMm * kPtPerMm), HPDF_REAL(hMm * kPtPerMm));
    }
    void line(double x0, double y0, double x1, double y1)
    {
        HPDF_Page_MoveTo(page_, x(x0), y(y0));
        HPDF_Page_LineTo(page_, x(x1), y(y1));
    }
    void text(HPDF_Font font, double pt, double xMm, double baselineMm, const std::string &winAnsi)
    {
        if (winAnsi.empty())
            return;
        HPDF_Page_BeginText(page_);
        HPDF_Page_SetFontAndSize(page_, font, HPDF_REAL(pt));
        HPDF_Page_TextOut(page_, x(xMm), y(baselineMm), winAnsi.c_str());
        HPDF_Page_EndText(page_);
    }
    HPDF_Page page() const { return page_; }

private:
    HPDF_Page page_;
    double heightMm_;
};

/// The dark modules of one code as one filled path of horizontal runs (one fill: no seams between
/// touching rectangles when rasterised with anti-aliasing).
void drawCode(PageCanvas &canvas, const cv::Mat &modules, const RectMm &code, double moduleMm)
{
    HPDF_Page_SetGrayFill(canvas.page(), 0.0); // before the path: colours cannot change inside one
    bool any = false;
    for (int r = 0; r < modules.rows; ++r) {
        const auto *row = modules.ptr<std::uint8_t>(r);
        for (int c = 0; c < modules.cols;) {
            if (row[c] != 0) {
                ++c;
                continue;
            }
            int end = c;
            while (end < modules.cols && row[end] == 0)
                ++end;
            canvas.rect(code.x + c * moduleMm, code.y + r * moduleMm, (end - c) * moduleMm, moduleMm);
            any = true;
            c = end;
        }
    }
    if (any)
        HPDF_Page_Fill(canvas.page());
}

/// Crosses at the inner grid corners and ticks in the margin on every cut line, for the `used` cells
/// (the rows actually filled on this page).
void drawCutMarks(PageCanvas &canvas, const SheetLayout &layout, int usedRows)
{
    const RectMm &g = layout.grid;
    const double w = layout.cellWidthMm, h = layout.cellHeightMm;
    const double bottom = g.y + usedRows * h;
    HPDF_Page_SetLineWidth(canvas.page(), HPDF_REAL(kMarkLinePt));
    HPDF_Page_SetGrayStroke(canvas.page(), 0.35);
    for (int c = 0; c <= layout.columns; ++c) {
        const double x = g.x + c * w;
        canvas.line(x, g.y - kTickGapMm, x, g.y - kTickGapMm - kTickLengthMm);
        canvas.line(x, bottom + kTickGapMm, x, bottom + kTickGapMm + kTickLengthMm);
    }
    for (int r = 0; r <= usedRows; ++r) {
        const double y = g.y + r * h;
        canvas.line(g.x - kTickGapMm, y, g.x - kTickGapMm - kTickLengthMm, y);
        canvas.line(g.right() + kTickGapMm, y, g.right() + kTickGapMm + kTickLengthMm, y);
    }
    for (int r = 1; r < usedRows; ++r) {
        for (int c = 1; c < layout.columns; ++c) {
            const double x = g.x + c * w, y = g.y + r * h;
            canvas.line(x - kCrossArmMm, y, x + kCrossArmMm, y);
            canvas.line(x, y - kCrossArmMm, x, y + kCrossArmMm);
        }
    }
    HPDF_Page_Stroke(canvas.page());
}

/// Title, page number and the 50 mm scale bar under the grid.
void drawFooter(PageCanvas &canvas, HPDF_Font font, const SheetLayout &layout, const SheetOptions &options,
                int page)
{
    const RectMm &g = layout.grid;
    const double baseline = g.bottom() + kFooterBaselineMm;
    const double barLeft = g.right() - kScaleBarMm;
    const std::string text = options.title + "  \xC2\xB7  page " + std::to_string(page + 1) + " of " +
                             std::to_string(layout.pages) + "  \xC2\xB7  " + paperName(options.paper) +
                             ", print at 100 % (actual size): the bar measures 50 mm";
    const FittedText fitted = fitText(font, text, std::max(0.0, barLeft - 3.0 - g.x), kFooterPt, 4.0);
    canvas.text(font, fitted.pt, g.x, baseline, fitted.winAnsi);

    HPDF_Page_SetLineWidth(canvas.page(), 0.5);
    HPDF_Page_SetGrayStroke(canvas.page(), 0.0);
    const double barY = baseline - 0.5;
    canvas.line(barLeft, barY, g.right(), barY);
    canvas.line(barLeft, barY, barLeft, barY - 1.5);
    canvas.line(g.right(), barY, g.right(), barY - 1.5);
    HPDF_Page_Stroke(canvas.page());
}

void checkOptions(const SheetOptions &o)
{
    auto positive = [](double v, const char *name, const char *unit) {
        if (!(v > 0.0) || !std::isfinite(v))
            throw std::invalid_argument(std::string("label sheet: ") + name + " must be a positive number of " + unit);
    };
    positive(o.codeSizeMm, "codeSizeMm", "millimetres");
    positive(o.captionBandMm, "captionBandMm", "millimetres");
    positive(o.captionPt, "captionPt", "points");
    positive(o.minCaptionPt, "minCaptionPt", "points");
    if (!(o.marginMm >= 0.0) || !(o.paddingMm >= 0.0))
        throw std::invalid_argument("label sheet: marginMm and paddingMm must be >= 0 mm");
    if (o.minCaptionPt > o.captionPt)
        throw std::invalid_argument("label sheet: minCaptionPt must not exceed captionPt");
    if (o.quietZoneModules < -1)
        throw std::invalid_argument("label sheet: quietZoneModules must be >= 0 (or -1 for the standard)");
    const double textMm = (kHelveticaCapHeight + kHelveticaDescent) * o.captionPt / kPtPerMm;
    if (textMm > o.captionBandMm)
        throw std::invalid_argument("label sheet: captionBandMm is too small for captionPt (a " + num(o.captionPt) +
                                    " pt line needs " + num(textMm) + " mm)");
}

} // namespace

const char *paperName(PaperSize paper)
{
    return paper == PaperSize::Letter ? "Letter" : "A4";
}

RectMm paperRectMm(PaperSize paper)
{
    if (paper == PaperSize::Letter)
        return {0, 0, 215.9, 279.4};
    return {0, 0, 210.0, 297.0};
}

int quietZoneModules(Symbology symbology)
{
    switch (symbology) {
    case Symbology::QRCode: return 4;
    case Symbology::DataMatrix: return 1;
    case Symbology::Aztec: return 1;
    }
    return 4;
}

SheetLayout layoutLabelSheet(const std::vector<LabelSpec> &labels, const SheetOptions &options)
{
    checkOptions(options);
    SheetLayout layout;
    layout.page = paperRectMm(options.paper);
    layout.quietZoneModules =
        options.quietZoneModules < 0 ? quietZoneModules(options.symbology) : options.quietZoneModules;

    // Module grids of every code; the cells are sized for the largest.
    std::vector<cv::Size> grids;
    grids.reserve(labels.size());
    int maxCols = 1, maxRows = 1;
    for (const LabelSpec &l : labels) {
        const cv::Mat m = codeModules(l.payload, options.symbology); // throws std::invalid_argument
        grids.emplace_back(m.cols, m.rows);
        maxCols = std::max(maxCols, m.cols);
        maxRows = std::max(maxRows, m.rows);
    }
    if (labels.empty()) { // no labels, no pages; the cell size is still that of a label of ours
        const cv::Mat m = codeModules(encodeLabelPayload(LabelKind::ProgressCard, ""), options.symbology);
        maxCols = m.cols;
        maxRows = m.rows;
    }
    layout.moduleMm = options.codeSizeMm / std::max(maxCols, maxRows);
    const int q = layout.quietZoneModules;
    const double blockW = (maxCols + 2 * q) * layout.moduleMm;
    const double blockH = (maxRows + 2 * q) * layout.moduleMm;
    layout.cellWidthMm = roundUpToHalfMm(blockW + 2 * options.paddingMm);
    layout.cellHeightMm = roundUpToHalfMm(options.paddingMm + blockH + options.captionBandMm);

    const double usableW = layout.page.width - 2 * options.marginMm;
    const double usableH = layout.page.height - 2 * options.marginMm;
    layout.columns = int(std::floor(usableW / layout.cellWidthMm + 1e-9));
    layout.rows = int(std::floor(usableH / layout.cellHeightMm + 1e-9));
    if (layout.columns < 1 || layout.rows < 1)
        throw std::invalid_argument("label sheet: a " + num(layout.cellWidthMm) + " x " + num(layout.cellHeightMm) +
                                    " mm label does not fit on " + paperName(options.paper) + " with a " +
                                    num(options.marginMm) + " mm margin (reduce codeSizeMm or marginMm)");
    layout.grid.width = layout.columns * layout.cellWidthMm;
    layout.grid.height = layout.rows * layout.cellHeightMm;
    layout.grid.x = (layout.page.width - layout.grid.width) / 2.0;
    layout.grid.y = (layout.page.height - layout.grid.height) / 2.0;

    const int perPage = layout.labelsPerPage();
    layout.pages = int((labels.size() + size_t(perPage) - 1) / size_t(perPage));
    layout.cells.reserve(labels.size());
    for (size_t i = 0; i < labels.size(); ++i) {
        LabelCell cell;
        cell.label = i;
        cell.page = int(i / size_t(perPage));
        const int slot = int(i % size_t(perPage));
        cell.row = slot / layout.columns;
        cell.column = slot % layout.columns;
        cell.cell = {layout.grid.x + cell.column * layout.cellWidthMm, layout.grid.y + cell.row * layout.cellHeightMm,
                     layout.cellWidthMm, layout.cellHeightMm};
        // The code block (symbol + quiet zone of the largest code) sits under the top padding; a smaller
        // or non-square symbol is centred in it. The caption band takes the rest of the cell.
        const double blockTop = cell.cell.y + options.paddingMm;
        const double codeW = grids[i].width * layout.moduleMm, codeH = grids[i].height * layout.moduleMm;
        cell.code = {cell.cell.x + (cell.cell.width - codeW) / 2.0, blockTop + (blockH - codeH) / 2.0, codeW, codeH};
        const double captionTop = blockTop + blockH;
        cell.caption = {cell.cell.x + options.paddingMm, captionTop, cell.cell.width - 2 * options.paddingMm,
                        cell.cell.bottom() - captionTop};
        layout.cells.push_back(cell);
    }
    return layout;
}

std::string renderLabelSheet(const std::vector<LabelSpec> &labels, const SheetOptions &options,
                             WrittenSheet *written)
{
    if (labels.empty())
        throw std::invalid_argument("label sheet: no labels to print");
    WrittenSheet result;
    result.layout = layoutLabelSheet(labels, options);
    const SheetLayout &layout = result.layout;

    HaruError err;
    HaruDoc pdf(HPDF_New(onHaruError, &err));
    if (!pdf)
        throw std::runtime_error("cannot make the label sheet PDF: libharu could not allocate a document");
    HPDF_SetCompressionMode(pdf.get(), HPDF_COMP_ALL);
    HPDF_SetInfoAttr(pdf.get(), HPDF_INFO_CREATOR, "Nations Companion");
    HPDF_SetInfoAttr(pdf.get(), HPDF_INFO_TITLE, toWinAnsi(decodeUtf8(options.title)).c_str());
    HPDF_Font font = HPDF_GetFont(pdf.get(), "Helvetica", "WinAnsiEncoding");
    throwIfFailed(err, "setting up the document and the Helvetica font");

    result.captions.resize(labels.size());
    result.captionPt.resize(labels.size());
    size_t next = 0;
    for (int p = 0; p < layout.pages; ++p) {
        HPDF_Page page = HPDF_AddPage(pdf.get());
        throwIfFailed(err, "adding a page");
        HPDF_Page_SetWidth(page, HPDF_REAL(layout.page.width * kPtPerMm));
        HPDF_Page_SetHeight(page, HPDF_REAL(layout.page.height * kPtPerMm));
        PageCanvas canvas(page, layout.page.height);

        int usedRows = 0;
        for (; next < layout.cells.size() && layout.cells[next].page == p; ++next) {
            const LabelCell &cell = layout.cells[next];
            usedRows = std::max(usedRows, cell.row + 1);
            drawCode(canvas, codeModules(labels[next].payload, options.symbology), cell.code, layout.moduleMm);

            const FittedText caption = fitText(font, labels[next].caption, cell.caption.width, options.captionPt,
                                               options.minCaptionPt);
            const double asc = kHelveticaCapHeight * caption.pt / kPtPerMm;
            const double desc = kHelveticaDescent * caption.pt / kPtPerMm;
            const double baseline = cell.caption.y + (cell.caption.height - asc - desc) / 2.0 + asc;
            const double textX = cell.caption.x + (cell.caption.width - textWidthMm(font, caption.winAnsi, caption.pt)) / 2.0;
            HPDF_Page_SetGrayFill(page, 0.0);
            canvas.text(font, caption.pt, textX, baseline, caption.winAnsi);
            result.captions[next] = caption.utf8;
            result.captionPt[next] = caption.pt;
        }
        if (options.cutMarks)
            drawCutMarks(canvas, layout, usedRows);
        drawFooter(canvas, font, layout, options, p);
        throwIfFailed(err, "drawing a page");
    }

    HPDF_SaveToStream(pdf.get());
    throwIfFailed(err, "serialising the document");
    HPDF_ResetStream(pdf.get());
    std::string bytes(HPDF_GetStreamSize(pdf.get()), '\0');
    HPDF_UINT32 len = HPDF_UINT32(bytes.size());
    HPDF_ReadFromStream(pdf.get(), reinterpret_cast<HPDF_BYTE *>(bytes.data()), &len);
    // libharu reports HPDF_STREAM_EOF when the whole stream was read: expected, not a failure.
    if (err.error == HPDF_STREAM_EOF)
        err = {};
    throwIfFailed(err, "reading the document back");
    bytes.resize(len);
    if (written)
        *written = std::move(result);
    return bytes;
}

WrittenSheet writeLabelSheet(const std::string &path, const std::vector<LabelSpec> &labels,
                             const SheetOptions &options)
{
    namespace fs = std::filesystem;
    WrittenSheet result;
    const std::string bytes = renderLabelSheet(labels, options, &result); // fails before touching the disk

    const fs::path target(path);
    if (path.empty())
        throw std::runtime_error("cannot write the label sheet: no file name given");
    std::error_code ec;
    if (fs::is_directory(target, ec))
        throw std::runtime_error("cannot write '" + path + "': it is a folder");
    const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    if (!fs::is_directory(folder, ec))
        throw std::runtime_error("cannot write '" + path + "': the folder '" + folder.string() + "' does not exist");

    // Temporary file beside the target (same file system, so the rename is atomic), then rename.
    std::random_device rd;
    char suffix[24];
    std::snprintf(suffix, sizeof suffix, ".part-%08x", unsigned(rd()));
    const fs::path temp = folder / (target.filename().string() + suffix);
    {
        errno = 0;
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw std::runtime_error("cannot write '" + path + "': " +
                                     (errno ? std::strerror(errno) : "cannot create a file in its folder"));
        out.write(bytes.data(), std::streamsize(bytes.size()));
        out.close();
        if (!out) {
            const std::string reason = errno ? std::strerror(errno) : "write failed";
            fs::remove(temp, ec);
            throw std::runtime_error("cannot write '" + path + "': " + reason + " (nothing written)");
        }
    }
    fs::rename(temp, target, ec);
    if (ec) {
        const std::string reason = ec.message();
        fs::remove(temp, ec);
        throw std::runtime_error("cannot write '" + path + "': " + reason + " (nothing written)");
    }
    return result;
}

} // namespace nc::vision
