#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/roster.hpp"

#include <catch2/catch.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

/// The engine called directly (no process, no file, no command line): a roster parsed from text,
/// its rule book with the house rules, and `book->resolve(request, roster, env)` with scripted
/// dice, its Outcome written by `apply` (the one writer of a roster). Shared by test_engine_ue*.cpp
/// and test_engine_fw*.cpp.
namespace muster::engine_test {

/// A roster from `body` (its `option`, `type`, `table` and `unit` lines) playing `rules`, and the
/// rule book made for it.
struct Game {
    Roster roster;
    std::unique_ptr<RuleBook> book;

    Game(std::string_view rules, std::string_view body) {
        const std::string text = std::string("# muster roster v1\nrules ") + std::string(rules) +
                                 "\n" + std::string(body);
        roster = parse_roster(text, "test.roster").roster;
        book = make_rulebook(roster);
    }

    /// Resolves `request` with `dice` thrown in order (all of them must be used).
    Resolution resolve(const Request& request, std::vector<int> dice = {}) {
        dice::ScriptedSource source(std::move(dice));
        FixedEnv env(source);
        Outcome outcome = book->resolve(request, roster, env);
        apply(roster, outcome);
        return std::move(outcome.resolution);
    }

    /// Resolves `request` with exact odds (`--odds`): no dice are typed, and checks that the
    /// Outcome changes no unit.
    Resolution odds(const Request& request) {
        dice::ScriptedSource source({});
        FixedEnv env(source);
        env.exact_odds = true;
        Outcome outcome = book->resolve(request, roster, env);
        CHECK(outcome.resolution.deltas.empty());
        return std::move(outcome.resolution);
    }

    Unit& unit(std::string_view name) {
        Unit* u = roster.find(name);
        REQUIRE(u != nullptr);
        return *u;
    }
};

/// An unbalanced-equality game.
inline Game ue(std::string_view body) {
    return Game("unbalanced-equality", body);
}

/// A fuzzy-wuzzy game.
inline Game fw(std::string_view body) {
    return Game("fuzzy-wuzzy", body);
}

/// A command a rule book declares of its own (BookRequest, RuleBook::commands): its units,
/// its words by key and its options, as the command line makes it.
inline Request own_command(std::string command, std::vector<std::string> units,
                           std::vector<std::pair<std::string, std::string>> words = {},
                           std::vector<Request::Given> options = {}) {
    return muster::book_request(std::move(command), std::move(units), std::move(words),
                                std::move(options));
}

/// UE's `army [SIDE]` ("" for every side).
inline Request army_of(std::string side = "") {
    return side.empty() ? own_command("army", {}) : own_command("army", {}, {{"side", side}});
}

/// FW's `recon UNIT [--open]`.
inline Request recon_of(std::string unit, bool open = false) {
    return own_command("recon", {std::move(unit)}, {},
                       open ? std::vector<Request::Given>{{"--open"}}
                            : std::vector<Request::Given>{});
}

/// FW's `recover [UNIT...] --when WHEN`.
inline Request recover_of(std::vector<std::string> units, std::string when) {
    return own_command("recover", std::move(units), {}, {{"--when", std::move(when)}});
}

/// FW's `form UNIT ORDER`.
inline Request form_of(std::string unit, std::string order) {
    return own_command("form", {std::move(unit)}, {{"order", std::move(order)}});
}

/// A test's shorthand for `fire` and `artillery` (either rule set's options by name): the request
/// the command line makes, `fire FIRER... --at TARGET --range BAND [options]`.
struct FireArgs {
    std::vector<std::string> firers;
    std::string target;
    std::string range; ///< "" when `distance` is given
    std::optional<double> distance;
    struct {
        bool cover = false;
        bool square = false;
        bool fortified = false;
    } position;
    bool single_stand = false;
    struct {
        bool open = false;
        bool closed = false;
        bool mounted = false;
        bool dismounted = false;
    } state;
    std::string vs;
    bool guns_only = false; ///< `artillery`

    operator Request() const { // NOLINT(google-explicit-constructor): a request, as typed
        std::vector<Request::Given> options;
        if (!range.empty()) {
            options.push_back({"--range", range});
        }
        if (distance) {
            options.push_back({"--distance", {}, {}, *distance});
        }
        const std::pair<const char*, bool> flags[] = {{"--cover", position.cover},
                                                      {"--square", position.square},
                                                      {"--fortified", position.fortified},
                                                      {"--single-stand", single_stand},
                                                      {"--open", state.open},
                                                      {"--closed", state.closed},
                                                      {"--mounted", state.mounted},
                                                      {"--dismounted", state.dismounted}};
        for (const auto& [name, set] : flags) {
            if (set) {
                options.push_back({name});
            }
        }
        if (!vs.empty()) {
            options.push_back({"--vs", vs});
        }
        return book_request_by_option(guns_only ? "artillery" : "fire", firers,
                                      {{"--at", {target}}}, std::move(options));
    }
};

/// A test's shorthand for `melee A... --vs B... [options]`.
struct MeleeArgs {
    std::vector<std::string> a, b;
    bool pursue = false;
    std::string no_reinforce;
    struct {
        bool cover = false;
        bool square = false;
        bool fortified = false;
    } position;

