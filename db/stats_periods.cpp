#include "db/stats_periods.h"

#include <chrono>
#include <cstdio>

namespace nc::db {

namespace {

using std::chrono::day;
using std::chrono::days;
using std::chrono::last;
using std::chrono::month;
using std::chrono::sys_days;
using std::chrono::year;
using std::chrono::year_month_day;
using Parts = std::vector<PeriodPart>;

// "YYYY-MM-DD" as a date, std::nullopt for anything else (another shape, 2025-02-30).
std::optional<year_month_day> parseDay(const std::string &text)
{
    static const std::string shape = "0000-00-00";
    if (text.size() != shape.size())
        return std::nullopt;
    for (size_t i = 0; i < text.size(); ++i)
        if (shape[i] == '-' ? text[i] != '-' : (text[i] < '0' || text[i] > '9'))
            return std::nullopt;
    const year_month_day date{year{std::stoi(text.substr(0, 4))}, month{unsigned(std::stoi(text.substr(5, 2)))},
                              day{unsigned(std::stoi(text.substr(8, 2)))}};
    if (!date.ok())
        return std::nullopt;
    return date;
}

std::string yearText(const year_month_day &d)
{
    char text[8];
    std::snprintf(text, sizeof text, "%04d", int(d.year()));
    return text;
}

std::string monthText(const year_month_day &d)
{
    char text[12];
    std::snprintf(text, sizeof text, "%04d-%02u", int(d.year()), unsigned(d.month()));
    return text;
}

std::string dayText(const year_month_day &d)
{
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", int(d.year()), unsigned(d.month()), unsigned(d.day()));
    return text;
}

year_month_day plusDays(const year_month_day &d, int n) { return year_month_day{sys_days{d} + days{n}}; }

// Days from a to b, both included (0 when b is before a).
long length(const year_month_day &a, const year_month_day &b)
{
    const long n = (sys_days{b} - sys_days{a}).count() + 1;
    return n > 0 ? n : 0;
}

void append(Parts &to, const Parts &parts, int sign)
{
    for (const PeriodPart &p : parts)
        to.push_back({p.period, p.sign * sign, p.first, p.last});
}

// The days a to b of one month.
Parts inMonth(const year_month_day &a, const year_month_day &b, bool subtract)
{
    const year_month_day start = a.year() / a.month() / 1, end = year_month_day{a.year() / a.month() / last};
    if (a == start && b == end)
        return {{"month", 1, monthText(a), monthText(a)}};
    if (subtract && length(start, a) - 1 + length(b, end) - 1 < length(a, b)) { // the month less the days out of it
        Parts parts{{"month", 1, monthText(a), monthText(a)}};
        if (a != start)
            parts.push_back({"day", -1, dayText(start), dayText(plusDays(a, -1))});
        if (b != end)
            parts.push_back({"day", -1, dayText(plusDays(b, 1)), dayText(end)});
        return parts;
    }
    return {{"day", 1, dayText(a), dayText(b)}};
}

// The days a to b of one year.
Parts inYear(const year_month_day &a, const year_month_day &b, bool subtract, bool wholeLess = true)
{
    const year_month_day start = a.year() / 1 / 1, end = a.year() / 12 / 31;
    if (a == start && b == end)
        return {{"year", 1, yearText(a), yearText(a)}};
    if (subtract && wholeLess && length(start, a) - 1 + length(b, end) - 1 < length(a, b)) { // the year less the rest
        Parts parts{{"year", 1, yearText(a), yearText(a)}};
        if (a != start)
            append(parts, inYear(start, plusDays(a, -1), subtract, false), -1);
        if (b != end)
            append(parts, inYear(plusDays(b, 1), end, subtract, false), -1);
        return parts;
    }
    if (a.month() == b.month())
        return inMonth(a, b, subtract);
    Parts parts = inMonth(a, year_month_day{a.year() / a.month() / last}, subtract);
    if (a.month() + std::chrono::months{1} < b.month()) // the whole months between
        parts.push_back({"month", 1, monthText(a.year() / (a.month() + std::chrono::months{1}) / 1),
                         monthText(a.year() / (b.month() - std::chrono::months{1}) / 1)});
    append(parts, inMonth(b.year() / b.month() / 1, b, subtract), 1);
    return parts;
}

// The days a to b (a not after b).
Parts inRange(const year_month_day &a, const year_month_day &b, bool subtract)
{
    if (a.year() == b.year())
        return inYear(a, b, subtract);
    Parts parts = inYear(a, a.year() / 12 / 31, subtract);
    if (a.year() + std::chrono::years{1} < b.year()) // the whole years between
        parts.push_back({"year", 1, yearText((a.year() + std::chrono::years{1}) / 1 / 1),
                         yearText((b.year() - std::chrono::years{1}) / 1 / 1)});
    append(parts, inYear(b.year() / 1 / 1, b, subtract), 1);
    return parts;
}

} // namespace

std::optional<std::vector<PeriodPart>> periodParts(const std::string &from, const std::string &to,
                                                   const std::string &firstDay, const std::string &lastDay,
                                                   bool subtract)
{
    const auto first = parseDay(firstDay), last_ = parseDay(lastDay);
    const auto a = from.empty() ? first : parseDay(from), b = to.empty() ? last_ : parseDay(to);
    if (!first || !last_ || !a || !b)
        return std::nullopt;
    // No counted game finished before the first day or after the last one: the range narrowed to them counts the same.
    const year_month_day f = std::max(*a, *first), t = std::min(*b, *last_);
    if (t < f)
        return Parts{{"day", 1, dayText(f), dayText(t)}};
    if (subtract && length(*first, f) - 1 + length(t, *last_) - 1 < length(f, t)) { // every day less the rest
        Parts parts{{"", 1, "", ""}};
        if (f != *first)
            append(parts, inRange(*first, plusDays(f, -1), subtract), -1);
        if (t != *last_)
            append(parts, inRange(plusDays(t, 1), *last_, subtract), -1);
        return parts;
    }
    return inRange(f, t, subtract);
}

} // namespace nc::db
