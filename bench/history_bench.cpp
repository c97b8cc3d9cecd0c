// bench/history_bench: the history at scale (issue 15 §4). Creates N finished games spread over the three game
// types through the real store API (GameSession::start with each game type's setup document, appendAction,
// finishGame with the final score sheet each game type stores), then prints how long the app takes to open the
// database and show the history, each statistics query, the Hall of Fame, and the exports. A program that
// prints (docs/benchmarks.md), not a test.
//
//   history_bench --games N [--db FILE] [--actions K] [--seed S] [--years Y] [--no-export]
//
// --years Y spreads the games' finish days over Y years (365 * Y days) ending today, as a group logging its games
// with the app for years leaves them: game k of N (k = 0, 1, ...) is played and finished (N - 1 - k) * 365 * Y / N
// days before today, so the days run from the oldest game to the newest like the ids. The store is used as the app
// uses it (createGame ... finishGame stamp the game with SQLite's 'now', the summary tables are kept by their
// triggers); only the clock SQLite reads is set back, by a VFS that wraps the default one and subtracts the days from
// its current time (ClockVfs below) while the games are created. Without it every game finishes on the day it is
// created (the figures before it stay comparable). The statistics cases over the last 30 days, the last year and
// every year are printed either way.
#include <QCoreApplication>
#include <QTemporaryDir>

#include <malloc.h>
#include <sqlite3.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catalog/embedded_catalog.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_csv.h"
#include "db/history_export.h"
#include "db/solo_statistics.h"
#include "db/statistics.h"
#include "history/historymodel.h"
#include "nations/actions.h"
#include "nations/final_score.h"
#include "nations/gamecontroller.h"
#include "services/app_services.h"
#include "session/game_session.h"
#include "session/game_types.h"

namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double timeMs(const std::function<void()> &f)
{
    const auto start = Clock::now();
    f();
    return msSince(start);
}

double heapMiB()
{
    return double(mallinfo2().uordblks) / 1048576.0;
}

const std::vector<std::string> kNames = {"Anna",  "Ben",   "Chloe", "David", "Emma",  "Farid", "Greta",
                                         "Hugo",  "Ines",  "Jonas", "Kira",  "Lars",  "Mila",  "Nils",
                                         "Olga",  "Paul",  "Queenie", "Rosa", "Sami", "Tariq"};
const std::vector<std::string> kCampaigns = {"Winter league", "Club 2025", "Family"};
const std::vector<std::string> kFlags = {"bolshevia", "bharat", "showa_republic", "federal_provinces", "arazzaq",
                                         "anglica"};

// SQLite's default VFS with its clock set back by `daysBack` whole days (--years): what SQLite's 'now' is while a
// game is stored, so the store stamps the game's times as the app would have on that day. Everything else is the
// default VFS's (its functions, its pAppData: a copy of its struct under another name).
struct ClockVfs {
    static inline sqlite3_vfs *real = nullptr;
    static inline sqlite3_vfs vfs;
    static inline int64_t daysBack = 0;

    static int currentTimeInt64(sqlite3_vfs *, sqlite3_int64 *ms)
    {
        const int rc = real->xCurrentTimeInt64(real, ms); // Julian day in ms
        *ms -= daysBack * 86400000;
        return rc;
    }
    static int currentTime(sqlite3_vfs *, double *day)
    {
        const int rc = real->xCurrentTime(real, day); // Julian day
        *day -= double(daysBack);
        return rc;
    }
    // Makes it the default VFS (the one Database::open() uses). Throws when SQLite refuses.
    static void install()
    {
        real = sqlite3_vfs_find(nullptr);
        if (real == nullptr || real->iVersion < 2 || real->xCurrentTimeInt64 == nullptr)
            throw std::runtime_error("--years: the default SQLite VFS has no xCurrentTimeInt64");
        vfs = *real;
        vfs.pNext = nullptr;
        vfs.zName = "history_bench_clock";
        vfs.xCurrentTime = currentTime;
        vfs.xCurrentTimeInt64 = currentTimeInt64;
        if (sqlite3_vfs_register(&vfs, 1) != SQLITE_OK)
            throw std::runtime_error("--years: cannot register the clock VFS");
    }
};

