#include "nations/coverage.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <tuple>

#include "nations/card_rules.h"

namespace nc::nations {

// Every rule is read in its typed form (rule.h), classified once at catalog load: Rule::support is the
// value the engines read to apply a rule or record it by hand (the Action Phase's own classification,
// Rule::actionPhase, is what ruleSupport() returns for its rules), so this report says exactly what the
// engines do.

namespace {

using Key = std::tuple<std::string, std::string, std::string, int>; // kind, set, type, age

int kindOrder(const std::string &k)
{
    return k == "progress_card" ? 0 : k == "event" ? 1 : k == "nation_side" ? 2 : 3;
}

struct Builder {
    std::map<Key, std::pair<int, int>> counts;
    std::vector<CoverageGap> gaps;

    void add(const std::string &kind, const std::string &set, const std::string &type, int age, const std::string &id,
             const std::string &name, const std::vector<std::string> &reasons)
    {
        auto &c = counts[{kind, set, type, age}];
        c.second += 1;
        if (reasons.empty())
            c.first += 1;
        else
            gaps.push_back({kind, set, type, age, id, name, reasons});
    }
};

std::vector<std::string> ruleGaps(const std::vector<Rule> &rules)
{
    std::vector<std::string> out;
    for (const Rule &r : rules)
        if (!r.support.automated)
            out.push_back("not automated: " + std::string(key(r.when)) + ": " + r.support.reason);
    return out;
}

} // namespace

int CoverageReport::automated() const
{
    int n = 0;
    for (const auto &r : rows)
        n += r.automated;
    return n;
}

int CoverageReport::total() const
{
    int n = 0;
    for (const auto &r : rows)
        n += r.total;
    return n;
}

CoverageReport coverage(const Catalog &catalog)
{
    Builder b;
    for (const auto &c : catalog.cards())
        b.add("progress_card", c.set, std::string(key(c.type)), c.age, c.id, c.name, ruleGaps(c.typedRules));
    for (const auto &e : catalog.eventCards())
        for (size_t i = 0; i < e.events.size(); ++i) // typed at load: resolveEvent() interprets every value (events.h)
            b.add("event", e.set, "event", e.age, e.id + "#" + std::to_string(i + 1), e.events[i].name, {});
    for (const auto &n : catalog.nations())
        for (const NationSide *s : {n.sideA ? &*n.sideA : nullptr, n.sideB ? &*n.sideB : nullptr}) {
            if (!s)
                continue;
            std::vector<std::string> reasons;
            for (const std::vector<Rule> &rules : s->typedSpecialRules)
                for (auto &g : ruleGaps(rules))
                    reasons.push_back(g);
            const std::string side(1, s->side);
            b.add("nation_side", n.set, "side_" + side, 0, n.id + "/" + side, n.name + " " + side, reasons);
        }
    // Content of the game the catalog has no data for: named, so that nothing is silently missing.
    for (const auto &n : catalog.nations())
        for (char side : {'A', 'B'})
            if (!n.side(side))
                b.add("nation_side", n.set, std::string("side_") + side, 0, n.id + "/" + side, n.name + " " + side,
                      {"no data: our sources give no values for this board side (docs/catalog.md); it cannot be chosen at setup"});
    // Dynasty cards come into play with a turmoil card (action "turmoil") and stand on the nation-special
    // space (nation_rules.h); their rules are classified like a nation special's.
    for (const auto &d : catalog.dynastyCards())
        b.add("dynasty_card", d.set, "dynasty", 0, d.id,
              d.name + " (" + (catalog.nation(d.nation) ? catalog.nation(d.nation)->name : d.nation) + ")",
              ruleGaps(d.typedRules));

    CoverageReport r;
    for (const auto &[k, c] : b.counts)
        r.rows.push_back({std::get<0>(k), std::get<1>(k), std::get<2>(k), std::get<3>(k), c.first, c.second});
    auto rowKey = [](const std::string &kind, const std::string &set, const std::string &type, int age) {
        return std::make_tuple(kindOrder(kind), set, type, age);
    };
    std::stable_sort(r.rows.begin(), r.rows.end(), [&](const CoverageRow &x, const CoverageRow &y) {
        return rowKey(x.kind, x.set, x.type, x.age) < rowKey(y.kind, y.set, y.type, y.age);
    });
    r.gaps = std::move(b.gaps);
    std::stable_sort(r.gaps.begin(), r.gaps.end(), [&](const CoverageGap &x, const CoverageGap &y) {
        return std::make_tuple(rowKey(x.kind, x.set, x.type, x.age), x.id) <
               std::make_tuple(rowKey(y.kind, y.set, y.type, y.age), y.id);
    });
    return r;
}

nlohmann::json toJson(const CoverageReport &r)
{
    nlohmann::json rows = nlohmann::json::array(), gaps = nlohmann::json::array();
    for (const auto &x : r.rows)
        rows.push_back({{"kind", x.kind}, {"set", x.set}, {"type", x.type}, {"age", x.age},
                        {"automated", x.automated}, {"total", x.total}});
    for (const auto &g : r.gaps)
        gaps.push_back({{"kind", g.kind}, {"set", g.set}, {"type", g.type}, {"age", g.age}, {"id", g.id},
                        {"name", g.name}, {"reasons", g.reasons}});
    return {{"format", "nations-companion.coverage"}, {"version", 1},       {"automated", r.automated()},
            {"total", r.total()},                     {"rows", rows},       {"not_automated", gaps}};
}

std::string toText(const CoverageReport &r)
{
    std::ostringstream o;
    auto pad = [](std::string s, size_t w) {
        if (s.size() < w)
            s.append(w - s.size(), ' ');
        return s;
    };
    o << pad("kind", 15) << pad("set", 11) << pad("type", 16) << pad("age", 5) << "automated\n";
    std::map<std::string, std::pair<int, int>> perKind;
    for (const auto &x : r.rows) {
        o << pad(x.kind, 15) << pad(x.set, 11) << pad(x.type, 16) << pad(x.age ? std::to_string(x.age) : "-", 5)
          << x.automated << "/" << x.total << "\n";
        perKind[x.kind].first += x.automated;
        perKind[x.kind].second += x.total;
    }
    o << "\n";
    for (const char *k : {"progress_card", "event", "nation_side", "dynasty_card"})
        o << pad(std::string("total ") + k, 31) << perKind[k].first << "/" << perKind[k].second << "\n";
    o << pad("total", 31) << r.automated() << "/" << r.total() << "\n";
    o << "\nnot automated (" << r.gaps.size() << "):\n";
    for (const auto &g : r.gaps) {
        o << "  " << g.id << " (" << g.name << "; " << g.kind << ", " << g.set << ", " << g.type
          << (g.age ? ", age " + std::to_string(g.age) : std::string()) << ")\n";
        for (const auto &why : g.reasons)
            o << "    - " << why << "\n";
    }
    return o.str();
}

} // namespace nc::nations
