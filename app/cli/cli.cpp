#include "cli/cli.h"

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <locale.h>
#include <new>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <QList>
#include <QString>
#include <QTextBoundaryFinder>
#include <nlohmann/json.hpp>

#include "cli/cli_games.h"
#include "cli/cli_history.h"
#include "cli/cli_language.h"
#include "cli/cli_labels.h"
#include "cli/cli_scan.h"
#include "cli/cli_stats.h"
#include "catalog/embedded_catalog.h"
#include "core/json_input.h"
#include "core/ruleset.h"
#include "db/migrations.h"
#include "session/game_types.h"
#include "version.h"
#include "nations/actions.h"
#include "nations/catalog.h"
#include "nations/coverage.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

namespace nc::app {

namespace {

using nc::nations::Catalog;
using nc::nations::GameState;

const std::string kUsage =
    std::string("usage: nations-companion resolve STATE.json\n"
                "       nations-companion score [--text] STATE.json\n"
                "       nations-companion validate STATE.json\n"
                "       nations-companion catalog --coverage [--json]   (which cards, events and nation sides the engine\n"
                "                                                 automates, per type and age; the others with the reason)\n"
                "       --lang fi|de|en   (the explanation lines of resolve and score in that language; default the\n"
                "                          system's; messages about a file stay in English, docs/cli.md)\n") +
    kLabelsUsage + kScanUsage + kStatsUsage + kHistoryUsage + kEditUsage +
    "       nations-companion [--db PATH]        (starts the app; default database in the app-data folder)\n"
    "       nations-companion --version          (prints the version of this build)\n"
    "       nations-companion --self-test        (scripted game offscreen on a temporary database, exit 0/1)\n"
    "       nations-companion --screenshot DIR   (screenshots of a scripted game into DIR)\n"
    "STATE.json may be - for standard input; its \"game\" picks the game (docs/state-format.md, docs/state-format-dice.md).\n"
    "Exit codes: 0 ok, 1 refused input, 2 usage, 3 a file cannot be read or written (docs/cli.md).\n";

/// Reads the whole state file (or stdin for "-"), at most JsonLimits::maxBytes. Throws CliIoError
/// (missing, a folder, unreadable) or JsonInputError (too large), each naming the file.
std::string readInput(const std::string &path)
{
    const std::size_t limit = nc::JsonLimits{}.maxBytes;
    auto tooLarge = [&](const std::string &size) { // size: "" when unknown (a pipe)
        return nc::JsonInputError("", (size.empty() ? "the text is" : "the file is " + size + ",") +
                                          " more than the limit of " + std::to_string(limit / (1024 * 1024)) + " MiB");
    };
    std::string text;
    if (path == "-") {
        text.resize(limit + 1);
        std::cin.read(text.data(), std::streamsize(text.size()));
        text.resize(std::size_t(std::cin.gcount()));
        if (text.size() > limit)
            throw tooLarge("");
        return text;
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (!fs::exists(st))
        throw CliIoError(path + ": no such file");
    if (fs::is_directory(st))
        throw CliIoError(path + ": it is a folder, not a state file");
    const std::uintmax_t size = fs::is_regular_file(st) ? fs::file_size(path, ec) : 0;
    if (!ec && size > limit)
        throw tooLarge(std::to_string(size / (1024 * 1024)) + " MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CliIoError(path + ": cannot open the file (" + std::strerror(errno) + ")");
    text.resize(limit + 1); // a pipe or device has no size: read one byte past the limit
    in.read(text.data(), std::streamsize(text.size()));
    if (in.bad())
        throw CliIoError(path + ": cannot read the file");
    text.resize(std::size_t(in.gcount()));
    if (text.size() > limit)
        throw tooLarge("");
    return text;
}

/// Shape-checks and catalog-checks a Nations state document. Throws StateError (the shape, or every
/// impossibility, one per line).
GameState loadState(const Catalog &catalog, const nlohmann::json &j)
{
    GameState s = nc::nations::stateFromJson(j);
    const auto errors = nc::nations::validate(catalog, s);
    if (!errors.empty()) {
        std::string msg = "impossible state:";
        for (const auto &e : errors)
            msg += "\n  " + e;
        throw nc::nations::StateError(msg);
    }
    return s;
}

/// Display width of one Unicode code point in a terminal (glibc's wcwidth in C.UTF-8: 2 for CJK and
/// emoji, 0 for combining marks); 1 for what wcwidth does not know.
int codePointWidth(char32_t c)
{
    static const locale_t utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t(nullptr));
    if (!utf8)
        return 1;
    const locale_t previous = uselocale(utf8); // this thread only: the process locale stays as it is
    const int w = wcwidth(wchar_t(c));
    uselocale(previous);
    return w < 0 ? 1 : w;
}

/// `utf8` fitted to `width` terminal columns: cut between grapheme clusters (QTextBoundaryFinder: a base
/// letter keeps its combining marks, an emoji sequence stays whole), "…" marking a cut, then padded with
/// spaces. Control characters (a name may hold escape sequences) are shown as "?".
std::string fitColumn(const std::string &utf8, int width)
{
    const QString text = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
    struct Cluster {
        QString text;
        int width;
    };
    std::vector<Cluster> clusters;
    int total = 0;
    for (qsizetype start = 0, end = graphemes.toNextBoundary(); end != -1; start = end, end = graphemes.toNextBoundary()) {
        QString g = text.mid(start, end - start);
        int w = 0;
        for (const char32_t c : g.toUcs4()) { // toUcs4(): QList<uint>
            const bool control = c < 0x20 || (c >= 0x7f && c < 0xa0);
            w = std::max(w, control ? 1 : codePointWidth(c)); // a cluster is as wide as its widest character
            if (control)
                g = QStringLiteral("?");
        }
        clusters.push_back({g, w});
        total += w;
    }
    QString out;
    int used = 0;
    for (const Cluster &c : clusters) {
        if (total > width && used + c.width > width - 1) { // keep a column for the ellipsis
            out += QChar(0x2026);
            ++used;
            break;
        }
        out += c.text;
        used += c.width;
    }
    out += QString(std::max(0, width - used), QLatin1Char(' '));
    return out.toStdString();
}

std::string scoreTable(const nc::nations::FinalScore &f, const GameState &s)
{
    std::ostringstream out;
    char line[200];
    std::snprintf(line, sizeof line, "%-4s %-16s %-10s %5s %5s %5s %5s %5s %6s\n", "rank", "player", "nation", "A VP",
                  "B Col", "C Won", "D B&M", "E Res", "total");
    out << line;
    for (const auto &r : f.rows) {
        const auto &p = s.players[r.player];
        std::snprintf(line, sizeof line, " %5d %5d %5d %5d %5d %6d\n", r.gameVp, r.colonies, r.wonders,
                      r.buildingsMilitary, r.resources, r.total);
        out << std::left << std::setw(4) << r.rank << " " << fitColumn(p.name, 16) << " " << fitColumn(p.nation, 10)
            << line;
    }
    if (!f.hallOfFameTitle.empty())
        out << "Hall of Fame: " << f.hallOfFameTitle << "\n";
    return out.str();
}

/// validate / resolve / score of a state document of another game type than Nations (core/ruleset.h).
int otherGame(const GameTypes &types, const std::string &type, const std::string &cmd, const nlohmann::json &doc,
              const std::string &path, bool text)
{
    const nc::Ruleset *rules = types.find(type);
    if (!rules)
        throw nc::GameInputError("game: \"" + nc::quoteText(type, 60) + "\" is not a game this app knows (" + types.ids() + ")");
    const nlohmann::json state = rules->readState(doc);
    if (cmd == "validate") {
        std::cout << path << ": valid " << rules->info().name << " state\n";
    } else if (cmd == "resolve") {
        nlohmann::json out = rules->resolve(state);
        translateLines(out); // in the language of --lang (English: unchanged)
        std::cout << out.dump(2) << "\n";
    } else {
        const nc::FinalScoreSheet sheet = rules->finalScore(state);
        if (text) {
            std::cout << sheet.text();
        } else {
            nlohmann::json out = sheet.toJson();
            translateLines(out);
            std::cout << out.dump(2) << "\n";
        }
    }
    return exit_code::ok;
}

} // namespace

std::string boundedMessage(const std::string &message)
{
    constexpr std::size_t kMaxQuote = 60, kMaxLineChars = 300, kMaxLines = 100;
    auto visible = [](std::string_view text) { // control characters could move the cursor or clear the screen
        std::string out(text);
        for (char &c : out)
            if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f)
                c = '?';
        return out;
    };
    std::string out;
    std::size_t lineStart = 0, lines = 0;
    auto endLine = [&] { // a line without quotes can still be long: a message quoting a value without quotes
        out = out.substr(0, lineStart) + nc::quoteText(std::string_view(out).substr(lineStart), kMaxLineChars);
        ++lines;
    };
    for (std::size_t i = 0; i < message.size();) {
        const char c = message[i];
        if (c == '\n') {
            endLine();
            if (lines >= kMaxLines) {
                const auto more = std::size_t(std::count(message.begin() + std::ptrdiff_t(i), message.end(), '\n'));
                out += "\n  \u2026 and " + std::to_string(more) + " more line" + (more > 1 ? "s" : "");
                return QString::fromUtf8(out.data(), qsizetype(out.size())).toStdString();
            }
            out += c;
            lineStart = out.size();
            ++i;
        } else if (c == '"') { // a quoted value, up to its closing quote (not an escaped one) or the line's end
            std::size_t end = i + 1;
            while (end < message.size() && message[end] != '"' && message[end] != '\n')
                end += message[end] == '\\' ? 2 : 1;
            end = std::min(end, message.size());
            out += '"' + visible(nc::quoteText(std::string_view(message).substr(i + 1, end - i - 1), kMaxQuote));
            if (end < message.size() && message[end] == '"')
                out += message[end++];
            i = end;
        } else {
            const std::size_t next = message.find_first_of("\n\"", i);
            out += visible(std::string_view(message).substr(i, next == std::string::npos ? std::string::npos : next - i));
            i = next == std::string::npos ? message.size() : next;
        }
    }
    endLine();
    // a byte that is not UTF-8 (nlohmann's "last read: ..." quotes raw input) becomes U+FFFD
    return QString::fromUtf8(out.data(), qsizetype(out.size())).toStdString();
}

db::Progress terminalProgress(std::ostream &err, const std::string &doing, const std::string &units)
{
    if (&err != &std::cerr || !::isatty(STDERR_FILENO))
        return {};
    return [&err, doing, units, shown = -1](int64_t done, int64_t total) mutable {
        const int percent = total > 0 ? int(done * 100 / total) : 100;
        if (percent == shown)
            return;
        shown = percent;
        err << "\r" << doing << ": " << done << " of " << total << " " << units << " (" << percent << " %)"
            << (done == total ? "\n" : "") << std::flush;
    };
}

db::Database openDatabase(const std::string &path, std::ostream &err, db::IntegrityCheck check,
                          const std::vector<std::string> &checkedTables)
{
    return db::Database::open(path, check, db::kIntegrityCheckAtOpenBytes,
                              terminalProgress(err, "updating the database to schema " + std::to_string(db::latestSchemaVersion()),
                                               "steps"),
                              checkedTables);
}

int reportError(std::ostream &err, const std::string &command, const std::string &file)
{
    int code = exit_code::refused;
    std::string msg;
    // Messages of our own layers name the JSON path; file names come from the user and are printed whole.
    const std::string inFile = file.empty() ? "" : file + ": ";
    try {
        throw;
    } catch (const CliIoError &e) {
        code = exit_code::io;
        msg = e.what();
    } catch (const nc::JsonInputError &e) {
        msg = inFile + e.what();
    } catch (const nc::nations::StateError &e) {
        msg = inFile + e.what();
    } catch (const nc::nations::ActionError &e) {
        msg = inFile + e.what();
        const std::string english = e.source() + ": " + e.sentence().english();
        if (!e.sentence().empty() && cliLanguage() != "en" && msg.compare(inFile.size(), english.size(), english) == 0)
            msg = inFile + e.source() + ": " + cliText(e.sentence()) + msg.substr(inFile.size() + english.size());
    } catch (const nc::GameInputError &e) {
        // The other game types' refusals ("<field or command>: <sentence>", core/ruleset.h refuseByRule()).
        msg = inFile + e.what();
        const std::string english = e.sentence().english();
        if (!e.sentence().empty() && cliLanguage() != "en" && msg.ends_with(english))
            msg = msg.substr(0, msg.size() - english.size()) + cliText(e.sentence());
    } catch (const nc::nations::CatalogError &e) {
        msg = std::string("the built-in card catalog is damaged: ") + e.what();
    } catch (const nlohmann::json::exception &e) {
        // Last resort: a shape the engine did not check. nlohmann's text without its "[json.exception.x.n] ".
        msg = inFile + "unexpected content: " + nc::jsonErrorText(e);
    } catch (const std::bad_alloc &) {
        msg = inFile + "not enough memory to process it";
    } catch (const std::exception &e) {
        msg = inFile + e.what();
    } catch (...) {
        msg = inFile + "unexpected error";
    }
    err << "nations-companion " << command << ": " << boundedMessage(msg) << "\n";
    return code;
}

int runCli(int argcIn, char **argvIn, bool &handled)
{
    handled = false;
    // --lang may stand anywhere (cli_language.h); the other arguments are read as before.
    std::vector<std::string> all(argvIn, argvIn + argcIn);
    std::string langError;
    const std::optional<std::string> language = takeLanguageOption(all, langError);
    std::vector<char *> rest;
    for (auto &a : all)
        rest.push_back(a.data());
    rest.push_back(nullptr);
    const int argc = static_cast<int>(all.size());
    char **argv = rest.data();
    if (!language) {
        handled = true;
        std::cerr << "nations-companion: " << boundedMessage(langError) << "\n" << kUsage;
        return exit_code::usage;
    }
    if (argc < 2)
        return 0;
    setCliLanguage(*language);
    const std::string cmd = argv[1];
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        handled = true;
        std::cout << kUsage;
        return 0;
    }
    if (cmd == "--version") {
        handled = true;
        std::cout << "nations-companion " << NC_VERSION << "\n";
        return 0;
    }
    // The history commands on the database; --db may also come first, as when the app is started.
    if (argc >= 4 && cmd == "--db" && (isHistoryCommand(argv[3]) || std::string(argv[3]) == "stats")) {
        handled = true;
        std::vector<std::string> args{"--db", argv[2]};
        args.insert(args.end(), argv + 4, argv + argc);
        if (std::string(argv[3]) == "stats")
            return runStatsCommand(args, std::cout, std::cerr);
        return runHistoryCommand(argv[3], args, std::cout, std::cerr);
    }
    if (cmd == "stats") {
        handled = true;
        return runStatsCommand(std::vector<std::string>(argv + 2, argv + argc), std::cout, std::cerr);
    }
    if (isEditCommand(cmd) || (argc >= 4 && cmd == "--db" && isEditCommand(argv[3]))) {
        handled = true;
        if (cmd == "--db") {
            std::vector<std::string> args{"--db", argv[2]};
            args.insert(args.end(), argv + 4, argv + argc);
            return runEditCommand(argv[3], args, std::cout, std::cerr);
        }
        return runEditCommand(cmd, std::vector<std::string>(argv + 2, argv + argc), std::cout, std::cerr);
    }
    if (isHistoryCommand(cmd)) {
        handled = true;
        return runHistoryCommand(cmd, std::vector<std::string>(argv + 2, argv + argc), std::cout, std::cerr);
    }
    if (cmd == "labels" || cmd == "scan") {
        handled = true;
        const std::vector<std::string> args(argv + 2, argv + argc);
        return cmd == "labels" ? runLabelsCommand(args, std::cout, std::cerr) : runScanCommand(args, std::cout, std::cerr);
    }
    if (cmd == "catalog") {
        handled = true;
        bool coverage = false, json = false;
        for (int i = 2; i < argc; ++i) {
            const std::string a = argv[i];
            if (a == "--coverage")
                coverage = true;
            else if (a == "--json")
                json = true;
            else {
                std::cerr << "nations-companion catalog: unexpected argument \"" << nc::quoteText(a, 60) << "\"\n" << kUsage;
                return exit_code::usage;
            }
        }
        if (!coverage) {
            std::cerr << "nations-companion catalog: missing --coverage\n" << kUsage;
            return exit_code::usage;
        }
        try {
            const auto report = nc::nations::coverage(loadEmbeddedCatalog());
            if (json)
                std::cout << nc::nations::toJson(report).dump(2) << "\n";
            else
                std::cout << nc::nations::toText(report);
            return 0;
        } catch (...) {
            return reportError(std::cerr, "catalog", "");
        }
    }
    if (cmd != "resolve" && cmd != "score" && cmd != "validate")
        return 0;
    handled = true;

