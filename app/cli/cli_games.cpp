#include "cli/cli_games.h"

#include "catalog/embedded_catalog.h"
#include "cli/cli.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/logged_game.h"
#include "db/players.h"
#include "history/database_location.h"
#include "history/game_type_list.h"
#include "session/game_types.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>

namespace nc::app {

const char *const kEditUsage =
    "       nations-companion games list [--game TYPE] [--trash] [--db PATH]   (the history, newest first, or the trash)\n"
    "       nations-companion games edit ID [--date YYYY-MM-DD] [--place TEXT] [--notes TEXT] [--seat N=NAME]\n"
    "                                       [--score N=VP --reason TEXT] [--db PATH]\n"
    "       nations-companion games delete ID | games restore ID [--db PATH]   (the trash keeps a game 30 days)\n"
    "       nations-companion games log --game TYPE --date YYYY-MM-DD --seat NAME[:NATION[:SIDE]]=VP ... [--place TEXT]\n"
    "                                   [--notes TEXT] [--db PATH]   (a game played without the app; VP may be\n"
    "                                   the pad's rows in order, V1+V2+..., for the scores by category)\n"
    "       nations-companion players list | rename OLD NEW | merge FROM INTO | merges | unmerge MERGE_ID [--db PATH]\n";

namespace {

struct Usage {
    std::string why;
};

struct Args {
    std::vector<std::string> positional; // the sub-command first
    std::multimap<std::string, std::string> options;
    bool trash = false;

