#include "nations/shortage.h"

#include <algorithm>
#include <array>

#include "nations/card_rules.h"

namespace nc::nations {

namespace {

/// Takes the shortage VP for resource q unless already taken this round; VP floor 0.
void shortageVp(RoundContext &rc, const LossSite &site, int p, Quantity q)
{
    const Message label = msg("%1 shortage", {quantityName(q)});
    const int before = rc.player(p).vp;
    const ShortageVpOutcome o = takeShortageVp(rc.catalog, rc.state, p, q);
    switch (o.kind) {
    case ShortageVpOutcome::Exempt:
        site.lines.add(site.lineStep, p, Quantity::Vp,
                       makeItem("shortage", msg("%1 (%2: never lose VP for running short)", {label, literal(o.exemptBy)}),
                                1, false, 0, "card text (Rulebook appendix: card text overrules the rules)"));
        return;
    case ShortageVpOutcome::AlreadyLost:
        site.lines.add(site.lineStep, p, Quantity::Vp,
                       makeItem("shortage", msg("%1 (VP already lost for %2 this round)", {label, quantityName(q)}), 1,
                                false, 0, "FAQ R-06"));
        return;
    case ShortageVpOutcome::AtZero:
        site.lines.add(site.lineStep, p, Quantity::Vp,
                       makeItem("shortage",
                                msg("%1 (VP cannot go below 0: nothing lost, so a later %2 shortage this round still "
                                    "costs 1 VP)",
                                    {label, quantityName(q)}),
                                1, false, 0, kRuleShortage));
        return;
    case ShortageVpOutcome::Lost:
        site.lines.add(site.lineStep, p, Quantity::Vp,
                       makeItem("shortage", label, 1, false, rc.player(p).vp - before, kRuleShortage));
        return;
    }
}

/// A change of Strength or Stability from a loss or gain: board values, so the players apply it by hand.
void byHand(RoundContext &rc, const LossSite &site, int p, const Message &label, int amount, Quantity q)
{
    const Message m = msg("apply by hand: %1 %2: %3 %4 (use the manual correction)",
                          {literal(rc.name(p)), label, literal(signedNumber(amount)), quantityName(q)});
    site.lines.note(site.lineStep, p, m);
    rc.manual.push_back(m.english());
}

} // namespace

ShortageVpOutcome takeShortageVp(const Catalog &catalog, GameState &s, int p, Quantity q)
{
    PlayerState &pl = s.players[static_cast<size_t>(p)];
    // Checked at each shortage: Florence Nightingale removed during the round no longer waives it.
    if (std::string card = shortageVpExemption(catalog, pl); !card.empty())
        return {ShortageVpOutcome::Exempt, card};
    auto &lost = s.roundInputs.shortageVpLost;
    if (auto it = lost.find(p); it != lost.end() && it->second.count(q))
        return {ShortageVpOutcome::AlreadyLost, {}};
    if (pl.vp <= 0) // R-07; only a VP really lost counts against the per-round limit
        return {ShortageVpOutcome::AtZero, {}};
    pl.vp -= 1;
    lost[p].insert(q);
    return {ShortageVpOutcome::Lost, {}};
}

Quantity defaultInsteadOfBooks(const PlayerState &pl)
{
    Quantity best = Quantity::Gold;
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone})
        if (pl.resource(q) > pl.resource(best))
            best = q;
    return best;
}

std::vector<Quantity> insteadOfBooksOrder(const PlayerState &pl, Quantity chosen)
{
    std::vector<Quantity> order = {chosen};
    std::vector<Quantity> rest;
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone})
        if (q != chosen)
            rest.push_back(q);
    std::stable_sort(rest.begin(), rest.end(), [&](Quantity a, Quantity b) { return pl.resource(a) > pl.resource(b); });
    order.insert(order.end(), rest.begin(), rest.end());
    return order;
}

