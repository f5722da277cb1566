#include "muster/error.hpp"
#include "muster/ue/move.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/results.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>

namespace muster::ue {

muster::Resolution move(const MoveRequest& args, Env& env, Draft& roster,
                        const RuleBook& rulebook) {
    const UeRuleBook& book = ue_book(rulebook);
    UnitResolver resolver(roster, rulebook);
    const std::vector<Unit*> units = resolve_all(resolver, args.units);
    const Overrides overrides = overrides_arg(args.state);
    Outcome all;
    MoveReport result;
    for (const Unit* unit : units) {
        const Outcome r = describe_move(*unit, book, overrides);
        all.lines.insert(all.lines.end(), r.lines.begin(), r.lines.end());
        all.brief += (all.brief.empty() ? "" : "; ") + r.brief;
        const MoveAllowance a = move_allowance(*unit, book, overrides);
        result.units.push_back(
            {unit->name, a.normal, a.rough, a.fire_and_charge, a.move_and_fire, r.lines});
    }
    muster::Resolution report = begin_resolution("move");
    report.result = result;
    if (env.odds()) {
        report.text = all.lines;
        report.text.emplace_back("(no dice: unbalanced-equality movement is fixed, UE-MOVE-1)");
        report.brief = "move " + all.brief;
        return report;
    }
    end_resolution(report, env, all, apply(all, lookup(roster, {}), book));
    return report;
}

muster::Resolution recrew(const RecrewRequest& request, Env& env, Draft& roster,
                          const RuleBook& rulebook) {
    const std::string& gun_ref = request.gun;
    const std::string& from = request.from;
    const UeRuleBook& book = ue_book(rulebook);
    const Options options = read_options(roster.before());
    UnitResolver resolver(roster, rulebook);
    const std::vector<Unit*> units = resolve_all(resolver, {gun_ref, from});
    const Outcome r = resolve_recrew(*units[0], *units[1], book, options);
    const Applied applied = apply(r, lookup(roster, units), book);
    muster::Resolution report = begin_resolution("recrew");
    report.result = RecrewReport{
        units[0]->name, units[1]->name,
        ue::record(*units[0]).crew_replaced ? book.type(units[0]->type).men_per_stand : 0};
    end_resolution(report, env, r, applied);
    return report;
}

void no_such_step(const std::string& command) {
    throw RuleError(fmt::format("unbalanced-equality has no {} step ({} is a fuzzy-wuzzy rule); "
                                "the UE turn is rally, move, fire, morale, melee, army (UE-SEQ)",
                                command == "recon" ? "reconnaissance" : "casualty recovery",
                                command));
}

} // namespace muster::ue
