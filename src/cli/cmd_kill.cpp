#include "cli/cmd_kill.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/ue/unit.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

struct KillOptions {
    std::string name;
    long long count = 0;
};

std::string plural(long long n, std::string_view word) {
    return fmt::format("{} {}{}", n, word, n == 1 || n == -1 ? "" : "s");
}

/// UE: `count` men killed (UE-ROSTER-1), through the one place casualties are written to a UE
/// unit (UE-ROSTER-2..4); a negative count takes back a mistake.
void kill_ue(Unit& unit, const RuleBook& book, long long count, Report& report) {
    const auto& type = ue::ue_book(book).type(unit.type);
    const long long before = unit.killed;
    if (count >= 0) {
        const auto applied = ue::apply_kills(unit, type, count);
        report.text.push_back(fmt::format("{}: {} killed ({} -> {} men killed)", unit.name,
                                          applied.applied, before, unit.killed));
        if (applied.excess > 0) {
            report.text.push_back(fmt::format("{} more dropped: the unit had no more men "
                                              "(UE-ROSTER-3)",
                                              applied.excess));
        }
        report.table = ue::table_lines(unit.name, applied);
        report.result = {{"kills", applied.applied}, {"excess", applied.excess}};
    } else {
        if (-count > unit.killed) {
            throw RuleError(fmt::format("{} has {} killed; cannot take back {}", unit.name,
                                        unit.killed, -count));
        }
        unit.killed += count;
        report.text.push_back(fmt::format("{}: {} taken back ({} -> {} men killed)", unit.name,
                                          -count, before, unit.killed));
        report.result = {{"kills", count}, {"excess", 0}};
    }
    report.brief =
        fmt::format("kill {} {}: killed {} -> {}", unit.name, count, before, unit.killed);
}

/// FW: casualty markers, one per wounded figure (FW-PIECE-2), also counted as taken this move
/// for the fire combat result (FW-FIRE-3); a negative count takes markers back.
void kill_fw(Unit& unit, const Derived& derived, long long count, Report& report) {
    const int before = unit.markers;
    const long long room = std::max(0, derived.figures - unit.dead - unit.markers);
    long long added = count;
    if (count >= 0) {
        added = std::min(count, room);
        if (count > added) {
            report.text.push_back(fmt::format("{} more dropped: every figure already carries a "
                                              "marker",
                                              count - added));
        }
    } else if (-count > unit.markers) {
        throw RuleError(fmt::format("{} carries {}; cannot take back {}", unit.name,
                                    plural(unit.markers, "marker"), -count));
    }
    unit.markers += static_cast<int>(added);
    unit.taken = std::max(0, unit.taken + static_cast<int>(added));
    report.text.insert(
        report.text.begin(),
        fmt::format("{}: {} casualty markers ({} -> {}; taken this move {}). In "
                    "fuzzy-wuzzy `kill` adds casualty markers.",
                    unit.name, added >= 0 ? fmt::format("+{}", added) : fmt::format("{}", added),
                    before, unit.markers, unit.taken));
    report.result = {{"markers", added}};
    report.brief =
        fmt::format("kill {} {}: markers {} -> {}", unit.name, count, before, unit.markers);
}

Report run_kill(const KillOptions& options, Roster& roster, const RuleBook& book) {
    check_count(options.count, "kill");
    Unit& unit = roster_unit(roster, options.name);
    Report report;
    report.command = "kill";
    const Derived before = book.derive(unit, roster);
    if (roster.rules == RuleSet::unbalanced_equality) {
        kill_ue(unit, book, options.count, report);
    } else {
        kill_fw(unit, before, options.count, report);
        const Derived after = book.derive(unit, roster);
        if (after.stands_lost > before.stands_lost) {
            report.table.push_back(fmt::format(
                "{} of {} out of action",
                plural(after.stands_lost - before.stands_lost, "more stand"), unit.name));
        }
    }
    if (options.count < 0) {
        const Derived after = book.derive(unit, roster);
        if (after.stands_lost < before.stands_lost) {
            report.table.push_back(
                fmt::format("put back {} of {}",
                            plural(before.stands_lost - after.stands_lost, "stand"), unit.name));
        }
    }
    return report;
}

} // namespace

CLI::App* setup_kill(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<KillOptions>();
    CLI::App* sub = app.add_subcommand(
        "kill", "Record casualties by hand: UE men killed (UE-ROSTER-1; capped at the men "
                "present, UE-ROSTER-3), FW casualty markers (FW-PIECE-2). A negative N takes "
                "back a mistake.");
    sub->add_option("name", options->name, "the unit's name")->required();
    sub->add_option("count", options->count, "men (UE) or markers (FW); negative corrects")
        ->required();
    sub->callback([options, &ctx] {
        render(
            transact(ctx, [&](Roster& roster,
                              const RuleBook& book) { return run_kill(*options, roster, book); }),
            ctx);
    });
    return sub;
}

} // namespace muster::cli
