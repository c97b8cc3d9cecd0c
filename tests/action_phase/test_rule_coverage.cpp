// Data-driven, one truth with the coverage report: for EVERY rule of every card and nation special that
// actionPhaseRuleSupport() (what ruleSupport() and `catalog --coverage` report) calls automated, trigger
// it through apply() in a real state (buy the card, finish the Wonder, hire, pass, use the special
// action, choose Growth) and require its effect, with no by-hand note naming the card; for every rule it
// calls NOT automated whose trigger the engine records, require the by-hand note.
#include "support.h"

#include <functional>

#include "nations/card_rules.h"

using namespace aptest;

namespace {

struct Subject {
    std::string id;   ///< card id or nation special id
    const ProgressCard *card = nullptr;
    std::pair<std::string, char> seat{"china", 'A'}; ///< nation side of the owner
    json rule;
};

/// The nation side a pre-printed card is printed on.
std::pair<std::string, char> seatOf(const ProgressCard &c)
{
    for (const auto &n : catalog().nations())
        for (const NationSide *s : {n.sideA ? &*n.sideA : nullptr, n.sideB ? &*n.sideB : nullptr})
            if (s && std::find(s->preprintedCards.begin(), s->preprintedCards.end(), c.id) != s->preprintedCards.end())
                return {n.id, s->side};
    return {"china", 'A'};
}

/// Action Phase rules (not the `ongoing` modifiers) whose classification is `automated`.
std::vector<Subject> apRules(bool automated)
{
    std::vector<Subject> out;
    for (const auto &c : catalog().cards())
        for (const auto &r : c.rules) {
            const auto s = actionPhaseRuleSupport(r, &c);
            if (s && s->automated == automated && r.value("when", "") != "ongoing")
                out.push_back({c.id, &c, c.preprinted ? seatOf(c) : std::pair<std::string, char>{"china", 'A'}, r});
        }
    for (const auto &n : catalog().nations())
        for (const NationSide *side : {n.sideA ? &*n.sideA : nullptr, n.sideB ? &*n.sideB : nullptr})
            if (side)
                for (const auto &sr : side->specialRules)
                    for (const auto &r : sr.value("rules", json::array())) {
                        const auto s = actionPhaseRuleSupport(r, nullptr);
                        if (s && s->automated == automated && r.value("when", "") != "ongoing")
                            out.push_back({sr.value("id", n.id + "_special"), nullptr, {n.id, side->side}, r});
                    }
    return out;
}

struct Res {
    int gold = 0, food = 0, stone = 0, books = 0, vp = 0;
    bool operator==(const Res &) const = default;
};
std::ostream &operator<<(std::ostream &o, const Res &r)
{
    return o << "{gold " << r.gold << ", food " << r.food << ", stone " << r.stone << ", books " << r.books << ", vp "
             << r.vp << "}";
}
Res res(const PlayerState &p) { return {p.gold, p.food, p.stone, p.books, p.vp}; }
Res operator-(const Res &a, const Res &b)
{
    return {a.gold - b.gold, a.food - b.food, a.stone - b.stone, a.books - b.books, a.vp - b.vp};
}
/// Adds sign × amounts of a {"food": 2, ...} object.
void add(Res &r, const json &a, int sign)
{
    for (const auto &[k, v] : a.items()) {
        const int x = sign * v.get<int>();
        if (k == "gold") r.gold += x;
        else if (k == "food") r.food += x;
        else if (k == "stone") r.stone += x;
        else if (k == "books") r.books += x;
        else if (k == "vp") r.vp += x;
    }
}
/// Net of a rule's gain/lose.
Res net(const json &r)
{
    Res n;
    if (r.contains("gain"))
        add(n, r["gain"], 1);
    if (r.contains("lose"))
        add(n, r["lose"], -1);
    return n;
}

int ageOf(const Subject &s) { return s.card && s.card->age > 0 ? s.card->age : 1; }

/// A deck card of `type` of age 1..maxAge with no rules (so nothing but the subject fires).
const ProgressCard &plainCard(CardType type, int maxAge, std::function<bool(const ProgressCard &)> extra = {})
{
    for (const auto &c : catalog().cards())
        if (!c.preprinted && c.type == type && c.age >= 1 && c.age <= maxAge && c.rules.empty() && (!extra || extra(c)))
            return c;
    for (const auto &c : catalog().cards()) // Battles/Wars always have their by-type rule
        if (!c.preprinted && c.type == type && c.age >= 1 && c.age <= maxAge && (!extra || extra(c)))
            return c;
    FAIL("no plain card of type " << key(type));
    throw;
}

void place(PlayerState &p, const ProgressCard &c)
{
    switch (slotOf(c.type)) {
    case Slot::BuildingMilitary: p.buildings.push_back({c.id, 1}); break;
    case Slot::Advisor: p.advisors = {c.id}; break;
    case Slot::Colony: p.colonies.push_back(c.id); break;
    case Slot::Wonder: p.wonders.push_back(c.id); break;
    case Slot::None: break;
    }
}

/// Where a bought card goes when the slots are full: cover / replace the first one.
json placement(const PlayerState &p, const ProgressCard &c)
{
    const NationSide *side = catalog().nation(p.nation)->side(p.side);
    json out = json::object();
    switch (slotOf(c.type)) {
    case Slot::BuildingMilitary:
        if (static_cast<int>(p.buildings.size()) >= side->boardSlots.buildingMilitary)
            out["slot"] = 0;
        break;
    case Slot::Colony:
        if (static_cast<int>(p.colonies.size()) >= side->boardSlots.colony)
            out["slot"] = 0;
        break;
    case Slot::Wonder:
        if (static_cast<int>(p.wonders.size()) >= side->boardSlots.wonder)
            out["cover"] = 0;
        break;
    default: break;
    }
    return out;
}

json buyPayload(const PlayerState &p, int player, const ProgressCard &c, int row = 1)
{
    json pl = placement(p, c);
    pl["player"] = player;
    pl["card"] = c.id;
    pl["row"] = row;
    pl["override"] = true; // Colony Strength / Battle Military requirements are not what is tested here
    if (c.type == CardType::Battle)
        pl["choice"] = "food";
    if (c.type == CardType::GoldenAge)
        pl["choice"] = "resource";
    return pl;
}

CardType firstType(const json &t)
{
    return *cardTypeFromKey((t.is_array() ? t[0] : t).get<std::string>());
}

/// Two seats: the subject's owner at `owner`, a different base nation at the other seat.
Table tableFor(const Subject &s, int owner = 0, int round = 0)
{
    std::pair<std::string, char> other{s.seat.first == "persia" ? "china" : "persia", 'A'};
    std::vector<std::pair<std::string, char>> seats = owner == 0 ? std::vector{s.seat, other} : std::vector{other, s.seat};
    return tableOf(seats, round ? round : 2 * ageOf(s) - 1);
}

/// A held-card trigger scenario, run with and without the subject on the owner's board: returns the
/// difference of the acting player's resource changes (the subject's effect) and the notes naming it.
struct Outcome {
    Res effect;
    std::vector<ByHandNote> notes;
};

Outcome heldTrigger(const Subject &s, int owner, int actor, const std::function<void(Table &, bool)> &setup,
                    const std::function<void(Table &)> &act)
{
    Res delta[2];
    Outcome o;
    for (int with = 1; with >= 0; --with) {
        Table t = tableFor(s, owner);
        setup(t, with == 1);
        const Res before = res(t.p(actor));
        act(t);
        delta[with] = res(t.p(actor)) - before;
        if (with)
            for (const auto &n : t.state.roundInputs.actionPhase.byHand)
                if (n.card == s.id)
                    o.notes.push_back(n);
    }
    o.effect = delta[1] - delta[0];
    return o;
}

/// A Wonder without rules whose last Architect section is `sections` away, put under construction.
const ProgressCard &plainWonder(int sections)
{
    return plainCard(CardType::Wonder, 1,
                     [&](const ProgressCard &c) { return static_cast<int>(c.architectCosts.size()) >= sections; });
}

void holdSubject(Table &t, int owner, const Subject &s, bool with, const std::function<void(PlayerState &)> &more = {})
{
    t.edit(owner, [&](PlayerState &p) {
        p.stone = 60;
        if (with && s.card)
            place(p, *s.card);
        if (more)
            more(p);
    });
}

/// Rules whose effect is more than plain gains/losses of the owner — named effects, targets other than the
/// buyer, turn and round effects, special actions with a choice (effectShape() in action_phase.cpp) —
/// and the triggers of play skipping over a nation / spending the last Gold: each card has its own test
/// with concrete numbers in test_base_cards.cpp.
bool bespoke(const json &r)
{
    for (const char *k : {"effect", "extra_actions", "duration", "take_workers", "take_workers_optional", "return_workers",
                          "modifier"})
        if (r.contains(k))
            return true;
    if (r.contains("target") && r["target"] != "buyer")
        return true;
    if (r.contains("pay") && r["pay"].is_object() && r["pay"].contains("remove"))
        return true;
    const std::string when = r.value("when", "");
    return when == "first_turn" || when == "on_passed_over" || when == "on_spend_last_gold";
}

std::string notesText(const std::vector<ByHandNote> &notes)
{
    std::string t;
    for (const auto &n : notes)
        t += n.text + "\n";
    return t;
}

} // namespace

