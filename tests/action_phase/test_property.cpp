// Property test of the recorded Action Phase: seeded random games pick random actions with random real
// catalog cards (refused ones are skipped), mixed with undo/redo, quick entry, overrides and confirmed
// rounds. After every recorded step:
//  - Gold, Food, Stone, Books, VP and idle Workers are never below 0, and validate() finds nothing;
//  - Strength and Stability equal the sum of their sources (an independent sum written here);
//  - undo/redo give exactly the state before the undone action / after the redone one (a stack of
//    states kept here), and undoStatus() agrees with that stack;
//  - replay(setup, log) reproduces the incrementally built state.
#include "support.h"

#include <chrono>
#include <map>
#include <random>
#include <set>

using namespace aptest;

namespace {

/// Strength/Stability of an unconditional `ongoing` rule ({"gain"/"lose": {"strength"/"stability"}}
/// without "if"/"per"), if it applies to `owner` (target absent) or to everybody (target "all").
std::pair<int, int> ongoingRule(const json &r, bool own, int workersOnMilitary)
{
    if (!r.is_object() || r.value("when", "") != "ongoing" || r.contains("per") || r.contains("modifier"))
        return {0, 0};
    if (r.contains("if")) { // only the own-board condition of Sparta ("exactly one Worker on Military")
        const json &c = r["if"];
        if (!own || c.size() != 1 || !c.contains("workers_on_military_exactly") ||
            c["workers_on_military_exactly"].get<int>() != workersOnMilitary)
            return {0, 0};
    }
    const std::string target = r.contains("target") && r["target"].is_string() ? r["target"].get<std::string>() : "";
    if (!(target == "all" || (own && target.empty()) || (!own && target == "others")))
        return {0, 0};
    int strength = 0, stability = 0;
    for (const char *k : {"gain", "lose"}) {
        if (!r.contains(k))
            continue;
        const int sign = std::string(k) == "gain" ? 1 : -1;
        strength += sign * r[k].value("strength", 0);
        stability += sign * r[k].value("stability", 0);
    }
    return {strength, stability};
}

/// The unconditional ongoing rules of what a player holds: Colonies, ready Wonders, Advisors, staffed
/// Buildings/Military and the nation special of its side, or the dynasty in play that covers it.
std::pair<int, int> ongoingRules(const PlayerState &p, bool own)
{
    int strength = 0, stability = 0, onMilitary = 0;
    for (const auto &b : p.buildings)
        if (catalog().card(b.card)->type == CardType::Military)
            onMilitary += b.workers;
    auto add = [&](const json &rules) {
        if (!rules.is_array())
            return;
        for (const auto &r : rules) {
            const auto [a, b] = ongoingRule(r, own, onMilitary);
            strength += a;
            stability += b;
        }
    };
    if (!p.dynasty.empty()) {
        add(catalog().dynastyCard(p.dynasty)->rules);
        for (const auto &b : p.buildings)
            add(catalog().card(b.card)->rules);
        for (const auto *ids : {&p.colonies, &p.wonders, &p.advisors})
            for (const auto &id : *ids)
                add(catalog().card(id)->rules);
        return {strength, stability};
    }
    for (const auto &b : p.buildings)
        add(catalog().card(b.card)->rules);
    for (const auto *ids : {&p.colonies, &p.wonders, &p.advisors})
        for (const auto &id : *ids)
            add(catalog().card(id)->rules);
    for (const auto &sr : catalog().nation(p.nation)->side(p.side)->specialRules)
        add(sr.value("rules", json::array()));
    return {strength, stability};
}

/// Strength and Stability summed from their sources, independently of board.cpp (Rulebook p.7, p.8,
/// p.13, p.15-16): deployed Workers × per-Worker effect, Colonies / ready Wonders / Advisors while
/// held, Population Track sections with immediate costs, unconditional ongoing rules of held cards and
/// of the nation special (own, and other nations' rules for everybody), the manual corrections.
std::pair<int, int> independentSum(const GameState &s, int pi)
{
    const PlayerState &p = s.players[static_cast<size_t>(pi)];
    int strength = p.manualStrength, stability = p.manualStability;
    for (int o = 0; o < static_cast<int>(s.players.size()); ++o) {
        const auto [a, b] = ongoingRules(s.players[static_cast<size_t>(o)], o == pi);
        strength += a;
        stability += b;
    }
    for (const auto &b : p.buildings) {
        const ProgressCard *c = catalog().card(b.card);
        REQUIRE(c);
        strength += c->perWorker[Quantity::Strength] * b.workers;
        stability += c->perWorker[Quantity::Stability] * b.workers;
    }
    for (const auto *ids : {&p.colonies, &p.wonders, &p.advisors})
        for (const auto &id : *ids) {
            const ProgressCard *c = catalog().card(id);
            REQUIRE(c);
            strength += c->ongoing[Quantity::Strength];
            stability += c->ongoing[Quantity::Stability];
        }
    // Japan B Emperor (card text): "each adds a marker here worth +1 strength" (markers of Advisors bought).
    if (std::find(p.advisors.begin(), p.advisors.end(), "japan_b_emperor") != p.advisors.end() &&
        p.markers.count("japan_b_emperor"))
        strength += p.markers.at("japan_b_emperor");
    const NationSide *side = catalog().nation(p.nation)->side(p.side);
    for (size_t k = 0; k < side->population.size() && k < p.populationTaken.size(); ++k) {
        const PopulationSection &sec = side->population[k];
        if (sec.productionUpkeep)
            continue;
        strength -= sec.costPerWorkerTaken[Quantity::Strength] * p.populationTaken[k];
        stability -= sec.costPerWorkerTaken[Quantity::Stability] * p.populationTaken[k];
    }
    // Round effects: Stability gained by special actions (Shwedagon Pagoda): "<player>/<card>/stability";
    // Strength (The Pillar of Hercules): ".../strength"; turmoil cards: ".../turmoil_stability" lost.
    auto endsWith = [](const std::string &k, const std::string &tail) {
        return k.size() > tail.size() && k.compare(k.size() - tail.size(), tail.size(), tail) == 0;
    };
    for (const auto &[k, v] : s.roundInputs.actionPhase.roundEffects)
        if (k.rfind(std::to_string(pi) + "/", 0) == 0) {
            if (endsWith(k, "/stability"))
                stability += v;
            else if (endsWith(k, "/strength"))
                strength += v;
            else if (endsWith(k, "/turmoil_stability"))
                stability -= v;
        }
    return {strength, stability};
}

struct Figures {
    long attempts = 0, recorded = 0, refused = 0, undos = 0, redos = 0, overrides = 0, rounds = 0, replays = 0;
    std::map<std::string, long> byKind;
};

class RandomGame {
public:
    RandomGame(unsigned seed, Figures &fig) : m_rng(seed), m_fig(fig)
    {
        // 2..5 nations, random sides among those the catalog has data for, random difficulty.
        std::vector<std::pair<std::string, char>> pool;
        for (const Nation &n : catalog().nations())
            for (char side : {'A', 'B'})
                if (n.side(side))
                    pool.emplace_back(n.id, side);
        std::shuffle(pool.begin(), pool.end(), m_rng);
        const int n = pick(2, 5);
        std::set<std::string> used;
        for (const auto &[nation, side] : pool) {
            if (static_cast<int>(m_t.setup.seats.size()) == n)
                break;
            if (!used.insert(nation).second)
                continue;
            m_t.setup.seats.push_back({"P" + std::to_string(m_t.setup.seats.size()), nation, side,
                                       static_cast<Difficulty>(pick(1, 4)), {}});
        }
        m_t.setup.options.lastRound = chance(0.7) ? 8 : 2 * pick(1, 3);
        if (chance(0.5)) // turmoil, dynasties and natural wonders in half of the games
            m_t.setup.options.cardSets = {"base", "expansion", "dynasties"};
        m_t.state = newGame(catalog(), m_t.setup);
        for (const ProgressCard &c : catalog().cards())
            if (!c.preprinted && c.age >= 1)
                m_cards.push_back(&c);
        check();
    }

