// HistoryFiles (the app's backup, restore and exports, app/history/history_files.h) on real SQLite files: each job
// runs off the GUI thread and its progress reaches the total; the backup restores the history exactly; each export
// gives the bytes of the db/ export; a cancelled job leaves no file (and a cancelled restore an unchanged database);
// a damaged, foreign or newer backup is refused with a message naming it and nothing changes.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "db/database.h"
#include "db/game_store.h"
#include "db/history_bgstats.h"
#include "db/history_csv.h"
#include "db/history_export.h"
#include "history/history_files.h"

using namespace nc;
using nc::app::HistoryFiles;

class TstHistoryFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    static constexpr int kGames = 400; // enough that a job cancelled at once is still running

    QString path() const { return m_dir.filePath(QStringLiteral("h.sqlite")); }
    QString file(const char *name) const { return m_dir.filePath(QString::fromUtf8(name)); }
    /// A backup of the history as the tests start it (each test may run on its own: `-functions`, one name).
    QString backupFile()
    {
        const QString backup = file("start-backup.sqlite");
        if (!QFile::exists(backup)) {
            HistoryFiles f(path());
            if (!run(f, [&] { return f.backup(backup); }))
                qWarning("the backup for the test could not be written: %s", qPrintable(f.error()));
        }
        return backup;
    }
    db::Database reopen() const { return db::Database::open(path().toStdString()); }
    std::string history() const
    {
        auto db = reopen();
        return db::exportHistoryJson(db);
    }
    static QByteArray read(const QString &name)
    {
        QFile f(name);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    // The files of the folder, to see that a job left nothing behind (no partial or temporary file).
    QStringList files() const
    {
        QStringList names = QDir(m_dir.path()).entryList(QDir::Files, QDir::Name);
        names.removeIf([](const QString &n) { return n.endsWith(QLatin1String("-wal")) || n.endsWith(QLatin1String("-shm")); });
        return names;
    }

    // Runs `start` and waits for its end; returns finished()'s ok.
    static bool run(HistoryFiles &f, const std::function<bool()> &start)
    {
        QSignalSpy finished(&f, &HistoryFiles::finished);
        if (!start())
            return false;
        if (finished.isEmpty() && !finished.wait(60000))
            return false;
        return finished.first().first().toBool();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto db = reopen();
        db::GameStore store(db);
        for (int i = 0; i < kGames; ++i) {
            const int64_t id = store.createGame("nations_dice", "{}", {{"Ann", "", '\0'}, {"Ben, \"B\"", "", '\0'}}, "{}");
            store.finishGame(id,
                             R"({"categories":[{"key":"books","label":"Books"},{"key":"wonders","label":"Wonders"}],)"
                             R"("players":[{"name":"Ann","categories":{"books":2,"wonders":9},"total":11,"rank":2},)"
                             R"({"name":"Ben","categories":{"books":4,"wonders":12},"total":16,"rank":1}]})",
                             {{0, 11, 2}, {1, 16, 1}});
        }
    }

    void exportsGiveTheHistoryWithTheirProgress_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("json") << QStringLiteral("json");
        QTest::newRow("csv") << QStringLiteral("csv");
        QTest::newRow("bgstats") << QStringLiteral("bgstats");
    }
    void exportsGiveTheHistoryWithTheirProgress()
    {
        QFETCH(QString, format);
        HistoryFiles f(path());
        QSignalSpy progress(&f, &HistoryFiles::progressChanged);
        const QString out = file("export.") + format;
        QVERIFY(run(f, [&] { return f.exportHistory(format, QUrl::fromLocalFile(out).toString()); }));
        QVERIFY2(f.error().isEmpty(), qPrintable(f.error()));
        QVERIFY(f.message().contains(out));
        QVERIFY(!f.busy());
        QCOMPARE(f.total(), qint64(kGames));
        QCOMPARE(f.done(), qint64(kGames));
        QVERIFY(progress.count() >= 2); // the start (0 of 0) and at least the end
        auto db = reopen();
        const std::string expected = format == QLatin1String("json") ? db::exportHistoryJson(db)
                                     : format == QLatin1String("csv") ? db::exportHistoryCsv(db)
                                                                     : db::exportHistoryBgStats(db);
        QCOMPARE(read(out), QByteArray::fromStdString(expected));
        QFile::remove(out);
    }

    void backupRestoresTheHistory()
    {
        const std::string before = history();
        HistoryFiles f(path());
        QSignalSpy restored(&f, &HistoryFiles::restored);
        const QString backup = file("backup.sqlite");
        QVERIFY(run(f, [&] { return f.backup(backup); }));
        QVERIFY(f.total() > 0);
        QCOMPARE(f.done(), f.total()); // pages
        QVERIFY(f.message().contains(QString::number(kGames)));

        { // the history changes after the backup
            auto db = reopen();
            db::GameStore(db).createGame("nations_dice", "{}", {{"Cleo", "", '\0'}}, "{}");
        }
        QVERIFY(history() != before);
        QVERIFY(run(f, [&] { return f.restore(backup); }));
        QCOMPARE(f.done(), f.total());
        QCOMPARE(restored.count(), 1);
        QCOMPARE(history(), before);
    }

    void aCancelledJobLeavesNothing()
    {
        const std::string before = history();
        const QString backup = backupFile();
        QVERIFY(QFile::exists(backup));
        HistoryFiles f(path());
        QSignalSpy restored(&f, &HistoryFiles::restored);
        const QStringList filesBefore = files();
        // Cancel at once: the job stops at its first game or batch of pages.
        const auto cancelled = [&](const std::function<bool()> &start) {
            const bool ok = run(f, [&] {
                const bool started = start();
                f.cancel();
                return started;
            });
            return !ok && f.error().contains(QStringLiteral("ancelled"));
        };
        QVERIFY(cancelled([&] { return f.exportHistory(QStringLiteral("json"), file("cancelled.json")); }));
        QVERIFY(cancelled([&] { return f.exportHistory(QStringLiteral("csv"), file("cancelled.csv")); }));
        QVERIFY(cancelled([&] { return f.exportHistory(QStringLiteral("bgstats"), file("cancelled.bgsplay")); }));
        QVERIFY(cancelled([&] { return f.backup(file("cancelled.sqlite")); }));
        QCOMPARE(files(), filesBefore);

        // A restore cancelled leaves the database as it was (here: one game more than the backup).
        {
            auto db = reopen();
            db::GameStore(db).createGame("nations_dice", "{}", {{"Dora", "", '\0'}}, "{}");
        }
        const std::string changed = history();
        QVERIFY(changed != before);
        QVERIFY(cancelled([&] { return f.restore(backup); }));
        QVERIFY(f.error().contains(QStringLiteral("not changed")));
        QCOMPARE(history(), changed);
        QCOMPARE(restored.count(), 0);
        QCOMPARE(files(), filesBefore);
    }

    void aDamagedForeignOrNewerBackupIsRefused()
    {
        const std::string before = history();
        HistoryFiles f(path());
        QSignalSpy restored(&f, &HistoryFiles::restored);

        const QString notes = file("notes.sqlite");
        {
            QFile out(notes);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("not a backup\n");
        }
        QVERIFY(!run(f, [&] { return f.restore(notes); }));
        QVERIFY2(f.error().contains(notes) && f.error().contains(QStringLiteral("not an SQLite database")),
                 qPrintable(f.error()));

        const QString newer = file("newer.sqlite");
        QVERIFY(QFile::copy(backupFile(), newer));
        {
            auto db = db::Database::open(newer.toStdString());
            db.exec("PRAGMA user_version = 999");
        }
        QVERIFY(!run(f, [&] { return f.restore(newer); }));
        QVERIFY2(f.error().contains(newer) && f.error().contains(QStringLiteral("newer version")), qPrintable(f.error()));

        // A backup whose pages were overwritten: SQLite's integrity check (or its open) refuses it.
        const QString damaged = file("damaged.sqlite");
        QVERIFY(QFile::copy(backupFile(), damaged));
        {
            QFile out(damaged);
            QVERIFY(out.open(QIODevice::ReadWrite));
            QVERIFY(out.size() > 8 * 4096);
            out.seek(2 * 4096);
            out.write(QByteArray(6 * 4096, '\xab'));
        }
        QVERIFY(!run(f, [&] { return f.restore(damaged); }));
        QVERIFY2(f.error().contains(damaged), qPrintable(f.error()));

        QCOMPARE(history(), before);
        QCOMPARE(restored.count(), 0);
        QVERIFY(f.message().isEmpty());
    }
};

QTEST_MAIN(TstHistoryFiles)
#include "tst_historyfiles.moc"