TEST_CASE("Every Action Phase rule the coverage calls automated is applied by apply(), with no by-hand note",
          "[action][coverage][all]")
{
    std::map<std::string, int> checked;
    for (const Subject &s : apRules(true)) {
        const json &r = s.rule;
        const std::string when = r.value("when", "");
        INFO(s.id << ": " << r.dump());
        const json cond = r.value("if", json::object());
        if (bespoke(r)) {
            ++checked["bespoke"];
            continue; // test_base_cards.cpp
        }
        if (when == "on_ready") {
            // Finish the Wonder: hire its last Architect (or buy it when it has no sections).
            Table t = tableFor(s);
            const ProgressCard &w = *s.card;
            const int n = static_cast<int>(w.architectCosts.size());
            t.edit(0, [&](PlayerState &p) {
                p.stone = 60;
                if (n > 0)
                    p.wonderUnderConstruction = WonderUnderConstruction{w.id, n - 1};
            });
            const Res before = res(t.p(0));
            Res expected = net(r);
            if (n > 0) {
                json pl = placement(t.p(0), w);
                pl["player"] = 0;
                t.act("hire", pl);
                expected.stone -= w.architectCosts[n - 1];
            } else {
                t.act("buy", buyPayload(t.p(0), 0, w));
                expected.gold -= 1;
            }
            CHECK(std::find(t.p(0).wonders.begin(), t.p(0).wonders.end(), w.id) != t.p(0).wonders.end());
            CHECK(res(t.p(0)) - before == expected);
            CHECK(notesText(t.state.roundInputs.actionPhase.byHand).find(w.name) == std::string::npos);
        } else if (when == "on_wonder_ready" || when == "on_hire_architect") {
            const bool ready = when == "on_wonder_ready";
            const ProgressCard &w = plainWonder(ready ? 1 : 2);
            const int k = ready ? static_cast<int>(w.architectCosts.size()) - 1 : 0;
            const Outcome o = heldTrigger(
                s, 0, 0,
                [&](Table &t, bool with) {
                    holdSubject(t, 0, s, with, [&](PlayerState &p) { p.wonderUnderConstruction = WonderUnderConstruction{w.id, k}; });
                },
                [&](Table &t) {
                    json pl = placement(t.p(0), w);
                    pl["player"] = 0;
                    t.act("hire", pl);
                });
            CHECK(o.effect == net(r));
            CHECK(notesText(o.notes).empty());
        } else if (when == "on_golden_age_vp") {
            const ProgressCard &g = plainCard(CardType::GoldenAge, ageOf(s));
            const Outcome o = heldTrigger(
                s, 0, 0, [&](Table &t, bool with) { holdSubject(t, 0, s, with); },
                [&](Table &t) {
                    const int price = std::max(0, g.goldenAgeVpCost - boardValues(catalog(), t.state, 0).goldenAgeBonus);
                    t.act("buy", {{"player", 0}, {"card", g.id}, {"row", 1}, {"choice", "vp"}, {"pay", {{"stone", price}}}});
                });
            CHECK(o.effect == net(r));
            CHECK(notesText(o.notes).empty());
        } else if (when == "on_buy" && cond.contains("card_type")) {
            const ProgressCard &b = plainCard(firstType(cond["card_type"]), ageOf(s));
            const Outcome o = heldTrigger(
                s, 0, 0,
                [&](Table &t, bool with) {
                    holdSubject(t, 0, s, with, [&](PlayerState &p) {
                        if (b.type == CardType::Battle) // a staffed Military for the raid
                            p.buildings.insert(p.buildings.begin(), {plainCard(CardType::Military, 1).id, 1});
                    });
                },
                [&](Table &t) { t.act("buy", buyPayload(t.p(0), 0, b)); });
            CHECK(o.effect == net(r));
            CHECK(notesText(o.notes).empty());
        } else if (when == "on_other_buy") {
            const ProgressCard &b = plainCard(firstType(cond["card_type"]), ageOf(s));
            const Outcome o = heldTrigger(
                s, 1, 0, [&](Table &t, bool with) { holdSubject(t, 1, s, with); },
                [&](Table &t) { t.act("buy", buyPayload(t.p(0), 0, b)); });
            CHECK(o.effect == net(r)); // the buyer gains
            CHECK(notesText(o.notes).empty());
        } else if (when == "on_replace") {
            const int round = 2 * std::max(2, ageOf(s)) - 1;
            const ProgressCard &oldCard = plainCard(CardType::Building, 1);
            const ProgressCard &newCard =
                plainCard(CardType::Building, (round + 1) / 2, [](const ProgressCard &c) { return c.age >= 2; });
            Res delta[2];
            std::vector<ByHandNote> notes;
            for (int with = 1; with >= 0; --with) {
                Table t = tableFor(s, 0, round);
                holdSubject(t, 0, s, with, [&](PlayerState &p) { p.buildings.insert(p.buildings.begin(), {oldCard.id, 1}); });
                const Res before = res(t.p(0));
                t.act("buy", {{"player", 0}, {"card", newCard.id}, {"row", 1}, {"slot", 0}});
                delta[with] = res(t.p(0)) - before;
                if (with)
                    notes = t.state.roundInputs.actionPhase.byHand;
            }
            CHECK(delta[1] - delta[0] == net(r));
            CHECK(notesText(notes).find(s.card->name) == std::string::npos);
        } else if (when == "on_pass") {
            const bool last = cond.value("passed", "") == "last";
            const int owner = last ? 1 : 0;
            Table t = tableFor(s, owner);
            holdSubject(t, owner, s, true);
            if (last)
                t.act("pass", {{"player", 0}});
            const Res before = res(t.p(owner));
            t.act("pass", {{"player", owner}});
            CHECK(res(t.p(owner)) - before == net(r));
            for (const auto &n : t.state.roundInputs.actionPhase.byHand)
                CHECK(n.card != s.id);
            // The condition is read: passing in the other position gives nothing.
            Table u = tableFor(s, owner);
            holdSubject(u, owner, s, true);
            if (!last)
                u.act("pass", {{"player", 1}, {"override", true}});
            const Res before2 = res(u.p(owner));
            u.act("pass", {{"player", owner}, {"override", true}});
            CHECK(res(u.p(owner)) - before2 == Res{});
        } else if (when == "action") {
            Table t = tableFor(s);
            holdSubject(t, 0, s, true);
            Res expected;
            if (r.contains("pay"))
                add(expected, r["pay"], -1);
            if (r.contains("pay_choice"))
                add(expected, r["pay_choice"][0], -1);
            if (r.contains("gain"))
                add(expected, r["gain"], 1);
            if (r.contains("choose_one"))
                add(expected, r["choose_one"][0]["gain"], 1);
            const Res before = res(t.p(0));
            t.act("special", {{"player", 0}, {"card", s.id}, {"option", 0}, {"pay_option", 0}});
            CHECK(res(t.p(0)) - before == expected);
            CHECK(t.state.roundInputs.actionPhase.byHand.empty());
        } else if (when == "on_buy" && r.value("effect", "") == "set_war_marker") {
            Table t = tableFor(s);
            const int strength = t.strength(0);
            t.act("buy", buyPayload(t.p(0), 0, *s.card));
            REQUIRE(t.state.roundInputs.war);
            CHECK(t.state.roundInputs.war->card == s.id);
            CHECK(t.state.roundInputs.war->strength == strength);
            CHECK(t.state.roundInputs.war->buyer == 0);
            CHECK(t.state.roundInputs.actionPhase.byHand.empty());
        } else if (when == "on_buy" && r.contains("gain_amount")) {
            Table t = tableFor(s);
            holdSubject(t, 0, s, false, [](PlayerState &p) {
                p.buildings.insert(p.buildings.begin(), {plainCard(CardType::Military, 1).id, 1});
            });
            const int raid = bestRaidValue(catalog(), t.p(0));
            CHECK(raid > 0);
            const Res before = res(t.p(0));
            t.act("buy", buyPayload(t.p(0), 0, *s.card));
            CHECK(res(t.p(0)) - before == Res{-1, raid, 0, 0, 0});
            CHECK(t.state.roundInputs.actionPhase.byHand.empty());
        } else if (when == "on_buy") {
            // The bought card's own rule (Great Lighthouse: paid 3 Gold; Red Fort: paid 1 Gold).
            const int row = cond.value("paid_gold", 1);
            Table t = tableFor(s);
            const Res before = res(t.p(0));
            t.act("buy", buyPayload(t.p(0), 0, *s.card, row));
            Res expected = net(r);
            expected.gold -= row;
            CHECK(res(t.p(0)) - before == expected);
            CHECK(t.state.roundInputs.actionPhase.byHand.empty());
            if (cond.contains("paid_gold")) { // bought on another row: nothing
                Table u = tableFor(s);
                const int other = row == 1 ? 2 : 1;
                const Res b2 = res(u.p(0));
                u.act("buy", buyPayload(u.p(0), 0, *s.card, other));
                CHECK(res(u.p(0)) - b2 == Res{-other, 0, 0, 0, 0});
            }
        } else if (when == "growth") {
            // Growth at the start of the subject's age: the bonus resource the condition names.
            const json g = cond.value("growth_choice", json("food"));
            const std::string resource = (g.is_array() ? g[0] : g).get<std::string>();
            Table t;
            t.setup.seats = {{"A", s.seat.first, s.seat.second, Difficulty::Prince, {}},
                             {"B", s.seat.first == "persia" ? "china" : "persia", 'A', Difficulty::Prince, {}}};
            t.setup.options.cardSets = {"base", "expansion", "dynasties"};
            t.state = newGame(catalog(), t.setup);
            for (int round = 2; round <= 2 * ageOf(s) - 1; ++round) {
                GameState next = t.state;
                next.round = round;
                t.act("resolve", {{"state", toJson(next)}});
            }
            holdSubject(t, 0, s, true);
            const auto items = growthBonusItems(catalog(), t.p(0), 0, resource);
            const bool named = std::any_of(items.begin(), items.end(), [&](const auto &i) { return i.second.source == s.id; });
            CHECK(named); // explained: an item names the card / nation special
            const Res before = res(t.p(0));
            t.act("growth", {{"player", 0}, {"choice", "bonus:" + resource}});
            Res expected;
            add(expected, {{resource, static_cast<int>(Difficulty::Prince)}}, 1);
            if (r.contains("gain"))
                add(expected, r["gain"], 1);
            else
                add(expected, {{resource, r["modifier"]["growth_bonus_same_resource"].get<int>()}}, 1);
            CHECK(res(t.p(0)) - before == expected);
        } else if (when == "on_discover") {
            // Discover a natural wonder (buy, the other nation passes, explore to the end): the subject
            // itself, or a plain one while the subject (a nation special: America B) is held.
            const bool own = s.card && s.card->type == CardType::NaturalWonder;
            const ProgressCard &nw = own ? *s.card : plainCard(CardType::NaturalWonder, ageOf(s));
            Table t = tableFor(s);
            if (!own)
                holdSubject(t, 0, s, true);
            const Res before = res(t.p(0));
            t.act("buy", buyPayload(t.p(0), 0, nw));
            t.act("pass", {{"player", 1}});
            for (int i = 0; i < nw.explorationTurns; ++i)
                t.act("explore", {{"player", 0}});
            CHECK(std::find(t.p(0).wonders.begin(), t.p(0).wonders.end(), nw.id) != t.p(0).wonders.end());
            Res expected = net(r); // "per player_already_passed" (Uluru): one nation has passed
            expected.gold -= 1;    // bought on row 1
            CHECK(res(t.p(0)) - before == expected);
            CHECK(notesText(t.state.roundInputs.actionPhase.byHand).find(nw.name) == std::string::npos);
        } else {
            FAIL("no driver for the automated trigger " << when);
        }
        ++checked[when];
    }
    // Every automated trigger shape is exercised (the catalog has them all today).
    for (const char *w : {"on_ready", "on_wonder_ready", "on_hire_architect", "on_golden_age_vp", "on_buy", "on_other_buy",
                          "on_replace", "on_pass", "action", "growth", "on_discover"})
        CHECK(checked[w] > 0);
    CHECK(checked["bespoke"] >= 27); // at least one rule per card of test_base_cards.cpp
}

