#include "db/export_order.h"

#include "db/database.h"

namespace nc::db {

std::vector<int64_t> exportedGames(const Database &db)
{
    std::vector<int64_t> ids;
    Statement st = db.prepare("SELECT id FROM games WHERE deleted_at IS NULL ORDER BY created_at, uuid");
    while (st.step())
        ids.push_back(st.int64(0));
    return ids;
}

} // namespace nc::db
