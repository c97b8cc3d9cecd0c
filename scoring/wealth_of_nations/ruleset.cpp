#include "wealth_of_nations/ruleset.h"

#include "wealth_of_nations/apply.h"
#include "wealth_of_nations/fields.h"
#include "wealth_of_nations/final_score.h"
#include "wealth_of_nations/report.h"

namespace nc::won {

using json = nlohmann::json;

WonRuleset::WonRuleset(std::string_view marketPricesJson) : m_prices(parsePriceTable(marketPricesJson)) {}

WonRuleset::WonRuleset(PriceTable defaults) : m_prices(std::move(defaults)) {}

const GameTypeInfo &WonRuleset::info() const
{
    // A seat's Flag is its nation (no board sides); the pad has categories (tiles, money, notes).
    static const GameTypeInfo i{"wealth_of_nations", "Wealth of Nations", kMinPlayers, kMaxPlayers, false, {}, true,
                                false, padCategories()};
    return i;
}

json WonRuleset::readState(const json &doc) const { return toJson(won::readState(doc, m_prices)); }

NewGame WonRuleset::newGame(const json &setup) const
{
    const Fields f(setup, "setup", {"players", "first_player", "price_corrections"});
    const json &ps = f.array("players", "the players in clockwise seating order, each {\"name\", \"flag\"}");
    if (ps.size() < static_cast<std::size_t>(kMinPlayers) || ps.size() > static_cast<std::size_t>(kMaxPlayers))
        f.fail("players", std::to_string(ps.size()) + " players: the game is for 3-6 players", "W l.456-536");
    State s;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const Fields pf(ps[i], indexPath("setup.players", i), {"name", "flag"});
        Player p;
        p.name = pf.text("name", 64, "the player's name");
        p.flag = pf.text("flag", 32, "the nation of the player's Flags");
        s.players.push_back(std::move(p));
    }
    const int n = static_cast<int>(ps.size());
    s.firstPlayer = f.integer("first_player", 0, n - 1,
                              "the seat of the player who drew the Generator, 0-" + std::to_string(n - 1), "W l.318-322");
    const PriceTable table0 = m_prices;
    for (Commodity c : kCommodities)
        s.cubes(c) = table0[c].startingCubes; // half the wells (W l.289-290, l.567-568)
    json doc = toJson(s);
    if (const json *cs = f.get("price_corrections"))
        doc["price_corrections"] = *cs;
    // Through the reader: flags, corrections and every range are checked in one place.
    NewGame g{toJson(won::readState(doc, m_prices)), {}};
    for (const Player &p : s.players)
        g.seats.push_back({p.name, p.flag, '\0'});
    return g;
}

Applied WonRuleset::apply(const json &state, const Command &command) const
{
    const State s = won::readState(state, m_prices);
    AppliedWon a = applyCommand(s, parseCommand(command, s, m_prices), m_prices);
    // The new state is read back: what a command produced is held to the document's rules.
    return {toJson(won::readState(toJson(a.state), m_prices)), std::move(a.lines)};
}

json WonRuleset::resolve(const json &state) const { return report(won::readState(state, m_prices), m_prices); }

FinalScoreSheet WonRuleset::finalScore(const json &state) const
{
    return won::finalScore(won::readState(state, m_prices));
}

bool WonRuleset::isOver(const json &state) const
{
    const State s = won::readState(state, m_prices);
    if (s.phase != Phase::Ended)
        return false;
    for (const auto &p : s.players)
        if (!p.money)
            return false; // the result is stored once everyone's money is in (W l.1049-1052)
    return true;
}

} // namespace nc::won
