// Dynasty cards that act on another nation's purchase, through the real engine and the action log:
// Abbasid Caliphate ("When another nation buys a golden age you may also buy that card's VP at your own
// golden-age price") and Axumite Kingdom ("After each event reveal, mark one card on the progress board;
// another nation buying a marked card pays you 3 extra gold"), card texts in data/catalog/dynasty_cards.json.
// The Golden Age's VP price: Rulebook p.16 "Golden age" (FAQ R-21).
#include "support.h"

#include "nations/game_state.h"

using namespace aptest;

namespace {

bool noteFor(const GameState &s, const std::string &card)
{
    for (const auto &b : s.roundInputs.actionPhase.byHand)
        if (b.card == card)
            return true;
    return false;
}

/// Greece A (player 0, to act) against `nation` B holding its `dynasty` (quick entry), age I.
Table withDynasty(const std::string &nation, const std::string &dynasty)
{
    Table t = tableOf({{"greece", 'A'}, {nation, 'B'}});
    t.edit(1, [&](PlayerState &p) { p.dynasty = dynasty; });
    return t;
}

const std::string kEvent = "aryan_migration__code_of_hammurabi"; // the age I Event Card tableOf() draws

} // namespace

TEST_CASE("Abbasid Caliphate: the owner also buys the VP of a Golden Age another nation buys, at its own price",
          "[action][dynasties][abbasid]")
{
    Table t = withDynasty("arabs", "abbasid_caliphate");
    const ProgressCard &aeneid = *catalog().card("aeneid");
    const int price = goldenAgeVpPrice(catalog(), t.state, 1, aeneid);
    REQUIRE(price == 1); // age I: 1 resource, no Golden Age bonus on Arabs B
    const int vp = t.p(1).vp, gold = t.p(1).gold, books = t.p(0).books;

    t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"},
                  {"also_vp", json::array({{{"player", 1}, {"pay", {{"gold", price}}}}})}});
    CHECK(t.p(0).books == books + 2);   // the buyer's own option
    CHECK(t.p(1).vp == vp + 1);         // the owner's VP ...
    CHECK(t.p(1).gold == gold - price); // ... for the owner's price
    CHECK(explained(t.state, "aeneid", "Abbasid Caliphate", 1));
    CHECK_FALSE(noteFor(t.state, "abbasid_caliphate")); // nothing left to apply by hand
    CHECK(t.replayed() == t.state);
}

TEST_CASE("Abbasid Caliphate: without the owner's entry nothing happens and nothing is left by hand",
          "[action][dynasties][abbasid]")
{
    Table t = withDynasty("arabs", "abbasid_caliphate");
    const PlayerState before = t.p(1);
    t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"}});
    CHECK(t.p(1).vp == before.vp);
    CHECK(t.p(1).gold == before.gold);
    CHECK_FALSE(noteFor(t.state, "abbasid_caliphate"));
}

TEST_CASE("Abbasid Caliphate: a wrong price, a nation without the card or a card that is no Golden Age is refused",
          "[action][dynasties][abbasid]")
{
    Table t = withDynasty("arabs", "abbasid_caliphate");
    const GameState before = t.state;
    // The price is the owner's (1 resource here): 2 Gold is refused, naming the rule.
    REQUIRE_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"},
                                      {"also_vp", json::array({{{"player", 1}, {"pay", {{"gold", 2}}}}})}}),
                        Catch::Contains("Rulebook p.16"));
    // Only another nation holding the card may: the buyer itself may not.
    REQUIRE_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"},
                                      {"also_vp", json::array({{{"player", 0}, {"pay", {{"gold", 1}}}}})}}),
                        Catch::Contains("also_vp"));
    // A Building is no Golden Age.
    REQUIRE_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "aqueduct"}, {"row", 1},
                                      {"also_vp", json::array({{{"player", 1}, {"pay", {{"gold", 1}}}}})}}),
                        Catch::Contains("also_vp"));
    CHECK(t.state == before);
}

