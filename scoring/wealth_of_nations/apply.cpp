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
ExplanationLine noteLine(std::string step, int player, const Message &note, std::string rule)
{
    ExplanationLine l;
    l.step = std::move(step);
    l.player = player;
    l.setNote(note); // translatable (app/i18n/engine_text)
    l.rule = std::move(rule);
    return l;
}

Player &player(State &s, int p) { return s.players[static_cast<std::size_t>(p)]; }

/// The phase as a refusal names it ("now the Develop phase"), W l.299-302.
Message phaseName(Phase p)
{
    switch (p) {
    case Phase::Draft: return msg("the draft");
    case Phase::Trade: return msg("the Trade phase");
    case Phase::Develop: return msg("the Develop phase");
    case Phase::Produce: return msg("the Produce phase");
    case Phase::FinalProduce: return msg("the final Produce phase");
    case Phase::FinalTrade: return msg("the final Trade phase");
    case Phase::Ended: return msg("the end of the game");
    }
    return msg("the end of the game");
}

void needTrade(const State &s, const std::string &what)
{
    if (!isTrade(s.phase))
        refuseByRule(what, msg("only in a Trade phase (now it is %1)", {phaseName(s.phase)}), "W l.588-603, l.693-698");
}

/// The Market's prices now, with the table's corrections.
MarketPrices marketNow(const State &s, Commodity c, const PriceTable &defaults)
{
    return pricesAt(corrected(defaults, s.corrections)[c], s.cubes(c));
}

Message marketSummary(const State &s, Commodity c, const PriceTable &defaults)
{
    const MarketPrices p = marketNow(s, c, defaults);
    return msg("the %1 Market holds %2 of %3: buy $%4, sell $%5",
               {labelMessage(c), literal(p.cubes), literal(p.capacity), literal(p.buy), literal(p.sell)});
}

