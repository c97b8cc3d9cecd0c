#include "nations_dice/state.h"

#include <algorithm>
#include <cstdint>
#include <initializer_list>

#include "core/json_input.h"
#include "core/ruleset.h"
#include "nations_dice/round.h"

namespace nc::dice {

using json = nlohmann::json;

std::string_view key(TileType t)
{
    switch (t) {
    case TileType::Building: return "building";
    case TileType::Military: return "military";
    case TileType::Colony: return "colony";
    case TileType::Advisor: return "advisor";
    case TileType::Wonder: return "wonder";
    }
    return "building";
}

std::string_view label(TileType t)
{
    switch (t) {
    case TileType::Building: return "Building";
    case TileType::Military: return "Military";
    case TileType::Colony: return "Colony";
    case TileType::Advisor: return "Advisor";
    case TileType::Wonder: return "Wonder";
    }
    return "Building";
}

std::string_view key(TileStatus s)
{
    switch (s) {
    case TileStatus::InPlay: return "in_play";
    case TileStatus::Covered: return "covered";
    case TileStatus::Replaced: return "replaced";
    case TileStatus::UnderConstruction: return "under_construction";
    case TileStatus::Built: return "built";
    case TileStatus::Returned: return "returned";
    }
    return "in_play";
}

std::string_view key(Currency c) { return c == Currency::Gold ? "gold" : "strength"; }

std::string_view key(Phase p)
{
    switch (p) {
    case Phase::Event: return "event";
    case Phase::Actions: return "actions";
    case Phase::Ended: return "ended";
    }
    return "event";
}

std::optional<TileType> tileTypeFromKey(std::string_view k)
{
    for (auto t : {TileType::Building, TileType::Military, TileType::Colony, TileType::Advisor, TileType::Wonder})
        if (key(t) == k)
            return t;
    return std::nullopt;
}

std::optional<Currency> currencyFromKey(std::string_view k)
{
    if (k == "gold")
        return Currency::Gold;
    if (k == "strength")
        return Currency::Strength;
    return std::nullopt;
}

int State::position(int p) const
{
    const auto it = std::find(order.begin(), order.end(), p);
    return static_cast<int>(it - order.begin()) + 1;
}

int startingBooks(int players, int position)
{
    if (players == 1)
        return 1; // solo: player and opponent both start at 1 (R l.204)
    if (players == 2 && position == 2)
        return 3; // R l.55: "In a 2-player game player 2 starts with 3 instead of 2"
    return position; // R l.55: the player-order number
}

namespace {

std::string normalisedName(std::string_view name)
{
    const auto b = name.find_first_not_of(' ');
    if (b == std::string_view::npos)
        return {};
    name = name.substr(b, name.find_last_not_of(' ') - b + 1);
    std::string out(name);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

} // namespace

std::optional<Tile> lastEntry(const State &s, std::string_view name)
{
    const std::string wanted = normalisedName(name);
    std::optional<Tile> found;
    int latest = 0;
    for (const auto &p : s.players)
        for (const auto &t : p.tiles)
            if (t.round >= latest && normalisedName(t.name) == wanted) { // later rounds win, then later players
                found = t;
                latest = t.round;
            }
    return found;
}

namespace {

[[noreturn]] void fail(const std::string &path, const std::string &problem, std::string rule = {})
{
    throw GameInputError(path + ": " + problem, std::move(rule));
}

std::string at(const std::string &path, std::string_view k)
{
    return path.empty() ? std::string(k) : path + "." + std::string(k);
}

std::string at(const std::string &path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

void onlyKeys(const json &obj, const std::string &path, std::initializer_list<std::string_view> keys)
{
    if (!obj.is_object())
        fail(path.empty() ? "document" : path, "must be an object, not " + jsonTypeName(obj));
    for (const auto &[k, v] : obj.items()) {
        (void)v;
        if (std::find(keys.begin(), keys.end(), k) == keys.end())
            fail(at(path, quoteText(k, 40)), "unknown key"); // a key may be 64 KB long
    }
}

/// The value at `k`, or nullptr when absent or null (an optional field left out).
const json *find(const json &obj, std::string_view k)
{
    const auto it = obj.find(std::string(k));
    return it == obj.end() || it->is_null() ? nullptr : &*it;
}

/// An integer in [lo, hi]; `why` says what the range is, `rule` its source.
int readInt(const json &obj, const std::string &path, std::string_view k, int lo, int hi, const std::string &why,
            const std::string &rule = {}, std::optional<int> def = std::nullopt)
{
    const json *v = find(obj, k);
    const std::string p = at(path, k);
    if (!v) {
        if (def)
            return *def;
        fail(p, "missing (an integer, " + why + ")", rule);
    }
    if (!v->is_number_integer())
        fail(p, quoteJson(*v) + " is not an integer (" + why + ")", rule);
    if (v->is_number_unsigned() && v->get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
        fail(p, v->dump() + " is out of range: " + why, rule); // would wrap when read as signed
    const auto n = v->get<std::int64_t>();
    if (n < lo || n > hi)
        fail(p, std::to_string(n) + (n < 0 && lo >= 0 ? " is negative" : " is out of range") + ": " + why, rule);
    return static_cast<int>(n);
}

std::optional<int> readOptInt(const json &obj, const std::string &path, std::string_view k, int lo, int hi,
                              const std::string &why, const std::string &rule = {})
{
    if (!find(obj, k))
        return std::nullopt;
    return readInt(obj, path, k, lo, hi, why, rule);
}

bool readBool(const json &obj, const std::string &path, std::string_view k, bool def)
{
    const json *v = find(obj, k);
    if (!v)
        return def;
    if (!v->is_boolean())
        fail(at(path, k), quoteJson(*v) + " is not true or false");
    return v->get<bool>();
}

std::string readString(const json &obj, const std::string &path, std::string_view k, std::size_t maxChars,
                       bool required, const std::string &what)
{
    const json *v = find(obj, k);
    if (!v) {
        if (required)
            fail(at(path, k), "missing (" + what + ")");
        return {};
    }
    if (!v->is_string())
        fail(at(path, k), quoteJson(*v) + " is not a string (" + what + ")");
    std::string s = v->get<std::string>();
    if (required && s.empty())
        fail(at(path, k), "must not be empty (" + what + ")");
    if (s.size() > maxChars * 4 || quoteText(s, maxChars) != s)
        fail(at(path, k), "longer than " + std::to_string(maxChars) + " characters");
    return s;
}

const std::string kCount = "0-" + std::to_string(kMaxCount);

RoundUse readUse(const json &j, const std::string &path)
{
    onlyKeys(j, path, {"books", "food", "strength", "food_showing", "other_unused_dice"});
    RoundUse u;
    u.books = readInt(j, path, "books", 0, kMaxCount, "Books used on dice and chits, " + kCount, "R l.176");
    u.food = readInt(j, path, "food", 0, kMaxCount, "Food used at Famine, " + kCount, "R l.186");
    u.strength = readInt(j, path, "strength", 0, kMaxCount, "unused Strength, " + kCount, "R l.190");
    u.foodShowing = readOptInt(j, path, "food_showing", 0, kMaxCount, "Food on unused dice and chits, " + kCount);
    u.otherUnusedDice = readOptInt(j, path, "other_unused_dice", 0, kMaxCount, "other unused dice, " + kCount);
    if (u.foodShowing && u.otherUnusedDice && u.food > foodReachable(*u.foodShowing, *u.otherUnusedDice))
        refuseByRule(at(path, "food"),
                     msg("%1 Food used, but only %2 is reachable (%3 showing + %4 other dice / 2: any 2 unused dice make "
                         "1 Food)",
                         {literal(u.food), literal(foodReachable(*u.foodShowing, *u.otherUnusedDice)),
                          literal(*u.foodShowing), literal(*u.otherUnusedDice)}),
                     "R l.97");
    return u;
}

Event readEvent(const json &j, const std::string &path, int age, bool solo)
{
    onlyKeys(j, path, {"famine", "war", "opponent_books"});
    Event e;
    e.famine = readInt(j, path, "famine", 0, kMaxCount, "the Food number of the Event tile, " + kCount, "R l.186");
    e.war = readInt(j, path, "war", 0, kMaxCount, "the Strength number of the Event tile, " + kCount, "R l.196");
    if (solo) {
        const int most = kMaxBooksPerBlueDie * age;
        e.opponentBooks = readInt(j, path, "opponent_books", 0, most,
                                  "the Books on " + std::to_string(age) + " blue dice, 0-" + std::to_string(most),
                                  "R l.206");
    } else if (find(j, "opponent_books")) {
        fail(at(path, "opponent_books"), "only a solo game has an opponent", "R l.204");
    }
    return e;
}

Tile readTile(const json &j, const std::string &path, int round)
{
    onlyKeys(j, path, {"name", "type", "row", "currency", "paid", "vp", "gives", "stone_cost", "round", "status"});
    Tile t;
    t.name = readString(j, path, "name", 64, true, "the tile's title");
    const std::string type = readString(j, path, "type", 16, true, "building, military, colony, advisor or wonder");
    const auto tt = tileTypeFromKey(type);
    if (!tt)
        fail(at(path, "type"), "\"" + quoteText(type) + "\" is not building, military, colony, advisor or wonder");
    t.type = *tt;
    t.row = readInt(j, path, "row", 1, 3, "the progress board has rows 1-3", "R l.122-124");
    const std::string cur = readString(j, path, "currency", 16, true, "gold or strength");
    const auto c = currencyFromKey(cur);
    if (!c)
        fail(at(path, "currency"), "\"" + quoteText(cur) + "\" is not gold or strength", "R l.120");
    t.currency = *c;
    t.paid = readInt(j, path, "paid", 0, kMaxCount, "Gold or Strength paid, " + kCount, "R l.126", t.row);
    if (t.paid < t.row)
        refuseByRule(at(path, "paid"),
                     msg("%1 is less than the price of row %2 (pay the row's number or more, no change)",
                         {literal(t.paid), literal(t.row)}),
                     "R l.120-126");
    t.vp = readInt(j, path, "vp", 0, kMaxTileValue, "VP printed on the tile, 0-" + std::to_string(kMaxTileValue),
                   "R l.35");
    t.gives = readString(j, path, "gives", 200, false, "what the tile gives");
    if (find(j, "stone_cost") && t.type != TileType::Wonder)
        fail(at(path, "stone_cost"), "only a Wonder has a Stone cost", "R l.146");
    t.stoneCost = readOptInt(j, path, "stone_cost", 0, kMaxTileValue,
                             "Stone cost printed on the Wonder, 0-" + std::to_string(kMaxTileValue), "R l.146");
    t.round = readInt(j, path, "round", 1, round, "the round it was bought in, 1-" + std::to_string(round), {}, round);
    const std::string def{key(t.type == TileType::Wonder ? TileStatus::UnderConstruction : TileStatus::InPlay)};
    std::string status = def;
    if (find(j, "status"))
        status = readString(j, path, "status", 32, true, "where the tile is");
    std::vector<TileStatus> allowed;
    std::string rule;
    switch (t.type) {
    case TileType::Building:
    case TileType::Military:
        allowed = {TileStatus::InPlay, TileStatus::Covered};
        rule = "R l.128";
        break;
    case TileType::Advisor:
        allowed = {TileStatus::InPlay, TileStatus::Replaced};
        rule = "R l.138";
        break;
    case TileType::Colony:
        allowed = {TileStatus::InPlay};
        rule = "R l.140";
        break;
    case TileType::Wonder:
        allowed = {TileStatus::UnderConstruction, TileStatus::Built, TileStatus::Returned};
        rule = "R l.142-148";
        break;
    }
    std::string names;
    bool ok = false;
    for (auto s : allowed) {
        names += (names.empty() ? "" : ", ") + std::string(key(s));
        if (key(s) == status) {
            t.status = s;
            ok = true;
        }
    }
    if (!ok)
        fail(at(path, "status"), "\"" + quoteText(status) + "\" is not a place for a " + std::string(label(t.type)) +
                                     " (" + names + ")",
             rule);
    return t;
}

TrackVp readVp(const json &j, const std::string &path)
{
    onlyKeys(j, path, {"books", "famine", "war"});
    TrackVp v;
    v.books = readInt(j, path, "books", 0, 1000, "VP from Books", "R l.178", 0);
    v.famine = readInt(j, path, "famine", 0, 1000, "VP from Famine", "R l.186", 0);
    v.war = readInt(j, path, "war", 0, 1000, "VP from War", "R l.196", 0);
    return v;
}

std::vector<int> readOrder(const json &obj, const std::string &path, std::string_view k, std::size_t n)
{
    const json *v = find(obj, k);
    const std::string p = at(path, k);
    if (!v || !v->is_array() || v->size() != n)
        fail(p, "must list the " + std::to_string(n) + " player indices in player order");
    std::vector<int> order;
    std::vector<bool> seen(n, false);
    for (std::size_t i = 0; i < n; ++i) {
        const json &e = (*v)[i];
        if (!e.is_number_integer() || e.get<std::int64_t>() < 0 || e.get<std::uint64_t>() >= n)
            fail(at(p, i), quoteJson(e) + " is not a player index (0-" + std::to_string(n - 1) + ")");
        const auto idx = static_cast<std::size_t>(e.get<std::int64_t>());
        if (seen[idx])
            fail(at(p, i), "player " + std::to_string(idx) + " appears twice in the player order");
        seen[idx] = true;
        order.push_back(static_cast<int>(idx));
    }
    return order;
}

RoundRecord readRecord(const json &j, const std::string &path, int age, std::size_t n, bool solo)
{
    onlyKeys(j, path, {"round", "event", "order_before", "order_after", "players", "opponent_books"});
    RoundRecord r;
    r.round = readInt(j, path, "round", age, age, "the scored rounds are listed 1, 2, ...");
    const json *e = find(j, "event");
    if (!e)
        fail(at(path, "event"), "missing (the round's Event numbers)");
    r.event = readEvent(*e, at(path, "event"), age, solo);
    r.orderBefore = readOrder(j, path, "order_before", n);
    r.orderAfter = readOrder(j, path, "order_after", n);
    const json *ps = find(j, "players");
    if (!ps || !ps->is_array() || ps->size() != n)
        fail(at(path, "players"), "must hold one entry per player (" + std::to_string(n) + ")");
    for (std::size_t i = 0; i < n; ++i) {
        const std::string pp = at(at(path, "players"), i);
        const json &pj = (*ps)[i];
        onlyKeys(pj, pp, {"use", "books", "vp"});
        PlayerRound pr;
        const json *u = find(pj, "use");
        if (!u)
            fail(at(pp, "use"), "missing (what the player used this round)");
        pr.use = readUse(*u, at(pp, "use"));
        pr.books = readInt(pj, pp, "books", 0, 1000, "the Books track after the round", "R l.176");
        const json *vp = find(pj, "vp");
        if (!vp)
            fail(at(pp, "vp"), "missing (the VP won this round)");
        pr.vp = readVp(*vp, at(pp, "vp"));
        r.players.push_back(pr);
    }
    if (solo)
        r.opponentBooks = readInt(j, path, "opponent_books", 1, 1000, "the opponent's Books track", "R l.206");
    else if (find(j, "opponent_books"))
        fail(at(path, "opponent_books"), "only a solo game has an opponent", "R l.204");
    return r;
}

/// The scored rounds must be what the rules give from their inputs, and the totals their sum.
void checkConsistency(const State &s)
{
    const std::size_t n = s.players.size();
    const std::vector<int> start = s.rounds.empty() ? s.order : s.rounds.front().orderBefore;
    std::vector<int> books(n);
    for (std::size_t i = 0; i < n; ++i) {
        const auto pos = std::find(start.begin(), start.end(), static_cast<int>(i)) - start.begin() + 1;
        books[i] = startingBooks(static_cast<int>(n), static_cast<int>(pos));
    }
    std::vector<TrackVp> vp(n);
    std::vector<int> order = start;
    int opponent = 1; // R l.204
    std::vector<std::string> names;
    for (const auto &p : s.players)
        names.push_back(p.name);
    for (std::size_t k = 0; k < s.rounds.size(); ++k) {
        const RoundRecord &r = s.rounds[k];
        const std::string path = at("rounds", k);
        if (r.orderBefore != order)
            fail(at(path, "order_before"), "is not the player order the previous round set", "R l.190");
        RoundInput in;
        in.age = r.round;
        in.event = r.event;
        in.names = names;
        in.orderBefore = order;
        in.booksBefore = books;
        for (const auto &p : r.players)
            in.use.push_back(p.use);
        if (s.solo()) {
            opponent += r.event.opponentBooks.value_or(0);
            in.opponentBooks = opponent;
            if (r.opponentBooks != opponent)
                fail(at(path, "opponent_books"),
                     std::to_string(r.opponentBooks.value_or(0)) + ", but the opponent's track is " +
                         std::to_string(opponent) + " (1 + the Books rolled on the blue dice)",
                     "R l.204-206");
        }
        const RoundRecord want = scoreRound(in).record;
        for (std::size_t i = 0; i < n; ++i) {
            const std::string pp = at(at(path, "players"), i);
            const PlayerRound &got = r.players[i];
            const PlayerRound &exp = want.players[i];
            if (got.books != exp.books)
                fail(at(pp, "books"),
                     std::to_string(got.books) + ", but the track was " + std::to_string(books[i]) + " and " +
                         std::to_string(got.use.books) + " Books were used: " + std::to_string(exp.books),
                     "R l.176");
            if (got.vp.books != exp.vp.books)
                fail(at(at(pp, "vp"), "books"),
                     std::to_string(got.vp.books) + " VP, but the Books totals of the round give " +
                         std::to_string(exp.vp.books) + " (one VP per other player with fewer Books, 2 in 2-player and solo)",
                     s.solo() ? "R l.210" : "R l.178");
            if (got.vp.famine != exp.vp.famine)
                fail(at(at(pp, "vp"), "famine"),
                     std::to_string(got.vp.famine) + " VP, but Food " + std::to_string(got.use.food) + " against " +
                         std::to_string(r.event.famine) + " gives " + std::to_string(exp.vp.famine),
                     "R l.186");
            if (got.vp.war != exp.vp.war)
                fail(at(at(pp, "vp"), "war"),
                     std::to_string(got.vp.war) + " VP, but Strength " + std::to_string(got.use.strength) +
                         " against " + std::to_string(r.event.war) + " gives " + std::to_string(exp.vp.war),
                     "R l.196");
            books[i] = got.books;
            vp[i].books += got.vp.books;
            vp[i].famine += got.vp.famine;
            vp[i].war += got.vp.war;
        }
        if (r.orderAfter != want.orderAfter)
            fail(at(path, "order_after"), "is not the order by unused Strength (ties keep the previous order)",
                 "R l.190");
        order = want.orderAfter;
    }
    if (s.order != order)
        fail("order", "is not the player order set by the last scored round", "R l.190");
    for (std::size_t i = 0; i < n; ++i) {
        const std::string pp = at("players", i);
        const Player &p = s.players[i];
        if (p.books != books[i])
            fail(at(pp, "books"),
                 std::to_string(p.books) + ", but the starting position and the Books used in the scored rounds give " +
                     std::to_string(books[i]),
                 "R l.55, l.176");
        if (p.vp.books != vp[i].books)
            fail(at(at(pp, "vp"), "books"),
                 std::to_string(p.vp.books) + " VP, but the scored rounds give " + std::to_string(vp[i].books) +
                     " (the track moves only for Books, Famine and War)",
                 "R l.112, l.178");
        if (p.vp.famine != vp[i].famine)
            fail(at(at(pp, "vp"), "famine"),
                 std::to_string(p.vp.famine) + " VP, but the scored rounds give " + std::to_string(vp[i].famine),
                 "R l.112, l.186");
        if (p.vp.war != vp[i].war)
            fail(at(at(pp, "vp"), "war"),
                 std::to_string(p.vp.war) + " VP, but the scored rounds give " + std::to_string(vp[i].war),
                 "R l.112, l.196");
    }
    if (s.solo()) {
        const int want = opponent + (s.event ? s.event->opponentBooks.value_or(0) : 0);
        if (s.opponentBooks != want)
            fail("opponent.books",
                 std::to_string(s.opponentBooks.value_or(0)) + ", but 1 + the Books rolled for the opponent give " +
                     std::to_string(want),
                 "R l.204-206");
    }
}

} // namespace

State readState(const json &doc)
{
    onlyKeys(doc, "", {"format", "version", "game", "options", "round", "phase", "event", "order", "players",
                       "opponent", "rounds"});
    if (readString(doc, "", "format", 64, true, "\"nations-companion.state\"") != "nations-companion.state")
        fail("format", "must be \"nations-companion.state\"");
    readInt(doc, "", "version", 1, 1, "this companion reads version 1");
    if (readString(doc, "", "game", 64, true, "\"nations_dice\"") != "nations_dice")
        fail("game", "must be \"nations_dice\" for a Dice Game state");

    State s;
    if (const json *o = find(doc, "options")) {
        onlyKeys(*o, "options", {"tougher", "covered_tiles_score"});
        s.options.tougher = readBool(*o, "options", "tougher", false);
        s.options.coveredTilesScore = readBool(*o, "options", "covered_tiles_score", false);
    }

    const json *ps = find(doc, "players");
    if (!ps || !ps->is_array())
        fail("players", "missing (an array of 1-4 players)");
    if (ps->empty() || ps->size() > static_cast<std::size_t>(kMaxPlayers))
        fail("players", std::to_string(ps->size()) + " players: the game is for 1-4 players (1 = solo)",
             "R l.18-19, l.202");
    const std::size_t n = ps->size();
    if (s.options.tougher && n != 1)
        fail("options.tougher", "is a solo option (reroll the 4s rolled for the opponent)", "R l.212");

    s.round = readInt(doc, "", "round", 1, kRounds, "the game has 4 rounds, ages 1-4", "R l.65, l.91");
    const std::string phase = readString(doc, "", "phase", 16, true, "event, actions or ended");
    if (phase == "event")
        s.phase = Phase::Event;
    else if (phase == "actions")
        s.phase = Phase::Actions;
    else if (phase == "ended")
        s.phase = Phase::Ended;
    else
        fail("phase", "\"" + quoteText(phase) + "\" is not event, actions or ended");
    if (s.phase == Phase::Ended && s.round != kRounds)
        fail("phase", "the game ends after round 4, not in round " + std::to_string(s.round), "R l.200");

    if (const json *e = find(doc, "event")) {
        if (s.phase != Phase::Actions)
            fail("event", "only a round being played has an Event (phase \"actions\")");
        s.event = readEvent(*e, "event", s.round, n == 1);
    } else if (s.phase == Phase::Actions) {
        fail("event", "missing (the round's Famine and War numbers)", "R l.91");
    }

    s.order = find(doc, "order") ? readOrder(doc, "", "order", n) : std::vector<int>();
    if (s.order.empty())
        for (std::size_t i = 0; i < n; ++i)
            s.order.push_back(static_cast<int>(i));

    for (std::size_t i = 0; i < n; ++i) {
        const std::string pp = at("players", i);
        const json &pj = (*ps)[i];
        onlyKeys(pj, pp, {"name", "books", "vp", "passed", "rerolls", "tiles", "use"});
        Player p;
        p.name = readString(pj, pp, "name", 64, true, "the player's name");
        p.books = readInt(pj, pp, "books", 0, 1000, "the Books track", "R l.55");
        if (const json *vp = find(pj, "vp"))
            p.vp = readVp(*vp, at(pp, "vp"));
        p.passed = readBool(pj, pp, "passed", false);
        p.rerolls = readInt(pj, pp, "rerolls", 0, kMaxCount, "Reroll actions this round, " + kCount, "R l.116", 0);
        if (s.phase != Phase::Actions && (p.passed || p.rerolls))
            fail(at(pp, p.passed ? "passed" : "rerolls"), "only a round being played has passes and rerolls");
        if (const json *ts = find(pj, "tiles")) {
            if (!ts->is_array() || ts->size() > static_cast<std::size_t>(kMaxTiles))
                fail(at(pp, "tiles"),
                     "must be an array of at most " + std::to_string(kMaxTiles) + " tiles (the box has 60)", "R l.17");
            int advisors = 0, building = 0;
            for (std::size_t t = 0; t < ts->size(); ++t) {
                const std::string tp = at(at(pp, "tiles"), t);
                Tile tile = readTile((*ts)[t], tp, s.round);
                if (tile.type == TileType::Advisor && tile.status == TileStatus::InPlay && ++advisors > 1)
                    fail(at(tp, "status"), "a second Advisor in play: a new Advisor replaces the old one",
                         "R l.138");
                if (tile.type == TileType::Wonder && tile.status == TileStatus::UnderConstruction && ++building > 1)
                    fail(at(tp, "status"),
                         "a second Wonder under construction: a new one returns the unbuilt one to the box",
                         "R l.142");
                p.tiles.push_back(std::move(tile));
            }
        }
        if (const json *u = find(pj, "use")) {
            if (s.phase != Phase::Actions)
                fail(at(pp, "use"), "only a round being played has uses");
            p.use = readUse(*u, at(pp, "use"));
        }
        s.players.push_back(std::move(p));
    }

    if (const json *o = find(doc, "opponent")) {
        if (n != 1)
            fail("opponent", "only a solo game has an opponent", "R l.204");
        onlyKeys(*o, "opponent", {"books"});
        s.opponentBooks = readInt(*o, "opponent", "books", 1, 1000, "the opponent's Books track, from 1", "R l.204");
    } else if (n == 1) {
        fail("opponent", "missing (a solo game has the shadow opponent's Books track)", "R l.204");
    }

    const std::size_t scored = s.phase == Phase::Ended ? kRounds : static_cast<std::size_t>(s.round - 1);
    const json *rs = find(doc, "rounds");
    if (scored > 0 && (!rs || !rs->is_array() || rs->size() != scored))
        fail("rounds", "must list the " + std::to_string(scored) + " scored round(s)");
    if (rs && (!rs->is_array() || rs->size() != scored))
        fail("rounds", "must list the " + std::to_string(scored) + " scored round(s)");
    for (std::size_t k = 0; k < scored; ++k)
        s.rounds.push_back(readRecord((*rs)[k], at("rounds", k), static_cast<int>(k) + 1, n, n == 1));

    checkConsistency(s);
    return s;
}

Event readEvent(const json &j, int age, bool solo) { return readEvent(j, "", age, solo); }
Tile readTile(const json &j, int round) { return readTile(j, "", round); }
RoundUse readUse(const json &j) { return readUse(j, ""); }

json toJson(const RoundUse &u)
{
    json j = {{"books", u.books}, {"food", u.food}, {"strength", u.strength}};
    if (u.foodShowing)
        j["food_showing"] = *u.foodShowing;
    if (u.otherUnusedDice)
        j["other_unused_dice"] = *u.otherUnusedDice;
    return j;
}

json toJson(const Tile &t)
{
    json j = {{"name", t.name},       {"type", key(t.type)}, {"row", t.row},     {"currency", key(t.currency)},
              {"paid", t.paid},       {"vp", t.vp},          {"gives", t.gives}, {"round", t.round},
              {"status", key(t.status)}};
    if (t.stoneCost)
        j["stone_cost"] = *t.stoneCost;
    return j;
}

namespace {

json toJson(const TrackVp &v) { return {{"books", v.books}, {"famine", v.famine}, {"war", v.war}}; }

json toJson(const Event &e)
{
    json j = {{"famine", e.famine}, {"war", e.war}};
    if (e.opponentBooks)
        j["opponent_books"] = *e.opponentBooks;
    return j;
}

} // namespace

json toJson(const State &s)
{
    json players = json::array();
    for (const auto &p : s.players) {
        json tiles = json::array();
        for (const auto &t : p.tiles)
            tiles.push_back(toJson(t));
        players.push_back({{"name", p.name},
                           {"books", p.books},
                           {"vp", toJson(p.vp)},
                           {"passed", p.passed},
                           {"rerolls", p.rerolls},
                           {"tiles", tiles},
                           {"use", p.use ? toJson(*p.use) : json(nullptr)}});
    }
    json rounds = json::array();
    for (const auto &r : s.rounds) {
        json rp = json::array();
        for (const auto &p : r.players)
            rp.push_back({{"use", toJson(p.use)}, {"books", p.books}, {"vp", toJson(p.vp)}});
        json rj = {{"round", r.round},
                   {"event", toJson(r.event)},
                   {"order_before", r.orderBefore},
                   {"order_after", r.orderAfter},
                   {"players", rp}};
        if (r.opponentBooks)
            rj["opponent_books"] = *r.opponentBooks;
        rounds.push_back(rj);
    }
    json j = {{"format", "nations-companion.state"},
              {"version", 1},
              {"game", "nations_dice"},
              {"options", {{"tougher", s.options.tougher}, {"covered_tiles_score", s.options.coveredTilesScore}}},
              {"round", s.round},
              {"phase", key(s.phase)},
              {"event", s.event ? toJson(*s.event) : json(nullptr)},
              {"order", s.order},
              {"players", players},
              {"rounds", rounds}};
    if (s.opponentBooks)
        j["opponent"] = {{"books", *s.opponentBooks}};
    return j;
}

} // namespace nc::dice
