import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The Produce phase (W l.968-1031): the Bloc calculator. Per Bloc the table enters its tiles, full dots,
// tiles fed, dots shared with another player's adjacent Bloc and dots on unfed tiles, and whether it is
// Automated (fed with Ore or Food); the engine gives the cubes spent and made, or the Bank's money. The
// player's Blocs are then stored together ("none" is an answer too).
ColumnLayout {
    id: root
    spacing: 8

    property int producer: 0
    readonly property bool producing: WealthGame.phase === "produce" || WealthGame.phase === "final_produce"
    readonly property var pending: { WealthGame.players; return WealthGame.pendingBlocs(root.producer) }
    readonly property var output: WealthGame.blocOutput(WealthGame.industries[industryBox.currentIndex].key, tilesBox.value,
                                                        dotsBox.value, fedBox.value, sharedBox.value, unfedBox.value,
                                                        automatedBox.checked, oreBox.checked)

    function cubesText(o) {
        const parts = WealthGame.commodities.filter(c => o[c.key]).map(c => o[c.key] + " " + c.label)
        return parts.length ? parts.join(", ") : qsTr("nothing")
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        Label { text: qsTr("Blocs of:"); color: Theme.textDim }
        Repeater {
            model: WealthGame.players
            delegate: Button {
                required property var modelData
                objectName: "producer_" + modelData.seat
                text: modelData.name + (modelData.production ? " \u2713" : "")
                checkable: true
                checked: root.producer === modelData.seat
                onClicked: root.producer = modelData.seat
            }
        }
    }
    // A Flow, so that a narrow window wraps the fields instead of cutting them off.
    Flow {
        Layout.fillWidth: true
        spacing: 8
        Column {
            Label { text: qsTr("Industry"); color: Theme.textDim }
            ComboBox { id: industryBox; objectName: "blocIndustry"; width: 130; model: WealthGame.industries; textRole: "label" }
        }
        Column {
            Label { text: qsTr("Tiles"); color: Theme.textDim }
            SpinBox { id: tilesBox; objectName: "blocTiles"; Accessible.name: qsTr("Tiles"); from: 1; to: 15; editable: true; width: 110 }
        }
        Column {
            Label { text: qsTr("Full dots"); color: Theme.textDim }
            SpinBox { id: dotsBox; objectName: "blocDots"; Accessible.name: qsTr("Full dots"); from: 0; to: 90; editable: true; width: 110 }
        }
        Column {
            Label { text: qsTr("Tiles fed"); color: Theme.textDim }
            SpinBox { id: fedBox; objectName: "blocFed"; Accessible.name: qsTr("Tiles fed"); from: 1; to: 15; editable: true; width: 110 }
        }
        Column {
            Label { text: qsTr("Shared dots"); color: Theme.textDim }
            SpinBox { id: sharedBox; objectName: "blocShared"; Accessible.name: qsTr("Shared dots"); from: 0; to: 90; editable: true; width: 110 }
        }
        Column {
            Label { text: qsTr("Dots on unfed tiles"); color: Theme.textDim }
            SpinBox { id: unfedBox; objectName: "blocUnfed"; Accessible.name: qsTr("Dots on unfed tiles"); from: 0; to: 90; editable: true; width: 110 }
        }
        Column {
            CheckBox { id: automatedBox; objectName: "blocAutomated"; text: qsTr("Automated") }
            CheckBox { id: oreBox; objectName: "blocOre"; enabled: automatedBox.checked; text: qsTr("fed with Ore") }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 10
        Label {
            objectName: "blocOutput"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: root.output.ok ? qsTr("This Bloc %1").arg(root.output.text) : root.output.error
            color: root.output.ok ? Theme.text : Theme.warning
            font.pixelSize: Theme.fontLarge
        }
        Button {
            objectName: "addBloc"
            enabled: root.producing && root.output.ok
            text: qsTr("Add this Bloc")
            onClicked: WealthGame.addBloc(root.producer, WealthGame.industries[industryBox.currentIndex].key, tilesBox.value,
                                          dotsBox.value, fedBox.value, sharedBox.value, unfedBox.value,
                                          automatedBox.checked, oreBox.checked)
        }
    }
    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 4
            Repeater {
                model: root.pending
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("%1 × %2, %3 dots: %4").arg(modelData.tiles).arg(modelData.industry)
                                .arg(modelData.full_dots).arg(modelData.text)
                        color: Theme.text
                    }
                    Button { text: qsTr("Remove"); onClicked: WealthGame.removeBloc(root.producer, index) }
                }
            }
            Repeater {
                model: WealthGame.players
                delegate: Label {
                    required property var modelData
                    objectName: "production_" + modelData.seat
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: modelData.name + ": " + (!modelData.production ? qsTr("not entered")
                          : qsTr("spent %1, made %2, Bank $%3").arg(root.cubesText(modelData.production.spent))
                              .arg(root.cubesText(modelData.production.produced)).arg(modelData.production.money))
                    color: modelData.production ? Theme.text : Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
    Button {
        objectName: "storeProduction"
        highlighted: true
        enabled: root.producing
        text: root.pending.length === 0 ? qsTr("%1 produces nothing").arg(WealthGame.players.length ? WealthGame.players[root.producer].name : "")
                                        : qsTr("Store %n Bloc(s) of %1", "", root.pending.length).arg(WealthGame.players.length ? WealthGame.players[root.producer].name : "")
        onClicked: WealthGame.produce(root.producer)
    }
}
