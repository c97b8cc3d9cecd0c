#include "session/game_types.h"

#include <stdexcept>

namespace nc::app {

GameTypes::GameTypes(const nations::Catalog &catalog, std::string_view wonPrices) : m_nations(catalog), m_won(wonPrices)
{
    m_all = {&m_nations, &m_dice, &m_won};
}

const Ruleset *GameTypes::find(std::string_view id) const
{
    for (const Ruleset *r : m_all)
        if (r->info().id == id)
            return r;
    return nullptr;
}

const Ruleset &GameTypes::at(std::string_view id) const
{
    if (const Ruleset *r = find(id))
        return *r;
    throw std::out_of_range("unknown game type \"" + std::string(id) + "\" (known: " + ids() + ")");
}

std::string GameTypes::ids() const
{
    std::string out;
    for (const Ruleset *r : m_all)
        out += (out.empty() ? "" : ", ") + r->info().id;
    return out;
}

} // namespace nc::app
