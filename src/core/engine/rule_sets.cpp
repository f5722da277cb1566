#include "muster/engine/rule_sets.hpp"

#include "muster/engine/record.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <utility>

namespace muster {

namespace {
std::vector<RuleSetEntry>& entries() {
    static std::vector<RuleSetEntry> registered;
    return registered;
}

void (*g_loader)() = nullptr; ///< set_rule_set_loader's, until it has run

/// The registered rule sets, once the loader has run.
std::vector<RuleSetEntry>& loaded_entries() {
    if (auto* load = std::exchange(g_loader, nullptr)) {
        load();
    }
    return entries();
}

void load_rule_sets() {
    loaded_entries();
}
} // namespace

void set_rule_set_loader(void (*load)()) {
    g_loader = load;
    set_roster_rules_loader(&load_rule_sets); // a roster read first asks the roster part
}

const std::vector<CommandDecl>& RuleSetEntry::commands() const {
    if (!read_commands) {
        read_commands = make()->commands();
    }
    return *read_commands;
}

void register_rule_set(std::string id, std::string name, MakeRuleBook make, bool built_in) {
    const auto book = make();
    RuleSetEntry entry{std::move(id), std::move(name), make, std::string(book->period()), built_in};
    auto& all = entries();
    auto it = std::find_if(all.begin(), all.end(), [&](const auto& e) { return e.id == entry.id; });
    if (it != all.end()) {
        add_roster_rules(entry.id, book->unit_record_maker());
        *it = std::move(entry);
        return;
    }
    // Built-in rule sets come first, in the order registered, whenever a plug-in registered
    // (a plug-in's static initializer runs before `main` registers the built-ins).
    const auto at =
        built_in ? std::find_if(all.begin(), all.end(), [](const auto& e) { return !e.built_in; })
                 : all.end();
    // The roster file learns the id, at the same place, and how to make its units' records.
    add_roster_rules(entry.id, book->unit_record_maker(),
                     static_cast<std::size_t>(at - all.begin()));
    all.insert(at, std::move(entry));
}

std::string_view period_word(std::string_view rules) {
    const auto* entry = find_rule_set(rules);
    return entry == nullptr ? std::string_view("turn") : std::string_view(entry->period);
}

const std::vector<RuleSetEntry>& rule_sets() {
    return loaded_entries();
}

const RuleSetEntry* find_rule_set(std::string_view id) {
    const auto& all = loaded_entries();
    auto it = std::find_if(all.begin(), all.end(), [&](const auto& e) { return e.id == id; });
    return it == all.end() ? nullptr : &*it;
}

std::unique_ptr<RuleBook> make_rulebook(std::string_view rules) {
    const auto* entry = find_rule_set(rules);
    if (entry == nullptr) {
        std::vector<std::string_view> ids;
        for (const auto& e : loaded_entries()) {
            ids.push_back(e.id);
        }
        throw RosterError(
            fmt::format("unknown rules `{}` (expected {})", rules, fmt::join(ids, " or ")));
    }
    return entry->make();
}

std::unique_ptr<RuleBook> make_rulebook(const Roster& roster) {
    auto book = make_rulebook(roster.rules);
    // Tables first: a house type may name a weapon a `table weapon-NAME` line defines (FW-TAB-1).
    for (const auto& rule : roster.tables) {
        book->add_house_table(rule);
    }
    for (const auto& rule : roster.types) {
        book->add_house_type(rule);
    }
    return book;
}

std::string rule_set_words(std::string_view topic) {
    std::vector<std::string> said;
    for (const auto& entry : loaded_entries()) {
        if (auto words = entry.make()->help_words(topic); !words.empty()) {
            said.push_back(fmt::format("{}: {}", entry.id, words));
        }
    }
    return fmt::format("{}", fmt::join(said, "; "));
}

std::string dice_order(std::string_view command) {
    std::vector<std::string> orders;
    for (const auto& entry : loaded_entries()) {
        if (auto order = entry.make()->dice_order(command); !order.empty()) {
            orders.push_back(std::move(order));
        }
    }
    if (orders.empty()) {
        return {};
    }
    std::string order = fmt::format("{}", fmt::join(orders, "; "));
    // Each die of these is one unit's own (a test, a shot, a move): it may be typed by name,
    // unless a rule set throws the command's dice per side.
    if (std::ranges::any_of(loaded_entries(), [&](const RuleSetEntry& entry) {
            return !entry.make()->dice_by_unit(command);
        })) {
        return order;
    }
    return order + ". A unit's own dice may be typed by name, --dice UNIT=V,V; the plain values "
                   "go, in this order, to the others";
}

} // namespace muster
