// bench/ui_memory: the app's window (Main.qml on a temporary database, offscreen, software rendering, as
// --screenshot runs it) opens every page N times (default 10): start, setup, the round page, the
// Resolution breakdown, the final score sheet of a scripted 2-round game, then the scan page with a
// photo of labelled cards scanned from its file. Prints the resident memory (VmRSS) after each cycle and
// the peak (VmHWM) at the end, in MiB, from /proc/self/status. A program that prints, not a test: memory
// that grows cycle after cycle is something a page keeps. Goal (issue 11): peak <= 200 MiB.
//
//   ui_memory [CYCLES]          UI_MEMORY_PROBE=1 ui_memory 2   (memory after each page too)
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <malloc.h>
#include <memory>

#include "scan/card_scanner.h"
#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "services/app_services.h"
#include "import_qml_plugins.h"
#include "scan/label_index.h"
#include "scan/scan_demo_photo.h"
#include "selftest/scripted_game.h"
#include "selftest/selftest.h"

namespace {

/// A field of /proc/self/status ("VmRSS", "VmHWM") in MiB, -1 when unreadable.
double statusMiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').value(0).toDouble() / 1024.0; // kB
    return -1;
}

/// With UI_MEMORY_PROBE set: RSS and the main malloc arena's bytes in use / held after each page, in MiB
/// (glibc mallinfo2(); other threads' arenas not counted), to see which page allocates what.
void probe(const char *page)
{
    if (!qEnvironmentVariableIsSet("UI_MEMORY_PROBE"))
        return;
    const struct mallinfo2 mi = mallinfo2();
    QTextStream(stdout) << "  " << page << ": RSS " << QString::number(statusMiB("VmRSS"), 'f', 1) << ", heap in use "
                        << QString::number(double(mi.uordblks) / 1048576.0, 'f', 1) << ", held "
                        << QString::number(double(mi.arena + mi.hblkhd) / 1048576.0, 'f', 1) << Qt::endl;
}

void settle()
{
    nc::app::settleEvents(30);
}

/// Page name check: the pages follow the controller, a wrong page means the bench measured something else.
bool expect(QQuickWindow *window, const char *page, QString &error)
{
    const QString shown = window->property("page").toString();
    if (shown == QLatin1String(page) || !error.isEmpty())
        return error.isEmpty();
    error = QStringLiteral("expected the %1 page, got \"%2\"").arg(QLatin1String(page), shown);
    return false;
}

/// One cycle over every page. Returns "" or what went wrong.
QString cycle(nc::app::GameController &controller, QQuickWindow *window, const QString &photo)
{
    QString error;
    settle();
    expect(window, "start", error);
    QMetaObject::invokeMethod(window, "showSetupExample");
    settle();
    expect(window, "setup", error);
    probe("setup");

    nc::app::ScriptedGameOptions options;
    options.lastRound = 2;
    options.onStage = [&](const QString &stage, int) {
        settle();
        if (stage == QLatin1String("round"))
            expect(window, "round", error);
        else if (stage == QLatin1String("breakdown"))
            expect(window, "resolution", error);
        else if (stage == QLatin1String("final"))
            expect(window, "final", error);
        probe(qPrintable(stage));
    };
    if (QString e = nc::app::playScriptedGame(controller, options); !e.isEmpty())
        return e;
    if (!error.isEmpty())
        return error;

    // The scan page of a game in progress, with a photo scanned from its file.
    if (!controller.startGame(nc::app::scriptedSetup(2)))
        return QStringLiteral("startGame refused: ") + controller.lastError();
    settle();
    QMetaObject::invokeMethod(window, "openScan", Q_ARG(QVariant, 0));
    settle();
    auto *scanner = qobject_cast<nc::app::CardScanner *>(window->property("scanner").value<QObject *>());
    if (!scanner)
        return QStringLiteral("the scan page did not open");
    QEventLoop loop;
    QObject::connect(scanner, &nc::app::CardScanner::scanFinished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    scanner->scanFile(photo);
    loop.exec();
    if (scanner->proposals().size() != 7)
        return QStringLiteral("%1 codes found in the photo, 7 expected").arg(scanner->proposals().size());
    for (int i = 0; i < 10; ++i) // the photo loads asynchronously
        settle();
    probe("scan");
    QMetaObject::invokeMethod(window, "openGame");
    settle();
    expect(window, "round", error);
    if (!controller.abandonGame())
        return QStringLiteral("abandonGame refused: ") + controller.lastError();
    controller.closeGame();
    settle();
    expect(window, "start", error);
    probe("start");
    return error;
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int cycles = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 10;
    if (cycles < 1) {
        err << "usage: ui_memory [CYCLES]   (CYCLES >= 1, default 10)" << Qt::endl;
        return 2;
    }
    nc::app::setupQuickStyle();
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    QTemporaryDir dir;
    if (!dir.isValid()) {
        err << "no temporary folder" << Qt::endl;
        return 1;
    }
    auto services = std::make_unique<nc::app::AppServices>(nc::app::loadEmbeddedCatalog(), dir.filePath(QStringLiteral("bench.sqlite")));
    auto controller = std::make_unique<nc::app::GameController>(*services);
    if (!controller->storageReady()) {
        err << controller->lastError() << Qt::endl;
        return 1;
    }
    const QString photo = dir.filePath(QStringLiteral("table-photo.jpg"));
    if (QString e = nc::app::writeDemoBoardPhoto(photo, nc::app::LabelIndex(controller->catalog())); !e.isEmpty()) {
        err << e << Qt::endl;
        return 1;
    }
    nc::app::GameController::setInstance(controller.get());
    out << "before the window: RSS " << QString::number(statusMiB("VmRSS"), 'f', 1) << " MiB" << Qt::endl;

    int result = 0;
    {
        QQmlApplicationEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine.load(QUrl(QStringLiteral("qrc:/qt/qml/NationsCompanion/Ui/Main.qml")));
        auto *window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window) {
            err << "Main.qml did not load" << Qt::endl;
            return 1;
        }
        window->resize(1400, 900);
        window->show();
        settle();
        out << "window shown: RSS " << QString::number(statusMiB("VmRSS"), 'f', 1) << " MiB" << Qt::endl;
        for (int i = 1; i <= cycles; ++i) {
            if (QString e = cycle(*controller, window, photo); !e.isEmpty()) {
                err << "cycle " << i << ": " << e << Qt::endl;
                result = 1;
                break;
            }
            out << "cycle " << i << ": RSS " << QString::number(statusMiB("VmRSS"), 'f', 1) << " MiB" << Qt::endl;
        }
    }
    nc::app::GameController::setInstance(nullptr);
    out << "peak RSS (VmHWM): " << QString::number(statusMiB("VmHWM"), 'f', 1) << " MiB" << Qt::endl;
    return result;
}
