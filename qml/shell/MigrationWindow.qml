import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Shown while the game history's database is brought up to the schema of this app before the app itself loads
// (AppServices, db::needsMigration(): on a large history a migration takes a while): the share of its steps done.
ApplicationWindow {
    id: root
    objectName: "migrationWindow"
    width: 380
    height: 150
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
        // A long history is first checked for damage (several seconds at 100,000 games) before the first step:
        // the bar moves meanwhile instead of standing at nothing.
        ProgressBar {
            objectName: "migrationBar"
            Layout.fillWidth: true
            from: 0
            to: 1
            value: root.progress
            indeterminate: root.progress === 0
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("This happens once, after an update. A long history can take a minute. Your games are kept.")
            wrapMode: Text.WordWrap
            opacity: 0.8
        }
    }
}
