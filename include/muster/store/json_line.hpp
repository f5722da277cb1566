#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string_view>

/// The one JSON reader of every line muster reads from outside: a journal's lines, its own or a
/// copy another player pushed (docs/hostile-input.md, "Nesting is bounded"). Each line is
/// bounded in depth before it is parsed: everything after the parse (the text checks, the
/// seal's serialisation, replay's comparison) walks the value by recursion.
namespace muster::store {

/// The deepest nesting of arrays and objects a line muster reads may have. muster's own lines nest
/// a few levels (6 at most in the test fixtures: a melee owed in a turn's result); 30,000 crashed
/// every reader (a stack overflow).
inline constexpr std::size_t k_max_json_depth = 64;

/// How deeply `text` nests arrays and objects outside its strings, counted no further than
/// `limit` + 1: a scan of the bytes, nothing built.
std::size_t json_depth(std::string_view text, std::size_t limit = k_max_json_depth);

/// `text` parsed as one JSON value. Throws std::runtime_error when it nests deeper than
/// k_max_json_depth (before a value is built), nlohmann::json::parse_error when it is not JSON.
nlohmann::json parse_json_line(std::string_view text);

} // namespace muster::store