    /// Plays until the game is finished or `maxSteps` attempts were made.
    void play(int maxSteps)
    {
        for (int i = 0; i < maxSteps && m_t.state.phase != Phase::Finished; ++i)
            step();
    }

private:
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(m_rng) < p; }
    template <class V> const auto &any(const V &v) { return v[static_cast<size_t>(pick(0, static_cast<int>(v.size()) - 1))]; }

    GameState &s() { return m_t.state; }

    void step()
    {
        const GameState &st = s();
        const int n = static_cast<int>(st.players.size());
        ++m_fig.attempts;
        if (chance(0.05)) {
            record("undo", json::object());
            return;
        }
        if (!m_redo.empty() ? chance(0.3) : chance(0.005)) {
            record("redo", json::object());
            return;
        }
        if (st.phase == Phase::Growth) {
            const int p = pick(0, n - 1);
            const NationSide *side = catalog().nation(st.players[p].nation)->side(st.players[p].side);
            std::string choice;
            if (chance(0.5) && !side->population.empty())
                choice = "worker:" + any(side->population).id;
            else
                choice = std::string("bonus:") + any(std::vector<const char *>{"food", "stone", "gold"});
            record("growth", {{"player", p}, {"choice", choice}});
            return;
        }
        if (st.roundInputs.eventCard.empty()) {
            std::vector<std::string> events;
            for (const EventCard &e : catalog().eventCards())
                if (e.age == st.age())
                    events.push_back(e.id);
            record("event", {{"card", any(events)}});
            return;
        }
        if (st.phase == Phase::Resolution || chance(0.005)) {
            confirmRound();
            return;
        }
        const int turn = currentTurn(st);
        const bool override = chance(0.03);
        const int p = override || turn < 0 ? pick(0, n - 1) : turn;
        json extra = override ? json{{"override", true}} : json::object();
        const double r = std::uniform_real_distribution<double>(0, 1)(m_rng);
        if (r < 0.02)
            quickEntry(p);
        else if (r < 0.40)
            buy(p, extra);
        else if (r < 0.62)
            deploy(p, extra);
        else if (r < 0.70)
            record("undeploy", merge({{"player", p}, {"slot", pick(0, 4)}, {"count", pick(1, 2)}}, extra));
        else if (r < 0.82)
            hire(p, extra);
        else if (r < 0.86)
            special(p, extra);
        else if (r < 0.90)
            dynasties(p, extra);
        else
            record("pass", merge({{"player", p}}, extra));
    }

