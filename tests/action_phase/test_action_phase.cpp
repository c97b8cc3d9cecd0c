// The recorded Action Phase (Rulebook p.14-17): each action with the rulebook and FAQ examples,
// refusals naming the rule that forbids them, and marked manual corrections (overrides).
#include "support.h"

#include "nations/resolution.h"

using namespace aptest;

namespace {
json buy(int p, const std::string &card, int row, json extra = json::object())
{
    json j = {{"player", p}, {"card", card}, {"row", row}};
    j.update(extra);
    return j;
}
} // namespace

TEST_CASE("buying costs the row's Gold and passes the turn (Rulebook p.14, FAQ R-40)", "[action][buy]")
{
    Table t = table(2);
    CHECK(currentTurn(t.state) == 0);
    t.act("buy", buy(0, "ziggurat", 3));
    CHECK(t.p(0).gold == 10 - 3); // row 3 = 3 Gold
    CHECK(t.p(0).buildings.back().card == "ziggurat");
    CHECK(t.p(0).buildings.back().workers == 0);
    CHECK(currentTurn(t.state) == 1);
    t.act("buy", buy(1, "aqueduct", 1));
    CHECK(t.p(1).gold == 10 - 1); // row 1 = 1 Gold
    t.act("buy", buy(0, "archer", 2));
    CHECK(t.p(0).gold == 7 - 2);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("refusals name the rule, unaffordable and unknown cards are refused", "[action][buy][errors]")
{
    Table t = table(2);
    CHECK_THROWS_WITH(t.act("buy", buy(1, "ziggurat", 1)),
                      Catch::Contains("Rulebook p.14") && Catch::Contains("it is A's turn"));
    CHECK_THROWS_WITH(t.act("buy", buy(0, "ziggurat", 4)), Catch::Contains("FAQ R-40"));
    CHECK_THROWS_WITH(t.act("buy", buy(0, "railroad", 1)), Catch::Contains("Rulebook p.12") && Catch::Contains("age 4"));
    CHECK_THROWS_WITH(t.act("buy", buy(0, "granery", 1)), Catch::Contains("unknown card"));
    CHECK_THROWS_WITH(t.act("buy", buy(0, "egypt_b_pyramids", 1)), Catch::Contains("printed on a player board"));
    t.edit(0, [](PlayerState &p) { p.gold = 2; });
    CHECK_THROWS_WITH(t.act("buy", buy(0, "ziggurat", 3)), Catch::Contains("costs 3 Gold on row 3 (A has 2)"));
    const size_t logged = t.log.size();
    CHECK_THROWS(t.act("buy", buy(0, "ziggurat", 3, {{"override", true}}))); // never below 0, even overridden
    CHECK(t.log.size() == logged);
    // The error says whether the table may overrule it: the turn order yes, paying Gold one lacks no.
    try {
        t.act("buy", buy(1, "ziggurat", 1));
        FAIL("out of turn must be refused");
    } catch (const ActionError &e) {
        CHECK(e.overridable());
        CHECK_THAT(e.rule(), Catch::Contains("Rulebook p.14") && !Catch::Contains("manual correction"));
    }
    try {
        t.act("buy", buy(0, "ziggurat", 3, {{"override", true}}));
        FAIL("paying Gold one lacks must be refused");
    } catch (const ActionError &e) {
        CHECK(!e.overridable());
        CHECK(e.rule().empty());
    }
}

TEST_CASE("an override records the action anyway and marks the state", "[action][override]")
{
    Table t = table(2);
    t.act("buy", buy(1, "ziggurat", 1, {{"override", true}})); // out of turn
    const auto &ov = t.state.roundInputs.actionPhase.overrides;
    REQUIRE(ov.size() == 1);
    CHECK(ov[0].player == 1);
    CHECK(ov[0].action == "buy");
    CHECK(ov[0].card == "ziggurat");
    CHECK_THAT(ov[0].rule, Catch::Contains("Rulebook p.14"));
    CHECK(t.log.back().payload["override"] == true);
    CHECK(t.p(1).buildings.back().card == "ziggurat");
    CHECK(currentTurn(t.state) == 0); // the turn goes on after the actor
    // Overrides and the rest of the Action Phase bookkeeping survive the JSON round trip.
    CHECK(stateFromJson(toJson(t.state)) == t.state);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("covering a Building/Military removes it for good and undeploys its Workers, slot limits", "[action][buy][slots]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) {
        p.buildings = {{"ziggurat", 2}, {"aqueduct", 1}, {"archer", 0}, {"hoplite", 1}};
        p.idleWorkers = 1;
    });
    CHECK(t.stability(0) == 2 * 2 + 1);
    CHECK(t.strength(0) == 3);
    // Four Building/Military slots on an A side: a fifth card must cover one (Rulebook p.14).
    CHECK_THROWS_WITH(t.act("buy", buy(0, "mine", 1)), Catch::Contains("all 4 Building/Military slots are full"));
    CHECK_THROWS_WITH(t.act("buy", buy(0, "mine", 1, {{"slot", 7}})), Catch::Contains("no Building/Military slot 7"));
    t.act("buy", buy(0, "mine", 1, {{"slot", 0}})); // covers the Ziggurat and its 2 Workers
    CHECK(t.p(0).buildings[0] == CardOnBoard{"mine", 0});
    CHECK(t.p(0).idleWorkers == 3);
    CHECK(t.stability(0) == 1); // the Ziggurat's +2 per Worker is gone at once
    // Military replaces Building and vice versa.
    t.act("pass", {{"player", 1}});
    t.act("buy", buy(0, "chariot", 1, {{"slot", 1}}));
    CHECK(t.p(0).buildings[1].card == "chariot");
    CHECK(t.p(0).idleWorkers == 4);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Advisors replace the Advisor, a third Colony replaces one (Rulebook p.16, FAQ R-28)", "[action][buy][slots]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.advisors = {"augustus"}; p.colonies = {"nubia", "hispania"}; p.buildings = {{"hoplite", 3}}; });
    t.act("buy", buy(0, "hannibal", 1));
    CHECK(t.p(0).advisors == std::vector<std::string>{"hannibal"});
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("buy", buy(0, "macedonia", 1)), Catch::Contains("both Colony slots are full"));
    t.act("buy", buy(0, "macedonia", 1, {{"slot", 0}}));
    CHECK(t.p(0).colonies == std::vector<std::string>{"macedonia", "hispania"});
}

