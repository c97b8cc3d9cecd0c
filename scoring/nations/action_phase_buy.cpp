// Action "buy" (Rulebook p.15-16 "Buy a Progress Card"): prices by row (FAQ R-40) and their modifiers,
// placement by card type (Buildings/Military, Advisors, Colonies, Wonders), Wars, Battles, Golden Ages,
// Colony requirements, and the purchase triggers of the bought card and of the buyer's cards.
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

/// Places a bought Building/Military; returns its slot index.
int placeOnBuildingSlot(Ctx &c, const ProgressCard &card, const json &pl)
{
    PlayerState &p = c.me();
    const int cap = buildingSlots(c.catalog, p); // Great Plains: its Wonder space takes one more
    const int n = static_cast<int>(p.buildings.size());
    const auto slot = optInt(pl, "slot");
    if (!slot || *slot == n) {
        if (n >= cap)
            refuse("Rulebook p.14", msg("all %1 Building/Military slots are full: choose the card to cover",
                                        {literal(cap)}));
        p.buildings.push_back({card.id, 0});
        if (n >= sideOf(c.catalog, p).boardSlots.buildingMilitary)
            for (size_t k = 0; k < p.wonders.size(); ++k)
                if (wonderSpaceHoldsBuilding(c.catalog, p, k) && !wonderSpaceHoldsBuilding(c.catalog, c.before.players[c.pi], k))
                    c.explain(c.pi, p.wonders[k], card.name + " is placed on the Wonder space of " +
                                                      c.catalog.card(p.wonders[k])->name + " (" + kRuleCardText + ")");
        return n;
    }
    if (*slot < 0 || *slot > n)
        refuse("there is no Building/Military slot " + std::to_string(*slot) + " to place " + card.name + " on");
    // Covering: the old card is gone for good and its Workers go back to the Resource Area
    // (Rulebook p.14-15 "Building", "Military"; FAQ ).
    const CardOnBoard old = p.buildings[*slot];
    p.idleWorkers += old.workers;
    p.buildings[*slot] = {card.id, 0};
    const ProgressCard *oldCard = c.catalog.card(old.card);
    if (!oldCard)
        return *slot;
    for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_replace")) {
        const ReplaceCondition cond = replaceCondition(*h.typed);
        bool applies = true;
        if (cond.oldType)
            applies = applies && *cond.oldType == oldCard->type;
        if (cond.newType)
            applies = applies && *cond.newType == card.type;
        if (cond.newAgeGreater)
            applies = applies && card.age > oldCard->age;
        if (applies)
            c.applyOrNote(h, h.name + " (card replaced)");
    }
    return *slot;
}

/// Places a new Advisor (Rulebook p.16 "Advisor": one at a time, a new one replaces the old; FAQ R-28),
/// on `slot` (default: a free Advisor slot — Porcelain Tower adds one — else the first Advisor not kept
/// underneath). An Advisor with the on_replace effect "not_removed_first_time" (Zhu Xi) stays in play
/// underneath the first time it would be replaced: it gets a marker and the new Advisor is added.
void placeAdvisor(Ctx &c, const ProgressCard &card, int player, std::optional<int> slot,
                  const std::vector<ActiveRule> &replaceRules)
{
    PlayerState &p = c.out.players[player];
    const int cap = advisorSlots(c.catalog, p);
    const int n = static_cast<int>(p.advisors.size());
    auto kept = [&](int k) { return p.markers.count(p.advisors[k]) && p.markers.at(p.advisors[k]) > 0; };
    if (n < cap && (!slot || *slot == n)) {
        const int spacesBefore = wonderSpacesUsed(c.catalog, p);
        p.advisors.push_back(card.id);
        if (wonderSpacesUsed(c.catalog, p) > spacesBefore) // Polish-Lithuanian Commonwealth (advisorSlots())
            c.explain(player, p.dynasty, ruleSourceName(c.catalog, p.dynasty) + ": " + card.name +
                                             " is placed on a free Wonder space (" + kRuleCardText + ")");
        return;
    }
    int k = slot.value_or(0);
    if (!slot)
        while (k + 1 < n && kept(k))
            ++k;
    if (k < 0 || k >= n)
        refuse("there is no Advisor slot " + std::to_string(k));
    for (const ActiveRule &h : replaceRules) {
        if (h.id != p.advisors[k] || replaceCondition(*h.typed).newType != CardType::Advisor)
            continue;
        if (h.typed->shape == EffectShape::StaysFirstTime && h.support().automated) {
            if (kept(k))
                continue; // already stayed once: replaced this time
            p.markers[h.id] = 1;
            p.advisors.push_back(card.id);
            c.explain(player, h.id, h.name + ": the first time a new Advisor would replace it, it stays underneath and "
                                    "keeps working (" + card.name + " is added; " + kRuleCardText + ")");
            return;
        }
        c.applyOrNote(h, h.name + " (Advisor replaced)", player);
    }
    p.markers.erase(p.advisors[k]);
    p.advisors[k] = card.id;
}

