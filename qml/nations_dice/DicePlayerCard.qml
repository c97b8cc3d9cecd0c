import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One player of the Dice Game in the round: position in player order, Books track, VP on the track
// (Books + Famine + War, R l.112), the tiles bought; while playing the actions (Buy tile, Build wonder,
// Reroll, Pass, R l.99-152); once passed, what was used this round for Books, Food and the unused Strength
// (R l.174-196), with the Food that the unused dice can still reach (R l.97).
Rectangle {
    id: root

    property int seat: 0
    property var player: ({})
    property bool playing: false

    signal buy()

    readonly property bool passed: !!player.passed

    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius
    color: Theme.surface
    border.color: passed ? Theme.border : Theme.accent
    border.width: passed ? 1 : 2

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        // Who and how far on the left, the actions on the right; the actions go below in a narrow window.
        GridLayout {
            Layout.fillWidth: true
            columns: statusRow.implicitWidth + actionsRow.implicitWidth + 14 <= column.width ? 2 : 1
            columnSpacing: 14
            rowSpacing: 6
        RowLayout {
            id: statusRow
            Layout.fillWidth: true
            spacing: 14
            Label { text: root.player.position + "."; font.pixelSize: Theme.fontTitle; color: Theme.textDim }
            Label { text: root.player.name || ""; font.pixelSize: Theme.fontTitle; font.bold: true; color: Theme.text }
            Label { text: qsTr("Books %1").arg(root.player.books); font.pixelSize: Theme.fontLarge; color: Theme.books }
            Label {
                text: qsTr("VP %1").arg(root.player.vp)
                font.pixelSize: Theme.fontLarge
                color: Theme.vp
                ToolTip.visible: vpMouse.containsMouse
                ToolTip.text: qsTr("Books %1 · Famine %2 · War %3 · tiles in play %4 (counted at the end)")
                              .arg(root.player.vpBooks).arg(root.player.vpFamine).arg(root.player.vpWar).arg(root.player.tilesVp)
                MouseArea { id: vpMouse; anchors.fill: parent; hoverEnabled: true }
            }
            Label {
                visible: root.playing
                text: root.passed ? qsTr("passed") : qsTr("playing")
                color: root.passed ? Theme.textDim : Theme.ok
            }
            Label {
                visible: root.playing && root.player.rerolls > 0
                text: qsTr("%n reroll(s)", "", root.player.rerolls || 0)
                color: Theme.textDim
            }
        }
        // the actions of a player still playing
        RowLayout {
            id: actionsRow
            Layout.alignment: Qt.AlignRight
            spacing: 14
            Button {
                objectName: "buy_" + root.seat
                visible: root.playing && !root.passed
                text: qsTr("Buy tile…")
                onClicked: root.buy()
            }
            Button {
                objectName: "buildWonder_" + root.seat
                visible: root.playing && !root.passed && root.player.wonderUnderConstruction >= 0
                text: qsTr("Build wonder")
                onClicked: DiceGame.buildWonder(root.seat, 0)
            }
            Button {
                objectName: "reroll_" + root.seat
                visible: root.playing && !root.passed
                text: qsTr("Reroll")
                onClicked: DiceGame.reroll(root.seat)
            }
            Button {
                objectName: "pass_" + root.seat
                visible: root.playing && !root.passed
                highlighted: true
                text: qsTr("Pass")
                onClicked: DiceGame.pass(root.seat)
            }
        }
        }

        // what was used, once passed (R l.174-196)
        // Flows in Items of the card's width: they wrap in a narrow window (Qt 6.4's Flow wraps at an
        // explicit width only).
        Item {
            visible: root.playing && root.passed
            Layout.fillWidth: true
            implicitHeight: useFlow.implicitHeight
        Flow {
            id: useFlow
            width: parent.width
            spacing: 10
            Label { text: qsTr("Used:"); color: Theme.textDim; height: booksBox.height; verticalAlignment: Text.AlignVCenter }
            Label { text: qsTr("Books"); color: Theme.books; height: booksBox.height; verticalAlignment: Text.AlignVCenter }
            SpinBox { id: booksBox; objectName: "useBooks_" + root.seat; Accessible.name: qsTr("Books"); from: 0; to: 60; editable: true; value: root.player.use ? root.player.use.books : 0 }
            Label { text: qsTr("Food"); color: Theme.food; height: booksBox.height; verticalAlignment: Text.AlignVCenter }
            SpinBox { id: foodBox; objectName: "useFood_" + root.seat; Accessible.name: qsTr("Food"); from: 0; to: 60; editable: true; value: root.player.use ? root.player.use.food : 0 }
            Label { text: qsTr("Strength left unused"); color: Theme.strength; height: booksBox.height; verticalAlignment: Text.AlignVCenter }
            SpinBox { id: strengthBox; objectName: "useStrength_" + root.seat; Accessible.name: qsTr("Strength left unused"); from: 0; to: 60; editable: true; value: root.player.use ? root.player.use.strength : 0 }
            Button {
                objectName: "saveUse_" + root.seat
                highlighted: !root.player.hasUse
                text: root.player.hasUse ? qsTr("Correct") : qsTr("Save")
                onClicked: DiceGame.recordUse(root.seat, booksBox.value, foodBox.value, strengthBox.value,
                                              reachCheck.checked ? showingBox.value : -1, reachCheck.checked ? diceBox.value : -1)
            }
            Label { visible: root.player.hasUse === true; text: "\u2713"; color: Theme.ok; font.pixelSize: Theme.fontLarge }
        }
        }
        Item {
            visible: root.playing && root.passed
            Layout.fillWidth: true
            implicitHeight: reachFlow.implicitHeight
        Flow {
            id: reachFlow
            width: parent.width
            spacing: 10
            CheckBox { id: reachCheck; objectName: "useReach_" + root.seat; text: qsTr("Check the Food reachable:") }
            Label { visible: reachCheck.checked; text: qsTr("Food showing") }
            SpinBox { id: showingBox; Accessible.name: qsTr("Food showing"); visible: reachCheck.checked; from: 0; to: 60; editable: true }
            Label { visible: reachCheck.checked; text: qsTr("other unused dice") }
            SpinBox { id: diceBox; Accessible.name: qsTr("other unused dice"); visible: reachCheck.checked; from: 0; to: 60; editable: true }
            Label {
                visible: reachCheck.checked
                text: qsTr("→ up to %1 Food (2 dice make 1 Food)").arg(DiceGame.foodReachable(showingBox.value, diceBox.value))
                color: Theme.food
            }
        }
        }

        // the tiles bought
        Flow {
            Layout.fillWidth: true
            spacing: 6
            visible: (root.player.tiles || []).length > 0
            Repeater {
                model: root.player.tiles || []
                delegate: Label {
                    required property var modelData
                    text: qsTr("%1 · %2 VP").arg(modelData.name).arg(modelData.vp)
                          + (modelData.status === "under_construction" ? qsTr(" (under construction)")
                             : modelData.status === "covered" ? qsTr(" (covered)")
                             : modelData.status === "replaced" ? qsTr(" (replaced)")
                             : modelData.status === "returned" ? qsTr(" (returned to the box)") : "")
                    color: modelData.status === "in_play" || modelData.status === "built" ? Theme.text : Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    padding: 4
                    background: Rectangle { color: Theme.surfaceHigh; radius: 4 }
                }
            }
        }
    }
}
