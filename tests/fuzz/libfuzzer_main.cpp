// The libFuzzer entry of one fuzz target; NC_FUZZ_ENTRY names its body (fuzz_entries.h), set per target
// in tests/fuzz/CMakeLists.txt.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    NC_FUZZ_ENTRY(std::string_view(reinterpret_cast<const char *>(data), size));
    return 0;
}
