import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The score pad (Rulebook p.20): A Game VP, B Colonies, C Wonders, D Buildings and Military,
// E Resources, total and rank per player; the winner highlighted; solo: the Hall of Fame title; a tie
// on total VP said in words with the engine's tie-break (player order).
FocusScope {
    id: root

    signal home()
    signal newGame()

    readonly property var sheet: GameController.finalScore
    readonly property var rows: sheet.rows || []
    // The pad's rows A-E, named by the controller in the player's language: [{key, letter, label}].
    readonly property var categories: sheet.categories || []

    Shortcut { sequence: "Ctrl+N"; onActivated: root.newGame() }
    Shortcut { sequence: "Ctrl+H"; onActivated: root.home() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 16

        RowLayout {
            Label {
                Layout.fillWidth: true
                text: qsTr("Final score")
                font.pixelSize: 38
                font.bold: true
                color: Theme.accent
            }
            Button { text: qsTr("Home (Ctrl+H)"); onClicked: root.home() }
            Button { objectName: "newGameButton"; property bool primaryAction: true; text: qsTr("New game (Ctrl+N)"); highlighted: true; onClicked: root.newGame() }
        }

        Label {
            objectName: "winnerLabel"
            visible: root.rows.length > 0
            text: root.rows.length === 0 ? "" : root.sheet.solo
                  ? (root.sheet.hallOfFameTitle ? qsTr("%1 enters the Hall of Fame as %2!").arg(root.rows[0].name).arg(root.sheet.hallOfFameTitle)
                                                : qsTr("%1 scored %2 — below the Hall of Fame.").arg(root.rows[0].name).arg(root.rows[0].total))
                  : qsTr("\u2605 %1 wins with %2 VP").arg(root.rows[0].name).arg(root.rows[0].total)
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
        }

        // A tie on total VP says so, and how the rulebook breaks it (the engine's ranking); the page one click away.
        Repeater {
            model: root.sheet.ties || []
            delegate: SourcedText {
                required property var modelData
                required property int index
                objectName: "tieLabel_" + index
                Layout.fillWidth: true
                text: modelData.text + " " + modelData.tieBreak
                sources: modelData.source
                pixelSize: Theme.fontLarge
                color: Theme.warning
            }
        }

        // The score pad: categories as rows, players (in rank order) as columns.
        GridLayout {
            id: pad
            objectName: "scorePad"
            Layout.fillWidth: true
            columns: root.rows.length + 1
            columnSpacing: 0
            rowSpacing: 0

            component Cell: Rectangle {
                property alias text: cellLabel.text
                property bool winner: false
                property bool strong: false
                property color textColor: Theme.text
                property int size: Theme.fontTitle
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitHeight: Math.max(54, cellLabel.implicitHeight + 14)
                color: winner ? Theme.winnerSurface : Theme.surface
                border.color: Theme.border
                Label {
                    id: cellLabel
                    anchors.centerIn: parent
                    width: parent.width - 12
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    font.pixelSize: parent.size
                    font.bold: parent.strong
                    color: parent.textColor
                }
            }

            Cell { text: ""; size: Theme.fontNormal }
            Repeater {
                model: root.rows
                delegate: Cell {
                    required property var modelData
                    winner: modelData.rank === 1
                    strong: true
                    size: Theme.fontLarge
                    text: modelData.name + "\n" + modelData.nation + " " + modelData.side
                    textColor: modelData.rank === 1 ? Theme.accent : Theme.text
                }
            }
            Repeater {
                model: root.categories.length * (root.rows.length + 1)
                delegate: Cell {
                    required property int index
                    readonly property int category: Math.floor(index / (root.rows.length + 1))
                    readonly property int column: index % (root.rows.length + 1)
                    readonly property var row: column > 0 ? root.rows[column - 1] : null
                    objectName: column > 0 ? "score_" + root.categories[category].key + "_" + (column - 1)
                                          : "category_" + root.categories[category].key
                    winner: row !== null && row.rank === 1
                    size: column === 0 ? Theme.fontNormal : Theme.fontTitle
                    textColor: column === 0 ? Theme.textDim : Theme.text
                    text: column === 0 ? root.categories[category].letter + "  " + root.categories[category].label
                                       : row[root.categories[category].key]
                }
            }
            Cell { text: qsTr("Total"); strong: true; size: Theme.fontLarge }
            Repeater {
                model: root.rows
                delegate: Cell {
                    required property var modelData
                    required property int index
                    objectName: "score_total_" + index
                    winner: modelData.rank === 1
                    strong: true
                    size: Theme.fontHuge
                    text: modelData.total
                    textColor: modelData.rank === 1 ? Theme.accent : Theme.text
                }
            }
            Cell { text: qsTr("Rank"); size: Theme.fontNormal; textColor: Theme.textDim }
            Repeater {
                model: root.rows
                delegate: Cell {
                    required property var modelData
                    winner: modelData.rank === 1
                    size: Theme.fontLarge
                    text: modelData.rank === 1 ? qsTr("1st \u2605") : modelData.rank === 2 ? qsTr("2nd") : modelData.rank === 3 ? qsTr("3rd") : qsTr("%1th").arg(modelData.rank)
                }
            }
        }

        // How each number was computed.
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.rows
            spacing: 6
            ScrollBar.vertical: ScrollBar {}
            delegate: ColumnLayout {
                required property var modelData
                width: ListView.view.width
                spacing: 1
                Label { text: modelData.name; font.bold: true; color: Theme.text; font.pixelSize: Theme.fontNormal }
                Repeater {
                    model: modelData.lines
                    delegate: Label {
                        required property string modelData
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: modelData
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }
}
