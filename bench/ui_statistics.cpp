// bench/ui_statistics --db FILE [--player NAME] [--shots DIR]: the statistics page of the app's window (Main.qml,
// offscreen, software rendering) on the history FILE, as a player uses it: open the page, pick a player on the One
// player tab (the score chart: a point per game), filter by game type, the Solo and Campaigns tabs. Prints how long
// each step takes until the window has drawn it, and the resident memory. A program that prints, not a test (issue
// 15 §4: a page that stays usable at 100,000 games; docs/benchmarks.md). Use a copy of a file you care about: the
// app migrates it.
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextStream>

#include "history/history_statistics.h"
#include "history/statistics_host.h"
#include "history/stats_table_model.h"
#include "selftest/app_harness.h"
#include "selftest/selftest.h"

namespace {

double rssMiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0; // kB
    return -1;
}

QString g_shots; // --shots DIR: each step's frame saved there
int g_step = 0;

/// Milliseconds until `step` is done and the window has drawn the result: a frame grabbed, the events it posted
/// handled, and a second frame grabbed (a ChartView paints its scene into an image after the frame that laid it out:
/// the first frame still shows the chart as it was).
template <class Step> double timed(QQuickWindow *window, Step &&step)
{
    QElapsedTimer t;
    t.start();
    step();
    nc::app::settleEvents(0);
    (void)window->grabWindow();
    nc::app::settleEvents(0);
    const QImage frame = window->grabWindow();
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (!g_shots.isEmpty())
        frame.save(QStringLiteral("%1/step-%2.png").arg(g_shots).arg(++g_step));
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv); // Qt Charts draws with widgets' classes
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("History file (a copy)."), QStringLiteral("FILE"));
    const QCommandLineOption player(QStringLiteral("player"), QStringLiteral("Player to pick."), QStringLiteral("NAME"),
                                    QStringLiteral("Anna"));
    const QCommandLineOption shots(QStringLiteral("shots"), QStringLiteral("Save each step's frame in DIR."),
                                   QStringLiteral("DIR"));
    parser.addOptions({db, player, shots});
    parser.process(app);
    g_shots = parser.value(shots);
    QTextStream out(stdout);
    if (!parser.isSet(db)) {
        QTextStream(stderr) << "usage: ui_statistics --db FILE [--player NAME] [--shots DIR]" << Qt::endl;
        return 2;
    }
    nc::app::setupQuickStyle();
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    nc::app::UiHarness ui;
    if (const QString e = ui.start(QSize(1400, 900), parser.value(db)); !e.isEmpty()) {
        QTextStream(stderr) << "ui_statistics: " << e << Qt::endl;
        return 1;
    }
    nc::app::HistoryStatistics *stats = &ui.statistics->statistics();
    const auto line = [&](const char *what, double ms) {
        out << QStringLiteral("  %1 %2 ms, RSS %3 MiB").arg(QLatin1String(what), -48).arg(ms, 9, 'f', 1)
                   .arg(rssMiB(), 0, 'f', 1) << Qt::endl;
    };
    out << "statistics page on " << parser.value(db) << Qt::endl;
    line("open the page (every game, Players tab)", timed(ui.window, [&] {
        QMetaObject::invokeMethod(ui.window, "openStatistics");
    }));
    out << "  games counted: " << stats->games() << Qt::endl;
    auto *page = ui.window->property("currentPage").value<QQuickItem *>();
    QObject *tabs = page ? page->findChild<QObject *>(QStringLiteral("statsTabs")) : nullptr;
    if (!tabs) {
        QTextStream(stderr) << "ui_statistics: the statistics page did not open" << Qt::endl;
        return 1;
    }
    line("One player tab", timed(ui.window, [&] { tabs->setProperty("currentIndex", 4); }));
    line("pick the player (score chart, categories)", timed(ui.window, [&] { stats->setPlayer(parser.value(player)); }));
    out << "  points on the score chart: " << stats->scores()->rowCount() << Qt::endl;
    line("filter: Nations", timed(ui.window, [&] { stats->setGameType(QStringLiteral("nations")); }));
    line("filter: every game again", timed(ui.window, [&] { stats->setGameType(QString()); }));
    line("Solo tab (Hall of Fame chart)", timed(ui.window, [&] { tabs->setProperty("currentIndex", 5); }));
    line("Campaigns tab (the first campaign's chart)", timed(ui.window, [&] { tabs->setProperty("currentIndex", 6); }));
    out << "  campaigns: " << stats->campaigns().size() << ", games of the one shown: "
        << stats->campaignProgress()->rowCount() << Qt::endl;
    line("Players tab", timed(ui.window, [&] { tabs->setProperty("currentIndex", 0); }));
    if (!ui.warnings.isEmpty())
        out << "QML warnings: " << ui.warnings.join(QStringLiteral("; ")) << Qt::endl;
    return 0;
}
