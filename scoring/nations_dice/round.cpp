#include "nations_dice/round.h"

#include <algorithm>

namespace nc::dice {

int foodReachable(int foodShowing, int otherUnusedDice)
{
    return foodShowing + otherUnusedDice / 2; // R l.97: 2 unused dice for 1 Food, chits never
}

std::vector<int> newPlayerOrder(const std::vector<int> &orderBefore, const std::vector<int> &strength)
{
    std::vector<int> order = orderBefore;
    // stable: equal Strength keeps the previous relative order (R l.190)
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return strength[static_cast<std::size_t>(a)] > strength[static_cast<std::size_t>(b)];
    });
    return order;
}

namespace {

ExplanationLine line(std::string step, int player, std::optional<Quantity> q)
{
    ExplanationLine l;
    l.step = std::move(step);
    l.player = player;
    l.quantity = q;
    return l;
}

void add(ExplanationLine &l, std::string source, const Message &label, int amount, std::string rule)
{
    l.items.push_back(makeItem(std::move(source), label, 1, false, amount, std::move(rule)));
    l.total += amount;
}

/// A reward step (Famine, War): at least `needed` used gives `age` VP, more or less gives nothing more.
ExplanationLine reward(const std::string &step, int p, int used, int needed, int age, const Message &what,
                       const char *rule)
{
    ExplanationLine l = line(step, p, Quantity::Vp);
    if (used >= needed)
        add(l, step, msg("%1 %2 ≥ %3, age %4", {what, literal(used), literal(needed), literal(age)}), age, rule);
    else {
        l.setNote(msg("%1 %2 < %3: no reward", {what, literal(used), literal(needed)}));
        l.rule = rule;
    }
    return l;
}

} // namespace

RoundResult scoreRound(const RoundInput &in)
{
    const std::size_t n = in.names.size();
    RoundResult r;
    RoundRecord &rec = r.record;
    rec.round = in.age;
    rec.event = in.event;
    rec.orderBefore = in.orderBefore;
    rec.opponentBooks = in.opponentBooks;
    rec.players.resize(n);
    std::vector<int> reverse(in.orderBefore.rbegin(), in.orderBefore.rend());

    // Books: each uses Books in reverse player order and moves on the track (R l.176) ...
    std::vector<int> books(n);
    for (int p : reverse) {
        const auto i = static_cast<std::size_t>(p);
        rec.players[i].use = in.use[i];
        books[i] = in.booksBefore[i] + in.use[i].books;
        rec.players[i].books = books[i];
        ExplanationLine l = line("books", p, Quantity::Books);
        add(l, "books_used", msg("Books used"), in.use[i].books, "R l.176");
        l.setNote(msg("track %1 → %2", {literal(in.booksBefore[i]), literal(books[i])}));
        r.lines.push_back(std::move(l));
    }
    // ... then scores against every other player with strictly fewer Books (R l.178, solo R l.210).
    for (int p : in.orderBefore) {
        const auto i = static_cast<std::size_t>(p);
        ExplanationLine l = line("books", p, Quantity::Vp);
        if (in.opponentBooks) {
            if (books[i] > *in.opponentBooks)
                add(l, "books_opponent",
                    msg("more Books than the opponent (%1 > %2)", {literal(books[i]), literal(*in.opponentBooks)}), 2,
                    "R l.210");
            else {
                l.setNote(msg("Books %1, opponent %2: not more", {literal(books[i]), literal(*in.opponentBooks)}));
                l.rule = "R l.210";
            }
        } else {
            const int per = n == 2 ? 2 : 1;
            for (std::size_t o = 0; o < n; ++o)
                if (o != i && books[o] < books[i])
                    add(l, "books_vs_" + std::to_string(o),
                        msg("more Books than %1 (%2 > %3)", {literal(in.names[o]), literal(books[i]), literal(books[o])}),
                        per, n == 2 ? "R l.178 (2-player: 2 VP)" : "R l.178");
            if (l.items.empty()) {
                l.setNote(msg("no other player has fewer Books; equal Books give nothing"));
                l.rule = "R l.178";
            }
        }
        rec.players[i].vp.books = l.total;
        r.lines.push_back(std::move(l));
    }

    // Famine: Food used >= the event's number gives `age` VP (R l.186).
    for (int p : reverse) {
        const auto i = static_cast<std::size_t>(p);
        ExplanationLine l = reward("famine", p, in.use[i].food, in.event.famine, in.age, msg("Food"), "R l.186");
        rec.players[i].vp.famine = l.total;
        r.lines.push_back(std::move(l));
    }

    // Player order by unused Strength, ties keep the previous order (R l.190); nothing is spent.
    std::vector<int> strength(n);
    for (std::size_t i = 0; i < n; ++i)
        strength[i] = in.use[i].strength;
    rec.orderAfter = newPlayerOrder(in.orderBefore, strength);
    {
        ExplanationLine l = line("player_order", -1, std::nullopt);
        std::string order;
        for (std::size_t k = 0; k < n; ++k) {
            const auto p = static_cast<std::size_t>(rec.orderAfter[k]);
            order += (k ? ", " : "") + std::to_string(k + 1) + ". " + in.names[p] + " (" +
                     std::to_string(strength[p]) + ")";
        }
        l.setNote(msg("new player order by unused Strength: %1; ties keep the previous order", {literal(order)}));
        l.rule = "R l.190";
        r.lines.push_back(std::move(l));
    }

    // War: Strength >= the event's number gives `age` VP (R l.196), in the new reverse order.
    for (auto it = rec.orderAfter.rbegin(); it != rec.orderAfter.rend(); ++it) {
        const auto i = static_cast<std::size_t>(*it);
        ExplanationLine l = reward("war", *it, in.use[i].strength, in.event.war, in.age, msg("Strength"), "R l.196");
        rec.players[i].vp.war = l.total;
        r.lines.push_back(std::move(l));
    }
    return r;
}

} // namespace nc::dice
