import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// A new game of Nations: The Dice Game: 1-4 players in player order (the order cards dealt at the table,
// R l.51; 1 player = solo against the shadow opponent, R l.202) and, solo, the "tougher" option (R l.212).
FocusScope {
    id: root

    signal cancelled()
    signal started()

    property int playerCount: 2

    /// Fills the form (tests, screenshots): names in player order.
    function prefill(names, tougher) {
        playerCount = names.length
        for (let i = 0; i < names.length; ++i)
            nameRepeater.itemAt(i).text = names[i]
        tougherBox.checked = !!tougher
    }
    function names() {
        let out = []
        for (let i = 0; i < playerCount; ++i)
            out.push(nameRepeater.itemAt(i).text)
        return out
    }
    function start() {
        if (!DiceGame.start(names(), playerCount === 1 && tougherBox.checked, coveredBox.checked))
            return false
        root.started()
        return true
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 14

        Label {
            text: qsTr("New game of Nations: The Dice Game")
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.accent
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Deal the player order cards, then enter the players in that order. The Books track starts at each player's number (in a 2-player game player 2 starts at 3; solo both you and the opponent start at 1).")
            color: Theme.textDim
        }
        RowLayout {
            spacing: 10
            Label { text: qsTr("Players"); color: Theme.text }
            Repeater {
                model: 4
                delegate: Button {
                    required property int index
                    objectName: "dicePlayers_" + (index + 1)
                    text: index === 0 ? qsTr("1 (solo)") : String(index + 1)
                    checkable: true
                    checked: root.playerCount === index + 1
                    onClicked: root.playerCount = index + 1
                }
            }
        }
        GridLayout {
            columns: 2
            columnSpacing: 12
            rowSpacing: 8
            Repeater {
                id: nameRepeater
                model: 4
                delegate: TextField {
                    required property int index
                    objectName: "diceName_" + index
                    Accessible.name: qsTr("Player %1").arg(index + 1)
                    visible: index < root.playerCount
                    Layout.preferredWidth: 260
                    placeholderText: qsTr("Player %1").arg(index + 1)
                    font.pixelSize: Theme.fontLarge
                    Keys.onReturnPressed: root.start()
                }
            }
        }
        CheckBox {
            id: tougherBox
            objectName: "diceTougher"
            visible: root.playerCount === 1
            text: qsTr("Tougher opponent: reroll any 4s you roll for the opponent")
        }
        // A reading of the rulebook, chosen by the table (docs/state-format-dice.md "Readings").
        CheckBox {
            id: coveredBox
            objectName: "diceCoveredTilesScore"
            text: qsTr("Covered Buildings and replaced Advisors still score at the end")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The rulebook counts the VP of your buildings and advisors at the end; by default only the tiles still in play score. Some tables (and the online version) count every tile bought. Rulebook lines 128, 138 and 200.")
        }
        Item { Layout.fillHeight: true }
        RowLayout {
            spacing: 12
            Button {
                objectName: "diceStart"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                highlighted: true
                font.pixelSize: Theme.fontLarge
                text: qsTr("Start")
                onClicked: root.start()
            }
            Button {
                text: qsTr("Cancel")
                onClicked: root.cancelled()
            }
        }
    }
}
