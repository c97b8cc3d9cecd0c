#pragma once
// The price tables of the five commodity Markets and the prices they give at a fill level.
// Each Market has rows of wells; a well has a sell price (inside), a buy price (beneath) and a suggested
// barter price (to its right) (W l.565-572). The numbers are not in the rulebook: the project's file
// data/wealth_of_nations/market_prices.json (converted by scripts/convert_won_prices.py from an unverified
// transcription, see its "status" and "source") is handed in as JSON text, and the table corrects any value
// (the state's "price_corrections"). Money is counted in whole dollars except barter prices, which may end
// in $0.5: they are kept in half dollars ("halves").

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "wealth_of_nations/components.h"

namespace nc::won {

/// One well: its three prices (W l.569-572).
struct Well {
    int sell = 0;         ///< $ received when a cube is sold into it (W l.657-658)
    int buy = 0;          ///< $ paid when its cube is bought (W l.610-611)
    int barterHalves = 0; ///< suggested barter price in half dollars (11 = $5.5, W l.642, l.737-745)
    bool operator==(const Well &) const = default;
};

/// One Market board.
struct MarketTable {
    std::vector<int> rowLengths; ///< wells per row, top row first
    int capacity = 0;            ///< wells in all rows
    int startingCubes = 0;       ///< cubes in the Starting Market area at setup: half the wells (W l.565-568, l.289-290)
    int marketEmptyBuy = 0;      ///< "Market Empty Buy Price" of the supply area (W l.612-645)
    int marketFullSell = 0;      ///< "Market Full Sell Price" of the supply area (W l.659-661)
    std::vector<Well> wells;     ///< from the upper left (highest prices) to the lower right
    bool operator==(const MarketTable &) const = default;
};

/// The five Market boards and where their numbers come from.
struct PriceTable {
    std::array<MarketTable, 5> markets; ///< indexed like kCommodities
    std::string status;                 ///< the file's "status" (it says the numbers are unverified)
    std::string source;                 ///< the file's "source"
    const MarketTable &operator[](Commodity c) const { return markets[static_cast<std::size_t>(c)]; }
    MarketTable &operator[](Commodity c) { return markets[static_cast<std::size_t>(c)]; }
};

/// Reads the text of data/wealth_of_nations/market_prices.json (format "nations-companion.won.market_prices",
/// version 1). Throws nc::GameInputError "market_prices.json: markets.food.wells[3].buy: ..." for malformed
/// text, a missing market, wells that do not match the rows, starting cubes above the capacity, prices
/// outside 0-1000 or a barter price that is not a multiple of $0.5.
PriceTable parsePriceTable(std::string_view jsonText);

/// Which price of a Market a correction changes.
enum class PriceKind { Sell, Buy, Barter, MarketEmptyBuy, MarketFullSell };
std::string_view key(PriceKind k); ///< "sell", "buy", "barter", "market_empty_buy", "market_full_sell"
std::optional<PriceKind> priceKindFromKey(std::string_view k);

/// One value the table corrected. `well` is 1-based from the upper left for sell/buy/barter, 0 for the two
/// supply prices; `halves` is the value in half dollars (sell, buy and the supply prices are whole dollars).
struct PriceCorrection {
    Commodity market = Commodity::Food;
    PriceKind price = PriceKind::Buy;
    int well = 0;
    int halves = 0;
    bool operator==(const PriceCorrection &) const = default;
};

/// The table with the corrections applied in order (a later one for the same value wins). The caller has
/// checked them against the table (well in range).
PriceTable corrected(PriceTable table, const std::vector<PriceCorrection> &corrections);

/// The prices of a Market holding `cubes` cubes in its rows (0..capacity), W l.605-664: buy the cheapest
/// cube, the one in well `cubes` (lower right), at its buy price, or from the supply at the market-empty
/// price when the rows are empty; sell into the highest empty well, `cubes` + 1, at its sell price, or to
/// the supply at the market-full price when the rows are full; the suggested barter price of well `cubes`
/// (none with empty rows: a reading, docs/state-format-wealth.md).
struct MarketPrices {
    int cubes = 0;
    int capacity = 0;
    int buy = 0;
    std::optional<int> buyWell;  ///< 1-based well of the cube bought; nullopt: from the supply
    int sell = 0;
    std::optional<int> sellWell; ///< 1-based well the cube goes into; nullopt: to the supply
    std::optional<int> barterHalves;
    int marketEmptyBuy = 0;
    int marketFullSell = 0;
};
MarketPrices pricesAt(const MarketTable &m, int cubes);

/// "$7", "$5.5" from half dollars.
std::string dollars(int halves);

} // namespace nc::won
