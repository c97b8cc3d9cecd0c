// The round's Event Card (action "event", Rulebook p.13 step 4), and the cards that let a nation see two
// (Niccolò Machiavelli).
#include "nations/action_phase_internal.h"

namespace nc::nations {

using namespace ap;

void revealEvent(const Catalog &catalog, GameState &s, const nlohmann::json &payload)
{
    const std::string card = payload.value("card", "");
    const EventCard *e = catalog.eventCard(card);
    if (!e)
        refuse("unknown Event Card \"" + card + "\"");
    s.roundInputs.eventCard = card;
    if (!payload.contains("drawn"))
        return;
    // Niccolò Machiavelli: "you see two event cards and choose which one is used" (payload "drawn": the
    // two Event Cards drawn, "card": the one chosen; the other goes back under the deck).
    const json &drawn = payload["drawn"];
    std::string holder, holderId;
    int who = -1;
    for (int p = 0; p < static_cast<int>(s.players.size()) && holder.empty(); ++p)
        for (const ActiveRule &h : activeRules(catalog, s.players[p], "event_reveal")) {
            if (h.rule->value("effect", "") != "draw_two_choose_one" || !h.typed->support.automated)
                continue;
            holder = h.name;
            holderId = h.id;
            who = p;
        }
    if (holder.empty())
        refuse("Rulebook p.13 step 4: one Event Card is drawn each round; only a card such as Niccolò Machiavelli "
               "lets a nation see two (\"drawn\")");
    if (!drawn.is_array() || drawn.size() != 2 || !drawn[0].is_string() || !drawn[1].is_string() || drawn[0] == drawn[1])
        refuse("card text: " + holder + " — \"drawn\" lists the two Event Cards drawn");
    std::string names;
    for (const auto &d : drawn) {
        const EventCard *x = catalog.eventCard(d.get<std::string>());
        if (!x)
            refuse("unknown Event Card " + d.dump());
        if (x->age != s.age())
            refuse("Rulebook p.13 step 4: Event Cards of the current age (" + std::to_string(s.age()) + ") are drawn; " +
                   x->name + " is of age " + std::to_string(x->age));
        names += (names.empty() ? "" : " and ") + x->name;
    }
    if (drawn[0] != card && drawn[1] != card)
        refuse("card text: " + holder + " — the Event Card used is one of the two drawn (" + names + ")");
    s.roundInputs.actionPhase.applied.push_back(
        {who, holderId, holder + ": " + nameOf(s, who) + " saw " + names + " and chose " + e->name + " (" +
                                         kRuleCardText + ")"});
}

} // namespace nc::nations
