#include "selftest/accessibility_check.h"

#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>

#include "selftest/scene_items.h"

namespace nc::app {

namespace {

/// A part of a combo or spin box (an editable box's text field) is named and reached as the box itself.
bool isPartOfABox(const QQuickItem *item)
{
    for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (p->inherits("QQuickComboBox") || p->inherits("QQuickSpinBox"))
            return true;
    return false;
}

void collect(QQuickItem *item, QList<QQuickItem *> &out)
{
    if (!item->isVisible() || !item->isEnabled() || item->opacity() <= 0 || item->inherits("QQuickOverlay"))
        return;
    if (isControl(item) && item->width() > 0 && item->height() > 0 && !isPartOfABox(item))
        out.append(item);
    for (QQuickItem *child : item->childItems())
        collect(child, out);
}

/// Every item Tab visits from `root` (the window's content, or an open dialog), in order, until it comes round again.
QSet<const QQuickItem *> tabChain(QQuickItem *root)
{
    QSet<const QQuickItem *> chain;
    for (QQuickItem *i = root->nextItemInFocusChain(true); i && !chain.contains(i); i = i->nextItemInFocusChain(true))
        chain.insert(i);
    return chain;
}

bool inChain(const QQuickItem *item, const QSet<const QQuickItem *> &chain)
{
    if (chain.contains(item))
        return true;
    for (const QQuickItem *child : item->childItems())
        if (inChain(child, chain))
            return true;
    return false;
}

/// In the chain; or a list's delegate when Tab reaches the list (arrow keys go through its rows); or a mouse
/// shortcut whose `keyboardAlternative` (the number field beside a counter's − and +) Tab reaches.
bool reachedByTab(const QQuickItem *item, const QSet<const QQuickItem *> &chain)
{
    if (inChain(item, chain))
        return true;
    if (auto *alternative = item->property("keyboardAlternative").value<QQuickItem *>())
        return inChain(alternative, chain);
    // A row of a list (a delegate itself, not a button inside one: the arrow keys do not reach those).
    const QQuickItem *list = item->parentItem() ? item->parentItem()->parentItem() : nullptr;
    return list && list->inherits("QQuickItemView") && chain.contains(list);
}

QString nameOf(const QQuickItem *item)
{
    QString name = item->objectName();
    if (name.isEmpty())
        name = QString::fromLatin1(item->metaObject()->className()).section(QLatin1Char('_'), 0, 0);
    const QString text = item->property("text").toString();
    if (!text.isEmpty())
        name += QStringLiteral(" \"") + text.left(30) + QLatin1Char('"');
    for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (!p->objectName().isEmpty())
            return name + QStringLiteral(" (in ") + p->objectName() + QLatin1Char(')');
    return name;
}

} // namespace

QStringList accessibilityProblems(QQuickWindow &window)
{
    QQuickItem *root = checkedRoot(window); // an open dialog, else the page
    QList<QQuickItem *> controls;
    collect(root, controls);
    const QSet<const QQuickItem *> chain = tabChain(root);
    QStringList problems;
    for (QQuickItem *c : controls) {
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(c);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            problems.append(QStringLiteral("%1 has no accessible name").arg(nameOf(c)));
        if (!reachedByTab(c, chain))
            problems.append(QStringLiteral("%1 cannot be reached with Tab").arg(nameOf(c)));
    }
    return problems;
}

} // namespace nc::app
