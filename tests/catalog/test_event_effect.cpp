// Issue 12 section 2 for the Event Cards: each event's target and outcome are parsed once at load into typed
// values (scoring/nations/event_effect.h). The parse is lossless (written back it gives the file's JSON), and a
// key or value outside the events vocabulary is a load error naming the file, the card, the event and the field.
#include <catch2/catch.hpp>

#include "catalog_fixture.h"

#include <functional>

#include "nations/catalog.h"
#include "nations/event_effect.h"

using namespace nc;
using namespace nc::nations;

namespace {

const EventDefinition &eventNamed(const std::string &name)
{
    for (const EventCard &c : catalog().eventCards())
        for (const EventDefinition &d : c.events)
            if (d.name == name)
                return d;
    FAIL("no event " << name);
    throw;
}

} // namespace

TEST_CASE("every event of the catalog parses into a typed effect and writes back unchanged", "[catalog][events][effect]")
{
    const auto file = nlohmann::json::parse(catalogSources().eventCards);
    size_t checked = 0;
    for (const auto &card : file["cards"]) {
        const EventCard *loaded = catalog().eventCard(card["id"].get<std::string>());
        REQUIRE(loaded);
        for (size_t i = 0; i < card["events"].size(); ++i) {
            const auto &ev = card["events"][i];
            INFO(card["id"].get<std::string>() << " events[" << i << "]: " << ev.dump());
            CHECK(toJson(loaded->events[i].effect) ==
                  nlohmann::json{{"target", ev["target"]}, {"outcome", ev["outcome"]}});
            ++checked;
        }
    }
    CHECK(checked == 96); // Rulebook p.3: 48 Event Cards, two events each
}

TEST_CASE("typed events carry the card's values", "[catalog][events][effect]")
{
    SECTION("Fourth Crusade: the strongest may pay 3 Gold for 1 VP, then the weakest lose 4 Books")
    {
        const EventEffect &e = eventNamed("Fourth Crusade").effect;
        CHECK(e.target.kind == EventTarget::Kind::Most);
        CHECK(e.target.by == std::vector<EventQuantity>{EventQuantity::Strength});
        CHECK(e.outcome.optional);
        REQUIRE(e.outcome.pay);
        CHECK((*e.outcome.pay)[Quantity::Gold] == 3);
        REQUIRE(e.outcome.then);
        REQUIRE(e.outcome.then->target);
        CHECK(e.outcome.then->target->kind == EventTarget::Kind::Least);
        CHECK((*e.outcome.then->outcome.lose)[Quantity::Books] == 4);
    }
    SECTION("Chanson de Roland: split, the weakest lose 1 Book and the strongest gain 3")
    {
        const EventEffect &e = eventNamed("Chanson de Roland").effect;
        CHECK(e.target.kind == EventTarget::Kind::Split);
        REQUIRE(e.split.size() == 2);
        CHECK(e.split[0].first.kind == EventTarget::Kind::Least);
        CHECK((*e.split[0].second.lose)[Quantity::Books] == 1);
        CHECK(e.split[1].first.kind == EventTarget::Kind::Most);
        CHECK((*e.split[1].second.gain)[Quantity::Books] == 3);
    }
    SECTION("Code of Hammurabi: every nation but the least stable")
    {
        const EventTarget &t = eventNamed("Code of Hammurabi").effect.target;
        CHECK(t.negated);
        CHECK(t.kind == EventTarget::Kind::Least);
        CHECK(t.by == std::vector<EventQuantity>{EventQuantity::Stability});
    }
    SECTION("Weltpolitik: 5 Gold and 5 Stone per age IV Colony owned")
    {
        const EventOutcome &o = eventNamed("Weltpolitik").effect.outcome;
        REQUIRE(o.per);
        CHECK(o.per->kind == EventPer::Kind::ColonyOfAgeOwned);
        CHECK(o.per->age == 4);
    }
}

TEST_CASE("an event outside the events vocabulary is a load error naming the card and the field",
          "[catalog][errors][events][effect]")
{
    auto s = catalogSources();
    // Edits event `index` of the first Event Card (Aryan Migration / Code of Hammurabi).
    auto loadWith = [&s](size_t index, const std::function<void(nlohmann::json &)> &edit) {
        auto j = nlohmann::json::parse(s.eventCards);
        edit(j["cards"][0]["events"][index]);
        auto edited = s;
        edited.eventCards = j.dump();
        Catalog::load(edited);
    };
    const std::string card = "event_cards.json: aryan_migration__code_of_hammurabi: ";
    CHECK_THROWS_WITH(loadWith(0, [](auto &e) { e["outcome"]["lose"]["books"] = -3; }),
                      Catch::Contains(card + "events[0].outcome.lose.books: must be at least 1 (is -3)"));
    CHECK_THROWS_WITH(loadWith(0, [](auto &e) { e["outcome"]["plunder"] = 2; }),
                      Catch::Contains(card + "events[0].outcome.plunder: unknown outcome \"plunder\""));
    CHECK_THROWS_WITH(loadWith(1, [](auto &e) { e["target"] = {{"least", "height"}}; }),
                      Catch::Contains(card + "events[1].target.least: \"height\" is not one of the vocabulary's values"));
    CHECK_THROWS_WITH(loadWith(0, [](auto &e) { e["outcome"]["effect"] = "teleport"; }),
                      Catch::Contains(card + "events[0].outcome.effect: \"teleport\" is not one of the vocabulary's values"));
    CHECK_THROWS_WITH(loadWith(1, [](auto &e) { e["outcome"]["if"] = {{"owns_colony_of_age", "four"}}; }),
                      Catch::Contains(card + "events[1].outcome.if.owns_colony_of_age: must be an integer"));
    CHECK_THROWS_WITH(loadWith(0, [](auto &e) { e["outcome"] = "lose 3 books"; }),
                      Catch::Contains(card + "events[0].outcome: an outcome must be an object"));
    CHECK_THROWS_WITH(loadWith(0, [](auto &e) { e["outcome"]["per"] = "moon_phase"; }),
                      Catch::Contains(card + "events[0].outcome.per: \"moon_phase\" is not one of the vocabulary's values"));
}
