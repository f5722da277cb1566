// libFuzzer harness: see fuzz/checks.hpp for the property checked (check_script). The scratch
// roster lives in a folder of its own under the system's temp folder, made once per run.
#include "checks.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string_view>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::filesystem::path folder =
        std::filesystem::temp_directory_path() /
        ("muster-fuzz-script-" + std::to_string(::getpid()));
    muster::fuzz::check_script(std::string_view(reinterpret_cast<const char*>(data), size), folder);
    return 0;
}
