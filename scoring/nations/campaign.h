#pragma once
// The campaign variant (FAQ++ v1.7, suggested by Gustavo Alves; shared data faq_facts.md "Variants" and
// T-26): a series of games of the same group. Everyone starts on Prince; after each win the winner
// moves up one difficulty level (Prince → King → Emperor); a win on Emperor wins the campaign.
// Difficulty levels are the Growth bonus (Rulebook p.11, p.13).

#include <string>
#include <vector>

#include "nations/game_state.h"

namespace nc::nations {

/// One finished game of a campaign: who played and who won (rank 1; every tied winner counts).
struct CampaignGame {
    std::vector<std::string> players; ///< player names as stored (matched case-insensitively)
    std::vector<std::string> winners; ///< rank-1 player names
};

/// Where a player stands in a campaign after its games.
struct CampaignStanding {
    std::string player;                     ///< spelling of the first game the player appears in
    Difficulty level = Difficulty::Prince;  ///< the level for the next game
    int wins = 0;                           ///< campaign games won
    int games = 0;                          ///< campaign games played
    bool wonCampaign = false;               ///< won a game on Emperor
};

/// T-26: the level after a game played on `level`: one up after a win (Prince → King → Emperor; a level
/// below Prince, Chieftain, also moves up one), unchanged otherwise. `wonCampaign` is set when the win was
/// on Emperor (the level stays Emperor).
Difficulty campaignNextLevel(Difficulty level, bool won, bool &wonCampaign);

/// Standings after `games` in the order they were played: every player starts on Prince and moves up with
/// each win (campaignNextLevel()). Games after the campaign was won change nothing. Players in order of
/// first appearance.
std::vector<CampaignStanding> campaignStandings(const std::vector<CampaignGame> &games);

} // namespace nc::nations
