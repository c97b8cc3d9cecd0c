#include "selftest/layout_check.h"

#include <QHash>
#include <QKeySequence>
#include <QQuickItem>
#include <QQuickWindow>
#include <QVariantList>

#include "selftest/page_walk.h"
#include "selftest/scene_items.h"

namespace nc::app {

namespace {

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
    QQuickItem *root = checkedRoot(window); // an open dialog, else the page
    const bool dialog = root != window.contentItem();
    QList<Control> controls;
    collect(root, bounds, controls);
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
    if (primaries == 0 && !dialog) // a dialog's buttons are its actions: they must fit like every control
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

QStringList checkEveryPageLayout(const QString &screenshotDir) { return checkEveryPage(layoutProblems, screenshotDir); }

} // namespace nc::app
