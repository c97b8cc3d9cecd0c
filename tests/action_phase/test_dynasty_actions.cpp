// Dynasty cards whose actions involve other nations (issue 12 §1: nothing left to "apply by hand" for a
// card our data describes): Polish-Lithuanian Commonwealth (another nation takes an Advisor from a
// Wonder space), Jagellonian Dynasty (an extra action before everyone else) and Democratic Republicans
// (the weakest nations must play a dynasty). Card texts: data/catalog/dynasty_cards.json; turmoil
// mechanics: shared/data/nations/README.md "dynasty_cards.json".
#include "support.h"

#include "nations/action_payload.h"
#include "nations/card_rules.h"
#include "nations/coverage.h"

using namespace aptest;
using Catch::Contains;

namespace {

bool noByHand(const GameState &s)
{
    return s.roundInputs.actionPhase.byHand.empty();
}

const CoverageGap *gapOf(const CoverageReport &r, const std::string &id)
{
    for (const auto &g : r.gaps)
        if (g.id == id)
            return &g;
    return nullptr;
}

} // namespace

TEST_CASE("Polish-Lithuanian Commonwealth: another nation pays 3 Gold and takes an Advisor from a Wonder space",
          "[dynasties][special]")
{
    // Card text: "Advisors you buy may be placed on wonder spaces; other nations may use an action to pay
    // you 3 gold and take such an advisor". The taker's own Advisor is replaced as by a purchase (Rulebook
    // p.16 "Advisor": one Advisor at a time).
    Table t = tableOf({{"rome", 'A'}, {"poland", 'B'}});
    t.edit(1, [](PlayerState &p) {
        p.dynasty = "polish_lithuanian_commonwealth";
        p.advisors = {"augustus", "archimedes"}; // Poland B: 1 Advisor slot, Archimedes on a Wonder space
    });
    t.edit(0, [](PlayerState &p) { p.advisors = {"hatshepsut"}; });
    CHECK(wonderSpaceAdvisors(catalog(), t.p(1)) == std::vector<std::string>{"archimedes"});
    // The classification says automated: the coverage gap is gone.
    CHECK(gapOf(coverage(catalog()), "polish_lithuanian_commonwealth") == nullptr);

    const json take{{"player", 0}, {"card", "polish_lithuanian_commonwealth"}};
    // Only an Advisor on a Wonder space: Augustus sits on Poland's own Advisor slot.
    CHECK_THROWS_WITH(t.act("special", json{{"player", 0}, {"card", "polish_lithuanian_commonwealth"}, {"advisor", "augustus"}}),
                      Contains("not an Advisor on a Wonder space of B"));
    // The owner does not take from itself: its dynasty has no special action for its own nation.
    CHECK_THROWS_WITH(t.act("special", json{{"player", 1}, {"card", "polish_lithuanian_commonwealth"}}),
                      Contains("no special action"));
    // 3 Gold needed (Rulebook appendix: no spending more than you have).
    t.edit(0, [](PlayerState &p) { p.gold = 2; });
    CHECK_THROWS_WITH(t.act("special", take), Contains("costs 3 Gold"));
    t.edit(0, [](PlayerState &p) { p.gold = 10; });

    t.act("special", take);
    CHECK(t.p(0).gold == 7);
    CHECK(t.p(1).gold == 13);
    CHECK(t.p(0).advisors == std::vector<std::string>{"archimedes"}); // Hatshepsut replaced
    CHECK(t.p(1).advisors == std::vector<std::string>{"augustus"});
    CHECK(wonderSpaceAdvisors(catalog(), t.p(1)).empty());
    CHECK(explained(t.state, "polish_lithuanian_commonwealth", "A pays B 3 Gold and takes Archimedes from its Wonder space"));
    CHECK(explained(t.state, "polish_lithuanian_commonwealth", "B receives 3 Gold from A for Archimedes"));
    CHECK(noByHand(t.state));
    CHECK(currentTurn(t.state) == 1); // it was A's action
    CHECK(validate(catalog(), t.state).empty());
    CHECK(t.replayed() == t.state);
    CHECK(stateFromJson(toJson(t.state)) == t.state);

    // Nothing left on a Wonder space: refused.
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("special", take), Contains("has no Advisor on a Wonder space to take"));
}

