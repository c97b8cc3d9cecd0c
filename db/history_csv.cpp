#include "db/history_csv.h"

#include "db/csv.h"
#include "db/database.h"
#include "db/export_order.h"
#include "db/read_snapshot.h"

#include <algorithm>
#include <map>
#include <ostream>
#include <sstream>
#include <vector>

namespace nc::db {

namespace {

using Categories = std::vector<std::pair<std::string, int64_t>>; // key -> VP, in the sheet's order

// The seats' categories joined to the seats that exist (a final score may list more players than the game has).
const char *const kSeatCategories = "seat_categories c JOIN game_players gp ON gp.game_id = c.game_id AND gp.seat = c.seat";

// Every category key of the exported seats, in the order first met (games in `games` order, seats, the sheet's
// order). Walks the games only until every key is met: the first games of each type usually name them all.
std::vector<std::string> categoryColumns(const Database &db, const std::vector<int64_t> &games)
{
    Statement distinct = db.prepare(std::string("SELECT COUNT(DISTINCT c.key) FROM ") + kSeatCategories
                                    + " JOIN games g ON g.id = c.game_id WHERE g.deleted_at IS NULL");
    distinct.step();
    const size_t keys = size_t(distinct.int64(0));
    std::vector<std::string> columns;
    Statement st = db.prepare(std::string("SELECT c.key FROM ") + kSeatCategories
                              + " WHERE c.game_id = ?1 ORDER BY c.seat, c.ord");
    for (size_t i = 0; i < games.size() && columns.size() < keys; ++i) {
        st.bind(1, games[i]);
        while (st.step())
            if (std::string key = st.text(0); std::find(columns.begin(), columns.end(), key) == columns.end())
                columns.push_back(std::move(key));
        st.reset();
    }
    return columns;
}

std::string optionalNumber(const Statement &st, int column)
{
    return st.isNull(column) ? std::string() : std::to_string(st.int64(column));
}

} // namespace

void exportHistoryCsv(const Database &db, std::ostream &out, const ExportProgress &progress)
{
    // One snapshot, while the app may write: the category columns found first are those of every row written.
    const ReadSnapshot snapshot(db, "history_csv", "Exporting the history as CSV");
    const std::vector<int64_t> games = exportedGames(db);
    const std::vector<std::string> columns = categoryColumns(db, games);
    std::vector<std::string> header{"game_id", "date",  "game_type", "status", "players", "seat",
                                    "player",  "nation", "side",     "score",  "rank",    "winner"};
    header.insert(header.end(), columns.begin(), columns.end());
    if (!(out << csvRecord(header)))
        return;

    Statement seats = db.prepare(
        "SELECT g.uuid, substr(COALESCE(g.finished_at, g.created_at), 1, 10), g.game_type, g.status, "
        "(SELECT COUNT(*) FROM game_players c WHERE c.game_id = g.id), gp.seat, p.name, gp.nation, gp.side, gp.score, "
        "gp.rank FROM games g JOIN game_players gp ON gp.game_id = g.id JOIN players p ON p.id = gp.player_id "
        "WHERE g.id = ?1 ORDER BY gp.seat");
    Statement categories = db.prepare("SELECT seat, key, value FROM seat_categories WHERE game_id = ?1 ORDER BY seat, ord");
    const auto total = int64_t(games.size());
    int64_t done = 0;
    std::map<int64_t, Categories> sheet;
    std::vector<std::string> fields;
    for (const int64_t id : games) {
        sheet.clear();
        categories.bind(1, id);
        while (categories.step())
            sheet[categories.int64(0)].emplace_back(categories.text(1), categories.int64(2));
        categories.reset();
        seats.bind(1, id);
        while (seats.step()) {
            const std::string rank = optionalNumber(seats, 10);
            fields = {seats.text(0), seats.text(1), seats.text(2), seats.text(3), std::to_string(seats.int64(4)),
                      std::to_string(seats.int64(5)), seats.text(6), seats.text(7), seats.text(8),
                      optionalNumber(seats, 9), rank, rank.empty() ? "" : (rank == "1" ? "yes" : "no")};
            const auto it = sheet.find(seats.int64(5));
            for (const std::string &key : columns) {
                std::string value;
                if (it != sheet.end())
                    for (const auto &[k, vp] : it->second)
                        if (k == key) {
                            value = std::to_string(vp);
                            break;
                        }
                fields.push_back(std::move(value));
            }
            if (!(out << csvRecord(fields)))
                return;
        }
        seats.reset();
        if (progress)
            progress(++done, total);
    }
    // A connection checked in the background (the CLI's export): a damaged file gives no export, the CLI's --out file
    // not written (docs/history-format.md).
    db.requireIntegrity();
}

std::string exportHistoryCsv(const Database &db, const ExportProgress &progress)
{
    std::ostringstream out;
    exportHistoryCsv(db, out, progress);
    return std::move(out).str();
}

} // namespace nc::db
