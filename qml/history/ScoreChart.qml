import QtQuick
import QtCharts
import NationsCompanion
import NationsCompanion.Ui

// A figure over time: one point per row (its "time" and `valueKey`), one line per value of `seriesKey`. A player's
// score per game type by default; the Hall of Fame position per difficulty (reversed: 1 on top). The same
// numbers are in the table beside the chart.
ChartView {
    id: chart
    required property var model   // a StatsTableModel with a "time" (ms since 1970) per row
    property string valueKey: "score"
    property string seriesKey: "game"
    /// Smaller is better (a position): the axis starts at 1 and runs downwards.
    property bool reversed: false
    theme: ChartView.ChartThemeDark
    backgroundColor: Theme.surface
    antialiasing: true
    animationOptions: ChartView.NoAnimation
    legend.visible: true
    legend.labelColor: Theme.text
    Accessible.name: qsTr("Score over time")

    DateTimeAxis { id: axisX; format: "yyyy-MM-dd"; tickCount: 5; labelsColor: Theme.textDim }
    ValueAxis { id: axisY; min: 0; reverse: chart.reversed; labelFormat: "%d"; labelsColor: Theme.textDim }

    function rebuild() {
        chart.removeAllSeries()
        // In time order whatever the table beside is sorted by.
        const rows = model.rows().sort((a, b) => a.time - b.time)
        if (rows.length === 0)
            return
        let points = {} // line name -> its points, handed over whole (ChartPoints: one layout, not one per point)
        let minT = rows[0].time, maxT = rows[0].time, maxY = chart.reversed ? 2 : 10
        for (const r of rows) {
            const line = r[seriesKey]
            if (!points[line])
                points[line] = []
            points[line].push(Qt.point(r.time, r[valueKey]))
            minT = Math.min(minT, r.time)
            maxT = Math.max(maxT, r.time)
            maxY = Math.max(maxY, r[valueKey])
        }
        // A single day still gets a visible span.
        axisX.min = new Date(minT - 86400000)
        axisX.max = new Date(maxT + 86400000)
        // The labels show days: at most a tick a day, or a short span repeats its days.
        axisX.tickCount = Math.max(2, Math.min(5, Math.round((maxT - minT) / 86400000) + 3))
        if (chart.reversed) { // positions: 1 on top, a tick on each whole number up to 10 of them
            axisY.min = 1
            axisY.max = maxY
            axisY.tickCount = Math.min(maxY, 10)
        } else {
            axisY.min = 0
            axisY.max = Math.ceil(maxY * 1.1 / 10) * 10
        }
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