    std::vector<std::string> args(argv + 2, argv + argc);
    bool text = false;
    std::string path;
    for (const auto &a : args) {
        if (a == "--text" && cmd == "score")
            text = true;
        else if (path.empty() && (a == "-" || a.rfind("-", 0) != 0))
            path = a;
        else {
            std::cerr << "nations-companion " << cmd << ": unexpected argument \"" << nc::quoteText(a, 60) << "\"\n"
                      << kUsage;
            return exit_code::usage;
        }
    }
    if (path.empty()) {
        std::cerr << "nations-companion " << cmd << ": missing STATE.json\n" << kUsage;
        return exit_code::usage;
    }

    try {
        const Catalog catalog = loadEmbeddedCatalog();
        const nlohmann::json doc = nc::parseJson(readInput(path)); // limits first
        const std::string type = nc::gameTypeOf(doc);
        if (type != "nations") // another game of the family, through the game-type seam
            return otherGame(GameTypes(catalog, loadEmbeddedWonPrices()), type, cmd, doc, path, text);
        const GameState state = loadState(catalog, doc);
        if (cmd == "validate") {
            std::cout << path << ": valid Nations state, round " << state.round << ", " << state.players.size()
                      << " players\n";
        } else if (cmd == "resolve") {
            nlohmann::json out = nc::nations::toJson(nc::nations::resolveRound(catalog, state));
            translateLines(out); // in the language of --lang (English: unchanged)
            std::cout << out.dump(2) << "\n";
        } else {
            const auto score = nc::nations::finalScore(catalog, state);
            if (text) {
                std::cout << scoreTable(score, state);
            } else {
                nlohmann::json out = nc::nations::toJson(score, state);
                translateLines(out);
                std::cout << out.dump(2) << "\n";
            }
        }
        return exit_code::ok;
    } catch (...) { // whatever is thrown: one bounded message, a documented exit code
        return reportError(std::cerr, cmd, path == "-" ? "standard input" : path);
    }
}

} // namespace nc::app
