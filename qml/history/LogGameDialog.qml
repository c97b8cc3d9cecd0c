import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// A game played without the app (issue 15 §2): the game, the day, place and notes, and each player with the
// nation (for game types that have nations, and the board side where there are sides) and the final score.
// Optionally each final score by category: the game type's pad rows (HistoryEditor.gameTypes' categories); the
// score is then their sum. Ranks follow the scores (equal scores share a place). Stored by
// HistoryEditor.logGame(); a refusal names the field and keeps the dialog open.
Dialog {
    id: root
    objectName: "logGameDialog"
    title: qsTr("Log a game played without the app")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(760, (parent ? parent.width : 760) - 40)
    height: Math.min(620, (parent ? parent.height : 620) - 40)
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

    readonly property var type: HistoryEditor.gameTypes[typeBox.currentIndex] || ({})
    // Scores by category: asked for, and the game type keeps them.
    readonly property bool byCategory: byCategoryBox.checked && !!root.type.hasCategories
    property string message: ""

    function openEmpty() {
        message = ""
        dateField.text = new Date().toISOString().substring(0, 10)
        placeField.text = ""
        notesField.text = ""
        countBox.value = Math.max(2, root.type.minPlayers || 1)
        byCategoryBox.checked = false
        for (let i = 0; i < seatRows.count; ++i)
            seatRows.itemAt(i).clear()
        open()
    }

    function seats() {
        const out = []
        for (let i = 0; i < seatRows.count; ++i)
            out.push(seatRows.itemAt(i).seat())
        return out
    }

    function trySave() {
        if (HistoryEditor.logGame(root.type.id, dateField.text, placeField.text, notesField.text, seats()) !== 0)
            close()
        else
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
                objectName: "logError"
                Layout.fillWidth: true
                visible: root.message !== ""
                text: root.message
                wrapMode: Text.Wrap
                color: Theme.danger
            }
            GridLayout {
                columns: 2
                columnSpacing: 8
                Label { text: qsTr("Game"); color: Theme.text }
                ComboBox {
                    id: typeBox
                    objectName: "logGameType"
                    Layout.preferredWidth: 260
                    model: HistoryEditor.gameTypes
                    textRole: "name"
                    Accessible.name: qsTr("Game")
                }
                Label { text: qsTr("Date"); color: Theme.text }
                TextField {
                    id: dateField
                    objectName: "logDate"
                    Layout.preferredWidth: 160
                    placeholderTextColor: Theme.textDim
                    placeholderText: "YYYY-MM-DD"
                    Accessible.name: qsTr("Date")
                }
                Label { text: qsTr("Place"); color: Theme.text }
                TextField { id: placeField; objectName: "logPlace"; Layout.fillWidth: true; Accessible.name: qsTr("Place") }
                Label { text: qsTr("Notes"); color: Theme.text }
                TextField { id: notesField; objectName: "logNotes"; Layout.fillWidth: true; Accessible.name: qsTr("Notes") }
                Label { text: qsTr("Players"); color: Theme.text }
                SpinBox {
                    id: countBox
                    objectName: "logPlayerCount"
                    from: root.type.minPlayers || 1
                    to: root.type.maxPlayers || 1
                    value: 2
                    Accessible.name: qsTr("Number of players")
                }
                Item { width: 1; height: 1; visible: byCategoryBox.visible }
                CheckBox {
                    id: byCategoryBox
                    objectName: "logByCategory"
                    visible: !!root.type.hasCategories
                    text: qsTr("Scores by category")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Enter each row of the score pad; the final score is their sum.")
                }
            }
            Repeater {
                id: seatRows
                objectName: "logSeats"
                model: countBox.value
                delegate: ColumnLayout {
                    id: seatRow
                    required property int index
                    Layout.fillWidth: true
                    spacing: 4
                    // {key: VP} of the category boxes shown, {} when the scores are totals only.
                    function categoryScores() {
                        const out = {}
                        if (!root.byCategory)
                            return out
                        for (let i = 0; i < categoryBoxes.count; ++i) {
                            const box = categoryBoxes.itemAt(i)
                            out[box.key] = box.value
                        }
                        return out
                    }
                    function categorySum() {
                        const byKey = categoryScores()
                        return Object.keys(byKey).reduce((sum, key) => sum + byKey[key], 0)
                    }
                    function clear() {
                        nameField.text = ""; nationField.text = ""; sideBox.currentIndex = 0; scoreBox.value = 0
                        for (let i = 0; i < categoryBoxes.count; ++i)
                            categoryBoxes.itemAt(i).value = 0
                    }
                    function seat() {
                        return { name: nameField.text, nation: root.type.hasNations ? nationField.text : "",
                                 side: root.type.hasSides ? sideBox.currentText : "",
                                 score: scoreBox.value, categories: categoryScores() }
                    }
                    RowLayout {
                        spacing: 8
                        Label { text: qsTr("Seat %1").arg(seatRow.index + 1); color: Theme.textDim }
                        TextField {
                            id: nameField
                            objectName: "logName" + seatRow.index
                            Layout.preferredWidth: 180
                            placeholderTextColor: Theme.textDim
                            placeholderText: qsTr("player")
                            Accessible.name: qsTr("Player in seat %1").arg(seatRow.index + 1)
                        }
                        TextField {
                            id: nationField
                            objectName: "logNation" + seatRow.index
                            visible: !!root.type.hasNations
                            Layout.preferredWidth: 150
                            placeholderTextColor: Theme.textDim
                            placeholderText: qsTr("nation (e.g. egypt)")
                            Accessible.name: qsTr("Nation in seat %1").arg(seatRow.index + 1)
                        }
                        ComboBox {
                            id: sideBox
                            objectName: "logSide" + seatRow.index
                            visible: !!root.type.hasSides
                            Layout.preferredWidth: 70
                            model: ["A", "B"]
                            Accessible.name: qsTr("Board side in seat %1").arg(seatRow.index + 1)
                        }
                        SpinBox {
                            id: scoreBox
                            objectName: "logScore" + seatRow.index
                            from: -999
                            to: 9999
                            editable: !root.byCategory
                            enabled: !root.byCategory
                            // By category the final score shows the sum of the rows below (the pad's total).
                            Binding on value {
                                when: root.byCategory
                                value: seatRow.categorySum()
                                restoreMode: Binding.RestoreBindingOrValue
                            }
                            Accessible.name: qsTr("Final score in seat %1").arg(seatRow.index + 1)
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        Layout.leftMargin: 24
                        visible: root.byCategory
                        spacing: 8
                        Repeater {
                            id: categoryBoxes
                            model: root.byCategory ? root.type.categories : []
                            delegate: RowLayout {
                                required property var modelData
                                readonly property string key: modelData.key
                                property alias value: categoryBox.value
                                spacing: 4
                                Label { text: modelData.name; color: Theme.textDim }
                                SpinBox {
                                    id: categoryBox
                                    objectName: "logCategory" + seatRow.index + "_" + modelData.key
                                    from: -999
                                    to: 999
                                    editable: true
                                    Accessible.name: qsTr("%1 in seat %2").arg(modelData.name).arg(seatRow.index + 1)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
