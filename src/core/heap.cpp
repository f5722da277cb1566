// The heap readied for a big command (include/muster/heap.hpp).
#include "muster/heap.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#define MUSTER_HEAP_ADVICE 1
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#undef MUSTER_HEAP_ADVICE // the sanitizers' allocators are not glibc's heap
#endif
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#undef MUSTER_HEAP_ADVICE
#endif
#endif

namespace muster {

namespace {
/// keep_until_exit's list: the list is never freed (a pointer, not a static object with a
/// destructor that would free what it holds at exit).
std::vector<std::shared_ptr<const void>>& kept() {
    static auto* const list = new std::vector<std::shared_ptr<const void>>();
    return *list;
}
} // namespace

void keep_until_exit(std::shared_ptr<const void> what) {
    kept().push_back(std::move(what));
}

void free_kept() {
    kept().clear();
}

#ifdef MUSTER_HEAP_ADVICE
namespace {
constexpr std::uintptr_t k_huge_page = std::uintptr_t{2} << 20;
/// glibc's largest mmap threshold (DEFAULT_MMAP_THRESHOLD_MAX on 64 bits): blocks below it
/// come from the heap, so from the advised reserve.
constexpr int k_mmap_threshold = 32 << 20;
bool g_readied = false;
/// The heap's top is never given back (a free at its top would cut the advised reserve).
constexpr int k_never_trim = 1 << 30;
/// Less than this before the first huge page is left to small pages.
constexpr std::uintptr_t k_least_head = std::uintptr_t{64} << 10;
/// The block held over the reserve's head, for the process's life (see expect_heap);
/// volatile, or the compiler drops the malloc of a block that is never read.
void* volatile g_head = nullptr;
} // namespace

bool expect_heap(std::size_t bytes) {
    if (g_readied || bytes < k_huge_heap_from) {
        return false;
    }
    g_readied = true;
    // Blocks over glibc's largest mmap threshold are mapped each on their own, not cut from
    // the heap: a reserve that big would be unmapped when freed.
    bytes = std::min<std::size_t>(bytes, k_mmap_threshold - 2 * k_huge_page);
    // Big blocks (the roster's text, its lists) from the heap rather than a mapping of their
    // own each, and the heap's top kept after a free: the reserve below stays where it is.
    if (mallopt(M_MMAP_THRESHOLD, k_mmap_threshold) == 0 ||
        mallopt(M_TRIM_THRESHOLD, k_never_trim) == 0) {
        return false;
    }
    // One block as big as the reserve moves the heap's top past it; freed, it is the top chunk
    // that the next allocations are cut from, in order. Its pages are not touched yet.
    void* block = std::malloc(bytes + k_huge_page);
    if (block == nullptr) {
        return false;
    }
    const auto start = reinterpret_cast<std::uintptr_t>(block);
    const auto from = (start + k_huge_page - 1) & ~(k_huge_page - 1);
    const auto to = (start + bytes + k_huge_page) & ~(k_huge_page - 1);
    bool advised = false;
    if (to > from) {
        // A hint: where transparent huge pages are off, the pages stay small.
        // (The address as the block's plus an offset: a pointer made from an integer would
        // hide its provenance from the optimiser.)
        advised =
            madvise(static_cast<char*>(block) + (from - start), to - from, MADV_HUGEPAGE) == 0;
    }
    std::free(block);
    // The reserve's first bytes, before its first huge page, would be cut first, in small pages
    // (about 250 faults for a 10,000-unit roster, on average): a block held over them, never
    // touched nor freed, makes the allocations that follow start on the huge page. (glibc cuts
    // it from the top chunk, at the freed block's place: its chunk is the request and 8 bytes,
    // rounded up to 16; a request a bin can serve lands elsewhere and only wastes its bytes.)
    const auto head = from - start;
    if (advised && head >= k_least_head) {
        g_head = std::malloc(head - sizeof(std::size_t));
    }
    return advised;
}
#else
bool expect_heap(std::size_t /*bytes*/) {
    return false;
}
#endif

} // namespace muster