TEST_CASE("Polish-Lithuanian Commonwealth: with several Advisors on Wonder spaces the taker names one",
          "[dynasties][special]")
{
    Table t = tableOf({{"rome", 'A'}, {"poland", 'B'}});
    t.edit(1, [](PlayerState &p) {
        p.dynasty = "polish_lithuanian_commonwealth";
        p.advisors = {"augustus", "archimedes", "hatshepsut"};
    });
    t.edit(0, [](PlayerState &p) { p.advisors.clear(); });
    const json take{{"player", 0}, {"card", "polish_lithuanian_commonwealth"}};
    CHECK_THROWS_WITH(t.act("special", take), Contains("choose the Advisor taken"));
    json named = take;
    named["advisor"] = "hatshepsut";
    t.act("special", named);
    CHECK(t.p(0).advisors == std::vector<std::string>{"hatshepsut"});
    CHECK(t.p(1).advisors == std::vector<std::string>{"augustus", "archimedes"});
    CHECK(t.replayed() == t.state);
    // Covered by Poland's other dynasty, the card's action is gone (the Advisors stay on their spaces).
    GameState covered = t.state;
    covered.players[1].dynasty = "jagellonian_dynasty";
    covered.players[1].dynastiesPlayed = {"polish_lithuanian_commonwealth", "jagellonian_dynasty"};
    CHECK(wonderSpaceAdvisors(catalog(), covered.players[1]) == std::vector<std::string>{"archimedes"});
    covered.roundInputs.actionPhase.turn = 0;
    CHECK_THROWS_WITH(applyActionPhase(catalog(), covered, Action{"special", take}), Contains("no active"));
}

TEST_CASE("Jagellonian Dynasty: pay 1 Gold to the first player and act before everyone else", "[dynasties][turn]")
{
    // Card text: "Before the progress step you may pay 1 gold to the first player (second player if you
    // are first) to take an extra action before everyone else". Recorded at the start of the Action Phase
    // (payload "out_of_turn"); the turn order is not touched (Rulebook p.14).
    Table t = tableOf({{"rome", 'A'}, {"greece", 'A'}, {"poland", 'B'}});
    t.edit(2, [](PlayerState &p) { p.dynasty = "jagellonian_dynasty"; });
    CHECK(gapOf(coverage(catalog()), "jagellonian_dynasty") == nullptr);
    const auto offer = outOfTurnOffer(catalog(), t.state);
    REQUIRE(offer);
    CHECK(offer->player == 2);
    CHECK(offer->card == "jagellonian_dynasty");
    CHECK(offer->payTo == 0);
    CHECK(offer->gold == 1);
    CHECK(currentTurn(t.state) == 0);
    // Only the holder of the card, and not for passing.
    CHECK_THROWS_WITH(t.act("buy", {{"player", 1}, {"card", "archimedes"}, {"row", 1}, {"out_of_turn", "jagellonian_dynasty"}}),
                      Contains("has no \"jagellonian_dynasty\" in play"));
    CHECK_THROWS_WITH(t.act("pass", {{"player", 2}, {"out_of_turn", "jagellonian_dynasty"}}), Contains("passing is not one"));

    t.act("buy", {{"player", 2}, {"card", "archimedes"}, {"row", 1}, {"out_of_turn", "jagellonian_dynasty"}});
    CHECK(t.p(2).advisors.back() == "archimedes");
    CHECK(t.p(2).gold == 8);  // 1 to the first player, 1 for the card on row 1
    CHECK(t.p(0).gold == 11); // the first player in order receives it
    CHECK(currentTurn(t.state) == 0); // everyone else still acts in player order, Poland in its turn
    CHECK(t.state.roundInputs.actionPhase.started.empty());
    CHECK(explained(t.state, "jagellonian_dynasty", "C pays 1 Gold to A (first player) and takes an extra action before everyone else"));
    CHECK(noByHand(t.state));
    CHECK_FALSE(outOfTurnOffer(catalog(), t.state));
    // Once per round.
    CHECK_THROWS_WITH(t.act("turmoil", {{"player", 2}, {"choice", "gold"}, {"out_of_turn", "jagellonian_dynasty"}}),
                      Contains("once per round"));
    CHECK(t.replayed() == t.state);
    CHECK(stateFromJson(toJson(t.state)) == t.state);
    t.act("pass", {{"player", 0}});
    t.act("pass", {{"player", 1}});
    CHECK(currentTurn(t.state) == 2);
}

