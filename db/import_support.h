// Inside db/: what the history importers share to read a JSON file and refuse it with one message naming
// the entry and the field (db/history_import.cpp, db/history_bgstats_import.cpp).
#pragma once

#include "core/json_input.h"

#include <nlohmann/json.hpp>

#include <string>

namespace nc::db::import {

/// One refusal: the entry and field ("games[3].seats[1].player") and the problem; the importer adds the
/// file's name and "Nothing was imported." and throws it as a DbError.
struct FormatError {
    std::string where;
    std::string problem;
};

[[noreturn]] inline void refuse(const std::string &where, const std::string &problem)
{
    throw FormatError{where, problem};
}

/// A value in a message: JSON text (a name's newline is shown as \n), at most 60 characters.
inline std::string shown(const nlohmann::json &value)
{
    return nc::quoteText(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), 60);
}

/// "games[3].seats[1].player"; a member of the document itself is named alone ("version").
inline std::string field(const std::string &where, const char *key)
{
    return where.empty() ? std::string(key) : where + "." + key;
}

/// object[key], refused as "missing" when absent.
inline const nlohmann::json &member(const nlohmann::json &object, const std::string &where, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end())
        refuse(field(where, key), "missing");
    return *it;
}

/// `s` with A-Z lowered (names are unique ignoring ASCII case; uuids are compared in lower case).
inline std::string lowerAscii(std::string s)
{
    for (char &c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

} // namespace nc::db::import
