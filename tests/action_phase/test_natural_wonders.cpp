// The last catalog entries issue 12 left "by hand": Vikings B's pre-printed Old Uppsala and the Dynasties'
// natural wonders Siberia, Great Plains, Vesuvius and Victoria Falls, through the recorded Action Phase and
// the Resolution Phase. Card texts (data/catalog/progress_cards.json, "effect"; card text overrules the
// rules, Rulebook appendix):
//  * Old Uppsala: "Special action once per round: pay 1 food for +3 strength until the end of the round."
//  * Siberia: "occupies two wonder spaces (comes with a second filler card)."
//  * Great Plains: "Its wonder space may be covered by a building or military card (an extra
//    building/military slot)."
//  * Vesuvius: "at the end of every age you must return 1 worker."
//  * Victoria Falls: "When discovered: draw 20 progress cards, keep the colonies as an extra 4th board row
//    and discard the rest; any nation may then buy from that row for 4 gold."
#include "support.h"

#include <functional>

#include "nations/resolution.h"

using namespace aptest;

namespace {

int strengthIn(const GameState &s, int p) { return boardValues(catalog(), s, p).strength; }

} // namespace

TEST_CASE("Old Uppsala: pay 1 Food for +3 Strength until the end of the round, once per round", "[natural_wonders][uppsala]")
{
    // Card text: "Special action once per round: pay 1 food for +3 strength until the end of the round."
    Table t = tableOf({{"vikings", 'B'}, {"rome", 'A'}});
    REQUIRE(std::find(t.p(0).wonders.begin(), t.p(0).wonders.end(), "vikings_b_old_uppsala") != t.p(0).wonders.end());
    const int food = t.p(0).food, strength = strengthIn(t.state, 0);
    t.act("special", {{"player", 0}, {"card", "vikings_b_old_uppsala"}});
    CHECK(t.p(0).food == food - 1);
    CHECK(strengthIn(t.state, 0) == strength + 3);
    CHECK(explained(t.state, "vikings_b_old_uppsala", "+3 Strength"));
    CHECK(t.state.roundInputs.actionPhase.byHand.empty());
    t.act("pass", {{"player", 1}});
    // Once per round (Rulebook p.17 and appendix).
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "vikings_b_old_uppsala"}}), Catch::Contains("once"));
    CHECK(t.replayed() == t.state);
    t.act("pass", {{"player", 0}});
    // "until the end of the round": gone after the Resolution Phase.
    CHECK(strengthIn(resolveRound(catalog(), t.state).after, 0) == strength);
}

TEST_CASE("Old Uppsala: without Food the special action is refused", "[natural_wonders][uppsala]")
{
    Table t = tableOf({{"vikings", 'B'}, {"rome", 'A'}});
    t.edit(0, [](PlayerState &p) { p.food = 0; });
    CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "vikings_b_old_uppsala"}}),
                      Catch::Contains("you may not spend more than you have"));
}

