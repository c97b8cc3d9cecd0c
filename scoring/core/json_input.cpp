#include "core/json_input.h"

#include <cmath>
#include <optional>
#include <vector>

namespace nc {

namespace {

/// One open array or object while scanning: where the value being read sits in it.
struct Frame {
    bool array = false;
    std::size_t count = 0; ///< values seen so far (array)
    std::size_t index = 0; ///< index of the current value (array)
    std::string key;       ///< key of the current value (object)
};

// The refusals of both checks (streaming and in memory), worded once.
std::string tooDeep(const JsonLimits &l) { return "nested too deeply (more than " + std::to_string(l.maxDepth) + " levels)"; }
std::string outOfRange(const std::string &value, const JsonLimits &l)
{
    return value + " is out of range (integers are limited to ±" + std::to_string(l.maxInteger) + ")";
}
std::string tooLong(const char *what, std::size_t bytes, const JsonLimits &l)
{
    return std::string(what) + " of " + std::to_string(bytes) + " bytes is longer than the limit of " +
           std::to_string(l.maxStringBytes) + " bytes";
}

std::string pathOf(const std::vector<Frame> &frames)
{
    std::string p = "$";
    for (const Frame &f : frames)
        p += f.array ? "[" + std::to_string(f.index) + "]" : "." + quoteText(f.key, 40);
    return p;
}

/// Streaming check of the limits (nlohmann's SAX interface): builds no DOM, keeps only the path.
class LimitChecker {
public:
    explicit LimitChecker(const JsonLimits &limits) : m_limits(limits) {}

    bool null() { return value(); }
    bool boolean(bool) { return value(); }
    bool number_integer(std::int64_t v) { return value() && integer(v < 0 ? static_cast<std::uint64_t>(-(v + 1)) + 1u : static_cast<std::uint64_t>(v), std::to_string(v)); }
    bool number_unsigned(std::uint64_t v) { return value() && integer(v, std::to_string(v)); }
    bool number_float(double v, const std::string &text)
    {
        if (!value())
            return false;
        if (!std::isfinite(v))
            return fail(pathOf(m_frames), quoteText(text) + " is not a finite number");
        return true;
    }
    bool string(std::string &s) { return value() && stringLength(s); }
    bool binary(nlohmann::json::binary_t &) { return value(); }
    bool start_object(std::size_t) { return open(false); }
    bool key(std::string &k)
    {
        m_frames.back().key = k;
        return stringLength(k);
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t) { return open(true); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t, const std::string &lastToken, const nlohmann::detail::exception &ex)
    {
        // nlohmann: "[json.exception.parse_error.101] parse error at line 1, column 2: <reason>; last read: '<token>'"
        // or "[json.exception.out_of_range.406] number overflow parsing '1e999'"
        std::string msg = ex.what();
        const auto at = msg.find("parse error at ");
        if (at != std::string::npos)
            msg = msg.substr(at + 12);
        else
            msg = "(" + jsonErrorText(ex) + ")";
        const auto last = msg.find("; last read:");
        if (last != std::string::npos)
            msg = msg.substr(0, last) + "; last read: '" + quoteText(lastToken) + "'";
        return fail("", "not valid JSON " + msg);
    }

    const JsonInputError *error() const { return m_error ? &*m_error : nullptr; }

private:
    bool value()
    {
        if (!m_frames.empty() && m_frames.back().array)
            m_frames.back().index = m_frames.back().count++;
        return true;
    }
    bool open(bool array)
    {
        value();
        if (static_cast<int>(m_frames.size()) + 1 > m_limits.maxDepth)
            return fail(pathOf(m_frames), tooDeep(m_limits));
        m_frames.push_back({array, 0, 0, {}});
        return true;
    }
    bool close()
    {
        m_frames.pop_back();
        return true;
    }
    bool integer(std::uint64_t magnitude, const std::string &text)
    {
        if (magnitude > static_cast<std::uint64_t>(m_limits.maxInteger))
            return fail(pathOf(m_frames), outOfRange(text, m_limits));
        return true;
    }
    bool stringLength(const std::string &s)
    {
        if (s.size() > m_limits.maxStringBytes)
            return fail(pathOf(m_frames), tooLong("a string", s.size(), m_limits));
        return true;
    }
    bool fail(std::string path, std::string problem)
    {
        if (!m_error)
            m_error.emplace(std::move(path), std::move(problem));
        return false;
    }

