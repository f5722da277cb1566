#include "muster/engine/request.hpp"

#include <type_traits>

namespace muster {

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
