import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import QtMultimedia
import NationsCompanion
import NationsCompanion.Ui

// Scanning card labels (docs/labels.md): from the live camera, or from a photo (Open photo…, or drop
// image files on the page). Every code found is proposed with its number on the picture and what
// confirming does; nothing is added before "Apply", which stores each card through the GameController.
// Without a camera the page says so and offers photos.
FocusScope {
    id: root

    /// Player whose board the cards go to.
    property int player: 0
    readonly property alias scanner: scanner
    readonly property bool hasCamera: devices.videoInputs.length > 0
    /// The camera is the source (else the last photo).
    property bool cameraOn: hasCamera

    signal back()

    function apply() { return scanner.confirm() }
    function statusColor(p) {
        if (p.actionable)
            return p.selected ? Theme.ok : Theme.warning
        switch (p.status) {
        case "foreign":
        case "malformed":
        case "unsupported_version":
        case "unknown_card": return Theme.danger
        }
        return Theme.textDim
    }
    function titleOf(p) {
        switch (p.status) {
        case "foreign": return qsTr("Foreign code")
        case "malformed":
        case "unsupported_version":
        case "unknown_card": return qsTr("Unknown label")
        }
        return p.name
    }

    Shortcut { sequences: ["Ctrl+Return", "Ctrl+Enter"]; onActivated: root.apply() }
    Shortcut { sequence: "Escape"; onActivated: root.back() }
    Shortcut { sequence: "Ctrl+O"; onActivated: fileDialog.open() }

    CardScanner {
        id: scanner
        controller: GameController
        player: root.player
        live: root.cameraOn && root.hasCamera
        videoSink: cameraView.item ? cameraView.item.videoSink : null
    }

    MediaDevices { id: devices }

    FileDialog {
        id: fileDialog
        title: qsTr("Scan a photo of card labels")
        nameFilters: [qsTr("Images (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)"), qsTr("All files (*)")]
        onAccepted: { root.cameraOn = false; scanner.scanFile(selectedFile) }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // --- header -----------------------------------------------------------------------------
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: header.implicitHeight + 20
            color: Theme.surface
            // Back and the title; the player and the sources below them in a narrow window.
            GridLayout {
                id: header
                anchors.fill: parent
                anchors.margins: 10
                columns: root.width >= 1100 ? 2 : 1
                columnSpacing: 16
                rowSpacing: 6
                RowLayout {
                spacing: 16
                Button {
                    objectName: "scanBackButton"
                    text: qsTr("\u25C0 Back to the round")
                    onClicked: root.back()
                }
                Label {
                    text: qsTr("Scan labels")
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    text: qsTr("Round %1").arg(GameController.round)
                    font.pixelSize: Theme.fontLarge
                    color: Theme.textDim
                }
                }
                RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 16
                Label { text: qsTr("Cards go to"); color: Theme.textDim }
                ComboBox {
                    id: playerBox
                    objectName: "scanPlayerBox"
                    Layout.preferredWidth: 180
                    font.pixelSize: Theme.fontLarge
                    model: GameController.players
                    textRole: "name"
                    currentIndex: root.player
                    onActivated: index => root.player = index
                }
                Button {
                    objectName: "cameraButton"
                    text: qsTr("Camera")
                    checkable: true
                    checked: root.cameraOn && root.hasCamera
                    enabled: root.hasCamera
                    onClicked: root.cameraOn = true
                    ToolTip.visible: hovered
                    ToolTip.text: root.hasCamera ? qsTr("Scan with the camera") : qsTr("No camera found on this machine")
                }
                Button {
                    objectName: "openPhotoButton"
                    text: qsTr("Open photo\u2026")
                    onClicked: fileDialog.open()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Ctrl+O — or drop image files on the page")
                }
                }
            }
        }

        // The picture beside what was found; above it on a portrait screen.
        GridLayout {
            id: body
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: root.width > root.height ? 2 : 1
            columnSpacing: 0
            rowSpacing: 0

            // --- the picture: camera preview or the photo, with the codes numbered -----------------
            Rectangle {
                id: viewPane
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: "#111317"

                Loader {
                    id: cameraView
                    anchors.fill: parent
                    active: root.hasCamera && root.cameraOn
                    sourceComponent: Item {
                        readonly property alias videoSink: output.videoSink
                        CaptureSession {
                            camera: Camera { active: true }
                            videoOutput: output
                        }
                        VideoOutput {
                            id: output
                            anchors.fill: parent
                        }
                    }
                }

                Image {
                    id: photo
                    objectName: "scannedPhoto"
                    anchors.fill: parent
                    anchors.margins: 8
                    visible: !cameraView.active && scanner.imageUrl.toString().length > 0
                    source: scanner.imageUrl
                    fillMode: Image.PreserveAspectFit
                    autoTransform: true
                    asynchronous: true
                }

                // Number markers over the codes, in the picture's own pixels scaled to the view.
                Item {
                    id: overlay
                    readonly property real sourceW: scanner.imageSize.width
                    readonly property real sourceH: scanner.imageSize.height
                    readonly property Item frame: cameraView.active ? cameraView : photo
                    readonly property real scale: sourceW > 0 ? Math.min(frame.width / sourceW, frame.height / sourceH) : 0
                    x: frame.x + (frame.width - sourceW * scale) / 2
                    y: frame.y + (frame.height - sourceH * scale) / 2
                    width: sourceW * scale
                    height: sourceH * scale
                    visible: scale > 0 && (cameraView.active || photo.status === Image.Ready)
                    Repeater {
                        model: scanner.markers
                        delegate: Rectangle {
                            required property var modelData
                            readonly property real size: Math.max(34, modelData.side * overlay.scale)
                            x: modelData.x * overlay.scale - size / 2
                            y: modelData.y * overlay.scale - size / 2
                            width: size
                            height: size
                            radius: 6
                            color: "transparent"
                            border.width: 3
                            border.color: root.statusColor(modelData)
                            Rectangle {
                                anchors.centerIn: parent
                                width: 30
                                height: 30
                                radius: 15
                                color: root.statusColor(modelData)
                                Label {
                                    anchors.centerIn: parent
                                    text: modelData.position
                                    font.pixelSize: Theme.fontLarge
                                    font.bold: true
                                    color: Theme.background
                                }
                            }
                        }
                    }
                }

                // Without a camera, or before the first photo: what to do.
                ColumnLayout {
                    anchors.centerIn: parent
                    width: Math.min(parent.width - 40, 560)
                    visible: !cameraView.active && !photo.visible
                    spacing: 14
                    Label {
                        objectName: "noCameraLabel"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: root.hasCamera ? qsTr("Scan a photo of your cards' labels.")
                                             : qsTr("No camera found on this machine.")
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        color: Theme.text
                    }
                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: qsTr("Photograph a card or a whole player board with its labels, then open the photo or drop it here. Every label in the picture is proposed at once.")
                        color: Theme.textDim
                    }
                    Button {
                        Layout.alignment: Qt.AlignHCenter
                        text: qsTr("Open photo\u2026")
                        font.pixelSize: Theme.fontLarge
                        highlighted: true
                        onClicked: fileDialog.open()
                    }
                }

                DropArea {
                    id: drop
                    anchors.fill: parent
                    keys: ["text/uri-list"]
                    onDropped: drag => {
                        if (!drag.hasUrls)
                            return
                        root.cameraOn = false
                        scanner.scanDropped(drag.urls)
                        drag.accept(Qt.CopyAction)
                    }
                }
                Rectangle {
                    anchors.fill: parent
                    visible: drop.containsDrag
                    color: "#40f0b429"
                    border.color: Theme.accent
                    border.width: 4
                    Label {
                        anchors.centerIn: parent
                        text: qsTr("Drop to scan")
                        font.pixelSize: Theme.fontHuge
                        color: Theme.text
                    }
                }
                BusyIndicator {
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 12
                    running: scanner.busy && !cameraView.active
                }
            }

            // --- what the codes are, and what confirming does -----------------------------------
            Rectangle {
                Layout.preferredWidth: body.columns === 2 ? Math.min(520, root.width / 2) : -1
                Layout.fillWidth: body.columns === 1
                Layout.fillHeight: true
                Layout.preferredHeight: body.columns === 1 ? root.height / 2 : -1
                color: Theme.background
                border.color: Theme.border

                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 12
                    spacing: 8

                    SectionHeader {
                        Layout.fillWidth: true
                        text: qsTr("Found")
                        hint: scanner.proposals.length === 1 ? qsTr("1 code, numbered on the picture")
                                                                  : scanner.proposals.length > 1 ? qsTr("%1 codes, numbered on the picture").arg(scanner.proposals.length) : ""
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: scanner.proposals.length === 0
                        wrapMode: Text.WordWrap
                        text: cameraView.active ? qsTr("Hold a card's label in front of the camera. Each card is proposed once, however long it stays in view.")
                                                : qsTr("No label yet.")
                        color: Theme.textDim
                    }
                    ListView {
                        id: list
                        objectName: "proposalList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 6
                        model: scanner.proposals
                        delegate: Rectangle {
                            required property var modelData
                            required property int index
                            width: ListView.view.width
                            implicitHeight: row.implicitHeight + 16
                            radius: Theme.radius
                            color: Theme.surface
                            border.color: root.statusColor(modelData)
                            RowLayout {
                                id: row
                                anchors.fill: parent
                                anchors.margins: 8
                                spacing: 8
                                Rectangle {
                                    Layout.alignment: Qt.AlignTop
                                    width: 30
                                    height: 30
                                    radius: 15
                                    color: root.statusColor(modelData)
                                    Label {
                                        anchors.centerIn: parent
                                        text: modelData.position
                                        font.bold: true
                                        color: Theme.background
                                    }
                                }
                                CheckBox {
                                    Layout.alignment: Qt.AlignTop
                                    visible: modelData.actionable
                                    checked: modelData.selected
                                    onToggled: scanner.setSelected(index, checked)
                                }
                                ColumnLayout {
                                    Layout.fillWidth: true
                                    spacing: 2
                                    Label {
                                        Layout.fillWidth: true
                                        text: root.titleOf(modelData)
                                        font.pixelSize: Theme.fontLarge
                                        font.bold: true
                                        color: Theme.text
                                        elide: Text.ElideRight
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        text: modelData.message
                                        wrapMode: Text.WordWrap
                                        font.pixelSize: Theme.fontSmall
                                        color: modelData.actionable ? Theme.text : Theme.textDim
                                    }
                                    RowLayout {
                                        visible: modelData.coverOptions.length > 0
                                        spacing: 8
                                        Label { text: qsTr("covers"); color: Theme.textDim }
                                        ComboBox {
                                            objectName: "coverBox"
                                            Layout.preferredWidth: 240
                                            model: modelData.coverOptions
                                            textRole: "name"
                                            currentIndex: modelData.coverOptions.findIndex(o => o.slot === modelData.cover)
                                            displayText: currentIndex < 0 ? qsTr("choose a card…") : currentText
                                            onActivated: i => scanner.setCover(index, modelData.coverOptions[i].slot)
                                        }
                                    }
                                    CheckBox {
                                        visible: modelData.isWonder
                                        text: qsTr("under construction")
                                        checked: modelData.underConstruction
                                        onToggled: scanner.setUnderConstruction(index, checked)
                                    }
                                }
                                ToolButton {
                                    Layout.alignment: Qt.AlignTop
                                    text: "\u2715"
                                    onClicked: scanner.dismiss(index)
                                    ToolTip.visible: hovered
                                    ToolTip.text: qsTr("Remove from the list")
                                }
                            }
                        }
                    }
                    Label {
                        objectName: "scanStatus"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: scanner.status
                        color: Theme.text
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Button {
                            text: qsTr("Clear")
                            enabled: scanner.proposals.length > 0
                            onClicked: scanner.clear()
                        }
                        Item { Layout.fillWidth: true }
                        Button {
                            objectName: "applyScanButton"
                            property bool primaryAction: true // must stay on screen (tst_layouts)
                            highlighted: true
                            font.pixelSize: Theme.fontLarge
                            enabled: scanner.selectedCount > 0
                            text: qsTr("Apply %1 for %2 \u25B6").arg(scanner.selectedCount).arg(playerBox.currentText)
                            onClicked: root.apply()
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Ctrl+Return: add the ticked cards (each one saved before it shows)")
                        }
                    }
                }
            }
        }
    }
}
