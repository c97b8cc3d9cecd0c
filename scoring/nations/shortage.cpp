#include "nations/shortage.h"

#include <algorithm>
#include <array>

namespace nc::nations {

namespace {

/// Takes the shortage VP for resource q unless already taken this round; VP floor 0.
void shortageVp(RoundContext &rc, const LossSite &site, int p, Quantity q)
{
    const std::string label = std::string(displayName(q)) + " shortage";
    if (static_cast<size_t>(p) < rc.shortageVpExempt.size() && !rc.shortageVpExempt[static_cast<size_t>(p)].empty()) {
        site.lines.add(site.lineStep, p, Quantity::Vp,
                       {"shortage", label + " (" + rc.shortageVpExempt[static_cast<size_t>(p)] +
                                        ": never lose VP for running short)", 1, false, 0,
                        "card text (Rulebook appendix: card text overrules the rules)"});
        return;
    }
    auto &taken = rc.shortageVpTaken[static_cast<size_t>(p)];
    if (taken.count(q)) {
        site.lines.add(site.lineStep, p, Quantity::Vp,
                       {"shortage", label + " (VP already lost for " + std::string(displayName(q)) + " this round)", 1,
                        false, 0, "FAQ R-06"});
        return;
    }
    taken.insert(q);
    changeVp(rc, site, p, -1, "shortage", label, kRuleShortage);
}

} // namespace

void changeVp(RoundContext &rc, const LossSite &site, int p, int delta, const std::string &source,
              const std::string &label, const std::string &rule)
{
    PlayerState &pl = rc.player(p);
    const int before = pl.vp;
    pl.vp = std::max(0, pl.vp + delta);
    const int applied = pl.vp - before;
    std::string l = label;
    if (applied != delta)
        l += " (VP cannot go below 0)";
    site.lines.add(site.lineStep, p, Quantity::Vp, {source, l, 1, false, applied, rule});
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
                   {"shortage", "shortage: " + std::to_string(missing) + " not held", 1, false, missing, kRuleShortage});
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
                   {"shortage", "Books stay at 0: " + std::to_string(missing) + " not held", 1, false, missing,
                    kRuleShortage});
    shortageVp(rc, site, p, Quantity::Books);

    // One other resource of the player's choice per Book that could not be lost.
    const std::array<Quantity, 3> others = {Quantity::Gold, Quantity::Food, Quantity::Stone};
    if (std::all_of(others.begin(), others.end(), [&](Quantity q) { return pl.resource(q) == 0; })) {
        site.lines.note(site.lineStep, p,
                        rc.name(p) + ": no Gold, Food or Stone left to lose instead of " + std::to_string(missing) +
                            " Books (R-05: nothing more is lost)");
        return;
    }
    Quantity best = Quantity::Gold;
    for (Quantity q : others)
        if (pl.resource(q) > pl.resource(best))
            best = q;
    Decision d;
    d.id = rc.decisions.uniqueId("shortage/" + std::to_string(p) + "/books/" + site.step);
    d.player = p;
    d.step = site.step;
    d.question = rc.name(p) + " has no Books left: which resource do you lose " + std::to_string(missing) +
                 " of instead?";
    for (Quantity q : others) {
        d.options.emplace_back(key(q));
        d.optionLabels.push_back("Lose " + std::to_string(missing) + " " + std::string(displayName(q)) + " (holding " +
                                 std::to_string(pl.resource(q)) + ")");
    }
    d.defaultOption = std::string(key(best));
    const Quantity chosen = quantityFromKey(rc.decisions.ask(d)).value_or(best);

    // The chosen resource first, then the others from the largest holding (documented simplification).
    std::vector<Quantity> order = {chosen};
    std::vector<Quantity> rest;
    for (Quantity q : others)
        if (q != chosen)
            rest.push_back(q);
    std::stable_sort(rest.begin(), rest.end(), [&](Quantity a, Quantity b) { return pl.resource(a) > pl.resource(b); });
    order.insert(order.end(), rest.begin(), rest.end());
    int owed = missing;
    for (Quantity q : order) {
        const int take = std::min(owed, pl.resource(q));
        if (take <= 0)
            continue;
        pl.setResource(q, pl.resource(q) - take);
        owed -= take;
        site.lines.add(site.lineStep, p, q,
                       {"books_shortage", "instead of Books (Books at 0)", take, false, -take, "Rulebook p.8; FAQ R-05"});
    }
    if (owed > 0)
        site.lines.note(site.lineStep, p,
                        rc.name(p) + ": " + std::to_string(owed) +
                            " more resources could not be lost instead of Books (nothing left; R-05)");
}

void loseAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &loss, const std::string &source,
                 const std::string &label, const std::string &rule)
{
    int bookDebt = 0;
    std::vector<std::pair<Quantity, int>> debts;
    for (Quantity q : {Quantity::Gold, Quantity::Food, Quantity::Stone}) {
        if (loss[q] <= 0)
            continue;
        site.lines.add(site.lineStep, p, q, {source, label, 1, false, -loss[q], rule});
        const int missing = payResource(rc, site, p, q, loss[q]);
        if (missing > 0) {
            bookDebt += missing;
            debts.emplace_back(q, missing);
        }
    }
    if (loss[Quantity::Books] > 0)
        site.lines.add(site.lineStep, p, Quantity::Books, {source, label, 1, false, -loss[Quantity::Books], rule});
    for (auto [q, missing] : debts)
        site.lines.add(site.lineStep, p, Quantity::Books,
                       {"shortage", std::string(displayName(q)) + " shortage (" + std::to_string(missing) + " missing)",
                        1, false, -missing, kRuleShortage});
    payBooks(rc, site, p, std::max(0, loss[Quantity::Books]) + bookDebt);
    if (loss[Quantity::Vp] > 0)
        changeVp(rc, site, p, -loss[Quantity::Vp], source, label, rule);
    for (Quantity q : {Quantity::Strength, Quantity::Stability})
        if (loss[q] != 0) {
            const std::string text = "apply by hand: " + rc.name(p) + " " + label + ": " + signedNumber(-loss[q]) + " " +
                                     std::string(displayName(q)) + " (use the manual correction)";
            site.lines.note(site.lineStep, p, text);
            rc.manual.push_back(text);
        }
}

void gainAmounts(RoundContext &rc, const LossSite &site, int p, const Amounts &gain, const std::string &source,
                 const std::string &label, const std::string &rule)
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
        site.lines.add(site.lineStep, p, q, {source, label, 1, false, gain[q], rule});
    }
    if (gain[Quantity::Vp] != 0)
        changeVp(rc, site, p, gain[Quantity::Vp], source, label, rule);
    for (Quantity q : {Quantity::Strength, Quantity::Stability})
        if (gain[q] != 0) {
            const std::string text = "apply by hand: " + rc.name(p) + " " + label + ": " + signedNumber(gain[q]) + " " +
                                     std::string(displayName(q)) + " (use the manual correction)";
            site.lines.note(site.lineStep, p, text);
            rc.manual.push_back(text);
        }
}

} // namespace nc::nations
