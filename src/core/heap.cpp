// A command's big structures kept until exit (include/muster/heap.hpp).
#include "muster/heap.hpp"

#include <memory>
#include <utility>
#include <vector>

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

} // namespace muster
