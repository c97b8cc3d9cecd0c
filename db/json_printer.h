// Inside db/: writes a JSON document piece by piece, byte for byte as nlohmann's dump() of the whole document would
// print it, and embeds stored JSON texts without building their values (the JSON history export, issue 15 §4).
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace nc::db {

/// A stored JSON text JsonPrinter::text() refuses: not JSON (nlohmann's message without its prefix, e.g. "syntax
/// error while parsing value - invalid literal; last read: 'x'") or "nested too deeply (more than 64 levels)".
class JsonTextError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Appends to a string the text `value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)` gives for a
/// document, from calls that walk it: beginObject(), key(), value(), text(), endObject()... The document's first
/// line starts at `indent` spaces (0 for a whole document), as dump() prints a value nested that deep.
///
/// nlohmann's serializer prints every scalar and every key (so strings are escaped as dump() escapes them, bytes
/// that are not UTF-8 become U+FFFD, numbers are formatted as dump() formats them); this class writes only the
/// brackets, commas, newlines and indentation around them, as serializer::dump() does: "{}" and "[]" when empty,
/// else each member on its own line `indent + 2` deep, the closing bracket on a line of its own `indent` deep.
///
/// dump() prints an object's members in key order (std::map): key() requires each key of an object greater than the
/// one before it (std::string's <) and throws std::logic_error otherwise. Callers keep their output: the printer
/// appends to the string given, which the caller may hand on and clear between values (say, after each game).
class JsonPrinter {
public:
    JsonPrinter(std::string &out, unsigned indent = 0);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The next member of the object being written; its value follows (value(), text(), beginObject()...).
    void key(std::string_view name);
    /// Any value, printed where it stands (a container at the current indentation, as dump() nests it).
    void value(const nlohmann::json &value);
    template <typename T>
    void member(std::string_view name, T &&v)
    {
        key(name);
        value(nlohmann::json(std::forward<T>(v)));
    }

    /// A JSON text (as stored by GameStore: options, final score sheet, action payload), printed as dump() prints
    /// the value nlohmann's parser makes of it, without building that value: simdjson's parser reads the text (a
    /// text it refuses goes through nlohmann's SAX parser, whose output or message is then the one) and its values
    /// go straight into this printer. An object whose keys are not in order (or repeat one) cannot be printed
    /// as it comes (dump() sorts them, and keeps the last value of a repeated key): that text is parsed into a value
    /// and dumped instead, the same bytes. Throws JsonTextError when the text is not JSON (nlohmann's parse error)
    /// or nests arrays and objects more than `maxDepth` levels (the top-level value is level 1); what was appended
    /// of it is then left in the output.
    void text(const std::string &json, int maxDepth);

    /// A value printed before by another JsonPrinter whose document started at `indent` spaces (its text() of a
    /// stored text, say, printed on another thread), put where it stands. Throws std::logic_error when `indent` is
    /// not this place's indentation (the bytes would not be dump()'s).
    void printed(const std::string &value, unsigned indent);

private:
    struct Frame {
        bool object = false;
        bool empty = true;   ///< no member written yet
        std::string lastKey; ///< the object's key before the next one
    };
    class Sax;
    struct KeyOrder {}; // thrown by key() inside text(): fall back to the value's dump()

    Frame &top() { return m_frames[m_depth - 1]; }
    unsigned indentOf(std::size_t depth) const { return m_indent + 2 * unsigned(depth); }
    void newLine(Frame &frame); // before a member: ",\n" (or "\n" for the first) and its indentation
    void beforeValue();
    /// `s` in quotes, as dump() escapes it; `utf8`: `s` is known to be valid UTF-8 (a parser made it).
    void quoted(std::string_view s, bool utf8);
    void keyOf(std::string_view name, bool utf8);
    void open(bool object);
    void close(char bracket);

    std::string &m_out;
    unsigned m_indent;
    nlohmann::detail::output_adapter_t<char> m_adapter;
    nlohmann::detail::serializer<nlohmann::json> m_serializer;
    nlohmann::json m_scratch = "";       ///< a key or string as a JSON string for the serializer (buffer reused)
    std::vector<Frame> m_frames;         ///< the containers open; [0, m_depth) in use, kept to reuse their keys
    std::size_t m_depth = 0;
    std::size_t m_textDepth = 0;         ///< m_depth where the text() being parsed starts
    int m_maxDepth = 0;                  ///< of the text() being parsed
};

} // namespace nc::db
