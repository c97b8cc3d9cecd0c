// The campaign variant (FAQ++ v1.7; shared data faq_facts.md "Variants" and the worked example T-26):
// everyone starts on Prince, each win moves the winner up one level, a win on Emperor wins the campaign.
#include <catch2/catch.hpp>

#include "nations/campaign.h"

using namespace nc::nations;

TEST_CASE("T-26: a win on Prince moves the player to King, the chain ends with a win on Emperor", "[campaign][faq]")
{
    bool won = false;
    // T-26 input {"level": "prince", "won_game": true} -> expected {"next_level": "king"}.
    CHECK(campaignNextLevel(Difficulty::Prince, true, won) == Difficulty::King);
    CHECK_FALSE(won);
    CHECK(campaignNextLevel(Difficulty::King, true, won) == Difficulty::Emperor);
    CHECK_FALSE(won);
    CHECK(campaignNextLevel(Difficulty::Emperor, true, won) == Difficulty::Emperor);
    CHECK(won); // "campaign won after a win on emperor"
    CHECK(campaignNextLevel(Difficulty::King, false, won) == Difficulty::King); // no win, no move
    CHECK_FALSE(won);
}

TEST_CASE("campaign standings follow the wins game after game", "[campaign]")
{
    std::vector<CampaignGame> games = {
        {{"Anna", "Ben", "Cleo"}, {"Anna"}},
        {{"anna", "Ben", "Cleo"}, {"Ben"}},       // names match case-insensitively
        {{"Anna", "Ben", "Cleo"}, {"Anna"}},
        {{"Anna", "Ben", "Cleo", "Dan"}, {"Cleo", "Dan"}}, // a tie for first: both move up
    };
    auto s = campaignStandings(games);
    REQUIRE(s.size() == 4);
    CHECK(s[0].player == "Anna");
    CHECK(s[0].level == Difficulty::Emperor);
    CHECK(s[0].wins == 2);
    CHECK(s[0].games == 4);
    CHECK(s[1].level == Difficulty::King);
    CHECK(s[2].level == Difficulty::King);
    CHECK(s[3].player == "Dan");
    CHECK(s[3].level == Difficulty::King);
    CHECK(s[3].games == 1);
    CHECK_FALSE(s[0].wonCampaign);

    games.push_back({{"Anna", "Ben"}, {"Anna"}}); // Anna wins on Emperor: the campaign is won
    games.push_back({{"Anna", "Ben"}, {"Ben"}});  // later games are not part of it
    s = campaignStandings(games);
    CHECK(s[0].wonCampaign);
    CHECK(s[0].wins == 3);
    CHECK(s[1].level == Difficulty::King);
    CHECK(s[1].games == 5);
    CHECK(campaignStandings({}).empty());
}

namespace {

/// A solo game of `player` (the only seat, so always rank 1: the old rule counted it as a win).
CampaignGame soloGame(const char *player, int score, bool hallOfFameTitle = true)
{
    return {{player}, {player}, CampaignSolo{score, hallOfFameTitle}};
}

} // namespace

