// How far a long job of db/ is (an export, a backup, a restore): what a progress bar shows and how a Cancel
// stops the job.
#pragma once

#include <cstdint>
#include <functional>

namespace nc::db {

/// Told how far a job is: (units done, units in all), after each unit (a game for an export, a batch of database
/// pages for a backup or a restore). Called on the job's thread. An exception it throws ends the job, which then
/// leaves things as they were (no output file; a restore leaves the database unchanged) and passes the exception on:
/// that is how a Cancel stops a job.
using Progress = std::function<void(int64_t done, int64_t total)>;

} // namespace nc::db
