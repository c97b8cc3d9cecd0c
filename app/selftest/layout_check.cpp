#include "selftest/layout_check.h"

#include <QDir>
#include <QHash>
#include <QImage>
#include <QKeySequence>
#include <QQuickItem>
#include <QQuickWindow>
#include <QVariantList>

#include <functional>

#include "selftest/scripted_game.h"
#include "selftest/selftest.h"
#include "selftest/app_harness.h"

namespace nc::app {

namespace {

/// The Qt Quick Controls a player clicks or types into. Popups (the overlay) are left out: a page is checked as shown.
bool isControl(const QQuickItem *item)
{
    for (const char *type : {"QQuickAbstractButton", "QQuickTextField", "QQuickTextArea", "QQuickComboBox",
                             "QQuickSpinBox", "QQuickSlider"})
        if (item->inherits(type))
            return true;
    return false;
}

bool isAncestor(const QQuickItem *ancestor, const QQuickItem *item)
{
    for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (p == ancestor)
            return true;
    return false;
}

QRectF sceneRect(const QQuickItem *item) { return item->mapRectToScene(QRectF(0, 0, item->width(), item->height())); }

/// `inner` lies inside `outer`, give or take a pixel of rounding.
bool inside(const QRectF &inner, const QRectF &outer) { return outer.adjusted(-1, -1, 1, 1).contains(inner); }

struct Control {
    QQuickItem *item = nullptr;
    QRectF full;     ///< in window coordinates
    QRectF visible;  ///< the part the window and every clipping parent let through (empty when none)
    bool scrollable = false; ///< inside a panel that scrolls and itself lies within the window
    const QQuickItem *panel = nullptr; ///< the nearest panel that does not scroll, named in the message
};

/// "objectName", else the text ("Start game"), else the type, with the nearest named parent for context.
QString nameOf(const QQuickItem *item)
{
    QString name = item->objectName();
    if (name.isEmpty())
        name = QLatin1Char('"') + item->property("text").toString().left(30) + QLatin1Char('"');
    if (name == QLatin1String("\"\""))
        name = QString::fromLatin1(item->metaObject()->className()).section(QLatin1Char('_'), 0, 0);
    for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (!p->objectName().isEmpty())
            return name + QStringLiteral(" (in ") + p->objectName() + QLatin1Char(')');
    return name;
}

/// " (the panel around it: geometry, content size)" for a cut-off control's message, "" without a panel.
QString panelOf(const QQuickItem *panel)
{
    if (!panel)
        return {};
    const QRectF r = sceneRect(panel);
    return QStringLiteral(" (the panel around it: %1x%2 at %3,%4, content %5x%6)").arg(r.width()).arg(r.height()).arg(r.x()).arg(r.y())
        .arg(panel->property("contentWidth").toReal()).arg(panel->property("contentHeight").toReal());
}

void collect(QQuickItem *item, const QRectF &window, QList<Control> &out)
{
    if (!item->isVisible() || item->opacity() <= 0 || item->inherits("QQuickOverlay"))
        return;
    if (isControl(item) && item->width() > 0 && item->height() > 0) {
        Control c{item, sceneRect(item), {}, false, nullptr};
        c.visible = c.full.intersected(window);
        for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem()) {
            if (p->clip())
                c.visible = c.visible.intersected(sceneRect(p));
            if (!p->inherits("QQuickFlickable"))
                continue;
            if (inside(sceneRect(p), window) && (p->property("contentHeight").toReal() > p->height() + 1
                                                 || p->property("contentWidth").toReal() > p->width() + 1))
                c.scrollable = true;
            else if (!c.panel)
                c.panel = p;
        }
        out.append(c);
    }
    for (QQuickItem *child : item->childItems())
        collect(child, window, out);
}

/// The key sequences of an enabled Shortcut (`sequence` and `sequences`, standard keys expanded), as text.
QStringList keysOf(const QObject *shortcut)
{
    QVariantList all = shortcut->property("sequences").toList();
    all.append(shortcut->property("sequence"));
    QStringList keys;
    for (const QVariant &v : all) {
        QList<QKeySequence> sequences;
        const int type = v.typeId(); // a StandardKey: an int, or a double when it comes from a QML list
        if (type == QMetaType::Int || type == QMetaType::Double || type == QMetaType::LongLong || type == QMetaType::UInt)
            sequences = QKeySequence::keyBindings(QKeySequence::StandardKey(v.toInt()));
        else if (!v.toString().isEmpty())
            sequences = {QKeySequence(v.toString())};
        for (const QKeySequence &k : sequences)
            keys.append(k.toString(QKeySequence::PortableText));
    }
    return keys;
}

/// Two enabled Shortcuts of the page on the same keys: Qt fires neither ("ambiguous"), so both are lost.
QStringList shortcutConflicts(QObject *root)
{
    QHash<QString, const QObject *> owner;
    QStringList conflicts;
    for (const QObject *o : root->findChildren<QObject *>()) {
        if (!o->inherits("QQuickShortcut") || !o->property("enabled").toBool())
            continue;
        for (const QString &k : keysOf(o)) {
            if (owner.contains(k) && owner.value(k) != o)
                conflicts.append(QStringLiteral("%1 is bound twice (%2, %3)").arg(k, owner.value(k)->parent()->metaObject()->className(),
                                                                                   o->parent()->metaObject()->className()));
            owner.insert(k, o);
        }
    }
    return conflicts;
}

} // namespace

