import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The history's files from the pages (issue 15 §3) through the real shell on the test's SQLite file, the file dialog
// answered by FileJobBar.chooseFile: Export… on the History page writes each format with its progress bar at the
// total and says so; its Cancel stops a running export; on the Settings page Back up… writes a backup, Restore…
// asks first (Cancel there changes nothing), then brings the history back as it was and the pages show it again;
// a file that is not a backup is refused with its message and changes nothing.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "HistoryFiles"
        when: windowShown

        readonly property int games: 150

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        // The folder of the test's database: the files are written beside it.
        function folder() {
            const p = GameController.databasePath
            return p.substring(0, p.lastIndexOf("/") + 1)
        }

        // Anna's games in the history, as the Players tab counts them.
        function annasGames() {
            const anna = HistoryEditor.players.find(p => p.name === "Anna")
            return anna ? anna.games : 0
        }

        function logGame(i) {
            verify(HistoryEditor.logGame("nations", "2026-01-10", "", "",
                                         [{ name: "Anna", nation: "egypt", side: "A", score: 50 + i % 7 },
                                          { name: "Ben", nation: "rome", side: "B", score: 52 }]) !== 0,
                   HistoryEditor.error)
        }

        function openPage(shell, button, name) {
            shell.openHome()
            compare(shell.page, "start")
            mouseClick(find(shell.currentPage, button))
            compare(shell.page, name)
            waitForRendering(shell.currentPage)
            return shell.currentPage
        }

        function exportFrom(page, item, file) {
            const jobs = find(page, "historyFileJobs")
            jobs.chooseFile = saving => { verify(saving); return file }
            mouseClick(find(page, "exportButton"))
            const entry = find(page, item)
            tryCompare(entry, "visible", true)
            waitForRendering(page)
            mouseClick(entry)
            verify(HistoryFiles.busy || HistoryFiles.message !== "" || HistoryFiles.error !== "")
        }

        function test_1_exportEachFormatThenCancel() {
            for (let i = 0; i < games; ++i)
                logGame(i)
            const shell = createTemporaryObject(shellComponent, top)
            const page = openPage(shell, "historyButton", "history")
            const jobs = find(page, "historyFileJobs")
            const bar = find(jobs, "fileJobProgress")
            const formats = [["exportJson", "history.json", games], ["exportCsv", "history.csv", games],
                             ["exportBgStats", "history.bgsplay", games]]
            for (const [item, name, total] of formats) {
                exportFrom(page, item, "file://" + folder() + name)
                tryCompare(HistoryFiles, "busy", false)
                compare(HistoryFiles.error, "")
                compare(HistoryFiles.job, item === "exportJson" ? "json" : item === "exportCsv" ? "csv" : "bgstats")
                compare(HistoryFiles.total, total)
                compare(bar.to, total)
                compare(bar.value, total)
                const message = find(jobs, "fileJobMessage")
                verify(message.visible)
                verify(message.text.indexOf(folder() + name) >= 0, message.text)
                verify(message.text.indexOf(String(total)) >= 0, message.text)
            }

            // Cancel while the export runs: it ends refused, nothing written.
            const cancel = find(jobs, "fileJobCancel")
            verify(!cancel.enabled)
            exportFrom(page, "exportJson", folder() + "cancelled.json")
            verify(HistoryFiles.busy)
            verify(cancel.enabled)
            mouseClick(cancel)
            tryCompare(HistoryFiles, "busy", false)
            compare(HistoryFiles.message, "")
            compare(HistoryFiles.error, "Cancelled: nothing was written.")
            compare(find(find(jobs, "fileJobError"), "errorText").text, HistoryFiles.error)
        }

        function test_2_backupThenRestore() {
            const shell = createTemporaryObject(shellComponent, top)
            let page = openPage(shell, "settingsButton", "settings")
            const jobs = find(page, "settingsFileJobs")
            const backup = folder() + "backup.sqlite"
            jobs.chooseFile = saving => backup
            mouseClick(find(page, "backupButton"))
            tryCompare(HistoryFiles, "busy", false)
            compare(HistoryFiles.error, "")
            compare(HistoryFiles.job, "backup")
            verify(HistoryFiles.total > 0)
            compare(find(jobs, "fileJobProgress").value, HistoryFiles.total)
            verify(HistoryFiles.message.indexOf(games + " games") >= 0, HistoryFiles.message)

            // One game more, then Restore…: the question, and its Cancel changes nothing.
            logGame(0)
            HistoryEditor.refresh()
            compare(annasGames(), games + 1)
            const confirm = find(jobs, "restoreConfirm")
            mouseClick(find(page, "restoreBackupButton"))
            tryCompare(confirm, "opened", true)
            mouseClick(find(confirm, "restoreCancelButton"))
            tryCompare(confirm, "opened", false)
            verify(!HistoryFiles.busy)
            compare(HistoryFiles.job, "backup")

            // A file that is not a backup: refused with its message, nothing changed.
            jobs.chooseFile = saving => folder() + "history.csv"
            mouseClick(find(page, "restoreBackupButton"))
            tryCompare(confirm, "opened", true)
            mouseClick(find(confirm, "restoreConfirmButton"))
            tryCompare(HistoryFiles, "busy", false)
            verify(HistoryFiles.error.indexOf("history.csv") >= 0, HistoryFiles.error)
            verify(HistoryFiles.error.indexOf("was not changed") >= 0, HistoryFiles.error)
            compare(find(find(jobs, "fileJobError"), "errorText").text, HistoryFiles.error)
            HistoryEditor.refresh()
            compare(annasGames(), games + 1)

            // The backup: restored, and the History page shows the history of the backup.
            jobs.chooseFile = saving => { verify(!saving); return "file://" + backup }
            mouseClick(find(page, "restoreBackupButton"))
            tryCompare(confirm, "opened", true)
            mouseClick(find(confirm, "restoreConfirmButton"))
            tryCompare(HistoryFiles, "busy", false)
            compare(HistoryFiles.error, "")
            compare(HistoryFiles.job, "restore")
            verify(HistoryFiles.message.indexOf(games + " games") >= 0, HistoryFiles.message)
            compare(annasGames(), games) // reloaded by the shell after restored()
            compare(shell.page, "settings")
            const shown = find(shell.currentPage, "settingsFileJobs") // the page may have been made again
            compare(find(shown, "fileJobProgress").value, HistoryFiles.total)
            compare(find(shown, "fileJobMessage").text, HistoryFiles.message)

            page = openPage(shell, "historyButton", "history")
            compare(find(page, "historyError").message, "")
        }
    }
}
