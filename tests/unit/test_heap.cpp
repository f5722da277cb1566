// The structures kept until exit (include/muster/heap.hpp, docs/performance.md).
#include "muster/heap.hpp"

#include <catch2/catch.hpp>
#include <memory>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_heap {

using namespace muster;

namespace {

/// Sets a flag when destroyed.
struct Flagged {
    bool* destroyed;
    explicit Flagged(bool* flag) : destroyed(flag) {}
    Flagged(const Flagged&) = delete;
    Flagged& operator=(const Flagged&) = delete;
    ~Flagged() { *destroyed = true; }
};

} // namespace

TEST_CASE("Heap: what keep_until_exit holds lives until free_kept frees all of it", "[heap]") {
    bool first = false;
    bool second = false;
    {
        auto one = std::make_shared<Flagged>(&first);
        keep_until_exit(one);
        keep_until_exit(std::make_shared<Flagged>(&second));
    } // the caller's own pointer is gone: the list holds both
    CHECK_FALSE(first);
    CHECK_FALSE(second);
    free_kept();
    CHECK(first);
    CHECK(second);
    free_kept(); // an empty list: nothing to free, nothing fails
}

} // namespace muster_unit_heap