TEST_CASE("Action Phase rules the coverage calls not automated leave a by-hand note when triggered",
          "[action][coverage][all]")
{
    int checked = 0;
    for (const Subject &s : apRules(false)) {
        const json &r = s.rule;
        const std::string when = r.value("when", "");
        const json cond = r.value("if", json::object());
        INFO(s.id << ": " << r.dump() << " — " << actionPhaseRuleSupport(r, s.card)->reason);
        Table t = tableFor(s);
        if (when == "on_ready" && s.card) {
            const ProgressCard &w = *s.card;
            const int n = static_cast<int>(w.architectCosts.size());
            REQUIRE(n > 0);
            t.edit(0, [&](PlayerState &p) {
                p.stone = 60;
                p.wonderUnderConstruction = WonderUnderConstruction{w.id, n - 1};
            });
            json pl = placement(t.p(0), w);
            pl["player"] = 0;
            t.act("hire", pl);
        } else if (when == "action" && s.card) {
            holdSubject(t, 0, s, true);
            t.act("special", {{"player", 0}, {"card", s.id}});
        } else if (when == "on_buy" && r.value("option", "") == "special") {
            t.act("buy", {{"player", 0}, {"card", s.id}, {"row", 1}, {"choice", "special"}});
        } else if (when == "on_buy" && cond.contains("card_type")) {
            const ProgressCard &b = plainCard(firstType(cond["card_type"]), ageOf(s));
            holdSubject(t, 0, s, true);
            t.act("buy", buyPayload(t.p(0), 0, b));
        } else if (when == "on_replace" && cond.value("new_type", "") == "advisor") {
            holdSubject(t, 0, s, true);
            const ProgressCard &a = plainCard(CardType::Advisor, ageOf(s));
            t.act("buy", {{"player", 0}, {"card", a.id}, {"row", 1}, {"slot", 0}});
        } else if (when == "on_discover") {
            holdSubject(t, 0, s, true);
            const ProgressCard &nw =
                s.card && s.card->type == CardType::NaturalWonder ? *s.card : plainCard(CardType::NaturalWonder, 4);
            if (s.card && s.card->type == CardType::NaturalWonder)
                t.edit(0, [&](PlayerState &p) { p.wonders.erase(std::find(p.wonders.begin(), p.wonders.end(), s.id)); });
            t.act("buy", buyPayload(t.p(0), 0, nw));
            t.act("pass", {{"player", 1}});
            for (int i = 0; i < nw.explorationTurns; ++i) // discovered with its last exploration turn
                t.act("explore", {{"player", 0}});
        } else {
            continue; // triggers the engine does not record (e.g. Dynasties on_play): coverage says so
        }
        bool noted = false;
        for (const auto &n : t.state.roundInputs.actionPhase.byHand)
            noted = noted || n.card == s.id;
        CHECK(noted);
        ++checked;
    }
    // The base game has none left (test_base_cards.cpp), nor have the expansions' Progress Cards since issue 12
    // (Hawaii's on_discover, test_hawaii_joseon.cpp; Japan B Emperor's on_buy, test_dynasties.cpp; Old
    // Uppsala's special action and Victoria Falls' on_discover, test_natural_wonders.cpp): the sweep guards
    // cards added later.
    CHECK(checked == 0);
}