TEST_CASE("Colony: Strength requirement at purchase only (Rulebook p.16, FAQ R-27, T-20 Macedonia)", "[action][buy][colony]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"hoplite", 1}}; }); // Strength 3
    CHECK_THROWS_WITH(t.act("buy", buy(0, "macedonia", 2)),
                      Catch::Contains("Rulebook p.16: to buy Macedonia you need Military Strength 4 (you have 3)"));
    t.act("deploy", {{"player", 0}, {"slot", 0}}); // Strength 6
    t.act("pass", {{"player", 1}});
    t.act("buy", buy(0, "macedonia", 2));
    CHECK(t.strength(0) == 6 + 2); // T-20: Macedonia adds 2 Strength at once
    // Dropping below the requirement later changes nothing.
    t.act("undeploy", {{"player", 0}, {"slot", 0}, {"count", 2}});
    CHECK(t.strength(0) == 2);
    CHECK(t.p(0).colonies == std::vector<std::string>{"macedonia"});
}

TEST_CASE("War: one per round, marker at the buyer's Strength, it does not move (Rulebook p.15, FAQ R-16)", "[action][buy][war]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"hoplite", 2}}; }); // Strength 6
    t.act("buy", buy(0, "hunnic_invasions", 2));
    REQUIRE(t.state.roundInputs.war);
    CHECK(*t.state.roundInputs.war == WarState{"hunnic_invasions", 6, 0});
    CHECK_THROWS_WITH(t.act("buy", buy(1, "punic_wars", 1)),
                      Catch::Contains("Rulebook p.15: only one War may be bought each round (Hunnic Invasions"));
    t.act("pass", {{"player", 1}});
    t.act("deploy", {{"player", 0}, {"slot", 0}});
    CHECK(t.strength(0) == 9);
    CHECK(t.state.roundInputs.war->strength == 6); // the marker stays where it was
}

