#include "nations/game_state.h"

#include <functional>
#include <limits>

#include <algorithm>
#include <set>

#include "core/json_input.h"
#include "nations/catalog.h"

namespace nc::nations {

namespace {

constexpr std::array<std::pair<Difficulty, std::string_view>, 4> kDifficulties = {{
    {Difficulty::Emperor, "emperor"},
    {Difficulty::King, "king"},
    {Difficulty::Prince, "prince"},
    {Difficulty::Chieftain, "chieftain"},
}};
constexpr std::array<std::pair<Phase, std::string_view>, 4> kPhases = {{
    {Phase::Growth, "growth"},
    {Phase::Action, "action"},
    {Phase::Resolution, "resolution"},
    {Phase::Finished, "finished"},
}};

/// Reads fields of one JSON object, turning every problem into a StateError naming the JSON path.
class Fields {
public:
    Fields(const nlohmann::json &j, std::string path) : m_j(j), m_path(std::move(path))
    {
        if (!m_j.is_object())
            fail("", "must be an object, got " + quoteJson(m_j));
    }
    [[noreturn]] void fail(const std::string &field, const std::string &problem) const
    {
        const std::string where = m_path.empty() ? field : (field.empty() ? m_path : m_path + "." + field);
        throw StateError((where.empty() ? std::string() : where + ": ") + problem);
    }
    std::string sub(const std::string &field) const { return m_path.empty() ? field : m_path + "." + field; }
    bool has(const char *k) const { return m_j.contains(k) && !m_j.at(k).is_null(); }
    const nlohmann::json &at(const char *k) const
    {
        if (!has(k))
            fail(k, "missing");
        return m_j.at(k);
    }
    /// An integer field within `r` (docs/state-format.md "Limits"); read as 64 bits first so that
    /// 4294967301 is refused, not narrowed to 5.
    int integer(const char *k, std::optional<int> def = std::nullopt, StateRange r = kSignedRange) const
    {
        if (!has(k)) {
            if (def)
                return *def;
            fail(k, "missing");
        }
        return checkedInt(m_j.at(k), k, r);
    }
    int checkedInt(const nlohmann::json &v, const std::string &field, StateRange r) const
    {
        if (!v.is_number_integer())
            fail(field, "must be a whole number from " + range(r) + ", got " + quoteJson(v));
        const auto x = v.get<std::int64_t>();
        if (v.is_number_unsigned() ? v.get<std::uint64_t>() > static_cast<std::uint64_t>(r.max) : (x < r.min || x > r.max))
            fail(field, quoteJson(v) + " is out of range " + range(r));
        return static_cast<int>(x);
    }
    static std::string range(StateRange r) { return std::to_string(r.min) + " to " + std::to_string(r.max); }
    std::string str(const char *k, std::optional<std::string> def = std::nullopt) const
    {
        if (!has(k)) {
            if (def)
                return *def;
            fail(k, "missing");
        }
        const auto &v = m_j.at(k);
        if (!v.is_string())
            fail(k, "must be a string, got " + quoteJson(v));
        return v.get<std::string>();
    }
    /// A token quantity: gold, food, stone, books or vp (Strength and Stability come from the board).
    Quantity tokens(const char *k) const
    {
        const auto q = quantityFromKey(str(k));
        if (!q || *q == Quantity::Strength || *q == Quantity::Stability)
            fail(k, "must be gold, food, stone, books or vp");
        return *q;
    }
    bool boolean(const char *k, bool def) const
    {
        if (!has(k))
            return def;
        if (!m_j.at(k).is_boolean())
            fail(k, "must be true or false, got " + quoteJson(m_j.at(k)));
        return m_j.at(k).get<bool>();
    }
    const nlohmann::json &array(const char *k) const
    {
        static const nlohmann::json empty = nlohmann::json::array();
        if (!has(k))
            return empty;
        if (!m_j.at(k).is_array())
            fail(k, "must be an array, got " + quoteJson(m_j.at(k)));
        return m_j.at(k);
    }
    std::vector<int> ints(const char *k, StateRange r = kSignedRange) const
    {
        std::vector<int> out;
        const auto &a = array(k);
        for (size_t i = 0; i < a.size(); ++i)
            out.push_back(checkedInt(a[i], std::string(k) + "[" + std::to_string(i) + "]", r));
        return out;
    }
    /// An object {key: whole number within r} (markers, Action Phase counters).
    std::map<std::string, int> counts(const char *k, StateRange r) const
    {
        std::map<std::string, int> out;
        if (!has(k))
            return out;
        const auto &o = m_j.at(k);
        if (!o.is_object())
            fail(k, "must be an object {name: whole number}, got " + quoteJson(o));
        for (const auto &[name, v] : o.items())
            out[name] = checkedInt(v, std::string(k) + "." + quoteText(name, 40), r);
        return out;
    }
    std::vector<std::string> strings(const char *k) const
    {
        std::vector<std::string> out;
        const auto &a = array(k);
        for (size_t i = 0; i < a.size(); ++i) {
            if (!a[i].is_string())
                fail(std::string(k) + "[" + std::to_string(i) + "]", "must be a string, got " + quoteJson(a[i]));
            out.push_back(a[i].get<std::string>());
        }
        return out;
    }

private:
    const nlohmann::json &m_j;
    std::string m_path;
};

std::string idx(const std::string &base, size_t i) { return base + "[" + std::to_string(i) + "]"; }

} // namespace

std::string_view key(Difficulty d)
{
    for (const auto &[dd, k] : kDifficulties)
        if (dd == d)
            return k;
    return "";
}

Message difficultyName(Difficulty d)
{
    switch (d) {
    case Difficulty::Emperor: return msg("emperor");
    case Difficulty::King: return msg("king");
    case Difficulty::Prince: return msg("prince");
    case Difficulty::Chieftain: return msg("chieftain");
    }
    return literal(std::string(key(d)));
}

std::optional<Difficulty> difficultyFromKey(std::string_view k)
{
    for (const auto &[dd, kk] : kDifficulties)
        if (kk == k)
            return dd;
    return std::nullopt;
}

std::string_view key(Phase p)
{
    for (const auto &[pp, k] : kPhases)
        if (pp == p)
            return k;
    return "";
}

std::optional<Phase> phaseFromKey(std::string_view k)
{
    for (const auto &[pp, kk] : kPhases)
        if (kk == k)
            return pp;
    return std::nullopt;
}

int PlayerState::resource(Quantity q) const
{
    switch (q) {
    case Quantity::Gold: return gold;
    case Quantity::Food: return food;
    case Quantity::Stone: return stone;
    case Quantity::Books: return books;
    case Quantity::Vp: return vp;
    default: return 0;
    }
}

void PlayerState::setResource(Quantity q, int value)
{
    switch (q) {
    case Quantity::Gold: gold = value; break;
    case Quantity::Food: food = value; break;
    case Quantity::Stone: stone = value; break;
    case Quantity::Books: books = value; break;
    case Quantity::Vp: vp = value; break;
    default: break;
    }
}

PlayerState playerFromJson(const nlohmann::json &j, const std::string &path)
{
    Fields f(j, path);
    PlayerState p;
    p.name = f.str("name", "");
    p.nation = f.str("nation");
    const std::string side = f.str("side", "A");
    if (side != "A" && side != "B")
        f.fail("side", "must be \"A\" or \"B\"");
    p.side = side[0];
    const auto d = difficultyFromKey(f.str("difficulty", "prince"));
    if (!d)
        f.fail("difficulty", "must be emperor, king, prince or chieftain");
    p.difficulty = *d;
    if (f.has("resources")) {
        Fields r(f.at("resources"), f.sub("resources"));
        p.gold = r.integer("gold", 0, kResourceRange);
        p.food = r.integer("food", 0, kResourceRange);
        p.stone = r.integer("stone", 0, kResourceRange);
        p.books = r.integer("books", 0, kResourceRange);
    }
    p.vp = f.integer("vp", 0, kVpRange);
    if (f.has("workers")) {
        Fields w(f.at("workers"), f.sub("workers"));
        p.idleWorkers = w.integer("idle", 0, kWorkerRange);
        p.populationTaken = w.ints("population_taken", kWorkerRange);
        p.freeWorkers = w.integer("free", 0, kWorkerRange);
        if (w.has("marked")) {
            Fields m(w.at("marked"), w.sub("marked"));
            p.populationMark = PopulationMark{m.str("section"), m.integer("space", 0, kWorkerRange)};
        }
    }
    const auto &b = f.array("buildings");
    for (size_t i = 0; i < b.size(); ++i) {
        Fields c(b[i], f.sub(idx("buildings", i)));
        p.buildings.push_back({c.str("card"), c.integer("workers", 0, kWorkerRange)});
    }
    p.advisors = f.strings("advisors");
    p.colonies = f.strings("colonies");
    p.wonders = f.strings("wonders");
    if (f.has("wonder_under_construction")) {
        Fields w(f.at("wonder_under_construction"), f.sub("wonder_under_construction"));
        p.wonderUnderConstruction = WonderUnderConstruction{w.str("card"), w.integer("architects", 0, kArchitectRange)};
    }
    if (f.has("manual")) {
        Fields m(f.at("manual"), f.sub("manual"));
        p.manualStrength = m.integer("strength", 0);
        p.manualStability = m.integer("stability", 0);
        p.manualNote = m.str("note", "");
    }
    p.markers = f.counts("markers", kMarkerRange);
    p.parked = f.counts("parked", kResourceRange);
    p.dynasty = f.str("dynasty", "");
    p.dynastiesPlayed = f.strings("dynasties_played");
    return p;
}

nlohmann::json toJson(const PlayerState &p)
{
    nlohmann::json b = nlohmann::json::array();
    for (const auto &c : p.buildings)
        b.push_back({{"card", c.card}, {"workers", c.workers}});
    nlohmann::json j = {
        {"name", p.name},
        {"nation", p.nation},
        {"side", std::string(1, p.side)},
        {"difficulty", std::string(key(p.difficulty))},
        {"resources", {{"gold", p.gold}, {"food", p.food}, {"stone", p.stone}, {"books", p.books}}},
        {"vp", p.vp},
        {"workers", {{"idle", p.idleWorkers}, {"population_taken", p.populationTaken}}},
        {"buildings", b},
        {"advisors", p.advisors},
        {"colonies", p.colonies},
        {"wonders", p.wonders},
        {"wonder_under_construction", nullptr},
        {"manual", {{"strength", p.manualStrength}, {"stability", p.manualStability}, {"note", p.manualNote}}},
        {"markers", nlohmann::json(p.markers)},
        {"dynasty", p.dynasty},
        {"dynasties_played", p.dynastiesPlayed},
    };
    if (p.freeWorkers != 0) // absent = 0: documents without free Workers stay as they were
        j["workers"]["free"] = p.freeWorkers;
    if (p.populationMark) // absent = no marked space (Hawaii)
        j["workers"]["marked"] = {{"section", p.populationMark->section}, {"space", p.populationMark->space}};
    if (!p.parked.empty()) // absent = nothing parked (Joseon Kingdom)
        j["parked"] = p.parked;
    if (p.wonderUnderConstruction)
        j["wonder_under_construction"] = {{"card", p.wonderUnderConstruction->card},
                                          {"architects", p.wonderUnderConstruction->architects}};
    return j;
}

GameState stateFromJson(const nlohmann::json &j)
{
    // A document built in memory (the app, an import) meets the same limits as a parsed text: no copy or
    // message below may recurse into a 2,000,000-deep "choices". Integers are checked after the fields,
    // so that a count is refused with its own range ("0 to 999") rather than the general one.
    JsonLimits anyInteger;
    anyInteger.maxInteger = std::numeric_limits<std::int64_t>::max();
    try {
        checkJsonLimits(j, "$", anyInteger);
    } catch (const JsonInputError &e) {
        throw StateError(e.what());
    }
    Fields f(j, "");
    if (f.str("format", kStateFormat) != kStateFormat)
        f.fail("format", std::string("expected \"") + kStateFormat + "\"");
    const int version = f.integer("version", kStateVersion);
    if (version > kStateVersion)
        f.fail("version", "state version " + std::to_string(version) + " is newer than this app understands (" +
                              std::to_string(kStateVersion) + ")");
    GameState s;
    s.gameType = f.str("game", "nations");
    if (s.gameType != "nations")
        f.fail("game", "this is a \"" + s.gameType + "\" state, not a Nations state");
    if (f.has("options")) {
        Fields o(f.at("options"), "options");
        s.options.lastRound = o.integer("last_round", 8, {2, 8});
        if (s.options.lastRound % 2)
            o.fail("last_round", "a game ends at the end of an age: 2, 4, 6 or 8");
        s.options.solo = o.boolean("solo", false);
        if (o.has("card_sets"))
            s.options.cardSets = o.strings("card_sets");
        s.options.campaign = o.str("campaign", "");
        if (o.has("readings"))
            s.options.readings = readingsFromJson(o.at("readings"), "options.readings");
    }
    s.round = f.integer("round", 1, {1, 8});
    const auto phase = phaseFromKey(f.str("phase", "action"));
    if (!phase)
        f.fail("phase", "must be growth, action, resolution or finished");
    s.phase = *phase;
    const auto &players = f.array("players");
    if (players.empty() || players.size() > 5)
        f.fail("players", "a game has 1 to 5 players, got " + std::to_string(players.size()));
    for (size_t i = 0; i < players.size(); ++i)
        s.players.push_back(playerFromJson(players[i], idx("players", i)));
    s.playerOrder = f.ints("player_order", {0, 4});
    if (s.playerOrder.empty())
        for (size_t i = 0; i < s.players.size(); ++i)
            s.playerOrder.push_back(static_cast<int>(i));
    if (f.has("round_inputs")) {
        Fields r(f.at("round_inputs"), "round_inputs");
        s.roundInputs.eventCard = r.str("event_card", "");
        if (r.has("war")) {
            Fields w(r.at("war"), "round_inputs.war");
            s.roundInputs.war = WarState{w.str("card", ""), w.integer("strength", 0, kWarStrengthRange), w.integer("buyer", -1, {-1, 4})};
        }
        s.roundInputs.passOrder = r.ints("pass_order", {0, 4});
        s.roundInputs.growth = r.strings("growth");
        const auto &adj = r.array("adjustments");
        for (size_t i = 0; i < adj.size(); ++i) {
            Fields a(adj[i], idx("round_inputs.adjustments", i));
            ManualAdjustment m;
            m.player = a.integer("player", std::nullopt, {0, 4});
            m.quantity = a.tokens("quantity");
            m.amount = a.integer("amount");
            m.note = a.str("note", "");
            s.roundInputs.adjustments.push_back(m);
        }
        const auto &corr = r.array("result_corrections");
        for (size_t i = 0; i < corr.size(); ++i) {
            Fields c(corr[i], idx("round_inputs.result_corrections", i));
            s.roundInputs.resultCorrections.push_back(
                {c.integer("player", std::nullopt, {0, 4}), c.tokens("quantity"),
                 c.integer("value", std::nullopt, c.tokens("quantity") == Quantity::Vp ? kVpRange : kResourceRange)});
        }
        if (r.has("shortage_vp_lost")) {
            const auto &lost = r.at("shortage_vp_lost");
            if (!lost.is_object())
                r.fail("shortage_vp_lost", "must be an object {\"<player>\": [resources]}, got " + quoteJson(lost));
            for (const auto &[who, list] : lost.items()) {
                const std::string path = "round_inputs.shortage_vp_lost." + quoteText(who, 40);
                if (who.size() != 1 || who[0] < '0' || who[0] > '4')
                    f.fail(path, "a player index 0 to 4");
                if (!list.is_array())
                    f.fail(path, "must be an array of resources, got " + quoteJson(list));
                for (const auto &k : list) {
                    const auto q = k.is_string() ? quantityFromKey(k.get<std::string>()) : std::nullopt;
                    if (!q || std::find(kResources.begin(), kResources.end(), *q) == kResources.end())
                        f.fail(path, "lists gold, food, stone or books, got " + quoteJson(k));
                    s.roundInputs.shortageVpLost[who[0] - '0'].insert(*q);
                }
            }
        }
        if (r.has("choices")) {
            if (!r.at("choices").is_object())
                r.fail("choices", "must be an object");
            s.roundInputs.choices = r.at("choices");
        }
        if (r.has("action_phase")) {
            Fields a(r.at("action_phase"), "round_inputs.action_phase");
            ActionPhaseState &ap = s.roundInputs.actionPhase;
            ap.turn = a.integer("turn", -1, {-1, 4});
            ap.publicArchitectsHired = a.integer("public_architects_hired", 0, kCountRange);
            ap.privateArchitectsUsed = a.counts("private_architects_used", kCountRange);
            ap.specialUses = a.counts("special_uses", kCountRange);
            ap.roundEffects = a.counts("round_effects", kSignedRange);
            ap.boardRows = a.counts("board_rows", {1, 3});
            ap.purchases = a.counts("purchases", kCountRange);
            ap.marked = a.counts("marked", {0, 4});
            ap.started = a.ints("started", {0, 4});
            const auto &ov = a.array("overrides");
            for (size_t i = 0; i < ov.size(); ++i) {
                Fields o(ov[i], idx("round_inputs.action_phase.overrides", i));
                ap.overrides.push_back({o.integer("player", -1, {-1, 4}), o.str("action", ""), o.str("card", ""), o.str("rule", ""),
                                        o.has("rule_message") ? messageFromJson(o.at("rule_message")) : Message{},
                                        o.str("source", "")});
            }
            const auto &bh = a.array("by_hand");
            for (size_t i = 0; i < bh.size(); ++i) {
                Fields o(bh[i], idx("round_inputs.action_phase.by_hand", i));
                ap.byHand.push_back({o.integer("player", -1, {-1, 4}), o.str("card", ""), o.str("text", "")});
            }
            const auto &ae = a.array("applied");
            for (size_t i = 0; i < ae.size(); ++i) {
                Fields o(ae[i], idx("round_inputs.action_phase.applied", i));
                ap.applied.push_back({o.integer("player", -1, {-1, 4}), o.str("card", ""), o.str("text", "")});
            }
        }
    }
    s.roundInputs.growth.resize(s.players.size());
    if (f.has("shadow")) {
        Fields sh(f.at("shadow"), "shadow");
        s.shadow = ShadowState{sh.integer("strength", 0), sh.integer("stability", 0), sh.integer("books", 2, kResourceRange),
                               sh.integer("famine", 0, kCountRange), sh.integer("architects", 0, kArchitectRange)};
    }
    if (f.has("board_row_4")) { // Victoria Falls (Dynasties); absent in older documents = no 4th row
        Fields b(f.at("board_row_4"), "board_row_4");
        s.boardRow4 = ExtraBoardRow{b.str("source", ""), b.integer("price_gold", 4, kResourceRange), b.strings("cards")};
    }
    try { // every other integer was read above with its own range; the free-form choices meet the general one
        checkJsonLimits(s.roundInputs.choices, "$.round_inputs.choices");
    } catch (const JsonInputError &e) {
        throw StateError(e.what());
    }
    return s;
}

nlohmann::json toJson(const GameState &s)
{
    nlohmann::json players = nlohmann::json::array();
    for (const auto &p : s.players)
        players.push_back(toJson(p));
    nlohmann::json adj = nlohmann::json::array();
    for (const auto &a : s.roundInputs.adjustments)
        adj.push_back({{"player", a.player}, {"quantity", std::string(key(a.quantity))}, {"amount", a.amount}, {"note", a.note}});
    nlohmann::json corrections = nlohmann::json::array();
    for (const auto &c : s.roundInputs.resultCorrections)
        corrections.push_back({{"player", c.player}, {"quantity", std::string(key(c.quantity))}, {"value", c.value}});
    nlohmann::json ri = {
        {"event_card", s.roundInputs.eventCard},
        {"war", nullptr},
        {"pass_order", s.roundInputs.passOrder},
        {"growth", s.roundInputs.growth},
        {"adjustments", adj},
        {"choices", s.roundInputs.choices},
        {"result_corrections", corrections},
    };
    {
        const ActionPhaseState &ap = s.roundInputs.actionPhase;
        nlohmann::json ov = nlohmann::json::array(), bh = nlohmann::json::array(), ae = nlohmann::json::array();
        for (const auto &o : ap.overrides) {
            ov.push_back({{"player", o.player}, {"action", o.action}, {"card", o.card}, {"rule", o.rule}});
            if (!o.ruleMessage.empty()) // the translatable form (absent in notes stored before it existed)
                ov.back().update({{"rule_message", toJson(o.ruleMessage)}, {"source", o.source}});
        }
        for (const auto &b : ap.byHand)
            bh.push_back({{"player", b.player}, {"card", b.card}, {"text", b.text}});
        for (const auto &b : ap.applied)
            ae.push_back({{"player", b.player}, {"card", b.card}, {"text", b.text}});
        ri["action_phase"] = {{"turn", ap.turn},
                              {"public_architects_hired", ap.publicArchitectsHired},
                              {"private_architects_used", nlohmann::json(ap.privateArchitectsUsed)},
                              {"special_uses", nlohmann::json(ap.specialUses)},
                              {"overrides", ov},
                              {"by_hand", bh},
                              {"applied", ae},
                              {"round_effects", nlohmann::json(ap.roundEffects)},
                              {"started", ap.started},
                              {"board_rows", nlohmann::json(ap.boardRows)},
                              {"purchases", nlohmann::json(ap.purchases)}};
        if (!ap.marked.empty()) // absent = {}: older documents stay as they were
            ri["action_phase"]["marked"] = ap.marked;
    }
    if (!s.roundInputs.shortageVpLost.empty()) { // absent = {}: older documents stay as they were
        nlohmann::json lost = nlohmann::json::object();
        for (const auto &[p, qs] : s.roundInputs.shortageVpLost) {
            nlohmann::json list = nlohmann::json::array();
            for (Quantity q : qs)
                list.push_back(std::string(key(q)));
            lost[std::to_string(p)] = list;
        }
        ri["shortage_vp_lost"] = lost;
    }
    if (s.roundInputs.war)
        ri["war"] = {{"card", s.roundInputs.war->card}, {"strength", s.roundInputs.war->strength}, {"buyer", s.roundInputs.war->buyer}};
    nlohmann::json j = {
        {"format", kStateFormat},
        {"version", kStateVersion},
        {"game", s.gameType},
        {"options",
         {{"last_round", s.options.lastRound}, {"solo", s.options.solo}, {"card_sets", s.options.cardSets},
          {"campaign", s.options.campaign}}},
        {"round", s.round},
        {"phase", std::string(key(s.phase))},
        {"players", players},
        {"player_order", s.playerOrder},
        {"round_inputs", ri},
        {"shadow", nullptr},
    };
    if (s.shadow)
        j["shadow"] = {{"strength", s.shadow->strength}, {"stability", s.shadow->stability}, {"books", s.shadow->books},
                       {"famine", s.shadow->famine}, {"architects", s.shadow->architects}};
    if (s.boardRow4) // absent = no 4th Progress Board row: older documents stay as they were
        j["board_row_4"] = {{"source", s.boardRow4->source}, {"price_gold", s.boardRow4->priceGold},
                            {"cards", s.boardRow4->cards}};
    if (s.options.readings.any()) // absent = the default readings: older documents stay as they were
        j["options"]["readings"] = toJson(s.options.readings);
    return j;
}

namespace {
/// The keys of options.readings and their fields (RuleReadings).
constexpr std::pair<const char *, bool RuleReadings::*> kReadings[] = {
    {"event_loss_before_gain", &RuleReadings::eventLossBeforeGain},
    {"chopin_net_books", &RuleReadings::chopinNetBooks},
    {"versailles_ties_revolt", &RuleReadings::versaillesTiesRevolt},
    {"negative_strength_revolt", &RuleReadings::negativeStrengthRevolt},
};
} // namespace

RuleReadings readingsFromJson(const nlohmann::json &j, const std::string &path)
{
    Fields f(j, path);
    RuleReadings r;
    for (const auto &[name, v] : j.items()) {
        const auto *known = std::find_if(std::begin(kReadings), std::end(kReadings),
                                         [&name = name](const auto &k) { return name == k.first; });
        if (known == std::end(kReadings))
            f.fail(quoteText(name, 40), "unknown reading (event_loss_before_gain, chopin_net_books, "
                                        "versailles_ties_revolt, negative_strength_revolt)");
        (void)v;
        r.*(known->second) = f.boolean(known->first, false);
    }
    return r;
}

std::vector<std::string> ruleReadingKeys()
{
    std::vector<std::string> keys;
    for (const auto &[name, member] : kReadings)
        keys.emplace_back(name);
    return keys;
}

nlohmann::json toJson(const RuleReadings &r)
{
    nlohmann::json j = nlohmann::json::object();
    for (const auto &[name, member] : kReadings)
        if (r.*member)
            j[name] = true;
    return j;
}

std::vector<std::string> validate(const Catalog &catalog, const GameState &s)
{
    std::vector<std::string> errors;
    auto err = [&](const std::string &path, const std::string &msg) { errors.push_back(path + ": " + msg); };
    const int n = static_cast<int>(s.players.size());

    // Player order must be a permutation of the seats (Rulebook p.5 "Player order").
    std::vector<int> sorted = s.playerOrder;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < n; ++i)
        if (static_cast<int>(sorted.size()) != n || sorted[i] != i) {
            err("player_order", "must list every player index 0.." + std::to_string(n - 1) + " once");
            break;
        }
    if (s.options.solo && n != 1)
        err("options.solo", "a solo game has exactly one player");
    for (const auto &[p, qs] : s.roundInputs.shortageVpLost)
        if (p >= n)
            err("round_inputs.shortage_vp_lost", "player " + std::to_string(p) + " is not in the game");
    if (s.round > s.options.lastRound)
        err("round", "round " + std::to_string(s.round) + " is after the last round " + std::to_string(s.options.lastRound));

