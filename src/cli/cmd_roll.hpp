#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// `muster roll EXPR...`: roll dice expressions, or give their exact odds.
CLI::App* setup_roll(CLI::App& app, Context& ctx);

/// The words of a `roll` command line (command first) with every word that starts with '-'
/// and reads as a dice expression (`-d6`) made a positional expression, never an option.
std::vector<const char*> roll_expressions_positional(std::vector<const char*> words);

/// What the shell offers to complete `current` after `roll`: common expressions, and after a
/// dice term the notation's modifiers (`4d6` -> `4d6kh`, `4d6>=`, `4d6r1`, ...).
std::vector<std::string> roll_completions(std::string_view current);

} // namespace muster::cli