TEST_CASE("Siberia occupies two Wonder spaces: discovered on the last free space it must cover a Wonder", "[natural_wonders][siberia]")
{
    // Card text: "occupies two wonder spaces (comes with a second filler card)". China A: 5 Wonder spaces.
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 3);
    t.edit(0, [](PlayerState &p) { p.wonders = {"colosseum", "hanging_gardens", "great_lighthouse", "petra"}; });
    t.act("buy", {{"player", 0}, {"card", "siberia"}, {"row", 1}});
    t.act("pass", {{"player", 1}});
    t.act("explore", {{"player", 0}});
    // 4 ready Wonders + Siberia's 2 spaces > 5: refused without a Wonder to cover.
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}}), Catch::Contains("Siberia") && Catch::Contains("\"cover\""));
    t.act("explore", {{"player", 0}, {"cover", 3}});
    CHECK(t.p(0).wonders == std::vector<std::string>{"colosseum", "hanging_gardens", "great_lighthouse", "siberia"});
    CHECK(explained(t.state, "siberia", "occupies 2 Wonder spaces"));
    CHECK(validate(catalog(), t.state).empty());
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Siberia counts as two Wonder spaces in the state validation and for Wonders made ready", "[natural_wonders][siberia][validate]")
{
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 3);
    GameState s = t.state;
    s.players[0].wonders = {"colosseum", "hanging_gardens", "great_lighthouse", "petra", "siberia"};
    const auto errors = validate(catalog(), s);
    REQUIRE_FALSE(errors.empty());
    CHECK_THAT(errors[0], Catch::Contains("players[0].wonders") && Catch::Contains("Siberia occupies two Wonder spaces"));
    s.players[0].wonders = {"colosseum", "hanging_gardens", "great_lighthouse", "siberia"};
    CHECK(validate(catalog(), s).empty());
    // A Wonder finished on the 5th space: only one is left, and Siberia takes it (Rulebook p.17: full
    // slots, cover a ready Wonder).
    t.edit(0, [](PlayerState &p) {
        p.wonders = {"colosseum", "hanging_gardens", "siberia"};
        p.wonderUnderConstruction = WonderUnderConstruction{"pyramids", 2};
    });
    t.act("hire", {{"player", 0}}); // the last section of the Pyramids (0 Stone)
    CHECK(t.p(0).wonders.size() == 4);
    t.edit(0, [](PlayerState &p) { p.wonderUnderConstruction = WonderUnderConstruction{"the_oracle", 0}; });
    t.act("pass", {{"player", 1}});
    while (t.p(0).wonderUnderConstruction && t.p(0).wonderUnderConstruction->architects + 1 <
                                                 static_cast<int>(catalog().card("the_oracle")->architectCosts.size()))
        t.act("hire", {{"player", 0}, {"override", true}});
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}, {"override", true}}), Catch::Contains("Wonder slots are full"));
}

TEST_CASE("Siberia leaves one Wonder space fewer for Polish-Lithuanian Commonwealth's Advisors", "[natural_wonders][siberia][validate]")
{
    // Poland B: 1 Advisor slot, 6 Wonder spaces; Polish-Lithuanian Commonwealth: "Advisors you buy may be
    // placed on wonder spaces". Siberia + 2 Wonders take 4 spaces: 2 are left for Advisors.
    Table t = tableOf({{"poland", 'B'}, {"rome", 'A'}}, 3);
    GameState s = t.state;
    s.players[0].dynasty = "polish_lithuanian_commonwealth";
    s.players[0].wonders = {"colosseum", "hanging_gardens", "siberia"};
    s.players[0].advisors = {"augustus", "boudica", "buddha"};
    CHECK(validate(catalog(), s).empty());
    s.players[0].advisors = {"augustus", "boudica", "buddha", "hannibal"};
    const auto errors = validate(catalog(), s);
    REQUIRE_FALSE(errors.empty());
    CHECK_THAT(errors[0], Catch::Contains("players[0].advisors"));
}

