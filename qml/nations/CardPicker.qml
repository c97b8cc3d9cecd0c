import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// Search-as-you-type for a Progress Card of the given types, up to the current age. Up/Down move,
// Enter takes the highlighted card. Cards the engine does not fully automate are marked "by hand".
// For the board of an A side (pre-printed cards unknown to the app) pre-printed cards are listed too,
// marked "pre-printed": the board's starting cards, placed without paying.
Popup {
    id: root

    property var types: []
    property string title: qsTr("Add a card")
    property int exactAge: 0
    /// Player whose board the card is for: offers pre-printed starting cards for an A side (-1: never).
    property int startingCardsFor: -1
    property bool askPrice: true
    property int goldPaid: 0
    signal picked(string cardId, int goldPaid)

    function openFor(newTitle, newTypes) {
        title = newTitle
        types = newTypes
        search.text = ""
        goldPaid = 0
        open()
    }
    function pick(row) {
        const id = results.idAt(row)
        if (id.length === 0)
            return
        root.picked(id, root.askPrice && !results.preprintedAt(row) ? root.goldPaid : 0)
        root.close()
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(760, parent ? parent.width - 40 : 760)
    height: Math.min(640, parent ? parent.height - 40 : 640)
    modal: true
    focus: true
    padding: 16
    onOpened: search.forceActiveFocus()

    CardSearchModel {
        id: results
        controller: GameController
        query: search.text
        types: root.types
        exactAge: root.exactAge
        startingCardsFor: root.startingCardsFor
    }

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.color: Theme.border
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            text: root.title
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
        }
        TextField {
            id: search
            objectName: "cardSearch"
            Accessible.name: qsTr("Type a card name…")
            Layout.fillWidth: true
            placeholderText: qsTr("Type a card name…")
            font.pixelSize: Theme.fontLarge
            Keys.onDownPressed: list.incrementCurrentIndex()
            Keys.onUpPressed: list.decrementCurrentIndex()
            onAccepted: root.pick(list.currentIndex)
            onTextChanged: list.currentIndex = 0
        }
        RowLayout {
            visible: root.askPrice
            spacing: 6
            Label { text: qsTr("Gold paid:"); color: Theme.textDim; font.pixelSize: Theme.fontNormal }
            Repeater {
                model: [0, 1, 2, 3]
                delegate: Button {
                    required property int modelData
                    text: modelData === 0 ? qsTr("none") : modelData
                    checkable: true
                    checked: root.goldPaid === modelData
                    focusPolicy: Qt.NoFocus
                    onClicked: root.goldPaid = modelData
                }
            }
            Label {
                text: qsTr("(row price; \"none\" only records the card)")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }
        Label {
            Layout.fillWidth: true
            visible: results.offersPreprinted
            text: qsTr("The app does not know this A side's printed starting cards yet: the pre-printed cards are listed after the deck cards (free to place, remembered for this side's next game).")
            wrapMode: Text.Wrap
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        ListView {
            id: list
            objectName: "cardResults"
            Layout.fillWidth: true
            Layout.fillHeight: true
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
                required property string typeName
                required property int age
                required property string effect
                required property bool automated
                required property string handReason
                required property string altNames
                required property int vp
                required property bool preprinted
                required property string cardId
                required property string tier
                width: ListView.view.width
                height: rowLayout.implicitHeight + 14
                radius: 6
                color: ListView.isCurrentItem ? Theme.surfaceHigh : "transparent"
                border.color: ListView.isCurrentItem ? Theme.accent : "transparent"
                RowLayout {
                    id: rowLayout
                    anchors.fill: parent
                    anchors.margins: 7
                    anchors.rightMargin: tierBox.visible ? tierBox.width + 12 : 7 // the text stays clear of the tier box
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        RowLayout {
                            Label { text: row.name; font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.text }
                            Label { text: row.typeName + " · " + (row.preprinted ? qsTr("pre-printed") : qsTr("Age %1").arg(Theme.ageName(row.age))) + (row.vp !== 0 ? " · " + qsTr("%1 VP").arg(row.vp) : ""); color: row.preprinted ? Theme.accent : Theme.textDim; font.pixelSize: Theme.fontSmall }
                            Label { visible: row.altNames.length > 0; text: "(" + row.altNames + ")"; color: Theme.textDim; font.pixelSize: Theme.fontSmall; font.italic: true }
                        }
                        Label {
                            Layout.fillWidth: true
                            text: row.effect
                            wrapMode: Text.Wrap
                            color: Theme.text
                            font.pixelSize: Theme.fontNormal
                        }
                    }
                    ByHandBadge {
                        visible: !row.automated
                        reason: row.handReason
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: root.pick(row.index)
                }
                // The card's tier (Rulebook p.11): not in our data, so the table may set it; stored in
                // SQLite and shown in every later game. Above the row's MouseArea.
                ComboBox {
                    id: tierBox
                    objectName: "tier_" + row.cardId
                    visible: !row.preprinted
                    z: 1
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 4
                    width: 150
                    height: 28
                    font.pixelSize: Theme.fontSmall
                    textRole: "label"
                    valueRole: "value"
                    model: [{ label: qsTr("level not set"), value: "" }, { label: qsTr("basic"), value: "basic" },
                            { label: qsTr("advanced"), value: "advanced" }, { label: qsTr("expert"), value: "expert" }]
                    currentIndex: count > 0 ? Math.max(0, indexOfValue(row.tier)) : -1
                    onActivated: GameController.setCardTier(row.cardId, currentValue)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Basic, advanced or expert (the set symbol on the card): the app does not know it for this card. What you choose is remembered for every game.")
                }
            }
            Label {
                anchors.centerIn: parent
                visible: list.count === 0
                text: qsTr("No card matches.")
                color: Theme.textDim
                font.pixelSize: Theme.fontLarge
            }
        }
        RowLayout {
            Label {
                Layout.fillWidth: true
                text: qsTr("↑/↓ choose · Enter take · Esc cancel")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Button { text: qsTr("Cancel"); onClicked: root.close() }
        }
    }
}
