#include "nations/resolution.h"

#include <algorithm>
#include <set>

#include "nations/board.h"
#include "nations/card_rules.h"
#include "nations/comparisons.h"
#include "nations/events.h"
#include "nations/round_context.h"
#include "nations/shortage.h"

namespace nc::nations {

namespace {

using nlohmann::json;

constexpr const char *kRuleProduction = "Rulebook p.18, Resolution Phase 1 \"Production\"; FAQ R-02";
constexpr const char *kRuleRevolt = "Rulebook p.7 \"Revolt\", p.18 Resolution 1; FAQ R-08";
constexpr const char *kRuleOrder = "Rulebook p.19, Resolution Phase 2 \"Player order\"; FAQ R-30";
constexpr const char *kRuleWar = "Rulebook p.19, Resolution Phase 3 \"War\"; FAQ R-16, R-17";
constexpr const char *kRuleEventsStep = "Rulebook p.19, Resolution Phase 4 \"Events\"; FAQ R-29, R-32..R-36";
constexpr const char *kRuleFamine = "Rulebook p.19, Resolution Phase 5 \"Famine\"; FAQ R-37";
constexpr const char *kRuleBooks = "Rulebook p.19, \"(6.) Score at the end of each age\"; FAQ R-41";
constexpr const char *kRuleSolo = "Rulebook p.23 \"1 Player Variant\"";
constexpr const char *kRuleCorrections = "the table's correction in the breakdown (docs/state-format.md, \"correct\")";

std::string orderText(const RoundContext &rc, const std::vector<int> &order)
{
    std::string s;
    for (size_t i = 0; i < order.size(); ++i)
        s += (i ? ", " : "") + std::to_string(i + 1) + ". " + rc.name(order[i]);
    return s;
}

// ---- 1. Production ----------------------------------------------------------------------------

constexpr const char *kRuleNegativeStrength =
    "docs/card-rules.md \"Decisions\": negative Strength (Rulebook p.7 \"Revolt\" names Stability only)";

/// Negative Military Strength (Mongolia's Population Track costs Strength): no rule in our sources. By
/// default nothing happens and the line says so; with the game option negative_strength_revolt it works
/// like a revolt: 1 Book per negative point and 1 VP (docs/card-rules.md "Decisions").
void negativeStrength(RoundContext &rc, LineBook &lb, int p, int strength)
{
    if (strength >= 0)
        return;
    if (!rc.state.options.readings.negativeStrengthRevolt) {
        lb.note("production", p,
                msg("%1: Strength %2 is negative: no penalty (the rulebook's revolt is for Stability only; a game "
                    "option can treat it as a revolt)",
                    {literal(rc.name(p)), literal(strength)}),
                kRuleNegativeStrength);
        return;
    }
    const LossSite site{lb, "revolt", "production"};
    lb.add("revolt", p, Quantity::Books,
           makeItem("negative_strength",
                    msg("negative Strength %1 (game option: counted as a revolt)", {literal(strength)}), 1, false,
                    strength, kRuleNegativeStrength));
    payBooks(rc, site, p, -strength);
    changeVp(rc, site, p, -1, "negative_strength", msg("negative Strength (game option: counted as a revolt)"),
             kRuleNegativeStrength);
}

void production(RoundContext &rc, ResolutionStep &st)
{
    LineBook lb;
    const LossSite site{lb, "production", "production"};
    const LossSite revoltSite{lb, "revolt", "production"};
    // Removal conditions are checked at every step boundary (card text; FAQ R-22), also before Production.
    checkRemovals(rc, lb, "production");
    std::vector<BoardValues> boards;
    for (int p = 0; p < rc.players(); ++p)
        boards.push_back(rc.board(p));
    for (int p = 0; p < rc.players(); ++p) {
        PlayerState &pl = rc.player(p);
        const BoardValues bv = rc.board(p);
        std::array<std::vector<ExplanationItem>, kQuantities.size()> items;
        auto idx = [](Quantity q) { return static_cast<size_t>(q); };
        for (const auto &cb : pl.buildings) {
            const ProgressCard *c = rc.catalog.card(cb.card);
            if (!c || cb.workers <= 0)
                continue;
            for (Quantity q : kResources)
                if (c->perWorker[q] != 0)
                    items[idx(q)].push_back({c->id, c->name, cb.workers, true, c->perWorker[q] * cb.workers, kRuleProduction});
        }
        for (const auto *list : {&pl.colonies, &pl.wonders, &pl.advisors})
            for (const auto &id : *list) {
                const ProgressCard *c = rc.catalog.card(id);
                if (!c)
                    continue;
                for (Quantity q : kResources)
                    if (c->production[q] != 0)
                        items[idx(q)].push_back({c->id, c->name, 1, false, c->production[q], kRuleProduction});
            }
        // Conditional and extra production of held cards and the nation special (card_rules.h).
        productionRuleItems(rc, p, boards, items, lb);
        // Population upkeep (one item per section and resource, Rulebook p.13 Growth; FAQ R-38).
        for (const auto &[q, it] : bv.populationUpkeepItems)
            items[idx(q)].push_back(it);
        std::vector<ManualAdjustment> vpAdjustments;
        for (const auto &a : rc.state.roundInputs.adjustments) {
            if (a.player != p || a.amount == 0)
                continue;
            if (a.quantity == Quantity::Vp) {
                vpAdjustments.push_back(a);
            } else if (a.quantity == Quantity::Gold || a.quantity == Quantity::Food || a.quantity == Quantity::Stone ||
                       a.quantity == Quantity::Books) {
                items[idx(a.quantity)].push_back(
                    makeItem("manual", msg("manual: %1", {literal(a.note)}), 1, false, a.amount, "manual adjustment"));
            } else {
                lb.note("production", p,
                        msg("manual adjustment of %1 ignored: Strength/Stability are board values (use the manual "
                            "correction)",
                            {quantityName(a.quantity)}));
            }
        }

        // Produce before consume: settle the net of each resource, Gold, Food, Stone, then Books.
        std::vector<std::pair<Quantity, int>> debts;
        for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone}) {
            int net = 0;
            for (const auto &it : items[idx(q)]) {
                lb.add("production", p, q, it);
                net += it.amount;
            }
            if (net >= 0)
                pl.setResource(q, pl.resource(q) + net);
            else if (int missing = payResource(rc, site, p, q, -net); missing > 0)
                debts.emplace_back(q, missing);
        }
        int netBooks = 0;
        for (const auto &it : items[idx(Quantity::Books)]) {
            lb.add("production", p, Quantity::Books, it);
            netBooks += it.amount;
        }
        for (auto [q, missing] : debts) {
            lb.add("production", p, Quantity::Books,
                   makeItem("shortage", msg("%1 shortage (%2 missing)", {quantityName(q), literal(missing)}), 1, false,
                            -missing, kRuleShortage));
            netBooks -= missing;
        }
        if (netBooks >= 0)
            pl.books += netBooks;
        else
            payBooks(rc, site, p, -netBooks);
        for (const auto &a : vpAdjustments)
            changeVp(rc, site, p, a.amount, "manual", msg("manual: %1", {literal(a.note)}), "manual adjustment");
        for (const auto &it : items[idx(Quantity::Vp)]) // card rules (Roman Empire: +1 VP)
            changeVp(rc, site, p, it.amount, it.source, it.labelMessage.empty() ? literal(it.label) : it.labelMessage,
                     it.rule);

