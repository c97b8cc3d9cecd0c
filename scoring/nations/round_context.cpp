#include "nations/round_context.h"

#include <algorithm>


namespace nc::nations {

ExplanationLine &LineBook::line(const std::string &lineStep, int player, Quantity q)
{
    for (auto &l : lines)
        if (l.step == lineStep && l.player == player && l.quantity == q)
            return l;
    ExplanationLine l;
    l.step = lineStep;
    l.player = player;
    l.quantity = q;
    lines.push_back(std::move(l));
    return lines.back();
}

void LineBook::add(const std::string &lineStep, int player, Quantity q, const ExplanationItem &item)
{
    auto &l = line(lineStep, player, q);
    l.items.push_back(item);
    l.total += item.amount;
}

void LineBook::note(const std::string &lineStep, int player, const std::string &text)
{
    ExplanationLine l;
    l.step = lineStep;
    l.player = player;
    l.note = text;
    lines.push_back(std::move(l));
}

void LineBook::note(const std::string &lineStep, int player, const Message &text, const std::string &rule)
{
    note(lineStep, player, std::string());
    lines.back().setNote(text);
    lines.back().rule = rule;
}

std::string DecisionBook::uniqueId(const std::string &base) const
{
    auto used = [&](const std::string &id) {
        return std::any_of(decisions.begin(), decisions.end(), [&](const Decision &d) { return d.id == id; });
    };
    if (!used(base))
        return base;
    for (int n = 2;; ++n) {
        std::string id = base + "#" + std::to_string(n);
        if (!used(id))
            return id;
    }
}

const nlohmann::json *DecisionBook::raw(const std::string &id) const
{
    if (!m_choices.is_object())
        return nullptr;
    auto it = m_choices.find(id);
    return it == m_choices.end() ? nullptr : &*it;
}

std::string DecisionBook::ask(Decision d)
{
    d.answered = false;
    d.chosen = d.defaultOption;
    if (const nlohmann::json *a = raw(d.id)) {
        std::string text;
        if (a->is_string())
            text = a->get<std::string>();
        else if (a->is_number_integer())
            text = std::to_string(a->get<long long>());
        else if (a->is_boolean())
            text = a->get<bool>() ? "accept" : "decline";
        if (std::find(d.options.begin(), d.options.end(), text) != d.options.end()) {
            d.chosen = text;
            d.answered = true;
        }
    }
    decisions.push_back(d);
    return decisions.back().chosen;
}

RoundContext::RoundContext(const Catalog &c, GameState &s)
    : catalog(c), state(s), decisions(s.roundInputs.choices), lostToWar(s.players.size()),
      orderBeforeStep2(s.playerOrder), nextEventStrengthModifier(s.players.size(), 0)
{
}

std::string RoundContext::name(int p) const
{
    const auto &pl = state.players[static_cast<size_t>(p)];
    if (!pl.name.empty())
        return pl.name;
    if (const Nation *n = catalog.nation(pl.nation))
        return n->name;
    return "Player " + std::to_string(p + 1);
}

std::vector<int> RoundContext::reverseOrder() const
{
    std::vector<int> r(state.playerOrder.rbegin(), state.playerOrder.rend());
    return r;
}

} // namespace nc::nations
