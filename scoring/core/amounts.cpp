#include "core/amounts.h"

#include <stdexcept>

#include <nlohmann/json.hpp>

namespace nc {

namespace {
constexpr std::array<std::string_view, 7> kKeys = {"gold", "food", "stone", "books", "stability", "strength", "vp"};
constexpr std::array<std::string_view, 7> kNames = {"Gold",      "Food",              "Stone", "Books",
                                                    "Stability", "Military Strength", "VP"};
} // namespace

std::string_view key(Quantity q) { return kKeys[static_cast<size_t>(q)]; }
std::string_view displayName(Quantity q) { return kNames[static_cast<size_t>(q)]; }

std::optional<Quantity> quantityFromKey(std::string_view k)
{
    for (size_t i = 0; i < kKeys.size(); ++i)
        if (kKeys[i] == k)
            return static_cast<Quantity>(i);
    return std::nullopt;
}

bool Amounts::empty() const
{
    for (int x : v)
        if (x != 0)
            return false;
    return true;
}

Amounts &Amounts::operator+=(const Amounts &o)
{
    for (size_t i = 0; i < v.size(); ++i)
        v[i] += o.v[i];
    return *this;
}

Amounts Amounts::operator*(int k) const
{
    Amounts r = *this;
    for (int &x : r.v)
        x *= k;
    return r;
}

Amounts amountsFromJson(const nlohmann::json &j, const std::string &context)
{
    Amounts a;
    if (j.is_null())
        return a;
    if (!j.is_object())
        throw std::invalid_argument(context + ": expected an object of amounts, got " + j.dump());
    for (const auto &[k, val] : j.items()) {
        const auto q = quantityFromKey(k);
        if (!q)
            throw std::invalid_argument(context + ": unknown quantity \"" + k + "\"");
        if (!val.is_number_integer())
            throw std::invalid_argument(context + ": \"" + k + "\" must be an integer, got " + val.dump());
        a[*q] = val.get<int>();
    }
    return a;
}

nlohmann::json toJson(const Amounts &a)
{
    nlohmann::json j = nlohmann::json::object();
    for (Quantity q : kQuantities)
        if (a[q] != 0)
            j[std::string(key(q))] = a[q];
    return j;
}

} // namespace nc
