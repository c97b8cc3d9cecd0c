// Inside db/: a stored JSON text re-indented for the history export without parsing it (docs/benchmarks.md:
// parsing and printing every stored text was most of the export's time).
#pragma once

#include <string>
#include <string_view>

namespace nc::db {

/// Appends to `out` exactly what nlohmann::json::parse(compact).dump(2) gives, with every line after the
/// first indented by 2 * `depth` more spaces (the value nested `depth` levels deep in a dump(2) document),
/// when `compact` is in the form the app stores its JSON texts: nlohmann's dump() without indentation
/// (no whitespace, object keys in increasing byte order without escapes, integers of at most 9 digits,
/// strings of valid UTF-8 with only the escapes dump() writes), nested at most 64 levels. Returns false and
/// leaves `out` as it was for any other text (a number with a fraction, a space, unsorted keys, ...): the
/// caller then parses and prints it.
bool appendReindented(std::string &out, std::string_view compact, int depth);

} // namespace nc::db
