// libFuzzer harness: see fuzz/checks.hpp for the property checked.
#include "checks.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    muster::fuzz::check_journal(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
