#include "nations_dice/apply.h"

#include "core/ruleset.h"

namespace nc::dice {

namespace {

[[noreturn]] void fail(const std::string &message, std::string rule = {})
{
    throw GameInputError(message, std::move(rule));
}

/// A line that changes no number (a purchase, a pass): the note says what happened and cites the rule.
ExplanationLine noteLine(std::string step, int player, const Message &note, const std::string &, const std::string &rule)
{
    ExplanationLine l;
    l.step = std::move(step);
    l.player = player;
    l.setNote(note); // translatable (app/i18n/engine_text)
    l.rule = rule; // the source stays out of the sentence
    return l;
}

void needRound(const State &s, const char *what)
{
    if (s.phase == Phase::Ended)
        refuseByRule(what, msg("the game is over (it ends after round 4)"), "R l.198-200");
    if (s.phase == Phase::Event)
        refuseByRule(what, msg("round %1 has not started: enter its Event numbers first", {literal(s.round)}), "R l.91");
}

Player &actor(State &s, int p, const char *what)
{
    Player &pl = s.players[static_cast<std::size_t>(p)];
    if (pl.passed)
        refuseByRule(what, msg("%1 has passed this round: a player who passed takes no more actions", {literal(pl.name)}),
                     "R l.101, l.152");
    return pl;
}

Message price(const Tile &t)
{
    return t.currency == Currency::Gold ? msg("%1 Gold", {literal(t.paid)}) : msg("%1 Strength", {literal(t.paid)});
}

/// label(t) as a translatable message.
Message typeName(TileType t)
{
    switch (t) {
    case TileType::Building: return msg("Building");
    case TileType::Military: return msg("Military");
    case TileType::Colony: return msg("Colony");
    case TileType::Advisor: return msg("Advisor");
    case TileType::Wonder: return msg("Wonder");
    }
    return msg("Building");
}

AppliedDice start(State s, const StartRound &c)
{
    if (s.phase == Phase::Ended)
        refuseByRule("start_round", msg("the game has 4 rounds and round 4 is scored: there is no round 5"), "R l.65, l.91");
    if (s.phase == Phase::Actions)
        refuseByRule("start_round", msg("round %1 is being played: score it first", {literal(s.round)}), "R l.91");
    AppliedDice a;
    s.event = c.event;
    s.phase = Phase::Actions;
    a.lines.push_back(noteLine("event", -1,
                               msg("round %1: Famine %2 Food, War %3 Strength, reward %4 VP each",
                                   {literal(s.round), literal(c.event.famine), literal(c.event.war), literal(s.round)}),
                               "event", "R l.91, l.186, l.196"));
    if (s.solo()) {
        ExplanationLine l;
        l.step = "opponent_books";
        l.player = -1;
        l.quantity = Quantity::Books;
        l.items.push_back(makeItem("blue_dice", msg("opponent: Books on %1 blue dice", {literal(s.round)}), 1, false,
                                   *c.event.opponentBooks, "R l.206"));
        l.total = *c.event.opponentBooks;
        l.setNote(msg("opponent track %1 \u2192 %2", {literal(*s.opponentBooks), literal(*s.opponentBooks + l.total)}));
        *s.opponentBooks += l.total;
        a.lines.push_back(std::move(l));
    }
    a.state = std::move(s);
    return a;
}

AppliedDice buy(State s, const BuyTile &c)
{
    needRound(s, "buy_tile");
    Player &p = actor(s, c.player, "buy_tile");
    if (p.tiles.size() >= static_cast<std::size_t>(kMaxTiles)) // the state reader's bound, so the result reads back
        refuseByRule("buy_tile", msg("%1 already has %2 tiles: the box has 60", {literal(p.name), literal(kMaxTiles)}), "R l.17");
    AppliedDice a;
    Tile t = c.tile;
    Message note = msg("%1 buys %2 (%3, row %4, %5, %6 VP at the end of the game)",
                       {literal(p.name), literal(t.name), typeName(t.type), literal(t.row), price(t), literal(t.vp)});
    std::string rule = "R l.112, l.120-126";
    const bool isBuilding = t.type == TileType::Building || t.type == TileType::Military;
    if (c.replaces) {
        if (!isBuilding)
            refuseByRule("buy_tile.args.replaces", msg("only a Building or Military tile covers another tile"), "R l.128");
        if (*c.replaces >= static_cast<int>(p.tiles.size()))
            fail("buy_tile.args.replaces: " + std::to_string(*c.replaces) + " is not one of " + p.name + "'s " +
                 std::to_string(p.tiles.size()) + " tiles");
        Tile &old = p.tiles[static_cast<std::size_t>(*c.replaces)];
        if ((old.type != TileType::Building && old.type != TileType::Military) || old.status != TileStatus::InPlay)
            refuseByRule("buy_tile.args.replaces", msg("%1 is not a Building or Military tile in play", {literal(old.name)}),
                         "R l.128");
        old.status = TileStatus::Covered;
        note = msg("%1; covers %2 (its dice go back to the supply)", {note, literal(old.name)});
        rule += ", l.128";
    } else if (isBuilding) {
        note = msg("%1; covers a building printed on the board", {note});
        rule += ", l.128";
    }
    if (t.type == TileType::Advisor)
        for (auto &old : p.tiles)
            if (old.type == TileType::Advisor && old.status == TileStatus::InPlay) {
                old.status = TileStatus::Replaced;
                note = msg("%1; replaces the Advisor %2 (its rerolls go back)", {note, literal(old.name)});
                rule += ", l.138";
            }
    if (t.type == TileType::Wonder) {
        t.status = TileStatus::UnderConstruction;
        for (auto &old : p.tiles)
            if (old.type == TileType::Wonder && old.status == TileStatus::UnderConstruction) {
                old.status = TileStatus::Returned;
                note = msg("%1; the unbuilt %2 goes back to the box", {note, literal(old.name)});
            }
        note = msg("%1; under construction: no effect and no VP until built", {note});
        rule += ", l.142";
    } else {
        t.status = TileStatus::InPlay;
    }
    p.tiles.push_back(std::move(t));
    a.lines.push_back(noteLine("buy_tile", c.player, note, "buy_tile", rule));
    a.state = std::move(s);
    return a;
}

AppliedDice build(State s, const BuildWonder &c)
{
    needRound(s, "build_wonder");
    Player &p = actor(s, c.player, "build_wonder");
    Tile *w = nullptr;
    for (auto &t : p.tiles)
        if (t.type == TileType::Wonder && t.status == TileStatus::UnderConstruction)
            w = &t;
    if (!w)
        refuseByRule("build_wonder", msg("%1 has no Wonder under construction (buy one first)", {literal(p.name)}), "R l.146");
    if (c.paid && w->stoneCost && *c.paid < *w->stoneCost)
        refuseByRule("build_wonder.args.paid",
                     msg("%1 Stone is less than %2's cost of %3", {literal(*c.paid), literal(w->name), literal(*w->stoneCost)}),
                     "R l.146");
    w->status = TileStatus::Built;
    AppliedDice a;
    a.lines.push_back(noteLine("build_wonder", c.player,
                               msg("%1 builds %2 (%3 VP at the end of the game; its chit can be used this round)",
                                   {literal(p.name), literal(w->name), literal(w->vp)}),
                               "build_wonder", "R l.146-148"));
    a.state = std::move(s);
    return a;
}

AppliedDice reroll(State s, const Reroll &c)
{
    needRound(s, "reroll");
    Player &p = actor(s, c.player, "reroll");
    ++p.rerolls;
    if (p.rerolls > kMaxCount)
        refuseByRule("reroll", msg("more than %1 rerolls in a round", {literal(kMaxCount)})); // the app's bound
    AppliedDice a;
    a.lines.push_back(noteLine("reroll", c.player, msg("%1 rerolls (Reroll chit to the used area)", {literal(p.name)}), "reroll",
                               "R l.116"));
    a.state = std::move(s);
    return a;
}

AppliedDice pass(State s, const Pass &c)
{
    needRound(s, "pass");
    Player &p = actor(s, c.player, "pass");
    p.passed = true;
    AppliedDice a;
    a.lines.push_back(noteLine("pass", c.player, msg("%1 passes", {literal(p.name)}), "pass", "R l.150-152"));
    a.state = std::move(s);
    return a;
}

AppliedDice record(State s, const RecordUse &c)
{
    needRound(s, "record_use");
    Player &p = s.players[static_cast<std::size_t>(c.player)];
    p.use = c.use;
    AppliedDice a;
    Message note = msg("%1 uses %2 Books and %3 Food, keeps %4 Strength unused",
                       {literal(p.name), literal(c.use.books), literal(c.use.food), literal(c.use.strength)});
    if (c.use.foodShowing && c.use.otherUnusedDice)
        note = msg("%1 (Food reachable: %2)",
                   {note, literal(foodReachable(*c.use.foodShowing, *c.use.otherUnusedDice))});
    a.lines.push_back(noteLine("record_use", c.player, note, "record_use", "R l.97, l.176, l.186, l.190"));
    a.state = std::move(s);
    return a;
}

AppliedDice end(State s, const EndRound &)
{
    RoundInput in = currentRoundInput(s);
    RoundResult r = scoreRound(in);
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        Player &p = s.players[i];
        const PlayerRound &pr = r.record.players[i];
        p.books = pr.books;
        p.vp.books += pr.vp.books;
        p.vp.famine += pr.vp.famine;
        p.vp.war += pr.vp.war;
        p.passed = false;
        p.rerolls = 0;
        p.use.reset();
    }
    s.order = r.record.orderAfter;
    s.rounds.push_back(r.record);
    s.event.reset();
    if (s.round == kRounds) {
        s.phase = Phase::Ended; // R l.198: after round 4 the game ends
    } else {
        ++s.round;
        s.phase = Phase::Event;
    }
    AppliedDice a;
    a.lines = std::move(r.lines);
    a.state = std::move(s);
    return a;
}

} // namespace