struct Generator {
    std::mt19937 rng;
    const nc::nations::Catalog &catalog;
    const nc::app::GameTypes &types;
    nc::db::GameStore &store;
    int actions = 10;
    int years = 0; ///< --years (0 = every game finishes on the day it is created)
    int total = 0; ///< --games: the number the days are spread over
    std::vector<const nc::nations::Nation *> nations; ///< of the base set

    int between(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

    std::vector<std::string> players(int n)
    {
        std::vector<std::string> all = kNames;
        std::shuffle(all.begin(), all.end(), rng);
        all.resize(size_t(n));
        return all;
    }

    // Ranks from totals, best first; equal totals share a rank (the stored results allow ties).
    static std::vector<int> ranks(const std::vector<int> &totals)
    {
        std::vector<int> r(totals.size(), 1);
        for (size_t i = 0; i < totals.size(); ++i)
            for (size_t j = 0; j < totals.size(); ++j)
                if (totals[j] > totals[i])
                    ++r[i];
        return r;
    }

    void appendActions(int64_t id, int seats)
    {
        // What the history reads of a log is its chain and its JSON (checkStoredLog, the export); the rows are
        // table corrections, a kind every game type stores.
        for (int a = 0; a < actions; ++a)
            store.appendAction(id, "adjust",
                               json{{"player", a % seats}, {"quantity", "gold"}, {"amount", between(-3, 5)},
                                    {"note", "bench"}}
                                   .dump());
    }

    void nationsGame()
    {
        const int n = between(1, 5);
        const auto names = players(n);
        nc::nations::GameSetup setup;
        setup.options.solo = n == 1;
        setup.options.lastRound = between(0, 3) == 0 ? 2 * between(1, 3) : 8;
        if (between(0, 9) == 0)
            setup.options.campaign = kCampaigns[size_t(between(0, int(kCampaigns.size()) - 1))];
        std::vector<const nc::nations::Nation *> pool = nations;
        std::shuffle(pool.begin(), pool.end(), rng);
        for (int i = 0; i < n; ++i) {
            const auto *nation = pool[size_t(i)];
            const char side = nation->side('B') && between(0, 1) ? 'B' : 'A';
            setup.seats.push_back({names[size_t(i)], nation->id, side, nc::nations::Difficulty::Prince, json::object()});
        }
        nc::app::GameSession session(store, types.at("nations"));
        const int64_t id = session.start(nc::nations::toJson(setup));
        appendActions(id, n);

        // The pad the app stores (GameController: nations::toJson(FinalScore, state)), with played-out numbers.
        const nc::nations::GameState state = nc::nations::newGame(catalog, setup);
        nc::nations::FinalScore score = nc::nations::finalScore(catalog, state);
        std::vector<int> totals;
        for (auto &row : score.rows) {
            row.gameVp = between(5, 45);
            row.colonies = between(0, 12);
            row.wonders = between(0, 15);
            row.buildingsMilitary = between(0, 14);
            row.resources = between(0, 6);
            row.total = row.gameVp + row.colonies + row.wonders + row.buildingsMilitary + row.resources;
            totals.push_back(row.total);
        }
        const auto rank = ranks(totals);
        std::vector<nc::db::SeatResult> results;
        for (size_t i = 0; i < score.rows.size(); ++i) {
            score.rows[i].rank = rank[i];
            results.push_back({score.rows[i].player, score.rows[i].total, rank[i]});
        }
        score.hallOfFameTitle = n == 1 ? catalog.hallOfFameTitle(score.rows.front().total) : std::string();
        store.finishGame(id, nc::nations::toJson(score, state).dump(), results, score.hallOfFameTitle);
    }

    // Dice Game and Wealth of Nations: the seam's sheet (GameSession::finish), categories as the game type's
    // final score names them, with played-out numbers.
    void seamGame(const std::string &type, int minPlayers, int maxPlayers, int maxPerCategory)
    {
        const int n = between(minPlayers, maxPlayers);
        const auto names = players(n);
        json setup;
        if (type == "wealth_of_nations") {
            json ps = json::array();
            for (int i = 0; i < n; ++i)
                ps.push_back({{"name", names[size_t(i)]}, {"flag", kFlags[size_t(i)]}});
            setup = {{"players", ps}, {"first_player", between(0, n - 1)}};
        } else {
            setup = {{"players", names}, {"options", {{"tougher", n == 1 && between(0, 1) == 1}}}};
        }
        const nc::Ruleset &rules = types.at(type);
        nc::app::GameSession session(store, rules);
        const int64_t id = session.start(setup);
        appendActions(id, n);

        nc::FinalScoreSheet sheet = rules.finalScore(rules.newGame(setup).state);
        std::vector<int> totals;
        for (auto &p : sheet.players) {
            p.total = 0;
            for (int &vp : p.categories)
                p.total += vp = between(0, maxPerCategory);
            totals.push_back(p.total);
        }
        const auto rank = ranks(totals);
        std::vector<nc::db::SeatResult> results;
        for (size_t i = 0; i < sheet.players.size(); ++i) {
            sheet.players[i].rank = rank[i];
            results.push_back({int(i), sheet.players[i].total, rank[i]});
        }
        sheet.hallOfFameTitle = n == 1 ? rules.hallOfFameTitle(sheet.players.front().total) : std::nullopt;
        store.finishGame(id, sheet.toJson().dump(), results, sheet.hallOfFameTitle.value_or(""));
    }

    // Game k of the file (0-based), played and finished `daysBefore` days before today (ClockVfs).
    void game(int k)
    {
        if (years > 0)
            ClockVfs::daysBack = int64_t(total - 1 - k) * 365 * years / total;
        const int pick = between(0, 99); // 45 % Nations, 35 % Dice Game, 20 % Wealth of Nations
        if (pick < 45)
            nationsGame();
        else if (pick < 80)
            seamGame("nations_dice", 1, 4, 12);
        else
            seamGame("wealth_of_nations", 3, 6, 40);
        ClockVfs::daysBack = 0;
    }
};

int storedGames(const nc::db::Database &db)
{
    nc::db::Statement st = db.prepare("SELECT COUNT(*) FROM games");
    st.step();
    return st.int32(0);
}

void line(const char *what, double value, const char *unit)
{
    std::printf("  %-62s %10.2f %s\n", what, value, unit);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int games = 10000;
    int actions = 10;
    unsigned seed = 15;
    int years = 0;
    bool exports = true;
    std::string file;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--games" && hasValue)
            games = std::atoi(argv[++i]);
        else if (arg == "--db" && hasValue)
            file = argv[++i];
        else if (arg == "--actions" && hasValue)
            actions = std::atoi(argv[++i]);
        else if (arg == "--seed" && hasValue)
            seed = unsigned(std::strtoul(argv[++i], nullptr, 10));
        else if (arg == "--years" && hasValue)
            years = std::atoi(argv[++i]);
        else if (arg == "--no-export")
            exports = false;
        else {
            std::fprintf(stderr, "usage: history_bench --games N [--db FILE] [--actions K] [--seed S] [--years Y] [--no-export]\n");
            return 2;
        }
    }
    QTemporaryDir temp;
    if (file.empty())
        file = temp.filePath(QStringLiteral("history.sqlite")).toStdString();
    const QString path = QString::fromStdString(file);

