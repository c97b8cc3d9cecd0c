#include "nations_dice/commands.h"

#include <algorithm>
#include <cstdint>

#include "core/json_input.h"

namespace nc::dice {

using json = nlohmann::json;

const std::vector<std::string> &commandNames()
{
    static const std::vector<std::string> names = {"start_round", "buy_tile", "build_wonder", "reroll",
                                                   "pass",        "record_use", "end_round"};
    return names;
}

namespace {

[[noreturn]] void fail(const std::string &message, std::string rule = {})
{
    throw GameInputError(message, std::move(rule));
}

void noArgs(const Command &c)
{
    if (!c.args.empty())
        fail(c.name + ".args: takes no arguments");
}

int player(const Command &c, const State &s, bool table) { return c.actingSeat(s.players.size(), table); }

/// Reads `args` with the state reader's sub-readers (one set of ranges and messages); their paths are
/// relative to the args, so they are prefixed with "<command>.args.".
template <typename Read>
auto viaState(const Command &c, Read read)
{
    try {
        return read();
    } catch (const GameInputError &e) {
        throw GameInputError(c.name + ".args." + e.what(), e.rule(), e.sentence(), e.source());
    }
}

std::optional<int> optIndex(const Command &c, const char *k)
{
    const auto it = c.args.find(k);
    if (it == c.args.end() || it->is_null())
        return std::nullopt;
    if (!it->is_number_integer() || it->get<std::int64_t>() < 0 || it->get<std::uint64_t>() > 1000)
        fail(c.name + ".args." + k + ": " + quoteJson(*it) + " is not a non-negative integer");
    return static_cast<int>(it->get<std::int64_t>());
}

} // namespace

DiceCommand parseCommand(const Command &c, const State &s)
{
    if (!c.args.is_object()) // Command::fromJson ensures it; a Command built in code may not
        fail(c.name + ".args: must be an object");
    if (c.name == "start_round") {
        player(c, s, true);
        const int age = s.phase == Phase::Event ? s.round : s.round + 1;
        return StartRound{viaState(c, [&] { return readEvent(c.args, std::min(age, kRounds), s.solo()); })};
    }
    if (c.name == "buy_tile") {
        BuyTile b;
        b.player = player(c, s, false);
        json tileArgs = c.args;
        tileArgs.erase("replaces");
        if (tileArgs.contains("round") || tileArgs.contains("status"))
            fail(c.name + ".args: \"round\" and \"status\" are set by the companion");
        b.tile = viaState(c, [&] { return readTile(tileArgs, s.round); });
        b.tile.round = s.round;
        b.replaces = optIndex(c, "replaces");
        return b;
    }
    if (c.name == "build_wonder") {
        BuildWonder w;
        w.player = player(c, s, false);
        for (const auto &[k, v] : c.args.items()) {
            (void)v;
            if (k != "paid")
                fail(c.name + ".args." + quoteText(k, 40) + ": unknown argument (build_wonder takes \"paid\")");
        }
        w.paid = optIndex(c, "paid");
        if (w.paid && *w.paid > kMaxCount)
            fail(c.name + ".args.paid: " + std::to_string(*w.paid) + " is out of range: Stone paid, 0-" +
                 std::to_string(kMaxCount));
        return w;
    }
    if (c.name == "reroll") {
        noArgs(c);
        return Reroll{player(c, s, false)};
    }
    if (c.name == "pass") {
        noArgs(c);
        return Pass{player(c, s, false)};
    }
    if (c.name == "record_use") {
        RecordUse r;
        r.player = player(c, s, false);
        r.use = viaState(c, [&] { return readUse(c.args); });
        return r;
    }
    if (c.name == "end_round") {
        player(c, s, true);
        noArgs(c);
        return EndRound{};
    }
    std::string names;
    for (const auto &n : commandNames())
        names += (names.empty() ? "" : ", ") + n;
    fail("command: \"" + quoteText(c.name) + "\" is not a command of the Dice Game (" + names + ")");
}

} // namespace nc::dice
