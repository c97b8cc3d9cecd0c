import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The setup page: remembered names complete as you type, sides without data cannot be chosen,
// uncertain A-side values are marked and their correction is remembered, A-side starting cards entered
// on the board in round 1 are remembered and pre-filled; solo mode.
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
            // Egypt A's printed starting cards are unknown to our data: the setup says so.
            verify(find(egypt, "startingCards").visible)
            verify(setup.start())
            compare(shell.page, "round")
            compare(GameController.players.get(0).stone, printedStone - 2)
            compare(GameController.players.get(0).buildings.length, 0)

            // Round 1: the board's card search also lists the pre-printed cards, marked as such.
            find(shell.currentPage, "addBuildingButton").clicked()
            tryVerify(function() { return top.Window.activeFocusItem && top.Window.activeFocusItem.objectName === "cardSearch" },
                      3000, "the card picker has the keyboard")
            const search = top.Window.activeFocusItem
            const results = find(search.parent, "cardResults")
            for (const ch of "quarr")
                keyClick(ch)
            verify(results.model.offersPreprinted)
            tryVerify(function() { return results.count > 0 && results.itemAtIndex(0) !== null })
            // A deck card's tier is not in our data: the table sets it in the list, SQLite keeps it.
            const quarryTier = find(results.itemAtIndex(0), "tier_" + results.model.idAt(0))
            verify(results.model.preprintedAt(0) ? !quarryTier.visible : quarryTier.visible)
            verify(results.model.preprintedAt(0))
            compare(results.itemAtIndex(0).name, "Quarry")
            keyClick(Qt.Key_Return)
            compare(GameController.lastError, "")
            compare(GameController.players.get(0).buildings.length, 1)
            compare(GameController.players.get(0).buildings[0].name, "Quarry")
            tryVerify(function() { return !top.Window.activeFocusItem || top.Window.activeFocusItem.objectName !== "cardSearch" })
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
            // ...and so are the starting cards: the board starts with them.
            compare(setup.seatModel.get(0).cardNames, "Quarry")
            verify(find(rowAt(find(setup, "seatList"), 0), "startingCards").text.indexOf("Quarry") >= 0)
            verify(setup.start())
            compare(GameController.players.get(0).buildings.length, 1)
            compare(GameController.players.get(0).buildings[0].name, "Quarry")
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

        function test_4_campaign() {
            // FAQ campaign (T-26): naming a campaign sets every player to the campaign's level (Prince for
            // a new campaign), and the game is stored as part of it.
            const shell = createTemporaryObject(shellComponent, top)
            shell.openSetup()
            const setup = shell.currentPage
            setup.prefill([{ name: "Ada", nation: "china", side: "B", difficulty: "emperor" },
                           { name: "Bo", nation: "rome", side: "B", difficulty: "king" }], 2)
            compare(setup.seatModel.get(0).difficulty, "emperor")
            const box = find(setup, "campaignBox")
            mouseClick(box)
            for (const ch of "Autumn")
                keyClick(ch)
            compare(setup.campaign, "Autumn")
            compare(find(setup, "campaignStandings").text, "New campaign: everyone on Prince")
            compare(setup.seatModel.get(0).difficulty, "prince")
            compare(setup.seatModel.get(1).difficulty, "prince")
            verify(setup.start(), GameController.lastError)
            compare(GameController.campaign, "Autumn")
            compare(GameController.campaigns[0], "Autumn")
            verify(GameController.abandonGame())
        }

        function test_5_ruleChoices() {
            // Rules our sources do not settle (docs/card-rules.md "Decisions"): the table picks the other
            // reading in the setup, the game keeps it (options.readings), a new setup starts with none.
            const shell = createTemporaryObject(shellComponent, top)
            shell.openSetup()
            const setup = shell.currentPage
            setup.prefill([{ name: "Ada", nation: "china", side: "B" }, { name: "Bo", nation: "rome", side: "B" }], 2)
            const button = find(setup, "readingsButton")
            compare(button.text, "Rule choices…")
            mouseClick(button)
            const popup = find(setup, "readingsPopup")
            tryVerify(function() { return popup.opened })
            const box = find(popup.contentItem, "reading_negative_strength_revolt")
            verify(!box.checked)
            mouseClick(box)
            verify(box.checked)
            compare(setup.readings.negative_strength_revolt, true)
            compare(button.text, "Rule choices (1 changed)…")
            popup.close()
            verify(setup.start(), GameController.lastError)
            compare(Object.keys(GameController.ruleReadings).length, 1)
            compare(GameController.ruleReadings.negative_strength_revolt, true)
            // The board says which reading is played when Strength goes negative.
            const note = find(shell.currentPage, "negativeStrengthNote")
            verify(!note.visible)
            verify(GameController.setManualCorrection(0, -3, 0, "test"), GameController.lastError)
            tryVerify(function() { return note.visible })
            verify(note.text.indexOf("like a revolt, 3 VP") >= 0, note.text)
            verify(GameController.abandonGame())
            compare(Object.keys(GameController.ruleReadings).length, 0)
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