/// `player` buys the VP of Golden Age `card` (Rulebook p.16 "Golden age": 1 VP for its printed cost in
/// any mix of resources, less the player's Golden Age bonus, with the player's own modifiers, at least 0;
/// FAQ R-21): `pay` lists the resources paid. The player's `on_golden_age_vp` rules follow (Carolus
/// Linnaeus). Used by the buyer's "vp" choice and by Abbasid Caliphate's owner (buy()).
void buyGoldenAgeVp(Ctx &c, int player, const ProgressCard &card, const json &pay, const std::string &why)
{
    PlayerState &p = c.out.players[player];
    const int price = goldenAgeVpPrice(c.catalog, c.before, player, card);
    const std::string whose = player == c.pi ? std::string() : " for " + nameOf(c.before, player);
    std::optional<Amounts> mix;
    try {
        if (pay.is_object())
            mix = plainAmounts(amountsFromJson(pay, "pay")); // nullopt with Strength or Stability
    } catch (const std::invalid_argument &) { // an unknown key or a non-integer amount
    }
    if (!mix || (*mix)[Quantity::Vp] != 0)
        refuse("\"pay\" lists the resources paid for the VP: Stone, Gold, Food and/or Books");
    int sum = 0;
    for (Quantity q : kResources) {
        if ((*mix)[q] < 0)
            refuse("\"pay\" amounts cannot be negative");
        if ((*mix)[q] > p.resource(q))
            refuse("Rulebook appendix: you may not spend more " + std::string(displayName(q)) + " than you have (" +
                   std::to_string(p.resource(q)) + ")" + whose);
        sum += (*mix)[q];
    }
    if (sum != price) {
        const int bonus = boardValues(c.catalog, c.before, player).goldenAgeBonus;
        const int mod = ownModifier(c.catalog, c.before.players[player], &Modifier::goldenAgeVpCost).total;
        refuse("Rulebook p.16: the VP of " + card.name + " costs " + std::to_string(price) + " resources in any mix" +
               whose + " (cost " + std::to_string(card.goldenAgeVpCost) + " − Golden Age bonus " + std::to_string(bonus) +
               (mod ? ", modifiers " + std::to_string(mod) : std::string()) + ", at least 0); \"pay\" adds up to " +
               std::to_string(sum));
    }
    for (Quantity q : kResources)
        p.setResource(q, p.resource(q) - (*mix)[q]);
    if (player == c.pi)
        c.payGold((*mix)[Quantity::Gold]);
    p.vp += 1;
    c.explain(player, card.id, why + ": +1 VP for " + amountsText(*mix * -1) + " (Rulebook p.16)");
    for (const ActiveRule &h : activeRules(c.catalog, c.before.players[player], "on_golden_age_vp")) {
        if (player == c.pi) {
            c.applyOrNote(h, h.name + " (VP from a Golden Age)");
            continue;
        }
        const auto a = h.support().automated ? plainOutcome(*h.typed) : std::nullopt;
        if (a)
            c.gain(player, *a, h.id, h.name + " (VP from a Golden Age)");
        else
            c.byHand(h.id, describe(h, h.support()), player);
    }
}

void buyGoldenAge(Ctx &c, const ProgressCard &card, const json &pl)
{
    const std::string choice = pl.value("choice", "");
    const int bonus = boardValues(c.catalog, c.before, c.pi).goldenAgeBonus;
    if (choice == "resource") {
        // Rulebook p.16 "Golden age": the printed resource plus the Golden Age bonus (FAQ R-21).
        if (card.goldenAgeResource.empty())
            refuse(card.name + " has no resource option: choose \"vp\" or \"special\"");
        Amounts a = card.goldenAgeResource;
        for (Quantity q : kResources)
            if (a[q] > 0) {
                a[q] += bonus;
                break;
            }
        c.gain(c.pi, a, card.id, card.name);
        if (a[Quantity::Books] > 0) // the Books option (Heian Period: 4 more Books)
            for (const ActiveRule &h : activeRules(c.catalog, c.before.players[c.pi], "on_golden_age_books"))
                c.applyOrNote(h, h.name + " (Books from a Golden Age)");
    } else if (choice == "vp") {
        buyGoldenAgeVp(c, c.pi, card, pl.value("pay", json::object()), card.name);
    } else if (choice == "special") {
        bool has = false;
        for (const ActiveRule &h : rulesWhen(card, "on_buy"))
            if (h.typed->specialOption) {
                has = true;
                c.applyOrNote(h, card.name + " (special option)");
            }
        if (!has)
            refuse(card.name + " has no special option: choose \"resource\" or \"vp\" (Rulebook p.16)");
    } else {
        refuse("Rulebook p.16: a Golden Age gives either its resource or 1 VP: \"choice\" is \"resource\" or \"vp\"");
    }
}

