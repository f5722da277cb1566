#include "muster/engine/request.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <iterator>
#include <type_traits>

namespace muster {

void check_form_order(std::string_view word) {
    static constexpr std::string_view k_words[] = {"square",   "line",       "column",
                                                   "limber",   "unlimber",   "mount",
                                                   "dismount", "reorganise", "reorganize"};
    if (std::find(std::begin(k_words), std::end(k_words), word) == std::end(k_words)) {
        throw UsageError(fmt::format("form {}: expected square, line, column, limber, unlimber, "
                                     "mount, dismount or reorganise",
                                     word));
    }
}

std::vector<std::string> named_units(const Request& request) {
    return std::visit(
        [](const auto& r) -> std::vector<std::string> {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, FireRequest>) {
                auto units = r.firers;
                units.push_back(r.target);
                return units;
            } else if constexpr (std::is_same_v<T, MeleeRequest>) {
                auto units = r.a;
                units.insert(units.end(), r.b.begin(), r.b.end());
                return units;
            } else if constexpr (std::is_same_v<T, RecrewRequest>) {
                return {r.gun, r.from};
            } else if constexpr (std::is_same_v<T, ReconRequest>) {
                return {r.unit};
            } else if constexpr (std::is_same_v<T, ChargeRequest>) {
                auto units = r.defenders;
                units.insert(units.begin(), r.charger);
                return units;
            } else if constexpr (std::is_same_v<T, KillRequest> || std::is_same_v<T, FormRequest>) {
                return {r.unit};
            } else if constexpr (std::is_same_v<T, ArmyRequest> || std::is_same_v<T, TurnRequest>) {
                return {};
            } else {
                return r.units;
            }
        },
        request.base());
}

} // namespace muster