QList<QSize> checkedWindowSizes() { return {QSize(800, 600), QSize(1024, 700), QSize(768, 1024)}; }

QStringList layoutProblems(QQuickWindow &window)
{
    const QRectF bounds(0, 0, window.width(), window.height());
    QList<Control> controls;
    collect(window.contentItem(), bounds, controls);
    QStringList problems;
    int primaries = 0;
    for (const Control &c : controls) {
        const bool whole = !c.visible.isEmpty() && inside(c.full, c.visible);
        if (c.item->property("primaryAction").toBool()) {
            ++primaries;
            if (!whole)
                problems.append(QStringLiteral("the primary action %1 is not entirely shown").arg(nameOf(c.item)));
        } else if (!whole && !c.scrollable) {
            problems.append(QStringLiteral("%1 is cut off by the window's edge and nothing scrolls to it").arg(nameOf(c.item))
                            + panelOf(c.panel));
        }
    }
    if (primaries == 0)
        problems.append(QStringLiteral("no primary action is shown"));
    problems.append(shortcutConflicts(&window)); // a Window's items are its QObject children, not its contentItem's
    for (int i = 0; i < controls.size(); ++i)
        for (int j = i + 1; j < controls.size(); ++j) {
            const Control &a = controls[i], &b = controls[j];
            if (isAncestor(a.item, b.item) || isAncestor(b.item, a.item))
                continue;
            const QRectF both = a.visible.intersected(b.visible);
            if (both.width() > 2 && both.height() > 2)
                problems.append(QStringLiteral("%1 and %2 overlap").arg(nameOf(a.item), nameOf(b.item)));
        }
    return problems;
}

QStringList checkEveryPageLayout(const QString &screenshotDir)
{
    QStringList problems;
    UiHarness h;
    if (QString e = h.start(checkedWindowSizes().constFirst()); !e.isEmpty())
        return {e};
    // The current page at every size: its problems, and its screenshots. `views` shows each view of the page in
    // turn at each size (the round page's two tabs in a narrow window), named by a suffix.
    using View = std::pair<QString, std::function<void()>>;
    auto check = [&](const QString &name, const QList<View> &views = {{QString(), [] {}}}) {
        for (const QSize &size : checkedWindowSizes()) {
            h.window->resize(size);
            for (int wait = 0; wait < 40 && h.window->contentItem()->size() != QSizeF(size); ++wait)
                settleEvents(25);
            for (const View &view : views) {
                view.second();
                // A grab renders a frame now, polishing every layout first (settling alone leaves them to the
                // render loop's next frame, late on a busy machine). A scroll view a tab has just shown was seen
                // to report its old size for a while: a problem counts once it has lasted a second.
                QStringList found;
                for (int pass = 0; pass < 20 && (pass < 3 || !found.isEmpty()); ++pass) {
                    settleEvents(50);
                    h.window->grabWindow();
                    found = layoutProblems(*h.window);
                }
                const QString shown = name + view.first;
                const QString where = QStringLiteral("%1 at %2x%3").arg(shown).arg(size.width()).arg(size.height());
                if (h.window->contentItem()->size() != QSizeF(size))
                    problems.append(where + QStringLiteral(": the window cannot be made this small (%1x%2)")
                                                .arg(h.window->width()).arg(h.window->height()));
                for (const QString &p : found)
                    problems.append(where + QStringLiteral(": ") + p);
                if (!screenshotDir.isEmpty())
                    h.window->grabWindow().save(QDir(screenshotDir).filePath(QStringLiteral("%1-%2x%3.png").arg(shown).arg(size.width()).arg(size.height())));
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
