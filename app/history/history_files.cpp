#include "history/history_files.h"

#include <QSaveFile>
#include <QUrl>
#include <QtConcurrent>

#include "db/backup.h"
#include "db/database.h"
#include "db/history_bgstats.h"
#include "db/history_csv.h"
#include "db/history_export.h"
#include "history/device_stream.h"

namespace nc::app {

namespace {

HistoryFiles *g_instance = nullptr;

// Thrown by the progress callback when Cancel was pressed: the db/ jobs then clean up and pass it on.
struct Cancelled {};

// The app's database on a connection of the job's own thread (db::Database is single-threaded). Not checked again:
// the app's own connection checked it when it opened it, and these jobs only read it.
db::Database openDatabase(const QString &path)
{
    return db::Database::open(path.toStdString(), db::IntegrityCheck::Skipped);
}

// Writes `file` through `write` into a QSaveFile: the file appears only when complete, and a failure or a Cancel
// (an exception of `write`) leaves no file and keeps an earlier one as it was.
void saveFile(const QString &file, const std::function<void(std::ostream &)> &write)
{
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        throw std::runtime_error(out.errorString().toStdString());
    {
        DeviceStream stream(out);
        write(stream); // an exception: ~QSaveFile discards the temporary file
        if (!stream.flush()) { // the device's own error (a full disk), not the "canceled" of cancelWriting()
            const QString why = out.errorString();
            out.cancelWriting();
            throw std::runtime_error(why.toStdString());
        }
    }
    if (!out.commit())
        throw std::runtime_error(out.errorString().toStdString());
}

} // namespace

HistoryFiles::HistoryFiles(QString databasePath, QObject *parent)
    : QObject(parent)
    , m_databasePath(std::move(databasePath))
{
}

HistoryFiles::~HistoryFiles()
{
    m_cancel = true;
    m_future.waitForFinished();
}

HistoryFiles *HistoryFiles::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT(g_instance);
    QJSEngine::setObjectOwnership(g_instance, QJSEngine::CppOwnership);
    return g_instance;
}

void HistoryFiles::setInstance(HistoryFiles *instance) { g_instance = instance; }

void HistoryFiles::clearInstance(const HistoryFiles *instance)
{
    if (g_instance == instance)
        g_instance = nullptr;
}

QString HistoryFiles::localPath(const QString &file)
{
    return file.startsWith(QLatin1String("file:")) ? QUrl(file).toLocalFile() : file;
}

bool HistoryFiles::backup(const QString &file)
{
    const QString path = localPath(file);
    const QString database = m_databasePath;
    return start(QStringLiteral("backup"), [path, database](const auto &progress) {
        try {
            db::Database db = openDatabase(database);
            const db::BackupReport r = db::backupDatabase(db, path.toStdString(), progress);
            return tr("Backed up %n game(s) to %1.", "", int(r.games)).arg(path);
        } catch (const db::DbError &e) {
            throw std::runtime_error(tr("The backup was not written: %1").arg(QString::fromUtf8(e.what())).toStdString());
        }
    });
}

bool HistoryFiles::restore(const QString &file)
{
    const QString path = localPath(file);
    const QString database = m_databasePath;
    return start(QStringLiteral("restore"), [path, database](const auto &progress) {
        try {
            const db::BackupReport r = db::restoreDatabase(path.toStdString(), database.toStdString(), progress);
            if (!r.openProblem.empty()) // restored all the same: the pages read the new file (and meet the problem)
                return tr("Restored %n game(s) from %1, but the restored database cannot be opened: %2", "", int(r.games))
                    .arg(path, QString::fromUtf8(r.openProblem.c_str()));
            return tr("Restored %n game(s) from %1.", "", int(r.games)).arg(path);
        } catch (const db::DbError &e) {
            throw std::runtime_error(tr("Nothing was restored: %1").arg(QString::fromUtf8(e.what())).toStdString());
        }
    });
}

bool HistoryFiles::exportHistory(const QString &format, const QString &file)
{
    if (format != QLatin1String("json") && format != QLatin1String("csv") && format != QLatin1String("bgstats")) {
        m_error = tr("Unknown export format \"%1\".").arg(format);
        Q_EMIT finished(false);
        return false;
    }
    const QString path = localPath(file);
    const QString database = m_databasePath;
    return start(format, [path, database, format](const auto &progress) {
        int64_t games = 0;
        const auto counted = [&](int64_t done, int64_t total) {
            games = total;
            progress(done, total);
        };
        try {
            db::Database db = openDatabase(database);
            saveFile(path, [&](std::ostream &out) {
                if (format == QLatin1String("json")) {
                    db::exportHistoryJson(db, out, counted);
                } else if (format == QLatin1String("csv")) {
                    db::exportHistoryCsv(db, out, counted);
                } else {
                    const std::string text = db::exportHistoryBgStats(db, counted);
                    out.write(text.data(), std::streamsize(text.size()));
                }
            });
        } catch (const std::exception &e) {
            throw std::runtime_error(tr("The export was not written: %1").arg(QString::fromUtf8(e.what())).toStdString());
        }
        return tr("Exported %n game(s) to %1.", "", int(games)).arg(path);
    });
}

void HistoryFiles::cancel()
{
    if (m_busy)
        m_cancel = true;
}

bool HistoryFiles::start(const QString &job, const Work &work)
{
    if (m_busy) {
        m_error = tr("Wait for the running job to end, or cancel it.");
        Q_EMIT finished(false);
        return false;
    }
    if (m_databasePath.isEmpty()) {
        m_error = tr("The database is not available.");
        Q_EMIT finished(false);
        return false;
    }
    m_job = job;
    m_busy = true;
    m_cancel = false;
    m_done = m_total = 0;
    m_doneNow = m_totalNow = 0;
    m_message.clear();
    m_error.clear();
    Q_EMIT busyChanged();
    Q_EMIT progressChanged();
    m_future = QtConcurrent::run([this, work] {
        // Told on the job's thread: keeps the figures and posts one update at a time to the GUI thread.
        const auto progress = [this](int64_t done, int64_t total) {
            m_doneNow = done;
            m_totalNow = total;
            if (!m_progressPosted.exchange(true))
                QMetaObject::invokeMethod(this, &HistoryFiles::onProgress, Qt::QueuedConnection);
            if (m_cancel)
                throw Cancelled{};
        };
        bool ok = false, cancelled = false;
        QString text;
        try {
            text = work(progress);
            ok = true;
        } catch (const Cancelled &) {
            cancelled = true;
        } catch (const std::exception &e) {
            text = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(this, [this, ok, cancelled, text] { onFinished(ok, cancelled, text); },
                                  Qt::QueuedConnection);
    });
    return true;
}

void HistoryFiles::onProgress()
{
    m_progressPosted = false;
    m_done = m_doneNow;
    m_total = m_totalNow;
    Q_EMIT progressChanged();
}

void HistoryFiles::onFinished(bool ok, bool cancelled, const QString &text)
{
    m_future.waitForFinished();
    onProgress(); // the last figures (done = total after a whole job)
    if (ok)
        m_message = text;
    else if (cancelled)
        m_error = m_job == QLatin1String("restore") ? tr("Restore cancelled: the database was not changed.")
                                                    : tr("Cancelled: nothing was written.");
    else
        m_error = text;
    m_busy = false;
    Q_EMIT busyChanged();
    Q_EMIT finished(ok);
    if (ok && m_job == QLatin1String("restore"))
        Q_EMIT restored();
}

} // namespace nc::app