AppliedWon draftPackage(State s, const DraftPackage &c)
{
    const int n = static_cast<int>(s.players.size());
    if (s.phase != Phase::Draft)
        refuseByRule("draft_package", msg("the draft is over"), "W l.453-454");
    const DraftSlot slot = *nextPick(s);
    if (c.player != slot.player)
        refuseByRule("draft_package",
                     msg("pick %1 is %2's (draft round %3, %4)",
                         {literal(static_cast<int>(s.draft.size()) + 1), literal(player(s, slot.player).name), literal(slot.round),
                          slot.clockwise ? msg("clockwise from the first player") : msg("counter-clockwise from the last player")}),
                     draftRule(n));
    const Package *pkg = findPackage(c.package);
    if (!pkg)
        fail("draft_package.args.package: \"" + c.package + "\" is not a Package (industry_1-6, commodity_1-6)",
             "W l.342-380");
    if (!packageInDraft(*pkg, n))
        refuseByRule("draft_package.args.package", msg("%1 is not in the draft with 5 players", {literal(pkg->label)}), "W l.491-492");
    for (const DraftPick &d : s.draft)
        if (d.package == pkg->id)
            refuseByRule("draft_package.args.package",
                         msg("%1 was taken by %2", {literal(pkg->label), literal(player(s, d.player).name)}), "W l.402-404, l.437-439");
    if (!kindFits(slot.kind, *pkg))
        refuseByRule("draft_package.args.package",
                     slot.kind == DraftKind::Industry
                         ? msg("draft round %1 takes an Industry Package, not %2", {literal(slot.round), literal(pkg->label)})
                         : msg("draft round %1 takes a Commodity Package, not %2", {literal(slot.round), literal(pkg->label)}),
                     draftRule(n));
    Player &p = player(s, c.player);
    s.draft.push_back({c.player, pkg->id});
    AppliedWon a;
    ExplanationLine l = noteLine("draft", c.player,
                                 pkg->tiles ? msg("%1 takes %2: %3; the tiles go on the board at once, each with a Flag",
                                                  {literal(p.name), literal(pkg->label), literal(describe(*pkg))})
                                            : msg("%1 takes %2: %3", {literal(p.name), literal(pkg->label), literal(describe(*pkg))}),
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
                                   msg("the draft is done: round 1 begins with the Trade phase, %1 first",
                                       {literal(player(s, s.firstPlayer).name)}),
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
    if (buying) {
        const bool fromSupply = !before.buyWell;
        l.items.push_back(makeItem(std::string(key(c)),
                                   fromSupply ? msg("%1 from the supply at the market-empty price", {labelMessage(c)})
                                              : msg("%1 from well %2", {labelMessage(c), literal(*before.buyWell)}),
                                   1, false, -before.buy, fromSupply ? "W l.612-645" : "W l.606-611"));
        l.total = -before.buy;
        if (!fromSupply)
            --s.cubes(c);
        if (s.phase == Phase::FinalTrade)
            pl.finalLedger -= before.buy;
        l.setNote(msg("%1 buys 1 %2 for $%3; %4",
                      {literal(pl.name), labelMessage(c), literal(before.buy), marketSummary(s, c, defaults)}));
    } else {
        const bool toSupply = !before.sellWell;
        l.items.push_back(makeItem(std::string(key(c)),
                                   toSupply ? msg("%1 to the supply at the market-full price", {labelMessage(c)})
                                            : msg("%1 into well %2", {labelMessage(c), literal(*before.sellWell)}),
                                   1, false, before.sell, toSupply ? "W l.659-661" : "W l.653-658"));
        l.total = before.sell;
        if (!toSupply)
            ++s.cubes(c);
        if (s.phase == Phase::FinalTrade)
            pl.finalLedger += before.sell;
        l.setNote(msg("%1 sells 1 %2 for $%3; %4",
                      {literal(pl.name), labelMessage(c), literal(before.sell), marketSummary(s, c, defaults)}));
    }
    if (s.phase == Phase::FinalTrade)
        l.appendNote(msg("final Trade ledger $%1", {literal(pl.finalLedger)}));
    a.lines.push_back(std::move(l));
    a.state = std::move(s);
    return a;
}

void notesWarning(const State &s, AppliedWon &a)
{
    const int held = notesHeld(s);
    if (held > kNotesInBox)
        a.lines.push_back(noteLine("notes_on_paper", -1,
                                   msg("%1 Promissory notes are held and the box has 30: %2 on paper",
                                       {literal(held), literal(held - kNotesInBox)}),
                                   "W l.30, l.706-707"));
}

AppliedWon takeNote(State s, const TakeNote &c)
{
    needTrade(s, "take_note");
    Player &p = player(s, c.player);
    const int value = nextNoteValue(p.notes);
    if (value <= 0)
        refuseByRule("take_note",
                     msg("%1 holds %2 notes, so another would give $%3 ($20 minus the notes held)",
                         {literal(p.name), literal(p.notes), literal(value)}),
                     "W l.702-706");
    ++p.notes;
    AppliedWon a;
    ExplanationLine l = noteLine("take_note", c.player,
                                 msg("%1 takes a Promissory note for $%2 and holds %3; the next gives $%4",
                                     {literal(p.name), literal(value), literal(p.notes), literal(nextNoteValue(p.notes))}),
                                 "W l.693-706");
    ExplanationItem item{"note", "", 1, false, value, "W l.702-706"};
    item.setLabel(msg("$20 minus the notes held"));
    l.items.push_back(std::move(item));
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
        refuseByRule("repay_note", msg("%1 holds no Promissory note", {literal(p.name)}), "W l.711-714");
    --p.notes;
    AppliedWon a;
    ExplanationLine l = noteLine("repay_note", c.player,
                                 msg("%1 repays a Promissory note and holds %2", {literal(p.name), literal(p.notes)}),
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
        refuseByRule("give_notes.args.count",
                     msg("%1 holds %2 notes, not %3", {literal(from.name), literal(from.notes), literal(c.count)}), "W l.715-719");
    from.notes -= c.count;
    Player &to = player(s, c.to);
    to.notes += c.count;
    if (to.notes > kMaxNotes)
        refuseByRule("give_notes", msg("%1 would hold more than %2 notes", {literal(to.name), literal(kMaxNotes)})); // the app's bound
    AppliedWon a;
    a.lines.push_back(noteLine("give_notes", c.player,
                               msg("%1 hands %2 Promissory note(s) to %3 in a barter: %1 holds %4, %3 %5",
                                   {literal(from.name), literal(c.count), literal(to.name), literal(from.notes),
                                    literal(to.notes)}),
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
        refuseByRule("develop", msg("only in the Develop phase (now it is %1)", {phaseName(s.phase)}), "W l.749-763");
    Player &p = player(s, c.player);
    AppliedWon a;
    ExplanationLine l;
    l.step = "develop";
    l.player = c.player;
    const int freeHexes = p.flags - p.tileCount(); // claimed hexes without a tile
    switch (c.action) {
    case DevelopAction::Flag:
        if (p.flags >= kFlagsPerPlayer)
            refuseByRule("develop", msg("%1 has placed all 18 Flags", {literal(p.name)}), "W l.62");
        ++p.flags;
        spendItems(l, flagCost(), "the Flag", "W l.780-782");
        l.setNote(msg("%1 places a Flag (%2 of 18) for 1 Labor", {literal(p.name), literal(p.flags)}));
        l.rule = "W l.773-792";
        break;
    case DevelopAction::Build: {
        const auto left = stacks(s);
        if (left[static_cast<std::size_t>(c.industry)] == 0)
            refuseByRule("develop", msg("the %1 stack is empty", {labelMessage(c.industry)}), "W l.816, l.820-822");
        if (freeHexes <= 0)
            refuseByRule("develop", msg("%1 has no hex with a Flag and no tile: place a Flag first", {literal(p.name)}),
                         "W l.777-779, l.810-811");
        ++p.tiles[static_cast<std::size_t>(c.industry)];
        spendItems(l, buildCost(c.industry), std::string(label(c.industry)), "W l.768-802");
        Cubes card = buildCost(c.industry);
        card += flagCost();
        l.setNote(c.industry == Industry::Academy
                      ? msg("%1 builds an %2 for %3 (with its Flag, the Reference card's %4)",
                            {literal(p.name), labelMessage(c.industry), describeMessage(buildCost(c.industry)),
                             describeMessage(card)})
                      : msg("%1 builds a %2 for %3 (with its Flag, the Reference card's %4)",
                            {literal(p.name), labelMessage(c.industry), describeMessage(buildCost(c.industry)),
                             describeMessage(card)}));
        l.rule = "W l.775-777, l.810-822";
        if (c.forced) {
            spendItems(l, forceCost(), "Force Placement", "W l.844-858");
            l.appendNote(msg("Force Placement: 1 Capital"));
        }
        break;
    }
    case DevelopAction::Move:
        if (c.tiles > p.tileCount())
            refuseByRule("develop.args.tiles", msg("%1 has %2 tiles on the board", {literal(p.name), literal(p.tileCount())}),
                         "W l.893-897");
        if (c.ontoOwnFlags > freeHexes)
            refuseByRule("develop.args.onto_own_flags",
                         msg("%1 has %2 hexes with a Flag and no tile", {literal(p.name), literal(freeHexes)}), "W l.897-899");
        p.flags -= c.ontoOwnFlags; // that hex's Flag goes back; the tile keeps its own (W l.906-908)
        spendItems(l, moveCost(), "moving up to 3 tiles", "W l.893-896");
        l.setNote(msg("%1 moves %2 tile(s) for 1 Capital", {literal(p.name), literal(c.tiles)}));
        l.rule = "W l.891-912";
        if (c.ontoOwnFlags > 0)
            l.appendNote(msg("%1 Flag(s) of the hexes moved into go back (%2 of 18 on the board)",
                             {literal(c.ontoOwnFlags), literal(p.flags)}));
        if (c.forced > 0) {
            Cubes force;
            force[Commodity::Capital] = c.forced;
            spendItems(l, force, "Force Placement of " + std::to_string(c.forced) + " tile(s)", "W l.844-858");
            l.appendNote(msg("Force Placement of %1 tile(s): %2", {literal(c.forced), describeMessage(force)}));
        }
        break;
    case DevelopAction::Automate:
        if (p.automated >= p.tileCount())
            refuseByRule("develop", msg("%1 has no Bloc left to Automate (one token per Bloc)", {literal(p.name)}), "W l.928-930");
        ++p.automated;
        spendItems(l, automateCost(), "Automation", "W l.928-930");
        l.setNote(msg("%1 Automates a Bloc for 1 Energy and 2 Capital", {literal(p.name)}));
        l.rule = "W l.926-935";
        break;
    }
    a.lines.push_back(std::move(l));
    if (c.action == DevelopAction::Automate && automationUsed(s) > kAutomationTokens)
        a.lines.push_back(noteLine("automation_penny", -1,
                                   msg("%1 Automated Blocs and the box has 9 tokens: use a penny for the others",
                                       {literal(automationUsed(s))}),
                                   "W l.40, l.947-949"));
    const EndTrigger now = endConditions(s, false);
    if (now.allFlags || now.stacksEmpty)
        a.lines.push_back(noteLine("end_signal", -1,
                                   msg("%1: the end is triggered when this Develop phase ends",
                                       {joinMessages([&] {
                                            std::vector<Message> why;
                                            if (now.allFlags)
                                                why.push_back(msg("a player has placed all 18 Flags"));
                                            if (now.stacksEmpty)
                                                why.push_back(msg("%1 of 6 Industry stacks are empty", {literal(emptyStacks(s))}));
                                            return why;
                                        }(), "%1 and %2")}),
                                   "W l.1035-1046"));
    a.state = std::move(s);
    return a;
}

AppliedWon produce(State s, const Produce &c)
{
    if (!isProduce(s.phase))
        refuseByRule("produce", msg("only in a Produce phase (now it is %1)", {phaseName(s.phase)}), "W l.968-986");
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
    Message out = describeMessage(made);
    if (money > 0)
        out = made.total() > 0 ? msg("%1 and $%2", {out, literal(money)}) : msg("$%1", {literal(money)});
    a.lines.push_back(noteLine("produce_total", c.player,
                               msg("%1 runs %2 Bloc(s): %3 for %4; what was produced cannot run a Bloc in this phase",
                                   {literal(p.name), literal(static_cast<int>(c.blocs.size())), out, describeMessage(spent)}),
                               "W l.976-980, l.1011-1014"));
    a.state = std::move(s);
    return a;
}

/// The items one after the other as list() writes them ("a, b and c"), translatable.
Message listMessage(const std::vector<Message> &items)
{
    if (items.size() <= 1)
        return items.empty() ? literal(std::string()) : items.front();
    Message out = items.front();
    for (std::size_t i = 1; i + 1 < items.size(); ++i)
        out = msg("%1, %2", {out, items[i]});
    return msg("%1 and %2", {out, items.back()});
}

Message listMessage(const std::vector<std::string> &names)
{
    std::vector<Message> items;
    for (const auto &n : names)
        items.push_back(literal(n));
    return listMessage(items);
}

Message reasons(const EndTrigger &t)
{
    std::vector<Message> r;
    if (t.allFlags)
        r.push_back(msg("a player has placed all 18 Flags"));
    if (t.everyHexFilled)
        r.push_back(msg("every hex holds a Flag or a tile"));
    if (t.stacksEmpty)
        r.push_back(msg("at least 5 of the 6 Industry stacks are empty"));
    return listMessage(r);
}

AppliedWon endPhase(State s, const EndPhase &c)
{
    AppliedWon a;
    switch (s.phase) {
    case Phase::Draft: refuseByRule("end_phase", msg("the draft ends with its last pick"), "W l.453-454");
    case Phase::Ended: refuseByRule("end_phase", msg("the game is over"), "W l.1046-1048");
    case Phase::Trade:
        s.phase = Phase::Develop;
        a.lines.push_back(noteLine("phase", -1,
                                   msg("all passed in succession: the Develop phase begins, %1 first",
                                       {literal(player(s, roundFirstPlayer(s)).name)}),
                                   "W l.599-603, l.752-757"));
        break;
    case Phase::Develop: {
        const EndTrigger t = endConditions(s, c.everyHexFilled);
        if (t.allFlags || t.everyHexFilled || t.stacksEmpty) {
            s.end = t;
            s.phase = Phase::FinalProduce;
            a.lines.push_back(noteLine("end_trigger", -1,
                                       msg("the end is triggered: %1; one final Produce phase, then a final Trade phase, "
                                           "then the game ends",
                                           {reasons(t)}),
                                       "W l.1035-1048"));
        } else {
            s.phase = Phase::Produce;
            a.lines.push_back(noteLine("phase", -1, msg("all passed in succession: the Produce phase begins"),
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
            a.lines.push_back(noteLine("no_production", -1,
                                       msg("no Blocs entered for %1: they produced nothing", {listMessage(missing)}),
                                       "W l.968-975"));
        const bool final = s.phase == Phase::FinalProduce;
        ++s.round;
        s.phase = final ? Phase::FinalTrade : Phase::Trade;
        a.lines.push_back(noteLine("phase", -1,
                                   final ? msg("round %1 ends; the first player marker passes to %2; the final Trade phase "
                                               "begins: sell off, then enter each player's money",
                                               {literal(s.round - 1), literal(player(s, roundFirstPlayer(s)).name)})
                                         : msg("round %1 ends; the first player marker passes to %2; round %3 begins with the "
                                               "Trade phase",
                                               {literal(s.round - 1), literal(player(s, roundFirstPlayer(s)).name),
                                                literal(s.round)}),
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
                                   missing.empty() ? msg("the final Trade phase is over: the game ends")
                                                   : msg("the final Trade phase is over: the game ends; money still to enter: %1",
                                                         {listMessage(missing)}),
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
        refuseByRule("final_money",
                     msg("money is private during the game: it is entered in the final Trade phase or after it"), "W l.547-552");
    Player &p = player(s, c.player);
    p.money = c.money;
    AppliedWon a;
    a.lines.push_back(noteLine("final_money", c.player,
                               msg("%1 has $%2: %3 VP (1 per full $10)",
                                   {literal(p.name), literal(c.money), literal(c.money / 10)}),
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
                               c.remove ? msg("%1: %2 \u2192 %3 (back to the default table)",
                                              {literal(priceName(c.correction)), literal(dollars(before)), literal(dollars(after))})
                                        : msg("%1: %2 \u2192 %3 (corrected by the table)",
                                              {literal(priceName(c.correction)), literal(dollars(before)), literal(dollars(after))}),
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
                               msg("the %1 Market corrected from %2 cubes: %3",
                                   {labelMessage(c.commodity), literal(before), marketSummary(s, c.commodity, defaults)}),
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
