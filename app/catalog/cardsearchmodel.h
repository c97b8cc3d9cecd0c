#pragma once
// Search-as-you-type over the Progress Cards (Catalog::searchCards: names and alternative spellings),
// limited to the card types of one board slot, the current age and the game's card sets. For the board
// of a side whose pre-printed cards are unknown (the base A sides) it also lists the pre-printed cards
// (Catalog::searchPreprintedCards), marked as such, so the table can enter the board's starting cards.

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>

#include <vector>

#include "nations/catalog.h"

Q_MOC_INCLUDE("nations/gamecontroller.h")

namespace nc::app {

class GameController;

class CardSearchModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(nc::app::GameController *controller READ controller WRITE setController NOTIFY controllerChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    /// Card type keys to show ("building", "military", "colony", "wonder", "advisor", "war", ...); empty = all.
    Q_PROPERTY(QStringList types READ types WRITE setTypes NOTIFY typesChanged)
    /// Highest age shown; 0 = the current game's age (4 without a game).
    Q_PROPERTY(int maxAge READ maxAge WRITE setMaxAge NOTIFY maxAgeChanged)
    /// Only cards of exactly this age (War cards of the round's age); 0 = any age up to maxAge.
    Q_PROPERTY(int exactAge READ exactAge WRITE setExactAge NOTIFY exactAgeChanged)
    /// Player whose board the card is for; when that side's pre-printed cards are unknown, pre-printed
    /// cards are listed too, after the deck cards. -1 = deck cards only.
    Q_PROPERTY(int startingCardsFor READ startingCardsFor WRITE setStartingCardsFor NOTIFY startingCardsForChanged)
    /// Whether pre-printed cards are offered (startingCardsFor names such a board).
    Q_PROPERTY(bool offersPreprinted READ offersPreprinted NOTIFY countChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { IdRole = Qt::UserRole + 1, NameRole, AltNamesRole, TypeRole, TypeNameRole, AgeRole, EffectRole,
                ConditionalRole, VpRole, DeployStoneRole, SetRole,
                AutomatedRole,   ///< the engine applies every effect of the card (CardAutomation)
                HandReasonRole,  ///< why not: one line per rule applied by hand ("" when automated)
                PreprintedRole,   ///< a pre-printed board card (a starting card), not a deck card
                TierRole };       ///< the table's tier of the card ("basic"/"advanced"/"expert"), "" = unknown

    explicit CardSearchModel(QObject *parent = nullptr);

    GameController *controller() const { return m_controller; }
    void setController(GameController *c);
    QString query() const { return m_query; }
    void setQuery(const QString &q);
    QStringList types() const { return m_types; }
    void setTypes(const QStringList &t);
    int maxAge() const { return m_maxAge; }
    void setMaxAge(int a);
    int exactAge() const { return m_exactAge; }
    void setExactAge(int a);
    int startingCardsFor() const { return m_startingCardsFor; }
    void setStartingCardsFor(int player);
    bool offersPreprinted() const { return m_offersPreprinted; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Card id of a row ("" when out of range).
    Q_INVOKABLE QString idAt(int row) const;
    /// Whether the card of a row is a pre-printed board card (false when out of range).
    Q_INVOKABLE bool preprintedAt(int row) const;

Q_SIGNALS:
    void controllerChanged();
    void queryChanged();
    void typesChanged();
    void maxAgeChanged();
    void exactAgeChanged();
    void startingCardsForChanged();
    void countChanged();

private:
    void refresh();

    GameController *m_controller = nullptr;
    QString m_query;
    QStringList m_types;
    int m_maxAge = 0, m_exactAge = 0;
    int m_startingCardsFor = -1;
    bool m_offersPreprinted = false;
    std::vector<const nc::nations::ProgressCard *> m_cards;
};

} // namespace nc::app
