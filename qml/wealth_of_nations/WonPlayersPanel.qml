import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// Per player: Promissory notes (held, the next note's value $20 − notes held, repaying $25, W l.693-719),
// Flags of 18, Industry tiles and Automation tokens, and the Develop actions (W l.749-966). Beside them the
// Develop costs (W l.768-949) and the counts the end trigger looks at (W l.1035-1042).
RowLayout {
    id: root
    spacing: 10

    readonly property bool developing: WealthGame.phase === "develop"
    readonly property bool trading: WealthGame.phase === "trade" || WealthGame.phase === "final_trade"
    readonly property var report: WealthGame.report

    /// The printed name of a Flag's nation key (WealthGame.nations).
    function nationLabel(key) {
        for (const n of WealthGame.nations)
            if (n.key === key)
                return n.label
        return key
    }
    function costText(key) {
        const c = root.report.develop_costs ? root.report.develop_costs[key] : null
        if (!c)
            return ""
        return WealthGame.commodities.filter(k => c[k.key]).map(k => c[k.key] + " " + k.label).join(" + ")
    }

    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 8
            Repeater {
                model: WealthGame.players
                delegate: Rectangle {
                    id: card
                    required property var modelData
                    readonly property int seat: modelData.seat
                    Layout.fillWidth: true
                    implicitHeight: cardColumn.implicitHeight + 16
                    radius: Theme.radius
                    color: Theme.surfaceHigh
                    ColumnLayout {
                        id: cardColumn
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 6
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 12
                            Label {
                                text: card.modelData.name + (card.modelData.marker ? " \u25CF" : "")
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                color: Theme.accent
                            }
                            Label { text: root.nationLabel(card.modelData.flag); color: Theme.textDim }
                            Label {
                                objectName: "flags_" + card.seat
                                text: qsTr("Flags %1 of %2").arg(card.modelData.flags).arg(WealthGame.limits.flagsPerPlayer)
                                color: Theme.text
                            }
                            Label {
                                objectName: "tiles_" + card.seat
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                text: WealthGame.industries.filter(i => card.modelData.tiles[i.key] > 0)
                                        .map(i => card.modelData.tiles[i.key] + " " + i.plural).join(", ") || qsTr("no tiles")
                                color: Theme.text
                            }
                            Label {
                                text: qsTr("Automation %1").arg(card.modelData.automated)
                                color: Theme.text
                            }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 8
                            WonNotesRow { player: card.modelData }
                            // Notes handed over in a barter (W l.670-672, l.715-719).
                            ComboBox {
                                id: giveToBox
                                objectName: "giveTo_" + card.seat
                                visible: root.trading
                                width: 150
                                model: WealthGame.players.filter(p => p.seat !== card.seat)
                                textRole: "name"
                            }
                            Button {
                                objectName: "giveNote_" + card.seat
                                visible: root.trading
                                enabled: card.modelData.notes > 0 && giveToBox.currentIndex >= 0
                                text: qsTr("Give a note")
                                onClicked: WealthGame.giveNotes(card.seat, giveToBox.model[giveToBox.currentIndex].seat, 1)
                            }
                        }
                        Flow {
                            visible: root.developing
                            Layout.fillWidth: true
                            spacing: 8
                            Button {
                                objectName: "flag_" + card.seat
                                text: qsTr("Flag")
                                onClicked: WealthGame.placeFlag(card.seat)
                            }
                            ComboBox {
                                id: industryBox
                                objectName: "industry_" + card.seat
                                width: 140
                                model: WealthGame.industries
                                textRole: "label"
                            }
                            CheckBox { id: forceBox; objectName: "force_" + card.seat; text: qsTr("forced") }
                            Button {
                                objectName: "build_" + card.seat
                                text: qsTr("Build")
                                onClicked: WealthGame.build(card.seat, WealthGame.industries[industryBox.currentIndex].key, forceBox.checked)
                            }
                            // Moving up to 3 tiles (W l.893-908): how many, how many forced (1 Capital each), how
                            // many into hexes with the player's own Flag (those Flags go back).
                            Row {
                                spacing: 4
                                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("move"); color: Theme.textDim }
                                SpinBox { id: moveBox; objectName: "moveTiles_" + card.seat; Accessible.name: qsTr("move"); width: 100; from: 1; to: WealthGame.limits.maxTilesMoved }
                                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("forced"); color: Theme.textDim }
                                SpinBox { id: forcedBox; objectName: "moveForced_" + card.seat; Accessible.name: qsTr("forced"); width: 100; from: 0; to: moveBox.value }
                                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("onto own Flags"); color: Theme.textDim }
                                SpinBox { id: ownBox; objectName: "moveOwn_" + card.seat; Accessible.name: qsTr("onto own Flags"); width: 100; from: 0; to: moveBox.value }
                            }
                            Button {
                                objectName: "move_" + card.seat
                                text: qsTr("Move tiles")
                                onClicked: WealthGame.moveTiles(card.seat, moveBox.value, forcedBox.value, ownBox.value)
                            }
                            Button {
                                objectName: "automate_" + card.seat
                                text: qsTr("Automate")
                                onClicked: WealthGame.automate(card.seat)
                            }
                        }
                    }
                }
            }
        }
    }
    Rectangle {
        Layout.preferredWidth: 270
        Layout.fillHeight: true
        radius: Theme.radius
        color: Theme.surface
        ScrollView {
            anchors.fill: parent
            anchors.margins: 8
            clip: true
            contentWidth: availableWidth
            ColumnLayout {
                width: parent.width
                spacing: 3
                SectionHeader { text: qsTr("Develop costs") }
                Label { text: qsTr("Flag: %1").arg(root.costText("flag")); color: Theme.text; font.pixelSize: Theme.fontSmall }
                Repeater {
                    model: WealthGame.industries
                    delegate: Label {
                        required property var modelData
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: qsTr("%1: %2").arg(modelData.label).arg(root.costText("build_" + modelData.key))
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                    }
                }
                Label { text: qsTr("Forced: + %1").arg(root.costText("force")); color: Theme.text; font.pixelSize: Theme.fontSmall }
                Label { text: qsTr("Move up to %1 tiles: %2").arg(WealthGame.limits.maxTilesMoved).arg(root.costText("move")); color: Theme.text; font.pixelSize: Theme.fontSmall }
                Label { text: qsTr("Automate: %1").arg(root.costText("automate")); color: Theme.text; font.pixelSize: Theme.fontSmall }
                SectionHeader { text: qsTr("Counts") }
                Repeater {
                    model: WealthGame.industries
                    delegate: Label {
                        required property var modelData
                        objectName: "stack_" + modelData.key
                        text: qsTr("%1 in the stack: %2").arg(modelData.plural).arg(root.report.stacks ? root.report.stacks[modelData.key] : 0)
                        color: root.report.stacks && root.report.stacks[modelData.key] === 0 ? Theme.warning : Theme.text
                        font.pixelSize: Theme.fontSmall
                    }
                }
                Label {
                    objectName: "stacksEmpty"
                    text: qsTr("Empty stacks: %1 of %2 (%3 end the game)").arg(root.report.end ? root.report.end.empty_stacks : 0)
                          .arg(WealthGame.limits.industryStacks).arg(WealthGame.limits.emptyStacksToEnd)
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
                Label {
                    text: root.report.notes ? qsTr("Notes held: %1 of %2 in the box").arg(root.report.notes.held).arg(root.report.notes.in_box)
                                              + (root.report.notes.on_paper > 0 ? qsTr(", %1 on paper").arg(root.report.notes.on_paper) : "") : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
                Label {
                    text: root.report.automation ? qsTr("Automation: %1 of %2 tokens").arg(root.report.automation.used).arg(root.report.automation.tokens)
                                                   + (root.report.automation.pennies > 0 ? qsTr(", %1 pennies").arg(root.report.automation.pennies) : "") : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
