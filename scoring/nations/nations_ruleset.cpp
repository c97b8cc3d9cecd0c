#include "nations/nations_ruleset.h"

#include "nations/actions.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

namespace nc::nations {

namespace {

/// The engine's refusals as the seam's error (the message is already a sentence for players).
template <typename F>
auto translated(F &&f) -> decltype(f())
{
    try {
        return f();
    } catch (const ActionError &e) { // the rule the table may overrule travels with it
        throw GameInputError(e.what(), e.rule(), e.sentence(), e.source());
    } catch (const StateError &e) {
        throw GameInputError(e.what());
    } catch (const std::invalid_argument &e) { // a malformed document (amounts, keys)
        throw GameInputError(e.what());
    }
}

GameState validState(const Catalog &catalog, const nlohmann::json &doc)
{
    GameState s = stateFromJson(doc);
    const auto errors = validate(catalog, s);
    if (!errors.empty()) {
        std::string msg = "impossible state:";
        for (const auto &e : errors)
            msg += "\n  " + e;
        throw StateError(msg);
    }
    return s;
}

} // namespace

NationsRuleset::NationsRuleset(const Catalog &catalog) : m_catalog(catalog)
{
    m_info.id = "nations";
    m_info.name = "Nations";
    m_info.minPlayers = 1;
    m_info.maxPlayers = 5;
    m_info.solo = true;
    m_info.sides = true;
    // The score pad's rows A-E (Rulebook p.20 "Final scoring"), in the order ScoreRow gives them below.
    m_info.categories = {{"game_vp", "A Game VP"},
                         {"colonies", "B Colonies"},
                         {"wonders", "C Wonders"},
                         {"buildings_military", "D Buildings and Military"},
                         {"resources", "E Resources"}};
    for (const HallOfFameEntry &h : catalog.hallOfFame())
        m_info.hallOfFame.push_back({h.minScore, h.title});
}

nlohmann::json NationsRuleset::readState(const nlohmann::json &doc) const
{
    return translated([&] { return toJson(validState(m_catalog, doc)); });
}

NewGame NationsRuleset::newGame(const nlohmann::json &setup) const
{
    return translated([&] {
        const GameSetup s = setupFromJson(setup);
        NewGame g{toJson(nations::newGame(m_catalog, s)), {}};
        for (const SeatSetup &seat : s.seats)
            g.seats.push_back({seat.name, seat.nation, seat.side});
        return g;
    });
}

namespace {

Action actionOf(const Command &command)
{
    Action a{command.name, command.args.is_object() ? command.args : nlohmann::json::object()};
    if (command.player >= 0)
        a.payload["player"] = command.player;
    return a;
}

} // namespace

std::pair<std::string, nlohmann::json> NationsRuleset::toRow(const Command &command) const
{
    const Action a = actionOf(command);
    return {a.kind, a.payload};
}

Command NationsRuleset::fromRow(const std::string &kind, const nlohmann::json &payload) const
{
    if (!payload.is_object())
        throw GameInputError("action \"" + kind + "\": its payload is not an object");
    Command c{kind, -1, payload};
    if (const auto p = payload.find("player"); p != payload.end() && p->is_number_integer() &&
                                               p->get<std::int64_t>() >= 0 && p->get<std::int64_t>() <= 1000) {
        c.player = static_cast<int>(p->get<std::int64_t>());
        c.args.erase("player");
    }
    return c;
}

Applied NationsRuleset::apply(const nlohmann::json &state, const Command &command) const
{
    return translated([&] { return Applied{toJson(nations::apply(m_catalog, stateFromJson(state), actionOf(command))), {}}; });
}

nlohmann::json NationsRuleset::resolve(const nlohmann::json &state) const
{
    return translated([&] { return toJson(resolveRound(m_catalog, validState(m_catalog, state))); });
}

FinalScoreSheet NationsRuleset::finalScore(const nlohmann::json &state) const
{
    return translated([&] {
        const GameState s = validState(m_catalog, state);
        const FinalScore f = nations::finalScore(m_catalog, s);
        FinalScoreSheet sheet;
        sheet.categories = m_info.categories;
        sheet.tieRule = "Ties go to the player earlier in player order (Rulebook p.20).";
        sheet.players.resize(s.players.size());
        for (const ScoreRow &r : f.rows) { // f.rows is in rank order; the sheet is in seat order
            FinalScoreSheet::Player &p = sheet.players.at(static_cast<size_t>(r.player));
            p.name = s.players[static_cast<size_t>(r.player)].name;
            p.categories = {r.gameVp, r.colonies, r.wonders, r.buildingsMilitary, r.resources};
            p.total = r.total;
            p.rank = r.rank;
            p.lines = r.lines;
        }
        if (!f.hallOfFameTitle.empty())
            sheet.hallOfFameTitle = f.hallOfFameTitle;
        return sheet;
    });
}

bool NationsRuleset::isOver(const nlohmann::json &state) const
{
    return translated([&] { return validState(m_catalog, state).phase == Phase::Finished; });
}

nlohmann::json NationsRuleset::resultDocument(const nlohmann::json &state, const FinalScoreSheet &sheet) const
{
    (void)sheet; // the same engine call as finalScore(): the pad is computed once more in its own shape
    return translated([&] {
        const GameState s = validState(m_catalog, state);
        return toJson(nations::finalScore(m_catalog, s), s);
    });
}

} // namespace nc::nations
