// The price tables (data/wealth_of_nations/market_prices.json, handed in as text), the prices at a fill
// level (W l.565-572, l.605-664) and the table's corrections.
#include "helpers.h"

#include "wealth_of_nations/prices.h"

using namespace wontest;
using namespace nc::won;

TEST_CASE("prices: the data file holds five Markets half full at the start, W l.565-568", "[prices]")
{
    const PriceTable &t = rules().prices();
    CHECK(t[Commodity::Food].capacity == 40);
    CHECK(t[Commodity::Energy].capacity == 40);
    CHECK(t[Commodity::Labor].capacity == 40);
    CHECK(t[Commodity::Ore].capacity == 30);
    CHECK(t[Commodity::Capital].capacity == 30);
    for (Commodity c : kCommodities) {
        CHECK(t[c].startingCubes * 2 == t[c].capacity);
        CHECK(t[c].wells.size() == static_cast<std::size_t>(t[c].capacity));
    }
    // where the numbers come from, and that they are unverified, travel with them
    CHECK(contains(t.status, "UNVERIFIED"));
    CHECK(contains(t.source, "TepigMC/Wealth-Of-Nations"));
    CHECK(contains(rules().resolve(Table(3).state)["prices"]["status"].get<std::string>(), "UNVERIFIED"));
}

TEST_CASE("prices: Food with its 20 starting cubes is buy 7, sell 4, barter 5.5, the example of W l.640-642",
          "[prices]")
{
    const MarketPrices p = pricesAt(rules().prices()[Commodity::Food], 20);
    CHECK(p.buy == 7);
    CHECK(p.buyWell == 20);
    CHECK(p.sell == 4);
    CHECK(p.sellWell == 21);
    CHECK(p.barterHalves == 11);
    CHECK(dollars(*p.barterHalves) == "$5.5");
    const json m = Table(4).report()["markets"]["food"];
    CHECK(m["buy"] == 7);
    CHECK(m["sell"] == 4);
    CHECK(m["barter"] == 5.5);
}

TEST_CASE("prices: more cubes make a cheaper Market, W l.606-611 and l.654-658", "[prices]")
{
    for (Commodity c : kCommodities) {
        const MarketTable &m = rules().prices()[c];
        for (int k = 1; k < m.capacity; ++k) {
            CHECK(pricesAt(m, k + 1).buy <= pricesAt(m, k).buy);
            CHECK(pricesAt(m, k + 1).sell <= pricesAt(m, k).sell);
        }
    }
}

TEST_CASE("prices: empty rows sell from the supply at the market-empty price, W l.612-645", "[prices]")
{
    const MarketTable &ore = rules().prices()[Commodity::Ore];
    const MarketPrices p = pricesAt(ore, 0);
    CHECK(p.buy == ore.marketEmptyBuy);
    CHECK(p.buy == 35);
    CHECK_FALSE(p.buyWell);
    CHECK_FALSE(p.barterHalves); // a reading: no suggested barter price with empty rows
    CHECK(p.sell == ore.wells[0].sell);
}

TEST_CASE("prices: full rows buy into the supply at the market-full price, W l.659-661", "[prices]")
{
    const MarketTable &cap = rules().prices()[Commodity::Capital];
    const MarketPrices p = pricesAt(cap, 30);
    CHECK(p.sell == cap.marketFullSell);
    CHECK(p.sell == 10);
    CHECK_FALSE(p.sellWell);
    CHECK(p.buy == cap.wells[29].buy);
}

TEST_CASE("prices: a broken price table is refused with the place of the error", "[prices][errors]")
{
    const std::string good = priceText();
    CHECK(refusal([&] { parsePriceTable(good); }).empty());
    CHECK(contains(refusal([] { parsePriceTable("{"); }), "market_prices.json: not valid JSON"));
    json doc = json::parse(good);
    doc["format"] = "other";
    CHECK(contains(refusal([&] { parsePriceTable(doc.dump()); }), "market_prices.json: format"));
    doc = json::parse(good);
    doc["markets"].erase("ore");
    CHECK(contains(refusal([&] { parsePriceTable(doc.dump()); }), "markets.ore: missing"));
    doc = json::parse(good);
    doc["markets"]["food"]["wells"].erase(0);
    CHECK(contains(refusal([&] { parsePriceTable(doc.dump()); }), "markets.food.wells: 39 wells, but the rows hold 40"));
    doc = json::parse(good);
    doc["markets"]["labor"]["wells"][3]["barter"] = 5.25;
    CHECK(contains(refusal([&] { parsePriceTable(doc.dump()); }), "markets.labor.wells[3].barter: 5.25 is not a multiple of $0.5"));
    doc = json::parse(good);
    doc["markets"]["energy"]["starting_cubes"] = 41;
    CHECK(contains(refusal([&] { parsePriceTable(doc.dump()); }), "markets.energy.starting_cubes: 41 is out of range"));
}

