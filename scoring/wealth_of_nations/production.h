#pragma once
// The Bloc production calculator of the Produce phase (W l.968-1031). The companion has no tile dot
// layouts (not in any of our sources), so the table enters per Bloc what it sees: the Industry, its tiles,
// its full dots, the tiles fed, the full dots shared with another player's adjacent Bloc of the same
// Industry and the full dots touching an unfed tile, whether it is Automated and fed with Ore.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/explanation.h"
#include "wealth_of_nations/components.h"

namespace nc::won {

/// Sanity bound of the full dots of a Bloc: 6 per tile (a hex has 6 sides; not a rule, it catches typos).
inline constexpr int kMaxDotsPerTile = 6;

/// One Bloc run in a Produce phase, as the table entered it.
struct Bloc {
    Industry industry = Industry::Farm;
    int tiles = 1;       ///< Industry tiles in the Bloc (W l.215-218)
    int fullDots = 0;    ///< full dots within the Bloc (W l.115-119, l.204-207)
    int fedTiles = 1;    ///< tiles fed one Food each (W l.997-1000); all of them for Farms (W l.194-195) and
                         ///< for an Automated Bloc fed with Ore (W l.988-990)
    int sharedDots = 0;  ///< full dots shared with another player's adjacent Bloc of the same Industry: they
                         ///< produce for neither (W l.982-984)
    int unfedDots = 0;   ///< the other full dots lying (even partly) on an unfed tile: ignored (W l.1000-1002)
    bool automated = false; ///< the Bloc carries an Automation token (W l.926-935)
    bool oreFeed = false;   ///< Automated and fed with 1 Ore instead of Food (W l.936-938: Food stays allowed)
    bool operator==(const Bloc &) const = default;
};

/// What running one Bloc costs and gives.
struct BlocRun {
    Cubes spent;        ///< Food (1 per fed tile, none for Farms), Energy (1, none for Generators), Ore (1 when fed with Ore)
    Cubes produced;     ///< 1 cube of its Commodity per full dot that produces (W l.971-972)
    int money = 0;      ///< Banks: $30 per full dot that produces (W l.972-974)
    int producingDots = 0;
    ExplanationLine line; ///< step "produce": items spent (negative) and produced, with their rules
};

/// Runs one Bloc for `player` (the explanation's player). The Bloc must be valid (readBloc checks).
BlocRun runBloc(const Bloc &b, int player);

/// Reads a Bloc object {"industry", "tiles", "full_dots", "fed_tiles"?, "shared_dots"?, "unfed_dots"?,
/// "automated"?, "feed"?: "food"|"ore"}; `path` prefixes errors ("produce.args.blocs[1].fed_tiles: ...").
/// Refused: an unknown Industry; tiles outside 1 to the box's count; more than 6 full dots per tile; fed
/// tiles outside 1..tiles (a Bloc without a fed tile is not run: leave it out); a Farm Bloc or an Ore-fed Bloc
/// with unfed tiles; Ore feed without Automation; shared + unfed dots more than the full dots; unfed dots
/// without an unfed tile.
Bloc readBloc(const nlohmann::json &j, const std::string &path);
nlohmann::json toJson(const Bloc &b);

} // namespace nc::won
