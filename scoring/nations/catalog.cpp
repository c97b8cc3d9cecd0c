#include "nations/catalog.h"

#include "core/json_input.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

namespace nc::nations {

CatalogError::CatalogError(const std::string &file_, const std::string &id_, const std::string &problem)
    : std::runtime_error(file_ + ": " + (id_.empty() ? std::string() : id_ + ": ") + problem), file(file_), id(id_)
{
}

namespace {

constexpr std::array<std::pair<CardType, std::string_view>, 9> kTypeKeys = {{
    {CardType::Building, "building"},
    {CardType::Military, "military"},
    {CardType::Colony, "colony"},
    {CardType::Wonder, "wonder"},
    {CardType::Advisor, "advisor"},
    {CardType::War, "war"},
    {CardType::Battle, "battle"},
    {CardType::GoldenAge, "golden_age"},
    {CardType::NaturalWonder, "natural_wonder"},
}};

constexpr int kFormatVersion = 1;

/// Reads one file's JSON and checks its header ("format", "version").
nlohmann::json parseFile(const std::string &text, const std::string &file, const std::string &kind)
{
    nlohmann::json j;
    try {
        j = parseJson(text);
    } catch (const JsonInputError &e) {
        throw CatalogError(file, "", e.what());
    }
    if (!j.is_object() || j.value("format", "") != "nations-companion.catalog." + kind)
        throw CatalogError(file, "", "not a catalog file of kind \"" + kind + "\" (missing or wrong \"format\")");
    if (j.value("version", 0) > kFormatVersion)
        throw CatalogError(file, "", "catalog version " + std::to_string(j.value("version", 0)) +
                                         " is newer than this app understands (" + std::to_string(kFormatVersion) + ")");
    return j;
}

/// Typed field access that turns nlohmann's type errors into CatalogError naming file and id.
class Reader {
public:
    Reader(const nlohmann::json &j, std::string file, std::string id) : m_j(j), m_file(std::move(file)), m_id(std::move(id)) {}

    [[noreturn]] void fail(const std::string &problem) const { throw CatalogError(m_file, m_id, problem); }

