#pragma once
// The state of a game of Nations between two steps, and the inputs of the current round.
// JSON format "nations-companion.state" version 1, documented in docs/state-format.md.
// All counts are plain integers in the game's units (tokens, Workers, Architects, VP).

#include <algorithm>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/amounts.h"
#include "core/message.h"

namespace nc::nations {

class Catalog;
struct ProgressCard;
enum class CardType; // catalog.h

inline constexpr const char *kStateFormat = "nations-companion.state";
inline constexpr int kStateVersion = 1;

/// The state document is malformed or impossible. what() names the JSON path, e.g.
/// "players[1].buildings[0].card: unknown card \"granery\"".
class StateError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Ranges of the counts in a state document (docs/state-format.md "Limits"): a value outside is refused
/// with its field path, the value and the range. Wide enough for any real game, narrow enough that no sum
/// of them overflows an int.
struct StateRange {
    int min, max;
};
inline constexpr StateRange kResourceRange{0, 999};      ///< Gold, Food, Stone, Books tokens
inline constexpr StateRange kVpRange{0, 9999};           ///< VP tokens
inline constexpr StateRange kWorkerRange{0, 30};         ///< Workers idle, on a card, taken from a section
inline constexpr StateRange kArchitectRange{0, 20};      ///< sections built / exploration turns
inline constexpr StateRange kMarkerRange{0, 99};         ///< markers on one card (Hypatia, Old Kingdom...)
inline constexpr StateRange kSignedRange{-999, 999};     ///< manual Strength/Stability, adjustments, shadow values
inline constexpr StateRange kCountRange{0, 999};         ///< counters of the Action Phase (uses, purchases, ...)
inline constexpr StateRange kWarStrengthRange{0, 200};   ///< the War marker's Strength

/// Difficulty level = bonus resources taken at Growth (Rulebook p.11, p.13; faq_facts.md addendum).
enum class Difficulty { Emperor = 1, King = 2, Prince = 3, Chieftain = 4 };
std::string_view key(Difficulty d); ///< "emperor", "king", "prince", "chieftain"
std::optional<Difficulty> difficultyFromKey(std::string_view k);
/// key(d) as a translatable message (the difficulty's name in the player's language).
Message difficultyName(Difficulty d);

enum class Phase { Growth, Action, Resolution, Finished };
std::string_view key(Phase p); ///< "growth", "action", "resolution", "finished"
std::optional<Phase> phaseFromKey(std::string_view k);

/// A Building or Military on a Building/Military slot, with its deployed Workers.
struct CardOnBoard {
    std::string card;
    int workers = 0;
    bool operator==(const CardOnBoard &) const = default;
};

struct WonderUnderConstruction {
    std::string card;
    int architects = 0; ///< sections built (leftmost first)
    bool operator==(const WonderUnderConstruction &) const = default;
};

/// The "section" of a free Worker on top of a full Population Track (PlayerState::freeWorkers): what
/// takeWorker() returns when it takes one, and the events' return target when no slot is free.
inline constexpr const char *kFreeWorkerSection = "top";

/// A Population Track space marked by Hawaii (natural wonder, Dynasties; card text: "when discovered you
/// take 1 worker and that track space is marked so it costs no upkeep"): `space` (0 = the section's first
/// Worker taken) of the section `section` (PopulationSection::id). While that space is uncovered
/// (populationTaken of the section > space) it costs nothing: no Production upkeep, no Stability/Strength
/// (boardValues()).
struct PopulationMark {
    std::string section;
    int space = 0;
    bool operator==(const PopulationMark &) const = default;
};

struct PlayerState {
    std::string name;
    std::string nation;        ///< catalog nation id
    char side = 'A';           ///< 'A' or 'B'
    Difficulty difficulty = Difficulty::Prince;

    int gold = 0, food = 0, stone = 0, books = 0;
    int vp = 0;                ///< VP tokens ("Game VP", score pad A)
    int idleWorkers = 0;       ///< Workers in the Resource Area (not deployed)
    std::vector<int> populationTaken; ///< Workers taken from each Population Track section (nation side order)
    /// Workers returned while the Population Track had no free slot: they lie on top of the track, cost
    /// nothing, and the next Worker taken is one of them (Rulebook p.8 "Taking and Returning Workers":
    /// "take this free Worker first"; takeWorker()). JSON "workers.free" (default 0, written when not 0).
    int freeWorkers = 0;
    /// Hawaii's marked Population Track space (PopulationMark), set when Hawaii is discovered.
    /// JSON "workers.marked" {"section", "space"} (default none = every space costs; written when set).
    std::optional<PopulationMark> populationMark;
    /// Joseon Kingdom (Korea's dynasty): resources parked on the card by its special action this round,
    /// resource key ("food", "stone", "gold") -> amount; returned doubled at the end of the round
    /// (Resolution Phase, step "end_of_round") and cleared. JSON "parked" (default {}, written when not empty).
    std::map<std::string, int> parked;