RoundInput currentRoundInput(const State &s)
{
    needRound(s, "end_round");
    std::string notPassed, missing;
    for (const auto &p : s.players) {
        if (!p.passed)
            notPassed += (notPassed.empty() ? "" : ", ") + p.name;
        if (!p.use)
            missing += (missing.empty() ? "" : ", ") + p.name;
    }
    if (!notPassed.empty())
        refuseByRule("end_round", msg("not all players have passed (%1): the round is scored after all passed", {literal(notPassed)}),
                     "R l.152");
    if (!missing.empty())
        refuseByRule("end_round",
                     msg("enter what was used for Books, Food and the unused Strength first (%1)", {literal(missing)}),
                     "R l.176-196");
    RoundInput in;
    in.age = s.round;
    in.event = *s.event;
    in.orderBefore = s.order;
    for (const auto &p : s.players) {
        in.names.push_back(p.name);
        in.booksBefore.push_back(p.books);
        in.use.push_back(*p.use);
    }
    in.opponentBooks = s.opponentBooks;
    return in;
}

AppliedDice applyCommand(const State &s, const DiceCommand &c)
{
    // Each handler works on its own copy: `s` is never changed, and a refusal leaves nothing behind.
    return std::visit(
        [&](const auto &cmd) -> AppliedDice {
            using T = std::decay_t<decltype(cmd)>;
            if constexpr (std::is_same_v<T, StartRound>)
                return start(s, cmd);
            else if constexpr (std::is_same_v<T, BuyTile>)
                return buy(s, cmd);
            else if constexpr (std::is_same_v<T, BuildWonder>)
                return build(s, cmd);
            else if constexpr (std::is_same_v<T, Reroll>)
                return reroll(s, cmd);
            else if constexpr (std::is_same_v<T, Pass>)
                return pass(s, cmd);
            else if constexpr (std::is_same_v<T, RecordUse>)
                return record(s, cmd);
            else
                return end(s, cmd);
        },
        c);
}

} // namespace nc::dice
