#include "selftest/selftest.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPalette>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QtQml/qqml.h>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <functional>
#include <memory>
#include <stdexcept>

#include "scan/card_scanner.h"
#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "history/historymodel.h"
#include "history/history_editor.h"
#include "history/history_files.h"
#include "history/history_statistics.h"
#include "history/statistics_host.h"
#include "scan/label_index.h"
#include "scan/scan_demo_photo.h"
#include "selftest/scripted_game.h"
#include "selftest/app_harness.h"
#include "selftest/layout_check.h"
#include "selftest/wealth_scene.h"
#include "nations_dice/dice_game.h"
#include "services/app_services.h"
#include "settings/app_settings.h"
#include "wealth_of_nations/wealth_game.h"

namespace nc::app {

namespace {

/// A 4-player Dice Game for the screenshots: `toTheEnd` false stops in round 2 with two players passed and
/// one use entered; true plays on to the final score pad. Returns the first refusal, "" when all went through.
QString playDiceScene(DiceGame &d, bool toTheEnd)
{
    auto ok = [&d](bool done) { return done ? QString() : QStringLiteral("dice scene: ") + d.lastError(); };
    if (!toTheEnd) {
        if (!d.start({QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Chloé"), QStringLiteral("Dev")}, false))
            return ok(false);
        const struct { int books, food, strength; } uses[4] = {{3, 2, 1}, {1, 3, 4}, {0, 1, 2}, {2, 2, 0}};
        if (!d.startRound(2, 3, 0) || !d.buyTile(0, QStringLiteral("Granary"), QStringLiteral("building"), 2, QStringLiteral("gold"), 0, 2, QStringLiteral("2 orange dice"), -1, -1)
            || !d.buyTile(1, QStringLiteral("Carthage"), QStringLiteral("colony"), 3, QStringLiteral("strength"), 0, 3, QStringLiteral("a Gold chit"), -1, -1))
            return ok(false);
        for (int p = 0; p < 4; ++p)
            if (!d.pass(p) || !d.recordUse(p, uses[p].books, uses[p].food, uses[p].strength, -1, -1))
                return ok(false);
        if (!d.endRound() || !d.startRound(3, 4, 0)
            || !d.buyTile(2, QStringLiteral("Pyramids"), QStringLiteral("wonder"), 1, QStringLiteral("gold"), 0, 5, QString(), 6, -1)
            || !d.buyTile(3, QStringLiteral("Knights"), QStringLiteral("military"), 2, QStringLiteral("strength"), 0, 1, QStringLiteral("2 red dice"), -1, -1)
            || !d.pass(1) || !d.recordUse(1, 2, 3, 3, 2, 3) || !d.pass(3))
            return ok(false);
        return {};
    }
    for (int p : {0, 2})
        if (!d.pass(p) || !d.recordUse(p, 1, 2, 2, -1, -1))
            return ok(false);
    if (!d.recordUse(3, 0, 1, 5, -1, -1) || !d.endRound())
        return ok(false);
    for (int round = 3; round <= 4; ++round) {
        if (!d.startRound(round + 1, round + 1, 0))
            return ok(false);
        for (int p = 0; p < 4; ++p)
            if (!d.pass(p) || !d.recordUse(p, p, round, 4 - p, -1, -1))
                return ok(false);
        if (!d.endRound())
            return ok(false);
    }
    return {};
}

/// The scan page (scan.png) for Anna after `photo` (writeDemoBoardPhoto()) was scanned from its file, the
/// Aqueduct set to cover her first Building; nothing applied yet.
QString showScanScene(UiHarness &h, const QString &photo)
{
    // The table overrules the refusal the action scene ends with (its banner would stay on screen).
    if (h.controller->canApplyAnyway() && !h.controller->applyAnyway())
        return QStringLiteral("scan scene: apply anyway refused: ") + h.controller->lastError();
    QMetaObject::invokeMethod(h.window, "openScan", Q_ARG(QVariant, 0));
    h.settle();
    auto *scanner = qobject_cast<CardScanner *>(h.window->property("scanner").value<QObject *>());
    if (!scanner)
        return QStringLiteral("the scan page did not open (page \"%1\")").arg(h.page());
    QEventLoop loop;
    QObject::connect(scanner, &CardScanner::scanFinished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    scanner->scanFile(photo);
    loop.exec();
    const QVariantList proposals = scanner->proposals();
    for (int i = 0; i < proposals.size(); ++i)
        if (proposals[i].toMap().value(QStringLiteral("id")).toString() == QLatin1String("aqueduct"))
            scanner->setCover(i, 0);
    if (proposals.size() != 7)
        return QStringLiteral("scan scene: %1 codes found in the photo, 7 expected").arg(proposals.size());
    for (int i = 0; i < 20; ++i) // the photo loads asynchronously
        h.settle();
    return {};
}

/// The round page during an Action Phase recorded action by action (round-actions.png): three nations,
/// purchases, a pass, and a refused Colony (Military Strength, Rulebook p.16) waiting for "Apply anyway".
/// Starts `setup`, every nation takes `growth`, the first age I Event Card is drawn: the Action Phase begins.
QString startToActions(GameController &c, const QVariantMap &setup, const QString &growth)
{
    if (!c.startGame(setup))
        return QStringLiteral("startGame refused: ") + c.lastError();
    for (const QVariant &p : c.growthOrder())
        if (!c.chooseGrowth(p.toInt(), growth))
            return QStringLiteral("growth refused: ") + c.lastError();
    const auto events = c.catalog().searchEvents("", 1, 5);
    if (events.empty() || !c.setEventCard(QString::fromStdString(events.front()->id)))
        return QStringLiteral("no Event Card");
    return {};
}

QString playActionScene(GameController &c)
{
    QVariantMap setup = scriptedSetup(8);
    QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    seats.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("Cleo")}, {QStringLiteral("nation"), QStringLiteral("greece")},
                             {QStringLiteral("side"), QStringLiteral("B")}, {QStringLiteral("difficulty"), QStringLiteral("prince")}});
    setup.insert(QStringLiteral("seats"), seats);
    if (QString e = startToActions(c, setup, QStringLiteral("bonus:food")); !e.isEmpty())
        return QStringLiteral("action scene: ") + e;
    const QVariantMap cover0{{QStringLiteral("slot"), 0}};
    const bool ok = c.buyCard(0, QStringLiteral("library"), 1, cover0) && c.buyCard(1, QStringLiteral("archer"), 2, cover0)
        && c.buyCard(2, QStringLiteral("aeneid"), 1, {{QStringLiteral("choice"), QStringLiteral("vp")}})
        && c.buyCard(0, QStringLiteral("buddha"), 1) && c.passTurn(1);
    if (!ok)
        return QStringLiteral("action scene: an action was refused: ") + c.lastError();
    if (c.buyCard(2, QStringLiteral("hindu_kush"), 1) || !c.canApplyAnyway())
        return QStringLiteral("action scene: Hindu Kush was expected to be refused for lack of Strength");
    return {};
}

/// A Dynasties game in its first Action Phase: Anna (Rome B) has played the Roman Empire with a turmoil
/// card and passed, Ben (China A) has bought Mount Kailash and explored it once, and on Cleo's (Egypt B)
/// turn the turmoil form is open.
QString playDynastiesScene(GameController &c, QQuickWindow *window)
{
    auto seat = [](const char *name, const char *nation, const char *side) {
        return QVariantMap{{QStringLiteral("name"), QString::fromUtf8(name)}, {QStringLiteral("nation"), QString::fromUtf8(nation)},
                           {QStringLiteral("side"), QString::fromUtf8(side)}, {QStringLiteral("difficulty"), QStringLiteral("prince")}};
    };
    const QVariantMap setup{{QStringLiteral("seats"), QVariantList{seat("Anna", "rome", "B"), seat("Ben", "china", "A"),
                                                                 seat("Cleo", "egypt", "B")}},
                            {QStringLiteral("lastRound"), 8},
                            {QStringLiteral("cardSets"), QStringList{QStringLiteral("base"), QStringLiteral("dynasties")}}};
    if (QString e = startToActions(c, setup, QStringLiteral("bonus:gold")); !e.isEmpty())
        return QStringLiteral("dynasties scene: ") + e;
    const QVariantMap resource{{QStringLiteral("choice"), QStringLiteral("resource")}};
    const bool ok = c.takeTurmoil(0, QStringLiteral("roman_empire")) && c.buyCard(1, QStringLiteral("mount_kailash"), 1) &&
                    c.buyCard(2, QStringLiteral("aeneid"), 1, resource) && c.passTurn(0) && c.exploreNaturalWonder(1);
    if (!ok)
        return QStringLiteral("dynasties scene: an action was refused: ") + c.lastError();
    // Cleo's turn: the turmoil form shows Egypt's two dynasties.
    QObject *panel = window->findChild<QObject *>(QStringLiteral("actionPanel"));
    if (!panel)
        return QStringLiteral("dynasties scene: no action panel");
    QMetaObject::invokeMethod(panel, "openTurmoil");
    return {};
}

/// Two solo Dice Games to their end for the statistics' Solo tab (Anna uses 3 and then 1 Books, Food and Strength each round).
QString playSoloDiceGames(DiceGame &d)
{
    for (int books : {3, 1}) {
        if (!d.start({QStringLiteral("Anna")}, false))
            return QStringLiteral("solo dice: ") + d.lastError();
        for (int round = 1; round <= 4; ++round)
            if (!d.startRound(2, 2, 0) || !d.pass(0) || !d.recordUse(0, books, books, books, -1, -1) || !d.endRound())
                return QStringLiteral("solo dice: ") + d.lastError();
    }
    return {};
}

} // namespace

void settleEvents(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

void setupQuickStyle()
{
    // Fusion draws everything itself, so buttons keep their backgrounds with the software renderer
    // too (Material's elevation shader does not), on old table laptops and in offscreen runs.
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    // Whether the desktop is dark, before its palette is replaced below: the theme "system" follows it.
    AppSettings::noteSystemPalette(QGuiApplication::palette());
    QPalette p;
    const QColor window(0x1b, 0x1d, 0x22), base(0x26, 0x2a, 0x31), button(0x36, 0x3c, 0x46);
    const QColor text(0xec, 0xef, 0xf4), dim(0x8a, 0x92, 0x9e), accent(0xf0, 0xb4, 0x29);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, button);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, QColor(0x1b, 0x1d, 0x22));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Light, QColor(0x4a, 0x52, 0x5e));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x47, 0x52));
    p.setColor(QPalette::Mid, QColor(0x30, 0x35, 0x3e));
    p.setColor(QPalette::Dark, QColor(0x14, 0x16, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, dim);
    p.setColor(QPalette::Disabled, QPalette::Button, QColor(0x2a, 0x2e, 0x35));
    QGuiApplication::setPalette(p);
}

