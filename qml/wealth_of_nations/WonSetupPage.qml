import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// A new game of Wealth of Nations: 3-6 players in clockwise seating order, each with the nation of their
// Flags (all different, W l.304-306), and who drew the Generator: the first player (W l.318-322). The
// Package draft follows on the game page.
FocusScope {
    id: root

    signal cancelled()
    signal started()

    property int playerCount: 4
    property int firstPlayer: 0

    /// Fills the form (tests, screenshots): names in seating order, the first player's seat.
    function prefill(names, first) {
        playerCount = names.length
        for (let i = 0; i < names.length; ++i)
            nameRepeater.itemAt(i).nameText = names[i]
        firstPlayer = first
    }
    function start() {
        let names = [], flags = []
        for (let i = 0; i < playerCount; ++i) {
            names.push(nameRepeater.itemAt(i).nameText)
            flags.push(nameRepeater.itemAt(i).flag)
        }
        if (!WealthGame.start(names, flags, firstPlayer))
            return false
        root.started()
        return true
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 12

        Label {
            text: qsTr("New game of Wealth of Nations")
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.accent
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Enter the players clockwise around the table, each with the nation of their Flags. Mark who drew the Generator: that player drafts first and starts round 1.")
            color: Theme.textDim
        }
        RowLayout {
            spacing: 10
            Label { text: qsTr("Players"); color: Theme.text }
            Repeater {
                model: WealthGame.limits.maxPlayers - WealthGame.limits.minPlayers + 1
                delegate: Button {
                    required property int index
                    objectName: "wonPlayers_" + (index + WealthGame.limits.minPlayers)
                    text: String(index + WealthGame.limits.minPlayers)
                    checkable: true
                    checked: root.playerCount === index + WealthGame.limits.minPlayers
                    onClicked: {
                        root.playerCount = index + WealthGame.limits.minPlayers
                        root.firstPlayer = Math.min(root.firstPlayer, root.playerCount - 1)
                    }
                }
            }
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            GridLayout {
                width: parent.width
                columns: 1
                rowSpacing: 8
                Repeater {
                    id: nameRepeater
                    model: WealthGame.limits.maxPlayers
                    delegate: RowLayout {
                        id: seatRow
                        required property int index
                        property alias nameText: nameField.text
                        readonly property string flag: WealthGame.nations[flagBox.currentIndex].key
                        visible: index < root.playerCount
                        spacing: 12
                        Label { text: String(seatRow.index + 1) + "."; color: Theme.textDim; Layout.preferredWidth: 24 }
                        TextField {
                            id: nameField
                            objectName: "wonName_" + seatRow.index
                            Accessible.name: qsTr("Player %1").arg(seatRow.index + 1)
                            Layout.preferredWidth: 240
                            placeholderText: qsTr("Player %1").arg(seatRow.index + 1)
                            font.pixelSize: Theme.fontLarge
                        }
                        ComboBox {
                            id: flagBox
                            objectName: "wonFlag_" + seatRow.index
                            Layout.preferredWidth: 220
                            model: WealthGame.nations
                            textRole: "label"
                            currentIndex: seatRow.index
                        }
                        RadioButton {
                            objectName: "wonFirst_" + seatRow.index
                            text: qsTr("drew the Generator")
                            checked: root.firstPlayer === seatRow.index
                            onClicked: root.firstPlayer = seatRow.index
                        }
                    }
                }
            }
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: WealthGame.rememberedCorrections.length > 0
            text: qsTr("%n price correction(s) from earlier games apply.", "", WealthGame.rememberedCorrections.length)
            color: Theme.textDim
        }
        RowLayout {
            spacing: 12
            Button {
                objectName: "wonStart"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                highlighted: true
                font.pixelSize: Theme.fontLarge
                text: qsTr("Start the draft")
                onClicked: root.start()
            }
            Button {
                objectName: "wonCancel"
                text: qsTr("Cancel")
                onClicked: root.cancelled()
            }
        }
    }
}
