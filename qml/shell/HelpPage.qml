import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion

// Help and About (issue 16 §3): how a round goes at the table, the keys of each page, where the games are
// saved, and the version and the licences of the libraries the app is built on. F1 opens it from any page.
FocusScope {
    id: root

    signal home()

    Shortcut { sequence: "Escape"; onActivated: root.home() }

    /// The keys of each page, as the pages bind them (tst_layouts checks that no page binds a key twice).
    readonly property var keys: [
        { page: qsTr("Everywhere"), key: "F1", what: qsTr("this help") },
        { page: qsTr("Start"), key: "Ctrl+N", what: qsTr("new Nations game") },
        { page: qsTr("Start"), key: "Ctrl+R", what: qsTr("resume the Nations game") },
        { page: qsTr("New game"), key: "Ctrl+P", what: qsTr("add a player") },
        { page: qsTr("New game"), key: "Ctrl+Enter", what: qsTr("start the game") },
        { page: qsTr("Round"), key: "Ctrl+Shift+F / S / G", what: qsTr("Growth: the Food, Stone or Gold bonus for the next nation to choose") },
        { page: qsTr("Round"), key: "Ctrl+E", what: qsTr("search the Event Card (or type its name)") },
        { page: qsTr("Round"), key: "Ctrl+B", what: qsTr("buy a card for the nation whose turn it is") },
        { page: qsTr("Buy form"), key: "Enter, 1 / 2 / 3", what: qsTr("pick the card found, then the row it lies in buys it") },
        { page: qsTr("Round"), key: "Ctrl+W", what: qsTr("deploy or take back Workers") },
        { page: qsTr("Round"), key: "Ctrl+I", what: qsTr("hire an Architect") },
        { page: qsTr("Round"), key: "Ctrl+J", what: qsTr("a card's special action") },
        { page: qsTr("Round"), key: "Ctrl+P", what: qsTr("pass") },
        { page: qsTr("Round"), key: "Ctrl+R", what: qsTr("resolve the round") },
        { page: qsTr("Round"), key: "Ctrl+K", what: qsTr("scan card labels") },
        { page: qsTr("Round"), key: "Ctrl+T", what: qsTr("table view in a second window") },
        { page: qsTr("Round"), key: "Ctrl+← / Ctrl+→", what: qsTr("previous / next board") },
        { page: qsTr("Round"), key: "Ctrl+Z / Ctrl+Shift+Z", what: qsTr("undo / redo") },
        { page: qsTr("Round"), key: "Ctrl+H", what: qsTr("home (the game stays saved)") },
        { page: qsTr("Resolution Phase"), key: "Ctrl+Enter", what: qsTr("confirm the round") },
        { page: qsTr("Scan"), key: "Ctrl+O", what: qsTr("open a photo") },
        { page: qsTr("Scan"), key: "Ctrl+Enter", what: qsTr("put the cards found on the board") },
        { page: qsTr("Final score"), key: "Ctrl+N", what: qsTr("new game") },
        { page: qsTr("Setup, Scan, Resolution Phase, History, Statistics, Help"), key: "Escape", what: qsTr("back") }
    ]

    /// The libraries in the app, with their licences.
    readonly property var libraries: [
        { name: "Qt 6 (Qt Quick, Qt Quick Controls, Qt Multimedia)", licence: "LGPL-3.0" },
        { name: "Qt Charts", licence: "GPL-3.0" },
        { name: "OpenCV", licence: "Apache-2.0" },
        { name: "ZXing-C++", licence: "Apache-2.0" },
        { name: "SQLite", licence: qsTr("public domain") },
        { name: "nlohmann/json", licence: "MIT" },
        { name: "OpenSSL (libcrypto)", licence: "Apache-2.0" },
        { name: "libharu", licence: "zlib/libpng" }
    ]

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("Help")
                font.pixelSize: 34
                font.bold: true
                color: Theme.accent
            }
            Button {
                objectName: "helpHomeButton"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                text: qsTr("Back (Esc)")
                onClicked: root.home()
            }
        }

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: scroll.availableWidth
                spacing: 10

                SectionHeader { Layout.fillWidth: true; text: qsTr("A round of Nations at the table") }
                Label {
                    objectName: "roundSteps"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: [qsTr("1. Growth: each player takes a Worker or the bonus resources, last player first."),
                           qsTr("2. Event Card: type a few letters of its name and press Return."),
                           qsTr("3. Actions: in turn, each nation buys a card, deploys Workers, hires an Architect or passes. Enter them as you play; the app checks each against the rules and says why when one is not allowed."),
                           qsTr("4. Resolve: the app works out Production, Military Strength and Stability, the War, the Events and Famine, and shows every number with where it comes from."),
                           qsTr("5. Confirm: correct any number first if your table decided otherwise; Undo takes a confirmed round back.")].join("\n")
                }

                SectionHeader { Layout.fillWidth: true; text: qsTr("Keys") }
                GridLayout {
                    objectName: "keyTable"
                    Layout.fillWidth: true
                    columns: 3
                    columnSpacing: 16
                    rowSpacing: 2
                    Repeater {
                        model: root.keys
                        delegate: Label {
                            required property var modelData
                            required property int index
                            Layout.row: index
                            Layout.column: 0
                            text: modelData.page
                            color: Theme.textDim
                        }
                    }
                    Repeater {
                        model: root.keys
                        delegate: Label {
                            required property var modelData
                            required property int index
                            Layout.row: index
                            Layout.column: 1
                            text: modelData.key
                            color: Theme.accent
                            font.bold: true
                        }
                    }
                    Repeater {
                        model: root.keys
                        delegate: Label {
                            required property var modelData
                            required property int index
                            Layout.row: index
                            Layout.column: 2
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: modelData.what
                            color: Theme.text
                        }
                    }
                }

                SectionHeader { Layout.fillWidth: true; text: qsTr("Where your games are kept") }
                Label {
                    objectName: "dataPlace"
                    Layout.fillWidth: true
                    wrapMode: Text.WrapAnywhere
                    color: Theme.text
                    text: GameController.storageReady
                          ? qsTr("Every action is saved at once in %1. Start the app with --db FILE to use another file; \"nations-companion backup FILE\" copies it safely, even while a game is open.").arg(GameController.databasePath)
                          : qsTr("The database is not available: nothing is saved.")
                }

                SectionHeader { Layout.fillWidth: true; text: qsTr("About") }
                Label {
                    objectName: "versionLabel"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: qsTr("Nations Companion %1: the bookkeeper beside your game of Nations, Nations: The Dice Game or Wealth of Nations.").arg(Qt.application.version)
                }
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.textDim
                    text: qsTr("Built on these libraries, each under its own licence:")
                }
                Repeater {
                    model: root.libraries
                    delegate: Label {
                        required property var modelData
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        color: Theme.text
                        text: "• " + modelData.name + " — " + modelData.licence
                    }
                }
            }
        }
    }
}
