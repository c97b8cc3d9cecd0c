import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import NationsCompanion

// The history's files on a page (HistoryFiles, issue 15 §3): asks for the file (FileDialog), asks again before a
// restore, runs the job with its progress bar and Cancel, then says what was done or why not. The pages' buttons
// call exportHistory(), backup() and restore(). `chooseFile`, when set (the QML tests), answers in place of the
// file dialog: function(saving) returning a path ("" = the dialog was cancelled).
ColumnLayout {
    id: root
    spacing: 6

    property var chooseFile: null

    // The running job's progress: games of an export, pages of a backup or restore (0 = not known yet).
    component JobProgress: ProgressBar {
        from: 0
        to: Math.max(1, HistoryFiles.total)
        value: HistoryFiles.done
        indeterminate: HistoryFiles.total === 0
    }

    function exportHistory(format) {
        const filters = format === "csv" ? [qsTr("CSV files (*.csv)")]
                      : format === "bgstats" ? [qsTr("BG Stats play files (*.bgsplay)")]
                      : [qsTr("JSON files (*.json)")]
        ask(true, qsTr("Export the history"), filters.concat([qsTr("All files (*)")]),
            format === "bgstats" ? "bgsplay" : format, file => HistoryFiles.exportHistory(format, file))
    }
    function backup() {
        ask(true, qsTr("Back up the database"), [qsTr("Backups (*.sqlite)"), qsTr("All files (*)")], "sqlite",
            file => HistoryFiles.backup(file))
    }
    function restore() {
        ask(false, qsTr("Restore a backup"), [qsTr("Backups (*.sqlite)"), qsTr("All files (*)")], "sqlite",
            file => { confirm.file = file; confirm.open() })
    }

    function ask(saving, title, filters, suffix, then) {
        if (chooseFile) {
            const file = chooseFile(saving)
            if (file)
                then(file)
            return
        }
        dialog.chosen = then
        dialog.title = title
        dialog.nameFilters = filters
        dialog.defaultSuffix = suffix
        dialog.fileMode = saving ? FileDialog.SaveFile : FileDialog.OpenFile
        dialog.open()
    }

    FileDialog {
        id: dialog
        property var chosen: null
        onAccepted: chosen(selectedFile)
    }

    Dialog {
        id: confirm
        objectName: "restoreConfirm"
        property string file: ""
        title: qsTr("Restore a backup")
        modal: true
        parent: Overlay.overlay
        anchors.centerIn: parent
        // A fixed size, as the other dialogs (an implicit one loops between the question's wrapping and the dialog's
        // size when the language changes).
        width: Math.min(560, (parent ? parent.width : 560) - 40)
        height: Math.min(280, (parent ? parent.height : 280) - 40)
        Label {
            width: confirm.availableWidth
            wrapMode: Text.Wrap
            text: qsTr("Replace every game and player of this database with the backup %1? The backup is checked first; a damaged or newer one is refused and nothing changes.")
                  .arg(HistoryFiles.localPath(confirm.file))
        }
        footer: DialogButtonBox {
            Button {
                objectName: "restoreConfirmButton"
                text: qsTr("Restore")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                objectName: "restoreCancelButton"
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: HistoryFiles.restore(file)
    }

    // While a restore replaces the database nothing else may write to it (a game's next action would land in the
    // replaced file): the window waits behind this until the restore ends and the pages have read the new file.
    Popup {
        objectName: "restoreRunning"
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        closePolicy: Popup.NoAutoClose
        visible: HistoryFiles.busy && HistoryFiles.job === "restore"
        width: Math.min(480, (parent ? parent.width : 480) - 40)
        contentItem: ColumnLayout {
            spacing: 10
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Restoring the backup: the app waits until it is done.")
                color: Theme.text
            }
            JobProgress { Layout.fillWidth: true }
            Button {
                objectName: "restoreRunningCancel"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Cancel")
                onClicked: HistoryFiles.cancel()
            }
        }
    }

    // The running job, and after it the last one's bar (its figures stay) until the next.
    RowLayout {
        objectName: "fileJobRow"
        Layout.fillWidth: true
        visible: HistoryFiles.job !== ""
        spacing: 10
        Label {
            text: HistoryFiles.job === "backup" ? qsTr("Backup")
                : HistoryFiles.job === "restore" ? qsTr("Restore") : qsTr("Export")
            color: Theme.text
        }
        JobProgress {
            objectName: "fileJobProgress"
            Layout.fillWidth: true
        }
        Label {
            text: HistoryFiles.job === "backup" || HistoryFiles.job === "restore"
                  ? qsTr("%1 %").arg(HistoryFiles.total > 0 ? Math.floor(100 * HistoryFiles.done / HistoryFiles.total) : 0)
                  : qsTr("%1 of %2 games").arg(HistoryFiles.done).arg(HistoryFiles.total)
            color: Theme.textDim
        }
        Button {
            objectName: "fileJobCancel"
            text: qsTr("Cancel")
            enabled: HistoryFiles.busy
            onClicked: HistoryFiles.cancel()
        }
    }

    Label {
        objectName: "fileJobMessage"
        Layout.fillWidth: true
        visible: !HistoryFiles.busy && text !== ""
        text: HistoryFiles.message
        wrapMode: Text.Wrap
        color: Theme.textDim
    }

    ErrorBanner {
        objectName: "fileJobError"
        Layout.fillWidth: true
        message: HistoryFiles.busy ? "" : HistoryFiles.error
    }
}
