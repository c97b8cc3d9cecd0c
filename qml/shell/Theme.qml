pragma Singleton
import QtQuick

// Colours and sizes of the table-friendly themes: big numbers readable across a table. Two palettes, dark and
// light; AppSettings.darkTheme picks one (Settings page: system, light or dark; "system" follows the desktop's
// palette when the app starts). Every text colour reads at 4.5:1 or more on background, surface and
// surfaceHigh in both (tests/qml/tst_theme.qml).
QtObject {
    readonly property bool dark: AppSettings.darkTheme

    readonly property color background: dark ? "#1b1d22" : "#f3f0e8"
    readonly property color surface: dark ? "#262a31" : "#fbfaf6"
    readonly property color surfaceHigh: dark ? "#30353e" : "#e6e1d5"
    readonly property color border: dark ? "#3d434d" : "#b9b1a0"
    readonly property color text: dark ? "#eceff4" : "#1d2026"
    readonly property color textDim: dark ? "#a3abb8" : "#4f5561"
    readonly property color accent: dark ? "#f0b429" : "#7a4e00"      // gold of the score board
    readonly property color danger: dark ? "#ff7b7b" : "#a82020"
    readonly property color ok: dark ? "#5fc77a" : "#1d6b34"
    readonly property color warning: dark ? "#f59e0b" : "#8a4300"

    readonly property color gold: dark ? "#f0b429" : "#7a4e00"
    readonly property color food: dark ? "#8bc34a" : "#3b6512"
    readonly property color stone: dark ? "#b0a596" : "#5c5244"
    readonly property color books: dark ? "#64b5f6" : "#1b5699"
    readonly property color vp: dark ? "#ce93d8" : "#7a3389"
    readonly property color strength: dark ? "#f2826a" : "#a3361a"
    readonly property color stability: dark ? "#4dd0b1" : "#0d6656"
    readonly property color workers: dark ? "#ffcc80" : "#7f4a00"

    // Boxes behind text: a refused action, a banner, the War of the round, the winner's row.
    readonly property color dangerSurface: dark ? "#5c1f24" : "#f6d9d6"
    readonly property color warningSurface: dark ? "#4a2a12" : "#f8e3c8"
    readonly property color warSurface: dark ? "#3a2626" : "#f3dfda"
    readonly property color winnerSurface: dark ? "#3d3320" : "#f3e4bd"
    // The Fusion controls' palette (Main.qml, AppShell.qml).
    readonly property color button: dark ? "#363c46" : "#ddd7ca"
    readonly property color buttonDisabled: dark ? "#2a2e35" : "#ebe7de"
    readonly property color paletteLight: dark ? "#4a525e" : "#ffffff"
    readonly property color paletteMidlight: dark ? "#404752" : "#ece8df"
    readonly property color paletteMid: dark ? "#30353e" : "#b9b1a0"
    readonly property color paletteDark: dark ? "#14161a" : "#8c8576"
    readonly property color brightText: dark ? "#ffffff" : "#000000"

    readonly property int fontSmall: 13
    readonly property int fontNormal: 16
    readonly property int fontLarge: 20
    readonly property int fontTitle: 26
    readonly property int fontHuge: 44
    readonly property int spacing: 10
    readonly property int radius: 8

    function colorOf(key) {
        switch (key) {
        case "gold": return gold
        case "food": return food
        case "stone": return stone
        case "books": return books
        case "vp": return vp
        case "strength": return strength
        case "stability": return stability
        case "idleWorkers": return workers
        }
        return text
    }
    function labelOf(key) {
        switch (key) {
        case "gold": return qsTr("Gold")
        case "food": return qsTr("Food")
        case "stone": return qsTr("Stone")
        case "books": return qsTr("Books")
        case "vp": return qsTr("VP")
        case "strength": return qsTr("Strength")
        case "stability": return qsTr("Stability")
        case "idleWorkers": return qsTr("Idle Workers")
        case "chieftain": return qsTr("Chieftain")
        case "prince": return qsTr("Prince")
        case "king": return qsTr("King")
        case "emperor": return qsTr("Emperor")
        }
        return key
    }
    function signed(n) { return n > 0 ? "+" + n : n < 0 ? "\u2212" + (-n) : "0" }
    function ageName(age) { return ["", "I", "II", "III", "IV"][age] || "" }
}
