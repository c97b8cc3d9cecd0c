import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The Resolution Phase itemised: each step with every player's lines ("Food: +2 Granary ×1, −3
// population = −1"), the decisions in the order to ask them, and the resulting numbers, which the
// table may correct before confirming. Back returns to editing; nothing is stored before Confirm.
FocusScope {
    id: root

    readonly property var res: GameController.resolution
    readonly property var decisions: res.decisions || []
    readonly property var steps: res.steps || []
    readonly property var after: res.after || []
    readonly property int openDecisions: {
        let n = 0
        for (const d of decisions)
            if (!d.answered)
                ++n
        return n
    }

    function confirm() { return GameController.confirmResolution() }
    function back() { GameController.cancelResolution() }
    function answer(id, option) { return GameController.answerDecision(id, option) }
    function stepColor(id) {
        switch (id) {
        case "production": return Theme.food
        case "war": return Theme.strength
        case "event1":
        case "event2": return Theme.books
        case "famine": return Theme.warning
        case "books": return Theme.vp
        }
        return Theme.accent
    }

    Shortcut { sequences: ["Ctrl+Return", "Ctrl+Enter"]; onActivated: root.confirm() }
    Shortcut { sequence: "Escape"; onActivated: root.back() }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: header.implicitHeight + 20
            color: Theme.surface
            RowLayout {
                id: header
                anchors.fill: parent
                anchors.margins: 10
                spacing: 16
                Button {
                    objectName: "backButton"
                    text: qsTr("\u25C0 Back to the boards")
                    onClicked: root.back()
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Resolution of round %1 · Age %2").arg(GameController.round).arg(Theme.ageName(GameController.age))
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    visible: root.openDecisions > 0
                    text: qsTr("%n decision(s) open — defaults shown", "", root.openDecisions)
                    color: Theme.warning
                    font.pixelSize: Theme.fontNormal
                }
                Button {
                    id: confirmButton
                    objectName: "confirmButton"
                    property bool primaryAction: true // must stay on screen (tst_layouts)
                    highlighted: true
                    font.pixelSize: Theme.fontLarge
                    text: root.res.finishes ? qsTr("Confirm and final score \u25B6") : qsTr("Confirm round \u25B6")
                    onClicked: root.confirm()
                    focus: true
                    Keys.onReturnPressed: root.confirm()
                    Keys.onEnterPressed: root.confirm()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Enter / Ctrl+Enter: store this result · Esc: back")
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            // --- the steps -----------------------------------------------------------------
            ListView {
                id: stepList
                objectName: "stepList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.margins: 12
                clip: true
                spacing: 10
                model: root.steps
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: step
                    required property var modelData
                    width: ListView.view.width - 12
                    implicitHeight: stepColumn.implicitHeight + 16
                    height: implicitHeight
                    radius: Theme.radius
                    color: Theme.surface
                    Rectangle { width: 5; height: parent.height; radius: 2; color: root.stepColor(step.modelData.id) }
                    ColumnLayout {
                        id: stepColumn
                        anchors.fill: parent
                        anchors.margins: 8
                        anchors.leftMargin: 16
                        spacing: 3
                        RowLayout {
                            Label { text: step.modelData.title; font.pixelSize: Theme.fontLarge; font.bold: true; color: root.stepColor(step.modelData.id) }
                            Label { Layout.fillWidth: true; text: step.modelData.rule; color: Theme.textDim; font.pixelSize: Theme.fontSmall; horizontalAlignment: Text.AlignRight }
                        }
                        Label {
                            visible: step.modelData.lines.length === 0
                            text: qsTr("No change.")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontNormal
                        }
                        Repeater {
                            model: step.modelData.lines
                            delegate: RowLayout {
                                required property var modelData
                                required property int index
                                readonly property bool newPlayer: index === 0 || step.modelData.lines[index - 1].player !== modelData.player
                                Layout.fillWidth: true
                                spacing: 8
                                Label {
                                    Layout.preferredWidth: 110
                                    text: parent.newPlayer ? modelData.playerName : ""
                                    font.pixelSize: Theme.fontNormal
                                    font.bold: true
                                    color: Theme.text
                                    elide: Text.ElideRight
                                }
                                // The sentence in plain words; its sources (rulebook, FAQ) one click away.
                                SourcedText {
                                    objectName: "lineText"
                                    Layout.fillWidth: true
                                    text: modelData.text
                                    sources: modelData.sources || ""
                                    color: modelData.quantity ? Theme.text : Theme.textDim
                                }
                                Label {
                                    visible: modelData.quantity !== ""
                                    text: Theme.signed(modelData.total)
                                    font.pixelSize: Theme.fontLarge
                                    font.bold: true
                                    color: modelData.total > 0 ? Theme.ok : modelData.total < 0 ? Theme.danger : Theme.textDim
                                    Layout.preferredWidth: 50
                                    horizontalAlignment: Text.AlignRight
                                }
                            }
                        }
                    }
                }
            }

            Rectangle { Layout.fillHeight: true; implicitWidth: 1; color: Theme.border }

            // --- decisions and result ---------------------------------------------------------------
            ScrollView {
                id: side
                Layout.preferredWidth: 520
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true
                ColumnLayout {
                    width: side.availableWidth - 24
                    x: 12
                    spacing: 10
                    Item { implicitHeight: 4 }
                    SectionHeader { text: qsTr("Decisions"); hint: qsTr("asked in this order") ; visible: root.decisions.length > 0 }
                    Repeater {
                        model: root.decisions
                        delegate: Rectangle {
                            id: decision
                            required property var modelData
                            required property int index
                            Layout.fillWidth: true
                            implicitHeight: dCol.implicitHeight + 14
                            radius: 6
                            color: Theme.surface
                            border.color: modelData.answered ? Theme.border : Theme.warning
                            ColumnLayout {
                                id: dCol
                                anchors.fill: parent
                                anchors.margins: 7
                                SourcedText {
                                    objectName: "decisionQuestion_" + decision.index
                                    Layout.fillWidth: true
                                    sources: decision.modelData.source || ""
                                    // Most questions already start with the player's name: bold it instead of repeating it.
                                    text: {
                                        const name = decision.modelData.playerName || ""
                                        const q = decision.modelData.question
                                        if (name && q.startsWith(name))
                                            return "<b>" + name + "</b>" + q.substring(name.length)
                                        return (name ? "<b>" + name + "</b>: " : "") + q
                                    }
                                    textFormat: Text.StyledText
                                }
                                Flow {
                                    Layout.fillWidth: true
                                    spacing: 4
                                    Repeater {
                                        model: decision.modelData.options
                                        delegate: Button {
                                            required property var modelData
                                            required property int index
                                            objectName: "decision_" + decision.index + "_" + index
                                            text: modelData.label
                                            checkable: true
                                            checked: decision.modelData.answered ? decision.modelData.answer === modelData.value
                                                                                 : decision.modelData.defaultOption === modelData.value
                                            highlighted: checked
                                            onClicked: root.answer(decision.modelData.id, modelData.value)
                                        }
                                    }
                                }
                            }
                        }
                    }

                    SectionHeader { text: qsTr("Result"); hint: qsTr("type a number to correct it before confirming") }
                    GridLayout {
                        id: resultGrid
                        objectName: "resultGrid"
                        Layout.fillWidth: true
                        columns: 8
                        columnSpacing: 6
                        rowSpacing: 4
                        readonly property var keys: ["gold", "food", "stone", "books", "vp", "strength", "stability"]
                        Label { text: "" }
                        Repeater {
                            model: resultGrid.keys
                            delegate: Label {
                                required property string modelData
                                text: modelData === "strength" ? qsTr("Str.") : modelData === "stability" ? qsTr("Stab.") : Theme.labelOf(modelData)
                                color: Theme.colorOf(modelData)
                                font.bold: true
                                font.pixelSize: Theme.fontSmall
                                Layout.alignment: Qt.AlignHCenter
                            }
                        }
                        Repeater {
                            model: root.after.length * 8
                            delegate: Loader {
                                id: cell
                                required property int index
                                readonly property int player: Math.floor(index / 8)
                                readonly property int column: index % 8
                                readonly property var p: root.after[player]
                                readonly property string key: column > 0 ? resultGrid.keys[column - 1] : ""
                                Layout.fillWidth: column > 0
                                sourceComponent: column === 0 ? nameCell : (key === "strength" || key === "stability") ? fixedCell : editCell
                                Component {
                                    id: nameCell
                                    Label { text: cell.p.name; font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.text }
                                }
                                Component {
                                    id: fixedCell
                                    Label { text: cell.p[cell.key]; font.pixelSize: Theme.fontLarge; color: Theme.textDim; horizontalAlignment: Text.AlignHCenter }
                                }
                                Component {
                                    id: editCell
                                    TextField {
                                        objectName: "result_" + cell.player + "_" + cell.key
                                        Accessible.name: qsTr("%1: %2").arg(cell.p.name).arg(Theme.labelOf(cell.key))
                                        text: cell.p[cell.key]
                                        horizontalAlignment: Text.AlignHCenter
                                        font.pixelSize: Theme.fontLarge
                                        font.bold: cell.p.corrected[cell.key] !== undefined
                                        color: cell.p.corrected[cell.key] !== undefined ? Theme.warning : Theme.text
                                        validator: IntValidator { bottom: cell.key === "vp" ? -99 : 0; top: 999 }
                                        onEditingFinished: if (parseInt(text) !== cell.p[cell.key]) GameController.correctResult(cell.player, cell.key, parseInt(text))
                                    }
                                }
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: {
                            const order = root.res.afterOrder || []
                            let names = []
                            for (let i = 0; i < order.length; ++i)
                                names.push((i + 1) + ". " + (root.after[order[i]] ? root.after[order[i]].name : ""))
                            return qsTr("Next player order: %1").arg(names.join("  "))
                        }
                        color: Theme.text
                        font.pixelSize: Theme.fontNormal
                    }
                    Item { implicitHeight: 12 }
                }
            }
        }
    }
}
