#include "db/json_printer.h"

#include "core/json_input.h"

#include <simdjson.h>

#include <optional>

namespace nc::db {

using nlohmann::json;

namespace {

// Whether nlohmann's serializer (dump() with ensure_ascii false) writes `s` between its quotes as it is: it escapes
// '"', '\\' and the bytes below 0x20 (serializer::dump_escaped) and replaces bytes that are not UTF-8 (the error
// handler `replace`); every other byte of valid UTF-8 it copies. `utf8`: `s` is known to be valid UTF-8 (made by
// nlohmann's lexer, which refuses a text that is not), else only its ASCII bytes can pass. No early return: the loop
// vectorises, and most strings pass.
bool printsAsIs(std::string_view s, bool utf8)
{
    const unsigned char highest = utf8 ? 0xff : 0x7f;
    bool escaped = false;
    for (const char c : s) {
        const auto b = static_cast<unsigned char>(c);
        escaped |= (b < 0x20) | (b == '"') | (b == '\\') | (b > highest);
    }
    return !escaped;
}

std::string tooDeep(int maxDepth)
{
    return "nested too deeply (more than " + std::to_string(maxDepth) + " levels)";
}

// The value of a stored text, for the texts the SAX pass cannot print as they come (keys out of order). nlohmann's
// parser refuses more than `maxDepth` levels through its callback, before dump() would recurse into them.
json parsed(const std::string &text, int maxDepth)
{
    try {
        return json::parse(text, [maxDepth](int depth, json::parse_event_t event, json &) {
            // At the start of an array or object `depth` counts the levels around it: level 65 starts at 64.
            const bool opens = event == json::parse_event_t::array_start || event == json::parse_event_t::object_start;
            if (opens && depth >= maxDepth)
                throw JsonTextError(tooDeep(maxDepth));
            return true;
        });
    } catch (const json::exception &e) {
        throw JsonTextError(nc::jsonErrorText(e));
    }
}

// simdjson's DOM parser of this thread, and the copy of a text it reads (simdjson reads up to SIMDJSON_PADDING bytes
// past the end): both keep their buffers from text to text, no allocation per text. Per thread: the export prints on
// two.
struct SimdjsonReader {
    simdjson::dom::parser parser;
    std::string padded;

    // The value of `text`, or nothing when simdjson refuses it (not JSON, a number it does not read, more than its
    // 1024 levels): nlohmann's parser then decides, with its own message.
    std::optional<simdjson::dom::element> parse(const std::string &text)
    {
        padded.reserve(text.size() + simdjson::SIMDJSON_PADDING);
        padded.assign(text);
        simdjson::dom::element root;
        if (parser.parse(padded.data(), text.size(), false).get(root) != simdjson::SUCCESS)
            return std::nullopt;
        return root;
    }
};

thread_local SimdjsonReader t_reader;

} // namespace

// nlohmann's SAX events (json::sax_parse) turned into the printer's calls. Every event returns true or throws: a
// parse error or a depth beyond the limit as JsonTextError, a key out of order as KeyOrder (caught by text()).
class JsonPrinter::Sax {
public:
    explicit Sax(JsonPrinter &p) : m_p(p) {}

