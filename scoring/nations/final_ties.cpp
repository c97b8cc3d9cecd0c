#include "nations/final_ties.h"

#include <algorithm>

namespace nc::nations {

std::vector<FinalTie> finalTies(const FinalScore &score, const GameState &state)
{
    auto position = [&](int p) {
        const auto it = std::find(state.playerOrder.begin(), state.playerOrder.end(), p);
        return it == state.playerOrder.end() ? 0 : static_cast<int>(it - state.playerOrder.begin()) + 1;
    };
    std::vector<FinalTie> ties;
    // Rows are in rank order, so tied nations are neighbours: start a tie or extend the last one.
    for (size_t i = 1; i < score.rows.size(); ++i) {
        const ScoreRow &before = score.rows[i - 1], &row = score.rows[i];
        if (row.total != before.total)
            continue;
        if (ties.empty() || ties.back().nations.back().player != before.player)
            ties.push_back({row.total, {{before.player, position(before.player)}}});
        ties.back().nations.push_back({row.player, position(row.player)});
    }
    return ties;
}

} // namespace nc::nations
