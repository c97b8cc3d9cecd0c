import QtQuick
import QtCharts
import NationsCompanion
import NationsCompanion.Ui

// A player's score over time: one point per finished game (date, score), one line per game type. The same
// numbers are in the scores table below the chart.
ChartView {
    id: chart
    required property var model   // StatsTableModel of HistoryStatistics.scores
    theme: ChartView.ChartThemeDark
    backgroundColor: Theme.surface
    antialiasing: true
    animationOptions: ChartView.NoAnimation
    legend.visible: true
    legend.labelColor: Theme.text
    Accessible.name: qsTr("Score over time")

    DateTimeAxis { id: axisX; format: "yyyy-MM-dd"; tickCount: 5; labelsColor: Theme.textDim }
    ValueAxis { id: axisY; min: 0; labelFormat: "%d"; labelsColor: Theme.textDim }

    function rebuild() {
        chart.removeAllSeries()
        const rows = model.rows()
        if (rows.length === 0)
            return
        let lines = {}
        let minT = rows[0].time, maxT = rows[0].time, maxY = 10
        for (const r of rows) {
            if (!lines[r.game])
                lines[r.game] = chart.createSeries(ChartView.SeriesTypeLine, r.game, axisX, axisY)
            lines[r.game].append(r.time, r.score)
            minT = Math.min(minT, r.time)
            maxT = Math.max(maxT, r.time)
            maxY = Math.max(maxY, r.score)
        }
        // A single day still gets a visible span.
        axisX.min = new Date(minT - 86400000)
        axisX.max = new Date(maxT + 86400000)
        axisY.max = Math.ceil(maxY * 1.1 / 10) * 10
        for (const name in lines) {
            lines[name].pointsVisible = true
            lines[name].width = 3
        }
    }
    Component.onCompleted: rebuild()
    Connections {
        target: chart.model
        function onModelReset() { chart.rebuild() }
    }
}
