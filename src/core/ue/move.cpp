#include "muster/ue/move.hpp"

#include "muster/error.hpp"
#include "muster/ue/record.hpp"

#include <fmt/format.h>

namespace muster::ue {

namespace {

std::string allowance_text(const Allowance& a) {
    return a.rough == 0 ? fmt::format("{}\"", a.normal)
                        : fmt::format("{}\" on normal ground, {}\" on rough", a.normal, a.rough);
}

} // namespace

MoveAllowance move_allowance(const Unit& unit, const UeRuleBook& book, const Overrides& overrides) {
    const TroopType& type = book.type(unit.type);
    const UnitStatus s = status_of(unit, type, Options{}, overrides);
    const StateStats& st = type.stats(s.posture);
    return {st.move.normal, st.move.rough,
            type.charge_bonus > 0 ? st.move.normal + type.charge_bonus : 0,
            type.is_gun() ? type.move_and_fire : 0};
}

Outcome describe_move(const Unit& unit, const UeRuleBook& book, const Overrides& overrides) {
    const TroopType& type = book.type(unit.type);
    const UnitStatus s = status_of(unit, type, Options{}, overrides);
    if (s.destroyed) {
        throw RuleError(fmt::format("{} is destroyed", unit.name));
    }
    Outcome res;
    const StateStats& st = type.stats(s.posture);
    const std::string state =
        s.posture == Posture::any ? "" : fmt::format(", {}", to_string(s.posture));
    res.lines.push_back(fmt::format("{} ({}{}) moves {} (UE-MOVE-1)", unit.name, type.id, state,
                                    allowance_text(st.move)));
    res.brief = fmt::format("{}: {}", unit.name, st.move.text());
    if (type.kind == Kind::mounted_infantry) {
        const StateStats& mounted = type.stats(Posture::mounted);
        const StateStats& dismounted = type.stats(Posture::dismounted);
        res.lines.push_back(fmt::format(
            "or {}\" mounted and {}\" dismounted, mounting or dismounting on the way (mounted "
            "{}, dismounted {})",
            mounted.move.normal / 2, dismounted.move.normal, mounted.move.text(),
            dismounted.move.text()));
    }
    if (type.charge_bonus > 0) {
        res.lines.push_back(fmt::format(
            "fire & charge: +{}\" = {}\" (declare it at the start of movement, UE-CHARGE-1)",
            type.charge_bonus, st.move.normal + type.charge_bonus));
    }
    if (type.is_gun()) {
        res.lines.push_back(
            type.move_and_fire > 0
                ? fmt::format("or {}\" and fire this turn (UE-TYPE-5)", type.move_and_fire)
                : std::string("it cannot move and fire in the same turn "
                              "(UE-TYPE-5)"));
    }
    if (ue::record(unit).falling_back) {
        res.lines.push_back(fmt::format("{} is falling back: it stays put until it rallies "
                                        "(UE-RALLY-1)",
                                        unit.name));
    }
    if (!ue::record(unit).locked.empty()) {
        res.lines.push_back(fmt::format("{} is locked in melee", unit.name));
    }
    return res;
}

Outcome resolve_recrew(const Unit& gun, const Unit& donor, const UeRuleBook& book,
                       const Options& options) {
    const TroopType& gun_type = book.type(gun.type);
    const TroopType& donor_type = book.type(donor.type);
    if (!gun_type.is_gun()) {
        throw RuleError(fmt::format("{} is {}, not a gun", gun.name, gun_type.id));
    }
    const UnitStatus gs = status_of(gun, gun_type, options);
    if (ue::record(gun).gun_hits >= k_hits_to_destroy_gun) {
        throw RuleError(fmt::format("{} is destroyed ({} hits, UE-ARTY-4): a gun destroyed by "
                                    "hits is never recrewed (UE-ROSTER-4)",
                                    gun.name, ue::record(gun).gun_hits));
    }
    if (!gs.silent) {
        throw RuleError(fmt::format("{} still has {} crew: only a gun whose crew is all killed "
                                    "takes a new one (UE-ARTY-5)",
                                    gun.name, gs.men_left));
    }
    if (!donor_type.is_infantry()) {
        throw RuleError(fmt::format("{} is {}: a new crew comes from an infantry unit "
                                    "(UE-ARTY-5)",
                                    donor.name, donor_type.id));
    }
    const UnitStatus ds = status_of(donor, donor_type, options);
    const long long crew = gs.men;
    if (ds.destroyed || ds.men_left < crew) {
        throw RuleError(fmt::format("{} has {} men; a crew needs {} (UE-ARTY-5)", donor.name,
                                    ds.men_left, crew));
    }
    Outcome res;
    Effect& g = res.effect(gun.name);
    g.set_killed = 0;
    g.crew_replaced = true;
    res.effect(donor.name).kills = crew;
    res.steps.push_back(fmt::format("{}: {} men from {} ({} -> {} men) (UE-ARTY-5)", gun.name, crew,
                                    donor.name, ds.men_left, ds.men_left - crew));
    res.lines.push_back(fmt::format("{} has a new crew of {} from {}: from now on it fires at "
                                    "half against troops and hits guns only on 1-2 (UE-ARTY-5)",
                                    gun.name, crew, donor.name));
    res.brief = fmt::format("{} from {}: {} men", gun.name, donor.name, crew);
    res.table.push_back(fmt::format("move {} men of {} to the gun {}", crew, donor.name, gun.name));
    return res;
}

} // namespace muster::ue