/// One section of the Wonder under construction built by an Architect hired for free (no Stone, no
/// Architect from the Score Board: Korea B, Qin Dynasty); `on_hire_architect` rules fire, and a finished
/// Wonder is placed (payload "cover" when every Wonder slot is full).
void freeArchitect(Ctx &c, const ActiveRule &h, const json &pl)
{
    PlayerState &p = c.me();
    const ProgressCard *w = p.wonderUnderConstruction ? c.catalog.card(p.wonderUnderConstruction->card) : nullptr;
    if (!w || w->type != CardType::Wonder)
        refuse("card text: " + h.name + " hires an Architect for the Wonder under construction; " + c.who() + " has none");
    p.wonderUnderConstruction->architects += 1;
    c.explain(c.pi, h.id, h.name + ": a free Architect builds section " +
                              std::to_string(p.wonderUnderConstruction->architects) + " of " + w->name + " (" +
                              kRuleCardText + ")");
    for (const ActiveRule &o : activeRules(c.catalog, c.out.players[c.pi], "on_hire_architect"))
        c.applyOrNote(o, o.name + " (Architect hired)");
    if (p.wonderUnderConstruction->architects >= static_cast<int>(w->architectCosts.size())) {
        p.wonderUnderConstruction.reset();
        placeReadyWonder(c, *w, pl);
    }
}

/// Domains of the Sea ("colonies you buy are discarded at once for 1 VP and 2 Gold"): when a held rule of
/// shape "discard_bought" matches the bought card's type, the card is not placed and its gain is applied.
/// Japan B Emperor ("Advisors you buy are discarded instead; each adds a marker here worth +1 strength",
/// card text, data/catalog/progress_cards.json): shape "discard_bought_add_marker" — the card is not
/// placed and a marker goes on the rule's card (PlayerState::markers, as Hypatia's; Rulebook appendix
/// "Notes and reminders": a marker on the card); its `ongoing` gain per marker counts them
/// (addOwnOngoingRules()).
bool discardedOnPurchase(Ctx &c, const ProgressCard &card, const std::vector<ActiveRule> &buyRules)
{
    for (const ActiveRule &h : buyRules) {
        if (!h.typed->purchaseOf(card.type) || !h.support().automated)
            continue;
        if (h.typed->shape == EffectShape::DiscardBought) {
            c.explain(c.pi, h.id, h.name + ": " + card.name + " is discarded at once (" + kRuleCardText + ")");
            c.gain(c.pi, std::get<DiscardBought>(h.typed->effect).gain, h.id, h.name);
            return true;
        }
        if (h.typed->shape == EffectShape::DiscardBoughtAddMarker) {
            const int n = ++c.me().markers[h.id];
            c.explain(c.pi, h.id, h.name + ": " + card.name + " is discarded instead and adds a marker here (" +
                                      std::to_string(n) + " marker" + (n == 1 ? "" : "s") + " now; " + kRuleCardText + ")");
            return true;
        }
    }
    return false;
}

/// The gain of buying a Battle (Rulebook p.16 "Battle": needs a Worker on a Military; the best raid
/// value once, as Books, Food or Stone, payload "choice"; FAQ R-19). `required`: the Worker rule is
/// checked (overridable); otherwise nothing is gained without one. Returns whether a Military is staffed.
bool battleGain(Ctx &c, const json &pl, const std::string &why, const std::string &cardId, bool required)
{
    const PlayerState &b = c.before.players[c.pi];
    const bool staffed = std::any_of(b.buildings.begin(), b.buildings.end(), [&](const CardOnBoard &cb) {
        const ProgressCard *m = c.catalog.card(cb.card);
        return m && m->type == CardType::Military && cb.workers > 0;
    });
    // The source is the rule enforced: Rulebook p.16 "You may only buy Battle if you have at least one Worker
    // deployed on a Military" (FAQ R-19 only sums it up).
    if (required)
        c.rule(staffed, "Rulebook p.16", msg("to buy a Battle you need at least one Worker on a Military"));
    else if (!staffed)
        return false;
    const std::string choice = pl.value("choice", "");
    if (choice != "books" && choice != "food" && choice != "stone")
        refuse("Rulebook p.16: a Battle gives Books, Food or Stone: \"choice\" is \"books\", \"food\" or \"stone\"");
    const int raid = staffed ? bestRaidValue(c.catalog, b) + ownModifier(c.catalog, b, &Modifier::raid).total : 0;
    Amounts a;
    a[*quantityFromKey(choice)] = std::max(0, raid);
    c.gain(c.pi, a, cardId, why);
    return staffed;
}

