import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The history of every game type (issue 15 §2): the games newest first, filtered by game type, each editable
// (GameEditDialog) or deleted to the trash with an Undo; the trash with Restore; "Log a game…" for a game
// played without the app; the players, renamed and merged (PlayersView); Export… as JSON, CSV or a BG Stats play
// file with a progress bar (FileJobBar, HistoryFiles). Every change is stored by
// HistoryEditor before the page shows it; a refusal is shown in the banner and changes nothing.
FocusScope {
    id: root
    signal home()

    Shortcut { sequence: "Escape"; onActivated: root.home() }
    Component.onCompleted: HistoryEditor.refresh()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Label {
                text: qsTr("History")
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.accent
            }
            ComboBox {
                id: gameFilter
                objectName: "historyGameFilter"
                Layout.preferredWidth: 240
                Accessible.name: qsTr("Game")
                model: [{ id: "", name: qsTr("Every game") }].concat(HistoryEditor.gameTypes)
                textRole: "name"
                valueRole: "id"
                onActivated: HistoryEditor.gameType = currentValue
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "exportButton"
                text: qsTr("Export…")
                enabled: !HistoryFiles.busy
                onClicked: exportMenu.open()
                Menu {
                    id: exportMenu
                    y: parent.height
                    MenuItem {
                        objectName: "exportJson"
                        text: qsTr("JSON history…")
                        onTriggered: fileJobs.exportHistory("json")
                    }
                    MenuItem {
                        objectName: "exportCsv"
                        text: qsTr("CSV for spreadsheets…")
                        onTriggered: fileJobs.exportHistory("csv")
                    }
                    MenuItem {
                        objectName: "exportBgStats"
                        text: qsTr("BG Stats play file…")
                        onTriggered: fileJobs.exportHistory("bgstats")
                    }
                }
            }
            Button {
                objectName: "logGameButton"
                text: qsTr("Log a game…")
                onClicked: logDialog.openEmpty()
            }
            Button {
                objectName: "homeButton"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                text: qsTr("Home")
                onClicked: root.home()
            }
        }

        // Export's file dialog, progress bar and Cancel, and what it wrote.
        FileJobBar {
            id: fileJobs
            objectName: "historyFileJobs"
            Layout.fillWidth: true
        }

        ErrorBanner {
            objectName: "historyError"
            Layout.fillWidth: true
            message: HistoryEditor.error
        }

        // Undo of the last deletion: the game is in the trash (stored), so Undo works after a restart too
        // (Trash → Restore); the banner offers it here at once.
        Rectangle {
            objectName: "undoBanner"
            Layout.fillWidth: true
            visible: HistoryEditor.lastDeleted !== 0
            implicitHeight: undoRow.implicitHeight + 16
            color: Theme.surfaceHigh
            radius: Theme.radius
            RowLayout {
                id: undoRow
                anchors.fill: parent
                anchors.margins: 8
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Game %1 moved to the trash (kept 30 days).").arg(HistoryEditor.lastDeleted)
                    color: Theme.text
                }
                Button {
                    objectName: "undoDeleteButton"
                    text: qsTr("Undo")
                    onClicked: HistoryEditor.undoDelete()
                }
            }
        }

        TabBar {
            id: tabs
            objectName: "historyTabs"
            Layout.fillWidth: true
            TabButton { text: qsTr("Games (%1)").arg(HistoryEditor.games.count) }
            TabButton { objectName: "trashTab"; text: qsTr("Trash (%1)").arg(HistoryEditor.trash.length) }
            TabButton { objectName: "playersTab"; text: qsTr("Players (%1)").arg(HistoryEditor.players.length) }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            ListView {
                id: gamesList
                objectName: "gamesList"
                clip: true
                spacing: 6
                model: HistoryEditor.games
                ScrollBar.vertical: ScrollBar {}
                Label {
                    objectName: "noGames"
                    anchors.centerIn: parent
                    visible: gamesList.count === 0
                    text: qsTr("No games yet. Play one, or log a game played without the app.")
                    color: Theme.textDim
                }
                delegate: Rectangle {
                    id: gameRow
                    required property int index
                    required property var gameId
                    required property string gameName
                    required property string date
                    required property string status
                    required property string players
                    required property string winner
                    required property string place
                    required property bool logged
                    required property bool corrected
                    objectName: "gameRow" + index
                    width: ListView.view.width
                    implicitHeight: rowLayout.implicitHeight + 16
                    color: Theme.surface
                    radius: Theme.radius
                    RowLayout {
                        id: rowLayout
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 12
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 2
                            Label {
                                text: gameRow.date + " · " + gameRow.gameName
                                      + (gameRow.place ? " · " + gameRow.place : "")
                                      + (gameRow.status !== "finished" ? " · " + gameRow.status : "")
                                font.bold: true
                                color: Theme.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: gameRow.players
                                elide: Text.ElideRight
                                color: Theme.text
                            }
                            Label {
                                visible: gameRow.winner !== "" || gameRow.logged || gameRow.corrected
                                text: [gameRow.winner !== "" ? qsTr("Winner: %1").arg(gameRow.winner) : "",
                                       gameRow.logged ? qsTr("logged without the app") : "",
                                       gameRow.corrected ? qsTr("score corrected") : ""].filter(s => s).join(" · ")
                                color: Theme.textDim
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                        Button {
                            objectName: "editButton"
                            text: qsTr("Edit…")
                            visible: gameRow.status !== "active" // an active game belongs to its own pages
                            onClicked: editDialog.openGame(gameRow.gameId)
                        }
                        Button {
                            objectName: "deleteButton"
                            text: qsTr("Delete")
                            visible: gameRow.status !== "active" // an active game belongs to its own pages
                            onClicked: HistoryEditor.deleteGame(gameRow.gameId)
                        }
                    }
                }
            }

            ListView {
                id: trashList
                objectName: "trashList"
                clip: true
                spacing: 6
                model: HistoryEditor.trash
                header: Label {
                    width: ListView.view.width
                    bottomPadding: 6
                    text: qsTr("Deleted games stay here for 30 days, then they are removed for good.")
                    color: Theme.textDim
                }
                delegate: Rectangle {
                    id: trashRow
                    required property var modelData
                    width: ListView.view.width
                    implicitHeight: trashLayout.implicitHeight + 16
                    color: Theme.surface
                    radius: Theme.radius
                    RowLayout {
                        id: trashLayout
                        anchors.fill: parent
                        anchors.margins: 8
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("%1 · %2 · %3 (deleted %4)").arg(trashRow.modelData.finishedAt)
                                  .arg(trashRow.modelData.gameName).arg(trashRow.modelData.players)
                                  .arg(trashRow.modelData.deletedAt)
                            elide: Text.ElideRight
                            color: Theme.text
                        }
                        Button {
                            objectName: "restoreButton"
                            text: qsTr("Restore")
                            onClicked: HistoryEditor.restoreGame(trashRow.modelData.gameId)
                        }
                    }
                }
            }

            PlayersView { objectName: "playersView" }
        }
    }

    GameEditDialog { id: editDialog }
    LogGameDialog { id: logDialog }
}
