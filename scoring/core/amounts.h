#pragma once
// Amounts of the game's quantities: the four produced resources (Gold, Food, Stone, Books),
// the two continuous values (Stability, Military Strength) and Victory Points.
// Rulebook p.7 "Resources", "Stability and Military Strength".

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

namespace nc {

/// One quantity of the game. The order of the first four is the order of settlement in the
/// Production step (Rulebook p.18: "Gold, Food, Stone, Books").
enum class Quantity { Gold, Food, Stone, Books, Stability, Strength, Vp };

inline constexpr std::array<Quantity, 4> kResources = {Quantity::Gold, Quantity::Food, Quantity::Stone,
                                                       Quantity::Books};
inline constexpr std::array<Quantity, 7> kQuantities = {Quantity::Gold,      Quantity::Food,     Quantity::Stone,
                                                        Quantity::Books,     Quantity::Stability, Quantity::Strength,
                                                        Quantity::Vp};

/// JSON key of a quantity: "gold", "food", "stone", "books", "stability", "strength", "vp".
std::string_view key(Quantity q);
/// Display name in the game's terms: "Gold", "Food", "Stone", "Books", "Stability", "Military Strength", "VP".
std::string_view displayName(Quantity q);
/// Inverse of key(); nullopt for an unknown key.
std::optional<Quantity> quantityFromKey(std::string_view k);

/// A signed amount of each quantity (negative = upkeep/loss). Value type, zero by default.
struct Amounts {
    std::array<int, 7> v{};

    int operator[](Quantity q) const { return v[static_cast<size_t>(q)]; }
    int &operator[](Quantity q) { return v[static_cast<size_t>(q)]; }
    bool empty() const;
    Amounts &operator+=(const Amounts &o);
    Amounts operator*(int k) const;
    bool operator==(const Amounts &) const = default;
};

/// Reads {"gold": 2, "stability": -1, ...}. Throws std::invalid_argument naming the unknown key
/// or the non-integer value. `context` is put in front of the message (e.g. "progress_cards.json: aqueduct").
Amounts amountsFromJson(const nlohmann::json &j, const std::string &context);
/// Writes only the non-zero quantities, in kQuantities order.
nlohmann::json toJson(const Amounts &a);

} // namespace nc
