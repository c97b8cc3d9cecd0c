#include "wealth_of_nations/prices.h"

#include "core/json_input.h"
#include "core/ruleset.h"
#include "wealth_of_nations/fields.h"

namespace nc::won {

using json = nlohmann::json;

namespace {

constexpr int kMaxPrice = 1000; // sanity bound of a printed price (not a rule)
const std::string kFile = "market_prices.json: ";

MarketTable readMarket(const json &j, const std::string &path)
{
    const Fields f(j, path, {"row_lengths", "capacity", "starting_cubes", "market_empty_buy", "market_full_sell", "wells"});
    MarketTable m;
    const json &rows = f.array("row_lengths", "wells per row");
    if (rows.empty() || rows.size() > 10)
        f.fail("row_lengths", "must list 1-10 rows");
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (!rows[r].is_number_integer() || rows[r].get<std::int64_t>() < 1 || rows[r].get<std::int64_t>() > 100)
            f.fail("row_lengths", "row " + std::to_string(r + 1) + " is not 1-100 wells");
        m.rowLengths.push_back(rows[r].get<int>());
        m.capacity += m.rowLengths.back();
    }
    f.integer("capacity", m.capacity, m.capacity, "the wells of the rows, " + std::to_string(m.capacity), {}, m.capacity);
    m.startingCubes = f.integer("starting_cubes", 0, m.capacity, "cubes at setup, at most the wells");
    m.marketEmptyBuy = f.integer("market_empty_buy", 0, kMaxPrice, "$0-1000");
    m.marketFullSell = f.integer("market_full_sell", 0, kMaxPrice, "$0-1000");
    const json &wells = f.array("wells", "the wells from the upper left");
    if (wells.size() != static_cast<std::size_t>(m.capacity))
        f.fail("wells", std::to_string(wells.size()) + " wells, but the rows hold " + std::to_string(m.capacity));
    for (std::size_t w = 0; w < wells.size(); ++w) {
        const Fields wf(wells[w], indexPath(f.path("wells"), w), {"sell", "buy", "barter"});
        m.wells.push_back({wf.integer("sell", 0, kMaxPrice, "$0-1000"), wf.integer("buy", 0, kMaxPrice, "$0-1000"),
                           wf.halves("barter", 0, kMaxPrice, true, "$0-1000 in steps of $0.5")});
    }
    return m;
}

} // namespace

PriceTable parsePriceTable(std::string_view jsonText)
{
    try {
        const json doc = parseJson(jsonText);
        const Fields f(doc, "", {"format", "version", "status", "source", "cross_check", "model", "markets"});
        if (f.text("format", 64, "nations-companion.won.market_prices") != "nations-companion.won.market_prices")
            f.fail("format", "must be \"nations-companion.won.market_prices\"");
        f.integer("version", 1, 1, "this companion reads version 1");
        PriceTable t;
        t.status = f.text("status", 1000, "whether the numbers are verified");
        t.source = f.text("source", 1000, "where the numbers come from");
        const json *ms = f.get("markets");
        if (!ms)
            f.fail("markets", "missing (the five Markets)");
        const Fields mf(*ms, "markets", {"food", "energy", "labor", "ore", "capital"});
        for (Commodity c : kCommodities) {
            const json *m = mf.get(key(c));
            if (!m)
                mf.fail(key(c), "missing (the " + std::string(label(c)) + " Market)");
            t[c] = readMarket(*m, mf.path(key(c)));
        }
        return t;
    } catch (const JsonInputError &e) {
        throw GameInputError(kFile + e.what());
    } catch (const GameInputError &e) {
        throw GameInputError(kFile + e.what(), e.rule());
    }
}

std::string_view key(PriceKind k)
{
    switch (k) {
    case PriceKind::Sell: return "sell";
    case PriceKind::Buy: return "buy";
    case PriceKind::Barter: return "barter";
    case PriceKind::MarketEmptyBuy: return "market_empty_buy";
    case PriceKind::MarketFullSell: return "market_full_sell";
    }
    return "buy";
}

std::optional<PriceKind> priceKindFromKey(std::string_view k)
{
    for (PriceKind p : {PriceKind::Sell, PriceKind::Buy, PriceKind::Barter, PriceKind::MarketEmptyBuy,
                        PriceKind::MarketFullSell})
        if (key(p) == k)
            return p;
    return std::nullopt;
}

PriceTable corrected(PriceTable table, const std::vector<PriceCorrection> &corrections)
{
    for (const PriceCorrection &c : corrections) {
        MarketTable &m = table[c.market];
        switch (c.price) {
        case PriceKind::MarketEmptyBuy: m.marketEmptyBuy = c.halves / 2; break;
        case PriceKind::MarketFullSell: m.marketFullSell = c.halves / 2; break;
        default: {
            Well &w = m.wells.at(static_cast<std::size_t>(c.well - 1));
            if (c.price == PriceKind::Sell)
                w.sell = c.halves / 2;
            else if (c.price == PriceKind::Buy)
                w.buy = c.halves / 2;
            else
                w.barterHalves = c.halves;
        }
        }
    }
    return table;
}

MarketPrices pricesAt(const MarketTable &m, int cubes)
{
    MarketPrices p;
    p.cubes = cubes;
    p.capacity = m.capacity;
    p.marketEmptyBuy = m.marketEmptyBuy;
    p.marketFullSell = m.marketFullSell;
    if (cubes >= 1) { // the cheapest cube: the lowest-right one, in well `cubes` (W l.606-611)
        const Well &w = m.wells[static_cast<std::size_t>(cubes - 1)];
        p.buy = w.buy;
        p.buyWell = cubes;
        p.barterHalves = w.barterHalves;
    } else { // rows empty: from the supply (W l.612-645)
        p.buy = m.marketEmptyBuy;
    }
    if (cubes < m.capacity) { // the highest empty well (W l.653-658)
        p.sell = m.wells[static_cast<std::size_t>(cubes)].sell;
        p.sellWell = cubes + 1;
    } else { // rows full: to the supply (W l.659-661)
        p.sell = m.marketFullSell;
    }
    return p;
}

std::string dollars(int halves)
{
    std::string s = "$" + std::to_string(halves / 2);
    if (halves % 2 != 0)
        s += ".5";
    return s;
}

} // namespace nc::won
