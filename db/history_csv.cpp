#include "db/history_csv.h"

#include "db/csv.h"
#include "db/database.h"

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

namespace nc::db {

namespace {

using nlohmann::json;
using Categories = std::vector<std::pair<std::string, int64_t>>; // key -> VP, in the sheet's order

// Nations' final score (scoring/nations/final_score.cpp toJson) gives each row its categories as members
// without an order: the pad's, A to E.
const std::vector<std::string> kNationsPad{"game_vp", "colonies", "wonders", "buildings_military", "resources"};

// Each seat's categories in a stored final score of either shape: the game-type seam's sheet
// ({"categories": [{"key"}], "players": [{"categories": {key: VP}}]}, players in seat order) or Nations'
// ({"rows": [{"player": seat, <category>: VP, "total", "rank", ...}]}).
std::map<int64_t, Categories> categoriesBySeat(const json &final)
{
    std::map<int64_t, Categories> out;
    if (final.contains("categories") && final.contains("players") && final["players"].is_array()) {
        const json &players = final["players"];
        for (size_t seat = 0; seat < players.size(); ++seat) {
            const auto values = players[seat].find("categories");
            if (values == players[seat].end() || !values->is_object())
                continue;
            for (const json &c : final["categories"])
                if (c.contains("key") && c["key"].is_string())
                    if (const auto v = values->find(c["key"].get<std::string>()); v != values->end() && v->is_number_integer())
                        out[int64_t(seat)].emplace_back(c["key"].get<std::string>(), v->get<int64_t>());
        }
    } else if (final.contains("rows") && final["rows"].is_array()) {
        for (const json &row : final["rows"]) {
            if (!row.is_object() || !row.contains("player") || !row["player"].is_number_integer())
                continue;
            Categories &seat = out[row["player"].get<int64_t>()];
            for (const std::string &key : kNationsPad)
                if (row.contains(key) && row[key].is_number_integer())
                    seat.emplace_back(key, row[key].get<int64_t>());
        }
    }
    return out;
}

struct Row {
    std::vector<std::string> fields; // the fixed columns
    Categories categories;
};

std::string optionalNumber(const Statement &st, int column)
{
    return st.isNull(column) ? std::string() : std::to_string(st.int64(column));
}

} // namespace

std::string exportHistoryCsv(const Database &db)
{
    Statement st = db.prepare(
        "SELECT g.uuid, substr(COALESCE(g.finished_at, g.created_at), 1, 10), g.game_type, g.status, "
        "(SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id), gp.seat, p.name, gp.nation, gp.side, gp.score, "
        "gp.rank, g.final_json FROM games g JOIN game_players gp ON gp.game_id = g.id JOIN players p ON p.id = gp.player_id "
        "ORDER BY g.created_at, g.uuid, gp.seat");
    std::vector<Row> rows;
    std::vector<std::string> columns; // category keys in the order first met
    std::string lastGame;
    std::map<int64_t, Categories> sheet;
    while (st.step()) {
        const std::string game = st.text(0);
        if (game != lastGame) { // a game's final score is parsed once, for its first seat
            lastGame = game;
            sheet.clear();
            if (!st.isNull(11)) {
                try {
                    sheet = categoriesBySeat(nc::parseJson(st.text(11)));
                } catch (const nc::JsonInputError &e) {
                    throw DbError("Cannot export the history of '" + db.path() + "': the final score of game " + game
                                  + " is not valid JSON (" + e.what() + ")");
                }
            }
        }
        Row row;
        const std::string rank = optionalNumber(st, 10);
        row.fields = {game, st.text(1), st.text(2), st.text(3), std::to_string(st.int64(4)), std::to_string(st.int64(5)),
                      st.text(6), st.text(7), st.text(8), optionalNumber(st, 9), rank,
                      rank.empty() ? "" : (rank == "1" ? "yes" : "no")};
        if (const auto it = sheet.find(st.int64(5)); it != sheet.end())
            row.categories = it->second;
        for (const auto &[key, vp] : row.categories)
            if (std::find(columns.begin(), columns.end(), key) == columns.end())
                columns.push_back(key);
        rows.push_back(std::move(row));
    }

    std::vector<std::string> header{"game_id", "date",  "game_type", "status", "players", "seat",
                                    "player",  "nation", "side",     "score",  "rank",    "winner"};
    header.insert(header.end(), columns.begin(), columns.end());
    std::string out = csvRecord(header);
    for (Row &row : rows) {
        for (const std::string &key : columns) {
            const auto it = std::find_if(row.categories.begin(), row.categories.end(),
                                         [&](const auto &c) { return c.first == key; });
            row.fields.push_back(it == row.categories.end() ? std::string() : std::to_string(it->second));
        }
        out += csvRecord(row.fields);
    }
    return out;
}

} // namespace nc::db
