import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// A tie says so on the score pad (issue 16 §2): a 2-round game whose two nations end on the same total VP;
// the pad says it is a tie and that the rulebook resolves it in player order (p.20), naming who ranks
// ahead as the engine ranked them. Without a tie the pad says nothing of the kind.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "FinalTie"
        when: windowShown

        function playRound(event) {
            for (const p of GameController.growthOrder)
                verify(GameController.chooseGrowth(p, "bonus:food"), GameController.lastError)
            verify(GameController.setEventCard(event), GameController.lastError)
            while (GameController.currentTurn >= 0)
                verify(GameController.passTurn(GameController.currentTurn), GameController.lastError)
            verify(GameController.previewResolution(), GameController.lastError)
            verify(GameController.confirmResolution(), GameController.lastError)
        }
        function totalOf(player) {
            for (const r of GameController.finalScore.rows)
                if (r.player === player)
                    return r.total
            fail("no row of player " + player)
        }

        function cleanup() {
            AppSettings.language = "en"
        }

        function startTwoAlike() {
            // Two A sides: the same board and no nation special, so the same play ends level.
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "A" },
                                                      { name: "Ben", nation: "rome", side: "A" }],
                                               lastRound: 2 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            return shell
        }

        function test_aTieSaysSoOnTheScorePad() {
            const shell = startTwoAlike()
            playRound("aryan_migration__code_of_hammurabi")
            playRound("assyrian_deportations__jain_ascetism")
            compare(GameController.phase, "finished")
            compare(shell.page, "final")
            compare(totalOf(0), totalOf(1))

            // The engine broke the tie by player order; the pad says so in words.
            const order = GameController.playerOrder
            const rows = GameController.finalScore.rows
            compare(rows[0].player, order[0])
            compare(GameController.finalScore.ties.length, 1)
            compare(GameController.finalScore.ties[0].players, [order[0], order[1]])
            const tie = findChild(shell.currentPage, "tieLabel_0")
            verify(tie !== null && tie.visible, "the score pad shows the tie")
            const first = GameController.players.get(order[0]).name, second = GameController.players.get(order[1]).name
            verify(tie.text.indexOf("Tie: " + first + ", " + second + " have " + rows[0].total + " VP each.") === 0, tie.text)
            verify(tie.text.indexOf(first + " (place 1 in player order) ahead of " + second + " (place 2 in player order)") >= 0, tie.text)
            // The rulebook page is one click away, not in the sentence.
            verify(tie.text.indexOf("Rulebook") < 0, tie.text)
            const source = findChild(tie, "sourceButton")
            verify(source !== null && source.visible)
            mouseClick(source)
            const sources = findChild(tie, "sourcesText")
            verify(sources.visible)
            compare(sources.text, "Rulebook p.20, Game end")
        }

        function test_noTieNoWord() {
            const shell = startTwoAlike()
            playRound("aryan_migration__code_of_hammurabi")
            verify(GameController.setValue(1, "vp", GameController.players.get(1).vp + 3), GameController.lastError)
            playRound("assyrian_deportations__jain_ascetism")
            compare(GameController.phase, "finished")
            compare(shell.page, "final")
            compare(totalOf(1), totalOf(0) + 3)
            compare(GameController.finalScore.ties.length, 0)
            compare(findChild(shell.currentPage, "tieLabel_0"), null)
        }

        function test_thePadReadsInTheChosenLanguage() {
            // Issue 16 §5: the pad's rows and the category in front of each explanation line follow a switch of
            // language on the finished game's page, named as the statistics name them (context ScoreCategory).
            const shell = startTwoAlike()
            playRound("aryan_migration__code_of_hammurabi")
            playRound("assyrian_deportations__jain_ascetism")
            compare(shell.page, "final")
            compare(findChild(shell.currentPage, "category_gameVp").text, "A  Game VP")
            AppSettings.language = "de"
            compare(findChild(shell.currentPage, "category_gameVp").text, "A  Spiel-SP")
            compare(findChild(shell.currentPage, "category_buildingsMilitary").text, "D  Geb\u00e4ude & Milit\u00e4r")
            const lines = GameController.finalScore.rows[0].lines
            verify(lines.some(l => l.indexOf("A Spiel-SP \u2014 ") === 0), lines.join("\n"))
            AppSettings.language = "fi"
            compare(findChild(shell.currentPage, "category_gameVp").text, "A  Pelin VP")
            verify(GameController.finalScore.rows[0].lines.some(l => l.indexOf("A Pelin VP \u2014 ") === 0))
        }
    }
}
