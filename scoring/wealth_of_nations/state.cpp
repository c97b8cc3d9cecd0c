#include "wealth_of_nations/state.h"

#include <algorithm>

#include "core/json_input.h"
#include "core/ruleset.h"
#include "wealth_of_nations/fields.h"

namespace nc::won {

using json = nlohmann::json;

namespace {

constexpr std::array<Phase, 7> kPhases = {Phase::Draft,        Phase::Trade,      Phase::Develop, Phase::Produce,
                                          Phase::FinalProduce, Phase::FinalTrade, Phase::Ended};

} // namespace

std::string_view key(Phase p)
{
    static constexpr std::array<std::string_view, 7> k = {"draft",         "trade",       "develop", "produce",
                                                           "final_produce", "final_trade", "ended"};
    return k[static_cast<std::size_t>(p)];
}

std::optional<Phase> phaseFromKey(std::string_view k)
{
    for (Phase p : kPhases)
        if (key(p) == k)
            return p;
    return std::nullopt;
}

bool isTrade(Phase p) { return p == Phase::Trade || p == Phase::FinalTrade; }
bool isProduce(Phase p) { return p == Phase::Produce || p == Phase::FinalProduce; }

int Player::tileCount() const
{
    int n = 0;
    for (int t : tiles)
        n += t;
    return n;
}

int roundFirstPlayer(const State &s)
{
    const int n = static_cast<int>(s.players.size());
    return (s.firstPlayer + s.round - 1) % n;
}

std::vector<DraftSlot> draftSchedule(const State &s)
{
    return draftSchedule(static_cast<int>(s.players.size()), s.firstPlayer);
}

std::optional<DraftSlot> nextPick(const State &s)
{
    const auto all = draftSchedule(s);
    if (s.draft.size() >= all.size())
        return std::nullopt;
    return all[s.draft.size()];
}

std::vector<const Package *> draftedBy(const State &s, int p)
{
    std::vector<const Package *> out;
    for (const DraftPick &d : s.draft)
        if (d.player == p)
            out.push_back(findPackage(d.package));
    return out;
}

std::array<int, 6> stacks(const State &s)
{
    std::array<int, 6> left{};
    for (Industry i : kIndustries)
        left[static_cast<std::size_t>(i)] = tilesInBox(i);
    for (const Player &p : s.players)
        for (std::size_t i = 0; i < left.size(); ++i)
            left[i] -= p.tiles[i];
    if (s.phase == Phase::Draft) {
        const int n = static_cast<int>(s.players.size());
        for (const Package &pkg : packages()) {
            const bool taken = std::any_of(s.draft.begin(), s.draft.end(),
                                           [&](const DraftPick &d) { return d.package == pkg.id; });
            if (pkg.tiles && !taken && packageInDraft(pkg, n))
                left[static_cast<std::size_t>(*pkg.tiles)] -= pkg.tileCount;
        }
    }
    return left;
}

int emptyStacks(const State &s)
{
    const auto left = stacks(s);
    return static_cast<int>(std::count(left.begin(), left.end(), 0));
}

int notesHeld(const State &s)
{
    int n = 0;
    for (const Player &p : s.players)
        n += p.notes;
    return n;
}

int automationUsed(const State &s)
{
    int n = 0;
    for (const Player &p : s.players)
        n += p.automated;
    return n;
}

int nextNoteValue(int notes) { return kFirstNoteValue - notes; }

EndTrigger endConditions(const State &s, bool everyHexFilled)
{
    EndTrigger t;
    t.round = s.round;
    t.allFlags = std::any_of(s.players.begin(), s.players.end(),
                             [](const Player &p) { return p.flags >= kFlagsPerPlayer; });
    t.everyHexFilled = everyHexFilled;
    t.stacksEmpty = emptyStacks(s) >= kEmptyStacksToEnd;
    return t;
}

PriceCorrection readCorrection(const json &j, const std::string &path, const PriceTable &defaults)
{
    const Fields f(j, path, {"market", "price", "well", "value"});
    PriceCorrection c;
    const std::string m = f.text("market", 16, "food, energy, labor, ore or capital");
    const auto market = commodityFromKey(m);
    if (!market)
        f.fail("market", "\"" + m + "\" is not a Market (food, energy, labor, ore, capital)", "W l.279-284");
    c.market = *market;
    const std::string p = f.text("price", 20, "sell, buy, barter, market_empty_buy or market_full_sell");
    const auto price = priceKindFromKey(p);
    if (!price)
        f.fail("price", "\"" + p + "\" is not sell, buy, barter, market_empty_buy or market_full_sell", "W l.569-572");
    c.price = *price;
    const bool wellPrice = c.price == PriceKind::Sell || c.price == PriceKind::Buy || c.price == PriceKind::Barter;
    const int capacity = defaults[c.market].capacity;
    if (wellPrice)
        c.well = f.integer("well", 1, capacity,
                           "the well, 1-" + std::to_string(capacity) + " from the upper left of the " +
                               std::string(label(c.market)) + " Market",
                           "W l.565-572");
    else if (f.get("well"))
        f.fail("well", "the market-empty and market-full prices are in the supply area, not in a well", "W l.612-661");
    c.halves = f.halves("value", 0, 1000, c.price == PriceKind::Barter, "the price printed, $0-1000");
    return c;
}

json toJson(const PriceCorrection &c)
{
    json j = {{"market", key(c.market)}, {"price", key(c.price)}};
    if (c.well > 0)
        j["well"] = c.well;
    if (c.halves % 2 == 0)
        j["value"] = c.halves / 2;
    else
        j["value"] = c.halves / 2.0;
    return j;
}

void checkProduction(const std::vector<Bloc> &blocs, const Player &p, const std::string &path)
{
    std::array<int, 6> tiles{};
    int automated = 0;
    for (std::size_t b = 0; b < blocs.size(); ++b) {
        const Bloc &bloc = blocs[b];
        const std::string bp = indexPath(path, b);
        int &t = tiles[static_cast<std::size_t>(bloc.industry)];
        t += bloc.tiles;
        if (t > p.tilesOf(bloc.industry))
            refuseByRule(bp + ".tiles",
                         msg("the Blocs hold %1 %2 tiles, but %3 has %4 on the board",
                             {literal(t), labelMessage(bloc.industry), literal(p.name), literal(p.tilesOf(bloc.industry))}),
                         "W l.215-218, l.985-986");
        if (bloc.automated && ++automated > p.automated)
            refuseByRule(bp + ".automated",
                         msg("%1 has %2 Automation token(s), fewer than the Automated Blocs entered",
                             {literal(p.name), literal(p.automated)}),
                         "W l.926-935");
    }
}

namespace {

std::vector<Bloc> readProduction(const json &j, const std::string &path, const Player &p)
{
    if (!j.is_array() || j.size() > 60)
        throw GameInputError(path + ": must be an array of at most 60 Blocs");
    std::vector<Bloc> blocs;
    for (std::size_t b = 0; b < j.size(); ++b)
        blocs.push_back(readBloc(j[b], indexPath(path, b)));
    checkProduction(blocs, p, path);
    return blocs;
}

Player readPlayer(const json &j, const std::string &path, Phase phase)
{
    const Fields f(j, path, {"name", "flag", "flags", "tiles", "notes", "automated", "production", "final_ledger", "money"});
    Player p;
    p.name = f.text("name", 64, "the player's name");
    p.flag = f.text("flag", 32, "the nation of the player's Flags");
    if (std::find(nations().begin(), nations().end(), p.flag) == nations().end())
        f.fail("flag", "\"" + p.flag + "\" is not one of the six nations (bolshevia, bharat, showa_republic, "
                                       "federal_provinces, arazzaq, anglica)",
               "W l.1098-1149");
    p.flags = f.integer("flags", 0, kFlagsPerPlayer, "Flags on the board, 0-18: each player has 18", "W l.62");
    if (const json *t = f.get("tiles")) {
        const Fields tf(*t, f.path("tiles"), {"farm", "generator", "academy", "mine", "factory", "bank"});
        for (Industry i : kIndustries)
            p.tiles[static_cast<std::size_t>(i)] =
                tf.integer(key(i), 0, tilesInBox(i),
                           std::string(plural(i)) + " on the board, 0-" + std::to_string(tilesInBox(i)) + " (the box)",
                           "W l.27-74", 0);
    }
    if (p.tileCount() > p.flags)
        f.fail("flags", std::to_string(p.flags) + " Flags, but " + std::to_string(p.tileCount()) +
                            " tiles on the board each carry one of the player's Flags",
               "W l.414-415, l.778-779, l.896-897");
    p.notes = f.integer("notes", 0, kMaxNotes, "Promissory notes held, 0-100", "W l.700-707", 0);
    p.automated = f.integer("automated", 0, p.tileCount(),
                            "Automation tokens on the player's Blocs: at most one per Bloc, so at most the tiles",
                            "W l.928-930", 0);
    if (const json *pr = f.get("production")) {
        if (!isProduce(phase))
            f.fail("production", "only a Produce phase has Blocs run", "W l.968-986");
        p.production = readProduction(*pr, f.path("production"), p);
    }
    const bool end = phase == Phase::FinalTrade || phase == Phase::Ended;
    p.finalLedger = f.integer("final_ledger", -kMaxMoney, kMaxMoney, "$ from market trades in the final Trade",
                              "W l.1062-1069", 0);
    if (p.finalLedger != 0 && !end)
        f.fail("final_ledger", "only the final Trade keeps the sales ledger", "W l.1062-1069");
    if (f.get("money")) {
        if (!end)
            f.fail("money", "money is private during the game: it is entered in the final Trade or after it",
                   "W l.547-552");
        p.money = f.integer("money", 0, kMaxMoney, "the player's money at the end, $0 or more", "W l.1049-1052");
    }
    return p;
}

void checkDraft(const State &s)
{
    const auto schedule = draftSchedule(s);
    const int n = static_cast<int>(s.players.size());
    if (s.draft.size() > schedule.size())
        throw GameInputError("draft: " + std::to_string(s.draft.size()) + " picks, but the draft has " +
                                 std::to_string(schedule.size()),
                             draftRule(n));
    if (s.phase == Phase::Draft ? s.draft.size() == schedule.size() : s.draft.size() != schedule.size())
        throw GameInputError("draft: " + std::to_string(s.draft.size()) + " of " + std::to_string(schedule.size()) +
                                 " picks in phase " + std::string(key(s.phase)) +
                                 ": the game begins once the draft is done",
                             "W l.453-454");
    std::vector<std::array<int, 6>> brought(s.players.size());
    for (std::size_t k = 0; k < s.draft.size(); ++k) {
        const std::string path = indexPath("draft", k);
        const DraftPick &d = s.draft[k];
        const DraftSlot &slot = schedule[k];
        if (d.player != slot.player)
            throw GameInputError(path + ".player: pick " + std::to_string(k + 1) + " is " +
                                     s.players[static_cast<std::size_t>(slot.player)].name + "'s",
                                 draftRule(n));
        const Package *pkg = findPackage(d.package);
        if (!pkg)
            throw GameInputError(path + ".package: \"" + d.package + "\" is not a Package (industry_1-6, commodity_1-6)",
                                 "W l.342-380");
        if (!packageInDraft(*pkg, n))
            throw GameInputError(path + ".package: " + pkg->label + " is not in the draft with 5 players", "W l.491-492");
        if ((slot.kind == DraftKind::Industry && !pkg->industry) || (slot.kind == DraftKind::Commodity && pkg->industry))
            throw GameInputError(path + ".package: draft round " + std::to_string(slot.round) + " takes " +
                                     (slot.kind == DraftKind::Industry ? "Industry" : "Commodity") + " Packages only",
                                 draftRule(n));
        for (std::size_t e = 0; e < k; ++e)
            if (s.draft[e].package == d.package)
                throw GameInputError(path + ".package: " + pkg->label + " was already taken",
                                     "W l.402-404, l.437-439");
        if (pkg->tiles)
            brought[static_cast<std::size_t>(d.player)][static_cast<std::size_t>(*pkg->tiles)] += pkg->tileCount;
    }
    for (std::size_t p = 0; p < s.players.size(); ++p)
        for (Industry i : kIndustries)
            if (s.players[p].tilesOf(i) < brought[p][static_cast<std::size_t>(i)])
                throw GameInputError("players[" + std::to_string(p) + "].tiles." + std::string(key(i)) + ": " +
                                         std::to_string(s.players[p].tilesOf(i)) + ", but the Packages drafted put " +
                                         std::to_string(brought[p][static_cast<std::size_t>(i)]) +
                                         " on the board and tiles never leave it",
                                     "W l.400-402, l.893-899");
}

} // namespace

State readState(const json &doc, const PriceTable &defaults)
{
    const Fields f(doc, "", {"format", "version", "game", "price_corrections", "first_player", "round", "phase",
                             "markets", "draft", "end_trigger", "players"});
    if (f.text("format", 64, "\"nations-companion.state\"") != "nations-companion.state")
        f.fail("format", "must be \"nations-companion.state\"");
    f.integer("version", 1, 1, "this companion reads version 1");
    if (f.text("game", 64, "\"wealth_of_nations\"") != "wealth_of_nations")
        f.fail("game", "must be \"wealth_of_nations\" for a Wealth of Nations state");

    State s;
    if (const json *cs = f.get("price_corrections")) {
        if (!cs->is_array() || cs->size() > 1000)
            f.fail("price_corrections", "must be an array of at most 1000 corrections");
        for (std::size_t i = 0; i < cs->size(); ++i)
            s.corrections.push_back(readCorrection((*cs)[i], indexPath("price_corrections", i), defaults));
    }
    const json &ps = f.array("players", "the 3-6 players in clockwise seating order");
    if (ps.size() < static_cast<std::size_t>(kMinPlayers) || ps.size() > static_cast<std::size_t>(kMaxPlayers))
        f.fail("players", std::to_string(ps.size()) + " players: the game is for 3-6 players", "W l.456-536");
    const int n = static_cast<int>(ps.size());
    const std::string phase = f.text("phase", 16, "draft, trade, develop, produce, final_produce, final_trade or ended");
    const auto ph = phaseFromKey(phase);
    if (!ph)
        f.fail("phase", "\"" + phase + "\" is not draft, trade, develop, produce, final_produce, final_trade or ended");
    s.phase = *ph;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        s.players.push_back(readPlayer(ps[i], indexPath("players", i), s.phase));
        for (std::size_t e = 0; e < i; ++e)
            if (s.players[e].flag == s.players[i].flag)
                throw GameInputError(indexPath("players", i) + ".flag: " + s.players[i].flag + " is " +
                                         s.players[e].name + "'s: each player takes a different Flag design",
                                     "W l.304-306");
    }
    s.firstPlayer = f.integer("first_player", 0, n - 1, "the seat of who drew the Generator, 0-" + std::to_string(n - 1),
                              "W l.318-322");
    s.round = f.integer("round", 1, kMaxRounds, "the round, from 1");
    if (s.phase == Phase::Draft && s.round != 1)
        f.fail("round", "the draft happens before round 1", "W l.453-454");

