#pragma once
// Search-as-you-type over the Event Cards of one age (Catalog::searchEvents), with both events' texts.

#include <QAbstractListModel>
#include <QQmlEngine>

#include <map>
#include <string>
#include <vector>

#include "nations/catalog.h"

Q_MOC_INCLUDE("nations/gamecontroller.h")

namespace nc::app {

class GameController;

class EventSearchModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(nc::app::GameController *controller READ controller WRITE setController NOTIFY controllerChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    /// Age of the cards shown; 0 = the current game's age.
    Q_PROPERTY(int age READ age WRITE setAge NOTIFY ageChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { IdRole = Qt::UserRole + 1, NameRole, AgeRole, ArchitectsRole, FamineRole,
                Event1NameRole, Event1TextRole, Event2NameRole, Event2TextRole,
                DrawnInRoundRole }; ///< the round this game already drew the card in, 0 = not drawn

    explicit EventSearchModel(QObject *parent = nullptr);

    GameController *controller() const { return m_controller; }
    void setController(GameController *c);
    QString query() const { return m_query; }
    void setQuery(const QString &q);
    int age() const { return m_age; }
    void setAge(int a);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    Q_INVOKABLE QString idAt(int row) const;

Q_SIGNALS:
    void controllerChanged();
    void queryChanged();
    void ageChanged();
    void countChanged();

private:
    void refresh();
    /// The age the list is for: the one set, else the current game's, else 0 (every age).
    int shownAge() const;

    GameController *m_controller = nullptr;
    QString m_query;
    int m_age = 0;
    std::vector<const nc::nations::EventCard *> m_events;
    std::map<std::string, int> m_drawn; ///< GameController::eventsDrawn() at the last refresh
    int m_shownAge = 0;                 ///< the age listed at the last refresh
    qint64 m_shownGame = 0;             ///< the game listed at the last refresh (its card sets)
};

} // namespace nc::app
