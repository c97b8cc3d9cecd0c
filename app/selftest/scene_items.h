#pragma once
// What the page checks (layout_check.h, accessibility_check.h) share about a live Qt Quick scene.

#include <QByteArray>

class QQmlApplicationEngine;
class QQuickItem;
class QQuickWindow;

namespace nc::app {

/// A Qt Quick Control a player clicks or types into: a button of any kind (check box, tab, delegate...), a text
/// field or area, a combo or spin box, a slider.
bool isControl(const QQuickItem *item);

/// What a player sees and works with now: the item of the topmost open popup (a dialog covers the page, and Tab
/// stays inside it), else the window's content. The checks open no tool tip or menu, so an open popup is a dialog.
QQuickItem *checkedRoot(QQuickWindow &window);

/// Loads `qml` (a Window; QtQuick and QtQuick.Controls are imported before it) into `engine`, shows it and lets
/// it settle: the small scenes the checks' own tests are made of. nullptr when it does not load.
QQuickWindow *showScene(QQmlApplicationEngine &engine, const QByteArray &qml);

} // namespace nc::app
