#include "muster/store/diary.hpp"

#include <fmt/format.h>

namespace muster::store {

std::string stands_note(const std::vector<UnitDelta>& deltas, std::string_view gone_word) {
    std::string note;
    for (const auto& delta : deltas) {
        if (!delta.before || !delta.after) {
            continue; // added or removed: no stand lost on the table
        }
        if (delta.destroyed) {
            note += fmt::format("; {} {}", delta.unit, gone_word);
        } else if (delta.stands_lost > 0) {
            note += fmt::format("; {} loses {} stand{}", delta.unit, delta.stands_lost,
                                delta.stands_lost == 1 ? "" : "s");
        }
    }
    return note;
}

} // namespace muster::store