    std::set<std::string> nationsSeen;
    for (int i = 0; i < n; ++i) {
        const PlayerState &p = s.players[i];
        const std::string path = idx("players", i);
        const Nation *nat = catalog.nation(p.nation);
        if (!nat) {
            err(path + ".nation", "unknown nation \"" + p.nation + "\"");
            continue;
        }
        if (!nationsSeen.insert(p.nation).second)
            err(path + ".nation", "nation \"" + p.nation + "\" is played twice");
        const NationSide *side = nat->side(p.side);
        if (!side) {
            err(path + ".side", nat->name + " has no data for side " + std::string(1, p.side));
            continue;
        }
        if (p.populationTaken.size() > side->population.size())
            err(path + ".workers.population_taken", "the Population Track has " +
                                                        std::to_string(side->population.size()) + " sections");
        for (size_t k = 0; k < p.populationTaken.size() && k < side->population.size(); ++k)
            if (p.populationTaken[k] > side->population[k].capacity)
                err(path + ".workers.population_taken[" + std::to_string(k) + "]",
                    "the " + side->population[k].id + " section holds " + std::to_string(side->population[k].capacity) +
                        " Workers");
        if (p.populationMark) {
            const auto sec = std::find_if(side->population.begin(), side->population.end(),
                                          [&](const PopulationSection &x) { return x.id == p.populationMark->section; });
            if (sec == side->population.end())
                err(path + ".workers.marked.section", "the Population Track has no \"" + p.populationMark->section + "\" section");
            else if (p.populationMark->space >= sec->capacity)
                err(path + ".workers.marked.space", "the " + sec->id + " section has " + std::to_string(sec->capacity) +
                                                        " spaces (0.." + std::to_string(sec->capacity - 1) + ")");
        }
        for (const auto &[res, n] : p.parked)
            if (res != "food" && res != "stone" && res != "gold")
                err(path + ".parked." + res, "only Food, Stone and Gold are parked (Joseon Kingdom)");

        auto checkCard = [&](const std::string &id, const std::string &where, std::initializer_list<CardType> types) {
            const ProgressCard *c = catalog.card(id);
            if (!c) {
                err(where, "unknown card \"" + id + "\"");
                return static_cast<const ProgressCard *>(nullptr);
            }
            if (std::find(types.begin(), types.end(), c->type) == types.end()) {
                err(where, c->name + " is a " + std::string(displayName(c->type)) + " and does not belong here");
                return static_cast<const ProgressCard *>(nullptr);
            }
            // A side whose pre-printed cards our sources do not know (the base A sides) starts with the
            // generic cards the table enters, any pre-printed card (docs/catalog.md "A-side starting cards").
            if (c->preprinted && c->nation != p.nation && side->preprintedKnown)
                err(where, c->name + " is pre-printed on the " + c->nation + " board, not on " + nat->name + " side " +
                               std::string(1, p.side));
            return c;
        };
        if (static_cast<int>(p.buildings.size()) > buildingSlots(catalog, p)) // Great Plains adds one
            err(path + ".buildings", std::to_string(p.buildings.size()) + " cards on " +
                                         std::to_string(buildingSlots(catalog, p)) + " Building/Military slots" +
                                         (buildingSlots(catalog, p) > side->boardSlots.buildingMilitary
                                              ? " (Great Plains' Wonder space included)"
                                              : ""));
        for (size_t k = 0; k < p.buildings.size(); ++k) {
            const auto where = path + "." + idx("buildings", k);
            const ProgressCard *c = checkCard(p.buildings[k].card, where + ".card", {CardType::Building, CardType::Military});
            if (c && c->maxWorkers && p.buildings[k].workers > *c->maxWorkers)
                err(where + ".workers", c->name + " takes at most " + std::to_string(*c->maxWorkers) + " Workers");
        }
        if (static_cast<int>(p.advisors.size()) > advisorSlots(catalog, p, true))
            err(path + ".advisors", "only one Advisor at a time (Rulebook p.16): " + std::to_string(p.advisors.size()) +
                                        " Advisors on " + std::to_string(advisorSlots(catalog, p, true)) +
                                        " Advisor slot(s) (Porcelain Tower and Zhu Xi add one, Polish-Lithuanian "
                                        "Commonwealth the free Wonder spaces)");
        for (size_t k = 0; k < p.advisors.size(); ++k)
            checkCard(p.advisors[k], path + "." + idx("advisors", k), {CardType::Advisor});
        if (static_cast<int>(p.colonies.size()) > colonySlots(catalog, p, true))
            err(path + ".colonies", std::to_string(p.colonies.size()) + " Colonies on " +
                                        std::to_string(colonySlots(catalog, p, true)) + " Colony slots" +
                                        (colonySlots(catalog, p, true) > side->boardSlots.colony
                                             ? " (Portugese Empire: free Wonder spaces included)"
                                             : ""));
        for (size_t k = 0; k < p.colonies.size(); ++k)
            checkCard(p.colonies[k], path + "." + idx("colonies", k), {CardType::Colony});
        if (wonderCardSpaces(catalog, p) > side->boardSlots.wonder) // Siberia takes two spaces
            err(path + ".wonders", std::to_string(p.wonders.size()) + " ready Wonders on " +
                                       std::to_string(side->boardSlots.wonder) + " Wonder slots" +
                                       (wonderCardSpaces(catalog, p) > static_cast<int>(p.wonders.size())
                                            ? " (Siberia occupies two Wonder spaces)"
                                            : ""));
        else if (wonderSpacesUsed(catalog, p) > side->boardSlots.wonder) // Advisors/Colonies on Wonder spaces
            err(path + ".wonders", std::to_string(p.wonders.size()) + " ready Wonders and " +
                                       std::to_string(wonderSpacesUsed(catalog, p) - wonderCardSpaces(catalog, p)) +
                                       " Advisor(s)/Colonies on " + std::to_string(side->boardSlots.wonder) +
                                       " Wonder slots");
        for (size_t k = 0; k < p.wonders.size(); ++k)
            checkCard(p.wonders[k], path + "." + idx("wonders", k), {CardType::Wonder, CardType::NaturalWonder});
        if (p.wonderUnderConstruction) {
            const ProgressCard *c = checkCard(p.wonderUnderConstruction->card, path + ".wonder_under_construction.card",
                                              {CardType::Wonder, CardType::NaturalWonder});
            // A natural wonder being explored (Dynasties): "architects" counts the turns explored.
            if (c && c->type == CardType::NaturalWonder &&
                p.wonderUnderConstruction->architects >= std::max(1, c->explorationTurns))
                err(path + ".wonder_under_construction.architects",
                    c->name + " is discovered after " + std::to_string(c->explorationTurns) +
                        " exploration turn(s); a discovered natural wonder belongs on a Wonder slot");
            else if (c && c->type == CardType::Wonder &&
                     p.wonderUnderConstruction->architects >= static_cast<int>(c->architectCosts.size()))
                err(path + ".wonder_under_construction.architects",
                    c->name + " has " + std::to_string(c->architectCosts.size()) +
                        " sections; a Wonder with all sections built is ready and belongs on a Wonder slot");
        }
        // Dynasties expansion: only the nation's own two dynasty cards, only in a game with the set.
        if (!p.dynasty.empty()) {
            const auto &own = nat->dynastyCards;
            if (!catalog.dynastyCard(p.dynasty))
                err(path + ".dynasty", "unknown dynasty card \"" + p.dynasty + "\"");
            else if (std::find(own.begin(), own.end(), p.dynasty) == own.end())
                err(path + ".dynasty", catalog.dynastyCard(p.dynasty)->name + " is not a dynasty of " + nat->name);
            if (!s.options.usesSet("dynasties"))
                err(path + ".dynasty", "dynasty cards need the Dynasties card set in the game's options");
        }
    }

