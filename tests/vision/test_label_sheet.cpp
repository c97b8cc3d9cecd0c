// Label sheets (vision/label_sheet.h): the layout as geometry, then the real PDF rasterised with poppler
// at printer resolutions and read back with ZXing, cell by cell (checks the printed codes independently
// of the region locator) and with the LabelScanner on the whole page.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <set>

#include <unistd.h>

#include <opencv2/imgproc.hpp>
#include <poppler-document.h>
#include <poppler-page-renderer.h>
#include <poppler-page.h>

#include "nations/catalog.h"
#include "vision/label_payload.h"
#include "vision/label_sheet.h"
#include "vision/scanner.h"

using namespace nc::vision;

namespace {

const nc::nations::Catalog &catalog()
{
    static const auto c = nc::nations::Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return c;
}

/// The labels of the first `count` Progress Cards (or all, count = 0), and payload -> card id for all of them.
struct Subset {
    std::vector<LabelSpec> labels;
    std::vector<std::string> ids;
};

Subset progressCards(size_t first, size_t count)
{
    Subset s;
    const auto &cards = catalog().cards();
    for (size_t i = first; i < cards.size() && s.labels.size() < count; ++i) {
        s.labels.push_back({encodeLabelPayload(LabelKind::ProgressCard, cards[i].id), cards[i].name});
        s.ids.push_back(cards[i].id);
    }
    return s;
}

/// Payload -> Progress Card id over the whole catalog (what app/scan/label_index does, without Qt).
const std::map<std::string, std::string> &cardByPayload()
{
    static const auto m = [] {
        std::map<std::string, std::string> out;
        for (const auto &c : catalog().cards())
            out.emplace(encodeLabelPayload(LabelKind::ProgressCard, c.id), c.id);
        return out;
    }();
    return m;
}

std::string idOf(const std::string &payload)
{
    const auto it = cardByPayload().find(payload);
    return it == cardByPayload().end() ? "<not a catalog card: " + payload + ">" : it->second;
}

struct RasterPage {
    cv::Mat gray; ///< CV_8UC1
    double dpi = 0;
    double widthPt = 0, heightPt = 0;
};

std::unique_ptr<poppler::document> loadPdf(const std::string &bytes)
{
    std::unique_ptr<poppler::document> doc(poppler::document::load_from_raw_data(bytes.data(), int(bytes.size())));
    REQUIRE(doc);
    return doc;
}

/// Every page of the PDF rendered by poppler (anti-aliased, as a viewer or a print driver does).
std::vector<RasterPage> rasterise(const std::string &pdf, double dpi)
{
    const auto doc = loadPdf(pdf);
    poppler::page_renderer renderer;
    renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
    renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
    renderer.set_image_format(poppler::image::format_gray8);
    std::vector<RasterPage> pages;
    for (int i = 0; i < doc->pages(); ++i) {
        std::unique_ptr<poppler::page> page(doc->create_page(i));
        REQUIRE(page);
        const poppler::image img = renderer.render_page(page.get(), dpi, dpi);
        REQUIRE(img.is_valid());
        REQUIRE(img.format() == poppler::image::format_gray8);
        const cv::Mat view(img.height(), img.width(), CV_8UC1, const_cast<char *>(img.const_data()),
                           size_t(img.bytes_per_row()));
        const poppler::rectf box = page->page_rect();
        pages.push_back({view.clone(), dpi, box.width(), box.height()});
    }
    return pages;
}

cv::Rect toPixels(const RectMm &r, double dpi)
{
    const double k = dpi / 25.4;
    return cv::Rect(cv::Point(int(std::floor(r.x * k)), int(std::floor(r.y * k))),
                    cv::Point(int(std::ceil(r.right() * k)), int(std::ceil(r.bottom() * k))));
}

/// Decodes each label cell of the raster on its own; returns the decoded payload per label ("" if none,
/// "<n codes>" if more than one).
std::vector<std::string> decodePerCell(const SheetLayout &layout, const std::vector<RasterPage> &pages,
                                       Symbology symbology)
{
    std::vector<std::string> out;
    for (const LabelCell &cell : layout.cells) {
        const RasterPage &page = pages.at(size_t(cell.page));
        const cv::Rect px = toPixels(cell.cell, page.dpi) & cv::Rect(0, 0, page.gray.cols, page.gray.rows);
        const auto found = scanWholeFrame(page.gray(px), {symbology});
        out.push_back(found.size() == 1 ? found[0].text
                                        : found.empty() ? "" : "<" + std::to_string(found.size()) + " codes>");
    }
    return out;
}

/// Checks that the sheet's cells decode, one by one, to exactly the expected cards, in order.
void checkRoundTrip(const Subset &subset, const SheetOptions &options, double dpi)
{
    WrittenSheet written;
    const std::string pdf = renderLabelSheet(subset.labels, options, &written);
    REQUIRE(pdf.rfind("%PDF-", 0) == 0);
    const auto pages = rasterise(pdf, dpi);
    REQUIRE(int(pages.size()) == written.layout.pages);
    const RectMm paper = paperRectMm(options.paper);
    for (const auto &p : pages) {
        CHECK(p.widthPt == Approx(paper.width * 72 / 25.4).margin(0.5));
        CHECK(p.heightPt == Approx(paper.height * 72 / 25.4).margin(0.5));
    }
    const auto payloads = decodePerCell(written.layout, pages, options.symbology);
    std::vector<std::string> ids;
    for (const auto &p : payloads)
        ids.push_back(idOf(p));
    CHECK(ids == subset.ids);
}

} // namespace

