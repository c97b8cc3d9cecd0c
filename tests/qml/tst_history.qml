import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The History page (qml/history/, issue 15 §2) through the real shell on the test's SQLite file: a Dice Game
// played through DiceGame is edited (place, a corrected score with its reason), deleted and brought back with
// Undo, a Nations game is logged without the app, and two players typed two ways are merged and unmerged.
// Every check reads what HistoryEditor stored.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "History"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        // A 2-player Dice Game to its end (as tst_statistics.qml): Anna wins.
        function playDiceGame(players) {
            verify(DiceGame.start(players, false))
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

        // A field of one seat's row (the rows are a Repeater's: not children of the dialog).
        function seatField(dialog, repeater, seat, name) {
            return find(find(dialog, repeater).itemAt(seat), name)
        }

        function openHistory(shell) {
            shell.openHome()
            compare(shell.page, "start")
            mouseClick(find(shell.currentPage, "historyButton"))
            compare(shell.page, "history")
            return shell.currentPage
        }

        function test_1_editDeleteUndo() {
            playDiceGame(["Anna", "Ben"])
            const shell = createTemporaryObject(shellComponent, top)
            const page = openHistory(shell)
            const list = find(page, "gamesList")
            tryCompare(list, "count", 1)
            const id = HistoryEditor.games.data(HistoryEditor.games.index(0, 0), Qt.UserRole + 1)

            // Edit: a place and Ben's score corrected, with the reason.
            waitForRendering(page)
            mouseClick(find(find(list, "gameRow0"), "editButton"))
            const dialog = find(page, "gameEditDialog")
            tryCompare(dialog, "opened", true)
            find(dialog, "placeField").text = "Club"
            seatField(dialog, "editSeats", 1, "seatScore1").value = 99
            seatField(dialog, "editSeats", 1, "seatReason1").text = "a tile was missed"
            mouseClick(find(dialog, "saveButton"))
            tryCompare(dialog, "opened", false)
            compare(HistoryEditor.error, "")
            const stored = HistoryEditor.game(id)
            compare(stored.place, "Club")
            compare(stored.seats[1].score, 99)
            compare(stored.seats[1].reason, "a tile was missed")
            verify(stored.seats[1].computed < 99)

            // A bad date is refused in the dialog, which stays open with the message; nothing changes.
            mouseClick(find(find(list, "gameRow0"), "editButton"))
            tryCompare(dialog, "opened", true)
            find(dialog, "dateField").text = "2026-02-30"
            mouseClick(find(dialog, "saveButton"))
            verify(dialog.opened)
            verify(find(dialog, "editError").text.indexOf("date") >= 0, find(dialog, "editError").text)
            dialog.reject()
            tryCompare(dialog, "opened", false)
            compare(HistoryEditor.game(id).date, stored.date)

            // Delete, then Undo from the banner.
            mouseClick(find(find(list, "gameRow0"), "deleteButton"))
            tryCompare(list, "count", 0)
            const banner = find(page, "undoBanner")
            verify(banner.visible)
            compare(HistoryEditor.trash.length, 1)
            mouseClick(find(banner, "undoDeleteButton"))
            tryCompare(list, "count", 1)
            verify(!banner.visible)
            compare(HistoryEditor.trash.length, 0)

            mouseClick(find(page, "homeButton"))
            compare(shell.page, "start")
        }

        function test_2_logAGameThenMergePlayers() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = openHistory(shell)
            const list = find(page, "gamesList")
            tryCompare(list, "count", 1)

            mouseClick(find(page, "logGameButton"))
            const dialog = find(page, "logGameDialog")
            tryCompare(dialog, "opened", true)
            const type = find(dialog, "logGameType")
            type.currentIndex = HistoryEditor.gameTypes.findIndex(t => t.id === "nations")
            find(dialog, "logDate").text = "2026-01-10"
            find(dialog, "logPlace").text = "Cabin"
            seatField(dialog, "logSeats", 0, "logName0").text = "anna "  // Anna typed another way: the same player
            seatField(dialog, "logSeats", 0, "logNation0").text = "egypt"
            seatField(dialog, "logSeats", 0, "logScore0").value = 61
            seatField(dialog, "logSeats", 1, "logName1").text = "Cleo"
            seatField(dialog, "logSeats", 1, "logNation1").text = "rome"
            seatField(dialog, "logSeats", 1, "logSide1").currentIndex = 1
            seatField(dialog, "logSeats", 1, "logScore1").value = 58
            mouseClick(find(dialog, "saveButton"))
            tryCompare(dialog, "opened", false)
            compare(HistoryEditor.error, "")
            tryCompare(list, "count", 2)
            const logged = HistoryEditor.game(HistoryEditor.games.data(HistoryEditor.games.index(0, 0), Qt.UserRole + 1))
            verify(logged.logged)
            compare(logged.place, "Cabin")
            compare(logged.seats[0].name, "Anna")
            compare(logged.seats[1].side, "B")

            // Players: Ben is Cleo typed another way? Merge Cleo into Ben, then undo.
            mouseClick(find(page, "playersTab"))
            const players = find(page, "playersList")
            tryCompare(players, "count", 3)  // Anna, Ben, Cleo
            waitForRendering(page)
            mouseClick(find(find(players, "playerRow2"), "mergeButton"))
            const ask = find(page, "playerDialog")
            tryCompare(ask, "opened", true)
            const target = find(ask, "mergeTarget")
            target.currentIndex = target.model.indexOf("Ben")
            ask.accept()
            tryCompare(players, "count", 2)
            compare(HistoryEditor.merges.length, 1)
            compare(HistoryEditor.players.find(p => p.name === "Ben").games, 2)
            mouseClick(find(page, "undoMergeButton"))
            tryCompare(players, "count", 3)
            compare(HistoryEditor.merges.length, 0)

            // A rename to a taken name is refused with a hint to merge.
            mouseClick(find(find(players, "playerRow2"), "renameButton"))
            tryCompare(ask, "opened", true)
            find(ask, "newNameField").text = "BEN"
            ask.accept()
            tryCompare(ask, "opened", false)
            verify(HistoryEditor.error.indexOf("merge") >= 0, HistoryEditor.error)
            verify(find(page, "historyError").visible)
        }

        // A Wealth of Nations game logged by category (the pad's rows, W l.1049-1054): the final score is their
        // sum, and the player's averages by category in the statistics come from it.
        function test_3_logAGameByCategory() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = openHistory(shell)
            mouseClick(find(page, "logGameButton"))
            const dialog = find(page, "logGameDialog")
            tryCompare(dialog, "opened", true)
            const type = find(dialog, "logGameType")
            type.currentIndex = HistoryEditor.gameTypes.findIndex(t => t.id === "wealth_of_nations")
            compare(dialog.type.categories.map(c => c.key), ["tiles", "money", "notes"])
            find(dialog, "logDate").text = "2026-02-14"
            find(dialog, "logPlayerCount").value = 3
            const byCategory = find(dialog, "logByCategory")
            verify(byCategory.visible)
            mouseClick(byCategory)
            verify(dialog.byCategory)
            const rows = [["Dora", "usa", [20, 5, -3]], ["Eli", "japan", [16, 2, 0]], ["Finn", "china", [12, 1, -6]]]
            for (let seat = 0; seat < rows.length; ++seat) {
                seatField(dialog, "logSeats", seat, "logName" + seat).text = rows[seat][0]
                seatField(dialog, "logSeats", seat, "logNation" + seat).text = rows[seat][1]
                const keys = ["tiles", "money", "notes"]
                for (let k = 0; k < keys.length; ++k)
                    seatField(dialog, "logSeats", seat, "logCategory" + seat + "_" + keys[k]).value = rows[seat][2][k]
            }
            const total = seatField(dialog, "logSeats", 0, "logScore0")
            compare(total.value, 22)
            verify(!total.enabled)
            mouseClick(find(dialog, "saveButton"))
            tryCompare(dialog, "opened", false)
            compare(HistoryEditor.error, "")
            const id = HistoryEditor.games.data(HistoryEditor.games.index(0, 0), Qt.UserRole + 1)
            const logged = HistoryEditor.game(id)
            compare(logged.seats.map(s => s.score), [22, 18, 7])

            HistoryStatistics.gameType = "wealth_of_nations"
            HistoryStatistics.player = "Dora"
            const averages = HistoryStatistics.categories.rows()
            compare(averages.map(r => r.category), ["Industry tiles", "Money", "Promissory notes"])
            compare(averages.map(r => r.average), [20, 5, -3])
            HistoryStatistics.gameType = ""
            HistoryStatistics.player = ""
        }
    }
}
