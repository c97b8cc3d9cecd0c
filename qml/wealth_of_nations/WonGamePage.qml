import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One game of Wealth of Nations at the table: the draft, then each round Trade, Develop, Produce (W
// l.540-584); after a Develop phase that meets an end condition, the final Produce and final Trade, then
// the final score (W l.1035-1059). Tabs: Markets, Players (notes, Develop, counts), Produce, Score; the tab
// of the phase opens by itself. Every number is WealthGame's; every button is one action stored in SQLite.
FocusScope {
    id: root

    signal home()

    readonly property string phase: WealthGame.phase
    readonly property var marker: WealthGame.players.length ? WealthGame.players[WealthGame.report.first_player || 0] : null

    function tabOf(phase) {
        switch (phase) {
        case "develop": return 1
        case "produce": case "final_produce": return 2
        case "ended": return 3
        }
        return 0
    }
    onPhaseChanged: tabs.currentIndex = tabOf(phase)
    Component.onCompleted: tabs.currentIndex = tabOf(phase)

    Shortcut { sequences: [StandardKey.Undo]; enabled: WealthGame.canUndo; onActivated: WealthGame.undo() }
    Shortcut { sequences: [StandardKey.Redo]; enabled: WealthGame.canRedo; onActivated: WealthGame.redo() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Button { objectName: "wonHome"; text: qsTr("Home"); onClicked: root.home() }
            Label {
                objectName: "wonTitle"
                text: {
                    switch (root.phase) {
                    case "draft": return qsTr("Setup — the Package draft")
                    case "trade": return qsTr("Round %1 — Trade").arg(WealthGame.round)
                    case "develop": return qsTr("Round %1 — Develop").arg(WealthGame.round)
                    case "produce": return qsTr("Round %1 — Produce").arg(WealthGame.round)
                    case "final_produce": return qsTr("Final Produce")
                    case "final_trade": return qsTr("Final Trade")
                    case "ended": return qsTr("Game over")
                    }
                    return ""
                }
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.accent
            }
            Label {
                visible: root.phase !== "draft" && root.phase !== "ended" && !!root.marker
                text: root.marker ? qsTr("first: %1").arg(root.marker.name) : ""
                color: Theme.text
            }
            Item { Layout.fillWidth: true }
            Button { objectName: "wonUndo"; text: qsTr("Undo"); enabled: WealthGame.canUndo; onClicked: WealthGame.undo() }
            Button { objectName: "wonRedo"; text: qsTr("Redo"); enabled: WealthGame.canRedo; onClicked: WealthGame.redo() }
        }

        // What the phase asks of the table, and the button that ends it.
        Rectangle {
            visible: root.phase !== "draft" && root.phase !== "ended"
            Layout.fillWidth: true
            implicitHeight: phaseRow.implicitHeight + 16
            radius: Theme.radius
            color: Theme.surfaceHigh
            RowLayout {
                id: phaseRow
                anchors.fill: parent
                anchors.margins: 8
                spacing: 10
                Label {
                    objectName: "wonPhaseHint"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: {
                        const end = WealthGame.report.end || {}
                        switch (root.phase) {
                        case "trade": return qsTr("Buy and sell at the Markets, barter, take or repay notes. The phase ends when all pass in succession.")
                        case "develop": return qsTr("Place Flags, build, move, automate. At the end of the phase the end of the game is checked: a player's %1 Flags all placed (%2), %3 of %4 stacks empty (%5 empty), or every hex filled.")
                                            .arg(WealthGame.limits.flagsPerPlayer).arg(end.all_flags ? qsTr("yes") : qsTr("no"))
                                            .arg(WealthGame.limits.emptyStacksToEnd).arg(WealthGame.limits.industryStacks).arg(end.empty_stacks || 0)
                        case "produce": return qsTr("Each player enters the Blocs run (or none).")
                        case "final_produce": return qsTr("The end was triggered: this is the final Produce phase, then one final Trade.")
                        case "final_trade": return qsTr("Final Trade: sell off (market sales go on each player's paper), then each player enters their money on the Score tab.")
                        }
                        return ""
                    }
                }
                CheckBox {
                    id: hexesBox
                    objectName: "everyHexFilled"
                    visible: root.phase === "develop"
                    text: qsTr("every hex filled")
                }
                Button {
                    objectName: "wonEndPhase"
                    property bool primaryAction: true // must stay on screen (tst_layouts)
                    highlighted: true
                    text: {
                        switch (root.phase) {
                        case "trade": return qsTr("End Trade")
                        case "develop": return qsTr("End Develop")
                        case "produce": return qsTr("End Produce")
                        case "final_produce": return qsTr("End final Produce")
                        case "final_trade": return qsTr("End the game")
                        }
                        return ""
                    }
                    onClicked: if (WealthGame.endPhase(hexesBox.checked)) hexesBox.checked = false
                }
            }
        }
        Label {
            objectName: "wonWarning"
            visible: WealthGame.lastWarning.length > 0
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: "\u26A0 " + WealthGame.lastWarning
            color: Theme.warning
        }

        WonDraftPanel {
            visible: root.phase === "draft"
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        TabBar {
            id: tabs
            visible: root.phase !== "draft"
            Layout.fillWidth: true
            TabButton { objectName: "tabMarkets"; text: qsTr("Markets") }
            TabButton { objectName: "tabPlayers"; text: qsTr("Players and Develop") }
            TabButton { objectName: "tabProduce"; text: qsTr("Produce") }
            TabButton { objectName: "tabScore"; text: qsTr("Score") }
        }
        StackLayout {
            visible: root.phase !== "draft"
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex
            ScrollView {
                clip: true
                contentWidth: availableWidth
                WonMarketsPanel {
                    width: parent.width
                    onCorrectPrices: pricesDialog.open()
                }
            }
            WonPlayersPanel {}
            WonProducePanel {}
            WonScorePanel {}
        }
        Label {
            objectName: "wonLastLine"
            visible: WealthGame.lastLines.length > 0
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: WealthGame.lastLines.map(l => l.note || l.text).join(" · ")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
    }

    WonPricesDialog { id: pricesDialog }
}
