// Issue 12 section 2: every rule of the catalog is parsed once at load into a typed effect
// (scoring/nations/rule_effect.h: one struct per effect shape, the parameters as C++ values). The parse is
// lossless (written back it gives the rule's JSON minus `when` and `option`), the variant's alternative
// is the rule's shape, and a malformed parameter is a load error naming the file, the card and the field.
#include <catch2/catch.hpp>

#include "catalog_fixture.h"

#include <functional>
#include <set>

#include "nations/action_phase_internal.h" // the executors' readers (plainOutcome)
#include "nations/catalog.h"
#include "nations/rule.h"

using namespace nc;
using namespace nc::nations;

namespace {

struct CatalogRule {
    std::string where; ///< card id and rule index, for failure messages
    const nlohmann::json *json;
    const Rule *typed;
};

/// Every rule of the catalog: Progress Cards, nation specials (both sides), dynasty cards.
std::vector<CatalogRule> allRules(const Catalog &c)
{
    std::vector<CatalogRule> out;
    auto add = [&out](const std::string &id, const nlohmann::json &rules, const std::vector<Rule> &typed) {
        REQUIRE(typed.size() == rules.size());
        for (size_t i = 0; i < typed.size(); ++i)
            out.push_back({id + " rules[" + std::to_string(i) + "]", &rules[i], &typed[i]});
    };
    for (const ProgressCard &card : c.cards())
        add(card.id, card.rules, card.typedRules);
    for (const DynastyCard &d : c.dynastyCards())
        add(d.id, d.rules, d.typedRules);
    for (const Nation &n : c.nations())
        for (const auto *side : {&n.sideA, &n.sideB})
            if (*side)
                for (size_t i = 0; i < (*side)->specialRules.size(); ++i)
                    if ((*side)->specialRules[i].contains("rules"))
                        add(n.id + " side " + (*side)->side + " special_rules[" + std::to_string(i) + "]", (*side)->specialRules[i]["rules"],
                            (*side)->typedSpecialRules[i]);
    return out;
}

/// The rule with the keys the typed effect does not carry (`when`: Rule::when, `option`: Rule::specialOption).
nlohmann::json withoutTrigger(nlohmann::json r)
{
    r.erase("when");
    r.erase("option");
    return r;
}

const Rule &rule(const std::vector<CatalogRule> &all, const std::string &where)
{
    for (const CatalogRule &r : all)
        if (r.where == where)
            return *r.typed;
    FAIL("no catalog rule " << where);
    throw;
}
} // namespace

TEST_CASE("every catalog rule parses into a typed effect and writes back unchanged", "[catalog][rules][effect]")
{
    const auto all = allRules(catalog());
    CHECK(all.size() >= 265); // data/catalog: 265 rules on cards, nation specials and dynasties
    std::set<size_t> shapesSeen;
    for (const CatalogRule &r : all) {
        INFO(r.where << ": " << r.json->dump());
        CHECK(toJson(r.typed->effect) == withoutTrigger(*r.json));
        // The variant's alternative is the rule's shape (rule_effect.h: Effect in EffectShape order).
        CHECK(r.typed->effect.index() == static_cast<size_t>(r.typed->shape));
        shapesSeen.insert(r.typed->effect.index());
    }
    // The catalog exercises most shapes (Plain and named ones), so the round trip covers them.
    CHECK(shapesSeen.size() >= 30);
}

TEST_CASE("typed effects carry the card's parameters", "[catalog][rules][effect]")
{
    const auto all = allRules(catalog());
    SECTION("Korea B: on buying a Golden Age, hire 2 Architects for free (nation special text)")
    {
        const Rule &r = rule(all, "korea side B special_rules[0] rules[0]");
        REQUIRE(std::holds_alternative<FreeArchitects>(r.effect));
        const auto &e = std::get<FreeArchitects>(r.effect);
        CHECK(e.amount == 2);
        CHECK(e.onBuyOf.contains(CardType::GoldenAge));
        CHECK(!e.onBuyOf.contains(CardType::Wonder));
    }
    SECTION("Augustus: if most Strength, +2 Stone in Production (card text)")
    {
        const Rule &r = rule(all, "augustus rules[0]");
        REQUIRE(std::holds_alternative<PlainEffect>(r.effect));
        const auto &e = std::get<PlainEffect>(r.effect);
        REQUIRE(e.gain);
        CHECK((*e.gain)[Quantity::Stone] == 2);
        REQUIRE(e.condition);
        const RankIs *most = e.condition->find<RankIs>();
        REQUIRE(most);
        CHECK(most->rank == Rank::Most);
        CHECK(most->by == std::vector<RankBy>{RankBy::Strength});
    }
    SECTION("Galileo Galilei: buy a Golden Age or Wonder for free, once per round (card text)")
    {
        const Rule &r = rule(all, "galileo_galilei rules[0]");
        REQUIRE(std::holds_alternative<BuyFree>(r.effect));
        const auto &e = std::get<BuyFree>(r.effect);
        CHECK(e.cardTypes.types == std::vector<CardType>{CardType::GoldenAge, CardType::Wonder});
        CHECK(e.limit == Limit::OncePerRound);
    }
    SECTION("Petra: pay 1 Food, choose 3 Books, 3 Gold or 3 Stone (card text)")
    {
        const Rule &r = rule(all, "petra rules[0]");
        REQUIRE(std::holds_alternative<PlainEffect>(r.effect));
        const auto &e = std::get<PlainEffect>(r.effect);
        REQUIRE(e.pay);
        CHECK(e.pay->amounts[Quantity::Food] == 1);
        REQUIRE(e.chooseOne.size() == 3);
        CHECK((*e.chooseOne[1].gain)[Quantity::Gold] == 3);
    }
}

