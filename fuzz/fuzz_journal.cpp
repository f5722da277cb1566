// libFuzzer harness: see fuzz/checks.hpp for the property checked.
#include "checks.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string_view>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::filesystem::path folder =
        std::filesystem::temp_directory_path() /
        ("muster-fuzz-journal-" + std::to_string(::getpid()));
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    muster::fuzz::check_journal(text);
    muster::fuzz::check_journal_file(text, folder);
    return 0;
}
