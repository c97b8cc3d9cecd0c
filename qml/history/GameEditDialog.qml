import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// Edits one finished or abandoned game (issue 15 §2): date, place, notes, who sat in each seat, and a final
// score corrected with its reason (the computed score is kept and shown). Save writes each change through
// HistoryEditor; a refusal keeps the dialog open with the message.
Dialog {
    id: root
    objectName: "gameEditDialog"
    title: qsTr("Edit game %1").arg(game.gameId !== undefined ? game.gameId : "")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(820, (parent ? parent.width : 820) - 40)
    height: Math.min(640, (parent ? parent.height : 640) - 40)
    // Save closes only when everything was stored; a refusal keeps the dialog open with the message.
    footer: DialogButtonBox {
        Button {
            objectName: "saveButton"
            text: qsTr("Save")
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: root.trySave()
        }
        Button {
            objectName: "cancelButton"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    property var game: ({})
    property string message: ""

    function openGame(id) {
        game = HistoryEditor.game(id)
        message = ""
        dateField.text = game.date || ""
        placeField.text = game.place || ""
        notesField.text = game.notes || ""
        open()
    }

    // Each seat's row is read back when saving: name, score, reason.
    function save() {
        const id = game.gameId
        if (!HistoryEditor.editGame(id, dateField.text, placeField.text, notesField.text))
            return false
        for (let i = 0; i < seatRows.count; ++i) {
            const row = seatRows.itemAt(i)
            const seat = game.seats[i]
            if (row.name !== seat.name && !HistoryEditor.setSeatPlayer(id, seat.seat, row.name))
                return false
            if (seat.score !== undefined && seat.score !== null
                    && (row.score !== seat.score || row.reason !== seat.reason)
                    && !HistoryEditor.correctScore(id, seat.seat, row.score, row.reason))
                return false
        }
        return true
    }

    function trySave() {
        if (save()) {
            close()
            return
        }
        message = HistoryEditor.error
    }

    ScrollView {
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 8
            Label {
                text: (root.game.gameName || "") + (root.game.logged ? " · " + qsTr("logged without the app") : "")
                color: Theme.textDim
            }
            Label {
                objectName: "editError"
                Layout.fillWidth: true
                visible: root.message !== ""
                text: root.message
                wrapMode: Text.Wrap
                color: Theme.danger
            }
            GridLayout {
                columns: 2
                columnSpacing: 8
                Label { text: qsTr("Date"); color: Theme.text }
                TextField {
                    id: dateField
                    objectName: "dateField"
                    Layout.preferredWidth: 160
                    placeholderTextColor: Theme.textDim
                    placeholderText: "YYYY-MM-DD"
                    Accessible.name: qsTr("Date")
                }
                Label { text: qsTr("Place"); color: Theme.text }
                TextField {
                    id: placeField
                    objectName: "placeField"
                    Layout.fillWidth: true
                    Accessible.name: qsTr("Place")
                }
                Label { text: qsTr("Notes"); color: Theme.text }
                TextField {
                    id: notesField
                    objectName: "notesField"
                    Layout.fillWidth: true
                    Accessible.name: qsTr("Notes")
                }
            }
            Label {
                text: qsTr("Players and final scores (a corrected score needs a reason; the computed one is kept)")
                color: Theme.textDim
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Repeater {
                id: seatRows
                objectName: "editSeats"
                model: root.game.seats || []
                delegate: RowLayout {
                    id: seatRow
                    required property int index
                    required property var modelData
                    readonly property string name: nameField.text
                    readonly property int score: scoreBox.value
                    readonly property string reason: reasonField.text
                    readonly property bool scored: modelData.score !== undefined && modelData.score !== null
                    spacing: 8
                    TextField {
                        id: nameField
                        objectName: "seatName" + seatRow.index
                        Layout.preferredWidth: 180
                        text: seatRow.modelData.name
                        Accessible.name: qsTr("Player in seat %1").arg(seatRow.index + 1)
                    }
                    Label {
                        Layout.preferredWidth: 110
                        text: seatRow.modelData.nation + (seatRow.modelData.side ? " " + seatRow.modelData.side : "")
                        color: Theme.textDim
                        elide: Text.ElideRight
                    }
                    SpinBox {
                        id: scoreBox
                        objectName: "seatScore" + seatRow.index
                        visible: seatRow.scored
                        from: -999
                        to: 9999
                        editable: true
                        value: seatRow.scored ? seatRow.modelData.score : 0
                        Accessible.name: qsTr("Final score of seat %1").arg(seatRow.index + 1)
                    }
                    TextField {
                        id: reasonField
                        objectName: "seatReason" + seatRow.index
                        visible: seatRow.scored
                        Layout.fillWidth: true
                        text: seatRow.modelData.reason
                        placeholderTextColor: Theme.textDim
                        placeholderText: qsTr("reason of a correction")
                        Accessible.name: qsTr("Reason of the correction of seat %1").arg(seatRow.index + 1)
                    }
                    Label {
                        visible: seatRow.modelData.computed !== undefined && seatRow.modelData.computed !== null
                        text: qsTr("computed %1").arg(seatRow.modelData.computed)
                        color: Theme.warning
                    }
                }
            }
            Label {
                visible: (root.game.edits || []).length > 0
                text: qsTr("Earlier edits:") + "\n" + (root.game.edits || []).join("\n")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                Layout.fillWidth: true
                wrapMode: Text.Wrap
            }
        }
    }
}
