#include "nations_dice/ruleset.h"

#include "core/json_input.h"
#include "nations_dice/apply.h"
#include "nations_dice/final_score.h"

namespace nc::dice {

using json = nlohmann::json;

const GameTypeInfo &DiceRuleset::info() const
{
    static const GameTypeInfo i{"nations_dice",
                                "Nations: The Dice Game",
                                1,
                                kMaxPlayers,
                                true,
                                // R l.240-249, best first
                                {{50, "Trajan"},
                                 {40, "Ashoka"},
                                 {35, "Wu Zetian"},
                                 {30, "Saladin"},
                                 {25, "Victoria"},
                                 {20, "Charles V"},
                                 {15, "Cleopatra"},
                                 {10, "Dan Quayle"}},
                                false, // a seat is a player, no nation board
                                false,
                                padCategories()};
    return i;
}

json DiceRuleset::readState(const json &doc) const { return toJson(dice::readState(doc)); }

json DiceRuleset::newGameState(const std::vector<std::string> &players, const json &options) const
{
    if (players.empty() || players.size() > static_cast<std::size_t>(kMaxPlayers))
        throw GameInputError("players: " + std::to_string(players.size()) +
                                 " players: the game is for 1-4 players (1 = solo)",
                             "R l.18-19, l.202");
    if (!options.is_null() && !options.is_object())
        throw GameInputError("options: must be an object");
    State s;
    for (std::size_t i = 0; i < players.size(); ++i) {
        Player p;
        p.name = players[i];
        p.books = startingBooks(static_cast<int>(players.size()), static_cast<int>(i) + 1);
        s.players.push_back(std::move(p));
        s.order.push_back(static_cast<int>(i));
    }
    if (s.solo())
        s.opponentBooks = 1; // R l.204
    json doc = toJson(s);
    if (options.is_object())
        doc["options"] = options;
    // Through the reader: names, options and every range are checked in one place.
    return toJson(dice::readState(doc));
}

NewGame DiceRuleset::newGame(const json &setup) const
{
    if (!setup.is_object())
        throw GameInputError("setup: must be an object {\"players\": [names], \"options\": {...}}");
    for (const auto &[k, v] : setup.items()) {
        (void)v;
        if (k != "players" && k != "options")
            throw GameInputError("setup." + quoteText(k, 40) + ": unknown key (expected players, options)");
    }
    const auto ps = setup.find("players");
    if (ps == setup.end() || !ps->is_array())
        throw GameInputError("setup.players: must be a list of the players' names, in player order");
    std::vector<std::string> names;
    for (const auto &n : *ps) {
        if (!n.is_string())
            throw GameInputError("setup.players[" + std::to_string(names.size()) + "]: must be a name");
        names.push_back(n.get<std::string>());
    }
    NewGame g{newGameState(names, setup.value("options", json())), {}};
    for (const std::string &n : names)
        g.seats.push_back({n, "", '\0'});
    return g;
}

Applied DiceRuleset::apply(const json &state, const Command &command) const
{
    const State s = dice::readState(state);
    AppliedDice a = applyCommand(s, parseCommand(command, s));
    return {toJson(a.state), std::move(a.lines)};
}

namespace {

json report(const RoundInput &in, const RoundResult &r)
{
    json players = json::array();
    for (std::size_t i = 0; i < in.names.size(); ++i) {
        const PlayerRound &p = r.record.players[i];
        players.push_back({{"name", in.names[i]},
                           {"books", p.books},
                           {"vp", {{"books", p.vp.books}, {"famine", p.vp.famine}, {"war", p.vp.war}}}});
    }
    json j = {{"steps", toJson(r.lines)}, {"order_after", r.record.orderAfter}, {"players", players}};
    if (in.opponentBooks)
        j["opponent_books"] = *in.opponentBooks;
    return j;
}

} // namespace

json DiceRuleset::resolve(const json &state) const
{
    const State s = dice::readState(state);
    json out = {{"game", "nations_dice"}, {"round", s.round}, {"phase", key(s.phase)}};
    if (s.phase == Phase::Actions) {
        json passes = json::array(), uses = json::array(), hints = json::array();
        for (std::size_t i = 0; i < s.players.size(); ++i) {
            const Player &p = s.players[i];
            if (!p.passed)
                passes.push_back(p.name);
            if (!p.use)
                uses.push_back(p.name);
            json h = {{"player", i}, {"name", p.name}, {"famine_needs", s.event->famine}, {"war_needs", s.event->war}};
            if (p.use && p.use->foodShowing && p.use->otherUnusedDice)
                h["food_reachable"] = foodReachable(*p.use->foodShowing, *p.use->otherUnusedDice);
            hints.push_back(h);
        }
        out["scored"] = false;
        out["waiting_for"] = {{"pass", passes}, {"use", uses}};
        out["hints"] = hints;
        out["ready"] = passes.empty() && uses.empty();
        if (out["ready"]) {
            const RoundInput in = currentRoundInput(s);
            out.update(report(in, scoreRound(in)));
        }
        return out;
    }
    out["ready"] = !s.rounds.empty();
    out["scored"] = !s.rounds.empty();
    if (s.rounds.empty())
        return out;
    // The last scored round again, from its record: its inputs and the track before it.
    const RoundRecord &r = s.rounds.back();
    RoundInput in;
    in.age = r.round;
    in.event = r.event;
    in.orderBefore = r.orderBefore;
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        in.names.push_back(s.players[i].name);
        in.use.push_back(r.players[i].use);
        in.booksBefore.push_back(r.players[i].books - r.players[i].use.books);
    }
    in.opponentBooks = r.opponentBooks;
    out["round"] = r.round;
    out.update(report(in, scoreRound(in)));
    return out;
}

FinalScoreSheet DiceRuleset::finalScore(const json &state) const
{
    const State s = dice::readState(state);
    FinalScoreSheet sheet = dice::finalScore(s);
    if (s.solo())
        sheet.hallOfFameTitle = hallOfFameTitle(sheet.players.front().total); // R l.212, l.240-249
    return sheet;
}

bool DiceRuleset::isOver(const json &state) const
{
    return dice::readState(state).phase == Phase::Ended;
}

} // namespace nc::dice