/// Axumite Kingdom ("another nation buying a marked card pays you 3 extra gold", card text): when `card`
/// is the card another nation marked at this round's Event Card reveal (ActionPhaseState::marked,
/// revealEvent(); purchaseByOthers() decides), the buyer pays the rule's `pay_to_owner` to that nation on
/// top of the card's price.
void payMarkedCardOwner(Ctx &c, const ProgressCard &card)
{
    const auto surcharge = purchaseByOthers(c.catalog, c.before, c.pi, card).surcharge;
    if (!surcharge)
        return;
    const Amounts pay = surcharge->pay;
    const std::string owner = nameOf(c.before, surcharge->owner), rule = ruleSourceName(c.catalog, surcharge->card);
    PlayerState &p = c.me();
    for (Quantity q : kResources)
        if (pay[q] > p.resource(q))
            refuse("card text: " + rule + " of " + owner + " — " + card.name + " is marked: buying it costs " +
                   amountsText(pay) + " more, paid to " + owner + " (" + c.who() + " has " +
                   std::to_string(p.resource(q)) + " " + std::string(displayName(q)) + " left)");
    for (Quantity q : kResources)
        p.setResource(q, p.resource(q) - pay[q]);
    c.payGold(pay[Quantity::Gold]);
    c.gain(surcharge->owner, pay, surcharge->card,
           rule + ": " + c.who() + " bought the marked " + card.name + " and pays " + owner);
}

/// Abbasid Caliphate ("when another nation buys a golden age you may also buy that card's VP at your own
/// golden-age price", card text): the owner's choice is the buyer's payload "also_vp": [{"player": owner,
/// "pay": {resources}}] (docs/state-format.md); without an entry the owner declined.
void alsoBuyGoldenAgeVp(Ctx &c, const ActiveRule &h, int owner, const ProgressCard &card, const json &pl)
{
    for (const json &e : pl.value("also_vp", json::array()))
        if (e.is_object() && e.value("player", -1) == owner)
            return buyGoldenAgeVp(c, owner, card, e.value("pay", json::object()),
                                  h.name + ": " + nameOf(c.before, owner) + " also buys the VP of " + card.name);
}

/// Every "also_vp" entry names another nation that holds Abbasid Caliphate's rule, once, for a Golden Age.
void checkAlsoVpOwners(Ctx &c, const json &pl)
{
    if (!pl.contains("also_vp"))
        return;
    const ProgressCard *card = c.catalog.card(c.card);
    if (!pl["also_vp"].is_array())
        refuse("\"also_vp\" lists [{\"player\": n, \"pay\": {resources}}]");
    std::set<int> seen;
    for (const json &e : pl["also_vp"]) {
        const int q = e.is_object() && e.contains("player") && e["player"].is_number_integer() ? e["player"].get<int>() : -1;
        const bool holder = q >= 0 && q < static_cast<int>(c.before.players.size()) && q != c.pi &&
                            !shapedRules(c.catalog, c.before.players[q], "on_other_buy", EffectShape::AlsoBuyGoldenAgeVp).empty();
        if (!holder || !card || card->type != CardType::GoldenAge || !seen.insert(q).second)
            refuse("\"also_vp\": only another nation with a card such as Abbasid Caliphate may also buy the VP of a "
                   "Golden Age another nation buys, once (" + e.dump() + ")");
    }
}

