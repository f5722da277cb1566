#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// `muster show` (DESIGN.md, "The roster file"; README, "The roster file").
CLI::App* setup_show(CLI::App& app, Context& ctx);

/// `items` joined by `sep` on lines indented by two spaces, wrapped to `width` between items.
std::vector<std::string> wrap_items(const std::vector<std::string>& items, std::string_view sep,
                                    int width);

} // namespace muster::cli
