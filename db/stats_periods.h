#pragma once
// A day range of the statistics as parts of the summaries by finish day, month and year (schema 11,
// docs/history-format.md): a range of ten years is then read as a few parts of a few thousand summary rows instead of
// about a row per seat and day (issue 15 §4). Pure calendar arithmetic, no SQL. Internal to db/.

#include <optional>
#include <string>
#include <vector>

namespace nc::db {

/// One part of a day range: the rows of the summaries by `period` ("day", "month", "year"; "" = every day: the
/// summaries without days) from `first` to `last`, both included (days "YYYY-MM-DD", months "YYYY-MM", years "YYYY";
/// "" for every day), counted with `sign` +1 or -1.
struct PeriodPart {
    std::string period;
    int sign = 1;
    std::string first, last;
    bool operator==(const PeriodPart &) const = default;
};

/// The parts whose signed sum counts exactly the finish days from `from` to `to` (both included, "YYYY-MM-DD", ""
/// for no bound), given that the counted games finished from `firstDay` to `lastDay` (both "YYYY-MM-DD"; no game is
/// outside them, so the range is first narrowed to them). At each level (every day, a year, a month) the part is read
/// as its own days or, with `subtract`, as the whole less the days out of it when those are fewer: every year but the
/// first day is every day less one day. Without `subtract` every part has sign +1 (a best score cannot be taken out
/// of a sum). A range that holds no day gives one empty day part (first after last). std::nullopt when a day given is
/// not a real "YYYY-MM-DD" date (the caller reads the days then).
std::optional<std::vector<PeriodPart>> periodParts(const std::string &from, const std::string &to,
                                                   const std::string &firstDay, const std::string &lastDay,
                                                   bool subtract);

} // namespace nc::db
