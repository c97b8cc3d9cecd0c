import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// A 2-player game of 8 rounds played through the real pages: setup by typing and clicking, Growth
// buttons, Event Card by search + Enter, a card by the card picker, Workers, passes, the breakdown
// with its decisions, Ctrl+Enter to confirm, and the final score sheet checked against the engine.
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
        id: tc
        name: "FullGame"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }
        // Clicks like a user when the item is on screen; items scrolled out of view get their
        // clicked() signal, which is what the click would emit. Layouts settle first (a click
        // computed before a pending relayout would land beside the button).
        function tap(item) {
            verify(item.visible, item.objectName + " is visible")
            verify(item.enabled, item.objectName + " is enabled")
            clickSpy.clear()
            clickSpy.target = item
            for (let attempt = 0; attempt < 3 && clickSpy.count === 0; ++attempt) {
                waitForRendering(top)
                wait(30)
                const p = item.mapToItem(top, item.width / 2, item.height / 2)
                if (p.x > 0 && p.y > 0 && p.x < top.width && p.y < top.height)
                    mouseClick(item)
                else
                    item.clicked()
            }
            compare(clickSpy.count, 1, "one click reached " + item.objectName)
            clickSpy.target = null
        }
        function typeText(s) {
            for (let i = 0; i < s.length; ++i)
                keyClick(s[i])
        }

        function test_fullGame() {
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            compare(shell.page, "start")

            // --- setup --------------------------------------------------------------------------
            tap(find(shell, "newGameButton"))
            compare(shell.page, "setup")
            const setup = shell.currentPage
            compare(setup.seatModel.count, 2)
            const seats = find(setup, "seatList")
            const names = ["Anna", "Ben"]
            for (let i = 0; i < 2; ++i) {
                tryVerify(function() { return seats.itemAtIndex(i) !== null })
                const row = seats.itemAtIndex(i)
                mouseClick(find(row, "nameField"))
                typeText(names[i])
                tap(find(row, "sideB"))
            }
            compare(setup.seatModel.get(0).name, "Anna")
            compare(setup.seatModel.get(1).name, "Ben")
            compare(setup.seatModel.get(0).side, "B")
            const firstNation = setup.seatModel.get(0).nation
            verify(firstNation !== setup.seatModel.get(1).nation)
            tap(find(setup, "startButton"))
            compare(GameController.lastError, "")
            compare(shell.page, "round")
            compare(GameController.playerCount, 2)
            compare(GameController.players.get(0).name, "Anna")
            compare(GameController.players.get(0).nation, firstNation)

            // A refused action is explained in the banner and changes nothing.
            verify(!GameController.chooseGrowth(0, "bonus:books"))
            const errorText = find(shell, "errorText")
            verify(errorText.visible)
            verify(errorText.text.length > 0)

            for (let round = 1; round <= 8; ++round) {
                compare(GameController.round, round)
                compare(shell.page, "round")
                let page = shell.currentPage

                // Growth in reverse player order.
                const order = GameController.growthOrder
                compare(order.length, 2)
                for (let k = 0; k < order.length; ++k) {
                    const food = GameController.players.get(order[k]).food
                    tap(find(page, "growth_" + order[k] + "_bonus_" + (food < 6 ? "food" : "stone")))
                }
                compare(GameController.phase, "action")
                verify(!errorText.visible)

                // Event Card: search as you type, Enter takes the highlighted one.
                const search = find(page, "eventSearch")
                verify(search.visible)
                mouseClick(search)
                if (round % 2 === 0)
                    keyClick(Qt.Key_Down)
                keyClick(Qt.Key_Return)
                verify(GameController.eventCard.length > 0, "an Event Card is set")
                compare(GameController.eventInfo.age, GameController.age)
                compare(find(page, "eventName").text, GameController.eventInfo.name)

                if (round === 1) {
                    // Buy an Aqueduct through the card picker and deploy a Worker on the first card.
                    const goldBefore = GameController.players.get(0).gold
                    tap(find(page, "addBuildingButton"))
                    tryVerify(function() { return top.Window.activeFocusItem && top.Window.activeFocusItem.objectName === "cardSearch" },
                              3000, "the card picker has the keyboard")
                    typeText("aque")
                    keyClick(Qt.Key_Return)
                    compare(GameController.lastError, "")
                    const buildings = GameController.players.get(0).buildings
                    verify(buildings.some(function(b) { return b.card === "aqueduct" }), "Aqueduct is on Anna's board")
                    compare(GameController.players.get(0).gold, goldBefore) // "none" paid by default
                    const idle = GameController.players.get(0).idleWorkers
                    // The picker's closing transition still covers the page for a moment.
                    tryVerify(function() { return !top.Window.activeFocusItem || top.Window.activeFocusItem.objectName !== "cardSearch" })
                    wait(400)
                    tap(find(page, "workerPlus"))
                    compare(GameController.lastError, "")
                    compare(GameController.players.get(0).idleWorkers, idle - 1)
                    compare(GameController.players.get(0).buildings[0].workers, buildings[0].workers + 1)
                    // Strength/Stability shown on the board are the engine's.
                    compare(Number(find(find(page, "stabilityValue"), "value").text), GameController.players.get(0).stability)
                }

                // Ben passes first, then Anna.
                tap(find(page, "pass_1"))
                tap(find(page, "pass_0"))
                compare(GameController.passOrder, [1, 0])

                // Resolution breakdown.
                tap(find(page, "resolveButton"))
                compare(shell.page, "resolution")
                const res = shell.currentPage
                verify(find(res, "stepList").count >= 5)
                compare(GameController.round, round) // nothing stored yet
                for (let guard = 0; guard < 20; ++guard) {
                    const decisions = GameController.resolution.decisions
                    let open = -1
                    for (let d = 0; d < decisions.length; ++d)
                        if (!decisions[d].answered) { open = d; break }
                    if (open < 0)
                        break
                    tap(find(shell.currentPage, "decision_" + open + "_0"))
                    compare(GameController.lastError, "")
                    verify(GameController.resolution.decisions[open].answered, "decision answered")
                }
                keyClick(Qt.Key_Return, Qt.ControlModifier)
                compare(GameController.lastError, "")
                if (round < 8)
                    compare(GameController.round, round + 1)
            }

            // --- final score sheet ------------------------------------------------------------------
            compare(GameController.phase, "finished")
            compare(shell.page, "final")
            const sheet = shell.currentPage
            const rows = GameController.finalScore.rows
            compare(rows.length, 2)
            const keys = ["gameVp", "colonies", "wonders", "buildingsMilitary", "resources"]
            for (let c = 0; c < rows.length; ++c) {
                let sum = 0
                for (const key of keys) {
                    const cell = find(sheet, "score_" + key + "_" + c)
                    compare(Number(cell.text), rows[c][key], key + " of " + rows[c].name)
                    sum += Number(cell.text)
                }
                const total = Number(find(sheet, "score_total_" + c).text)
                compare(total, rows[c].total)
                compare(total, sum)
                compare(rows[c].rank, c + 1)
            }
            verify(rows[0].total >= rows[1].total)
            verify(find(sheet, "winnerLabel").text.indexOf(rows[0].name) >= 0)

            // Home: the game is in the history.
            keyClick(Qt.Key_H, Qt.ControlModifier)
            compare(shell.page, "start")
            compare(find(shell, "historyList").count, 1)
            compare(GameController.history.finishedCount, 1)

            // By keyboard: Tab reaches the list of games, Return opens the score sheet (issue 16 §5).
            const list = find(shell, "historyList")
            list.forceActiveFocus(Qt.TabFocusReason)
            list.currentIndex = 0
            keyClick(Qt.Key_Return)
            tryCompare(shell, "page", "final")
        }
    }
}
