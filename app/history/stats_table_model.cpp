#include "history/stats_table_model.h"

#include <QLocale>

#include <algorithm>

namespace nc::app {

StatsTableModel::StatsTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StatsTableModel::setTable(const QList<Column> &columns, const QVariantList &rows)
{
    beginResetModel();
    bool sameColumns = columns.size() == m_columns.size();
    for (qsizetype i = 0; sameColumns && i < columns.size(); ++i)
        sameColumns = columns[i].key == m_columns[i].key;
    if (!sameColumns)
        m_sortColumn = -1;
    m_columns = columns;
    m_rows = rows;
    applySort();
    endResetModel();
    if (!sameColumns)
        Q_EMIT headersChanged();
}

QStringList StatsTableModel::headers() const
{
    QStringList out;
    for (const auto &c : m_columns)
        out << c.header;
    return out;
}

int StatsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StatsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant StatsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Column &c = m_columns[index.column()];
    const QVariant v = m_rows[index.row()].toMap().value(c.key);
    if (role == SortRole || role == Qt::UserRole)
        return v;
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    if (!v.isValid() || v.isNull())
        return QString();
    const QLocale locale;
    if (c.percent)
        return locale.toString(v.toDouble() * 100.0, 'f', 0) + QStringLiteral(" %");
    if (c.decimals >= 0)
        return locale.toString(v.toDouble(), 'f', c.decimals);
    return v.toString();
}

QVariant StatsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < m_columns.size())
        return m_columns[section].header;
    if (orientation == Qt::Vertical && role == Qt::DisplayRole && section >= 0 && section < m_rows.size())
        return section + 1;
    return {};
}

QHash<int, QByteArray> StatsTableModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(SortRole, "sortValue");
    return names;
}

void StatsTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= m_columns.size())
        return;
    // A reset, not a layout change: the rows are values without persistent indexes to move.
    beginResetModel();
    m_sortColumn = column;
    m_sortOrder = order;
    applySort();
    endResetModel();
    Q_EMIT sorted();
}

void StatsTableModel::toggleSort(int column)
{
    sort(column, column == m_sortColumn && m_sortOrder == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                              : Qt::AscendingOrder);
}

void StatsTableModel::applySort()
{
    if (m_sortColumn < 0 || m_sortColumn >= m_columns.size())
        return;
    const QString key = m_columns[m_sortColumn].key;
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    std::stable_sort(m_rows.begin(), m_rows.end(), [&](const QVariant &a, const QVariant &b) {
        const QVariant x = a.toMap().value(key), y = b.toMap().value(key);
        const bool numbers = x.canConvert<double>() && y.canConvert<double>() && x.typeId() != QMetaType::QString;
        int cmp = 0;
        if (numbers)
            cmp = x.toDouble() < y.toDouble() ? -1 : (y.toDouble() < x.toDouble() ? 1 : 0);
        else
            cmp = QString::compare(x.toString(), y.toString(), Qt::CaseInsensitive);
        return descending ? cmp > 0 : cmp < 0;
    });
}

} // namespace nc::app
