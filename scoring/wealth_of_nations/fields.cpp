#include "wealth_of_nations/fields.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "core/json_input.h"
#include "core/ruleset.h"

namespace nc::won {

using json = nlohmann::json;

std::string indexPath(const std::string &path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

Fields::Fields(const json &obj, std::string path, std::initializer_list<std::string_view> allowed)
    : m_obj(obj), m_path(std::move(path))
{
    if (!obj.is_object())
        throw GameInputError((m_path.empty() ? std::string("document") : m_path) + ": must be an object, not " +
                             jsonTypeName(obj));
    for (const auto &item : obj.items())
        if (std::find(allowed.begin(), allowed.end(), item.key()) == allowed.end()) {
            std::string known;
            for (std::string_view a : allowed)
                known += (known.empty() ? "" : ", ") + std::string(a);
            fail(item.key(), "unknown key (known: " + known + ")");
        }
}

const json *Fields::get(std::string_view k) const
{
    const auto it = m_obj.find(std::string(k));
    return it == m_obj.end() || it->is_null() ? nullptr : &*it;
}

std::string Fields::path(std::string_view k) const
{
    return m_path.empty() ? std::string(k) : m_path + "." + std::string(k);
}

void Fields::fail(std::string_view k, const std::string &problem, std::string rule) const
{
    throw GameInputError(path(k) + ": " + problem, std::move(rule));
}

void Fields::refuse(std::string_view k, Message sentence, const std::string &rule) const
{
    refuseByRule(path(k), std::move(sentence), rule);
}

int Fields::integer(std::string_view k, int lo, int hi, const Message &what, const std::string &rule,
                    std::optional<int> def) const
{
    const json *v = get(k);
    if (!v) {
        if (def)
            return *def;
        fail(k, "missing (" + what.english() + ")", rule);
    }
    if (!v->is_number_integer())
        fail(k, quoteJson(*v) + " is not a whole number (" + what.english() + ")", rule);
    if (v->is_number_unsigned() && v->get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
        refuse(k, msg("%1 is out of range: %2", {literal(v->dump()), what}), rule);
    const auto n = v->get<std::int64_t>();
    if (n < 0 && lo >= 0)
        refuse(k, msg("%1 is negative: %2", {literal(std::to_string(n)), what}), rule);
    if (n < lo || n > hi)
        refuse(k, msg("%1 is out of range: %2", {literal(std::to_string(n)), what}), rule);
    return static_cast<int>(n);
}

int Fields::halves(std::string_view k, int lo, int hi, bool halvesAllowed, const std::string &what) const
{
    const json *v = get(k);
    if (!v)
        fail(k, "missing (" + what + ")");
    if (!v->is_number())
        fail(k, quoteJson(*v) + " is not a number (" + what + ")");
    const double d = v->get<double>();
    const double twice = d * 2;
    if (!std::isfinite(d) || twice != std::floor(twice) || (!halvesAllowed && d != std::floor(d)))
        fail(k, quoteJson(*v) + (halvesAllowed ? " is not a multiple of $0.5" : " is not whole dollars") + " (" +
                    what + ")");
    if (d < lo || d > hi)
        fail(k, quoteJson(*v) + (d < 0 && lo >= 0 ? " is negative" : " is out of range") + ": " + what);
    return static_cast<int>(twice);
}

bool Fields::boolean(std::string_view k, bool def) const
{
    const json *v = get(k);
    if (!v)
        return def;
    if (!v->is_boolean())
        fail(k, quoteJson(*v) + " is not true or false");
    return v->get<bool>();
}

std::string Fields::text(std::string_view k, std::size_t maxChars, const std::string &what,
                         std::optional<std::string> def) const
{
    const json *v = get(k);
    if (!v) {
        if (def)
            return *def;
        fail(k, "missing (" + what + ")");
    }
    if (!v->is_string())
        fail(k, quoteJson(*v) + " is not a string (" + what + ")");
    const auto &s = v->get_ref<const std::string &>();
    std::size_t chars = 0;
    for (unsigned char c : s)
        chars += (c & 0xC0) != 0x80;
    if (chars == 0 || chars > maxChars)
        fail(k, "must have 1-" + std::to_string(maxChars) + " characters (" + what + ")");
    return s;
}

const json &Fields::array(std::string_view k, const std::string &what) const
{
    const json *v = get(k);
    if (!v || !v->is_array())
        fail(k, v ? quoteJson(*v) + " is not an array (" + what + ")" : "missing (" + what + ")");
    return *v;
}

} // namespace nc::won
