// The one translation unit that holds Catch2's main (slow to compile; keep it alone).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
