#pragma once
// What stands on the nation-special space of a Player Board: the special rules of the nation side
// (B sides, shared data nations.json `special_rules`) or, in a game with the Dynasties expansion, the
// dynasty card in play, which covers the nation special and any earlier dynasty (shared data README
// "dynasty_cards.json"; mechanics as the data describes them, not checked against the Dynasties
// rulebook, which we do not have). Every engine that reads a nation's own rules reads them here.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

/// One source of rules on the nation-special space.
struct NationRuleSource {
    std::string id;                       ///< nation special id (e.g. "china_b_special") or dynasty card id
    std::string label;                    ///< "China B special" or the dynasty's name, e.g. "Ming Dynasty"
    std::string effect;                   ///< effect text in our own words
    const nlohmann::json *rules = nullptr; ///< array of rule objects (never nullptr)
    const std::vector<Rule> *typed = nullptr; ///< the same rules, typed at catalog load (never nullptr)
    bool dynasty = false;                 ///< true for a dynasty card
};

/// The rule sources on p's nation-special space: the dynasty in play (PlayerState::dynasty, if the
/// catalog knows it), else every special of the nation side. Unknown nations/sides give none.
std::vector<NationRuleSource> nationRuleSources(const Catalog &catalog, const PlayerState &p);

/// Display name of the id a rule effect is recorded under (round effects, explanation sources): the
/// Progress Card's or the dynasty card's name, else the id itself.
std::string ruleSourceName(const Catalog &catalog, const std::string &id);

} // namespace nc::nations
