// A real game killed mid-play resumes exactly where it stopped: nc_game_writer plays the scripted
// 8-round game through a GameController on a real SQLite file and acknowledges each stored action;
// it is killed (SIGKILL) at moments spread over the game; a new GameController on the same file must rebuild,
// from the action log alone, the state of the last acknowledged action (or of the one after it, when
// the kill fell between the COMMIT and the acknowledgement), and the game must go on from there.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "catalog/embedded_catalog.h"
#include "app_test_support.h"

class TestKillResume : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void killedGameResumesAtTheLastAcknowledgedAction()
    {
        int midGame = 0, exact = 0;
        // The scripted game stores about 95 actions in well under a second: kill after the k-th
        // acknowledgement has been read (the writer runs on meanwhile, so the kill falls anywhere after it).
        for (int k : {1, 4, 11, 23, 37, 52, 68, 81, 93}) {
            QTemporaryDir dir;
            const QString db = dir.filePath(QStringLiteral("killed.sqlite"));
            QProcess writer;
            writer.start(QStringLiteral(NC_GAME_WRITER), {db});
            QVERIFY2(writer.waitForStarted(5000), qPrintable(writer.errorString()));
            size_t ackedSize = 0;
            QByteArray ackedState, pending;
            bool done = false;
            int acks = 0;
            auto readLines = [&] {
                pending += writer.readAllStandardOutput();
                for (int nl; (nl = pending.indexOf('\n')) >= 0; pending.remove(0, nl + 1)) {
                    const QByteArray line = pending.left(nl);
                    if (line.startsWith("ack ")) {
                        const int space = line.indexOf(' ', 4);
                        ackedSize = size_t(line.mid(4, space - 4).toULongLong());
                        ackedState = line.mid(space + 1);
                        ++acks;
                    } else if (line == "done") {
                        done = true;
                    }
                }
            };
            while (acks < k && !done && writer.state() == QProcess::Running && writer.waitForReadyRead(10000))
                readLines();
            writer.kill(); // SIGKILL: no destructor, no flush, no rollback
            writer.waitForFinished(5000);
            readLines(); // what it acknowledged before dying
            const QString context = QStringLiteral("killed after acknowledgement %1: log size %2 acknowledged").arg(k).arg(ackedSize);

            nc::test::ControllerOn resumed(db);
            QVERIFY2(resumed.storageReady(), qPrintable(resumed.lastError()));
            if (done || (ackedSize == 0 && !resumed.hasGame()))
                continue; // finished before the kill, or killed before the game was created
            QVERIFY2(resumed.hasGame(), qPrintable(context));
            // The checksum chain is written with each row: a kill never leaves a damaged log.
            QVERIFY2(!resumed.readOnly(), qPrintable(context + QStringLiteral(": ") + resumed.damage()));
            ++midGame;
            const size_t stored = resumed.actionLog().size();
            QVERIFY2(stored == ackedSize || stored == ackedSize + 1,
                     qPrintable(context + QStringLiteral(": %1 actions in the log").arg(stored)));
            exact += stored == ackedSize;
            if (stored == ackedSize)
                QCOMPARE(QByteArray::fromStdString(nc::nations::toJson(resumed.state()).dump()), ackedState);
            // The game goes on: the next action is stored, and is there after another restart.
            QVERIFY2(resumed.addAdjustment(0, QStringLiteral("gold"), 1, QStringLiteral("after the kill")),
                     qPrintable(context + QStringLiteral(": ") + resumed.lastError()));
            nc::test::ControllerOn again(db);
            QCOMPARE(again.actionLog().size(), stored + 1);
            QVERIFY(again.state() == resumed.state());
        }
        qInfo("%d kills in the middle of the game, %d resumed exactly at the last acknowledged action, %d one "
              "action later (committed, not yet acknowledged)", midGame, exact, midGame - exact);
        QVERIFY2(midGame >= 6, "most kills must fall in the middle of the game");
    }
};

QTEST_MAIN(TestKillResume)
#include "tst_killresume.moc"