    std::optional<std::string> one(const std::string &key) const
    {
        const auto it = options.find(key);
        return it == options.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
};

Args parse(const std::vector<std::string> &args)
{
    static const char *const kValued[] = {"--db", "--game", "--date", "--place", "--notes", "--seat", "--score", "--reason"};
    Args out;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--trash") {
            out.trash = true;
        } else if (std::find(std::begin(kValued), std::end(kValued), a) != std::end(kValued)) {
            if (i + 1 >= args.size())
                throw Usage{"missing the value of " + a};
            out.options.emplace(a, args[++i]);
        } else if (!a.empty() && a[0] == '-' && a.size() > 1 && !std::isdigit(static_cast<unsigned char>(a[1]))) {
            throw Usage{"unexpected argument \"" + a + "\""};
        } else {
            out.positional.push_back(a);
        }
    }
    return out;
}

int number(const std::string &text, const std::string &what)
{
    size_t used = 0;
    int value = 0;
    try {
        value = std::stoi(text, &used);
    } catch (const std::exception &) {
        used = 0;
    }
    if (used == 0 || used != text.size())
        throw Usage{what + " needs a whole number, not \"" + text + "\""};
    return value;
}

// "N=TEXT" of --seat and --score.
std::pair<int, std::string> seatValue(const std::string &text, const std::string &option)
{
    const auto eq = text.find('=');
    if (eq == std::string::npos)
        throw Usage{option + " needs SEAT=VALUE, not \"" + text + "\""};
    return {number(text.substr(0, eq), option + "'s seat"), text.substr(eq + 1)};
}

void needCount(const Args &a, size_t n, const std::string &what)
{
    if (a.positional.size() != n)
        throw Usage{a.positional.size() < n ? "missing " + what : "unexpected argument \"" + a.positional[n] + "\""};
}

std::string date(const std::string &iso) { return iso.substr(0, 10); }

std::string join(const std::vector<std::string> &words)
{
    std::string out;
    for (const auto &w : words)
        out += (out.empty() ? "" : ", ") + w;
    return out;
}

void listGames(db::Database &database, const Args &a, std::ostream &out)
{
    if (a.trash) {
        for (const auto &g : db::trash(database)) {
            out << g.id << "  " << g.gameType << "  deleted " << date(g.deletedAt) << "  ";
            for (size_t i = 0; i < g.players.size(); ++i)
                out << (i ? ", " : "") << g.players[i];
            out << "\n";
        }
        return;
    }
    for (const auto &g : db::GameStore(database).history(a.one("--game").value_or(""), 0)) {
        out << g.id << "  " << date(g.finishedAt.empty() ? g.createdAt : g.finishedAt) << "  " << g.gameType << "  "
            << db::statusName(g.status) << "  ";
        for (size_t i = 0; i < g.seats.size(); ++i) {
            const auto &s = g.seats[i];
            out << (i ? ", " : "") << s.playerName;
            if (s.score)
                out << " " << *s.score;
        }
        const auto details = db::gameDetails(database, g.id);
        if (details && !details->place.empty())
            out << "  @ " << details->place;
        out << "\n";
    }
}

int64_t gameId(const Args &a)
{
    needCount(a, 2, "the game ID");
    return number(a.positional[1], "the game ID");
}

void editGame(db::Database &database, const Args &a, std::ostream &out)
{
    const int64_t id = gameId(a);
    const auto score = a.one("--score");
    const auto reason = a.one("--reason");
    if (reason && !score)
        throw Usage{"--reason goes with --score"};
    db::editGame(database, id, {a.one("--date"), a.one("--place"), a.one("--notes")});
    for (auto [it, end] = a.options.equal_range("--seat"); it != end; ++it) {
        const auto [seat, name] = seatValue(it->second, "--seat");
        db::setSeatPlayer(database, id, seat, name);
    }
    if (score) {
        const auto [seat, vp] = seatValue(*score, "--score");
        db::correctScore(database, id, seat, number(vp, "--score"), reason.value_or(""));
    }
    out << "edited game " << id << "\n";
}

// "game_vp, colonies, ..." : the pad's rows of a game type, for the message of a wrong number of figures.
std::string rowKeys(const GameTypeInfo &info)
{
    std::string keys;
    for (const ScoreCategory &c : info.categories)
        keys += (keys.empty() ? "" : ", ") + c.key;
    return keys.empty() ? "totals only" : keys;
}

std::vector<std::string> split(const std::string &text, char separator)
{
    std::vector<std::string> parts(1);
    for (char c : text) {
        if (c == separator)
            parts.emplace_back();
        else
            parts.back() += c;
    }
    return parts;
}

void logGame(db::Database &database, const Args &a, std::ostream &out)
{
    needCount(a, 1, "");
    db::LoggedGame g;
    g.gameType = a.one("--game").value_or("");
    g.date = a.one("--date").value_or("");
    g.place = a.one("--place").value_or("");
    g.notes = a.one("--notes").value_or("");
    if (g.gameType.empty() || g.date.empty())
        throw Usage{"games log needs --game TYPE and --date YYYY-MM-DD"};
    const GameTypes types(loadEmbeddedCatalog(), loadEmbeddedWonPrices());
    const Ruleset *rules = types.find(g.gameType);
    if (!rules)
        throw Usage{"--game \"" + g.gameType + "\" is not a game this app knows (" + types.ids() + ")"};
    const GameTypeInfo &info = rules->info();
    for (auto [it, end] = a.options.equal_range("--seat"); it != end; ++it) {
        const std::string &text = it->second;
        const auto eq = text.rfind('=');
        if (eq == std::string::npos)
            throw Usage{"--seat needs NAME[:NATION[:SIDE]]=VP, not \"" + text + "\""};
        db::LoggedSeat seat;
        const std::vector<std::string> figures = split(text.substr(eq + 1), '+');
        if (figures.size() == 1) {
            seat.score = number(figures[0], "--seat's score");
        } else { // the pad's rows in order, the score their sum (db::logGame checks each seat gives every row)
            if (figures.size() != info.categories.size())
                throw Usage{"--seat \"" + text + "\": " + std::to_string(figures.size()) + " figures, but the score pad of "
                            + info.name + " has " + std::to_string(info.categories.size()) + " rows (" + rowKeys(info)
                            + ")"};
            for (size_t i = 0; i < figures.size(); ++i) {
                const int vp = number(figures[i], "--seat's " + info.categories[i].key);
                seat.categories.emplace_back(info.categories[i].key, vp);
                seat.score += vp;
            }
        }
        std::string who = text.substr(0, eq);
        const auto colon = who.find(':');
        seat.player = who.substr(0, colon);
        if (colon != std::string::npos) {
            std::string nation = who.substr(colon + 1);
            if (const auto side = nation.find(':'); side != std::string::npos) {
                const std::string s = nation.substr(side + 1);
                if (s.size() != 1)
                    throw Usage{"--seat's side is A or B, not \"" + s + "\""};
                seat.side = s[0];
                nation.resize(side);
            }
            seat.nation = nation;
        }
        g.seats.push_back(std::move(seat));
    }
    const int64_t id = db::logGame(database, g, loggedGameRules(info));
    out << "logged game " << id << "\n";
}

int runGames(db::Database &database, const Args &a, std::ostream &out)
{
    const std::string sub = a.positional.empty() ? "" : a.positional[0];
    if (sub == "list") {
        needCount(a, 1, "");
        listGames(database, a, out);
    } else if (sub == "edit") {
        editGame(database, a, out);
    } else if (sub == "delete") {
        db::deleteGame(database, gameId(a));
        out << "moved game " << a.positional[1] << " to the trash (games restore " << a.positional[1] << " takes it back)\n";
    } else if (sub == "restore") {
        db::restoreGame(database, gameId(a));
        out << "restored game " << a.positional[1] << "\n";
    } else {
        logGame(database, a, out);
    }
    return exit_code::ok;
}

int runPlayers(db::Database &database, const Args &a, std::ostream &out)
{
    const std::string sub = a.positional.empty() ? "" : a.positional[0];
    if (sub == "list") {
        needCount(a, 1, "");
        for (const auto &p : db::listPlayers(database))
            out << p.name << "  " << p.games << (p.games == 1 ? " game" : " games") << "\n";
    } else if (sub == "rename") {
        needCount(a, 3, "OLD NEW");
        db::renamePlayer(database, a.positional[1], a.positional[2]);
        out << "renamed \"" << a.positional[1] << "\" to \"" << a.positional[2] << "\"\n";
    } else if (sub == "merge") {
        needCount(a, 3, "FROM INTO");
        const int64_t id = db::mergePlayers(database, a.positional[1], a.positional[2]);
        out << "merged \"" << a.positional[1] << "\" into \"" << a.positional[2] << "\" (players unmerge " << id
            << " undoes it)\n";
    } else if (sub == "merges") {
        needCount(a, 1, "");
        for (const auto &m : db::playerMerges(database))
            out << m.id << "  \"" << m.fromName << "\" into \"" << m.intoName << "\"  " << m.games << (m.games == 1 ? " game  " : " games  ")
                << date(m.mergedAt) << "\n";
    } else {
        needCount(a, 2, "MERGE_ID");
        db::undoMerge(database, number(a.positional[1], "the merge ID"));
        out << "undid merge " << a.positional[1] << "\n";
    }
    return exit_code::ok;
}

} // namespace

