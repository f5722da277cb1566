#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

/// What `muster replay` checks of a format-4 entry's fields besides re-resolving it
/// (docs/game-record.md, "Replay"): a derived field against the one replay makes, the time and
/// the rules revision against the entries before.
namespace muster::store {

/// The first field, in key order and at any depth, where `recorded` differs from `expected`
/// (both a journal line's JSON without `sum`): its path (`brief`, `roll.passed`, `dice[0].for`)
/// and each side's value; an empty path when they are equal.
struct FieldDifference {
    std::string path;
    nlohmann::json recorded;
    nlohmann::json expected;
};
FieldDifference first_field_difference(const nlohmann::json& recorded,
                                       const nlohmann::json& expected);

/// Whether `time` is a time muster writes: UTC, ISO 8601 to the second ("2026-12-02T07:30:00Z").
bool is_journal_time(std::string_view time);

/// Whether `revision` is one of the rules contract's revisions (engine::rules_revisions).
bool is_rules_revision(std::string_view revision);

} // namespace muster::store
