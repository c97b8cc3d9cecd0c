#include "history/game_type_list.h"

#include <QVariantMap>

#include "history/score_category_names.h"
#include "qt_json.h"
#include "session/game_types.h"

namespace nc::app {

QVariantList gameTypeList(const GameTypes &types)
{
    QVariantList list;
    for (const Ruleset *r : types.all()) {
        const GameTypeInfo &i = r->info();
        QVariantList categories;
        for (const ScoreCategory &c : i.categories)
            categories.append(QVariantMap{{QStringLiteral("key"), qs(c.key)},
                                          {QStringLiteral("name"), scoreCategoryName(i.id, c.key, c.label)}});
        list.append(QVariantMap{{QStringLiteral("id"), qs(i.id)},
                                {QStringLiteral("name"), qs(i.name)},
                                {QStringLiteral("minPlayers"), i.minPlayers},
                                {QStringLiteral("maxPlayers"), i.maxPlayers},
                                {QStringLiteral("hasNations"), i.nations},
                                {QStringLiteral("hasSides"), i.sides},
                                {QStringLiteral("hasCategories"), !i.categories.empty()},
                                {QStringLiteral("categories"), categories},
                                {QStringLiteral("hasHallOfFame"), i.solo && !i.hallOfFame.empty()}});
    }
    return list;
}

db::LoggedGameRules loggedGameRules(const GameTypeInfo &info)
{
    db::LoggedGameRules rules{info.minPlayers, info.maxPlayers, info.sides, {}};
    for (const ScoreCategory &c : info.categories)
        rules.categories.push_back({c.key, c.label});
    return rules;
}

} // namespace nc::app
