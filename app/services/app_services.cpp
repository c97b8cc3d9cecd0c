#include "services/app_services.h"

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "db/game_store.h"
#include "history/historymodel.h"
#include "session/game_types.h"

namespace nc::app {

AppServices::AppServices(nations::Catalog catalog, const QString &databasePath)
    : m_databasePath(databasePath)
    , m_catalog(std::move(catalog))
    , m_gameTypes(std::make_unique<GameTypes>(m_catalog, loadEmbeddedWonPrices()))
    , m_nationsHistory(std::make_unique<HistoryModel>())
{
    try {
        // A large file is checked in the background, so the history shows at once; writes wait for the check
        // and are refused on a damaged file (docs/state-format.md "Damaged databases").
        m_db = std::make_unique<db::Database>(
            db::Database::open(databasePath.toStdString(), db::IntegrityCheck::InBackground));
        m_store = std::make_unique<db::GameStore>(*m_db);
    } catch (const std::exception &e) { // each game shows it and refuses to play without saving
        m_store.reset();
        m_db.reset();
        m_openError = QString::fromUtf8(e.what());
    }
}

AppServices::~AppServices() = default;

} // namespace nc::app
