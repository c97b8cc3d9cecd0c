#pragma once
// One row per player of the current game: resources, Workers, Population Track, the cards on the
// board and Strength/Stability recomputed with boardValues(catalog, state, player) on every change (so
// other players' rules for all nations, such as Genghis Khan, count), with their explanation.

#include <QAbstractListModel>
#include <QQmlEngine>

#include "nations/catalog.h"
#include "nations/game_state.h"

#include "catalog/card_automation.h"

namespace nc::app {

class PlayerBoardModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Provided by GameController.players")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        IndexRole = Qt::UserRole + 1,
        NameRole, NationRole, NationNameRole, SideRole, DifficultyRole, BonusRole,
        GoldRole, FoodRole, StoneRole, BooksRole, VpRole, IdleWorkersRole,
        PopulationRole,        ///< [{id, capacity, taken, cost}]
        StrengthRole, StabilityRole, StrengthTextRole, StabilityTextRole,
        BuildingsRole,         ///< [{card, name, type, workers, effect, conditional, automated, handReason, deployStone, maxWorkers}]
        AdvisorsRole, ColoniesRole, WondersRole, ///< [{card, name, effect, conditional, automated, handReason, vp}]
        ConstructionRole,      ///< {card, name, effect, architects, sections, nextCost} or {}
        SlotsRole,             ///< {buildingMilitary, advisor, colony, wonder}
        ManualStrengthRole, ManualStabilityRole, ManualNoteRole,
        SpecialRulesRole,      ///< [{text, automated, reason}]: the nation side's special rules
        DynastiesRole,         ///< [{id, name, effect}]: the nation's dynasty cards when the game uses the
                               ///< Dynasties set (applied by hand), else []
        OrderPositionRole,     ///< 1-based place in player order
        PrivateArchitectsRole, FoodUpkeepRole,
        FreeWorkersRole,       ///< Workers on top of a full Population Track, taken first (Rulebook p.8)
    };
    Q_ENUM(Role)

    explicit PlayerBoardModel(QObject *parent = nullptr);

    /// Replaces the shown state; rows are reset when the seats change, else only dataChanged().
    void setState(const nc::nations::Catalog *catalog, const nc::nations::GameState &state);
    /// Which cards the engine automates (the "by hand" badge of each card: automated, handReason).
    void setAutomation(const CardAutomation *automation) { m_automation = automation; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// All roles of one row as a map (for QML code outside delegates and for tests).
    Q_INVOKABLE QVariantMap get(int row) const;

Q_SIGNALS:
    void countChanged();

private:
    QVariantMap cardMap(const std::string &id) const;

    const nc::nations::Catalog *m_catalog = nullptr;
    const CardAutomation *m_automation = nullptr;
    nc::nations::GameState m_state;
    struct Values {
        int strength = 0, stability = 0, privateArchitects = 0, foodUpkeep = 0;
        QString strengthText, stabilityText;
    };
    std::vector<Values> m_values;
};

} // namespace nc::app
