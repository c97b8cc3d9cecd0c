#include "wealth_of_nations/production.h"

#include "wealth_of_nations/fields.h"

namespace nc::won {

using json = nlohmann::json;

namespace {

void spend(BlocRun &r, Commodity c, int n, const std::string &label, const std::string &rule)
{
    if (n == 0)
        return;
    r.spent[c] += n;
    r.line.items.push_back({std::string(key(c)), label, n, false, -n, rule});
}

} // namespace

BlocRun runBloc(const Bloc &b, int player)
{
    BlocRun r;
    r.line.step = "produce";
    r.line.player = player;
    const std::string bloc = std::to_string(b.tiles) + " " + std::string(b.tiles == 1 ? label(b.industry) : plural(b.industry));
    // Feed: 1 Food per fed tile; Farms feed themselves; an Automated Bloc may take 1 Ore for all its tiles.
    if (b.oreFeed)
        spend(r, Commodity::Ore, 1, "Ore feeds the Automated Bloc", "W l.988-990");
    else if (b.industry != Industry::Farm)
        spend(r, Commodity::Food, b.fedTiles, "Food, 1 per fed tile", "W l.997-998");
    // Power: 1 Energy per Bloc; Generators power themselves.
    if (b.industry != Industry::Generator)
        spend(r, Commodity::Energy, 1, "Energy powers the Bloc", "W l.997-998");
    r.producingDots = b.fullDots - b.sharedDots - b.unfedDots;
    if (b.sharedDots > 0)
        r.line.items.push_back({"shared_dots", "full dots shared with another player's Bloc produce nothing",
                                b.sharedDots, false, 0, "W l.982-984"});
    if (b.unfedDots > 0)
        r.line.items.push_back({"unfed_dots", "full dots on unfed tiles are ignored", b.unfedDots, false, 0,
                                "W l.1000-1002"});
    if (const auto c = produces(b.industry)) {
        r.produced[*c] = r.producingDots;
        r.line.items.push_back({std::string(key(*c)), std::string(label(*c)) + ", 1 per full dot", r.producingDots,
                                false, r.producingDots, "W l.971-972"});
        r.line.total = r.producingDots;
        r.line.note = bloc + ": " + std::to_string(r.producingDots) + " " + std::string(label(*c)) + " for " +
                      describe(r.spent);
    } else {
        r.money = kBankDollarsPerDot * r.producingDots;
        r.line.items.push_back({"money", "$30 per full Bank dot", r.producingDots, false, r.money, "W l.972-974"});
        r.line.total = r.money;
        r.line.note = bloc + ": $" + std::to_string(r.money) + " for " + describe(r.spent);
    }
    if (b.industry == Industry::Farm || b.industry == Industry::Generator)
        r.line.rule = "W l.194-198, l.980";
    return r;
}

Bloc readBloc(const json &j, const std::string &path)
{
    const Fields f(j, path, {"industry", "tiles", "full_dots", "fed_tiles", "shared_dots", "unfed_dots", "automated", "feed"});
    Bloc b;
    const std::string ind = f.text("industry", 16, "farm, generator, academy, mine, factory or bank");
    const auto i = industryFromKey(ind);
    if (!i)
        f.fail("industry", "\"" + ind + "\" is not an Industry (farm, generator, academy, mine, factory, bank)",
               "W l.121-177");
    b.industry = *i;
    b.tiles = f.integer("tiles", 1, tilesInBox(b.industry),
                        msg("tiles in the Bloc, 1-%1 (the box)", {literal(tilesInBox(b.industry))}), "W l.27-74");
    b.fullDots = f.integer("full_dots", 0, kMaxDotsPerTile * b.tiles,
                           msg("full dots in the Bloc, at most 6 per tile"), "W l.115-119");
    b.automated = f.boolean("automated", false);
    const std::string feed = f.text("feed", 8, "food or ore", b.automated ? "ore" : "food");
    if (feed != "food" && feed != "ore")
        f.fail("feed", "\"" + feed + "\" is not food or ore");
    b.oreFeed = feed == "ore";
    if (b.oreFeed && !b.automated)
        f.refuse("feed", msg("only an Automated Bloc can be fed with Ore"), "W l.930-935");
    const bool allFed = b.oreFeed || b.industry == Industry::Farm;
    b.fedTiles = f.integer("fed_tiles", 1, b.tiles,
                           msg("tiles fed, 1 to the Bloc's tiles (a Bloc without a fed tile is not run: leave it out)"),
                           "W l.999-1002", b.tiles);
    if (allFed && b.fedTiles != b.tiles)
        f.refuse("fed_tiles",
                 b.industry == Industry::Farm ? msg("Farms feed themselves: every tile of a Farm Bloc is fed")
                                              : msg("one Ore feeds every tile of the Automated Bloc"),
                 b.industry == Industry::Farm ? "W l.194-195" : "W l.988-990");
    b.sharedDots = f.integer("shared_dots", 0, b.fullDots, msg("full dots shared with another player's Bloc, at most the full dots"),
                             "W l.982-984", 0);
    b.unfedDots = f.integer("unfed_dots", 0, b.fullDots - b.sharedDots,
                            msg("full dots on unfed tiles, at most the full dots not shared"), "W l.1000-1002", 0);
    if (b.unfedDots > 0 && b.fedTiles == b.tiles)
        f.refuse("unfed_dots", msg("every tile is fed: no dot lies on an unfed tile"), "W l.1000-1002");
    return b;
}

json toJson(const Bloc &b)
{
    return {{"industry", key(b.industry)},  {"tiles", b.tiles},           {"full_dots", b.fullDots},
            {"fed_tiles", b.fedTiles},      {"shared_dots", b.sharedDots}, {"unfed_dots", b.unfedDots},
            {"automated", b.automated},     {"feed", b.oreFeed ? "ore" : "food"}};
}

} // namespace nc::won
