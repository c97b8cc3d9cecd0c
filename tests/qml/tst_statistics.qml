import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The statistics page (qml/history/, issue 15 §1) through the real shell on the test's SQLite file: the empty
// state first, then two finished Dice Games (played through DiceGame, whose pages tst_dice.qml covers) whose
// results appear in the tables and charts, sortable and filtered.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "Statistics"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }
        function tableOf(page, name) { return find(find(page, name), "statsTable") }
        function cell(model, row, column) { return model.data(model.index(row, column)) }

        // A 2-player Dice Game to its end: Anna uses more Books, Food and Strength every round (R l.150-190).
        function playDiceGame() {
            verify(DiceGame.start(["Anna", "Ben"], false))
            for (let round = 1; round <= 4; ++round) {
                verify(DiceGame.startRound(2, 2, 0))
                verify(DiceGame.pass(0))
                verify(DiceGame.recordUse(0, 3, 3, 3, -1, -1))
                verify(DiceGame.pass(1))
                verify(DiceGame.recordUse(1, 1, 0, 0, -1, -1))
                verify(DiceGame.endRound(), DiceGame.lastError)
            }
            compare(DiceGame.phase, "ended")
        }

        function openStatistics(shell) {
            shell.openHome()
            compare(shell.page, "start")
            mouseClick(find(shell.currentPage, "statisticsButton"))
            compare(shell.page, "statistics")
            return shell.currentPage
        }

        function test_1_emptyHistorySaysWhatToDo() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = openStatistics(shell)
            compare(HistoryStatistics.games, 0)
            verify(find(page, "emptyState").visible)
            verify(!find(page, "statsTabs").visible)
            mouseClick(find(page, "homeButton"))
            compare(shell.page, "start")
        }

        function test_2_finishedGamesFillTablesAndCharts() {
            playDiceGame()
            playDiceGame()
            const shell = createTemporaryObject(shellComponent, top)
            const page = openStatistics(shell)
            compare(HistoryStatistics.games, 2)
            verify(!find(page, "emptyState").visible)

            // Players: Anna won both (multiplayer wins, R l.198-200), Ben none.
            const players = tableOf(page, "playersTable")
            tryCompare(players, "rows", 2)
            const model = HistoryStatistics.players
            compare(cell(model, 0, 0), "Anna")
            compare(cell(model, 0, 3), "2")       // wins
            compare(cell(model, 0, 4), "100 %")   // win rate
            compare(cell(model, 1, 3), "0")

            // A click on the Wins header sorts ascending: Ben first; again: descending.
            const header = find(find(page, "playersTable"), "statsHeader")
            waitForRendering(page)
            const wins = (players.columnWidthProvider(3) + players.columnSpacing) * 3.5
            mouseClick(header, wins, header.height / 2)
            compare(model.sortColumn, 3)
            compare(cell(model, 0, 0), "Ben")
            mouseClick(header, wins, header.height / 2)
            compare(model.sortOrder, Qt.DescendingOrder)
            compare(cell(model, 0, 0), "Anna")
            // By keyboard: Tab reaches the header, Space sorts as a click does (issue 16 §5).
            const winsHeader = find(header, "sort_3")
            winsHeader.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            compare(model.sortOrder, Qt.AscendingOrder)
            compare(cell(model, 0, 0), "Ben")
            verify(winsHeader.activeFocus) // the sort keeps the focus where it was: Space again sorts back
            keyClick(Qt.Key_Space)
            compare(model.sortOrder, Qt.DescendingOrder)

            // Rivals: Anna ahead of Ben in both shared games.
            const rivals = HistoryStatistics.rivals
            compare(rivals.rowCount(), 1)
            compare(cell(rivals, 0, 4), "2")

            // One player: the score line has a point per game, the categories their averages.
            find(page, "statsTabs").currentIndex = 4
            const chooser = find(page, "playerChooser")
            chooser.currentIndex = HistoryStatistics.knownPlayers.indexOf("Anna")
            chooser.activated(chooser.currentIndex)
            compare(HistoryStatistics.player, "Anna")
            compare(HistoryStatistics.scores.rowCount(), 2)
            const chart = find(page, "scoreChart")
            tryCompare(chart, "count", 1)  // one line: the Dice Game
            compare(chart.series(0).count, 2)
            // Both games on one day: the time axis spans three days, a tick on each (five ticks labelled
            // "yyyy-MM-dd" over three days showed the same day twice).
            const axis = chart.axisX(chart.series(0))
            compare(axis.max - axis.min, 2 * 86400000)
            compare(axis.tickCount, 3)
            // The line's points are handed to Qt Charts whole (ChartPoints: one layout of the line, not one per
            // point, which took a minute for a player of 15,000 games): a series takes them, anything else is refused.
            const line = chart.series(0)
            verify(!ChartPoints.replace(chart, [Qt.point(1, 2)]))        // a chart is not a series
            verify(!ChartPoints.replace(line, [Qt.point(1, 2), "three"])) // nor is "three" a point
            compare(line.count, 2)
            verify(ChartPoints.replace(line, [Qt.point(1, 2), Qt.point(3, 4), Qt.point(5, 6)]))
            compare(line.count, 3)
            compare(line.at(2).y, 6)
            chart.rebuild()
            compare(chart.series(0).count, 2)
            verify(HistoryStatistics.categories.rowCount() > 0)
            const bars = find(page, "categoryChart")
            compare(bars.count, 1)

            // A filter that matches nothing shows the empty state again.
            HistoryStatistics.gameType = "wealth_of_nations"
            compare(HistoryStatistics.games, 0)
            verify(find(page, "emptyState").visible)
            HistoryStatistics.gameType = ""
            HistoryStatistics.player = ""
        }

        // A solo Dice Game to its end, using `books` Books each round.
        function playSoloDiceGame(books) {
            verify(DiceGame.start(["Solo"], false))
            for (let round = 1; round <= 4; ++round) {
                verify(DiceGame.startRound(2, 2, 0))
                verify(DiceGame.pass(0))
                verify(DiceGame.recordUse(0, books, 3, 3, -1, -1))
                verify(DiceGame.endRound(), DiceGame.lastError)
            }
            compare(DiceGame.phase, "ended")
        }

        function test_3_soloAndCampaignTabsSayWhatToDoThenShowTheHallOfFame() {
            const shell = createTemporaryObject(shellComponent, top)
            let page = openStatistics(shell)
            const tabs = find(page, "statsTabs")
            tabs.currentIndex = 5
            compare(HistoryStatistics.soloGames, 0)
            verify(find(page, "soloEmpty").visible)
            verify(!find(page, "hallOfFameChart").visible)
            tabs.currentIndex = 6
            verify(find(page, "campaignEmpty").visible)   // no Nations campaign in this history
            verify(!find(page, "campaignChart").visible)
            mouseClick(find(page, "homeButton"))

            playSoloDiceGame(3)
            playSoloDiceGame(1) // the same score: the earlier game keeps first place in the Hall of Fame
            page = openStatistics(shell)
            compare(HistoryStatistics.games, 4)
            compare(HistoryStatistics.soloGames, 2)
            find(page, "statsTabs").currentIndex = 5
            verify(!find(page, "soloEmpty").visible)
            const chart = find(page, "hallOfFameChart")
            verify(chart.visible)
            tryCompare(chart, "count", 1)   // one line: the Dice Game (no difficulty)
            compare(chart.series(0).count, 2)
            const positions = HistoryStatistics.soloPositions
            const column = positions.headers.indexOf("Hall of Fame position")
            compare(cell(positions, 0, column), "1")
            compare(cell(positions, 1, column), "2")
            tryCompare(tableOf(page, "soloBestsTable"), "rows", 1)

            // Difficulty is Nations' solo level: the Dice Games have none, so "Solo on King" leaves nothing.
            const difficulty = find(page, "difficultyFilter")
            difficulty.currentIndex = 2
            difficulty.activated(2)
            compare(HistoryStatistics.difficulty, "king")
            compare(HistoryStatistics.games, 0)
            verify(find(page, "emptyState").visible)
            difficulty.currentIndex = 0
            difficulty.activated(0)
            const cardSet = find(page, "cardSetFilter")
            cardSet.currentIndex = 3
            cardSet.activated(3)
            compare(HistoryStatistics.cardSet, "dynasties")
            compare(HistoryStatistics.games, 0)
            cardSet.currentIndex = 0
            cardSet.activated(0)
            compare(HistoryStatistics.games, 4)
        }
    }
}
