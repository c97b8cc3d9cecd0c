import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The Dynasties expansion through the round page: in a game with the Dynasties card set the Action
// Phase panel offers "Turmoil…"; its form plays one of the nation's dynasties (stored as the action
// "turmoil"), the board then shows the dynasty in play and the covered nation special, the Stability
// drops by 2 for the round, and a dynasty the engine does not apply carries the "by hand" badge. A
// game without the set shows no turmoil button.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    SignalSpy {
        id: clickSpy
        signalName: "clicked"
    }

    TestCase {
        name: "Dynasties"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }
        function tap(item) {
            verify(item.visible, item.objectName + " is visible")
            verify(item.enabled, item.objectName + " is enabled")
            clickSpy.clear()
            clickSpy.target = item
            for (let attempt = 0; attempt < 3 && clickSpy.count === 0; ++attempt) {
                waitForRendering(top)
                wait(30)
                mouseClick(item)
            }
            compare(clickSpy.count, 1, "one click reached " + item.objectName)
            clickSpy.target = null
        }
        function board(p) { return GameController.players.get(p) }
        function toActionPhase(page) {
            for (const p of GameController.growthOrder)
                tap(find(page, "growth_" + p + "_bonus_gold"))
            compare(GameController.phase, "action")
            const search = find(page, "eventSearch")
            mouseClick(search)
            keyClick(Qt.Key_Return)
            verify(GameController.eventCard.length > 0, "an Event Card is set")
        }

        function test_playADynastyWithATurmoilCard() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "rome", side: "B" }, { name: "Ben", nation: "korea", side: "B" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            const left = GameController.turmoilCardsLeft
            verify(left > 0)
            compare(find(panel, "turmoilButton").text, "Turmoil… (" + left + " left)")

            // Anna plays the Roman Empire: it covers the Rome B special.
            compare(GameController.currentTurn, 0)
            const stability = board(0).stability
            tap(find(panel, "turmoilButton"))
            tryVerify(function() { return form.opened })
            tap(find(form.contentItem, "turmoil_roman_empire"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).stability, stability - 2)
            compare(GameController.turmoilCardsLeft, left - 1)
            compare(GameController.currentTurn, 1)
            const inPlay = board(0).dynasties.filter(function(d) { return d.inPlay })
            compare(inPlay.length, 1)
            compare(inPlay[0].id, "roman_empire")
            verify(board(0).specialRules.length > 0)
            compare(board(0).specialRules[0].coveredBy, "Roman Empire")
            const label = find(page, "dynasty_roman_empire")
            verify(label.text.indexOf("Dynasty in play: Roman Empire") === 0, label.text)

            // Ben's turn: Korea's dynasties are both applied by the engine (Koryo Kingdom; Joseon Kingdom's
            // parked resources since issue 12): no by-hand badge.
            tap(find(panel, "turmoilButton"))
            tryVerify(function() { return form.opened })
            verify(!findChild(find(form.contentItem, "turmoil_koryo_kingdom").parent, "byHandBadge").visible)
            verify(!findChild(find(form.contentItem, "turmoil_joseon_kingdom").parent, "byHandBadge").visible)
            const benStability = board(1).stability, benGold = board(1).gold
            tap(find(form.contentItem, "turmoil_gold"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(1).stability, benStability - 2)
            compare(board(1).gold, benGold + 2)
            compare(GameController.turmoilCardsLeft, left - 2)

            // Undo takes the turmoil card back: Ben has his Stability and Gold as before.
            verify(GameController.undo(), GameController.lastError)
            compare(GameController.turmoilCardsLeft, left - 1)
            compare(board(1).stability, benStability)
            compare(board(1).gold, benGold)
        }

        function test_aDynastysSpecialActionThroughTheSpecialForm() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "rome", side: "A" }, { name: "Ben", nation: "mali", side: "B" }],
                lastRound: 8, cardSets: ["base", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            tap(find(panel, "turmoilButton"))
            tryVerify(function() { return form.opened })
            tap(find(form.contentItem, "turmoil_roman_republic"))
            tryVerify(function() { return !form.visible })
            verify(GameController.passTurn(1), GameController.lastError)

            // Roman Republic: discard a public Architect for +1 Stability this round.
            const stability = board(0).stability, architects = GameController.publicArchitectsLeft
            tap(find(panel, "specialButton"))
            tryVerify(function() { return form.opened })
            const use = find(form.contentItem, "special_roman_republic_0")
            verify(!findChild(use.parent, "byHandBadge").visible, "applied by the engine")
            tap(use)
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).stability, stability + 1)
            compare(GameController.publicArchitectsLeft, architects - 1)
        }

        function test_joseonKingdomParksThroughTheSpecialForm() {
            // Joseon Kingdom (card text): "park up to 3 of one resource here; at the end of the round you get
            // double back". The special form offers what can be parked; the engine takes it from the nation.
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "rome", side: "B" }, { name: "Ben", nation: "korea", side: "B" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            verify(GameController.passTurn(0), GameController.lastError)
            tap(find(panel, "turmoilButton"))
            tryVerify(function() { return form.opened })
            tap(find(form.contentItem, "turmoil_joseon_kingdom"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            verify(board(1).food >= 2, "Korea B holds at least 2 Food")
            const food = board(1).food
            tap(find(panel, "specialButton"))
            tryVerify(function() { return form.opened })
            const use = find(form.contentItem, "special_joseon_kingdom_0")
            verify(!findChild(use.parent, "byHandBadge").visible, "applied by the engine")
            const box = find(form.contentItem, "specialOption_joseon_kingdom_0")
            compare(box.count, 9)
            box.currentIndex = 1
            compare(box.currentText, "2 food")
            tap(use)
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(1).food, food - 2)
        }

        function test_takeAnAdvisorFromPolandsWonderSpace() {
            // Polish-Lithuanian Commonwealth (card text): "Advisors you buy may be placed on wonder spaces;
            // other nations may use an action to pay you 3 gold and take such an advisor". The special form
            // of the other nation offers the action on Poland's dynasty, with the Advisors to take.
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "rome", side: "A" }, { name: "Ben", nation: "poland", side: "B" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            verify(GameController.setDynasty(1, "polish_lithuanian_commonwealth"), GameController.lastError)
            verify(GameController.placeCard(1, "augustus", -1, false, 0), GameController.lastError)
            verify(GameController.buyCard(0, "granary", 1, { slot: 0 }), GameController.lastError)
            verify(GameController.buyCard(1, "archimedes", 1, {}), GameController.lastError) // on a Wonder space
            compare(board(1).advisors.length, 2)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            compare(GameController.currentTurn, 0)
            const gold = board(0).gold, benGold = board(1).gold
            tap(find(panel, "specialButton"))
            tryVerify(function() { return form.opened })
            const use = find(form.contentItem, "special_polish_lithuanian_commonwealth_0")
            verify(!findChild(use.parent, "byHandBadge").visible, "applied by the engine")
            const box = find(form.contentItem, "specialOption_polish_lithuanian_commonwealth_0")
            compare(box.count, 1)
            compare(box.currentText, "Archimedes")
            tap(use)
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).gold, gold - 3)
            compare(board(1).gold, benGold + 3)
            compare(board(0).advisors.length, 1)
            compare(board(1).advisors.length, 1)
            compare(GameController.currentTurn, 1)
        }

        function test_jagellonianDynastyActsBeforeEveryoneElse() {
            // Jagellonian Dynasty (card text): "Before the progress step you may pay 1 gold to the first
            // player (second player if you are first) to take an extra action before everyone else". The
            // panel offers it at the start of the Action Phase; the chosen action is then taken out of turn.
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "rome", side: "A" }, { name: "Ben", nation: "poland", side: "B" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            const panel = find(page, "actionPanel")
            const button = find(panel, "outOfTurnButton")
            verify(!button.visible)
            verify(GameController.setDynasty(1, "jagellonian_dynasty"), GameController.lastError)
            tryVerify(function() { return button.visible })
            compare(button.text, "Jagellonian Dynasty: act first (1 Gold to Anna)")
            compare(GameController.currentTurn, 0)
            const gold = board(0).gold, benGold = board(1).gold
            tap(button)
            compare(panel.actor, 1)
            tryVerify(function() { return button.text.indexOf("Ben acts before everyone else") === 0 })
            const form = panel.actionForm
            tap(find(panel, "turmoilButton"))
            tryVerify(function() { return form.opened })
            tap(find(form.contentItem, "turmoil_gold"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).gold, gold + 1)
            compare(board(1).gold, benGold - 1 + 2)
            compare(GameController.currentTurn, 0) // Anna still has the first turn
            tryVerify(function() { return !button.visible })
        }

        function test_exploreANaturalWonder() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "china", side: "A" }, { name: "Ben", nation: "rome", side: "A" }],
                lastRound: 8, cardSets: ["base", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            const panel = find(page, "actionPanel")
            const explore = find(panel, "exploreButton")
            verify(!explore.visible)
            verify(GameController.buyCard(0, "mount_kailash", 1, {}), GameController.lastError)
            verify(GameController.passTurn(1), GameController.lastError)
            tryVerify(function() { return explore.visible })
            compare(explore.text, "Explore (0/3)")
            verify(!find(panel, "hireButton").visible)
            tap(explore)
            tap(explore)
            compare(explore.text, "Explore (2/3)")
            tap(explore)
            compare(GameController.lastError, "")
            tryVerify(function() { return !explore.visible })
            compare(board(0).wonders.length, 1)
            compare(board(0).wonders[0].card, "mount_kailash")
        }

        function test_victoriaFallsColoniesPickedInTheExploreForm() {
            // Victoria Falls (card text): "When discovered: draw 20 progress cards, keep the colonies as an extra
            // 4th board row and discard the rest; any nation may then buy from that row for 4 gold". The
            // discovering turn's form lists the Colonies that can have been drawn; the ones ticked make the row,
            // and the buy form then offers such a card on row 4 only, at the row's price.
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "china", side: "A" }, { name: "Ben", nation: "rome", side: "A" }],
                lastRound: 8, cardSets: ["base", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            verify(GameController.placeCard(0, "victoria_falls", -1, true, 0), GameController.lastError)
            const explore = find(panel, "exploreButton")
            tryVerify(function() { return explore.visible })
            compare(explore.text, "Explore (0/2)")
            tap(explore) // the first turn: no form
            compare(GameController.lastError, "")
            verify(!form.opened)
            verify(GameController.passTurn(1), GameController.lastError)
            tryVerify(function() { return explore.visible && explore.enabled })
            tap(explore) // the discovering turn asks for the Colonies drawn
            tryVerify(function() { return form.opened })
            verify(find(form.contentItem, "rowColoniesHint").visible)
            tap(find(form.contentItem, "rowColony_gaul"))
            tap(find(form.contentItem, "rowColony_armenia"))
            compare(form.drawnColonies, ["gaul", "armenia"])
            tap(find(form.contentItem, "exploreConfirm"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).wonders[0].card, "victoria_falls")
            compare(GameController.boardRow4Cards(), ["gaul", "armenia"])
            // Buying Gaul: the form offers row 4 only, for 4 Gold.
            panel.openBuy()
            tryVerify(function() { return form.opened })
            form.selectCard("gaul")
            compare(form.row, 4)
            const row4 = find(form.contentItem, "row_4")
            tryVerify(function() { return row4.visible })
            compare(row4.text, "4 · 4 Gold")
            verify(findChild(form.contentItem, "row_1") === null, "rows 1-3 are not offered for a card of row 4")
            form.close()
        }

        function test_koreaBFreeArchitectsInTheBuyForm() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "korea", side: "B" }, { name: "Ben", nation: "rome", side: "A" }],
                lastRound: 8, cardSets: ["base"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            verify(GameController.placeCard(0, "pyramids", -1, true, 0), GameController.lastError)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            tap(find(panel, "buyButton"))
            tryVerify(function() { return form.opened })
            form.selectCard("aeneid")
            const spin = find(form.contentItem, "freeArchitects")
            tryVerify(function() { return spin.visible })
            compare(spin.to, 2)
            verify(!find(form.contentItem, "takeWorker").visible)
            spin.value = 2
            spin.valueModified()
            const stone = board(0).stone
            tap(find(form.contentItem, "buyConfirm"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).construction.architects, 2)
            compare(board(0).stone, stone)
        }

        function test_mauryanEmpireGrowth() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "india", side: "B" }, { name: "Ben", nation: "rome", side: "A" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            const spin = find(page, "growth_0_extraWorkers")
            verify(!spin.visible)
            verify(GameController.setDynasty(0, "mauryan_empire"), GameController.lastError) // quick entry
            tryVerify(function() { return spin.visible })
            compare(spin.to, 2)
            spin.value = 2
            const section = board(0).population[0].id
            const idle = board(0).idleWorkers
            const button = find(page, "growth_0_worker_" + section)
            verify(button.text.indexOf("+2 more") > 0, button.text)
            tap(button)
            compare(GameController.lastError, "")
            compare(board(0).idleWorkers, idle + 3)
        }

        function test_noTurmoilWithoutTheSet() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "rome", side: "B" }, { name: "Ben", nation: "china", side: "A" }],
                lastRound: 8, cardSets: ["base"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            toActionPhase(shell.currentPage)
            verify(!find(shell.currentPage, "turmoilButton").visible)
            verify(!GameController.dynasties)
        }
    }
}
