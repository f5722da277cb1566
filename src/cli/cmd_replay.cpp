// `muster replay`: the game re-played from its journal through the rules engine; the work is the
// store's (store::replay), this file prints what it found (docs/game-record.md, "Replay").
#include "cli/cmd_replay.hpp"

#include "cli/output.hpp"
#include "muster/engine/event.hpp"
#include "muster/error.hpp"
#include "muster/store/adopt.hpp"
#include "muster/store/replay.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

namespace muster::cli {

namespace {

std::string kind_words(store::ReplayDifference kind) {
    switch (kind) {
    case store::ReplayDifference::hand_edit:
        return "a hand edit of the roster";
    case store::ReplayDifference::altered:
        return "a journal entry altered";
    case store::ReplayDifference::not_a_face:
        return "a die that is not a face of its die";
    case store::ReplayDifference::seed:
        return "a seeded die that does not match its seed";
    case store::ReplayDifference::rules:
        return "the current rules give a different result";
    case store::ReplayDifference::no_beginning:
        return "nothing to replay from";
    case store::ReplayDifference::fair:
        return "the fair dice of a shared game broken";
    case store::ReplayDifference::derived:
        return "a field that is not what the rules and the recorded facts give";
    case store::ReplayDifference::chain:
        return "the chain of seals broken";
    case store::ReplayDifference::signature:
        return "an entry not signed by a player of the shared game";
    case store::ReplayDifference::none:
        break;
    }
    return "none";
}

std::string where(const store::ReplayOutcome& o) {
    return o.line == 0 ? std::string("the roster file")
                       : fmt::format("journal line {} ({})", o.line, o.command);
}

/// What a replay with no difference proves, in one line: as far as the journal's format proves
/// (store::ReplayExtent), said in the verdict itself.
std::string verdict(const store::ReplayOutcome& o) {
    const auto changes = text::plural(static_cast<long long>(o.entries), "change");
    const auto older = o.entries - o.chained - o.version1; // of format 2 or 3
    switch (store::extent_of(o)) {
    case store::ReplayExtent::sealed:
        return fmt::format("{} replayed, the roster is exactly what the rules and the recorded "
                           "dice give",
                           changes);
    case store::ReplayExtent::results:
        return fmt::format("{} replayed, proven only as far as journal format {} proves: the "
                           "results and line changes are what the rules and the recorded dice "
                           "give, but {} of format 2 or 3 {} not sealed field by field nor "
                           "chained, so {} brief lines, rolls and order are not proven",
                           changes, o.format, text::plural(static_cast<long long>(older), "entry"),
                           older == 1 ? "is" : "are", older == 1 ? "its" : "their");
    case store::ReplayExtent::lines:
        break;
    }
    return fmt::format("{} replayed, not proven by the rules: {} of journal format 1 {} no "
                       "request, so {} line changes were applied as recorded, nothing "
                       "re-resolved and no die re-derived; the roster is what those changes give",
                       changes, text::plural(static_cast<long long>(o.version1), "entry"),
                       o.version1 == 1 ? "holds" : "hold", o.version1 == 1 ? "its" : "their");
}

nlohmann::json replay_json(const store::ReplayOutcome& o) {
    nlohmann::json json = {{"proven", o.difference == store::ReplayDifference::none},
                           {"entries", o.entries},
                           {"resolved", o.resolved},
                           {"applied", o.applied},
                           {"version1", o.version1},
                           {"chained", o.chained},
                           {"format", o.format},
                           {"extent", o.difference == store::ReplayDifference::none
                                          ? nlohmann::json(to_string(store::extent_of(o)))
                                          : nlohmann::json(nullptr)},
                           {"rules_revision", std::string(k_rules_revision)},
                           {"difference", nullptr}};
    if (o.difference != store::ReplayDifference::none) {
        json["difference"] = {
            {"kind", to_string(o.difference)},
            {"line", o.line == 0 ? nlohmann::json(nullptr) : nlohmann::json(o.line)},
            {"command", o.command},
            {"detail", o.detail},
            {"field", o.field.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.field)},
            {"rule_ids", o.rule_ids},
            {"recorded_revision", o.recorded_revision}};
    }
    return json;
}

void run_replay(Context& ctx) {
    if (ctx.globals.dry_run || ctx.globals.odds || !ctx.globals.dice_text.empty() ||
        ctx.globals.seed) {
        throw UsageError("replay takes no --dice, --seed, --odds or --dry-run: it changes "
                         "nothing and uses the recorded dice");
    }
    // A sync killed between the journal and the roster it took is finished first (adopt.hpp):
    // the game proven is the one before the sync or the one after, never half of each.
    store::finish_take(ctx.globals.roster_path);
    const auto o = store::replay(ctx.globals.roster_path);
    const bool proven = o.difference == store::ReplayDifference::none;
    if (ctx.globals.format == Format::json) {
        Output report;
        report.command = "replay";
        try { // the envelope's roster fields, when the roster reads (a difference may be why not)
            const auto loaded = store::load(ctx.globals.roster_path);
            report.rules = std::string(loaded.doc.roster.rules);
            report.turn = loaded.doc.roster.turn;
            render::add_roster_fields(report, loaded.doc.roster, *loaded.book);
        } catch (const Error&) {
        }
        report.result = replay_json(o);
        report.brief = proven ? fmt::format("replay: {}", verdict(o))
                              : fmt::format("replay: {} at {}", kind_words(o.difference), where(o));
        *ctx.out << render::json_line(render::output_json(report, style(ctx.globals))) << '\n';
    } else if (proven) {
        fmt::print(*ctx.out, "{}\n", verdict(o));
    } else {
        fmt::print(*ctx.out, "{}: {}: {}\n", where(o), kind_words(o.difference),
                   text::escaped(o.detail));
        if (o.difference == store::ReplayDifference::rules) {
            fmt::print(*ctx.out, "resolved under rules revision {}, this muster plays {}{}\n",
                       o.recorded_revision.empty() ? "(none recorded)" : o.recorded_revision,
                       k_rules_revision,
                       o.rule_ids.empty()
                           ? std::string("; no rule id changed between them")
                           : fmt::format("; rules changed since: {}", fmt::join(o.rule_ids, ", ")));
        }
    }
    if (!proven) {
        throw RuleError(fmt::format("replay: {} at {}", kind_words(o.difference), where(o)));
    }
}

} // namespace

CLI::App* setup_replay(CLI::App& app, Context& ctx) {
    CLI::App* sub = app.add_subcommand(
        "replay", "Prove the game: re-resolve every journal entry with its recorded request and "
                  "dice through the current rules, from `init` to the roster file as it is now. "
                  "Names the first difference: a hand edit, an altered entry, a die not of its "
                  "die, a seeded die not of its seed, a result the rules now give otherwise. "
                  "Exit 0 proven, 1 differs, 3 unreadable; changes nothing.");
    sub->callback([&ctx] { run_replay(ctx); });
    return sub;
}

} // namespace muster::cli