/// Buys a Progress Card (Rulebook p.14-17). `freeOf` (Galileo Galilei's special action: "take a golden age
/// or wonder without paying gold"): the card types it may take, the price is 0 and the turn is the special
/// action's; nullptr = an ordinary "buy" action (its own turn, price by row).
void buy(Ctx &c, const json &pl, const ActiveRule *freeOf)
{
    const GameState &s = c.before;
    c.card = pl.value("card", "");
    const ProgressCard *card = c.catalog.card(c.card);
    if (!card)
        refuse("unknown card \"" + c.card + "\"");
    if (card->preprinted || card->age < 1)
        refuse(card->name + " is printed on a player board; it is not on the Progress Board");
    // Game option (setup): only the chosen card sets are shuffled into the Progress decks.
    if (!s.options.usesSet(card->set)) {
        std::string chosen;
        for (const auto &set : s.options.cardSets)
            chosen += (chosen.empty() ? "" : ", ") + set;
        c.rule(false, "game option", msg("%1 is from the %2 set, which this game does not use (card sets: %3)",
                                         {literal(card->name), literal(card->set), literal(chosen)}));
    }
    const int row = intField(pl, "row", "the Progress Board row (1, 2 or 3)");
    if ((row < 1 || row > 3) && !(row == 4 && s.boardRow4))
        refuse("FAQ R-40: the Progress Board has rows 1, 2 and 3 (1, 2 and 3 Gold)");
    // Victoria Falls' 4th row holds the Colonies named when it was discovered (GameState::boardRow4).
    const auto &row4 = s.boardRow4;
    if (row == 4 && std::find(row4->cards.begin(), row4->cards.end(), card->id) == row4->cards.end())
        refuse("card text (" + ruleSourceName(c.catalog, row4->source) + "): " + card->name +
               " is not on the 4th row of the Progress Board");
    if (row != 4 && row4 && std::find(row4->cards.begin(), row4->cards.end(), card->id) != row4->cards.end())
        c.rule(false, "card text (" + ruleSourceName(c.catalog, row4->source) + ")",
               msg("%1 is on the 4th row of the Progress Board (row 4)", {literal(card->name)}));
    if (!freeOf)
        checkTurn(c);
    else if (const CardTypeList &types = std::get<BuyFree>(freeOf->typed->effect).cardTypes; !types.contains(card->type))
        refuse("card text: " + freeOf->name + " takes a " + toJson(types).dump() + " card, not a " +
               std::string(displayName(card->type)));
    const auto &rows = c.before.roundInputs.actionPhase.boardRows;
    if (rows.count(card->id))
        c.rule(rows.at(card->id) == row, "card text (Alhazen)",
               msg("%1 was moved to row %2 of the Progress Board this round",
                   {literal(card->name), literal(rows.at(card->id))}));
    c.rule(card->age <= s.age(), "Rulebook p.12",
           msg("the Progress Board holds cards of this age (%1) and older; %2 is an age %3 card",
               {literal(s.age()), literal(card->name), literal(card->age)}));
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        const PlayerState &o = s.players[q];
        bool held = std::any_of(o.buildings.begin(), o.buildings.end(), [&](const CardOnBoard &b) { return b.card == card->id; });
        for (const auto *ids : {&o.advisors, &o.colonies, &o.wonders})
            held = held || std::find(ids->begin(), ids->end(), card->id) != ids->end();
        held = held || (o.wonderUnderConstruction && o.wonderUnderConstruction->card == card->id);
        c.rule(!held, "Rulebook p.4", msg("there is one copy of each Progress Card and %1 is on %2's board",
                                          {literal(card->name), literal(nameOf(s, q))}));
    }
    if (s.roundInputs.war && s.roundInputs.war->card == card->id)
        c.rule(false, "Rulebook p.4",
               msg("there is one copy of each Progress Card and %1 is on the War space", {literal(card->name)}));
    for (const ActiveRule &h : activeRules(c.catalog, s.players[c.pi], "ongoing")) {
        const auto *r = std::get_if<PlainEffect>(&h.typed->effect);
        if (r && r->modifier && r->modifier->mayNotBuy && h.support().automated && r->modifier->mayNotBuy->contains(card->type))
            c.rule(false, "Rulebook appendix (card text beats the rulebook)",
                   msg("%1 — you may not buy a %2", {literal(h.name), cardTypeName(card->type)}));
    }

    const int price = freeOf ? 0 : cardPrice(c.catalog, s, c.pi, *card, row);
    PlayerState &p = c.me();
    if (p.gold < price)
        refuse("Rulebook p.14", msg("%1 costs %2 Gold on row %3 (%4 has %5)",
                                    {literal(card->name), literal(price), literal(row), literal(c.who()), literal(p.gold)}));
    p.gold -= price;
    c.payGold(price);
    if (row == 4) {
        auto &cards = c.out.boardRow4->cards;
        cards.erase(std::find(cards.begin(), cards.end(), card->id));
        c.explain(c.pi, row4->source, c.who() + " buys " + card->name + " from the 4th row of the Progress Board (" +
                                          ruleSourceName(c.catalog, row4->source) + ") for " + std::to_string(price) +
                                          " Gold (" + kRuleCardText + ")");
    }
    if (freeOf)
        c.explain(c.pi, freeOf->id, freeOf->name + ": " + c.who() + " takes " + card->name + " from row " +
                                        std::to_string(row) + " without paying Gold (" + kRuleCardText + ")");
    int boughtSlot = -1;
    const std::vector<ActiveRule> replaceRulesBefore = activeRules(c.catalog, s.players[c.pi], "on_replace");
    const std::vector<ActiveRule> buyRulesBefore = activeRules(c.catalog, s.players[c.pi], "on_buy");

    switch (card->type) {
    case CardType::Building:
    case CardType::Military: boughtSlot = placeOnBuildingSlot(c, *card, pl); break;
    case CardType::Advisor:
        if (!discardedOnPurchase(c, *card, buyRulesBefore)) // Japan B Emperor
            placeAdvisor(c, *card, c.pi, optInt(pl, "slot"), replaceRulesBefore);
        break;
    case CardType::Colony: {
        // Rulebook p.16 "Colony": the Strength requirement counts only when buying (FAQ R-27).
        const int need = colonyRequirement(c.catalog, s, c.pi, *card);
        const int have = boardValues(c.catalog, s, c.pi).strength;
        c.rule(have >= need, "Rulebook p.16",
               msg("to buy %1 you need Military Strength %2 (you have %3)",
                   {literal(card->name), literal(need), literal(have)}));
        if (discardedOnPurchase(c, *card, buyRulesBefore))
            break;
        // Portugese Empire: free Wonder spaces take Colonies too (colonySlots()).
        const int cap = colonySlots(c.catalog, p);
        const auto slot = optInt(pl, "slot");
        const int n = static_cast<int>(p.colonies.size());
        if (!slot || *slot == n) {
            if (n >= cap)
                refuse("Rulebook p.14 / FAQ R-28: " + (cap == 2 ? std::string("both") : "all " + std::to_string(cap)) +
                       " Colony slots are full: choose the Colony to replace (\"slot\")");
            const int spacesBefore = wonderSpacesUsed(c.catalog, p);
            p.colonies.push_back(card->id);
            if (wonderSpacesUsed(c.catalog, p) > spacesBefore)
                c.explain(c.pi, p.dynasty, ruleSourceName(c.catalog, p.dynasty) + ": " + card->name +
                                               " is placed on a free Wonder space (" + kRuleCardText + ")");
        } else {
            if (*slot < 0 || *slot > n)
                refuse("there is no Colony slot " + std::to_string(*slot));
            p.colonies[*slot] = card->id;
        }
        break;
    }
    case CardType::Wonder:
        // Rulebook p.16 "Wonder": one under construction; a new one removes the unfinished one with its
        // Architects and the Stone paid (FAQ R-14, T-24).
        p.wonderUnderConstruction = WonderUnderConstruction{card->id, 0};
        if (card->architectCosts.empty()) {
            p.wonderUnderConstruction.reset();
            placeReadyWonder(c, *card, pl);
        }
        break;
    case CardType::NaturalWonder:
        // Hawaii ("Needs a worker left on your population track to buy; when discovered you take 1 worker",
        // card text): a natural wonder whose discovery takes a Worker from a track space needs one left.
        for (const ActiveRule &h : rulesWhen(*card, "on_discover"))
            if (h.typed->shape == EffectShape::MarkPopulationSpace) {
                const NationSide &side = sideOf(c.catalog, p);
                bool left = false;
                for (size_t k = 0; k < side.population.size() && k < p.populationTaken.size(); ++k)
                    left = left || p.populationTaken[k] < side.population[k].capacity;
                c.rule(left, "card text", msg("%1 needs a Worker left on your Population Track to buy (%2's track is empty)",
                                              {literal(card->name), literal(c.who())}));
            }
        // Dynasties (shared data): a natural wonder goes to the Wonder-under-construction space, replacing an
        // unfinished Wonder as a new Wonder would (FAQ R-14), and is discovered after its exploration turns
        // (action "explore").
        p.wonderUnderConstruction = WonderUnderConstruction{card->id, 0};
        if (card->explorationTurns == 0)
            discover(c, *card, pl);
        else
            c.explain(c.pi, card->id, card->name + " is explored with " + std::to_string(card->explorationTurns) +
                                          " action(s) (\"explore\") before it is discovered (Dynasties, shared data)");
        break;
    case CardType::War: {
        // Rulebook p.15 "War": one per round; the marker goes to the buyer's Strength (FAQ R-16).
        if (s.roundInputs.war)
            c.rule(false, "Rulebook p.15",
                   msg("only one War may be bought each round (%1 is already on the War space)",
                       {literal(c.catalog.card(s.roundInputs.war->card) ? c.catalog.card(s.roundInputs.war->card)->name
                                                                        : s.roundInputs.war->card)}));
        const int strength = boardValues(c.catalog, s, c.pi).strength;
        c.out.roundInputs.war = WarState{card->id, warStrength(strength), c.pi}; // at most 40 (Rulebook p.5)
        // Kingdom of Leon: "when you buy a war you also get the effects of buying a battle".
        for (const ActiveRule &h : buyRulesBefore)
            if (h.typed->shape == EffectShape::WarAsBattle) {
                const int staffed = battleGain(c, pl, card->name + " as a Battle (" + h.name + ")", card->id, false);
                c.explain(c.pi, h.id, h.name + ": " + card->name + " also counts as buying a Battle" +
                                          (staffed ? std::string() : " (no Worker on a Military: nothing gained)") +
                                          " (" + kRuleCardText + ")");
            }
        break;
    }
    case CardType::Battle:
        battleGain(c, pl, card->name, card->id, true);
        break;
    case CardType::GoldenAge: buyGoldenAge(c, *card, pl); break;
    }

    // on_buy rules of the bought card itself (e.g. Great Lighthouse: +1 Book when paid 3 Gold). The
    // War marker, the Battle's raid and the Golden Age's special option are handled by type above.
    for (const ActiveRule &h : rulesWhen(*card, "on_buy")) {
        // Great Lighthouse's "if you paid 3 gold" (the typed condition, rule_effect.h).
        const auto *plain = std::get_if<PlainEffect>(&h.typed->effect);
        const PaidGold *paid = plain && plain->condition ? plain->condition->find<PaidGold>() : nullptr;
        if (h.typed->hasCardTypeCondition())
            continue; // a trigger for later purchases, not for this one
        if (h.typed->specialOption)
            continue; // the Golden Age's special option: noted when chosen (buyGoldenAge)
        if (h.support().coveredByField)
            continue; // the War marker / the Battle's raid: applied by the purchase of that type above
        if (paid && plain->condition->all.size() == 1 && paid->gold != price)
            continue; // condition not met
        c.applyOrNote(h, card->name + (paid ? " (bought for " + std::to_string(price) + " Gold)" : std::string()));
    }
    // on_buy triggers of the buyer's cards and nation special (Chichen Itza, Abu Bakr, Sejong, Montezuma,
    // Siwa Oasis, Arabs B...).
    for (const ActiveRule &h : buyRulesBefore) {
        if (!h.typed->purchaseOf(card->type))
            continue;
        const EffectShape shape = h.typed->shape;
        if (shape == EffectShape::WarAsBattle || shape == EffectShape::DiscardBought ||
            shape == EffectShape::DiscardBoughtAddMarker)
            continue; // applied with the War above / before the placement (discardedOnPurchase())
        if (shape == EffectShape::TakeWorkerOptional) {
            // Arabs B: "you may also take 1 Worker" — payload "take_worker": true (section: "section").
            const int most = std::get<TakeWorkerOptional>(h.typed->effect).max;
            for (int i = 0; i < (pl.value("take_worker", false) ? most : 0); ++i) {
                const std::string section = takeWorker(c.catalog, p, pl.value("section", ""));
                c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                          " section of the Population Track (" + kRuleCardText + ")");
                takeWorkerRules(c.catalog, c.out, c.pi);
            }
            continue;
        }
        if (shape == EffectShape::FreeArchitects) {
            // Korea B: "you may hire up to 2 architects for free" — payload "free_architects": 0..2.
            const int most = std::get<FreeArchitects>(h.typed->effect).amount;
            const int n = pl.value("free_architects", 0);
            if (n < 0 || n > most)
                refuse("card text: " + h.name + " hires up to " + std::to_string(most) + " Architects for free (\"free_architects\")");
            for (int i = 0; i < n; ++i)
                freeArchitect(c, h, pl);
            continue;
        }
        if (shape == EffectShape::FreeWorkerOnBought && h.support().automated) {
            // MIT: "you may put a worker on it for free" — payload "free_worker": true, from the Resource Area.
            if (!pl.value("free_worker", false) || boughtSlot < 0)
                continue;
            if (p.idleWorkers <= 0)
                refuse("card text: " + h.name + " puts a Worker from the Resource Area on " + card->name + "; " +
                       c.who() + " has none idle");
            p.idleWorkers -= 1;
            p.buildings[static_cast<size_t>(boughtSlot)].workers += 1;
            c.explain(c.pi, h.id, h.name + ": a Worker on " + card->name + " without paying Stone (" + kRuleCardText + ")");
            continue;
        }
        c.applyOrNote(h, h.name + " (bought a " + std::string(displayName(card->type)) + ")");
    }
    if (pl.value("free_worker", false) && (boughtSlot < 0 || p.buildings[static_cast<size_t>(boughtSlot)].workers == 0))
        refuse("\"free_worker\" needs a card that lets you put a Worker on the bought Building for free (MIT)");
    payMarkedCardOwner(c, *card); // Axumite Kingdom's marked card (purchaseByOthers())
    // on_other_buy triggers of the other nations' cards (Shaka Zulu: the buyer gains).
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        if (q == c.pi)
            continue;
        for (const ActiveRule &h : activeRules(c.catalog, s.players[q], "on_other_buy")) {
            if (!h.typed->purchaseOf(card->type))
                continue; // (Axumite Kingdom's rule has no card type: paid above)
            if (h.typed->shape == EffectShape::AlsoBuyGoldenAgeVp) {
                alsoBuyGoldenAgeVp(c, h, q, *card, pl);
                continue;
            }
            const auto *plain = std::get_if<PlainEffect>(&h.typed->effect);
            if (plain && !plain->target && h.support().automated) {
                // The owner gains (Pactum Warmundi: 1 Gold; Golden Horde: the Gold the buyer paid).
                Amounts a = plain->gain.value_or(Amounts{});
                if (plain->gainFrom == GainSource::GoldPaidByBuyer)
                    a[Quantity::Gold] = price;
                c.gain(q, a, h.id, h.name + " of " + nameOf(s, q) + " (" + c.who() + " bought " + card->name + ")");
                continue;
            }
            c.applyOrNote(h, h.name + " of " + nameOf(s, q), q);
        }
    }
    checkAlsoVpOwners(c, pl);
    // For the Resolution Phase's "bought this round" conditions (Cyrus the Great, events).
    ++c.out.roundInputs.actionPhase.purchases[std::to_string(c.pi) + "/" + std::string(key(card->type))];
    if (!freeOf)
        endTurn(c);
}

} // namespace nc::nations::ap

