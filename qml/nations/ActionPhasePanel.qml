import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The Action Phase recorded action by action (Rulebook p.14-17): whose turn it is in player order and
// who has passed, one button per action the engine records (buy a Progress Card, deploy / undeploy a
// Worker, hire an Architect, special action of a card, turmoil card in a Dynasties game, pass), each
// through GameController into the
// SQLite action log. A refusal shows the engine's reason (the rule) with "Apply anyway (manual
// correction)", which records the action marked as such. Quick entry on the boards stays available.
Rectangle {
    id: root

    // The acting nation: the one whose turn it is, unless the table picks another (a manual correction
    // of the turn order, Rulebook p.14, is then asked for by the engine's refusal).
    property int chosenActor: -1
    readonly property int actor: chosenActor >= 0 ? chosenActor : GameController.currentTurn
    // Actions are recorded in phase "action" while a nation has not passed (passes entered on the left
    // by quick entry count too).
    readonly property bool active: GameController.phase === "action" && GameController.currentTurn >= 0
    property int revision: 0
    readonly property var actorBoard: revision >= 0 && actor >= 0 && actor < GameController.playerCount
                                      ? GameController.players.get(actor) : ({})
    readonly property alias actionForm: form
    // Jagellonian Dynasty: the nation that may pay to act before everyone else (GameController.outOfTurnOffer).
    readonly property var outOfTurn: revision >= 0 && GameController.phase === "action" ? GameController.outOfTurnOffer() : ({})
    function actBeforeEveryone() {
        if (!GameController.armOutOfTurn(true))
            return false
        chosenActor = outOfTurn.player
        revision++
        return true
    }

    function nameOf(i) { return i >= 0 && i < GameController.playerCount ? GameController.players.get(i).name : "" }
    function ordinal(n) { return n === 1 ? qsTr("1st") : n === 2 ? qsTr("2nd") : n === 3 ? qsTr("3rd") : qsTr("%1th").arg(n) }

    // --- the actions (the buttons and forms call these; so do the tests) --------------------------
    function buy(cardId, row, details) { return GameController.buyCard(actor, cardId, row, details || {}) }
    function deploy(slot, fromSlot, free) {
        return GameController.deployWorker(actor, slot, fromSlot === undefined ? -1 : fromSlot, free === true)
    }
    function undeploy(slot, count) { return GameController.undeployWorkers(actor, slot, count || 1) }
    function hire(privateSource, cover) { return GameController.hireArchitect(actor, privateSource || "", cover === undefined ? -1 : cover) }
    function special(cardId, rule, option, payOption, park, advisor) {
        return GameController.specialAction(actor, cardId, rule || 0, option || 0, payOption === undefined ? -1 : payOption,
                                            park || {}, advisor || "")
    }
    function pass() { return GameController.passTurn(actor) }
    function turmoil(choice) { return GameController.takeTurmoil(actor, choice) }
    function explore(cover, colonies) {
        return GameController.exploreNaturalWonder(actor, cover === undefined ? -1 : cover, colonies || [])
    }
    function applyAnyway() { return GameController.applyAnyway() }

    // The actions from the keyboard (issue 16 §2), while a nation has a turn; shown in the buttons' tooltips and
    // on the Help page. The page-wide keys are the round page's (Ctrl+R, Ctrl+E, Ctrl+K, Ctrl+T, Ctrl+Z).
    Shortcut { objectName: "buyShortcut"; sequence: "Ctrl+B"; enabled: root.active && !form.visible; onActivated: root.openBuy() }
    Shortcut { objectName: "workersShortcut"; sequence: "Ctrl+W"; enabled: root.active && !form.visible; onActivated: root.openWorkers() }
    Shortcut { objectName: "hireShortcut"; sequence: "Ctrl+I"; enabled: root.active && !form.visible && hireButton.visible && hireButton.enabled; onActivated: root.startHire() }
    Shortcut { objectName: "specialShortcut"; sequence: "Ctrl+J"; enabled: root.active && !form.visible; onActivated: root.openSpecial() }
    Shortcut { objectName: "passShortcut"; sequence: "Ctrl+P"; enabled: root.active && !form.visible; onActivated: root.pass() }

    function openBuy() { form.openAs("buy") }
    function openWorkers() { form.openAs("workers") }
    function openSpecial() { form.openAs("special") }
    function openTurmoil() { form.openAs("turmoil") }
    readonly property bool exploring: actorBoard.construction !== undefined && actorBoard.construction.natural === true
    // The last exploration turn places the natural wonder: ask which ready Wonder it covers when full, and
    // for Victoria Falls which Colonies were drawn (its 4th Progress Board row).
    function startExplore() {
        const c = actorBoard.construction
        if (c.architects + 1 >= c.explorationTurns && ((actorBoard.slots || {}).wonderSpacesUsed + 1 > (actorBoard.slots || {}).wonder
                                                       || GameController.coloniesRowDiscovery(actor).pending))
            form.openAs("explore")
        else
            explore(-1)
    }
    function startHire() {
        if (GameController.privateArchitectSources(actor).length > 0 || (actorBoard.wonders || []).length >= (actorBoard.slots || {}).wonder)
            form.openAs("hire")
        else
            hire("")
    }

    Connections {
        target: GameController
        function onStateChanged() { root.chosenActor = -1; root.revision++ }
    }

    // Plain bindings on the rows (not the ColumnLayout's own implicit size, which follows one polish
    // later), so the round page makes room in the same frame when a refusal or a note appears.
    implicitHeight: 16 + turnRow.implicitHeight + actionRow.implicitHeight + column.spacing
                    + (refusalBox.visible ? refusalBox.implicitHeight + column.spacing : 0)
                    + (notes.visible ? notes.implicitHeight + column.spacing : 0)
    color: Theme.surface
    border.color: Theme.border

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6

        // --- turn order ----------------------------------------------------------------------
        FontMetrics { id: chipMetrics; font.pixelSize: Theme.fontNormal; font.bold: true }
        RowLayout {
            id: turnRow
            Layout.fillWidth: true
            spacing: 8
            Label {
                text: qsTr("Action Phase")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.accent
            }
            // The turn order scrolls sideways when five names do not fit.
            ListView {
                objectName: "turnChips"
                Layout.fillWidth: true
                Layout.preferredWidth: contentWidth
                Layout.minimumWidth: 100
                implicitHeight: chipMetrics.height + 8
                orientation: ListView.Horizontal
                spacing: 8
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                model: GameController.playerOrder
                delegate: Rectangle {
                    id: chip
                    required property int modelData
                    required property int index
                    readonly property int passedAt: GameController.passOrder.indexOf(modelData)
                    readonly property bool current: root.active && GameController.currentTurn === modelData
                    objectName: "turnChip_" + modelData
                    implicitWidth: chipLabel.implicitWidth + 16
                    implicitHeight: chipLabel.implicitHeight + 8
                    radius: 5
                    color: current ? Theme.accent : Theme.surfaceHigh
                    border.color: current ? Theme.accent : Theme.border
                    Label {
                        id: chipLabel
                        anchors.centerIn: parent
                        text: (chip.index + 1) + ". " + root.nameOf(chip.modelData)
                              + (chip.passedAt >= 0 ? " · " + qsTr("passed %1").arg(root.ordinal(chip.passedAt + 1)) : "")
                        color: chip.current ? Theme.background : chip.passedAt >= 0 ? Theme.textDim : Theme.text
                        font.pixelSize: Theme.fontNormal
                        font.bold: chip.current
                        font.strikeout: false
                    }
                }
            }
            Label {
                objectName: "phaseHint"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignRight
                elide: Text.ElideRight
                text: GameController.phase === "growth" ? qsTr("actions start after Growth")
                    : GameController.currentTurn < 0 ? qsTr("all passed: resolve the round") : ""
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
            }
            Label {
                objectName: "architectsLeft"
                text: qsTr("Architects left: %1").arg(GameController.publicArchitectsLeft)
                color: Theme.stone
                font.pixelSize: Theme.fontNormal
            }
        }

        // --- the acting nation and its actions ------------------------------------------------------
        // A Flow in an Item of the layout's width: the actions wrap in a narrow window (Qt 6.4's Flow
        // wraps at an explicit width only).
        Item {
            id: actionRow
            Layout.fillWidth: true
            implicitHeight: actionFlow.implicitHeight
            enabled: root.active
            opacity: root.active ? 1 : 0.4
            Flow {
            id: actionFlow
            width: parent.width
            spacing: 6
            Label {
                objectName: "turnLabel"
                height: actorBox.height
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Turn of")
                color: Theme.text
                font.pixelSize: Theme.fontNormal
            }
            ComboBox {
                id: actorBox
                objectName: "actorBox"
                width: 130
                model: GameController.playerCount
                currentIndex: root.actor
                displayText: root.nameOf(root.actor)
                delegate: ItemDelegate { required property int index; text: root.nameOf(index); width: parent ? parent.width : 130 }
                onActivated: root.chosenActor = currentIndex
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Who acts: the nation whose turn it is; another one only as a manual correction")
            }
            Button { objectName: "buyButton"; text: qsTr("Buy card…"); onClicked: root.openBuy()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Ctrl+B: buy a Progress Card; row 1, 2 or 3 costs 1, 2 or 3 Gold (Rulebook p.14)") }
            Button { objectName: "workersButton"; text: qsTr("Workers…"); onClicked: root.openWorkers()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Ctrl+W: deploy a Worker (an action, pays its Stone) or undeploy (free), Rulebook p.15") }
            Button {
                objectName: "exploreButton"
                visible: root.exploring
                text: qsTr("Explore (%1/%2)").arg(root.exploring ? root.actorBoard.construction.architects : 0)
                                             .arg(root.exploring ? root.actorBoard.construction.explorationTurns : 0)
                onClicked: root.startExplore()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Dynasties: one action per exploration turn; the last one discovers the natural wonder (from our card data)")
            }
            Button {
                id: hireButton
                objectName: "hireButton"
                text: qsTr("Hire Architect")
                visible: !root.exploring
                enabled: root.actorBoard.construction !== undefined && root.actorBoard.construction.card !== undefined
                onClicked: root.startHire()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+I: build the next section of the Wonder under construction (Rulebook p.17)")
            }
            Button { objectName: "specialButton"; text: qsTr("Special…"); onClicked: root.openSpecial()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Ctrl+J: special action of a card you hold, or one another nation's card offers you (Rulebook p.17)") }
            Button {
                objectName: "turmoilButton"
                visible: GameController.dynasties
                text: qsTr("Turmoil… (%1 left)").arg(GameController.turmoilCardsLeft)
                onClicked: root.openTurmoil()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Dynasties: take a turmoil card (−2 Stability this round) for 2 Gold or to play a dynasty; as many a round as public Architects (from our card data, not the Dynasties rulebook)")
            }
            Button {
                objectName: "outOfTurnButton"
                visible: root.outOfTurn.card !== undefined
                highlighted: root.outOfTurn.armed === true
                text: root.outOfTurn.armed === true
                      ? qsTr("%1 acts before everyone else: choose the action").arg(root.outOfTurn.playerName || "")
                      : qsTr("%1: act first (%2 Gold to %3)").arg(root.outOfTurn.name || "").arg(root.outOfTurn.gold || 0)
                                                                .arg(root.outOfTurn.payToName || "")
                onClicked: root.actBeforeEveryone()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Card text: pay %1 Gold to the first player (second player if you are first) to take an extra action before everyone else; the next action of %2 (not a pass) is that action")
                              .arg(root.outOfTurn.gold || 0).arg(root.outOfTurn.playerName || "")
            }
            Button {
                objectName: "passButton"
                text: qsTr("Pass")
                onClicked: root.pass()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+P: no more actions this round (Rulebook p.14); the pass order counts for cards that say \"passed first\" or \"passed last\"")
            }
            }
        }

        // --- a refusal the table may overrule ---------------------------------------------------------
        // Sized by plain bindings (no nested layout), so the page's layout follows at once.
        Rectangle {
            id: refusalBox
            Layout.fillWidth: true
            visible: GameController.canApplyAnyway
            implicitHeight: Math.max(refusalText.implicitHeight, applyAnywayButton.implicitHeight) + 10
            radius: 5
            color: Theme.warningSurface
            border.color: Theme.warning
            // The rule in words; where it stands (rulebook page, card text) one click away.
            SourcedText {
                id: refusalText
                objectName: "refusalReason"
                x: 6
                width: parent.width - applyAnywayButton.width - 18
                anchors.verticalCenter: parent.verticalCenter
                text: GameController.refusalReason
                sources: GameController.refusalSource
            }
            Button {
                id: applyAnywayButton
                objectName: "applyAnywayButton"
                anchors.right: parent.right
                anchors.rightMargin: 5
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Apply anyway (manual correction)")
                onClicked: root.applyAnyway()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The table's word beats the app's: recorded with the rule it overrules, marked as a manual correction")
            }
        }

        // --- what the table overruled and what it applies by hand this round ------------------------
        // An overruled rule in words, where it stands one click away (notes stored before: no source).
        Repeater {
            model: GameController.actionOverrides
            delegate: SourcedText {
                objectName: "actionOverride" + index
                Layout.fillWidth: true
                text: qsTr("Manual correction — %1: %2").arg(modelData.playerName).arg(modelData.rule)
                sources: modelData.source
                color: Theme.warning
                pixelSize: Theme.fontSmall
            }
        }
        Label {
            id: notes
            objectName: "actionNotes"
            Layout.fillWidth: true
            visible: text.length > 0
            text: {
                let lines = []
                for (const n of GameController.byHandNotes)
                    lines.push(qsTr("By hand — %1: %2").arg(n.playerName).arg(n.text))
                return lines.join("\n")
            }
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: Theme.fontSmall
        }
    }

    // --- the forms --------------------------------------------------------------------------------
    Popup {
        id: form
        objectName: "actionForm"
        property string kind: ""
        // buy
        property string cardId: ""
        readonly property var card: cardId.length > 0 ? GameController.cardInfo(cardId) : ({})
        property int row: 1
        // The place chosen in the slot box (-1 = the next free slot).
        readonly property int slot: slotBox.model.length > 0 && slotBox.currentIndex >= 0 ? slotBox.model[slotBox.currentIndex].value : -1
        property string choice: ""
        property var pay: ({ gold: 0, food: 0, stone: 0, books: 0 })
        // explore: Victoria Falls' Colonies drawn (ids) and what the engine offers
        property var drawnColonies: []
        readonly property var rowDiscovery: kind === "explore" && root.revision >= 0 ? GameController.coloniesRowDiscovery(root.actor)
                                                                                       : ({ pending: false, candidates: [] })
        // buy: a card on Victoria Falls' 4th row is bought from that row only
        readonly property bool onRow4: cardId.length > 0 && root.revision >= 0 && GameController.boardRow4Cards().indexOf(cardId) >= 0
        function toggleColony(id, on) {
            let l = drawnColonies.filter(x => x !== id)
            if (on)
                l.push(id)
            drawnColonies = l
        }
        readonly property alias searchField: buySearch
        readonly property alias resultList: buyResults

        function openAs(k) {
            kind = k
            cardId = ""
            row = 1
            choice = ""
            pay = { gold: 0, food: 0, stone: 0, books: 0 }
            drawnColonies = []
            buySearch.text = ""
            open()
        }
        function selectCard(id) {
            cardId = id
            row = GameController.boardRow4Cards().indexOf(id) >= 0 ? 4 : 1
            const t = GameController.cardInfo(id).type
            choice = t === "battle" ? "food" : t === "golden_age" ? "resource" : ""
        }
        // Places the chosen card may take: [{label, value}] (value = slot index; -1 = next free place).
        function slotOptions() {
            const b = root.actorBoard
            const t = card.type
            let out = []
            const list = t === "building" || t === "military" ? (b.buildings || [])
                       : t === "advisor" ? (b.advisors || []) : t === "colony" ? (b.colonies || [])
                       : t === "natural_wonder" ? (b.wonders || []) : []
            const slots = b.slots || {}
            const capacity = t === "building" || t === "military" ? slots.buildingMilitary
                           : t === "advisor" ? slots.advisor : t === "colony" ? slots.colony
                           : t === "natural_wonder" ? slots.wonder : 0
            if (list.length < capacity)
                out.push({ label: qsTr("next free slot"), value: -1 })
            for (let i = 0; i < list.length; ++i)
                out.push({ label: (t === "advisor" || t === "colony" ? qsTr("replace %1") : qsTr("cover %1")).arg(list[i].name)
                                  + (list[i].workers ? " " + qsTr("(%1 Workers go idle)").arg(list[i].workers) : ""), value: i })
            return out
        }
        // Korea B (free Architects after a Golden Age), Arabs B (a Worker with a Battle).
        readonly property var extras: cardId.length > 0 && root.revision >= 0 ? GameController.buyExtras(root.actor, cardId)
                                                                              : ({ freeArchitects: 0, takeWorkers: 0 })
        property int freeArchitects: 0
        property bool takeWorker: false
        // Abbasid Caliphate: the other nations that also buy the VP, player -> {gold, food, stone, books}.
        property var alsoVp: ({})
        onCardIdChanged: { freeArchitects = 0; takeWorker = false; alsoVp = {} }
        function details() {
            let d = {}
            if (extras.freeArchitects > 0 && freeArchitects > 0)
                d.free_architects = freeArchitects
            if (extras.takeWorkers > 0 && takeWorker)
                d.take_worker = true
            if (slot >= 0)
                d.slot = slot // a natural wonder's cover: GameController.buyCard
            if (choice.length > 0)
                d.choice = choice
            if (card.type === "golden_age" && choice === "vp")
                d.pay = pay
            const others = Object.keys(alsoVp).map(function(p) { return { player: Number(p), pay: alsoVp[p] } })
            if (card.type === "golden_age" && others.length > 0)
                d.also_vp = others
            return d
        }
        function submitBuy() { submit(function() { return root.buy(cardId, row, details()) }) }
        // What the keys cannot decide for the player: a Battle's or Golden Age's gain, Korea's free
        // Architects, Arabs' Worker, another nation's VP, and which card to cover when every slot is taken.
        readonly property bool keysCannotChoose: cardId.length > 0
            && (card.type === "battle" || card.type === "golden_age"
                || (card.type === "war" && root.revision >= 0 && GameController.warCountsAsBattle(root.actor))
                || extras.freeArchitects > 0 || extras.takeWorkers > 0 || (extras.alsoVp || []).length > 0
                || (slotBox.model.length > 1 && slotBox.model[0].value !== -1))
        readonly property var rows: onRow4 ? [4] : [1, 2, 3]
        // The row keys (issue 16 §2): once a card is picked, 1, 2 or 3 (4 for Victoria Falls' row) is the row
        // it lies in, and buys it when nothing else is left to choose; Return buys when its only row is known.
        function rowKey(n) {
            if (cardId.length === 0 || rows.indexOf(n) < 0)
                return false
            row = n
            if (!keysCannotChoose)
                submitBuy()
            return true
        }
        function searchAccepted() {
            const id = buyModel.idAt(buyResults.currentIndex)
            if (id.length > 0 && id !== cardId)
                selectCard(id)
            else if (id.length > 0 && rows.length === 1 && !keysCannotChoose)
                submitBuy()
        }
        // Runs an action and closes the form when it is stored. Delegates call this with their action:
        // a stored action rebuilds their model, so nothing may run in the delegate after it.
        function submit(action) {
            if (action())
                close()
        }

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(760, parent ? parent.width - 40 : 760)
        height: Math.min(620, parent ? parent.height - 40 : 620)
        modal: true
        focus: true
        padding: 14
        onOpened: if (kind === "buy") buySearch.forceActiveFocus()
        background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }

        CardSearchModel {
            id: buyModel
            controller: GameController
            query: buySearch.text
            types: ["building", "military", "advisor", "colony", "wonder", "natural_wonder", "war", "battle", "golden_age"]
        }

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            Label {
                text: form.kind === "buy" ? qsTr("%1 buys a Progress Card").arg(root.nameOf(root.actor))
                    : form.kind === "workers" ? qsTr("%1: Workers").arg(root.nameOf(root.actor))
                    : form.kind === "hire" ? qsTr("%1 hires an Architect").arg(root.nameOf(root.actor))
                    : form.kind === "turmoil" ? qsTr("%1 takes a turmoil card").arg(root.nameOf(root.actor))
                    : form.kind === "explore" ? qsTr("%1 explores %2").arg(root.nameOf(root.actor)).arg(root.actorBoard.construction.name || "")
                    : qsTr("%1: special action").arg(root.nameOf(root.actor))
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
            }

            // ---- buy ----
            TextField {
                id: buySearch
                objectName: "buySearch"
                visible: form.kind === "buy"
                Layout.fillWidth: true
                placeholderText: qsTr("Type a card name, Enter to pick it, then its row: 1, 2 or 3")
                font.pixelSize: Theme.fontLarge
                Keys.onDownPressed: buyResults.incrementCurrentIndex()
                Keys.onUpPressed: buyResults.decrementCurrentIndex()
                onAccepted: form.searchAccepted()
                // No card name has a digit: once a card is picked, a digit is its row.
                Keys.onPressed: function(event) {
                    if ((event.modifiers & ~Qt.KeypadModifier) === Qt.NoModifier && event.key >= Qt.Key_1 && event.key <= Qt.Key_4)
                        event.accepted = form.rowKey(event.key - Qt.Key_0)
                }
                Accessible.name: qsTr("Card to buy")
                onTextChanged: buyResults.currentIndex = 0
            }
            ListView {
                id: buyResults
                objectName: "buyResults"
                visible: form.kind === "buy"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: buyModel
                // Reset on every keystroke: no row created ahead, which Qt 6.4 would cancel by its old index
                // ("DelegateModel::cancel: index out range", tst_qmlfiles searchListsTakeANewQueryWhileCreatingRows).
                cacheBuffer: 0
                spacing: 2
                highlightMoveDuration: 0
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: resultRow
                    required property int index
                    required property string cardId
                    required property string name
                    required property string typeName
                    required property int age
                    required property string effect
                    required property bool automated
                    required property string handReason
                    objectName: "buyResult_" + cardId
                    width: ListView.view.width
                    height: resultLayout.implicitHeight + 8
                    radius: 5
                    color: form.cardId === cardId ? Theme.surfaceHigh : "transparent"
                    border.color: ListView.isCurrentItem || form.cardId === cardId ? Theme.accent : "transparent"
                    RowLayout {
                        id: resultLayout
                        anchors.fill: parent
                        anchors.margins: 4
                        Label { text: resultRow.name; font.bold: true; color: Theme.text; font.pixelSize: Theme.fontNormal }
                        Label {
                            Layout.fillWidth: true
                            text: resultRow.typeName + " · " + qsTr("Age %1").arg(Theme.ageName(resultRow.age)) + " · " + resultRow.effect
                            elide: Text.ElideRight
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        ByHandBadge { visible: !resultRow.automated; reason: resultRow.handReason }
                    }
                    MouseArea { anchors.fill: parent; onClicked: { buyResults.currentIndex = resultRow.index; form.selectCard(resultRow.cardId) } }
                }
            }
            Label {
                visible: form.kind === "buy" && form.cardId.length > 0
                Layout.fillWidth: true
                text: (form.card.name || "") + " — " + (form.card.typeName || "") + ": " + (form.card.effect || "")
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
            RowLayout {
                visible: form.kind === "buy" && form.cardId.length > 0
                spacing: 6
                Label { text: qsTr("Row"); color: Theme.textDim }
                Repeater {
                    model: form.onRow4 ? [4] : [1, 2, 3]
                    delegate: Button {
                        required property int modelData
                        objectName: "row_" + modelData
                        checkable: true
                        checked: form.row === modelData
                        text: qsTr("%1 · %2 Gold").arg(modelData).arg(root.revision >= 0 ? GameController.cardPrice(root.actor, form.cardId, modelData) : 0)
                        onClicked: form.row = modelData
                        Accessible.name: qsTr("Row %1").arg(text)
                        ToolTip.visible: hovered
                        ToolTip.text: form.keysCannotChoose ? qsTr("Key %1 in the search field: this row").arg(modelData)
                                                            : qsTr("Key %1 in the search field: buy from this row").arg(modelData)
                    }
                }
                ComboBox {
                    id: slotBox
                    objectName: "slotBox"
                    visible: model.length > 0
                    Layout.preferredWidth: 280
                    model: form.cardId.length > 0 && root.revision >= 0 ? form.slotOptions() : []
                    textRole: "label"
                    onModelChanged: currentIndex = 0
                }
            }
            RowLayout {
                // A Battle's gain; also for a War when it counts as a Battle (Kingdom of Leon).
                readonly property bool battle: form.card.type === "battle"
                                               || (form.card.type === "war" && root.revision >= 0 && GameController.warCountsAsBattle(root.actor))
                visible: form.kind === "buy" && (battle || form.card.type === "golden_age")
                spacing: 6
                Label { text: parent.battle ? qsTr("Take") : qsTr("Golden Age"); color: Theme.textDim }
                Repeater {
                    model: parent.battle ? ["books", "food", "stone"] : ["resource", "vp", "special"]
                    delegate: Button {
                        required property string modelData
                        objectName: "choice_" + modelData
                        checkable: true
                        checked: form.choice === modelData
                        text: modelData === "resource" ? qsTr("resource") : modelData === "vp" ? qsTr("1 VP") : modelData === "special" ? qsTr("special") : Theme.labelOf(modelData)
                        onClicked: form.choice = modelData
                    }
                }
            }
            RowLayout {
                visible: form.kind === "buy" && (form.extras.freeArchitects > 0 || form.extras.takeWorkers > 0)
                spacing: 6
                Label {
                    visible: form.extras.freeArchitects > 0
                    text: qsTr("Free Architects (up to %1)").arg(form.extras.freeArchitects)
                    color: Theme.textDim
                }
                SpinBox {
                    objectName: "freeArchitects"
                    Accessible.name: qsTr("Free Architects (up to %1)").arg(form.extras.freeArchitects)
                    visible: form.extras.freeArchitects > 0
                    from: 0; to: form.extras.freeArchitects
                    value: form.freeArchitects
                    onValueModified: form.freeArchitects = value
                }
                CheckBox {
                    objectName: "takeWorker"
                    visible: form.extras.takeWorkers > 0
                    text: qsTr("Also take %n Worker(s)", "", form.extras.takeWorkers)
                    checked: form.takeWorker
                    onToggled: form.takeWorker = checked
                }
            }
            RowLayout {
                visible: form.kind === "buy" && form.card.type === "golden_age" && form.choice === "vp"
                spacing: 4
                Label { text: qsTr("Pay"); color: Theme.textDim }
                Repeater {
                    model: ["gold", "food", "stone", "books"]
                    delegate: SpinBox {
                        required property string modelData
                        objectName: "pay_" + modelData
                        Accessible.name: qsTr("Pay %1").arg(Theme.labelOf(modelData))
                        from: 0; to: 20; editable: true
                        Layout.preferredWidth: 110
                        value: form.pay[modelData] || 0
                        onValueModified: { let p = Object.assign({}, form.pay); p[modelData] = value; form.pay = p }
                        ToolTip.visible: hovered
                        ToolTip.text: Theme.labelOf(modelData)
                    }
                }
            }

            Label {
                // Axumite Kingdom: the card is marked this round.
                objectName: "buySurcharge"
                visible: form.kind === "buy" && (form.extras.surcharge || "").length > 0
                text: form.extras.surcharge || ""
                color: Theme.gold
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Repeater {
                // Abbasid Caliphate: another nation may also buy this Golden Age's VP at its own price.
                model: form.kind === "buy" && form.card.type === "golden_age" ? (form.extras.alsoVp || []) : []
                delegate: ColumnLayout {
                    id: alsoRow
                    required property var modelData
                    readonly property var pay: form.alsoVp[modelData.player]
                    Layout.fillWidth: true
                    spacing: 2
                    CheckBox {
                        objectName: "alsoVp_" + alsoRow.modelData.player
                        text: qsTr("%1 also buys the VP (%2), price %3 in any mix:").arg(alsoRow.modelData.playerName)
                                  .arg(alsoRow.modelData.cardName).arg(alsoRow.modelData.price)
                        checked: alsoRow.pay !== undefined
                        onToggled: {
                            let m = Object.assign({}, form.alsoVp)
                            if (checked)
                                m[alsoRow.modelData.player] = { gold: alsoRow.modelData.price, food: 0, stone: 0, books: 0 }
                            else
                                delete m[alsoRow.modelData.player]
                            form.alsoVp = m
                        }
                    }
                    RowLayout {
                        visible: alsoRow.pay !== undefined
                        spacing: 4
                        Label { text: qsTr("%1 pays").arg(alsoRow.modelData.playerName); color: Theme.textDim }
                        Repeater {
                            model: alsoRow.pay !== undefined ? ["gold", "food", "stone", "books"] : []
                            delegate: SpinBox {
                                required property string modelData
                                objectName: "alsoVpPay_" + alsoRow.modelData.player + "_" + modelData
                                Accessible.name: qsTr("%1 pays").arg(alsoRow.modelData.playerName)
                                from: 0; to: 20; editable: true
                                Layout.preferredWidth: 110
                                value: alsoRow.pay[modelData] || 0
                                onValueModified: {
                                    let m = Object.assign({}, form.alsoVp)
                                    m[alsoRow.modelData.player] = Object.assign({}, alsoRow.pay)
                                    m[alsoRow.modelData.player][modelData] = value
                                    form.alsoVp = m
                                }
                                ToolTip.visible: hovered
                                ToolTip.text: Theme.labelOf(modelData)
                            }
                        }
                    }
                }
            }

            // ---- Workers ----
            Repeater {
                model: form.kind === "workers" ? (root.actorBoard.buildings || []) : []
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    Layout.fillWidth: true
                    Label { text: modelData.name; font.bold: true; color: Theme.text; Layout.preferredWidth: 200 }
                    Label { text: qsTr("%1 Workers").arg(modelData.workers); color: Theme.workers; Layout.preferredWidth: 90 }
                    Button {
                        objectName: "deploy_" + index
                        text: qsTr("Deploy (%1 Stone)").arg(GameController.deployCost(root.actor, index))
                        enabled: root.actorBoard.idleWorkers > 0
                        onClicked: form.submit(() => root.deploy(index))
                    }
                    Button {
                        // Achaemenid Empire: the first action after a Growth Worker deploys it for free.
                        objectName: "deployFree_" + index
                        visible: root.revision >= 0 && GameController.freeFirstDeploy(root.actor)
                        text: qsTr("Deploy free")
                        enabled: root.actorBoard.idleWorkers > 0
                        onClicked: form.submit(() => root.deploy(index, -1, true))
                    }
                    Button {
                        objectName: "undeploy_" + index
                        text: qsTr("Undeploy 1")
                        enabled: modelData.workers > 0
                        onClicked: root.undeploy(index, 1)
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Free, not an action: only during your own turn (Rulebook p.15)")
                    }
                }
            }
            Label {
                visible: form.kind === "workers"
                text: qsTr("Idle Workers: %1").arg(root.actorBoard.idleWorkers || 0)
                color: Theme.workers
            }

            // ---- hire ----
            Button {
                objectName: "hirePublic"
                visible: form.kind === "hire"
                text: qsTr("Public Architect (%1 left)").arg(GameController.publicArchitectsLeft)
                onClicked: form.submit(() => root.hire("", wonderCover.currentIndex - 1))
            }
            Repeater {
                model: form.kind === "hire" ? GameController.privateArchitectSources(root.actor) : []
                delegate: Button {
                    required property var modelData
                    objectName: "hirePrivate_" + modelData.id
                    text: qsTr("Private Architect of %1 (%2 of %3 used)").arg(modelData.name).arg(modelData.used).arg(modelData.count)
                    onClicked: form.submit(() => root.hire(modelData.id, wonderCover.currentIndex - 1))
                }
            }
            Label {
                objectName: "rowColoniesHint"
                visible: form.kind === "explore" && form.rowDiscovery.pending
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                text: qsTr("%1: draw %2 Progress Cards and tick the Colonies among them; they make a 4th row of the Progress Board (%3 Gold each)")
                      .arg(form.rowDiscovery.name || "").arg(form.rowDiscovery.max || 0).arg(form.rowDiscovery.priceGold || 0)
            }
            Flow {
                visible: form.kind === "explore" && form.rowDiscovery.pending
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: form.rowDiscovery.pending ? form.rowDiscovery.candidates : []
                    delegate: CheckBox {
                        required property var modelData
                        objectName: "rowColony_" + modelData.id
                        text: modelData.name
                        checked: form.drawnColonies.indexOf(modelData.id) >= 0
                        onToggled: form.toggleColony(modelData.id, checked)
                    }
                }
            }
            Button {
                objectName: "exploreConfirm"
                visible: form.kind === "explore"
                text: qsTr("Explore and discover")
                onClicked: form.submit(() => root.explore(wonderCover.currentIndex - 1, form.drawnColonies))
            }
            ComboBox {
                id: wonderCover
                objectName: "wonderCover"
                visible: (form.kind === "hire" || form.kind === "explore") && (root.actorBoard.wonders || []).length > 0
                Layout.preferredWidth: 320
                model: {
                    let out = [qsTr("finished Wonder to a free slot")]
                    for (const w of (root.actorBoard.wonders || []))
                        out.push(qsTr("finished Wonder covers %1").arg(w.name))
                    return out
                }
            }

            // ---- special ----
            Repeater {
                model: form.kind === "special" ? GameController.specialActions(root.actor) : []
                delegate: RowLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    ColumnLayout {
                        Layout.fillWidth: true
                        Label { text: modelData.name + (modelData.limit > 0 ? "  " + qsTr("(%1 of %2 used)").arg(modelData.used).arg(modelData.limit) : ""); font.bold: true; color: Theme.text }
                        Label { Layout.fillWidth: true; text: modelData.text; wrapMode: Text.Wrap; color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                    }
                    ByHandBadge { visible: !modelData.automated; reason: modelData.reason }
                    ComboBox {
                        id: optionBox
                        objectName: "specialOption_" + modelData.card + "_" + modelData.rule
                        visible: modelData.options.length > 0
                        model: modelData.options
                        Layout.preferredWidth: 150
                    }
                    ComboBox {
                        id: payBox
                        objectName: "specialPay_" + modelData.card + "_" + modelData.rule
                        visible: modelData.payOptions.length > 0
                        model: modelData.payOptions
                        Layout.preferredWidth: 150
                    }
                    Button {
                        objectName: "special_" + modelData.card + "_" + modelData.rule
                        text: qsTr("Use")
                        onClicked: {
                            const card = modelData.card, rule = modelData.rule, option = Math.max(0, optionBox.currentIndex)
                            const pay = modelData.payOptions.length > 0 ? payBox.currentIndex : -1
                            const park = modelData.parks.length > 0 ? modelData.parks[option] : undefined
                            const advisor = modelData.advisors.length > 0 ? modelData.advisors[option] : undefined
                            form.submit(() => root.special(card, rule, park || advisor ? 0 : option, pay, park, advisor))
                        }
                    }
                }
            }
            Label {
                visible: form.kind === "special" && GameController.specialActions(root.actor).length === 0
                text: qsTr("No card of %1 with a special action is active (Workers on Buildings, Advisor, Colonies, ready Wonders).").arg(root.nameOf(root.actor))
                wrapMode: Text.Wrap
                Layout.fillWidth: true
                color: Theme.textDim
            }

            // ---- turmoil (Dynasties) ----
            Label {
                visible: form.kind === "turmoil"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("%1 takes a turmoil card: −%2 Stability until the end of the round, and 2 Gold or one of the nation's dynasties, which covers the nation special or the dynasty in play. %3 turmoil card(s) left this round. (Mechanics from our card data; we have no Dynasties rulebook.)")
                      .arg(root.nameOf(root.actor)).arg(2).arg(GameController.turmoilCardsLeft)
                color: Theme.textDim
            }
            Button {
                objectName: "turmoil_gold"
                visible: form.kind === "turmoil"
                text: qsTr("Take 2 Gold")
                onClicked: form.submit(() => root.turmoil("gold"))
            }
            Repeater {
                model: form.kind === "turmoil" ? (root.actorBoard.dynasties || []) : []
                delegate: RowLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    ColumnLayout {
                        Layout.fillWidth: true
                        Label { text: modelData.name + (modelData.inPlay ? "  " + qsTr("(in play)") : modelData.played ? "  " + qsTr("(played and covered)") : ""); font.bold: true; color: Theme.text }
                        Label { Layout.fillWidth: true; text: modelData.effect; wrapMode: Text.Wrap; color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                    }
                    ByHandBadge { visible: !modelData.automated; reason: modelData.reason }
                    Button {
                        objectName: "turmoil_" + modelData.id
                        enabled: !modelData.inPlay && !modelData.played
                        text: qsTr("Play")
                        onClicked: { const id = modelData.id; form.submit(() => root.turmoil(id)) }
                    }
                }
            }

            Item { Layout.fillHeight: form.kind !== "buy"; Layout.fillWidth: true }
            Label {
                objectName: "formError"
                Layout.fillWidth: true
                visible: GameController.lastError.length > 0
                text: GameController.lastError
                wrapMode: Text.Wrap
                color: Theme.danger
                font.pixelSize: Theme.fontSmall
            }
            RowLayout {
                Layout.fillWidth: true
                Item { Layout.fillWidth: true }
                Button {
                    objectName: "formApplyAnyway"
                    visible: GameController.canApplyAnyway
                    text: qsTr("Apply anyway (manual correction)")
                    onClicked: form.submit(() => root.applyAnyway())
                }
                Button { text: qsTr("Close"); onClicked: form.close() }
                Button {
                    objectName: "buyConfirm"
                    visible: form.kind === "buy"
                    highlighted: true
                    enabled: form.cardId.length > 0
                    text: qsTr("Buy for %1 Gold").arg(root.revision >= 0 && form.cardId.length > 0 ? GameController.cardPrice(root.actor, form.cardId, form.row) : 0)
                    onClicked: form.submitBuy()
                }
            }
        }
    }
}
