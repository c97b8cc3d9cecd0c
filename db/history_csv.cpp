#include "db/history_csv.h"

#include "db/csv.h"
#include "db/database.h"
#include "db/final_score_categories.h"

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

// Each seat's categories (key -> VP, in the pad's order) of a stored final score (db/final_score_categories.h).
std::map<int64_t, Categories> categoriesBySeat(const json &final)
{
    std::map<int64_t, Categories> out;
    for (const auto &[seat, categories] : storedCategoriesBySeat(final))
        for (const StoredCategory &c : categories)
            out[seat].emplace_back(c.key, c.value);
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

std::string exportHistoryCsv(const Database &db, const ExportProgress &progress)
{
    int64_t total = 0;
    if (progress) {
        Statement count = db.prepare("SELECT COUNT(*) FROM games");
        count.step();
        total = count.int64(0);
    }
    int64_t done = 0;
    Statement st = db.prepare(
        "SELECT g.uuid, substr(COALESCE(g.finished_at, g.created_at), 1, 10), g.game_type, g.status, "
        "(SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id), gp.seat, p.name, gp.nation, gp.side, gp.score, "
        "gp.rank, g.final_json FROM games g JOIN game_players gp ON gp.game_id = g.id JOIN players p ON p.id = gp.player_id "
        "WHERE g.deleted_at IS NULL ORDER BY g.created_at, g.uuid, gp.seat");
    std::vector<Row> rows;
    std::vector<std::string> columns; // category keys in the order first met
    std::string lastGame;
    std::map<int64_t, Categories> sheet;
    while (st.step()) {
        const std::string game = st.text(0);
        if (game != lastGame) { // a game's final score is parsed once, for its first seat
            if (progress && !lastGame.empty())
                progress(++done, total);
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
    if (progress && !lastGame.empty())
        progress(++done, total);

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