int runSelfTest()
{
    QTextStream out(stdout);
    auto result = [&out](const QString &why) {
        out << (why.isEmpty() ? QStringLiteral("self-test: PASS") : QStringLiteral("self-test: FAIL: ") + why) << Qt::endl;
        return why.isEmpty() ? 0 : 1;
    };
    try {
        UiHarness h;
        if (QString e = h.start({1280, 800}); !e.isEmpty())
            return result(e);
        if (h.page() != QLatin1String("start"))
            return result(QStringLiteral("expected the start page, got \"%1\"").arg(h.page()));

        QString check;
        QPointer<QObject> roundPage; // the round page last shown: destroyed once the breakdown replaces it
        ScriptedGameOptions options;
        options.lastRound = 2;
        options.onStage = [&](const QString &stage, int round) {
            h.settle();
            if (!check.isEmpty())
                return;
            if (stage == QLatin1String("round")) {
                roundPage = h.window->property("currentPage").value<QObject *>();
                if (!roundPage)
                    check = QStringLiteral("round %1: no page shown").arg(round);
            }
            if (stage == QLatin1String("breakdown") && roundPage)
                check = QStringLiteral("round %1: the round page is still in memory after the breakdown replaced it").arg(round);
            if (stage == QLatin1String("round") && h.page() != QLatin1String("round"))
                check = QStringLiteral("round %1: the round page is not shown (\"%2\")").arg(round).arg(h.page());
            if (stage == QLatin1String("breakdown") && h.page() != QLatin1String("resolution"))
                check = QStringLiteral("round %1: the breakdown is not shown (\"%2\")").arg(round).arg(h.page());
            if (stage == QLatin1String("final") && h.page() != QLatin1String("final"))
                check = QStringLiteral("the final score sheet is not shown (\"%1\")").arg(h.page());
            if (stage == QLatin1String("round") && round == 2) {
                // A second controller on the same file must resume exactly this state.
                AppServices again(loadEmbeddedCatalog(), h.controller->databasePath());
                GameController reopened(again);
                if (!reopened.hasGame() || !(reopened.state() == h.controller->state()))
                    check = QStringLiteral("reopening the database did not resume the same state");
            }
        };
        if (QString e = playScriptedGame(*h.controller, options); !e.isEmpty())
            return result(e);
        if (!check.isEmpty())
            return result(check);
        if (!h.warnings.isEmpty())
            return result(QStringLiteral("QML warnings: ") + h.warnings.join(QStringLiteral("\n")));

        // The score sheet adds up and is in the history.
        int sumTotals = 0;
        for (const QVariant &rv : h.controller->finalScore().value(QStringLiteral("rows")).toList()) {
            const QVariantMap r = rv.toMap();
            const int sum = r[QStringLiteral("gameVp")].toInt() + r[QStringLiteral("colonies")].toInt() + r[QStringLiteral("wonders")].toInt()
                + r[QStringLiteral("buildingsMilitary")].toInt() + r[QStringLiteral("resources")].toInt();
            if (sum != r[QStringLiteral("total")].toInt())
                return result(QStringLiteral("%1's total %2 is not the sum of the categories (%3)")
                                  .arg(r[QStringLiteral("name")].toString()).arg(r[QStringLiteral("total")].toInt()).arg(sum));
            sumTotals += sum;
        }
        AppServices again(loadEmbeddedCatalog(), h.controller->databasePath());
        GameController reopened(again);
        if (reopened.hasGame())
            return result(QStringLiteral("the finished game is still resumable"));
        if (reopened.history()->finishedCount() != 1)
            return result(QStringLiteral("the finished game is not in the history"));
        // An invalid action is refused with a message and not stored.
        h.controller->closeGame();
        if (h.controller->setValue(0, QStringLiteral("gold"), 3) || h.controller->lastError().isEmpty())
            return result(QStringLiteral("an action without a game was accepted"));
        h.settle();
        if (h.page() != QLatin1String("start"))
            return result(QStringLiteral("closing the game did not return to the start page"));
        out << "self-test: 2-player game of 2 rounds played, " << sumTotals << " VP scored in total" << Qt::endl;
        return result({});
    } catch (const std::exception &e) {
        return result(QString::fromUtf8(e.what()));
    }
}