TEST_CASE("label sheet layout: default label size and grid on A4 and Letter")
{
    const Subset s = progressCards(0, 200);
    SheetOptions o;
    o.symbology = Symbology::QRCode;
    const SheetLayout a4 = layoutLabelSheet(s.labels, o);
    CHECK(a4.moduleMm == Approx(16.0 / 21)); // QR version 1: 21 modules in 16 mm
    CHECK(a4.quietZoneModules == 4);
    CHECK(a4.cellWidthMm == 23.5);
    CHECK(a4.cellHeightMm == 26.0);
    CHECK(a4.columns == 8);
    CHECK(a4.rows == 10);
    CHECK(a4.pages == 3); // 200 labels, 80 per page
    CHECK(a4.page.width == 210.0);
    CHECK(a4.page.height == 297.0);

    o.paper = PaperSize::Letter;
    const SheetLayout letter = layoutLabelSheet(s.labels, o);
    CHECK(letter.page.width == Approx(215.9));
    CHECK(letter.page.height == Approx(279.4));
    CHECK(letter.columns == 8);
    CHECK(letter.rows == 9);
    CHECK(letter.pages == 3); // 72 per page

    for (const SheetLayout *l : {&a4, &letter}) {
        // The grid is centred and keeps the margin; every cell is inside it, in reading order.
        CHECK(l->grid.x >= o.marginMm);
        CHECK(l->grid.y >= o.marginMm);
        CHECK(l->grid.x == Approx(l->page.width - l->grid.right()));
        CHECK(l->grid.y == Approx(l->page.height - l->grid.bottom()));
        REQUIRE(l->cells.size() == s.labels.size());
        for (size_t i = 0; i < l->cells.size(); ++i) {
            const LabelCell &c = l->cells[i];
            INFO("label " << i);
            CHECK(c.label == i);
            CHECK(c.page == int(i) / l->labelsPerPage());
            CHECK(c.cell.x >= l->grid.x - 1e-9);
            CHECK(c.cell.right() <= l->grid.right() + 1e-9);
            CHECK(c.cell.bottom() <= l->grid.bottom() + 1e-9);
            // quiet zone inside the cell, caption under it
            const double q = l->quietZoneModules * l->moduleMm;
            CHECK(c.code.x - q >= c.cell.x);
            CHECK(c.code.right() + q <= c.cell.right());
            CHECK(c.code.y - q >= c.cell.y);
            CHECK(c.code.bottom() + q <= c.caption.y + 1e-9);
            CHECK(c.caption.bottom() <= c.cell.bottom() + 1e-9);
            CHECK(c.code.width == Approx(16.0));
        }
    }
}

