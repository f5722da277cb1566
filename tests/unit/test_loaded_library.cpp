// LoadedLibrary (include/muster/loaded_library.hpp): the one dlopen loader behind ICU, libcrypto
// and libedit. A missing library or symbol is one line naming what needed it and the package.
#include "muster/error.hpp"
#include "muster/loaded_library.hpp"

#include <catch2/catch.hpp>
#include <cstddef>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_loaded_library {

using muster::Error;
using muster::ExitCode;
using muster::LoadedLibrary;

TEST_CASE("LoadedLibrary: a missing library is one line naming the purpose and the package") {
    try {
        const LoadedLibrary lib("libmuster-no-such-library.so.0", "testing the loader",
                                "muster-nothing", ExitCode::refused);
        FAIL("a missing library loaded");
    } catch (const Error& e) {
        const std::string what = e.what();
        CHECK(what.starts_with("testing the loader needs libmuster-no-such-library.so.0 "
                               "(Debian package muster-nothing): "));
        CHECK(what.find('\n') == std::string::npos);
        CHECK(e.code() == ExitCode::refused);
    }
}

TEST_CASE(
    "LoadedLibrary: a symbol is bound, a missing one names itself, the file and the package") {
    const LoadedLibrary lib("libc.so.6", "testing the loader", "libc6", ExitCode::roster);
    std::size_t (*length)(const char*) = nullptr;
    lib.bind("strlen", length);
    REQUIRE(length != nullptr);
    CHECK(length("uThulwana") == 9);

    int (*missing)() = nullptr;
    try {
        lib.bind("muster_no_such_symbol", missing);
        FAIL("a missing symbol was bound");
    } catch (const Error& e) {
        CHECK(std::string(e.what()) == "testing the loader needs muster_no_such_symbol from "
                                       "libc.so.6; install the package libc6");
        CHECK(e.code() == ExitCode::roster);
    }
    CHECK(missing == nullptr);
}

} // namespace muster_unit_loaded_library