        // Revolt: negative Stability during Production.
        if (bv.stability < 0) {
            lb.add("revolt", p, Quantity::Books,
                   makeItem("revolt", msg("Revolt (Stability %1)", {literal(signedNumber(bv.stability))}), 1, false,
                            bv.stability, kRuleRevolt));
            payBooks(rc, revoltSite, p, -bv.stability);
            changeVp(rc, revoltSite, p, -1, "revolt", msg("Revolt"), kRuleRevolt);
        }
        negativeStrength(rc, lb, p, bv.strength);
        manualRuleNotes(rc, lb, "production", p, {"production", "after_production", "resource_shortage", "check"});
    }
    afterProductionRules(rc, lb);
    checkRemovals(rc, lb, "production");
    st.lines = std::move(lb.lines);
}

// ---- 2. Player order ---------------------------------------------------------------------------

/// "Strength 43 (counts as 40, the top of the track)": the real value and, when the comparison counts it
/// differently, how (Rulebook p.5 Scoring Board; FAQ R-09).
Message strengthText(int real)
{
    if (real > kStrengthTrackMax)
        return msg("Strength %1 (counts as %2, the top of the track)", {literal(real), literal(kStrengthTrackMax)});
    return msg("Strength %1", {literal(real)});
}

/// "Stability -2 (negative: tied with every negative Stability)": the real value, not the one compared
/// (Rulebook p.8 "Resolving Ties": all negative Stability ties for last place).
Message stabilityText(int real)
{
    if (real < 0)
        return msg("Stability %1 (negative: tied with every negative Stability)", {literal(real)});
    if (real > kStabilityTrackMax)
        return msg("Stability %1 (counts as %2, the top of the track)", {literal(real), literal(kStabilityTrackMax)});
    return msg("Stability %1", {literal(real)});
}

