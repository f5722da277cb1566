// The one translation unit that holds Catch2's main (slow to compile; keep it alone).
//
// A console wide enough that no test name is wrapped: CTest's discovery reads the names from
// `--list-test-names-only`, and a wrapped name became two tests that match nothing and pass
// (89 test cases were not run by CTest before this).
#define CATCH_CONFIG_CONSOLE_WIDTH 1000
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
