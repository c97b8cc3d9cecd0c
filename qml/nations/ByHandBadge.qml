import QtQuick
import QtQuick.Controls
import NationsCompanion.Ui

// The "by hand" badge of a card the engine does not fully automate; the reason (one line per rule
// not applied, from the coverage classification) is the tooltip.
Label {
    id: root

    property string reason

    objectName: "byHandBadge"
    text: qsTr("by hand")
    color: Theme.background
    font.pixelSize: Theme.fontSmall
    font.bold: true
    padding: 3
    background: Rectangle { color: Theme.warning; radius: 4 }

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && root.reason.length > 0
    ToolTip.text: root.reason
}