void playerOrder(RoundContext &rc, ResolutionStep &st)
{
    LineBook lb;
    const int n = rc.players();
    std::vector<int> strength(static_cast<size_t>(n)), stability(static_cast<size_t>(n));
    std::vector<int> realStrength(static_cast<size_t>(n)), realStability(static_cast<size_t>(n));
    std::vector<Message> modifiers;
    for (int p = 0; p < n; ++p) {
        const BoardValues bv = rc.board(p);
        const auto i = static_cast<size_t>(p);
        realStrength[i] = playerOrderStrength(rc, p, bv.strength, bv.stability, modifiers);
        realStability[i] = bv.stability;
        strength[i] = comparableStrength(realStrength[i]);
        stability[i] = comparableStability(realStability[i]);
    }
    // Versailles: its owner counts as having the least Stability this round, the tie-break included.
    const bool revolt = std::any_of(stability.begin(), stability.end(), [](int v) { return v < 0; });
    const std::string forced = forceLeastStability(rc.catalog, rc.state, stability);
    if (!forced.empty())
        modifiers.push_back(
            !revolt ? msg("%1: counts as the least Stability this round", {literal(forced)})
            : rc.state.options.readings.versaillesTiesRevolt
                ? msg("%1: counts as the least Stability this round (tied with the nations in revolt: game option)",
                      {literal(forced)})
                : msg("%1: counts as the least Stability this round (alone, below the nations in revolt; a game "
                      "option ties them)",
                      {literal(forced)}));
    rc.orderBeforeStep2 = rc.state.playerOrder;
    rc.state.playerOrder = nextPlayerOrder(rc.state.playerOrder, strength, stability);
    std::vector<Message> detail;
    for (int p : rc.state.playerOrder)
        detail.push_back(msg("%1: %2, %3", {literal(rc.name(p)), strengthText(realStrength[static_cast<size_t>(p)]),
                                            stabilityText(realStability[static_cast<size_t>(p)])}));
    const Message order = msg("new player order: %1 (%2)", {literal(orderText(rc, rc.state.playerOrder)),
                                                           joinMessages(detail, "%1; %2")});
    lb.note("player_order", -1,
            modifiers.empty() ? order : msg("%1 — %2", {order, joinMessages(modifiers, "%1; %2")}),
            modifiers.empty() ? std::string() : std::string(kRuleCardText) + "; docs/card-rules.md \"Decisions\"");
    for (int p = 0; p < n; ++p)
        manualRuleNotes(rc, lb, "player_order", p, {"player_order"});
    if (rc.state.options.solo && rc.state.shadow && n == 1) {
        const auto &sh = *rc.state.shadow;
        const int ms = strength[0], ss = comparableStrength(sh.strength);
        const int mst = stability[0], sst = comparableStability(sh.stability);
        Message where;
        if (ms != ss)
            where = ms > ss ? msg("1st") : msg("2nd");
        else if (mst != sst)
            where = mst > sst ? msg("1st") : msg("2nd");
        else
            where = msg("as last round (tie with the shadow)");
        lb.note("player_order", 0,
                msg("Solo: you are %1 in player order (your %2 vs shadow %3, your %4 vs shadow %5)",
                    {where, strengthText(realStrength[0]), strengthText(sh.strength), stabilityText(realStability[0]),
                     stabilityText(sh.stability)}));
    }
    st.lines = std::move(lb.lines);
}

// ---- 3. War ------------------------------------------------------------------------------------

