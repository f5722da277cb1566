#include "cli/transact.hpp"

#include "cli/store.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <optional>
#include <sys/stat.h>

namespace muster::cli {

namespace {

bool file_exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0;
}

} // namespace

Report transact_units(Context& ctx, const std::vector<std::string>& refs,
                      const std::function<Report(Roster&, const RuleBook&)>& change) {
    if (ctx.globals.roster_given || refs.empty() || file_exists(ctx.globals.roster_path)) {
        return transact(ctx, change);
    }
    std::optional<RuleSet> rules;
    for (const auto& ref : refs) {
        auto own = rules_of_ad_hoc(ref);
        if (!own) {
            return transact(ctx, change); // a roster name: say there is no roster
        }
        if (rules && *rules != *own) {
            throw UsageError(
                fmt::format("`{}` and `{}` are types of different rule sets", refs.front(), ref));
        }
        rules = own;
    }
    Roster roster;
    roster.rules = *rules;
    const auto book = make_rulebook(roster.rules);
    Report report = change(roster, *book);
    if (report.rules.empty()) {
        report.rules = std::string(to_string(roster.rules));
    }
    return report;
}

Report resolve(Context& ctx, const Request& request, bool ad_hoc) {
    const auto change = [&](Roster& roster, const RuleBook& book) -> Report {
        return book.resolve(request, roster, ctx);
    };
    return ad_hoc ? transact_units(ctx, named_units(request), change) : transact(ctx, change);
}

} // namespace muster::cli
