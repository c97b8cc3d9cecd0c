#pragma once
// Can a screen reader name every control, and a keyboard reach it? (issue 16 §5: "every control has an
// accessible name; the whole app can be driven by keyboard".) A check of the live Qt Quick scene through the
// same interfaces assistive technology uses: QAccessible for names, the Tab focus chain for the keyboard.

#include <QStringList>

class QQuickWindow;

namespace nc::app {

/// What a screen reader or a keyboard user cannot get at on the window's current page, or in its open dialog
/// (scene_items.h checkedRoot: a dialog covers the page), one sentence each
/// naming the control (objectName, else its type, with the nearest named parent); empty when nothing.
/// Looks at the visible, enabled controls a player clicks or types into (buttons, check boxes, tabs, fields,
/// combo and spin boxes, sliders):
/// - "has no accessible name": QAccessible reports an empty Name (no text, no Accessible.name);
/// - "cannot be reached with Tab": neither it nor anything inside it is in the window's Tab focus chain, nor
///   (a list's row) the list it is in, nor the item its `keyboardAlternative` property names (a counter's − and +
///   are left out of the chain: Up and Down in its number field do the same).
/// The parts of a combo or spin box (an editable box's text field) count as the box.
/// Needs QAccessible::setActive(true) before the scene is made, as a screen reader does: Qt Quick Controls
/// fill in their names (a button's text) only while accessibility is active.
QStringList accessibilityProblems(QQuickWindow &window);

} // namespace nc::app
