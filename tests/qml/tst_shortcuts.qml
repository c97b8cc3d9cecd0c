import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The Action Phase from the keyboard (issue 16 §2): Ctrl+B opens the buy form, Ctrl+W the Workers form,
// Ctrl+P passes for the nation whose turn it is, through the real round page; Ctrl+Shift+F/S/G choose Growth;
// the buy form's row keys. (No two keys of a page clash: tst_layouts checks every page.)
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "Shortcuts"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        function test_theActionPhaseFromTheKeyboard() {
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "B" },
                                                      { name: "Ben", nation: "rome", side: "B" }],
                                               lastRound: 8 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            for (const p of GameController.growthOrder)
                verify(GameController.chooseGrowth(p, "bonus:gold"), GameController.lastError)
            verify(GameController.setEventCard("aryan_migration__code_of_hammurabi"), GameController.lastError)
            const form = find(shell, "actionForm")
            verify(!form.visible)

            keyClick(Qt.Key_B, Qt.ControlModifier)
            tryVerify(function() { return form.visible && form.kind === "buy" }, 2000, "Ctrl+B opens the buy form")
            form.close()
            keyClick(Qt.Key_W, Qt.ControlModifier)
            tryVerify(function() { return form.visible && form.kind === "workers" }, 2000, "Ctrl+W opens the Workers form")
            form.close()
            tryVerify(function() { return !form.visible })

            const first = GameController.currentTurn
            keyClick(Qt.Key_P, Qt.ControlModifier)
            tryCompare(GameController, "passOrder", [first])
            verify(GameController.currentTurn !== first)
            verify(GameController.abandonGame())
        }

        // Growth by key (the bonus of the next nation in the engine's Growth order), shown in the buttons'
        // tooltips; Undo disabled with nothing to undo; in the buy form Return picks the card found and its
        // row's key buys it; a Battle's gain is the player's to choose, so its row key only sets the row.
        function test_growthAndTheBuyFormFromTheKeyboard() {
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "A" },
                                                      { name: "Ben", nation: "rome", side: "A" }],
                                               lastRound: 8 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            verify(!find(page, "undoShortcut").enabled, "nothing to undo yet")
            verify(!find(page, "undoButton").enabled)
            const order = GameController.growthOrder
            verify(find(page, "growth_" + order[0] + "_bonus_food").ToolTip.text.indexOf("Ctrl+Shift+F") >= 0)
            verify(find(page, "growth_" + order[0] + "_bonus_gold").ToolTip.text.indexOf("Ctrl+Shift+G") >= 0)

            keyClick(Qt.Key_G, Qt.ControlModifier | Qt.ShiftModifier)
            compare(GameController.lastError, "")
            compare(GameController.growth[order[0]], "bonus:gold")
            compare(GameController.growth[order[1]] || "", "")
            verify(find(page, "undoShortcut").enabled)
            keyClick(Qt.Key_S, Qt.ControlModifier | Qt.ShiftModifier)
            compare(GameController.growth[order[1]], "bonus:stone")
            compare(GameController.phase, "action")
            verify(!find(page, "growthFoodShortcut").enabled, "no Growth key in the Action Phase")
            verify(GameController.setEventCard("aryan_migration__code_of_hammurabi"), GameController.lastError)

            const actor = GameController.currentTurn
            const gold = GameController.players.get(actor).gold
            const form = find(shell, "actionForm")
            keyClick(Qt.Key_B, Qt.ControlModifier)
            tryVerify(function() { return form.opened })
            const search = find(form.contentItem, "buySearch")
            verify(search.activeFocus)
            for (const c of "battle of kadesh")
                keyClick(c)
            keyClick(Qt.Key_Return)
            compare(form.cardId, "battle_of_kadesh")
            keyClick(Qt.Key_2)
            compare(form.row, 2)
            verify(form.visible, "a Battle's gain is chosen by the player: the row key does not buy")
            compare(search.text, "battle of kadesh")
            compare(GameController.players.get(actor).gold, gold)

            // Another search: Return picks, 3 buys from row 3.
            search.selectAll()
            for (const c of "library")
                keyClick(c)
            keyClick(Qt.Key_Return)
            compare(form.cardId, "library")
            compare(form.row, 1)
            keyClick(Qt.Key_3)
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(GameController.players.get(actor).gold, gold - GameController.cardPrice(actor, "library", 3))
            verify(GameController.players.get(actor).buildings.some(function(b) { return b.card === "library" }))
            verify(GameController.currentTurn !== actor)
            verify(GameController.abandonGame())
        }
    }
}