TEST_CASE("label sheet layout works for every symbology, non-square DataMatrix included")
{
    for (Symbology sym : allSymbologies()) {
        INFO(symbologyName(sym));
        SheetOptions o;
        o.symbology = sym;
        const Subset s = progressCards(0, 3);
        const SheetLayout l = layoutLabelSheet(s.labels, o);
        CHECK(l.quietZoneModules == quietZoneModules(sym));
        CHECK(l.columns >= 8);
        CHECK(l.rows >= 9);
        for (const LabelCell &c : l.cells)
            CHECK(std::max(c.code.width, c.code.height) == Approx(16.0));
    }
    // ZXing 1.4 writes our 10-character payload as a rectangular 32 x 8 DataMatrix; find one such payload
    // and mix it with a square one: square modules, the long side is codeSizeMm, each code centred.
    std::string rectangular;
    for (const char *p : {"NC1:P:0F3K", "NC1:E:ZZZZ", "ABCDEFGHIJ", "0123456789AB"}) {
        const cv::Mat m = codeModules(p, Symbology::DataMatrix);
        if (m.cols != m.rows) {
            rectangular = p;
            break;
        }
    }
    REQUIRE_FALSE(rectangular.empty());
    const std::string square = "ABCDEFGH";
    REQUIRE(codeModules(square, Symbology::DataMatrix).cols == codeModules(square, Symbology::DataMatrix).rows);
    SheetOptions o;
    o.symbology = Symbology::DataMatrix;
    const std::vector<LabelSpec> labels = {{rectangular, "rectangular"}, {square, "square"}};
    const SheetLayout l = layoutLabelSheet(labels, o);
    const cv::Mat m = codeModules(rectangular, Symbology::DataMatrix);
    CHECK(l.moduleMm == Approx(o.codeSizeMm / std::max(m.cols, m.rows)));
    for (const LabelCell &c : l.cells) {
        CHECK(c.code.x - c.cell.x == Approx(c.cell.right() - c.code.right())); // centred
        CHECK(c.code.y - l.quietZoneModules * l.moduleMm >= c.cell.y);
        CHECK(c.code.bottom() + l.quietZoneModules * l.moduleMm <= c.caption.y + 1e-9);
    }
    CHECK(l.cells[0].code.width / l.cells[0].code.height == Approx(double(m.cols) / m.rows));
    CHECK(std::max(l.cells[0].code.width, l.cells[0].code.height) == Approx(o.codeSizeMm));
    CHECK(l.cells[1].code.width == Approx(l.cells[1].code.height));
    // and both print and read back
    const auto pages = rasterise(renderLabelSheet(labels, o), 300);
    const auto payloads = decodePerCell(l, pages, Symbology::DataMatrix);
    CHECK(payloads == std::vector<std::string>{rectangular, square});
}

TEST_CASE("a printed label sheet reads back to the same cards, every symbology, A4 and Letter")
{
    const Subset s = progressCards(10, 24);
    for (Symbology sym : allSymbologies()) {
        for (PaperSize paper : {PaperSize::A4, PaperSize::Letter}) {
            INFO(symbologyName(sym) << " on " << paperName(paper));
            SheetOptions o;
            o.symbology = sym;
            o.paper = paper;
            checkRoundTrip(s, o, 300);
        }
    }
    SECTION("and at a coarse 150 dpi")
    {
        SheetOptions o;
        checkRoundTrip(s, o, 150);
    }
}

TEST_CASE("a label sheet longer than a page goes on as many pages as needed")
{
    const Subset s = progressCards(0, 90); // A4: 80 + 10; Letter: 72 + 18
    for (PaperSize paper : {PaperSize::A4, PaperSize::Letter}) {
        INFO(paperName(paper));
        SheetOptions o;
        o.paper = paper;
        const SheetLayout l = layoutLabelSheet(s.labels, o);
        CHECK(l.pages == 2);
        CHECK(l.cells.back().page == 1);
        CHECK(l.cells[size_t(l.labelsPerPage())].row == 0);
        CHECK(l.cells[size_t(l.labelsPerPage())].column == 0);
        checkRoundTrip(s, o, 200);
    }
}

