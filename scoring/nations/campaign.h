#pragma once
// The campaign variant (FAQ++ v1.7, suggested by Gustavo Alves; shared data faq_facts.md "Variants" and
// T-26): a series of games of the same group. Everyone starts on Prince; after each win the winner
// moves up one difficulty level (Prince → King → Emperor); a win on Emperor wins the campaign.
// Difficulty levels are the Growth bonus (Rulebook p.11, p.13).
// A solo game has no opponent to beat (its only player always ranks 1st): Rulebook p.23 "At the end of
// the game compare your score with the Hall of Fame. Try to score more in the next game", so a solo game
// counts as a win only when it scores more than the player's Hall of Fame entry (see CampaignSolo).

#include <optional>
#include <string>
#include <vector>

#include "nations/game_state.h"

namespace nc::nations {

/// The result of a solo game (one player against the shadow opponent, Rulebook p.23).
struct CampaignSolo {
    int score = 0;          ///< the player's final total (VP)
    bool hallOfFame = false; ///< the score earned a Hall of Fame title (Rulebook p.23, "10 Dan Quayle" and up)
};

/// One finished game of a campaign: who played and who won (rank 1; every tied winner counts).
/// For a solo game (`solo` set) `winners` is ignored: the player wins when the score is higher than the
/// player's Hall of Fame entry, i.e. their best earlier solo score in this campaign (equal is not
/// "more"); a player's first solo game of the campaign wins when it earns a Hall of Fame title.
struct CampaignGame {
    std::vector<std::string> players; ///< player names as stored (matched case-insensitively)
    std::vector<std::string> winners; ///< rank-1 player names (multiplayer games)
    std::optional<CampaignSolo> solo = std::nullopt; ///< set for a solo game (exactly one player)
};

/// Where a player stands in a campaign after its games.
struct CampaignStanding {
    std::string player;                     ///< spelling of the first game the player appears in
    Difficulty level = Difficulty::Prince;  ///< the level for the next game
    int wins = 0;                           ///< campaign games won
    int games = 0;                          ///< campaign games played
    bool wonCampaign = false;               ///< won a game on Emperor
    std::optional<int> bestSolo = std::nullopt; ///< the player's Hall of Fame entry: best solo score so far
};

/// T-26: the level after a game played on `level`: one up after a win (Prince → King → Emperor; a level
/// below Prince, Chieftain, also moves up one), unchanged otherwise. `wonCampaign` is set when the win was
/// on Emperor (the level stays Emperor).
Difficulty campaignNextLevel(Difficulty level, bool won, bool &wonCampaign);

/// Standings after `games` in the order they were played: every player starts on Prince and moves up with
/// each win (campaignNextLevel()). Games after the campaign was won change nothing. Players in order of
/// first appearance. A solo game is a win only by the Hall of Fame rule of CampaignGame.
std::vector<CampaignStanding> campaignStandings(const std::vector<CampaignGame> &games);

/// The campaign game by game: entry k is campaignStandings() of games[0..k], up to the game that won the
/// campaign (the games after it change nothing and have no entry). Empty without games.
std::vector<std::vector<CampaignStanding>> campaignProgress(const std::vector<CampaignGame> &games);

} // namespace nc::nations
