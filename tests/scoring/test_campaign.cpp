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
