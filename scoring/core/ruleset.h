#pragma once
// The game-type seam: what one game of the Nations family (Nations, Nations: The Dice Game, Wealth of
// Nations) is to the rest of the app. The CLI, the history and the session (app/) talk to a game only
// through this interface; each game implements it in its own folder (scoring/nations/,
// scoring/nations_dice/) and nothing outside that folder knows the game's rules.
//
// The unit of exchange is the game's state document (JSON, docs/state-format.md): `"game"` names the
// type, the rest is the game's own. A user action is a Command (a name, a player and its arguments)
// that the Ruleset validates and applies to a state, giving the new state and the itemised
// explanation of every number it changed. Commands are what the action log stores and what undo/redo
// and the CLI replay.

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/explanation.h"

namespace nc {

/// A state document or a command the game refuses: impossible board state, a 5th player, a round 5.
/// what() is a sentence for players, naming the field ("players[2].books: ...") and the rule broken;
/// `rule` is the source (rulebook line or page) for the "why" link, empty when the input is malformed.
class GameInputError : public std::runtime_error {
public:
    /// `sentence`/`source`: the refusal as a translatable sentence without its source, and the source
    /// (e.g. "Rulebook p.16") shown beside it; empty when the engine gives only the English message.
    explicit GameInputError(const std::string &message, std::string rule = {}, Message sentence = {},
                            std::string source = {})
        : std::runtime_error(message), m_rule(std::move(rule)), m_sentence(std::move(sentence)),
          m_source(std::move(source))
    {
    }
    const std::string &rule() const { return m_rule; }
    const Message &sentence() const { return m_sentence; }
    const std::string &source() const { return m_source; }

private:
    std::string m_rule;
    Message m_sentence;
    std::string m_source;
};

/// Refuses a command by a rule of the game, in words for the table: throws a GameInputError whose what() is
/// "<command>: <sentence in English>" (what the CLI and the state documents' readers print), whose sentence()
/// is the translatable sentence without its source, and whose rule() and source() are `rule`, the rulebook
/// lines ("R l.152", "W l.702-706"; empty when the refusal keeps a limit of the app, not of the rulebook),
/// which the app shows apart from the sentence.
[[noreturn]] void refuseByRule(const std::string &command, Message sentence, const std::string &rule = {});

/// One Hall of Fame title of a solo game: reached with `minScore` VP or more.
struct HallOfFameTitle {
    int minScore = 0;
    std::string title; ///< "Trajan"
};

/// One row of the final score pad: a category and each player's VP in it.
struct ScoreCategory {
    std::string key;   ///< "books", "famine", "war", "tiles"
    std::string label; ///< "Books", shown on the pad (untranslated)
};

/// What a game type is to the app (start page, setup, history, Hall of Fame).
struct GameTypeInfo {
    std::string id;   ///< the state document's "game" and games.game_type: "nations", "nations_dice"
    std::string name; ///< "Nations: The Dice Game" (untranslated; the UI translates)
    int minPlayers = 1;
    int maxPlayers = 4;
    bool solo = false;                       ///< has a solo mode with a Hall of Fame
    std::vector<HallOfFameTitle> hallOfFame; ///< best first (highest minScore first); empty without solo
    // The figures the history has for this game type (issue 15 §2: the statistics page and the log-a-game
    // form show only these); a Hall of Fame is `solo`.
    bool nations = true;    ///< each seat plays a nation (the per-nation statistics)
    bool sides = false;     ///< a nation board has an A and a B side
    /// The rows of the final score pad, in pad order (the same list finalScore()'s sheet has): the per-category
    /// averages and the log-a-game form's figures. Empty: the game type keeps only totals.
    std::vector<ScoreCategory> categories;
};

/// A user action: the unit of the action log, of undo/redo and of the CLI. `name` is the game's
/// command ("buy_tile", "pass", "end_round"), `player` the acting player (-1: the table), `args` its
/// parameters as the game documents them (docs/state-format.md).
struct Command {
    std::string name;
    int player = -1;
    nlohmann::json args = nlohmann::json::object();

    /// Writes {"command": name, "player": p, "args": {...}} (all three keys, always).
    nlohmann::json toJson() const;
    /// Reads {"command": name, "player": p, "args": {...}}; "player" (default -1) and "args" (default {})
    /// may be left out. Throws GameInputError when malformed: not an object, an unknown key, an empty or
    /// non-string name, a player that is not an integer >= -1, args that are not an object.
    static Command fromJson(const nlohmann::json &j);

    /// The acting seat, checked: -1 for a command of the table (`table`), else a seat of a game of `seats`
    /// players. Throws GameInputError ("<name>.player: 7 is not a player of this game (0-3)").
    int actingSeat(std::size_t seats, bool table) const;