// Rulebook p.23 (1 Player Variant): "At the end of the game compare your score with the Hall of Fame.
// Try to score more in the next game". A solo game is a campaign win (T-26: one level up) only when it
// scores more than the player's Hall of Fame entry, their best earlier solo score in the campaign.
TEST_CASE("campaign solo: a score equal to the Hall of Fame entry is not a win", "[campaign][solo][rulebook]")
{
    const auto s = campaignStandings({soloGame("Solveig", 50), soloGame("Solveig", 50)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 1); // the first game (a Hall of Fame title) only
    CHECK(s[0].games == 2);
    CHECK(s[0].level == Difficulty::King);
    CHECK(s[0].bestSolo == 50);
}

TEST_CASE("campaign solo: one below the Hall of Fame entry is not a win", "[campaign][solo][rulebook]")
{
    const auto s = campaignStandings({soloGame("Solveig", 50), soloGame("Solveig", 49)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 1);
    CHECK(s[0].level == Difficulty::King);
    CHECK(s[0].bestSolo == 50);
}

TEST_CASE("campaign solo: four below the Hall of Fame entry is not a win", "[campaign][solo][rulebook]")
{
    const auto s = campaignStandings({soloGame("Solveig", 50), soloGame("Solveig", 46)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 1);
    CHECK(s[0].level == Difficulty::King);
}

TEST_CASE("campaign solo: one above the Hall of Fame entry is a win", "[campaign][solo][rulebook]")
{
    const auto s = campaignStandings({soloGame("Solveig", 50), soloGame("Solveig", 51)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 2);
    CHECK(s[0].level == Difficulty::Emperor);
    CHECK(s[0].bestSolo == 51);
}

TEST_CASE("campaign solo: the entry is the best earlier score, not the last one", "[campaign][solo][rulebook]")
{
    // 50 (win, Prince to King), 40 (no), 45 (below 50: no), 51 (win, King to Emperor).
    auto s = campaignStandings({soloGame("Solveig", 50), soloGame("Solveig", 40), soloGame("solveig", 45)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 1);
    CHECK(s[0].games == 3);
    s = campaignStandings({soloGame("Solveig", 50), soloGame("Solveig", 40), soloGame("Solveig", 45), soloGame("Solveig", 51)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 2);
    CHECK(s[0].level == Difficulty::Emperor);
}

TEST_CASE("campaign solo: a first game wins only with a Hall of Fame title", "[campaign][solo][rulebook]")
{
    // No entry yet: the rulebook's Hall of Fame starts at "10 Dan Quayle"; the title comes from the engine.
    auto s = campaignStandings({soloGame("Solveig", 9, false)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 0);
    CHECK(s[0].level == Difficulty::Prince);
    CHECK(s[0].bestSolo == 9);
    s = campaignStandings({soloGame("Solveig", 10, true)});
    REQUIRE(s.size() == 1);
    CHECK(s[0].wins == 1);
    CHECK(s[0].level == Difficulty::King);
}

TEST_CASE("campaign solo: entries are per player and multiplayer games keep rank 1", "[campaign][solo]")
{
    const auto s = campaignStandings({soloGame("Anna", 60), {{"Anna", "Ben"}, {"Ben"}, std::nullopt}, soloGame("Ben", 30),
                                      soloGame("Ben", 31)});
    REQUIRE(s.size() == 2);
    CHECK(s[0].wins == 1);             // Anna: her solo 60
    CHECK(s[0].level == Difficulty::King);
    CHECK(s[0].bestSolo == 60);
    CHECK(s[1].wins == 3);             // Ben: the 2-player game, his first solo (titled), then 31 > 30 on Emperor
    CHECK(s[1].level == Difficulty::Emperor);
    CHECK(s[1].wonCampaign);
    CHECK(s[1].bestSolo == 31);
}

TEST_CASE("campaign progress gives the standings after each game and stops at the winning game", "[campaign]")
{
    const std::vector<CampaignGame> games = {
        {{"Anna", "Ben"}, {"Anna"}}, // Anna King
        {{"Anna", "Ben"}, {"Ben"}},  // Ben King
        {{"Anna", "Ben"}, {"Anna"}}, // Anna Emperor
        {{"Anna", "Ben"}, {"Anna"}}, // a win on Emperor: the campaign is won
        {{"Anna", "Ben"}, {"Ben"}},  // after the campaign: no entry
    };
    const auto progress = campaignProgress(games);
    REQUIRE(progress.size() == 4);
    CHECK(progress[0].at(0).level == Difficulty::King);
    CHECK(progress[0].at(1).level == Difficulty::Prince);
    CHECK(progress[1].at(1).level == Difficulty::King);
    CHECK(progress[2].at(0).level == Difficulty::Emperor);
    CHECK(progress[3].at(0).wonCampaign);
    CHECK(progress[3].at(0).wins == 3);
    CHECK(campaignProgress({}).empty());
}
