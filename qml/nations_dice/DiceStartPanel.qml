import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The Dice Game on the start page: resume the unfinished game, start a new one, and its own solo Hall of
// Fame (R l.240-249: 50 Trajan ... 10 Dan Quayle; not Nations' list).
Rectangle {
    id: root

    signal newGame()
    signal resumeGame()

    readonly property bool canResume: DiceGame.hasGame && DiceGame.phase !== "ended"

    implicitHeight: column.implicitHeight + 24
    radius: Theme.radius
    color: Theme.surface

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        SectionHeader { text: qsTr("Nations: The Dice Game") }
        RowLayout {
            spacing: 10
            Button {
                objectName: "diceResume"
                visible: root.canResume
                highlighted: true
                text: qsTr("Resume round %1").arg(DiceGame.round)
                onClicked: root.resumeGame()
            }
            Button {
                objectName: "diceNewGame"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                text: qsTr("New Dice Game")
                onClicked: root.newGame()
            }
        }
        Label {
            visible: DiceGame.games.length > 0
            text: qsTr("Games played")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Repeater {
            model: DiceGame.games.slice(0, 5)
            delegate: Label {
                required property var modelData
                required property int index
                objectName: "diceGame_" + index
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: modelData.date + " · " + modelData.players
                      + (modelData.status === "finished" ? " · \u2605 " + (modelData.solo ? (modelData.title || qsTr("solo")) : modelData.winner)
                         : modelData.status === "active" ? qsTr(" · in progress") : qsTr(" · abandoned"))
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
        Label { text: qsTr("Solo Hall of Fame"); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
        Repeater {
            model: DiceGame.hallOfFame
            delegate: Label {
                required property var modelData
                required property int index
                objectName: "diceHallOfFame_" + index
                text: (index + 1) + ". " + modelData.player + " — " + modelData.score
                      + (modelData.title ? " · " + modelData.title : "") + " (" + modelData.date + ")"
                color: Theme.text
            }
        }
        Flow {
            visible: DiceGame.hallOfFame.length === 0
            Layout.fillWidth: true
            spacing: 6
            Repeater {
                model: DiceGame.hallOfFameTitles
                delegate: Label {
                    required property var modelData
                    text: modelData.score + "+ " + modelData.title
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                    padding: 4
                    background: Rectangle { color: Theme.surfaceHigh; radius: 4 }
                }
            }
        }
    }
}