    const auto &ri = s.roundInputs;
    if (!ri.eventCard.empty()) {
        const EventCard *e = catalog.eventCard(ri.eventCard);
        if (!e)
            err("round_inputs.event_card", "unknown Event Card \"" + ri.eventCard + "\"");
        else if (e->age != s.age())
            err("round_inputs.event_card", e->name + " is an age " + std::to_string(e->age) + " card, round " +
                                               std::to_string(s.round) + " is in age " + std::to_string(s.age()));
    }
    if (ri.war) {
        const ProgressCard *c = catalog.card(ri.war->card);
        if (!c || c->type != CardType::War)
            err("round_inputs.war.card", "\"" + ri.war->card + "\" is not a War card");
        if (ri.war->buyer >= n)
            err("round_inputs.war.buyer", "no player " + std::to_string(ri.war->buyer));
    }
    std::set<int> passed;
    for (size_t k = 0; k < ri.passOrder.size(); ++k)
        if (ri.passOrder[k] < 0 || ri.passOrder[k] >= n || !passed.insert(ri.passOrder[k]).second)
            err("round_inputs." + idx("pass_order", k), "not a player index, or listed twice");
    if (ri.actionPhase.turn >= n)
        err("round_inputs.action_phase.turn", "no player " + std::to_string(ri.actionPhase.turn));
    for (size_t k = 0; k < ri.adjustments.size(); ++k)
        if (ri.adjustments[k].player >= n)
            err("round_inputs." + idx("adjustments", k) + ".player", "no player " + std::to_string(ri.adjustments[k].player));
    for (size_t k = 0; k < ri.resultCorrections.size(); ++k)
        if (ri.resultCorrections[k].player >= n)
            err("round_inputs." + idx("result_corrections", k) + ".player",
                "no player " + std::to_string(ri.resultCorrections[k].player));
    if (s.options.solo && !s.shadow)
        err("shadow", "a solo game needs the shadow opponent's values");
    if (s.boardRow4) { // Victoria Falls' 4th row: Progress Cards of the deck, each once, none on a board
        std::set<std::string> seen;
        for (size_t k = 0; k < s.boardRow4->cards.size(); ++k) {
            const std::string &id = s.boardRow4->cards[k];
            const ProgressCard *c = catalog.card(id);
            const std::string where = idx("board_row_4.cards", k);
            if (!c || c->preprinted || c->age < 1)
                err(where, "\"" + id + "\" is not a Progress Card of the decks");
            else if (!seen.insert(id).second)
                err(where, c->name + " is listed twice (Rulebook p.4: one copy of each Progress Card)");
            else if (std::any_of(s.players.begin(), s.players.end(), [&](const PlayerState &p) { return holdsCard(p, id); }))
                err(where, c->name + " is on a player's board (Rulebook p.4: one copy of each Progress Card)");
        }
    }
    return errors;
}

