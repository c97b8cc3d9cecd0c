import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Title of a block of a page, with an optional hint on the right.
RowLayout {
    id: root

    property string text
    property string hint

    Layout.fillWidth: true
    spacing: Theme.spacing

    Label {
        text: root.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.accent
    }
    Label {
        Layout.fillWidth: true
        text: root.hint
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignRight
    }
}
