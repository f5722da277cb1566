// libFuzzer harness: see fuzz/checks.hpp for the property checked.
#include "checks.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    muster::fuzz::check_roster(text);
    return 0;
}