    bool null() { return scalar(json(nullptr)); }
    bool boolean(bool v) { return scalar(json(v)); }
    bool number_integer(json::number_integer_t v) { return scalar(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return scalar(json(v)); }
    bool number_float(json::number_float_t v, const std::string &) { return scalar(json(v)); } // dump() prints the double
    bool string(std::string &v) { return string(std::string_view(v)); }
    bool string(std::string_view v)
    {
        m_p.beforeValue();
        m_p.quoted(v, true); // both parsers refuse a text that is not UTF-8
        return true;
    }
    bool binary(json::binary_t &) { throw std::logic_error("JSON text gives no binary value"); }
    bool start_object(std::size_t) { return open(true); }
    bool end_object()
    {
        m_p.endObject();
        return true;
    }
    bool start_array(std::size_t) { return open(false); }
    bool end_array()
    {
        m_p.endArray();
        return true;
    }
    bool key(std::string &name) { return key(std::string_view(name)); }
    bool key(std::string_view name)
    {
        Frame &f = m_p.top();
        if (!f.empty && !(std::string_view(f.lastKey) < name))
            throw KeyOrder{};
        m_p.keyOf(name, true);
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const json::exception &e)
    {
        throw JsonTextError(nc::jsonErrorText(e)); // the message json::parse() would throw
    }

    // The same events from simdjson's value of a text, in the text's order. Its scalars are the ones nlohmann's
    // lexer makes: integers as int64 (negative, "-0" as 0) or uint64, beyond those a parse error in simdjson (so
    // nlohmann's lexer reads that text); other numbers as the nearest double (both round correctly; simdjson refuses
    // one beyond the double range, as nlohmann does); strings unescaped to the same UTF-8.
    void walk(simdjson::dom::element e)
    {
        using simdjson::dom::element_type;
        switch (e.type()) {
        case element_type::ARRAY:
            open(false);
            for (const simdjson::dom::element item : simdjson::dom::array(e))
                walk(item);
            end_array();
            break;
        case element_type::OBJECT:
            open(true);
            for (const simdjson::dom::key_value_pair member : simdjson::dom::object(e)) {
                key(member.key);
                walk(member.value);
            }
            end_object();
            break;
        case element_type::INT64: scalar(json(e.get_int64().value_unsafe())); break;
        case element_type::UINT64: scalar(json(e.get_uint64().value_unsafe())); break;
        case element_type::DOUBLE: scalar(json(e.get_double().value_unsafe())); break;
        case element_type::STRING: string(e.get_string().value_unsafe()); break;
        case element_type::BOOL: scalar(json(e.get_bool().value_unsafe())); break;
        case element_type::NULL_VALUE: scalar(json(nullptr)); break;
        }
    }

private:
    bool scalar(const json &v)
    {
        m_p.value(v);
        return true;
    }
    bool open(bool object)
    {
        if (int(m_p.m_depth - m_p.m_textDepth) + 1 > m_p.m_maxDepth) // this container's level in the text
            throw JsonTextError(tooDeep(m_p.m_maxDepth));
        m_p.open(object);
        return true;
    }

    JsonPrinter &m_p;
};

JsonPrinter::JsonPrinter(std::string &out, unsigned indent)
    : m_out(out), m_indent(indent), m_adapter(nlohmann::detail::output_adapter<char>(out)),
      m_serializer(m_adapter, ' ', json::error_handler_t::replace)
{
}

void JsonPrinter::newLine(Frame &frame)
{
    m_out += frame.empty ? "\n" : ",\n";
    frame.empty = false;
    m_out.append(indentOf(m_depth), ' ');
}

void JsonPrinter::beforeValue()
{
    if (m_depth > 0 && !top().object)
        newLine(top()); // an array's element; an object's member had its line from key()
}

void JsonPrinter::open(bool object)
{
    beforeValue();
    m_out += object ? '{' : '[';
    if (m_frames.size() == m_depth)
        m_frames.emplace_back();
    Frame &f = m_frames[m_depth++];
    f.object = object;
    f.empty = true;
    f.lastKey.clear();
}

void JsonPrinter::close(char bracket)
{
    const bool empty = top().empty;
    --m_depth;
    if (!empty) {
        m_out += '\n';
        m_out.append(indentOf(m_depth), ' ');
    }
    m_out += bracket;
}

void JsonPrinter::beginObject() { open(true); }
void JsonPrinter::endObject() { close('}'); }
void JsonPrinter::beginArray() { open(false); }
void JsonPrinter::endArray() { close(']'); }

void JsonPrinter::quoted(std::string_view s, bool utf8)
{
    if (printsAsIs(s, utf8)) { // the serializer's own bytes, without its byte-by-byte pass
        m_out += '"';
        m_out += s;
        m_out += '"';
        return;
    }
    m_scratch.get_ref<std::string &>().assign(s); // into the buffer of the last string: no allocation per string
    m_serializer.dump(m_scratch, false, false, 0);
}

void JsonPrinter::key(std::string_view name) { keyOf(name, false); }

void JsonPrinter::keyOf(std::string_view name, bool utf8)
{
    Frame &f = top();
    if (!f.empty && !(std::string_view(f.lastKey) < name))
        throw std::logic_error("JsonPrinter: key \"" + std::string(name) + "\" after \"" + f.lastKey
                               + "\": dump() prints an object's keys in order");
    newLine(f);
    f.lastKey.assign(name);
    quoted(name, utf8); // the key as dump() escapes it, in quotes
    m_out += ": ";
}

void JsonPrinter::value(const json &v)
{
    beforeValue();
    m_serializer.dump(v, true, false, 2, indentOf(m_depth));
}

void JsonPrinter::printed(const std::string &value, unsigned indent)
{
    if (indent != indentOf(m_depth))
        throw std::logic_error("JsonPrinter: a value printed at " + std::to_string(indent) + " spaces put at "
                               + std::to_string(indentOf(m_depth)));
    beforeValue();
    m_out += value;
}

void JsonPrinter::text(const std::string &text, int maxDepth)
{
    // Where the text starts, to take back what the SAX pass printed if it meets keys out of order.
    const std::size_t mark = m_out.size();
    const std::size_t depth = m_depth;
    const bool empty = depth > 0 && top().empty;
    m_textDepth = depth;
    m_maxDepth = maxDepth;
    Sax sax(*this);
    try {
        // simdjson reads the text a few times faster than nlohmann's lexer (most of the export's bytes are stored
        // texts); what it refuses, nlohmann's parser reads as before (the same output, or json::parse()'s message).
        if (const std::optional<simdjson::dom::element> root = t_reader.parse(text))
            sax.walk(*root);
        else
            json::sax_parse(text, &sax); // strict: text after the value is a parse error, as in json::parse()
        return;
    } catch (const KeyOrder &) {
    } catch (...) {
        m_depth = depth;
        throw;
    }
    m_out.resize(mark);
    m_depth = depth;
    if (depth > 0)
        top().empty = empty;
    value(parsed(text, maxDepth));
}

} // namespace nc::db
