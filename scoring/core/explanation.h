#pragma once
// Itemised explanations: every number the engine changes carries the cards, worker counts and
// rules behind it, so the UI and the CLI can show "Food: +2 Granary ×1, +3 Pyramids, −3 population = +2".

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/amounts.h"
#include "core/message.h"

namespace nc {

/// One contribution to a change: a card, a worker section, a rule.
struct ExplanationItem {
    /// Written as {source, label, count, perWorker, amount, rule} everywhere; the message stays empty.
    ExplanationItem(std::string source = {}, std::string label = {}, int count = 1, bool perWorker = false,
                    int amount = 0, std::string rule = {})
        : source(std::move(source)), label(std::move(label)), count(count), perWorker(perWorker), amount(amount),
          rule(std::move(rule))
    {
    }

    std::string source; ///< card id, or a rule key such as "population_food", "revolt", "shortage"
    std::string label;  ///< display text of the source, e.g. "Granary"
    int count = 1;      ///< multiplier shown as "×count" when > 1 or when the source is per worker (`perWorker`)
    bool perWorker = false;
    int amount = 0;     ///< signed total contributed (already multiplied by count)
    std::string rule;   ///< citation, e.g. "Rulebook p.18, Resolution 1"
    /// The label as a translatable message when it is not just a card name; empty = `label` is printed as
    /// it is. Kept equal to `label` in English (label == labelMessage.english()).
    Message labelMessage;

    /// Sets `label` and `labelMessage` from one message (a literal one leaves labelMessage empty).
    void setLabel(const Message &m);
};

/// The change of one quantity of one player in one step of the Resolution Phase (or of a final score).
struct ExplanationLine {
    std::string step;                 ///< "production", "revolt", "player_order", "war", "event1", "event2", "famine", "books", ...
    int player = -1;                  ///< index into GameState::players; -1 = concerns the whole table
    std::optional<Quantity> quantity; ///< nullopt for lines that are not a quantity (e.g. player order)
    std::vector<ExplanationItem> items;
    int total = 0;                    ///< sum of the items' amounts (what was applied)
    std::string note;                 ///< free text for lines without a quantity, or extra remarks
    std::string rule;                 ///< the source of the note (e.g. "R l.186"), shown one click away; "" = none
    /// The note as a translatable message; empty = `note` is printed as it is (kept equal to `note` in
    /// English: note == noteMessage.english()).
    Message noteMessage;

    /// Sets `note` and `noteMessage` from one message (a literal one leaves noteMessage empty).
    void setNote(const Message &m);
    /// Adds a remark after the note ("; " between them), keeping the note translatable.
    void appendNote(const Message &m);

    /// Deterministic one-line rendering, e.g. "Food: +2 Granary ×1, −3 population = −1".
    std::string text() const;
    /// The same line with the engine's texts (quantity names, notes, labels that are not card names)
    /// passed through `translate` (English template -> template of the player's language). A note or a
    /// label whose message no longer matches its English text (edited by older code) is printed as it is.
    std::string text(const std::function<std::string(const std::string &)> &translate) const;
};

/// An item whose label is a message (a literal label, such as a card name, leaves labelMessage empty).
ExplanationItem makeItem(std::string source, const Message &label, int count, bool perWorker, int amount,
                         std::string rule);

/// The translatable form of a quantity's display name (the template is displayName(q)).
Message quantityName(Quantity q);

/// Formats a signed number with an explicit sign and a real minus sign: "+2", "−3", "0".
std::string signedNumber(int n);

nlohmann::json toJson(const ExplanationItem &i);
nlohmann::json toJson(const ExplanationLine &l);
nlohmann::json toJson(const std::vector<ExplanationLine> &lines);
/// Inverse of toJson(ExplanationLine) for stored breakdowns: missing fields take their defaults, a
/// breakdown stored before the messages existed reads back with empty messages (printed in English).
ExplanationLine explanationLineFromJson(const nlohmann::json &j);

} // namespace nc
