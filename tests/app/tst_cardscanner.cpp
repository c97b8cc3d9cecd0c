// The camera bridge (CardScanner) and what it reads: synthetic QVideoFrames (NV12 and 32-bit RGB)
// pushed through a real QVideoSink, frames dropped while a scan is in flight, a card proposed once
// however many frames show it, confirmed proposals stored in SQLite; image files (generated boards,
// real photos, unreadable files); the luma of every frame format the bridge reads.
#include <QSignalSpy>
#include <QVideoFrame>
#include <QVideoFrameFormat>
#include <QVideoSink>
#include <QtTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "app_test_support.h"
#include "scan/card_scanner.h"
#include "scan/label_index.h"
#include "scan/live_sightings.h"
#include "scan/video_frame_gray.h"
#include "vision/frame_generator.h"
#include "vision/label_code.h"

using nc::app::CardScanner;
using nc::vision::LabelKind;
using PF = QVideoFrameFormat::PixelFormat;

namespace {

const QString kPhotos = QStringLiteral(NC_SHARED_DIR "/data/qr-photos/");

std::string payload(LabelKind kind, const std::string &id)
{
    static const nc::app::LabelIndex index(nc::app::loadEmbeddedCatalog());
    return *index.payloadFor(kind, id);
}

/// A flat board photo: codes of 4 modules/px with their quiet zone, centred at `at` on light grey.
cv::Mat board(const std::vector<std::pair<std::string, cv::Point>> &codes, cv::Size size = {1280, 720})
{
    cv::Mat gray(size, CV_8UC1, cv::Scalar(215));
    for (const auto &[text, at] : codes) {
        const cv::Mat code = nc::vision::renderCode(text, nc::vision::Symbology::QRCode, 4, 4);
        code.copyTo(gray(cv::Rect(at.x - code.cols / 2, at.y - code.rows / 2, code.cols, code.rows)));
    }
    cv::GaussianBlur(gray, gray, {3, 3}, 0.6);
    cv::Mat bgr;
    cv::cvtColor(gray, bgr, cv::COLOR_GRAY2BGR);
    return bgr;
}

/// Anna's four cards, two rows: Colosseum and Aqueduct above, Archer and Forge below (reading order
/// Colosseum, Aqueduct, Archer, Forge).
cv::Mat annasBoard()
{
    return board({{payload(LabelKind::ProgressCard, "aqueduct"), {900, 200}},
                  {payload(LabelKind::ProgressCard, "colosseum"), {300, 220}},
                  {payload(LabelKind::ProgressCard, "forge"), {950, 520}},
                  {payload(LabelKind::ProgressCard, "archer"), {350, 500}}});
}

/// Copies rows of `src` (any 8-bit type) into plane `plane` of a mapped frame, row by row with the
/// frame's own bytesPerLine.
void copyPlane(QVideoFrame &f, int plane, const cv::Mat &src)
{
    const size_t rowBytes = src.cols * src.elemSize();
    QVERIFY(size_t(f.bytesPerLine(plane)) >= rowBytes);
    for (int y = 0; y < src.rows; ++y)
        memcpy(f.bits(plane) + size_t(y) * size_t(f.bytesPerLine(plane)), src.ptr(y), rowBytes);
}

/// The BGR image as a video frame of `format` (the formats a camera delivers, built as a driver would).
QVideoFrame toFrame(const cv::Mat &bgr, PF format)
{
    QVideoFrame f(QVideoFrameFormat(QSize(bgr.cols, bgr.rows), format));
    if (!f.map(QVideoFrame::WriteOnly))
        return {};
    cv::Mat i420; // Y plane (h rows), then U and V planes of (h/4 rows of w)
    cv::cvtColor(bgr, i420, cv::COLOR_BGR2YUV_I420);
    const int w = bgr.cols, h = bgr.rows;
    const cv::Mat y = i420.rowRange(0, h);
    const cv::Mat u = i420.rowRange(h, h + h / 4).reshape(1, h / 2);
    const cv::Mat v = i420.rowRange(h + h / 4, h + h / 2).reshape(1, h / 2);
    cv::Mat out;
    switch (format) {
    case PF::Format_NV12: {
        copyPlane(f, 0, y);
        cv::merge(std::vector<cv::Mat>{u, v}, out);
        copyPlane(f, 1, out);
        break;
    }
    case PF::Format_YUV420P:
        copyPlane(f, 0, y);
        copyPlane(f, 1, u);
        copyPlane(f, 2, v);
        break;
    case PF::Format_Y8:
        copyPlane(f, 0, y);
        break;
    case PF::Format_Y16:
    case PF::Format_P010: {
        y.convertTo(out, CV_16U, 256.0);
        copyPlane(f, 0, out);
        break;
    }
    case PF::Format_YUYV:
    case PF::Format_UYVY: {
        cv::Mat chroma(h, w, CV_8UC1, cv::Scalar(128));
        cv::merge(format == PF::Format_YUYV ? std::vector<cv::Mat>{y, chroma} : std::vector<cv::Mat>{chroma, y}, out);
        copyPlane(f, 0, out);
        break;
    }
    default: { // 32-bit RGB: channels in the format's byte order
        std::vector<cv::Mat> bgrPlanes;
        cv::split(bgr, bgrPlanes);
        const cv::Mat a(h, w, CV_8UC1, cv::Scalar(255)), &b = bgrPlanes[0], &g = bgrPlanes[1], &r = bgrPlanes[2];
        std::vector<cv::Mat> order;
        switch (format) {
        case PF::Format_BGRA8888: order = {b, g, r, a}; break;
        case PF::Format_ARGB8888: order = {a, r, g, b}; break;
        case PF::Format_RGBA8888: order = {r, g, b, a}; break;
        case PF::Format_XBGR8888: order = {a, b, g, r}; break;
        default: return {};
        }
        cv::merge(order, out);
        copyPlane(f, 0, out);
    }
    }
    f.unmap();
    return f;
}

QStringList names(const QVariantList &proposals)
{
    QStringList out;
    for (const QVariant &p : proposals)
        out << p.toMap().value(QStringLiteral("name")).toString();
    return out;
}

QVariantMap proposal(const CardScanner &s, const QString &name)
{
    for (const QVariant &p : s.proposals())
        if (p.toMap().value(QStringLiteral("name")).toString() == name || p.toMap().value(QStringLiteral("text")).toString() == name)
            return p.toMap();
    return {};
}

bool holdsBuilding(const nc::nations::PlayerState &p, const std::string &id)
{
    return std::any_of(p.buildings.begin(), p.buildings.end(), [&](const auto &c) { return c.card == id; });
}

} // namespace

