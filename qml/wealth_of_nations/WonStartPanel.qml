import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// Wealth of Nations on the start page: resume the unfinished game, start a new one, the games played.
Rectangle {
    id: root

    signal newGame()
    signal resumeGame()

    readonly property bool canResume: WealthGame.hasGame && WealthGame.phase !== "ended"

    implicitHeight: column.implicitHeight + 24
    radius: Theme.radius
    color: Theme.surface

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        SectionHeader { text: qsTr("Wealth of Nations") }
        RowLayout {
            spacing: 10
            Button {
                objectName: "wonResume"
                visible: root.canResume
                highlighted: true
                text: qsTr("Resume round %1").arg(WealthGame.round)
                onClicked: root.resumeGame()
            }
            Button {
                objectName: "wonNewGame"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                text: qsTr("New game")
                onClicked: root.newGame()
            }
        }
        Repeater {
            model: WealthGame.games.slice(0, 3)
            delegate: Label {
                required property var modelData
                required property int index
                objectName: "wonGame_" + index
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: modelData.date + " · " + modelData.players
                      + (modelData.status === "finished" ? " · \u2605 " + modelData.winner
                         : modelData.status === "active" ? qsTr(" · in progress") : qsTr(" · abandoned"))
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}
