import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// A tile bought (R l.118-148): the table enters what is printed on it (our sources have no tile data);
// a name entered before offers its values again. The price is the row (R l.120-124), paid in Gold or
// Strength by the icon on the tile's left; no change is given (R l.126).
Dialog {
    id: root

    property int player: -1
    /// The buyer's tiles (DiceGame.players[player].tiles): Buildings/Military in play can be covered.
    property var tiles: []

    readonly property var types: ["building", "military", "colony", "advisor", "wonder"]
    readonly property var coverable: {
        let out = [{ index: -1, text: qsTr("a building printed on the board") }]
        for (let i = 0; i < tiles.length; ++i)
            if ((tiles[i].type === "building" || tiles[i].type === "military") && tiles[i].status === "in_play")
                out.push({ index: i, text: tiles[i].name })
        return out
    }

    function typeLabel(t) {
        switch (t) {
        case "building": return qsTr("Building")
        case "military": return qsTr("Military")
        case "colony": return qsTr("Colony")
        case "advisor": return qsTr("Advisor")
        case "wonder": return qsTr("Wonder")
        }
        return t
    }
    function openFor(p) {
        player = p
        tiles = DiceGame.players[p].tiles
        nameField.text = ""
        typeBox.currentIndex = 0
        rowBox.value = 1
        currencyBox.currentIndex = 0
        paidBox.value = 0
        vpBox.value = 0
        givesField.text = ""
        stoneBox.value = 0
        replacesBox.currentIndex = 0
        open()
        nameField.forceActiveFocus()
    }
    /// The values entered before for this name (DiceGame.tileEnteredBefore).
    function offerBefore() {
        const t = DiceGame.tileEnteredBefore(nameField.text)
        if (!t.name)
            return
        typeBox.currentIndex = Math.max(0, types.indexOf(t.type))
        rowBox.value = t.row
        currencyBox.currentIndex = t.currency === "strength" ? 1 : 0
        vpBox.value = t.vp
        givesField.text = t.gives
        if (t.stoneCost >= 0)
            stoneBox.value = t.stoneCost
    }
    function buy() {
        const type = types[typeBox.currentIndex]
        const ok = DiceGame.buyTile(player, nameField.text, type, rowBox.value,
                                    currencyBox.currentIndex === 1 ? "strength" : "gold", paidBox.value, vpBox.value,
                                    givesField.text, type === "wonder" ? stoneBox.value : -1,
                                    (type === "building" || type === "military") ? coverable[replacesBox.currentIndex].index : -1)
        if (ok)
            close()
        return ok
    }

    objectName: "diceTileDialog"
    modal: true
    anchors.centerIn: Overlay.overlay
    title: player >= 0 && player < DiceGame.players.length ? qsTr("%1 buys a tile").arg(DiceGame.players[player].name) : ""
    standardButtons: Dialog.Cancel

    GridLayout {
        columns: 2
        columnSpacing: 12
        rowSpacing: 8

        Label { text: qsTr("Name") }
        TextField {
            id: nameField
            objectName: "tileName"
            Accessible.name: qsTr("Name")
            Layout.preferredWidth: 280
            placeholderText: qsTr("as printed on the tile")
            onEditingFinished: root.offerBefore()
        }
        Label { text: qsTr("Known names"); visible: DiceGame.knownTiles.length > 0 }
        ComboBox {
            objectName: "tileKnown"
            visible: DiceGame.knownTiles.length > 0
            Layout.preferredWidth: 280
            model: DiceGame.knownTiles
            currentIndex: -1
            displayText: currentIndex < 0 ? qsTr("pick one entered before…") : currentText
            onActivated: { nameField.text = currentText; root.offerBefore() }
        }
        Label { text: qsTr("Type") }
        ComboBox {
            id: typeBox
            objectName: "tileType"
            Layout.preferredWidth: 280
            model: root.types.map(t => root.typeLabel(t))
        }
        Label { text: qsTr("Row (price)") }
        SpinBox { id: rowBox; objectName: "tileRow"; Accessible.name: qsTr("Row (price)"); from: 1; to: 3; editable: true }
        Label { text: qsTr("Paid with") }
        ComboBox {
            id: currencyBox
            objectName: "tileCurrency"
            Layout.preferredWidth: 280
            model: [qsTr("Gold"), qsTr("Strength")]
        }
        Label { text: qsTr("Paid (0 = the row's price)") }
        SpinBox { id: paidBox; objectName: "tilePaid"; Accessible.name: qsTr("Paid (0 = the row's price)"); from: 0; to: 60; editable: true }
        Label { text: qsTr("VP printed") }
        SpinBox { id: vpBox; objectName: "tileVp"; Accessible.name: qsTr("VP printed"); from: 0; to: 30; editable: true }
        Label { text: qsTr("Gives") }
        TextField {
            id: givesField
            objectName: "tileGives"
            Accessible.name: qsTr("Gives")
            Layout.preferredWidth: 280
            placeholderText: qsTr("e.g. 2 orange dice, a Gold chit")
        }
        Label { text: qsTr("Stone to build"); visible: typeBox.currentIndex === 4 }
        SpinBox { id: stoneBox; objectName: "tileStone"; Accessible.name: qsTr("Stone to build"); visible: typeBox.currentIndex === 4; from: 0; to: 30; editable: true }
        Label { text: qsTr("Covers"); visible: typeBox.currentIndex <= 1 }
        ComboBox {
            id: replacesBox
            objectName: "tileReplaces"
            visible: typeBox.currentIndex <= 1
            Layout.preferredWidth: 280
            model: root.coverable.map(c => c.text)
        }
        Item { width: 1; height: 1 }
        Button {
            objectName: "tileBuy"
            highlighted: true
            text: qsTr("Buy")
            enabled: nameField.text.trim().length > 0
            onClicked: root.buy()
        }
    }
}