int publicArchitects(const Catalog &catalog, const GameState &s)
{
    if (s.options.solo) // Rulebook p.23: the Solo Event tile gives the Architects
        return s.shadow ? s.shadow->architects : 0;
    const EventCard *e = catalog.eventCard(s.roundInputs.eventCard);
    if (!e)
        return 0;
    static constexpr int kBase[] = {0, 0, 1, 2, 2, 3}; // by player count, Rulebook p.13 step 5
    const size_t n = std::min<size_t>(s.players.size(), 5);
    return kBase[n] + e->architects + roundEffect(s, -1, "public_architects");
}

int roundEffect(const GameState &s, int player, const std::string &effect, std::vector<std::string> *cards)
{
    int total = 0;
    for (const auto &[k, v] : s.roundInputs.actionPhase.roundEffects) {
        const size_t a = k.find('/'), b = k.rfind('/');
        if (a == std::string::npos || b == a || k.substr(b + 1) != effect)
            continue;
        if (player >= 0 && k.substr(0, a) != std::to_string(player))
            continue;
        total += v;
        if (cards && v)
            cards->push_back(k.substr(a + 1, b - a - 1));
    }
    return total;
}

bool holdsCard(const PlayerState &p, const std::string &id)
{
    const auto in = [&](const std::vector<std::string> &v) { return std::find(v.begin(), v.end(), id) != v.end(); };
    return in(p.advisors) || in(p.colonies) || in(p.wonders) ||
           (p.wonderUnderConstruction && p.wonderUnderConstruction->card == id) ||
           std::any_of(p.buildings.begin(), p.buildings.end(), [&](const CardOnBoard &c) { return c.card == id; });
}

