import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The table view (issue 16 §1): every nation's figures in a second window, opened from the round page, whose
// turn it is and who passed; it follows each action. The round page's shown board follows the turn.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "TableScreen"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        function figure(seat, key) {
            return find(seat, "figure_" + key).value
        }

        function test_theWholeTableFollowsTheTurn() {
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "B" },
                                                      { name: "Ben", nation: "rome", side: "B" },
                                                      { name: "Chloé", nation: "greece", side: "B" }],
                                               lastRound: 8 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            for (const p of GameController.growthOrder)
                verify(GameController.chooseGrowth(p, "bonus:gold"), GameController.lastError)
            verify(GameController.setEventCard("aryan_migration__code_of_hammurabi"), GameController.lastError)

            mouseClick(find(shell, "tableViewButton"))
            tryVerify(function() { return shell.tableScreen !== null && shell.tableScreen.visible })
            const screen = shell.tableScreen
            const first = GameController.currentTurn
            verify(first >= 0)
            tryCompare(find(screen.contentItem, "tableTurn"), "text", "Turn: " + GameController.players.get(first).name)
            for (let i = 0; i < 3; ++i) {
                const seat = find(screen.contentItem, "tableSeat_" + i)
                const board = GameController.players.get(i)
                compare(figure(seat, "gold"), board.gold)
                compare(figure(seat, "food"), board.food)
                compare(figure(seat, "vp"), board.vp)
                compare(figure(seat, "stability"), board.stability)
                compare(find(seat, "seatState").text, i === first ? "their turn" : "")
            }
            const tabs = find(shell, "playerTabs")
            compare(tabs.currentIndex, first, "the shown board is the first player's")

            // The first player passes: the table and the round page's board follow the next player.
            const goldBefore = GameController.players.get(first).gold
            verify(GameController.passTurn(first), GameController.lastError)
            const next = GameController.currentTurn
            verify(next >= 0 && next !== first)
            tryCompare(find(screen.contentItem, "tableTurn"), "text", "Turn: " + GameController.players.get(next).name)
            compare(find(find(screen.contentItem, "tableSeat_" + first), "seatState").text, "passed (1)")
            compare(find(find(screen.contentItem, "tableSeat_" + next), "seatState").text, "their turn")
            tryCompare(tabs, "currentIndex", next)

            // A by-hand change on another board shows at once and does not move the shown board.
            tabs.currentIndex = first
            verify(GameController.setValue(first, "gold", goldBefore + 4), GameController.lastError)
            tryVerify(function() { return figure(find(screen.contentItem, "tableSeat_" + first), "gold") === goldBefore + 4 })
            compare(tabs.currentIndex, first, "an edit keeps the board shown")

            // Closing the window closes the table view; the game goes on.
            screen.close()
            tryVerify(function() { return shell.tableScreen === null })
            verify(GameController.abandonGame())
        }
    }
}
