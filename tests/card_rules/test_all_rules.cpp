// Data-driven: for EVERY card and nation side the coverage report calls automated and that has rules
// taking effect outside the Action Phase, build a state holding it where its condition holds, run the
// engine (resolveRound / finalScore / boardValues) and require an explanation item naming it. Fails
// when a rule is silently ignored.
#include <catch2/catch.hpp>

#include "helpers.h"
#include "nations/card_rules.h"
#include "nations/coverage.h"

using namespace nctest;
using nlohmann::json;

namespace {

/// A mild Event Card of the round's age (the state validation requires the Event Card's age).
inline std::string ageEvent(int round)
{
    static const char *cards[] = {"bread_and_games__christianity", "imperial_examination__justinian_code",
                                  "crop_rotation__mercantilism", "romanticism__industrial_revolution"};
    return cards[(round + 1) / 2 - 1];
}

struct Subject {
    std::string source; ///< card id or nation special id
    std::string name;   ///< card name or "<Nation> B special"
    const ProgressCard *card = nullptr;
    const Nation *nation = nullptr;
    json rules = json::array();
};

/// Rules of the subject that take effect outside the Action Phase and are automated by the rule itself.
std::vector<json> resolutionRules(const Subject &s)
{
    std::vector<json> out;
    for (const auto &r : s.rules) {
        const RuleSupport sup = ruleSupport(r, s.card);
        if (sup.automated && sup.resolutionTime && !sup.coveredByField)
            out.push_back(r);
    }
    return out;
}

const ProgressCard *firstCard(const std::function<bool(const ProgressCard &)> &f)
{
    for (const auto &c : catalog().cards())
        if (!c.preprinted && f(c))
            return &c;
    return nullptr;
}

void place(PlayerState &p, const ProgressCard &c, int workers = 1)
{
    switch (slotOf(c.type)) {
    case Slot::BuildingMilitary: p.buildings.push_back({c.id, workers}); break;
    case Slot::Advisor: p.advisors.push_back(c.id); break;
    case Slot::Colony: p.colonies.push_back(c.id); break;
    case Slot::Wonder: p.wonders.push_back(c.id); break;
    case Slot::None: break;
    }
}

/// A 3-player state where player 0 holds the subject and rule `r`'s condition holds.
GameState stateFor(const Subject &s, const json &r)
{
    const std::string when = r.value("when", std::string());
    const int age = s.card && s.card->age > 0 ? s.card->age : 1;
    GameState g = game(3, 2 * age - 1, ageEvent(2 * age - 1), 10);
    PlayerState &o = g.players[0];
    if (s.nation) {
        o = player("A", s.nation->id, 'B');
        o.food = 10;
    }
    if (s.card) {
        if (s.card->preprinted) {
            o = player("A", s.card->nation, 'B');
            o.food = 10;
        }
        place(o, *s.card);
    }
    // The other seats use base nations different from the owner's.
    size_t next = 0;
    for (size_t i = 1; i < g.players.size(); ++i) {
        while (baseNations()[next] == o.nation)
            ++next;
        g.players[i].nation = baseNations()[next++];
    }
    // Condition.
    if (r.contains("if")) {
        const json &c = r["if"];
        const std::string k = c.begin().key();
        const json &v = c.begin().value();
        if (k == "most") {
            if (v == "strength")
                o.manualStrength = 30;
            else if (v == "stability")
                o.manualStability = 12;
            else if (v == "workers")
                o.idleWorkers = 6;
            else
                o.setResource(*quantityFromKey(v.get<std::string>()), 30);
        } else if (k == "least") {
            for (size_t i = 1; i < g.players.size(); ++i) {
                if (v == "strength")
                    g.players[i].manualStrength = 30;
                else if (v == "stability")
                    g.players[i].manualStability = 12;
            }
        } else if (k == "passed") {
            g.roundInputs.passOrder = v == "first" ? std::vector<int>{0, 1, 2} : std::vector<int>{1, 2, 0};
        } else if (k == "stability_above") {
            o.manualStability = v.get<int>() + 3;
        } else if (k == "strength_above_war") {
            o.manualStrength = 30;
            g.roundInputs.war = WarState{"wars_of_alexander", 1, 1};
        } else if (k == "has_worker_on") {
            o.buildings.push_back({"hoplite", 1});
        } else if (k == "bought_this_round") {
            g.roundInputs.choices["production/0/bought_colony"] = "yes";
        }
    }
    // Multiplier at least 1.
    const std::string per = r.value("per", std::string());
    if (per == "advisor_owned" && o.advisors.empty())
        o.advisors.push_back("archimedes");
    if (per == "colony_age_3_owned")
        o.colonies.push_back(firstCard([](const ProgressCard &c) { return c.type == CardType::Colony && c.age == 3; })->id);
    if (per == "colony_age_4_owned")
        o.colonies.push_back(firstCard([](const ProgressCard &c) { return c.type == CardType::Colony && c.age == 4; })->id);
    if (per == "worker_on_age_4_building" || per == "building_or_military_of_current_age")
        o.buildings.push_back(
            {firstCard([&](const ProgressCard &c) {
                 return c.type == CardType::Building && c.age == (per == "worker_on_age_4_building" ? 4 : g.age());
             })->id,
             1});
    if (per == "undeployed_worker")
        o.idleWorkers += 2;
    if (per == "other_natural_wonder_owned")
        o.wonders.push_back(firstCard([&](const ProgressCard &c) {
                                return c.type == CardType::NaturalWonder && (!s.card || c.id != s.card->id);
                            })->id);
    // Trigger.
    const json mod = r.value("modifier", json::object());
    if (when == "war_resolution" || when == "on_defeated")
        g.roundInputs.war = WarState{"wars_of_alexander", 35, 1}; // everyone defeated
    if (when == "on_not_defeated") {
        g.roundInputs.war = WarState{"wars_of_alexander", 5, 1};
        o.manualStrength = 30;
    }
    if (when == "end_of_age" || when == "end_of_round")
        g.round = 2 * age;
    if (when == "resource_shortage") {
        o.buildings.push_back({"elephant", 1});
        o.food = 0;
        o.vp = 5;
    }
    if (mod.contains("military_upkeep"))
        o.buildings.push_back({"elephant", 1});
    if (mod.contains("books_multiplier"))
        o.buildings.push_back({"library", 1});
    if (when == "final_scoring")
        g.phase = Phase::Finished;
    return g;
}

bool itemNames(const ExplanationItem &i, const Subject &s)
{
    return i.source == s.source || i.label.find(s.name) != std::string::npos;
}

bool linesName(const std::vector<ExplanationLine> &lines, const Subject &s, const std::string &noteNeedle)
{
    for (const auto &l : lines) {
        for (const auto &i : l.items)
            if (itemNames(i, s))
                return true;
        if (!noteNeedle.empty() && l.note.find(noteNeedle) != std::string::npos)
            return true;
    }
    return false;
}

/// Whether the engine explains the subject's rule in state g.
bool engineNames(const Subject &s, const json &r, const GameState &g, std::string &where)
{
    const std::string when = r.value("when", std::string());
    const json mod = r.value("modifier", json::object());
    if (when == "final_scoring") {
        const FinalScore f = finalScore(catalog(), g);
        for (const auto &row : f.rows)
            if (linesName(row.lines, s, s.name))
                return true;
        where = "final score";
        return false;
    }
    if (when == "ongoing" && !mod.contains("military_upkeep")) {
        // Private Architects and the Golden Age bonus are values without explanation lines.
        if (r.contains("private_architects")) {
            where = "board private Architects";
            return boardValues(catalog(), g, 0).architectsPrivate >= r["private_architects"].get<int>();
        }
        if (mod.contains("golden_age_bonus")) {
            where = "board Golden Age bonus";
            return boardValues(catalog(), g, 0).goldenAgeBonus >= mod["golden_age_bonus"].get<int>();
        }
        for (int p = 0; p < static_cast<int>(g.players.size()); ++p) {
            const BoardValues b = boardValues(catalog(), g, p);
            if (linesName({b.strengthLine, b.stabilityLine}, s, ""))
                return true;
        }
        where = "board values";
        return false;
    }
    GameState rs = g;
    rs.phase = Phase::Resolution;
    const ResolutionResult res = resolveRound(catalog(), rs);
    std::string needle;
    if (when == "check" || when == "on_defeated")
        needle = s.name + " removed";
    if (when == "player_order" || (when == "war_resolution" && mod.contains("strength_vs_war")))
        needle = s.name;
    for (const auto &st : res.steps)
        if (linesName(st.lines, s, needle))
            return true;
    where = "resolution steps";
    return false;
}

std::vector<Subject> subjects()
{
    std::vector<Subject> out;
    for (const auto &c : catalog().cards())
        out.push_back({c.id, c.name, &c, nullptr, c.rules});
    for (const auto &n : catalog().nations())
        if (n.sideB)
            for (const auto &sr : n.sideB->specialRules)
                out.push_back({sr.value("id", std::string()), n.name + " B special", nullptr, &n,
                               sr.value("rules", json::array())});
    return out;
}

} // namespace

