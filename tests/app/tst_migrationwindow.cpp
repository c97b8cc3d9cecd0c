// AppServices on a history of an older schema (app/services/app_services.cpp): the migration runs on a worker thread
// while MigrationWindow.qml shows the share of its steps done, then the database opens as before; a migration that
// fails is reported as the open error every game shows. On copies of tests/db/data/schema-v10.sqlite.
#include <QFile>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "db/migrations.h"
#include "import_qml_plugins.h"
#include "services/app_services.h"
#include "settings/app_settings.h"

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

    // `root` and every item under it (the visual tree: QML items' QObject parents need not be their parents).
    static QList<QQuickItem *> allItems(QQuickItem *root)
    {
        QList<QQuickItem *> items{root};
        for (QQuickItem *child : root->childItems())
            items += allItems(child);
        return items;
    }

    // The progress the migration window shows, read every millisecond while AppServices builds (its event loop runs).
    struct Watch {
        QTimer timer;
        QList<double> seen;
        QString title, text;
        bool movingAtZero = true; ///< the bar moved (indeterminate) whenever no step was done yet, and only then
        bool fits = true;         ///< every text and the bar within the window, when the shot was taken
        QImage shot;              ///< the window as drawn, once half of the steps are done
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
                        auto *quick = qobject_cast<QQuickWindow *>(w);
                        if (!quick)
                            continue;
                        const QList<QQuickItem *> items = allItems(quick->contentItem());
                        const auto bar = std::find_if(items.begin(), items.end(), [](QQuickItem *item) {
                            return item->objectName() == QLatin1String("migrationBar");
                        });
                        movingAtZero = movingAtZero && bar != items.end()
                            && (*bar)->property("indeterminate").toBool() == (share == 0);
                        if (!shot.isNull() || share < 0.5)
                            continue;
                        shot = quick->grabWindow(); // laid out and drawn: the sizes are settled
                        for (QQuickItem *item : items) {
                            if (!item->isVisible())
                                continue;
                            if (item->mapToScene(QPointF(0, item->height())).y() > w->height() + 0.5)
                                fits = false; // out of the window
                            if (item->property("lineCount").isValid() // a text squeezed by its layout
                                && item->property("contentHeight").toDouble() > item->height() + 0.5)
                                fits = false;
                        }
                    }
            });
            timer.start();
        }
    };

private Q_SLOTS:
    void anOlderHistoryIsMigratedBehindTheProgressWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Finnish") << QStringLiteral("fi");
        QTest::newRow("German") << QStringLiteral("de");
    }

    // In each language the window's texts fit (the longest translation the narrowest).
    void anOlderHistoryIsMigratedBehindTheProgressWindow()
    {
        QFETCH(QString, language);
        QCOMPARE(AppSettings::installTranslator(language), language);
        const QString path = schema10Copy(QStringLiteral("v10-%1.sqlite").arg(language));
        QVERIFY(!path.isEmpty());
        QVERIFY(nc::db::needsMigration(path.toStdString()));
        Watch watch;
        AppServices services(loadEmbeddedCatalog(), path);
        QVERIFY2(services.storageReady(), qPrintable(services.openError()));
        QCOMPARE(services.database()->userVersion(), nc::db::latestSchemaVersion());
        QVERIFY(!nc::db::needsMigration(path.toStdString()));
        // The window was shown and its bar went up to all the steps; it is gone now.
        QVERIFY2(watch.seen.size() >= 2, qPrintable(QString::number(watch.seen.size())));
        QCOMPARE(watch.title, QStringLiteral("Nations Companion")); // the app's name, not translated
        QCOMPARE(watch.seen.last(), 1.0);
        for (int i = 1; i < watch.seen.size(); ++i)
            QVERIFY(watch.seen[i] > watch.seen[i - 1]);
        QVERIFY(watch.movingAtZero);
        QVERIFY(watch.fits);
        QVERIFY(!watch.shot.isNull());
        if (const QString dir = qEnvironmentVariable("NC_SHOT_DIR"); !dir.isEmpty())
            watch.shot.save(dir + QStringLiteral("/migration-window-%1.png").arg(language));
        QCoreApplication::processEvents();
        for (QWindow *w : QGuiApplication::topLevelWindows())
            QVERIFY(w->objectName() != QLatin1String("migrationWindow") || !w->isVisible());
    }

    void aFailedMigrationIsTheOpenError()
    {
        AppSettings::installTranslator(QStringLiteral("en"));
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
