#pragma once
// The campaign variant (scoring/nations/campaign.h) over the games stored in SQLite: a game belongs to
// the campaign named in its options ("campaign"); only finished games count, in the order they were
// created.

#include <string>
#include <vector>

#include "db/game_store.h"
#include "nations/campaign.h"

namespace nc::app {

/// Names of the campaigns in `games` (any status), most recent first, each once.
std::vector<std::string> campaignNames(const std::vector<nc::db::GameSummary> &games);

/// The finished games of campaign `name` in `games` (as GameStore::history() lists them, newest first),
/// oldest first, with their rank-1 players as winners; a solo game also carries its score and whether it
/// earned a Hall of Fame title (CampaignGame::solo). Games whose options are not valid JSON are skipped.
std::vector<nc::nations::CampaignGame> campaignGames(const std::vector<nc::db::GameSummary> &games,
                                                     const std::string &name);

} // namespace nc::app
