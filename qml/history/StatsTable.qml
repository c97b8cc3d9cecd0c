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

    // The column headers: a button each, so Tab reaches them and Space sorts as a click does. A Row of its own
    // rather than a HorizontalHeaderView, whose delegates a sort recreates (the focused one would lose the focus);
    // it follows the table's widths and its horizontal scrolling.
    Flickable {
        id: header
        objectName: "statsHeader"
        Layout.fillWidth: true
        implicitHeight: 32
        clip: true
        interactive: false
        contentWidth: headerRow.width
        contentX: table.contentX
        Row {
            id: headerRow
            spacing: table.columnSpacing
            Repeater {
                model: root.model.headers
                delegate: ItemDelegate {
                    id: head
                    required property string modelData
                    required property int index
                    objectName: "sort_" + index
                    readonly property bool sortedHere: root.model.sortColumn === index
                    width: table.columnWidthProvider(index)
                    height: header.height
                    focusPolicy: Qt.StrongFocus // an ItemDelegate has none (a list's keys move through its rows)
                    padding: 0
                    leftPadding: 8
                    text: modelData + (sortedHere ? (root.model.sortOrder === Qt.AscendingOrder ? " ▲" : " ▼") : "")
                    Accessible.role: Accessible.ColumnHeader
                    Accessible.name: qsTr("Sort by %1").arg(modelData)
                    background: Rectangle {
                        color: head.hovered || head.visualFocus ? Theme.surfaceHigh : Theme.background
                        border.width: head.visualFocus ? 2 : 0
                        border.color: Theme.accent
                    }
                    contentItem: Label {
                        verticalAlignment: Text.AlignVCenter
                        elide: Text.ElideRight
                        text: head.text
                        color: head.sortedHere ? Theme.accent : Theme.text
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                    onClicked: root.model.toggleSort(index)
                    // Tab to a column scrolled out of sight brings it (and its column) back into view.
                    onActiveFocusChanged: if (activeFocus) table.positionViewAtColumn(index, TableView.Contain)
                }
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
