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

std::string ExplanationLine::text() const
{
    std::string out;
    if (quantity)
        out += std::string(displayName(*quantity)) + ": ";
    bool first = true;
    for (const auto &i : items) {
        if (!first)
            out += ", ";
        first = false;
        out += signedNumber(i.amount) + " " + i.label;
        if (i.perWorker || i.count > 1)
            out += " \u00d7" + std::to_string(i.count);
    }
    if (quantity)
        out += (items.empty() ? "" : " ") + std::string("= ") + signedNumber(total);
    if (!note.empty())
        out += (out.empty() ? "" : " (") + note + (out.empty() ? "" : ")");
    return out;
}

nlohmann::json toJson(const ExplanationItem &i)
{
    return {{"source", i.source}, {"label", i.label}, {"count", i.count},
            {"per_worker", i.perWorker}, {"amount", i.amount}, {"rule", i.rule}};
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
    return j;
}

nlohmann::json toJson(const std::vector<ExplanationLine> &lines)
{
    nlohmann::json a = nlohmann::json::array();
    for (const auto &l : lines)
        a.push_back(toJson(l));
    return a;
}

} // namespace nc
