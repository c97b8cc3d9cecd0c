import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The setup page: remembered names complete as you type, sides without data cannot be chosen,
// uncertain A-side values are marked and their correction is remembered; solo mode.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "Setup"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        function rowAt(list, i) {
            tryVerify(function() { return list.itemAtIndex(i) !== null }, 3000, "row " + i + " is created")
            return list.itemAtIndex(i)
        }

        function test_1_nameCompletionAndCorrections() {
            // A first game remembers "Zoltan" and the Egypt A stone correction.
            const shell = createTemporaryObject(shellComponent, top)
            shell.openSetup()
            let setup = shell.currentPage
            setup.prefill([{ name: "Zoltan", nation: "egypt", side: "A" }, { name: "Mia", nation: "rome", side: "B" }], 8)
            const seats = find(setup, "seatList")
            const egypt = rowAt(seats, 0)
            // A-side Stone and Gold are uncertain: "check your board".
            verify(setup.seatModel.get(0).uncertain.indexOf("stone") >= 0)
            const printedStone = setup.seatModel.get(0).stone
            const stoneBox = find(egypt, "start_stone")
            stoneBox.value = printedStone - 2
            stoneBox.valueModified()
            compare(setup.seatModel.get(0).stone, printedStone - 2)
            verify(setup.start())
            compare(shell.page, "round")
            compare(GameController.players.get(0).stone, printedStone - 2)
            verify(GameController.abandonGame())

            // Next time: the name completes and the correction is pre-filled.
            shell.openSetup()
            setup = shell.currentPage
            setup.prefill([{ name: "", nation: "egypt", side: "A" }, { name: "Mia", nation: "rome", side: "B" }], 8)
            const field = find(rowAt(find(setup, "seatList"), 0), "nameField")
            mouseClick(field)
            keyClick("Z")
            keyClick("o")
            compare(field.text, "Zoltan")
            compare(field.selectedText, "ltan")
            compare(setup.seatModel.get(0).name, "Zoltan")
            compare(setup.seatModel.get(0).stone, printedStone - 2)
            verify(setup.seatModel.get(0).corrected)
        }

        function test_2_sideWithoutDataCannotBeChosen() {
            const shell = createTemporaryObject(shellComponent, top)
            shell.openSetup()
            const setup = shell.currentPage
            setup.prefill([{ name: "Ana", nation: "america", side: "A" }, { name: "Bo", nation: "rome", side: "A" }], 4)
            compare(setup.seatModel.get(0).side, "B") // America has no A-side data
            const row = rowAt(find(setup, "seatList"), 0)
            verify(!find(row, "sideA").enabled)
            verify(find(row, "sideB").enabled)
        }

        function test_3_soloGame() {
            const shell = createTemporaryObject(shellComponent, top)
            shell.openSetup()
            const setup = shell.currentPage
            setup.prefill([{ name: "Solveig", nation: "greece", side: "B" }], 2)
            compare(setup.setup().solo, true)
            verify(setup.start())
            verify(GameController.solo)
            compare(shell.page, "round")
            const page = shell.currentPage
            verify(!find(page, "eventSearch").visible)
            const strength = find(page, "shadow_strength")
            verify(strength.visible)
            strength.value = 4
            strength.valueModified()
            compare(GameController.shadow.strength, 4)
        }
    }
}