TEST_CASE("prices: a price corrected by the table is used by every buy, W l.569-572", "[prices][corrections]")
{
    Table t = drafted4();
    t.run("correct_price", -1, {{"market", "food"}, {"price", "buy"}, {"well", 20}, {"value", 8}});
    CHECK(t.state["price_corrections"] == json::array({{{"market", "food"}, {"price", "buy"}, {"well", 20}, {"value", 8}}}));
    CHECK(contains(t.lines[0].note, "Food well 20 buy: $7 \u2192 $8"));
    CHECK(t.report()["markets"]["food"]["buy"] == 8);
    t.buy(0, "food");
    CHECK(t.lines[0].total == -8);
    CHECK(t.cubes("food") == 19);
    // a second correction of the same price replaces the first; null restores the default
    t.run("correct_price", -1, {{"market", "food"}, {"price", "barter"}, {"well", 19}, {"value", 6.5}});
    CHECK(t.report()["markets"]["food"]["barter"] == 6.5);
    t.run("correct_price", -1, {{"market", "food"}, {"price", "barter"}, {"well", 19}, {"value", nullptr}});
    CHECK(t.report()["markets"]["food"]["barter"] == 6);
    CHECK(t.state["price_corrections"].size() == 1);
    // the supply prices
    t.run("correct_price", -1, {{"market", "ore"}, {"price", "market_empty_buy"}, {"value", 36}});
    CHECK(t.report()["markets"]["ore"]["market_empty_buy"] == 36);
    // the document keeps them: read back the same
    CHECK(rules().readState(t.state) == t.state);
}

TEST_CASE("prices: impossible corrections are refused", "[prices][corrections][errors]")
{
    Table t = drafted4();
    CHECK(contains(t.refused("correct_price", -1, {{"market", "food"}, {"price", "buy"}, {"well", 41}, {"value", 8}}),
                   "correct_price.args.well: 41 is out of range: the well, 1-40"));
    CHECK(contains(t.refused("correct_price", -1, {{"market", "ore"}, {"price", "sell"}, {"value", 8}}),
                   "correct_price.args.well: missing"));
    CHECK(contains(t.refused("correct_price", -1, {{"market", "ore"}, {"price", "market_full_sell"}, {"well", 3}, {"value", 8}}),
                   "supply area"));
    CHECK(contains(t.refused("correct_price", -1, {{"market", "food"}, {"price", "buy"}, {"well", 2}, {"value", 7.5}}),
                   "is not whole dollars"));
    CHECK(contains(t.refused("correct_price", -1, {{"market", "food"}, {"price", "buy"}, {"well", 2}, {"value", -1}}),
                   "is negative"));
    CHECK(contains(t.refused("correct_price", -1, {{"market", "gold"}, {"price", "buy"}, {"well", 2}, {"value", 3}}),
                   "\"gold\" is not a Market"));
    CHECK(contains(t.refused("correct_price", 0, {{"market", "food"}, {"price", "buy"}, {"well", 2}, {"value", 3}}),
                   "a command of the table"));
}

TEST_CASE("prices: a Market is never filled over its wells, W l.565-566", "[prices][errors]")
{
    Table t = drafted4();
    t.run("set_market", -1, {{"commodity", "ore"}, {"cubes", 30}});
    CHECK(t.cubes("ore") == 30);
    CHECK(t.report()["markets"]["ore"]["full"] == true);
    CHECK(contains(t.refused("set_market", -1, {{"commodity", "ore"}, {"cubes", 31}}),
                   "set_market.args.cubes: 31 is out of range: cubes in the Ore Market's rows, 0-30 (one per well)"));
    json doc = t.state;
    doc["markets"]["labor"] = 41;
    CHECK(contains(refusal([&] { rules().readState(doc); }), "markets.labor: 41 is out of range"));
    CHECK(refusalRule([&] { rules().readState(doc); }) == "W l.565-566");
}
