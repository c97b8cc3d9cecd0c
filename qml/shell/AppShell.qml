import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion

// Chooses the page from the controller's state (so a resumed game opens where it stopped) and shows
// refused actions in a banner. A Control (not an Item) so the font and palette reach every page.
Control {
    id: root

    property bool setupOpen: false
    property bool homeOpen: false
    property bool scanOpen: false
    property int scanPlayer: 0
    /// The game types' pages (modules NationsCompanion.Nations and NationsCompanion.NationsDice, loaded by
    /// URL: the game types depend on the shell, never the other way round).
    property bool diceSetupOpen: false
    property bool diceOpen: false
    readonly property string nationsModule: "qrc:/qt/qml/NationsCompanion/Nations/"
    readonly property string diceModule: "qrc:/qt/qml/NationsCompanion/NationsDice/"
    /// Wealth of Nations' pages (module NationsCompanion.WealthOfNations, loaded by URL likewise).
    property bool wonSetupOpen: false
    property bool wonOpen: false
    readonly property string wonModule: "qrc:/qt/qml/NationsCompanion/WealthOfNations/"
    /// The statistics page (module NationsCompanion.History, loaded by URL like the game modules).
    property bool statisticsOpen: false
    /// The History page (same module): edit, trash, log a game, players.
    property bool historyOpen: false
    /// Help and About (HelpPage.qml), over any page until closed.
    property bool helpOpen: false
    /// The Settings page (this module): theme, language, default card sets.
    property bool settingsOpen: false
    readonly property string page: helpOpen ? "help"
        : settingsOpen ? "settings"
        : statisticsOpen ? "statistics"
        : historyOpen ? "history"
        : wonSetupOpen ? "wonSetup"
        : wonOpen ? "won"
        : diceSetupOpen ? "diceSetup"
        : diceOpen ? "dice"
        : setupOpen ? "setup"
        : (homeOpen || !GameController.hasGame) ? "start"
        : GameController.phase === "finished" ? "final"
        : GameController.resolutionOpen ? "resolution"
        : scanOpen ? "scan" : "round"
    readonly property alias currentPage: loader.item
    /// The table view (a second window of the game's figures for a TV), while open; null otherwise.
    property bool tableOpen: false
    readonly property alias tableScreen: tableLoader.item

    function closeOthers() { wonOpen = false; wonSetupOpen = false; statisticsOpen = false; historyOpen = false; helpOpen = false; settingsOpen = false }
    function openSetup() { homeOpen = false; diceOpen = false; diceSetupOpen = false; closeOthers(); setupOpen = true }
    function openHome() { setupOpen = false; diceOpen = false; diceSetupOpen = false; closeOthers(); homeOpen = true }
    function openGame() { setupOpen = false; homeOpen = false; scanOpen = false; diceOpen = false; diceSetupOpen = false; closeOthers() }
    function openDiceSetup() { setupOpen = false; diceOpen = false; closeOthers(); diceSetupOpen = true }
    function openDiceGame() { setupOpen = false; diceSetupOpen = false; closeOthers(); diceOpen = true }
    function openWonSetup() { setupOpen = false; diceOpen = false; diceSetupOpen = false; closeOthers(); wonSetupOpen = true }
    function openWonGame() { setupOpen = false; diceOpen = false; diceSetupOpen = false; closeOthers(); wonOpen = true }
    function openStatistics() { statisticsOpen = true }
    function openHistory() { historyOpen = true }

    // A restore replaced the database (HistoryFiles, Settings page): every game type and the history read it again.
    Connections {
        target: HistoryFiles
        function onRestored() {
            // The reload opens the game's page (onGameChanged): the page that asked for the restore stays open.
            const settings = root.settingsOpen, history = root.historyOpen
            GameController.reloadDatabase()
            DiceGame.reload()
            WealthGame.reload()
            HistoryEditor.refresh()
            HistoryStatistics.refresh()
            root.settingsOpen = settings
            root.historyOpen = history
        }
    }
    function openHelp() { helpOpen = true }
    function openSettings() { settingsOpen = true }
    function openScan(player) { scanPlayer = player; scanOpen = true }
    function showSetupExample() {
        openSetup()
        loader.item.prefill([
            { name: "Anna", nation: "egypt", side: "B", difficulty: "prince" },
            { name: "Ben", nation: "rome", side: "B", difficulty: "king" },
            { name: "Chloé", nation: "greece", side: "A", difficulty: "prince" }
        ], 8)
    }

    // The theme's palette for the Fusion controls (popups take the window's, see Main.qml).
    padding: 0
    font.pixelSize: Theme.fontNormal
    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.alternateBase: Theme.surfaceHigh
    palette.text: Theme.text
    palette.button: Theme.button
    palette.buttonText: Theme.text
    palette.brightText: Theme.brightText
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.background
    palette.toolTipBase: Theme.surfaceHigh
    palette.toolTipText: Theme.text
    palette.light: Theme.paletteLight
    palette.midlight: Theme.paletteMidlight
    palette.mid: Theme.paletteMid
    palette.dark: Theme.paletteDark
    palette.shadow: "#000000"
    palette.disabled.buttonText: Theme.textDim
    palette.disabled.windowText: Theme.textDim
    palette.disabled.text: Theme.textDim
    palette.disabled.button: Theme.buttonDisabled

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    Connections {
        target: GameController
        function onGameChanged() { root.openGame() }
    }

    Shortcut { objectName: "helpShortcut"; sequence: "F1"; onActivated: root.openHelp() }

    Loader {
        id: loader
        anchors.fill: parent
        anchors.topMargin: damageBanner.visible ? damageBanner.height : 0
        anchors.bottomMargin: banner.visible ? banner.height : 0
        focus: true
        sourceComponent: {
            switch (root.page) {
            case "help": return helpPage
            case "settings": return settingsPage
            case "statistics": return Qt.createComponent("qrc:/qt/qml/NationsCompanion/History/StatisticsPage.qml")
            case "history": return Qt.createComponent("qrc:/qt/qml/NationsCompanion/History/HistoryPage.qml")
            case "diceSetup": return Qt.createComponent(root.diceModule + "DiceSetupPage.qml")
            case "dice": return Qt.createComponent(root.diceModule + "DiceGamePage.qml")
            case "wonSetup": return Qt.createComponent(root.wonModule + "WonSetupPage.qml")
            case "won": return Qt.createComponent(root.wonModule + "WonGamePage.qml")
            case "setup": return Qt.createComponent(root.nationsModule + "SetupPage.qml")
            case "final": return Qt.createComponent(root.nationsModule + "FinalScorePage.qml")
            case "resolution": return Qt.createComponent(root.nationsModule + "ResolutionPage.qml")
            case "round": return Qt.createComponent(root.nationsModule + "RoundPage.qml")
            case "scan": return Qt.createComponent(root.nationsModule + "ScanPage.qml")
            }
            return startPage
        }
        onLoaded: {
            switch (root.page) {
            case "diceSetup":
                item.cancelled.connect(root.openHome)
                item.started.connect(root.openDiceGame)
                break
            case "dice":
            case "statistics":
                item.home.connect(root.openHome)
                break
            case "settings":
                item.home.connect(root.openHome)
                break
            case "history":
                // The start page's Nations list shows what the History page changed.
                item.home.connect(() => { GameController.refreshHistory(); root.openHome() })
                break
            case "wonSetup":
                item.cancelled.connect(root.openHome)
                item.started.connect(root.openWonGame)
                break
            case "won":
                item.home.connect(root.openHome)
                break
            case "setup":
                item.cancelled.connect(() => { root.setupOpen = false })
                break
            case "round":
                item.home.connect(root.openHome)
                item.scan.connect(root.openScan)
                item.tableView.connect(() => { root.tableOpen = true })
                break
            case "scan":
                item.player = Qt.binding(() => root.scanPlayer)
                item.back.connect(() => { root.scanOpen = false })
                break
            case "final":
                item.home.connect(() => { GameController.closeGame(); root.openHome() })
                item.newGame.connect(() => { GameController.closeGame(); root.openSetup() })
                break
            }
            item.forceActiveFocus()
        }
    }

    // Outside the page's Loader: the table view stays open from round to round and through the Resolution
    // Phase until it is closed or the game ends.
    Loader {
        id: tableLoader
        active: root.tableOpen && GameController.hasGame
        source: root.nationsModule + "TableScreen.qml"
        onLoaded: {
            item.closing.connect(() => { root.tableOpen = false })
            item.show()
        }
    }

    ErrorBanner {
        id: banner
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        message: root.page === "dice" || root.page === "diceSetup" ? DiceGame.lastError
                 : root.page === "won" || root.page === "wonSetup" ? WealthGame.lastError : GameController.lastError
        sources: root.page === "dice" || root.page === "diceSetup" ? DiceGame.refusalSource
                 : root.page === "won" || root.page === "wonSetup" ? WealthGame.refusalSource : GameController.refusalSource
    }

    // A damaged game (docs/state-format.md "Damaged databases"): which action, and that it is read-only.
    ErrorBanner {
        id: damageBanner
        objectName: "damageBanner"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        message: root.page === "dice" ? DiceGame.damage : root.page === "won" ? WealthGame.damage
                 : GameController.hasGame ? GameController.damage : ""
    }

    Component {
        id: helpPage
        HelpPage { onHome: root.helpOpen = false }
    }

    Component {
        id: settingsPage
        SettingsPage {}
    }

    Component {
        id: startPage
        StartPage {
            onHelp: root.openHelp()
            onNewGame: root.openSetup()
            onResumeGame: root.openGame()
            onNewDiceGame: root.openDiceSetup()
            onResumeDiceGame: root.openDiceGame()
            onStatistics: root.openStatistics()
            onHistory: root.openHistory()
            onSettings: root.openSettings()
            onNewWonGame: root.openWonSetup()
            onResumeWonGame: root.openWonGame()
        }
    }
}
