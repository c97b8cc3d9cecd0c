#pragma once
// One table of the statistics page (players, nations, rivals, seats...): rows of named values under column
// headers, sortable by any column (click on a header), readable by a TableView and by assistive technology.
// The numbers behind every chart are also in such a table (issue 15 §1, accessibility).

#include <QAbstractTableModel>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace nc::app {

class StatsTableModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table of the statistics view")

    /// The column headers (translated), in column order.
    Q_PROPERTY(QStringList headers READ headers NOTIFY headersChanged)
    /// The column sorted by (-1: as computed) and the order (Qt::AscendingOrder / Qt::DescendingOrder).
    Q_PROPERTY(int sortColumn READ sortColumn NOTIFY sorted)
    Q_PROPERTY(int sortOrder READ sortOrder NOTIFY sorted)

public:
    /// A column: its header and the key of the row value it shows; `decimals` >= 0 formats a number with
    /// that many decimals, `percent` shows a 0..1 rate as a percentage.
    struct Column {
        QString header;
        QString key;
        int decimals = -1;
        bool percent = false;
    };

    enum Roles { SortRole = Qt::UserRole + 1 };

    explicit StatsTableModel(QObject *parent = nullptr);

    /// Replaces the columns and the rows (each row: key -> value; a missing key shows as empty). Keeps the
    /// sort column and order when the columns stay the same.
    void setTable(const QList<Column> &columns, const QVariantList &rows);

    QStringList headers() const;
    int sortColumn() const { return m_sortColumn; }
    int sortOrder() const { return int(m_sortOrder); }
    /// The rows in the shown order, as given to setTable() (for charts).
    Q_INVOKABLE QVariantList rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    /// DisplayRole: the formatted text; SortRole and Qt::UserRole: the raw value.
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    /// Sorts the rows by `column` (numbers as numbers, text case-insensitively); stable, so equal values keep
    /// their computed order.
    Q_INVOKABLE void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    /// Sorts by `column`: ascending first, descending when it is already sorted ascending by it.
    Q_INVOKABLE void toggleSort(int column);

Q_SIGNALS:
    void headersChanged();
    void sorted();

private:
    void applySort();

    QList<Column> m_columns;
    QVariantList m_rows;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace nc::app
