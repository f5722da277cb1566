#pragma once

#include "muster/roster/roster.hpp"
#include "muster/ue/resolution.hpp"
#include "muster/ue/rulebook.hpp"

#include <string>
#include <vector>

// Shared helpers for the UE unit tests: units by type, and applying a resolution to them.
namespace muster::ue::test {

inline Unit make_unit(std::string name, std::string type, int stands, long long killed = 0) {
    Unit u;
    u.name = std::move(name);
    u.type = std::move(type);
    u.stands = stands;
    u.killed = killed;
    return u;
}

inline Applied apply_to(const Resolution& res, std::vector<Unit*> units, const UeRuleBook& book) {
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
