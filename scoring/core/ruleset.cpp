#include "core/ruleset.h"

#include "core/json_input.h"

namespace nc {

nlohmann::json Command::toJson() const
{
    return {{"command", name}, {"player", player}, {"args", args}};
}

Command Command::fromJson(const nlohmann::json &j)
{
    if (!j.is_object())
        throw GameInputError("a command is an object {\"command\", \"player\", \"args\"}, not " + quoteJson(j));
    for (const auto &[k, v] : j.items())
        if (k != "command" && k != "player" && k != "args")
            throw GameInputError("a command has no field \"" + quoteText(k) + "\" (its fields: command, player, args)");
    Command c;
    if (!j.contains("command") || !j["command"].is_string() || j["command"].get<std::string>().empty())
        throw GameInputError("command: the command's name is missing");
    c.name = j["command"].get<std::string>();
    if (j.contains("player")) {
        if (!j["player"].is_number_integer())
            throw GameInputError("player: a seat number or -1, not " + quoteJson(j["player"]));
        c.player = j["player"].get<int>();
    }
    if (j.contains("args")) {
        if (!j["args"].is_object())
            throw GameInputError("args: an object, not " + quoteJson(j["args"]));
        c.args = j["args"];
    }
    return c;
}

nlohmann::json FinalScoreSheet::toJson() const
{
    nlohmann::json cats = nlohmann::json::array();
    for (const ScoreCategory &c : categories)
        cats.push_back({{"key", c.key}, {"label", c.label}});
    nlohmann::json ps = nlohmann::json::array();
    nlohmann::json winners = nlohmann::json::array();
    for (size_t i = 0; i < players.size(); ++i) {
        const Player &p = players[i];
        nlohmann::json byKey = nlohmann::json::object();
        for (size_t k = 0; k < categories.size() && k < p.categories.size(); ++k)
            byKey[categories[k].key] = p.categories[k];
        ps.push_back({{"name", p.name}, {"categories", byKey}, {"total", p.total}, {"rank", p.rank},
                      {"lines", nc::toJson(p.lines)}});
        if (p.rank == 1)
            winners.push_back(i);
    }
    nlohmann::json out = {{"categories", cats}, {"players", ps}, {"winners", winners}, {"tie_rule", tieRule}};
    if (hallOfFameTitle)
        out["hall_of_fame_title"] = *hallOfFameTitle;
    return out;
}

std::optional<std::string> Ruleset::hallOfFameTitle(int score) const
{
    for (const HallOfFameTitle &t : info().hallOfFame) // best first
        if (score >= t.minScore)
            return t.title;
    return std::nullopt;
}

std::string gameTypeOf(const nlohmann::json &doc)
{
    if (doc.is_object() && doc.contains("game")) {
        if (!doc["game"].is_string())
            throw GameInputError("game: the game type's name (\"nations\", \"nations_dice\"), not " + quoteJson(doc["game"]));
        return doc["game"].get<std::string>();
    }
    return "nations"; // documents written before the seam are Nations'
}

} // namespace nc