TEST_CASE("Jagellonian Dynasty: the first player pays the second, and only before anyone has acted", "[dynasties][turn]")
{
    Table t = tableOf({{"poland", 'B'}, {"rome", 'A'}});
    t.edit(0, [](PlayerState &p) { p.dynasty = "jagellonian_dynasty"; });
    REQUIRE(outOfTurnOffer(catalog(), t.state));
    CHECK(outOfTurnOffer(catalog(), t.state)->payTo == 1);
    t.act("turmoil", {{"player", 0}, {"choice", "gold"}, {"out_of_turn", "jagellonian_dynasty"}});
    CHECK(t.p(0).gold == 11); // −1 to the second player, +2 from the turmoil card
    CHECK(t.p(1).gold == 11);
    CHECK(explained(t.state, "jagellonian_dynasty", "pays 1 Gold to B (second player, A is first)"));
    CHECK(currentTurn(t.state) == 0); // Poland's own first turn still comes

    // Once a nation has acted, nobody acts "before everyone else" any more (a table rule: overridable).
    Table u = tableOf({{"rome", 'A'}, {"poland", 'B'}});
    u.edit(1, [](PlayerState &p) { p.dynasty = "jagellonian_dynasty"; });
    u.act("turmoil", {{"player", 0}, {"choice", "gold"}});
    CHECK_FALSE(outOfTurnOffer(catalog(), u.state));
    CHECK_THROWS_WITH(u.act("turmoil", {{"player", 1}, {"choice", "gold"}, {"out_of_turn", "jagellonian_dynasty"}}),
                      Contains("comes before everyone else"));
    // Without the Gold to pay: refused (Rulebook appendix).
    Table v = tableOf({{"rome", 'A'}, {"poland", 'B'}});
    v.edit(1, [](PlayerState &p) {
        p.dynasty = "jagellonian_dynasty";
        p.gold = 0;
    });
    CHECK_FALSE(outOfTurnOffer(catalog(), v.state));
    CHECK_THROWS_WITH(v.act("deploy", {{"player", 1}, {"slot", 0}, {"out_of_turn", "jagellonian_dynasty"}}),
                      Contains("costs 1 Gold"));
}

TEST_CASE("Democratic Republicans: every weakest nation but you plays a dynasty, 3 Books per nation forced",
          "[dynasties][special]")
{
    // Card text: "Special action: every nation with the least strength (not you) that still holds a dynasty
    // must take a turmoil card and play a dynasty now; you gain 3 books per nation forced". Least: all ties
    // count (shared README "if").
    Table t = tableOf({{"america", 'B'}, {"greece", 'A'}, {"rome", 'A'}});
    t.edit(0, [](PlayerState &p) {
        p.dynasty = "democratic_republicans";
        p.advisors = {"augustus"}; // +1 Strength: America is not among the weakest
    });
    REQUIRE(t.strength(1) == t.strength(2));
    REQUIRE(t.strength(0) > t.strength(1));
    CHECK(gapOf(coverage(catalog()), "democratic_republicans") == nullptr);
    const int left = turmoilCardsLeft(catalog(), t.state);
    REQUIRE(left >= 2);
    const int stability1 = boardValues(catalog(), t.state, 1).stability;
    // Rome's choice of dynasty (a Decision, default the first it still holds: Athens for Greece).
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "democratic_republicans"}, {"forced_dynasties", {{"2", "athens"}}}}),
                      Contains("plays one of the dynasties it still holds"));
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "democratic_republicans"}, {"forced_dynasties", {{"0", "federalist_party"}}}}),
                      Contains("names player 0, who is not forced"));
    t.act("special", {{"player", 0}, {"card", "democratic_republicans"}, {"forced_dynasties", {{"2", "roman_republic"}}}});
    CHECK(t.p(1).dynasty == "athens");
    CHECK(t.p(2).dynasty == "roman_republic");
    CHECK(t.p(1).dynastiesPlayed == std::vector<std::string>{"athens"});
    CHECK(t.p(0).books == 16); // 10 + 3 per nation forced
    CHECK(turmoilCardsLeft(catalog(), t.state) == left - 2);
    CHECK(boardValues(catalog(), t.state, 1).stability == stability1 - kTurmoilStability);
    CHECK(t.p(0).dynasty == "democratic_republicans"); // "(not you)"
    CHECK(explained(t.state, "democratic_republicans", "B has the least Strength"));
    CHECK(explained(t.state, "democratic_republicans", "must take a turmoil card and play Athens"));
    CHECK(explained(t.state, "democratic_republicans", "2 nation(s) forced: +6 Books for A"));
    CHECK(explained(t.state, "athens", "B plays Athens, covering the Greece special"));
    CHECK(noByHand(t.state));
    CHECK(currentTurn(t.state) == 1);
    CHECK(t.replayed() == t.state);
    CHECK(stateFromJson(toJson(t.state)) == t.state);
}

