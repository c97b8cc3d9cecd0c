// The round's Event Card (action "event", Rulebook p.13 step 4), and the cards that let a nation see two
// (Niccolò Machiavelli).
#include "nations/action_phase_internal.h"

namespace nc::nations {

using namespace ap;

namespace {

/// Axumite Kingdom: "After each event reveal, mark one card on the progress board; another nation buying a
/// marked card pays you 3 extra gold" (card text, data/catalog/dynasty_cards.json). The payload's "marked"
/// names the card; the holder's mark of an earlier reveal this round moves to it (one mark per reveal:
/// docs/card-rules.md "Decisions"). Without "marked" nothing is marked.
void markCard(const Catalog &catalog, GameState &s, const nlohmann::json &payload)
{
    const CardMarker marker = cardMarker(catalog, s);
    const int holder = marker.player;
    if (!payload.contains("marked"))
        return;
    if (holder < 0)
        refuse("\"marked\": only a card such as Axumite Kingdom marks a Progress Board card when the Event Card is "
               "revealed, and no nation holds one");
    const std::string ruleName = ruleSourceName(catalog, marker.card);
    const std::string id = payload["marked"].is_string() ? payload["marked"].get<std::string>() : "";
    const ProgressCard *c = catalog.card(id);
    if (!c || c->preprinted || c->age < 1)
        refuse("card text: " + ruleName + " marks a card on the Progress Board; \"marked\" is " +
               payload["marked"].dump() + ", not a Progress Card");
    if (c->age > s.age() || !s.options.usesSet(c->set))
        refuse("Rulebook p.12: the Progress Board holds cards of this game's sets and of this age (" +
               std::to_string(s.age()) + ") or older; " + c->name + " cannot be on it");
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p)
        if (holds(s.players[p], c->id))
            refuse("card text: " + ruleName + " marks a card on the Progress Board; " + c->name + " is on " +
                   nameOf(s, p) + "'s board");
    auto &marked = s.roundInputs.actionPhase.marked;
    std::erase_if(marked, [&](const auto &m) { return m.second == holder; });
    marked[c->id] = holder;
    std::string extra;
    for (const ActiveRule &h : shapedRules(catalog, s.players[holder], "on_other_buy", EffectShape::MarkedCardPaysOwner))
        extra = " " + amountsText(*plainAmounts(std::get<MarkedCardPaysOwner>(h.typed->effect).payToOwner));
    s.roundInputs.actionPhase.applied.push_back({holder, marker.card,
                                                 ruleName + ": " + nameOf(s, holder) + " marks " + c->name +
                                                     " on the Progress Board; another nation buying it pays " +
                                                     nameOf(s, holder) + extra + " more (" + kRuleCardText + ")"});
}

} // namespace

CardMarker cardMarker(const Catalog &catalog, const GameState &s)
{
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p)
        for (const ActiveRule &h : activeRules(catalog, s.players[p], "event_reveal")) // Resolution-time support
            if (h.typed->shape == EffectShape::MarkProgressCard && h.typed->support.automated)
                return {p, h.id};
    return {};
}

void revealEvent(const Catalog &catalog, GameState &s, const nlohmann::json &payload)
{
    const std::string card = payload.value("card", "");
    const EventCard *e = catalog.eventCard(card);
    if (!e)
        refuse("unknown Event Card \"" + card + "\"");
    s.roundInputs.eventCard = card;
    markCard(catalog, s, payload);
    if (!payload.contains("drawn"))
        return;
    // Niccolò Machiavelli: "you see two event cards and choose which one is used" (payload "drawn": the
    // two Event Cards drawn, "card": the one chosen; the other goes back under the deck).
    const json &drawn = payload["drawn"];
    std::string holder, holderId;
    int who = -1;
    for (int p = 0; p < static_cast<int>(s.players.size()) && holder.empty(); ++p)
        for (const ActiveRule &h : activeRules(catalog, s.players[p], "event_reveal")) {
            const auto *r = std::get_if<PlainEffect>(&h.typed->effect);
            if (!r || r->effect != NamedEffect::DrawTwoChooseOne || !h.typed->support.automated)
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
