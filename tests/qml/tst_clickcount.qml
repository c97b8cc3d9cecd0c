import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// Issue 16 §2 "Fewer clicks": one 4-player round of a scripted game played through the real round page as a
// table would, with real interactions only (mouse clicks on visible, enabled controls, keys and shortcuts),
// counted: Growth for every nation, the Event Card, card buys, Worker deployments, an Architect hire, four
// passes, then Resolve and Confirm on the Resolution page. Typing a card name is not counted; every click,
// shortcut and Return is one interaction. Prints "clicks per 4-player round: N"; fails above the goal of 25.
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
        name: "ClickCount"
        when: windowShown

        readonly property int goal: 25
        property int interactions: 0

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }
        // One mouse click on a control the player can see and use.
        function click(item) {
            verify(item.visible, item.objectName + " is visible")
            verify(item.enabled, item.objectName + " is enabled")
            clickSpy.clear()
            clickSpy.target = item
            for (let attempt = 0; attempt < 3 && clickSpy.count === 0; ++attempt) {
                waitForRendering(top)
                wait(20)
                mouseClick(item)
            }
            compare(clickSpy.count, 1, "one click reached " + item.objectName)
            clickSpy.target = null
            ++interactions
        }
        // One key or shortcut.
        function key(k, modifiers) {
            keyClick(k, modifiers === undefined ? Qt.NoModifier : modifiers)
            ++interactions
        }
        // Typing a name: not counted.
        function typeText(s) {
            for (let i = 0; i < s.length; ++i)
                keyClick(s[i])
        }
        function accepted() {
            compare(GameController.lastError, "")
        }

        // Buy a card for the nation whose turn it is: Ctrl+B, its name, Return picks it, its row's key buys it.
        function buy(panel, name, cardId, row) {
            const actor = GameController.currentTurn
            const form = panel.actionForm
            key(Qt.Key_B, Qt.ControlModifier)
            tryVerify(function() { return form.opened }, 2000, "Ctrl+B opens the buy form")
            typeText(name)
            key(Qt.Key_Return)
            compare(form.cardId, cardId, "Return picks " + cardId)
            key(Qt.Key_0 + row)
            accepted()
            tryVerify(function() { return !form.visible }, 2000, "the buy is stored and the form closes")
            verify(GameController.currentTurn !== actor, "the turn passed on")
        }
        // Deploy a Worker on the acting nation's Building `index`: Ctrl+W, then its Deploy button.
        function deploy(panel, index) {
            const actor = GameController.currentTurn
            const idle = GameController.players.get(actor).idleWorkers
            const form = panel.actionForm
            key(Qt.Key_W, Qt.ControlModifier)
            tryVerify(function() { return form.opened }, 2000, "Ctrl+W opens the Workers form")
            click(find(form.contentItem, "deploy_" + index))
            accepted()
            tryVerify(function() { return !form.visible })
            compare(GameController.players.get(actor).idleWorkers, idle - 1)
        }

        function test_aFourPlayerRound() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "egypt", side: "A" }, { name: "Ben", nation: "rome", side: "A" },
                        { name: "Chen", nation: "china", side: "B" }, { name: "Dara", nation: "persia", side: "A" }],
                lastRound: 8
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            compare(shell.page, "round")
            const page = shell.currentPage
            const panel = find(page, "actionPanel")
            compare(GameController.playerOrder, [0, 1, 2, 3])
            interactions = 0

            // Growth in reverse player order: a bonus each, by its key.
            for (let n = 0; n < 4; ++n)
                key(Qt.Key_F, Qt.ControlModifier | Qt.ShiftModifier)
            accepted()
            compare(GameController.phase, "action")
            for (let p = 0; p < 4; ++p)
                compare(GameController.growth[p], "bonus:food")

            // The Event Card: its name typed goes to the Event search, Return takes it.
            const search = find(page, "eventSearch")
            typeText("aryan")
            verify(search.activeFocus, "the Event search has the keyboard")
            compare(search.text, "aryan")
            key(Qt.Key_Return)
            compare(GameController.eventCard, "aryan_migration__code_of_hammurabi")

            // The Action Phase, turn by turn in player order (Rulebook p.14).
            compare(GameController.currentTurn, 0)
            buy(panel, "hanging gardens", "hanging_gardens", 1)       // Anna starts a Wonder
            buy(panel, "library", "library", 2)                       // Ben
            deploy(panel, 0)                                          // Chen, on a printed Building
            buy(panel, "archer", "archer", 3)                         // Dara
            compare(GameController.currentTurn, 0)
            const architects = GameController.publicArchitectsLeft
            key(Qt.Key_I, Qt.ControlModifier)                         // Anna hires an Architect
            accepted()
            compare(GameController.publicArchitectsLeft, architects - 1)
            compare(GameController.players.get(0).construction.architects, 1)
            deploy(panel, 0)                                          // Ben, on his new Library
            for (const p of [2, 3, 0, 1]) {
                compare(GameController.currentTurn, p)
                key(Qt.Key_P, Qt.ControlModifier)
                accepted()
            }
            compare(GameController.passOrder, [2, 3, 0, 1])

            // Resolve, then Confirm the breakdown (its decisions keep their defaults).
            key(Qt.Key_R, Qt.ControlModifier)
            compare(shell.page, "resolution")
            key(Qt.Key_Return, Qt.ControlModifier)
            accepted()
            compare(GameController.round, 2)
            compare(shell.page, "round")

            console.log("clicks per 4-player round: " + interactions)
            verify(interactions <= goal, interactions + " interactions for a 4-player round, the goal is " + goal)
            verify(GameController.abandonGame())
        }
    }
}
