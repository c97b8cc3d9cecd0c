#include "services/app_services.h"

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/migrations.h"
#include "history/historymodel.h"
#include "session/game_types.h"

#include <QEventLoop>
#include <QGuiApplication>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QThread>

namespace nc::app {

namespace {

// Brings the database at `path` up to date on a worker thread (db::Database::open() there, then closed) while the
// small MigrationWindow.qml shows the share of the steps done; returns the error, "" when done. The event loop runs
// meanwhile, so the window draws and the desktop does not think the app hung.
QString migrateShowingProgress(const QString &path)
{
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/NationsCompanion/Ui/MigrationWindow.qml")));
    const QPointer<QObject> window = engine.rootObjects().value(0);
    QString error;
    std::unique_ptr<QThread> worker(QThread::create([&] {
        try {
            db::Database::open(path.toStdString(), db::IntegrityCheck::InBackground, db::kIntegrityCheckAtOpenBytes,
                               [&](int64_t done, int64_t total) {
                                   if (window) // the window belongs to the GUI thread: set there
                                       QMetaObject::invokeMethod(window, [window, share = double(done) / double(total)] {
                                           if (window)
                                               window->setProperty("progress", share);
                                       });
                               });
        } catch (const std::exception &e) {
            error = QString::fromUtf8(e.what());
        }
    }));
    QEventLoop loop;
    QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    worker->start();
    loop.exec();
    worker->wait();
    return error;
}

} // namespace

AppServices::AppServices(nations::Catalog catalog, const QString &databasePath)
    : m_databasePath(databasePath)
    , m_catalog(std::move(catalog))
    , m_gameTypes(std::make_unique<GameTypes>(m_catalog, loadEmbeddedWonPrices()))
    , m_nationsHistory(std::make_unique<HistoryModel>())
{
    // A history of an older schema: its migration on a worker thread behind a progress window (the app's, not a test's
    // or the CLI's: only with a GUI application); one that fails is reported like any database that cannot be opened.
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()) && db::needsMigration(databasePath.toStdString()))
        m_openError = migrateShowingProgress(databasePath);
    if (!m_openError.isEmpty())
        return;
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
