import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The Package draft (W l.441-536): whose pick it is, in which direction and of which kind; the twelve
// Packages (those taken greyed); what each player drafted and the money it brings. The engine checks the
// order, the kind and the 5-player exceptions; this panel only offers the buttons.
ColumnLayout {
    id: root
    spacing: 10

    readonly property var draft: WealthGame.report.draft || null
    readonly property var players: WealthGame.players

    SectionHeader {
        objectName: "wonDraftTitle"
        text: root.draft ? qsTr("Draft: pick %1 of %2 — %3").arg(root.draft.pick).arg(root.draft.of)
                                .arg(root.players[root.draft.player].name)
                         : qsTr("Draft complete")
        hint: root.draft ? qsTr("draft round %1, %2; takes %3").arg(root.draft.round)
                                .arg(root.draft.direction === "clockwise" ? qsTr("clockwise") : qsTr("counter-clockwise"))
                                .arg(root.draft.takes === "industry" ? qsTr("an Industry Package")
                                     : root.draft.takes === "commodity" ? qsTr("a Commodity Package")
                                     : qsTr("an Industry or a Commodity Package"))
                         : ""
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 6
        columnSpacing: 8
        rowSpacing: 8
        Repeater {
            model: WealthGame.packages
            delegate: Button {
                required property var modelData
                objectName: "package_" + modelData.id
                property bool primaryAction: true // the draft's only actions: all on screen (tst_layouts)
                Layout.fillWidth: true
                Layout.preferredWidth: 1 // equal columns
                Layout.preferredHeight: 76
                enabled: modelData.pickable
                text: modelData.label.replace(" Package", "") + "\n" + modelData.brings
                font.pixelSize: Theme.fontSmall
                contentItem: Label {
                    text: parent.text
                    font: parent.font
                    color: parent.enabled ? Theme.text : Theme.textDim
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                ToolTip.visible: hovered
                ToolTip.text: modelData.takenBy >= 0 ? qsTr("taken by %1").arg(root.players[modelData.takenBy].name)
                              : !modelData.inDraft ? qsTr("not in the draft with 5 players (rulebook line 491)")
                              : modelData.brings
                onClicked: WealthGame.draftPackage(root.draft.player, modelData.id)
            }
        }
    }
    SectionHeader { text: qsTr("What each player drafted") }
    Repeater {
        model: root.players
        delegate: RowLayout {
            required property var modelData
            Layout.fillWidth: true
            spacing: 10
            Label {
                Layout.preferredWidth: 160
                text: modelData.name + (modelData.seat === WealthGame.report.first_player ? " \u25CF" : "")
                font.bold: true
                color: Theme.text
            }
            Label {
                objectName: "drafted_" + modelData.seat
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: modelData.drafted.length === 0 ? qsTr("nothing yet")
                      : modelData.drafted.map(d => d.label + ": " + d.brings).join(" · ")
                color: Theme.text
            }
            Label {
                objectName: "draftMoney_" + modelData.seat
                text: "$" + modelData.drafted_money
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.accent
            }
        }
    }
    Item { Layout.fillHeight: true }
}