    std::vector<CardOnBoard> buildings;  ///< Building/Military slots, left to right
    std::vector<std::string> advisors;   ///< normally at most 1
    std::vector<std::string> colonies;
    std::vector<std::string> wonders;    ///< ready Wonders
    std::optional<WonderUnderConstruction> wonderUnderConstruction;
    /// Markers on held cards (Rulebook appendix "Notes and reminders": a marker on the card when a
    /// condition is fulfilled), card id -> count: Hypatia's Production markers, Zhu Xi "already stayed
    /// once". Markers of cards no longer held are dropped by the engine. JSON "markers" (default {}).
    std::map<std::string, int> markers;
    /// Dynasties expansion: the dynasty card in play on the nation-special space (one of the nation's two
    /// dynasty cards, Catalog::dynastyCard), "" = none. Played with a turmoil card (action "turmoil"); it
    /// covers the nation special or the previous dynasty (shared data README "dynasty_cards.json").
    /// JSON "dynasty" (default "").
    std::string dynasty;
    /// Dynasty cards played with turmoil cards so far, in order: a dynasty covered by the next one is
    /// gone for good (shared data README "dynasty_cards.json"), so each is played at most once.
    /// JSON "dynasties_played" (default []).
    std::vector<std::string> dynastiesPlayed;

    /// Manual corrections of the continuous values for effects applied by hand (conditional cards,
    /// nation specials). Shown as "manual" items in every explanation.
    int manualStrength = 0, manualStability = 0;
    std::string manualNote;

