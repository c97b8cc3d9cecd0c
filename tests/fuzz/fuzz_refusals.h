#pragma once
// Optional listing of the expected refusals the fuzz targets catch, to see what a player would read.
// With the environment variable NC_FUZZ_REFUSALS set (to anything), each caught refusal is printed to
// stderr as one line "refusal <target> <error type>: <message, at most 200 characters>"; without it,
// nothing is printed. Used by docs/fuzzing.md "Refusal messages" (run a target over its corpus with -runs=0).

#include <exception>

namespace nc::fuzz {

/// Prints the refusal when NC_FUZZ_REFUSALS is set; `type` is the caught error's class name.
void noteRefusal(const char *target, const char *type, const std::exception &error);

} // namespace nc::fuzz
