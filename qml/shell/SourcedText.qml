import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A sentence in plain words for the players, and its sources (rulebook page, FAQ) one click away: a small
// "Source" button (Tab reaches it, Space opens it) shows them below the sentence, and hides them again.
ColumnLayout {
    id: root

    property string text
    property string sources          ///< "" = no button
    property color color: Theme.text
    property int pixelSize: Theme.fontNormal
    property int textFormat: Text.AutoText
    property bool showSources: false

    spacing: 1
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        Label {
            objectName: "sourcedSentence"
            Layout.fillWidth: true
            text: root.text
            textFormat: root.textFormat
            wrapMode: Text.Wrap
            color: root.color
            font.pixelSize: root.pixelSize
        }
        ToolButton {
            objectName: "sourceButton"
            visible: root.sources !== ""
            text: qsTr("Source")
            font.pixelSize: Theme.fontSmall
            checkable: true
            checked: root.showSources
            onToggled: root.showSources = checked
            Accessible.name: qsTr("Source of: %1").arg(root.text)
        }
    }
    Label {
        objectName: "sourcesText"
        visible: root.showSources && root.sources !== ""
        Layout.fillWidth: true
        text: root.sources
        wrapMode: Text.Wrap
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
}
