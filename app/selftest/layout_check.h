#pragma once
// Does every page fit the window? (issue 16 §1: from 800×600 up, landscape and portrait, 1-5 players.)
// A geometric check of the live Qt Quick scene, not of screenshots: each control of the page must be reachable
// (inside the window, or inside a panel that scrolls), no two controls may overlap, and the page's primary
// actions (Buttons with `property bool primaryAction: true`) must be entirely visible without scrolling.

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

class QQuickWindow;

namespace nc::app {

/// The window sizes every page is checked at, in logical pixels: 800×600 (the smallest supported), 1024×700
/// (a table laptop) and 768×1024 (a portrait tablet on a stand).
QList<QSize> checkedWindowSizes();

/// What is wrong with the window's current page, or its open dialog (scene_items.h checkedRoot), at its current
/// size, one sentence each naming the controls
/// (objectName, else text, else type); empty when it fits. Looks at visible controls only (buttons, fields,
/// boxes, spin boxes, sliders): one cut off by the window edge without a scrolling panel around it, two whose
/// visible parts overlap by more than 2 px, no visible primary action (a page's; a dialog's buttons are
/// checked as controls), a primary action not entirely shown, or
/// two enabled Shortcuts on the same keys (Qt then fires neither).
QStringList layoutProblems(QQuickWindow &window);

/// checkEveryPage(layoutProblems): every page at every checkedWindowSizes() size with 5 players (page_walk.h).
QStringList checkEveryPageLayout(const QString &screenshotDir = {});

} // namespace nc::app
