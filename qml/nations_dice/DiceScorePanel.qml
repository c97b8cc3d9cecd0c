import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The final score pad of the Dice Game (R l.198-200): VP on the track for Books, Famine and War plus the
// VP printed on the tiles in play; ties by the final player order; solo, the Hall of Fame title (R l.240-249).
ColumnLayout {
    id: root
    spacing: 10

    readonly property var pad: DiceGame.finalScore

    SectionHeader { text: qsTr("Final score"); hint: root.pad.tieRule || "" }
    Label { visible: !!root.pad.error; text: root.pad.error || ""; color: Theme.danger; wrapMode: Text.Wrap; Layout.fillWidth: true }
    GridLayout {
        objectName: "diceScoreGrid"
        columns: 3 + (root.pad.categories ? root.pad.categories.length : 0)
        columnSpacing: 18
        rowSpacing: 6
        Label { text: qsTr("Rank"); color: Theme.textDim }
        Label { text: qsTr("Player"); color: Theme.textDim }
        Repeater {
            model: root.pad.categories || []
            delegate: Label { required property var modelData; text: modelData; color: Theme.textDim }
        }
        Label { text: qsTr("Total"); color: Theme.textDim }
        Repeater {
            model: root.pad.players || []
            delegate: Repeater {
                required property var modelData
                readonly property var row: modelData
                model: [String(row.rank), row.name].concat(row.values.map(v => String(v))).concat([String(row.total)])
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData
                    font.pixelSize: Theme.fontLarge
                    font.bold: index === 1
                    color: Theme.text
                }
            }
        }
    }
    Label {
        objectName: "diceWinner"
        visible: !!root.pad.players
        text: {
            if (!root.pad.players)
                return ""
            const w = root.pad.players.filter(p => p.rank === 1).map(p => p.name)
            return root.pad.title ? qsTr("%1 — Hall of Fame: %2").arg(w.join(" & ")).arg(root.pad.title)
                                  : qsTr("Winner: %1").arg(w.join(" & "))
        }
        font.pixelSize: Theme.fontHuge
        font.bold: true
        color: Theme.accent
    }
    Item { Layout.fillHeight: true }
}
