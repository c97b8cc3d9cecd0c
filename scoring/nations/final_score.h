#pragma once
// Final scoring on the score pad (Rulebook p.20 "Final scoring"): A Game VP, B Colonies, C Wonders,
// D Buildings and Military (VP per deployed Worker), E Resources ((Gold+Food+Stone+Books+Strength+
// Stability) / 10 rounded down). Ties are resolved by player order.

#include <string>
#include <vector>

#include "core/explanation.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

struct ScoreRow {
    int player = 0;
    int gameVp = 0, colonies = 0, wonders = 0, buildingsMilitary = 0, resources = 0;
    int total = 0;
    int rank = 1;                           ///< 1 = winner; unique (ties broken by player order)
    std::vector<ExplanationLine> lines;     ///< one line per category, step "final_<category>"
};

struct FinalScore {
    std::vector<ScoreRow> rows;             ///< in rank order
    std::string hallOfFameTitle;            ///< solo games only (Rulebook p.23)
};

FinalScore finalScore(const Catalog &catalog, const GameState &state);
nlohmann::json toJson(const FinalScore &f, const GameState &state);

} // namespace nc::nations
