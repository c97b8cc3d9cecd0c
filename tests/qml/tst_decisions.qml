import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// A question of the Resolution Phase reads in plain words, its sources one click away (issue 16 §3): a Wonder
// made ready by an Event when every Wonder slot is full asks which ready Wonder it covers (Rulebook p.17;
// FAQ R-15). Papal Indulgence (age 3) lets the most stable nation hire a free Architect: Anna, with
// Stonehenge one Architect short of ready and five ready Wonders, is asked.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "Decisions"
        when: windowShown

        function growth() {
            for (const p of GameController.growthOrder)
                verify(GameController.chooseGrowth(p, "bonus:food"), GameController.lastError)
        }
        function passAll() {
            while (GameController.currentTurn >= 0)
                verify(GameController.passTurn(GameController.currentTurn), GameController.lastError)
        }
        function playRound(event) {
            growth()
            verify(GameController.setEventCard(event), GameController.lastError)
            passAll()
            verify(GameController.previewResolution(), GameController.lastError)
            verify(GameController.confirmResolution(), GameController.lastError)
        }

        function test_aQuestionKeepsItsSourcesOneClickAway() {
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "A" },
                                                      { name: "Ben", nation: "rome", side: "A" }],
                                               lastRound: 8 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            // Rounds 1-4 (ages 1 and 2, Rulebook p.13) to reach age 3.
            playRound("aryan_migration__code_of_hammurabi")
            playRound("assyrian_deportations__jain_ascetism")
            playRound("benedictine_rule__paper_money")
            playRound("black_death__hunt_for_prester_john")
            growth()
            for (const w of ["pyramids", "colosseum", "great_wall", "hanging_gardens", "sankore_university"])
                verify(GameController.placeCard(0, w, -1, false, 0), GameController.lastError)
            verify(GameController.placeCard(0, "stonehenge", -1, true, 0), GameController.lastError)
            verify(GameController.setValue(0, "stone", 10), GameController.lastError)
            verify(GameController.changeArchitects(0, 1), GameController.lastError) // Stonehenge: 3 sections
            verify(GameController.changeArchitects(0, 1), GameController.lastError)
            verify(GameController.setManualCorrection(0, 0, 9, "the most stable"), GameController.lastError)
            verify(GameController.setEventCard("magellans_expedition__papal_indulgence"), GameController.lastError)
            passAll()
            tap(findChild(shell.currentPage, "resolveButton"))
            compare(shell.page, "resolution")

            const decisions = GameController.resolution.decisions
            let cover = -1
            for (let d = 0; d < decisions.length; ++d)
                if (decisions[d].id === "event2/0/cover")
                    cover = d
            verify(cover >= 0, JSON.stringify(decisions))
            const question = findChild(shell.currentPage, "decisionQuestion_" + cover)
            verify(question !== null && question.visible)
            const sentence = findChild(question, "sourcedSentence")
            compare(sentence.text, "<b>Anna</b>: all Wonder slots are full; which ready Wonder does Stonehenge cover?")
            const source = findChild(question, "sourceButton")
            verify(source.visible)
            const sources = findChild(question, "sourcesText")
            verify(!sources.visible)
            tap(source)
            verify(sources.visible)
            compare(sources.text, "Rulebook p.17; FAQ R-15")
            // A question without a source given has no button.
            const other = findChild(shell.currentPage, "decisionQuestion_" + (cover === 0 ? 1 : 0))
            verify(!findChild(other, "sourceButton").visible)
        }

        function tap(item) {
            verify(item !== null && item.visible && item.enabled)
            waitForRendering(top)
            mouseClick(item)
        }
    }
}
