#include "wealth_of_nations/components.h"

namespace nc::won {

std::string_view key(Commodity c)
{
    static constexpr std::array<std::string_view, 5> k = {"food", "energy", "labor", "ore", "capital"};
    return k[static_cast<std::size_t>(c)];
}

std::string_view label(Commodity c)
{
    static constexpr std::array<std::string_view, 5> k = {"Food", "Energy", "Labor", "Ore", "Capital"};
    return k[static_cast<std::size_t>(c)];
}

std::string_view key(Industry i)
{
    static constexpr std::array<std::string_view, 6> k = {"farm", "generator", "academy", "mine", "factory", "bank"};
    return k[static_cast<std::size_t>(i)];
}

std::string_view label(Industry i)
{
    static constexpr std::array<std::string_view, 6> k = {"Farm", "Generator", "Academy", "Mine", "Factory", "Bank"};
    return k[static_cast<std::size_t>(i)];
}

Message labelMessage(Commodity c)
{
    switch (c) {
    case Commodity::Food: return msg("Food");
    case Commodity::Energy: return msg("Energy");
    case Commodity::Labor: return msg("Labor");
    case Commodity::Ore: return msg("Ore");
    case Commodity::Capital: return msg("Capital");
    }
    return literal(std::string(label(c)));
}

Message labelMessage(Industry i)
{
    switch (i) {
    case Industry::Farm: return msg("Farm");
    case Industry::Generator: return msg("Generator");
    case Industry::Academy: return msg("Academy");
    case Industry::Mine: return msg("Mine");
    case Industry::Factory: return msg("Factory");
    case Industry::Bank: return msg("Bank");
    }
    return literal(std::string(label(i)));
}

std::string_view plural(Industry i)
{
    static constexpr std::array<std::string_view, 6> k = {"Farms",  "Generators", "Academies",
                                                          "Mines",  "Factories",  "Banks"};
    return k[static_cast<std::size_t>(i)];
}

std::optional<Commodity> commodityFromKey(std::string_view k)
{
    for (Commodity c : kCommodities)
        if (key(c) == k)
            return c;
    return std::nullopt;
}

std::optional<Industry> industryFromKey(std::string_view k)
{
    for (Industry i : kIndustries)
        if (key(i) == k)
            return i;
    return std::nullopt;
}

std::optional<Commodity> produces(Industry i)
{
    if (i == Industry::Bank)
        return std::nullopt;
    return kCommodities[static_cast<std::size_t>(i)];
}

int tilesInBox(Industry i) { return i == Industry::Farm ? 15 : 9; }

int cubesInBox(Commodity c)
{
    static constexpr std::array<int, 5> n = {60, 50, 50, 40, 40};
    return n[static_cast<std::size_t>(c)];
}

Cubes &Cubes::operator+=(const Cubes &o)
{
    for (std::size_t i = 0; i < n.size(); ++i)
        n[i] += o.n[i];
    return *this;
}

int Cubes::total() const
{
    int t = 0;
    for (int v : n)
        t += v;
    return t;
}

Message describeMessage(const Cubes &c)
{
    std::vector<Message> out;
    for (Commodity k : kCommodities)
        if (c[k] != 0)
            out.push_back(msg("%1 %2", {literal(c[k]), labelMessage(k)}));
    return out.empty() ? msg("nothing") : joinMessages(out, "%1, %2");
}

std::string describe(const Cubes &c)
{
    std::string out;
    for (Commodity k : kCommodities)
        if (c[k] != 0)
            out += (out.empty() ? "" : ", ") + std::to_string(c[k]) + " " + std::string(label(k));
    return out.empty() ? "nothing" : out;
}

namespace {

Cubes cubes(int food, int energy, int labor, int ore, int capital)
{
    Cubes c;
    c.n = {food, energy, labor, ore, capital};
    return c;
}

Package industryPackage(int n, Industry i, int count, int money)
{
    Package p;
    p.id = "industry_" + std::to_string(n);
    p.label = "Industry Package " + std::to_string(n);
    p.industry = true;
    p.tiles = i;
    p.tileCount = count;
    p.money = money;
    p.rule = "W l.343-357";
    return p;
}

Package commodityPackage(int n, Cubes c)
{
    Package p;
    p.id = "commodity_" + std::to_string(n);
    p.label = "Commodity Package " + std::to_string(n);
    p.cubes = c;
    p.money = 40;
    // The text lists the contents apart from the names (a reading: in the order printed).
    p.rule = n <= 3 ? "W l.359-380" : "W l.359-370, l.422-427";
    return p;
}

} // namespace

const std::vector<Package> &packages()
{
    static const std::vector<Package> all = {
        industryPackage(1, Industry::Farm, 3, 0),      industryPackage(2, Industry::Farm, 3, 0),
        industryPackage(3, Industry::Generator, 2, 10), industryPackage(4, Industry::Academy, 2, 10),
        industryPackage(5, Industry::Mine, 2, 0),      industryPackage(6, Industry::Factory, 2, 0),
        commodityPackage(1, cubes(9, 1, 0, 0, 0)),     commodityPackage(2, cubes(3, 2, 1, 0, 0)),
        commodityPackage(3, cubes(0, 1, 3, 0, 0)),     commodityPackage(4, cubes(0, 0, 1, 1, 1)),
        commodityPackage(5, cubes(0, 0, 0, 3, 0)),     commodityPackage(6, cubes(0, 1, 0, 0, 2)),
    };
    return all;
}

const Package *findPackage(std::string_view id)
{
    for (const Package &p : packages())
        if (p.id == id)
            return &p;
    return nullptr;
}

std::string describe(const Package &p)
{
    std::string out;
    if (p.tiles)
        out = std::to_string(p.tileCount) + " " + std::string(plural(*p.tiles));
    else
        out = describe(p.cubes);
    if (p.money > 0)
        out += " and $" + std::to_string(p.money);
    return out;
}

const std::vector<std::string> &nations()
{
    static const std::vector<std::string> n = {"bolshevia", "bharat",  "showa_republic",
                                               "federal_provinces", "arazzaq", "anglica"};
    return n;
}

std::string nationName(std::string_view key)
{
    // As printed on the Flags (W l.1098-1149).
    static const std::pair<std::string_view, std::string_view> names[] = {
        {"bolshevia", "Bolshevia"}, {"bharat", "Bharat"},   {"showa_republic", "Showa Republic"},
        {"federal_provinces", "Federal Provinces"}, {"arazzaq", "Arazzaq"}, {"anglica", "Anglica"}};
    for (const auto &[k, name] : names)
        if (k == key)
            return std::string(name);
    return std::string(key);
}

std::string_view key(DevelopAction a)
{
    static constexpr std::array<std::string_view, 4> k = {"flag", "build", "move", "automate"};
    return k[static_cast<std::size_t>(a)];
}

std::optional<DevelopAction> developActionFromKey(std::string_view k)
{
    for (DevelopAction a : {DevelopAction::Flag, DevelopAction::Build, DevelopAction::Move, DevelopAction::Automate})
        if (key(a) == k)
            return a;
    return std::nullopt;
}

Cubes buildCost(Industry i)
{
    switch (i) {
    case Industry::Farm:
    case Industry::Generator:
    case Industry::Academy: return cubes(0, 0, 0, 1, 1); // W l.769, l.771, l.784
    case Industry::Mine: return cubes(0, 1, 1, 0, 1);    // W l.794-795
    case Industry::Factory: return cubes(0, 0, 1, 2, 0); // W l.799
    case Industry::Bank: return cubes(0, 1, 0, 1, 1);    // W l.801-802
    }
    return {};
}

Cubes flagCost() { return cubes(0, 0, 1, 0, 0); }
Cubes forceCost() { return cubes(0, 0, 0, 0, 1); }
Cubes moveCost() { return cubes(0, 0, 0, 0, 1); }
Cubes automateCost() { return cubes(0, 1, 0, 0, 2); }

} // namespace nc::won