TEST_CASE("a malformed effect parameter is a load error naming the card and the field", "[catalog][errors][rules][effect]")
{
    auto s = catalogSources();
    // Edits rule `index` of Progress Card `id`.
    auto editCard = [&s](const std::string &id, size_t index, const std::function<void(nlohmann::json &)> &edit) {
        auto j = nlohmann::json::parse(s.progressCards);
        bool found = false;
        for (auto &c : j["cards"])
            if (c["id"] == id) {
                edit(c["rules"][index]);
                found = true;
            }
        REQUIRE(found);
        s.progressCards = j.dump();
    };
    SECTION("a negative gain (Augustus: gain {stone: -2})")
    {
        editCard("augustus", 0, [](nlohmann::json &r) { r["gain"]["stone"] = -2; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("progress_cards.json: augustus: rules[0].gain.stone") &&
                                                Catch::Contains("must be at least 1"));
    }
    SECTION("an unknown resource in a loss (Angkor Wat: lose {wine: 4})")
    {
        editCard("angkor_wat", 0, [](nlohmann::json &r) { r["lose"] = {{"wine", 4}}; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("angkor_wat: rules[0].lose.wine") &&
                                                Catch::Contains("not a resource"));
    }
    SECTION("a condition outside the vocabulary (Augustus: if {tallest: strength})")
    {
        editCard("augustus", 0, [](nlohmann::json &r) { r["if"] = {{"tallest", "strength"}}; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("augustus: rules[0].if.tallest") &&
                                                Catch::Contains("unknown condition"));
    }
    SECTION("a comparison of something that is not ranked (Augustus: if {most: wine})")
    {
        editCard("augustus", 0, [](nlohmann::json &r) { r["if"]["most"] = "wine"; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("augustus: rules[0].if.most") &&
                                                Catch::Contains("is not one of the vocabulary's values"));
    }
    SECTION("an unknown named effect (Galileo Galilei: effect teleport)")
    {
        editCard("galileo_galilei", 0, [](nlohmann::json &r) { r["effect"] = "teleport"; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("galileo_galilei: rules[0].effect") &&
                                                Catch::Contains("\"teleport\" is not one of"));
    }
    SECTION("an unknown multiplier (per)")
    {
        editCard("augustus", 0, [](nlohmann::json &r) { r["per"] = "moon_phase"; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("augustus: rules[0].per") &&
                                                Catch::Contains("\"moon_phase\""));
    }
    SECTION("an unknown modifier (Colosseum-like: modifier {teleport_cost: 1})")
    {
        editCard("augustus", 0, [](nlohmann::json &r) {
            r.erase("gain");
            r["modifier"] = {{"teleport_cost", 1}};
        });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("augustus: rules[0].modifier.teleport_cost") &&
                                                Catch::Contains("unknown modifier"));
    }
    SECTION("a choice option with a negative amount (Petra: choose_one[2] gain {stone: 0})")
    {
        editCard("petra", 0, [](nlohmann::json &r) { r["choose_one"][2]["gain"]["stone"] = 0; });
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("petra: rules[0].choose_one[2].gain.stone") &&
                                                Catch::Contains("must be at least 1"));
    }
    SECTION("a negative Architect count in a nation special (Korea B: amount -2)")
    {
        auto j = nlohmann::json::parse(s.nations);
        bool found = false;
        for (auto &n : j["nations"])
            if (n["id"] == "korea") {
                auto &sr = n["sides"]["B"]["special_rules"][0];
                REQUIRE(sr["id"] == "korea_b_special");
                sr["rules"][0]["amount"] = -2;
                found = true;
            }
        REQUIRE(found);
        s.nations = j.dump();
        CHECK_THROWS_WITH(Catalog::load(s), Catch::Contains("nations.json: korea side B: special_rules[0].rules[0].amount") &&
                                                Catch::Contains("must be at least 1"));
    }
}

TEST_CASE("a rule that sets only a modifier is told apart from one with more fields", "[catalog][rules][effect]")
{
    // Great Plains' extra slot is read only as this exact modifier, alone (game_state.cpp buildingSlots()).
    const nlohmann::json slot = {{"extra_slot", "building_or_military"}, {"uses", "this_wonder_space"}};
    const PlainEffect alone = parsePlainEffect({{"when", "ongoing"}, {"modifier", slot}});
    CHECK(onlyModifier(alone));
    CHECK(modifierKeyCount(*alone.modifier) == 2);
    const PlainEffect withGain = parsePlainEffect({{"when", "ongoing"}, {"modifier", slot}, {"gain", {{"stability", 1}}}});
    CHECK_FALSE(onlyModifier(withGain));
    const PlainEffect moreKeys =
        parsePlainEffect({{"when", "ongoing"}, {"modifier", {{"extra_slot", "advisor"}, {"uses", "this_wonder_space"}, {"raid", 1}}}});
    CHECK(modifierKeyCount(*moreKeys.modifier) == 3);
    CHECK_FALSE(onlyModifier(parsePlainEffect({{"when", "ongoing"}, {"gain", {{"stability", 1}}}})));
}

namespace {

// The test's own reading of a rule's JSON (the oracle the typed readers are checked against):
// {"stone": 2, "vp": 1} when it holds only resources and VP; nullopt otherwise.
std::optional<Amounts> jsonAmounts(const nlohmann::json &j)
{
    if (!j.is_object())
        return std::nullopt;
    Amounts a;
    for (const auto &[k, v] : j.items()) {
        const auto q = quantityFromKey(k);
        if (!q || *q == Quantity::Strength || *q == Quantity::Stability || !v.is_number_integer())
            return std::nullopt;
        a[*q] += v.get<int>();
    }
    return a;
}

/// The net of `gain` and `lose` when the rule has no other keys besides `when` and `extraKeys`.
std::optional<Amounts> jsonOutcome(const nlohmann::json &rule, std::set<std::string> extraKeys = {})
{
    extraKeys.insert({"when", "gain", "lose"});
    for (const auto &[k, v] : rule.items())
        if (!extraKeys.count(k))
            return std::nullopt;
    Amounts net;
    for (const char *k : {"gain", "lose"})
        if (rule.contains(k)) {
            const auto a = jsonAmounts(rule[k]);
            if (!a)
                return std::nullopt;
            net += std::string(k) == "gain" ? *a : *a * -1;
        }
    return net;
}

} // namespace

// issue12-actionphase: the Action Phase executors and the app's special-action list read these from the
// typed rule instead of the JSON; over the whole catalog they must say what the JSON says.
TEST_CASE("the typed readers of the executors agree with the rule's JSON on every catalog rule", "[catalog][rules][effect]")
{
    using ap::plainOutcome;
    for (const CatalogRule &r : allRules(catalog())) {
        INFO(r.where << ": " << r.json->dump());
        const nlohmann::json &j = *r.json;
        // target: present as in the JSON (or implied by the shape), "others" exactly when the JSON says so
        const auto target = effectTarget(r.typed->effect);
        CHECK(target.has_value() == j.contains("target"));
        CHECK((target == Target{TargetGroup::Others}) == (j.value("target", nlohmann::json()) == "others"));
        // limit: uses per round
        const std::string lim = j.value("limit", "");
        CHECK(usesPerRound(effectLimit(r.typed->effect)) == (lim == "once_per_round" ? 1 : lim == "three_per_round" ? 3 : -1));
        // plain outcome: the same amounts (or none) with and without a condition and target allowed
        CHECK(plainOutcome(*r.typed) == jsonOutcome(j));
        CHECK(plainOutcome(*r.typed, true) == jsonOutcome(j, {"if", "target"}));
        if (const auto *p = std::get_if<PlainEffect>(&r.typed->effect))
            for (size_t i = 0; i < p->chooseOne.size(); ++i)
                CHECK(plainOutcome(p->chooseOne[i]) == jsonOutcome(j["choose_one"][i]));
        if (const auto *p = std::get_if<PlainEffect>(&r.typed->effect); p && p->pay)
            CHECK(ap::plainAmounts(*p->pay) == jsonAmounts(j["pay"]));
    }
}
