#pragma once
// User actions of a Nations game and their effect on the state. The database stores these actions
// in order (the action log); replaying them with apply() rebuilds the game exactly, so a killed app
// resumes where it stopped. Action kinds and payloads are documented in docs/state-format.md.

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/explanation.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

/// The action is malformed or not allowed in the current state. what() is the message for the user.
class ActionError : public std::runtime_error {
public:
    /// `overridableRule`: non-empty when the table may record the action anyway as a marked manual
    /// correction ("override": true); it is the rule's text alone, without the hint the message adds.
    /// `sentence`/`source`: the refusal in words for players, translatable, without its source, and the
    /// source apart (e.g. "Rulebook p.16"): the message is then "<source>: <sentence in English>"
    explicit ActionError(const std::string &message, std::string overridableRule = {}, Message sentence = {},
                         std::string source = {})
        : std::runtime_error(message), m_rule(std::move(overridableRule)), m_sentence(std::move(sentence)),
          m_source(std::move(source))
    {
    }
    bool overridable() const { return !m_rule.empty(); }
    const std::string &rule() const { return m_rule; }
    /// Empty for the refusals that are English only (malformed payloads: for developers, not the table).
    const Message &sentence() const { return m_sentence; }
    const std::string &source() const { return m_source; }

private:
    std::string m_rule;
    Message m_sentence;
    std::string m_source;
};

struct Action {
    std::string kind;                               ///< see the list below
    nlohmann::json payload = nlohmann::json::object();
};

/// One seat at setup time (Rulebook p.5 "Setup", p.21 "B-sides").
struct SeatSetup {
    std::string name;
    std::string nation;
    char side = 'A';
    Difficulty difficulty = Difficulty::Prince;
    /// Corrections of the nation side's printed starting values the table made (e.g. A-side stone):
    /// keys "gold", "food", "stone", "vp", "workers", and "cards": the starting cards (pre-printed card
    /// ids) of a side whose pre-printed cards are unknown (NationSide::preprintedKnown false, the base A
    /// sides). Remembered per nation side by the app.
    nlohmann::json startCorrections = nlohmann::json::object();
};

struct GameSetup {
    std::vector<SeatSetup> seats;  ///< in player order (seat 0 = first player)
    GameOptions options;
};

/// Builds the state of round 1, Growth step: starting resources/VP/Workers of each nation side (with
/// corrections), pre-printed cards on the board, starting Books = position in player order (Rulebook
/// p.5 Scoring Board setup step 1; solo: player 1 Book, shadow 2 Books, p.23). Throws ActionError for
/// 0 or more than 5 seats, unknown nation, a side without data, duplicate nations, solo with >1 seat, or
/// starting cards that are not pre-printed cards or are given for a side with known pre-printed cards.
GameState newGame(const Catalog &catalog, const GameSetup &setup);
nlohmann::json toJson(const GameSetup &s);
/// Reads the setup row of a stored game (toJson(GameSetup); docs/state-format.md "Action log"). Throws
/// ActionError "malformed game setup: <path>: <problem>", e.g. "$.seats[1].side: expected "A" or "B", got "C"".
GameSetup setupFromJson(const nlohmann::json &j);

/// What the Growth bonus `resource` ("food", "stone" or "gold") gives player `p` (Rulebook p.13 step 3):
/// the difficulty bonus (source "growth_bonus") plus the `growth` rules of what p holds (Spice Islands
/// +4 of that resource, Mali B +1 Gold; source = card / nation special id, card_rules.h
/// growthRuleBonus()). The Growth reducer applies exactly these items; the UI can show them.
std::vector<std::pair<Quantity, ExplanationItem>> growthBonusItems(const Catalog &catalog, const PlayerState &player,
                                                                   int p, const std::string &resource);

/// Takes one Worker from `section` of p's Population Track into the Resource Area (Rulebook p.8 "Taking
/// and Returning Workers": the player decides the section; "" = the first section with a Worker left).
/// Used by Growth and by card effects (Suleiman I, Abraham Lincoln). Returns the section id; throws
/// ActionError when the section is unknown or empty. A free Worker on top of the track
/// (PlayerState::freeWorkers) is taken first, whatever the section: returns kFreeWorkerSection.
std::string takeWorker(const Catalog &catalog, PlayerState &p, const std::string &section);

