#include "core/ruleset.h"

#include <algorithm>
#include <cstdint>

#include "core/json_input.h"

namespace nc {

void refuseByRule(const std::string &command, Message sentence, const std::string &rule)
{
    const std::string english = command + ": " + sentence.english();
    throw GameInputError(english, rule, std::move(sentence), rule);
}

nlohmann::json Command::toJson() const
{
    return {{"command", name}, {"player", player}, {"args", args}};
}

Command Command::fromJson(const nlohmann::json &j)
{
    if (!j.is_object())
        throw GameInputError("command: must be an object {\"command\": name, \"player\": p, \"args\": {...}}");
    for (const auto &[k, v] : j.items()) {
        (void)v;
        if (k != "command" && k != "player" && k != "args")
            throw GameInputError("command." + quoteText(k, 40) + ": unknown key (expected command, player, args)");
    }
    Command c;
    const auto name = j.find("command");
    if (name == j.end() || !name->is_string() || name->get<std::string>().empty())
        throw GameInputError("command.command: must be a non-empty string naming the command");
    c.name = name->get<std::string>();
    if (const auto p = j.find("player"); p != j.end()) {
        // Checked as a 64-bit value first so that a huge number is refused, not narrowed.
        // Unsigned first: 2^64 - 1 read as a signed value would be -1, the table.
        if (!p->is_number_integer() || (p->is_number_unsigned() && p->get<std::uint64_t>() > 1000) ||
            p->get<std::int64_t>() < -1 || p->get<std::int64_t>() > 1000)
            throw GameInputError("command.player: must be an integer, -1 (the table) or a player index");
        c.player = static_cast<int>(p->get<std::int64_t>());
    }
    if (const auto a = j.find("args"); a != j.end()) {
        if (!a->is_object())
            throw GameInputError("command.args: must be an object");
        c.args = *a;
    }
    return c;
}

int Command::actingSeat(std::size_t seats, bool table) const
{
    if (table) {
        if (player != -1)
            throw GameInputError(name + ".player: " + std::to_string(player) + ", but this is a command of the table (-1)");
        return -1;
    }
    if (player < 0 || player >= static_cast<int>(seats))
        throw GameInputError(name + ".player: " + std::to_string(player) + " is not a player of this game (0-" +
                             std::to_string(seats - 1) + ")");
    return player;
}

nlohmann::json FinalScoreSheet::toJson() const
{
    nlohmann::json cats = nlohmann::json::array();
    for (const auto &c : categories)
        cats.push_back({{"key", c.key}, {"label", c.label}});
    nlohmann::json ps = nlohmann::json::array();
    for (const auto &p : players) {
        nlohmann::json byKey = nlohmann::json::object();
        for (std::size_t i = 0; i < categories.size() && i < p.categories.size(); ++i)
            byKey[categories[i].key] = p.categories[i];
        ps.push_back({{"name", p.name},
                      {"categories", byKey},
                      {"total", p.total},
                      {"rank", p.rank},
                      {"lines", nc::toJson(p.lines)}});
    }
    return {{"categories", cats},
            {"players", ps},
            {"tie_rule", tieRule},
            {"hall_of_fame_title", hallOfFameTitle ? nlohmann::json(*hallOfFameTitle) : nlohmann::json(nullptr)}};
}

namespace {

/// Characters (not bytes) of a UTF-8 string: what a monospace column is padded by.
std::size_t width(const std::string &s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

std::string padLeft(const std::string &s, std::size_t w)
{
    const std::size_t n = width(s);
    return n >= w ? s : std::string(w - n, ' ') + s;
}

std::string padRight(const std::string &s, std::size_t w)
{
    const std::size_t n = width(s);
    return n >= w ? s : s + std::string(w - n, ' ');
}

} // namespace

std::string FinalScoreSheet::text() const
{
    std::vector<std::string> rowLabels;
    for (const auto &c : categories)
        rowLabels.push_back(c.label);
    rowLabels.push_back("Total");
    rowLabels.push_back("Rank");
    std::size_t labelWidth = 0;
    for (const auto &l : rowLabels)
        labelWidth = std::max(labelWidth, width(l));
    std::vector<std::size_t> colWidth;
    for (const auto &p : players)
        colWidth.push_back(std::max<std::size_t>(width(p.name), 5));

    std::string out = padRight("", labelWidth);
    for (std::size_t i = 0; i < players.size(); ++i)
        out += "  " + padLeft(players[i].name, colWidth[i]);
    out += "\n";
    for (std::size_t r = 0; r < rowLabels.size(); ++r) {
        out += padRight(rowLabels[r], labelWidth);
        for (std::size_t i = 0; i < players.size(); ++i) {
            const auto &p = players[i];
            int v = 0;
            if (r < categories.size())
                v = r < p.categories.size() ? p.categories[r] : 0;
            else
                v = r == categories.size() ? p.total : p.rank;
            out += "  " + padLeft(std::to_string(v), colWidth[i]);
        }
        out += "\n";
    }
    if (!tieRule.empty())
        out += "Ties: " + tieRule + "\n";
    if (hallOfFameTitle)
        out += "Hall of Fame: " + *hallOfFameTitle + "\n";
    return out;
}

std::pair<std::string, nlohmann::json> Ruleset::toRow(const Command &command) const
{
    return {command.name, command.toJson()};
}

Command Ruleset::fromRow(const std::string &kind, const nlohmann::json &payload) const
{
    Command c = Command::fromJson(payload);
    if (c.name != kind)
        throw GameInputError("the row's kind \"" + kind + "\" is not its command \"" + c.name + "\"");
    return c;
}

nlohmann::json Ruleset::resultDocument(const nlohmann::json &state, const FinalScoreSheet &sheet) const
{
    (void)state;
    return sheet.toJson();
}

std::optional<std::string> Ruleset::hallOfFameTitle(int score) const
{
    // The best title whose threshold is reached; the list order is not relied on.
    const HallOfFameTitle *best = nullptr;
    for (const auto &t : info().hallOfFame)
        if (score >= t.minScore && (!best || t.minScore > best->minScore))
            best = &t;
    if (!best)
        return std::nullopt;
    return best->title;
}

std::string gameTypeOf(const nlohmann::json &doc)
{
    if (!doc.is_object())
        throw GameInputError("the state document must be a JSON object");
    const auto g = doc.find("game");
    if (g == doc.end())
        return "nations";
    if (!g->is_string() || g->get<std::string>().empty())
        throw GameInputError("game: must be a non-empty string naming the game type (\"nations\", \"nations_dice\")");
    return g->get<std::string>();
}

} // namespace nc
