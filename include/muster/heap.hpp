#pragma once
#include <cstddef>
#include <memory>
namespace muster {
/// Keeps `what` (a command's big structures: a roster read, its copy, its lines) from being
/// freed until `free_kept()`. What is kept when the process ends is not freed piece by piece
/// just before the end frees the whole heap at once: for a 10,000-unit roster, 30,000 frees
/// and destructors (docs/performance.md).
void keep_until_exit(std::shared_ptr<const void> what);
/// Frees what `keep_until_exit` holds. Every change to a roster starts with it, so a shell,
/// a script or `compare`, which make several, hold no more than one change's structures.
void free_kept();
} // namespace muster
