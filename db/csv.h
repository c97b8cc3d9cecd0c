// A small RFC 4180 CSV writer. Debian offers no C++ CSV library that fits (libcsv is a C library whose
// writer quotes every field and writes to a FILE*; fast-cpp-csv-parser only reads), and writing CSV is
// the few rules below, tested in tests/db/test_csv.cpp and read back with Python's csv module.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace nc::db {

/// One field: as is, or enclosed in double quotes with each inner quote doubled (RFC 4180 rules 6 and
/// 7) when it holds a comma, a double quote, a carriage return or a line feed, or starts or ends with
/// a space or a tab (which some spreadsheet programs trim otherwise). The bytes are kept as they are
/// (UTF-8 in, UTF-8 out); "" stays an empty field.
std::string csvField(std::string_view value);

/// One record: the fields (csvField) separated by commas and ended by CRLF (RFC 4180 rule 1).
std::string csvRecord(const std::vector<std::string> &fields);

} // namespace nc::db