TEST_CASE("the region scanner on a whole rasterised page finds only the right codes in the right cells")
{
    const Subset s = progressCards(30, 16);
    WrittenSheet written;
    const auto pages = rasterise(renderLabelSheet(s.labels, {}, &written), 300);
    REQUIRE(pages.size() == 1);
    // A page opened from a file: every region tried (the default time budget is for live frames; with it the test
    // failed once under heavy load).
    const auto found = LabelScanner(stillImageOptions()).scan(pages[0].gray);
    // Every code of the page, each once (an exact count: zero decoded codes must fail), each in the cell
    // that carries its card.
    CHECK(found.size() == s.labels.size());
    std::set<std::string> seen;
    for (const Detection &d : found) {
        INFO(d.text);
        const std::string id = idOf(d.text);
        const auto it = std::find(s.ids.begin(), s.ids.end(), id);
        REQUIRE(it != s.ids.end());
        const LabelCell &cell = written.layout.cells[size_t(it - s.ids.begin())];
        cv::Point2f centre(0, 0);
        for (const auto &p : d.corners)
            centre += p * 0.25f;
        CHECK(toPixels(cell.cell, 300).contains(cv::Point(centre)));
        CHECK(seen.insert(id).second);
    }
    CHECK(seen.size() == s.labels.size());
}

TEST_CASE("long card names shrink, then end in an ellipsis, and stay inside their label")
{
    std::vector<LabelSpec> labels;
    std::vector<std::string> names;
    for (const auto &e : catalog().eventCards()) { // the longest names of the catalog ("A / B")
        labels.push_back({encodeLabelPayload(LabelKind::EventCard, e.id), e.name});
        names.push_back(e.name);
        if (labels.size() == 6)
            break;
    }
    labels.push_back({encodeLabelPayload(LabelKind::ProgressCard, "x"), "Supercalifragilisticexpialidociousnessness"});
    labels.push_back({encodeLabelPayload(LabelKind::ProgressCard, "y"), "Wonder"});
    labels.push_back({encodeLabelPayload(LabelKind::ProgressCard, "z"), "\xC3\x87" "atalh\xC3\xB6y\xC3\xBCk"});
    SheetOptions o;
    WrittenSheet written;
    const std::string pdf = renderLabelSheet(labels, o, &written);
    REQUIRE(written.captions.size() == labels.size());

    CHECK(written.captions[7] == "Wonder");
    CHECK(written.captionPt[7] == o.captionPt);
    CHECK(written.captions[8] == labels[8].caption); // Latin-1 letters print as they are
    int shortened = 0;
    for (size_t i = 0; i < labels.size(); ++i) {
        INFO(labels[i].caption << " -> " << written.captions[i] << " at " << written.captionPt[i] << " pt");
        CHECK(written.captionPt[i] >= o.minCaptionPt);
        CHECK(written.captionPt[i] <= o.captionPt);
        if (written.captions[i] != labels[i].caption) {
            ++shortened;
            CHECK(written.captionPt[i] == o.minCaptionPt);
            REQUIRE(written.captions[i].size() > 3);
            CHECK(written.captions[i].substr(written.captions[i].size() - 3) == "...");
            const std::string kept = written.captions[i].substr(0, written.captions[i].size() - 3);
            CHECK(labels[i].caption.rfind(kept, 0) == 0); // a prefix of the name
        }
    }
    CHECK(shortened == 4); // the made-up word and three of the six event names (Helvetica, minCaptionPt)

    // What poppler extracts from the page: each caption, whole, inside its own caption band.
    const auto doc = loadPdf(pdf);
    std::unique_ptr<poppler::page> page(doc->create_page(0));
    const double k = 72.0 / 25.4;
    std::map<size_t, std::string> extracted;
    for (const auto &box : page->text_list()) {
        const poppler::rectf b = box.bbox();
        const auto bytes = box.text().to_utf8();
        const std::string word(bytes.begin(), bytes.end());
        const double cx = (b.left() + b.right()) / 2 / k, cy = (b.top() + b.bottom()) / 2 / k;
        for (const LabelCell &c : written.layout.cells) {
            if (cx >= c.cell.x && cx <= c.cell.right() && cy >= c.cell.y && cy <= c.cell.bottom()) {
                INFO(word);
                CHECK(b.left() / k >= c.cell.x);
                CHECK(b.right() / k <= c.cell.right());
                CHECK(b.top() / k >= c.code.bottom()); // under the code
                CHECK(b.bottom() / k <= c.cell.bottom() + 0.3);
                auto &text = extracted[c.label];
                text += (text.empty() ? "" : " ") + word;
            }
        }
    }
    for (size_t i = 0; i < labels.size(); ++i)
        CHECK(extracted[i] == written.captions[i]);
    // and the codes under long names still read
    const auto pages = rasterise(pdf, 300);
    const auto payloads = decodePerCell(written.layout, pages, o.symbology);
    for (size_t i = 0; i < labels.size(); ++i)
        CHECK(payloads[i] == labels[i].payload);
}

