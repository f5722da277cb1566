#include "muster/engine/record.hpp"

#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <optional>

namespace muster {

void refuse_repeat(const Env& env, const Unit& unit, std::string_view mark, std::string_view what,
                   std::string_view rule, const Roster& roster) {
    if (!has_mark(unit.done, mark)) {
        return;
    }
    // The commands whose roll leaves the mark, as the roster's rule book declares them, to
    // find the roll in the journal.
    std::vector<MarkSpec> marks;
    if (const auto* rule_set = find_rule_set(roster.rules)) {
        marks = rule_set->make()->marks();
    }
    std::vector<std::string_view> commands;
    for (const auto& spec : marks) {
        if (spec.mark == mark) {
            commands.assign(spec.commands.begin(), spec.commands.end());
        }
    }
    const auto period = period_word(roster.rules);
    const std::string line = commands.empty() ? "" : env.recorded_line(roster, commands, unit.name);
    // "uThulwana already took its morale test this turn (t3 morale uThulwana failed (2) [dice
    // 2]; UE-MORALE-1: once a turn)"
    throw RuleError(fmt::format("{} already {} this {} ({}; {}: once a {}); `muster undo` takes "
                                "it back",
                                unit.name, what, period,
                                line.empty() ? fmt::format("{} {}", period, roster.turn) : line,
                                rule, period));
}

void mark_done(Draft& roster, const std::string& name, std::string_view mark) {
    if (Unit* unit = roster.find(name)) {
        add_mark(unit->done, mark);
    }
}

void add_test(Resolution& report, events::Tested test) {
    report.events.emplace_back(std::move(test));
}

std::vector<std::string> owed_argv(const Owed& owed) {
    std::vector<std::string> argv = {"muster", owed.settle, owed.who};
    argv.insert(argv.end(), owed.with.begin(), owed.with.end());
    if (!owed.against.empty()) {
        argv.emplace_back("--vs");
        argv.insert(argv.end(), owed.against.begin(), owed.against.end());
    }
    return argv;
}

std::string owed_command(const Owed& owed) {
    std::string line;
    for (const auto& word : owed_argv(owed)) {
        line += line.empty() ? "" : " ";
        line += quote_if_needed(word);
    }
    return line;
}

Owed unit_owes(const Unit& unit, std::string what, std::string rule, std::string_view command,
               int step) {
    return Owed{unit.name, std::move(what), std::move(rule), step, std::string(command), {}};
}

std::vector<Owed> owed_items(const Roster& roster, const RuleBook& book) {
    return book.owed(roster);
}

std::string owed_text(const Owed& owed) {
    return fmt::format("{}: {} ({}): {}", owed.who, owed.what, owed.rule, owed_command(owed));
}

nlohmann::json owed_json(const Owed& owed) {
    nlohmann::json item = {
        {"unit", owed.army ? nlohmann::json(nullptr) : nlohmann::json(owed.who)},
        {"side", owed.army ? nlohmann::json(owed.who) : nlohmann::json(nullptr)},
        {"owes", owed.what},
        {"rule", owed.rule},
        {"step", owed.step},
        {"command", owed_command(owed)},
        {"argv", owed_argv(owed)},
        {"decision", owed.choice.empty() ? nlohmann::json(nullptr) : nlohmann::json(owed.choice)}};
    if (!owed.against.empty()) { // a fight that goes on: every unit locked in it, by side
        std::vector<std::string> a = {owed.who};
        a.insert(a.end(), owed.with.begin(), owed.with.end());
        item["sides"] = {{"a", a}, {"b", owed.against}};
    }
    if (!owed.choices.empty()) {
        nlohmann::json choices = nlohmann::json::array();
        for (const auto& c : owed.choices) {
            choices.push_back({{"choice", c.name},
                               {"rule", c.rule},
                               {"option", c.option.empty() ? nlohmann::json(nullptr)
                                                           : nlohmann::json(c.option)}});
        }
        item["choices"] = choices;
    }
    return item;
}

bool owed_names(const Owed& owed, std::string_view unit) {
    return !owed.army &&
           (owed.who == unit || std::ranges::find(owed.with, unit) != owed.with.end() ||
            std::ranges::find(owed.against, unit) != owed.against.end());
}

nlohmann::json owed_list_json(const std::vector<Owed>& owed) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& item : owed) {
        list.push_back(owed_json(item));
    }
    return list;
}

} // namespace muster
