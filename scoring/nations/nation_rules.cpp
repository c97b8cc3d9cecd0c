#include "nations/nation_rules.h"

namespace nc::nations {

std::vector<NationRuleSource> nationRuleSources(const Catalog &catalog, const PlayerState &p)
{
    std::vector<NationRuleSource> out;
    if (!p.dynasty.empty())
        if (const DynastyCard *d = catalog.dynastyCard(p.dynasty)) {
            // The dynasty covers the nation special (shared data README "dynasty_cards.json").
            out.push_back({d->id, d->name, d->effect, &d->rules, &d->typedRules, true});
            return out;
        }
    const Nation *n = catalog.nation(p.nation);
    const NationSide *side = n ? n->side(p.side) : nullptr;
    if (!side || !side->specialRules.is_array())
        return out;
    for (size_t i = 0; i < side->specialRules.size(); ++i) {
        const auto &sr = side->specialRules[i];
        if (sr.is_object() && sr.contains("rules") && sr["rules"].is_array())
            out.push_back({sr.value("id", n->id + "_special"), n->name + " " + std::string(1, side->side) + " special",
                           sr.value("effect", std::string()), &sr["rules"], &side->typedSpecialRules.at(i), false});
    }
    return out;
}

std::string ruleSourceName(const Catalog &catalog, const std::string &id)
{
    if (const ProgressCard *c = catalog.card(id))
        return c->name;
    if (const DynastyCard *d = catalog.dynastyCard(id))
        return d->name;
    return id;
}

} // namespace nc::nations
