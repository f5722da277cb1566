// The whole roster against its rule book: house rules, options, and each unit's type and state.
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster {

namespace {

bool keeps_mark(const RuleBook& book, std::string_view mark) {
    const auto marks = book.marks();
    return std::any_of(marks.begin(), marks.end(),
                       [&](const MarkSpec& spec) { return spec.mark == mark; });
}

/// Throws RosterError unless every mark of `unit` is one a registered rule book keeps (the
/// roster's own first: the rest only for a mark it does not keep).
void check_marks(const Unit& unit, const RuleBook& book) {
    for (const auto* list : {&unit.done, &unit.due}) {
        for (const auto& m : *list) {
            if (keeps_mark(book, m) ||
                std::any_of(rule_sets().begin(), rule_sets().end(),
                            [&](const RuleSetEntry& r) { return keeps_mark(*r.make(), m); })) {
                continue;
            }
            throw RosterError(fmt::format("{}: `{}` is not a mark muster keeps",
                                          list == &unit.done ? "done" : "due", m));
        }
    }
}

} // namespace

void check_roster(const RosterDocument& doc, RuleBook& book, const std::string& file) {
    const auto& roster = doc.roster;
    auto place = [&](int line, auto&& action) {
        try {
            action();
        } catch (const Error& e) {
            throw RosterError(file, line, e.what());
        }
    };
    for (std::size_t i = 0; i < roster.types.size(); ++i) {
        place(doc.type_lines[i], [&] { book.add_house_type(roster.types[i]); });
    }
    for (std::size_t i = 0; i < roster.tables.size(); ++i) {
        place(doc.table_lines[i], [&] { book.add_house_table(roster.tables[i]); });
    }
    const auto known = book.option_values();
    for (const auto& [key, value] : roster.options) {
        place(doc.option_lines.at(key), [&, &key = key, &value = value] {
            auto it = std::find_if(known.begin(), known.end(),
                                   [&](const auto& option) { return option.first == key; });
            if (it == known.end()) {
                std::vector<std::string> names;
                names.reserve(known.size());
                for (const auto& option : known) {
                    names.push_back(option.first);
                }
                throw RosterError(fmt::format("unknown option `{}` for {} (known: {})", key,
                                              roster.rules, fmt::join(names, ", ")));
            }
            if (std::find(it->second.begin(), it->second.end(), value) == it->second.end()) {
                throw RosterError(fmt::format("option `{}` takes {}, not `{}`", key,
                                              fmt::join(it->second, " or "), value));
            }
        });
    }
    for (std::size_t i = 0; i < roster.units.size(); ++i) {
        const auto& unit = roster.units[i];
        place(doc.unit_lines[i], [&] {
            if (!book.has_type(unit.type)) {
                throw RosterError(fmt::format("unknown type `{}` for {} (see `muster types`)",
                                              unit.type, roster.rules));
            }
            check_marks(unit, book);
            book.validate(unit);
        });
    }
}

} // namespace muster
