// Every input kept in tests/fuzz/regressions/<target>/ (crashers the fuzzers found, docs/fuzzing.md
// "Findings") and every seed of tests/fuzz/corpus/ runs through the same body as its fuzz target
// (fuzz_entries.h) in the normal build: it must return normally (expected refusals are caught inside;
// any other exception reaches REQUIRE_NOTHROW, a crash ends the test binary). The exact number of files
// per folder is asserted, so a file that is lost or not read fails the test.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_entries.h"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> filesIn(const fs::path &dir)
{
    std::vector<fs::path> files;
    if (fs::is_directory(dir))
        for (const auto &e : fs::directory_iterator(dir))
            if (e.is_regular_file() && e.path().filename() != ".gitkeep")
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string readFile(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Runs `entry` over every file of `dir`; returns how many ran.
template <class F> size_t runAll(const fs::path &dir, F entry)
{
    size_t count = 0;
    for (const auto &path : filesIn(dir)) {
        INFO("input " << path.string());
        const std::string bytes = readFile(path);
        REQUIRE_NOTHROW(entry(bytes));
        ++count;
    }
    return count;
}

const fs::path kRegressions = fs::path(NC_FUZZ_DIR) / "regressions";
const fs::path kCorpus = fs::path(NC_FUZZ_DIR) / "corpus";

} // namespace

TEST_CASE("fuzz_state: kept crashers and seeds run to completion", "[fuzz][state]")
{
    CHECK(runAll(kRegressions / "fuzz_state", nc::fuzz::fuzzState) == 0);
    CHECK(runAll(kCorpus / "state", nc::fuzz::fuzzState) == 32);
}

TEST_CASE("fuzz_catalog: kept crashers and seeds run to completion", "[fuzz][catalog]")
{
    CHECK(runAll(kRegressions / "fuzz_catalog", nc::fuzz::fuzzCatalog) == 0);
    CHECK(runAll(kCorpus / "catalog", nc::fuzz::fuzzCatalog) == 10);
}

TEST_CASE("fuzz_replay: kept crashers and seeds run to completion", "[fuzz][replay]")
{
    CHECK(runAll(kRegressions / "fuzz_replay", nc::fuzz::fuzzReplay) == 0);
    CHECK(runAll(kCorpus / "replay", nc::fuzz::fuzzReplay) == 8);
}

TEST_CASE("fuzz_scan_payload: kept crashers and seeds run to completion", "[fuzz][scan]")
{
    CHECK(runAll(kRegressions / "fuzz_scan_payload", nc::fuzz::fuzzScanPayload) == 0);
    CHECK(runAll(kCorpus / "scan_payload", nc::fuzz::fuzzScanPayload) == 16);
}