int runScreenshots(const QString &dirPath)
{
    QTextStream err(stderr);
    QDir dir(dirPath);
    if (!dir.mkpath(QStringLiteral("."))) {
        err << "cannot create " << dirPath << Qt::endl;
        return 1;
    }
    try {
        UiHarness h;
        // The scan scene's photo is drawn first: OpenCV needs about 90 MiB for it for a moment, which is
        // the fixture's and not the UI's (bench/ui_memory does the same).
        const QString photo = h.dir.filePath(QStringLiteral("table-photo.jpg"));
        if (QString e = writeDemoBoardPhoto(photo, LabelIndex(loadEmbeddedCatalog())); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        if (QString e = h.start({1400, 900}); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        auto *settings = h.engine->singletonInstance<AppSettings *>(qmlTypeId("NationsCompanion", 1, 0, "AppSettings"));
        if (!settings) {
            err << "no AppSettings singleton" << Qt::endl;
            return 1;
        }
        QStringList saved;
        auto grab = [&](const QString &name) {
            h.settle();
            const QImage image = h.window->grabWindow();
            const QString path = dir.filePath(name);
            if (image.save(path))
                saved.append(path);
            else
                err << "could not save " << path << Qt::endl;
        };
        ScriptedGameOptions options;
        options.lastRound = 8;
        options.onStage = [&](const QString &stage, int round) {
            if (stage == QLatin1String("setup")) {
                QMetaObject::invokeMethod(h.window, "showSetupExample");
                grab(QStringLiteral("setup.png"));
            } else if (stage == QLatin1String("round") && round == 3) {
                grab(QStringLiteral("round.png"));
                settings->setTheme(QStringLiteral("light"));
                grab(QStringLiteral("round-light.png"));
                settings->setTheme(QStringLiteral("dark"));
            } else if (stage == QLatin1String("breakdown") && round == 4) {
                grab(QStringLiteral("round-breakdown.png"));
            } else if (stage == QLatin1String("final")) {
                grab(QStringLiteral("final-score.png"));
            }
        };
        if (QString e = playScriptedGame(*h.controller, options); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        if (QString e = playActionScene(*h.controller); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        grab(QStringLiteral("round-actions.png"));
        // The table view of the same moment, in its own window (a TV beside the table).
        QMetaObject::invokeMethod(h.window, "openTableView");
        h.settle();
        if (auto *table = qobject_cast<QQuickWindow *>(h.window->property("tableScreen").value<QObject *>())) {
            settleEvents(200);
            const QString path = dir.filePath(QStringLiteral("table-view.png"));
            if (table->grabWindow().save(path))
                saved.append(path);
            table->close();
            h.settle();
        } else {
            err << "the table view did not open" << Qt::endl;
        }
        if (QString e = showScanScene(h, photo); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        grab(QStringLiteral("scan.png"));
        QMetaObject::invokeMethod(h.window, "openGame");
        if (QString e = playDynastiesScene(*h.controller, h.window); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        grab(QStringLiteral("dynasties.png"));
        // The other game types, each: its setup page filled in, its game page in play, its final score pad.
        auto otherGame = [&](const char *setupPage, const char *gamePage, const QVariant &option, const QString &prefix,
                             const QString &middle, const std::function<QString(bool)> &scene) {
            QMetaObject::invokeMethod(h.window, setupPage);
            h.settle();
            QMetaObject::invokeMethod(h.window->property("currentPage").value<QObject *>(), "prefill",
                                      Q_ARG(QVariant, QVariant(QStringList{QStringLiteral("Anna"), QStringLiteral("Ben"),
                                                                           QStringLiteral("Chloé"), QStringLiteral("Dev")})),
                                      Q_ARG(QVariant, option));
            grab(prefix + QStringLiteral("-setup.png"));
            if (QString e = scene(false); !e.isEmpty())
                return e;
            QMetaObject::invokeMethod(h.window, gamePage);
            grab(prefix + middle);
            if (QString e = scene(true); !e.isEmpty())
                return e;
            grab(prefix + QStringLiteral("-final.png"));
            return QString();
        };
        // Nations: The Dice Game (a round being played), Wealth of Nations (round 2's Markets).
        QString e = otherGame("openDiceSetup", "openDiceGame", QVariant(false), QStringLiteral("dice"),
                              QStringLiteral("-round.png"), [&](bool end) { return playDiceScene(*h.dice, end); });
        if (e.isEmpty())
            e = otherGame("openWonSetup", "openWonGame", QVariant(1), QStringLiteral("won"), QStringLiteral("-markets.png"),
                          [&](bool end) { return playWealthScene(*h.wealth, end); });
        if (!e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        // The start page with the games played above: each game's panel from its own module.
        QMetaObject::invokeMethod(h.window, "openHome");
        grab(QStringLiteral("start.png"));
        // The statistics of the games played above: the players' table, then one player's charts.
        QMetaObject::invokeMethod(h.window, "openStatistics");
        grab(QStringLiteral("statistics.png"));
        h.statistics->statistics().setPlayer(QStringLiteral("Anna"));
        if (QObject *tabs = h.window->findChild<QObject *>(QStringLiteral("statsTabs")))
            tabs->setProperty("currentIndex", 4);
        settleEvents(500); // Qt Charts draws its scene after the layout has given the charts their size
        grab(QStringLiteral("statistics-player.png"));
        // The Solo tab: each solo game's Hall of Fame position when it was finished and the personal bests.
        if (QString e = playSoloDiceGames(*h.dice); !e.isEmpty()) {
            err << e << Qt::endl;
            return 1;
        }
        h.statistics->statistics().refresh();
        if (QObject *tabs = h.window->findChild<QObject *>(QStringLiteral("statsTabs")))
            tabs->setProperty("currentIndex", 5);
        settleEvents(500);
        grab(QStringLiteral("statistics-solo.png"));
        // The History page (issue 15 §2): a game logged without the app beside the games played above, one of
        // them with a place; then that game's edit dialog.
        HistoryEditor &history = h.statistics->editor();
        const QVariantList logged{QVariantMap{{"name", "Anna"}, {"nation", "china"}, {"side", "A"}, {"score", 58}},
                                  QVariantMap{{"name", "Ben"}, {"nation", "rome"}, {"side", "B"}, {"score", 61}}};
        if (history.logGame(QStringLiteral("nations"), QStringLiteral("2026-01-10"), QStringLiteral("Ben's kitchen"),
                            QStringLiteral("entered after the evening"), logged) == 0) {
            err << history.error() << Qt::endl;
            return 1;
        }
        if (!history.editGame(1, QString(), QStringLiteral("Anna's flat"), QString())
            || !history.correctScore(1, 1, 19, QStringLiteral("a colony was not counted"))) {
            err << history.error() << Qt::endl;
            return 1;
        }
        QMetaObject::invokeMethod(h.window, "openHome");
        QMetaObject::invokeMethod(h.window, "openHistory");
        grab(QStringLiteral("history.png"));
        if (QObject *dialog = h.window->findChild<QObject *>(QStringLiteral("gameEditDialog")))
            QMetaObject::invokeMethod(dialog, "openGame", Q_ARG(QVariant, QVariant(1)) /* the first scripted game */);
        settleEvents(300);
        grab(QStringLiteral("history-edit.png"));
        // Both themes (issue 16 §5): the round page (above), the start page, the statistics and the Settings page in the light theme,
        // the Settings page in the dark one too. The images above stay dark, as before.
        if (QObject *dialog = h.window->findChild<QObject *>(QStringLiteral("gameEditDialog")))
            QMetaObject::invokeMethod(dialog, "close");
        // Logging a game played without the app, by category: the Nations pad's rows A-E under each seat.
        if (QObject *dialog = h.window->findChild<QObject *>(QStringLiteral("logGameDialog"))) {
            QMetaObject::invokeMethod(dialog, "openEmpty");
            if (QObject *type = dialog->findChild<QObject *>(QStringLiteral("logGameType")))
                type->setProperty("currentIndex", 0); // Nations, first as on the start page
            if (QObject *byCategory = dialog->findChild<QObject *>(QStringLiteral("logByCategory")))
                byCategory->setProperty("checked", true);
            settleEvents(300);
            grab(QStringLiteral("history-log.png"));
            QMetaObject::invokeMethod(dialog, "close");
        }
        settings->setTheme(QStringLiteral("light"));
        QMetaObject::invokeMethod(h.window, "openHome");
        grab(QStringLiteral("start-light.png"));
        QMetaObject::invokeMethod(h.window, "openStatistics");
        settleEvents(500);
        grab(QStringLiteral("statistics-light.png"));
        QMetaObject::invokeMethod(h.window, "openHome");
        QMetaObject::invokeMethod(h.window, "openSettings");
        grab(QStringLiteral("settings-light.png"));
        settings->setTheme(QStringLiteral("dark"));
        grab(QStringLiteral("settings.png"));
        // The Settings page after Back up… (issue 15 §3): the job's bar at its end and what it wrote.
        {
            QTemporaryDir backups;
            HistoryFiles &files = h.statistics->files();
            QEventLoop wait;
            QObject::connect(&files, &HistoryFiles::finished, &wait, &QEventLoop::quit);
            if (files.backup(backups.filePath(QStringLiteral("nations-companion-backup.sqlite"))))
                wait.exec(); // finished() comes through this loop: queued from the job's thread
            if (!files.error().isEmpty()) {
                err << files.error() << Qt::endl;
                return 1;
            }
            grab(QStringLiteral("settings-backup.png"));
        }
        for (const QString &s : saved)
            QTextStream(stdout) << s << Qt::endl;
        if (saved.size() != 27)
            return 1;
    } catch (const std::exception &e) {
        err << e.what() << Qt::endl;
        return 1;
    }
    // Every page at the three checked window sizes with 5 players (issue 16 §1), in DIR/layouts.
    if (!dir.mkpath(QStringLiteral("layouts")))
        return 1;
    const QStringList problems = checkEveryPageLayout(dir.filePath(QStringLiteral("layouts")));
    for (const QString &p : problems)
        err << "layout: " << p << Qt::endl;
    return problems.isEmpty() ? 0 : 1;
}

} // namespace nc::app
