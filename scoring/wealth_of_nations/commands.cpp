#include "wealth_of_nations/commands.h"

#include "core/json_input.h"
#include "wealth_of_nations/fields.h"

namespace nc::won {

using json = nlohmann::json;

const std::vector<std::string> &commandNames()
{
    static const std::vector<std::string> names = {"draft_package", "buy",        "sell",    "take_note",
                                                   "repay_note",    "give_notes", "develop", "produce",
                                                   "end_phase",     "final_money", "correct_price", "set_market"};
    return names;
}

namespace {

[[noreturn]] void fail(const std::string &message, std::string rule = {})
{
    throw GameInputError(message, std::move(rule));
}

/// The acting seat: -1 for a table command, else a seat of the game.
int seat(const Command &c, const State &s, bool table) { return c.actingSeat(s.players.size(), table); }

Commodity commodity(const Fields &f, std::string_view k)
{
    const std::string v = f.text(k, 16, "food, energy, labor, ore or capital");
    const auto c = commodityFromKey(v);
    if (!c)
        f.fail(k, "\"" + quoteText(v) + "\" is not a Commodity (food, energy, labor, ore, capital)", "W l.121-165");
    return *c;
}

Develop develop(const Fields &f, int player)
{
    Develop d;
    d.player = player;
    const std::string a = f.text("action", 16, "flag, build, move or automate");
    const auto action = developActionFromKey(a);
    if (!action)
        f.fail("action", "\"" + quoteText(a) + "\" is not a Develop action (flag, build, move, automate)", "W l.758-763");
    d.action = *action;
    const auto only = [&](std::string_view k, DevelopAction owner) {
        if (f.get(k) && d.action != owner)
            f.fail(k, "is an argument of develop " + std::string(key(owner)) + ", not of " + std::string(key(d.action)));
    };
    only("industry", DevelopAction::Build);
    only("force", DevelopAction::Build);
    only("tiles", DevelopAction::Move);
    only("forced", DevelopAction::Move);
    only("onto_own_flags", DevelopAction::Move);
    if (d.action == DevelopAction::Build) {
        const std::string i = f.text("industry", 16, "farm, generator, academy, mine, factory or bank");
        const auto ind = industryFromKey(i);
        if (!ind)
            f.fail("industry", "\"" + quoteText(i) + "\" is not an Industry (farm, generator, academy, mine, factory, bank)",
                   "W l.768-802");
        d.industry = *ind;
        d.forced = f.boolean("force", false) ? 1 : 0;
    } else if (d.action == DevelopAction::Move) {
        d.tiles = f.integer("tiles", 1, kMaxTilesMoved, msg("tiles moved, 1-3 for one Capital"), "W l.893-894");
        d.forced = f.integer("forced", 0, d.tiles, msg("tiles whose placement is forced, at most the tiles moved"), "W l.844-851", 0);
        d.ontoOwnFlags = f.integer("onto_own_flags", 0, d.tiles,
                                   msg("tiles moved into hexes holding the player's Flag, at most the tiles moved"),
                                   "W l.906-908", 0);
    }
    return d;
}

} // namespace

WonCommand parseCommand(const Command &c, const State &s, const PriceTable &defaults)
{
    if (!c.args.is_object()) // Command::fromJson ensures it; a Command built in code may not
        fail(c.name + ".args: must be an object");
    const std::string at = c.name + ".args";
    if (c.name == "draft_package") {
        const Fields f(c.args, at, {"package"});
        return DraftPackage{seat(c, s, false), f.text("package", 16, "a Package id, industry_1-6 or commodity_1-6")};
    }
    if (c.name == "buy" || c.name == "sell") {
        const Fields f(c.args, at, {"commodity"});
        const int p = seat(c, s, false);
        if (c.name == "buy")
            return Buy{p, commodity(f, "commodity")};
        return Sell{p, commodity(f, "commodity")};
    }
    if (c.name == "take_note" || c.name == "repay_note") {
        const Fields f(c.args, at, {});
        const int p = seat(c, s, false);
        if (c.name == "take_note")
            return TakeNote{p};
        return RepayNote{p};
    }
    if (c.name == "give_notes") {
        const Fields f(c.args, at, {"to", "count"});
        GiveNotes g;
        g.player = seat(c, s, false);
        const int last = static_cast<int>(s.players.size()) - 1;
        g.to = f.integer("to", 0, last, "the seat of the player who takes the notes, 0-" + std::to_string(last));
        if (g.to == g.player)
            f.fail("to", "a barter is with another player", "W l.675-679");
        g.count = f.integer("count", 1, kMaxNotes, msg("notes handed over, 1 or more"), "W l.715-716", 1);
        return g;
    }
    if (c.name == "develop") {
        const Fields f(c.args, at, {"action", "industry", "force", "tiles", "forced", "onto_own_flags"});
        return develop(f, seat(c, s, false));
    }
    if (c.name == "produce") {
        const Fields f(c.args, at, {"blocs"});
        Produce p;
        p.player = seat(c, s, false);
        const json &blocs = f.array("blocs", "the Blocs run, [] for none");
        if (blocs.size() > 60)
            f.fail("blocs", "at most 60 Blocs");
        for (std::size_t b = 0; b < blocs.size(); ++b)
            p.blocs.push_back(readBloc(blocs[b], indexPath(f.path("blocs"), b)));
        return p;
    }
    if (c.name == "end_phase") {
        seat(c, s, true);
        const Fields f(c.args, at, {"every_hex_filled"});
        if (f.get("every_hex_filled") && s.phase != Phase::Develop)
            f.fail("every_hex_filled", "is checked at the end of a Develop phase", "W l.1043-1045");
        return EndPhase{f.boolean("every_hex_filled", false)};
    }
    if (c.name == "final_money") {
        const Fields f(c.args, at, {"money"});
        const int p = seat(c, s, false);
        return FinalMoney{p, f.integer("money", 0, kMaxMoney, msg("the player's money, $0 or more"), "W l.1049-1052")};
    }
    if (c.name == "correct_price") {
        seat(c, s, true);
        CorrectPrice cp;
        const auto v = c.args.find("value");
        if (v != c.args.end() && v->is_null()) {
            json args = c.args;
            args["value"] = 0; // the other fields are read as usual; the value is removed
            cp.correction = readCorrection(args, at, defaults);
            cp.remove = true;
        } else {
            cp.correction = readCorrection(c.args, at, defaults);
        }
        return cp;
    }
    if (c.name == "set_market") {
        seat(c, s, true);
        const Fields f(c.args, at, {"commodity", "cubes"});
        SetMarket m;
        m.commodity = commodity(f, "commodity");
        const int cap = corrected(defaults, s.corrections)[m.commodity].capacity;
        m.cubes = f.integer("cubes", 0, cap,
                            msg("cubes in the %1 Market's rows, 0-%2 (one per well)", {labelMessage(m.commodity), literal(cap)}),
                            "W l.565-566");
        return m;
    }
    std::string names;
    for (const auto &n : commandNames())
        names += (names.empty() ? "" : ", ") + n;
    fail("command: \"" + quoteText(c.name) + "\" is not a command of Wealth of Nations (" + names + ")");
}

} // namespace nc::won
