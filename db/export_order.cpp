#include "db/export_order.h"

#include "db/database.h"

namespace nc::db {

std::vector<int64_t> exportedGames(const Database &db, bool withTrash)
{
    std::vector<int64_t> ids;
    Statement st = db.prepare(std::string("SELECT g.id FROM games g") + (withTrash ? "" : " WHERE g.deleted_at IS NULL")
                              + " ORDER BY " + kExportOrder);
    while (st.step())
        ids.push_back(st.int64(0));
    return ids;
}

const std::vector<std::string> &exportedTables()
{
    static const std::vector<std::string> tables{"games", "game_players", "players", "player_merges",
                                                 "game_edits", "actions", "seat_categories"};
    return tables;
}

} // namespace nc::db
