#include "history/chart_points.h"

#include <QList>
#include <QPointF>
#include <QtCharts/QXYSeries>

namespace nc::app {

bool ChartPoints::replace(QObject *series, const QVariantList &points) const
{
    auto *xy = qobject_cast<QXYSeries *>(series);
    if (!xy)
        return false;
    QList<QPointF> list;
    list.reserve(points.size());
    for (const QVariant &p : points) {
        if (!p.canConvert<QPointF>())
            return false;
        list.append(p.toPointF());
    }
    xy->replace(list);
    return true;
}

} // namespace nc::app
