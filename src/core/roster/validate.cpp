// Checking a roster: counts, flags and unit names, and the whole roster against its rule book.
#include "format_detail.hpp"
#include "muster/error.hpp"
#include "muster/roster/names.hpp"
#include "muster/roster/rulebook.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster {

namespace roster_detail {

std::optional<long long> parse_count(std::string_view text, long long max) {
    return text::try_parse_int(text, 0, max).value;
}

bool parse_flag(std::string_view key, std::string_view value, bool bare) {
    if (bare || value == "yes" || value == "true") {
        return true;
    }
    if (value == "no" || value == "false") {
        return false;
    }
    throw RosterError(fmt::format("`{}` takes yes or no, not `{}`", key, value));
}

long long number_value(std::string_view key, std::string_view value, long long min, long long max) {
    auto number = parse_count(value, k_max_count * 10);
    if (!number) {
        throw RosterError(
            fmt::format("bad number `{}` for `{}` (a whole number {}-{})", value, key, min, max));
    }
    if (*number < min || *number > max) {
        throw RosterError(
            fmt::format("`{}={}` is out of range (a whole number {}-{})", key, value, min, max));
    }
    return *number;
}

int int_value(std::string_view key, std::string_view value) {
    return static_cast<int>(number_value(key, value, 0, k_max_count));
}

std::string checked_name(std::string_view key, std::string_view name) {
    auto problem = check_unit_name(name);
    if (!problem.empty()) {
        throw RosterError(fmt::format("`{}`: {}", key, problem));
    }
    return std::string(name);
}

} // namespace roster_detail

using roster_detail::join;

std::string check_unit_name(std::string_view name) {
    if (name.empty()) {
        return "a unit name needs 1 to 64 characters";
    }
    if (name.front() == '-') { // `kill -x 1` would read it as an option
        return fmt::format("unit name `{}` starts with '-', which reads as an option: begin it "
                           "with a letter or digit",
                           names::quoted(name));
    }
    if (name.size() > k_max_name_bytes) {
        return fmt::format("unit name `{}` is {} bytes long (at most {} characters)",
                           names::quoted(name), name.size(), k_max_name_length);
    }
    if (auto problem = text::text_problem(name); !problem.empty()) {
        return fmt::format("unit name `{}` {}", names::quoted(name), problem);
    }
    if (auto problem = names::code_point_problem(name); !problem.empty()) {
        return fmt::format("unit name `{}` {}", names::quoted(name), problem);
    }
    for (const char c : name) {
        const bool ok = (static_cast<unsigned char>(c) & 0x80U) != 0 || (c >= 'a' && c <= 'z') ||
                        (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '-' ||
                        c == '_' || c == '.' || c == '\'' || c == ' ';
        if (!ok) {
            return fmt::format("unit name `{}` has `{}`: use letters, digits, spaces and / - _ . '",
                               names::quoted(name), c);
        }
    }
    const std::size_t characters = text::length(name);
    if (characters > k_max_name_length) {
        return fmt::format("unit name `{}` is {} characters long (at most {})", names::quoted(name),
                           characters, k_max_name_length);
    }
    if (name.front() == ' ' || name.back() == ' ') {
        return fmt::format("unit name `{}` starts or ends with a space", name);
    }
    return "";
}

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
                                              to_string(roster.rules), join(names, ", ")));
            }
            if (std::find(it->second.begin(), it->second.end(), value) == it->second.end()) {
                throw RosterError(fmt::format("option `{}` takes {}, not `{}`", key,
                                              join(it->second, " or "), value));
            }
        });
    }
    for (std::size_t i = 0; i < roster.units.size(); ++i) {
        const auto& unit = roster.units[i];
        place(doc.unit_lines[i], [&] {
            if (!book.has_type(unit.type)) {
                throw RosterError(fmt::format("unknown type `{}` for {} (see `muster types`)",
                                              unit.type, to_string(roster.rules)));
            }
            book.validate(unit);
        });
    }
}

} // namespace muster