    const PriceTable table = corrected(defaults, s.corrections);
    const json *ms = f.get("markets");
    if (!ms)
        f.fail("markets", "missing (the cubes in each Market's rows)");
    const Fields mf(*ms, "markets", {"food", "energy", "labor", "ore", "capital"});
    for (Commodity c : kCommodities) {
        const int cap = table[c].capacity;
        s.cubes(c) = mf.integer(key(c), 0, cap,
                                "cubes in the " + std::string(label(c)) + " Market's rows, 0-" + std::to_string(cap) +
                                    " (one per well)",
                                "W l.565-566");
    }

    if (const json *d = f.get("draft")) {
        if (!d->is_array())
            f.fail("draft", "must be an array of picks");
        for (std::size_t k = 0; k < d->size() && k < 100; ++k) {
            const Fields pf((*d)[k], indexPath("draft", k), {"player", "package"});
            s.draft.push_back({pf.integer("player", 0, n - 1, "a seat, 0-" + std::to_string(n - 1)),
                               pf.text("package", 16, "a Package id")});
        }
        if (d->size() >= 100)
            f.fail("draft", "too many picks");
    }
    checkDraft(s);

    if (const json *e = f.get("end_trigger")) {
        const Fields ef(*e, "end_trigger", {"round", "reasons"});
        EndTrigger t;
        t.round = ef.integer("round", 1, s.round, "the round whose Develop phase triggered the end", "W l.1043-1046");
        const json &rs = ef.array("reasons", "all_flags, every_hex_filled, stacks_empty");
        for (const json &r : rs) {
            const std::string k = r.is_string() ? r.get<std::string>() : "";
            if (k == "all_flags")
                t.allFlags = true;
            else if (k == "every_hex_filled")
                t.everyHexFilled = true;
            else if (k == "stacks_empty")
                t.stacksEmpty = true;
            else
                ef.fail("reasons", quoteText(r.dump()) + " is not all_flags, every_hex_filled or stacks_empty",
                        "W l.1035-1042");
        }
        if (!t.allFlags && !t.everyHexFilled && !t.stacksEmpty)
            ef.fail("reasons", "must name at least one condition", "W l.1035-1042");
        s.end = t;
    }
    const bool ending = s.phase == Phase::FinalProduce || s.phase == Phase::FinalTrade || s.phase == Phase::Ended;
    if (ending && !s.end)
        f.fail("end_trigger", "missing: phase " + std::string(key(s.phase)) + " follows the end trigger", "W l.1043-1048");
    if (!ending && s.end)
        f.fail("end_trigger", "the end was triggered, so the phase is final_produce, final_trade or ended",
               "W l.1043-1048");

