#include "nations/campaign.h"

#include <algorithm>
#include <cctype>

namespace nc::nations {

namespace {

std::string folded(const std::string &s)
{
    std::string out = s;
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

} // namespace

Difficulty campaignNextLevel(Difficulty level, bool won, bool &wonCampaign)
{
    wonCampaign = false;
    if (!won)
        return level;
    switch (level) {
    case Difficulty::Chieftain: return Difficulty::Prince;
    case Difficulty::Prince: return Difficulty::King;
    case Difficulty::King: return Difficulty::Emperor;
    case Difficulty::Emperor: wonCampaign = true; return Difficulty::Emperor;
    }
    return level;
}

std::vector<CampaignStanding> campaignStandings(const std::vector<CampaignGame> &games)
{
    std::vector<CampaignStanding> out;
    auto standingOf = [&](const std::string &name) -> CampaignStanding & {
        for (auto &s : out)
            if (folded(s.player) == folded(name))
                return s;
        out.push_back({name, Difficulty::Prince, 0, 0, false, std::nullopt});
        return out.back();
    };
    bool over = false;
    for (const auto &g : games) {
        if (over)
            break; // the campaign was won: later games are not part of it
        for (const auto &p : g.players)
            standingOf(p).games += 1;
        std::vector<std::string> winners = g.winners;
        if (g.solo && g.players.size() == 1) {
            // Rulebook p.23: "compare your score with the Hall of Fame. Try to score more in the next
            // game". The only player always ranks 1st, so rank says nothing: the score must be more than
            // the player's entry (equal is not more); with no entry yet, a Hall of Fame title is needed.
            CampaignStanding &s = standingOf(g.players.front());
            const bool won = s.bestSolo ? g.solo->score > *s.bestSolo : g.solo->hallOfFame;
            s.bestSolo = std::max(s.bestSolo.value_or(g.solo->score), g.solo->score);
            winners.clear();
            if (won)
                winners.push_back(g.players.front());
        }
        for (const auto &w : winners) {
            CampaignStanding &s = standingOf(w);
            bool wonCampaign = false;
            s.level = campaignNextLevel(s.level, true, wonCampaign);
            s.wins += 1;
            s.wonCampaign = s.wonCampaign || wonCampaign;
            over = over || wonCampaign;
        }
    }
    return out;
}

std::vector<std::vector<CampaignStanding>> campaignProgress(const std::vector<CampaignGame> &games)
{
    std::vector<std::vector<CampaignStanding>> out;
    std::vector<CampaignGame> played;
    for (const auto &g : games) {
        played.push_back(g);
        out.push_back(campaignStandings(played));
        if (std::any_of(out.back().begin(), out.back().end(), [](const CampaignStanding &s) { return s.wonCampaign; }))
            break;
    }
    return out;
}

} // namespace nc::nations