namespace nc::nations {

using namespace ap;

int cardPrice(const Catalog &catalog, const GameState &s, int player, const ProgressCard &card, int row)
{
    const ModifierSum own = ownModifier(catalog, s.players[player], &Modifier::cardCostGold, card.type, row);
    // Row 4 (Victoria Falls): the row's price; the card's cost modifiers apply as to a card of rows 1-3.
    const int base = row == 4 && s.boardRow4 ? s.boardRow4->priceGold : row;
    const int price = base + own.total + tableModifier(catalog, s, player, &Modifier::cardCostGold, card.type);
    // A card's "minimum" (New Kingdom: Battles 2 Gold less, minimum 0) and never below 0 anyway.
    return std::max({0, own.min.value_or(0), price});
}

PurchaseByOthers purchaseByOthers(const Catalog &catalog, const GameState &s, int buyer, const ProgressCard &card)
{
    PurchaseByOthers out;
    const auto &marked = s.roundInputs.actionPhase.marked;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        if (q == buyer)
            continue; // "another nation"
        for (const ActiveRule &h : shapedRules(catalog, s.players[q], "on_other_buy", EffectShape::AlsoBuyGoldenAgeVp))
            if (h.typed->purchaseOf(card.type))
                out.alsoVp.push_back({q, h.id, goldenAgeVpPrice(catalog, s, q, card)});
        const auto m = marked.find(card.id);
        if (m != marked.end() && m->second == q)
            for (const ActiveRule &h : shapedRules(catalog, s.players[q], "on_other_buy", EffectShape::MarkedCardPaysOwner))
                out.surcharge = PurchaseByOthers::Surcharge{q, h.id, std::get<MarkedCardPaysOwner>(h.typed->effect).payToOwner};
    }
    return out;
}

