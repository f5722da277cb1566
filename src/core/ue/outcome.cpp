#include "muster/ue/outcome.hpp"

#include "muster/ue/record.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace muster::ue {

Effect& Outcome::effect(const std::string& unit) {
    const auto it = std::find_if(effects.begin(), effects.end(),
                                 [&](const Effect& e) { return e.unit == unit; });
    if (it != effects.end()) {
        return *it;
    }
    Effect& added = effects.emplace_back();
    added.unit = unit;
    return added;
}

Band closest(Band a, Band b) {
    if (a == Band::none) {
        return b;
    }
    if (b == Band::none) {
        return a;
    }
    return static_cast<int>(a) < static_cast<int>(b) ? a : b;
}

Applied apply(const Outcome& resolution, const UnitLookup& find, const UeRuleBook& book) {
    Applied applied;
    for (const Effect& e : resolution.effects) {
        Unit* unit = find(e.unit);
        if (unit == nullptr) {
            throw std::logic_error("apply: no unit " + e.unit);
        }
        const TroopType& type = book.type(unit->type);
        if (e.set_killed) {
            ue::record(*unit).killed = *e.set_killed;
        }
        bool destroyed = false;
        if (e.losses && e.losses->asked != e.kills) {
            throw std::logic_error("apply: " + e.unit + "'s losses are not those of its kills");
        }
        if (e.kills > 0) {
            const KillsApplied k =
                e.losses ? write_losses(*unit, *e.losses) : apply_kills(*unit, type, e.kills);
            destroyed = k.destroyed;
            for (auto& line : table_lines(unit->name, k)) {
                applied.table.push_back(std::move(line));
            }
            applied.kills.emplace_back(unit->name, k);
        }
        if (e.gun_hits > 0) {
            const int before = ue::record(*unit).gun_hits;
            ue::record(*unit).gun_hits =
                std::min(k_hits_to_destroy_gun, ue::record(*unit).gun_hits + e.gun_hits);
            if (before < k_hits_to_destroy_gun &&
                ue::record(*unit).gun_hits == k_hits_to_destroy_gun) {
                applied.table.push_back(
                    fmt::format("{} is destroyed ({} hits, UE-ARTY-4): remove the gun", unit->name,
                                k_hits_to_destroy_gun));
            }
        }
        if (e.crew_replaced) {
            ue::record(*unit).crew_replaced = *e.crew_replaced;
        }
        if (e.locked) {
            ue::record(*unit).locked = *e.locked;
        }
        for (const auto m : e.marks) {
            add_mark(unit->done, m);
        }
        for (const auto m : e.unmarks) {
            std::erase(unit->done, m);
        }
        if (destroyed) {
            ue::record(*unit).fired = Band::none;
            ue::record(*unit).single_stand = false;
            ue::record(*unit).falling_back = false;
            ue::record(*unit).locked.clear();
            continue;
        }
        if (e.fired) {
            ue::record(*unit).fired = *e.fired;
        }
        if (e.single_stand) {
            ue::record(*unit).single_stand = *e.single_stand;
        }
        if (e.falling_back) {
            ue::record(*unit).falling_back = *e.falling_back;
        }
    }
    for (const auto& line : resolution.table) {
        applied.table.push_back(line);
    }
    return applied;
}

} // namespace muster::ue
