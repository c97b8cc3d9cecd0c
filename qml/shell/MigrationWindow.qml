import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Shown while the game history's database is brought up to the schema of this app before the app itself loads
// (AppServices, db::needsMigration(): on a large history a migration takes a while): the share of its steps done.
ApplicationWindow {
    id: root
    objectName: "migrationWindow"
    width: 380
    height: 120
    visible: true
    title: qsTr("Nations Companion")

    // The share of the migration's steps done, 0 to 1 (set by AppServices).
    property real progress: 0

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        Label {
            Layout.fillWidth: true
            text: qsTr("Updating your game history…")
            wrapMode: Text.WordWrap
        }
        ProgressBar {
            Layout.fillWidth: true
            from: 0
            to: 1
            value: root.progress
        }
    }
}