    static json merge(json a, const json &b)
    {
        a.update(b);
        return a;
    }

    void buy(int p, const json &extra)
    {
        const PlayerState &pl = s().players[p];
        // Mostly cards of the current age or older, the others to exercise refusals.
        const ProgressCard *c = any(m_cards);
        for (int k = 0; k < 8 && c->age > s().age(); ++k)
            c = any(m_cards);
        json j = {{"player", p}, {"card", c->id}, {"row", pick(1, 3)}};
        if (chance(0.5))
            j["slot"] = pick(0, 4);
        if (chance(0.2))
            j["cover"] = pick(0, 4);
        if (c->type == CardType::Battle)
            j["choice"] = any(std::vector<const char *>{"books", "food", "stone"});
        if (chance(0.2)) // MIT's free Worker, choices of effects on other nations (Assassin, Titanic)
            j["free_worker"] = true;
        if (chance(0.3))
            j["target_options"] = targetOptions();
        if (c->type == CardType::GoldenAge) {
            j["choice"] = any(std::vector<const char *>{"resource", "vp", "vp", "special"});
            if (j["choice"] == "vp") {
                int price = std::max(0, c->goldenAgeVpCost - boardValues(catalog(), pl).goldenAgeBonus - pick(0, 1));
                json pay = json::object();
                for (Quantity q : kResources) {
                    const int take = std::min(price, pick(0, pl.resource(q)));
                    if (take > 0)
                        pay[std::string(key(q))] = take;
                    price -= take;
                }
                j["pay"] = pay;
            }
        }
        record("buy", merge(j, extra));
    }

    void deploy(int p, const json &extra)
    {
        const int nb = static_cast<int>(s().players[p].buildings.size());
        json j = {{"player", p}, {"slot", pick(0, std::max(0, nb - 1))}};
        if (chance(0.25))
            j["from"] = pick(0, std::max(0, nb - 1));
        record("deploy", merge(j, extra));
    }

    void hire(int p, const json &extra)
    {
        json j = {{"player", p}};
        if (chance(0.3)) {
            std::vector<std::string> priv;
            for (const auto *ids : {&s().players[p].advisors, &s().players[p].wonders, &s().players[p].colonies})
                for (const auto &id : *ids)
                    if (catalog().card(id)->privateArchitects > 0)
                        priv.push_back(id);
            if (!priv.empty())
                j["private"] = any(priv);
        }
        if (chance(0.3))
            j["cover"] = pick(0, 4);
        if (chance(0.3))
            j["target_options"] = targetOptions();
        record("hire", merge(j, extra));
    }

