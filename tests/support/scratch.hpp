#pragma once

#include "cli/app.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

/// The tests' one scratch folder and the one way they run `muster` in process (issue 22: four
/// test files each had their own).
namespace muster::test {

/// A new folder, removed with everything in it when the fixture goes. `in_memory`: under
/// /dev/shm where the machine has it (a test of thousands of saves tests the rules, not the
/// disk's flushes), else under the temp folder.
struct ScratchDir {
    std::filesystem::path dir;

    explicit ScratchDir(const std::string& name = "muster-test", bool in_memory = false) {
        std::string shm = "/dev/shm/" + name + "-XXXXXX";
        std::string tmp = (std::filesystem::temp_directory_path() / (name + "-XXXXXX")).string();
        const char* made = in_memory ? ::mkdtemp(shm.data()) : nullptr;
        dir = made != nullptr ? made : ::mkdtemp(tmp.data());
    }
    ~ScratchDir() { std::filesystem::remove_all(dir); }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    /// A path in the folder.
    std::string operator/(const std::string& file) const { return (dir / file).string(); }

    /// Writes `text` to `file` in the folder; returns its path.
    std::string write(const std::string& file, const std::string& text) const {
        const auto path = *this / file;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    /// The bytes of any file ("" when there is none).
    static std::string read(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
};

/// `muster --roster ROSTER --no-color WORDS...` run in process, its output in `out` and `err`.
inline int run_muster(const std::string& roster, std::vector<std::string> words, std::ostream& out,
                      std::ostream& err) {
    words.insert(words.begin(), {"muster", "--roster", roster, "--no-color"});
    std::vector<const char*> argv;
    argv.reserve(words.size());
    for (const auto& w : words) {
        argv.push_back(w.c_str());
    }
    return muster::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
}

} // namespace muster::test