TEST_CASE("writing a label sheet: temp file then rename, clear errors, nothing half-written")
{
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("nc_label_sheet_test_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const Subset s = progressCards(0, 5);

    const fs::path out = dir / "labels.pdf";
    const WrittenSheet w = writeLabelSheet(out.string(), s.labels);
    CHECK(w.layout.pages == 1);
    {
        std::ifstream in(out, std::ios::binary);
        std::string head(5, '\0');
        in.read(head.data(), 5);
        CHECK(head == "%PDF-");
    }
    CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1); // no temp file left

    CHECK_THROWS_WITH(writeLabelSheet((dir / "missing" / "x.pdf").string(), s.labels),
                      Catch::Contains("missing") && Catch::Contains("does not exist"));
    CHECK_THROWS_WITH(writeLabelSheet(dir.string(), s.labels), Catch::Contains("is a folder"));
    CHECK_THROWS_WITH(writeLabelSheet(out.string(), {}), Catch::Contains("no labels"));
    CHECK_THROWS_AS(writeLabelSheet(out.string(), {}), std::invalid_argument);

    if (::geteuid() != 0) { // root writes anywhere
        const fs::path locked = dir / "locked";
        fs::create_directories(locked);
        fs::permissions(locked, fs::perms::owner_read | fs::perms::owner_exec);
        CHECK_THROWS_WITH(writeLabelSheet((locked / "x.pdf").string(), s.labels),
                          Catch::Contains("x.pdf") && Catch::Contains("ermission denied"));
        CHECK(fs::is_empty(locked));
        fs::permissions(locked, fs::perms::owner_all);
    }
    // A failing write leaves an existing file untouched.
    const auto before = fs::file_size(out);
    CHECK_THROWS(writeLabelSheet(out.string(), {{std::string(5000, 'A'), "too long for any QR code"}}));
    CHECK(fs::file_size(out) == before);
    fs::remove_all(dir);
}

TEST_CASE("label sheet options out of range are refused with the option's name")
{
    const Subset s = progressCards(0, 1);
    SheetOptions o;
    o.codeSizeMm = 0;
    CHECK_THROWS_WITH(layoutLabelSheet(s.labels, o), Catch::Contains("codeSizeMm"));
    o = {};
    o.codeSizeMm = 250;
    CHECK_THROWS_WITH(layoutLabelSheet(s.labels, o), Catch::Contains("does not fit"));
    o = {};
    o.minCaptionPt = 8;
    CHECK_THROWS_WITH(layoutLabelSheet(s.labels, o), Catch::Contains("minCaptionPt"));
    o = {};
    o.captionPt = 20;
    o.minCaptionPt = 4;
    CHECK_THROWS_WITH(layoutLabelSheet(s.labels, o), Catch::Contains("captionBandMm"));
}
