import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A resource counter for the table: big number, − and + buttons, and typing a number then Enter.
// It never changes its number by itself: it asks (edited) and shows what the controller stored.
Rectangle {
    id: root

    property string key
    property string label: Theme.labelOf(key)
    property int value
    property int minimum: 0
    property color accent: Theme.colorOf(key)
    signal edited(int newValue)

    function set(v) { if (v >= minimum && v !== value) root.edited(v) }

    implicitWidth: 118
    implicitHeight: 112
    radius: Theme.radius
    color: Theme.surfaceHigh
    border.color: field.activeFocus ? Theme.accent : Qt.darker(accent, 1.8)
    border.width: field.activeFocus ? 2 : 1

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 0
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: root.label
            color: root.accent
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        TextField {
            id: field
            objectName: "field_" + root.key
            Accessible.name: root.label
            Layout.fillWidth: true
            Layout.preferredHeight: 46
            topPadding: 0
            bottomPadding: 0
            verticalAlignment: Text.AlignVCenter
            text: root.value
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: 34
            font.bold: true
            color: Theme.text
            background: null
            selectByMouse: true
            validator: IntValidator { bottom: root.minimum; top: 999 }
            inputMethodHints: Qt.ImhDigitsOnly
            onAccepted: root.set(parseInt(text))
            onActiveFocusChanged: if (!activeFocus) text = Qt.binding(function() { return root.value })
            Keys.onUpPressed: root.set(root.value + 1)
            Keys.onDownPressed: root.set(root.value - 1)
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Button {
                objectName: "minus_" + root.key
                Accessible.name: qsTr("%1 minus one").arg(root.label)
                // Off the Tab chain: Down in the number does the same, one Tab stop a counter.
                property Item keyboardAlternative: field
                Layout.fillWidth: true
                Layout.preferredHeight: 38
                text: "\u2212"
                font.pixelSize: Theme.fontLarge
                focusPolicy: Qt.NoFocus
                enabled: root.value > root.minimum
                onClicked: root.set(root.value - 1)
            }
            Button {
                objectName: "plus_" + root.key
                Accessible.name: qsTr("%1 plus one").arg(root.label)
                property Item keyboardAlternative: field // Up in the number
                Layout.fillWidth: true
                Layout.preferredHeight: 38
                text: "+"
                font.pixelSize: Theme.fontLarge
                focusPolicy: Qt.NoFocus
                onClicked: root.set(root.value + 1)
            }
        }
    }
}
