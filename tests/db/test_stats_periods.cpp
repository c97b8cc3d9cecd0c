// A statistics day range as parts of the summaries by day, month and year (db/stats_periods.h, schema 11): for many
// ranges over several years, every day of the counted span is counted exactly once if it is in the range and not at
// all otherwise, across the ends of months, leap days and years, open at either end, with and without taking parts
// out; and the parts stay few.
#include "db/stats_periods.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <random>

using namespace nc::db;
using namespace std::chrono;

namespace {

std::string text(const year_month_day &d)
{
    char s[16];
    std::snprintf(s, sizeof s, "%04d-%02u-%02u", int(d.year()), unsigned(d.month()), unsigned(d.day()));
    return s;
}

// How many times the signed parts count the day `d` ("YYYY-MM-DD").
int counted(const std::vector<PeriodPart> &parts, const std::string &d)
{
    int n = 0;
    for (const PeriodPart &p : parts) {
        const std::string of = p.period == "year" ? d.substr(0, 4) : p.period == "month" ? d.substr(0, 7) : d;
        if (p.period.empty() || (of >= p.first && of <= p.last))
            n += p.sign;
    }
    return n;
}

} // namespace

TEST_CASE("the parts of a day range count each day of it once and no other day", "[db][stats]")
{
    const year_month_day firstDay{year{2019}, month{11}, day{17}}, lastDay{year{2023}, month{3}, day{5}};
    const sys_days spanStart{year_month_day{year{2019}, month{1}, day{1}}};
    std::mt19937 random(7);
    std::uniform_int_distribution<int> offset(0, 5 * 365);
    int ranges = 0;
    for (int k = 0; k < 400; ++k) {
        year_month_day a{spanStart + days{offset(random)}}, b{spanStart + days{offset(random)}};
        if (b < a)
            std::swap(a, b);
        std::string from = text(a), to = text(b);
        if (k % 10 == 1) // open at one end
            from.clear();
        if (k % 10 == 2)
            to.clear();
        if (k % 10 == 3) { // whole months and years, a leap day
            from = "2020-01-01";
            to = k % 20 == 3 ? "2020-02-29" : "2021-12-31";
        }
        for (const bool subtract : {false, true}) {
            INFO("from '" << from << "' to '" << to << "', subtract " << subtract);
            const auto parts = periodParts(from, to, text(firstDay), text(lastDay), subtract);
            REQUIRE(parts.has_value());
            CHECK(parts->size() <= 20); // a few, whatever the length of the range
            for (const PeriodPart &p : *parts)
                CHECK((subtract || p.sign == 1));
            for (sys_days d{firstDay}; d <= sys_days{lastDay}; d += days{1}) {
                const std::string day = text(year_month_day{d});
                const bool inside = (from.empty() || day >= from) && (to.empty() || day <= to);
                if (counted(*parts, day) != int(inside)) {
                    FAIL_CHECK("day " << day << " counted " << counted(*parts, day) << " times");
                    break;
                }
            }
            ++ranges;
        }
    }
    CHECK(ranges == 800);
}

TEST_CASE("a range of years is read as a few years, months and days, or as every day less a few", "[db][stats]")
{
    // 20 November 2023 to 10 February 2025 of games from 15 January 2023 to 4 April 2026: days, a month, a year, a
    // month, days.
    const std::vector<PeriodPart> years{{"day", 1, "2023-11-20", "2023-11-30"}, {"month", 1, "2023-12", "2023-12"},
                                        {"year", 1, "2024", "2024"}, {"month", 1, "2025-01", "2025-01"},
                                        {"day", 1, "2025-02-01", "2025-02-10"}};
    CHECK(periodParts("2023-11-20", "2025-02-10", "2023-01-15", "2026-04-04", true) == years);
    // Every day but the first: every day less one.
    const std::vector<PeriodPart> allButOne{{"", 1, "", ""}, {"day", -1, "2023-01-15", "2023-01-15"}};
    CHECK(periodParts("2023-01-16", "", "2023-01-15", "2026-04-04", true) == allButOne);
    // The same without taking out: the days of the first month, the months of the first year, the years, the months
    // and days of the last.
    const std::vector<PeriodPart> added{{"day", 1, "2023-01-16", "2023-01-31"}, {"month", 1, "2023-02", "2023-11"},
                                        {"month", 1, "2023-12", "2023-12"}, {"year", 1, "2024", "2025"},
                                        {"month", 1, "2026-01", "2026-01"}, {"month", 1, "2026-02", "2026-03"},
                                        {"day", 1, "2026-04-01", "2026-04-04"}};
    CHECK(periodParts("2023-01-16", "", "2023-01-15", "2026-04-04", false) == added);
    // A range out of the counted days holds none; a day not "YYYY-MM-DD" is no part.
    const auto none = periodParts("2027-01-01", "2027-12-31", "2023-01-15", "2026-04-04", true);
    REQUIRE(none.has_value());
    CHECK(none->size() == 1);
    CHECK(none->front().first > none->front().last);
    CHECK_FALSE(periodParts("2024-06", "", "2023-01-15", "2026-04-04", true).has_value());
    CHECK_FALSE(periodParts("2025-02-30", "", "2023-01-15", "2026-04-04", true).has_value());
    CHECK_FALSE(periodParts("", "", "2023-01-15", "2026-04-04T", true).has_value());
}