class TestCardScanner : public QObject {
    Q_OBJECT

    nc::test::TempDatabase db;
    std::unique_ptr<nc::app::GameController> controller;

    /// Pushes `frame` through `sink` and waits until its scan is taken. Pass a frame of its own each
    /// time, as a camera delivers them: the sink ignores the frame it already holds.
    bool scanThroughSink(QVideoSink &sink, CardScanner &scanner, const QVideoFrame &frame)
    {
        QSignalSpy done(&scanner, &CardScanner::scanFinished);
        const int scanned = scanner.framesScanned();
        sink.setVideoFrame(frame);
        return done.wait(10000) && scanner.framesScanned() == scanned + 1;
    }

private Q_SLOTS:
    void init()
    {
        controller = db.controller();
        QVERIFY2(controller->startGame(nc::test::twoPlayers()), qPrintable(controller->lastError()));
    }
    void cleanup() { controller.reset(); }

    void lumaOfEveryFrameFormat()
    {
        const cv::Mat bgr = annasBoard();
        cv::Mat i420, expectedY, expectedGray;
        cv::cvtColor(bgr, i420, cv::COLOR_BGR2YUV_I420);
        expectedY = i420.rowRange(0, bgr.rows);
        cv::cvtColor(bgr, expectedGray, cv::COLOR_BGR2GRAY);
        for (PF format : {PF::Format_NV12, PF::Format_YUV420P, PF::Format_Y8, PF::Format_Y16, PF::Format_P010,
                          PF::Format_YUYV, PF::Format_UYVY, PF::Format_BGRA8888, PF::Format_ARGB8888,
                          PF::Format_RGBA8888, PF::Format_XBGR8888}) {
            const QVideoFrame frame = toFrame(bgr, format);
            QVERIFY2(frame.isValid(), qPrintable(QVideoFrameFormat::pixelFormatToString(format)));
            const nc::app::FrameGray gray = nc::app::videoFrameToGray(frame);
            QVERIFY2(gray.ok(), qPrintable(gray.error));
            QCOMPARE(gray.gray.type(), CV_8UC1);
            QCOMPARE(gray.gray.size(), bgr.size());
            const bool rgb = QVideoFrameFormat::pixelFormatToString(format).contains(QLatin1String("8888"));
            const double maxDiff = cv::norm(gray.gray, rgb ? expectedGray : expectedY, cv::NORM_INF);
            QVERIFY2(maxDiff <= 1.0, qPrintable(QStringLiteral("%1: luma off by %2")
                                                   .arg(QVideoFrameFormat::pixelFormatToString(format)).arg(maxDiff)));
        }
    }

