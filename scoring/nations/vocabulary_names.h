#pragma once
// The name tables of the rules and events vocabularies (shared/data/nations/README.md): an enum value <->
// its JSON name, read once at catalog load. Shared by rule_effect.cpp and event_effect.cpp; each throws
// its own vocabulary error ({field, problem}) for a value outside the table.

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

namespace nc::nations::vocabulary {

template <class E> using Names = std::initializer_list<std::pair<E, std::string_view>>;

/// The JSON name of `v`; "" when the table lacks it.
template <class E> std::string_view nameOf(Names<E> names, E v)
{
    for (const auto &[e, n] : names)
        if (e == v)
            return n;
    return "";
}

/// The value named by `v`. Throws Error{field, "<v> is not one of the vocabulary's values (a, b, ...)"}.
template <class Error, class E> E enumOf(Names<E> names, const nlohmann::json &v, const std::string &field)
{
    if (v.is_string())
        for (const auto &[e, n] : names)
            if (n == v.get<std::string>())
                return e;
    std::string list;
    for (const auto &[e, n] : names)
        list += (list.empty() ? "" : ", ") + std::string(n);
    throw Error{field, v.dump() + " is not one of the vocabulary's values (" + list + ")"};
}

} // namespace nc::nations::vocabulary