TEST_CASE("a nation with no Military may buy a War: marker 0 (Rulebook p.15)", "[action][buy][war]")
{
    Table t = table(2);
    t.act("buy", buy(0, "punic_wars", 1));
    CHECK(t.state.roundInputs.war->strength == 0);
    CHECK(t.state.roundInputs.war->buyer == 0);
}

TEST_CASE("Battle: best raid value of a staffed Military, once (Rulebook p.16, FAQ R-19, T-07)", "[action][buy][battle]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 0}}; });
    CHECK_THROWS_WITH(t.act("buy", buy(0, "siege_of_alesia", 1, {{"choice", "food"}})),
                      Catch::Contains("Rulebook p.16: to buy a Battle you need at least one Worker on a Military"));
    t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 0}, {"hoplite", 2}}; });
    CHECK_THROWS_WITH(t.act("buy", buy(0, "siege_of_alesia", 1, {{"choice", "gold"}})), Catch::Contains("Books, Food or Stone"));
    t.act("buy", buy(0, "siege_of_alesia", 1, {{"choice", "food"}}));
    CHECK(t.p(0).food == 10 + 3); // T-07: two Workers on the Hoplite, raid value still 3
    CHECK(t.p(0).gold == 9);
    // Battles and Golden Ages leave the game after their effect (Rulebook p.14).
    CHECK(t.p(0).buildings.size() == 2);
}

TEST_CASE("Golden Age: resource + bonus, or 1 VP for (cost − bonus) resources (Rulebook p.16, T-05, T-06)", "[action][buy][golden_age]")
{
    SECTION("T-05 without bonus: 2 Stone, or 3 resources in any mix for 1 VP")
    {
        Table t = table(2, 5); // Renaissance
        t.act("buy", buy(0, "clocks", 1, {{"choice", "resource"}}));
        CHECK(t.p(0).stone == 12);
        CHECK_THROWS_WITH(t.act("buy", buy(1, "microscope", 1, {{"choice", "vp"}, {"pay", {{"food", 1}, {"books", 1}}}})),
                          Catch::Contains("costs 3 resources") && Catch::Contains("adds up to 2"));
        const int vp = t.p(1).vp;
        t.act("buy", buy(1, "microscope", 1, {{"choice", "vp"}, {"pay", {{"food", 1}, {"books", 2}}}}));
        CHECK(t.p(1).vp == vp + 1);
        CHECK(t.p(1).food == 9);
        CHECK(t.p(1).books == 8);
    }
    SECTION("T-05 with Uraniborg (bonus 2): 4 Stone, or 1 resource for the VP")
    {
        Table t = table(2, 5);
        t.edit(0, [](PlayerState &p) { p.wonders = {"uraniborg"}; });
        t.edit(1, [](PlayerState &p) { p.wonders = {"uraniborg"}; });
        t.act("buy", buy(0, "clocks", 1, {{"choice", "resource"}}));
        CHECK(t.p(0).stone == 14);
        const int vp = t.p(1).vp;
        t.act("buy", buy(1, "telescope", 1, {{"choice", "vp"}, {"pay", {{"gold", 1}}}}));
        CHECK(t.p(1).vp == vp + 1);
        CHECK(t.p(1).gold == 10 - 1 - 1);
    }
    SECTION("T-06 stacked bonus 1 + 2: 5 Stone, or the VP for free")
    {
        // 3 players, the third the least stable: Great Library is removed from the least stable nation
        // at any moment (its "if X: remove", FAQ R-22), so A and B must stay above someone.
        Table t = table(3, 5);
        for (int i : {0, 1})
            t.edit(i, [](PlayerState &p) {
                p.wonders = {"great_library", "uraniborg"};
                p.buildings = {{"ziggurat", 1}};
            });
        t.act("buy", buy(0, "thermometer", 1, {{"choice", "resource"}}));
        CHECK(t.p(0).stone == 15);
        const int vp = t.p(1).vp;
        t.act("buy", buy(1, "clocks", 1, {{"choice", "vp"}}));
        CHECK(t.p(1).vp == vp + 1);
        CHECK(t.p(1).gold == 9); // only the card's price
    }
    SECTION("the special option of a few Golden Ages is applied (Le Vite: +3 public Architects this round)")
    {
        Table t = table(2, 5);
        const int architects = publicArchitects(catalog(), t.state);
        t.act("buy", buy(0, "le_vite", 1, {{"choice", "special"}}));
        CHECK(t.state.roundInputs.actionPhase.byHand.empty());
        CHECK(publicArchitects(catalog(), t.state) == architects + 3);
        CHECK_THROWS_WITH(t.act("buy", buy(1, "clocks", 1, {{"choice", "special"}})), Catch::Contains("no special option"));
    }
}

