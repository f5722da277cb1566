#include "muster/engine/names.hpp"

#include <algorithm>
#include <cctype>

namespace muster {

std::size_t edit_distance(std::string_view a, std::string_view b, std::size_t bound) {
    auto lower = [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    };
    const std::size_t over = bound == std::numeric_limits<std::size_t>::max() ? bound : bound + 1;
    // At least the difference in length: past the bound, nothing to compute.
    if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > bound) {
        return over;
    }
    std::vector<std::size_t> earlier(b.size() + 1); // the row before `previous`
    std::vector<std::size_t> previous(b.size() + 1);
    std::vector<std::size_t> current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        previous[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        std::size_t row_best = current[0];
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitute = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
            current[j] =
                std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitute});
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
                lower(a[i - 2]) == lower(b[j - 1])) {
                current[j] = std::min(current[j], earlier[j - 2] + 1); // two letters swapped
            }
            row_best = std::min(row_best, current[j]);
        }
        if (row_best > bound) {
            // Every later row is at least this (a swap reaches back two rows, but the row
            // between is at most one more than the row it reaches): the words are further apart.
            return over;
        }
        std::swap(earlier, previous);
        std::swap(previous, current);
    }
    return std::min(previous[b.size()], over);
}

std::string nearest(std::string_view word, const std::vector<std::string>& candidates) {
    constexpr std::size_t k_near_miss = 2; // more edits than this is another word
    std::string best;
    std::size_t best_distance = k_near_miss + 1;
    for (const auto& candidate : candidates) {
        const std::size_t d = edit_distance(word, candidate, k_near_miss);
        if (d < best_distance) {
            best_distance = d;
            best = candidate;
        }
    }
    return best;
}

} // namespace muster
