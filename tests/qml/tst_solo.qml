import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// A solo game (Rulebook p.23) through the real pages, short game of one age: the shadow opponent's
// values typed from the Solo Event tile each round, Growth, pass, the breakdown with the shadow's
// Stability and Books rules, confirm; the final score sheet names the Hall of Fame title of the score,
// and the start page lists the game in the Solo Hall of Fame.
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
        name: "Solo"
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
                const p = item.mapToItem(top, item.width / 2, item.height / 2)
                if (p.x > 0 && p.y > 0 && p.x < top.width && p.y < top.height)
                    mouseClick(item)
                else
                    item.clicked()
            }
            compare(clickSpy.count, 1, "one click reached " + item.objectName)
            clickSpy.target = null
        }
        function setSpin(page, name, value) {
            const box = find(page, name)
            box.value = value
            box.valueModified()
        }
        function stepNote(stepId) {
            for (const s of GameController.resolution.steps)
                if (s.id === stepId)
                    return s.lines.map(l => l.text).join("\n")
            return ""
        }

        function test_soloGameToTheHallOfFame() {
            const shell = createTemporaryObject(shellComponent, top)
            shell.openSetup()
            const setup = shell.currentPage
            setup.prefill([{ name: "Solveig", nation: "greece", side: "B" }], 2)
            verify(setup.start())
            compare(GameController.solo, true)
            compare(GameController.lastRound, 2)

            for (let round = 1; round <= 2; ++round) {
                compare(shell.page, "round")
                const page = shell.currentPage
                // Every Growth button is inside the left column (the shadow's inputs used to push it wider).
                const growth = find(page, "growth_0_bonus_food")
                const right = growth.mapToItem(page, growth.width, 0).x
                verify(right <= find(page, "roundInputs").width, "the +Food button ends at " + right)
                tap(growth)
                // The shadow opponent's tile this round: stronger than Solveig, less stable.
                setSpin(page, "shadow_strength", 6)
                setSpin(page, "shadow_stability", -1)
                setSpin(page, "shadow_books", 3 * round)
                setSpin(page, "shadow_famine", 1)
                compare(GameController.shadow.strength, 6)
                compare(GameController.shadow.books, 3 * round)
                if (round === 2) // a strong last round, entered by quick entry: the score reaches a title
                    verify(GameController.setValue(0, "vp", 16), GameController.lastError)
                tap(find(page, "pass_0"))
                tap(find(page, "resolveButton"))
                compare(shell.page, "resolution")
                // Solo, Rulebook p.23: +1 VP when more stable than the shadow opponent.
                const solo = GameController.resolution.steps.map(s => s.lines.map(l => l.text).join("\n")).join("\n")
                verify(solo.indexOf("shadow") >= 0 || solo.indexOf("Shadow") >= 0, solo)
                keyClick(Qt.Key_Return, Qt.ControlModifier)
                compare(GameController.lastError, "")
            }

            compare(GameController.phase, "finished")
            compare(shell.page, "final")
            const row = GameController.finalScore.rows[0]
            verify(row.total >= 15, "the score reaches a title: " + row.total)
            const title = GameController.finalScore.hallOfFameTitle
            verify(title.length > 0)
            verify(find(shell.currentPage, "winnerLabel").text.indexOf(title) >= 0)

            keyClick(Qt.Key_H, Qt.ControlModifier)
            compare(shell.page, "start")
            compare(GameController.hallOfFame.length, 1)
            compare(GameController.hallOfFame[0].player, "Solveig")
            compare(GameController.hallOfFame[0].score, row.total)
            compare(GameController.hallOfFame[0].title, title)
        }
    }
}
