import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// Nations on the start page: resume the unfinished game, start a new one, and the games played (a finished
// one opens its score sheet; a damaged one opens read-only up to its last good action).
FocusScope {
    id: root

    signal newGame()
    signal resumeGame()

    readonly property bool canResume: GameController.hasGame && GameController.phase !== "finished"

    Shortcut { sequence: "Ctrl+N"; onActivated: root.newGame() }
    Shortcut { sequence: "Ctrl+R"; enabled: root.canResume; onActivated: root.resumeGame() }

    ColumnLayout {
        anchors.fill: parent
        spacing: 16

        RowLayout {
            spacing: 12
            Button {
                id: resumeButton
                objectName: "resumeButton"
                visible: root.canResume
                highlighted: true
                focus: root.canResume
                font.pixelSize: Theme.fontLarge
                text: qsTr("Resume round %1 — %2").arg(GameController.round).arg(playerNames())
                function playerNames() {
                    let names = []
                    for (let i = 0; i < GameController.players.count; ++i)
                        names.push(GameController.players.get(i).name)
                    return names.join(", ")
                }
                onClicked: root.resumeGame()
                Keys.onReturnPressed: root.resumeGame()
            }
            Button {
                objectName: "newGameButton"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                highlighted: !root.canResume
                focus: !root.canResume
                font.pixelSize: Theme.fontLarge
                text: qsTr("New game")
                onClicked: root.newGame()
                Keys.onReturnPressed: root.newGame()
            }
            Label {
                text: qsTr("Ctrl+N new game") + (root.canResume ? qsTr(" · Ctrl+R resume") : "")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }

        SectionHeader {
            text: qsTr("Nations: games played")
            hint: qsTr("%1 finished · click one to see its score sheet").arg(GameController.history.finishedCount)
        }
        ListView {
            id: historyList
            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: GameController.history
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: game
                required property var gameId
                required property string date
                required property string status
                required property string players
                required property string winner
                required property string title
                required property bool solo
                required property string damage
                width: ListView.view.width
                height: gameRow.implicitHeight + 16
                radius: Theme.radius
                color: mouse.containsMouse ? Theme.surfaceHigh : Theme.surface
                RowLayout {
                    id: gameRow
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 12
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Label { text: game.date; color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                        Label { Layout.fillWidth: true; text: game.players; color: Theme.text; font.pixelSize: Theme.fontNormal; wrapMode: Text.Wrap }
                    }
                    Label {
                        visible: game.status === "finished"
                        text: game.solo ? (game.title.length > 0 ? "\u2605 " + game.title : qsTr("solo"))
                                        : "\u2605 " + game.winner
                        color: Theme.accent
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                    Label {
                        objectName: "damageMark"
                        visible: game.damage.length > 0
                        text: "\u26A0 " + game.damage
                        color: Theme.danger
                        font.pixelSize: Theme.fontNormal
                    }
                    Label {
                        visible: game.status !== "finished"
                        text: game.status === "active" ? qsTr("in progress") : qsTr("abandoned")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontNormal
                    }
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    // A damaged game opens read-only up to its last good action.
                    enabled: game.status === "finished" || game.damage.length > 0
                    onClicked: GameController.openFinishedGame(game.gameId)
                }
            }
            Label {
                anchors.centerIn: parent
                visible: historyList.count === 0
                text: qsTr("No games yet. Start one!")
                color: Theme.textDim
                font.pixelSize: Theme.fontLarge
            }
        }
    }
}
