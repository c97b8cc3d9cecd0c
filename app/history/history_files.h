#pragma once
// The history's files from the app (issue 15 §3): a backup of the whole database, a restore from one, and the
// exports (JSON, CSV, BG Stats; docs/history-format.md), injected as the QML singleton HistoryFiles beside
// HistoryEditor (history/statistics_host.h). One job at a time, run off the GUI thread on its own connection to the
// database file, with its progress (done, total: games for an export, database pages for a backup or a restore) and
// a Cancel. A job cancelled or refused leaves nothing behind: an export or a backup is written under another name
// and renamed when complete (QSaveFile, db/backup.h), a restore is one SQLite transaction that is rolled back, after
// the backup file's checks (db::restoreDatabase: integrity check, schema version, a Nations Companion database).

#include <QFuture>
#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <atomic>
#include <functional>
#include <string>

namespace nc::app {

class HistoryFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// A job is running.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    /// The running (or last) job: "backup", "restore", "json", "csv", "bgstats"; "" before the first.
    Q_PROPERTY(QString job READ job NOTIFY busyChanged)
    /// Its progress: units done of total (total 0 until the job knows it).
    Q_PROPERTY(qint64 done READ done NOTIFY progressChanged)
    Q_PROPERTY(qint64 total READ total NOTIFY progressChanged)
    /// What the last job did, for the page ("Exported 12 games to …"); "" while one runs or after a failure.
    Q_PROPERTY(QString message READ message NOTIFY finished)
    /// Why the last job failed or was refused (the file named), "" otherwise; a cancelled job says so here.
    Q_PROPERTY(QString error READ error NOTIFY finished)

public:
    /// `databasePath`: the app's database file ("" when it could not be opened: every job is refused).
    explicit HistoryFiles(QString databasePath, QObject *parent = nullptr);
    ~HistoryFiles() override; ///< cancels a running job and waits for it

    /// QML singleton factory: the instance injected with setInstance() (C++ ownership).
    static HistoryFiles *create(QQmlEngine *, QJSEngine *);
    static void setInstance(HistoryFiles *instance);
    static void clearInstance(const HistoryFiles *instance);

    bool busy() const { return m_busy; }
    QString job() const { return m_job; }
    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; }
    QString message() const { return m_message; }
    QString error() const { return m_error; }

    /// Each starts a job and returns true, or returns false (error() says why) when one is running or there is no
    /// database. `file` is a path or a file URL (a FileDialog's selectedFile). finished() tells the end.
    Q_INVOKABLE bool backup(const QString &file);
    /// Replaces the whole database with the backup `file` (the page asks first); restored() after a success, and
    /// the app reloads what it shows. A refused backup changes nothing.
    Q_INVOKABLE bool restore(const QString &file);
    /// `format`: "json", "csv" or "bgstats".
    Q_INVOKABLE bool exportHistory(const QString &format, const QString &file);
    /// Stops the running job at its next game or batch of pages; it then ends with error() saying it was cancelled.
    Q_INVOKABLE void cancel();
    /// The path of a file URL or path, for showing it.
    Q_INVOKABLE static QString localPath(const QString &file);

Q_SIGNALS:
    void busyChanged();
    void progressChanged();
    /// A job ended: `ok` false when it failed, was refused or was cancelled (error() says which).
    void finished(bool ok);
    /// The database was replaced by a backup: every page reloads.
    void restored();

private:
    /// What a job returns: the message on success; it throws on failure (std::exception's text is the detail).
    using Work = std::function<QString(const std::function<void(int64_t, int64_t)> &progress)>;
    bool start(const QString &job, const Work &work);
    void onProgress();
    void onFinished(bool ok, bool cancelled, const QString &text);

    QString m_databasePath;
    bool m_busy = false;
    QString m_job;
    qint64 m_done = 0, m_total = 0;
    QString m_message, m_error;
    QFuture<void> m_future;
    std::atomic<bool> m_cancel{false};
    std::atomic<int64_t> m_doneNow{0}, m_totalNow{0};
    std::atomic<bool> m_progressPosted{false};
};

} // namespace nc::app