    const auto left = stacks(s);
    for (Industry i : kIndustries)
        if (left[static_cast<std::size_t>(i)] < 0)
            f.fail("players", "the players' " + std::string(plural(i)) + " (and the Packages) are more than the " +
                                  std::to_string(tilesInBox(i)) + " in the box",
                   "W l.27-74");
    return s;
}

json toJson(const State &s)
{
    json corrections = json::array();
    for (const PriceCorrection &c : s.corrections)
        corrections.push_back(toJson(c));
    json markets = json::object();
    for (Commodity c : kCommodities)
        markets[std::string(key(c))] = s.cubes(c);
    json draft = json::array();
    for (const DraftPick &d : s.draft)
        draft.push_back({{"player", d.player}, {"package", d.package}});
    json players = json::array();
    for (const Player &p : s.players) {
        json tiles = json::object();
        for (Industry i : kIndustries)
            tiles[std::string(key(i))] = p.tilesOf(i);
        json production = nullptr;
        if (p.production) {
            production = json::array();
            for (const Bloc &b : *p.production)
                production.push_back(toJson(b));
        }
        players.push_back({{"name", p.name},
                           {"flag", p.flag},
                           {"flags", p.flags},
                           {"tiles", tiles},
                           {"notes", p.notes},
                           {"automated", p.automated},
                           {"production", production},
                           {"final_ledger", p.finalLedger},
                           {"money", p.money ? json(*p.money) : json(nullptr)}});
    }
    json end = nullptr;
    if (s.end) {
        json reasons = json::array();
        if (s.end->allFlags)
            reasons.push_back("all_flags");
        if (s.end->everyHexFilled)
            reasons.push_back("every_hex_filled");
        if (s.end->stacksEmpty)
            reasons.push_back("stacks_empty");
        end = {{"round", s.end->round}, {"reasons", reasons}};
    }
    return {{"format", "nations-companion.state"},
            {"version", 1},
            {"game", "wealth_of_nations"},
            {"price_corrections", corrections},
            {"first_player", s.firstPlayer},
            {"round", s.round},
            {"phase", key(s.phase)},
            {"markets", markets},
            {"draft", draft},
            {"end_trigger", end},
            {"players", players}};
}

} // namespace nc::won
