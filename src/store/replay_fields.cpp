// The fields of a format-4 journal entry as `muster replay` checks them (replay_fields.hpp).
#include "replay_fields.hpp"

#include "muster/engine/event.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <set>

namespace muster::store {

namespace {

std::string child_path(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : fmt::format("{}.{}", path, key);
}

bool differ_at(const std::string& path, const nlohmann::json& recorded,
               const nlohmann::json& expected, FieldDifference& found) {
    if (recorded.is_object() && expected.is_object()) {
        std::set<std::string> keys; // both sides' keys, in order: a field added is named too
        for (const auto& [key, value] : recorded.items()) {
            keys.insert(key);
        }
        for (const auto& [key, value] : expected.items()) {
            keys.insert(key);
        }
        for (const auto& key : keys) {
            const auto r = recorded.find(key);
            const auto e = expected.find(key);
            if (differ_at(child_path(path, key), r == recorded.end() ? nlohmann::json() : *r,
                          e == expected.end() ? nlohmann::json() : *e, found)) {
                return true;
            }
        }
        return false;
    }
    if (recorded.is_array() && expected.is_array() && recorded.size() == expected.size()) {
        for (std::size_t i = 0; i < recorded.size(); ++i) {
            if (differ_at(fmt::format("{}[{}]", path, i), recorded[i], expected[i], found)) {
                return true;
            }
        }
        return false;
    }
    if (recorded == expected) {
        return false;
    }
    found = {path, recorded, expected};
    return true;
}

} // namespace

FieldDifference first_field_difference(const nlohmann::json& recorded,
                                       const nlohmann::json& expected) {
    FieldDifference found;
    differ_at("", recorded, expected, found);
    return found;
}

bool is_journal_time(std::string_view time) {
    constexpr std::string_view form = "0000-00-00T00:00:00Z"; // 0: a digit
    return time.size() == form.size() &&
           std::equal(form.begin(), form.end(), time.begin(), [](char f, char c) {
               return f == '0' ? std::isdigit(static_cast<unsigned char>(c)) != 0 : f == c;
           });
}

bool is_rules_revision(std::string_view revision) {
    const auto& all = rules_revisions();
    return std::any_of(all.begin(), all.end(),
                       [&](const RulesRevision& r) { return r.revision == revision; });
}

} // namespace muster::store
