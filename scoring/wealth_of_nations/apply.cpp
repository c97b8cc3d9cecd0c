#include "wealth_of_nations/apply.h"

#include <algorithm>

#include "core/ruleset.h"

namespace nc::won {

namespace {

[[noreturn]] void fail(const std::string &message, std::string rule = {})
{
    throw GameInputError(message, std::move(rule));
}

/// A line that is a sentence: what happened, its source in `rule` (never inside the sentence).
ExplanationLine noteLine(std::string step, int player, std::string note, std::string rule)
{
    ExplanationLine l;
    l.step = std::move(step);
    l.player = player;
    l.note = std::move(note);
    l.rule = std::move(rule);
    return l;
}

std::string list(const std::vector<std::string> &items)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

Player &player(State &s, int p) { return s.players[static_cast<std::size_t>(p)]; }

void needTrade(const State &s, const std::string &what)
{
    if (!isTrade(s.phase))
        fail(what + ": only in a Trade phase (now " + std::string(key(s.phase)) + ")", "W l.588-603, l.693-698");
}

/// The Market's prices now, with the table's corrections.
MarketPrices marketNow(const State &s, Commodity c, const PriceTable &defaults)
{
    return pricesAt(corrected(defaults, s.corrections)[c], s.cubes(c));
}

std::string marketSummary(const State &s, Commodity c, const PriceTable &defaults)
{
    const MarketPrices p = marketNow(s, c, defaults);
    return "the " + std::string(label(c)) + " Market holds " + std::to_string(p.cubes) + " of " +
           std::to_string(p.capacity) + ": buy $" + std::to_string(p.buy) + ", sell $" + std::to_string(p.sell);
}

AppliedWon draftPackage(State s, const DraftPackage &c)
{
    const int n = static_cast<int>(s.players.size());
    if (s.phase != Phase::Draft)
        fail("draft_package: the draft is over", "W l.453-454");
    const DraftSlot slot = *nextPick(s);
    const std::string dir = slot.clockwise ? "clockwise from the first player" : "counter-clockwise from the last player";
    if (c.player != slot.player)
        fail("draft_package: pick " + std::to_string(s.draft.size() + 1) + " is " + player(s, slot.player).name +
                 "'s (draft round " + std::to_string(slot.round) + ", " + dir + ")",
             draftRule(n));
    const Package *pkg = findPackage(c.package);
    if (!pkg)
        fail("draft_package.args.package: \"" + c.package + "\" is not a Package (industry_1-6, commodity_1-6)",
             "W l.342-380");
    if (!packageInDraft(*pkg, n))
        fail("draft_package.args.package: " + pkg->label + " is not in the draft with 5 players", "W l.491-492");
    for (const DraftPick &d : s.draft)
        if (d.package == pkg->id)
            fail("draft_package.args.package: " + pkg->label + " was taken by " + player(s, d.player).name,
                 "W l.402-404, l.437-439");
    if (!kindFits(slot.kind, *pkg))
        fail("draft_package.args.package: draft round " + std::to_string(slot.round) + " takes " +
                 (slot.kind == DraftKind::Industry ? "an Industry Package" : "a Commodity Package") + ", not " +
                 pkg->label,
             draftRule(n));
    Player &p = player(s, c.player);
    s.draft.push_back({c.player, pkg->id});
    AppliedWon a;
    ExplanationLine l = noteLine("draft", c.player,
                                 p.name + " takes " + pkg->label + ": " + describe(*pkg) +
                                     (pkg->tiles ? "; the tiles go on the board at once, each with a Flag" : ""),
                                 pkg->rule + (pkg->tiles ? ", l.400-402, l.414-415" : ""));
    if (pkg->tiles) {
        p.tiles[static_cast<std::size_t>(*pkg->tiles)] += pkg->tileCount;
        p.flags += pkg->tileCount;
        l.items.push_back({std::string(key(*pkg->tiles)), std::string(plural(*pkg->tiles)), pkg->tileCount, false,
                           pkg->tileCount, pkg->rule});
    }
    for (Commodity k : kCommodities)
        if (pkg->cubes[k] > 0)
            l.items.push_back({std::string(key(k)), std::string(label(k)), pkg->cubes[k], false, pkg->cubes[k], pkg->rule});
    if (pkg->money > 0)
        l.items.push_back({"money", "$", 1, false, pkg->money, pkg->rule});
    l.total = pkg->money;
    a.lines.push_back(std::move(l));
    if (!nextPick(s)) {
        s.phase = Phase::Trade;
        a.lines.push_back(noteLine("phase", -1,
                                   "the draft is done: round 1 begins with the Trade phase, " +
                                       player(s, s.firstPlayer).name + " first",
                                   "W l.299-302, l.453-454"));
    }
    a.state = std::move(s);
    return a;
}

AppliedWon trade(State s, int p, Commodity c, bool buying, const PriceTable &defaults)
{
    needTrade(s, buying ? "buy" : "sell");
    const MarketPrices before = marketNow(s, c, defaults);
    Player &pl = player(s, p);
    AppliedWon a;
    ExplanationLine l;
    l.step = buying ? "buy" : "sell";
    l.player = p;
    const std::string what = std::string(label(c));
    if (buying) {
        const bool fromSupply = !before.buyWell;
        const std::string where = fromSupply ? "from the supply at the market-empty price" : "from well " + std::to_string(*before.buyWell);
        l.items.push_back({std::string(key(c)), what + " " + where, 1, false, -before.buy,
                           fromSupply ? "W l.612-645" : "W l.606-611"});
        l.total = -before.buy;
        if (!fromSupply)
            --s.cubes(c);
        if (s.phase == Phase::FinalTrade)
            pl.finalLedger -= before.buy;
        l.note = pl.name + " buys 1 " + what + " for $" + std::to_string(before.buy) + "; " + marketSummary(s, c, defaults);
    } else {
        const bool toSupply = !before.sellWell;
        const std::string where = toSupply ? "to the supply at the market-full price" : "into well " + std::to_string(*before.sellWell);
        l.items.push_back({std::string(key(c)), what + " " + where, 1, false, before.sell,
                           toSupply ? "W l.659-661" : "W l.653-658"});
        l.total = before.sell;
        if (!toSupply)
            ++s.cubes(c);
        if (s.phase == Phase::FinalTrade)
            pl.finalLedger += before.sell;
        l.note = pl.name + " sells 1 " + what + " for $" + std::to_string(before.sell) + "; " + marketSummary(s, c, defaults);
    }
    if (s.phase == Phase::FinalTrade)
        l.note += "; final Trade ledger $" + std::to_string(pl.finalLedger);
    a.lines.push_back(std::move(l));
    a.state = std::move(s);
    return a;
}

void notesWarning(const State &s, AppliedWon &a)
{
    const int held = notesHeld(s);
    if (held > kNotesInBox)
        a.lines.push_back(noteLine("notes_on_paper", -1,
                                   std::to_string(held) + " Promissory notes are held and the box has 30: " +
                                       std::to_string(held - kNotesInBox) + " on paper",
                                   "W l.30, l.706-707"));
}

AppliedWon takeNote(State s, const TakeNote &c)
{
    needTrade(s, "take_note");
    Player &p = player(s, c.player);
    const int value = nextNoteValue(p.notes);
    if (value <= 0)
        fail("take_note: " + p.name + " holds " + std::to_string(p.notes) + " notes, so another would give $" +
                 std::to_string(value) + " ($20 minus the notes held)",
             "W l.702-706");
    ++p.notes;
    AppliedWon a;
    ExplanationLine l = noteLine("take_note", c.player,
                                 p.name + " takes a Promissory note for $" + std::to_string(value) + " and holds " +
                                     std::to_string(p.notes) + "; the next gives $" +
                                     std::to_string(nextNoteValue(p.notes)),
                                 "W l.693-706");
    l.items.push_back({"note", "$20 minus the notes held", 1, false, value, "W l.702-706"});
    l.total = value;
    a.lines.push_back(std::move(l));
    notesWarning(s, a);
    a.state = std::move(s);
    return a;
}

AppliedWon repayNote(State s, const RepayNote &c)
{
    needTrade(s, "repay_note");
    Player &p = player(s, c.player);
    if (p.notes == 0)
        fail("repay_note: " + p.name + " holds no Promissory note", "W l.711-714");
    --p.notes;
    AppliedWon a;
    ExplanationLine l = noteLine("repay_note", c.player,
                                 p.name + " repays a Promissory note and holds " + std::to_string(p.notes),
                                 "W l.711-714");
    l.items.push_back({"note", "repayment", 1, false, -kNoteRepayment, "W l.711-712"});
    l.total = -kNoteRepayment;
    a.lines.push_back(std::move(l));
    a.state = std::move(s);
    return a;
}

AppliedWon giveNotes(State s, const GiveNotes &c)
{
    needTrade(s, "give_notes");
    Player &from = player(s, c.player);
    if (c.count > from.notes)
        fail("give_notes.args.count: " + from.name + " holds " + std::to_string(from.notes) + " notes, not " +
                 std::to_string(c.count),
             "W l.715-719");
    from.notes -= c.count;
    Player &to = player(s, c.to);
    to.notes += c.count;
    if (to.notes > kMaxNotes)
        fail("give_notes: " + to.name + " would hold more than " + std::to_string(kMaxNotes) + " notes");
    AppliedWon a;
    a.lines.push_back(noteLine("give_notes", c.player,
                               from.name + " hands " + std::to_string(c.count) + " Promissory note(s) to " + to.name +
                                   " in a barter: " + from.name + " holds " + std::to_string(from.notes) + ", " +
                                   to.name + " " + std::to_string(to.notes),
                               "W l.670-672, l.715-719"));
    a.state = std::move(s);
    return a;
}

void spendItems(ExplanationLine &l, const Cubes &cost, const std::string &why, const std::string &rule)
{
    for (Commodity k : kCommodities)
        if (cost[k] > 0) {
            l.items.push_back({std::string(key(k)), std::string(label(k)) + ", " + why, cost[k], false, -cost[k], rule});
            l.total -= cost[k];
        }
}

AppliedWon develop(State s, const Develop &c)
{
    if (s.phase != Phase::Develop)
        fail("develop: only in the Develop phase (now " + std::string(key(s.phase)) + ")", "W l.749-763");
    Player &p = player(s, c.player);
    AppliedWon a;
    ExplanationLine l;
    l.step = "develop";
    l.player = c.player;
    const int freeHexes = p.flags - p.tileCount(); // claimed hexes without a tile
    switch (c.action) {
    case DevelopAction::Flag:
        if (p.flags >= kFlagsPerPlayer)
            fail("develop: " + p.name + " has placed all 18 Flags", "W l.62");
        ++p.flags;
        spendItems(l, flagCost(), "the Flag", "W l.780-782");
        l.note = p.name + " places a Flag (" + std::to_string(p.flags) + " of 18) for 1 Labor";
        l.rule = "W l.773-792";
        break;
    case DevelopAction::Build: {
        const auto left = stacks(s);
        if (left[static_cast<std::size_t>(c.industry)] == 0)
            fail("develop: the " + std::string(label(c.industry)) + " stack is empty", "W l.816, l.820-822");
        if (freeHexes <= 0)
            fail("develop: " + p.name + " has no hex with a Flag and no tile: place a Flag first",
                 "W l.777-779, l.810-811");
        ++p.tiles[static_cast<std::size_t>(c.industry)];
        spendItems(l, buildCost(c.industry), std::string(label(c.industry)), "W l.768-802");
        Cubes card = buildCost(c.industry);
        card += flagCost();
        const std::string article = c.industry == Industry::Academy ? " an " : " a ";
        l.note = p.name + " builds" + article + std::string(label(c.industry)) + " for " + describe(buildCost(c.industry)) +
                 " (with its Flag, the Reference card's " + describe(card) + ")";
        l.rule = "W l.775-777, l.810-822";
        if (c.forced) {
            spendItems(l, forceCost(), "Force Placement", "W l.844-858");
            l.note += "; Force Placement: 1 Capital";
        }
        break;
    }
    case DevelopAction::Move:
        if (c.tiles > p.tileCount())
            fail("develop.args.tiles: " + p.name + " has " + std::to_string(p.tileCount()) + " tiles on the board",
                 "W l.893-897");
        if (c.ontoOwnFlags > freeHexes)
            fail("develop.args.onto_own_flags: " + p.name + " has " + std::to_string(freeHexes) +
                     " hexes with a Flag and no tile",
                 "W l.897-899");
        p.flags -= c.ontoOwnFlags; // that hex's Flag goes back; the tile keeps its own (W l.906-908)
        spendItems(l, moveCost(), "moving up to 3 tiles", "W l.893-896");
        l.note = p.name + " moves " + std::to_string(c.tiles) + " tile(s) for 1 Capital";
        l.rule = "W l.891-912";
        if (c.ontoOwnFlags > 0)
            l.note += "; " + std::to_string(c.ontoOwnFlags) + " Flag(s) of the hexes moved into go back (" +
                      std::to_string(p.flags) + " of 18 on the board)";
        if (c.forced > 0) {
            Cubes force;
            force[Commodity::Capital] = c.forced;
            spendItems(l, force, "Force Placement of " + std::to_string(c.forced) + " tile(s)", "W l.844-858");
            l.note += "; Force Placement of " + std::to_string(c.forced) + " tile(s): " + describe(force);
        }
        break;
    case DevelopAction::Automate:
        if (p.automated >= p.tileCount())
            fail("develop: " + p.name + " has no Bloc left to Automate (one token per Bloc)", "W l.928-930");
        ++p.automated;
        spendItems(l, automateCost(), "Automation", "W l.928-930");
        l.note = p.name + " Automates a Bloc for 1 Energy and 2 Capital";
        l.rule = "W l.926-935";
        break;
    }
    a.lines.push_back(std::move(l));
    if (c.action == DevelopAction::Automate && automationUsed(s) > kAutomationTokens)
        a.lines.push_back(noteLine("automation_penny", -1,
                                   std::to_string(automationUsed(s)) + " Automated Blocs and the box has 9 tokens: " +
                                       "use a penny for the others",
                                   "W l.40, l.947-949"));
    const EndTrigger now = endConditions(s, false);
    if (now.allFlags || now.stacksEmpty)
        a.lines.push_back(noteLine("end_signal", -1,
                                   std::string(now.allFlags ? "a player has placed all 18 Flags" : "") +
                                       (now.allFlags && now.stacksEmpty ? " and " : "") +
                                       (now.stacksEmpty ? std::to_string(emptyStacks(s)) + " of 6 Industry stacks are empty" : "") +
                                       ": the end is triggered when this Develop phase ends",
                                   "W l.1035-1046"));
    a.state = std::move(s);
    return a;
}

AppliedWon produce(State s, const Produce &c)
{
    if (!isProduce(s.phase))
        fail("produce: only in a Produce phase (now " + std::string(key(s.phase)) + ")", "W l.968-986");
    Player &p = player(s, c.player);
    checkProduction(c.blocs, p, "produce.args.blocs");
    p.production = c.blocs;
    AppliedWon a;
    Cubes spent, made;
    int money = 0;
    for (const Bloc &b : c.blocs) {
        BlocRun r = runBloc(b, c.player);
        spent += r.spent;
        made += r.produced;
        money += r.money;
        a.lines.push_back(std::move(r.line));
    }
    std::string out = describe(made);
    if (money > 0)
        out = (made.total() > 0 ? out + " and $" : "$") + std::to_string(money);
    a.lines.push_back(noteLine("produce_total", c.player,
                               p.name + " runs " + std::to_string(c.blocs.size()) + " Bloc(s): " + out + " for " +
                                   describe(spent) + "; what was produced cannot run a Bloc in this phase",
                               "W l.976-980, l.1011-1014"));
    a.state = std::move(s);
    return a;
}

std::string reasons(const EndTrigger &t)
{
    std::vector<std::string> r;
    if (t.allFlags)
        r.push_back("a player has placed all 18 Flags");
    if (t.everyHexFilled)
        r.push_back("every hex holds a Flag or a tile");
    if (t.stacksEmpty)
        r.push_back("at least 5 of the 6 Industry stacks are empty");
    return list(r);
}

AppliedWon endPhase(State s, const EndPhase &c)
{
    AppliedWon a;
    switch (s.phase) {
    case Phase::Draft: fail("end_phase: the draft ends with its last pick", "W l.453-454");
    case Phase::Ended: fail("end_phase: the game is over", "W l.1046-1048");
    case Phase::Trade:
        s.phase = Phase::Develop;
        a.lines.push_back(noteLine("phase", -1, "all passed in succession: the Develop phase begins, " +
                                                    player(s, roundFirstPlayer(s)).name + " first",
                                   "W l.599-603, l.752-757"));
        break;
    case Phase::Develop: {
        const EndTrigger t = endConditions(s, c.everyHexFilled);
        if (t.allFlags || t.everyHexFilled || t.stacksEmpty) {
            s.end = t;
            s.phase = Phase::FinalProduce;
            a.lines.push_back(noteLine("end_trigger", -1,
                                       "the end is triggered: " + reasons(t) +
                                           "; one final Produce phase, then a final Trade phase, then the game ends",
                                       "W l.1035-1048"));
        } else {
            s.phase = Phase::Produce;
            a.lines.push_back(noteLine("phase", -1, "all passed in succession: the Produce phase begins",
                                       "W l.805-808, l.968-975"));
        }
        break;
    }
    case Phase::Produce:
    case Phase::FinalProduce: {
        std::vector<std::string> missing;
        for (Player &p : s.players) {
            if (!p.production)
                missing.push_back(p.name);
            p.production.reset();
        }
        if (!missing.empty())
            a.lines.push_back(noteLine("no_production", -1, "no Blocs entered for " + list(missing) + ": they produced nothing",
                                       "W l.968-975"));
        const bool final = s.phase == Phase::FinalProduce;
        ++s.round;
        s.phase = final ? Phase::FinalTrade : Phase::Trade;
        a.lines.push_back(noteLine("phase", -1,
                                   "round " + std::to_string(s.round - 1) + " ends; the first player marker passes to " +
                                       player(s, roundFirstPlayer(s)).name +
                                       (final ? "; the final Trade phase begins: sell off, then enter each player's money"
                                              : "; round " + std::to_string(s.round) + " begins with the Trade phase"),
                                   final ? "W l.581-584, l.1045-1048, l.1062-1069" : "W l.578-584"));
        break;
    }
    case Phase::FinalTrade: {
        s.phase = Phase::Ended;
        std::vector<std::string> missing;
        for (const Player &p : s.players)
            if (!p.money)
                missing.push_back(p.name);
        a.lines.push_back(noteLine("phase", -1,
                                   "the final Trade phase is over: the game ends" +
                                       (missing.empty() ? std::string() : "; money still to enter: " + list(missing)),
                                   "W l.1046-1052"));
        break;
    }
    }
    a.state = std::move(s);
    return a;
}

AppliedWon finalMoney(State s, const FinalMoney &c)
{
    if (s.phase != Phase::FinalTrade && s.phase != Phase::Ended)
        fail("final_money: money is private during the game: it is entered in the final Trade phase or after it",
             "W l.547-552");
    Player &p = player(s, c.player);
    p.money = c.money;
    AppliedWon a;
    a.lines.push_back(noteLine("final_money", c.player,
                               p.name + " has $" + std::to_string(c.money) + ": " + std::to_string(c.money / 10) +
                                   " VP (1 per full $10)",
                               "W l.1049-1052"));
    a.state = std::move(s);
    return a;
}

bool samePrice(const PriceCorrection &a, const PriceCorrection &b)
{
    return a.market == b.market && a.price == b.price && a.well == b.well;
}

std::string priceName(const PriceCorrection &c)
{
    std::string n = std::string(label(c.market)) + " ";
    if (c.well > 0)
        n += "well " + std::to_string(c.well) + " ";
    return n + std::string(key(c.price));
}

int priceOf(const PriceTable &t, const PriceCorrection &c)
{
    const MarketTable &m = t[c.market];
    switch (c.price) {
    case PriceKind::MarketEmptyBuy: return m.marketEmptyBuy * 2;
    case PriceKind::MarketFullSell: return m.marketFullSell * 2;
    case PriceKind::Sell: return m.wells[static_cast<std::size_t>(c.well - 1)].sell * 2;
    case PriceKind::Buy: return m.wells[static_cast<std::size_t>(c.well - 1)].buy * 2;
    case PriceKind::Barter: return m.wells[static_cast<std::size_t>(c.well - 1)].barterHalves;
    }
    return 0;
}

AppliedWon correctPrice(State s, const CorrectPrice &c, const PriceTable &defaults)
{
    const int before = priceOf(corrected(defaults, s.corrections), c.correction);
    std::erase_if(s.corrections, [&](const PriceCorrection &k) { return samePrice(k, c.correction); });
    if (!c.remove)
        s.corrections.push_back(c.correction);
    const int after = priceOf(corrected(defaults, s.corrections), c.correction);
    AppliedWon a;
    a.lines.push_back(noteLine("correct_price", -1,
                               priceName(c.correction) + ": " + dollars(before) + " \u2192 " + dollars(after) +
                                   (c.remove ? " (back to the default table)" : " (corrected by the table)"),
                               "W l.569-572"));
    a.state = std::move(s);
    return a;
}

AppliedWon setMarket(State s, const SetMarket &c, const PriceTable &defaults)
{
    const int before = s.cubes(c.commodity);
    s.cubes(c.commodity) = c.cubes;
    AppliedWon a;
    a.lines.push_back(noteLine("set_market", -1,
                               "the " + std::string(label(c.commodity)) + " Market corrected from " +
                                   std::to_string(before) + " cubes: " + marketSummary(s, c.commodity, defaults),
                               "W l.565-572"));
    a.state = std::move(s);
    return a;
}

} // namespace

AppliedWon applyCommand(const State &s, const WonCommand &c, const PriceTable &defaults)
{
    // Each handler works on its own copy: `s` is never changed, and a refusal leaves nothing behind.
    return std::visit(
        [&](const auto &cmd) -> AppliedWon {
            using T = std::decay_t<decltype(cmd)>;
            if constexpr (std::is_same_v<T, DraftPackage>)
                return draftPackage(s, cmd);
            else if constexpr (std::is_same_v<T, Buy>)
                return trade(s, cmd.player, cmd.commodity, true, defaults);
            else if constexpr (std::is_same_v<T, Sell>)
                return trade(s, cmd.player, cmd.commodity, false, defaults);
            else if constexpr (std::is_same_v<T, TakeNote>)
                return takeNote(s, cmd);
            else if constexpr (std::is_same_v<T, RepayNote>)
                return repayNote(s, cmd);
            else if constexpr (std::is_same_v<T, GiveNotes>)
                return giveNotes(s, cmd);
            else if constexpr (std::is_same_v<T, Develop>)
                return develop(s, cmd);
            else if constexpr (std::is_same_v<T, Produce>)
                return produce(s, cmd);
            else if constexpr (std::is_same_v<T, EndPhase>)
                return endPhase(s, cmd);
            else if constexpr (std::is_same_v<T, FinalMoney>)
                return finalMoney(s, cmd);
            else if constexpr (std::is_same_v<T, CorrectPrice>)
                return correctPrice(s, cmd, defaults);
            else
                return setMarket(s, cmd, defaults);
        },
        c);
}

} // namespace nc::won
