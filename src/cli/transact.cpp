#include "cli/transact.hpp"

#include "muster/engine/names.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/unit_delta.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/heap.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/fair_request.hpp"
#include "muster/remote/game.hpp"
#include "muster/store/scratch.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <optional>
#include <set>
#include <sys/stat.h>

namespace muster::cli {

namespace {

bool file_exists(const std::string& path) {
    if (store::scratch_game_active()) {
        const auto* copy = store::scratch_copy(path);
        return copy != nullptr && copy->roster.has_value();
    }
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0;
}

/// "unknown type `zulu-spearz` in `zulu-spearz:6` (did you mean `zulu-spears`? ...), and no
/// roster file ...": the ad-hoc unit's type is misspelt (exit 2), not the roster missing.
std::string unknown_ad_hoc_type(std::string_view ref, const std::string& roster_path) {
    const std::string_view type = ref.substr(0, ref.find(':'));
    std::vector<std::string> ids;
    for (const auto& rules : rule_sets()) {
        for (auto& id : rules.make()->type_ids()) {
            ids.push_back(std::move(id));
        }
    }
    const std::string near = nearest(type, ids);
    return fmt::format("unknown type `{}` in `{}` ({}`muster types --rules RULES` lists them), "
                       "and no roster file {} for a unit of that name",
                       text::escaped(type), text::escaped(ref),
                       near.empty() ? std::string() : fmt::format("did you mean `{}`? ", near),
                       text::escaped(roster_path));
}

/// A unit of the roster named twice in one list of a command (`charge X --at A A A`, issue 20) is a
/// bad command line (exit 2): it would fire, fight or be counted twice. (Ad hoc units, which are
/// type names, may repeat: two units of one type.)
void refuse_repeated_units(const Request& request, const Roster& roster) {
    const auto check = [&](const std::vector<std::string>& list) {
        std::set<std::string_view> seen;
        for (const auto& name : list) {
            if (!seen.insert(name).second &&
                std::any_of(roster.units.begin(), roster.units.end(),
                            [&](const Unit& unit) { return unit.name == name; })) {
                throw UsageError(fmt::format("{} is named twice: name each unit once", name));
            }
        }
    };
    if (const auto* own = std::get_if<BookRequest>(&request.base())) {
        check(own->units); // each list of units apart: a unit may be one side's and fired at
        for (const auto& [option, units] : own->unit_options) {
            check(units);
        }
    }
}

} // namespace

store::LoadedRoster load_document(const Context& ctx) {
    return store::load(ctx.globals.roster_path);
}

void charge_journal(const Context& ctx, std::string_view command, const Cost& per_byte) {
    struct stat st {};
    if (::lstat(store::journal_path(ctx.globals.roster_path).c_str(), &st) != 0 ||
        !S_ISREG(st.st_mode)) {
        return; // none, or not a file: the reader says so
    }
    const auto bytes = static_cast<double>(st.st_size);
    Budget::current().charge({bytes * per_byte.seconds, bytes * per_byte.memory, 0},
                             fmt::format("{}: the journal of {:.0f} MB", command, bytes / 1e6),
                             " to read", "it is one JSON line a change: read it with a text tool");
}

Roster load_roster(const Context& ctx) {
    return load_document(ctx).doc.roster;
}

Output transact(Context& ctx, const std::function<Outcome(const Roster&, const RuleBook&)>& change,
                const AnyRequest* request) {
    store::Mode mode;
    mode.request = request ? request_json(*request) : nlohmann::json(nullptr);
    mode.solo = ctx.solo;
    if (ctx.globals.dice_text.empty()) {
        mode.seed = ctx.globals.seed;
    }
    // --odds computes every outcome and changes nothing, like --dry-run (docs/before-the-dice.md).
    // A dry-run script saves to its copy in memory (store::ScratchGame): line 2 sees line 1.
    mode.write = !ctx.globals.odds && (!ctx.globals.dry_run || store::scratch_game_active());
    mode.dice_source = dice_source(ctx.globals);
    const auto run = [&](const Roster& roster, const RuleBook& book,
                         const std::vector<RecordedChange>& history) -> Outcome {
        ctx.history = history; // the engine is handed the turn's history (Env::history)
        return change(roster, book);
    };
    if (mode.write && remote::is_shared(ctx.globals.roster_path)) {
        remote::refuse_save(ctx.globals.roster_path);
        if (request != nullptr && mode.dice_source == "random") {
            if (auto pending =
                    remote::ask_fair_dice(ctx.globals.roster_path, mode, run, *ctx.err)) {
                return Output(std::move(*pending));
            }
        }
    }
    auto done = store::transact(ctx.globals.roster_path, mode, run);
    Output report(std::move(done.resolution));
    render::add_roster_fields(report, done.after, *done.book);
    if (done.changed && ctx.globals.dry_run) {
        report.text.emplace_back("(dry run: the roster was not changed)");
    }
    // The roster before and after: freed by the next change, or whole at the process's end.
    keep_until_exit(std::make_shared<store::Transaction>(std::move(done)));
    return report;
}

Output transact_units(Context& ctx, const std::vector<std::string>& refs,
                      const std::function<Outcome(const Roster&, const RuleBook&)>& change,
                      const AnyRequest* request) {
    if (ctx.globals.roster_given || refs.empty() || file_exists(ctx.globals.roster_path)) {
        return transact(ctx, change, request);
    }
    std::optional<std::string> rules;
    for (const auto& ref : refs) {
        auto own = rules_of_ad_hoc(ref);
        if (!own && (ref.find(':') != std::string::npos || rules)) {
            // TYPE:STANDS, or a word beside ad-hoc units: a misspelt type, not a roster's unit.
            throw UsageError(unknown_ad_hoc_type(ref, ctx.globals.roster_path));
        }
        if (!own) {
            return transact(ctx, change, request); // a roster name: say there is no roster
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
    Output report(change(roster, *book).resolution); // ad-hoc units: nothing to write
    report.turn = std::nullopt; // no roster, no turn (a `tN` line is one the journal keeps)
    if (report.rules.empty()) {
        report.rules = std::string(roster.rules);
    }
    return report;
}

/// `--dice NAME=V` names a unit of the roster or of the command (an ad-hoc `TYPE[:STANDS]`);
/// any other name is a slip (a misspelt unit), refused with the closest names (exit 2) rather
/// than left to run out of plain values.
void refuse_unknown_dice_units(const Context& ctx, const Request& request, const Roster& roster) {
    const auto units = named_units(request);
    for (const auto& name : ctx.dice_units()) {
        if (roster.find(name) != nullptr || std::ranges::find(units, name) != units.end()) {
            continue;
        }
        try {
            roster_unit(roster, name);
        } catch (const UsageError& e) {
            throw UsageError(fmt::format("--dice {}=: {}", text::escaped(name), e.what()));
        }
    }
}

Output resolve(Context& ctx, const Request& request, bool ad_hoc) {
    const AnyRequest any = request;
    const auto change = [&](const Roster& roster, const RuleBook& book) -> Outcome {
        refuse_repeated_units(request, roster);
        refuse_unknown_dice_units(ctx, request, roster);
        refuse_undeclared_options(book, request);
        return muster::resolve(roster, any, book, ctx);
    };
    return ad_hoc ? transact_units(ctx, named_units(request), change, &any)
                  : transact(ctx, change, &any);
}

Output edit(Context& ctx, const AnyRequest& request) {
    return transact(
        ctx,
        [&](const Roster& roster, const RuleBook& book) -> Outcome {
            return muster::resolve(roster, request, book, ctx);
        },
        &request);
}

void create_roster(Context& ctx, const std::string& text, bool force) {
    if (!ctx.globals.dry_run || store::scratch_game_active()) {
        store::create(ctx.globals.roster_path, text, force);
    }
}

Output undo_changes(Context& ctx, int count) {
    if (!ctx.globals.dry_run && remote::is_shared(ctx.globals.roster_path)) {
        // This player's request no link has answered yet is withdrawn (docs/remote-play.md)
        if (const auto line = remote::withdraw_request(ctx.globals.roster_path)) {
            Output report;
            report.command = "undo";
            report.brief =
                fmt::format("undo: withdrew the fair roll asked at journal line {}", *line);
            report.text.push_back(fmt::format("withdrew the fair roll asked at journal line {} "
                                              "(no link was given for it); `muster sync` "
                                              "sends it",
                                              *line));
            report.result = {{"undone", nlohmann::json::array()}, {"withdrawn", *line}};
            return report;
        }
        remote::refuse_save(ctx.globals.roster_path);
    }
    const auto done = store::undo(ctx.globals.roster_path, count,
                                  ctx.globals.dry_run && !store::scratch_game_active());
    Output report;
    report.command = "undo";
    report.rules = std::string(done.before.rules);
    for (const auto& brief : done.briefs) {
        report.text.push_back(fmt::format("undone: {}", text::escaped(brief)));
    }
    if (done.ran_out) {
        const auto n = done.briefs.size();
        report.text.push_back("nothing more to undo after " +
                              text::plural(static_cast<long long>(n), "change"));
    }
    if (done.after.rules == done.before.rules) {
        report.deltas = unit_deltas(done.before, done.after, *done.book);
    } else { // an `init --force` undone: the other rule set's roster is back
        report.rules = std::string(done.after.rules);
        report.text.push_back(fmt::format("the roster plays {} again", report.rules));
    }
    report.turn = done.after.turn;
    if (done.after.rules == done.before.rules) { // (else the book of `after` is not at hand)
        render::add_roster_fields(report, done.after, *done.book);
    }
    report.result["undone"] = done.briefs;
    report.brief = fmt::format("undo {}", fmt::join(done.briefs, "; "));
    if (ctx.globals.dry_run) {
        report.text.emplace_back("(dry run: the roster was not changed)");
    }
    return report;
}

} // namespace muster::cli
