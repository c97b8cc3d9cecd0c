#include "db/final_score_categories.h"

namespace nc::db {

namespace {

using nlohmann::json;

// Nations' pad gives each row its categories as members without an order: the pad's, A to E.
const char *const kNationsPad[] = {"game_vp", "colonies", "wonders", "buildings_military", "resources"};

} // namespace

std::map<int64_t, std::vector<StoredCategory>> storedCategoriesBySeat(const json &final)
{
    std::map<int64_t, std::vector<StoredCategory>> out;
    if (!final.is_object())
        return out;
    if (final.contains("categories") && final["categories"].is_array() && final.contains("players")
        && final["players"].is_array()) {
        const json &players = final["players"];
        for (size_t seat = 0; seat < players.size(); ++seat) {
            if (!players[seat].is_object())
                continue;
            const auto values = players[seat].find("categories");
            if (values == players[seat].end() || !values->is_object())
                continue;
            for (const json &c : final["categories"]) {
                if (!c.is_object() || !c.contains("key") || !c["key"].is_string())
                    continue;
                const std::string key = c["key"].get<std::string>();
                if (const auto v = values->find(key); v != values->end() && v->is_number_integer())
                    out[int64_t(seat)].push_back({key, c.value("label", std::string()), v->get<int64_t>()});
            }
        }
    } else if (final.contains("rows") && final["rows"].is_array()) {
        for (const json &row : final["rows"]) {
            if (!row.is_object() || !row.contains("player") || !row["player"].is_number_integer())
                continue;
            auto &seat = out[row["player"].get<int64_t>()];
            for (const char *key : kNationsPad)
                if (row.contains(key) && row[key].is_number_integer())
                    seat.push_back({key, "", row[key].get<int64_t>()});
        }
    }
    return out;
}

} // namespace nc::db
