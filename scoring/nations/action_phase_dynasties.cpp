// Action "turmoil" (Dynasties expansion, shared data README "dynasty_cards.json"): a turmoil card taken
// for Gold or with one of the nation's dynasty cards, which then stands on the nation-special space.
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

/// Takes a turmoil card (payload {player, choice: "gold" | <dynasty card id>, section?}). Mechanics as the
/// shared data describes them (README "dynasty_cards.json"; not checked against the Dynasties rulebook,
/// which we do not have): as many turmoil cards each round as public Architects; taking one is an action
/// that costs 2 Stability until the end of the round and gives 2 Gold or plays one of the nation's two
/// dynasties, which covers the nation special or the previous dynasty. Sassanid Empire ("on_turmoil"):
/// choosing the Gold discards the turmoil card, so no Stability is lost.
void turmoil(Ctx &c, const json &pl)
{
    const GameState &s = c.before;
    c.rule(s.options.usesSet("dynasties"),
           "game option: turmoil cards belong to the Dynasties expansion, which this game does not use");
    const PlayerState &p = s.players[c.pi];
    const Nation *nat = c.catalog.nation(p.nation);
    if (!pl.contains("choice") || !pl["choice"].is_string())
        refuse("the turmoil card needs a \"choice\": \"gold\" or one of the nation's dynasty cards");
    const std::string choice = pl["choice"].get<std::string>();
    const DynastyCard *dynasty = nullptr;
    if (choice != "gold") {
        dynasty = c.catalog.dynastyCard(choice);
        const std::vector<std::string> own = nat ? nat->dynastyCards : std::vector<std::string>{};
        if (!dynasty || std::find(own.begin(), own.end(), choice) == own.end())
            refuse("Dynasties: " + c.who() + " may play only " + (nat ? nat->name : p.nation) + "'s own dynasty cards, not \"" +
                   choice + "\"");
        if (p.dynasty == choice)
            refuse("Dynasties: " + dynasty->name + " is already in play for " + c.who());
    }
    const auto &played = p.dynastiesPlayed;
    if (dynasty)
        c.rule(std::find(played.begin(), played.end(), choice) == played.end(),
               "Dynasties: " + dynasty->name + " was played earlier and covered; each dynasty is played once");
    checkTurn(c);
    auto &effects = c.out.roundInputs.actionPhase.roundEffects;
    const int pool = publicArchitects(c.catalog, s), taken = roundEffect(s, -1, "turmoil_cards"); // turmoilCardsLeft()
    c.rule(taken < pool, "Dynasties: each round has as many turmoil cards as public Architects (" +
                             std::to_string(pool) + "); all " + std::to_string(taken) + " are taken");
    effects[roundKey(c.pi, "turmoil", "turmoil_cards")] += 1;

    // on_turmoil of what stands on the nation-special space when the card is taken (Sassanid Empire).
    bool discarded = false;
    for (const ActiveRule &h : activeRules(c.catalog, p, "on_turmoil"))
        if (choice == "gold" && h.rule->value("effect", "") == "discard_turmoil_card" &&
            h.rule->value("if", json::object()) == json{{"turmoil_choice", "gold"}}) {
            discarded = true;
            c.explain(c.pi, h.id, h.name + ": the turmoil card taken for Gold is discarded — " + c.who() +
                                      " loses no Stability (" + kRuleCardText + ")");
        }
    if (!discarded) {
        effects[roundKey(c.pi, "turmoil", "turmoil_stability")] += kTurmoilStability;
        c.explain(c.pi, "turmoil", "turmoil card: " + c.who() + " loses " + std::to_string(kTurmoilStability) +
                                       " Stability until the end of the round (Dynasties, shared data)");
    }
    if (!dynasty) {
        Amounts gold;
        gold[Quantity::Gold] = 2;
        c.gain(c.pi, gold, "turmoil", "turmoil card, Gold");
        endTurn(c);
        return;
    }
    const std::string covered =
        p.dynasty.empty() ? (nat ? nat->name : p.nation) + " special" : ruleSourceName(c.catalog, p.dynasty);
    c.me().dynasty = dynasty->id;
    c.me().dynastiesPlayed.push_back(dynasty->id);
    c.explain(c.pi, dynasty->id, "turmoil card: " + c.who() + " plays " + dynasty->name + ", covering the " + covered +
                                     " (Dynasties, shared data)");
    // on_play of the new dynasty (Yuan Dynasty: take 3 Workers; Rulebook p.8: the player decides the
    // section, payload "section", default the first section with a Worker left).
    for (const ActiveRule &h : activeRules(c.catalog, c.out.players[c.pi], "on_play")) {
        const RuleSupport sup = h.support();
        if (!sup.automated) {
            c.byHand(h.id, describe(h, sup));
            continue;
        }
        for (int i = 0; i < h.rule->value("take_workers", 0); ++i) {
            const std::string section = takeWorker(c.catalog, c.me(), pl.value("section", ""));
            c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                      " section of the Population Track (" + kRuleCardText + "; Rulebook p.8)");
            takeWorkerRules(c.catalog, c.out, c.pi);
        }
        Amounts gain;
        if (h.rule->contains("gain"))
            gain += *plainAmounts((*h.rule)["gain"]);
        c.gain(c.pi, gain, h.id, h.name + " (played)");
    }
    endTurn(c);
}

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

int turmoilCardsLeft(const Catalog &catalog, const GameState &s)
{
    return std::max(0, publicArchitects(catalog, s) - roundEffect(s, -1, "turmoil_cards"));
}

} // namespace nc::nations