TEST_CASE("deploy: pay the card's Stone, one Worker per action (Rulebook p.15, T-19)", "[action][deploy]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"ziggurat", 0}, {"praetorian_guard", 0}}; });
    t.act("deploy", {{"player", 0}, {"slot", 0}});
    CHECK(t.p(0).stone == 9);
    CHECK(t.stability(0) == 2); // T-19a
    CHECK(t.p(0).idleWorkers == 4);
    CHECK(currentTurn(t.state) == 1); // deploying is an action
    t.act("pass", {{"player", 1}});
    t.act("deploy", {{"player", 0}, {"slot", 1}});
    CHECK_THROWS_WITH(t.act("deploy", {{"player", 0}, {"slot", 1}}), Catch::Contains("at most 1 Workers"));
    CHECK_THROWS_WITH(t.act("deploy", {{"player", 0}, {"slot", 4}}), Catch::Contains("no card on Building/Military slot 4"));
    t.edit(0, [](PlayerState &p) { p.stone = 0; });
    CHECK_THROWS_WITH(t.act("deploy", {{"player", 0}, {"slot", 0}}),
                      Catch::Contains("Rulebook p.15: deploying a Worker on Ziggurat costs 1 Stone (A has 0)"));
    t.edit(0, [](PlayerState &p) { p.stone = 5; p.idleWorkers = 0; });
    CHECK_THROWS_WITH(t.act("deploy", {{"player", 0}, {"slot", 0}}), Catch::Contains("no Worker in A's Resource Area"));
}

TEST_CASE("T-18: moving a Worker from Conquistador to Railroad", "[action][deploy]")
{
    Table t = table(2, 7); // Industrial
    t.edit(0, [](PlayerState &p) { p.buildings = {{"conquistador", 1}, {"railroad", 0}}; });
    const int stone = t.p(0).stone, strength = t.strength(0), stability = t.stability(0);
    t.act("deploy", {{"player", 0}, {"slot", 1}, {"from", 0}});
    CHECK(t.p(0).stone - stone == -4);
    CHECK(t.strength(0) - strength == -7);
    CHECK(t.stability(0) - stability == 3);
    CHECK(t.p(0).idleWorkers == 5);
}

TEST_CASE("undeploy: free, not an action, only during your own turn (Rulebook p.15, FAQ R-39)", "[action][undeploy]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) { p.buildings = {{"ziggurat", 2}}; });
    t.edit(1, [](PlayerState &p) { p.buildings = {{"ziggurat", 2}}; });
    t.act("undeploy", {{"player", 0}, {"slot", 0}, {"count", 2}});
    CHECK(t.p(0).idleWorkers == 7);
    CHECK(t.p(0).stone == 10);
    CHECK(currentTurn(t.state) == 0); // still A's turn
    CHECK_THROWS_WITH(t.act("undeploy", {{"player", 1}, {"slot", 0}}),
                      Catch::Contains("only during your own turn; it is A's turn"));
    CHECK_THROWS_WITH(t.act("undeploy", {{"player", 0}, {"slot", 0}}), Catch::Contains("has 0 Workers"));
}

