// The coverage report (scoring/nations/coverage): counts add up to the catalog, every gap has a
// reason, the Action Phase triggers are reported as such, and the report is deterministic.
#include <catch2/catch.hpp>

#include "helpers.h"
#include "nations/card_rules.h"
#include "nations/coverage.h"

using namespace nctest;

namespace {

int totalOf(const CoverageReport &r, const std::string &kind, const std::function<bool(const CoverageRow &)> &f)
{
    int n = 0;
    for (const auto &x : r.rows)
        if (x.kind == kind && f(x))
            n += x.total;
    return n;
}

} // namespace

TEST_CASE("Coverage counts add up: 338 deck + 74 pre-printed cards, 96 events, 34 nation sides, 34 dynasty cards", "[coverage]")
{
    const CoverageReport r = coverage(catalog());
    CHECK(totalOf(r, "progress_card", [](const CoverageRow &x) { return x.age > 0; }) == 338);
    CHECK(totalOf(r, "progress_card", [](const CoverageRow &x) { return x.age == 0; }) == 74);
    CHECK(totalOf(r, "event", [](const CoverageRow &) { return true; }) == 96);
    CHECK(totalOf(r, "nation_side", [](const CoverageRow &x) { return x.type == "side_B"; }) == 17);
    CHECK(totalOf(r, "nation_side", [](const CoverageRow &x) { return x.type == "side_A"; }) == 17);
    CHECK(totalOf(r, "dynasty_card", [](const CoverageRow &) { return true; }) == 34);
    CHECK(r.total() == 338 + 74 + 96 + 34 + 34);
    int automated = 0;
    for (const auto &x : r.rows) {
        CHECK(x.automated <= x.total);
        automated += x.automated;
    }
    CHECK(static_cast<size_t>(r.total() - automated) == r.gaps.size());
    for (const auto &g : r.gaps)
        CHECK_FALSE(g.reasons.empty());
    // All 96 events are interpreted by events.cpp.
    CHECK(totalOf(r, "event", [](const CoverageRow &) { return true; }) ==
          [&] { int n = 0; for (const auto &x : r.rows) if (x.kind == "event") n += x.automated; return n; }());
    // Base vs expansion split.
    CHECK(totalOf(r, "nation_side", [](const CoverageRow &x) { return x.set == "base"; }) == 10);
    CHECK(totalOf(r, "nation_side", [](const CoverageRow &x) { return x.set == "expansion"; }) == 24);
    // The base game is complete: every base card, event and base nation side is automated.
    for (const auto &x : r.rows)
        if (x.set == "base")
            CHECK(x.automated == x.total);
    // Expansion content without data or automation is named, with the reason.
    auto gapOf = [&](const std::string &id) -> const CoverageGap * {
        for (const auto &g : r.gaps)
            if (g.id == id)
                return &g;
        return nullptr;
    };
    REQUIRE(gapOf("korea/A"));
    CHECK(gapOf("korea/A")->reasons.front().find("no data") == 0);
    // Issue 12: every dynasty card is automated; the only gaps are the A sides without data.
    for (const auto &g : r.gaps)
        CHECK(g.reasons.front().find("no data") == 0);
    // Dynasty cards the engine applies once played with a turmoil card are not listed.
    for (const char *id : {"yuan_dynasty", "sassanid_empire", "athens", "sparta", "koryo_kingdom", "edo_period",
                           "heian_period", "normans", "varangians", "federalist_party", "umayyad_caliphate",
                           "mughal_empire", "new_kingdom", "pactum_warmundi", "golden_horde", "kingdom_of_leon",
                           "mali_empire", "roman_republic", "ming_dynasty", "roman_empire", "songhai_empire",
                           "qin_dynasty", "korea/B", "arabs/B", "sheba", "domains_of_the_sea", "mauryan_empire",
                           "achaemenid_empire", "old_kingdom", "joseon_kingdom", "abbasid_caliphate", "axumite_kingdom"})
        CHECK(gapOf(id) == nullptr);
    CHECK(gapOf("china/A") == nullptr);
}

