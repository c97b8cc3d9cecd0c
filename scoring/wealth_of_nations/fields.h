#pragma once
// Reading one JSON object of a Wealth of Nations document or command: its keys checked against a list,
// each value range checked, every refusal an nc::GameInputError whose what() starts with the path of
// the value ("players[2].notes: ...") and whose rule() is the source of the range.

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/message.h"

namespace nc::won {

class Fields {
public:
    /// `obj` must be an object holding only `allowed` keys; `path` names it ("" = the document).
    Fields(const nlohmann::json &obj, std::string path, std::initializer_list<std::string_view> allowed);

    /// The value at `k`; nullptr when absent or null.
    const nlohmann::json *get(std::string_view k) const;
    /// "path.k" (or "k" for the document).
    std::string path(std::string_view k) const;
    [[noreturn]] void fail(std::string_view k, const std::string &problem, std::string rule = {}) const;
    /// A refusal by a rule of the game, in words (nc::refuseByRule() on "path.k").
    [[noreturn]] void refuse(std::string_view k, Message sentence, const std::string &rule) const;

    /// An integer in [lo, hi]; `what` says what it is and its range. Absent: `def`, or refused without one.
    /// A whole number out of the range is refused in words (refuse(): "31 is out of range: <what>"), a missing
    /// value or one that is not a whole number as malformed (fail()).
    int integer(std::string_view k, int lo, int hi, const Message &what, const std::string &rule = {},
                std::optional<int> def = std::nullopt) const;
    /// The same with `what` in English only (a field the app's pages do not enter).
    int integer(std::string_view k, int lo, int hi, const std::string &what, const std::string &rule = {},
                std::optional<int> def = std::nullopt) const
    {
        return integer(k, lo, hi, literal(what), rule, def);
    }
    /// A money amount in half dollars: an integer or, with `halvesAllowed`, a number ending in .5.
    int halves(std::string_view k, int lo, int hi, bool halvesAllowed, const std::string &what) const;
    bool boolean(std::string_view k, bool def) const;
    /// A string of 1..maxChars UTF-8 characters (or, when absent and `def` given, `def`).
    std::string text(std::string_view k, std::size_t maxChars, const std::string &what,
                     std::optional<std::string> def = std::nullopt) const;
    /// An array (required).
    const nlohmann::json &array(std::string_view k, const std::string &what) const;

private:
    const nlohmann::json &m_obj;
    std::string m_path;
};

/// "path[i]".
std::string indexPath(const std::string &path, std::size_t i);

} // namespace nc::won