TEST_CASE("'if X: remove' holds at every moment, also in the middle of a Worker move (FAQ R-22, T-22)",
          "[action][undeploy][faq]")
{
    // T-22: 3 players, Stability 4 / 3 / 6; I hold Qin Shi Huang ("removed as soon as you have the least
    // stability") and move a Worker from one +2 Stability Building to another: Stability 2 on the way, 4 after,
    // and the card is gone.
    Table t = table(3);
    t.edit(0, [](PlayerState &p) {
        p.advisors = {"qin_shi_huang"};
        p.buildings = {{"ziggurat", 2}, {"confucian_academy", 0}};
    });
    t.edit(1, [](PlayerState &p) { p.buildings = {{"aqueduct", 3}}; });
    t.edit(2, [](PlayerState &p) { p.buildings = {{"ziggurat", 3}}; });
    REQUIRE(t.stability(0) == 4);
    REQUIRE(t.stability(1) == 3);
    REQUIRE(t.stability(2) == 6);
    REQUIRE(t.p(0).advisors == std::vector<std::string>{"qin_shi_huang"}); // quick entry removes nothing

    t.act("undeploy", {{"player", 0}, {"slot", 0}, {"count", 1}});
    CHECK(t.stability(0) == 2);
    CHECK(t.p(0).advisors.empty());
    const auto &applied = t.state.roundInputs.actionPhase.applied;
    REQUIRE(!applied.empty());
    CHECK(applied.back().player == 0);
    CHECK(applied.back().card == "qin_shi_huang");
    CHECK_THAT(applied.back().text, Catch::Contains("Qin Shi Huang removed"));

    t.act("deploy", {{"player", 0}, {"slot", 1}});
    CHECK(t.stability(0) == 4);      // no longer the least stable...
    CHECK(t.p(0).advisors.empty());  // ...but the removal stands
    CHECK(t.replayed() == t.state);
}

TEST_CASE("hire: public Architects, next section's Stone, ready Wonder to a slot (Rulebook p.17, FAQ R-13)", "[action][hire]")
{
    Table t = table(2); // 2 players: 1 + 2 on the Event Card = 3 public Architects
    CHECK(publicArchitects(catalog(), t.state) == 3);
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}}), Catch::Contains("no Wonder under construction"));
    t.act("buy", buy(0, "colosseum", 1));
    REQUIRE(t.p(0).wonderUnderConstruction);
    t.act("pass", {{"player", 1}});
    t.act("hire", {{"player", 0}});
    CHECK(t.p(0).stone == 8);
    CHECK(t.p(0).wonderUnderConstruction->architects == 1);
    CHECK(t.strength(0) == 0); // a Wonder under construction does nothing yet
    t.act("hire", {{"player", 0}});
    CHECK_FALSE(t.p(0).wonderUnderConstruction);
    CHECK(t.p(0).wonders == std::vector<std::string>{"colosseum"});
    CHECK(t.p(0).stone == 6);
    CHECK(t.p(0).food == 10 - 2); // on_ready: lose 2 Food
    CHECK(t.strength(0) == 3);
    CHECK(publicArchitectsLeft(catalog(), t.state) == 1);
    t.act("buy", buy(0, "stonehenge", 1));
    t.act("hire", {{"player", 0}});
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}}), Catch::Contains("Rulebook p.17: no Architect is left"));
    // A private Architect (Archimedes, refreshed each round, FAQ R-12).
    t.edit(0, [](PlayerState &p) { p.advisors = {"archimedes"}; });
    t.act("hire", {{"player", 0}, {"private", "archimedes"}});
    CHECK(t.p(0).wonderUnderConstruction->architects == 2);
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}, {"private", "archimedes"}}), Catch::Contains("FAQ R-12"));
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}, {"private", "alhambra"}}), Catch::Contains("holds no such card"));
    CHECK(t.replayed() == t.state);
}

