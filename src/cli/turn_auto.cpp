#include "cli/turn_auto.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/auto_turn.hpp"
#include "muster/engine/record.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/results.hpp"
#include "muster/error.hpp"
#include "muster/remote/game.hpp"
#include "muster/store/scratch.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <map>
#include <memory>
#include <ostream>

namespace muster::cli {

namespace {

/// A context for one step: the run's options and streams, dice from the run's source.
std::unique_ptr<Context> step_context(const Context& ctx, dice::DiceSource* run) {
    auto step = std::make_unique<Context>();
    step->globals = ctx.globals;
    step->out = ctx.out;
    step->err = ctx.err;
    if (run != nullptr) {
        step->m_dice = std::make_unique<SliceSource>(*run);
    } else {
        step->globals.dice_text.clear(); // the turn itself throws no dice
    }
    return step;
}

std::string stop_message(const Roster& roster, const Owed& owed, int thrown) {
    return fmt::format("turn --auto stopped{} at {}: it needs your decision ({}); settle it "
                       "with `{}`, then `muster turn --auto` again; {} {} not advanced",
                       thrown > 0 ? " after " + text::plural(thrown, "test") : std::string(),
                       owed_item_text(owed), owed.choice, owed_command(owed),
                       period_word(roster.rules), roster.turn);
}

/// A `turn` output for a turn --auto that does not advance the turn (yet): a dry run's plan, or
/// a run stopped at an item that needs a decision. Its envelope is the roster's as it stands,
/// its result the tests (`rolls`), `advanced` (a plan: whether the turn would) and `stopped`.
Output unadvanced_turn(const Roster& roster, const RuleBook& book,
                       std::vector<nlohmann::json> rolls, const std::optional<Owed>& stop) {
    Output report;
    report.command = "turn";
    report.rules = std::string(roster.rules);
    report.turn = roster.turn;
    render::add_roster_fields(report, roster, book);
    report.result =
        results::TurnRun{results::Turn{roster.turn, {}, {}, {}, {}}, !stop, std::move(rolls), stop};
    return report;
}

/// The plan as one JSON object (issue 39): the turn's envelope, `dry_run` true, and in its
/// result each test it would throw (`rolls[]`: the owed item and the dice it takes, their
/// values only when typed), the item it would stop at, and whether the turn would advance.
void print_plan_json(Context& ctx, const Roster& roster, const RuleBook& book, const TurnPlan& plan,
                     bool typed) {
    std::vector<nlohmann::json> rolls;
    rolls.reserve(plan.steps.size());
    for (const auto& step : plan.steps) {
        nlohmann::json needed = nlohmann::json::array();
        for (const auto& d : step.dice) {
            needed.push_back({{"die", d.die}, {"for", d.purpose}});
        }
        rolls.push_back(
            {{"owed", owed_json(step.owed)},
             {"dice_needed", needed},
             {"dice", typed ? render::dice_json(step.dice, "typed") : nlohmann::json::array()},
             {"brief", nullptr},
             {"result", nullptr},
             {"changes", nlohmann::json::array()},
             {"events", nlohmann::json::array()},
             {"table", nlohmann::json::array()}});
    }
    render(unadvanced_turn(roster, book, std::move(rolls), plan.stop), ctx);
}

void print_plan(const Context& ctx, const Roster& roster, const TurnPlan& plan, bool typed) {
    std::ostream& out = *ctx.out;
    const auto period = period_word(roster.rules);
    if (plan.steps.empty() && !plan.stop) {
        fmt::print(out, "turn --auto: nothing owed; it would advance to {} {} (dry run)\n", period,
                   roster.turn + 1);
        return;
    }
    fmt::print(out, "turn --auto would throw, in the rules' order (dry run: nothing saved):\n");
    int n = 0;
    for (const auto& step : plan.steps) {
        std::map<std::string, int> count;
        std::vector<std::string> values;
        for (const auto& d : step.dice) {
            ++count[d.die];
            values.push_back(std::to_string(d.value));
        }
        std::vector<std::string> dice;
        dice.reserve(count.size());
        for (const auto& [die, k] : count) {
            dice.push_back(fmt::format("{} {}", k, die));
        }
        fmt::print(out, "  {}. {}: {}{}\n", ++n, text::escaped(owed_item_text(step.owed)),
                   dice.empty() ? std::string("no dice") : fmt::format("{}", fmt::join(dice, ", ")),
                   typed && !values.empty() ? fmt::format(" (--dice {})", fmt::join(values, ","))
                                            : std::string());
    }
    if (plan.stop) {
        fmt::print(out, "  then stop: {} needs your decision ({}); {} {} not advanced\n",
                   text::escaped(owed_item_text(*plan.stop)), plan.stop->choice, period,
                   roster.turn);
    } else {
        fmt::print(out, "  then {} {}\n", period, roster.turn + 1);
        if (!typed) {
            fmt::print(out, "A test's result may owe another (a retreat owes a rally): --auto "
                            "throws it in its place.\n");
        }
    }
}

/// One test as `turn --auto`'s JSON lists it (`result.rolls[]`): the owed item it settled and
/// what its own command prints (brief, dice, result, changes, events, table).
nlohmann::json roll_json(const Owed& owed, const Output& report, const Context& ctx) {
    const auto json = output_json(report, style(ctx.globals));
    return {{"owed", owed_json(owed)},  {"dice_needed", nlohmann::json::array()},
            {"dice", json["dice"]},     {"brief", json["brief"]},
            {"result", json["result"]}, {"changes", json["changes"]},
            {"events", json["events"]}, {"table", json["table"]}};
}

/// One test's line and its table actions, as --auto prints them in text and brief.
void print_step(const Output& report, Context& ctx) {
    if (ctx.globals.format != Format::text) {
        render(report, ctx);
        return;
    }
    *ctx.out << text::escaped(brief_with_dice(report.brief, report.dice)) << '\n';
    for (const auto& action : report.table) {
        fmt::print(*ctx.out, "  - {}\n", text::escaped(action));
    }
}

} // namespace

void run_auto_turn(Context& ctx) {
    if (ctx.globals.odds) {
        throw UsageError("turn --auto throws dice and saves them; --odds is for one resolution");
    }
    if (!ctx.globals.dry_run && ctx.globals.dice_text.empty() && !ctx.globals.seed &&
        remote::is_shared(ctx.globals.roster_path)) {
        throw UsageError("turn --auto in a shared game: fair dice are asked for one test at a "
                         "time (docs/remote-play.md): settle each with its own command, or give "
                         "the dice thrown on camera with --dice");
    }
    const auto loaded = load_document(ctx);
    const Roster& roster = loaded.doc.roster;
    const auto book = make_rulebook(roster);
    const bool typed = !ctx.globals.dice_text.empty();
    dice::DiceSource& run = ctx.dice(); // typed, seeded or random: one source for the run

    // A dry run lists the plan; inside `--dry-run -` (a rehearsal on a copy in memory) it
    // throws and advances as the real script would, so the rehearsal ends where the run will.
    const bool list_only = ctx.globals.dry_run && !store::scratch_game_active();
    if (typed || list_only) {
        // Typed dice: the whole run on a copy first, so that too few or too many values are
        // refused before any test is saved. A dry run stops here.
        auto source = std::make_unique<Context>();
        source->globals = ctx.globals;
        dice::DiceSource& plan_run = typed ? source->dice() : run;
        const TurnPlan plan = plan_auto_turn(roster, *book, plan_run, typed);
        if (typed) {
            source->finish_dice();
        }
        if (list_only && ctx.globals.format == Format::json) {
            print_plan_json(ctx, roster, *book, plan, typed);
            return;
        }
        if (list_only) {
            print_plan(ctx, roster, plan, typed);
            return;
        }
    }

    // With --json the run is one object (issue 39): each test's own output is kept and listed
    // in the turn's `result.rolls`, its dice in the envelope's `dice`, in the order thrown.
    const bool json = ctx.globals.format == Format::json;
    std::vector<nlohmann::json> rolls;
    std::vector<dice::Throw> all_dice;
    int thrown = 0;
    std::optional<Owed> settled;
    while (true) {
        const Roster now = load_roster(ctx);
        const auto item = next_owed(now, *book, settled);
        if (!item) {
            break;
        }
        const auto request = settling_request(*item, *book);
        if (!request) {
            if (json) {
                // The tests thrown so far are saved: the object lists them, the refusal follows.
                Output report = unadvanced_turn(now, *book, rolls, item);
                report.dice = all_dice;
                render(report, ctx);
            }
            throw RuleError(stop_message(now, *item, thrown));
        }
        auto step = step_context(ctx, &run);
        const Output done = resolve(*step, *request, false);
        if (json) {
            rolls.push_back(roll_json(*item, done, ctx));
            all_dice.insert(all_dice.end(), done.dice.begin(), done.dice.end());
        } else {
            print_step(done, ctx);
        }
        settled = item;
        ++thrown;
    }
    auto step = step_context(ctx, nullptr);
    Output turned = resolve(*step, TurnRequest{}, false);
    if (json) {
        turned.dice.insert(turned.dice.begin(), all_dice.begin(), all_dice.end());
        turned.result = results::TurnRun{turned.result, true, std::move(rolls), std::nullopt};
    }
    render(turned, ctx);
}

} // namespace muster::cli
