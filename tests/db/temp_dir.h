// A unique temporary folder removed with everything in it at scope exit: persistence tests need real files.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <random>
#include <string>

namespace nc::db::test {

class TempDir {
public:
    TempDir()
    {
        static std::atomic<int> counter{0};
        std::random_device random;
        m_path = std::filesystem::temp_directory_path()
            / ("nc-db-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-"
               + std::to_string(random()));
        std::filesystem::create_directories(m_path);
    }
    ~TempDir()
    {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
    TempDir(const TempDir &) = delete;
    TempDir &operator=(const TempDir &) = delete;

    const std::filesystem::path &path() const { return m_path; }
    /// Path of a file inside the folder, as a string.
    std::string file(const std::string &name) const { return (m_path / name).string(); }

private:
    std::filesystem::path m_path;
};

} // namespace nc::db::test