void war(RoundContext &rc, ResolutionStep &st)
{
    LineBook lb;
    const LossSite site{lb, "war", "war"};
    const auto &w = rc.state.roundInputs.war;
    if (!w) {
        lb.note("war", -1, msg("no War this round"));
        st.lines = std::move(lb.lines);
        return;
    }
    const ProgressCard *card = rc.catalog.card(w->card);
    const std::string name = card ? card->name : w->card;
    // The War counts Strength on the track: above 40 counts as 40 (Rulebook p.5, setup step 4).
    const int marker = warStrength(w->strength);
    const Message markerText =
        marker != w->strength
            ? msg("%1 (counts as %2, the top of the track)", {literal(w->strength), literal(marker)})
            : literal(w->strength);
    std::vector<int> defeated;
    // Negative Strength (docs/card-rules.md "Decisions"): counted as 0, the track's bottom, unless the game
    // option negative_strength_revolt lets every War, one at Strength 0 included, defeat it.
    const bool negativeDefeated = rc.state.options.readings.negativeStrengthRevolt;
    // A War at Strength 0 defeats nobody (FAQ R-16); its "not defeated" rules still apply (Poland B).
    if (marker <= 0)
        lb.note("war", -1,
                negativeDefeated
                    ? msg("%1 at Strength 0 defeats nobody but a nation with negative Strength (game option)",
                          {literal(name)})
                    : msg("%1 at Strength 0 defeats nobody", {literal(name)}),
                negativeDefeated ? std::string("FAQ R-16; ") + kRuleNegativeStrength : std::string("FAQ R-16"));
    const bool fights = marker > 0 || negativeDefeated;
    for (int p = 0; p < rc.players(); ++p) {
        std::vector<ExplanationItem> extra;
        const int strength = rc.board(p).strength + strengthVsWar(rc, p, extra);
        for (const auto &it : extra)
            if (fights)
                lb.note("war", p,
                        msg("%1: %2 Strength against the War from %3 = %4",
                            {literal(rc.name(p)), literal(signedNumber(it.amount)),
                             it.labelMessage.empty() ? literal(it.label) : it.labelMessage, literal(strength)}),
                        it.rule);
        if (strength < 0 && !negativeDefeated)
            lb.note("war", p,
                    msg("%1: Strength %2 counts as 0 against the War (a game option lets a War at 0 defeat it)",
                        {literal(rc.name(p)), literal(strength)}),
                    std::string("FAQ R-16; ") + kRuleNegativeStrength);
        if (!fights)
            continue;
        if ((strength < 0 && negativeDefeated ? strength : warStrength(strength)) < marker) {
            if (const std::string immune = defeatImmunity(rc, p); !immune.empty()) {
                lb.note("war", p,
                        msg("%1 (Strength %2) is below the War but %3 makes War defeats have no effect",
                            {literal(rc.name(p)), literal(strength), literal(immune)}),
                        kRuleCardText);
                continue;
            }
            defeated.push_back(p);
        }
    }
    std::string names;
    for (int p : defeated)
        names += (names.empty() ? "" : ", ") + rc.name(p);
    if (marker > 0 || !defeated.empty()) {
        const Message who = names.empty() ? msg("nobody") : literal(names);
        lb.note("war", -1,
                rc.state.options.solo
                    ? msg("%1 (Strength %2): defeated %3; the shadow opponent is not affected",
                          {literal(name), markerText, who})
                    : msg("%1 (Strength %2): defeated %3", {literal(name), markerText, who}),
                rc.state.options.solo ? "Rulebook p.23" : "");
    }
    for (int p : defeated) {
        PlayerState &pl = rc.player(p);
        const PlayerState before = pl;
        const int stability = rc.board(p).stability;
        if (const Message waiver = defeatVpWaiver(rc, p); !waiver.empty())
            lb.add("war", p, Quantity::Vp,
                   makeItem(w->card, msg("%1 defeat: no VP lost (%2)", {literal(name), waiver}), 1, false, 0,
                            kRuleCardText));
        else
            changeVp(rc, site, p, -1, w->card, msg("%1 defeat", {literal(name)}),
                     std::string(kRuleWar) + " (VP loss never mitigated)");
        Amounts loss = card ? card->warLoss : Amounts{};
        // Extra defeat losses of held cards / nation specials (Martin Luther, Mongolia B): part of the
        // defeat's resource loss, so positive Stability reduces them too (Rulebook p.19).
        std::vector<std::pair<Quantity, ExplanationItem>> extraItems;
        const Amounts printed = loss;
        loss += defeatExtraLoss(rc, p, printed, extraItems);
        int reduction = std::max(0, stability);
        for (Quantity q : kResources) {
            if (loss[q] <= 0)
                continue;
            if (printed[q] > 0)
                lb.add("war", p, q, {w->card, name, 1, false, -printed[q], kRuleWar});
            for (const auto &[eq, it] : extraItems)
                if (eq == q)
                    lb.add("war", p, q, it);
            const int r = std::min(reduction, loss[q]);
            if (r > 0) {
                lb.add("war", p, q,
                       makeItem("stability", msg("reduced by Stability %1", {literal(stability)}), 1, false, r,
                                kRuleWar));
                reduction -= r;
                loss[q] -= r;
            }
        }
        // Pay what is left (the cause is itemised above).
        std::vector<std::pair<Quantity, int>> debts;
        for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone})
            if (loss[q] > 0)
                if (int missing = payResource(rc, site, p, q, loss[q]); missing > 0)
                    debts.emplace_back(q, missing);
        int books = std::max(0, loss[Quantity::Books]);
        for (auto [q, missing] : debts) {
            lb.add("war", p, Quantity::Books,
                   makeItem("shortage", msg("%1 shortage (%2 missing)", {quantityName(q), literal(missing)}), 1, false,
                            -missing, kRuleShortage));
            books += missing;
        }
        payBooks(rc, site, p, books);
        // What the war took, for Jain Ascetism / Song Resistance.
        Amounts &lost = rc.lostToWar[static_cast<size_t>(p)];
        for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone, Quantity::Books, Quantity::Vp})
            lost[q] += before.resource(q) - pl.resource(q);
    }
    afterWarRules(rc, lb, defeated);
    for (int p = 0; p < rc.players(); ++p)
        manualRuleNotes(rc, lb, "war", p, {"war_resolution", "on_defeated", "on_not_defeated"});
    st.lines = std::move(lb.lines);
}

