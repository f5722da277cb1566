// The heap readied for a big roster and the structures kept until exit (include/muster/heap.hpp,
// docs/performance.md "Page faults"): hints that never change what a program computes.
#include "muster/heap.hpp"

#include <catch2/catch.hpp>
#include <cstring>
#include <memory>
#include <vector>

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

TEST_CASE("Heap: expect_heap does nothing for a small command, and readies the heap once",
          "[heap]") {
    CHECK_FALSE(expect_heap(k_huge_heap_from - 1)); // a 2 MiB page is not worth it
    // Whether the first big call readies the heap is the machine's (glibc, Linux, huge pages
    // not off, no sanitizer); a second never does: the reserve is made once a process.
    (void)expect_heap(std::size_t{16} << 20);
    CHECK_FALSE(expect_heap(std::size_t{16} << 20));
    // What the heap gives afterwards is memory like any other: big and small blocks, written,
    // read back and freed.
    std::vector<std::unique_ptr<char[]>> blocks;
    for (const std::size_t size : {std::size_t{16}, std::size_t{4096}, std::size_t{3} << 20,
                                   std::size_t{40} << 20, std::size_t{100}}) {
        auto& block = blocks.emplace_back(new char[size]);
        std::memset(block.get(), 0x5a, size);
        CHECK(block[size - 1] == 0x5a);
        CHECK(block[0] == 0x5a);
    }
    blocks.clear();
}

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
