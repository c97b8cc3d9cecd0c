import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// New game: 1-5 players in player order, each with a nation side, difficulty and starting values
// (printed values from the catalog, corrected values remembered per nation side); game options.
FocusScope {
    id: root

    signal cancelled()

    readonly property var difficulties: [
        { key: "emperor", label: qsTr("Emperor (1)") },
        { key: "king", label: qsTr("King (2)") },
        { key: "prince", label: qsTr("Prince (3)") },
        { key: "chieftain", label: qsTr("Chieftain (4)") }
    ]
    readonly property var lengths: [
        { rounds: 8, label: qsTr("Full game — 4 ages, 8 rounds") },
        { rounds: 6, label: qsTr("Short — 3 ages, 6 rounds") },
        { rounds: 4, label: qsTr("Short — 2 ages, 4 rounds") },
        { rounds: 2, label: qsTr("Learning — 1 age, 2 rounds") }
    ]
    property int lastRound: 8
    property bool solo: seats.count === 1
    property alias seatModel: seats

    function nationInfo(id) {
        const all = GameController.nations
        for (let i = 0; i < all.length; ++i)
            if (all[i].id === id)
                return all[i]
        return null
    }
    function sideAvailable(nation, side) {
        const n = nationInfo(nation)
        if (!n)
            return false
        for (let i = 0; i < n.sides.length; ++i)
            if (n.sides[i].side === side)
                return n.sides[i].available
        return false
    }
    function freeNation() {
        const all = GameController.nations
        // Base nations first: they are in every box.
        for (let pass = 0; pass < 2; ++pass)
            for (let i = 0; i < all.length; ++i) {
                if ((pass === 0) !== (all[i].set === "base"))
                    continue
                let used = false
                for (let s = 0; s < seats.count; ++s)
                    used = used || seats.get(s).nation === all[i].id
                if (!used)
                    return all[i].id
            }
        return all.length > 0 ? all[0].id : ""
    }
    // Loads the starting values of the seat's nation side (with the remembered correction).
    function loadStart(row) {
        const seat = seats.get(row)
        let side = seat.side
        if (!sideAvailable(seat.nation, side))
            side = side === "A" ? "B" : "A"
        const s = GameController.nationStart(seat.nation, side)
        seats.setProperty(row, "side", side)
        seats.setProperty(row, "available", s.available === true)
        if (!s.available)
            return
        for (const k of ["gold", "food", "stone", "vp", "workers"]) {
            seats.setProperty(row, k, s[k])
            seats.setProperty(row, "printed_" + k, s.catalog[k])
        }
        seats.setProperty(row, "uncertain", s.uncertain.join(","))
        seats.setProperty(row, "note", s.note || "")
        seats.setProperty(row, "corrected", s.corrected === true)
        // A side whose printed starting cards are unknown: the ones entered last time (ids, names).
        const cards = s.cards || []
        seats.setProperty(row, "startingCardsUnknown", s.startingCardsUnknown === true)
        seats.setProperty(row, "cards", cards.map(function(c) { return c.id }).join(","))
        seats.setProperty(row, "cardNames", cards.map(function(c) { return c.name }).join(", "))
    }
    function addSeat(name, nation, side, difficulty) {
        if (seats.count >= 5)
            return
        seats.append({ name: name || "", nation: nation || freeNation(), side: side || "A",
                       difficulty: difficulty || "prince", available: true,
                       gold: 0, food: 0, stone: 0, vp: 0, workers: 0,
                       printed_gold: 0, printed_food: 0, printed_stone: 0, printed_vp: 0, printed_workers: 0,
                       uncertain: "", note: "", corrected: false,
                       startingCardsUnknown: false, cards: "", cardNames: "" })
        loadStart(seats.count - 1)
    }
    /// Fills the form: list of {name, nation, side, difficulty}.
    function prefill(list, rounds) {
        seats.clear()
        for (const s of list)
            addSeat(s.name, s.nation, s.side, s.difficulty)
        if (rounds)
            lastRound = rounds
    }
    function setup() {
        let out = []
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i)
            out.push({ name: s.name, nation: s.nation, side: s.side, difficulty: s.difficulty,
                       start: { gold: s.gold, food: s.food, stone: s.stone, vp: s.vp, workers: s.workers,
                                cards: s.cards.length > 0 ? s.cards.split(",") : [] } })
        }
        return { seats: out, lastRound: lastRound, solo: seats.count === 1, cardSets: cardSets(), campaign: campaign,
                 readings: readings }
    }
    // Campaign variant (FAQ, T-26): each player's difficulty is where the campaign's finished games put
    // them: Prince to start, one level up per win.
    property string campaign: ""
    readonly property var campaignStandings: campaign.length > 0 && GameController.campaigns.length >= 0
                                             ? GameController.campaignStandings(campaign) : []
    onCampaignChanged: applyCampaign()
    function applyCampaign() {
        if (campaign.length === 0)
            return
        for (let i = 0; i < seats.count; ++i) {
            const name = seats.get(i).name.toLowerCase()
            let level = "prince"
            for (const st of campaignStandings)
                if (st.player.toLowerCase() === name)
                    level = st.level
            seats.setProperty(i, "difficulty", level)
        }
    }
    // Rule choices: the other reading of rules the rulebook and FAQ do not settle (docs/card-rules.md
    // "Decisions"); keys of nn::RuleReadings, only the ones switched on.
    property var readings: ({})
    readonly property var readingChoices: GameController.ruleReadingChoices
    function setReading(key, on) {
        let r = Object.assign({}, readings)
        if (on) r[key] = true; else delete r[key]
        readings = r
    }
    function cardSets() {
        let sets = ["base"]
        if (dynastiesBox.checked) sets.push("dynasties")
        if (expansionBox.checked) sets.push("expansion")
        return sets
    }
    function start() { return GameController.startGame(setup()) }

    Component.onCompleted: if (seats.count === 0) { addSeat(); addSeat() }

    Shortcut { sequences: ["Ctrl+Return", "Ctrl+Enter"]; onActivated: root.start() }
    Shortcut { sequence: "Escape"; onActivated: root.cancelled() }
    Shortcut { sequence: "Ctrl+P"; onActivated: root.addSeat() }

    ListModel { id: seats }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 14

        RowLayout {
            Label {
                Layout.fillWidth: true
                text: qsTr("New game")
                font.pixelSize: 34
                font.bold: true
                color: Theme.accent
            }
            Label {
                visible: GameController.hasGame && GameController.phase !== "finished"
                text: qsTr("Starting abandons the unfinished game (round %1).").arg(GameController.round)
                color: Theme.warning
                font.pixelSize: Theme.fontNormal
            }
        }
        SectionHeader {
            text: qsTr("Players in player order")
            hint: qsTr("first player at the top · the names are remembered")
        }

        ListView {
            id: seatList
            objectName: "seatList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: seats
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: seat
                required property int index
                required property string name
                required property string nation
                required property string side
                required property string difficulty
                required property int gold
                required property int food
                required property int stone
                required property int vp
                required property int workers
                required property string uncertain
                required property string note
                required property bool corrected
                required property bool available
                required property bool startingCardsUnknown
                required property string cardNames

                width: ListView.view.width
                height: seatColumn.implicitHeight + 20
                radius: Theme.radius
                color: Theme.surface

                ColumnLayout {
                    id: seatColumn
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 6
                    // Name and nation, then side and difficulty: on one line, or two in a narrow window.
                    Item {
                        Layout.fillWidth: true
                        implicitHeight: seatFlow.implicitHeight
                        Flow {
                        id: seatFlow
                        width: parent.width
                        spacing: 10
                    RowLayout {
                        spacing: 10
                        Label {
                            text: (seat.index + 1) + "."
                            font.pixelSize: Theme.fontTitle
                            font.bold: true
                            color: Theme.accent
                        }
                        TextField {
                            id: nameField
                            objectName: "nameField"
                            Accessible.name: qsTr("Player name")
                            Layout.preferredWidth: 220
                            font.pixelSize: Theme.fontLarge
                            placeholderText: qsTr("Player name")
                            text: seat.name
                            focus: seat.index === 0
                            // Inline completion from the remembered players: the completed part is
                            // selected, so typing on replaces it and Tab/Enter accepts it.
                            onTextEdited: {
                                const typed = text
                                if (typed.length > 0) {
                                    const known = GameController.knownPlayers
                                    for (let i = 0; i < known.length; ++i)
                                        if (known[i].toLowerCase().startsWith(typed.toLowerCase()) && known[i].length > typed.length) {
                                            text = typed + known[i].slice(typed.length)
                                            select(typed.length, text.length)
                                            break
                                        }
                                }
                                seats.setProperty(seat.index, "name", text)
                                root.applyCampaign()
                            }
                            onAccepted: deselect()
                        }
                        ComboBox {
                            id: nationBox
                            objectName: "nationBox"
                            Layout.preferredWidth: 190
                            model: GameController.nations
                            textRole: "name"
                            valueRole: "id"
                            font.pixelSize: Theme.fontNormal
                            currentIndex: count > 0 ? indexOfValue(seat.nation) : -1
                            onActivated: {
                                seats.setProperty(seat.index, "nation", currentValue)
                                root.loadStart(seat.index)
                            }
                        }
                    }
                    RowLayout {
                        spacing: 10
                        Repeater {
                            model: ["A", "B"]
                            delegate: Button {
                                required property string modelData
                                objectName: "side" + modelData
                                text: qsTr("Side %1").arg(modelData)
                                checkable: true
                                checked: seat.side === modelData
                                highlighted: checked
                                enabled: root.sideAvailable(seat.nation, modelData)
                                ToolTip.visible: hovered && !enabled
                                ToolTip.text: qsTr("Our catalog has no data for this side")
                                onClicked: {
                                    seats.setProperty(seat.index, "side", modelData)
                                    root.loadStart(seat.index)
                                }
                            }
                        }
                        ComboBox {
                            objectName: "difficultyBox"
                            Layout.preferredWidth: 180
                            model: root.difficulties
                            textRole: "label"
                            valueRole: "key"
                            font.pixelSize: Theme.fontNormal
                            currentIndex: count > 0 ? indexOfValue(seat.difficulty) : -1
                            onActivated: seats.setProperty(seat.index, "difficulty", currentValue)
                        }
                        Button {
                            text: "\u2191"
                            Accessible.name: qsTr("Earlier in player order")
                            enabled: seat.index > 0
                            onClicked: seats.move(seat.index, seat.index - 1, 1)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Earlier in player order")
                        }
                        Button {
                            text: qsTr("Remove")
                            enabled: seats.count > 1
                            onClicked: seats.remove(seat.index)
                        }
                    }
                        }
                    }
                    RowLayout {
                        spacing: 10
                        visible: seat.available
                        Label { text: qsTr("Start:"); color: Theme.textDim; font.pixelSize: Theme.fontNormal; Layout.leftMargin: 34 }
                        Repeater {
                            model: ["gold", "food", "stone", "vp", "workers"]
                            delegate: ColumnLayout {
                                id: valueCell
                                required property string modelData
                                readonly property bool doubtful: seat.uncertain.split(",").indexOf(modelData) >= 0
                                spacing: 0
                                Label {
                                    text: modelData === "workers" ? qsTr("Workers") : Theme.labelOf(modelData)
                                    color: Theme.colorOf(modelData === "workers" ? "idleWorkers" : modelData)
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                }
                                SpinBox {
                                    objectName: "start_" + valueCell.modelData
                                    Accessible.name: valueCell.modelData === "workers" ? qsTr("Workers") : Theme.labelOf(valueCell.modelData)
                                    from: 0
                                    to: 99
                                    editable: true
                                    value: seat[valueCell.modelData]
                                    font.pixelSize: Theme.fontLarge
                                    Layout.preferredWidth: 105
                                    onValueModified: seats.setProperty(seat.index, valueCell.modelData, value)
                                }
                                Label {
                                    visible: valueCell.doubtful
                                    text: qsTr("check your board")
                                    color: Theme.warning
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                        }
                        // Plain words for the table; why the values are doubtful (the sources) on hover.
                        Label {
                            objectName: "startNote"
                            Layout.fillWidth: true
                            visible: seat.corrected || seat.note.length > 0
                            text: (seat.corrected ? qsTr("Your correction from last time. ") : "")
                                  + (seat.note.length > 0 ? qsTr("The printed boards differ here: check the marked values against your board and correct them once, the app remembers it.") : "")
                            color: seat.corrected ? Theme.ok : Theme.warning
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.Wrap
                            Accessible.description: seat.note // the hover's text, for a screen reader
                            HoverHandler { id: noteHover }
                            ToolTip.visible: noteHover.hovered && seat.note.length > 0
                            ToolTip.text: seat.note
                        }
                    }
                    Label {
                        objectName: "startingCards"
                        Layout.leftMargin: 34
                        Layout.fillWidth: true
                        visible: seat.available && seat.startingCardsUnknown
                        text: seat.cardNames.length > 0
                              ? qsTr("Starting cards: %1 (entered last time; change them on the board in round 1)").arg(seat.cardNames)
                              : qsTr("Starting cards: the app does not know this side's printed cards yet; put them on the board in round 1 (they are listed as pre-printed) and the app remembers them.")
                        color: seat.cardNames.length > 0 ? Theme.ok : Theme.warning
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                    }
                    Label {
                        visible: !seat.available
                        text: qsTr("Our catalog has no data for this nation side: choose the other side.")
                        color: Theme.danger
                    }
                }
            }
            footer: Item {
                width: seatList.width
                height: 60
                Button {
                    objectName: "addPlayerButton"
                    anchors.verticalCenter: parent.verticalCenter
                    enabled: seats.count < 5
                    text: qsTr("+ Add player (Ctrl+P)")
                    onClicked: root.addSeat()
                }
            }
        }

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: options.implicitHeight + 20
            radius: Theme.radius
            color: Theme.surface
            // Length and campaign, card sets, mode: side by side, or wrapped in a narrow window.
            Flow {
                id: options
                x: 10
                y: 10
                width: parent.width - 20
                spacing: 18
                ColumnLayout {
                    Label { text: qsTr("Game length"); color: Theme.textDim }
                    ComboBox {
                        objectName: "lengthBox"
                        Layout.preferredWidth: 280
                        model: root.lengths
                        textRole: "label"
                        valueRole: "rounds"
                        currentIndex: count > 0 ? indexOfValue(root.lastRound) : -1
                        onActivated: root.lastRound = currentValue
                    }
                    Label { text: qsTr("Campaign (optional)"); color: Theme.textDim }
                    ComboBox {
                        objectName: "campaignBox"
                        Accessible.name: qsTr("Campaign (optional)")
                        Layout.preferredWidth: 280
                        editable: true
                        model: GameController.campaigns
                        currentIndex: -1
                        onEditTextChanged: root.campaign = editText.trim()
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Campaign: everyone starts on Prince; each win moves the winner up one level (King, Emperor); a win on Emperor wins the campaign. A solo game is a win when it scores more than your best solo score so far (your first one needs a Hall of Fame title)")
                    }
                    Label {
                        objectName: "campaignStandings"
                        visible: root.campaign.length > 0
                        text: root.campaignStandings.length === 0 ? qsTr("New campaign: everyone on Prince")
                              : root.campaignStandings.map(function(st) {
                                    return st.player + ": " + Theme.labelOf(st.level) + " (" + qsTr("%n win(s)", "", st.wins) + ")"
                                           + (st.wonCampaign ? " " + qsTr("— won the campaign") : "")
                                }).join(" · ")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        Layout.maximumWidth: 280
                    }
                }
                ColumnLayout {
                    Label { text: qsTr("Card sets"); color: Theme.textDim }
                    RowLayout {
                        CheckBox { text: qsTr("Base"); checked: true; enabled: false }
                        CheckBox { id: dynastiesBox; objectName: "dynastiesBox"; text: qsTr("Dynasties"); checked: AppSettings.defaultDynasties }
                        CheckBox { id: expansionBox; objectName: "expansionBox"; text: qsTr("Other expansion cards"); checked: AppSettings.defaultExpansion }
                    }
                    Label {
                        objectName: "tierNote"
                        text: qsTr("Basic / advanced / expert tiers are not in our card data: build the decks from the cards, the search lists every card of these sets. Set a card's tier in the card search; your table has set %n tier(s) so far.", "", Object.keys(GameController.cardTiers).length)
                              + (seats.count === 5 ? " " + qsTr("With 5 players, use the advanced and/or expert cards (Rulebook p.21).") : "")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        Layout.maximumWidth: 420
                    }
                }
                ColumnLayout {
                    Label { text: qsTr("Mode"); color: Theme.textDim }
                    Label {
                        text: seats.count === 1 ? qsTr("Solo (shadow opponent, Hall of Fame)") : qsTr("%1 players").arg(seats.count)
                        color: seats.count === 1 ? Theme.accent : Theme.text
                        font.pixelSize: Theme.fontLarge
                    }
                    Button {
                        objectName: "readingsButton"
                        text: Object.keys(root.readings).length === 0 ? qsTr("Rule choices…")
                              : qsTr("Rule choices (%n changed)…", "", Object.keys(root.readings).length)
                        onClicked: readingsPopup.open()
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("A few rules can be read two ways; choose how your table plays them")
                    }
                }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 10
                Button {
                    text: qsTr("Back")
                    onClicked: root.cancelled()
                }
                Button {
                    objectName: "startButton"
                    property bool primaryAction: true // must stay on screen (tst_layouts)
                    highlighted: true
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("Start game (Ctrl+Enter)")
                    onClicked: root.start()
                }
        }
    }

    Popup {
        id: readingsPopup
        objectName: "readingsPopup"
        anchors.centerIn: parent
        modal: true
        padding: 16
        ColumnLayout {
            spacing: 6
            Label { text: qsTr("Rule choices"); font.pixelSize: Theme.fontLarge; color: Theme.text }
            Label {
                text: qsTr("These rules can be read two ways. Leave them off to play as the app explains by default.")
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.maximumWidth: 520
            }
            Repeater {
                model: root.readingChoices
                delegate: CheckBox {
                    required property var modelData
                    objectName: "reading_" + modelData.key
                    text: modelData.text
                    checked: root.readings[modelData.key] === true
                    onToggled: root.setReading(modelData.key, checked)
                    ToolTip.visible: hovered
                    ToolTip.text: modelData.source
                }
            }
            Button {
                text: qsTr("Done")
                Layout.alignment: Qt.AlignRight
                onClicked: readingsPopup.close()
            }
        }
    }
}