    void unreadableFramesAreExplained()
    {
        QVERIFY(!nc::app::videoFrameToGray(QVideoFrame()).ok());
        const auto jpeg = nc::app::videoFrameToGray(QVideoFrame(QVideoFrameFormat(QSize(64, 64), PF::Format_Jpeg)));
        QVERIFY(!jpeg.ok());
        QVERIFY2(jpeg.error.contains(QLatin1String("Jpeg")), qPrintable(jpeg.error));

        // Through the bridge: the status says so and nothing is proposed.
        CardScanner scanner;
        scanner.setController(controller.get());
        scanner.setLive(true);
        QVideoSink sink;
        scanner.setVideoSink(&sink);
        QVERIFY(scanThroughSink(sink, scanner, QVideoFrame(QVideoFrameFormat(QSize(64, 64), PF::Format_Jpeg))));
        QVERIFY(scanner.proposals().isEmpty());
        QVERIFY2(scanner.status().contains(QLatin1String("cannot be scanned")), qPrintable(scanner.status()));
    }

    void nv12And32BitFramesThroughTheSink()
    {
        for (PF format : {PF::Format_NV12, PF::Format_BGRA8888, PF::Format_ARGB8888}) {
            CardScanner scanner;
            scanner.setController(controller.get());
            scanner.setPlayer(0);
            scanner.setLive(true);
            QVideoSink sink;
            scanner.setVideoSink(&sink);
            QVERIFY(scanThroughSink(sink, scanner, toFrame(annasBoard(), format)));
            QCOMPARE(names(scanner.proposals()), (QStringList{"Colosseum", "Aqueduct", "Archer", "Forge"}));
            QCOMPARE(scanner.imageSize(), QSize(1280, 720));
            const QVariantMap colosseum = proposal(scanner, QStringLiteral("Colosseum"));
            QCOMPARE(colosseum.value("position").toInt(), 1);
            QCOMPARE(colosseum.value("action").toString(), QStringLiteral("add_card"));
            QVERIFY(colosseum.value("isWonder").toBool());
            QVERIFY(colosseum.value("underConstruction").toBool()); // Anna builds no Wonder yet
            QVERIFY(std::abs(colosseum.value("x").toDouble() - 300) < 5);
            QVERIFY(std::abs(colosseum.value("y").toDouble() - 220) < 5);
            // Egypt B's four Building/Military slots hold its pre-printed cards: each scanned Building
            // or Military waits, unticked, for the card it covers.
            for (const char *name : {"Aqueduct", "Archer", "Forge"}) {
                const QVariantMap p = proposal(scanner, QString::fromLatin1(name));
                QCOMPARE(p.value("coverOptions").toList().size(), 4);
                QCOMPARE(p.value("cover").toInt(), -1);
                QVERIFY(!p.value("selected").toBool());
                QVERIFY2(p.value("message").toString().contains(QLatin1String("choose the card it covers")),
                         qPrintable(p.value("message").toString()));
            }
            QCOMPARE(scanner.selectedCount(), 1);
            QCOMPARE(scanner.framesDropped(), 0);
        }
    }

