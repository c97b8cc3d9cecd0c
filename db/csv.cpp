#include "db/csv.h"

namespace nc::db {

std::string csvField(std::string_view value)
{
    const bool edgeSpace = !value.empty() && (value.front() == ' ' || value.front() == '\t' || value.back() == ' '
                                              || value.back() == '\t');
    if (value.find_first_of(",\"\r\n") == std::string_view::npos && !edgeSpace)
        return std::string(value);
    std::string out = "\"";
    for (const char c : value) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string csvRecord(const std::vector<std::string> &fields)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        out += csvField(fields[i]);
    }
    out += "\r\n";
    return out;
}

} // namespace nc::db