namespace {

/// The modifier of an `ongoing` rule (typed at catalog load); nullptr for any other rule.
const Modifier *ongoingModifier(const Rule &r)
{
    const PlainEffect *e = r.when == Trigger::Ongoing ? std::get_if<PlainEffect>(&r.effect) : nullptr;
    return e && e->modifier ? &*e->modifier : nullptr;
}

/// The dynasty in play carries the `ongoing` modifier {flag: true} (Polish-Lithuanian Commonwealth:
/// "advisor_on_wonder_space", Portugese Empire: "colony_on_wonder_space"; dynasty_cards.json). `covered`:
/// also a dynasty played earlier and covered since — the cards it placed on Wonder spaces stay there
/// (only new purchases need the dynasty in play).
bool dynastyModifier(const Catalog &catalog, const PlayerState &p, bool Modifier::*flag, bool covered = true)
{
    auto has = [&](const std::string &id) {
        const DynastyCard *d = id.empty() ? nullptr : catalog.dynastyCard(id);
        return d && std::any_of(d->typedRules.begin(), d->typedRules.end(), [&](const Rule &r) {
                   const Modifier *m = ongoingModifier(r);
                   return m && m->*flag;
               });
    };
    return has(p.dynasty) || (covered && std::any_of(p.dynastiesPlayed.begin(), p.dynastiesPlayed.end(), has));
}

int ownAdvisorSlots(const Catalog &catalog, const PlayerState &p);

int wonderSpaces(const Catalog &catalog, const PlayerState &p)
{
    const Nation *nation = catalog.nation(p.nation);
    const NationSide *side = nation ? nation->side(p.side) : nullptr;
    return side ? side->boardSlots.wonder : 0;
}

int ownColonySlots(const Catalog &catalog, const PlayerState &p)
{
    const Nation *nation = catalog.nation(p.nation);
    const NationSide *side = nation ? nation->side(p.side) : nullptr;
    return side ? side->boardSlots.colony : 0;
}

/// Advisors / Colonies beyond their own slots: they sit on Wonder spaces (only with the dynasty's modifier).
int advisorsOnWonderSpaces(const Catalog &catalog, const PlayerState &p)
{
    return dynastyModifier(catalog, p, &Modifier::advisorOnWonderSpace)
               ? std::max(0, static_cast<int>(p.advisors.size()) - ownAdvisorSlots(catalog, p))
               : 0;
}
int coloniesOnWonderSpaces(const Catalog &catalog, const PlayerState &p)
{
    return dynastyModifier(catalog, p, &Modifier::colonyOnWonderSpace)
               ? std::max(0, static_cast<int>(p.colonies.size()) - ownColonySlots(catalog, p))
               : 0;
}

} // namespace