    void framesAreDroppedWhileAScanIsInFlight()
    {
        CardScanner scanner;
        scanner.setController(controller.get());
        scanner.setLive(true);
        QVideoSink sink;
        scanner.setVideoSink(&sink);
        QSignalSpy done(&scanner, &CardScanner::scanFinished);
        // Ten frames arrive before the event loop runs: the first is scanned, the other nine dropped.
        // (Each a frame of its own, as from a camera: the sink ignores the same frame set twice.)
        for (int i = 0; i < 10; ++i)
            sink.setVideoFrame(toFrame(annasBoard(), PF::Format_NV12));
        QCOMPARE(scanner.framesReceived(), 10);
        QCOMPARE(scanner.framesDropped(), 9);
        QVERIFY(scanner.busy());
        QVERIFY(done.wait(10000));
        QCOMPARE(done.count(), 1);
        QCOMPARE(scanner.framesScanned(), 1);
        QVERIFY(!scanner.busy());
        // Idle again: the next frame is scanned.
        QVERIFY(scanThroughSink(sink, scanner, toFrame(annasBoard(), PF::Format_NV12)));
        QCOMPARE(scanner.framesScanned(), 2);
        QCOMPARE(scanner.framesDropped(), 9);
        // Not live: frames are neither scanned nor dropped.
        scanner.setLive(false);
        sink.setVideoFrame(toFrame(annasBoard(), PF::Format_NV12));
        QCOMPARE(scanner.framesReceived(), 12);
        QVERIFY(!scanner.busy());
        QCOMPARE(scanner.framesDropped(), 9);
    }

    void aCardInViewIsProposedOnceAndStoredOnConfirm()
    {
        CardScanner scanner;
        scanner.setController(controller.get());
        scanner.setPlayer(1); // Ben
        scanner.setLive(true);
        QVideoSink sink;
        scanner.setVideoSink(&sink);
        const auto frame = [] { return toFrame(annasBoard(), PF::Format_NV12); };
        for (int i = 0; i < 3; ++i)
            QVERIFY(scanThroughSink(sink, scanner, frame()));
        QCOMPARE(scanner.proposals().size(), 4);
        // The same cards again, a little moved: the list is not rebuilt (nothing flickers while the
        // table ticks it), the markers follow.
        QSignalSpy listChanged(&scanner, &CardScanner::proposalsChanged), markersMoved(&scanner, &CardScanner::markersChanged);
        cv::Mat moved;
        cv::warpAffine(annasBoard(), moved, cv::Matx23d(1, 0, 6, 0, 1, 4), {1280, 720}, cv::INTER_LINEAR,
                       cv::BORDER_CONSTANT, cv::Scalar(215, 215, 215));
        QVERIFY(scanThroughSink(sink, scanner, toFrame(moved, PF::Format_NV12)));
        QCOMPARE(listChanged.count(), 0);
        QCOMPARE(markersMoved.count(), 1);
        QVERIFY(std::abs(scanner.markers()[0].toMap().value("x").toDouble() - 306) < 5);

        // Rome B's four Building/Military slots are full: the Aqueduct covers the first card, the
        // Archer the second; the Forge is left alone; the Colosseum goes to the ready Wonders.
        QCOMPARE(scanner.selectedCount(), 1);
        const auto covered = controller->state().players[1].buildings;
        QCOMPARE(covered.size(), size_t(4));
        scanner.setCover(1, 0);
        scanner.setCover(2, 1);
        scanner.setUnderConstruction(0, false);
        QCOMPARE(scanner.selectedCount(), 3);
        const int storedBefore = db.storedActions(controller->gameId());
        QVERIFY2(scanner.confirm() == 3, qPrintable(scanner.status()));
        QVERIFY2(scanner.status().contains(QLatin1String("Ben")), qPrintable(scanner.status()));
        QCOMPARE(db.storedActions(controller->gameId()), storedBefore + 3);
        QCOMPARE(names(scanner.proposals()), QStringList{"Forge"});

        // In SQLite: a second controller on the file resumes Ben's board with the three cards.
        const auto reopened = db.controller();
        const auto &ben = reopened->state().players[1];
        QCOMPARE(ben.buildings.size(), size_t(4));
        QCOMPARE(ben.buildings[0].card, std::string("aqueduct"));
        QCOMPARE(ben.buildings[1].card, std::string("archer"));
        QCOMPARE(ben.buildings[2].card, covered[2].card);
        QVERIFY(!holdsBuilding(ben, "forge"));
        QCOMPARE(ben.wonders, std::vector<std::string>{"colosseum"});
        QVERIFY(!ben.wonderUnderConstruction);

        // Still in view: the applied cards are not proposed again.
        QVERIFY(scanThroughSink(sink, scanner, frame()));
        QCOMPARE(names(scanner.proposals()), QStringList{"Forge"});
        // Out of view for long enough, then shown again: proposed, as already on Ben's board.
        for (int i = 0; i < 11; ++i)
            QVERIFY(scanThroughSink(sink, scanner, toFrame(board({}), PF::Format_NV12)));
        QVERIFY(scanThroughSink(sink, scanner, frame()));
        QCOMPARE(scanner.proposals().size(), 4);
        const QVariantMap aqueduct = proposal(scanner, QStringLiteral("Aqueduct"));
        QCOMPARE(aqueduct.value("status").toString(), QStringLiteral("on_board"));
        QVERIFY(!aqueduct.value("actionable").toBool());
        QCOMPARE(scanner.selectedCount(), 0); // the Forge still waits for the card it covers
    }

