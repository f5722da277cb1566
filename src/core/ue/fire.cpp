#include "muster/ue/fire.hpp"

#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::ue {

namespace {

std::string inches(double d) {
    return fmt::format("{:g}\"", d);
}

std::string bands_text(const TroopType& type) {
    if (type.ranges.one_band()) {
        return fmt::format(R"(one band: up to {}", counted as medium)", type.ranges.medium);
    }
    return fmt::format("long {}\", medium {}\", short {}\"", type.ranges.long_range,
                       type.ranges.medium, type.ranges.short_range);
}

/// A factor with its reason, for the --explain steps.
struct Factor {
    Ratio value;
    std::string why;
};

std::string factors_text(const std::vector<Factor>& factors) {
    std::string text;
    for (const auto& f : factors) {
        text += fmt::format(" x {} ({})", f.value.text(), f.why);
    }
    return text;
}

Ratio product(Ratio start, const std::vector<Factor>& factors) {
    for (const auto& f : factors) {
        start = start * f.value;
    }
    return start;
}

void check_can_fire(const Unit& firer, const UnitStatus& s) {
    if (s.type->is_gun() && ue::record(firer).gun_hits >= k_hits_to_destroy_gun) {
        throw RuleError(fmt::format("{} is destroyed ({} hits, UE-ARTY-4) and cannot fire",
                                    firer.name, ue::record(firer).gun_hits));
    }
    if (s.silent) {
        throw RuleError(fmt::format("{} is silent: its crew is all killed (UE-ARTY-5); give it a "
                                    "new crew with 'muster recrew {} --from UNIT'",
                                    firer.name, quote_if_needed(firer.name)));
    }
    if (s.destroyed || s.stands_left <= 0) {
        throw RuleError(fmt::format("{} is destroyed and cannot fire", firer.name));
    }
}

} // namespace

Ratio range_factor(Band band) {
    switch (band) {
    case Band::short_range:
        return k_short_range_factor;
    case Band::long_range:
        return k_long_range_factor;
    default:
        return k_medium_range_factor;
    }
}

Band band_for(const RangeSpec& range, const TroopType& type, const std::string& firer) {
    const Ranges& r = type.ranges;
    if (range.band) {
        if (r.one_band() && *range.band != Band::medium) {
            throw RuleError(fmt::format("{} ({}) has {}; give --range medium or --distance", firer,
                                        type.id, bands_text(type)));
        }
        return *range.band;
    }
    const double d = range.distance.value_or(0.0);
    if (r.one_band()) {
        if (d <= r.medium) {
            return Band::medium;
        }
    } else if (d <= r.short_range) {
        return Band::short_range;
    } else if (d <= r.medium) {
        return Band::medium;
    } else if (d <= r.long_range) {
        return Band::long_range;
    }
    throw RuleError(fmt::format("out of range: {} ({}) at {} ({})", firer, type.id, inches(d),
                                bands_text(type)));
}