TEST_CASE("Great Plains: its Wonder space takes a Building or Military (a 5th slot on a 4-slot board)", "[natural_wonders][great_plains]")
{
    // Card text: "Its wonder space may be covered by a building or military card (an extra
    // building/military slot)". China A: 4 Building/Military slots.
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 5);
    t.edit(0, [](PlayerState &p) {
        p.buildings = {{"aqueduct", 0}, {"brewery", 0}, {"forge", 0}, {"archer", 0}};
        p.wonders = {"colosseum", "great_plains"};
    });
    t.act("buy", {{"player", 0}, {"card", "granary"}, {"row", 1}, {"override", true}});
    REQUIRE(t.p(0).buildings.size() == 5);
    CHECK(t.p(0).buildings[4].card == "granary");
    CHECK(explained(t.state, "great_plains", "Granary is placed on the Wonder space of Great Plains"));
    CHECK(validate(catalog(), t.state).empty());
    // Every slot taken now: the next one covers a card (Rulebook p.14).
    t.act("pass", {{"player", 1}});
    CHECK_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "library"}, {"row", 1}, {"override", true}}),
                      Catch::Contains("all 5 Building/Military slots are full"));
    // Its space holds the Granary, so it is not also a Wonder space: a new Wonder may not cover it.
    t.edit(0, [](PlayerState &p) {
        p.wonders = {"colosseum", "great_plains", "hanging_gardens", "great_lighthouse", "petra"};
        p.wonderUnderConstruction = WonderUnderConstruction{"pyramids", 2};
    });
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}, {"cover", 1}}), Catch::Contains("Great Plains"));
    t.act("hire", {{"player", 0}, {"cover", 0}});
    CHECK(t.p(0).wonders[0] == "pyramids");
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Great Plains in the state validation: 5 Buildings/Military on 4 slots only with it", "[natural_wonders][great_plains][validate]")
{
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 5);
    GameState s = t.state;
    s.players[0].buildings = {{"aqueduct", 0}, {"brewery", 0}, {"forge", 0}, {"archer", 0}, {"granary", 0}};
    CHECK_THAT(validate(catalog(), s).at(0), Catch::Contains("Building/Military slots"));
    s.players[0].wonders = {"great_plains"};
    CHECK(validate(catalog(), s).empty());
}

namespace {

/// Player 0 (China A) in round `round` with Vesuvius discovered, Workers as given; the Action Phase over.
GameState vesuviusAtRound(int round, const std::function<void(PlayerState &)> &workers)
{
    Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, round);
    t.edit(0, [&](PlayerState &p) {
        p.wonders = {"vesuvius"};
        workers(p);
    });
    t.act("pass", {{"player", 0}});
    t.act("pass", {{"player", 1}});
    return t.state;
}

const Decision *decisionOf(const ResolutionResult &r, const std::string &id)
{
    for (const auto &d : r.decisions)
        if (d.id == id)
            return &d;
    return nullptr;
}

bool noteIn(const ResolutionResult &r, const std::string &step, int player, const std::string &text)
{
    for (const auto &st : r.steps)
        if (st.id == step)
            for (const auto &l : st.lines)
                if (!l.quantity && l.player == player && l.note.find(text) != std::string::npos)
                    return true;
    return false;
}

} // namespace

TEST_CASE("Vesuvius: at the end of an age an idle Worker goes back to the Population Track (default)", "[natural_wonders][vesuvius]")
{
    // Card text: "at the end of every age you must return 1 worker"; Rulebook p.8 "Taking and Returning
    // Workers": the player decides the section (default: the last section a Worker was taken from).
    const GameState s = vesuviusAtRound(2, [](PlayerState &p) {
        p.idleWorkers = 3;
        p.populationTaken = {2, 1};
    });
    const ResolutionResult r = resolveRound(catalog(), s);
    const Decision *worker = decisionOf(r, "books/0/vesuvius/worker");
    REQUIRE(worker);
    CHECK(worker->defaultOption == "idle");
    CHECK_FALSE(worker->answered);
    const Decision *section = decisionOf(r, "books/0/vesuvius/section");
    REQUIRE(section);
    CHECK(section->options == std::vector<std::string>{"food", "stability"});
    CHECK(section->defaultOption == "stability");
    CHECK(r.after.players[0].idleWorkers == 2);
    CHECK(r.after.players[0].populationTaken == std::vector<int>{2, 0});
    CHECK(noteIn(r, "books", 0, "Vesuvius: end of the age, a Worker must be returned"));
    // Not at the end of an age (round 3): nothing.
    const ResolutionResult odd = resolveRound(catalog(), vesuviusAtRound(3, [](PlayerState &p) {
        p.idleWorkers = 3;
        p.populationTaken = {2, 1};
    }));
    CHECK(decisionOf(odd, "books/0/vesuvius/worker") == nullptr);
    CHECK(odd.after.players[0].idleWorkers == 3);
}

