#include "cli/cli_history.h"

#include "cli/cli.h"
#include "core/json_input.h"
#include "db/backup.h"
#include "db/database.h"
#include "db/export_order.h"
#include "db/history_bgstats.h"
#include "db/history_csv.h"
#include "db/history_export.h"
#include "db/history_import.h"
#include "history/database_location.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <sstream>

namespace nc::app {

const char *const kHistoryUsage =
    "       nations-companion export --format json|csv|bgstats [--out FILE] [--db PATH]   (the game history, docs/history-format.md)\n"
    "       nations-companion import FILE [--db PATH]    (merges a JSON history or a BG Stats export; nothing is written if any entry is bad)\n"
    "       nations-companion backup PATH [--db PATH]    (a consistent copy of the whole database, even while the app runs)\n"
    "       nations-companion restore PATH [--db PATH]   (replaces the database with a backup; close the app first)\n";

namespace {

namespace fs = std::filesystem;

struct Options {
    std::string db;
    std::string format;
    std::string out;
    std::string file; // the one positional argument
};

// A file the command reads: refused before the database is touched when it is missing or a folder.
void requireInputFile(const std::string &path)
{
    std::error_code ec;
    if (!fs::exists(path, ec))
        throw CliIoError(path + ": no such file");
    if (fs::is_directory(path, ec))
        throw CliIoError(path + ": it is a folder, not a file");
}

// A file the command writes: its folder must exist, and it must not be a folder.
void requireOutputPath(const std::string &path)
{
    std::error_code ec;
    if (fs::is_directory(path, ec))
        throw CliIoError("cannot write '" + path + "': it is a folder");
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty() && !fs::is_directory(parent, ec))
        throw CliIoError("cannot write '" + path + "': the folder '" + parent.string() + "' does not exist");
}

std::string readWhole(const std::string &path)
{
    requireInputFile(path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CliIoError(path + ": cannot open the file (" + std::strerror(errno) + ")");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        throw CliIoError(path + ": cannot read the file");
    return text.str();
}

// Writes `path` through `write`, into a file beside it renamed to `path` at the end: a failed or killed write
// never leaves a half file under that name.
void writeAtomically(const std::string &path, const std::function<void(std::ostream &)> &write)
{
    requireOutputPath(path);
    const std::string part = path + ".part-" + std::to_string(::getpid());
    {
        std::ofstream out(part, std::ios::binary | std::ios::trunc);
        try {
            write(out);
        } catch (...) {
            out.close();
            std::error_code ignored;
            fs::remove(part, ignored);
            throw;
        }
        out.flush();
        if (!out) {
            std::error_code ignored;
            fs::remove(part, ignored);
            throw CliIoError("cannot write '" + path + "': " + std::strerror(errno));
        }
    }
    std::error_code ec;
    fs::rename(part, path, ec);
    if (ec) {
        fs::remove(part, ec);
        throw CliIoError("cannot write '" + path + "': " + ec.message());
    }
}

// Parses the arguments; returns a usage message, or nothing when they are fine.
std::optional<std::string> parse(const std::string &command, const std::vector<std::string> &args, Options &o)
{
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--db" || (command == "export" && (a == "--format" || a == "--out"))) {
            if (!hasValue)
                return "missing the value of " + a;
            (a == "--db" ? o.db : a == "--format" ? o.format : o.out) = args[++i];
        } else if (command != "export" && o.file.empty() && (a.empty() || a[0] != '-')) {
            o.file = a;
        } else {
            return "unexpected argument \"" + nc::quoteText(a, 60) + "\"";
        }
    }
    if (command == "export" && o.format != "json" && o.format != "csv" && o.format != "bgstats")
        return o.format.empty() ? std::string("missing --format json|csv|bgstats")
                                : "unknown format \"" + nc::quoteText(o.format, 60) + "\" (json, csv or bgstats)";
    if (command != "export" && o.file.empty())
        return command == "import" ? "missing FILE" : "missing PATH";
    return std::nullopt;
}

} // namespace

bool isHistoryCommand(const std::string &command)
{
    return command == "export" || command == "import" || command == "backup" || command == "restore";
}

int runHistoryCommand(const std::string &command, const std::vector<std::string> &args, std::ostream &out,
                      std::ostream &err)
{
    Options o;
    if (const auto usage = parse(command, args, o)) {
        err << "nations-companion " << command << ": " << *usage << "\n" << kHistoryUsage;
        return exit_code::usage;
    }
    try {
        const std::string db = o.db.empty() ? defaultDatabasePath() : o.db;
        if (command == "restore") {
            requireInputFile(o.file);
            const db::BackupReport r = db::restoreDatabase(o.file, db);
            out << "restored " << db << " from " << o.file << ": " << r.games << (r.games == 1 ? " game" : " games")
                << " (backup of schema " << r.schemaVersion << ")\n";
            if (!r.openProblem.empty()) {
                err << "but the restored database cannot be opened: " << boundedMessage(r.openProblem) << "\n";
                return exit_code::refused;
            }
            return exit_code::ok;
        }
        // Backup and export read the database: a mistyped path must not create an empty one.
        if ((command == "backup" || command == "export") && !fs::is_regular_file(db))
            throw CliIoError(db + ": no such database file");
        if (command == "import")
            requireInputFile(o.file);
        if (command == "backup")
            requireOutputPath(o.file);
        if (!o.out.empty())
            requireOutputPath(o.out);
        // An export only reads: a large file's tables that the exports read are checked in the background beside it
        // (a pending migration waits for a check of the whole file), and the export fails at its end on damage
        // (docs/history-format.md). The check at the export's own CPU priority: the export waits for it.
        const bool exporting = command == "export";
        db::Database database
            = openDatabase(db, err, exporting ? db::IntegrityCheck::InBackgroundAwaited : db::IntegrityCheck::AtOpen,
                           exporting ? db::exportedTables() : std::vector<std::string>{});
        if (command == "backup") {
            const db::BackupReport r = db::backupDatabase(database, o.file);
            out << "backed up " << db << " to " << o.file << ": " << r.games << (r.games == 1 ? " game" : " games")
                << ", " << r.pages << " pages\n";
        } else if (command == "import") {
            const db::ImportReport r = db::importHistoryFile(database, readWhole(o.file), o.file);
            out << "imported " << o.file << " into " << db << ": " << r.gamesAdded << " new games, " << r.gamesKept
                << " already here; " << r.playersAdded << " new players, " << r.playersMatched << " already here\n";
            if (!r.skippedGames.empty()) {
                out << "skipped the plays of games other than Nations, Nations: The Dice Game and Wealth of Nations:";
                for (size_t i = 0; i < r.skippedGames.size(); ++i)
                    out << (i ? ", " : " ") << r.skippedGames[i];
                out << "\n";
            }
        } else {
            // Progress on a terminal only: a redirected stderr keeps just the messages (docs/cli.md).
            const db::ExportProgress progress = terminalProgress(err, "exporting", "games");
            // JSON and CSV are written a game at a time: the memory used is one game, not the file.
            const auto write = [&](std::ostream &file) {
                if (o.format == "json")
                    db::exportHistoryJson(database, file, progress);
                else if (o.format == "csv")
                    db::exportHistoryCsv(database, file, progress);
                else
                    file << db::exportHistoryBgStats(database, progress);
            };
            if (o.out.empty())
                write(out);
            else
                writeAtomically(o.out, write);
            if (!o.out.empty())
                out << "wrote " << o.out << ": the history of " << db << " as " << o.format << "\n";
        }
        return exit_code::ok;
    } catch (...) {
        return reportError(err, command, "");
    }
}

} // namespace nc::app