TEST_CASE("Democratic Republicans: nations without a dynasty left are not forced, and the turmoil cards must suffice",
          "[dynasties][special]")
{
    Table t = tableOf({{"america", 'B'}, {"greece", 'A'}, {"rome", 'A'}});
    t.edit(0, [](PlayerState &p) {
        p.dynasty = "democratic_republicans";
        p.advisors = {"augustus"};
    });
    t.edit(1, [](PlayerState &p) { // Greece played both of its dynasties
        p.dynasty = "sparta";
        p.dynastiesPlayed = {"athens", "sparta"};
    });
    REQUIRE(t.strength(1) == t.strength(2));
    t.act("special", {{"player", 0}, {"card", "democratic_republicans"}});
    CHECK(t.p(1).dynasty == "sparta");
    CHECK(t.p(2).dynasty == "roman_empire"); // default: the first of Rome's dynasties
    CHECK(t.p(0).books == 13);
    CHECK(explained(t.state, "democratic_republicans", "B has the least Strength (A 1, B 0, C 0) but holds no dynasty any more: not forced"));

    // The weakest nation is the owner alone: nobody is forced, nothing gained.
    Table u = tableOf({{"america", 'B'}, {"greece", 'A'}});
    u.edit(0, [](PlayerState &p) { p.dynasty = "democratic_republicans"; });
    u.edit(1, [](PlayerState &p) { p.advisors = {"augustus"}; });
    u.act("special", {{"player", 0}, {"card", "democratic_republicans"}});
    CHECK(u.p(0).books == 10);
    CHECK(explained(u.state, "democratic_republicans", "no nation is forced"));

    // Not enough turmoil cards left for every forced nation: a table rule (overridable).
    Table v = tableOf({{"america", 'B'}, {"greece", 'A'}, {"rome", 'A'}});
    v.edit(0, [](PlayerState &p) {
        p.dynasty = "democratic_republicans";
        p.advisors = {"augustus"};
    });
    GameState s = v.state; // every turmoil card of the round but one taken (round effect "turmoil_cards")
    s.roundInputs.actionPhase.roundEffects["1/turmoil/turmoil_cards"] = turmoilCardsLeft(catalog(), s) - 1;
    REQUIRE(turmoilCardsLeft(catalog(), s) == 1);
    const Action force{"special", {{"player", 0}, {"card", "democratic_republicans"}}};
    CHECK_THROWS_WITH(applyActionPhase(catalog(), s, force),
                      Contains("forces 2 nation(s) to take a turmoil card; 1 of the round's"));
    Action anyway = force;
    anyway.payload["override"] = true;
    const GameState after = applyActionPhase(catalog(), s, anyway);
    CHECK(turmoilCardsLeft(catalog(), after) == 0);
    CHECK(after.roundInputs.actionPhase.overrides.size() == 1);
    CHECK(after.players[0].books == 16);
}
