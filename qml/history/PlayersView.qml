import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The players of the history (issue 15 §2): each with their games, renamed, or merged into another player
// when they are the same person typed two ways; the merges below can be undone. Every statistic follows at
// once (it reads the seats by player). Refusals (a taken name, two who played together) show in the page's
// banner (HistoryEditor.error).
ColumnLayout {
    id: root
    spacing: 8

    ListView {
        id: playersList
        objectName: "playersList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 4
        model: HistoryEditor.players
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: playerRow
            required property var modelData
            required property int index
            objectName: "playerRow" + index
            width: ListView.view.width
            implicitHeight: playerLayout.implicitHeight + 12
            color: Theme.surface
            radius: Theme.radius
            RowLayout {
                id: playerLayout
                anchors.fill: parent
                anchors.margins: 6
                Label {
                    Layout.fillWidth: true
                    text: qsTr("%1 · %n game(s)", "", playerRow.modelData.games).arg(playerRow.modelData.name)
                    color: Theme.text
                }
                Button {
                    objectName: "renameButton"
                    text: qsTr("Rename…")
                    onClicked: playerDialog.ask(playerRow.modelData.name, false)
                }
                Button {
                    objectName: "mergeButton"
                    text: qsTr("Merge into…")
                    enabled: playersList.count > 1
                    onClicked: playerDialog.ask(playerRow.modelData.name, true)
                }
            }
        }
    }

    Label {
        visible: HistoryEditor.merges.length > 0
        text: qsTr("Merges")
        font.bold: true
        color: Theme.text
    }
    Repeater {
        model: HistoryEditor.merges
        delegate: RowLayout {
            id: mergeRow
            required property var modelData
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("%1 merged into %2 on %3 (%n game(s))", "", mergeRow.modelData.games)
                      .arg(mergeRow.modelData.from).arg(mergeRow.modelData.into).arg(mergeRow.modelData.mergedAt)
                color: Theme.textDim
            }
            Button {
                objectName: "undoMergeButton"
                text: qsTr("Undo merge")
                onClicked: HistoryEditor.undoMerge(mergeRow.modelData.mergeId)
            }
        }
    }

    // Rename (a new name) or merge (another player): one dialog, two questions.
    Dialog {
        id: playerDialog
        objectName: "playerDialog"
        modal: true
        anchors.centerIn: Overlay.overlay
        width: 460
        standardButtons: Dialog.Ok | Dialog.Cancel
        property string player: ""
        property bool merge: false
        readonly property var others: HistoryEditor.players.map(p => p.name).filter(n => n !== player)
        title: merge ? qsTr("Merge %1 into another player").arg(player) : qsTr("Rename %1").arg(player)

        function ask(name, merging) {
            player = name
            merge = merging
            newName.text = name
            open()
        }
        onAccepted: merge ? HistoryEditor.mergePlayers(player, target.currentText)
                          : HistoryEditor.renamePlayer(player, newName.text)

        ColumnLayout {
            anchors.fill: parent
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.textDim
                text: playerDialog.merge
                      ? qsTr("The same person typed two ways: every game of %1 becomes a game of the player chosen here. It can be undone.").arg(playerDialog.player)
                      : qsTr("The new name is used in every game, statistic and export.")
            }
            TextField {
                id: newName
                objectName: "newNameField"
                visible: !playerDialog.merge
                Layout.fillWidth: true
                Accessible.name: qsTr("New name")
            }
            ComboBox {
                id: target
                objectName: "mergeTarget"
                visible: playerDialog.merge
                Layout.fillWidth: true
                model: playerDialog.others
                Accessible.name: qsTr("Merge into")
            }
        }
    }
}
