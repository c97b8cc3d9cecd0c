import QtQuick
import QtCharts
import NationsCompanion
import NationsCompanion.Ui

// Bars of a table: one bar per row, `labelKey` under it and `valueKey` its height (a player's average per
// final-score category, a nation's average score). The same numbers are in the table beside it.
ChartView {
    id: chart
    required property var model   // a StatsTableModel
    property string labelKey: "category"
    property string valueKey: "average"
    property string seriesName: ""
    /// Only the rows of this game (their "game" value); "" = every row.
    property string onlyGame: ""
    onOnlyGameChanged: rebuild()
    theme: ChartView.ChartThemeDark
    backgroundColor: Theme.surface
    antialiasing: true
    animationOptions: ChartView.NoAnimation
    legend.visible: false

    BarCategoryAxis { id: axisX; labelsColor: Theme.textDim }
    ValueAxis { id: axisY; min: 0; labelsColor: Theme.textDim }

    function rebuild() {
        chart.removeAllSeries()
        const rows = model.rows()
        if (rows.length === 0)
            return
        let labels = [], values = [], maxY = 1
        for (const r of rows) {
            if (onlyGame !== "" && r.game !== onlyGame)
                continue
            labels.push(r[labelKey])
            values.push(r[valueKey])
            maxY = Math.max(maxY, r[valueKey])
        }
        if (labels.length === 0)
            return
        axisX.categories = labels
        axisY.max = Math.ceil(maxY * 1.15)
        const bars = chart.createSeries(ChartView.SeriesTypeBar, seriesName, axisX, axisY)
        const set = bars.append(seriesName, values)
        set.color = Theme.accent
        set.labelColor = Theme.text
        bars.labelsVisible = true
        bars.labelsFormat = "@value"
        bars.labelsPrecision = 3
    }
    Component.onCompleted: rebuild()
    Connections {
        target: chart.model
        function onModelReset() { chart.rebuild() }
    }
}
