import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One round of Nations: The Dice Game at the table (R "Game overview"): the round's Event numbers, then
// every player in player order with their Books track, VP, tiles and actions, what each used once passed,
// and the round's scoring (Books, Famine, Player order, War, R l.174-196) explained line by line.
// After round 4 the final score pad (DiceScorePanel).
FocusScope {
    id: root

    signal home()

    readonly property string phase: DiceGame.phase
    readonly property var players: DiceGame.players

    Shortcut { sequences: [StandardKey.Undo]; enabled: DiceGame.canUndo; onActivated: DiceGame.undo() }
    Shortcut { sequences: [StandardKey.Redo]; enabled: DiceGame.canRedo; onActivated: DiceGame.redo() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        // ---- header: where the game is, undo/redo ------------------------------------------------
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Button { objectName: "diceHome"; text: qsTr("Home"); onClicked: root.home() }
            Label {
                objectName: "diceRoundTitle"
                text: root.phase === "ended" ? qsTr("Game over")
                                             : qsTr("Round %1 of 4 — Age %2").arg(DiceGame.round).arg(Theme.ageName(DiceGame.round))
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.accent
            }
            // The round's figures take the width left and wrap in a narrow window (Undo/Redo stay on screen).
            Column {
                Layout.fillWidth: true
                Label {
                    width: parent.width
                    visible: root.phase === "actions"
                    text: qsTr("Famine: %1 Food · War: %2 Strength").arg(DiceGame.event.famine).arg(DiceGame.event.war)
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    wrapMode: Text.WordWrap
                }
                Label {
                    width: parent.width
                    visible: DiceGame.solo
                    text: qsTr("Opponent's Books: %1").arg(DiceGame.opponentBooks)
                    color: Theme.books
                    font.pixelSize: Theme.fontLarge
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "diceReadings"
                    width: parent.width
                    visible: DiceGame.coveredTilesScore || DiceGame.tougher
                    text: [DiceGame.tougher ? qsTr("tougher opponent") : "",
                           DiceGame.coveredTilesScore ? qsTr("covered tiles score") : ""].filter(t => t.length > 0).join(" · ")
                    color: Theme.textDim
                    wrapMode: Text.WordWrap
                }
            }
            Button {
                objectName: "diceUndo"
                text: qsTr("Undo")
                enabled: DiceGame.canUndo
                onClicked: DiceGame.undo()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Undo (Ctrl+Z)")
            }
            Button {
                objectName: "diceRedo"
                text: qsTr("Redo")
                enabled: DiceGame.canRedo
                onClicked: DiceGame.redo()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Redo (Ctrl+Shift+Z)")
            }
        }

        // ---- the round's Event tile (R l.89-93) -------------------------------------------------------
        Rectangle {
            visible: root.phase === "event"
            Layout.fillWidth: true
            implicitHeight: eventColumn.implicitHeight + 24
            radius: Theme.radius
            color: Theme.surface
            ColumnLayout {
                id: eventColumn
                anchors.fill: parent
                anchors.margins: 12
                spacing: 8
                SectionHeader {
                    text: qsTr("Round %1: the new Event tile").arg(DiceGame.round)
                    hint: qsTr("Refill the Progress board with age %1 tiles first").arg(DiceGame.round)
                }
                RowLayout {
                    spacing: 16
                    Label { text: qsTr("Famine: Food needed") }
                    SpinBox { id: famineBox; objectName: "eventFamine"; Accessible.name: qsTr("Famine: Food needed"); from: 0; to: 60; editable: true }
                    Label { text: qsTr("War: Strength needed") }
                    SpinBox { id: warBox; objectName: "eventWar"; Accessible.name: qsTr("War: Strength needed"); from: 0; to: 60; editable: true }
                    Label { visible: DiceGame.solo; text: qsTr("Books rolled for the opponent (%1 blue dice)").arg(DiceGame.round) }
                    SpinBox {
                        id: opponentBox
                        objectName: "eventOpponentBooks"
                        Accessible.name: qsTr("Books rolled for the opponent (%1 blue dice)").arg(DiceGame.round)
                        visible: DiceGame.solo
                        from: 0
                        to: 3 * Math.max(1, DiceGame.round)
                        editable: true
                    }
                    Button {
                        objectName: "startRound"
                        property bool primaryAction: true // must stay on screen (tst_layouts)
                        highlighted: true
                        text: qsTr("Start round %1").arg(DiceGame.round)
                        onClicked: DiceGame.startRound(famineBox.value, warBox.value, opponentBox.value)
                    }
                }
            }
        }

        // ---- the round just scored ------------------------------------------------------------------
        Rectangle {
            visible: root.phase !== "actions" && DiceGame.lastLines.length > 0
            Layout.fillWidth: true
            implicitHeight: Math.min(scoredColumn.implicitHeight + 24, 240)
            radius: Theme.radius
            color: Theme.surface
            ScrollView {
                anchors.fill: parent
                anchors.margins: 12
                clip: true
                ColumnLayout {
                    id: scoredColumn
                    spacing: 4
                    SectionHeader { text: qsTr("Round scored") }
                    Repeater {
                        model: DiceGame.lastLines
                        delegate: Label {
                            required property var modelData
                            text: (modelData.player >= 0 ? root.players[modelData.player].name + " — " : "") + modelData.text
                            color: Theme.text
                            wrapMode: Text.Wrap
                            // the rulebook lines behind the number, on hover
                            ToolTip.visible: sourceMouse.containsMouse && modelData.source.length > 0
                            ToolTip.text: qsTr("Rulebook of the Dice Game: %1").arg(modelData.source)
                            MouseArea { id: sourceMouse; anchors.fill: parent; hoverEnabled: true }
                        }
                    }
                }
            }
        }

        // ---- the players, in player order ----------------------------------------------------------
        ScrollView {
            visible: root.phase === "actions" || root.phase === "event"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            ColumnLayout {
                width: parent.width
                spacing: 8
                Repeater {
                    model: DiceGame.order
                    delegate: DicePlayerCard {
                        required property var modelData
                        Layout.fillWidth: true
                        seat: modelData
                        player: root.players[modelData]
                        playing: root.phase === "actions"
                        onBuy: tileDialog.openFor(modelData)
                    }
                }
            }
        }

        // ---- the round's scoring preview and the button ------------------------------------------------
        Rectangle {
            visible: root.phase === "actions"
            Layout.fillWidth: true
            implicitHeight: previewRow.implicitHeight + 20
            radius: Theme.radius
            color: Theme.surfaceHigh
            RowLayout {
                id: previewRow
                anchors.fill: parent
                anchors.margins: 10
                spacing: 12
                Label {
                    objectName: "dicePreview"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: {
                        const p = DiceGame.preview
                        if (p.error)
                            return p.error
                        if (!p.ready) {
                            let parts = []
                            if (p.waitingForPass && p.waitingForPass.length)
                                parts.push(qsTr("still playing: %1").arg(p.waitingForPass.join(", ")))
                            if (p.waitingForUse && p.waitingForUse.length)
                                parts.push(qsTr("uses to enter: %1").arg(p.waitingForUse.join(", ")))
                            return qsTr("Scoring waits — %1").arg(parts.join("; "))
                        }
                        return (p.steps || []).map(l => (l.player >= 0 ? root.players[l.player].name + ": " : "") + l.text).join("\n")
                    }
                }
                Button {
                    objectName: "endRound"
                    property bool primaryAction: true // must stay on screen (tst_layouts)
                    highlighted: true
                    font.pixelSize: Theme.fontLarge
                    enabled: DiceGame.preview.ready === true
                    text: DiceGame.round === 4 ? qsTr("Score round 4 and finish") : qsTr("Score round %1").arg(DiceGame.round)
                    onClicked: DiceGame.endRound()
                }
            }
        }

        DiceScorePanel {
            visible: root.phase === "ended"
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
    }

    DiceTileDialog { id: tileDialog }
}