    bool operator==(const Command &) const = default;
};

/// One seat of a new game, as the history remembers it.
struct Seat {
    std::string player; ///< the player's name
    std::string nation; ///< Nations: the nation id; other games: "" or the player's colour
    char side = '\0';   ///< Nations: 'A' / 'B'; '\0' for games without board sides
};

/// A game set up: its first state and its seats (in seat order).
struct NewGame {
    nlohmann::json state;
    std::vector<Seat> seats;
};

/// A command applied: the new state document and the explanation of every number it changed.
struct Applied {
    nlohmann::json state;
    std::vector<ExplanationLine> lines;
};

/// A final score: per player the VP of each category (in ScorePad order), the total, the rank and the
/// explanation; the winner(s) by the game's tie rule.
struct FinalScoreSheet {
    struct Player {
        std::string name;
        std::vector<int> categories; ///< VP per category, index as in `categories`
        int total = 0;
        int rank = 1;                ///< 1 = winner; shared ranks when the tie rule leaves a tie
        std::vector<ExplanationLine> lines;
    };
    std::vector<ScoreCategory> categories;
    std::vector<Player> players;                   ///< one per seat, in seat order (a solo opponent is no seat)
    std::string tieRule;                           ///< the tie rule applied, in words, with its source
    std::optional<std::string> hallOfFameTitle;    ///< solo: the title reached, if any

    /// {"categories": [{"key", "label"}], "players": [{"name", "categories": {key: VP}, "total", "rank",
    ///  "lines": [explanation]}], "tie_rule", "hall_of_fame_title": string or null}.
    nlohmann::json toJson() const;
    /// The pad as a plain-text table (the CLI's `score --text`): one column per player, one row per
    /// category, then Total and Rank, the tie rule and the title (if any) below; columns padded by
    /// UTF-8 characters.
    std::string text() const;
};

/// One game type. Implementations are stateless and deterministic (the same input gives the same output).
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual const GameTypeInfo &info() const = 0;

    /// Validates a state document of this game and returns it normalised (defaults filled in, written
    /// back as the game writes it). Throws GameInputError naming the field.
    virtual nlohmann::json readState(const nlohmann::json &doc) const = 0;

    /// A new game from its setup document (the game documents it; the common part is
    /// {"players": ["Ann", "Bob"], "options": {...}}): the first state and the seats to remember.
    /// Throws GameInputError (e.g. a 5th player); the setup document is what the action log stores.
    virtual NewGame newGame(const nlohmann::json &setup) const = 0;

    /// Applies one command. Throws GameInputError when the rules or the state refuse it; the state
    /// passed in is never changed.
    virtual Applied apply(const nlohmann::json &state, const Command &command) const = 0;

    /// Whether `command` closes a round, so that undo never crosses it (core/command_log.h); the game
    /// documents which commands do (Nations: "resolve").
    virtual bool isUndoBarrier(const std::string &command) const { (void)command; return false; }

    /// How a command is stored as a row of the game's action log: its kind and its payload. Default: kind =
    /// the command's name, payload = Command::toJson(). A game may keep an older row format (Nations: the
    /// payload is the args with "player", docs/state-format.md "Action log").
    virtual std::pair<std::string, nlohmann::json> toRow(const Command &command) const;
    /// The command a stored row holds (the inverse of toRow()). Throws GameInputError for a row that does
    /// not hold one (a damaged or foreign row).
    virtual Command fromRow(const std::string &kind, const nlohmann::json &payload) const;

    /// The CLI's `resolve`: the round's scoring steps of the state, as a JSON report (the game documents it).
    virtual nlohmann::json resolve(const nlohmann::json &state) const = 0;

    /// The final score of a state (after the last round, or so far).
    virtual FinalScoreSheet finalScore(const nlohmann::json &state) const = 0;

    /// Whether the game of `state` is over and its final score is the result to store (each game says
    /// when, by its rulebook). Throws GameInputError when `state` is not a valid state of this game.
    virtual bool isOver(const nlohmann::json &state) const = 0;

    /// The result document stored with a finished game (games.final_json), for `sheet` =
    /// finalScore(state). Default: sheet.toJson(). A game may keep an older stored shape (Nations: its pad,
    /// scoring/nations/final_score.h; db/final_score_categories.h reads both).
    virtual nlohmann::json resultDocument(const nlohmann::json &state, const FinalScoreSheet &sheet) const;

    /// The solo title for a final score, by info().hallOfFame; nullopt below the lowest.
    std::optional<std::string> hallOfFameTitle(int score) const;
};

/// The game type a state document names ("game"; a document without it is Nations, as before the seam).
/// Throws GameInputError when `doc` is not an object or "game" is not a non-empty string.
std::string gameTypeOf(const nlohmann::json &doc);

} // namespace nc