TEST_CASE("T-23 / T-24: a ready Wonder may cover Sphinx and still get its bonus, an unfinished one is lost", "[action][hire][wonder]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) {
        p.buildings = {{"ziggurat", 1}}; // more stable than B: Great Library stays (removed if least stable)
        p.wonders = {"sphinx", "petra", "great_library", "colosseum", "great_lighthouse"};
        p.wonderUnderConstruction = WonderUnderConstruction{"hanging_gardens", 0};
    });
    // T-24: buying another Wonder abandons the unfinished one, its Architects and Stone.
    t.act("buy", buy(0, "stonehenge", 1));
    CHECK(t.p(0).wonderUnderConstruction == WonderUnderConstruction{"stonehenge", 0});
    CHECK(t.p(0).stone == 10);
    t.act("pass", {{"player", 1}});
    t.act("hire", {{"player", 0}});
    t.act("hire", {{"player", 0}});
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}}), Catch::Contains("all 5 Wonder slots are full"));
    t.act("hire", {{"player", 0}, {"cover", 0}}); // T-23: Stonehenge covers the Sphinx
    CHECK(t.p(0).wonders[0] == "stonehenge");
    CHECK(t.p(0).stone == 10 - 3 + 5); // Sphinx: +5 Stone although covered
    CHECK(t.p(0).books == 10 + 6);     // Stonehenge on_ready
    CHECK(t.p(0).food == 10 + 4);
}

TEST_CASE("special actions: generic payments, per-round limits, the rest by hand (Rulebook p.17)", "[action][special]")
{
    Table t = table(2, 3); // Medieval
    t.edit(0, [](PlayerState &p) { p.wonders = {"piazza_san_marco"}; p.advisors = {"marco_polo"}; });
    t.edit(1, [](PlayerState &p) { p.advisors = {"alhazen"}; });
    t.act("special", {{"player", 0}, {"card", "piazza_san_marco"}, {"option", 1}});
    CHECK(t.p(0).gold == 8);
    CHECK(t.p(0).food == 15);
    const json swap = json::array({{{"card", "aqueduct"}, {"row", 1}}, {{"card", "forge"}, {"row", 3}}});
    t.act("special", {{"player", 1}, {"card", "alhazen"}, {"swap", swap}});
    CHECK(t.state.roundInputs.actionPhase.boardRows == std::map<std::string, int>{{"aqueduct", 3}, {"forge", 1}});
    CHECK(t.state.roundInputs.actionPhase.applied.back().card == "alhazen");
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "piazza_san_marco"}, {"option", 0}}),
                      Catch::Contains("can be used once per round"));
    t.act("special", {{"player", 0}, {"card", "marco_polo"}, {"option", 1}}); // pay 2 Stone, gain 4 Gold
    CHECK(t.p(0).stone == 8);
    CHECK(t.p(0).gold == 12);
    CHECK_THROWS_WITH(t.act("special", {{"player", 1}, {"card", "piazza_san_marco"}}), Catch::Contains("no active"));
    const json swap2 = json::array({{{"card", "granary"}, {"row", 2}}, {{"card", "library"}, {"row", 3}}});
    t.act("special", {{"player", 1}, {"card", "alhazen"}, {"swap", swap2}, {"override", true}});
    CHECK(t.state.roundInputs.actionPhase.overrides.size() == 1);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("pass: pass order, passed nations are skipped, the phase ends when all passed (Rulebook p.14)", "[action][pass]")
{
    Table t = table(3, 5);
    t.edit(1, [](PlayerState &p) { p.wonders = {"forbidden_palace"}; });
    t.act("buy", buy(0, "ziggurat", 1));
    const int vp = t.p(1).vp;
    t.act("pass", {{"player", 1}});
    CHECK(t.p(1).vp == vp + 1); // Forbidden Palace: passed first
    CHECK(currentTurn(t.state) == 2);
    CHECK_THROWS_WITH(t.act("pass", {{"player", 1}}), Catch::Contains("already passed"));
    t.act("pass", {{"player", 2}});
    CHECK(currentTurn(t.state) == 0);
    t.act("buy", buy(0, "aqueduct", 1)); // A keeps acting alone
    CHECK(currentTurn(t.state) == 0);
    CHECK_THROWS_WITH(t.act("buy", buy(1, "mine", 1)), Catch::Contains("B has passed"));
    t.act("pass", {{"player", 0}});
    CHECK(t.state.roundInputs.passOrder == std::vector<int>{1, 2, 0});
    CHECK(t.state.phase == Phase::Resolution);
    CHECK(currentTurn(t.state) == -1);
    CHECK_THROWS_WITH(t.act("buy", buy(0, "mine", 1)), Catch::Contains("Action Phase of this round is over"));
}