bool isEditCommand(const std::string &command)
{
    return command == "games" || command == "players";
}

int runEditCommand(const std::string &command, const std::vector<std::string> &args, std::ostream &out,
                   std::ostream &err)
{
    try {
        const Args a = parse(args);
        // A mistyped sub-command is a usage error before the database is looked at.
        static const std::vector<std::string> kGames{"list", "edit", "delete", "restore", "log"};
        static const std::vector<std::string> kPlayers{"list", "rename", "merge", "merges", "unmerge"};
        const auto &known = command == "games" ? kGames : kPlayers;
        const std::string sub = a.positional.empty() ? "" : a.positional[0];
        if (std::find(known.begin(), known.end(), sub) == known.end())
            throw Usage{sub.empty() ? "missing one of " + join(known) : "unknown " + command + " command \"" + sub + "\""};
        const std::string path = a.one("--db").value_or(defaultDatabasePath());
        // Editing a mistyped path must not create an empty database.
        if (std::error_code ec; !std::filesystem::is_regular_file(path, ec))
            throw CliIoError(path + ": no such database file");
        db::Database database = openDatabase(path, err);
        // As the History page does when it opens: the games deleted more than 30 days ago go for good.
        if (const int purged = db::purgeTrash(database); purged > 0)
            out << "removed " << purged << (purged == 1 ? " game" : " games") << " deleted more than "
                << db::kTrashDays << " days ago from the trash\n";
        return command == "games" ? runGames(database, a, out) : runPlayers(database, a, out);
    } catch (const Usage &u) {
        err << "nations-companion " << command << ": " << u.why << "\nusage:\n" << kEditUsage;
        return exit_code::usage;
    } catch (...) {
        return reportError(err, command, "");
    }
}

} // namespace nc::app