TEST_CASE("Action Phase modifiers the coverage calls automated change prices, costs and requirements",
          "[action][coverage]")
{
    Table t = table(2, 3);
    const ProgressCard &battle = *catalog().card("battle_of_issus");
    const int battlePrice = cardPrice(catalog(), t.state, 1, battle, 2);
    t.edit(0, [](PlayerState &p) { p.advisors = {"hannibal"}; }); // others pay +1 Gold for Battles
    CHECK(actionPhaseRuleSupport(catalog().card("hannibal")->rules[1], catalog().card("hannibal"))->automated);
    CHECK(cardPrice(catalog(), t.state, 1, battle, 2) == battlePrice + 1);
    CHECK(cardPrice(catalog(), t.state, 0, battle, 2) == 2);
    // Extra slots on a Wonder's space are automated (Porcelain Tower, Great Plains: test_natural_wonders.cpp);
    // another extra slot is reported with the reason.
    const auto slot = actionPhaseRuleSupport(catalog().card("great_plains")->rules[0], catalog().card("great_plains"));
    REQUIRE(slot);
    CHECK(slot->automated);
    const auto anywhere = actionPhaseRuleSupport(json{{"when", "ongoing"}, {"modifier", {{"extra_slot", "advisor"}}}},
                                                 catalog().card("great_plains"));
    REQUIRE(anywhere);
    CHECK_FALSE(anywhere->automated);
    CHECK(anywhere->reason.find("slots") != std::string::npos);
    // A slot kind outside the vocabulary is a load error (rule_effect.h SlotKind), not a by-hand note.
    CHECK_THROWS_AS(actionPhaseRuleSupport(
                        json{{"when", "ongoing"}, {"modifier", {{"extra_slot", "colony"}, {"uses", "this_wonder_space"}}}},
                        catalog().card("great_plains")),
                    RuleVocabularyError);
}
