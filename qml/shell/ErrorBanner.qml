import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A refused action: what the engine or the database said, in plain words, until the next success or until
// the table dismisses it (a new message shows again). `sources`: where the refused rule stands ("Rulebook
// p.16"), one click away (SourcedText), never in the sentence.
Rectangle {
    id: root

    property string message
    property string sources
    property bool dismissed: false

    onMessageChanged: {
        dismissed = false
        errorText.showSources = false
    }
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
        SourcedText {
            id: errorText
            objectName: "errorText"
            Layout.fillWidth: true
            text: root.message
            sources: root.sources
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
