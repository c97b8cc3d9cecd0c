#include "nations/comparisons.h"

#include <algorithm>

namespace nc::nations {

int comparableStability(int realStability)
{
    if (realStability < 0)
        return -1;
    return std::min(realStability, kStabilityTrackMax);
}

int comparableStrength(int realStrength) { return std::min(realStrength, kStrengthTrackMax); }

namespace {

std::vector<int> sortedDesc(const std::vector<int> &values)
{
    std::vector<int> s = values;
    std::sort(s.begin(), s.end(), std::greater<>());
    return s;
}

std::vector<int> indicesWhere(const std::vector<int> &values, auto pred)
{
    std::vector<int> out;
    for (size_t i = 0; i < values.size(); ++i)
        if (pred(values[i]))
            out.push_back(static_cast<int>(i));
    return out;
}

} // namespace

std::vector<int> mostForBenefit(const std::vector<int> &values)
{
    if (values.empty())
        return {};
    const auto s = sortedDesc(values);
    if (values.size() == 1)
        return {0};
    if (values.size() < 5) {
        // Sole leader only (Rulebook p.8 "Resolving Ties").
        if (s[0] == s[1])
            return {};
        return indicesWhere(values, [&](int v) { return v == s[0]; });
    }
    // 5 players (Rulebook p.21 "5 players" and Appendix).
    if (s[0] > s[1]) {
        const bool secondAlone = s.size() < 3 || s[1] > s[2];
        if (secondAlone)
            return indicesWhere(values, [&](int v) { return v >= s[1]; });
        return indicesWhere(values, [&](int v) { return v == s[0]; });
    }
    // Tied at the top: two tied → both; three or more → nobody.
    if (s.size() >= 3 && s[2] == s[0])
        return {};
    return indicesWhere(values, [&](int v) { return v == s[0]; });
}

std::vector<int> leastForPenalty(const std::vector<int> &values)
{
    if (values.empty())
        return {};
    std::vector<int> s = values;
    std::sort(s.begin(), s.end());
    const int threshold = values.size() >= 5 ? s[1] : s[0];
    return indicesWhere(values, [&](int v) { return v <= threshold; });
}

std::vector<int> passed(const std::vector<int> &passOrder, int players, bool first)
{
    const size_t n = players >= 5 ? 2 : 1;
    std::vector<int> out;
    if (passOrder.empty())
        return out;
    if (first) {
        for (size_t i = 0; i < std::min(n, passOrder.size()); ++i)
            out.push_back(passOrder[i]);
    } else {
        if (static_cast<int>(passOrder.size()) < players)
            return out;
        for (size_t i = passOrder.size() - std::min(n, passOrder.size()); i < passOrder.size(); ++i)
            out.push_back(passOrder[i]);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> nextPlayerOrder(const std::vector<int> &previous, const std::vector<int> &strength,
                                 const std::vector<int> &stability)
{
    std::vector<int> order = previous;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (strength[a] != strength[b])
            return strength[a] > strength[b];
        return stability[a] > stability[b];
    });
    return order;
}

std::vector<int> booksScoringVp(const std::vector<int> &books)
{
    std::vector<int> vp(books.size(), 0);
    for (size_t i = 0; i < books.size(); ++i)
        for (size_t j = 0; j < books.size(); ++j)
            if (i != j && books[j] < books[i])
                ++vp[i];
    return vp;
}

} // namespace nc::nations
