#pragma once
// The one entry point for JSON text that comes from outside the engine: state documents, catalog files,
// imports, scan payloads and the action log replayed from SQLite. It parses with nlohmann-json and
// enforces limits first, so that no later code (copies, dump(), get<int>()) meets a value that can crash
// it or be narrowed silently. Limits and their messages: docs/state-format.md "Limits".

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace nc {

/// Limits applied to every JSON text read from outside (docs/state-format.md "Limits").
struct JsonLimits {
    std::size_t maxBytes = 16u * 1024u * 1024u; ///< whole text, in bytes
    int maxDepth = 64;                          ///< nesting of arrays and objects; the top-level value is depth 1
    std::size_t maxStringBytes = 64u * 1024u;   ///< one string (or object key), in bytes of UTF-8
    std::int64_t maxInteger = 1000000000;       ///< |integer| at most this: every count fits an int
};

/// A JSON text refused by parseJson(): not JSON, too large, nested too deeply, a number out of range.
/// what() reads "<path>: <problem>" (or "<problem>" when the problem concerns the whole text), e.g.
/// "$.players[0].choices: nested too deeply (more than 64 levels)".
class JsonInputError : public std::runtime_error {
public:
    JsonInputError(std::string path, std::string problem)
        : std::runtime_error(path.empty() ? problem : path + ": " + problem), m_path(std::move(path)),
          m_problem(std::move(problem))
    {
    }
    /// JSONPath-like location ("$.players[0].resources.gold"); empty for the whole text.
    const std::string &path() const { return m_path; }
    const std::string &problem() const { return m_problem; }

private:
    std::string m_path;
    std::string m_problem;
};

/// Parses `text` after checking it against `limits` in one streaming pass (nlohmann's SAX interface,
/// so a 2,000,000-deep array is refused at level 65 without recursion). Throws JsonInputError:
/// - "not valid JSON at line L, column C: <reason>" (path empty),
/// - "the text is N bytes, more than the limit of M bytes",
/// - "<path>: nested too deeply (more than 64 levels)",
/// - "<path>: <value> is out of range (integers are limited to ±1000000000)",
/// - "<path>: <value> is not a finite number",
/// - "<path>: a string of N bytes is longer than the limit of M bytes".
nlohmann::json parseJson(std::string_view text, const JsonLimits &limits = {});

/// Checks an already built value against the depth, integer and string limits (for values that did not
/// come through parseJson, e.g. converted from QML). `path` names the value's location ("$" for a
/// document). Throws JsonInputError like parseJson(). Iterative: safe on any depth.
void checkJsonLimits(const nlohmann::json &value, const std::string &path = "$", const JsonLimits &limits = {});

/// A value for an error message: its JSON text cut to at most `maxChars` characters (whole UTF-8
/// characters, "…" appended when cut). Safe on any depth (a deeply nested value is shown as "[[[…").
std::string quoteJson(const nlohmann::json &value, std::size_t maxChars = 60);

/// `text` cut to at most `maxChars` UTF-8 characters, "…" appended when cut; never splits a character.
std::string quoteText(std::string_view text, std::size_t maxChars = 60);

/// nlohmann's exception text without its "[json.exception.type_error.302] " prefix, for a message to a
/// player ("type must be number, but is string").
std::string jsonErrorText(const nlohmann::json::exception &e);

/// The JSON type of `value` in plain words ("an object", "an array", "a string", "a number", ...).
std::string jsonTypeName(const nlohmann::json &value);

} // namespace nc
