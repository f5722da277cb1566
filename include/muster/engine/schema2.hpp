#pragma once

#include <nlohmann/json.hpp>

/// The words of JSON schema 2 that a journal entry written before schema 3 (issue 39) holds in
/// its derived fields, so that `replay` compares what the rules give now with the entry as it
/// was recorded (its seal covers its words): the same facts, worded as schema 2 worded them
/// (docs/game-record.md). Kept only to read older games.
namespace muster::schema2 {

/// `result` (what the rules give now) in the words of `recorded`, where they differ: a UE melee
/// side's die as `die` (the one value) where schema 3 has `values` ([the value]), and `option`'s
/// option as the roster writes it (`combat-power`) where schema 3 has `combat_power`.
void as_recorded(nlohmann::json& result, const nlohmann::json& recorded);

/// `expected` (a whole journal line, or a result) with each owed item's fight that goes on worded
/// as in `recorded`: its units by side under the old key where schema 3 has `sides` (a turn's
/// `due`, an entry's `skipped`).
void owed_as_recorded(nlohmann::json& expected, const nlohmann::json& recorded);

} // namespace muster::schema2
