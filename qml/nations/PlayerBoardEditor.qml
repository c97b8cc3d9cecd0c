import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One player's board as the table sees it: resources, Workers, Population Track, the cards in their
// slots with Workers/Architects, and Strength/Stability recomputed by the engine after every change.
// Each edit is one stored action; the numbers shown are the ones in the database.
Flickable {
    id: root

    // From GameController.players (model roles)
    required property int playerIndex
    required property string name
    required property string nationName
    required property string side
    required property string difficulty
    required property int bonus
    required property int gold
    required property int food
    required property int stone
    required property int books
    required property int vp
    required property int idleWorkers
    required property int freeWorkers
    required property var population
    required property int strength
    required property int stability
    required property string strengthText
    required property string stabilityText
    required property var buildings
    required property var advisors
    required property var colonies
    required property var wonders
    required property var construction
    required property var slots
    required property int manualStrength
    required property int manualStability
    required property string manualNote
    required property var specialRules
    required property var dynasties
    required property int orderPosition
    required property int privateArchitects
    required property int foodUpkeep

    property int replaceIndex: -1
    property string pickingSlot: ""

    function setValue(key, v) { GameController.setValue(playerIndex, key, v) }
    function pickCard(slot, replace) {
        pickingSlot = slot
        replaceIndex = replace
        const titles = {
            building: qsTr("Building or Military for %1").arg(name),
            advisor: qsTr("Advisor for %1").arg(name),
            colony: qsTr("Colony for %1").arg(name),
            wonder: qsTr("Ready Wonder for %1").arg(name),
            construction: qsTr("Wonder to build for %1").arg(name)
        }
        const types = {
            building: ["building", "military"], advisor: ["advisor"], colony: ["colony"],
            wonder: ["wonder", "natural_wonder"], construction: ["wonder"]
        }
        picker.openFor(titles[slot], types[slot])
    }

    contentHeight: column.implicitHeight + 20
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}

    CardPicker {
        id: picker
        // An A side's printed starting cards (Buildings, Military...) are entered like cards; never as a
        // Wonder to build.
        startingCardsFor: root.pickingSlot === "construction" ? -1 : root.playerIndex
        onPicked: function(cardId, goldPaid) {
            GameController.placeCard(root.playerIndex, cardId, root.replaceIndex, root.pickingSlot === "construction", goldPaid)
        }
    }

    component SlotCard: Rectangle {
        id: slotCard
        property var card
        property string slotName
        property int slotIndex: -1
        property bool showWorkers: false
        default property alias extra: extraRow.data
        signal replaceRequested()
        signal removeRequested()
        Layout.fillWidth: true
        implicitHeight: slotColumn.implicitHeight + 14
        radius: 6
        color: Theme.surfaceHigh
        border.color: card && card.automated === false ? Theme.warning : Theme.border
        ColumnLayout {
            id: slotColumn
            anchors.fill: parent
            anchors.margins: 7
            spacing: 2
            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: slotCard.card ? slotCard.card.name : ""
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.text
                }
                ByHandBadge {
                    visible: !!slotCard.card && slotCard.card.automated === false
                    reason: slotCard.card && slotCard.card.handReason ? slotCard.card.handReason : ""
                }
                Item { Layout.fillWidth: true }
                RowLayout { id: extraRow }
                ToolButton {
                    text: "\u21C4"
                    visible: slotCard.slotName !== "construction"
                    font.pixelSize: Theme.fontLarge
                    onClicked: slotCard.replaceRequested()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Replace this card")
                }
                ToolButton {
                    text: "\u2715"
                    font.pixelSize: Theme.fontLarge
                    onClicked: slotCard.removeRequested()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Remove from the board")
                }
            }
            Label {
                Layout.fillWidth: true
                text: slotCard.card ? slotCard.card.effect : ""
                wrapMode: Text.Wrap
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    ColumnLayout {
        id: column
        width: root.width - 16
        spacing: 12

        // --- header: who, and the two continuous values, large -------------------------------
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2
                Label {
                    text: root.name
                    font.pixelSize: 32
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight // the two big values stay whole in a narrow window
                    text: qsTr("%1, side %2 · %3 in player order · %4 (+%5 at Growth)")
                        .arg(root.nationName).arg(root.side).arg(root.orderPosition)
                        .arg(root.difficulty.charAt(0).toUpperCase() + root.difficulty.slice(1)).arg(root.bonus)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontNormal
                }
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    visible: root.foodUpkeep > 0 || root.privateArchitects > 0
                    text: (root.foodUpkeep > 0 ? qsTr("Population upkeep: %1 Food each Production. ").arg(root.foodUpkeep) : "")
                        + (root.privateArchitects > 0 ? qsTr("Private Architects: %1.").arg(root.privateArchitects) : "")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
            BigValue {
                objectName: "strengthValue"
                label: qsTr("Strength")
                value: root.strength
                accent: Theme.strength
                explanation: root.strengthText
            }
            BigValue {
                objectName: "stabilityValue"
                label: qsTr("Stability")
                value: root.stability
                accent: Theme.stability
                explanation: root.stabilityText
            }
        }
        Label {
            Layout.fillWidth: true
            text: root.strengthText + "\n" + root.stabilityText
            wrapMode: Text.Wrap
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Label {
            // The rulebook has no rule for negative Strength (docs/card-rules.md "Decisions"): say which
            // reading this game plays, since it changes Production and the War.
            objectName: "negativeStrengthNote"
            Layout.fillWidth: true
            visible: root.strength < 0
            text: GameController.ruleReadings.negative_strength_revolt === true
                  ? qsTr("Negative Strength: like a revolt, %1 VP and %1 Book(s) lost in Production, and any War defeats this nation (your table's rule choice).").arg(-root.strength)
                  : qsTr("Negative Strength: no penalty, it counts as 0 against the War (rule choices at setup).")
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: Theme.fontSmall
        }

        // --- resources ----------------------------------------------------------------------
        // A Flow in an Item of the column's width: it wraps in a narrow window (Qt 6.4's Flow wraps at
        // an explicit width only).
        Item {
            Layout.fillWidth: true
            implicitHeight: resourceFlow.implicitHeight
        Flow {
            id: resourceFlow
            width: parent.width
            spacing: 8
            Repeater {
                model: ["gold", "food", "stone", "books", "vp", "idleWorkers"]
                delegate: Counter {
                    required property string modelData
                    key: modelData
                    label: modelData === "vp" ? qsTr("VP tokens") : Theme.labelOf(modelData)
                    value: root[modelData]
                    onEdited: function(v) { root.setValue(modelData, v) }
                }
            }
        }
        }

        // --- Population Track ---------------------------------------------------------------
        SectionHeader { text: qsTr("Population Track"); hint: qsTr("Workers taken from each section") }
        RowLayout {
            spacing: 10
            Repeater {
                model: root.population
                delegate: Rectangle {
                    required property var modelData
                    required property int index
                    implicitWidth: popRow.implicitWidth + 16
                    implicitHeight: popRow.implicitHeight + 10
                    radius: 6
                    color: Theme.surfaceHigh
                    RowLayout {
                        id: popRow
                        anchors.centerIn: parent
                        Label {
                            text: modelData.id.charAt(0).toUpperCase() + modelData.id.slice(1) + " (" + modelData.cost + ")"
                            color: Theme.text
                            font.pixelSize: Theme.fontNormal
                        }
                        Label {
                            text: modelData.taken + "/" + modelData.capacity
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            color: Theme.accent
                        }
                        ToolButton { text: "\u2212"; enabled: modelData.taken > 0; onClicked: GameController.setPopulationTaken(root.playerIndex, index, modelData.taken - 1) }
                        ToolButton { text: "+"; enabled: modelData.taken < modelData.capacity; onClicked: GameController.setPopulationTaken(root.playerIndex, index, modelData.taken + 1) }
                    }
                }
            }
            // Workers returned to a full track lie on top of it and are taken first (Rulebook p.8).
            Label {
                objectName: "freeWorkersLabel"
                visible: root.freeWorkers > 0
                text: qsTr("%n free Worker(s) on top of the track, taken first", "", root.freeWorkers)
                color: Theme.accent
                font.pixelSize: Theme.fontNormal
            }
        }

        // --- Buildings and Military ---------------------------------------------------------
        SectionHeader {
            text: qsTr("Buildings & Military")
            hint: qsTr("%1 of %2 slots · a new card may replace one (its Workers go idle)").arg(root.buildings.length).arg(root.slots.buildingMilitary)
        }
        Repeater {
            model: root.buildings
            delegate: SlotCard {
                required property var modelData
                required property int index
                card: modelData
                slotName: "building"
                slotIndex: index
                onReplaceRequested: root.pickCard("building", index)
                onRemoveRequested: GameController.removeCard(root.playerIndex, "building", index)
                Label {
                    text: qsTr("Workers")
                    color: Theme.workers
                    font.pixelSize: Theme.fontSmall
                }
                ToolButton {
                    objectName: "workerMinus"
                    text: "\u2212"
                    font.pixelSize: Theme.fontLarge
                    enabled: modelData.workers > 0
                    onClicked: GameController.changeWorkers(root.playerIndex, index, -1)
                }
                Label {
                    text: modelData.workers + (modelData.maxWorkers >= 0 ? "/" + modelData.maxWorkers : "")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.workers
                }
                ToolButton {
                    objectName: "workerPlus"
                    text: "+"
                    font.pixelSize: Theme.fontLarge
                    enabled: root.idleWorkers > 0
                    onClicked: GameController.changeWorkers(root.playerIndex, index, 1)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Deploy an idle Worker (pays %1 Stone)").arg(modelData.deployStone)
                }
            }
        }
        Button {
            objectName: "addBuildingButton"
            text: root.buildings.length < root.slots.buildingMilitary ? qsTr("+ Building / Military") : qsTr("+ Building / Military (replaces the first)")
            onClicked: root.pickCard("building", root.buildings.length < root.slots.buildingMilitary ? -1 : 0)
        }

        // --- Advisor, Colonies ------------------------------------------------------------
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 14
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 1
                SectionHeader { text: qsTr("Advisor") }
                Repeater {
                    model: root.advisors
                    delegate: SlotCard {
                        required property var modelData
                        required property int index
                        card: modelData
                        slotName: "advisor"
                        slotIndex: index
                        onReplaceRequested: root.pickCard("advisor", index)
                        onRemoveRequested: GameController.removeCard(root.playerIndex, "advisor", index)
                    }
                }
                Button {
                    text: root.advisors.length > 0 ? qsTr("Replace Advisor") : qsTr("+ Advisor")
                    onClicked: root.pickCard("advisor", 0)
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 1
                SectionHeader { text: qsTr("Colonies"); hint: qsTr("%1 of %2").arg(root.colonies.length).arg(root.slots.colony) }
                Repeater {
                    model: root.colonies
                    delegate: SlotCard {
                        required property var modelData
                        required property int index
                        card: modelData
                        slotName: "colony"
                        slotIndex: index
                        onReplaceRequested: root.pickCard("colony", index)
                        onRemoveRequested: GameController.removeCard(root.playerIndex, "colony", index)
                    }
                }
                Button {
                    text: qsTr("+ Colony")
                    onClicked: root.pickCard("colony", -1)
                }
            }
        }

        // --- Wonders ------------------------------------------------------------------------
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 14
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 1
                SectionHeader { text: qsTr("Wonder under construction") }
                SlotCard {
                    visible: root.construction.card !== undefined
                    card: root.construction.card !== undefined ? root.construction : null
                    slotName: "construction"
                    onRemoveRequested: GameController.removeCard(root.playerIndex, "construction", -1)
                    ToolButton {
                        objectName: "architectMinus"
                        visible: !root.construction.natural
                        text: "\u2212"
                        font.pixelSize: Theme.fontLarge
                        enabled: (root.construction.architects || 0) > 0
                        onClicked: GameController.changeArchitects(root.playerIndex, -1)
                    }
                    Label {
                        text: root.construction.natural
                              ? qsTr("%1/%2 explored").arg(root.construction.architects || 0).arg(root.construction.explorationTurns || 0)
                              : qsTr("%1/%2 built").arg(root.construction.architects || 0).arg(root.construction.sections || 0)
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.stone
                    }
                    ToolButton {
                        objectName: "architectPlus"
                        visible: !root.construction.natural
                        text: "+"
                        font.pixelSize: Theme.fontLarge
                        onClicked: GameController.changeArchitects(root.playerIndex, 1)
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Hire an Architect (pays %1 Stone)").arg(root.construction.nextCost || 0)
                    }
                }
                Button {
                    text: root.construction.card !== undefined ? qsTr("Start another Wonder (loses the Architects)") : qsTr("+ Wonder to build")
                    onClicked: root.pickCard("construction", -1)
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 1
                SectionHeader { text: qsTr("Ready Wonders"); hint: qsTr("%1 of %2 spaces").arg(root.slots.wonderSpacesUsed !== undefined ? root.slots.wonderSpacesUsed : root.wonders.length).arg(root.slots.wonder) }
                Repeater {
                    model: root.wonders
                    delegate: SlotCard {
                        required property var modelData
                        required property int index
                        card: modelData
                        slotName: "wonder"
                        slotIndex: index
                        onReplaceRequested: root.pickCard("wonder", index)
                        onRemoveRequested: GameController.removeCard(root.playerIndex, "wonder", index)
                    }
                }
                Button {
                    objectName: "addWonderButton"
                    text: qsTr("+ Ready Wonder")
                    onClicked: root.pickCard("wonder", -1)
                }
            }
        }

        // --- manual correction & nation specials ------------------------------------------------
        SectionHeader { text: qsTr("Manual correction"); hint: qsTr("for effects applied by hand; shown in every explanation") }
        RowLayout {
            spacing: 10
            Label { text: qsTr("Strength"); color: Theme.strength }
            SpinBox { id: manualStrengthBox; objectName: "manualStrength"; Accessible.name: qsTr("Strength"); from: -50; to: 50; editable: true; value: root.manualStrength }
            Label { text: qsTr("Stability"); color: Theme.stability }
            SpinBox { id: manualStabilityBox; objectName: "manualStability"; Accessible.name: qsTr("Stability"); from: -50; to: 50; editable: true; value: root.manualStability }
            TextField {
                id: manualNoteField
                Accessible.name: qsTr("why (e.g. card name and condition)")
                Layout.fillWidth: true
                placeholderText: qsTr("why (e.g. card name and condition)")
                text: root.manualNote
                onAccepted: applyManual.clicked()
            }
            Button {
                id: applyManual
                text: qsTr("Apply")
                enabled: manualStrengthBox.value !== root.manualStrength || manualStabilityBox.value !== root.manualStability || manualNoteField.text !== root.manualNote
                onClicked: GameController.setManualCorrection(root.playerIndex, manualStrengthBox.value, manualStabilityBox.value, manualNoteField.text)
            }
        }
        Repeater {
            model: root.specialRules
            delegate: Label {
                required property var modelData
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: modelData.coveredBy ? qsTr("Nation special (covered by %1): %2").arg(modelData.coveredBy).arg(modelData.text)
                    : modelData.automated ? qsTr("Nation special: %1").arg(modelData.text)
                                          : qsTr("Nation special (by hand): %1").arg(modelData.text)
                font.strikeout: modelData.coveredBy !== ""
                color: modelData.automated || modelData.coveredBy ? Theme.textDim : Theme.warning
                font.pixelSize: Theme.fontSmall
                ToolTip.visible: !modelData.automated && hovered
                ToolTip.text: modelData.reason
                HoverHandler { id: hoverHandler }
                readonly property bool hovered: hoverHandler.hovered
            }
        }
        Repeater {
            model: root.dynasties
            delegate: RowLayout {
                required property var modelData
                Layout.fillWidth: true
                Label {
                    objectName: "dynasty_" + modelData.id
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: (modelData.inPlay ? qsTr("Dynasty in play: %1 — %2") : qsTr("Dynasty card: %1 — %2")).arg(modelData.name).arg(modelData.effect)
                          + (modelData.automated ? "" : " " + qsTr("(by hand)"))
                    color: modelData.automated ? (modelData.inPlay ? Theme.text : Theme.textDim) : Theme.warning
                    font.pixelSize: Theme.fontSmall
                    font.bold: modelData.inPlay
                    ToolTip.visible: !modelData.automated && dynHover.hovered
                    ToolTip.text: modelData.reason
                    HoverHandler { id: dynHover }
                }
                // Quick entry; in the Action Phase a dynasty comes into play with a turmoil card.
                Button {
                    objectName: "dynastyInPlay_" + modelData.id
                    text: modelData.inPlay ? qsTr("Remove") : qsTr("In play")
                    flat: true
                    onClicked: GameController.setDynasty(root.playerIndex, modelData.inPlay ? "" : modelData.id)
                }
            }
        }
    }
}