TEST_CASE("Axumite Kingdom: the card marked at the Event Card reveal costs another buyer 3 Gold more, paid to the owner",
          "[action][dynasties][axumite]")
{
    Table t = withDynasty("ethiopia", "axumite_kingdom");
    t.act("event", {{"card", kEvent}, {"marked", "aqueduct"}});
    CHECK(t.state.roundInputs.actionPhase.marked == std::map<std::string, int>{{"aqueduct", 1}});
    CHECK(explained(t.state, "axumite_kingdom", "marks Aqueduct", 1));
    const int gold0 = t.p(0).gold, gold1 = t.p(1).gold;

    t.act("buy", {{"player", 0}, {"card", "aqueduct"}, {"row", 1}});
    CHECK(t.p(0).gold == gold0 - 1 - 3); // row 1 price + 3 to the owner
    CHECK(t.p(1).gold == gold1 + 3);
    CHECK(explained(t.state, "axumite_kingdom", "bought the marked Aqueduct", 1));
    CHECK_FALSE(noteFor(t.state, "axumite_kingdom"));
    CHECK(t.replayed() == t.state);
    // The mark is part of the state document (docs/state-format.md) and survives a save.
    CHECK(stateFromJson(toJson(t.state)) == t.state);
}

TEST_CASE("Axumite Kingdom: an unmarked card, the owner's own purchase and a buyer short of Gold",
          "[action][dynasties][axumite]")
{
    Table t = withDynasty("ethiopia", "axumite_kingdom");
    t.act("event", {{"card", kEvent}, {"marked", "aqueduct"}});
    SECTION("another card costs its price only")
    {
        const int gold0 = t.p(0).gold, gold1 = t.p(1).gold;
        t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"}});
        CHECK(t.p(0).gold == gold0 - 1);
        CHECK(t.p(1).gold == gold1);
    }
    SECTION("the owner buys its own marked card at its price (another nation pays)")
    {
        t.act("pass", {{"player", 0}});
        const int gold1 = t.p(1).gold;
        t.act("buy", {{"player", 1}, {"card", "aqueduct"}, {"row", 1}, {"slot", 0}});
        CHECK(t.p(1).gold == gold1 - 1);
    }
    SECTION("a buyer who cannot pay the 3 Gold is refused, nothing changes")
    {
        t.edit(0, [](PlayerState &p) { p.gold = 3; });
        const GameState before = t.state;
        REQUIRE_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "aqueduct"}, {"row", 1}}),
                            Catch::Contains("is marked"));
        CHECK(t.state == before);
    }
}

TEST_CASE("Axumite Kingdom: a new reveal moves the mark, and a mark needs the card and a card on the board",
          "[action][dynasties][axumite]")
{
    Table t = withDynasty("ethiopia", "axumite_kingdom");
    t.act("event", {{"card", kEvent}, {"marked", "aqueduct"}});
    t.act("event", {{"card", kEvent}, {"marked", "aeneid"}});
    CHECK(t.state.roundInputs.actionPhase.marked == std::map<std::string, int>{{"aeneid", 1}});
    REQUIRE_THROWS_WITH(t.act("event", {{"card", kEvent}, {"marked", "no_such_card"}}),
                        Catch::Contains("not a Progress Card"));
    t.edit(0, [](PlayerState &p) { p.colonies = {"gaul"}; });
    REQUIRE_THROWS_WITH(t.act("event", {{"card", kEvent}, {"marked", "gaul"}}), Catch::Contains("on A's board"));
    Table plain = tableOf({{"greece", 'A'}, {"rome", 'A'}});
    REQUIRE_THROWS_WITH(plain.act("event", {{"card", kEvent}, {"marked", "aqueduct"}}),
                        Catch::Contains("no nation holds one"));
}

TEST_CASE("Abbasid Caliphate and Axumite Kingdom are automated in the coverage report", "[action][dynasties][coverage]")
{
    for (const char *id : {"abbasid_caliphate", "axumite_kingdom"}) {
        const DynastyCard *d = catalog().dynastyCard(id);
        REQUIRE(d);
        for (const Rule &r : d->typedRules) {
            INFO(id << " " << r.support.reason);
            CHECK(r.support.automated);
        }
    }
}
