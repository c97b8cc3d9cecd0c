import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One statistics table (a StatsTableModel): a header row that sorts by its column on click (again: the
// other way), then the rows. Scrolls inside itself; the numbers of every chart are in such a table.
ColumnLayout {
    id: root
    required property var model
    property string title: ""
    property string emptyText: qsTr("Nothing to show for these filters.")
    spacing: 4

    SectionHeader { visible: root.title !== ""; text: root.title; Layout.fillWidth: true }

    HorizontalHeaderView {
        id: header
        objectName: "statsHeader"
        Layout.fillWidth: true
        syncView: table
        clip: true
        delegate: Rectangle {
            id: head
            required property string display
            required property int column
            readonly property bool sortedHere: root.model.sortColumn === column
            implicitHeight: 32
            color: headMouse.containsMouse ? Theme.surfaceHigh : Theme.background
            Accessible.role: Accessible.ColumnHeader
            Accessible.name: qsTr("Sort by %1").arg(display)
            Label {
                anchors.fill: parent
                anchors.leftMargin: 8
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: head.display + (head.sortedHere ? (root.model.sortOrder === Qt.AscendingOrder ? " ▲" : " ▼") : "")
                color: head.sortedHere ? Theme.accent : Theme.text
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            MouseArea {
                id: headMouse
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: root.model.toggleSort(head.column)
            }
        }
    }
    TableView {
        id: table
        objectName: "statsTable"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 60
        clip: true
        model: root.model
        columnSpacing: 1
        rowSpacing: 1
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        ScrollBar.horizontal: ScrollBar {}
        // Equal shares of the width, at least 90 px a column.
        columnWidthProvider: column => Math.max(90, table.width / Math.max(1, root.model.headers.length))
        onWidthChanged: forceLayout()
        delegate: Rectangle {
            required property string display
            required property int row
            implicitHeight: 30
            color: row % 2 === 0 ? Theme.surface : Theme.surfaceHigh
            Label {
                anchors.fill: parent
                anchors.leftMargin: 8
                anchors.rightMargin: 8
                verticalAlignment: Text.AlignVCenter
                text: parent.display
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }
    Label {
        visible: table.rows === 0
        text: root.emptyText
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
}
