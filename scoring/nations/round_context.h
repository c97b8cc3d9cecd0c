#pragma once
// Working state of one Resolution Phase (Rulebook p.18-19) while resolveRound() runs: the state
// being changed (with its per-round shortage ledger RoundInputs::shortageVpLost, FAQ R-06), the
// decisions asked so far with their answers, what the war took from each nation (for
// Jain Ascetism / Song Resistance), and an accumulator of explanation lines for the current step.
// Internal to the scoring library (used by resolution.cpp, shortage.cpp, events.cpp).

#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/explanation.h"
#include "nations/board.h"
#include "nations/catalog.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

namespace nc::nations {

/// Collects the ExplanationLines of one step: one line per (line step, player, quantity), created in
/// first-use order (deterministic), plus note lines (quantity nullopt).
class LineBook {
public:
    /// The line of (lineStep, player, q), created empty on first use.
    ExplanationLine &line(const std::string &lineStep, int player, Quantity q);
    /// Appends an item and adds its amount to the line's total.
    void add(const std::string &lineStep, int player, Quantity q, const ExplanationItem &item);
    /// Appends a note line (no quantity).
    void note(const std::string &lineStep, int player, const std::string &text);
    /// Appends a note line whose text the app can translate (core/message.h); `rule` is its source,
    /// shown one click away.
    void note(const std::string &lineStep, int player, const Message &text, const std::string &rule = {});

    std::vector<ExplanationLine> lines;
};

/// The decisions of the round, answered from RoundInputs::choices.
class DecisionBook {
public:
    explicit DecisionBook(nlohmann::json choices) : m_choices(std::move(choices)) {}

    /// `base` if no decision uses it yet, else "base#2", "base#3", ...
    std::string uniqueId(const std::string &base) const;
    /// Registers the decision (its id must be unique, see uniqueId) and returns the option to apply:
    /// the answer in choices[id] when it is one of the options (a JSON string, or a number compared
    /// by its decimal text), otherwise the default. Sets `answered` and `chosen`.
    std::string ask(Decision d);
    /// Raw answer (any JSON) or null.
    const nlohmann::json *raw(const std::string &id) const;

    std::vector<Decision> decisions;

private:
    nlohmann::json m_choices;
};

struct RoundContext {
    RoundContext(const Catalog &c, GameState &s);

    const Catalog &catalog;
    GameState &state;
    DecisionBook decisions;
    /// Per player: what the War step took (positive numbers, Gold/Food/Stone/Books/VP).
    std::vector<Amounts> lostToWar;
    /// Player order before the Player order step (Feudal dues restores it).
    std::vector<int> orderBeforeStep2;
    /// Per player: Strength modifier valid for the next event only (Sinking of the Vasa).
    std::vector<int> nextEventStrengthModifier;
    /// "apply by hand: ..." remarks collected during the round.
    std::vector<std::string> manual;

    int players() const { return static_cast<int>(state.players.size()); }
    BoardValues board(int p) const { return boardValues(catalog, state, p); }
    PlayerState &player(int p) { return state.players[static_cast<size_t>(p)]; }
    /// Display name for explanations: player name, else nation name, else "Player <n>".
    std::string name(int p) const;
    /// Player indices in reverse player order (last in order first) — the order choices are asked in
    /// (Rulebook p.19 "4. Events").
    std::vector<int> reverseOrder() const;
};

} // namespace nc::nations
