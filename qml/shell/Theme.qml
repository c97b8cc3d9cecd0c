pragma Singleton
import QtQuick

// Colours and sizes of the table-friendly dark theme: big numbers readable across a table.
QtObject {
    readonly property color background: "#1b1d22"
    readonly property color surface: "#262a31"
    readonly property color surfaceHigh: "#30353e"
    readonly property color border: "#3d434d"
    readonly property color text: "#eceff4"
    readonly property color textDim: "#a3abb8"
    readonly property color accent: "#f0b429"      // gold of the score board
    readonly property color danger: "#ef5b5b"
    readonly property color ok: "#5fc77a"
    readonly property color warning: "#f59e0b"

    readonly property color gold: "#f0b429"
    readonly property color food: "#8bc34a"
    readonly property color stone: "#b0a596"
    readonly property color books: "#64b5f6"
    readonly property color vp: "#ce93d8"
    readonly property color strength: "#ef7a5b"
    readonly property color stability: "#4dd0b1"
    readonly property color workers: "#ffcc80"

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
