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

} // namespace nc::db
