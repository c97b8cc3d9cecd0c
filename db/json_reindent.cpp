#include "db/json_reindent.h"

namespace nc::db {

namespace {

class Reindenter {
public:
    Reindenter(std::string &out, std::string_view in, int depth)
        : m_out(out)
        , m_in(in)
        , m_base(depth)
    {
    }

    bool run()
    {
        return value(0) && m_at == m_in.size();
    }

private:
    void newline(int level)
    {
        m_out += '\n';
        m_out.append(size_t(2 * (m_base + level)), ' ');
    }

    bool value(int level)
    {
        if (m_at >= m_in.size() || level > 64)
            return false;
        switch (m_in[m_at]) {
        case '{':
            return container(level, '}', true);
        case '[':
            return container(level, ']', false);
        case '"':
            return string(nullptr);
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

    bool container(int level, char close, bool object)
    {
        ++m_at;
        if (m_at < m_in.size() && m_in[m_at] == close) {
            m_out += object ? "{}" : "[]";
            ++m_at;
            return true;
        }
        m_out += object ? '{' : '[';
        std::string_view previousKey;
        bool first = true;
        for (;;) {
            newline(level + 1);
            if (object) {
                std::string_view key;
                if (m_at >= m_in.size() || m_in[m_at] != '"' || !string(&key))
                    return false;
                if (!first && !(previousKey < key)) // dump() writes keys sorted, each once
                    return false;
                previousKey = key;
                if (m_at >= m_in.size() || m_in[m_at] != ':')
                    return false;
                ++m_at;
                m_out += ": ";
            }
            if (!value(level + 1))
                return false;
            first = false;
            if (m_at >= m_in.size())
                return false;
            if (m_in[m_at] == ',') {
                ++m_at;
                m_out += ',';
                continue;
            }
            if (m_in[m_at] != close)
                return false;
            ++m_at;
            newline(level);
            m_out += close;
            return true;
        }
    }

    bool literal(std::string_view word)
    {
        if (m_in.substr(m_at, word.size()) != word)
            return false;
        m_out += word;
        m_at += word.size();
        return true;
    }

    // -?(0|[1-9][0-9]{0,8}): what dump() writes for an integer within the stored texts' limits.
    bool number()
    {
        const size_t from = m_at;
        if (m_at < m_in.size() && m_in[m_at] == '-')
            ++m_at;
        const size_t digits = m_at;
        while (m_at < m_in.size() && m_in[m_at] >= '0' && m_in[m_at] <= '9')
            ++m_at;
        const size_t n = m_at - digits;
        if (n == 0 || n > 9 || (n > 1 && m_in[digits] == '0'))
            return false;
        if (m_at < m_in.size() && (m_in[m_at] == '.' || m_in[m_at] == 'e' || m_in[m_at] == 'E'))
            return false;
        if (m_in.substr(from, m_at - from) == "-0")
            return false;
        m_out.append(m_in.substr(from, m_at - from));
        return true;
    }

    // A string as dump() writes it (ensure_ascii off): UTF-8 as is, escapes only for '"', '\\' and control
    // characters. `key` (for an object key) gets its bytes; a key with an escape is left to the parser.
    bool string(std::string_view *key)
    {
        const size_t from = m_at++;
        while (m_at < m_in.size()) {
            const auto c = static_cast<unsigned char>(m_in[m_at]);
            if (c == '"') {
                ++m_at;
                if (key)
                    *key = m_in.substr(from + 1, m_at - from - 2);
                m_out.append(m_in.substr(from, m_at - from));
                return true;
            }
            if (c < 0x20)
                return false;
            if (c == '\\') {
                if (key || m_at + 1 >= m_in.size())
                    return false;
                const char e = m_in[m_at + 1];
                if (e == '"' || e == '\\' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                    m_at += 2;
                    continue;
                }
                // \u00XX for the other control characters, in lower-case hex
                if (e != 'u' || m_at + 6 > m_in.size() || m_in.substr(m_at + 2, 2) != "00")
                    return false;
                const char h = m_in[m_at + 4], l = m_in[m_at + 5];
                const bool lowHex = (l >= '0' && l <= '9') || (l >= 'a' && l <= 'f');
                if ((h != '0' && h != '1') || !lowHex)
                    return false;
                const int code = (h - '0') * 16 + (l <= '9' ? l - '0' : l - 'a' + 10);
                if (code == 0x08 || code == 0x09 || code == 0x0a || code == 0x0c || code == 0x0d)
                    return false; // dump() writes these as \b \t \n \f \r
                m_at += 6;
                continue;
            }
            if (c < 0x80) {
                ++m_at;
                continue;
            }
            if (!utf8())
                return false;
        }
        return false;
    }

    // One multi-byte UTF-8 sequence at m_at: no overlong form, no surrogate, at most U+10FFFF.
    bool utf8()
    {
        const auto byte = [&](size_t i) { return static_cast<unsigned char>(m_in[i]); };
        const unsigned char c = byte(m_at);
        size_t n = 0;
        unsigned lo = 0x80, hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf)
            n = 1;
        else if (c >= 0xe0 && c <= 0xef) {
            n = 2;
            if (c == 0xe0)
                lo = 0xa0;
            if (c == 0xed)
                hi = 0x9f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 3;
            if (c == 0xf0)
                lo = 0x90;
            if (c == 0xf4)
                hi = 0x8f;
        } else {
            return false;
        }
        if (m_at + n >= m_in.size())
            return false;
        if (byte(m_at + 1) < lo || byte(m_at + 1) > hi)
            return false;
        for (size_t i = 2; i <= n; ++i)
            if (byte(m_at + i) < 0x80 || byte(m_at + i) > 0xbf)
                return false;
        m_at += n + 1;
        return true;
    }

    std::string &m_out;
    std::string_view m_in;
    int m_base;
    size_t m_at = 0;
};

} // namespace

bool appendReindented(std::string &out, std::string_view compact, int depth)
{
    const size_t size = out.size();
    if (Reindenter(out, compact, depth).run())
        return true;
    out.resize(size);
    return false;
}

} // namespace nc::db