    const JsonLimits &m_limits;
    std::vector<Frame> m_frames;
    std::optional<JsonInputError> m_error;
};

void writePreview(const nlohmann::json &v, std::string &out, std::size_t budget, int depth)
{
    if (out.size() > budget)
        return;
    if (depth > 16) {
        out += "…";
        return;
    }
    if (v.is_array()) {
        out += '[';
        bool first = true;
        for (const auto &x : v) {
            if (out.size() > budget)
                return;
            if (!first)
                out += ',';
            first = false;
            writePreview(x, out, budget, depth + 1);
        }
        out += ']';
    } else if (v.is_object()) {
        out += '{';
        bool first = true;
        for (const auto &[k, x] : v.items()) {
            if (out.size() > budget)
                return;
            if (!first)
                out += ',';
            first = false;
            out += nlohmann::json(quoteText(k, budget)).dump() + ':';
            writePreview(x, out, budget, depth + 1);
        }
        out += '}';
    } else if (v.is_string()) {
        out += nlohmann::json(quoteText(v.get_ref<const std::string &>(), budget)).dump();
    } else {
        out += v.dump();
    }
}

} // namespace

nlohmann::json parseJson(std::string_view text, const JsonLimits &limits)
{
    if (text.size() > limits.maxBytes)
        throw JsonInputError("", "the text is " + std::to_string(text.size()) + " bytes, more than the limit of " +
                                     std::to_string(limits.maxBytes) + " bytes");
    LimitChecker checker(limits);
    if (!nlohmann::json::sax_parse(text, &checker) || checker.error()) {
        if (checker.error())
            throw *checker.error();
        throw JsonInputError("", "not valid JSON");
    }
    return nlohmann::json::parse(text); // cannot fail now; nlohmann's DOM parser is not recursive
}

void checkJsonLimits(const nlohmann::json &value, const std::string &path, const JsonLimits &limits)
{
    struct Item {
        const nlohmann::json *v;
        int depth;
        std::string path;
    };
    std::vector<Item> todo{{&value, 1, path}};
    while (!todo.empty()) {
        Item it = std::move(todo.back());
        todo.pop_back();
        const nlohmann::json &v = *it.v;
        if (v.is_structured() && it.depth > limits.maxDepth)
            throw JsonInputError(it.path, tooDeep(limits));
        if (v.is_array()) {
            for (std::size_t i = 0; i < v.size(); ++i)
                todo.push_back({&v[i], it.depth + 1, it.path + "[" + std::to_string(i) + "]"});
        } else if (v.is_object()) {
            for (const auto &[k, x] : v.items()) {
                if (k.size() > limits.maxStringBytes)
                    throw JsonInputError(it.path, tooLong("a key", k.size(), limits));
                todo.push_back({&x, it.depth + 1, it.path + "." + quoteText(k, 40)});
            }
        } else if (v.is_string()) {
            const auto n = v.get_ref<const std::string &>().size();
            if (n > limits.maxStringBytes)
                throw JsonInputError(it.path, tooLong("a string", n, limits));
        } else if (v.is_number_unsigned()) {
            if (v.get<std::uint64_t>() > static_cast<std::uint64_t>(limits.maxInteger))
                throw JsonInputError(it.path, outOfRange(v.dump(), limits));
        } else if (v.is_number_integer()) {
            const auto x = v.get<std::int64_t>();
            if (x > limits.maxInteger || x < -limits.maxInteger)
                throw JsonInputError(it.path, outOfRange(v.dump(), limits));
        } else if (v.is_number_float() && !std::isfinite(v.get<double>())) {
            throw JsonInputError(it.path, "a number that is not finite");
        }
    }
}

std::string quoteText(std::string_view text, std::size_t maxChars)
{
    std::size_t chars = 0, i = 0;
    while (i < text.size()) {
        if (chars == maxChars)
            return std::string(text.substr(0, i)) + "…";
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
        i += len;
        ++chars;
    }
    return std::string(text);
}

std::string quoteJson(const nlohmann::json &value, std::size_t maxChars)
{
    std::string out;
    writePreview(value, out, maxChars * 4 + 8, 0);
    return quoteText(out, maxChars);
}

std::string jsonErrorText(const nlohmann::json::exception &e)
{
    const std::string text = e.what();
    const auto close = text.find("] ");
    return text.rfind("[json.exception.", 0) == 0 && close != std::string::npos ? text.substr(close + 2) : text;
}

std::string jsonTypeName(const nlohmann::json &value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null: return "null";
    case nlohmann::json::value_t::object: return "an object";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::boolean: return "true or false";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return "an integer";
    case nlohmann::json::value_t::number_float: return "a number with a fraction";
    default: return "a value";
    }
}

} // namespace nc
