#pragma once
// Continuous values of a Player Board: Military Strength and Stability are never produced; they are
// the sum of their sources at every moment (Rulebook p.7 "Stability and Military Strength"; FAQ R-01).

#include <utility>
#include <vector>

#include "core/explanation.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

struct BoardValues {
    int strength = 0;               ///< real value (the track shows at most 40)
    int stability = 0;              ///< real value (the track shows 15 at most, "−∞" below −3)
    ExplanationLine strengthLine;   ///< step "board": every card/worker/section/manual item
    ExplanationLine stabilityLine;
    int populationFoodUpkeep = 0;   ///< Food paid each Production for Workers taken (positive number)
    /// Everything paid each Production for Workers taken from production-upkeep sections (positive
    /// numbers; normally only Food, == populationFoodUpkeep), and one explanation item per section.
    Amounts populationUpkeep;
    /// One item per section and resource, amounts negative, e.g. Food: "Population Track (Food section) ×2" −6.
    std::vector<std::pair<Quantity, ExplanationItem>> populationUpkeepItems;
    int architectsPrivate = 0;      ///< private Architects from cards (Archimedes, Alhambra, ...)
    int goldenAgeBonus = 0;         ///< sum of Golden Age bonuses of held cards
};

/// Computes the board's Strength and Stability from Buildings/Military × Workers, Colonies, ready
/// Wonders, Advisors, Population Track sections taken, and the player's manual corrections.
/// Unknown card ids are skipped (validate() reports them). A nation side missing from the catalog
/// (catalog.nation(p.nation)->side(p.side) null) counts as having no Population Track costs.
/// Items: label = card name, count = Workers and perWorker = true for worker effects; Population
/// Track items are labelled "Population Track (<Section> section)" with count = Workers taken;
/// the manual correction is an item "manual: <note>". Lines have step "board" and player −1.
/// Sources: Rulebook p.7 "Stability and Military Strength", p.8 "Taking and Returning Workers",
/// p.13 Growth, p.15 Buildings/Military, p.16 Colonies/Wonders/Advisors; FAQ, T-12, T-17..T-20.
/// Nation specials and held cards' `ongoing` rules of this player (owner or "all" targets) are included
/// (card_rules.h): e.g. Rome B +2 Strength, Genghis Khan −3 Stability (its owner), Egypt B private Architect.
BoardValues boardValues(const Catalog &catalog, const PlayerState &p);

/// The board values of player `p` within the game: as above, plus the `ongoing` rules of the OTHER
/// players that target every nation (Genghis Khan: −3 Stability for all), and the Stability gained for
/// this round by special actions (round effect "stability", Shwedagon Pagoda: item "<card> (this round)").
/// Use this one whenever the whole state is at hand.
BoardValues boardValues(const Catalog &catalog, const GameState &s, int p);

/// Military Strength as the War counts it: "Any Military Strength above 40 is counted as 40" (Rulebook
/// p.5, Scoring Board setup step 4), and the track starts at 0, so a War marker is never placed below 0
/// (FAQ R-16: a War at Strength 0 defeats nobody). Used for the War marker when a War is bought, for the
/// defeat test of the War step and for "stronger than the current war" (Qin Unification, card rules).
int warStrength(int realStrength);

/// Display label of a Population Track section: "Population Track (Food section)".
std::string populationSectionLabel(const PopulationSection &s);
/// The same label as a translatable message.
Message populationSectionMessage(const PopulationSection &s);

/// The best raid value among Military cards with at least one Worker (Rulebook p.16 "Battle"); 0 if none.
int bestRaidValue(const Catalog &catalog, const PlayerState &p);

} // namespace nc::nations
