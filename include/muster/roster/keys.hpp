#pragma once

#include "muster/roster/roster.hpp"

#include <span>
#include <string>
#include <string_view>
#include <vector>

/// Reading and describing a unit key's value: what a rule set's record (UnitRecord) uses to
/// read its keys from the roster file and `set` with the roster's own checks and messages, and
/// to list them. Each reader throws RosterError (no place) naming the key.
namespace muster::keys {

/// Throws "`key` needs a value: key=..." when the key was written alone (`bare`).
void need_value(std::string_view key, bool bare);
/// A whole number `min`-`max` (at most k_max_count) for `key`.
long long number(std::string_view key, std::string_view value, long long min, long long max);
/// A count 0 to k_max_count for `key`, as an int.
int count(std::string_view key, std::string_view value);
/// A flag's value: yes/true (or `bare`, the key alone) or no/false.
bool flag(std::string_view key, std::string_view value, bool bare);
/// `value` when it is one of `choices` (or empty, when `empty_ok`): "formation `x`: expected
/// open or closed".
std::string choice(std::string_view key, std::string_view value,
                   std::span<const std::string_view> choices, bool empty_ok = true);
/// A comma-separated list ("" is an empty list).
std::vector<std::string> list(std::string_view value);
/// A comma-separated list of unit names, each valid and named once (`locked=A,B`).
std::vector<std::string> names(std::string_view key, std::string_view value);

/// The fields a record lists (UnitRecord::fields): a number (written on every line when
/// `always`), a flag, a text and a list, each left out of a line at its default; `words`, how a
/// sheet says the key ("" : the key), and `value_words`, the value's hyphens read as spaces.
UnitField number_field(std::string_view key, long long value, bool always = false,
                       std::string_view words = {});
UnitField flag_field(std::string_view key, bool value, std::string_view words = {});
UnitField text_field(std::string_view key, std::string value, std::string_view words = {});
UnitField list_field(std::string_view key, const std::vector<std::string>& value,
                     std::string_view words = {}, bool value_words = false);
/// A list of unit names (`locked=A,B`), said as written.
UnitField names_field(std::string_view key, const std::vector<std::string>& value,
                      std::string_view words = {});

} // namespace muster::keys
