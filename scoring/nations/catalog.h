#pragma once
// The card catalog of Nations: Progress Cards (deck and pre-printed board cards), Event Cards,
// nations (A and B sides) and the solo Hall of Fame, loaded from the project's catalog files
// (data/catalog/*.json, format in docs/catalog.md). Loading validates every entry and throws
// CatalogError naming the file and the card id.

#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/amounts.h"
#include "core/message.h"
#include "nations/event_effect.h"
#include "nations/rule.h"

namespace nc::nations {

/// A catalog file or entry is malformed. what() = "<file>: <id>: <problem>".
class CatalogError : public std::runtime_error {
public:
    CatalogError(const std::string &file, const std::string &id, const std::string &problem);
    std::string file, id;
};

/// Progress Card types, Rulebook p.10 "Progress Cards" (8 types) plus the Dynasties natural wonder.
enum class CardType { Building, Military, Colony, Wonder, Advisor, War, Battle, GoldenAge, NaturalWonder };
std::string_view key(CardType t);            ///< "building", ..., "golden_age", "natural_wonder"
std::string_view displayName(CardType t);    ///< "Building", ..., "Golden Age", "Natural Wonder"
/// displayName(t) as a translatable message (core/message.h).
Message cardTypeName(CardType t);
std::optional<CardType> cardTypeFromKey(std::string_view k);

/// Which board slot a card occupies once bought (Rulebook p.6 "Player Board Setup").
enum class Slot { BuildingMilitary, Advisor, Colony, Wonder, None };
Slot slotOf(CardType t);

struct ProgressCard {
    std::string id;
    std::string name;
    std::vector<std::string> altNames; ///< other spellings to match in search
    CardType type = CardType::Building;
    int age = 1;                       ///< 1..4; 0 for pre-printed board cards
    std::string set;                   ///< "base", "dynasties", "expansion"
    std::optional<std::string> tier;   ///< basic/advanced/expert; unknown (nullopt) for every card in our data
    int vp = 0;                        ///< fixed VP printed on the card (Colonies, Wonders, Advisors...)
    std::string effect;                ///< short effect text in our own words
    nlohmann::json rules = nlohmann::json::array(); ///< conditional effects (vocabulary: docs/catalog.md)
    /// `rules`, typed and classified once at load (rule.h); same order and size as `rules`.
    std::vector<Rule> typedRules;

    // Building / Military (Rulebook p.15)
    int deployStone = 0;               ///< Stone to deploy one Worker
    Amounts perWorker;                 ///< effect of each deployed Worker; Strength/Stability immediate
    std::vector<int> vpPerWorker;      ///< VP of the 1st, 2nd, ... Worker at game end
    std::optional<int> maxWorkers;     ///< card-specific cap; nullopt = no cap
    int raid = 0;                      ///< Military raid value (Battles)

    // Colony / Wonder / Advisor / natural wonder
    int strengthRequired = 0;          ///< Colony purchase requirement
    Amounts production;                ///< produced each Production step (negative = upkeep)
    Amounts ongoing;                   ///< Stability/Strength while held (immediate)
    std::vector<int> architectCosts;   ///< Wonder: Stone per section, left to right
    /// Natural wonder (Dynasties): actions spent exploring it on the Wonder-under-construction space
    /// before it is discovered and placed (action "explore"); 0 = placed when bought.
    int explorationTurns = 0;
    int privateArchitects = 0;
    int goldenAgeBonus = 0;

    // War
    Amounts warLoss;                   ///< printed resource loss on defeat (without the 1 VP)

    // Golden Age
    Amounts goldenAgeResource;         ///< the resource option
    int goldenAgeVpCost = 0;           ///< resources (any mix) to pay for 1 VP

    // Pre-printed board cards
    bool preprinted = false;
    std::string nation;                ///< owner nation of a pre-printed card

