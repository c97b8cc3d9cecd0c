import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The table corrects a printed price (the defaults are an unverified transcription, WealthGame.priceSource):
// a well's sell, buy or barter price, or a Market's supply prices. A correction applies to this game and
// is kept for the next games; "Printed value" takes it back. Also the fill level of a Market.
Dialog {
    id: root
    objectName: "wonPricesDialog"
    title: qsTr("Correct the printed prices")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(760, (parent ? parent.width : 760) - 40)
    height: Math.min(560, (parent ? parent.height : 560) - 40)
    standardButtons: Dialog.Close

    readonly property var kinds: [
        { key: "buy", label: qsTr("buy price of a well") },
        { key: "sell", label: qsTr("sell price of a well") },
        { key: "barter", label: qsTr("barter price of a well") },
        { key: "market_empty_buy", label: qsTr("buy price when empty") },
        { key: "market_full_sell", label: qsTr("sell price when full") }
    ]
    readonly property string market: WealthGame.commodities[marketBox.currentIndex].key
    readonly property string kind: kinds[kindBox.currentIndex].key
    readonly property bool perWell: kindBox.currentIndex < 3

    ScrollView {
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 8
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: WealthGame.priceSource + " " + qsTr("Wells are counted from the upper left (highest prices).")
                color: Theme.textDim
            }
            RowLayout {
                spacing: 8
                ComboBox { id: marketBox; objectName: "priceMarket"; model: WealthGame.commodities; textRole: "label" }
                ComboBox { id: kindBox; objectName: "priceKind"; Layout.preferredWidth: 220; model: root.kinds; textRole: "label" }
                Label { visible: root.perWell; text: qsTr("well"); color: Theme.text }
                SpinBox { id: wellBox; objectName: "priceWell"; Accessible.name: qsTr("well"); visible: root.perWell; from: 1; to: WealthGame.markets.length > 0 ? WealthGame.markets[marketBox.currentIndex].capacity : 1; editable: true }
            }
            RowLayout {
                spacing: 8
                Label { text: qsTr("printed value $"); color: Theme.text }
                TextField {
                    id: valueField
                    objectName: "priceValue"
                    Accessible.name: qsTr("printed value $")
                    Layout.preferredWidth: 90
                    validator: DoubleValidator { bottom: 0; top: 1000; decimals: 1 }
                }
                Button {
                    objectName: "priceCorrect"
                    highlighted: true
                    enabled: valueField.acceptableInput
                    text: qsTr("Correct")
                    onClicked: WealthGame.correctPrice(root.market, root.kind, root.perWell ? wellBox.value : 0, Number.fromLocaleString(Qt.locale(), valueField.text))
                }
                Button {
                    objectName: "priceReset"
                    text: qsTr("Printed value")
                    onClicked: WealthGame.resetPrice(root.market, root.kind, root.perWell ? wellBox.value : 0)
                }
            }
            SectionHeader { text: qsTr("Corrections in this game") }
            Repeater {
                model: WealthGame.markets
                delegate: Repeater {
                    required property var modelData
                    readonly property string market: modelData.key
                    model: modelData.corrections
                    delegate: RowLayout {
                        required property var modelData
                        Label {
                            text: modelData.market + " " + modelData.price + (modelData.well ? " " + qsTr("well %1").arg(modelData.well) : "")
                                  + ": $" + modelData.value
                            color: Theme.text
                        }
                        Button {
                            text: qsTr("Printed value")
                            onClicked: WealthGame.resetPrice(modelData.market, modelData.price, modelData.well || 0)
                        }
                    }
                }
            }
            RowLayout {
                spacing: 8
                Label {
                    text: qsTr("Kept for the next games: %1").arg(WealthGame.rememberedCorrections.length)
                    color: Theme.textDim
                }
                Button {
                    objectName: "forgetCorrections"
                    enabled: WealthGame.rememberedCorrections.length > 0
                    text: qsTr("Forget them")
                    onClicked: WealthGame.forgetCorrections()
                }
            }
            SectionHeader { text: qsTr("Cubes in a Market's rows") }
            RowLayout {
                spacing: 8
                ComboBox { id: levelMarket; objectName: "levelMarket"; model: WealthGame.commodities; textRole: "label" }
                SpinBox { id: levelBox; objectName: "marketLevel"; Accessible.name: qsTr("Cubes in a Market's rows"); from: 0; to: 40; editable: true }
                Button {
                    objectName: "setMarketLevel"
                    text: qsTr("Set")
                    onClicked: WealthGame.setMarket(WealthGame.commodities[levelMarket.currentIndex].key, levelBox.value)
                }
            }
        }
    }
}