TEST_CASE("Every automated resolution-time rule of every card and nation special is applied and explained",
          "[card_rules][all]")
{
    const CoverageReport cov = coverage(catalog());
    std::set<std::string> notAutomated;
    for (const auto &g : cov.gaps)
        notAutomated.insert(g.id);
    int checked = 0;
    for (const auto &s : subjects()) {
        const std::string coverageId = s.card ? s.card->id : s.nation->id + "/B";
        if (notAutomated.count(coverageId))
            continue; // reported by the coverage report with its reason
        for (const auto &r : resolutionRules(s)) {
            INFO(s.source << ": " << r.dump());
            const GameState g = stateFor(s, r);
            const auto problems = validate(catalog(), g);
            INFO((problems.empty() ? std::string() : problems.front()));
            REQUIRE(problems.empty());
            std::string where;
            CHECK(engineNames(s, r, g, where));
            INFO("looked in " << where);
            ++checked;
        }
    }
    // Every rule shape automated today appears at least once.
    CHECK(checked >= 40);
}

TEST_CASE("The engine leaves no 'check by hand' note for an automated card", "[card_rules][all]")
{
    for (const auto &s : subjects()) {
        if (!s.card || s.card->preprinted)
            continue;
        bool all = true;
        for (const auto &r : s.rules)
            all = all && ruleSupport(r, s.card).automated;
        if (!all || s.rules.empty())
            continue;
        INFO(s.source);
        for (const auto &r : s.rules) {
            const GameState g = stateFor(s, r);
            GameState rs = g;
            rs.phase = Phase::Resolution;
            const ResolutionResult res = resolveRound(catalog(), rs);
            for (const auto &st : res.steps)
                for (const auto &l : st.lines)
                    CHECK(l.note.find("check by hand: " + s.name + ":") == std::string::npos);
        }
    }
}
