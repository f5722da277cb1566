#pragma once
#include <cstddef>
#include <memory>
/// The heap of a command that is about to hold a lot at once (docs/performance.md, "Page
/// faults"). On the reference machine, as in most virtual machines, the first touch of each
/// 4 KiB page costs about 2.6 us, more than the work done on it: a 10,000-unit roster's `fire`
/// touches about 2,200 pages, over a third of its CPU time. Transparent huge pages (2 MiB)
/// cost about a fifth as much per byte.
namespace muster {
/// Readies the heap for about `bytes` more held at once: with glibc on Linux, reserves them at
/// the heap's top (kept, never returned to the system before exit) and advises the kernel to
/// back them with transparent huge pages (`madvise(MADV_HUGEPAGE)`), so the allocations that
/// follow fault 2 MiB at a time. Below `k_huge_heap_from`, after the first call, under a
/// sanitizer, or where the kernel or the C library cannot, it does nothing; it never fails.
/// Returns whether the heap was readied. The thresholds stay for the process's life: memory
/// freed afterwards is kept for the next allocations, not given back to the system (a shell or
/// `sync --watch` keeps its peak).
bool expect_heap(std::size_t bytes);
/// Less than this is not worth a huge page: a 2 MiB fault costs about what 100 small ones do.
inline constexpr std::size_t k_huge_heap_from = std::size_t{4} << 20;

/// Keeps `what` (a command's big structures: a roster read, its copy, its lines) from being
/// freed until `free_kept()`. What is kept when the process ends is not freed piece by piece
/// just before the end frees the whole heap at once: for a 10,000-unit roster, 30,000 frees
/// and destructors (docs/performance.md).
void keep_until_exit(std::shared_ptr<const void> what);
/// Frees what `keep_until_exit` holds. Every change to a roster starts with it, so a shell,
/// a script or `compare`, which make several, hold no more than one change's structures.
void free_kept();
} // namespace muster