TEST_CASE("on_buy rules of the bought card and of held cards", "[action][buy][rules]")
{
    Table t = table(2, 3);
    t.act("buy", buy(0, "great_lighthouse", 3)); // bought for 3 Gold: +1 Book
    CHECK(t.p(0).books == 11);
    CHECK_THROWS_WITH(t.act("buy", buy(1, "great_lighthouse", 1)),
                      Catch::Contains("one copy of each Progress Card and Great Lighthouse is on A's board"));
    t.edit(1, [](PlayerState &p) { p.wonders = {"chichen_itza"}; p.advisors = {"abu_bakr"}; });
    const int vp = t.p(1).vp;
    t.act("buy", buy(1, "punic_wars", 1)); // Chichen Itza: +1 VP when you buy a War
    CHECK(t.p(1).vp == vp + 1);
    CHECK(t.p(1).books == 10);             // Abu Bakr is about Battles
    // Unknown cards are refused even as a manual correction.
    CHECK_THROWS_WITH(t.act("buy", buy(0, "no_such_card", 1, {{"override", true}})), Catch::Contains("unknown card"));
}

TEST_CASE("price modifiers of held cards: Hannibal makes the others' Battles 1 Gold dearer", "[action][buy][rules]")
{
    Table t = table(2);
    t.edit(1, [](PlayerState &p) { p.advisors = {"hannibal"}; });
    t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 1}}; });
    CHECK(cardPrice(catalog(), t.state, 0, *catalog().card("siege_of_alesia"), 1) == 2);
    t.act("buy", buy(0, "siege_of_alesia", 1, {{"choice", "stone"}}));
    CHECK(t.p(0).gold == 8);
    CHECK(t.p(0).stone == 10 + 4); // Archer: raid 4
    t.act("buy", buy(1, "battle_of_cannae", 1, {{"choice", "books"}, {"override", true}}));
    CHECK(t.p(1).gold == 9);       // Hannibal's own Battles cost the row price
    CHECK(t.p(1).books == 10);     // no staffed Military: overridden, raid value 0
}

TEST_CASE("recorded purchases answer the Resolution Phase's 'bought this round' questions", "[action][buy][resolution]")
{
    SECTION("Cyrus the Great: a Colony bought in the recorded Action Phase answers yes by default")
    {
        Table t = table(2);
        t.edit(0, [](PlayerState &p) {
            p.advisors = {"cyrus_the_great"};
            p.buildings = {{"hoplite", 2}}; // Strength 6: Macedonia needs 4
        });
        CHECK(recordedPurchases(t.state, 0, {CardType::Colony}) == std::nullopt); // nobody's turn yet
        t.act("buy", buy(0, "macedonia", 1));
        CHECK(t.state.roundInputs.actionPhase.purchases.at("0/colony") == 1);
        CHECK(recordedPurchases(t.state, 0, {CardType::Colony}) == 1);
        CHECK(recordedPurchases(t.state, 1, {CardType::Colony}) == 0);
        const auto r = resolveRound(catalog(), t.state);
        const auto d = std::find_if(r.decisions.begin(), r.decisions.end(),
                                    [](const Decision &x) { return x.id == "production/0/bought_colony"; });
        REQUIRE(d != r.decisions.end());
        CHECK(d->defaultOption == "yes");
        CHECK_THAT(d->question, Catch::Contains("recorded in the Action Phase: yes"));
        // The table can still say otherwise: +3 Gold only with "yes".
        GameState no = t.state;
        no.roundInputs.choices["production/0/bought_colony"] = "no";
        CHECK(r.after.players[0].gold == resolveRound(catalog(), no).after.players[0].gold + 3);
        CHECK(t.replayed() == t.state);
        CHECK(stateFromJson(toJson(t.state)) == t.state);
    }
    SECTION("Magellan's expedition: 5 Gold per Colony bought, counted from the record")
    {
        Table t = table(2, 5);
        t.act("event", {{"card", "magellans_expedition__papal_indulgence"}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"hoplite", 2}}; });
        t.act("buy", buy(0, "macedonia", 1));
        t.act("pass", {{"player", 1}});
        t.act("pass", {{"player", 0}});
        const auto r = resolveRound(catalog(), t.state);
        int asked = 0;
        for (const Decision &d : r.decisions)
            if (d.id.rfind("event1/", 0) == 0) {
                ++asked;
                CHECK(d.defaultOption == (d.player == 0 ? "1" : "0"));
            }
        CHECK(asked == 2);
        GameState none = t.state;
        none.roundInputs.actionPhase.purchases.clear();
        CHECK(r.after.players[0].gold == resolveRound(catalog(), none).after.players[0].gold + 5);
    }
}