int wonderSpacesOf(const ProgressCard &c)
{
    // Siberia (Dynasties natural wonder): "occupies two wonder spaces" (card text).
    for (const Rule &r : c.typedRules)
        if (const Modifier *m = ongoingModifier(r); m && m->wonderSpacesUsed)
            return std::max(1, *m->wonderSpacesUsed);
    return 1;
}

int wonderCardSpaces(const Catalog &catalog, const PlayerState &p)
{
    int n = 0;
    for (const auto &id : p.wonders) {
        const ProgressCard *c = catalog.card(id);
        n += c ? wonderSpacesOf(*c) : 1;
    }
    return n;
}

int wonderSpacesUsed(const Catalog &catalog, const PlayerState &p)
{
    return wonderCardSpaces(catalog, p) + advisorsOnWonderSpaces(catalog, p) + coloniesOnWonderSpaces(catalog, p);
}

namespace {

/// The `ongoing` modifier of Great Plains: {"extra_slot": "building_or_military", "uses": "this_wonder_space"}.
bool buildingOnWonderSpace(const ProgressCard &c)
{
    for (const Rule &r : c.typedRules)
        if (const Modifier *m = ongoingModifier(r); m && onlyModifier(std::get<PlainEffect>(r.effect)) &&
                                                    modifierKeyCount(*m) == 2 && m->extraSlot == SlotKind::BuildingOrMilitary &&
                                                    m->usesThisWonderSpace)
            return true;
    return false;
}

int ownBuildingSlots(const Catalog &catalog, const PlayerState &p)
{
    const Nation *nation = catalog.nation(p.nation);
    const NationSide *side = nation ? nation->side(p.side) : nullptr;
    return side ? side->boardSlots.buildingMilitary : 0;
}

} // namespace

