import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The whole table at a glance (issue 16 §1): every nation's resources, VP, Military Strength, Stability, Workers
// and Architects in numbers readable from across the table, who has passed and whose turn it is; a second window
// for a TV or a second screen. Read-only: every figure is GameController's, so it follows each action at once.
Window {
    id: root
    objectName: "tableScreen"
    title: qsTr("Nations Companion — the table")
    width: 1280
    height: 720
    minimumWidth: 480
    minimumHeight: 360
    color: Theme.background

    /// As many nations side by side as fit at 380 px each, the rest below.
    readonly property int columns: Math.max(1, Math.min(GameController.playerCount, Math.floor(width / 380)))
    readonly property bool acting: GameController.phase === "action" && GameController.currentTurn >= 0

    function nameOf(i) { return i >= 0 && i < GameController.players.count ? GameController.players.get(i).name : "" }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            spacing: 20
            Label {
                text: qsTr("Round %1 of %2").arg(GameController.round).arg(GameController.lastRound)
                font.pixelSize: 34
                font.bold: true
                color: Theme.text
            }
            Label {
                text: qsTr("Age %1").arg(Theme.ageName(GameController.age))
                font.pixelSize: 34
                font.bold: true
                color: Theme.accent
            }
            Label {
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: GameController.eventInfo.name || ""
                font.pixelSize: Theme.fontLarge
                color: Theme.textDim
            }
            Label {
                objectName: "tableTurn"
                text: root.acting ? qsTr("Turn: %1").arg(root.nameOf(GameController.currentTurn))
                    : GameController.phase === "growth" ? qsTr("Growth")
                    : qsTr("Everyone has passed")
                font.pixelSize: 34
                font.bold: true
                color: Theme.accent
            }
            Label {
                text: qsTr("Architects left: %1").arg(GameController.publicArchitectsLeft)
                font.pixelSize: Theme.fontLarge
                color: Theme.stone
            }
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: root.columns
            rowSpacing: 12
            columnSpacing: 12
            Repeater {
                model: GameController.players
                delegate: Rectangle {
                    id: seatCard
                    required property int index
                    required property string name
                    required property string nationName
                    required property int gold
                    required property int food
                    required property int stone
                    required property int books
                    required property int vp
                    required property int strength
                    required property int stability
                    required property int idleWorkers
                    required property var construction
                    readonly property int architects: construction && construction.architects !== undefined ? construction.architects : 0
                    readonly property bool turn: root.acting && GameController.currentTurn === index
                    readonly property int passedAt: GameController.passOrder.indexOf(index)
                    /// The figures grow with the card: 9 figures in 3 rows, readable across the room on a TV.
                    readonly property int figureSize: Math.round(Math.max(Theme.fontHuge, Math.min(width / 5.5, (height - 90) / 5)))
                    objectName: "tableSeat_" + index
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1 // equal columns
                    radius: Theme.radius
                    color: Theme.surface
                    border.width: turn ? 4 : 1
                    border.color: turn ? Theme.accent : Theme.border
                    opacity: passedAt >= 0 ? 0.7 : 1

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: 12
                        spacing: 6
                        RowLayout {
                            Layout.fillWidth: true
                            Layout.alignment: Qt.AlignTop
                            Label {
                                text: seatCard.name
                                font.pixelSize: 34
                                font.bold: true
                                color: seatCard.turn ? Theme.accent : Theme.text
                            }
                            Label {
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                text: seatCard.nationName
                                font.pixelSize: Theme.fontLarge
                                color: Theme.textDim
                            }
                            Label {
                                objectName: "seatState"
                                text: seatCard.turn ? qsTr("their turn")
                                    : seatCard.passedAt >= 0 ? qsTr("passed (%1)").arg(seatCard.passedAt + 1) : ""
                                font.pixelSize: Theme.fontLarge
                                font.bold: seatCard.turn
                                color: seatCard.turn ? Theme.accent : Theme.textDim
                            }
                        }
                        GridLayout {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            columns: 3
                            rowSpacing: 0
                            columnSpacing: 8
                            Repeater {
                                model: [
                                    { key: "gold", label: Theme.labelOf("gold"), colour: "gold" },
                                    { key: "food", label: Theme.labelOf("food"), colour: "food" },
                                    { key: "stone", label: Theme.labelOf("stone"), colour: "stone" },
                                    { key: "books", label: Theme.labelOf("books"), colour: "books" },
                                    { key: "vp", label: Theme.labelOf("vp"), colour: "vp" },
                                    { key: "idleWorkers", label: qsTr("Idle Workers"), colour: "idleWorkers" },
                                    { key: "strength", label: qsTr("Strength"), colour: "strength" },
                                    { key: "stability", label: Theme.labelOf("stability"), colour: "stability" },
                                    { key: "architects", label: qsTr("Architects"), colour: "stone" }
                                ]
                                delegate: ColumnLayout {
                                    required property var modelData
                                    objectName: "figure_" + modelData.key
                                    readonly property int value: seatCard[modelData.key]
                                    Layout.fillWidth: true
                                    Layout.fillHeight: true
                                    Layout.preferredWidth: 1 // equal columns
                                    spacing: 0
                                    Label {
                                        text: modelData.label
                                        color: Theme.colorOf(modelData.colour)
                                        font.pixelSize: Math.max(Theme.fontNormal, Math.round(seatCard.figureSize / 3.5))
                                        font.bold: true
                                    }
                                    Label {
                                        text: parent.value
                                        color: Theme.text
                                        font.pixelSize: seatCard.figureSize
                                        font.bold: true
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