TEST_CASE("Vesuvius: without an idle Worker the default comes from the Building or Military that loses least", "[natural_wonders][vesuvius]")
{
    // Aqueduct: +2 Food +1 Stability per Worker (and 1 VP); Archer: +2 Strength (and 1 VP): the Archer loses least.
    GameState s = vesuviusAtRound(4, [](PlayerState &p) {
        p.idleWorkers = 0;
        p.buildings = {{"aqueduct", 1}, {"archer", 1}};
        p.populationTaken = {1, 0};
    });
    ResolutionResult r = resolveRound(catalog(), s);
    const Decision *worker = decisionOf(r, "books/0/vesuvius/worker");
    REQUIRE(worker);
    CHECK(worker->options == std::vector<std::string>{"slot0", "slot1"});
    CHECK(worker->defaultOption == "slot1");
    CHECK(r.after.players[0].buildings[1].workers == 0);
    CHECK(r.after.players[0].buildings[0].workers == 1);
    CHECK(r.after.players[0].populationTaken == std::vector<int>{0, 0});
    CHECK(noteIn(r, "books", 0, "returns a Worker from Archer to the food section"));
    // The table names the Worker: the Aqueduct's.
    s.roundInputs.choices["books/0/vesuvius/worker"] = "slot0";
    r = resolveRound(catalog(), s);
    CHECK(r.after.players[0].buildings[0].workers == 0);
    CHECK(r.after.players[0].buildings[1].workers == 1);
}

TEST_CASE("Vesuvius: on a full Population Track the Worker is placed on top of it", "[natural_wonders][vesuvius]")
{
    // Rulebook p.8: "If you are forced to return a Worker when you have no free slots available on your
    // Population Track, place the Worker on top of the Population Track nonetheless."
    const GameState s = vesuviusAtRound(2, [](PlayerState &p) {
        p.idleWorkers = 2;
        p.populationTaken = {0, 0};
    });
    const ResolutionResult r = resolveRound(catalog(), s);
    CHECK(decisionOf(r, "books/0/vesuvius/section") == nullptr);
    CHECK(r.after.players[0].idleWorkers == 1);
    CHECK(r.after.players[0].freeWorkers == 1);
    CHECK(noteIn(r, "books", 0, "on top of the full Population Track"));
}

namespace {

/// Player 0 (China A, round 7: age IV) with Victoria Falls explored to its last exploration turn, Strength 30.
Table victoriaFallsBeforeDiscovery(std::vector<std::pair<std::string, char>> seats = {{"china", 'A'}, {"rome", 'A'}})
{
    Table t = tableOf(seats, 7);
    t.edit(0, [](PlayerState &p) { p.manualStrength = 30; });
    t.edit(1, [](PlayerState &p) {
        p.manualStrength = 30;
        p.colonies = {"congo"};
    });
    t.act("buy", {{"player", 0}, {"card", "victoria_falls"}, {"row", 1}});
    t.act("pass", {{"player", 1}});
    t.act("explore", {{"player", 0}});
    REQUIRE(t.p(0).wonderUnderConstruction);
    return t;
}

} // namespace