/// Applies one action and returns the new state; throws ActionError (state unchanged) if invalid.
/// Kinds:
///  - "growth"      {player, choice: "worker:<section id>" | "bonus:food" | "bonus:stone" | "bonus:gold"}
///                  Rulebook p.13 step 3. Phase Growth only; when every seat has chosen, phase -> Action.
///  - "event"       {card}: the round's Event Card (must be of the current age; Rulebook p.13 step 4).
///  - "player"      {player, state: <player JSON>}: quick entry of a whole board (cards, Workers,
///                  resources, VP); validated against the catalog and the nation side's slots.
///  - "war"         {card, strength, buyer} or {} to clear (Rulebook p.15 "War").
///  - "passes"      {order: [player indices in passing order]}.
///  - "adjustments" {items: [{player, quantity, amount, note}]}: manual production effects.
///  - "shadow"      {strength, stability, books}: solo shadow opponent values from the tile.
///  - "choices"     {choices: {...}}: answers to resolution decisions (merged).
///  - "resolve"     {state: <resulting state JSON>}: the confirmed (possibly corrected) result of the
///                  Resolution Phase; stored whole so that replay does not depend on engine changes.
///  - "order"       {order: [player indices]}: manual correction of the player order.
///  - "correct"     {player, quantity, value}: a number of the Resolution Phase's result (gold, food,
///                  stone, books, vp) corrected in the breakdown before confirming; kept in
///                  RoundInputs::resultCorrections (one per player and quantity) and applied by resolveRound().
///  The recorded Action Phase (Rulebook p.14-17; scoring/nations/action_phase.h), each payload with an
///  optional "override": true (a marked manual correction of a refusal the table overrules):
///  - "buy"         {player, card, row: 1..3, slot?, cover?, choice?, pay?}: buy a Progress Card.
///  - "deploy"      {player, slot, from?: "idle" | slot index, free?}: deploy one Worker (an action);
///                  "free": true without Stone where a card allows it (freeFirstDeploy()).
///  - "undeploy"    {player, slot, count?}: undeploy Workers (free, not an action, during your turn).
///  - "hire"        {player, private?: card id, cover?}: hire an Architect for the Wonder under construction.
///  - "special"     {player, card, option?, pay_option?, rule?}: a special action of a held card.
///  - "pass"        {player}: pass for the rest of the round.
///  - "explore"     {player, cover?}: one exploration turn of the natural wonder on the Wonder-under-
///                  construction space (Dynasties); the last turn discovers it onto a Wonder slot.
///  - "turmoil"     {player, choice: "gold" | <dynasty card id>, section?}: take a turmoil card (Dynasties
///                  expansion, game option): −2 Stability this round, +2 Gold or play one of the nation's
///                  dynasty cards (PlayerState::dynasty), as many per round as public Architects.
///  "undo" {} and "redo" {} are not applied here (they throw ActionError): they rebuild the state from
///  the action log, see replay() and applyToLog().
GameState apply(const Catalog &catalog, const GameState &state, const Action &action);

/// Undo and redo over an action log (docs/state-format.md "Undo and redo"). Walking the log: a regular
/// action is done (and forgets what was undone before it); "undo" takes back the most recent done
/// action of the current round; "redo" puts back the most recently undone one. "resolve" closes the
/// round: nothing before it can be undone any more.
struct UndoStatus {
    std::optional<size_t> undo; ///< log index of the action an "undo" appended now would take back
    std::optional<size_t> redo; ///< log index of the action a "redo" appended now would put back
};
UndoStatus undoStatus(const std::vector<Action> &log);

/// Indices of the log's actions that are in effect (in log order, "undo"/"redo" themselves excluded).
/// Throws ActionError if an "undo" or "redo" in the log has nothing to act on.
std::vector<size_t> effectiveActions(const std::vector<Action> &log);

/// Rebuilds a game: newGame(setup) then apply() each action in effect (effectiveActions()) in order.
GameState replay(const Catalog &catalog, const GameSetup &setup, const std::vector<Action> &actions);

/// What a controller calls for each new action: a regular action is apply()'d to `current`; "undo" and
/// "redo" are refused with an ActionError when there is nothing to undo/redo, else the state is rebuilt
/// with replay(). On success the action is appended to `log` and the new state returned; on refusal
/// `log` is unchanged.
GameState applyToLog(const Catalog &catalog, const GameSetup &setup, std::vector<Action> &log,
                     const GameState &current, const Action &action);

} // namespace nc::nations
