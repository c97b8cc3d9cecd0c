import QtQuick
import QtCharts
import NationsCompanion
import NationsCompanion.Ui

// A campaign game by game (scoring/nations/campaign.h): each player's level after each game, one line per player,
// Chieftain at the bottom and Emperor on top. The same numbers are in the table beside the chart.
ChartView {
    id: chart
    required property var model   // StatsTableModel of HistoryStatistics.campaignProgress
    theme: ChartView.ChartThemeDark
    backgroundColor: Theme.surface
    antialiasing: true
    animationOptions: ChartView.NoAnimation
    legend.visible: true
    legend.labelColor: Theme.text

    ValueAxis { id: axisX; min: 0; labelFormat: "%d"; labelsColor: Theme.textDim; titleText: qsTr("Game") }
    CategoryAxis {
        id: axisY
        min: 0.5
        max: 4.5
        labelsColor: Theme.textDim
        labelsPosition: CategoryAxis.AxisLabelsPositionOnValue
        CategoryRange { label: qsTr("Chieftain"); endValue: 1 }
        CategoryRange { label: qsTr("Prince"); endValue: 2 }
        CategoryRange { label: qsTr("King"); endValue: 3 }
        CategoryRange { label: qsTr("Emperor"); endValue: 4 }
    }

    function rebuild() {
        chart.removeAllSeries()
        // In game order whatever the table beside is sorted by.
        const rows = model.rows().sort((a, b) => a.game - b.game)
        if (rows.length === 0)
            return
        let points = {}, games = 1 // player -> the points of their line, handed over whole (ChartPoints)
        for (const r of rows) {
            if (!points[r.player])
                points[r.player] = [Qt.point(0, 2)] // everyone starts on Prince
            points[r.player].push(Qt.point(r.game, r.levelNumber))
            games = Math.max(games, r.game)
        }
        axisX.max = games
        axisX.tickCount = Math.min(games + 1, 11)
        for (const name in points) {
            const line = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY)
            ChartPoints.replace(line, points[name])
            line.pointsVisible = points[name].length <= ChartPoints.dotsUpTo
            line.width = points[name].length <= ChartPoints.dotsUpTo ? 3 : 1
        }
    }
    Component.onCompleted: rebuild()
    Connections {
        target: chart.model
        function onModelReset() { chart.rebuild() }
    }
}