FireResult resolve_fire(const FireInput& in, const UeRuleBook& book, const Options& options,
                        dice::DiceSource& dice) {
    FireResult out;
    Outcome& res = out.resolution;
    const Unit& target = *in.target;
    const TroopType& target_type = book.type(target.type);
    const bool infantry_firing = std::any_of(in.firers.begin(), in.firers.end(), [&](auto* f) {
        const Kind k = book.type(f->type).kind;
        return k == Kind::regular_infantry || k == Kind::mounted_infantry;
    });
    const UnitStatus ts =
        status_of(target, target_type, options, infantry_firing ? Overrides{} : in.overrides);
    if (ts.destroyed || ts.men_left == 0) {
        throw RuleError(fmt::format("{} is already destroyed", target.name));
    }
    out.against_gun = target_type.is_gun();
    out.vs_gun = out.against_gun && in.vs == VsGun::gun;
    if (in.vs == VsGun::gun && !out.against_gun) {
        throw UsageError(fmt::format("--vs gun: {} is not a gun", target.name));
    }
    const bool cover = in.cover || ue::record(target).cover;
    const bool closed_target =
        target_type.kind == Kind::regular_infantry && ts.posture == Posture::closed;

    if (in.single_stand) {
        const bool one_regular_stand =
            in.firers.size() == 1 &&
            book.type(in.firers.front()->type).kind == Kind::regular_infantry;
        if (!one_regular_stand) {
            throw RuleError("--single-stand: the fire must come from one regular infantry unit "
                            "(UE-MORALE-2)");
        }
    }

    for (const Unit* firer_ptr : in.firers) {
        const Unit& firer = *firer_ptr;
        if (&firer == &target || firer.name == target.name) {
            throw UsageError(fmt::format("{} cannot fire at itself", firer.name));
        }
        const TroopType& type = book.type(firer.type);
        if (!firer.side.empty() && firer.side == target.side) {
            throw RuleError(fmt::format("{} and {} are both side {}: a unit fires at the enemy, "
                                        "never at its own side (UE-TYPE-2)",
                                        firer.name, target.name, firer.side));
        }
        if (in.guns_only && !type.is_gun()) {
            throw RuleError(fmt::format("{} is {}, not a gun: use 'muster fire' for small arms",
                                        firer.name, type.id));
        }
        Overrides ov = in.overrides;
        // UE-FIRE-4: the last stand of a company fires open unless --closed says it touches
        // another company's stand.
        UnitStatus fs = status_of(firer, type, options, ov);
        if (type.kind == Kind::regular_infantry && fs.stands_left == 1 &&
            ov.formation != Posture::closed) {
            ov.formation = Posture::open;
            fs = status_of(firer, type, options, ov);
        }
        check_can_fire(firer, fs);
        FirerResult fr;
        fr.name = firer.name;
        fr.band = band_for(in.range, type, firer.name);
        out.band = closest(out.band, fr.band);
        std::vector<Factor> factors;
        factors.push_back({range_factor(fr.band), fmt::format("{} range", to_string(fr.band))});
        const auto half = [&](std::string why) {
            if (fs.half_strength) {
                factors.push_back({k_half_strength_factor, std::move(why)});
            }
        };
        const auto defensive = [&] {
            if (cover) {
                factors.push_back({k_defensive_factor, "target in a defensive position"});
            }
        };
        const auto replaced = [&] {
            if (ue::record(firer).crew_replaced) {
                factors.push_back({k_replaced_crew_factor, "crew replaced"});
            }
        };
        if (type.kind == Kind::cannon) {
            const auto own = dice.for_unit(firer.name); // --dice UNIT=V
            const int roll = dice.roll(dice::Die::d6(), fmt::format("{} artillery", firer.name));
            fr.roll = roll;
            if (out.vs_gun) {
                const int hit_on =
                    ue::record(firer).crew_replaced ? k_gun_hit_on_replaced : k_gun_hit_on;
                fr.hit = roll <= hit_on;
                out.gun_hits += fr.hit ? 1 : 0;
                res.steps.push_back(
                    fmt::format("{}: D6 {} against the gun: {} on 1-{}{} (UE-ARTY-4)", firer.name,
                                roll, fr.hit ? "hit" : "miss", hit_on,
                                ue::record(firer).crew_replaced ? ", crew replaced" : ""));
            } else {
                const int table_kills = type.artillery.at(static_cast<std::size_t>(roll - 1));
                const bool bonus = table_kills > 0 && closed_target && !out.against_gun;
                const long long base = table_kills + (bonus ? k_closed_order_bonus : 0);
                half("crew at half strength");
                replaced();
                defensive();
                const Ratio total = product(Ratio{base, 1}, factors);
                fr.kills = floor_of(total);
                res.steps.push_back(fmt::format(
                    "{}: D6 {} -> {} (UE-ARTY-1, {} crew){}{} = {} -> {} kills", firer.name, roll,
                    table_kills == 0 ? std::string("miss") : fmt::format("{}", table_kills),
                    to_string(type.klass),
                    bonus ? fmt::format(" + {} (closed order, UE-ARTY-2)", k_closed_order_bonus)
                          : std::string(),
                    factors_text(factors), total.text(), fr.kills));
            }
        } else if (out.vs_gun) {
            throw RuleError(fmt::format("{}: only a cannon can hit a gun (UE-ARTY-4); small arms "
                                        "and Maxims kill the crew (UE-FIRE-7)",
                                        firer.name));
        } else if (type.kind == Kind::maxim) {
            half("crew at half strength");
            defensive();
            replaced();
            const Ratio total = product(Ratio{type.maxim_kills, 1}, factors);
            fr.kills = floor_of(total);
            res.steps.push_back(fmt::format("{}: Maxim {} a shot (UE-FIRE-5){} = {} -> {} kills",
                                            firer.name, type.maxim_kills, factors_text(factors),
                                            total.text(), fr.kills));
        } else {
            const StateStats& st = type.stats(fs.posture);
            half("firer at half strength");
            defensive();
            if (in.single_stand) {
                // UE-MORALE-2a: a single stand firing alone counts its own figures only.
                const long long stand_cp =
                    std::min<long long>(fs.figures_left, type.figures_per_stand()) *
                    k_men_per_figure;
                fs.cp = options.combat_power == CombatPower::men
                            ? std::min<long long>(fs.men_left, type.men_per_stand)
                            : stand_cp;
                fs.figures_left = std::min(fs.figures_left, type.figures_per_stand());
                fs.men_left = std::min<long long>(fs.men_left, type.men_per_stand);
            }
            const Ratio total = product(Ratio{fs.cp, 1} * st.rate, factors);
            fr.kills = floor_of(total);
            std::string cp_text = fmt::format("{} figures x 15", fs.figures_left);
            if (options.combat_power == CombatPower::men) {
                cp_text = fmt::format("{} men present, OPT-1 combat-power men", fs.men_left);
            }
            if (fs.horse_holders > 0) {
                cp_text += fmt::format(", less {} holding horses (UE-FIRE-9)",
                                       text::plural(fs.horse_holders, "figure"));
            }
            const std::string state =
                fs.posture == Posture::any ? "" : fmt::format(" ({})", to_string(fs.posture));
            res.steps.push_back(fmt::format("{}: CP {} ({}) x rate {}{}{} = {} -> {} kills "
                                            "(UE-FIRE-3)",
                                            firer.name, fs.cp, cp_text, st.rate.text(), state,
                                            factors_text(factors), total.text(), fr.kills));
        }
        out.kills += fr.kills;
        out.firers.push_back(std::move(fr));
    }

    if (out.firers.size() > 1) {
        res.steps.push_back(
            fmt::format("total: {} kills, each firer floored (UE-FIRE-6)", out.kills));
    }
    std::string firer_names;
    for (const auto& f : out.firers) {
        firer_names += (firer_names.empty() ? "" : ", ") + f.name;
    }
    if (out.vs_gun) {
        const int hits_after =
            std::min(k_hits_to_destroy_gun, ue::record(target).gun_hits + out.gun_hits);
        res.lines.push_back(fmt::format("{} at the gun {}: {} ({} of {} to destroy it)",
                                        firer_names, target.name, text::plural(out.gun_hits, "hit"),
                                        hits_after, k_hits_to_destroy_gun));
        res.brief =
            fmt::format("{} -> {} gun: {}, {}/{}", firer_names, target.name,
                        text::plural(out.gun_hits, "hit"), hits_after, k_hits_to_destroy_gun);
        if (out.gun_hits > 0) {
            res.effect(target.name).gun_hits = out.gun_hits;
        }
        out.target_destroyed = hits_after >= k_hits_to_destroy_gun;
        return out;
    }

    // The losses, worked out once: the effect carries them to `apply` (issue 39).
    const KillsApplied losses = losses_of(target, target_type, out.kills);
    const long long applied = losses.applied;
    out.target_destroyed = losses.destroyed;
    res.lines.push_back(fmt::format("{} at {} ({}{}): {} killed{}", firer_names, target.name,
                                    to_string(out.band), cover ? ", in cover" : "", out.kills,
                                    out.against_gun ? " of the crew (UE-FIRE-7)" : ""));
    res.brief = fmt::format("{} -> {} {}{}: {} killed", firer_names, target.name,
                            to_string(out.band), cover ? " cover" : "", out.kills);
    if (out.kills > 0) {
        res.effect(target.name).kills = out.kills;
        res.effect(target.name).losses = losses;
    }
    Effect& e = res.effect(target.name);
    e.marks.push_back(ue::mark::fired_at);
    // UE-MORALE-2a: the single-stand benefit holds only while all the turn's fire at the target
    // came from one stand: a unit down to its last stand, or one stand of a company firing alone
    // (--single-stand). A first such fire gives it, any other fire takes it away.
    const bool one_stand =
        in.firers.size() == 1 && out.firers.size() == 1 &&
        book.type(in.firers.front()->type).kind == Kind::regular_infantry &&
        (in.single_stand ||
         status_of(*in.firers.front(), book.type(in.firers.front()->type), options).stands_left ==
             1);
    const bool first_fire = !has_mark(target.done, ue::mark::fired_at);
    const bool single = one_stand && first_fire;
    if (single != ue::record(target).single_stand) {
        e.single_stand = single;
        if (!single && ue::record(target).single_stand) {
            res.steps.push_back(fmt::format("{}: fired on again this turn: no single-stand benefit "
                                            "for its test (UE-MORALE-2a)",
                                            target.name));
        }
    }
    if (single && !in.single_stand) {
        res.steps.push_back(fmt::format("{}: fired on by {} alone, down to one stand: the "
                                        "single-stand benefit for its test (UE-MORALE-2a)",
                                        target.name, in.firers.front()->name));
    }
    if (target_type.klass != TypeClass::native || out.target_destroyed) {
        return out;
    }
    // UE-MORALE-6: one test a turn, after all fire: fire that reaches a unit that has tested
    // owes no second test, and the output says so rather than ask for one `morale` refuses.
    if (has_mark(target.done, ue::mark::morale)) {
        out.tested_already = true;
        res.brief += fmt::format("; {} already tested", target.name);
        res.table.push_back(fmt::format("{} already took its morale test this turn: this fire owes "
                                        "no second test (UE-MORALE-6)",
                                        target.name));
        return out;
    }
    // UE-MORALE-2: a defensive position given for this fire counts for the test.
    if (in.cover && !ue::record(target).cover) {
        e.marks.push_back(ue::mark::in_cover);
    }
    // UE-MORALE-3: the closest band of all the turn's fire, with or without casualties.
    const Band band = closest(ue::record(target).fired, out.band);
    if (band != ue::record(target).fired) {
        e.fired = band;
    }
    const bool hurt_before =
        ue::record(target).fired != Band::none && !has_mark(target.done, ue::mark::unhurt);
    // UE-FIRE-8: a native target that took casualties this turn must test morale.
    if (applied > 0) {
        out.morale_due = true;
        if (has_mark(target.done, ue::mark::unhurt)) {
            e.unmarks.push_back(ue::mark::unhurt);
        }
    } else if (!hurt_before) {
        if (!has_mark(target.done, ue::mark::unhurt)) {
            e.marks.push_back(ue::mark::unhurt);
        }
        return out;
    }
    out.morale_due = true;
    res.brief += fmt::format("; {} morale due", target.name);
    // A ready-to-type command, the band given: the same test as the band recorded on a roster
    // unit (UE-MORALE-3), and the only way for an ad-hoc target (nothing recorded).
    res.table.push_back(fmt::format("{} must test morale at {} range (muster morale {} "
                                    "--range {}{})",
                                    target.name, to_string(band), quote_if_needed(target.name),
                                    to_string(band),
                                    cover && !ue::record(target).cover ? " --cover" : ""));
    return out;
}

} // namespace muster::ue
