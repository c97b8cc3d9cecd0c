#pragma once
// The final-score categories of each seat in a stored final score (games.final_json), read for the history's
// exports and statistics. Two shapes are stored: the game-type seam's sheet (scoring/core/ruleset.h
// FinalScoreSheet::toJson: "categories" [{key, label}], "players" in seat order with "categories" {key: VP})
// and Nations' pad (scoring/nations/final_score.cpp toJson: "rows" [{"player": seat, <category>: VP, ...}],
// the pad's rows A to E, Rulebook p.19).

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nc::db {

/// One category of one seat: its key ("colonies", "books"), the pad's label as stored ("" when the stored
/// score has none: Nations' pad) and the VP.
struct StoredCategory {
    std::string key;
    std::string label;
    int64_t value = 0;
};

/// Each seat's categories (seat number -> categories in the pad's order). Anything else, or a category that is
/// not a whole number, gives nothing for it; never throws.
std::map<int64_t, std::vector<StoredCategory>> storedCategoriesBySeat(const nlohmann::json &final);

} // namespace nc::db
