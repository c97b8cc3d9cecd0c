import QtQuick
import QtQuick.Controls

// The application window: everything else is in AppShell, so tests can host the same UI in a plain Item.
ApplicationWindow {
    id: root

    readonly property string page: shell.page
    /// The page shown (the self-test checks that a replaced page is destroyed, not kept).
    readonly property Item currentPage: shell.currentPage

    /// The scan page's CardScanner while that page is shown (screenshots drive it), else null.
    readonly property QtObject scanner: shell.page === "scan" ? shell.currentPage.scanner : null
    /// The table view's window while it is open (screenshots), else null.
    readonly property QtObject tableScreen: shell.tableScreen

    function showSetupExample() { shell.showSetupExample() }
    function openScan(player) { shell.openScan(player) }
    function openGame() { shell.openGame() }
    function openHome() { shell.openHome() }
    function openDiceSetup() { shell.openDiceSetup() }
    function openDiceGame() { shell.openDiceGame() }
    function openStatistics() { shell.openStatistics() }
    function openHistory() { shell.openHistory() }
    function openHelp() { shell.openHelp() }
    function openTableView() { shell.tableOpen = true }
    function openSettings() { shell.openSettings() }
    function openWonSetup() { shell.openWonSetup() }
    function openWonGame() { shell.openWonGame() }

    width: 1400
    height: 900
    minimumWidth: 768
    minimumHeight: 600
    visible: true
    title: qsTr("Nations Companion")
    color: Theme.background

    // The theme's palette for the Fusion controls (popups take the window's, see Main.qml).
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

    AppShell {
        id: shell
        anchors.fill: parent
    }
}
