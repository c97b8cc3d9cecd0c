#pragma once
// Itemised explanations: every number the engine changes carries the cards, worker counts and
// rules behind it, so the UI and the CLI can show "Food: +2 Granary ×1, +3 Pyramids, −3 population = +2".

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/amounts.h"

namespace nc {

/// One contribution to a change: a card, a worker section, a rule.
struct ExplanationItem {
    std::string source; ///< card id, or a rule key such as "population_food", "revolt", "shortage"
    std::string label;  ///< display text of the source, e.g. "Granary"
    int count = 1;      ///< multiplier shown as "×count" when > 1 or when the source is per worker (`perWorker`)
    bool perWorker = false;
    int amount = 0;     ///< signed total contributed (already multiplied by count)
    std::string rule;   ///< citation, e.g. "Rulebook p.18, Resolution 1"
};

/// The change of one quantity of one player in one step of the Resolution Phase (or of a final score).
struct ExplanationLine {
    std::string step;                 ///< "production", "revolt", "player_order", "war", "event1", "event2", "famine", "books", ...
    int player = -1;                  ///< index into GameState::players; -1 = concerns the whole table
    std::optional<Quantity> quantity; ///< nullopt for lines that are not a quantity (e.g. player order)
    std::vector<ExplanationItem> items;
    int total = 0;                    ///< sum of the items' amounts (what was applied)
    std::string note;                 ///< free text for lines without a quantity, or extra remarks
    std::string rule;                 ///< the source of the note (e.g. "R l.186"), shown one click away; "" = none

    /// Deterministic one-line rendering, e.g. "Food: +2 Granary ×1, −3 population = −1".
    std::string text() const;
};

/// Formats a signed number with an explicit sign and a real minus sign: "+2", "−3", "0".
std::string signedNumber(int n);

nlohmann::json toJson(const ExplanationItem &i);
nlohmann::json toJson(const ExplanationLine &l);
nlohmann::json toJson(const std::vector<ExplanationLine> &lines);

} // namespace nc
