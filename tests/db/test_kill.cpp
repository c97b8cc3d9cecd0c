// The kill test: a writer process appends actions and acknowledges each after appendAction() returned;
// we SIGKILL it mid-stream, then check that every acknowledged action is in the file, intact and in
// order, and that the game can be resumed. Repeated with different kill points on the same game.
#include "db/database.h"
#include "db/game_store.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <map>
#include <optional>
#include <thread>

extern char **environ;

using namespace nc::db;
using nc::db::test::TempDir;

namespace {

constexpr int kLineTimeoutMs = 30000;

// A running nc_db_writer with its stdout on a pipe. Killed and reaped on destruction if still running.
class Writer {
public:
    explicit Writer(const std::vector<std::string> &args)
    {
        int fds[2];
        REQUIRE(::pipe2(fds, O_CLOEXEC) == 0);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO); // dup2 clears O_CLOEXEC

        std::vector<std::string> all{NC_DB_WRITER};
        all.insert(all.end(), args.begin(), args.end());
        std::vector<char *> argv;
        for (std::string &a : all)
            argv.push_back(a.data());
        argv.push_back(nullptr);

        const int rc = ::posix_spawn(&m_pid, NC_DB_WRITER, &actions, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        ::close(fds[1]);
        m_fd = fds[0];
        INFO("spawning " << NC_DB_WRITER << ": " << std::strerror(rc));
        REQUIRE(rc == 0);
    }
    ~Writer()
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        if (m_fd >= 0)
            ::close(m_fd);
    }

    /// Next complete line of output; nullopt at end of output. Fails the test after kLineTimeoutMs.
    std::optional<std::string> readLine()
    {
        for (;;) {
            const auto newline = m_buffer.find('\n');
            if (newline != std::string::npos) {
                std::string line = m_buffer.substr(0, newline);
                m_buffer.erase(0, newline + 1);
                return line;
            }
            if (m_eof)
                return std::nullopt; // an unterminated last line was cut by the kill: not an ack
            pollfd p{m_fd, POLLIN, 0};
            const int ready = ::poll(&p, 1, kLineTimeoutMs);
            REQUIRE(ready == 1); // 0 = the writer hung
            char chunk[65536];
            const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
            REQUIRE(n >= 0);
            if (n == 0)
                m_eof = true;
            else
                m_buffer.append(chunk, static_cast<size_t>(n));
        }
    }

    /// SIGKILL, then reap; returns the wait status.
    int killAndWait()
    {
        REQUIRE(::kill(m_pid, SIGKILL) == 0);
        int status = 0;
        REQUIRE(::waitpid(m_pid, &status, 0) == m_pid);
        m_pid = -1;
        return status;
    }

private:
    pid_t m_pid = -1;
    int m_fd = -1;
    std::string m_buffer;
    bool m_eof = false;
};

// Parses "ack <seq> <payload>" into `acked`; returns false for any other line.
bool parseAck(const std::string &line, std::map<int64_t, std::string> &acked)
{
    if (line.rfind("ack ", 0) != 0)
        return false;
    const auto space = line.find(' ', 4);
    REQUIRE(space != std::string::npos);
    const int64_t seq = std::stoll(line.substr(4, space - 4));
    INFO("seq " << seq << " acknowledged twice");
    REQUIRE(acked.emplace(seq, line.substr(space + 1)).second);
    return true;
}

std::string integrityCheck(const Database &db)
{
    Statement st = db.prepare("PRAGMA integrity_check");
    std::string result;
    while (st.step())
        result += st.text(0);
    return result;
}

} // namespace

