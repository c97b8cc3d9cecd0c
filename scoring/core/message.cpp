#include "core/message.h"

#include <nlohmann/json.hpp>

namespace nc {

std::string fillPlaceholders(const std::string &tmpl, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(tmpl.size());
    for (size_t i = 0; i < tmpl.size(); ++i) {
        const char c = tmpl[i];
        if (c == '%' && i + 1 < tmpl.size() && tmpl[i + 1] >= '1' && tmpl[i + 1] <= '9') {
            const auto k = static_cast<size_t>(tmpl[i + 1] - '1');
            if (k < args.size()) {
                out += args[k];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Message::render(const std::function<std::string(const std::string &)> &translate) const
{
    if (literal)
        return text;
    std::vector<std::string> filled;
    filled.reserve(args.size());
    for (const auto &a : args)
        filled.push_back(a.render(translate));
    return fillPlaceholders(translate(text), filled);
}

std::string Message::english() const
{
    return render([](const std::string &t) { return t; });
}

Message msg(const char *englishTemplate, std::vector<Message> args)
{
    return Message{englishTemplate, std::move(args), false};
}

Message literal(std::string text)
{
    return Message{std::move(text), {}, true};
}

Message joinMessages(const std::vector<Message> &parts, const char *pairTemplate)
{
    if (parts.empty())
        return literal(std::string());
    Message out = parts.front();
    for (size_t i = 1; i < parts.size(); ++i)
        out = msg(pairTemplate, {out, parts[i]});
    return out;
}

nlohmann::json toJson(const Message &m)
{
    if (m.literal)
        return m.text;
    nlohmann::json args = nlohmann::json::array();
    for (const auto &a : m.args)
        args.push_back(toJson(a));
    return {{"t", m.text}, {"a", args}};
}

Message messageFromJson(const nlohmann::json &j)
{
    if (j.is_string())
        return literal(j.get<std::string>());
    if (!j.is_object() || !j.contains("t") || !j["t"].is_string())
        return {};
    Message m{j["t"].get<std::string>(), {}, false};
    if (j.contains("a") && j["a"].is_array())
        for (const auto &a : j["a"])
            m.args.push_back(messageFromJson(a));
    return m;
}

} // namespace nc
