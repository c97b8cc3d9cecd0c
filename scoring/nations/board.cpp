#include "nations/board.h"

#include <algorithm>
#include <cctype>

#include "nations/card_rules.h"
#include "nations/comparisons.h"
#include "nations/nation_rules.h"

namespace nc::nations {

namespace {

constexpr const char *kRuleContinuous = "Rulebook p.7 \"Stability and Military Strength\"; FAQ R-01";
constexpr const char *kRulePopulation = "Rulebook p.8 \"Taking and Returning Workers\", p.13 Growth; FAQ R-38";
constexpr const char *kRuleHawaii = "card text (Hawaii, Dynasties natural wonder): the marked track space costs no upkeep";

void addItem(ExplanationLine &line, const std::string &source, const Message &label, int count, bool perWorker,
             int amount, const std::string &rule)
{
    if (amount == 0)
        return;
    line.items.push_back(makeItem(source, label, count, perWorker, amount, rule));
    line.total += amount;
}

} // namespace

Message populationSectionMessage(const PopulationSection &s)
{
    if (s.id == "food")
        return msg("Population Track (Food section)");
    if (s.id == "stability")
        return msg("Population Track (Stability section)");
    if (s.id == "strength")
        return msg("Population Track (Strength section)");
    std::string name = s.id;
    if (!name.empty())
        name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return msg("Population Track (%1 section)", {literal(name)});
}

std::string populationSectionLabel(const PopulationSection &s)
{
    return populationSectionMessage(s).english();
}

BoardValues boardValues(const Catalog &catalog, const PlayerState &p)
{
    BoardValues b;
    b.strengthLine.step = b.stabilityLine.step = "board";
    b.strengthLine.quantity = Quantity::Strength;
    b.stabilityLine.quantity = Quantity::Stability;

    auto continuous = [&](const std::string &id, const std::string &name, const Amounts &a, int count,
                          bool perWorker) {
        addItem(b.strengthLine, id, literal(name), count, perWorker, a[Quantity::Strength] * count, kRuleContinuous);
        addItem(b.stabilityLine, id, literal(name), count, perWorker, a[Quantity::Stability] * count, kRuleContinuous);
    };

    // Buildings and Military: per deployed Worker (Rulebook p.15).
    for (const auto &cb : p.buildings) {
        const ProgressCard *c = catalog.card(cb.card);
        if (!c || cb.workers <= 0)
            continue;
        continuous(c->id, c->name, c->perWorker, cb.workers, true);
    }
    // Colonies, ready Wonders, Advisors: while held (Rulebook p.16). Wonders under construction give nothing.
    auto held = [&](const std::vector<std::string> &ids) {
        for (const auto &id : ids) {
            const ProgressCard *c = catalog.card(id);
            if (!c)
                continue;
            continuous(c->id, c->name, c->ongoing, 1, false);
            b.architectsPrivate += c->privateArchitects;
            b.goldenAgeBonus += c->goldenAgeBonus;
        }
    };
    held(p.colonies);
    held(p.wonders);
    held(p.advisors);

    // Population Track sections (Rulebook p.8, p.13): immediate sections lower Stability/Strength,
    // production-upkeep sections cost Food (or whatever is printed) in each Production.
    const Nation *nation = catalog.nation(p.nation);
    const NationSide *side = nation ? nation->side(p.side) : nullptr;
    if (side) {
        for (size_t i = 0; i < side->population.size() && i < p.populationTaken.size(); ++i) {
            const PopulationSection &sec = side->population[i];
            const int taken = p.populationTaken[i];
            if (taken <= 0)
                continue;
            const std::string source = "population_" + sec.id;
            const Message label = populationSectionMessage(sec);
            // Hawaii: its marked space, while uncovered, costs nothing (an item giving its cost back).
            const bool marked = p.populationMark && p.populationMark->section == sec.id && taken > p.populationMark->space;
            const Message markLabel = msg("Hawaii (marked space of the %1 section: no upkeep)", {literal(sec.id)});
            if (sec.productionUpkeep) {
                const Amounts cost = sec.costPerWorkerTaken * (marked ? taken - 1 : taken);
                b.populationUpkeep += cost;
                for (Quantity q : kResources)
                    if (sec.costPerWorkerTaken[q] != 0) {
                        b.populationUpkeepItems.push_back(
                            {q, makeItem(source, label, taken, true, -sec.costPerWorkerTaken[q] * taken, kRulePopulation)});
                        if (marked)
                            b.populationUpkeepItems.push_back(
                                {q, makeItem("hawaii", markLabel, 1, false, sec.costPerWorkerTaken[q], kRuleHawaii)});
                    }
            } else {
                addItem(b.strengthLine, source, label, taken, true,
                        -sec.costPerWorkerTaken[Quantity::Strength] * taken, kRulePopulation);
                addItem(b.stabilityLine, source, label, taken, true,
                        -sec.costPerWorkerTaken[Quantity::Stability] * taken, kRulePopulation);
                if (marked) {
                    addItem(b.strengthLine, "hawaii", markLabel, 1, false, sec.costPerWorkerTaken[Quantity::Strength], kRuleHawaii);
                    addItem(b.stabilityLine, "hawaii", markLabel, 1, false, sec.costPerWorkerTaken[Quantity::Stability], kRuleHawaii);
                }
            }
        }
    }
    b.populationFoodUpkeep = b.populationUpkeep[Quantity::Food];

    // Ongoing rules of held cards and of the nation special (card_rules.h).
    addOwnOngoingRules(catalog, p, b);

    // Manual corrections for effects applied by hand.
    const Message manualLabel =
        p.manualNote.empty() ? msg("manual: correction") : msg("manual: %1", {literal(p.manualNote)});
    addItem(b.strengthLine, "manual", manualLabel, 1, false, p.manualStrength, "manual correction");
    addItem(b.stabilityLine, "manual", manualLabel, 1, false, p.manualStability, "manual correction");

    b.strength = b.strengthLine.total;
    b.stability = b.stabilityLine.total;
    return b;
}

BoardValues boardValues(const Catalog &catalog, const GameState &s, int p)
{
    BoardValues b = boardValues(catalog, s.players.at(static_cast<size_t>(p)));
    addOthersOngoingRules(catalog, s, p, b);
    // Stability and Strength gained "until the end of the round" (ActionPhaseState::roundEffects
    // "stability": Shwedagon Pagoda, Roman Republic; "strength": The Pillar of Hercules when discovered),
    // one item per source (card text, Rulebook appendix).
    for (auto [effect, line] : {std::pair{"stability", &b.stabilityLine}, std::pair{"strength", &b.strengthLine}}) {
        std::vector<std::string> sources;
        roundEffect(s, p, effect, &sources);
        for (const auto &id : sources) {
            const int v = s.roundInputs.actionPhase.roundEffects.at(std::to_string(p) + "/" + id + "/" + effect);
            addItem(*line, id, msg("%1 (this round)", {literal(ruleSourceName(catalog, id))}), v, false, v, kRuleCardText);
        }
    }
    b.strength = b.strengthLine.total;
    // Turmoil cards taken this round (Dynasties): Stability lost until the end of the round.
    const int turmoilCards = roundEffect(s, p, "turmoil_cards");
    if (const int loss = roundEffect(s, p, "turmoil_stability"); loss > 0)
        addItem(b.stabilityLine, "turmoil", msg("turmoil cards (this round)"), turmoilCards, false, -loss,
                "Dynasties expansion (shared data: 2 Stability per turmoil card until the end of the round)");
    b.stability = b.stabilityLine.total;
    return b;
}

int warStrength(int realStrength) { return std::max(0, comparableStrength(realStrength)); }

int bestRaidValue(const Catalog &catalog, const PlayerState &p)
{
    int best = 0;
    for (const auto &cb : p.buildings) {
        const ProgressCard *c = catalog.card(cb.card);
        if (c && cb.workers > 0 && c->type == CardType::Military)
            best = std::max(best, c->raid);
    }
    return best;
}

} // namespace nc::nations
