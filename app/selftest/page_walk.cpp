#include "selftest/page_walk.h"

#include <QDir>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QVariantList>

#include "selftest/app_harness.h"
#include "selftest/layout_check.h"
#include "selftest/scripted_game.h"
#include "selftest/selftest.h"

namespace nc::app {

QStringList checkEveryPage(const PageCheck &pageProblems, const QString &screenshotDir)
{
    QStringList problems;
    UiHarness h;
    if (QString e = h.start(checkedWindowSizes().constFirst()); !e.isEmpty())
        return {e};
    using View = std::pair<QString, std::function<void()>>;
    // The scene as it is now at `size`, named `shown`: its problems, and its screenshot.
    auto checkNow = [&](const QString &shown, const QSize &size) {
        // A grab renders a frame now, polishing every layout first (settling alone leaves them to the render
        // loop's next frame, late on a busy machine). A scroll view a tab has just shown was seen to report its
        // old size for a while: a problem counts once it has lasted a second.
        QStringList found;
        for (int pass = 0; pass < 20 && (pass < 3 || !found.isEmpty()); ++pass) {
            settleEvents(50);
            h.window->grabWindow();
            found = pageProblems(*h.window);
        }
        const QString where = QStringLiteral("%1 at %2x%3").arg(shown).arg(size.width()).arg(size.height());
        if (h.window->contentItem()->size() != QSizeF(size))
            problems.append(where + QStringLiteral(": the window cannot be made this small (%1x%2)")
                                        .arg(h.window->width()).arg(h.window->height()));
        for (const QString &p : found)
            problems.append(where + QStringLiteral(": ") + p);
        if (!screenshotDir.isEmpty())
            h.window->grabWindow().save(QDir(screenshotDir).filePath(QStringLiteral("%1-%2x%3.png").arg(shown).arg(size.width()).arg(size.height())));
    };
    // The current page at every size, and each of its dialogs opened in turn (they open over the page as the
    // page's buttons open them, in whatever state the page is in). `views` shows each view of the page in turn
    // at each size (the round page's two tabs in a narrow window), named by a suffix.
    auto check = [&](const QString &name, const QList<View> &views = {{QString(), [] {}}}) {
        QList<QObject *> dialogs;
        if (QObject *page = h.window->property("currentPage").value<QObject *>())
            for (QObject *o : page->findChildren<QObject *>())
                if (o->inherits("QQuickDialog"))
                    dialogs.append(o);
        for (const QSize &size : checkedWindowSizes()) {
            h.window->resize(size);
            for (int wait = 0; wait < 40 && h.window->contentItem()->size() != QSizeF(size); ++wait)
                settleEvents(25);
            for (const View &view : views) {
                view.second();
                checkNow(name + view.first, size);
            }
            for (QObject *d : dialogs) {
                const QString dialogName = d->objectName().isEmpty() ? QString::fromLatin1(d->metaObject()->className()).section(QLatin1Char('_'), 0, 0)
                                                                     : d->objectName();
                QMetaObject::invokeMethod(d, "open");
                checkNow(name + QLatin1Char('+') + dialogName, size);
                QMetaObject::invokeMethod(d, "close");
                for (int wait = 0; wait < 40 && d->property("visible").toBool(); ++wait)
                    settleEvents(25);
            }
        }
    };
    auto page = [&h]() { return h.window->property("currentPage").value<QObject *>(); };
    const QStringList five{QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Chloé"), QStringLiteral("Dev"), QStringLiteral("Emil")};

    // Nations: setup with five seats, then a 5-player game of two rounds through every page it shows.
    QMetaObject::invokeMethod(h.window, "showSetupExample");
    h.settle();
    QVariantList seats;
    const char *const nations[] = {"egypt", "rome", "greece", "china", "persia"};
    for (int i = 0; i < 5; ++i)
        seats.append(QVariantMap{{QStringLiteral("name"), five[i]}, {QStringLiteral("nation"), QString::fromLatin1(nations[i])},
                                 {QStringLiteral("side"), QStringLiteral("B")}, {QStringLiteral("difficulty"), QStringLiteral("prince")}});
    QMetaObject::invokeMethod(page(), "prefill", Q_ARG(QVariant, QVariant(seats)), Q_ARG(QVariant, QVariant(8)));
    check(QStringLiteral("setup"));
    ScriptedGameOptions options;
    options.lastRound = 2;
    options.players = 5;
    options.onStage = [&](const QString &stage, int round) {
        h.settle();
        if (stage == QLatin1String("round") && round == 1) {
            // A narrow window shows the round's inputs and the boards on two tabs: both.
            QObject *tabs = h.window->findChild<QObject *>(QStringLiteral("roundBodyTabs"));
            if (!tabs)
                problems.append(QStringLiteral("the round page has no roundBodyTabs"));
            else
                check(QStringLiteral("round"), {{QString(), [tabs] { tabs->setProperty("currentIndex", 1); }},
                                                {QStringLiteral("-inputs"), [tabs] { tabs->setProperty("currentIndex", 0); }}});
            QMetaObject::invokeMethod(h.window, "openScan", Q_ARG(QVariant, 4));
            h.settle();
            check(QStringLiteral("scan"));
            QMetaObject::invokeMethod(h.window, "openGame");
        } else if (stage == QLatin1String("breakdown") && round == 1) {
            check(QStringLiteral("resolution"));
        } else if (stage == QLatin1String("final")) {
            check(QStringLiteral("final"));
        }
    };
    if (QString e = playScriptedGame(*h.controller, options); !e.isEmpty())
        problems.append(QStringLiteral("the 5-player Nations game: ") + e);

    // Nations: The Dice Game (4 players, its maximum) and Wealth of Nations (5 players).
    QMetaObject::invokeMethod(h.window, "openDiceSetup");
    h.settle();
    QMetaObject::invokeMethod(page(), "prefill", Q_ARG(QVariant, QVariant(five.mid(0, 4))), Q_ARG(QVariant, QVariant(false)));
    check(QStringLiteral("dice-setup"));
    if (!h.dice->start(five.mid(0, 4), false) || !h.dice->startRound(2, 3, 0))
        problems.append(QStringLiteral("the 4-player Dice Game: ") + h.dice->lastError());
    QMetaObject::invokeMethod(h.window, "openDiceGame");
    check(QStringLiteral("dice"));
    QMetaObject::invokeMethod(h.window, "openWonSetup");
    h.settle();
    QMetaObject::invokeMethod(page(), "prefill", Q_ARG(QVariant, QVariant(five)), Q_ARG(QVariant, QVariant(1)));
    check(QStringLiteral("won-setup"));
    const QStringList flags{QStringLiteral("bolshevia"), QStringLiteral("bharat"), QStringLiteral("showa_republic"),
                            QStringLiteral("anglica"), QStringLiteral("arazzaq")};
    if (!h.wealth->start(five, flags, 1))
        problems.append(QStringLiteral("the 5-player Wealth of Nations game: ") + h.wealth->lastError());
    QMetaObject::invokeMethod(h.window, "openWonGame");
    check(QStringLiteral("won"));

    // The start page with the games above, and the group's pages.
    QMetaObject::invokeMethod(h.window, "openHome");
    check(QStringLiteral("start"));
    QMetaObject::invokeMethod(h.window, "openHistory");
    check(QStringLiteral("history"));
    QMetaObject::invokeMethod(h.window, "openHome");
    QMetaObject::invokeMethod(h.window, "openStatistics");
    check(QStringLiteral("statistics"));
    QMetaObject::invokeMethod(h.window, "openHome");
    QMetaObject::invokeMethod(h.window, "openHelp");
    check(QStringLiteral("help"));
    QMetaObject::invokeMethod(h.window, "openHome");
    QMetaObject::invokeMethod(h.window, "openSettings");
    check(QStringLiteral("settings"));

    for (const QString &w : h.warnings)
        problems.append(QStringLiteral("QML warning: ") + w);
    return problems;
}

} // namespace nc::app
