import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion

// Start: each game of the family's panel (resume, new game, games played, solo Hall of Fame), the statistics.
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
    signal help()
    signal settings()

    RowLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 24

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap // a narrow window keeps the side panel whole
                text: qsTr("Nations Companion")
                font.pixelSize: 40
                font.bold: true
                color: Theme.accent
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("The bookkeeping of your game of Nations: boards, Resolution Phase, scores.")
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
            }
            // The group's pages, Settings and Help: on as many lines as the column needs (a Flow in an Item of
            // the column's width: Qt 6.4's Flow wraps at an explicit width only).
            Item {
                Layout.fillWidth: true
                implicitHeight: pagesFlow.implicitHeight
            Flow {
                id: pagesFlow
                width: parent.width
                spacing: 12
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
                Button {
                    objectName: "settingsButton"
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("Settings")
                    onClicked: root.settings()
                }
                Button {
                    objectName: "helpButton"
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("Help")
                    onClicked: root.help()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("How a round goes, the keys, where your games are kept, the version (F1)")
                }
            }
            }

            // Each game of the family from its own QML module, loaded by URL (the shell knows no game's types).
            Loader {
                objectName: "nationsStartLoader"
                Layout.fillWidth: true
                Layout.fillHeight: true
                focus: true
                source: "qrc:/qt/qml/NationsCompanion/Nations/NationsStartPanel.qml"
                onLoaded: {
                    item.newGame.connect(root.newGame)
                    item.resumeGame.connect(root.resumeGame)
                }
            }
        }

        Rectangle {
            Layout.preferredWidth: Math.min(380, root.width * 0.45)
            Layout.fillHeight: true
            radius: Theme.radius
            color: Theme.surface
            // The other games' panels scroll when the window is too low for all of them.
            ScrollView {
                id: sideScroll
                anchors.fill: parent
                anchors.margins: 16
                contentWidth: availableWidth
                clip: true
            ColumnLayout {
                width: sideScroll.availableWidth
                height: Math.max(implicitHeight, sideScroll.availableHeight)
                spacing: 8
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
                Loader {
                    objectName: "nationsHallOfFameLoader"
                    Layout.fillWidth: true
                    source: "qrc:/qt/qml/NationsCompanion/Nations/NationsHallOfFame.qml"
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
}
