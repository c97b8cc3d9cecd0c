#pragma once
// The points of a chart's line, handed to Qt Charts in one call (issue 15 §4). A QML XYSeries takes its points one
// append() at a time, and Qt Charts 6.4 lays the whole line out again after each one (XYChart::handlePointAdded):
// a player's 15,629 games took a minute. QXYSeries::replace() of the whole list lays it out once.

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace nc::app {

/// QML singleton `ChartPoints`.
class ChartPoints : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// The most points a line is drawn with a dot per point and a thick pen; a denser line is drawn thin, without
    /// dots (thousands of games: the dots would hide the line).
    Q_PROPERTY(int dotsUpTo READ dotsUpTo CONSTANT)

public:
    using QObject::QObject;

    static int dotsUpTo() { return 200; }

    /// Makes `points` (a JS array of Qt.point(x, y): x in the series' x axis units, e.g. ms since 1970 on a
    /// DateTimeAxis) the points of `series` (a LineSeries, SplineSeries or ScatterSeries of a ChartView), in that
    /// order, in one update. Returns false, changing nothing, when `series` is not such a series or an element is
    /// not a point.
    Q_INVOKABLE bool replace(QObject *series, const QVariantList &points) const;
};

} // namespace nc::app