    void aBoardPhotoFromAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        const std::string foreignText = "https://example.org/not-a-nations-card";
        const cv::Mat photo = board({{payload(LabelKind::EventCard, "aryan_migration__code_of_hammurabi"), {200, 150}},
                                     {payload(LabelKind::ProgressCard, "punic_wars"), {600, 150}},
                                     {payload(LabelKind::ProgressCard, "hindu_kush"), {1000, 150}},
                                     {payload(LabelKind::ProgressCard, "mount_ararat"), {200, 500}},
                                     {payload(LabelKind::ProgressCard, "battle_of_issus"), {600, 500}},
                                     {foreignText, {1000, 520}},
                                     {payload(LabelKind::NationSide, "china/A"), {1000, 650}}},
                                    {1280, 760});
        QVERIFY(cv::imwrite(path.toStdString(), photo));

        CardScanner scanner;
        scanner.setController(controller.get());
        QSignalSpy done(&scanner, &CardScanner::scanFinished);
        scanner.scanFile(QUrl::fromLocalFile(path));
        QVERIFY(done.wait(10000));
        QCOMPARE(scanner.imageUrl(), QUrl::fromLocalFile(path));
        const QVariantList ps = scanner.proposals();
        QCOMPARE(ps.size(), 7);
        auto status = [&](int i) { return ps[i].toMap().value("status").toString(); };
        QCOMPARE(status(0), QStringLiteral("event"));       // Event Card of round 1, Age I: ticked
        QCOMPARE(status(1), QStringLiteral("war"));
        QCOMPARE(status(2), QStringLiteral("card"));        // Hindu Kush: a Colony
        QCOMPARE(status(3), QStringLiteral("not_in_game")); // a Dynasties natural wonder, base-only game
        QCOMPARE(status(4), QStringLiteral("not_kept"));    // a Battle
        QCOMPARE(status(5), QStringLiteral("foreign"));
        QCOMPARE(status(6), QStringLiteral("nation"));
        QCOMPARE(scanner.selectedCount(), 3);
        QVERIFY2(ps[3].toMap().value("message").toString().contains(QLatin1String("does not use")), qPrintable(ps[3].toMap().value("message").toString()));
        QCOMPARE(ps[5].toMap().value("text").toString(), QString::fromStdString(foreignText));
        QVERIFY2(scanner.status().contains(QLatin1String("7 codes found, 3 ticked to apply")), qPrintable(scanner.status()));
        scanner.setSelected(2, false); // the summary follows the table's ticks
        QVERIFY2(scanner.status().contains(QLatin1String("2 ticked to apply, 1 to check")), qPrintable(scanner.status()));
        scanner.setSelected(2, true);