// ---- 5. Famine ---------------------------------------------------------------------------------

void famine(RoundContext &rc, ResolutionStep &st, int food, const std::string &source)
{
    LineBook lb;
    const LossSite site{lb, "famine", "famine"};
    if (food <= 0)
        lb.note("famine", -1, msg("no famine this round"));
    for (int p = 0; p < rc.players() && food > 0; ++p) {
        Amounts loss;
        loss[Quantity::Food] = food;
        loseAmounts(rc, site, p, loss, "famine", msg("Famine (%1)", {literal(source)}), kRuleFamine);
    }
    famineRules(rc, lb); // card text (Songhai Empire)
    for (int p = 0; p < rc.players(); ++p)
        manualRuleNotes(rc, lb, "famine", p, {"famine"});
    st.lines = std::move(lb.lines);
}

// ---- 6. Books -----------------------------------------------------------------------------------

void books(RoundContext &rc, ResolutionStep &st)
{
    LineBook lb;
    const LossSite site{lb, "books", "books"};
    const GameState &s = rc.state;
    const bool endOfAge = s.round % 2 == 0 || s.round >= s.options.lastRound;
    if (!endOfAge) {
        lb.note("books", -1, msg("Books are scored at the end of rounds 2, 4, 6 and 8 (not this round)"));
        st.lines = std::move(lb.lines);
        return;
    }
    endOfAgeRules(rc, lb); // card rules at the end of every age (Solomon's Temple)
    if (s.options.solo && s.shadow) {
        for (int p = 0; p < rc.players(); ++p)
            manualRuleNotes(rc, lb, "books", p, {"end_of_age", "end_of_round"});
        for (int p = 0; p < rc.players(); ++p) {
            const int mine = s.players[static_cast<size_t>(p)].books;
            if (mine > s.shadow->books)
                changeVp(rc, site, p, 3, "books",
                         msg("more Books than the shadow (%1 vs %2)", {literal(mine), literal(s.shadow->books)}),
                         kRuleSolo);
            else
                lb.note("books", p,
                        msg("not more Books than the shadow (%1 vs %2): no VP", {literal(mine), literal(s.shadow->books)}));
        }
        st.lines = std::move(lb.lines);
        return;
    }
    std::vector<int> b;
    for (const auto &pl : s.players)
        b.push_back(pl.books);
    const auto vp = booksScoringVp(b);
    for (int p = 0; p < rc.players(); ++p) {
        const int v = vp[static_cast<size_t>(p)];
        lb.add("books", p, Quantity::Vp,
               makeItem("books", msg("nations with fewer Books (%1 Books)", {literal(b[static_cast<size_t>(p)])}), v,
                        false, v, kRuleBooks));
        rc.player(p).vp += v;
    }
    for (int p = 0; p < rc.players(); ++p)
        manualRuleNotes(rc, lb, "books", p, {"end_of_age", "end_of_round"});
    st.lines = std::move(lb.lines);
}

