#pragma once
// The SQL of a statistics filter (db/statistics.h StatsFilter) shared by the statistics' queries: the parameter
// numbers, the card set test and the binding. Internal to db/.

#include <string>

#include "db/statistics.h"

namespace nc::db {

class Statement;

/// The parameters of a filter in the statistics' SQL: ?1 game type, ?2 first day, ?3 last day, ?4 seats, ?5 a
/// player's name, ?6 difficulty, ?7 card set.
/// Binds those of `filter`'s fields in use (a query writes only the tests of the fields in use into its SQL;
/// binding a parameter past the highest it holds is an error).
void bindStatsFilter(Statement &st, const StatsFilter &filter);

/// " AND <the card set ?7 is in `column`>", `column` holding an options' card_sets array as text or ''.
std::string cardSetTest(const std::string &column);

} // namespace nc::db
