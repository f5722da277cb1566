#include "muster/ue/unit.hpp"

#include "muster/roster/format.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <atomic>
#include <fmt/format.h>
#include <stdexcept>

namespace muster::ue {

namespace {

/// UE-ROSTER-4: unit morale destroys a unit at 75% killed; not a gun (revised 2026-12-02): its
/// killed crew leaves it silent (UE-ARTY-5), only four hits destroy it (UE-ARTY-4).
bool morale_applies(const TroopType& type) {
    return !type.is_gun();
}

bool destroyed_at(long long killed, long long men) {
    return killed * k_destroyed_at.den >= men * k_destroyed_at.num;
}

} // namespace

Posture posture_of(const Unit& unit, const TroopType& type, const Overrides& overrides) {
    switch (type.kind) {
    case Kind::regular_infantry:
        if (overrides.formation) {
            return *overrides.formation;
        }
        return ue::record(unit).formation == "open" ? Posture::open : Posture::closed;
    case Kind::mounted_infantry:
        if (overrides.mount) {
            return *overrides.mount;
        }
        return ue::record(unit).mounted ? Posture::mounted : Posture::dismounted;
    default:
        return Posture::any;
    }
}

namespace {

/// UE-ROSTER-4: destroyed at 75% of its men killed (never a gun); UE-ARTY-4: a gun by its hits.
bool destroyed_with(const Unit& unit, const TroopType& type, long long killed) {
    return (morale_applies(type) && destroyed_at(killed, type.starting_men(unit.stands))) ||
           (type.is_gun() && ue::record(unit).gun_hits >= k_hits_to_destroy_gun);
}

} // namespace

int stands_off(const Unit& unit, const TroopType& type, long long killed) {
    if (destroyed_with(unit, type, killed)) {
        return unit.stands; // its remaining stands come off, whatever killed says
    }
    if (type.is_gun()) { // UE-ROSTER-4 (guns): a killed crew leaves the gun on the table
        return 0;
    }
    const long long men = type.starting_men(unit.stands);
    return static_cast<int>(std::clamp(killed, 0LL, men) / type.men_per_stand); // UE-ROSTER-2
}

UnitStatus status_of(const Unit& unit, const TroopType& type, const Options& options,
                     const Overrides& overrides) {
    UnitStatus s;
    s.type = &type;
    s.men = type.starting_men(unit.stands);
    s.killed = std::clamp(ue::record(unit).killed, 0LL, s.men);
    s.men_left = s.men - s.killed;
    s.figures = static_cast<int>(s.men / k_men_per_figure);
    s.killed_figures = static_cast<int>(s.killed / k_men_per_figure);
    s.remainder = static_cast<int>(s.killed % k_men_per_figure);
    s.figures_left = s.figures - s.killed_figures;
    s.half_strength = s.killed * 2 >= s.men;
    s.destroyed = destroyed_with(unit, type, s.killed);
    s.stands_lost = stands_off(unit, type, s.killed);
    s.stands_left = unit.stands - s.stands_lost;
    s.silent = type.is_gun() && s.men_left == 0;
    s.posture = posture_of(unit, type, overrides);
    const long long present = options.combat_power == CombatPower::men
                                  ? s.men_left
                                  : static_cast<long long>(s.figures_left) * k_men_per_figure;
    if (s.posture == Posture::dismounted) {
        s.horse_holders = (s.figures_left + k_horse_holder_every - 1) / k_horse_holder_every;
    }
    s.cp = std::max(0LL, present - static_cast<long long>(s.horse_holders) * k_men_per_figure);
    s.mv = type.stats(s.posture).mv;
    return s;
}

namespace {
std::atomic<std::size_t> g_losses_worked_out{0}; // a count for tests, never read by the rules
} // namespace

KillsApplied losses_of(const Unit& unit, const TroopType& type, long long kills) {
    ++g_losses_worked_out;
    KillsApplied a;
    const long long men = type.starting_men(unit.stands);
    a.asked = kills;
    a.killed_before = ue::record(unit).killed;
    a.applied = std::min(kills, men - ue::record(unit).killed);
    a.excess = kills - a.applied;
    long long after = ue::record(unit).killed + a.applied;
    const bool destroyed_before =
        morale_applies(type) && destroyed_at(ue::record(unit).killed, men);
    if (morale_applies(type) && !destroyed_before && destroyed_at(after, men)) {
        a.destroyed = true;
        after = men;
    }
    // The stands the unit's state loses (stands_off): none of a unit destroyed before, none
    // of a gun, which stays on the table silent once its crew is all killed (UE-ARTY-5).
    a.stands_removed = stands_off(unit, type, after) - stands_off(unit, type, a.killed_before);
    a.silenced = type.is_gun() && a.applied > 0 && after >= men;
    a.killed_after = after;
    return a;
}

const KillsApplied& write_losses(Unit& unit, const KillsApplied& losses) {
    if (ue::record(unit).killed != losses.killed_before) {
        throw std::logic_error("write_losses: " + unit.name +
                               " changed since its losses were "
                               "worked out");
    }
    ue::record(unit).killed = losses.killed_after;
    return losses;
}

KillsApplied apply_kills(Unit& unit, const TroopType& type, long long kills) {
    const KillsApplied a = losses_of(unit, type, kills);
    write_losses(unit, a);
    return a;
}

std::size_t losses_worked_out() {
    return g_losses_worked_out.load();
}

std::vector<std::string> table_lines(const std::string& unit, const KillsApplied& a) {
    std::vector<std::string> lines;
    if (a.excess > 0) {
        lines.push_back(fmt::format("{}: {} kills beyond the men present are dropped (UE-ROSTER-3)",
                                    unit, a.excess));
    }
    const auto stands = [](int n) { return fmt::format("{} stand{}", n, n == 1 ? "" : "s"); };
    if (a.destroyed) {
        lines.push_back(fmt::format(
            "{} is destroyed (75% killed): remove {} (UE-ROSTER-4)", unit,
            a.stands_removed > 0
                ? (a.stands_removed == 1 ? std::string("its last stand")
                                         : fmt::format("its last {}", stands(a.stands_removed)))
                : std::string("it")));
    } else if (a.stands_removed > 0) {
        lines.push_back(fmt::format("remove {} of {}", stands(a.stands_removed), unit));
    }
    if (a.silenced) {
        lines.push_back(fmt::format("{}: its crew is all killed: the gun falls silent and stays "
                                    "on the table (UE-ARTY-5, UE-ROSTER-4); `muster recrew {} "
                                    "--from UNIT` gives it a new crew",
                                    unit, quote_if_needed(unit)));
    }
    return lines;
}

} // namespace muster::ue