// ---- End of the round --------------------------------------------------------------------------------

/// Resources parked on Joseon Kingdom this round (PlayerState::parked, its special action) come back
/// doubled (card text: "at the end of the round you get double back"), after the last step of the
/// Resolution Phase; the card is emptied.
void endOfRound(RoundContext &rc, ResolutionStep &st)
{
    LineBook lb;
    const DynastyCard *joseon = rc.catalog.dynastyCard("joseon_kingdom");
    const std::string name = joseon ? joseon->name : std::string("Joseon Kingdom");
    for (int p = 0; p < rc.players(); ++p) {
        PlayerState &pl = rc.player(p);
        for (const auto &[res, n] : pl.parked) {
            const auto q = quantityFromKey(res);
            if (!q || n <= 0)
                continue;
            lb.add("end_of_round", p, *q,
                   makeItem("joseon_kingdom", msg("%1 (%2 parked, returned doubled)", {literal(name), literal(n)}), n,
                            false, 2 * n,
                            "card text (Joseon Kingdom, Korea's dynasty): \"at the end of the round you get double back\""));
            pl.setResource(*q, pl.resource(*q) + 2 * n);
        }
        pl.parked.clear();
    }
    st.lines = std::move(lb.lines);
}

// ---- Solo: Stability against the shadow ---------------------------------------------------------

void soloStability(RoundContext &rc, ResolutionStep &st)
{
    LineBook lb;
    const LossSite site{lb, "solo", "solo"};
    const auto &sh = *rc.state.shadow;
    for (int p = 0; p < rc.players(); ++p) {
        const int mine = comparableStability(rc.board(p).stability);
        const int theirs = comparableStability(sh.stability);
        if (mine > theirs)
            changeVp(rc, site, p, 1, "solo",
                     msg("more Stability than the shadow (%1 vs shadow %2)", {literal(mine), literal(theirs)}), kRuleSolo);
        else
            changeVp(rc, site, p, -1, "solo",
                     msg("not more Stability than the shadow (%1 vs shadow %2)", {literal(mine), literal(theirs)}),
                     kRuleSolo);
    }
    st.lines = std::move(lb.lines);
}

int soloFamine(const GameState &s)
{
    // Rulebook p.23: the Solo Event tile gives the famine; it is entered with the shadow's values.
    return s.shadow ? s.shadow->famine : 0;
}

json toJson(const Decision &d)
{
    json out = {{"id", d.id},           {"player", d.player},    {"step", d.step},
                {"question", d.question}, {"options", d.options}, {"option_labels", d.optionLabels},
                {"default", d.defaultOption}, {"answered", d.answered}, {"chosen", d.chosen}};
    if (!d.source.empty())
        out["source"] = d.source;
    return out;
}

// ---- Corrections typed in the breakdown ------------------------------------------------------------

/// Sets each corrected number of the result to the table's value; the line shows the difference.
void resultCorrections(RoundContext &rc, ResolutionStep &st, const std::vector<ResultCorrection> &corrections)
{
    LineBook lb;
    for (const auto &c : corrections) {
        PlayerState &pl = rc.state.players[static_cast<size_t>(c.player)];
        const int computed = pl.resource(c.quantity);
        lb.add("corrections", c.player, c.quantity,
               makeItem("correction",
                        msg("corrected by hand (computed %1, entered %2)", {literal(computed), literal(c.value)}), 1,
                        false, c.value - computed, kRuleCorrections));
        pl.setResource(c.quantity, c.value);
    }
    st.lines = std::move(lb.lines);
}

} // namespace

bool ResolutionResult::complete() const
{
    return std::all_of(decisions.begin(), decisions.end(), [](const Decision &d) { return d.answered; });
}