int goldenAgeVpPrice(const Catalog &catalog, const GameState &s, int player, const ProgressCard &card)
{
    const int bonus = boardValues(catalog, s, player).goldenAgeBonus;
    return std::max(0, card.goldenAgeVpCost - bonus + ownModifier(catalog, s.players[player], &Modifier::goldenAgeVpCost).total);
}

BuyExtras buyExtras(const Catalog &catalog, const PlayerState &player, const ProgressCard &card)
{
    BuyExtras e;
    for (const ActiveRule &h : activeRules(catalog, player, "on_buy")) {
        if (!h.typed->purchaseOf(card.type))
            continue;
        const EffectShape shape = h.typed->shape;
        if (shape == EffectShape::FreeArchitects)
            e.freeArchitects += std::get<FreeArchitects>(h.typed->effect).amount;
        else if (shape == EffectShape::TakeWorkerOptional)
            e.takeWorkers += std::get<TakeWorkerOptional>(h.typed->effect).max;
    }
    return e;
}

bool warCountsAsBattle(const Catalog &catalog, const PlayerState &player)
{
    const auto rules = activeRules(catalog, player, "on_buy");
    return std::any_of(rules.begin(), rules.end(),
                       [](const ActiveRule &h) { return h.typed->shape == EffectShape::WarAsBattle; });
}