    /// True when the card has effects the foundation applies by hand (conditional `rules`).
    bool hasConditionalEffects() const { return !rules.empty(); }
};

struct EventDefinition {
    std::string name;
    EventEffect effect;     ///< target and outcome, typed at load (event_effect.h)
    std::string text;       ///< effect in our own words
};

struct EventCard {
    std::string id;
    std::string name;
    int age = 1;
    std::string set;
    int architects = 0;     ///< printed on the card, added to the base count (Rulebook p.13 step 5)
    int famine = 0;         ///< Food every nation pays in the Famine step (positive number)
    std::vector<EventDefinition> events; ///< exactly 2, resolved top to bottom
};

/// A section of the Population Track (Rulebook p.8 "Taking and Returning Workers", p.13 Growth).
struct PopulationSection {
    std::string id;              ///< "food", "stability" (or "strength" on some B-sides)
    int capacity = 4;            ///< Workers printed in the section
    Amounts costPerWorkerTaken;  ///< positive numbers: Food per Production, or Stability/Strength lowered
    bool productionUpkeep = false; ///< true: paid each Production; false: immediate and ongoing
};

struct BoardSlots {
    int advisor = 1, buildingMilitary = 4, colony = 2, wonder = 5, wonderUnderConstruction = 1, nationSpecial = 0;
};

/// One side (A or B) of a nation's Player Board.
struct NationSide {
    char side = 'A';
    int startingGold = 0, startingFood = 0, startingStone = 0;
    int startingVp = 0;
    int startingWorkers = 5;
    std::vector<PopulationSection> population;
    BoardSlots boardSlots; // not "slots": that is a Qt macro
    std::vector<std::string> preprintedCards; ///< progress card ids occupying slots at the start
    /// false when our sources do not know the side's pre-printed cards (the base A sides): the table
    /// enters its starting cards, any pre-printed card (A-side boards print generic ones).
    bool preprintedKnown = true;
    std::vector<std::string> specialRuleTexts; ///< nation special rules (shown, applied by hand here)
    nlohmann::json specialRules = nlohmann::json::array();
    /// Per entry of `specialRules`: its `rules`, typed and classified once at load (rule.h; empty for an
    /// entry without rules). Same size as `specialRules`.
    std::vector<std::vector<Rule>> typedSpecialRules;
    std::vector<std::string> uncertainFields;  ///< e.g. {"stone", "gold"}: values the user should check
    std::string note;                          ///< why values are uncertain
};

struct Nation {
    std::string id;
    std::string name;
    std::string set; ///< "base" or "expansion"
    std::optional<NationSide> sideA, sideB;
    /// Ids of its two dynasty cards (Dynasties expansion; Catalog::dynastyCard), played with turmoil cards.
    std::vector<std::string> dynastyCards;
    const NationSide *side(char s) const;
};

struct HallOfFameEntry {
    int minScore = 0;
    std::string title; ///< e.g. "Trajan"
};

/// A dynasty card of the Dynasties expansion (two per nation). Played with a turmoil card (action
/// "turmoil", action_phase_dynasties.cpp), it stands on the nation-special space (PlayerState::dynasty,
/// nation_rules.h) and its rules are interpreted like a nation special's (coverage report).
struct DynastyCard {
    std::string id;
    std::string name;
    std::string nation;  ///< the nation whose two dynasty cards it is
    std::string set;     ///< "dynasties"
    std::string effect;  ///< effect text in our own words
    nlohmann::json rules = nlohmann::json::array(); ///< the rules vocabulary of the shared data
    std::vector<Rule> typedRules; ///< `rules`, typed and classified once at load (rule.h)
};

/// The JSON text of each catalog file, as read by the caller (files, Qt resources, tests).
struct CatalogSources {
    std::string progressCards; ///< data/catalog/progress_cards.json
    std::string eventCards;    ///< data/catalog/event_cards.json
    std::string nations;       ///< data/catalog/nations.json
    std::string solo;          ///< data/catalog/solo.json
    std::string dynastyCards;  ///< data/catalog/dynasty_cards.json
};

class Catalog {
public:
    /// Parses and validates all files. Throws CatalogError (file + id + problem).
    static Catalog load(const CatalogSources &sources);
    /// Convenience for tools and tests: reads the five files from a folder. Throws CatalogError.
    static Catalog loadFromDirectory(const std::string &dir);

    const ProgressCard *card(const std::string &id) const;
    const EventCard *eventCard(const std::string &id) const;
    const Nation *nation(const std::string &id) const;
    const DynastyCard *dynastyCard(const std::string &id) const;

    const std::vector<ProgressCard> &cards() const { return m_cards; }
    const std::vector<EventCard> &eventCards() const { return m_events; }
    const std::vector<Nation> &nations() const { return m_nations; }
    const std::vector<HallOfFameEntry> &hallOfFame() const { return m_hallOfFame; }
    const std::vector<DynastyCard> &dynastyCards() const { return m_dynasties; }

    /// Search-as-you-type over names and alternative spellings: case- and accent-insensitive,
    /// prefix matches of the name first, then word prefixes, then substrings; ties by age then name.
    /// `filter` limits the result (e.g. only Building/Military for a board slot); `limit` caps the size.
    /// Deck cards only (ages 1..maxAge).
    std::vector<const ProgressCard *> searchCards(const std::string &query,
                                                  const std::vector<CardType> &types = {},
                                                  int maxAge = 4, size_t limit = 20) const;
    /// The same search over the pre-printed board cards, one card per printed name (same-named
    /// pre-printed cards are identical): the starting cards a side without known pre-printed cards
    /// (NationSide::preprintedKnown) may be given.
    std::vector<const ProgressCard *> searchPreprintedCards(const std::string &query,
                                                            const std::vector<CardType> &types = {},
                                                            size_t limit = 20) const;
    std::vector<const EventCard *> searchEvents(const std::string &query, int age = 0, size_t limit = 20) const;

    /// Hall of Fame title for a solo score (Rulebook p.23 "Solo Hall of Fame"); empty below the lowest.
    std::string hallOfFameTitle(int score) const;

private:
    /// Parses every rule into its typed form (rule.h), once, after all entries are read.
    void typeRules();
    std::vector<const ProgressCard *> searchCardsWhere(const std::string &query, const std::vector<CardType> &types,
                                                       size_t limit,
                                                       const std::function<bool(const ProgressCard &)> &wanted) const;

    std::vector<ProgressCard> m_cards;
    std::vector<EventCard> m_events;
    std::vector<Nation> m_nations;
    std::vector<HallOfFameEntry> m_hallOfFame;
    std::vector<DynastyCard> m_dynasties;
    std::map<std::string, size_t, std::less<>> m_cardIndex, m_eventIndex, m_nationIndex, m_dynastyIndex;
};

/// Lower-cases and strips accents/punctuation for matching ("Notre-Dame" -> "notre dame").
std::string foldForSearch(const std::string &s);

} // namespace nc::nations
