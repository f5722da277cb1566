#include "cli/request_command.hpp"

#include "muster/engine/rule_sets.hpp"

#include <set>

namespace muster::cli {

void add_rule_set_options(CLI::App& sub, const std::string& command,
                          const std::shared_ptr<std::vector<Request::Given>>& given) {
    std::set<std::string, std::less<>> added;
    for (const auto& rules : rule_sets()) {
        for (const auto& spec : rules.make()->options(command)) {
            if (!added.insert(spec.name).second || sub.get_option_no_throw(spec.name) != nullptr) {
                continue;
            }
            const std::string& name = spec.name;
            switch (spec.kind) {
            case OptionSpec::Kind::flag:
                sub.add_flag_callback(
                    name, [given, name] { given->push_back({name}); }, spec.help);
                break;
            case OptionSpec::Kind::text:
                sub.add_option_function<std::string>(
                    name,
                    [given, name](const std::string& v) {
                        given->push_back({name, v});
                    },
                    spec.help);
                break;
            case OptionSpec::Kind::decimal:
                sub.add_option_function<double>(
                    name,
                    [given, name](const double& d) {
                        given->push_back({name, {}, {}, d});
                    },
                    spec.help);
                break;
            case OptionSpec::Kind::integer:
                sub.add_option_function<int>(
                    name,
                    [given, name](const int& n) {
                        given->push_back({name, {}, n});
                    },
                    spec.help);
                break;
            }
        }
    }
}

void run_or_hold(Context& ctx, const Request& request, Runs runs) {
    if (ctx.held != nullptr) {
        ctx.held->request = request;
        return;
    }
    if (runs == Runs::odds) {
        ctx.globals.odds = true;
    }
    render(resolve(ctx, request, runs != Runs::resolve_roster), ctx);
}

} // namespace muster::cli
