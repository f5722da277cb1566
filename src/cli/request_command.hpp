// The one shape of a subcommand that is one request: its options bound into the request, the
// request run by the rule book (or as an edit by hand) and rendered.
#pragma once

#include "cli/context.hpp"
#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/roster_edits.hpp"

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace muster::cli {

/// How a subcommand's request runs (cli/transact.hpp).
enum class Runs {
    resolve,        ///< by the roster's rule book; its units may be ad hoc (TYPE[:STANDS])
    resolve_roster, ///< by the rule book; its units must be the roster's
    odds,           ///< as exact odds: nothing is saved, the roster is not locked (`charge`)
    edit,           ///< a roster edit by hand, journalled with its request
};

/// Runs a request the rule book resolves, or, while `compare` reads a choice (`ctx.held`), hands
/// it over unrun: compare works every choice out itself.
void run_or_hold(Context& ctx, const Request& request, Runs runs);

/// Adds to `sub` every option a registered rule book declares for `command`
/// (RuleBook::options; a name two books declare once, with the first one's help), each recorded
/// in `given` when it is given (issue 40).
void add_rule_set_options(CLI::App& sub, const std::string& command,
                          const std::shared_ptr<std::vector<Request::Given>>& given);

/// The subcommand `name` whose options `bind` adds into one request `R`, with the options the
/// rule books declare for it, run as `runs` says and rendered as the global options ask.
template <class R>
CLI::App* request_command(CLI::App& app, Context& ctx, const std::string& name,
                          const std::string& description, Runs runs,
                          const std::function<void(CLI::App&, R&)>& bind) {
    auto request = std::make_shared<R>();
    CLI::App* sub = app.add_subcommand(name, description);
    bind(*sub, *request);
    auto given = std::make_shared<std::vector<Request::Given>>();
    if constexpr (std::is_constructible_v<Request, R>) {
        add_rule_set_options(*sub, name, given);
    }
    sub->callback([request, given, name, runs, &ctx] {
        if constexpr (std::is_constructible_v<Request, R>) {
            Request full(*request);
            full.command = name;
            full.given = *given;
            take_given_options(full);
            run_or_hold(ctx, full, runs);
        } else {
            (void)runs; // an edit runs at once, whatever `runs` says
            render(edit(ctx, *request), ctx);
        }
    });
    return sub;
}

} // namespace muster::cli