int colonyRequirement(const Catalog &catalog, const GameState &s, int player, const ProgressCard &card)
{
    return std::max(0, card.strengthRequired + ownModifier(catalog, s.players[player], &Modifier::colonyStrengthRequired).total +
                           tableModifier(catalog, s, player, &Modifier::colonyStrengthRequired, card.type));
}

ColoniesRowDiscovery coloniesRowDiscovery(const Catalog &catalog, const GameState &state, int player)
{
    ColoniesRowDiscovery d;
    if (player < 0 || player >= static_cast<int>(state.players.size()))
        return d;
    const PlayerState &p = state.players[static_cast<size_t>(player)];
    const ProgressCard *w = p.wonderUnderConstruction ? catalog.card(p.wonderUnderConstruction->card) : nullptr;
    if (!w || w->type != CardType::NaturalWonder || p.wonderUnderConstruction->architects + 1 < w->explorationTurns)
        return d;
    for (const ActiveRule &h : rulesWhen(*w, "on_discover"))
        if (h.typed->shape == EffectShape::ColoniesRow && h.support().automated) {
            d.pending = true;
            d.card = w->id;
            d.priceGold = std::get<ColoniesRow>(h.typed->effect).row4PriceGold;
        }
    return d;
}

std::vector<const ProgressCard *> coloniesRowCandidates(const Catalog &catalog, const GameState &state)
{
    std::vector<const ProgressCard *> out;
    for (const ProgressCard &c : catalog.cards()) {
        if (c.type != CardType::Colony || c.preprinted || c.age != state.age() || !state.options.usesSet(c.set))
            continue;
        if (std::any_of(state.players.begin(), state.players.end(), [&](const PlayerState &p) { return holdsCard(p, c.id); }))
            continue;
        if (state.boardRow4 && std::find(state.boardRow4->cards.begin(), state.boardRow4->cards.end(), c.id) !=
                                   state.boardRow4->cards.end())
            continue;
        out.push_back(&c);
    }
    std::sort(out.begin(), out.end(), [](const ProgressCard *a, const ProgressCard *b) { return a->name < b->name; });
    return out;
}

} // namespace nc::nations
