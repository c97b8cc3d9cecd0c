import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion

// Settings (issue 16 §3, §5): theme, language and the card sets a new Nations game starts with, kept with
// QSettings by AppSettings. A change applies at once: the theme's colours are bindings, the language
// retranslates every page (QQmlEngine::retranslate()). The database's path, Back up… and Restore… (FileJobBar).
// Escape or Home goes back to the start page.
FocusScope {
    id: root

    signal home()

    Shortcut { sequence: "Escape"; onActivated: root.home() }

    /// The choices of a combo box: value (stored) and the text shown.
    function indexOf(model, value) {
        for (let i = 0; i < model.length; ++i)
            if (model[i].value === value) return i
        return 0
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 16

        RowLayout {
            spacing: 16
            Button {
                objectName: "homeButton"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                text: qsTr("◀ Home")
                onClicked: root.home()
            }
            Label {
                text: qsTr("Settings")
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.accent
            }
        }

        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth

            GridLayout {
                width: parent.width
                columns: 2
                columnSpacing: 24
                rowSpacing: 14

                Label { text: qsTr("Theme"); color: Theme.text }
                ComboBox {
                    id: themeBox
                    objectName: "themeBox"
                    Layout.preferredWidth: 320
                    Accessible.name: qsTr("Theme")
                    textRole: "text"
                    valueRole: "value"
                    model: [
                        { value: "system", text: AppSettings.systemDark ? qsTr("As the system (dark)") : qsTr("As the system (light)") },
                        { value: "light", text: qsTr("Light") },
                        { value: "dark", text: qsTr("Dark") }
                    ]
                    currentIndex: root.indexOf(model, AppSettings.theme)
                    onActivated: AppSettings.theme = currentValue
                }

                Label { text: qsTr("Language"); color: Theme.text }
                ComboBox {
                    id: languageBox
                    objectName: "languageBox"
                    Layout.preferredWidth: 320
                    Accessible.name: qsTr("Language")
                    textRole: "text"
                    valueRole: "value"
                    // Each language in its own words, so a player finds theirs whatever is shown now.
                    model: [
                        { value: "system", text: qsTr("As the system") },
                        { value: "en", text: "English" },
                        { value: "fi", text: "Suomi" },
                        { value: "de", text: "Deutsch" }
                    ]
                    currentIndex: root.indexOf(model, AppSettings.language)
                    onActivated: AppSettings.language = currentValue
                }

                Label {
                    text: qsTr("New Nations games")
                    color: Theme.text
                    Layout.alignment: Qt.AlignTop
                }
                ColumnLayout {
                    Label { text: qsTr("Card sets ticked at the start, besides the base game"); color: Theme.textDim }
                    CheckBox {
                        objectName: "dynastiesDefault"
                        text: qsTr("Dynasties")
                        checked: AppSettings.defaultDynasties
                        onToggled: AppSettings.defaultDynasties = checked
                    }
                    CheckBox {
                        objectName: "expansionDefault"
                        text: qsTr("Other expansion cards")
                        checked: AppSettings.defaultExpansion
                        onToggled: AppSettings.defaultExpansion = checked
                    }
                }

                Label { text: qsTr("Saved games"); color: Theme.text; Layout.alignment: Qt.AlignTop }
                // The database file, its backup and its restore from a backup (issue 15 §3, issue 16 §3).
                ColumnLayout {
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: GameController.storageReady ? GameController.databasePath : qsTr("The database is not available: nothing is saved.")
                        color: Theme.textDim
                    }
                    RowLayout {
                        Button {
                            objectName: "backupButton"
                            text: qsTr("Back up…")
                            enabled: GameController.storageReady && !HistoryFiles.busy
                            onClicked: fileJobs.backup()
                        }
                        Button {
                            objectName: "restoreBackupButton"
                            text: qsTr("Restore…")
                            enabled: GameController.storageReady && !HistoryFiles.busy
                            onClicked: fileJobs.restore()
                        }
                    }
                    FileJobBar {
                        id: fileJobs
                        objectName: "settingsFileJobs"
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