int buildingSlots(const Catalog &catalog, const PlayerState &p)
{
    int slots = ownBuildingSlots(catalog, p);
    for (const auto &id : p.wonders)
        if (const ProgressCard *c = catalog.card(id); c && buildingOnWonderSpace(*c))
            slots += 1; // Great Plains: "an extra building/military slot" (card text)
    return slots;
}

bool wonderSpaceHoldsBuilding(const Catalog &catalog, const PlayerState &p, size_t k)
{
    int extra = static_cast<int>(p.buildings.size()) - ownBuildingSlots(catalog, p);
    for (size_t i = 0; i < p.wonders.size() && extra > 0; ++i) {
        const ProgressCard *c = catalog.card(p.wonders[i]);
        if (!c || !buildingOnWonderSpace(*c))
            continue;
        if (i == k)
            return true;
        --extra;
    }
    return false;
}

int advisorSlots(const Catalog &catalog, const PlayerState &p, bool placed)
{
    const int own = ownAdvisorSlots(catalog, p);
    if (!dynastyModifier(catalog, p, &Modifier::advisorOnWonderSpace, placed))
        return own;
    // Polish-Lithuanian Commonwealth: "Advisors you buy may be placed on wonder spaces" (card text): the
    // Wonder spaces not taken by a ready Wonder add Advisor slots.
    return own + std::max(0, wonderSpaces(catalog, p) - wonderCardSpaces(catalog, p) - coloniesOnWonderSpaces(catalog, p));
}

