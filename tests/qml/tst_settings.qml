import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The Settings page (issue 16 §3, §5) through the real shell: reached from the start page, Escape and Home go
// back; the theme, the language (German, Finnish: the start page shows its words at once, and when the app
// starts with it) and the card sets a new Nations game starts with. tst_qml.cpp keeps the settings in a
// temporary folder; each test puts English, the dark theme and no extra card set back.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "Settings"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        function cleanup() {
            AppSettings.language = "en"
            AppSettings.theme = "dark"
            AppSettings.defaultDynasties = false
            AppSettings.defaultExpansion = false
        }

        function openSettings(shell) {
            shell.openHome()
            compare(shell.page, "start")
            mouseClick(find(shell.currentPage, "settingsButton"))
            compare(shell.page, "settings")
            return shell.currentPage
        }

        /// Chooses the entry `value` of a settings combo box as a player does (opens it, clicks the entry).
        function choose(box, value) {
            let index = -1
            for (let i = 0; i < box.model.length; ++i)
                if (box.model[i].value === value) index = i
            verify(index >= 0, "no entry " + value)
            mouseClick(box)
            tryVerify(function() { return box.popup.opened })
            const entry = box.popup.contentItem.itemAtIndex(index)
            verify(entry, "no delegate for " + value)
            mouseClick(entry)
            tryVerify(function() { return !box.popup.opened })
        }

        function test_escapeAndHomeGoBack() {
            const shell = createTemporaryObject(shellComponent, top)
            let page = openSettings(shell)
            page.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            compare(shell.page, "start")
            page = openSettings(shell)
            mouseClick(find(page, "homeButton"))
            compare(shell.page, "start")
        }

        function test_languageAppliesAtOnce() {
            const shell = createTemporaryObject(shellComponent, top)
            compare(find(shell.currentPage, "statisticsButton").text, "Statistics")
            let page = openSettings(shell)
            choose(find(page, "languageBox"), "de")
            compare(AppSettings.language, "de")
            compare(AppSettings.activeLanguage, "de")
            compare(find(page, "homeButton").text, "◀ Start")
            keyClick(Qt.Key_Escape)
            compare(find(shell.currentPage, "statisticsButton").text, "Statistik")
            compare(find(shell.currentPage, "historyButton").text, "Verlauf")
            compare(find(shell.currentPage, "settingsButton").text, "Einstellungen")
            page = openSettings(shell)
            choose(find(page, "languageBox"), "fi")
            compare(AppSettings.activeLanguage, "fi")
            keyClick(Qt.Key_Escape)
            compare(find(shell.currentPage, "statisticsButton").text, "Tilastot")
            compare(find(shell.currentPage, "settingsButton").text, "Asetukset")
            page = openSettings(shell)
            choose(find(page, "languageBox"), "en")
            keyClick(Qt.Key_Escape)
            compare(find(shell.currentPage, "statisticsButton").text, "Statistics")
        }

        function test_startsInTheChosenLanguage_data() {
            return [{ tag: "German", language: "de", statistics: "Statistik", newGame: "Neues Spiel",
                      noGame: "Kein Spiel im Gang." },
                    { tag: "Finnish", language: "fi", statistics: "Tilastot", newGame: "Uusi peli",
                      noGame: "Ei peliä käynnissä." }]
        }
        function test_startsInTheChosenLanguage(data) {
            AppSettings.language = data.language
            const shell = createTemporaryObject(shellComponent, top)
            compare(shell.page, "start")
            compare(find(shell.currentPage, "statisticsButton").text, data.statistics)
            // The Nations panel of the start page, from its own module.
            const panel = find(shell.currentPage, "nationsStartLoader").item
            verify(panel)
            tryVerify(function() { return findChild(panel, "newGameButton") !== null })
            compare(findChild(panel, "newGameButton").text, data.newGame)
            // A message written in C++ (tr()) too.
            verify(!GameController.hasGame)
            verify(!GameController.buyCard(0, "macedonia", 1, {}))
            compare(GameController.lastError, data.noGame)
        }

        function test_themeFollowsTheChoice() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = openSettings(shell)
            const dark = String(Theme.background) // a copy, not a reference that follows the property
            verify(Theme.dark)
            choose(find(page, "themeBox"), "light")
            compare(AppSettings.theme, "light")
            verify(!Theme.dark)
            verify(!Qt.colorEqual(Theme.background, dark))
            verify(Qt.color(Theme.background).hslLightness > 0.5, "light background " + Theme.background)
            choose(find(page, "themeBox"), "system")
            compare(Theme.dark, AppSettings.systemDark)
            choose(find(page, "themeBox"), "dark")
            verify(Qt.colorEqual(Theme.background, dark))
        }

        function test_defaultCardSetsOfANewNationsGame() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = openSettings(shell)
            mouseClick(find(page, "dynastiesDefault"))
            verify(AppSettings.defaultDynasties)
            verify(!AppSettings.defaultExpansion)
            shell.openSetup()
            compare(shell.page, "setup")
            verify(find(shell.currentPage, "dynastiesBox").checked)
            verify(!find(shell.currentPage, "expansionBox").checked)
        }
    }
}
