// AppServices on a history of an older schema (app/services/app_services.cpp): the migration runs on a worker thread
// while MigrationWindow.qml shows the share of its steps done, then the database opens as before; a migration that
// fails is reported as the open error every game shows. On copies of tests/db/data/schema-v10.sqlite.
#include <QFile>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "db/migrations.h"
#include "import_qml_plugins.h"
#include "services/app_services.h"

#include <sqlite3.h>

using namespace nc::app;

class TestMigrationWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString schema10Copy(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        if (!QFile::copy(QStringLiteral(NC_DB_DATA_DIR "/schema-v10.sqlite"), path))
            return {};
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    // The progress the migration window shows, read every millisecond while AppServices builds (its event loop runs).
    struct Watch {
        QTimer timer;
        QList<double> seen;
        QString title, text;
        Watch()
        {
            timer.setInterval(1);
            QObject::connect(&timer, &QTimer::timeout, [this] {
                for (QWindow *w : QGuiApplication::topLevelWindows())
                    if (w->objectName() == QLatin1String("migrationWindow") && w->isVisible()) {
                        const double share = w->property("progress").toDouble();
                        if (seen.isEmpty() || seen.last() != share)
                            seen.append(share);
                        title = w->title();
                    }
            });
            timer.start();
        }
    };

private Q_SLOTS:
    void anOlderHistoryIsMigratedBehindTheProgressWindow()
    {
        const QString path = schema10Copy(QStringLiteral("v10.sqlite"));
        QVERIFY(!path.isEmpty());
        QVERIFY(nc::db::needsMigration(path.toStdString()));
        Watch watch;
        AppServices services(loadEmbeddedCatalog(), path);
        QVERIFY2(services.storageReady(), qPrintable(services.openError()));
        QCOMPARE(services.database()->userVersion(), nc::db::latestSchemaVersion());
        QVERIFY(!nc::db::needsMigration(path.toStdString()));
        // The window was shown and its bar went up to all the steps; it is gone now.
        QVERIFY2(watch.seen.size() >= 2, qPrintable(QString::number(watch.seen.size())));
        QCOMPARE(watch.title, QStringLiteral("Nations Companion"));
        QCOMPARE(watch.seen.last(), 1.0);
        for (int i = 1; i < watch.seen.size(); ++i)
            QVERIFY(watch.seen[i] > watch.seen[i - 1]);
        QCoreApplication::processEvents();
        for (QWindow *w : QGuiApplication::topLevelWindows())
            QVERIFY(w->objectName() != QLatin1String("migrationWindow") || !w->isVisible());
    }

    void aFailedMigrationIsTheOpenError()
    {
        const QString path = schema10Copy(QStringLiteral("broken.sqlite"));
        QVERIFY(!path.isEmpty());
        { // a table schema 11 makes, already there (written past the app): its CREATE TABLE fails, the migration rolls back
            sqlite3 *raw = nullptr;
            QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
            QCOMPARE(sqlite3_exec(raw, "CREATE TABLE stats_month_games (x)", nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(raw);
        }
        QVERIFY(nc::db::needsMigration(path.toStdString()));
        AppServices services(loadEmbeddedCatalog(), path);
        QVERIFY(!services.storageReady());
        QVERIFY(services.database() == nullptr);
        QVERIFY2(services.openError().contains(QLatin1String("Upgrading the schema to version 11")),
                 qPrintable(services.openError()));
        QVERIFY2(services.openError().contains(QLatin1String("stats_month_games")), qPrintable(services.openError()));
        QVERIFY(nc::db::needsMigration(path.toStdString())); // left at schema 10
    }
};

QTEST_MAIN(TestMigrationWindow)
#include "tst_migrationwindow.moc"