    void special(int p, const json &extra)
    {
        std::vector<std::string> ids;
        const PlayerState &pl = s().players[p];
        for (const auto *v : {&pl.advisors, &pl.wonders, &pl.colonies})
            for (const auto &id : *v)
                ids.push_back(id);
        for (const auto &b : pl.buildings)
            ids.push_back(b.card);
        if (ids.empty() || chance(0.3)) { // some cards with special actions, to exercise them
            static const std::vector<std::string> specials = {
                "petra",          "piazza_san_marco", "marco_polo",       "alhazen",         "great_barrier_reef",
                "abraham_lincoln", "suleiman_i",      "shwedagon_pagoda", "royal_society",   "simon_bolivar",
                "galileo_galilei", "frederic_chopin"};
            if (chance(0.5)) {
                quickEntryCard(p, any(specials));
                return;
            }
            ids.push_back(any(specials));
        }
        // Payload fields of the special actions with a choice (ignored by the others).
        json j = {{"player", p}, {"card", any(ids)}, {"option", pick(0, 2)}, {"slot", pick(0, 3)}, {"colony", pick(0, 1)}};
        j["swap"] = json::array({{{"card", any(m_cards)->id}, {"row", pick(1, 3)}}, {{"card", any(m_cards)->id}, {"row", pick(1, 3)}}});
        j["buy"] = {{"player", p}, {"card", any(m_cards)->id}, {"row", pick(1, 3)}, {"choice", "resource"}};
        record("special", merge(j, extra));
    }

    /// A turmoil card (Gold or one of the nation's dynasties) or an exploration turn.
    void dynasties(int p, const json &extra)
    {
        if (chance(0.3)) {
            record("explore", merge({{"player", p}, {"cover", pick(0, 4)}}, extra));
            return;
        }
        const auto &own = catalog().nation(s().players[p].nation)->dynastyCards;
        const std::string choice = own.empty() || chance(0.3) ? std::string("gold") : any(own);
        record("turmoil", merge({{"player", p}, {"choice", choice}}, extra));
    }

    /// A random choice of option 0/1 for some players ("target_options").
    json targetOptions()
    {
        json o = json::object();
        for (int q = 0; q < static_cast<int>(s().players.size()); ++q)
            if (chance(0.7))
                o[std::to_string(q)] = pick(0, 1);
        return o;
    }

    /// Quick entry: a board edited directly (resources found, a card put on the board).
    void quickEntry(int p)
    {
        PlayerState copy = s().players[p];
        for (Quantity q : kResources)
            copy.setResource(q, copy.resource(q) + pick(0, 4));
        copy.idleWorkers += pick(0, 1);
        record("player", {{"player", p}, {"state", toJson(copy)}});
    }
    void quickEntryCard(int p, const std::string &id)
    {
        PlayerState copy = s().players[p];
        const ProgressCard *c = catalog().card(id);
        if (c->type == CardType::Advisor)
            copy.advisors = {id};
        else if (copy.wonders.size() < 3)
            copy.wonders.push_back(id);
        record("player", {{"player", p}, {"state", toJson(copy)}});
    }

    /// The table confirms the Resolution Phase: the next round (or the end), with some income so
    /// that the game keeps moving. Stored whole like the app's "resolve".
    void confirmRound()
    {
        GameState next = s();
        if (next.round == next.options.lastRound) {
            next.phase = Phase::Finished;
        } else {
            next.round += 1;
            next.phase = Phase::Growth;
            next.roundInputs = RoundInputs{};
            next.roundInputs.growth.assign(next.players.size(), "");
            for (auto &pl : next.players) {
                pl.gold += pick(0, 6);
                pl.stone += pick(0, 6);
                pl.food += pick(0, 3);
                pl.books += pick(0, 3);
            }
        }
        if (record("resolve", {{"state", toJson(next)}}))
            ++m_fig.rounds;
    }

    bool record(const std::string &kind, json payload)
    {
        const GameState before = s();
        const UndoStatus st = undoStatus(m_t.log);
        CHECK(st.undo.has_value() == !m_undo.empty());
        CHECK(st.redo.has_value() == !m_redo.empty());
        try {
            m_t.act(kind, std::move(payload));
        } catch (const ActionError &e) {
            ++m_fig.refused;
            CHECK(s() == before);
            CHECK(std::string(e.what()).size() > 0);
            return false;
        }
        ++m_fig.recorded;
        ++m_fig.byKind[kind];
        // The independent undo model: a stack of states.
        if (kind == "undo") {
            REQUIRE(!m_undo.empty());
            CHECK(s() == m_undo.back());
            m_redo.push_back(before);
            m_undo.pop_back();
            ++m_fig.undos;
        } else if (kind == "redo") {
            REQUIRE(!m_redo.empty());
            CHECK(s() == m_redo.back());
            m_undo.push_back(before);
            m_redo.pop_back();
            ++m_fig.redos;
        } else {
            m_redo.clear();
            m_undo.push_back(before); // a confirmed Resolution Phase too (no undo barrier)
        }
        if (m_t.log.back().payload.value("override", false))
            ++m_fig.overrides;
        check();
        return true;
    }

