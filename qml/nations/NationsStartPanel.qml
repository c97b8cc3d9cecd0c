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
            // Tab reaches the list, the arrow keys go through the games and Return opens one, as a click does.
            activeFocusOnTab: true
            Accessible.name: qsTr("Nations: games played")
            Keys.onReturnPressed: if (currentItem && currentItem.enabled) currentItem.clicked()
            Keys.onEnterPressed: if (currentItem && currentItem.enabled) currentItem.clicked()
            delegate: ItemDelegate {
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
                padding: 8
                focusPolicy: Qt.NoFocus
                readonly property bool keyboardCurrent: ListView.isCurrentItem && ListView.view.activeFocus
                // A damaged game opens read-only up to its last good action.
                enabled: game.status === "finished" || game.damage.length > 0
                Accessible.name: qsTr("Game of %1: %2").arg(game.date).arg(game.players)
                onClicked: GameController.openFinishedGame(game.gameId)
                background: Rectangle {
                    radius: Theme.radius
                    color: game.hovered || game.keyboardCurrent ? Theme.surfaceHigh : Theme.surface
                    border.width: game.keyboardCurrent ? 2 : 0
                    border.color: Theme.accent
                }
                contentItem: RowLayout {
                    id: gameRow
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
