#include "muster/store/json_line.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace muster::store {

std::size_t json_depth(std::string_view text, std::size_t limit) {
    std::size_t depth = 0;
    std::size_t deepest = 0;
    bool in_string = false;
    bool escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                in_string = false;
            }
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit) {
                return deepest;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return deepest;
}

nlohmann::json parse_json_line(std::string_view text) {
    if (json_depth(text) > k_max_json_depth) {
        throw std::runtime_error(
            fmt::format("nested deeper than {} arrays and objects", k_max_json_depth));
    }
    return nlohmann::json::parse(text);
}

} // namespace muster::store