TEST_CASE("Coverage: reasons name the trigger, Action Phase triggers come from the one table", "[coverage]")
{
    const CoverageReport r = coverage(catalog());
    auto gapOf = [&](const std::string &id) -> const CoverageGap * {
        for (const auto &g : r.gaps)
            if (g.id == id)
                return &g;
        return nullptr;
    };
    // Plain cards and automated cards are not listed.
    CHECK(gapOf("granary") == nullptr);
    CHECK(gapOf("augustus") == nullptr);
    CHECK(gapOf("china/B") == nullptr);
    // Action Phase rules: the Action Phase engine's classification (actionPhaseRuleSupport), the one it
    // applies by. Great Lighthouse (+1 Book when bought for 3 Gold) is applied by the buy action.
    CHECK(gapOf("great_lighthouse") == nullptr);
    CHECK(gapOf("forbidden_palace") == nullptr);
    CHECK(gapOf("petra") == nullptr);
    CHECK(gapOf("spice_islands") == nullptr); // growth, applied by the Growth reducer
    CHECK(gapOf("mali/B") == nullptr);
    CHECK(gapOf("venice/B") == nullptr);
    // The last base cards: effects on other nations, turn order, markers, round effects, extra slots.
    for (const char *id : {"terracotta_army", "buddha", "sun_tzu", "hypatia", "oresund_dues", "porcelain_tower",
                           "niccolo_machiavelli", "zhu_xi", "frederic_chopin", "uncle_toms_cabin", "versailles"})
        CHECK(gapOf(id) == nullptr);
    // Japan B Emperor: its on_buy marker (action_phase_buy.cpp) and its Strength per marker (board values)
    // are automated; so are the Wonder spaces of Portugese Empire (Colonies) and Polish-Lithuanian
    // Commonwealth (Advisors), whose action for other nations is too (issue 12: take_advisor_from_wonder_space).
    CHECK(gapOf("japan_b_emperor") == nullptr);
    CHECK(gapOf("portugese_empire") == nullptr);
    CHECK(gapOf("polish_lithuanian_commonwealth") == nullptr);
    // Issue 12: Old Uppsala's special action, Siberia's and Great Plains' Wonder spaces are automated
    // (test_natural_wonders.cpp).
    CHECK(gapOf("vikings_b_old_uppsala") == nullptr);
    CHECK(gapOf("siberia") == nullptr);
    CHECK(gapOf("great_plains") == nullptr);
    CHECK(gapOf("democratic_republicans") == nullptr);
    CHECK(gapOf("jagellonian_dynasty") == nullptr);
    // An Action Phase rule the engine would record by hand (none is left in the catalog: a hand-written one)
    // is not automated and says why.
    const RuleSupport handWritten = ruleSupport(
        nlohmann::json{{"when", "action"}, {"target", "others"}, {"effect", "swap_two_progress_board_cards"}}, nullptr);
    CHECK_FALSE(handWritten.automated);
    CHECK(handWritten.reason == "special action of a nation special for other nations (recorded by hand)");
    // A rule outside the vocabulary is not classified at all: it is a load error (rule.h), here as at load.
    CHECK_THROWS_AS(ruleSupport(nlohmann::json{{"when", "action"}, {"target", "others"}, {"effect", "swap_nations"}},
                                nullptr),
                    RuleVocabularyError);
    // `option` says only "special" (a Golden Age's special option, Rule::specialOption).
    CHECK_THROWS_AS(ruleSupport(nlohmann::json{{"when", "on_buy"}, {"option", "maybe"}, {"gain", {{"gold", 1}}}}, nullptr),
                    RuleVocabularyError);
    // The table lists only triggers the engine does not handle.
    std::set<std::string> unhandled;
    for (const auto &[w, why] : actionPhaseTriggers())
        unhandled.insert(w);
    CHECK_FALSE(unhandled.count("before_progress")); // Jagellonian Dynasty: an action with "out_of_turn"
    CHECK_FALSE(unhandled.count("on_discover")); // natural wonders are explored and discovered (action "explore")
    CHECK_FALSE(unhandled.count("first_turn"));
    CHECK_FALSE(unhandled.count("on_buy"));
    CHECK_FALSE(unhandled.count("growth"));
}

TEST_CASE("Coverage: exactly the rules the engines apply are automated (totals)", "[coverage]")
{
    const CoverageReport r = coverage(catalog());
    auto automatedOf = [&](const std::string &kind) {
        int n = 0;
        for (const auto &x : r.rows)
            if (x.kind == kind)
                n += x.automated;
        return n;
    };
    CHECK(automatedOf("progress_card") == 412); // issue 12: + Hawaii, Japan B Emperor, Old Uppsala, Siberia, Great Plains, Vesuvius, Victoria Falls: all
    CHECK(automatedOf("event") == 96);
    CHECK(automatedOf("nation_side") == 22); // every side our data has (the 12 expansion A sides: no data)
    CHECK(automatedOf("dynasty_card") == 34); // issue 12: every dynasty card (the last: Joseon Kingdom, Portugese
                                              // Empire, Abbasid, Axumite, Polish-Lithuanian Commonwealth,
                                              // Jagellonian Dynasty, Democratic Republicans)
    CHECK(r.automated() == 412 + 96 + 22 + 34);
    // The base game is complete: every base Progress Card, event and nation side is automated.
    for (const auto &x : r.rows)
        if (x.set == "base")
            CHECK(x.automated == x.total);
}

TEST_CASE("Coverage report is deterministic (JSON and text)", "[coverage]")
{
    const CoverageReport a = coverage(catalog()), b = coverage(catalog());
    CHECK(toJson(a).dump() == toJson(b).dump());
    CHECK(toText(a) == toText(b));
    const std::string t = toText(a);
    CHECK(t.find("progress_card  base       advisor         1    ") != std::string::npos);
    CHECK(t.find("not automated (") != std::string::npos);
    const auto j = toJson(a);
    CHECK(j["format"] == "nations-companion.coverage");
    CHECK(j["total"] == 576);
}
