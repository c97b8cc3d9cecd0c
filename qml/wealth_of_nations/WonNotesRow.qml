import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// One player's Promissory notes (W l.700-714): held, the next note's value ($20 minus the notes held), take
// one, repay one for $25; any time in a Trade phase. `prefix` keeps the object names apart where two pages
// show the same player.
RowLayout {
    id: root

    required property var player
    property string prefix: ""
    readonly property bool trading: WealthGame.phase === "trade" || WealthGame.phase === "final_trade"

    spacing: 8
    Label {
        objectName: root.prefix + "notes_" + root.player.seat
        text: qsTr("Notes held: %1 · next note $%2").arg(root.player.notes).arg(root.player.next_note)
        color: Theme.text
    }
    Button {
        objectName: root.prefix + "takeNote_" + root.player.seat
        enabled: root.trading
        text: qsTr("Take note +$%1").arg(root.player.next_note)
        onClicked: WealthGame.takeNote(root.player.seat)
    }
    Button {
        objectName: root.prefix + "repayNote_" + root.player.seat
        enabled: root.trading && root.player.notes > 0
        text: qsTr("Repay $%1").arg(WealthGame.limits.noteRepayment)
        onClicked: WealthGame.repayNote(root.player.seat)
    }
}
