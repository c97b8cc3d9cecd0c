import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The end (W l.1043-1059): money is private during the game (W l.547-552), so each player enters it in the
// final Trade or after; the pad: 4 VP per Industry tile, 1 VP per full $10, −3 VP per unpaid note (a total
// may be negative), each line explained; ties by money, then Flags on the board, then a shared win.
ColumnLayout {
    id: root
    spacing: 8

    readonly property var pad: WealthGame.finalScore
    // Until everyone's money is in (then the result is stored and the game is closed).
    readonly property bool canEnterMoney: WealthGame.canEnterMoney

    SectionHeader {
        text: WealthGame.phase === "ended" ? qsTr("Final score") : qsTr("Score so far")
        hint: root.pad.tieRule || ""
    }
    Label { visible: !!root.pad.error; text: root.pad.error || ""; color: Theme.danger; wrapMode: Text.Wrap; Layout.fillWidth: true }
    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 6
            Repeater {
                model: root.pad.players || []
                delegate: Rectangle {
                    id: row
                    required property var modelData
                    required property int index
                    readonly property var player: WealthGame.players[index]
                    Layout.fillWidth: true
                    implicitHeight: rowColumn.implicitHeight + 12
                    radius: Theme.radius
                    color: modelData.rank === 1 ? (Theme.dark ? Qt.darker(Theme.accent, 3.2) : Theme.winnerSurface) : Theme.surfaceHigh
                    ColumnLayout {
                        id: rowColumn
                        anchors.fill: parent
                        anchors.margins: 6
                        spacing: 2
                        RowLayout {
                            spacing: 12
                            Label { text: "#" + row.modelData.rank; font.pixelSize: Theme.fontLarge; color: Theme.textDim }
                            Label { text: row.modelData.name; font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.text; Layout.preferredWidth: 150 }
                            Label {
                                objectName: "total_" + row.index
                                text: qsTr("%1 VP").arg(row.modelData.total)
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                color: Theme.accent
                            }
                            Item { Layout.fillWidth: true }
                            Label {
                                visible: root.canEnterMoney
                                text: row.player && row.player.final_ledger !== 0
                                      ? qsTr("final Trade: %1$%2").arg(row.player.final_ledger > 0 ? "+" : "\u2212").arg(Math.abs(row.player.final_ledger)) : ""
                                color: Theme.textDim
                            }
                            Label { visible: root.canEnterMoney; text: qsTr("money $"); color: Theme.text }
                            TextField {
                                id: moneyField
                                objectName: "money_" + row.index
                                Accessible.name: qsTr("money $")
                                visible: root.canEnterMoney
                                Layout.preferredWidth: 100
                                placeholderText: row.player && row.player.money != null ? "$" + row.player.money : qsTr("private")
                                validator: IntValidator { bottom: -WealthGame.limits.maxMoney; top: WealthGame.limits.maxMoney }
                                // Read as the validator reads it (locale digits and group separators).
                                onAccepted: if (acceptableInput) WealthGame.finalMoney(row.index, Number.fromLocaleString(Qt.locale(), text))
                            }
                            Button {
                                objectName: "setMoney_" + row.index
                                visible: root.canEnterMoney
                                enabled: moneyField.acceptableInput
                                text: qsTr("Enter")
                                onClicked: WealthGame.finalMoney(row.index, Number.fromLocaleString(Qt.locale(), moneyField.text))
                            }
                        }
                        Repeater {
                            model: row.modelData.lines
                            delegate: Label {
                                required property var modelData
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                text: "\u2022 " + modelData.text
                                color: Theme.text
                                font.pixelSize: Theme.fontSmall
                                // The rulebook line one hover away, not in the sentence.
                                HoverHandler { id: lineHover }
                                ToolTip.visible: lineHover.hovered && modelData.source !== undefined && modelData.source !== ""
                                ToolTip.text: modelData.source ? qsTr("Rulebook, %1").arg(modelData.source) : ""
                            }
                        }
                    }
                }
            }
        }
    }
    Label {
        objectName: "wonWinner"
        visible: WealthGame.phase === "ended" && !!root.pad.players
        text: {
            if (!root.pad.players)
                return ""
            const w = root.pad.players.filter(p => p.rank === 1).map(p => p.name)
            return w.length > 1 ? qsTr("Shared win: %1").arg(w.join(" & ")) : qsTr("Winner: %1").arg(w.join(""))
        }
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.accent
    }
}