        QCOMPARE(scanner.confirm(), 3);
        const auto &s = controller->state();
        QCOMPARE(s.roundInputs.eventCard, std::string("aryan_migration__code_of_hammurabi"));
        QVERIFY(s.roundInputs.war);
        QCOMPARE(s.roundInputs.war->card, std::string("punic_wars"));
        QCOMPARE(s.roundInputs.war->buyer, 0);
        QCOMPARE(s.players[0].colonies, std::vector<std::string>{"hindu_kush"});
        // What could not be applied stays listed, nothing ticked.
        QCOMPARE(scanner.proposals().size(), 4);
        QCOMPARE(scanner.selectedCount(), 0);
    }

    void unreadableAndForeignPhotos()
    {
        CardScanner scanner;
        scanner.setController(controller.get());
        QSignalSpy done(&scanner, &CardScanner::scanFinished);

        scanner.scanFile(QStringLiteral("/no/such/photo.jpg"));
        QVERIFY(done.wait(10000));
        QVERIFY(scanner.proposals().isEmpty());
        QVERIFY2(scanner.status().contains(QLatin1String("photo.jpg")), qPrintable(scanner.status()));

        scanner.scanFile(kPhotos + QStringLiteral("qrcode-1/1.png")); // a real photo of someone else's QR code
        QVERIFY(done.wait(10000));
        QCOMPARE(scanner.proposals().size(), 1);
        QCOMPARE(scanner.proposals()[0].toMap().value("status").toString(), QStringLiteral("foreign"));
        QCOMPARE(scanner.selectedCount(), 0);

        const QStringList blanks = QDir(kPhotos + QStringLiteral("falsepositives-1")).entryList({QStringLiteral("*.png"), QStringLiteral("*.jpg")});
        QVERIFY(!blanks.isEmpty());
        scanner.scanFile(kPhotos + QStringLiteral("falsepositives-1/") + blanks.first());
        QVERIFY(done.wait(10000));
        QVERIFY(scanner.proposals().isEmpty());
        QVERIFY2(scanner.status().startsWith(QLatin1String("No label code found")), qPrintable(scanner.status()));

        // A drop of two photos: the first readable one is scanned, and the status says so.
        QTemporaryDir dropDir;
        const QString first = dropDir.filePath(QStringLiteral("forge.png"));
        QVERIFY(cv::imwrite(first.toStdString(), board({{payload(LabelKind::ProgressCard, "forge"), {640, 360}}})));
        scanner.scanDropped({QUrl::fromLocalFile(dropDir.filePath(QStringLiteral("missing.png"))), QUrl::fromLocalFile(first),
                             QUrl::fromLocalFile(kPhotos + QStringLiteral("qrcode-1/1.png"))});
        QVERIFY2(scanner.status().contains(QLatin1String("One photo at a time: scanning forge.png, not the other 1")),
                 qPrintable(scanner.status()));
        QVERIFY(done.wait(10000));
        QCOMPARE(names(scanner.proposals()), QStringList{"Forge"});
        QCOMPARE(scanner.imageUrl(), QUrl::fromLocalFile(first));

        // A drop without files says so; nothing is scanned.
        scanner.scanDropped({QUrl(QStringLiteral("https://example.org/x.png"))});
        QVERIFY2(scanner.status().contains(QLatin1String("drop image files")), qPrintable(scanner.status()));
    }

    void withoutAGameNothingIsActionable()
    {
        QVERIFY(controller->abandonGame());
        QVERIFY(!controller->hasGame());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("one.png"));
        QVERIFY(cv::imwrite(path.toStdString(), board({{payload(LabelKind::ProgressCard, "forge"), {640, 360}}})));
        CardScanner scanner;
        scanner.setController(controller.get());
        QSignalSpy done(&scanner, &CardScanner::scanFinished);
        scanner.scanFile(path);
        QVERIFY(done.wait(10000));
        QCOMPARE(scanner.proposals().size(), 1);
        QCOMPARE(scanner.proposals()[0].toMap().value("status").toString(), QStringLiteral("no_game"));
        QCOMPARE(scanner.confirm(), 0);
    }

    void liveSightingsForgetOnlyAfterTheCardLeftView()
    {
        nc::app::LiveSightings s(2);
        nc::vision::Detection a{"A", {}, {}, false}, b{"B", {}, {}, false};
        QVERIFY(s.addFrame({a}));
        QVERIFY(!s.addFrame({a}));
        QVERIFY(s.addFrame({a, b}));
        QCOMPARE(int(s.pending().size()), 2);
        s.settle("A");
        QCOMPARE(int(s.pending().size()), 1);
        QVERIFY(!s.addFrame({a})); // in view: settled
        QVERIFY(!s.addFrame({}));
        QVERIFY(!s.addFrame({a})); // one frame out of view: still settled
        QVERIFY(!s.addFrame({}));
        QVERIFY(!s.addFrame({}));
        QVERIFY(s.addFrame({a}));  // two frames out of view: a new sighting
        QCOMPARE(int(s.pending().size()), 2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nc::app::LiveSightings(0));
    }
};

QTEST_MAIN(TestCardScanner)
#include "tst_cardscanner.moc"
