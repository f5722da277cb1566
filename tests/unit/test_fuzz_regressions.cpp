// Replays every input the fuzzers found or grew (fuzz/regressions/*, fuzz/corpus/*) through
// the same property checks the harnesses run (fuzz/checks.hpp). A failing input aborts.
#include "../../fuzz/checks.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <unistd.h>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fuzz_regressions {

namespace {

std::size_t replay(const std::string& harness, void (*check)(const std::string&)) {
    std::size_t count = 0;
    for (const char* folder : {"regressions", "corpus"}) {
        const std::filesystem::path dir =
            std::filesystem::path(MUSTER_SOURCE_DIR) / "fuzz" / folder / harness;
        if (!std::filesystem::is_directory(dir)) {
            continue;
        }
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (!entry.is_regular_file()) {
                continue;
            }
            std::ifstream in(entry.path(), std::ios::binary);
            const std::string data((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
            INFO(entry.path().string());
            check(data);
            ++count;
        }
    }
    return count;
}

} // namespace

TEST_CASE("Fuzz regressions: dice notation inputs parse or fail cleanly", "[fuzz]") {
    CHECK(replay("notation", [](const std::string& s) { muster::fuzz::check_notation(s); }) > 0);
}

TEST_CASE("Fuzz regressions: --dice value lists exit 0 or 2", "[fuzz]") {
    CHECK(replay("dice_values", [](const std::string& s) { muster::fuzz::check_dice_values(s); }) >
          0);
}

TEST_CASE("Fuzz regressions: rosters round-trip byte for byte", "[fuzz]") {
    CHECK(replay("roster", [](const std::string& s) { muster::fuzz::check_roster(s); }) > 0);
}

TEST_CASE("Fuzz regressions: journals decode, print safely and round-trip", "[fuzz]") {
    static const auto folder = std::filesystem::temp_directory_path() /
                               ("muster-replay-journal-" + std::to_string(::getpid()));
    CHECK(replay("journal", [](const std::string& s) {
              muster::fuzz::check_journal(s);
              muster::fuzz::check_journal_file(s, folder);
          }) > 0);
    std::filesystem::remove_all(folder);
}

TEST_CASE("Fuzz regressions: whole command lines exit cleanly, files unchanged on a refusal",
          "[fuzz]") {
    static const auto folder = std::filesystem::temp_directory_path() /
                               ("muster-replay-command-" + std::to_string(::getpid()));
    CHECK(replay("command", [](const std::string& s) { muster::fuzz::check_command(s, folder); }) >
          0);
    std::filesystem::remove_all(folder);
}

TEST_CASE("Fuzz regressions: scripts stop at a line with a NUL byte, nothing of it run", "[fuzz]") {
    static const auto folder = std::filesystem::temp_directory_path() /
                               ("muster-replay-script-" + std::to_string(::getpid()));
    CHECK(replay("script", [](const std::string& s) { muster::fuzz::check_script(s, folder); }) >
          0);
    std::filesystem::remove_all(folder);
}

} // namespace muster_unit_fuzz_regressions
