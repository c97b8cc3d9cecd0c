// Action "special" (Rulebook p.17 and appendix: special actions of held cards and of the nation-special
// space): limits per round, payments, plain gains and the special actions carrying a choice.
#include "nations/action_phase_internal.h"

namespace nc::nations::ap {

int limitOf(const Rule &rule)
{
    // no limit: "Special actions ... can be used any number of times" (Rulebook p.14)
    return usesPerRound(effectLimit(rule.effect));
}

/// The acting nation pays `pay` for `what`; refused when it has less (Rulebook appendix: you may not
/// voluntarily spend more than you have). Gold paid counts for Mansa Musa.
void payFor(Ctx &c, const Amounts &pay, const std::string &what)
{
    PlayerState &p = c.me();
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        if (pay[q] > p.resource(q))
            refuse("Rulebook appendix: you may not spend more than you have; " + what + " costs " +
                   std::to_string(pay[q]) + " " + std::string(displayName(q)) + " (" + c.who() + " has " +
                   std::to_string(p.resource(q)) + ")");
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
        p.setResource(q, p.resource(q) - pay[q]);
    c.payGold(pay[Quantity::Gold]);
}

/// Condition of a special action (`if`), for the acting player; `text` describes it. Overridable.
void specialCondition(Ctx &c, const ActiveRule &h, int owner)
{
    // The conditions the special actions' shapes carry (TakeWorkers, StabilityThisRound, TakeThisCard).
    const Effect &e = h.typed->effect;
    const auto *takeWorkers = std::get_if<TakeWorkers>(&e);
    const auto *stability = std::get_if<StabilityThisRound>(&e);
    if (takeWorkers && takeWorkers->ifMost) {
        std::string text;
        Message who;
        const std::vector<int> top = targetsOf(c, RankedTarget{Rank::Most, *takeWorkers->ifMost}, c.pi, text, &who);
        c.rule(std::find(top.begin(), top.end(), c.pi) != top.end(), "card text; Rulebook p.8",
               msg("%1's special action needs the %2 (ties give nobody)", {literal(h.name), who}));
    }
    if (stability && stability->ifNoPlayerPassed)
        c.rule(c.before.roundInputs.passOrder.empty(), "card text",
               msg("%1's special action is only possible while nobody has passed this round", {literal(h.name)}));
    if (std::holds_alternative<TakeThisCard>(e)) // if {"owner_has_not_passed": true}
        c.rule(!hasPassed(c.before, owner), "card text",
               msg("%1 can be taken from %2 only until that nation passes", {literal(h.name), literal(nameOf(c.before, owner))}));
}

/// The special actions whose effect shape carries a choice or changes more than resources (effectShape).
void specialShape(Ctx &c, const ActiveRule &h, EffectShape shape, int owner, const json &pl)
{
    const Effect &e = h.typed->effect; // the struct of `shape` (special(): shape == h.typed->shape)
    PlayerState &p = c.me();
    specialCondition(c, h, owner);
    switch (shape) { // every shape named: a new one must say where it is executed (-Wswitch)
    case EffectShape::SwapBoardCards: {
        // Alhazen: "swap the positions of two cards on the progress board": payload "swap":
        // [{"card", "row"}, {"card", "row"}] (the rows they are on now). Later purchases this round must
        // use the new rows (ActionPhaseState::boardRows).
        const json sw = pl.value("swap", json());
        if (!sw.is_array() || sw.size() != 2)
            refuse(h.name + ": \"swap\" lists the two Progress Board cards swapped: [{\"card\", \"row\"}, {\"card\", \"row\"}]");
        std::string ids[2];
        int rows[2];
        auto &boardRows = c.out.roundInputs.actionPhase.boardRows;
        for (int i = 0; i < 2; ++i) {
            const ProgressCard *x = sw[i].is_object() ? c.catalog.card(sw[i].value("card", "")) : nullptr;
            if (!x || x->preprinted || x->age < 1)
                refuse(h.name + ": \"swap\"[" + std::to_string(i) + "] is not a Progress Board card");
            if (!sw[i].contains("row") || !sw[i]["row"].is_number_integer() || sw[i]["row"] < 1 || sw[i]["row"] > 3)
                refuse("FAQ R-40: the Progress Board has rows 1, 2 and 3");
            c.rule(x->age <= c.before.age(), "Rulebook p.12",
                   msg("%1 (age %2) is not on the Progress Board in age %3",
                       {literal(x->name), literal(x->age), literal(c.before.age())}));
            ids[i] = x->id;
            rows[i] = sw[i]["row"].get<int>();
            if (boardRows.count(x->id))
                c.rule(boardRows.at(x->id) == rows[i], "card text (Alhazen)",
                       msg("%1 is on row %2 since an earlier swap", {literal(x->name), literal(boardRows.at(x->id))}));
        }
        if (ids[0] == ids[1])
            refuse("card text: " + h.name + " swaps two different cards");
        boardRows[ids[0]] = rows[1];
        boardRows[ids[1]] = rows[0];
        c.explain(c.pi, h.id, h.name + ": " + c.catalog.card(ids[0])->name + " (row " + std::to_string(rows[0]) +
                                  ") and " + c.catalog.card(ids[1])->name + " (row " + std::to_string(rows[1]) +
                                  ") swap places on the Progress Board (" + kRuleCardText + ")");
        return;
    }
    case EffectShape::BuyFree: {
        buy(c, pl.value("buy", json::object()), &h);
        return;
    }
    case EffectShape::DeployFree: {
        deploy(c, pl, &h);
        return;
    }
    case EffectShape::TakeWorkers: {
        // Suleiman I, Abraham Lincoln: Workers from the Population Track (Rulebook p.8: the player decides
        // the section, payload "section"; default the first section with a Worker left).
        for (int i = 0; i < std::get<TakeWorkers>(e).count; ++i) {
            const std::string section = takeWorker(c.catalog, p, pl.value("section", ""));
            c.explain(c.pi, h.id, h.name + ": " + c.who() + " takes a Worker from the " + section +
                                      " section of the Population Track (" + kRuleCardText + "; Rulebook p.8)");
            takeWorkerRules(c.catalog, c.out, c.pi);
        }
        return;
    }
    case EffectShape::TakeThisCard: {
        // Frédéric Chopin: another nation pays and takes the card onto its own Advisor slot.
        const Amounts pay = *plainAmounts(std::get<TakeThisCard>(e).pay);
        payFor(c, pay, "taking " + h.name);
        PlayerState &from = c.out.players[owner];
        from.advisors.erase(std::find(from.advisors.begin(), from.advisors.end(), h.id));
        from.markers.erase(h.id);
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " pays " + amountsText(pay) + " and takes it from " +
                                  nameOf(c.before, owner) + " (" + kRuleCardText + ")");
        placeAdvisor(c, *h.card, c.pi, optInt(pl, "slot"), activeRules(c.catalog, c.before.players[c.pi], "on_replace"));
        return;
    }
    case EffectShape::RemoveOwnColony: {
        // Simón Bolívar: payload "colony" = index of the own Colony removed (default the only one).
        if (p.colonies.empty())
            refuse("card text: " + h.name + " removes one of your Colonies; " + c.who() + " has none");
        const auto k = optInt(pl, "colony");
        if (!k && p.colonies.size() > 1)
            refuse(h.name + ": choose the Colony to remove (\"colony\": 0.." + std::to_string(p.colonies.size() - 1) + ")");
        const int i = k.value_or(0);
        if (i < 0 || i >= static_cast<int>(p.colonies.size()))
            refuse("there is no Colony " + std::to_string(i));
        const ProgressCard *col = c.catalog.card(p.colonies[static_cast<size_t>(i)]);
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " removes the Colony " + (col ? col->name : p.colonies[i]) +
                                  " (Rulebook p.8 \"Removing\")");
        p.markers.erase(p.colonies[static_cast<size_t>(i)]);
        p.colonies.erase(p.colonies.begin() + i);
        c.gain(c.pi, *plainAmounts(std::get<RemoveOwnColony>(e).gain), h.id, h.name);
        return;
    }
    case EffectShape::ReturnWorkerFreeArchitect: {
        returnWorker(c, h.name, pl.value("section", ""));
        freeArchitect(c, h, pl);
        return;
    }
    case EffectShape::RemoveAdvisorAddMarker: {
        if (p.advisors.empty())
            refuse("card text: " + h.name + " removes your Advisor; " + c.who() + " has none");
        const ProgressCard *adv = c.catalog.card(p.advisors.front());
        p.markers.erase(p.advisors.front());
        p.advisors.erase(p.advisors.begin());
        const int markers = ++p.markers[h.id];
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " removes the Advisor " + (adv ? adv->name : std::string("?")) +
                                  " and puts a marker here (" + std::to_string(markers) + " on the card; " +
                                  kRuleCardText + ")");
        return;
    }
    case EffectShape::RemoveOwnAdvisor: {
        // Mali Empire: "remove your advisor and pay 2 gold to gain 3 books and 1 VP".
        if (p.advisors.empty())
            refuse("card text: " + h.name + " removes your Advisor; " + c.who() + " has none");
        const ProgressCard *adv = c.catalog.card(p.advisors.front());
        const RemoveOwnAdvisor &rule = std::get<RemoveOwnAdvisor>(e);
        const Amounts pay = *plainAmounts(rule.extraPay); // "pay" besides removing the Advisor
        payFor(c, pay, h.name);
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " removes the Advisor " + (adv ? adv->name : p.advisors.front()) +
                                  (pay != Amounts{} ? " and pays " + amountsText(pay) : std::string()) +
                                  " (Rulebook p.8 \"Removing\")");
        p.markers.erase(p.advisors.front());
        p.advisors.erase(p.advisors.begin());
        c.gain(c.pi, *plainAmounts(rule.gain), h.id, h.name);
        return;
    }
    case EffectShape::DiscardPublicArchitect: {
        // Roman Republic: "discard a public architect to gain 1 stability until the end of the round".
        c.rule(publicArchitectsLeft(c.catalog, c.before) > 0, "card text",
               msg("%1 discards a public Architect; none is left this round", {literal(h.name)}));
        c.out.roundInputs.actionPhase.publicArchitectsHired += 1; // gone from the Score Board
        const int v = std::get<DiscardPublicArchitect>(e).stability;
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "stability")] += v;
        c.explain(c.pi, h.id, h.name + ": a public Architect discarded, +" + std::to_string(v) + " Stability for " +
                                  c.who() + " until the end of the round (" + kRuleCardText + ")");
        return;
    }
    case EffectShape::ParkResources: {
        // Joseon Kingdom: "park up to 3 of one resource (food, stone or gold) here; at the end of the round
        // you get double back" (card text). Payload "park": {"<resource>": n}, one of the card's resources,
        // 1..max_amount, at most what the nation holds (Rulebook appendix: no spending more than you have).
        const ParkResources &rule = std::get<ParkResources>(e);
        const json park = pl.value("park", json());
        std::string list;
        for (Quantity x : rule.resources)
            list += (list.empty() ? "" : ", ") + std::string(key(x));
        const int max = rule.maxAmount;
        if (!park.is_object() || park.size() != 1 || !park.begin().value().is_number_integer())
            refuse(h.name + ": say what is parked: \"park\": {\"<resource>\": 1.." + std::to_string(max) + "} (one of " +
                   list + ")");
        const std::string res = park.begin().key();
        const int n = park.begin().value().get<int>();
        const auto parked = quantityFromKey(res);
        if (!parked || std::find(rule.resources.begin(), rule.resources.end(), *parked) == rule.resources.end())
            refuse("card text: " + h.name + " parks one of " + list + ", not \"" + res + "\"");
        if (n < 1 || n > max)
            refuse("card text: " + h.name + " parks 1 to " + std::to_string(max) + " " + res);
        const Quantity q = *parked;
        Amounts pay;
        pay[q] = n;
        payFor(c, pay, h.name);
        p.parked[res] += n;
        c.explain(c.pi, h.id, h.name + ": " + c.who() + " parks " + std::to_string(n) + " " +
                                  std::string(displayName(q)) + " on the card; " + std::to_string(2 * n) +
                                  " come back at the end of the round (" + kRuleCardText + ")");
        return;
    }
    case EffectShape::StrengthThisRound: {
        // Vikings B Old Uppsala: "pay 1 food for +3 strength until the end of the round" (card text); the
        // board values add the round effect "strength" as "<card> (this round)" (boardValues(), board.cpp),
        // so player order, the War and every Strength comparison of this round count it.
        const StrengthThisRound &rule = std::get<StrengthThisRound>(e);
        if (rule.pay) {
            const Amounts pay = *plainAmounts(*rule.pay);
            payFor(c, pay, h.name);
            c.explain(c.pi, h.id, h.name + ": pays " + amountsText(pay * -1));
        }
        const int v = rule.strength;
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "strength")] += v;
        c.explain(c.pi, h.id, h.name + ": +" + std::to_string(v) + " Strength for " + c.who() +
                                  " until the end of the round (" + kRuleCardText + ")");
        return;
    }
    case EffectShape::StabilityThisRound: {
        // Shwedagon Pagoda: +Stability until the end of the round (board values read the round effect).
        const int v = std::get<StabilityThisRound>(e).stability;
        c.out.roundInputs.actionPhase.roundEffects[roundKey(c.pi, h.id, "stability")] += v;
        c.explain(c.pi, h.id, h.name + ": +" + std::to_string(v) + " Stability for " + c.who() +
                                  " until the end of the round (" + kRuleCardText + ")");
        return;
    }
    case EffectShape::TakeAdvisorFromWonderSpace: {
        takeAdvisorFromWonderSpace(c, h, owner, pl); // action_phase_dynasties.cpp
        return;
    }
    case EffectShape::ForceDynastyChange: {
        forceDynastyChange(c, h, pl); // action_phase_dynasties.cpp
        return;
    }
    // Not special actions: triggered effects (applyShape, action_phase_effects.cpp) and the purchase, turn
    // and placement hooks; a special action of one of these shapes is recorded by hand.
    case EffectShape::Plain:
    case EffectShape::SkipTurn:
    case EffectShape::ExtraActions:
    case EffectShape::FirstTurnFreeDeploy:
    case EffectShape::WaiveMilitaryUpkeep:
    case EffectShape::WarAsBattle:
    case EffectShape::DiscardBought:
    case EffectShape::DiscardBoughtAddMarker:
    case EffectShape::TakeWorkerOptional:
    case EffectShape::FreeArchitects:
    case EffectShape::FreeWorkerOnBought:
    case EffectShape::RemoveBuildings:
    case EffectShape::GainPerPassed:
    case EffectShape::ReturnWorkers:
    case EffectShape::Targets:
    case EffectShape::ForceLeast:
    case EffectShape::PassedOverBooks:
    case EffectShape::PublicArchitects:
    case EffectShape::ArchitectDiscount:
    case EffectShape::StaysFirstTime:
    case EffectShape::MarkPopulationSpace:
    case EffectShape::AlsoBuyGoldenAgeVp:
    case EffectShape::MarkedCardPaysOwner:
    case EffectShape::MarkProgressCard:
    case EffectShape::ColoniesRow:
        break;
    }
    c.byHand(h.id, describe(h, h.support()));
}

