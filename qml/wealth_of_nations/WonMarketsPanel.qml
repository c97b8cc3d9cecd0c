import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The five Markets (W l.565-572): cubes in the rows of the capacity, the buy price (the cheapest cube, W
// l.605-611), the sell price (the highest empty well, W l.651-658), the suggested barter price (W
// l.737-745), and the supply prices when a Market is empty or full (W l.612-661). One tap buys or sells
// one cube for the chosen player; every number is the engine's.
ColumnLayout {
    id: root
    spacing: 8

    property int trader: 0
    readonly property bool trading: WealthGame.phase === "trade" || WealthGame.phase === "final_trade"

    signal correctPrices()

    function colourOf(key) {
        return { food: Theme.food, energy: Theme.gold, labor: Theme.books, ore: Theme.stone, capital: Theme.vp }[key] || Theme.text
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        Label { text: qsTr("Trading:"); color: Theme.textDim }
        Repeater {
            model: WealthGame.players
            delegate: Button {
                required property var modelData
                objectName: "trader_" + modelData.seat
                text: modelData.name
                checkable: true
                checked: root.trader === modelData.seat
                onClicked: root.trader = modelData.seat
            }
        }
        Item { Layout.fillWidth: true }
        Button {
            objectName: "wonCorrectPrices"
            text: qsTr("Correct prices\u2026")
            onClicked: root.correctPrices()
        }
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 5
        columnSpacing: 8
        rowSpacing: 8
        Repeater {
            model: WealthGame.markets
            delegate: Rectangle {
                id: card
                required property var modelData
                Layout.fillWidth: true
                Layout.preferredWidth: 150
                implicitHeight: marketColumn.implicitHeight + 16
                radius: Theme.radius
                color: Theme.surfaceHigh
                border.color: Qt.darker(root.colourOf(modelData.key), 1.6)
                ColumnLayout {
                    id: marketColumn
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 4
                    Label {
                        text: card.modelData.label + (card.modelData.corrections.length > 0 ? " *" : "")
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: root.colourOf(card.modelData.key)
                    }
                    Label {
                        objectName: "level_" + card.modelData.key
                        text: qsTr("%1 of %2 cubes").arg(card.modelData.cubes).arg(card.modelData.capacity)
                        color: Theme.text
                    }
                    ProgressBar {
                        Layout.fillWidth: true
                        from: 0
                        to: card.modelData.capacity
                        value: card.modelData.cubes
                    }
                    Button {
                        objectName: "buy_" + card.modelData.key
                        Layout.fillWidth: true
                        enabled: root.trading
                        text: qsTr("Buy $%1").arg(card.modelData.buy)
                        font.pixelSize: Theme.fontLarge
                        onClicked: WealthGame.buy(root.trader, card.modelData.key)
                    }
                    Button {
                        objectName: "sell_" + card.modelData.key
                        Layout.fillWidth: true
                        enabled: root.trading
                        text: qsTr("Sell $%1").arg(card.modelData.sell)
                        font.pixelSize: Theme.fontLarge
                        onClicked: WealthGame.sell(root.trader, card.modelData.key)
                    }
                    Label {
                        objectName: "barter_" + card.modelData.key
                        text: card.modelData.barter === null ? qsTr("barter: no cube")
                                                             : qsTr("barter about $%1").arg(card.modelData.barter)
                        color: Theme.text
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: qsTr("empty: buy $%1 · full: sell $%2").arg(card.modelData.market_empty_buy).arg(card.modelData.market_full_sell)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }
    SectionHeader { text: qsTr("Promissory notes"); hint: qsTr("any time in the Trade phase") }
    Repeater {
        model: WealthGame.players
        delegate: RowLayout {
            required property var modelData
            spacing: 10
            Label { text: modelData.name; font.bold: true; color: Theme.text; Layout.preferredWidth: 120; elide: Text.ElideRight }
            WonNotesRow { player: modelData; prefix: "market_" }
        }
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: WealthGame.priceSource + (WealthGame.report.prices && WealthGame.report.prices.corrections > 0
                                        ? " " + qsTr("* = corrected by the table.") : "")
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
}
