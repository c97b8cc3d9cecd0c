import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion

// Start: resume the unfinished game, start a new one, the finished games and the solo Hall of Fame.
FocusScope {
    id: root

    signal newGame()
    signal resumeGame()
    signal newDiceGame()
    signal resumeDiceGame()
    signal statistics()
    signal history()
    signal newWonGame()
    signal resumeWonGame()

    readonly property bool canResume: GameController.hasGame && GameController.phase !== "finished"

    Shortcut { sequence: "Ctrl+N"; onActivated: root.newGame() }
    Shortcut { sequence: "Ctrl+R"; enabled: root.canResume; onActivated: root.resumeGame() }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 24

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            Label {
                text: qsTr("Nations Companion")
                font.pixelSize: 40
                font.bold: true
                color: Theme.accent
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap // the 1000 px minimum window keeps the side panel whole
                text: qsTr("The bookkeeping of your game of Nations: boards, Resolution Phase, scores.")
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
            }
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
                    highlighted: !root.canResume
                    focus: !root.canResume
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("New game")
                    onClicked: root.newGame()
                    Keys.onReturnPressed: root.newGame()
                }
                Button {
                    objectName: "statisticsButton"
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("Statistics")
                    onClicked: root.statistics()
                }
                Button {
                    objectName: "historyButton"
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("History")
                    onClicked: root.history()
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

        Rectangle {
            Layout.preferredWidth: 380
            Layout.fillHeight: true
            radius: Theme.radius
            color: Theme.surface
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 16
                spacing: 8
                // The other games of the family, each from its own QML module (loaded by URL).
                Loader {
                    id: diceStart
                    objectName: "diceStartLoader"
                    Layout.fillWidth: true
                    source: "qrc:/qt/qml/NationsCompanion/NationsDice/DiceStartPanel.qml"
                    onLoaded: {
                        item.newGame.connect(root.newDiceGame)
                        item.resumeGame.connect(root.resumeDiceGame)
                    }
                }
                Loader {
                    objectName: "wonStartLoader"
                    Layout.fillWidth: true
                    source: "qrc:/qt/qml/NationsCompanion/WealthOfNations/WonStartPanel.qml"
                    onLoaded: {
                        item.newGame.connect(root.newWonGame)
                        item.resumeGame.connect(root.resumeWonGame)
                    }
                }
                SectionHeader { text: qsTr("Nations: solo Hall of Fame") }
                Repeater {
                    model: GameController.hallOfFame
                    delegate: RowLayout {
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        Label { text: (index + 1) + "."; color: Theme.textDim; font.pixelSize: Theme.fontNormal }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Label { text: modelData.player + " — " + modelData.nation + " " + modelData.side; color: Theme.text; font.pixelSize: Theme.fontNormal }
                            Label { text: modelData.date + (modelData.title ? " · " + modelData.title : ""); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                        }
                        Label { text: modelData.score; color: Theme.accent; font.pixelSize: Theme.fontTitle; font.bold: true }
                    }
                }
                Label {
                    visible: GameController.hallOfFame.length === 0
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("No solo game finished yet. Titles by score:")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontNormal
                }
                Flow {
                    visible: GameController.hallOfFame.length === 0
                    Layout.fillWidth: true
                    spacing: 6
                    Repeater {
                        model: GameController.hallOfFameTitles
                        delegate: Label {
                            required property var modelData
                            text: modelData.minScore + "+ " + modelData.title
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            padding: 4
                            background: Rectangle { color: Theme.surfaceHigh; radius: 4 }
                        }
                    }
                }
                Item { Layout.fillHeight: true }
                Label {
                    Layout.fillWidth: true
                    text: GameController.storageReady ? qsTr("Saved in %1").arg(GameController.databasePath)
                                                      : qsTr("The database is not available: nothing is saved.")
                    color: GameController.storageReady ? Theme.textDim : Theme.danger
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WrapAnywhere
                }
            }
        }
    }
}
