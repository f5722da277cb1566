#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster compare 'CMD' 'CMD'...`: two or more resolutions, each as exact odds against the
/// current roster, side by side with the same headline numbers and a verdict. Nothing is saved.
CLI::App* setup_compare(CLI::App& app, Context& ctx);

} // namespace muster::cli