TEST_CASE("Victoria Falls discovered: the Colonies drawn make a 4th row, bought for 4 Gold", "[natural_wonders][victoria_falls]")
{
    // Card text: "When discovered: draw 20 progress cards, keep the colonies as an extra 4th board row and
    // discard the rest; any nation may then buy from that row for 4 gold."
    Table t = victoriaFallsBeforeDiscovery();
    t.act("explore", {{"player", 0}, {"colonies", {"algeria", "nigeria"}}});
    CHECK(t.p(0).wonders == std::vector<std::string>{"victoria_falls"});
    REQUIRE(t.state.boardRow4);
    CHECK(t.state.boardRow4->cards == std::vector<std::string>{"algeria", "nigeria"});
    CHECK(t.state.boardRow4->priceGold == 4);
    CHECK(explained(t.state, "victoria_falls", "Algeria, Nigeria make a 4th row of the Progress Board"));
    CHECK(t.state.roundInputs.actionPhase.byHand.empty());
    // Buying from the 4th row: 4 Gold, the card leaves the row.
    const int gold = t.p(0).gold;
    t.act("buy", {{"player", 0}, {"card", "nigeria"}, {"row", 4}});
    CHECK(t.p(0).gold == gold - 4);
    CHECK(t.p(0).colonies == std::vector<std::string>{"nigeria"});
    CHECK(t.state.boardRow4->cards == std::vector<std::string>{"algeria"});
    CHECK(explained(t.state, "victoria_falls", "buys Nigeria from the 4th row of the Progress Board"));
    // Only the cards on the row: Australia was not drawn; Algeria is not on rows 1-3.
    CHECK_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "australia"}, {"row", 4}}),
                      Catch::Contains("not on the 4th row"));
    CHECK_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "algeria"}, {"row", 1}}),
                      Catch::Contains("is on the 4th row"));
    CHECK(t.replayed() == t.state);
    // The row stays after the round (the card text gives no end) and is part of the state document.
    t.act("pass", {{"player", 0}});
    const GameState next = resolveRound(catalog(), t.state).after;
    REQUIRE(next.boardRow4);
    CHECK(next.boardRow4->cards == std::vector<std::string>{"algeria"});
    CHECK(stateFromJson(toJson(next)) == next);
    CHECK(validate(catalog(), next).empty());
}

TEST_CASE("Victoria Falls: the Colonies named are checked against the decks and the boards", "[natural_wonders][victoria_falls]")
{
    Table t = victoriaFallsBeforeDiscovery();
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}, {"colonies", {"algeria", "crusader_states"}}}),
                      Catch::Contains("age 2 card"));
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}, {"colonies", {"algeria", "granary"}}}), Catch::Contains("not a Colony"));
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}, {"colonies", {"algeria", "algeria"}}}), Catch::Contains("named twice"));
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}, {"colonies", {"congo"}}}), Catch::Contains("on B's board"));
    json many = json::array();
    for (int i = 0; i < 21; ++i)
        many.push_back("algeria");
    CHECK_THROWS_WITH(t.act("explore", {{"player", 0}, {"colonies", many}}), Catch::Contains("draws 20 Progress Cards"));
    // No Colony among the cards drawn: an empty row, said so.
    t.act("explore", {{"player", 0}});
    REQUIRE(t.state.boardRow4);
    CHECK(t.state.boardRow4->cards.empty());
    CHECK(explained(t.state, "victoria_falls", "no Colony among the 20 cards drawn"));
}

TEST_CASE("Victoria Falls' row: the price is the row's, cost modifiers of another row do not apply", "[natural_wonders][victoria_falls]")
{
    // Portugal B: "Cards from row 3 of the progress board cost you 1 gold less" (row 3 only).
    Table t = victoriaFallsBeforeDiscovery({{"china", 'A'}, {"portugal", 'B'}});
    t.act("explore", {{"player", 0}, {"colonies", {"algeria"}}});
    CHECK(cardPrice(catalog(), t.state, 1, *catalog().card("algeria"), 4) == 4);
    CHECK(cardPrice(catalog(), t.state, 1, *catalog().card("algeria"), 3) == 2);
    // Without the row there is no row 4.
    Table plain = tableOf({{"china", 'A'}, {"rome", 'A'}}, 7);
    CHECK_THROWS_WITH(plain.act("buy", {{"player", 0}, {"card", "algeria"}, {"row", 4}, {"override", true}}),
                      Catch::Contains("rows 1, 2 and 3"));
}
