import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// Nations' solo Hall of Fame on the start page: the best solo games, or the titles by score before the first
// one (Rulebook p.23 "Solo Hall of Fame").
ColumnLayout {
    spacing: 8
    SectionHeader { text: qsTr("Nations: solo Hall of Fame") }
    Repeater {
        model: GameController.hallOfFame
        delegate: RowLayout {
            required property var modelData
            required property int index
            Layout.fillWidth: true
            Label { text: (index + 1) + "."; color: Theme.textDim; font.pixelSize: Theme.fontNormal }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label { text: modelData.player + " — " + modelData.nation + " " + modelData.side; color: Theme.text; font.pixelSize: Theme.fontNormal }
                Label { text: modelData.date + (modelData.title ? " · " + modelData.title : ""); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
            }
            Label { text: modelData.score; color: Theme.accent; font.pixelSize: Theme.fontTitle; font.bold: true }
        }
    }
    Label {
        visible: GameController.hallOfFame.length === 0
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: qsTr("No solo game finished yet. Titles by score:")
        color: Theme.textDim
        font.pixelSize: Theme.fontNormal
    }
    Flow {
        visible: GameController.hallOfFame.length === 0
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: GameController.hallOfFameTitles
            delegate: Label {
                required property var modelData
                text: modelData.minScore + "+ " + modelData.title
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                padding: 4
                background: Rectangle { color: Theme.surfaceHigh; radius: 4 }
            }
        }
    }
}