TEST_CASE("cards of a set the game does not use are refused, overridably (game option: card sets)", "[action][buy][sets]")
{
    Table t = table(2); // base only
    CHECK_THROWS_WITH(t.act("buy", buy(0, "mount_ararat", 1)),
                      Catch::Contains("from the dynasties set, which this game does not use (card sets: base)"));
    t.act("buy", buy(0, "mount_ararat", 1, {{"override", true}}));
    REQUIRE(t.p(0).wonderUnderConstruction); // explored before it is discovered (test_dynasties.cpp)
    CHECK(t.p(0).wonderUnderConstruction->card == "mount_ararat");
    REQUIRE(t.state.roundInputs.actionPhase.overrides.size() == 1);
    Table all = tableOf({{"china", 'A'}, {"persia", 'A'}}, 1, {"base", "dynasties"});
    all.act("buy", buy(0, "mount_ararat", 1));
    CHECK(all.state.roundInputs.actionPhase.overrides.empty());
}

TEST_CASE("Golden Age bonus larger than the VP cost: the VP is free, never a negative price (appendix, T-06)", "[action][buy][golden_age]")
{
    Table t = table(2); // Antiquity: 1 resource for the VP
    t.edit(0, [](PlayerState &p) { p.wonders = {"uraniborg"}; }); // bonus 2
    const PlayerState before = t.p(0);
    t.act("buy", buy(0, "coinage", 1, {{"choice", "vp"}}));
    CHECK(t.p(0).vp == before.vp + 1);
    CHECK(t.p(0).gold == before.gold - 1); // only the card's price
    CHECK(t.p(0).food == before.food);
    CHECK(t.p(0).stone == before.stone);
    CHECK(t.p(0).books == before.books);
}

TEST_CASE("FAQ R-15: a ready Wonder may cover a ready Wonder although Wonder slots are free", "[action][hire][wonder]")
{
    Table t = table(2);
    t.edit(0, [](PlayerState &p) {
        p.wonders = {"petra", "great_lighthouse"};
        p.wonderUnderConstruction = WonderUnderConstruction{"colosseum", 1};
    });
    t.act("hire", {{"player", 0}, {"cover", 1}});
    CHECK(t.p(0).wonders == std::vector<std::string>{"petra", "colosseum"});
    CHECK_FALSE(t.p(0).wonderUnderConstruction);
    CHECK(t.replayed() == t.state);
}

TEST_CASE("FAQ R-10 / R-11: public Architects are refilled each round, unused ones are not carried over", "[action][hire]")
{
    Table t = table(2); // 1 (2 players) + 2 (Aryan Migration)
    CHECK(publicArchitects(catalog(), t.state) == 3);
    t.edit(0, [](PlayerState &p) { p.wonderUnderConstruction = WonderUnderConstruction{"colosseum", 0}; });
    t.act("hire", {{"player", 0}});
    CHECK(publicArchitectsLeft(catalog(), t.state) == 2);
    GameState next = t.state;
    next.round = 2;
    next.roundInputs = {};
    next.roundInputs.eventCard = "assyrian_deportations__jain_ascetism";
    const EventCard *e = catalog().eventCard(next.roundInputs.eventCard);
    REQUIRE(e);
    CHECK(publicArchitects(catalog(), next) == 1 + e->architects); // not 2 left over + the new ones
    CHECK(publicArchitectsLeft(catalog(), next) == 1 + e->architects);
}
