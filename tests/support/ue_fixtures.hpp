#pragma once

#include "muster/roster/roster.hpp"
#include "muster/ue/outcome.hpp"
#include "muster/ue/rulebook.hpp"
#include "units.hpp"

#include <string>
#include <vector>

// Shared helpers for the UE unit tests: units by type, and applying a resolution to them.
namespace muster::ue::test {

/// The one builder (units.hpp), with UE's order: killed men after the stands, no side.
inline Unit make_unit(std::string name, std::string type, int stands, long long killed = 0) {
    return muster::test::make_unit(std::move(name), std::move(type), stands, "", killed);
}

inline Applied apply_to(const Outcome& res, std::vector<Unit*> units, const UeRuleBook& book) {
    return apply(
        res,
        [&](std::string_view name) -> Unit* {
            for (Unit* u : units) {
                if (u->name == name) {
                    return u;
                }
            }
            return nullptr;
        },
        book);
}

} // namespace muster::ue::test
