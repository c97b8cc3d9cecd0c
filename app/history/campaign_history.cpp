#include "history/campaign_history.h"

#include <algorithm>

#include "core/json_input.h"

namespace nc::app {

namespace {

std::string campaignOf(const nc::db::GameSummary &g)
{
    nlohmann::json options;
    try {
        options = nc::parseJson(g.optionsJson.empty() ? "{}" : g.optionsJson);
    } catch (const nc::JsonInputError &) {
        return {}; // unreadable options: the game belongs to no campaign
    }
    if (!options.is_object() || !options.contains("campaign") || !options["campaign"].is_string())
        return {};
    return options["campaign"].get<std::string>();
}

} // namespace

std::vector<std::string> campaignNames(const std::vector<nc::db::GameSummary> &games)
{
    std::vector<std::string> names;
    for (const auto &g : games)
        if (const std::string c = campaignOf(g); !c.empty() && std::find(names.begin(), names.end(), c) == names.end())
            names.push_back(c);
    return names;
}

std::vector<nc::nations::CampaignGame> campaignGames(const std::vector<nc::db::GameSummary> &games,
                                                     const std::string &name)
{
    std::vector<nc::nations::CampaignGame> out;
    for (auto it = games.rbegin(); it != games.rend(); ++it) {
        if (it->status != nc::db::GameStatus::Finished || name.empty() || campaignOf(*it) != name)
            continue;
        nc::nations::CampaignGame g;
        for (const auto &seat : it->seats) {
            g.players.push_back(seat.playerName);
            if (seat.rank && *seat.rank == 1)
                g.winners.push_back(seat.playerName);
        }
        // A solo game is won against the Hall of Fame, not by its rank (nations/campaign.h).
        if (it->solo && it->seats.size() == 1 && it->seats.front().score)
            g.solo = nc::nations::CampaignSolo{*it->seats.front().score, !it->hallOfFameTitle.empty()};
        out.push_back(std::move(g));
    }
    return out;
}

} // namespace nc::app
