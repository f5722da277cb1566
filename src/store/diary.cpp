#include "muster/store/diary.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::store {

std::string stands_note(const std::vector<Event>& events, std::string_view gone_word) {
    std::string note;
    for (const auto& event : events) {
        if (const auto* destroyed = std::get_if<events::Gone>(&event)) {
            note += fmt::format("; {} {}", destroyed->unit, gone_word);
        } else if (const auto* off = std::get_if<events::StandsRemoved>(&event)) {
            const bool gone = std::any_of(events.begin(), events.end(), [&](const Event& e) {
                const auto* d = std::get_if<events::Gone>(&e);
                return d != nullptr && d->unit == off->unit;
            });
            if (!gone) {
                note += fmt::format("; {} loses {} stand{}", off->unit, off->stands,
                                    off->stands == 1 ? "" : "s");
            }
        }
    }
    return note;
}

} // namespace muster::store
