import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A refused action: what the engine or the database said, in plain words, until the next success or until
// the table dismisses it (a new message shows again).
Rectangle {
    id: root

    property string message
    property bool dismissed: false

    onMessageChanged: dismissed = false
    visible: message.length > 0 && !dismissed
    height: visible ? row.implicitHeight + 20 : 0
    color: Theme.dangerSurface

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 10
        Label {
            text: "\u26A0"
            font.pixelSize: Theme.fontLarge
            color: Theme.danger
        }
        Label {
            objectName: "errorText"
            Layout.fillWidth: true
            text: root.message
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontNormal
        }
        ToolButton {
            objectName: "dismissBanner"
            text: "\u2715"
            Accessible.name: qsTr("Dismiss")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Dismiss this message")
            onClicked: root.dismissed = true
        }
    }
}