int colonySlots(const Catalog &catalog, const PlayerState &p, bool placed)
{
    const int own = ownColonySlots(catalog, p);
    if (!dynastyModifier(catalog, p, &Modifier::colonyOnWonderSpace, placed))
        return own;
    // Portugese Empire: "Colonies you buy may be placed on wonder spaces" (card text).
    return own + std::max(0, wonderSpaces(catalog, p) - wonderCardSpaces(catalog, p) - advisorsOnWonderSpaces(catalog, p));
}

namespace {

int ownAdvisorSlots(const Catalog &catalog, const PlayerState &p)
{
    const Nation *nation = catalog.nation(p.nation);
    const NationSide *side = nation ? nation->side(p.side) : nullptr;
    int slots = std::max(1, side ? side->boardSlots.advisor : 1);
    auto hasRule = [](const ProgressCard &c, const std::function<bool(const Rule &)> &f) {
        return std::any_of(c.typedRules.begin(), c.typedRules.end(), f);
    };
    for (const auto &id : p.wonders)
        if (const ProgressCard *c = catalog.card(id))
            slots += hasRule(*c, [](const Rule &r) {
                const Modifier *m = ongoingModifier(r);
                return m && m->extraSlot == SlotKind::Advisor;
            });
    if (p.advisors.size() > 1)
        for (const auto &id : p.advisors)
            if (const ProgressCard *c = catalog.card(id); c && p.markers.count(id) && p.markers.at(id) > 0)
                slots += hasRule(*c, [](const Rule &r) { // Zhu Xi: its own shape, or the effect among others
                    const PlainEffect *e = std::get_if<PlainEffect>(&r.effect);
                    return r.when == Trigger::OnReplace &&
                           (r.shape == EffectShape::StaysFirstTime || (e && e->effect == NamedEffect::NotRemovedFirstTime));
                });
    return slots;
}

} // namespace

std::optional<int> recordedPurchases(const GameState &s, int player, std::initializer_list<CardType> types)
{
    const ActionPhaseState &ap = s.roundInputs.actionPhase;
    if (ap.started.empty())
        return std::nullopt;
    int n = 0;
    for (CardType t : types)
        if (auto it = ap.purchases.find(std::to_string(player) + "/" + std::string(key(t))); it != ap.purchases.end())
            n += it->second;
    return n;
}

} // namespace nc::nations
