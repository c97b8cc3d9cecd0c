#include "wealth_of_nations/report.h"

#include "wealth_of_nations/draft.h"
#include "wealth_of_nations/final_score.h"

namespace nc::won {

using json = nlohmann::json;

namespace {

json cubesJson(const Cubes &c)
{
    json j = json::object();
    for (Commodity k : kCommodities)
        if (c[k] != 0)
            j[std::string(key(k))] = c[k];
    return j;
}

json money(std::optional<int> halves)
{
    if (!halves)
        return nullptr;
    if (*halves % 2 == 0)
        return *halves / 2;
    return *halves / 2.0;
}

json marketJson(const State &s, Commodity c, const PriceTable &table)
{
    const MarketPrices p = pricesAt(table[c], s.cubes(c));
    json corrected = json::array();
    for (const PriceCorrection &k : s.corrections)
        if (k.market == c)
            corrected.push_back(toJson(k));
    return {{"cubes", p.cubes},
            {"capacity", p.capacity},
            {"buy", p.buy},
            {"buy_well", p.buyWell ? json(*p.buyWell) : json(nullptr)},
            {"sell", p.sell},
            {"sell_well", p.sellWell ? json(*p.sellWell) : json(nullptr)},
            {"barter", money(p.barterHalves)},
            {"market_empty_buy", p.marketEmptyBuy},
            {"market_full_sell", p.marketFullSell},
            {"empty", p.cubes == 0},
            {"full", p.cubes == p.capacity},
            {"corrections", corrected}};
}

json playerJson(const State &s, std::size_t i)
{
    const Player &p = s.players[i];
    json tiles = json::object();
    for (Industry k : kIndustries)
        tiles[std::string(key(k))] = p.tilesOf(k);
    json drafted = json::array();
    int draftedMoney = 0;
    for (const Package *pkg : draftedBy(s, static_cast<int>(i))) {
        draftedMoney += pkg->money;
        drafted.push_back({{"package", pkg->id},
                           {"label", pkg->label},
                           {"brings", describe(*pkg)},
                           {"money", pkg->money},
                           {"cubes", cubesJson(pkg->cubes)},
                           {"tiles", pkg->tiles ? json{{std::string(key(*pkg->tiles)), pkg->tileCount}} : json::object()}});
    }
    json production = nullptr;
    if (p.production) {
        Cubes spent, made;
        int bank = 0;
        for (const Bloc &b : *p.production) {
            const BlocRun r = runBloc(b, static_cast<int>(i));
            spent += r.spent;
            made += r.produced;
            bank += r.money;
        }
        production = {{"spent", cubesJson(spent)}, {"produced", cubesJson(made)}, {"money", bank}};
    }
    return {{"name", p.name},
            {"flag", p.flag},
            {"flags", p.flags},
            {"flags_left", kFlagsPerPlayer - p.flags},
            {"tiles", tiles},
            {"tile_count", p.tileCount()},
            {"notes", p.notes},
            {"next_note", nextNoteValue(p.notes)},
            {"automated", p.automated},
            {"drafted", drafted},
            {"drafted_money", draftedMoney},
            {"production", production},
            {"final_ledger", p.finalLedger},
            {"money", p.money ? json(*p.money) : json(nullptr)}};
}

// Every Package (W l.342-380) with who took it and whether the next pick may take it now.
json packagesJson(const State &s)
{
    const int n = static_cast<int>(s.players.size());
    const auto next = s.phase == Phase::Draft ? nextPick(s) : std::nullopt;
    json out = json::array();
    for (const Package &p : packages()) {
        int takenBy = -1;
        for (const DraftPick &d : s.draft)
            if (d.package == p.id)
                takenBy = d.player;
        const bool inDraft = packageInDraft(p, n);
        out.push_back({{"package", p.id},
                       {"label", p.label},
                       {"brings", describe(p)},
                       {"money", p.money},
                       {"industry", p.industry},
                       {"in_draft", inDraft},
                       {"taken_by", takenBy},
                       {"pickable", next && inDraft && takenBy < 0 && kindFits(next->kind, p)}});
    }
    return out;
}

} // namespace

json developCosts()
{
    json j = {{"flag", cubesJson(flagCost())},
              {"force", cubesJson(forceCost())},
              {"move", cubesJson(moveCost())},
              {"automate", cubesJson(automateCost())}};
    for (Industry i : kIndustries) {
        j["build_" + std::string(key(i))] = cubesJson(buildCost(i));
        Cubes card = buildCost(i);
        card += flagCost();
        j["card_" + std::string(key(i))] = cubesJson(card);
    }
    return j;
}

json report(const State &s, const PriceTable &defaults)
{
    const PriceTable table = corrected(defaults, s.corrections);
    json markets = json::object();
    for (Commodity c : kCommodities)
        markets[std::string(key(c))] = marketJson(s, c, table);
    json players = json::array();
    for (std::size_t i = 0; i < s.players.size(); ++i)
        players.push_back(playerJson(s, i));
    json stackJson = json::object();
    const auto left = stacks(s);
    for (Industry i : kIndustries)
        stackJson[std::string(key(i))] = left[static_cast<std::size_t>(i)];
    json draft = nullptr;
    if (const auto next = nextPick(s))
        draft = {{"pick", s.draft.size() + 1},
                 {"of", draftSchedule(s).size()},
                 {"player", next->player},
                 {"round", next->round},
                 {"direction", next->clockwise ? "clockwise" : "counter-clockwise"},
                 {"takes", key(next->kind)}};
    const EndTrigger now = endConditions(s, false);
    json ending = {{"all_flags", now.allFlags},
                   {"stacks_empty", now.stacksEmpty},
                   {"empty_stacks", emptyStacks(s)},
                   {"stacks_left", 6 - emptyStacks(s)},
                   {"triggered", s.end.has_value()}};
    const int notes = notesHeld(s);
    return {{"game", "wealth_of_nations"},
            {"round", s.round},
            {"phase", key(s.phase)},
            {"first_player", roundFirstPlayer(s)},
            {"prices", {{"status", defaults.status}, {"source", defaults.source}, {"corrections", s.corrections.size()}}},
            {"markets", markets},
            {"players", players},
            {"stacks", stackJson},
            {"notes", {{"held", notes}, {"in_box", kNotesInBox}, {"on_paper", std::max(0, notes - kNotesInBox)}}},
            {"automation", {{"used", automationUsed(s)}, {"tokens", kAutomationTokens},
                            {"pennies", std::max(0, automationUsed(s) - kAutomationTokens)}}},
            {"draft", draft},
            {"packages", packagesJson(s)},
            // final_money is accepted in the final Trade phase and after it (W l.547-552, l.1046-1048).
            {"money_entry", s.phase == Phase::FinalTrade || s.phase == Phase::Ended},
            {"end", ending},
            {"develop_costs", developCosts()}};
}

} // namespace nc::won