void actionPhaseShortage(const Catalog &catalog, GameState &s, int p, Quantity q, int missing, const std::string &cardId,
                         const std::string &why, std::optional<Quantity> insteadOfBooks)
{
    if (missing <= 0)
        return;
    auto &ap = s.roundInputs.actionPhase;
    PlayerState &pl = s.players[static_cast<size_t>(p)];
    const std::string who = pl.name.empty() ? "Player " + std::to_string(p + 1) : pl.name;
    const std::string what = std::string(displayName(q));
    if (q == Quantity::Vp) { // not a resource: VP stop at 0
        ap.applied.push_back({p, cardId, why + ": " + who + " loses only the VP held (VP cannot go below 0, FAQ R-07)"});
        return;
    }
    std::string text = why + ": " + who + " is short of " + std::to_string(missing) + " " + what;
    const ShortageVpOutcome o = takeShortageVp(catalog, s, p, q);
    switch (o.kind) {
    case ShortageVpOutcome::Lost: text += ": \u22121 VP"; break;
    case ShortageVpOutcome::AlreadyLost: text += ": no VP (already lost for " + what + " this round, FAQ R-06)"; break;
    case ShortageVpOutcome::AtZero: text += ": no VP (VP cannot go below 0)"; break;
    case ShortageVpOutcome::Exempt: text += ": no VP (" + o.exemptBy + ": never lose VP for running short)"; break;
    }
    if (q == Quantity::Books) {
        ap.applied.push_back({p, cardId, text + " (" + kRuleShortage + ")"});
        // One other resource of the nation's choice per Book not held, as the Resolution Phase does.
        const Quantity chosen = insteadOfBooks.value_or(defaultInsteadOfBooks(pl));
        Amounts lost;
        int owed = missing;
        for (Quantity o : insteadOfBooksOrder(pl, chosen)) {
            const int take = std::min(owed, pl.resource(o));
            pl.setResource(o, pl.resource(o) - take);
            lost[o] -= take;
            owed -= take;
        }
        std::string paid;
        for (Quantity o : {Quantity::Gold, Quantity::Food, Quantity::Stone})
            if (lost[o] != 0)
                paid += (paid.empty() ? "−" : ", −") + std::to_string(-lost[o]) + " " + std::string(displayName(o));
        std::string line = why + ": " + who + " has no Books left: ";
        if (lost != Amounts{})
            line += paid + " instead of " + std::to_string(missing - owed) + " Books" +
                    (insteadOfBooks ? std::string(" (the nation's choice)") : std::string(" (default: the resource held most)"));
        if (owed > 0)
            line += std::string(lost != Amounts{} ? "; " : "") + std::to_string(owed) +
                    " more could not be lost (no Gold, Food or Stone left)";
        ap.applied.push_back({p, cardId, line + " (Rulebook p.8; FAQ R-05)"});
        return;
    }
    // 1 Book per missing Gold/Food/Stone; Books at 0 run short in turn (Rulebook p.8).
    const int books = std::min(pl.books, missing);
    pl.books -= books;
    text += ", \u2212" + std::to_string(missing) + " Books";
    ap.applied.push_back({p, cardId, text + " (" + kRuleShortage + ")"});
    if (books < missing)
        actionPhaseShortage(catalog, s, p, Quantity::Books, missing - books, cardId, why, insteadOfBooks);
}

void changeVp(RoundContext &rc, const LossSite &site, int p, int delta, const std::string &source,
              const Message &label, const std::string &rule)
{
    PlayerState &pl = rc.player(p);
    const int before = pl.vp;
    pl.vp = std::max(0, pl.vp + delta);
    const int applied = pl.vp - before;
    const Message l = applied != delta ? msg("%1 (VP cannot go below 0)", {label}) : label;
    site.lines.add(site.lineStep, p, Quantity::Vp, makeItem(source, l, 1, false, applied, rule));
}

void changeVp(RoundContext &rc, const LossSite &site, int p, int delta, const std::string &source,
              const std::string &label, const std::string &rule)
{
    changeVp(rc, site, p, delta, source, literal(label), rule);
}

int payResource(RoundContext &rc, const LossSite &site, int p, Quantity q, int units)
{
    if (units <= 0)
        return 0;
    PlayerState &pl = rc.player(p);
    const int held = pl.resource(q);
    if (held >= units) {
        pl.setResource(q, held - units);
        return 0;
    }
    const int missing = units - held;
    pl.setResource(q, 0);
    site.lines.add(site.lineStep, p, q,
                   makeItem("shortage", msg("shortage: %1 not held", {literal(missing)}), 1, false, missing, kRuleShortage));
    shortageVp(rc, site, p, q);
    return missing;
}