    try {
        if (years > 0)
            ClockVfs::install();
        std::printf("history_bench: %d games, %d actions each after the setup, seed %u, %s, database %s\n", games,
                    actions, seed, years > 0 ? ("finished over " + std::to_string(years) + " years").c_str()
                                             : "finished on the day they are created", file.c_str());
        const auto catalogStart = Clock::now();
        const nc::nations::Catalog catalog = nc::app::loadEmbeddedCatalog();
        const double catalogMs = msSince(catalogStart);
        {
            // The first open migrates a file written by an older schema (the migration's time, once per file).
            const auto firstOpen = Clock::now();
            nc::app::AppServices services(catalog, path);
            std::printf("first open (with the migration of an older file): %.1f s\n", msSince(firstOpen) / 1000.0);
            if (!services.storageReady())
                throw std::runtime_error(services.openError().toStdString());
            const int existing = storedGames(*services.database());
            if (existing < games) {
                // Creation only: durability per commit is what the app needs, not what filling a test file
                // needs (synchronous FULL costs one fsync per game). Measurements reopen the file normally.
                services.database()->exec("PRAGMA synchronous = OFF", "bench");
                Generator gen{std::mt19937(seed + unsigned(existing)), catalog, services.gameTypes(),
                              *services.store(), actions, years, games, {}};
                for (const auto &n : catalog.nations())
                    if (n.set == "base")
                        gen.nations.push_back(&n);
                const auto start = Clock::now();
                for (int i = existing; i < games; ++i) {
                    gen.game(i);
                    if ((i + 1) % 10000 == 0)
                        std::fprintf(stderr, "  created %d games\n", i + 1);
                }
                std::printf("created %d games in %.1f s\n", games - existing, msSince(start) / 1000.0);
            } else {
                std::printf("reusing %d stored games\n", existing);
            }
        }
        std::printf("database file: %.1f MiB\n", double(std::filesystem::file_size(file)) / 1048576.0);

        std::printf("start (as main() does it):\n");
        line("embedded catalog", catalogMs, "ms");
        const double heapBefore = heapMiB();
        std::unique_ptr<nc::app::AppServices> services;
        const double openMs = timeMs([&] { services = std::make_unique<nc::app::AppServices>(catalog, path); });
        if (!services->storageReady())
            throw std::runtime_error(services->openError().toStdString());
        line("open the database (integrity check, migrate)", openMs, "ms");
        std::unique_ptr<nc::app::GameController> controller;
        const double historyMs = timeMs([&] { controller = std::make_unique<nc::app::GameController>(*services); });
        line("GameController: Nations history shown", historyMs, "ms");
        line("open + history", openMs + historyMs, "ms");
        nc::app::HistoryModel *model = services->nationsHistory();
        std::printf("  history rows loaded: %d; heap held after start: %.1f MiB\n", model->rowCount(),
                    heapMiB() - heapBefore);
        const double refreshMs = timeMs([&] { controller->refreshHistory(); });
        line("refreshHistory() again", refreshMs, "ms");

        nc::db::Database &db = *services->database();
        nc::db::GameStore &store = *services->store();
        std::printf("history of the other game types (their pages, newest 20):\n");
        for (const char *type : {"nations_dice", "wealth_of_nations"})
            line(type, timeMs([&] { (void)store.history(type, 20); }), "ms");

        std::printf("statistics (db/statistics.h statistics(), each call runs its five queries):\n");
        const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        struct Case {
            const char *name;
            nc::db::StatsFilter filter;
            std::string player;
        };
        std::vector<Case> cases = {
            {"every game", {}, ""},
            {"nations", {"nations", "", "", 0, "", "", ""}, ""},
            {"nations_dice, 2 players", {"nations_dice", "", "", 2, "", "", ""}, ""},
            {"wealth_of_nations, today", {"wealth_of_nations", today, today, 0, "", "", ""}, ""},
            {"every type, from today", {"", today, "", 0, "", "", ""}, ""},
            {"games with Anna", {"", "", "", 0, "Anna", "", ""}, ""},
            {"games with Anna, nations, 3 players", {"nations", "", "", 3, "Anna", "", ""}, ""},
            {"games with Anna, today", {"", today, today, 0, "Anna", "", ""}, ""},
            {"every game + Anna's detail", {}, "Anna"},
            {"nations + Anna's detail", {"nations", "", "", 0, "", "", ""}, "Anna"},
            {"every type from today + Anna's detail", {"", today, "", 0, "", "", ""}, "Anna"},
            {"games with Ben + Anna's detail", {"", "", "", 0, "Ben", "", ""}, "Anna"},
            {"games with Ben, today + Anna's detail", {"", today, today, 0, "Ben", "", ""}, "Anna"},
            {"solo on Prince", {"", "", "", 0, "", "prince", ""}, ""},
            {"card set base", {"", "", "", 0, "", "", "base"}, ""},
        };
        // Ranges of many days (the games spread with --years): the last 30 days, the last year, and every year as
        // an explicit range from the first finished game's day (and from the day after it), each alone, "with Anna", with Anna's detail, and
        // "with Ben" + Anna's detail.
        const QDate day = QDate::currentDate();
        std::string first = today;
        {
            nc::db::Statement st = db.prepare("SELECT MIN(substr(finished_at, 1, 10)) FROM games WHERE status = 'finished'");
            if (st.step() && !st.isNull(0))
                first = st.text(0);
        }
        const std::vector<std::pair<std::string, std::string>> ranges = {
            {"last 30 days", day.addDays(-29).toString(Qt::ISODate).toStdString()},
            {"last year", day.addDays(-364).toString(Qt::ISODate).toStdString()},
            {"every year (" + first + " on)", first},
            // The same but its first day: every day's summary rows but one (a range that holds every game's day is
            // read as no range, db/statistics.cpp holdsEveryDay()).
            {"every year but the first day",
             QDate::fromString(QString::fromStdString(first), Qt::ISODate).addDays(1).toString(Qt::ISODate).toStdString()},
        };
        std::vector<std::string> rangeNames; // the cases keep their names' text
        rangeNames.reserve(ranges.size() * 4);
        for (const auto &[name, from] : ranges) {
            rangeNames.push_back(name);
            cases.push_back({rangeNames.back().c_str(), {"", from, today, 0, "", "", ""}, ""});
            rangeNames.push_back(name + ", games with Anna");
            cases.push_back({rangeNames.back().c_str(), {"", from, today, 0, "Anna", "", ""}, ""});
            rangeNames.push_back(name + " + Anna's detail");
            cases.push_back({rangeNames.back().c_str(), {"", from, today, 0, "", "", ""}, "Anna"});
            rangeNames.push_back(name + ", games with Ben + Anna's detail");
            cases.push_back({rangeNames.back().c_str(), {"", from, today, 0, "Ben", "", ""}, "Anna"});
        }
        // Each case once as the page first asks it, then five times more (the page asked again: the same filter
        // after an edit, another tab): the first, the median of the five and their slowest.
        std::printf("  %-62s %10s %10s %10s\n", "(ms)", "first", "median", "max");
        double worstFirst = 0, worstMedian = 0, worstMax = 0;
        for (const Case &c : cases) {
            const auto run = [&] { return timeMs([&] { (void)nc::db::statistics(db, c.filter, c.player); }); };
            const double first = run();
            std::vector<double> again(5);
            for (double &ms : again)
                ms = run();
            std::sort(again.begin(), again.end());
            worstFirst = std::max(worstFirst, first);
            worstMedian = std::max(worstMedian, again[2]);
            worstMax = std::max(worstMax, again.back());
            std::printf("  %-62s %10.2f %10.2f %10.2f\n", c.name, first, again[2], again.back());
        }
        std::printf("  %-62s %10.2f %10.2f %10.2f\n", "slowest", worstFirst, worstMedian, worstMax);
        std::printf("the same four figures counted from the games (statisticsFromGames(), what the summaries equal):\n");
        for (const Case &c : cases)
            line(c.name, timeMs([&] { (void)nc::db::statisticsFromGames(db, c.filter); }), "ms");
        std::printf("solo (db/solo_statistics.h: Hall of Fame positions over time, personal bests):\n");
        line("every solo game", timeMs([&] { (void)nc::db::soloStatistics(db, {}); }), "ms");
        line("nations, Anna", timeMs([&] { (void)nc::db::soloStatistics(db, {"nations", "", "", 0, "Anna", "", ""}); }), "ms");

        std::printf("Hall of Fame (top 20):\n");
        for (const char *type : {"nations", "nations_dice", ""})
            line(*type ? type : "every type", timeMs([&] { (void)store.hallOfFame(type, 20); }), "ms");

        if (!exports) {
            controller.reset();
            services.reset();
            return 0;
        }
        std::printf("exports of every game:\n");
        std::string text;
        line("JSON", timeMs([&] { text = nc::db::exportHistoryJson(db); }) / 1000.0, "s");
        std::printf("  JSON size: %.1f MiB\n", double(text.size()) / 1048576.0);
        line("CSV", timeMs([&] { text = nc::db::exportHistoryCsv(db); }) / 1000.0, "s");
        std::printf("  CSV size: %.1f MiB\n", double(text.size()) / 1048576.0);
        controller.reset();
        services.reset();
    } catch (const std::exception &e) {
        std::fprintf(stderr, "history_bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
