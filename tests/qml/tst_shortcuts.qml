import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The Action Phase from the keyboard (issue 16 §2): Ctrl+B opens the buy form, Ctrl+W the Workers form,
// Ctrl+P passes for the nation whose turn it is, through the real round page. (No two keys of a page clash:
// tst_layouts checks every page.)
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
    }
}