    int resource(Quantity q) const;       ///< Gold/Food/Stone/Books/VP
    void setResource(Quantity q, int value);
    bool operator==(const PlayerState &) const = default;
};

/// The one War bought this round (Rulebook p.15 "War").
struct WarState {
    std::string card;
    int strength = 0;  ///< War marker on the Military Strength Track
    int buyer = -1;    ///< player index, -1 = unknown / shadow opponent
    bool operator==(const WarState &) const = default;
};

/// A hand-entered production change for an effect the app does not automate yet
/// (e.g. "Production: if most Strength +2 Stone"). Applied in the Production step and explained.
struct ManualAdjustment {
    int player = 0;
    Quantity quantity = Quantity::Gold; ///< Gold/Food/Stone/Books/VP
    int amount = 0;
    std::string note; ///< e.g. card name and condition
    bool operator==(const ManualAdjustment &) const = default;
};

/// A number of the Resolution Phase's result the table corrected in the breakdown before confirming
/// (e.g. the resulting Gold of a player): the resolution sets it to `value` and explains the difference.
struct ResultCorrection {
    int player = 0;
    Quantity quantity = Quantity::Gold; ///< Gold/Food/Stone/Books/VP
    int value = 0;                      ///< the value after the round, >= 0
    bool operator==(const ResultCorrection &) const = default;
};

/// Solo variant: the shadow opponent's values from the round's Solo Event tile (Rulebook p.23).
struct ShadowState {
    int strength = 0, stability = 0, books = 2; ///< shadow starts with 2 Books; `books` is its running total
    int famine = 0;     ///< the tile's famine (Food the player pays in the Famine step)
    int architects = 0; ///< the tile's Architects available this round
    bool operator==(const ShadowState &) const = default;
};

/// A refusal the table overrode with a marked manual correction ("override": true in the action
/// payload): the table's word beats the app's. Shown by the UI next to the board.
struct OverrideNote {
    int player = -1;        ///< acting player, -1 = none
    std::string action;     ///< action kind, e.g. "buy"
    std::string card;       ///< card concerned, may be empty
    std::string rule;       ///< the refusal that was overridden, naming the rule
    /// The same refusal in words for players (translatable) without its source, and the source apart
    /// (rule == source + ": " + ruleMessage.english()); empty in notes stored before (shown as `rule`).
    Message ruleMessage;
    std::string source;
    bool operator==(const OverrideNote &) const = default;
};

/// An effect the app recorded but does not apply: the table applies it by hand (board edits,
/// manual corrections, adjustments).
struct ByHandNote {
    int player = -1;
    std::string card;       ///< card whose effect it is
    std::string text;       ///< what to apply, e.g. "Galileo Galilei: buy_free — apply by hand"
    bool operator==(const ByHandNote &) const = default;
};

/// Bookkeeping of the recorded Action Phase (scoring/nations/action_phase.h). Everything here is
/// per round and cleared with the round inputs.
struct ActionPhaseState {
    int turn = -1;                      ///< player whose turn it is; -1 = the first player in order who has not passed
    int publicArchitectsHired = 0;      ///< public Architects taken from the Score Board this round
    std::map<std::string, int> privateArchitectsUsed; ///< "<player>/<card id>" -> private Architects used this round
    std::map<std::string, int> specialUses;           ///< "<player>/<card id>" -> special actions used this round
    std::vector<OverrideNote> overrides;              ///< marked manual corrections of this round
    std::vector<ByHandNote> byHand;                   ///< effects recorded for the table to apply by hand
    /// Effects of card rules the engine applied this round, one explanation line each (player = the
    /// nation affected, card = the card whose rule it is, text = "<card>: <what> (<why>)").
    std::vector<ByHandNote> applied;
    /// Effects lasting until the end of the round, "<player>/<card id>/<effect>" -> amount (>= 0):
    /// "extra_actions" (actions still to take before the turn moves on: Sun Tzu, Wardenclyffe Tower),
    /// "stability" (+Stability this round: Shwedagon Pagoda), "least_stability" (counts as having the
    /// least Stability: Versailles), "architect_discount" (Stone less per Architect: Le Vite),
    /// "public_architects" (extra public Architects for everyone: Le Vite), "passed_over_books"
    /// (Books each time play skips over the passed nation: Arabian Nights). See docs/card-rules.md.
    std::map<std::string, int> roundEffects;
    /// Players whose first turn of the round has come (taken, or skipped by Buddha), in that order.
    std::vector<int> started;
    /// Progress Board rows changed this round by Alhazen's swaps: card id -> row (1..3).
    std::map<std::string, int> boardRows;
    /// Cards bought this round through recorded "buy" actions, "<player>/<type key>" -> count (e.g.
    /// "0/colony": 1): the Resolution Phase answers "did you buy a Colony / how many Golden Ages..." from it.
    std::map<std::string, int> purchases;
    /// Progress Board cards marked this round, card id -> the player who marked it (Axumite Kingdom: "after
    /// each event reveal, mark one card on the progress board", revealEvent()); another nation buying it pays
    /// that player. JSON "marked" (default {}, written when not empty).
    std::map<std::string, int> marked;
    bool operator==(const ActionPhaseState &) const = default;
};

/// What the table decided this round; cleared when the next round starts.
struct RoundInputs {
    std::string eventCard;            ///< catalog event card id; empty = not drawn yet
    std::optional<WarState> war;
    std::vector<int> passOrder;       ///< player indices in the order they passed (first = passed first)
    std::vector<std::string> growth;  ///< per player: "worker:<section>", "bonus:food|stone|gold" or ""
    std::vector<ManualAdjustment> adjustments;
    /// Decisions asked during resolution, keyed by decision id (see docs/state-format.md),
    /// e.g. {"event1/2": "pay", "shortage/0/books": "stone"}.
    nlohmann::json choices = nlohmann::json::object();
    ActionPhaseState actionPhase;     ///< the recorded Action Phase (turn, Architects, limits, overrides)
    /// Corrections of the round's result typed in the Resolution breakdown ("correct" actions), at most
    /// one per player and quantity; applied last by resolveRound().
    std::vector<ResultCorrection> resultCorrections;
    /// Per player: the resources whose shortage VP the nation has already lost this round, in the Action
    /// Phase or the Resolution Phase — "at most 1 VP per round per resource that you do not have enough of"
    /// (Rulebook p.8 "Resource loss"; FAQ R-06). Only a VP really lost counts (at 0 VP nothing is lost).
    /// JSON "shortage_vp_lost": {"<player>": ["food", ...]} (default {}, written when not empty).
    std::map<int, std::set<Quantity>> shortageVpLost;
    bool operator==(const RoundInputs &) const = default;
};

/// Readings of rules our sources do not settle, each a game option (docs/card-rules.md "Decisions"):
/// false = the engine's documented reading, true = the other one. JSON `options.readings`, an object of
/// the keys below set to true/false (absent = all false; written only when one is true).
struct RuleReadings {
    /// "event_loss_before_gain": an event that both takes and gives (Tonghak movement: "lose 8 books but
    /// gain 2 stone") takes first, in printed order; default: it gives first, like Production (R-02).
    bool eventLossBeforeGain = false;
    /// "chopin_net_books": Frederic Chopin doubles the Books produced net of Books consumed; default: the
    /// Books produced only.
    bool chopinNetBooks = false;
    /// "versailles_ties_revolt": Versailles' "least Stability" ties with the nations in revolt (all negative
    /// Stability ties for last, Rulebook p.8); default: its owner is the least alone.
    bool versaillesTiesRevolt = false;
    /// "negative_strength_revolt": negative Military Strength works like a revolt: −1 VP and −1 Book per
    /// negative point in Production, and a War at Strength 0 defeats such a nation; default: no penalty,
    /// and it counts as 0 against the War (FAQ R-16), flagged in the explanation.
    bool negativeStrengthRevolt = false;
    bool any() const { return eventLossBeforeGain || chopinNetBooks || versaillesTiesRevolt || negativeStrengthRevolt; }
    bool operator==(const RuleReadings &) const = default;
};
/// Reads `options.readings` (an object of the RuleReadings keys, each true or false). Throws StateError
/// naming the key for anything else.
RuleReadings readingsFromJson(const nlohmann::json &j, const std::string &path);
nlohmann::json toJson(const RuleReadings &r); ///< only the keys set to true
/// Every RuleReadings key, in declaration order (what a setup form offers).
std::vector<std::string> ruleReadingKeys();

struct GameOptions {
    int lastRound = 8;                   ///< 8 = full game; 2/4/6 for the short game (Rulebook p.21)
    bool solo = false;
    std::vector<std::string> cardSets = {"base"};
    /// Name of the campaign this game belongs to (FAQ campaign variant, campaign.h); "" = none.
    std::string campaign;
    /// The other reading of rules our sources do not settle, chosen per game (see RuleReadings).
    RuleReadings readings;
    /// Whether the game uses card set `set` ("base", "dynasties", "expansion").
    bool usesSet(const std::string &set) const
    {
        return std::find(cardSets.begin(), cardSets.end(), set) != cardSets.end();
    }
    bool operator==(const GameOptions &) const = default;
};

/// An extra row of the Progress Board (Dynasties: Victoria Falls, "When discovered: draw 20 progress cards,
/// keep the colonies as an extra 4th board row and discard the rest; any nation may then buy from that row
/// for 4 gold"). Document key "board_row_4" (docs/state-format.md); absent = no such row.
struct ExtraBoardRow {
    std::string source;             ///< the card that made the row (its explanations name it)
    int priceGold = 4;              ///< price of a card on the row before cost modifiers (the rule's row_4_price_gold)
    std::vector<std::string> cards; ///< the cards still on the row (a card bought leaves it)
    bool operator==(const ExtraBoardRow &) const = default;
};

struct GameState {
    std::string gameType = "nations";
    GameOptions options;
    int round = 1;                 ///< 1..8; age = (round + 1) / 2
    Phase phase = Phase::Growth;
    std::vector<PlayerState> players; ///< seats; indices are stable player ids
    std::vector<int> playerOrder;     ///< player indices, [0] acts first (Player Order Track)
    RoundInputs roundInputs;
    std::optional<ShadowState> shadow; ///< set in solo games
    /// Victoria Falls' 4th Progress Board row; stays for the rest of the game (bought cards leave it).
    std::optional<ExtraBoardRow> boardRow4;

