#include "muster/fw/state.hpp"

#include "muster/fw/record.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::fw {

UnitState unit_state(const Unit& unit, const TypeSpec& type) {
    UnitState s;
    s.figures_per_stand = type.figures_per_stand;
    s.stands = unit.stands;
    s.figures = unit.stands * type.figures_per_stand;
    s.dead = std::clamp(fw::record(unit).dead, 0, s.figures);
    s.markers = std::clamp(fw::record(unit).markers, 0, s.figures - s.dead);
    s.unwounded = s.figures - s.dead - s.markers;
    const int fps = s.figures_per_stand;
    s.stands_gone = s.dead / fps;
    s.stands_present = s.stands - s.stands_gone;
    const int unavailable = s.dead + s.markers;
    s.stands_out = unavailable / fps - s.stands_gone;
    s.stands_able = s.stands - unavailable / fps;
    s.retreating = std::clamp(fw::record(unit).retreating, 0, s.stands_present);
    const int first_ready = std::max(s.retreating, s.stands_out); // among present stands
    s.stands_ready = s.stands_present - first_ready;
    const int first_ready_figure = (s.stands_gone + first_ready) * fps;
    s.ready_unwounded = s.figures - std::max(first_ready_figure, unavailable);
    s.stands_marked = s.markers == 0 ? 0 : (unavailable - 1) / fps - s.dead / fps + 1;
    return s;
}

std::string stand_list(int first, int count) {
    if (count <= 0) {
        return "no stand";
    }
    if (count == 1) {
        return fmt::format("stand {}", first);
    }
    return fmt::format("stands {}-{}", first, first + count - 1);
}

std::string counted(long long count, std::string_view noun) {
    return text::plural(count, noun);
}

std::string all_retreating(int stands) {
    return stands == 1 ? std::string("its 1 stand retreating")
                       : fmt::format("all {} retreating", counted(stands, "stand"));
}

std::string stands_note(const UnitState& state) {
    std::string note;
    if (state.stands_gone > 0) {
        note = fmt::format("{} gone", stand_list(1, state.stands_gone));
    }
    if (state.stands_out > 0) {
        note += fmt::format("{}{} out of action", note.empty() ? "" : ", ",
                            stand_list(state.stands_gone + 1, state.stands_out));
    }
    return note;
}

} // namespace muster::fw
