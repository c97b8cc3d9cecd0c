import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A large read-only number with its label (Strength, Stability...) and the explanation as tooltip/text.
Rectangle {
    id: root

    property string label
    property int value
    property color accent: Theme.text
    property string explanation

    implicitWidth: Math.max(150, column.implicitWidth + 24)
    implicitHeight: column.implicitHeight + 16
    radius: Theme.radius
    color: Theme.surfaceHigh
    border.color: Qt.darker(accent, 1.6)

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        spacing: 0
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: root.label
            color: root.accent
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
        Label {
            objectName: "value"
            Layout.alignment: Qt.AlignHCenter
            text: root.value
            color: Theme.text
            font.pixelSize: Theme.fontHuge
            font.bold: true
        }
    }
    ToolTip.visible: hover.hovered && explanation.length > 0
    ToolTip.text: explanation
    HoverHandler { id: hover }
}