ResolutionResult resolveRound(const Catalog &catalog, const GameState &state)
{
    if (state.phase != Phase::Action && state.phase != Phase::Resolution)
        throw StateError("phase: the Resolution Phase follows the Action Phase (phase is \"" +
                         std::string(key(state.phase)) + "\")");
    const auto problems = validate(catalog, state);
    if (!problems.empty())
        throw StateError(problems.front());
    const bool solo = state.options.solo;
    const EventCard *event = nullptr;
    if (solo) {
        if (!state.shadow)
            throw StateError("shadow: a solo game needs the shadow opponent's values");
    } else {
        if (state.roundInputs.eventCard.empty())
            throw StateError("round_inputs.event_card: no Event Card drawn for this round");
        event = catalog.eventCard(state.roundInputs.eventCard);
        if (!event)
            throw StateError("round_inputs.event_card: unknown Event Card \"" + state.roundInputs.eventCard + "\"");
    }

    ResolutionResult r;
    r.after = state;
    RoundContext rc(catalog, r.after);

    auto step = [&](const std::string &id, const Message &title, const std::string &rule) -> ResolutionStep & {
        r.steps.push_back({id, title.english(), rule, {}, title});
        return r.steps.back();
    };

    // Removal conditions of held cards ("check" rules) at every step boundary (card_rules.h).
    auto boundary = [&](ResolutionStep &st) {
        LineBook lb;
        if (checkRemovals(rc, lb, st.id) > 0)
            st.lines.insert(st.lines.end(), lb.lines.begin(), lb.lines.end());
    };

    production(rc, step("production", msg("1. Production"), kRuleProduction));
    playerOrder(rc, step("player_order", msg("2. Player order"), kRuleOrder));
    boundary(r.steps.back());
    war(rc, step("war", msg("3. War"), kRuleWar));
    boundary(r.steps.back());
    if (solo) {
        soloStability(rc, step("solo", msg("Stability against the shadow opponent"), kRuleSolo));
        famine(rc, step("famine", msg("5. Famine"), std::string(kRuleFamine) + "; solo: famine of the Solo Event tile"),
               soloFamine(state), "Solo Event tile");
        boundary(r.steps.back());
    } else {
        for (size_t i = 0; i < 2; ++i) {
            const std::string id = "event" + std::to_string(i + 1);
            const std::string evName = i < event->events.size() ? event->events[i].name : "";
            ResolutionStep &st = step(id, msg("4. Event: %1", {literal(evName)}), kRuleEventsStep);
            LineBook lb;
            if (i == 0)
                for (int p = 0; p < rc.players(); ++p)
                    manualRuleNotes(rc, lb, id, p, {"event_reveal"});
            resolveEvent(rc, lb, id, *event, i);
            st.lines = std::move(lb.lines);
            boundary(st);
        }
        famine(rc, step("famine", msg("5. Famine"), kRuleFamine), event->famine, event->name);
        boundary(r.steps.back());
    }
    books(rc, step("books", msg("6. Books (end of age)"), solo ? std::string(kRuleSolo) : std::string(kRuleBooks)));
    // End of the round, after the last step (card rules "end_of_round"): only when something is parked.
    if (std::any_of(r.after.players.begin(), r.after.players.end(), [](const PlayerState &p) { return !p.parked.empty(); }))
        endOfRound(rc, step("end_of_round", msg("End of the round"), "card text (end of the round)"));

    // Only when the table corrected the result: the last step, so the corrected values are final.
    if (!state.roundInputs.resultCorrections.empty())
        resultCorrections(rc, step("corrections", msg("Corrections by hand"), kRuleCorrections),
                          state.roundInputs.resultCorrections);

    r.decisions = rc.decisions.decisions;
    r.manual = rc.manual;

    // Next round (Rulebook p.12 Maintenance 1), or the end of the game (Rulebook p.20 "Game end").
    GameState &a = r.after;
    if (a.round >= a.options.lastRound) {
        a.phase = Phase::Finished;
    } else {
        a.round += 1;
        a.phase = Phase::Growth;
    }
    a.roundInputs = RoundInputs{};
    a.roundInputs.growth.assign(a.players.size(), "");
    return r;
}

json toJson(const ResolutionResult &r)
{
    json steps = json::array();
    for (const auto &s : r.steps)
        steps.push_back({{"id", s.id}, {"title", s.title}, {"rule", s.rule}, {"lines", toJson(s.lines)}});
    json decisions = json::array();
    for (const auto &d : r.decisions)
        decisions.push_back(toJson(d));
    return {{"state", toJson(r.after)}, {"steps", steps}, {"decisions", decisions},
            {"complete", r.complete()}, {"manual", r.manual}};
}

} // namespace nc::nations
