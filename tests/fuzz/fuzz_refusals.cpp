#include "fuzz_refusals.h"

#include <cstdio>
#include <cstdlib>

#include "core/json_input.h"

namespace nc::fuzz {

void noteRefusal(const char *target, const char *type, const std::exception &error)
{
    static const bool enabled = std::getenv("NC_FUZZ_REFUSALS") != nullptr;
    if (!enabled)
        return;
    std::string line = nc::quoteText(error.what(), 200);
    for (char &c : line)
        if (c == '\n')
            c = ' ';
    std::fprintf(stderr, "refusal %s %s: %s\n", target, type, line.c_str());
}

} // namespace nc::fuzz