TEST_CASE("killed writer: every acknowledged action survives and the game resumes", "[db][kill]")
{
    TempDir dir;
    const std::string path = dir.file("kill.db");
    std::map<int64_t, std::string> acked; // over all rounds: seq -> payload as printed by the writer
    int64_t gameId = 0;

    // Kill after this many acks in each round, then wait this long first so the kill lands in
    // different phases of a write (in the statement, in COMMIT's fsync, between actions).
    const std::vector<std::pair<int, int>> killPoints{{50, 0}, {1, 0}, {73, 300}, {17, 1500}, {120, 50}, {50, 4000}};
    for (size_t round = 0; round < killPoints.size(); ++round) {
        const auto [killAfter, delayUs] = killPoints[round];
        INFO("round " << round << ": kill after " << killAfter << " acks + " << delayUs << " us");
        int ackedThisRound = 0;
        {
            Writer writer({path, round == 0 ? std::string("new") : std::to_string(gameId)});
            const auto first = writer.readLine();
            REQUIRE(first);
            REQUIRE(first->rfind("game ", 0) == 0);
            const int64_t id = std::stoll(first->substr(5));
            if (round == 0)
                gameId = id;
            REQUIRE(id == gameId);

            while (ackedThisRound < killAfter) {
                const auto line = writer.readLine();
                REQUIRE(line); // the writer must not stop on its own
                REQUIRE(parseAck(*line, acked));
                ++ackedThisRound;
            }
            if (delayUs > 0)
                std::this_thread::sleep_for(std::chrono::microseconds(delayUs));
            const int status = writer.killAndWait();
            REQUIRE(WIFSIGNALED(status));
            REQUIRE(WTERMSIG(status) == SIGKILL);
            // Acks already in the pipe were printed after a successful COMMIT: they count too.
            while (const auto line = writer.readLine())
                REQUIRE(parseAck(*line, acked));
        }
        REQUIRE(!acked.empty());
        const int64_t lastAcked = acked.rbegin()->first;

        Database db = Database::open(path);
        CHECK(integrityCheck(db) == "ok");
        GameStore store(db);
        const auto log = store.actions(gameId);
        REQUIRE(!log.empty());
        CHECK(log.front().kind == "setup");
        for (size_t i = 0; i < log.size(); ++i)
            REQUIRE(log[i].seq == static_cast<int64_t>(i) + 1); // contiguous from 1
        // All acknowledged actions are there; at most one more was committed but not yet acknowledged.
        REQUIRE(static_cast<int64_t>(log.size()) >= lastAcked);
        CHECK(static_cast<int64_t>(log.size()) <= lastAcked + 1);
        for (const auto &[seq, payload] : acked) {
            INFO("acknowledged seq " << seq);
            REQUIRE(log[static_cast<size_t>(seq - 1)].payloadJson == payload);
        }
        // The checksum chain is written in the transaction of each row: a kill never leaves a bad chain.
        const CheckedLog checked = store.checkedActions(gameId);
        CHECK_FALSE(checked.damage.has_value());
        CHECK(checked.actions.size() == log.size());
        CHECK(store.latestActiveGame("nations") == gameId);
        CHECK(store.game(gameId)->status == GameStatus::Active);
    }
}

TEST_CASE("killed while creating a game: the game is all there or not at all", "[db][kill]")
{
    TempDir dir;
    // Kill after various short delays: while opening/migrating the fresh file, during createGame, just after.
    const std::vector<int> delaysUs{0, 100, 500, 1000, 2000, 4000, 8000, 16000};
    for (size_t round = 0; round < delaysUs.size(); ++round) {
        INFO("kill after " << delaysUs[round] << " us");
        const std::string path = dir.file("create-" + std::to_string(round) + ".db");
        std::optional<int64_t> announced;
        {
            Writer writer({path, "new", "5"});
            std::this_thread::sleep_for(std::chrono::microseconds(delaysUs[round]));
            writer.killAndWait();
            while (const auto line = writer.readLine()) {
                if (line->rfind("game ", 0) == 0)
                    announced = std::stoll(line->substr(5));
            }
        }
        Database db = Database::open(path); // also proves an interrupted migration left no half schema
        CHECK(integrityCheck(db) == "ok");
        GameStore store(db);
        const auto games = store.history();
        CHECK(games.size() <= 1);
        for (const auto &g : games) {
            CHECK(g.seats.size() == 2);
            const auto log = store.actions(g.id);
            REQUIRE(!log.empty());
            CHECK(log.front().seq == 1);
            CHECK(log.front().kind == "setup");
            CHECK_FALSE(store.checkedActions(g.id).damage.has_value());
        }
        if (announced) {
            REQUIRE(games.size() == 1);
            CHECK(games.front().id == *announced);
        }
    }
}
