#pragma once
// Shared helpers for the scoring tests: the real project catalog, hand-built states and lookups
// into a ResolutionResult.

#include <string>
#include <vector>

#include "nations/board.h"
#include "nations/catalog.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

namespace nctest {

using namespace nc;
using namespace nc::nations;

inline const Catalog &catalog()
{
    static const Catalog c = Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return c;
}

/// A player on a base nation's A side with nothing on the board and no resources.
inline PlayerState player(const std::string &name, const std::string &nation, char side = 'A')
{
    PlayerState p;
    p.name = name;
    p.nation = nation;
    p.side = side;
    p.populationTaken = {0, 0};
    return p;
}

inline const std::vector<std::string> &baseNations()
{
    static const std::vector<std::string> n = {"china", "persia", "rome", "egypt", "greece"};
    return n;
}

/// `n` players (names A, B, C, ... on china, persia, rome, egypt, greece), in phase Resolution of
/// `round` with `eventCard`; player order = seat order; every player holds `food` Food.
inline GameState game(int n, int round = 1, const std::string &eventCard = "bread_and_games__christianity",
                      int food = 10)
{
    GameState s;
    s.round = round;
    s.phase = Phase::Resolution;
    for (int i = 0; i < n; ++i) {
        s.players.push_back(player(std::string(1, static_cast<char>('A' + i)), baseNations()[static_cast<size_t>(i)]));
        s.players.back().food = food;
        s.playerOrder.push_back(i);
    }
    s.roundInputs.eventCard = eventCard;
    s.roundInputs.growth.assign(static_cast<size_t>(n), "");
    return s;
}

/// A solo game: one player (china A) and the shadow opponent.
inline GameState soloGame(int round = 1, ShadowState shadow = {})
{
    GameState s = game(1, round, "");
    s.options.solo = true;
    s.shadow = shadow;
    return s;
}

inline const ResolutionStep *findStep(const ResolutionResult &r, const std::string &id)
{
    for (const auto &s : r.steps)
        if (s.id == id)
            return &s;
    return nullptr;
}

/// The line of (step, lineStep, player, quantity); nullptr if absent. lineStep defaults to the step id.
inline const ExplanationLine *findLine(const ResolutionResult &r, const std::string &step, int player, Quantity q,
                                       const std::string &lineStep = "")
{
    const ResolutionStep *s = findStep(r, step);
    if (!s)
        return nullptr;
    for (const auto &l : s->lines)
        if (l.player == player && l.quantity == q && l.step == (lineStep.empty() ? step : lineStep))
            return &l;
    return nullptr;
}

inline int lineTotal(const ResolutionResult &r, const std::string &step, int player, Quantity q,
                     const std::string &lineStep = "")
{
    const ExplanationLine *l = findLine(r, step, player, q, lineStep);
    return l ? l->total : 0;
}

/// True if some note line of the step contains `text`.
inline bool hasNote(const ResolutionResult &r, const std::string &step, const std::string &text)
{
    const ResolutionStep *s = findStep(r, step);
    if (!s)
        return false;
    for (const auto &l : s->lines)
        if (l.text().find(text) != std::string::npos)
            return true;
    return false;
}

/// True when a line of `step` says `text` and cites `rule` among its sources (shown one click away).
inline bool hasNoteWithSource(const ResolutionResult &r, const std::string &step, const std::string &text,
                              const std::string &rule)
{
    const ResolutionStep *s = findStep(r, step);
    if (!s)
        return false;
    for (const auto &l : s->lines)
        if (l.text().find(text) != std::string::npos && l.rule.find(rule) != std::string::npos &&
            l.text().find(rule) == std::string::npos)
            return true;
    return false;
}

inline const Decision *findDecision(const ResolutionResult &r, const std::string &id)
{
    for (const auto &d : r.decisions)
        if (d.id == id)
            return &d;
    return nullptr;
}

inline std::vector<std::string> decisionIds(const ResolutionResult &r)
{
    std::vector<std::string> ids;
    for (const auto &d : r.decisions)
        ids.push_back(d.id);
    return ids;
}

} // namespace nctest