    void check()
    {
        const GameState &st = s();
        INFO("log size " << m_t.log.size() << ", last action " << (m_t.log.empty() ? "" : m_t.log.back().kind + " " + m_t.log.back().payload.dump()));
        for (int pi = 0; pi < static_cast<int>(st.players.size()); ++pi) {
            const PlayerState &p = st.players[static_cast<size_t>(pi)];
            CHECK(p.gold >= 0);
            CHECK(p.food >= 0);
            CHECK(p.stone >= 0);
            CHECK(p.books >= 0);
            CHECK(p.vp >= 0);
            CHECK(p.idleWorkers >= 0);
            for (const auto &b : p.buildings)
                CHECK(b.workers >= 0);
            const BoardValues bv = boardValues(catalog(), st, pi);
            const auto [strength, stability] = independentSum(st, pi);
            CHECK(bv.strength == strength);
            CHECK(bv.stability == stability);
        }
        CHECK(validate(catalog(), st).empty());
        // Replay from the setup reproduces the state: after every undo/redo and every 4th step.
        const std::string &kind = m_t.log.empty() ? std::string() : m_t.log.back().kind;
        if (kind == "undo" || kind == "redo" || kind == "resolve" || m_t.log.size() % 4 == 0) {
            ++m_fig.replays;
            CHECK(m_t.replayed() == st);
        }
    }

    std::mt19937 m_rng;
    Figures &m_fig;
    Table m_t;
    std::vector<const ProgressCard *> m_cards;
    std::vector<GameState> m_undo, m_redo;
};

} // namespace

TEST_CASE("property: random legal action sequences keep the invariants and replay exactly", "[property]")
{
    const auto start = std::chrono::steady_clock::now();
    Figures fig;
    std::vector<unsigned> seeds;
    for (unsigned k = 1; k <= 40; ++k)
        seeds.push_back(k * 7919u);
    for (unsigned seed : seeds) {
        INFO("seed " << seed);
        RandomGame g(seed, fig);
        g.play(2500);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string kinds;
    for (const auto &[k, v] : fig.byKind)
        kinds += " " + k + "=" + std::to_string(v);
    WARN("property test: " << seeds.size() << " seeds, " << fig.attempts << " attempts, " << fig.recorded
                           << " recorded (" << fig.refused << " refused), " << fig.undos << " undo, " << fig.redos
                           << " redo, " << fig.overrides << " overrides, " << fig.rounds << " rounds confirmed, "
                           << fig.replays << " full replays, " << seconds << " s;" << kinds);
    CHECK(fig.recorded >= 3000);
    CHECK(fig.undos > 50);
    CHECK(fig.redos > 20);
    CHECK(fig.byKind["buy"] > 300);
    CHECK(fig.byKind["deploy"] > 100);
    CHECK(fig.byKind["hire"] > 20);
    CHECK(fig.byKind["pass"] > 50);
    CHECK(fig.byKind["turmoil"] > 20);
}

TEST_CASE("property: thousands of short random sequences from a fresh game keep the invariants", "[property]")
{
    // The long games above reach late rounds; these many short sequences vary the openings (nations,
    // player counts and first purchases come from the seed). Same invariants, checked after every step.
    const auto start = std::chrono::steady_clock::now();
    Figures fig;
    const unsigned sequences = 3000;
    for (unsigned k = 1; k <= sequences; ++k) {
        INFO("seed " << k * 104729u);
        RandomGame g(k * 104729u, fig);
        g.play(30);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    WARN("property test: " << sequences << " short sequences, " << fig.attempts << " attempts, " << fig.recorded
                           << " recorded (" << fig.refused << " refused), " << fig.replays << " full replays, "
                           << seconds << " s");
    CHECK(fig.recorded >= 30000);
    CHECK(fig.byKind["buy"] > 3000);
}