void special(Ctx &c, const json &pl)
{
    c.card = pl.value("card", "");
    // The source of the special action: an active card of the acting nation, the nation-special space
    // (a B side's special or the dynasty in play, nation_rules.h), or another nation's card that offers
    // its action to the others (Frédéric Chopin: target "others").
    std::optional<ActiveRule> src; // rule = nullptr: the source; its action rules are collected below
    std::optional<NationRuleSource> nationSource; // a nation-special-space source
    int owner = c.pi;
    for (const ProgressCard *h : activeCards(c.catalog, c.before.players[c.pi]))
        if (h->id == c.card)
            src = ActiveRule{h->id, h->name, h->effect, h, nullptr};
    for (const NationRuleSource &n : nationRuleSources(c.catalog, c.before.players[c.pi]))
        if (!src && n.id == c.card) {
            src = ActiveRule{n.id, n.label, n.effect, nullptr, nullptr};
            nationSource = n;
        }
    for (int q = 0; !src && q < static_cast<int>(c.before.players.size()); ++q) {
        for (const ProgressCard *h : activeCards(c.catalog, c.before.players[q]))
            if (q != c.pi && h->id == c.card)
                for (const ActiveRule &r : rulesWhen(*h, "action"))
                    if (effectTarget(r.typed->effect) == Target{TargetGroup::Others}) {
                        src = ActiveRule{h->id, h->name, h->effect, h, nullptr};
                        owner = q;
                    }
        // ... or on another nation's nation-special space (the dynasty Polish-Lithuanian Commonwealth).
        for (const NationRuleSource &n : nationRuleSources(c.catalog, c.before.players[q]))
            if (!src && q != c.pi && n.id == c.card)
                for (const ActiveRule &r : rulesWhen(n, "action"))
                    if (!src && effectTarget(r.typed->effect) == Target{TargetGroup::Others}) {
                        src = ActiveRule{n.id, n.label, n.effect, nullptr, nullptr};
                        nationSource = n;
                        owner = q;
                    }
    }
    if (!src)
        refuse("Rulebook p.17: special actions come from cards on your board; " + c.who() + " has no active \"" +
               c.card + "\"");
    std::vector<ActiveRule> rules;
    const std::vector<ActiveRule> all = src->card ? rulesWhen(*src->card, "action") : rulesWhen(*nationSource, "action");
    for (const ActiveRule &r : all)
        if ((owner != c.pi) == (effectTarget(r.typed->effect) == Target{TargetGroup::Others}))
            rules.push_back(r);
    if (rules.empty())
        refuse(src->name + " has no special action");
    const int ri = pl.value("rule", 0);
    if (ri < 0 || ri >= static_cast<int>(rules.size()))
        refuse(src->name + " has " + std::to_string(rules.size()) + " special action(s)");
    const ActiveRule &h = rules[ri];
    checkTurn(c);
    const int limit = limitOf(*h.typed);
    int &uses = c.out.roundInputs.actionPhase.specialUses[playerKey(c.pi, h.id)];
    if (limit >= 0)
        c.rule(uses < limit, "Rulebook p.17 and appendix",
               limit == 1 ? msg("%1's special action can be used once per round", {literal(h.name)})
                          : msg("%1's special action can be used %2 times per round", {literal(h.name), literal(limit)}));
    uses += 1;

    // Automated shapes (actionPhaseRuleSupport): the effect shapes with a choice (specialShape), or
    // pay / pay_choice, then gain / choose_one of plain gains.
    const RuleSupport sup = h.support();
    if (sup.automated && h.typed->shape != EffectShape::Plain) {
        specialShape(c, h, h.typed->shape, owner, pl);
        endTurn(c);
        return;
    }
    if (!sup.automated) {
        c.byHand(h.id, describe(h, sup));
        endTurn(c);
        return;
    }
    const PlainEffect &rule = std::get<PlainEffect>(h.typed->effect); // automated, shape Plain
    const int option = pl.value("option", 0);
    Amounts pay, gain;
    if (rule.pay)
        pay += *plainAmounts(*rule.pay);
    if (!rule.payChoice.empty()) {
        const std::vector<Amounts> &pc = rule.payChoice;
        const int po = pl.value("pay_option", !rule.chooseOne.empty() ? 0 : option);
        if (po < 0 || po >= static_cast<int>(pc.size()))
            refuse(h.name + ": choose how to pay (\"pay_option\" 0.." + std::to_string(pc.size() - 1) + ")");
        pay += *plainAmounts(pc[static_cast<size_t>(po)]);
    }
    if (rule.gain)
        gain += *plainAmounts(*rule.gain);
    if (!rule.chooseOne.empty()) {
        const std::vector<PlainEffect> &co = rule.chooseOne;
        if (option < 0 || option >= static_cast<int>(co.size()))
            refuse(h.name + ": choose one outcome (\"option\" 0.." + std::to_string(co.size() - 1) + ")");
        gain += *plainOutcome(co[static_cast<size_t>(option)]);
    }
    payFor(c, pay, h.name);
    if (pay != Amounts{})
        c.explain(c.pi, h.id, h.name + ": pays " + amountsText(pay * -1));
    c.gain(c.pi, gain, h.id, h.name);
    endTurn(c);
}

} // namespace nc::nations::ap