    const nlohmann::json &at(const char *k) const
    {
        if (!m_j.contains(k))
            fail(std::string("missing field \"") + k + "\"");
        return m_j.at(k);
    }
    std::string str(const char *k) const
    {
        const auto &v = at(k);
        if (!v.is_string())
            fail(std::string("\"") + k + "\" must be a string");
        return v.get<std::string>();
    }
    int integer(const char *k, std::optional<int> def = std::nullopt) const
    {
        if (!m_j.contains(k) || m_j.at(k).is_null()) {
            if (def)
                return *def;
            fail(std::string("missing field \"") + k + "\"");
        }
        const auto &v = m_j.at(k);
        if (!v.is_number_integer())
            fail(std::string("\"") + k + "\" must be an integer, got " + v.dump());
        return v.get<int>();
    }
    Amounts amounts(const char *k) const
    {
        if (!m_j.contains(k))
            return {};
        try {
            return amountsFromJson(m_j.at(k), k);
        } catch (const std::invalid_argument &e) {
            fail(e.what());
        }
    }
    std::vector<int> ints(const char *k) const
    {
        std::vector<int> out;
        if (!m_j.contains(k))
            return out;
        const auto &v = m_j.at(k);
        if (!v.is_array())
            fail(std::string("\"") + k + "\" must be an array");
        for (const auto &x : v) {
            if (!x.is_number_integer())
                fail(std::string("\"") + k + "\" must hold integers");
            out.push_back(x.get<int>());
        }
        return out;
    }
    std::vector<std::string> strings(const char *k) const
    {
        std::vector<std::string> out;
        if (!m_j.contains(k) || m_j.at(k).is_null())
            return out;
        const auto &v = m_j.at(k);
        if (!v.is_array())
            fail(std::string("\"") + k + "\" must be an array");
        for (const auto &x : v) {
            if (!x.is_string())
                fail(std::string("\"") + k + "\" must hold strings");
            out.push_back(x.get<std::string>());
        }
        return out;
    }

private:
    const nlohmann::json &m_j;
    std::string m_file, m_id;
};

/// The rules vocabulary (rule.h): every rule of `rules` has a known trigger and known fields of the right
/// JSON type; otherwise a CatalogError naming the card and the field ("<where>rules[<i>].<field>: ...").
void checkVocabulary(const Reader &r, const nlohmann::json &rules, const std::string &where)
{
    if (!rules.is_array())
        return;
    for (size_t i = 0; i < rules.size(); ++i)
        try {
            checkRuleVocabulary(rules[i], i);
        } catch (const RuleVocabularyError &e) {
            r.fail(where + e.field + ": " + e.problem);
        }
}

/// The "id" of a catalog entry; a CatalogError naming the file and `what` ("card", "nation"...) without one.
std::string requiredId(const nlohmann::json &j, const std::string &file, const std::string &what)
{
    const std::string id = j.is_object() && j.contains("id") && j["id"].is_string() ? j["id"].get<std::string>() : "";
    if (id.empty())
        throw CatalogError(file, "", what + " without a string \"id\": " + j.dump().substr(0, 80));
    return id;
}

ProgressCard parseCard(const nlohmann::json &j, const std::string &file)
{
    const std::string id = requiredId(j, file, "card");
    Reader r(j, file, id);
    ProgressCard c;
    c.id = id;
    c.name = r.str("name");
    c.altNames = r.strings("alt_names");
    std::string typeKey = r.str("type");
    if (typeKey == "other" && j.value("subtype", "") == "natural_wonder")
        typeKey = "natural_wonder";
    const auto type = cardTypeFromKey(typeKey);
    if (!type)
        r.fail("unknown card type \"" + typeKey + "\"");
    c.type = *type;
    c.age = r.integer("age");
    c.preprinted = j.value("preprinted", false);
    if (c.age < (c.preprinted ? 0 : 1) || c.age > 4)
        r.fail("age " + std::to_string(c.age) + " out of range");
    c.set = r.str("set");
    if (j.contains("tier") && j["tier"].is_string())
        c.tier = j["tier"].get<std::string>();
    c.vp = r.integer("vp", 0);
    c.effect = j.value("effect", "");
    c.rules = j.value("rules", nlohmann::json::array());
    if (!c.rules.is_array())
        r.fail("\"rules\" must be an array");
    checkVocabulary(r, c.rules, "");
    if (c.preprinted)
        c.nation = r.str("nation");

    switch (c.type) {
    case CardType::Building:
    case CardType::Military: {
        const Amounts deploy = r.amounts("deploy_cost");
        c.deployStone = deploy[Quantity::Stone];
        c.perWorker = r.amounts("per_worker");
        c.vpPerWorker = r.ints("vp_per_worker");
        if (j.contains("max_workers") && !j["max_workers"].is_null())
            c.maxWorkers = r.integer("max_workers");
        if (c.type == CardType::Military)
            c.raid = r.integer("raid", 0);
        if (c.deployStone < 0)
            r.fail("negative deploy cost");
        break;
    }
    case CardType::Colony:
        c.strengthRequired = r.integer("strength_required", 0);
        c.production = r.amounts("production");
        c.ongoing = r.amounts("ongoing");
        break;
    case CardType::Wonder:
        c.architectCosts = r.ints("architect_costs");
        if (c.architectCosts.empty() && !c.preprinted)
            r.fail("a deck Wonder needs \"architect_costs\"");
        [[fallthrough]];
    case CardType::Advisor:
    case CardType::NaturalWonder:
        if (c.type == CardType::NaturalWonder) {
            c.explorationTurns = r.integer("exploration_turns", 0);
            if (c.explorationTurns < 0)
                r.fail("negative exploration_turns");
        }
        c.production = r.amounts("production");
        c.ongoing = r.amounts("ongoing");
        c.privateArchitects = r.integer("private_architects", 0);
        c.goldenAgeBonus = r.integer("golden_age_bonus", 0);
        break;
    case CardType::War: {
        const auto &w = r.at("war");
        c.warLoss = Reader(w, file, id).amounts("defeat_loss");
        break;
    }
    case CardType::Battle:
        break;
    case CardType::GoldenAge: {
        const auto &g = r.at("golden_age");
        Reader gr(g, file, id);
        c.goldenAgeResource = gr.amounts("resource_option");
        c.goldenAgeVpCost = Reader(gr.at("vp_option"), file, id).integer("amount");
        break;
    }
    }
    // Continuous values and resources only: a per-worker "vp" would be a data error.
    if (c.perWorker[Quantity::Vp] != 0)
        r.fail("per_worker must not contain vp");
    return c;
}

EventCard parseEvent(const nlohmann::json &j, const std::string &file)
{
    const std::string id = requiredId(j, file, "event card");
    Reader r(j, file, id);
    EventCard e;
    e.id = id;
    e.name = r.str("name");
    e.age = r.integer("age");
    if (e.age < 1 || e.age > 4)
        r.fail("age out of range");
    e.set = r.str("set");
    e.architects = r.integer("architects", 0);
    e.famine = r.integer("famine", 0);
    if (e.architects < 0 || e.famine < 0)
        r.fail("architects and famine must not be negative");
    const auto &evs = r.at("events");
    if (!evs.is_array() || evs.size() != 2)
        r.fail("an Event Card has exactly 2 events");
    for (size_t i = 0; i < evs.size(); ++i) {
        Reader er(evs[i], file, id);
        EventDefinition d;
        d.name = er.str("name");
        try { // the events vocabulary, typed once (event_effect.h)
            d.effect = parseEventEffect(er.at("target"), er.at("outcome"));
        } catch (const EventVocabularyError &ve) {
            r.fail("events[" + std::to_string(i) + "]." + ve.field + ": " + ve.problem);
        }
        d.text = er.str("text");
        e.events.push_back(std::move(d));
    }
    return e;
}

NationSide parseSide(const nlohmann::json &j, char side, const std::string &file, const std::string &id)
{
    const std::string sid = id + " side " + side;
    Reader r(j, file, sid);
    NationSide s;
    s.side = side;
    Reader st(r.at("starting"), file, sid);
    s.startingFood = st.integer("food");
    s.startingStone = st.integer("stone");
    s.startingGold = st.integer("gold");
    s.startingVp = st.integer("vp");
    s.startingWorkers = st.integer("workers");
    for (const auto &t : r.at("population_track")) {
        Reader tr(t, file, sid);
        PopulationSection sec;
        sec.id = tr.str("id");
        sec.capacity = tr.integer("workers");
        sec.costPerWorkerTaken = tr.amounts("cost_per_worker_taken");
        const std::string timing = tr.str("timing");
        if (timing != "production_upkeep" && timing != "immediate_and_ongoing")
            r.fail("unknown population timing \"" + timing + "\"");
        sec.productionUpkeep = timing == "production_upkeep";
        s.population.push_back(sec);
    }
    Reader sl(r.at("slots"), file, sid);
    s.boardSlots.advisor = sl.integer("advisor");
    s.boardSlots.buildingMilitary = sl.integer("building_military");
    s.boardSlots.colony = sl.integer("colony");
    s.boardSlots.wonder = sl.integer("wonder");
    s.boardSlots.wonderUnderConstruction = sl.integer("wonder_under_construction", 1);
    s.boardSlots.nationSpecial = sl.integer("nation_special", 0);
    s.preprintedCards = r.strings("preprinted_cards");
    if (j.contains("preprinted_known") && !j["preprinted_known"].is_boolean())
        r.fail("\"preprinted_known\" must be true or false");
    s.preprintedKnown = j.value("preprinted_known", true);
    s.specialRules = j.value("special_rules", nlohmann::json::array());
    if (!s.specialRules.is_array())
        r.fail("\"special_rules\" must be an array");
    for (size_t i = 0; i < s.specialRules.size(); ++i) {
        const auto &sr = s.specialRules[i];
        if (sr.is_object() && sr.contains("rules")) {
            if (!sr["rules"].is_array())
                r.fail("special_rules[" + std::to_string(i) + "].rules must be an array");
            checkVocabulary(r, sr["rules"], "special_rules[" + std::to_string(i) + "].");
        }
    }
    for (const auto &rule : s.specialRules)
        if (rule.contains("effect") && rule["effect"].is_string())
            s.specialRuleTexts.push_back(rule["effect"].get<std::string>());
    s.uncertainFields = r.strings("uncertain");
    s.note = j.value("uncertainty_note", "");
    return s;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CatalogError(path, "", "cannot open the catalog file");
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Rank of a match: 0 name prefix, 1 word prefix, 2 substring, 3 none. Alternative names count too.
int matchRank(const std::string &folded, const std::string &q)
{
    if (q.empty())
        return 2;
    const auto pos = folded.find(q);
    if (pos == std::string::npos)
        return 3;
    if (pos == 0)
        return 0;
    for (size_t p = folded.find(q); p != std::string::npos; p = folded.find(q, p + 1))
        if (folded[p - 1] == ' ')
            return 1;
    return 2;
}

/// Orders search hits by match rank, then age, then name, and keeps the first `limit`.
template <typename Entry>
std::vector<const Entry *> bestFirst(std::vector<std::pair<int, const Entry *>> hits, size_t limit)
{
    std::sort(hits.begin(), hits.end(), [](const auto &a, const auto &b) {
        if (a.first != b.first)
            return a.first < b.first;
        if (a.second->age != b.second->age)
            return a.second->age < b.second->age;
        return a.second->name < b.second->name;
    });
    std::vector<const Entry *> out;
    for (size_t i = 0; i < hits.size() && i < limit; ++i)
        out.push_back(hits[i].second);
    return out;
}

} // namespace

std::string_view key(CardType t)
{
    for (const auto &[tt, k] : kTypeKeys)
        if (tt == t)
            return k;
    return "";
}

std::string_view displayName(CardType t)
{
    switch (t) {
    case CardType::Building: return "Building";
    case CardType::Military: return "Military";
    case CardType::Colony: return "Colony";
    case CardType::Wonder: return "Wonder";
    case CardType::Advisor: return "Advisor";
    case CardType::War: return "War";
    case CardType::Battle: return "Battle";
    case CardType::GoldenAge: return "Golden Age";
    case CardType::NaturalWonder: return "Natural Wonder";
    }
    return "";
}

Message cardTypeName(CardType t)
{
    switch (t) {
    case CardType::Building: return msg("Building");
    case CardType::Military: return msg("Military");
    case CardType::Colony: return msg("Colony");
    case CardType::Wonder: return msg("Wonder");
    case CardType::Advisor: return msg("Advisor");
    case CardType::War: return msg("War");
    case CardType::Battle: return msg("Battle");
    case CardType::GoldenAge: return msg("Golden Age");
    case CardType::NaturalWonder: return msg("Natural Wonder");
    }
    return literal(std::string());
}

std::optional<CardType> cardTypeFromKey(std::string_view k)
{
    for (const auto &[tt, kk] : kTypeKeys)
        if (kk == k)
            return tt;
    return std::nullopt;
}

Slot slotOf(CardType t)
{
    switch (t) {
    case CardType::Building:
    case CardType::Military: return Slot::BuildingMilitary;
    case CardType::Advisor: return Slot::Advisor;
    case CardType::Colony: return Slot::Colony;
    case CardType::Wonder:
    case CardType::NaturalWonder: return Slot::Wonder;
    default: return Slot::None;
    }
}

const NationSide *Nation::side(char s) const
{
    if (s == 'A' && sideA)
        return &*sideA;
    if (s == 'B' && sideB)
        return &*sideB;
    return nullptr;
}

std::string foldForSearch(const std::string &s)
{
    // Latin-1 supplement letters as UTF-8 (2 bytes, 0xC3 lead) folded to ASCII; punctuation to spaces.
    static const std::string kFold = "aaaaaaaceeeeiiiidnooooo ouuuuyty"; // 0xE0..0xFF
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        unsigned char ch = static_cast<unsigned char>(s[i]);
        char c = 0;
        if (ch == 0xC3 && i + 1 < s.size()) {
            unsigned char n = static_cast<unsigned char>(s[++i]) | 0x20; // upper -> lower block
            if (n >= 0xA0 && n <= 0xBF)
                c = kFold[n - 0xA0];
        } else if (ch >= 0x80) {
            continue; // other multi-byte characters are dropped
        } else if (std::isalnum(ch)) {
            c = static_cast<char>(std::tolower(ch));
        } else if (ch == '\'') {
            continue; // "Hammurabi's" matches "hammurabis"
        } else {
            c = ' ';
        }
        if (c == ' ' && (out.empty() || out.back() == ' '))
            continue;
        if (c)
            out.push_back(c);
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

namespace {

/// The array `key` of a catalog file; a CatalogError naming the file when it is missing.
const nlohmann::json &arrayOf(const nlohmann::json &j, const char *key, const std::string &file)
{
    if (!j.contains(key) || !j.at(key).is_array())
        throw CatalogError(file, "", std::string("missing \"") + key + "\" array");
    return j.at(key);
}

/// Appends `entry` to `list` and indexes it by id; a second entry with the same id is refused.
template <class T, class Index>
void addIndexed(std::vector<T> &list, Index &index, T entry, const std::string &file)
{
    if (index.count(entry.id))
        throw CatalogError(file, entry.id, "duplicate id");
    index.emplace(entry.id, list.size());
    list.push_back(std::move(entry));
}

} // namespace

Catalog Catalog::load(const CatalogSources &src)
{
    Catalog cat;
    const std::string pf = "progress_cards.json", ef = "event_cards.json", nf = "nations.json", sf = "solo.json",
                      df = "dynasty_cards.json";

    const auto pj = parseFile(src.progressCards, pf, "progress_cards");
    for (const auto &c : arrayOf(pj, "cards", pf))
        addIndexed(cat.m_cards, cat.m_cardIndex, parseCard(c, pf), pf);

    const auto ej = parseFile(src.eventCards, ef, "event_cards");
    for (const auto &e : arrayOf(ej, "cards", ef))
        addIndexed(cat.m_events, cat.m_eventIndex, parseEvent(e, ef), ef);

    const auto dj = parseFile(src.dynastyCards, df, "dynasty_cards");
    for (const auto &d : arrayOf(dj, "cards", df)) {
        const std::string id = requiredId(d, df, "dynasty card");
        Reader r(d, df, id);
        if (d.contains("rules") && !d["rules"].is_array())
            r.fail("\"rules\" must be an array");
        checkVocabulary(r, d.value("rules", nlohmann::json::array()), "");
        addIndexed(cat.m_dynasties, cat.m_dynastyIndex,
                   DynastyCard{id, r.str("name"), r.str("nation"), r.str("set"), r.str("effect"),
                               d.value("rules", nlohmann::json::array()), {}},
                   df);
    }

    const auto nj = parseFile(src.nations, nf, "nations");
    for (const auto &n : arrayOf(nj, "nations", nf)) {
        const std::string id = requiredId(n, nf, "nation");
        Reader r(n, nf, id);
        Nation nat;
        nat.id = id;
        nat.name = r.str("name");
        nat.set = r.str("set");
        nat.dynastyCards = r.strings("dynasty_cards");
        for (const auto &dyn : nat.dynastyCards)
            if (const DynastyCard *dc = cat.dynastyCard(dyn); !dc || dc->nation != id)
                r.fail("dynasty card \"" + dyn + "\" is not in " + df + " for this nation");
        const auto &sides = r.at("sides");
        if (sides.contains("A"))
            nat.sideA = parseSide(sides["A"], 'A', nf, id);
        if (sides.contains("B"))
            nat.sideB = parseSide(sides["B"], 'B', nf, id);
        for (const NationSide *s : {nat.side('A'), nat.side('B')}) {
            if (!s)
                continue;
            for (const auto &pc : s->preprintedCards) {
                const ProgressCard *card = cat.card(pc);
                if (!card)
                    r.fail(std::string("side ") + s->side + ": unknown pre-printed card \"" + pc + "\"");
                if (!card->preprinted || card->nation != id)
                    r.fail(std::string("side ") + s->side + ": card \"" + pc + "\" is not a pre-printed card of this nation");
            }
        }
        addIndexed(cat.m_nations, cat.m_nationIndex, std::move(nat), nf);
    }

    const auto sj = parseFile(src.solo, sf, "solo");
    for (const auto &h : sj.value("hall_of_fame", nlohmann::json::array())) {
        Reader r(h, sf, "hall_of_fame");
        cat.m_hallOfFame.push_back({r.integer("min_score"), r.str("title")});
    }
    std::sort(cat.m_hallOfFame.begin(), cat.m_hallOfFame.end(),
              [](const auto &a, const auto &b) { return a.minScore > b.minScore; });
    cat.typeRules();
    return cat;
}

void Catalog::typeRules()
{
    // Once every entry has its final address (the classification reads the card it belongs to).
    auto typed = [](const nlohmann::json &rules, const ProgressCard *card, const std::string &file,
                    const std::string &id, const std::string &where) {
        try {
            return parseRules(rules, card);
        } catch (const RuleVocabularyError &e) {
            throw CatalogError(file, id, where + e.field + ": " + e.problem);
        } catch (const std::exception &e) {
            throw CatalogError(file, id, where + "rules: " + e.what());
        }
    };
    for (ProgressCard &c : m_cards)
        c.typedRules = typed(c.rules, &c, "progress_cards.json", c.id, "");
    for (DynastyCard &d : m_dynasties)
        d.typedRules = typed(d.rules, nullptr, "dynasty_cards.json", d.id, "");
    for (Nation &n : m_nations)
        for (std::optional<NationSide> *side : {&n.sideA, &n.sideB}) {
            if (!*side)
                continue;
            NationSide &s = **side;
            s.typedSpecialRules.clear();
            for (size_t i = 0; i < s.specialRules.size(); ++i) {
                const nlohmann::json &sr = s.specialRules[i];
                s.typedSpecialRules.push_back(
                    sr.is_object() && sr.contains("rules")
                        ? typed(sr["rules"], nullptr, "nations.json", n.id + " side " + s.side,
                                "special_rules[" + std::to_string(i) + "].")
                        : std::vector<Rule>{});
            }
        }
}

Catalog Catalog::loadFromDirectory(const std::string &dir)
{
    CatalogSources s;
    s.progressCards = readFile(dir + "/progress_cards.json");
    s.eventCards = readFile(dir + "/event_cards.json");
    s.nations = readFile(dir + "/nations.json");
    s.solo = readFile(dir + "/solo.json");
    s.dynastyCards = readFile(dir + "/dynasty_cards.json");
    return load(s);
}

const ProgressCard *Catalog::card(const std::string &id) const
{
    const auto it = m_cardIndex.find(id);
    return it == m_cardIndex.end() ? nullptr : &m_cards[it->second];
}

const DynastyCard *Catalog::dynastyCard(const std::string &id) const
{
    const auto it = m_dynastyIndex.find(id);
    return it == m_dynastyIndex.end() ? nullptr : &m_dynasties[it->second];
}

const EventCard *Catalog::eventCard(const std::string &id) const
{
    const auto it = m_eventIndex.find(id);
    return it == m_eventIndex.end() ? nullptr : &m_events[it->second];
}

const Nation *Catalog::nation(const std::string &id) const
{
    const auto it = m_nationIndex.find(id);
    return it == m_nationIndex.end() ? nullptr : &m_nations[it->second];
}

std::vector<const ProgressCard *> Catalog::searchCards(const std::string &query, const std::vector<CardType> &types,
                                                       int maxAge, size_t limit) const
{
    return searchCardsWhere(query, types, limit, [&](const ProgressCard &c) { return !c.preprinted && c.age <= maxAge; });
}

std::vector<const ProgressCard *> Catalog::searchPreprintedCards(const std::string &query,
                                                                 const std::vector<CardType> &types, size_t limit) const
{
    std::set<std::string> names; // same-named pre-printed cards are identical: offer one of them
    return searchCardsWhere(query, types, limit,
                            [&](const ProgressCard &c) { return c.preprinted && names.insert(c.name).second; });
}

std::vector<const ProgressCard *> Catalog::searchCardsWhere(const std::string &query, const std::vector<CardType> &types,
                                                            size_t limit,
                                                            const std::function<bool(const ProgressCard &)> &wanted) const
{
    const std::string q = foldForSearch(query);
    std::vector<std::pair<int, const ProgressCard *>> hits;
    for (const auto &c : m_cards) {
        if (!wanted(c))
            continue;
        if (!types.empty() && std::find(types.begin(), types.end(), c.type) == types.end())
            continue;
        int best = std::min(matchRank(foldForSearch(c.name), q), matchRank(foldForSearch(c.id), q));
        for (const auto &alt : c.altNames)
            best = std::min(best, matchRank(foldForSearch(alt), q));
        if (best < 3)
            hits.emplace_back(best, &c);
    }
    return bestFirst(std::move(hits), limit);
}

std::vector<const EventCard *> Catalog::searchEvents(const std::string &query, int age, size_t limit) const
{
    const std::string q = foldForSearch(query);
    std::vector<std::pair<int, const EventCard *>> hits;
    for (const auto &e : m_events) {
        if (age && e.age != age)
            continue;
        int best = matchRank(foldForSearch(e.name), q);
        for (const auto &ev : e.events)
            best = std::min(best, matchRank(foldForSearch(ev.name), q));
        if (best < 3)
            hits.emplace_back(best, &e);
    }
    return bestFirst(std::move(hits), limit);
}

std::string Catalog::hallOfFameTitle(int score) const
{
    for (const auto &h : m_hallOfFame)
        if (score >= h.minScore)
            return h.title;
    return {};
}

} // namespace nc::nations
