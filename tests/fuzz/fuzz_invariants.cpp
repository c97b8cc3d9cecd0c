#include "fuzz_invariants.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "core/json_input.h"

namespace nc::fuzz {

void broken(const char *target, const char *what, std::string_view detail)
{
    const std::string shown = nc::quoteText(detail, 200);
    std::fprintf(stderr, "%s: %s (%s)\n", target, what, shown.c_str());
    std::abort();
}

void checkRoundTrip(const char *target, const nc::nations::GameState &state)
{
    std::string written;
    try {
        written = nc::nations::toJson(state).dump();
        if (nc::nations::stateFromJson(nc::parseJson(written)) != state)
            broken(target, "the state read back from its own JSON differs", written);
    } catch (const std::exception &e) {
        broken(target, "the state's own JSON is refused when read back", std::string(e.what()) + " in " + written);
    }
}

} // namespace nc::fuzz