    operator Request() const { // NOLINT(google-explicit-constructor): a request, as typed
        std::vector<Request::Given> options;
        const std::pair<const char*, bool> flags[] = {{"--pursue", pursue},
                                                      {"--cover", position.cover},
                                                      {"--square", position.square},
                                                      {"--fortified", position.fortified}};
        for (const auto& [name, set] : flags) {
            if (set) {
                options.push_back({name});
            }
        }
        if (!no_reinforce.empty()) {
            options.push_back({"--no-reinforce", no_reinforce});
        }
        return book_request_by_option("melee", a, {{"--vs", b}}, std::move(options));
    }
};

/// A test's shorthand for `charge UNIT --at DEFENDER... [--from INCHES]`.
struct ChargeArgs {
    std::string charger;
    std::vector<std::string> defenders;
    std::optional<double> from;

    operator Request() const { // NOLINT(google-explicit-constructor): a request, as typed
        std::vector<Request::Given> options;
        if (from) {
            options.push_back({"--from", {}, {}, *from});
        }
        return book_request_by_option("charge", {charger}, {{"--at", defenders}},
                                      std::move(options));
    }
};

/// `fire FIRER... --at TARGET --range BAND` ("" for none: give `distance`).
inline FireArgs fire_of(std::vector<std::string> firers, std::string target, std::string range) {
    FireArgs r;
    r.firers = std::move(firers);
    r.target = std::move(target);
    r.range = std::move(range);
    return r;
}

/// `melee A... --vs B...`.
inline MeleeArgs melee_of(std::vector<std::string> a, std::vector<std::string> b) {
    MeleeArgs r;
    r.a = std::move(a);
    r.b = std::move(b);
    return r;
}

/// `morale [UNIT...]` with its options as given (`{"--range", "long"}`, `{"--cover"}`).
inline Request morale_of(std::vector<std::string> units, std::vector<Request::Given> options = {}) {
    return own_command("morale", std::move(units), {}, std::move(options));
}

/// `rally [UNIT...]`.
inline Request rally_of(std::vector<std::string> units = {}) {
    return own_command("rally", std::move(units));
}

/// `move UNIT... [--rate RATE]` with its other options as given.
inline Request move_of(std::vector<std::string> units, std::string rate = "",
                       std::vector<Request::Given> options = {}) {
    if (!rate.empty()) {
        options.insert(options.begin(), {"--rate", std::move(rate)});
    }
    return own_command("move", std::move(units), {}, std::move(options));
}

/// The sum of the probabilities of a `[[outcome, p], ...]` distribution.
/// `request` as the command line makes it for `command` given the rule-set option `option`
/// (issue 40: Request::given).
inline Request given_option(Request request, std::string command, std::string option) {
    request.command = std::move(command);
    request.given.push_back({option});
    request.options.push_back({std::move(option)});
    return request;
}

inline double total_probability(const nlohmann::json& distribution) {
    double total = 0.0;
    for (const auto& entry : distribution) {
        total += entry.at(1).get<double>();
    }
    return total;
}

/// The probability of `outcome` in a `[[outcome, p], ...]` distribution (0 when absent).
inline double probability_of(const nlohmann::json& distribution, const nlohmann::json& outcome) {
    for (const auto& entry : distribution) {
        if (entry.at(0) == outcome) {
            return entry.at(1).get<double>();
        }
    }
    return 0.0;
}

/// The message of the `E` (UsageError, RuleError) that resolving `request` throws; a failed
/// check and "" when it throws nothing (another exception type propagates and fails the test).
template <class E>
std::string refused_with(Game& game, const Request& request, std::vector<int> dice = {}) {
    try {
        game.resolve(request, std::move(dice));
    } catch (const E& error) {
        return error.what();
    }
    FAIL_CHECK("the request was not refused");
    return "";
}

/// The value of `key` in a unit's derived numbers' extra list ("" when absent).
inline std::string derived_extra(const Derived& derived, std::string_view key) {
    for (const auto& [name, value] : derived.extra) {
        if (name == key) {
            if (const auto* flag = std::get_if<bool>(&value)) {
                return *flag ? "true" : "false"; // as `show --json` types it
            }
            return shown_value(value);
        }
    }
    return "";
}

/// Whether `resolution.table` has a line containing `words`.
inline bool table_says(const Resolution& resolution, std::string_view words) {
    for (const auto& line : resolution.table) {
        if (line.find(words) != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace muster::engine_test
