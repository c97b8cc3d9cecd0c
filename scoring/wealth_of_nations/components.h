#pragma once
// The components and fixed numbers of Wealth of Nations that the companion counts with: the five
// Commodities and their Markets, the six Industries, the box's counts, the twelve starting Packages, the
// six nations' Flags and the cost of each Develop action. Every number cites its line of the rulebook
// W = shared/rulebooks/wealth-of-nations-rulebook.txt ("W l.NN").

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"

namespace nc::won {

inline constexpr int kMinPlayers = 3;      ///< 3-6 players (the Package draft exists for 3-6, W l.456-536)
inline constexpr int kMaxPlayers = 6;      ///< 6 Reference cards, 6 sets of Flags (W l.51, l.58-62)
inline constexpr int kFlagsPerPlayer = 18; ///< "a set of 18 Flags" (W l.62)
inline constexpr int kNotesInBox = 30;     ///< 30 Promissory notes; more are recorded on paper (W l.30, l.706-707)
inline constexpr int kAutomationTokens = 9; ///< 9 tokens; then "a penny or other convenient counter" (W l.40, l.947-949)
inline constexpr int kFirstNoteValue = 20; ///< a note gives $20 minus the notes held (W l.702-706)
inline constexpr int kNoteRepayment = 25;  ///< repaying a note costs $25 (W l.711-712)
inline constexpr int kBankDollarsPerDot = 30; ///< each full Bank dot produces $30 (W l.972-974)
inline constexpr int kEmptyStacksToEnd = 5; ///< empty Industry stacks (of 6) that end the game (W l.1039-1042)
inline constexpr int kMaxTilesMoved = 3;    ///< tiles moved for one Capital (W l.893-894)
inline constexpr int kMaxMoney = 1000000;  ///< sanity bound of money entered (not a rule)

/// The five Commodities, in the order of their Markets around the board (W l.279-284).
enum class Commodity { Food, Energy, Labor, Ore, Capital };
inline constexpr std::array<Commodity, 5> kCommodities = {Commodity::Food, Commodity::Energy, Commodity::Labor,
                                                          Commodity::Ore, Commodity::Capital};
/// The six Industries; the first five produce the Commodity of the same index, Banks produce money (W l.121-177).
enum class Industry { Farm, Generator, Academy, Mine, Factory, Bank };
inline constexpr std::array<Industry, 6> kIndustries = {Industry::Farm, Industry::Generator, Industry::Academy,
                                                        Industry::Mine, Industry::Factory,   Industry::Bank};

std::string_view key(Commodity c);   ///< "food", "energy", "labor", "ore", "capital"
std::string_view label(Commodity c); ///< "Food", "Energy", ...
std::string_view key(Industry i);    ///< "farm", "generator", "academy", "mine", "factory", "bank"
std::string_view label(Industry i);  ///< "Farm", "Generator", ...
std::string_view plural(Industry i); ///< "Farms", "Generators", "Academies", ...
/// label(c) and label(i) as translatable messages (core/message.h).
Message labelMessage(Commodity c);
Message labelMessage(Industry i);
std::optional<Commodity> commodityFromKey(std::string_view k);
std::optional<Industry> industryFromKey(std::string_view k);
/// What an Industry produces: Farms Food, Generators Energy, Academies Labor, Mines Ore, Factories
/// Capital (W l.132-165); Banks nothing but money (nullopt, W l.176-177).
std::optional<Commodity> produces(Industry i);

/// Industry tiles in the box: 15 Farms, 9 of each other Industry (W l.5, l.27, l.37, l.48, l.60, l.74).
int tilesInBox(Industry i);
/// Commodity cubes in the box: 60 Food, 50 Energy, 50 Labor, 40 Ore, 40 Capital (W l.32-77).
int cubesInBox(Commodity c);

/// An amount of each Commodity (cubes), indexed like kCommodities. Value type, zero by default.
struct Cubes {
    std::array<int, 5> n{};
    int operator[](Commodity c) const { return n[static_cast<std::size_t>(c)]; }
    int &operator[](Commodity c) { return n[static_cast<std::size_t>(c)]; }
    Cubes &operator+=(const Cubes &o);
    int total() const;
    bool operator==(const Cubes &) const = default;
};
/// "1 Labor, 2 Ore" (Commodities in board order, zeros left out); "nothing" when empty.
std::string describe(const Cubes &c);
/// describe(c) as a translatable message ("2 Food, 1 Labor"; "nothing").
Message describeMessage(const Cubes &c);

/// One of the 12 starting Packages (W l.342-380, l.422-427).
struct Package {
    std::string id;    ///< "industry_1" .. "industry_6", "commodity_1" .. "commodity_6"
    std::string label; ///< "Industry Package 3"
    bool industry = false;
    std::optional<Industry> tiles; ///< Industry Packages: the Industry of their tiles
    int tileCount = 0;
    Cubes cubes;       ///< Commodity Packages: the cubes
    int money = 0;     ///< $ it brings
    std::string rule;  ///< its source line
};
/// The 12 Packages: Industry 1-6 then Commodity 1-6.
const std::vector<Package> &packages();
/// The Package of that id; nullptr when unknown.
const Package *findPackage(std::string_view id);
/// "3 Farms", "2 Generators and $10", "9 Food, 1 Energy and $40".
std::string describe(const Package &p);

/// The six nations whose Flags the players choose (W l.1098-1149): "bolshevia", "bharat", "showa_republic",
/// "federal_provinces", "arazzaq", "anglica".
const std::vector<std::string> &nations();
/// The printed name of a nation key ("showa_republic" -> "Showa Republic"); the key itself when unknown.
std::string nationName(std::string_view key);

/// The Develop actions (W l.758-763) and Force Placement, part of building or moving a tile (W l.857-858).
enum class DevelopAction { Flag, Build, Move, Automate };
std::string_view key(DevelopAction a); ///< "flag", "build", "move", "automate"
std::optional<DevelopAction> developActionFromKey(std::string_view k);

/// The cubes an Industry tile costs (W l.769-801): Farm, Generator, Academy 1 Ore + 1 Capital; Mine 1 Labor +
/// 1 Energy + 1 Capital; Factory 1 Labor + 2 Ore; Bank 1 Energy + 1 Ore + 1 Capital. Without the Flag.
Cubes buildCost(Industry i);
/// The Flag: 1 Labor (W l.780-781, l.1207-1208).
Cubes flagCost();
/// Force Placement: 1 Capital per tile forced (W l.844-851).
Cubes forceCost();
/// Moving up to 3 tiles: 1 Capital (W l.893-894).
Cubes moveCost();
/// Automating a Bloc: 1 Energy + 2 Capital (W l.928-930).
Cubes automateCost();

} // namespace nc::won
