import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The round's Event Card: search-as-you-type over the current age's cards, both events' texts,
// famine and Architects shown; Enter takes the highlighted card.
ColumnLayout {
    id: root

    readonly property alias searchField: search
    property bool editing: GameController.eventCard.length === 0

    function pick(row) {
        const id = results.idAt(row)
        if (id.length > 0 && GameController.setEventCard(id))
            root.editing = false
    }

    spacing: 6

    CardPicker {
        id: markPicker
        objectName: "markPicker"
        askPrice: false
        onPicked: function(cardId) { GameController.markProgressCard(cardId) }
    }

    EventSearchModel {
        id: results
        controller: GameController
        query: search.text
    }

    // The chosen card
    Rectangle {
        Layout.fillWidth: true
        visible: !root.editing
        implicitHeight: chosen.implicitHeight + 16
        radius: Theme.radius
        color: Theme.surfaceHigh
        ColumnLayout {
            id: chosen
            anchors.fill: parent
            anchors.margins: 8
            spacing: 4
            RowLayout {
                Label {
                    objectName: "eventName"
                    Layout.fillWidth: true
                    text: GameController.eventInfo.name || ""
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                }
                Button {
                    text: qsTr("Change")
                    onClicked: { root.editing = true; search.forceActiveFocus() }
                }
            }
            Repeater {
                model: GameController.eventInfo.events || []
                delegate: Label {
                    required property var modelData
                    required property int index
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: "<b>" + (index + 1) + ". " + modelData.name + "</b> — " + modelData.text
                    textFormat: Text.StyledText
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                }
            }
            Label {
                text: qsTr("Famine: %1 Food · Architects on the card: %2").arg(GameController.eventInfo.famine || 0).arg(GameController.eventInfo.architects || 0)
                color: Theme.food
                font.pixelSize: Theme.fontNormal
            }
            RowLayout {
                // Axumite Kingdom: "after each event reveal, mark one card on the progress board".
                readonly property var marker: GameController.eventInfo.marker
                visible: marker !== undefined
                Layout.fillWidth: true
                Label {
                    objectName: "markedCard"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: parent.marker === undefined ? ""
                        : parent.marker.marked.length > 0
                          ? qsTr("%1 (%2) marked %3: another nation buying it pays %1 extra").arg(parent.marker.playerName).arg(parent.marker.cardName).arg(parent.marker.marked)
                          : qsTr("%1 (%2) marks a card on the Progress Board").arg(parent.marker.playerName).arg(parent.marker.cardName)
                    color: Theme.gold
                    font.pixelSize: Theme.fontNormal
                }
                Button {
                    objectName: "markCardButton"
                    text: qsTr("Mark a card…")
                    onClicked: markPicker.openFor(qsTr("Card to mark on the Progress Board"),
                                                  ["building", "military", "advisor", "colony", "wonder", "natural_wonder", "war", "battle", "golden_age"])
                }
            }
        }
    }

    TextField {
        id: search
        objectName: "eventSearch"
        Accessible.name: placeholderText
        Layout.fillWidth: true
        visible: root.editing
        placeholderText: qsTr("Event Card of age %1: type its name…").arg(Theme.ageName(GameController.age))
        font.pixelSize: Theme.fontLarge
        Keys.onDownPressed: list.incrementCurrentIndex()
        Keys.onUpPressed: list.decrementCurrentIndex()
        Keys.onEscapePressed: if (GameController.eventCard.length > 0) root.editing = false
        onAccepted: root.pick(list.currentIndex)
        onTextChanged: list.currentIndex = 0
    }
    ListView {
        id: list
        objectName: "eventResults"
        Layout.fillWidth: true
        Layout.preferredHeight: 260
        visible: root.editing
        clip: true
        model: results
        // Reset on every keystroke: no row created ahead, which Qt 6.4 would cancel by its old index
        // ("DelegateModel::cancel: index out range", tst_qmlfiles searchListsTakeANewQueryWhileCreatingRows).
        cacheBuffer: 0
        spacing: 4
        highlightMoveDuration: 0
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: row
            required property int index
            required property string name
            required property string event1Name
            required property string event1Text
            required property string event2Name
            required property string event2Text
            required property int famine
            required property int architects
            required property int drawnInRound
            width: ListView.view.width
            opacity: drawnInRound > 0 ? 0.55 : 1
            height: col.implicitHeight + 12
            radius: 6
            color: ListView.isCurrentItem ? Theme.surfaceHigh : "transparent"
            border.color: ListView.isCurrentItem ? Theme.accent : Theme.border
            ColumnLayout {
                id: col
                anchors.fill: parent
                anchors.margins: 6
                spacing: 2
                Label {
                    text: row.drawnInRound > 0 ? qsTr("%1 (already drawn in round %2)").arg(row.name).arg(row.drawnInRound) : row.name
                    font.bold: true
                    font.pixelSize: Theme.fontNormal
                    color: Theme.text
                }
                Label { Layout.fillWidth: true; wrapMode: Text.Wrap; text: "1. " + row.event1Text; color: Theme.text; font.pixelSize: Theme.fontSmall }
                Label { Layout.fillWidth: true; wrapMode: Text.Wrap; text: "2. " + row.event2Text; color: Theme.text; font.pixelSize: Theme.fontSmall }
                Label { text: qsTr("Famine %1 · Architects +%2").arg(row.famine).arg(row.architects); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
            }
            MouseArea { anchors.fill: parent; onClicked: root.pick(row.index) }
        }
    }
}
