import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One round at the table: Growth in reverse player order, the Event Card (or the solo tile), War,
// passes and manual production effects on the left; each player's board on the right.
FocusScope {
    id: root

    signal home()
    /// Opens the scan page for the board shown (the player of the current tab).
    signal scan(int player)
    /// Opens the table view (TableScreen.qml, a second window the shell keeps).
    signal tableView()

    readonly property alias playerTabs: tabs
    readonly property alias actionPanel: actionPanel
    property int adjustPlayer: 0
    /// Below this width the round's inputs and the boards take turns (tabs) instead of side by side.
    readonly property bool narrow: width < 1100
    /// The turn the boards last followed: the shown board moves to the nation whose turn it is when the turn
    /// passes, not on every edit (quick entry on another board stays where it is).
    property int followedTurn: -1
    property int revision: 0 // bumps on every stored change, for bindings that read get()

    Connections {
        target: GameController
        function onStateChanged() {
            const turn = GameController.phase === "action" ? GameController.currentTurn : -1
            if (turn !== root.followedTurn && turn >= 0)
                tabs.currentIndex = turn
            root.followedTurn = turn
        }
    }

    function nameOf(i) {
        const p = GameController.players.get(i)
        return p.name || ""
    }
    function resolve() { return GameController.previewResolution() }
    function growthLabel(choice, bonus) {
        if (!choice)
            return qsTr("not chosen")
        if (choice.startsWith("worker:"))
            return qsTr("Worker (%1 section)").arg(choice.slice(7))
        return qsTr("+%1 %2").arg(bonus).arg(Theme.labelOf(choice.slice(6)))
    }
    // Cards of player `i` with effects the engine does not apply (the table applies them by hand).
    function byHandCards(i) {
        const p = GameController.players.get(i)
        let out = []
        for (const group of [p.buildings, p.advisors, p.colonies, p.wonders])
            for (const c of (group || []))
                if (c.automated === false)
                    out.push(c)
        if (p.construction && p.construction.automated === false)
            out.push(p.construction)
        return out
    }

    Connections {
        target: GameController
        function onStateChanged() { root.revision++ }
    }

    // Undo/redo of any action of this round (stored as "undo"/"redo" actions, so they survive a restart).
    // A text field with the keyboard keeps Ctrl+Z for its own text.
    Shortcut {
        objectName: "undoShortcut"
        sequences: [StandardKey.Undo]
        enabled: GameController.canUndo
        onActivated: GameController.undo()
    }
    Shortcut {
        objectName: "redoShortcut"
        sequences: [StandardKey.Redo]
        enabled: GameController.canRedo
        onActivated: GameController.redo()
    }
    // Growth from the keyboard: the bonus for the next nation to choose, in the engine's Growth order
    // (reverse player order, Rulebook p.13). A Worker's section is chosen on its button.
    function nextGrowthPlayer() {
        for (const p of GameController.growthOrder)
            if (!GameController.growth[p])
                return p
        return -1
    }
    function growBonus(resource) {
        const p = nextGrowthPlayer()
        return p >= 0 && GameController.chooseGrowth(p, "bonus:" + resource)
    }
    readonly property var growthKeys: ({ food: "Ctrl+Shift+F", stone: "Ctrl+Shift+S", gold: "Ctrl+Shift+G" })
    Shortcut { objectName: "growthFoodShortcut"; sequence: root.growthKeys.food; enabled: GameController.phase === "growth"; onActivated: root.growBonus("food") }
    Shortcut { objectName: "growthStoneShortcut"; sequence: root.growthKeys.stone; enabled: GameController.phase === "growth"; onActivated: root.growBonus("stone") }
    Shortcut { objectName: "growthGoldShortcut"; sequence: root.growthKeys.gold; enabled: GameController.phase === "growth"; onActivated: root.growBonus("gold") }
    Shortcut { objectName: "resolveShortcut"; sequence: "Ctrl+R"; onActivated: root.resolve() }
    // Type to search: a letter typed while no field has the keyboard starts the Event Card search when the
    // round has no Event Card yet (so the card is its name and Enter, without Ctrl+E or a click).
    Keys.onPressed: function(event) {
        if (GameController.solo || GameController.eventCard.length > 0 || event.text.length !== 1 || event.text.trim().length === 0
                || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)))
            return
        if (root.narrow)
            bodyTabs.currentIndex = 0
        const field = eventPicker.searchField
        field.forceActiveFocus()
        field.insert(field.cursorPosition, event.text)
        event.accepted = true
    }
    Shortcut { sequence: "Ctrl+E"; onActivated: { if (root.narrow) bodyTabs.currentIndex = 0; eventPicker.searchField.forceActiveFocus() } }
    Shortcut { sequence: "Ctrl+H"; onActivated: root.home() }
    Shortcut { sequence: "Ctrl+K"; onActivated: root.scan(Math.max(0, tabs.currentIndex)) }
    Shortcut { sequence: "Ctrl+T"; onActivated: root.tableView() }
    Shortcut { sequence: "Ctrl+Right"; onActivated: tabs.currentIndex = (tabs.currentIndex + 1) % Math.max(1, tabs.count) }
    Shortcut { sequence: "Ctrl+Left"; onActivated: tabs.currentIndex = (tabs.currentIndex + tabs.count - 1) % Math.max(1, tabs.count) }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // --- header -----------------------------------------------------------------------------
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: header.implicitHeight + 20
            color: Theme.surface
            // Where the round is on the left, the round's actions on the right; below each other in a
            // narrow window, so Resolve stays on screen (tst_layouts).
            GridLayout {
                id: header
                anchors.fill: parent
                anchors.margins: 10
                columns: root.width >= 1300 ? 2 : 1
                columnSpacing: 16
                rowSpacing: 6
                RowLayout {
                Layout.fillWidth: true
                spacing: 16
                ToolButton {
                    text: "\u2302"
                    font.pixelSize: Theme.fontTitle
                    onClicked: root.home()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Home (Ctrl+H) — the game stays saved")
                }
                Label {
                    objectName: "roundTitle"
                    text: qsTr("Round %1 of %2").arg(GameController.round).arg(GameController.lastRound)
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    text: qsTr("Age %1").arg(Theme.ageName(GameController.age))
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.accent
                }
                Label {
                    text: GameController.phase === "growth" ? qsTr("Growth") : qsTr("Actions")
                    font.pixelSize: Theme.fontLarge
                    color: Theme.textDim
                }
                ToolButton {
                    objectName: "tableViewButton"
                    text: qsTr("Table view")
                    font.pixelSize: Theme.fontLarge
                    onClicked: root.tableView()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Every nation's figures in a second window, big enough for a TV (Ctrl+T)")
                }
                Label {
                    Layout.fillWidth: true
                    text: {
                        let names = []
                        const order = GameController.playerOrder
                        for (let i = 0; i < order.length; ++i)
                            names.push((i + 1) + ". " + root.nameOf(order[i]))
                        return qsTr("Player order: %1").arg(names.join("  "))
                    }
                    font.pixelSize: Theme.fontNormal
                    color: Theme.text
                    elide: Text.ElideRight
                }
                }
                RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 16
                Label {
                    text: qsTr("Architects: %1").arg(GameController.publicArchitects)
                    font.pixelSize: Theme.fontLarge
                    color: Theme.stone
                    visible: GameController.eventCard.length > 0 || GameController.solo
                }
                ToolButton {
                    objectName: "scanButton"
                    text: qsTr("Scan…")
                    font.pixelSize: Theme.fontLarge
                    onClicked: root.scan(Math.max(0, tabs.currentIndex))
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Scan card labels with the camera or from a photo (Ctrl+K)")
                }
                ToolButton {
                    objectName: "undoButton"
                    text: qsTr("\u21B6 Undo")
                    font.pixelSize: Theme.fontLarge
                    enabled: GameController.canUndo
                    onClicked: GameController.undo()
                    ToolTip.visible: hovered
                    ToolTip.text: GameController.canUndo
                                  ? qsTr("Undo %1 (Ctrl+Z)").arg(GameController.undoText)
                                  : qsTr("Nothing to undo")
                }
                ToolButton {
                    objectName: "redoButton"
                    text: qsTr("Redo \u21B7")
                    font.pixelSize: Theme.fontLarge
                    enabled: GameController.canRedo
                    onClicked: GameController.redo()
                    ToolTip.visible: hovered
                    ToolTip.text: GameController.canRedo
                                  ? qsTr("Redo %1 (Ctrl+Shift+Z)").arg(GameController.redoText)
                                  : qsTr("Nothing to redo")
                }
                Button {
                    objectName: "resolveButton"
                    property bool primaryAction: true // must stay on screen (tst_layouts)
                    highlighted: true
                    font.pixelSize: Theme.fontLarge
                    // "resolution": every nation passed through the Action Phase panel (Rulebook p.14).
                    enabled: GameController.phase === "action" || GameController.phase === "resolution"
                    text: qsTr("Resolve round \u25B6")
                    onClicked: root.resolve()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Ctrl+R: compute the Resolution Phase (nothing is stored until you confirm)")
                }
                }
            }
        }

        // A narrow window shows the round's inputs or the boards, one at a time, each at full width.
        TabBar {
            id: bodyTabs
            objectName: "roundBodyTabs"
            visible: root.narrow
            Layout.fillWidth: true
            currentIndex: GameController.phase === "growth" || (GameController.eventCard.length === 0 && !GameController.solo) ? 0 : 1
            TabButton { text: qsTr("Growth, Event Card, War") }
            TabButton { text: qsTr("Actions and boards") }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            // --- round inputs ------------------------------------------------------------------
            ScrollView {
                id: leftScroll
                objectName: "roundInputs"
                visible: !root.narrow || bodyTabs.currentIndex === 0
                Layout.preferredWidth: root.narrow ? -1 : 470
                Layout.fillWidth: root.narrow
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true

                ColumnLayout {
                    width: leftScroll.availableWidth - 12
                    x: 12
                    spacing: 14

                    Item { implicitHeight: 2 }

                    // Growth
                    SectionHeader { text: qsTr("Growth"); hint: qsTr("reverse player order") }
                    Repeater {
                        model: GameController.growthOrder
                        delegate: Rectangle {
                            id: growthRow
                            required property int modelData
                            readonly property var player: GameController.players.count > 0 ? GameController.players.get(modelData) : ({})
                            readonly property string choice: GameController.growth[modelData] || ""
                            Layout.fillWidth: true
                            implicitHeight: growthColumn.implicitHeight + 12
                            radius: 6
                            color: Theme.surface
                            // A Column, not a ColumnLayout: Qt 6.4's Flow wraps at an explicit width
                            // only, and ignores the width a layout gives it.
                            Column {
                                id: growthColumn
                                anchors.fill: parent
                                anchors.margins: 6
                                spacing: 2
                                RowLayout {
                                    width: growthColumn.width
                                    Label { text: growthRow.player.name || ""; font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.text }
                                    Label {
                                        Layout.fillWidth: true
                                        text: root.growthLabel(growthRow.choice, growthRow.player.bonus)
                                        color: growthRow.choice ? Theme.ok : Theme.textDim
                                        horizontalAlignment: Text.AlignRight
                                    }
                                }
                                Flow {
                                    id: growthFlow
                                    width: growthColumn.width
                                    visible: growthRow.choice.length === 0
                                    spacing: 4
                                    // Mauryan Empire: up to N more Workers from the same section.
                                    readonly property int extraMax: GameController.phase === "growth" ? GameController.growthExtraWorkers(growthRow.modelData) : 0
                                    Repeater {
                                        model: growthRow.player.population || []
                                        delegate: Button {
                                            required property var modelData
                                            objectName: "growth_" + growthRow.modelData + "_worker_" + modelData.id
                                            enabled: modelData.taken < modelData.capacity
                                            text: qsTr("Worker: %1").arg(modelData.id) + (modelData.cost ? " (" + modelData.cost + ")" : "")
                                                  + (extraSpin.value > 0 ? " " + qsTr("+%1 more").arg(extraSpin.value) : "")
                                            onClicked: GameController.chooseGrowth(growthRow.modelData, "worker:" + modelData.id, extraSpin.value)
                                        }
                                    }
                                    SpinBox {
                                        id: extraSpin
                                        objectName: "growth_" + growthRow.modelData + "_extraWorkers"
                                        Accessible.name: qsTr("More Workers taken with the Growth Worker (card text)")
                                        visible: growthFlow.extraMax > 0
                                        from: 0; to: growthFlow.extraMax
                                        ToolTip.visible: hovered
                                        ToolTip.text: qsTr("More Workers taken with the Growth Worker (card text)")
                                    }
                                    Repeater {
                                        model: ["food", "stone", "gold"]
                                        delegate: Button {
                                            required property string modelData
                                            objectName: "growth_" + growthRow.modelData + "_bonus_" + modelData
                                            text: "+" + growthRow.player.bonus + " " + Theme.labelOf(modelData)
                                            onClicked: GameController.chooseGrowth(growthRow.modelData, "bonus:" + modelData)
                                            Accessible.name: qsTr("%1: Growth %2").arg(growthRow.player.name || "").arg(text)
                                            ToolTip.visible: hovered
                                            ToolTip.text: modelData === "food" ? qsTr("Ctrl+Shift+F: the Food bonus for the next nation to choose Growth")
                                                        : modelData === "stone" ? qsTr("Ctrl+Shift+S: the Stone bonus for the next nation to choose Growth")
                                                        : qsTr("Ctrl+Shift+G: the Gold bonus for the next nation to choose Growth")
                                        }
                                    }
                                }
                            }
                        }
                    }

                    // Event Card / solo tile
                    SectionHeader {
                        visible: !GameController.solo
                        text: qsTr("Event Card")
                        hint: qsTr("type its name or Ctrl+E")
                    }
                    EventPicker {
                        id: eventPicker
                        visible: !GameController.solo
                        Layout.fillWidth: true
                    }
                    SectionHeader {
                        visible: GameController.solo
                        text: qsTr("Solo Event tile & shadow")
                        hint: qsTr("Rulebook p.23")
                    }
                    GridLayout {
                        id: shadowGrid
                        visible: GameController.solo
                        // One column: two would be wider than the left column and push the whole column
                        // (Growth buttons included) past its right edge.
                        columns: 1
                        property var values: GameController.shadow
                        Repeater {
                            model: [
                                { key: "strength", label: qsTr("Shadow Strength") },
                                { key: "stability", label: qsTr("Shadow Stability") },
                                { key: "books", label: qsTr("Shadow Books (total)") },
                                { key: "famine", label: qsTr("Famine (Food)") },
                                { key: "architects", label: qsTr("Architects") }
                            ]
                            delegate: RowLayout {
                                required property var modelData
                                Label { text: modelData.label; color: Theme.text; Layout.preferredWidth: 170 }
                                SpinBox {
                                    objectName: "shadow_" + modelData.key
                                    Accessible.name: modelData.label
                                    from: modelData.key === "strength" || modelData.key === "stability" ? -20 : 0
                                    to: 60
                                    editable: true
                                    value: shadowGrid.values[modelData.key] || 0
                                    onValueModified: {
                                        let v = Object.assign({}, shadowGrid.values)
                                        v[modelData.key] = value
                                        GameController.setShadow(v.strength || 0, v.stability || 0, v.books || 0, v.famine || 0, v.architects || 0)
                                    }
                                }
                            }
                        }
                    }

                    // War
                    SectionHeader { text: qsTr("War this round"); hint: qsTr("one War at most") }
                    RowLayout {
                        Layout.fillWidth: true
                        visible: GameController.war.card === undefined
                        Label { text: qsTr("No War bought."); color: Theme.textDim; Layout.fillWidth: true }
                        Button {
                            objectName: "buyWarButton"
                            text: qsTr("War bought…")
                            onClicked: warPicker.openFor(qsTr("War bought this round (age %1)").arg(Theme.ageName(GameController.age)), ["war"])
                        }
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        visible: GameController.war.card !== undefined
                        implicitHeight: warColumn.implicitHeight + 12
                        radius: 6
                        color: Theme.warSurface
                        border.color: Theme.strength
                        ColumnLayout {
                            id: warColumn
                            anchors.fill: parent
                            anchors.margins: 6
                            RowLayout {
                                Label { text: GameController.war.name || ""; font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.text; Layout.fillWidth: true }
                                Button { text: qsTr("Clear"); onClicked: GameController.clearWar() }
                            }
                            Label { Layout.fillWidth: true; wrapMode: Text.Wrap; text: GameController.war.effect || ""; color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                            RowLayout {
                                Label { text: qsTr("Bought by"); color: Theme.text }
                                ComboBox {
                                    id: buyerBox
                                    Layout.preferredWidth: 150
                                    model: GameController.playerCount
                                    displayText: currentIndex >= 0 ? root.nameOf(currentIndex) : qsTr("unknown")
                                    delegate: ItemDelegate { required property int index; text: root.nameOf(index); width: parent ? parent.width : 150 }
                                    currentIndex: GameController.war.buyer !== undefined ? GameController.war.buyer : -1
                                    onActivated: GameController.setWar(GameController.war.card, -1, currentIndex)
                                }
                                Label { text: qsTr("marker"); color: Theme.text }
                                SpinBox {
                                    objectName: "warStrength"
                                    Accessible.name: qsTr("War marker")
                                    from: 0
                                    to: 60
                                    editable: true
                                    value: GameController.war.strength || 0
                                    onValueModified: GameController.setWar(GameController.war.card, value, GameController.war.buyer)
                                }
                            }
                        }
                    }
                    CardPicker {
                        id: warPicker
                        askPrice: false
                        exactAge: GameController.age
                        // The buyer is the player whose board is open; the combo box corrects it.
                        onPicked: function(cardId) { GameController.setWar(cardId, -1, Math.max(0, tabs.currentIndex)) }
                    }

                    // Passes
                    SectionHeader { text: qsTr("Passing"); hint: qsTr("first to pass acts first next round") }
                    Label {
                        Layout.fillWidth: true
                        text: {
                            const order = GameController.passOrder
                            if (order.length === 0)
                                return qsTr("Nobody has passed yet.")
                            let names = []
                            for (let i = 0; i < order.length; ++i)
                                names.push((i + 1) + ". " + root.nameOf(order[i]))
                            return names.join("   ")
                        }
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 4
                        Repeater {
                            model: GameController.playerOrder
                            delegate: Button {
                                required property int modelData
                                objectName: "pass_" + modelData
                                visible: GameController.passOrder.indexOf(modelData) < 0
                                text: qsTr("%1 passes").arg(root.nameOf(modelData))
                                onClicked: GameController.addPass(modelData)
                            }
                        }
                        Button {
                            visible: GameController.passOrder.length > 0
                            text: qsTr("Reset")
                            onClicked: GameController.setPassOrder([])
                        }
                    }

                    // Manual production effects
                    SectionHeader { text: qsTr("By hand this round"); hint: qsTr("effects the app does not apply") }
                    Repeater {
                        model: GameController.adjustments
                        delegate: RowLayout {
                            required property var modelData
                            required property int index
                            Layout.fillWidth: true
                            Label {
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                text: root.nameOf(modelData.player) + ": " + Theme.signed(modelData.amount) + " " + modelData.quantityName + (modelData.note ? " — " + modelData.note : "")
                                color: Theme.text
                            }
                            ToolButton { text: "\u2715"; onClicked: GameController.removeAdjustment(index) }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        ComboBox {
                            id: adjPlayer
                            Layout.preferredWidth: 120
                            model: GameController.playerCount
                            displayText: root.nameOf(currentIndex)
                            delegate: ItemDelegate { required property int index; text: root.nameOf(index); width: parent ? parent.width : 120 }
                            onActivated: root.adjustPlayer = currentIndex
                        }
                        SpinBox { id: adjAmount; Accessible.name: qsTr("Amount"); from: -20; to: 20; value: 1; editable: true; Layout.preferredWidth: 120 }
                        ComboBox {
                            id: adjQuantity
                            Layout.preferredWidth: 110
                            model: ["gold", "food", "stone", "books", "vp"]
                            displayText: Theme.labelOf(currentText)
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        TextField { id: adjNote; Accessible.name: qsTr("card and condition"); Layout.fillWidth: true; placeholderText: qsTr("card and condition"); onAccepted: addAdj.clicked() }
                        Button {
                            id: addAdj
                            text: qsTr("Add")
                            enabled: adjAmount.value !== 0
                            onClicked: if (GameController.addAdjustment(adjPlayer.currentIndex, adjQuantity.currentText, adjAmount.value, adjNote.text)) adjNote.text = ""
                        }
                    }
                    Repeater {
                        model: GameController.players.count > 0 && root.revision >= 0 ? root.byHandCards(adjPlayer.currentIndex) : []
                        delegate: Label {
                            required property var modelData
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: "<b>" + modelData.name + "</b>: " + modelData.effect
                            textFormat: Text.StyledText
                            color: Theme.warning
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                    Item { implicitHeight: 20 }
                }
            }

            Rectangle { visible: !root.narrow; Layout.fillHeight: true; implicitWidth: 1; color: Theme.border }

            // --- boards ---------------------------------------------------------------------------
            Item {
                visible: !root.narrow || bodyTabs.currentIndex === 1
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Action Phase recorded action by action (Rulebook p.14-17); the boards below stay
                // editable directly (quick entry). Anchored, not in the layout: its height changes with
                // a refusal or a note and the boards follow at once.
                ActionPhasePanel {
                    id: actionPanel
                    objectName: "actionPanel"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    height: implicitHeight
                }
            // The boards, under the panel (indentation kept as before the panel, for clean merges).
            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: actionPanel.bottom
                anchors.bottom: parent.bottom
                spacing: 0
                TabBar {
                    id: tabs
                    objectName: "playerTabs"
                    Layout.fillWidth: true
                    Repeater {
                        model: GameController.players
                        delegate: TabButton {
                            required property string name
                            required property int strength
                            required property int stability
                            text: name + "  \u2694" + strength + "  \u2696" + stability
                            font.pixelSize: Theme.fontLarge
                        }
                    }
                }
                StackLayout {
                    id: boards
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.margins: 12
                    currentIndex: tabs.currentIndex
                    Repeater {
                        model: GameController.players
                        delegate: PlayerBoardEditor {}
                    }
                }
            }
            }
        }
    }
}
