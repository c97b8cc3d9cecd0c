#pragma once
// Coverage of the catalog by the rules engine: for every Progress Card (deck and pre-printed), every
// event (both halves of each Event Card) and every nation side, whether the engine applies all of its
// effects, and if not, which rule/trigger is not handled. Drives `nations-companion catalog --coverage`.
//
// A card is automated when every one of its `rules` is (Rule::support, rule.h: ruleSupport() computed once at
// catalog load; rules that repeat a
// plain field count as automated by that field); a card without rules is automated by its plain fields.
// An event is automated when it loads: its target and outcome are typed at catalog load (event_effect.h), and
// resolveEvent() (events.h) interprets every value of that vocabulary.
// A nation side is automated when every rule of its special rules is (sides without special rules are
// automated by their plain fields: starting values, population track, slots).

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "nations/catalog.h"

namespace nc::nations {

struct CoverageRow {
    std::string kind;   ///< "progress_card", "event", "nation_side", "dynasty_card"
    std::string set;    ///< "base", "expansion", "dynasties" (card/event/nation set)
    std::string type;   ///< card type key ("building", ... "natural_wonder"), "event", "side_A"/"side_B"
    int age = 0;        ///< 1..4; 0 for pre-printed cards and nation sides
    int automated = 0;
    int total = 0;
};

struct CoverageGap {
    std::string kind, set, type;
    int age = 0;
    std::string id;                   ///< card id, "<event card id>#<1|2>", "<nation>/<A|B>"
    std::string name;
    std::vector<std::string> reasons; ///< one per rule not handled ("<when>: <why>")
};

struct CoverageReport {
    std::vector<CoverageRow> rows;    ///< sorted by kind, set, type, age
    std::vector<CoverageGap> gaps;    ///< sorted like the rows, then by id
    int automated() const;
    int total() const;
};

CoverageReport coverage(const Catalog &catalog);
nlohmann::json toJson(const CoverageReport &r);
/// Deterministic text: a table (kind, set, type, age, automated/total) then the gaps with reasons.
std::string toText(const CoverageReport &r);

} // namespace nc::nations
