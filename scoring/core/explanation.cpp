#include "core/explanation.h"

#include <nlohmann/json.hpp>

namespace nc {

std::string signedNumber(int n)
{
    if (n > 0)
        return "+" + std::to_string(n);
    if (n < 0)
        return "\u2212" + std::to_string(-n);
    return "0";
}

Message quantityName(Quantity q)
{
    return Message{std::string(displayName(q)), {}, false};
}

void ExplanationItem::setLabel(const Message &m)
{
    labelMessage = m.literal ? Message{} : m;
    label = m.english();
}

ExplanationItem makeItem(std::string source, const Message &label, int count, bool perWorker, int amount,
                         std::string rule)
{
    ExplanationItem i{std::move(source), {}, count, perWorker, amount, std::move(rule)};
    i.setLabel(label);
    return i;
}

void ExplanationLine::setNote(const Message &m)
{
    noteMessage = m.literal ? Message{} : m;
    note = m.english();
}

void ExplanationLine::appendNote(const Message &m)
{
    if (note.empty())
        return setNote(m);
    const Message before = !noteMessage.empty() && noteMessage.english() == note ? noteMessage : literal(note);
    setNote(msg("%1; %2", {before, m}));
}

namespace {

/// `m` rendered when it still says `english`, else `english` as it is.
std::string shown(const Message &m, const std::string &english,
                  const std::function<std::string(const std::string &)> &translate)
{
    return m.empty() || m.english() != english ? english : m.render(translate);
}

} // namespace

std::string ExplanationLine::text() const
{
    return text([](const std::string &t) { return t; });
}

std::string ExplanationLine::text(const std::function<std::string(const std::string &)> &translate) const
{
    std::string out;
    if (quantity)
        out += quantityName(*quantity).render(translate) + ": ";
    bool first = true;
    for (const auto &i : items) {
        if (!first)
            out += ", ";
        first = false;
        out += signedNumber(i.amount) + " " + shown(i.labelMessage, i.label, translate);
        if (i.perWorker || i.count > 1)
            out += " \u00d7" + std::to_string(i.count);
    }
    if (quantity)
        out += (items.empty() ? "" : " ") + std::string("= ") + signedNumber(total);
    if (!note.empty()) {
        const std::string n = shown(noteMessage, note, translate);
        out += (out.empty() ? "" : " (") + n + (out.empty() ? "" : ")");
    }
    return out;
}

nlohmann::json toJson(const ExplanationItem &i)
{
    nlohmann::json j = {{"source", i.source}, {"label", i.label}, {"count", i.count},
                        {"per_worker", i.perWorker}, {"amount", i.amount}, {"rule", i.rule}};
    if (!i.labelMessage.empty())
        j["label_message"] = toJson(i.labelMessage);
    return j;
}

nlohmann::json toJson(const ExplanationLine &l)
{
    nlohmann::json items = nlohmann::json::array();
    for (const auto &i : l.items)
        items.push_back(toJson(i));
    nlohmann::json j = {{"step", l.step}, {"player", l.player}, {"items", items}, {"total", l.total},
                        {"text", l.text()}};
    j["quantity"] = l.quantity ? nlohmann::json(std::string(key(*l.quantity))) : nlohmann::json(nullptr);
    if (!l.note.empty())
        j["note"] = l.note;
    if (!l.rule.empty())
        j["rule"] = l.rule;
    if (!l.noteMessage.empty())
        j["note_message"] = toJson(l.noteMessage);
    return j;
}

ExplanationLine explanationLineFromJson(const nlohmann::json &j)
{
    ExplanationLine l;
    if (!j.is_object())
        return l;
    l.step = j.value("step", "");
    l.player = j.value("player", -1);
    if (j.contains("quantity") && j["quantity"].is_string())
        l.quantity = quantityFromKey(j["quantity"].get<std::string>());
    for (const auto &i : j.value("items", nlohmann::json::array())) {
        if (!i.is_object())
            continue;
        ExplanationItem it{i.value("source", ""), i.value("label", ""), i.value("count", 1),
                           i.value("per_worker", false), i.value("amount", 0), i.value("rule", "")};
        if (i.contains("label_message"))
            it.labelMessage = messageFromJson(i["label_message"]);
        l.items.push_back(std::move(it));
    }
    l.total = j.value("total", 0);
    l.note = j.value("note", "");
    l.rule = j.value("rule", "");
    if (j.contains("note_message"))
        l.noteMessage = messageFromJson(j["note_message"]);
    return l;
}

nlohmann::json toJson(const std::vector<ExplanationLine> &lines)
{
    nlohmann::json a = nlohmann::json::array();
    for (const auto &l : lines)
        a.push_back(toJson(l));
    return a;
}

} // namespace nc
