import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// Undo and redo on the round page: a board edit by the + button, Ctrl+Z takes it back (the number on
// the board returns), Ctrl+Shift+Z puts it back, the header buttons do the same and are disabled when
// there is nothing to undo or redo; a confirmed resolution is undone like any action (issue 16 §2).
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
        name: "Undo"
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
        function shownGold(page) {
            return Number(find(page, "field_gold").text)
        }

        function test_undoRedoOnTheRoundPage() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "egypt", side: "B" }, { name: "Ben", nation: "rome", side: "B" }],
                lastRound: 8
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            compare(shell.page, "round")
            const page = shell.currentPage
            const undoButton = find(page, "undoButton")
            const redoButton = find(page, "redoButton")
            verify(!undoButton.enabled, "nothing to undo at the start of the game")
            verify(!redoButton.enabled)

            // A quick-entry board edit through the Gold counter of the first board.
            const gold = GameController.players.get(0).gold
            compare(shownGold(page), gold)
            tap(find(page, "plus_gold"))
            compare(GameController.lastError, "")
            compare(GameController.players.get(0).gold, gold + 1)
            compare(shownGold(page), gold + 1)
            verify(undoButton.enabled)

            // Ctrl+Z: the value returns, on the board and in the controller.
            page.forceActiveFocus()
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(GameController.lastError, "")
            compare(GameController.players.get(0).gold, gold)
            compare(shownGold(page), gold)
            verify(!undoButton.enabled)
            verify(redoButton.enabled)

            // Ctrl+Shift+Z puts it back.
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
            compare(GameController.lastError, "")
            compare(GameController.players.get(0).gold, gold + 1)
            compare(shownGold(page), gold + 1)
            verify(!redoButton.enabled)

            // The header buttons do the same.
            tap(undoButton)
            compare(shownGold(page), gold)
            tap(redoButton)
            compare(shownGold(page), gold + 1)

            // Growth undone goes back to the Growth step.
            const order = GameController.growthOrder
            tap(find(page, "growth_" + order[0] + "_bonus_food"))
            tap(find(page, "growth_" + order[1] + "_bonus_food"))
            compare(GameController.phase, "action")
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(GameController.phase, "growth")
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
            compare(GameController.phase, "action")

            // A confirmed resolution is undone like any action: Ctrl+Z brings round 1 back as it was.
            const search = find(page, "eventSearch")
            mouseClick(search)
            keyClick(Qt.Key_Return)
            verify(GameController.eventCard.length > 0, "an Event Card is set")
            const event = GameController.eventCard
            verify(GameController.previewResolution(), GameController.lastError)
            verify(GameController.confirmResolution(), GameController.lastError)
            compare(GameController.round, 2)
            compare(shell.page, "round")
            const page2 = shell.currentPage
            const undo2 = find(page2, "undoButton")
            verify(undo2.enabled)
            verify(undo2.ToolTip.text.indexOf("confirmed Resolution Phase") >= 0, undo2.ToolTip.text)
            // (Round 2 opens with the Event search focused, where Ctrl+Z undoes typing: the header button.)
            tap(undo2)
            compare(GameController.round, 1)
            compare(GameController.eventCard, event)
            compare(GameController.lastError, "")
            compare(shell.page, "round")
            tap(find(shell.currentPage, "redoButton"))
            compare(GameController.round, 2)
        }

    }
}
