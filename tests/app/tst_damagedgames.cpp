// A damaged database is detected, not resumed (issue 11): the app starts whatever a row holds, lists the
// other games, marks the damaged one with its action and shows it read-only up to its last good action;
// a file that fails SQLite's integrity check is refused untouched; bit-flipped copies of a real database
// never resume a different game without a word; the files of earlier schema versions resume as before.
#include <QFile>
#include <QTest>

#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "app_test_support.h"
#include "db/action_chain.h"
#include "history/historymodel.h"
#include "selftest/scripted_game.h"

using nc::app::GameController;
using nc::app::HistoryModel;
using nc::test::TempDatabase;

namespace {

// Direct sqlite3 access, so the files are edited without the code under test.
void rawExec(const QString &path, const std::string &sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toStdString().c_str(), &db), SQLITE_OK);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
    const std::string message = error ? error : "";
    sqlite3_free(error);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, (sql.substr(0, 200) + ": " + message).c_str());
}

std::string fileBytes(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// {"items": [[[ ... ]]]} nested 2,000,000 deep: the row that made the app crash at every start.
std::string deepPayload()
{
    constexpr size_t depth = 2000000;
    return "{\"items\":" + std::string(depth, '[') + std::string(depth, ']') + "}";
}

QString dataFile(int version)
{
    return QStringLiteral(NC_DB_DATA_DIR "/schema-v%1.sqlite").arg(version);
}

} // namespace

class TestDamagedGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aDeepRowMarksItsGameDamagedAndTheAppStarts()
    {
        TempDatabase tmp;
        qint64 finished = 0;
        qint64 damaged = 0;
        nc::nations::GameState afterThree;
        {
            auto c = tmp.controller();
            nc::app::ScriptedGameOptions options;
            options.lastRound = 2;
            const QString error = nc::app::playScriptedGame(*c, options);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            finished = c->gameId();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            damaged = c->gameId();
            QVERIFY(c->setValue(0, QStringLiteral("gold"), 5));
            QVERIFY(c->setValue(1, QStringLiteral("gold"), 6));
            QVERIFY(c->setValue(0, QStringLiteral("food"), 3));
            afterThree = c->state();
        }
        // Row 5 (action 4) holds the deep payload with a valid chain, as if an older app had stored it;
        // row 6 comes after it.
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            nc::db::Statement last = db.prepare("SELECT chain FROM actions WHERE game_id = ?1 AND seq = 4");
            last.bind(1, int64_t(damaged));
            QVERIFY(last.step());
            const std::string payload = deepPayload();
            nc::db::Statement insert = db.prepare("INSERT INTO actions (game_id, seq, kind, payload_json, created_at, "
                                                  "chain) VALUES (?1, 5, 'adjustments', ?2, 'x', ?3)");
            insert.bind(1, int64_t(damaged)).bind(2, payload);
            insert.bind(3, nc::db::actionChain(last.text(0), damaged, 5, "adjustments", payload)).run();
            nc::db::GameStore store(db);
            QCOMPARE(store.appendAction(damaged, "pass", R"({"player":0})"), int64_t(6));
        }

        auto c = tmp.controller();
        QVERIFY(c->storageReady());
        QVERIFY(c->hasGame());
        QCOMPARE(c->gameId(), damaged);
        QVERIFY(c->readOnly());
        QVERIFY2(c->damage().contains(QStringLiteral("damaged at action 4 (row 5 of its log)")), qPrintable(c->damage()));
        QVERIFY2(c->damage().contains(QStringLiteral("nested too deeply")), qPrintable(c->damage()));
        QCOMPARE(c->actionLog().size(), size_t(3));
        QVERIFY(c->state() == afterThree);

        HistoryModel *h = c->history();
        QCOMPARE(h->rowCount(), 2);
        QCOMPARE(h->data(h->index(0), HistoryModel::GameIdRole).toLongLong(), damaged);
        QCOMPARE(h->data(h->index(0), HistoryModel::DamageRole).toString(), QStringLiteral("damaged (action 4)"));
        QCOMPARE(h->data(h->index(0), HistoryModel::DamagedActionRole).toInt(), 4);
        QCOMPARE(h->data(h->index(1), HistoryModel::GameIdRole).toLongLong(), finished);
        QCOMPARE(h->data(h->index(1), HistoryModel::DamageRole).toString(), QString());
        QCOMPARE(h->data(h->index(1), HistoryModel::DamagedActionRole).toInt(), -1);

        // Read-only: every change is refused and nothing is written to the damaged game.
        QVERIFY(!c->setValue(0, QStringLiteral("gold"), 9));
        QVERIFY2(c->lastError().contains(QStringLiteral("damaged at action 4")), qPrintable(c->lastError()));
        QVERIFY(!c->addPass(1));
        QVERIFY(!c->undo());
        QCOMPARE(tmp.storedActions(damaged), 6);

        // The other games open as usual; the damaged one opens read-only again from the history.
        QVERIFY2(c->openFinishedGame(finished), qPrintable(c->lastError()));
        QVERIFY(!c->readOnly());
        QVERIFY(!c->finalScore().isEmpty());
        QVERIFY(c->openFinishedGame(damaged));
        QVERIFY(c->readOnly());
        QVERIFY(c->state() == afterThree);

        // A new game can be started; the damaged one is set aside (its status only, its log as it was), so the
        // next start resumes the new game, not the damaged one again.
        QVERIFY2(c->startGame(nc::test::twoPlayers()), qPrintable(c->lastError()));
        QVERIFY(!c->readOnly());
        const qint64 fresh = c->gameId();
        QVERIFY(fresh != damaged);
        QCOMPARE(tmp.storedActions(damaged), 6);
        QCOMPARE(h->rowCount(), 3);
        QCOMPARE(h->data(h->index(1), HistoryModel::StatusRole).toString(), QStringLiteral("abandoned"));
        QCOMPARE(h->data(h->index(1), HistoryModel::DamageRole).toString(), QStringLiteral("damaged (action 4)"));
        c.reset();
        auto again = tmp.controller();
        QCOMPARE(again->gameId(), fresh);
        QVERIFY(!again->readOnly());
        // Set aside explicitly: abandoning a damaged game writes nothing to its log.
        QVERIFY(again->openFinishedGame(damaged));
        QVERIFY(again->readOnly());
        QVERIFY2(again->abandonGame(), qPrintable(again->lastError()));
        QCOMPARE(tmp.storedActions(damaged), 6);
        QCOMPARE(again->history()->data(again->history()->index(1), HistoryModel::DamageRole).toString(),
                 QStringLiteral("damaged (action 4)"));
    }

    void aChangedRowIsFoundByItsChecksum()
    {
        TempDatabase tmp;
        qint64 id = 0;
        nc::nations::GameState afterOne;
        {
            auto c = tmp.controller();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            id = c->gameId();
            QVERIFY(c->setValue(0, QStringLiteral("gold"), 5));
            afterOne = c->state();
            QVERIFY(c->setValue(0, QStringLiteral("gold"), 7));
            QVERIFY(c->setValue(1, QStringLiteral("stone"), 4));
        }
        // Action 2 says 8 Gold instead of 7: valid JSON the rules accept, found only by the chain.
        rawExec(tmp.path(), "UPDATE actions SET payload_json = replace(payload_json, '\"gold\":7', '\"gold\":8') "
                            "WHERE game_id = " + std::to_string(id) + " AND seq = 3 AND payload_json LIKE '%\"gold\":7%'");
        auto c = tmp.controller();
        QVERIFY(c->hasGame());
        QVERIFY(c->readOnly());
        QVERIFY2(c->damage().contains(QStringLiteral("action 2 (row 3 of its log)")), qPrintable(c->damage()));
        QVERIFY2(c->damage().contains(QStringLiteral("checksum")), qPrintable(c->damage()));
        QCOMPARE(c->actionLog().size(), size_t(1));
        QVERIFY(c->state() == afterOne);
        QCOMPARE(c->history()->data(c->history()->index(0), HistoryModel::DamageRole).toString(),
                 QStringLiteral("damaged (action 2)"));
    }

    void aRowTheRulesRefuseIsDamage()
    {
        TempDatabase tmp;
        qint64 id = 0;
        nc::nations::GameState afterTwo;
        {
            auto c = tmp.controller();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            id = c->gameId();
            QVERIFY(c->setValue(0, QStringLiteral("gold"), 5));
            QVERIFY(c->setValue(1, QStringLiteral("gold"), 2));
            afterTwo = c->state();
        }
        // Action 3: a "player" action whose payload is an array, with a valid chain (the store takes any
        // JSON); only the engine refuses it.
        {
            auto db = nc::db::Database::open(tmp.path().toStdString());
            nc::db::GameStore store(db);
            QCOMPARE(store.appendAction(id, "player", "[1,2]"), int64_t(4));
            QCOMPARE(store.appendAction(id, "pass", R"({"player":0})"), int64_t(5));
        }
        auto c = tmp.controller();
        QVERIFY(c->readOnly());
        QVERIFY2(c->damage().contains(QStringLiteral("damaged at action 3 (row 4 of its log)")), qPrintable(c->damage()));
        QVERIFY2(c->damage().contains(QStringLiteral("rules refuse")), qPrintable(c->damage()));
        QVERIFY2(c->damage().contains(QStringLiteral("as it was after action 2")), qPrintable(c->damage()));
        QCOMPARE(c->actionLog().size(), size_t(2));
        QVERIFY(c->state() == afterTwo);
        // The history knows it from the opening, though its chain and JSON are sound.
        c->refreshHistory();
        QCOMPARE(c->history()->data(c->history()->index(0), HistoryModel::DamageRole).toString(),
                 QStringLiteral("damaged (action 3)"));
        QVERIFY(!c->setValue(1, QStringLiteral("stone"), 4));
        QVERIFY2(c->lastError().contains(QStringLiteral("damaged at action 3")), qPrintable(c->lastError()));
        QCOMPARE(tmp.storedActions(id), 5);
    }

    void aDamagedFileIsRefusedUntouched()
    {
        TempDatabase tmp;
        {
            auto c = tmp.controller();
            QVERIFY(c->startGame(nc::test::twoPlayers()));
            QVERIFY(c->setValue(0, QStringLiteral("gold"), 5));
        }
        rawExec(tmp.path(), "PRAGMA journal_mode = DELETE");
        rawExec(tmp.path(), "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ'");
        const std::string before = fileBytes(tmp.path());

        auto c = tmp.controller();
        QVERIFY(!c->storageReady());
        QVERIFY(!c->hasGame());
        QVERIFY2(c->lastError().contains(QStringLiteral("is damaged")), qPrintable(c->lastError()));
        QVERIFY2(c->lastError().contains(QStringLiteral("Nothing was written to it")), qPrintable(c->lastError()));
        QVERIFY(!c->startGame(nc::test::twoPlayers()));
        QCOMPARE(c->history()->rowCount(), 0);
        QVERIFY(fileBytes(tmp.path()) == before);
        QVERIFY(!QFile::exists(tmp.path() + QStringLiteral("-wal")));
    }

    void bitFlippedCopiesNeverResumeAnotherGameSilently()
    {
        // A real database: the stored schema 2 file (a finished and an unfinished scripted game), brought
        // to the current schema by the app, as one file.
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("original.sqlite"));
        QVERIFY(QFile::copy(dataFile(2), original));
        QFile::setPermissions(original, QFile::ReadOwner | QFile::WriteOwner);
        nc::nations::GameState resumed;
        size_t logSize = 0;
        {
            nc::test::ControllerOn c(original);
            QVERIFY(c.hasGame());
            QVERIFY(!c.readOnly());
            resumed = c.state();
            logSize = c.actionLog().size();
            QCOMPARE(logSize, size_t(41));
        }
        rawExec(original, "PRAGMA journal_mode = DELETE");
        const std::string bytes = fileBytes(original);

        std::mt19937_64 random(11); // seeded: the same 30 bits every run
        int identical = 0, damaged = 0, refused = 0, silent = 0;
        for (int i = 0; i < 30; ++i) {
            const size_t bit = size_t(random() % (bytes.size() * 8));
            std::string copy = bytes;
            copy[bit / 8] = char(copy[bit / 8] ^ (1 << (bit % 8)));
            const QString path = dir.filePath(QStringLiteral("copy-%1.sqlite").arg(i));
            { std::ofstream(path.toStdString(), std::ios::binary) << copy; }

            nc::test::ControllerOn c(path);
            if (!c.storageReady()) {
                QVERIFY(!c.lastError().isEmpty());
                ++refused;
            } else if (c.readOnly()) {
                QVERIFY(!c.damage().isEmpty());
                ++damaged;
            } else if (c.hasGame() && c.state() == resumed && c.actionLog().size() == logSize) {
                ++identical;
            } else if (!c.hasGame() && !c.lastError().isEmpty()) {
                ++refused; // e.g. the game's id was flipped: its log cannot be found, and the app says so
            } else {
                qWarning("copy %d (bit %zu): resumed game %lld, %zu actions, error '%s'", i, bit,
                         static_cast<long long>(c.gameId()), c.actionLog().size(), qPrintable(c.lastError()));
                ++silent;
            }
        }
        qInfo("30 bit-flipped copies: %d resumed identically, %d damaged games shown read-only, %d refused", identical,
              damaged, refused);
        QCOMPARE(silent, 0);
        QCOMPARE(identical + damaged + refused, 30);
    }

    void filesOfEarlierSchemaVersionsResume()
    {
        for (int version : {1, 2}) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("old.sqlite"));
            QVERIFY(QFile::copy(dataFile(version), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            nc::test::ControllerOn c(path);
            QVERIFY2(c.storageReady(), qPrintable(c.lastError()));
            QVERIFY(c.hasGame());
            QCOMPARE(c.gameId(), qint64(2));
            QVERIFY(!c.readOnly());
            QCOMPARE(c.actionLog().size(), size_t(41));
            QCOMPARE(c.history()->rowCount(), 2);
            QCOMPARE(c.history()->data(c.history()->index(0), HistoryModel::DamageRole).toString(), QString());
            QCOMPARE(c.history()->data(c.history()->index(1), HistoryModel::DamageRole).toString(), QString());
            QVERIFY(c.setValue(0, QStringLiteral("gold"), 3)); // it plays on
            QVERIFY2(c.openFinishedGame(1), qPrintable(c.lastError()));
            QVERIFY(!c.readOnly());
            QCOMPARE(c.phase(), QStringLiteral("finished"));
            QVERIFY(!c.finalScore().isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestDamagedGames)
#include "tst_damagedgames.moc"