    int age() const { return (round + 1) / 2; }
    bool operator==(const GameState &) const = default;
};

/// Parses and checks the document's shape (types, ranges, format/version). Throws StateError with
/// the JSON path of the first problem, e.g. "players[0].resources.gold: 4294967301 is out of range 0 to
/// 999"; the value is quoted to at most 60 characters. The whole value first meets the limits of
/// checkJsonLimits() (depth 64, ...: core/json_input.h). A newer `version` than kStateVersion is refused.
/// Ranges: the k...Range constants above (docs/state-format.md "Limits").
GameState stateFromJson(const nlohmann::json &j);
nlohmann::json toJson(const GameState &s);
nlohmann::json toJson(const PlayerState &p);
PlayerState playerFromJson(const nlohmann::json &j, const std::string &path);

/// Checks the state against the catalog: unknown card/nation/event ids, cards on the wrong slot,
/// more cards than the board's slots, Workers above a card's cap, negative resources, Population Track
/// overflow, player order not a permutation. Returns every problem (empty = valid), each naming its path.
std::vector<std::string> validate(const Catalog &catalog, const GameState &s);

/// Architects available to all nations this round: 0/1/2/2/3 for 1..5 players plus the Event Card's
/// number (Rulebook p.13 step 5), plus those added this round by card effects (Le Vite's
/// "public_architects" round effect). 0 when no Event Card is set (solo: the tile's number).
int publicArchitects(const Catalog &catalog, const GameState &s);

/// Advisor slots of a player: the nation side's (at least 1, Rulebook p.16 "Advisor"), +1 per ready
/// Wonder with the `ongoing` modifier {"extra_slot": "advisor"} (Porcelain Tower: its Wonder space takes
/// an Advisor), +1 while an Advisor whose `on_replace` effect is "not_removed_first_time" (Zhu Xi) stays
/// underneath a newer one (it then carries a marker and another Advisor is held), + the Wonder spaces
/// not taken by a ready Wonder (or a Colony) while the dynasty Polish-Lithuanian Commonwealth is in play
/// (`ongoing` modifier {"advisor_on_wonder_space": true}: "Advisors you buy may be placed on wonder spaces").
/// `placed` (validation): also when that dynasty was played and covered since — the Advisors it placed stay.
int advisorSlots(const Catalog &catalog, const PlayerState &p, bool placed = false);
/// Colony slots of a player: the nation side's, + the Wonder spaces not taken by a ready Wonder (or an
/// Advisor) while the dynasty Portugese Empire is in play ({"colony_on_wonder_space": true}); `placed`
/// as for advisorSlots().
int colonySlots(const Catalog &catalog, const PlayerState &p, bool placed = false);
/// Wonder spaces taken: the spaces of the ready Wonders (wonderSpacesOf(): Siberia takes two) + the Advisors
/// and Colonies beyond their own slots that sit on Wonder spaces (Polish-Lithuanian Commonwealth, Portugese
/// Empire, in play or played and covered since); at most the side's Wonder slots.
int wonderSpacesUsed(const Catalog &catalog, const PlayerState &p);
/// Wonder spaces one ready Wonder takes: the `ongoing` modifier {"wonder_spaces_used": n} (Siberia, card text
/// "occupies two wonder spaces (comes with a second filler card)"), else 1.
int wonderSpacesOf(const ProgressCard &c);
/// Wonder spaces taken by the ready Wonders alone (the sum of wonderSpacesOf()).
int wonderCardSpaces(const Catalog &catalog, const PlayerState &p);
/// Building/Military slots of a player: the nation side's + 1 per ready Wonder with the `ongoing` modifier
/// {"extra_slot": "building_or_military", "uses": "this_wonder_space"} (Great Plains: "its wonder space may
/// be covered by a building or military card").
int buildingSlots(const Catalog &catalog, const PlayerState &p);
/// Whether ready Wonder `k` of `p` carries a Building/Military on its space: a Wonder with the Great Plains
/// modifier while the player holds more Buildings/Military than the side's own slots (the extra ones sit on
/// such spaces, the first such Wonders first). Such a space is not also a Wonder space: a new Wonder may
/// not cover that Wonder.
bool wonderSpaceHoldsBuilding(const Catalog &catalog, const PlayerState &p, size_t k);

/// Whether card `id` is on `p`'s board: a Building/Military, Advisor, Colony, ready Wonder or the Wonder
/// under construction.
bool holdsCard(const PlayerState &p, const std::string &id);

/// Cards of the given types that `player` bought this round through recorded Action Phase actions
/// (ActionPhaseState::purchases), or nullopt when this round's Action Phase was not recorded action by
/// action (nobody's turn has started: quick entry), so that the table has to be asked.
std::optional<int> recordedPurchases(const GameState &s, int player, std::initializer_list<CardType> types);

/// Sum of the round effects (ActionPhaseState::roundEffects) named `effect` for `player` (-1 = any
/// player), with the ids of the cards contributing.
int roundEffect(const GameState &s, int player, const std::string &effect, std::vector<std::string> *cards = nullptr);

} // namespace nc::nations