void payBooks(RoundContext &rc, const LossSite &site, int p, int units)
{
    if (units <= 0)
        return;
    PlayerState &pl = rc.player(p);
    if (pl.books >= units) {
        pl.books -= units;
        return;
    }
    const int missing = units - pl.books;
    pl.books = 0;
    site.lines.add(site.lineStep, p, Quantity::Books,
                   makeItem("shortage", msg("Books stay at 0: %1 not held", {literal(missing)}), 1, false, missing,
                            kRuleShortage));
    shortageVp(rc, site, p, Quantity::Books);

    // One other resource of the player's choice per Book that could not be lost.
    const std::array<Quantity, 3> others = {Quantity::Gold, Quantity::Food, Quantity::Stone};
    if (std::all_of(others.begin(), others.end(), [&](Quantity q) { return pl.resource(q) == 0; })) {
        site.lines.note(site.lineStep, p,
                        msg("%1: no Gold, Food or Stone left to lose instead of %2 Books: nothing more is lost",
                            {literal(rc.name(p)), literal(missing)}),
                        "FAQ R-05");
        return;
    }
    const Quantity best = defaultInsteadOfBooks(pl);
    Decision d;
    d.id = rc.decisions.uniqueId("shortage/" + std::to_string(p) + "/books/" + site.step);
    d.player = p;
    d.step = site.step;
    d.setQuestion(msg("%1 has no Books left: which resource do you lose %2 of instead?",
                      {literal(rc.name(p)), literal(missing)}));
    for (Quantity q : others)
        d.addOption(std::string(key(q)), msg("Lose %1 %2 (holding %3)",
                                              {literal(missing), quantityName(q), literal(pl.resource(q))}));
    d.defaultOption = std::string(key(best));
    const Quantity chosen = quantityFromKey(rc.decisions.ask(d)).value_or(best);

    int owed = missing;
    for (Quantity q : insteadOfBooksOrder(pl, chosen)) {
        const int take = std::min(owed, pl.resource(q));
        if (take <= 0)
            continue;
        pl.setResource(q, pl.resource(q) - take);
        owed -= take;
        site.lines.add(site.lineStep, p, q,
                       makeItem("books_shortage", msg("instead of Books (Books at 0)"), take, false, -take,
                                "Rulebook p.8; FAQ R-05"));
    }
    if (owed > 0)
        site.lines.note(site.lineStep, p,
                        msg("%1: %2 more resources could not be lost instead of Books (nothing left)",
                            {literal(rc.name(p)), literal(owed)}),
                        "FAQ R-05");
}

void loseAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &loss, const std::string &source,
                 const Message &label, const std::string &rule)
{
    int bookDebt = 0;
    std::vector<std::pair<Quantity, int>> debts;
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone}) {
        if (loss[q] <= 0)
            continue;
        site.lines.add(site.lineStep, p, q, makeItem(source, label, 1, false, -loss[q], rule));
        const int missing = payResource(rc, site, p, q, loss[q]);
        if (missing > 0) {
            bookDebt += missing;
            debts.emplace_back(q, missing);
        }
    }
    if (loss[Quantity::Books] > 0)
        site.lines.add(site.lineStep, p, Quantity::Books,
                       makeItem(source, label, 1, false, -loss[Quantity::Books], rule));
    for (auto [q, missing] : debts)
        site.lines.add(site.lineStep, p, Quantity::Books,
                       makeItem("shortage", msg("%1 shortage (%2 missing)", {quantityName(q), literal(missing)}), 1,
                                false, -missing, kRuleShortage));
    payBooks(rc, site, p, std::max(0, loss[Quantity::Books]) + bookDebt);
    if (loss[Quantity::Vp] > 0)
        changeVp(rc, site, p, -loss[Quantity::Vp], source, label, rule);
    for (Quantity q : {Quantity::Strength, Quantity::Stability})
        if (loss[q] != 0)
            byHand(rc, site, p, label, -loss[q], q);
}

void loseAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &loss, const std::string &source,
                 const std::string &label, const std::string &rule)
{
    loseAmounts(rc, site, p, loss, source, literal(label), rule);
}

void gainAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &gain, const std::string &source,
                 const Message &label, const std::string &rule)
{
    PlayerState &pl = rc.player(p);
    for (Quantity q : kResources) {
        if (gain[q] == 0)
            continue;
        if (gain[q] < 0) {
            Amounts l;
            l[q] = -gain[q];
            loseAmounts(rc, site, p, l, source, label, rule);
            continue;
        }
        pl.setResource(q, pl.resource(q) + gain[q]);
        site.lines.add(site.lineStep, p, q, makeItem(source, label, 1, false, gain[q], rule));
    }
    if (gain[Quantity::Vp] != 0)
        changeVp(rc, site, p, gain[Quantity::Vp], source, label, rule);
    for (Quantity q : {Quantity::Strength, Quantity::Stability})
        if (gain[q] != 0)
            byHand(rc, site, p, label, gain[q], q);
}

void gainAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &gain, const std::string &source,
                 const std::string &label, const std::string &rule)
{
    gainAmounts(rc, site, p, gain, source, literal(label), rule);
}

} // namespace nc::nations
