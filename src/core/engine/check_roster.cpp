// The whole roster against its rule book: house rules, options, and each unit's type and state.
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster {

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
            book.validate(unit);
        });
    }
}

} // namespace muster
